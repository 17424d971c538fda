//! `pcdocs audit`: a hand-typed page about the repository's v0.2.0-rc.3
//! campaign, with planted errors (two swapped cells, a mistyped ratio), is
//! checked number by number against what the campaign produces.
#![allow(clippy::result_large_err)]

mod common;
use common::*;
use pcdocs::audit::{self, AuditArgs, Verdict};

const PAGE: &str = "# Pingclair v0.2.0-rc.3 against nginx and Caddy

Requests per second over HTTP/1.1 and HTTP/2, 1 KiB files, 2 CPUs.

| scenario | Pingclair | nginx | Caddy |
|:--|--:|--:|--:|
| http1-static | 46,125 | 18,266 | 39,478 |
| https1-static | 40,721 | 31,508 | 19,978 |
| http2-static | 92,369 | 41,972 | 17,424 |

Over HTTP/2, Pingclair serves 2.02× what nginx serves; over HTTP/1.1 it
is 16.8% ahead of nginx.
";

fn audit_page(text: &str, name: &str) -> (tempfile::TempDir, audit::Audit) {
    let dir = copy_of_repo();
    let page = dir.path().join(name);
    std::fs::write(&page, text).unwrap();
    let a = audit::run(&AuditArgs {
        page,
        campaign: "v0.2.0-rc.3".into(),
        root: dir.path().to_owned(),
    })
    .unwrap_or_else(|e| panic!("{e}"));
    (dir, a)
}

#[test]
fn swapped_cells_and_a_wrong_ratio_are_exactly_what_is_listed() {
    let (_dir, a) = audit_page(PAGE, "old.md");
    let problems: Vec<(usize, &str, &Verdict)> = a
        .numbers
        .iter()
        .filter(|(_, v)| !matches!(v, Verdict::Matched(_)))
        .map(|(n, v)| (n.line, n.text.as_str(), v))
        .collect();
    assert_eq!(problems.len(), 3, "{a}");
    // The swapped pair: each number is the other cell's.
    match problems[0] {
        (
            7,
            "18,266",
            Verdict::WrongCell {
                expected,
                elsewhere,
            },
        ) => {
            assert!(
                expected.starts_with("39478 (table throughput, row http1-static, series nginx)"),
                "{expected}"
            );
            assert_eq!(
                elsewhere,
                &["18266 (table throughput, row http1-static, series caddy)"]
            );
        }
        other => panic!("{other:?}\n{a}"),
    }
    assert!(
        matches!(problems[1], (7, "39,478", Verdict::WrongCell { .. })),
        "{a}"
    );
    // The ratio: 92,369 ÷ 41,972 is 2.20×, not 2.02×.
    match problems[2] {
        (11, "2.02×", Verdict::Unmatched(near)) => assert_eq!(
            near[0], "2.2007× (table throughput, row http2-static: pingclair ÷ nginx)",
            "{near:?}"
        ),
        other => panic!("{other:?}\n{a}"),
    }
    // Everything else matches: the facts, seven cells and the percentage.
    assert_eq!(a.numbers.len(), 13, "{a}");
    let shown = a.to_string();
    assert!(
        shown.contains("old.md:3:47: `1` = 1 (facts.limits.payload-kib)"),
        "{shown}"
    );
    assert!(
        shown.contains("old.md:12:4: `16.8%` = 16.8372% (table throughput, row http1-static: pingclair ÷ nginx − 1)\n"),
        "{shown}"
    );
    assert!(
        shown.ends_with("13 numbers, 10 matched, 3 to look at\n"),
        "{shown}"
    );
    // Versions and protocols are not read as figures, nor the header.
    assert_eq!(
        a.numbers.iter().filter(|(n, _)| n.line < 7).count(),
        2,
        "{a}"
    );
}

#[test]
fn an_html_page_is_read_as_text_and_the_command_fails_on_problems() {
    let html = "<table><tr><th>scenario</th><th>nginx</th></tr>\n\
                <tr><td width=\"600\">http2-static</td><td>41,972</td></tr></table>\n\
                <p>Pingclair: 2.20× nginx; Caddy: 17,425 req/s.</p>\n";
    let (dir, a) = audit_page(html, "old.html");
    let shown = a.to_string();
    assert_eq!(a.problems(), 1, "{shown}");
    assert!(
        shown.contains("old.html:3:35: `17,425` matches no figure at this precision; nearest: 17424 (table throughput, row http2-static, series caddy)"),
        "{shown}"
    );
    let out = pcdocs(
        &["audit", "old.html", "--campaign", "v0.2.0-rc.3"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stdout), shown);

    let out = pcdocs(&["audit", "old.html", "--campaign", "nope"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("results/nope: error: no campaign `nope`"),
        "{err}"
    );
}

/// The page is what moves in: it may be anywhere. A regular file outside
/// the project, or a link to one, is read; a folder or a FIFO is refused,
/// the FIFO without waiting for a writer, and with what it is.
#[test]
fn a_page_outside_the_project_is_read_wherever_it_is() {
    let dir = copy_of_repo();
    let elsewhere = tempfile::tempdir().unwrap();
    let page = elsewhere.path().join("old.md");
    std::fs::write(&page, PAGE).unwrap();
    let link = elsewhere.path().join("link.md");
    std::os::unix::fs::symlink(&page, &link).unwrap();
    for p in [&page, &link] {
        let a = audit::run(&AuditArgs {
            page: p.clone(),
            campaign: "v0.2.0-rc.3".into(),
            root: dir.path().to_owned(),
        })
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        assert_eq!((a.numbers.len(), a.problems()), (13, 3), "{a}");
    }
    let out = pcdocs(
        &["audit", page.to_str().unwrap(), "--campaign", "v0.2.0-rc.3"],
        dir.path(),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(1),
        "three numbers to look at: {err}"
    );
    assert!(!err.contains("symbolic link"), "{err}");

    let fifo = elsewhere.path().join("fifo.md");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    for (p, says) in [
        (&fifo, "is not a regular file"),
        (&elsewhere.path().to_owned(), "is a folder"),
    ] {
        let out = pcdocs(
            &["audit", p.to_str().unwrap(), "--campaign", "v0.2.0-rc.3"],
            dir.path(),
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(
            err.contains(says) && !err.contains("symbolic link"),
            "{err}"
        );
    }
}

/// A minified page is one line: a million characters with thousands of
/// numbers and table bars is audited (the column of each number counted
/// from the one before, not from the line's start, which took minutes).
#[test]
fn a_page_of_one_line_of_a_million_characters_is_audited() {
    let cell = "<td>46,125</td><td>2.02×</td><td class=\"x\">v1.22.1</td>";
    let row = format!("<tr>{cell}</tr>");
    let line: String = std::iter::repeat_n(row.as_str(), 1_000_000 / row.len() + 1).collect();
    let (_dir, a) = audit_page(&format!("{line}\n"), "minified.html");
    let per_row = 2;
    let rows = 1_000_000 / row.len() + 1;
    assert_eq!(a.numbers.len(), per_row * rows);
    // The last number's column, in characters (`×` is one).
    let last = &a.numbers.last().unwrap().0;
    let chars_per_row = row.chars().count();
    let in_row = row[..row.rfind("2.02").unwrap()].chars().count();
    assert_eq!(
        (last.line, last.column),
        (1, (rows - 1) * chars_per_row + in_row + 1)
    );
    assert!(
        matches!(a.numbers[0].1, Verdict::Matched(_)),
        "{:?}",
        a.numbers[0]
    );
}
