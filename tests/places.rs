//! Every error names the file, line and column where the fix belongs, one
//! run reports them all, and a huge bad value does not flood the report.

mod common;
use common::site::{Site, line_of};
use common::*;

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
    let dir = copy_of_repo();
    let value = "x".repeat(10 * 1024 * 1024);
    let csv = "results/2026-10-container-matrix/proxy.csv";
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
