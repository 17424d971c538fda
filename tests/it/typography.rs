//! The typography lint of `pcdocs check`: the repository's messages pass it,
//! and a slip planted in each locale fails with its file, line and column.

use crate::common::site::Site;
use crate::common::*;

/// `pcdocs check`'s output (its stderr), whether it passed or not.
fn check(dir: &std::path::Path) -> String {
    let out = pcdocs(&["check"], dir);
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The `file:line:col` where `needle` starts in a file.
fn position(dir: &std::path::Path, path: &str, needle: &str) -> String {
    let text = read(dir, path);
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("{path} lacks {needle:?}"));
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().unwrap().chars().count() + 1;
    format!("{path}:{line}:{col}")
}

const LINTS: [&str; 4] = [
    "between Latin items",
    "no space",
    "ordinary space",
    "straight apostrophe",
];

#[test]
fn the_repository_messages_pass_the_lint() {
    let dir = built_repo();
    let err = check(dir);
    for lint in LINTS {
        assert!(!err.contains(lint), "{lint}:\n{err}");
    }
    assert!(!err.contains("half-width"), "{err}");
}

#[test]
fn planted_slips_fail_with_their_place() {
    let zh = "page-results-heading = HTTP/2 與 HTTP/3 的結果\n";
    let dir = Site::tiny()
        .locale("zh-TW")
        .ftl("zh-TW", "page.ftl", zh)
        .write();
    let d = dir.path();
    edit(
        d,
        "locales/zh-TW/page.ftl",
        "HTTP/2 與 HTTP/3 的結果",
        "HTTP/2和HTTP/3 的結果",
    );
    edit(
        d,
        "locales/fr/page.ftl",
        "page-results-heading = Résultats",
        "page-results-heading = Résultats\u{a0}: « 14 % » le débit",
    );
    std::fs::write(
        d.join("locales/fr/units.ftl"),
        "units-size = Fichiers de { $size } Kio\n",
    )
    .unwrap();
    edit(
        d,
        "content/page.md",
        "the small requests Beta served",
        "the small requests of Beta's",
    );
    let err = check(d);
    let out = pcdocs(&["check"], d);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        err.contains("locales/fr/units.ftl:1:")
            && err.contains("ordinary space between a figure and its unit"),
        "{err}"
    );

    let zh = position(d, "locales/zh-TW/page.ftl", "和HTTP/3 的結果");
    assert!(
        err.contains(&format!("{zh}: error: 「和」 between Latin items")),
        "{zh}\n{err}"
    );
    let zh = position(d, "locales/zh-TW/page.ftl", "2和HTTP/3 的結果");
    assert!(
        err.contains(&format!("{zh}: error: no space between `2` and `和`")),
        "{zh}\n{err}"
    );
    // Both ordinary spaces inside the quotes, and the one before `%`.
    let fr = position(d, "locales/fr/page.ftl", " 14 % »");
    assert!(
        err.contains(&format!("{fr}: error: ordinary space after `«`")),
        "{fr}\n{err}"
    );
    let fr = position(d, "locales/fr/page.ftl", " % »");
    assert!(
        err.contains(&format!("{fr}: error: ordinary space before `%`")),
        "{fr}\n{err}"
    );
    let fr = position(d, "locales/fr/page.ftl", " » le débit");
    assert!(
        err.contains(&format!("{fr}: error: ordinary space before `»`")),
        "{fr}\n{err}"
    );
    // The English is a paragraph of the page: the slip is reported at its
    // line and column in the page.
    let en = position(d, "content/page.md", "'s");
    assert!(
        err.contains(&format!("{en}: error: straight apostrophe `'` in prose")),
        "{en}\n{err}"
    );
    assert!(err.contains("hint: join Latin items with 「與」"), "{err}");
    assert!(
        err.contains("hint: write the typographic apostrophe ’"),
        "{err}"
    );
}

/// Slips no single message shows, planted in each locale, are found in the
/// text the pages show (their Markdown twins and each locale's index), at
/// the line of the twin, with what reads wrong.
#[test]
fn slips_across_markup_and_placeables_fail_at_the_rendered_text() {
    let manifest = crate::common::site::MANIFEST.replace(
        "[sampling]",
        "[dates]\nstart = 2026-10-11\nend = 2026-10-12\n\n[sampling]",
    );
    let zh = "page-intro-alpha-beta-and = **量測環境：** { $host-machine }，共 { $host-cpus } 顆 CPU；受測對象為 Alpha, Beta 與 Gamma。\n";
    let dir = Site::tiny()
        .locale("zh-TW")
        .campaign("c", &manifest)
        .ftl("zh-TW", "page.ftl", zh)
        .write();
    let d = dir.path();
    // en: a year without its comma, a list without its serial comma, and
    // a compound hyphenated in one place and open in another.
    edit(
        d,
        "content/page.md",
        "Alpha and Beta were measured on { $host-machine } with { $host-cpus } CPUs.",
        "Alpha, Beta and Gamma were measured on { date-range-text } in a small-file test. The small file test used { $host-cpus } CPUs.",
    );
    // fr: an ellipsis without its comma.
    edit(
        d,
        "locales/fr/page.ftl",
        "page-results-heading = Résultats",
        "page-results-heading = Résultats\npage-sizes = Les charges de { $host-cpus }\u{a0}Kio, celle de { $host-cpus }\u{a0}Mio { $host-cpus }.",
    );
    edit(
        d,
        "content/page.md",
        "## Results { #results }",
        "## Results { #results }\n\nThe { $host-cpus } KiB loads, and the { $host-cpus } MiB one { $host-cpus }. { #sizes }",
    );
    let err = check(d);
    let twin = |tag: &str| format!("site/{tag}/c/index.md");
    for (file, slip) in [
        (
            twin("zh-TW"),
            "a space after full-width `：`: «量測環境： a test machin»",
        ),
        (twin("zh-TW"), "a half-width `,` in Chinese text"),
        (twin("en"), "no comma after the year: «"),
        (
            twin("en"),
            "no serial comma before `and`: «Alpha, Beta and Gamma",
        ),
        (
            twin("en"),
            "\"small file\" before a noun, where the site writes \"small-file\"",
        ),
        (twin("fr"), "an elliptical construction without its comma"),
    ] {
        assert!(
            err.lines()
                .any(|l| l.starts_with(&format!("{file}:")) && l.contains(slip)),
            "{file}: {slip}\n{err}"
        );
    }
    assert!(
        err.contains("hint: full-width punctuation carries its own space: put it outside the bold or link it ends"),
        "{err}"
    );
    // Written as a Chinese page writes it, the slip is gone.
    edit(
        d,
        "locales/zh-TW/page.ftl",
        "**量測環境：** { $host-machine }",
        "**量測環境**：{ $host-machine }",
    );
    edit(
        d,
        "locales/zh-TW/page.ftl",
        "Alpha, Beta 與 Gamma",
        "Alpha、Beta 與 Gamma",
    );
    let err = check(d);
    assert!(!err.contains(&format!("{}:", twin("zh-TW"))), "{err}");
}

/// The lines of each wrapped category label of a chart: middle-anchored,
/// unrotated texts at one x whose baselines follow each other.
fn wrapped_labels(svg: &str) -> Vec<Vec<String>> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let mut by_x: std::collections::BTreeMap<String, Vec<(f64, String)>> = Default::default();
    for n in doc.descendants().filter(|n| n.has_tag_name("text")) {
        if n.attribute("text-anchor") != Some("middle") || n.attribute("transform").is_some() {
            continue;
        }
        let y: f64 = n.attribute("y").unwrap().parse().unwrap();
        let text: String = n
            .descendants()
            .filter(|t| t.is_text())
            .filter_map(|t| t.text())
            .collect();
        by_x.entry(n.attribute("x").unwrap().to_owned())
            .or_default()
            .push((y, text));
    }
    let mut out = Vec::new();
    for (_, mut texts) in by_x {
        texts.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut group: Vec<(f64, String)> = Vec::new();
        for t in texts {
            if group.last().is_some_and(|l| t.0 - l.0 > 20.0) {
                out.push(group.drain(..).map(|g| g.1).collect());
            }
            group.push(t);
        }
        out.push(group.into_iter().map(|g| g.1).collect());
    }
    out.retain(|g: &Vec<String>| g.len() > 1);
    out
}

#[test]
fn no_chart_label_breaks_inside_a_word() {
    use icu_segmenter::LineSegmenter;
    use icu_segmenter::options::{LineBreakOptions, LineBreakWordOption};
    let dir = built_repo();
    let site = dir.join("site");
    let mut keep_all = LineBreakOptions::default();
    keep_all.word_option = Some(LineBreakWordOption::KeepAll);
    let mut seen = 0;
    for e in walkdir::WalkDir::new(&site).sort_by_file_name() {
        let e = e.unwrap();
        if e.path().extension().is_none_or(|x| x != "svg") {
            continue;
        }
        let svg = std::fs::read_to_string(e.path()).unwrap();
        // Only charts, which sit beside their page.
        let Ok(html) = std::fs::read_to_string(e.path().with_file_name("index.html")) else {
            continue;
        };
        for lines in wrapped_labels(&svg) {
            seen += 1;
            let spaced = lines.join(" ");
            if html.contains(&spaced) {
                continue; // every break was at a space
            }
            // Otherwise each break must be a line-break opportunity of
            // the whole label, as a reader's browser would allow.
            let tight = lines.concat();
            let breaks: Vec<usize> = LineSegmenter::new_auto(keep_all)
                .segment_str(&tight)
                .collect();
            let mut at = 0;
            for l in &lines[..lines.len() - 1] {
                at += l.len();
                assert!(
                    breaks.contains(&at),
                    "{}: {lines:?} breaks inside a word",
                    e.path().display()
                );
            }
        }
    }
    // The zh-TW and fr charts do wrap labels: the test saw them.
    assert!(seen >= 8, "only {seen} wrapped labels");
}
