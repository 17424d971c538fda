//! `pcdocs audit`: hand-typed pages in English, French and Chinese, with
//! planted errors of each kind and correct statements of each kind, held
//! against a campaign imported from real load-generator reports
//! (tests/fixtures/audit/README.md); and the repository's own generated
//! pages, against their campaigns, which must list nothing.

use crate::common::*;
use pcdocs::audit::{self, AuditArgs, What};
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    repo().join("tests/fixtures").join(name)
}

fn import(root: &Path, args: &[&str]) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"))
        .arg("import")
        .args(args)
        .arg("--root")
        .arg(root)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "import {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A project whose only campaign, `lab`, is imported from the reports of
/// tests/fixtures/import as a new user would.
fn lab() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir_all(d.join("results/lab")).unwrap();
    std::fs::copy(
        fixture("audit/manifest.toml"),
        d.join("results/lab/manifest.toml"),
    )
    .unwrap();
    // The batch, renamed for the fixture's subjects.
    let batch = d.join("batch");
    std::fs::create_dir(&batch).unwrap();
    for e in std::fs::read_dir(fixture("import/runs/batch")).unwrap() {
        let e = e.unwrap();
        let name = e.file_name().to_string_lossy().into_owned();
        let name = name
            .replacen("h1_", "alpha_", 1)
            .replacen("h2c_", "beta_", 1);
        std::fs::copy(e.path(), batch.join(name)).unwrap();
    }
    import(
        d,
        &[
            "--campaign",
            "lab",
            "--pattern",
            "{series}_{table}_c{row}_r{run}.txt",
            batch.to_str().unwrap(),
        ],
    );
    for (row, series, report) in [
        ("4", "alpha", "wrk.txt"),
        ("4", "beta", "runs/hey-duration.txt"),
        ("8", "alpha", "runs/wrk-c8.txt"),
        ("8", "beta", "wrk-server-stopped.txt"),
    ] {
        let report = fixture("import").join(report);
        import(
            d,
            &[
                "--campaign",
                "lab",
                "--table",
                "slow",
                "--row",
                row,
                "--series",
                series,
                "--run",
                "1",
                report.to_str().unwrap(),
            ],
        );
    }
    dir
}

fn audit_of(root: &Path, page: &Path, campaign: &str) -> audit::Audit {
    audit::run(&AuditArgs {
        page: page.to_owned(),
        campaign: campaign.into(),
        root: root.to_owned(),
        locale: None,
        format: audit::Format::Text,
    })
    .unwrap_or_else(|e| panic!("{}: {e}", page.display()))
}

/// (line, what, the words or number as typed) of each finding.
fn found(a: &audit::Audit) -> Vec<(usize, What, String)> {
    a.findings
        .iter()
        .map(|f| (f.line, f.what, f.typed.clone()))
        .collect()
}

fn planted(list: &[(usize, What, &str)]) -> Vec<(usize, What, String)> {
    list.iter()
        .map(|(l, w, t)| (*l, *w, (*t).to_owned()))
        .collect()
}

/// Every planted error of the English page is listed, each once, and no
/// correct statement: the swap with labels that are not the campaign's
/// keys (`c4`, `Alpha 1.27`), the false range, the wrong multiple, the
/// false "leads", "roughly equal" and "no errors".
#[test]
fn an_english_page_lists_its_planted_errors_and_nothing_else() {
    let dir = lab();
    let a = audit_of(dir.path(), &fixture("audit/lab.en.md"), "lab");
    assert_eq!(
        found(&a),
        planted(&[
            (12, What::Swap, "44,708 / 52,048"),
            (15, What::FalseStatement, "leads"),
            (21, What::FalseRange, "75–80%"),
            (25, What::Unmatched, "2.4×"),
            (38, What::FalseStatement, "roughly equal"),
            (40, What::FalseStatement, "no errors"),
        ]),
        "{a}"
    );
    let shown = a.to_string();
    // The swap names both cells and their figures, with their sources.
    assert!(
        shown.contains("lab.en.md:12:8: swapped cells: `44,708` (row `c4`, column `Alpha 1.27 (req/s)`) is Beta 2.4.1's figure at 4, and `52,048` (row `c4`, column `Beta 2.4 (req/s)`) is Alpha 1.27.0's at 4\n"),
        "{shown}"
    );
    assert!(
        shown.contains(
            "    Alpha 1.27.0 at 4 (table sweep): 52,048 [results/lab/sweep.csv:10,11,12,13]\n"
        ),
        "{shown}"
    );
    // The false "no errors": the run with socket errors, by its line and
    // raw report.
    assert!(
        shown.contains("    Beta 2.4.1 at 8 (table slow): 7 read errors, 30125 write errors [results/lab/slow.csv:5 (raw/slow-8-beta-run1.txt)]\n"),
        "{shown}"
    );
    // The range: what Alpha ÷ Beta is at the rows named.
    let range = &a.findings[2];
    let shown_values: Vec<&str> = range.truth.iter().map(|t| t.shown.as_str()).collect();
    assert!(
        shown_values.contains(&"116.4%") && shown_values.contains(&"51.5%"),
        "{range:?}"
    );
    // The multiple: its true value at the page's precision.
    assert_eq!(a.findings[3].truth[0].shown, "1.3×", "{a}");
    assert!(
        shown.ends_with("6 to look at\n") && a.numbers >= 15 && a.statements == 6,
        "{shown}"
    );
}

#[test]
fn a_french_page_lists_its_planted_errors_and_nothing_else() {
    let dir = lab();
    let a = audit_of(dir.path(), &fixture("audit/lab.fr.md"), "lab");
    assert_eq!(a.lang, audit::Lang::Fr);
    assert_eq!(
        found(&a),
        planted(&[
            (4, What::Contradicts, "5"),
            (12, What::Swap, "31\u{a0}549 / 24\u{a0}083"),
            (16, What::FalseStatement, "en tête"),
            (22, What::FalseRange, "75 et 80 %"),
            (26, What::Unmatched, "2,4 fois"),
            (39, What::FalseStatement, "à peu près égaux"),
            (41, What::FalseStatement, "Aucune erreur"),
        ])
        .into_iter()
        .map(|(l, w, t)| (l, w, t.replace('\u{a0}', " ")))
        .collect::<Vec<_>>(),
        "{a}"
    );
}

#[test]
fn a_chinese_page_lists_its_planted_errors_and_nothing_else() {
    let dir = lab();
    let a = audit_of(dir.path(), &fixture("audit/lab.zh-TW.md"), "lab");
    assert_eq!(a.lang, audit::Lang::Zh);
    assert_eq!(
        found(&a),
        planted(&[
            (12, What::Swap, "55,374 / 28,491"),
            (14, What::FalseStatement, "都領先"),
            (20, What::FalseRange, "75%～80%"),
            (24, What::Unmatched, "2.4 倍"),
            (37, What::FalseStatement, "大致相同"),
            (39, What::FalseStatement, "沒有錯誤"),
        ]),
        "{a}"
    );
}

/// An HTML page: its table read from `<table>`, entities decoded, what a
/// browser does not show as text (scripts, styles, an SVG chart's axis,
/// navigation, the title) left out; `--format json` for CI, exit status 1.
#[test]
fn an_html_page_is_read_as_a_browser_shows_it_and_json_is_for_ci() {
    let dir = lab();
    let page = fixture("audit/lab.en.html");
    let a = audit_of(dir.path(), &page, "lab");
    assert_eq!(
        found(&a),
        planted(&[
            (20, What::Unmatched, "2.4×"),
            (21, What::FalseStatement, "leads"),
        ]),
        "{a}"
    );
    let out = pcdocs(
        &[
            "audit",
            page.to_str().unwrap(),
            "--campaign",
            "lab",
            "--format",
            "json",
        ],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["campaign"], "lab");
    assert_eq!(json["lang"], "en");
    let first = &json["findings"][0];
    assert_eq!(
        (
            &first["line"],
            &first["column"],
            &first["what"],
            &first["typed"]
        ),
        (
            &serde_json::json!(20),
            &serde_json::json!(9),
            &serde_json::json!("unmatched"),
            &serde_json::json!("2.4×")
        )
    );
    assert_eq!(first["truth"][0]["shown"], "1.3×");
    assert!(
        (first["truth"][0]["value"].as_f64().unwrap() - 31548.745 / 24082.535).abs() < 1e-9,
        "{first}"
    );
    assert_eq!(
        first["truth"][0]["sources"],
        serde_json::json!([
            "results/lab/sweep.csv:22,23,24,25",
            "results/lab/sweep.csv:6,7,8,9"
        ])
    );
    // The same page in text, the same findings.
    let out = pcdocs(
        &["audit", page.to_str().unwrap(), "--campaign", "lab"],
        dir.path(),
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), a.to_string());
}

/// Auditing a page pcdocs generated from the same campaign lists nothing:
/// every page of the repository, in each locale, Markdown twin and HTML.
/// The repository is read in place (the audit writes nothing).
#[test]
fn the_repository_s_generated_pages_list_nothing() {
    let root = repo();
    let mut checked = 0;
    for (slug, campaign) in [
        ("2026-10-container-matrix", "2026-10-container-matrix"),
        ("v0.2.0-rc.3", "v0.2.0-rc.3"),
        ("release-history", "v0.2.0-rc.3"),
    ] {
        for locale in ["en", "fr", "zh-TW"] {
            for file in ["index.md", "index.html"] {
                let page = root.join("site").join(locale).join(slug).join(file);
                let a = audit_of(&root, &page, campaign);
                assert!(a.findings.is_empty(), "{a}");
                assert!(
                    a.numbers >= 20,
                    "{}: {} numbers read",
                    page.display(),
                    a.numbers
                );
                assert!(a.to_string().ends_with("nothing to look at\n"));
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 18);
}

/// The page is what moves in: it may be anywhere. A regular file outside
/// the project, or a link to one, is read; a folder or a FIFO is refused,
/// the FIFO without waiting for a writer, and with what it is.
#[test]
fn a_page_outside_the_project_is_read_wherever_it_is() {
    let dir = lab();
    let elsewhere = tempfile::tempdir().unwrap();
    let page = elsewhere.path().join("old.md");
    std::fs::copy(fixture("audit/lab.en.md"), &page).unwrap();
    let link = elsewhere.path().join("link.md");
    std::os::unix::fs::symlink(&page, &link).unwrap();
    for p in [&page, &link] {
        let a = audit_of(dir.path(), p, "lab");
        assert_eq!(a.problems(), 6, "{a}");
    }
    let out = pcdocs(
        &["audit", page.to_str().unwrap(), "--campaign", "lab"],
        dir.path(),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(!err.contains("symbolic link"), "{err}");

    let out = pcdocs(
        &["audit", page.to_str().unwrap(), "--campaign", "nope"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("results/nope: error: no campaign `nope`"),
        "{err}"
    );

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
            &["audit", p.to_str().unwrap(), "--campaign", "lab"],
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
/// numbers and table rows is audited in time proportional to its length
/// (each column counted from a checkpoint, not from the line's start),
/// and a number that no figure gives is listed once, with its other
/// places.
#[test]
fn a_page_of_one_line_of_a_million_characters_is_audited() {
    let dir = lab();
    let row = "<tr><td>46,125</td><td>2.07×</td><td class=\"x\">v1.22.1</td></tr>";
    let rows = 1_000_000 / row.len() + 1;
    let line: String = std::iter::repeat_n(row, rows).collect();
    let page = dir.path().join("minified.html");
    std::fs::write(&page, format!("{line}\n")).unwrap();
    let started = std::time::Instant::now();
    let a = audit_of(dir.path(), &page, "lab");
    assert!(started.elapsed().as_secs() < 60, "{:?}", started.elapsed());
    assert_eq!(a.findings.len(), 1, "{a}");
    let f = &a.findings[0];
    assert_eq!((f.what, f.typed.as_str()), (What::Unmatched, "2.07×"));
    assert_eq!(f.also.len(), rows - 1);
    // The last place's column, in characters (`×` is one).
    let chars_per_row = row.chars().count();
    let in_row = row[..row.find("2.07").unwrap()].chars().count();
    assert_eq!(
        f.also.last().copied(),
        Some([1, (rows - 1) * chars_per_row + in_row + 1])
    );
}

/// One paragraph of a million characters on one line: each sentence is
/// scoped by binary searches over the paragraph's names and numbers, so
/// its time grows with its length.
#[test]
fn a_paragraph_of_a_million_characters_is_audited() {
    let dir = lab();
    let sentence = "Alpha served 7,914 req/s at 1 connection and Beta about 39,000 req/s; Alpha is roughly 20% of Beta. ";
    let n = 1_000_000 / sentence.len() + 1;
    let page = dir.path().join("long.md");
    std::fs::write(&page, format!("{}\n", sentence.repeat(n))).unwrap();
    let started = std::time::Instant::now();
    let a = audit_of(dir.path(), &page, "lab");
    assert!(started.elapsed().as_secs() < 60, "{:?}", started.elapsed());
    assert!(a.findings.is_empty(), "{a}");
    assert_eq!(a.numbers, 3 * n);
}

/// Units in headers and cells are read and converted: a table kept in
/// milliseconds against a page in seconds and microseconds, a percentage
/// against a table of percentages.
#[test]
fn units_of_headers_and_cells_are_converted() {
    use crate::common::site::Site;
    let manifest = r#"title = "Latency"

[subjects.alpha]
name = "Alpha"

[subjects.beta]
name = "Beta"

[sampling]
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[tables.latency]
file = "latency.csv"
row = "percentile"
series = "server"
value = "ms"
unit = "ms"

[tables.cpu]
file = "cpu.csv"
row = "percentile"
series = "server"
value = "busy"
unit = "%"
"#;
    let dir = Site::new()
        .campaign("lat", manifest)
        .table(
            "lat",
            "latency.csv",
            "percentile,server,ms\np50,alpha,1.25\np50,beta,2.5\np99,alpha,12.5\np99,beta,30\n",
        )
        .table(
            "lat",
            "cpu.csv",
            "percentile,server,busy\np50,alpha,41\np50,beta,77\np99,alpha,43\np99,beta,80\n",
        )
        .write();
    let page = dir.path().join("old.md");
    std::fs::write(
        &page,
        "| Percentile | Alpha (s) | Beta (s) |\n|--|--|--|\n| p50 | 0.00125 | 0.0025 |\n| p99 | 0.0125 | 0.040 |\n\n\
         Alpha answers in 12,500 µs at p99, and Beta in 30 ms.\n\n\
         At p50 Alpha keeps its CPU 41% busy, Beta 70%.\n",
    )
    .unwrap();
    let a = audit_of(dir.path(), &page, "lat");
    assert_eq!(
        found(&a),
        planted(&[(4, What::Unmatched, "0.040"), (8, What::Unmatched, "70%")]),
        "{a}"
    );
    assert_eq!(a.findings[0].truth[0].shown, "0.030", "{a}");
}
