//! Every error names the file, line and column where the fix belongs, one
//! run reports them all, and a huge bad value does not flood the report.

use crate::common::site::{Site, line_of};
use crate::common::*;

fn stderr_of_build(dir: &std::path::Path) -> String {
    let out = pcdocs(&["build"], dir);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

/// A second page of the small site's campaign, with a heading from a
/// message that no locale has.
const OTHER: &str = r#"+++
campaign = "c"
slug = "other"
title = "Another page"
description = "Another page of the campaign."
+++
Some words first.

## {{ t(id="no-such-message") }}
"#;

#[test]
fn a_syntax_error_comes_with_the_errors_of_other_pages() {
    let dir = Site::tiny().page("other.md", OTHER).write();
    edit(
        dir.path(),
        "content/page.md",
        "{{ table(name=\"rps\") }}",
        "{{ table(name=\"rps\" }}",
    );
    let stderr = stderr_of_build(dir.path());
    let line = line_of(dir.path(), "content/other.md", "no-such-message");
    for expected in [
        "content/page.md:".to_owned(),
        "Found `}}` but expected ,.".to_owned(),
        format!(
            "content/other.md:{line}:4: error: [en] no message `no-such-message` in any locale"
        ),
    ] {
        assert!(stderr.contains(&expected), "lacks {expected:?}:\n{stderr}");
    }
}

/// A load that fails before any page renders, on a results file or on a
/// figure, still reports the page's template syntax error with it.
#[test]
fn a_syntax_error_comes_with_the_errors_that_stop_the_load() {
    for (file, from, to, expected) in [
        (
            "results/c/rps.csv",
            "1500",
            "\"1,500\"",
            "results/c/rps.csv:2:",
        ),
        (
            "content/page.md",
            "rps/small/beta",
            "rps/no-such-row/beta",
            "no-such-row",
        ),
    ] {
        let dir = Site::tiny().write();
        edit(
            dir.path(),
            "content/page.md",
            "{{ table(name=\"rps\") }}",
            "{{ table(name=\"rps\" }}",
        );
        edit(dir.path(), file, from, to);
        let stderr = stderr_of_build(dir.path());
        for expected in ["content/page.md:", "Found `}}` but expected ,.", expected] {
            assert!(stderr.contains(expected), "lacks {expected:?}:\n{stderr}");
        }
    }
}

#[test]
fn a_fluent_error_is_placed_at_its_message() {
    let dir = Site::tiny().write();
    edit(
        dir.path(),
        "locales/fr/page.ftl",
        "page-intro-alpha-and-beta = Alpha",
        "page-intro-alpha-and-beta = { $no-such-variable } Alpha",
    );
    let stderr = stderr_of_build(dir.path());
    let line = line_of(
        dir.path(),
        "locales/fr/page.ftl",
        "page-intro-alpha-and-beta",
    );
    let expected = format!(
        "locales/fr/page.ftl:{line}:1: error: [fr] message `page-intro-alpha-and-beta`: Unknown variable: $no-such-variable"
    );
    assert!(stderr.contains(&expected), "{stderr}");
    // The page that shows it, at the paragraph the message is.
    let line = line_of(
        dir.path(),
        "content/page.md",
        "Alpha and Beta were measured",
    );
    let shown = format!("hint: shown by content/page.md:{line}:1");
    assert!(stderr.contains(&shown), "{stderr}");
}

#[test]
fn a_fluent_syntax_error_in_a_paragraph_is_placed_in_the_page() {
    let dir = Site::tiny().write();
    edit(
        dir.path(),
        "content/page.md",
        "measured on { $host-machine } with",
        "measured on { $host-machine with",
    );
    let stderr = stderr_of_build(dir.path());
    let line = line_of(dir.path(), "content/page.md", "measured on {");
    assert!(
        stderr.contains(&format!("content/page.md:{line}:"))
            && stderr.contains("Fluent syntax error"),
        "{stderr}"
    );
    assert!(!stderr.contains("locales/"), "{stderr}");
}

#[test]
fn a_duplicate_explicit_id_is_placed_at_its_second_block() {
    let dir = Site::tiny().write();
    edit(
        dir.path(),
        "content/page.md",
        "Alpha served { $small } the small requests Beta served.",
        "Alpha served { $small } the small requests Beta served. { #rounds }",
    );
    let stderr = stderr_of_build(dir.path());
    let second = line_of(dir.path(), "content/page.md", "{ $sampling-runs ->");
    assert!(
        stderr.contains(&format!(
            "content/page.md:{second}:1: error: message id `page-rounds` is given to two blocks of this page"
        )),
        "the block that came second: {stderr}"
    );
}

#[test]
fn a_bad_key_in_a_pcdocs_block_is_placed_at_its_page_line_and_column() {
    let dir = Site::tiny().write();
    edit(
        dir.path(),
        "content/page.md",
        "caption = \"page-caption\"",
        "captoin = \"page-caption\"",
    );
    let stderr = stderr_of_build(dir.path());
    let line = line_of(dir.path(), "content/page.md", "captoin");
    assert!(
        stderr.contains(&format!("content/page.md:{line}:1:")) && stderr.contains("captoin"),
        "{stderr}"
    );
}

#[test]
fn a_huge_bad_value_is_quoted_short() {
    let dir = Site::tiny().write();
    let value = "x".repeat(10 * 1024 * 1024);
    let csv = "results/c/rps.csv";
    let text = read(dir.path(), csv);
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let fields: Vec<&str> = lines[1].split(',').collect();
    let last = fields.len() - 1;
    let bad: Vec<String> = fields
        .iter()
        .enumerate()
        .map(|(i, f)| {
            if i == last {
                value.clone()
            } else {
                (*f).to_owned()
            }
        })
        .collect();
    lines[1] = bad.join(",");
    std::fs::write(dir.path().join(csv), lines.join("\n") + "\n").unwrap();
    let stderr = stderr_of_build(dir.path());
    assert!(
        stderr.contains(&format!("{csv}:2:")),
        "{}",
        &stderr[..stderr.len().min(2000)]
    );
    assert!(stderr.len() < 4096, "{} bytes of errors", stderr.len());
    assert!(
        stderr.contains(&format!("{}…", "x".repeat(120))),
        "{stderr}"
    );
}

/// Each mistake is placed where its fix belongs, with a message a user can
/// act on: a template function's failing call (not its first), a figure of
/// a later block (not the front matter naming the same cell), an unknown
/// function or argument, an include loop, a look-alike letter in a
/// variable, a locale tag in single quotes, and an id too long to print.
#[test]
fn each_mistake_is_placed_where_its_fix_belongs() {
    use crate::common::site::{CSV, MANIFEST, PAGE};
    let page_with = |extra: &str| format!("{PAGE}\n{extra}\n");
    let front_figure = PAGE.replacen(
        "+++\nAlpha and Beta",
        "\n[figures.both]\ncompute = \"ratio\"\nof = [\"rps/small/alpha\", \"rps/large/beta\"]\n+++\nAlpha and Beta { $both }",
        1,
    );
    let long = "v".repeat(3_000);
    let cases: Vec<(&str, Site, &str, Vec<String>)> = vec![
        (
            "the failing call of a function called twice",
            Site::tiny().page("page.md", &page_with("Again:\n\n{% set n = \"nope\" %}{{ table(name=n) }}")),
            "content/page.md",
            vec!["{{ table(name=n) }}".into(), "no table view `nope`".into()],
        ),
        (
            "an argument a function does not take",
            Site::tiny().page("page.md", &page_with("{{ table(name=\"rps\", nmae=\"x\") }}")),
            "content/page.md",
            vec!["{{ table(name=\"rps\", nmae".into(), "`table` takes no argument `nmae`; it takes `name`".into()],
        ),
        (
            "an unknown function",
            Site::tiny().page("page.md", &page_with("{{ frobnicate(x=1) }}")),
            "content/page.md",
            vec!["{{ frobnicate(x=1) }}".into(), "Unknown function `frobnicate`".into()],
        ),
        (
            "a figure of a later block naming a cell the front matter names too",
            Site::tiny().page(
                "page.md",
                &format!(
                    "{front_figure}\n```pcdocs\n[figures.late]\ncompute = \"ratio\"\nof = [\"rps/small/alpha\", \"rps/tiny/beta\"]\n```\n\nLate: {{ $late }}\n"
                ),
            ),
            "content/page.md",
            vec!["of = [\"rps/small/alpha\", \"rps/tiny/beta\"]".into(), "figure `late`: table `rps` has no row `tiny`".into()],
        ),
        (
            "a look-alike letter in a variable",
            Site::tiny().page("page.md", &PAGE.replacen("{ $host-cpus }", "{ $host-cрus }", 1)),
            "content/page.md",
            vec!["found `р` (U+0440, a Cyrillic letter)".into()],
        ),
        (
            "a locale tag Fluent cannot take, in single quotes",
            Site::tiny().file(
                "pcdocs.toml",
                "locales = ['en', 'fr', 'en-u-nu-thai']\ntheme = \"default\"\n",
            ),
            "pcdocs.toml",
            vec!["pcdocs.toml:1:25:".into(), "not a locale tag Fluent takes".into()],
        ),
        (
            "an id too long to print",
            Site::tiny().ftl("fr", "page.ftl", &crate::common::site::FR_PAGE.replacen("{ $host-machine }", &format!("{{ ${long} }}"), 1)),
            "locales/fr/page.ftl",
            vec![format!("${}…", "v".repeat(119))],
        ),
    ];
    for (what, site, file, expected) in cases {
        let dir = site.write();
        let stderr = stderr_of_build(dir.path());
        let placed = stderr.lines().any(|l| {
            l.starts_with(&format!("{file}:"))
                && l.split(':')
                    .nth(2)
                    .is_some_and(|c| c.parse::<usize>().is_ok())
        });
        assert!(placed, "{what}: no {file}:LINE:COLUMN in\n{stderr}");
        for e in &expected {
            assert!(
                stderr.contains(e.as_str()),
                "{what}: lacks {e:?}:\n{stderr}"
            );
        }
        assert!(
            stderr.len() < 4_000,
            "{what}: {} bytes of report",
            stderr.len()
        );
    }
    // An include loop between two layouts: placed at the include.
    let dir = Site::tiny().write();
    std::fs::write(
        dir.path().join("templates/a.html"),
        "{% include \"b.html\" %}",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("templates/b.html"),
        "x\n{% include \"a.html\" %}",
    )
    .unwrap();
    let stderr = stderr_of_build(dir.path());
    assert!(
        stderr.contains("templates/a.html:1:1: error: templates include each other in a loop: a.html → b.html → a.html"),
        "{stderr}"
    );
    let _ = (CSV, MANIFEST);
}

/// A site whose content/ holds no pages yet builds its index pages and says
/// why there is nothing else.
#[test]
fn an_empty_content_folder_builds_and_says_so() {
    let dir = Site::new()
        .locale("en")
        .locale("fr")
        .campaign("c", crate::common::site::MANIFEST)
        .table("c", "rps.csv", crate::common::site::CSV)
        .write();
    std::fs::create_dir_all(dir.path().join("content")).unwrap();
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("content/ holds no pages yet"), "{stderr}");
    assert!(dir.path().join("site/fr/translations/index.html").exists());
}
