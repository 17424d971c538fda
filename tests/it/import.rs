//! `pcdocs import`: real h2load and wrk reports (tests/fixtures/import/, made
//! by scripts/make-import-fixtures) parse exactly, broken ones are refused
//! without writing anything, and imported runs reach the page with their
//! median and with provenance naming the raw reports.
// Diagnostics are large by design, as in the library.

use crate::common::site::{FR_PAGE, Site, confirm};
use crate::common::*;
use pcdocs::import::{self, ImportArgs, Report, Tool};
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    repo().join("tests/fixtures/import").join(name)
}

fn parse(name: &str) -> Result<Report, pcdocs::diag::Diagnostic> {
    let bytes = std::fs::read(fixture(name)).unwrap();
    import::parse_report(name, &bytes, None)
}

const MANIFEST: &str = r#"title = "Import demo"

[subjects.nginx]
name = "nginx"
version = "1.22.1"

[sampling]
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

# Throughput: a run with any failed request does not count.
[tables.throughput]
file = "throughput.csv"
row = "scenario"
series = "server"
value = "req_per_s"
unit = "req/s"
run = "run"
failed = "failed"
requests = "requests"
raw = "raw"
incomplete = "incomplete"

# A sweep keeps its failed runs and shows their error rate.
[tables.sweep]
file = "sweep.csv"
row = "scenario"
series = "server"
value = "req_per_s"
run = "run"
failed = "failed"
requests = "requests"
error-rate = "error_rate"
raw = "raw"
non-2xx = "non_2xx"
exclude-failed-runs = false

[tables.sweep-errors]
file = "sweep.csv"
row = "scenario"
series = "server"
value = "error_rate"
run = "run"
raw = "raw"
"#;

const PAGE: &str = r#"+++
campaign = "import-demo"
slug = "import-demo"
title = "{ imp-title }"
description = "{ imp-description }"

[tables.throughput]
source = "throughput"
corner = "imp-corner"
caption = "imp-throughput-caption"

[tables.sweep]
source = "sweep"
corner = "imp-corner"
caption = "imp-sweep-caption"
note = { source = "sweep-errors", display = "percent", significant = 2 }
+++
{{ t(id="imp-intro") }}

{{ table(name="throughput") }}

{{ table(name="sweep") }}
"#;

const MESSAGES: &str = "imp-title = Import demo
imp-description = Runs imported from h2load reports.
imp-intro = Imported runs.
imp-corner = Scenario
imp-throughput-caption = Throughput (req/s)
imp-sweep-caption = Sweep in req/s (error rate)
";

/// A project in the repository's three locales, with their site-wide
/// messages, layouts and theme, and no campaign yet.
fn project() -> tempfile::TempDir {
    let dir = Site::new()
        .locale("en")
        .locale("zh-TW")
        .locale("fr")
        .write();
    for folder in ["results", "content"] {
        std::fs::create_dir_all(dir.path().join(folder)).unwrap();
    }
    dir
}

/// [`project`] with a page of another campaign (the small site's,
/// translated and confirmed), as a site has before a new campaign comes.
fn project_with_a_page() -> tempfile::TempDir {
    let dir = Site::tiny()
        .locale("zh-TW")
        .ftl("zh-TW", "page.ftl", FR_PAGE)
        .write();
    for tag in ["zh-TW", "fr"] {
        confirm(dir.path(), tag);
    }
    dir
}

/// A project with an `import-demo` campaign (no CSV files yet), its page,
/// and its messages in every locale.
fn demo_site() -> tempfile::TempDir {
    let dir = project();
    let d = dir.path();
    std::fs::create_dir_all(d.join("results/import-demo")).unwrap();
    std::fs::write(d.join("results/import-demo/manifest.toml"), MANIFEST).unwrap();
    std::fs::write(d.join("content/import-demo.md"), PAGE).unwrap();
    for entry in std::fs::read_dir(d.join("locales")).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            std::fs::write(path.join("imp.ftl"), MESSAGES).unwrap();
        }
    }
    dir
}

fn args(dir: &Path, table: &str, row: &str, run: u32, reports: &[&str]) -> ImportArgs {
    ImportArgs {
        campaign: "import-demo".into(),
        table: table.into(),
        row: row.into(),
        series: "nginx".into(),
        run,
        tool: None,
        reports: reports.iter().map(|r| fixture(r)).collect(),
        root: dir.to_owned(),
        recover: false,
        pattern: None,
        dry_run: false,
    }
}

fn import_ok(a: &ImportArgs) -> import::Summary {
    import::run(a).unwrap_or_else(|d| panic!("import failed:\n{d}"))
}

/// The `title` of every `<data>` element of a page.
fn titles(html: &str) -> Vec<String> {
    html.split("<data ")
        .skip(1)
        .filter_map(|el| {
            let start = el.find("title=\"")? + 7;
            let end = el[start..].find('"')? + start;
            Some(el[start..end].replace("&#39;", "'").replace("&quot;", "\""))
        })
        .collect()
}

#[test]
fn real_h2load_reports_parse_exactly() {
    let cases = [
        // file, req/s, total, succeeded, failed, errored, timeout, 2xx, 4xx
        (
            "h2load-h1-run1.txt",
            "15196.18",
            2000,
            2000,
            0,
            0,
            0,
            2000,
            0,
        ),
        (
            "h2load-h1-run2.txt",
            "12962.35",
            2000,
            2000,
            0,
            0,
            0,
            2000,
            0,
        ),
        (
            "h2load-h1-run3.txt",
            "10165.55",
            2000,
            2000,
            0,
            0,
            0,
            2000,
            0,
        ),
        ("h2load-h2c.txt", "9554.79", 2000, 2000, 0, 0, 0, 2000, 0),
        ("h2load-h2c-404.txt", "8037.29", 200, 0, 200, 0, 0, 0, 200),
        (
            "h2load-h1-server-stopped.txt",
            "994.71",
            3000,
            991,
            2009,
            2009,
            0,
            991,
            0,
        ),
        ("h2load-h1-refused.txt", "0.00", 100, 0, 100, 100, 0, 0, 0),
    ];
    for (file, rps, total, ok, failed, errored, timeout, s2, s4) in cases {
        let report = parse(file).unwrap_or_else(|e| panic!("{e}"));
        let Report::H2load(r) = &report else {
            panic!("{file} was not read as h2load")
        };
        assert_eq!(r.req_per_s, rps, "{file}");
        assert_eq!(
            (r.total, r.succeeded, r.failed, r.errored, r.timeout),
            (total, ok, failed, errored, timeout),
            "{file}"
        );
        assert_eq!((r.status_2xx, r.status_4xx), (s2, s4), "{file}");
        assert_eq!(r.succeeded + r.failed, r.total, "{file}");
        assert_eq!(report.requests(), total, "{file}");
        assert_eq!(report.failed(), failed, "{file}");
        assert_eq!(r.timings.len(), 4, "{file}");
    }
    let Report::H2load(r) = parse("h2load-h2c.txt").unwrap() else {
        unreachable!()
    };
    assert_eq!(r.protocol.as_deref(), Some("h2c"));
    assert_eq!(r.duration, "209.32ms");
    assert_eq!(r.req_per_s_line, 15);
    let Report::H2load(r) = parse("h2load-h1-run1.txt").unwrap() else {
        unreachable!()
    };
    assert_eq!(r.protocol.as_deref(), Some("http/1.1"));
    assert_eq!(r.transfer_per_s, "3.97MB/s");
}

#[test]
fn real_wrk_reports_parse_exactly() {
    let Report::Wrk(r) = parse("wrk.txt").unwrap() else {
        panic!("wrk.txt was not read as wrk")
    };
    assert_eq!(r.req_per_s, "986.86");
    assert_eq!((r.completed, r.duration.as_str()), (1975, "2.00s"));
    assert_eq!((r.threads, r.connections), (1, 4));
    assert_eq!(r.distribution.len(), 4);
    assert_eq!(r.distribution[3], ("99%".to_owned(), "8.16ms".to_owned()));
    assert_eq!(r.thread_stats[0].values[0], "4.05ms");
    assert_eq!(r.transfer_per_s, "264.06KB");

    let report = parse("wrk-non2xx.txt").unwrap();
    let Report::Wrk(r) = &report else {
        unreachable!()
    };
    assert_eq!(r.req_per_s, "989.33");
    assert_eq!((r.completed, r.non_2xx_3xx), (1986, 1986));
    assert_eq!((report.requests(), report.failed()), (1986, 1986));

    let report = parse("wrk-server-stopped.txt").unwrap();
    let Report::Wrk(r) = &report else {
        unreachable!()
    };
    assert_eq!(r.req_per_s, "494.62");
    assert_eq!(
        (r.connect_errors, r.read_errors, r.write_errors, r.timeouts),
        (0, 7, 30125, 0)
    );
    // Socket errors are counts of their own, not failed requests: wrk
    // counts a failed write system call, not a request, as a write error.
    assert_eq!(report.requests(), 993);
    assert_eq!(report.failed(), 0);
    let facts = report.facts();
    assert_eq!(
        facts.problems(),
        ["7 read errors", "30125 write errors"],
        "{facts:?}"
    );
}

#[test]
fn broken_and_foreign_reports_are_refused_with_what_is_missing() {
    let cases: &[(&str, Option<usize>, &[&str])] = &[
        (
            "truncated-h2load.txt",
            Some(16),
            &["the `requests:` line is cut off"],
        ),
        (
            "truncated-wrk.txt",
            Some(11),
            &[
                "not a complete wrk report",
                "it lacks the lines `Requests/sec:` and `Transfer/sec:`",
            ],
        ),
        (
            "h2load-no-req-per-s.txt",
            Some(22),
            &["not a complete h2load report: it lacks the line `finished in …, N req/s`"],
        ),
        (
            "wrong-tool-nghttp.txt",
            Some(1),
            &["not an h2load, wrk or hey report"],
        ),
        (
            "wrk-refused.txt",
            Some(1),
            &[
                "not an h2load, wrk or hey report",
                "wrk could not connect to the server",
            ],
        ),
        ("empty.txt", None, &["the report is empty"]),
        (
            "h2load-h1-run1.txt.gz",
            None,
            &["not a text report: the file holds binary data"],
        ),
    ];
    for (file, line, needles) in cases {
        let e = parse(file).expect_err(file);
        assert_eq!(e.file, *file);
        assert_eq!(e.line, *line, "{file}: {e}");
        let text = e.to_string();
        assert!(text.starts_with(file), "{text}");
        for n in *needles {
            assert!(text.contains(n), "{file}: {text}");
        }
    }
    // A tool named on the command line is believed, and the mismatch explained.
    let bytes = std::fs::read(fixture("wrk.txt")).unwrap();
    let e = import::parse_report("wrk.txt", &bytes, Some(Tool::H2load)).unwrap_err();
    let text = e.to_string();
    assert!(text.contains("not a complete h2load report"), "{text}");
    assert!(text.contains("pass --tool wrk"), "{text}");
}

#[test]
fn nothing_is_written_unless_every_report_parses() {
    let dir = demo_site();
    let before = snapshot(&dir.path().join("results"));
    let a = args(
        dir.path(),
        "throughput",
        "h1",
        1,
        &[
            "h2load-h1-run1.txt",
            "truncated-h2load.txt",
            "h2load-no-req-per-s.txt",
        ],
    );
    let err = import::run(&a).unwrap_err().to_string();
    assert!(err.contains("truncated-h2load.txt:16: error:"), "{err}");
    assert!(err.contains("h2load-no-req-per-s.txt:22: error:"), "{err}");
    assert_eq!(before, snapshot(&dir.path().join("results")));
    assert!(!dir.path().join("results/import-demo/raw").exists());

    // A table without a run column, or a series that is not a subject.
    let mut a = args(dir.path(), "throughput", "h1", 1, &["h2load-h1-run1.txt"]);
    a.series = "caddy".into();
    let err = import::run(&a).unwrap_err().to_string();
    assert!(
        err.contains("results/import-demo/manifest.toml: error: series `caddy` is not a subject"),
        "{err}"
    );
    a.series = "nginx".into();
    a.table = "nope".into();
    let err = import::run(&a).unwrap_err().to_string();
    assert!(err.contains("declares no table `nope`"), "{err}");
    assert!(
        err.contains("tables are: throughput, sweep, sweep-errors"),
        "{err}"
    );
    assert_eq!(before, snapshot(&dir.path().join("results")));
}

#[test]
fn three_h2load_runs_show_their_median_with_the_raw_reports_as_provenance() {
    let dir = demo_site();
    let d = dir.path();
    let summary = import_ok(&args(
        d,
        "throughput",
        "h1",
        1,
        &[
            "h2load-h1-run1.txt",
            "h2load-h1-run2.txt",
            "h2load-h1-run3.txt",
        ],
    ));
    assert!(summary.created);
    assert_eq!(summary.csv, "results/import-demo/throughput.csv");
    let lines: Vec<u64> = summary.runs.iter().map(|r| r.line).collect();
    assert_eq!(lines, [2, 3, 4]);
    assert_eq!(
        summary.runs[1].raw,
        "results/import-demo/raw/throughput-h1-nginx-run2.txt"
    );
    let shown = summary.to_string();
    assert!(
        shown.contains("results/import-demo/throughput.csv:3: run 2: 12962.35 req/s, 0 of 2000 requests failed (from h2load report"),
        "{shown}"
    );

    // The CSV file, created with the spec's header; the reports kept as they were.
    assert_eq!(
        read(d, "results/import-demo/throughput.csv"),
        "scenario,server,run,req_per_s,failed,requests,raw,incomplete\n\
         h1,nginx,1,15196.18,0,2000,raw/throughput-h1-nginx-run1.txt,0\n\
         h1,nginx,2,12962.35,0,2000,raw/throughput-h1-nginx-run2.txt,0\n\
         h1,nginx,3,10165.55,0,2000,raw/throughput-h1-nginx-run3.txt,0\n"
    );
    let mut sums = String::new();
    for n in 1..=3 {
        let original = std::fs::read(fixture(&format!("h2load-h1-run{n}.txt"))).unwrap();
        let kept = std::fs::read(d.join(format!(
            "results/import-demo/raw/throughput-h1-nginx-run{n}.txt"
        )))
        .unwrap();
        assert_eq!(original, kept);
        sums.push_str(&format!(
            "{}  throughput-h1-nginx-run{n}.txt\n",
            import::sha256_hex(&original)
        ));
    }
    assert_eq!(read(d, "results/import-demo/raw/SHA256SUMS"), sums);

    // The page shows the sweep too.
    import_ok(&args(d, "sweep", "h1", 1, &["h2load-h2c.txt"]));
    build(d);
    let md = read(d, "site/en/import-demo/index.md");
    // median(15196.18, 12962.35, 10165.55)
    assert!(md.contains("| h1 | 12,962 |"), "{md}");
    let html = read(d, "site/en/import-demo/index.html");
    let title = titles(&html)
        .into_iter()
        .find(|t| t.contains("median("))
        .unwrap_or_else(|| panic!("no median tooltip:\n{html}"));
    assert!(
        title.contains(
            "results/import-demo/raw/throughput-h1-nginx-run1.txt, \
             results/import-demo/raw/throughput-h1-nginx-run2.txt, \
             results/import-demo/raw/throughput-h1-nginx-run3.txt \
             (via results/import-demo/throughput.csv, lines 2, 3, 4, column req_per_s)"
        ),
        "{title}"
    );
    assert!(!title.contains("excluded"), "{title}");

    // A run number that is there already is refused, and nothing changes.
    let before = snapshot(&d.join("results"));
    let err = import::run(&args(d, "throughput", "h1", 3, &["runs/h2load-h1-c8.txt"]))
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("results/import-demo/throughput.csv:4: error: row `h1`, series `nginx` has a run 3 already"),
        "{err}"
    );
    assert_eq!(before, snapshot(&d.join("results")));

    // The next run number appends; SHA256SUMS stays sorted by name.
    let mut a = args(d, "throughput", "h1", 4, &["wrk.txt"]);
    a.tool = Some(Tool::Wrk);
    let s = import_ok(&a);
    assert_eq!(s.runs[0].line, 5);
    assert!(!s.created);
    assert!(
        read(d, "results/import-demo/throughput.csv")
            .ends_with("h1,nginx,4,986.86,0,1975,raw/throughput-h1-nginx-run4.txt,\n")
    );
    let names: Vec<String> = read(d, "results/import-demo/raw/SHA256SUMS")
        .lines()
        .map(|l| l[66..].to_owned())
        .collect();
    let mut expected = vec!["sweep-h1-nginx-run1.txt".to_owned()];
    expected.extend((1..=4).map(|n| format!("throughput-h1-nginx-run{n}.txt")));
    assert_eq!(names, expected);
}

#[test]
fn a_failed_run_is_excluded_from_throughput_and_kept_in_the_sweep() {
    let dir = demo_site();
    let d = dir.path();
    let s = import_ok(&args(
        d,
        "throughput",
        "stopped",
        1,
        &[
            "h2load-h1-run1.txt",
            "h2load-h1-run2.txt",
            "h2load-h1-server-stopped.txt",
        ],
    ));
    assert!(
        s.notes.iter().any(|n| n
            == "run 3 has 2009 failed requests and 4 requests started but not done: table `throughput` leaves it out of the cell's value (exclude-failed-runs)"),
        "{:?}",
        s.notes
    );
    let s = import_ok(&args(d, "sweep", "stopped", 1, &["h2load-h2c-404.txt"]));
    assert!(s.notes.is_empty(), "{:?}", s.notes);
    assert_eq!(
        read(d, "results/import-demo/sweep.csv"),
        "scenario,server,run,req_per_s,failed,requests,error_rate,raw,non_2xx\n\
         stopped,nginx,1,8037.29,200,200,1,raw/sweep-stopped-nginx-run1.txt,200\n"
    );
    build(d);

    let md = read(d, "site/en/import-demo/index.md");
    // Throughput: median(15196.18, 12962.35), the failed run left out.
    assert!(md.contains("| stopped | 14,079 |"), "{md}");
    // Sweep: the failed run counts, with its error rate beside it.
    assert!(md.contains("| stopped | 8,037 (100%) |"), "{md}");

    let html = read(d, "site/en/import-demo/index.html");
    let titles = titles(&html);
    let excluded = "run 3 excluded: 2009 failed requests, 4 requests started but not done \
                    (line 4, results/import-demo/raw/throughput-stopped-nginx-run3.txt)";
    let t = titles
        .iter()
        .find(|t| t.contains("throughput-stopped-nginx-run1.txt"))
        .unwrap_or_else(|| panic!("no throughput tooltip: {titles:?}"));
    assert!(
        t.contains(
            "results/import-demo/raw/throughput-stopped-nginx-run1.txt, \
             results/import-demo/raw/throughput-stopped-nginx-run2.txt \
             (via results/import-demo/throughput.csv, lines 2, 3, column req_per_s)"
        ),
        "{t}"
    );
    assert!(t.contains(excluded), "{t}");
    let kept = "results/import-demo/raw/sweep-stopped-nginx-run1.txt \
                (via results/import-demo/sweep.csv, line 2, column req_per_s); \
                run 1 kept with 200 failed requests \
                (line 2, results/import-demo/raw/sweep-stopped-nginx-run1.txt)";
    assert!(titles.iter().any(|t| t.contains(kept)), "{titles:?}");
    assert!(
        titles.iter().any(|t| t
            == "results/import-demo/raw/sweep-stopped-nginx-run1.txt \
                (via results/import-demo/sweep.csv, line 2, column error_rate)"),
        "{titles:?}"
    );

    // `pcdocs explain` says the same.
    let out = pcdocs(&["explain", "import-demo"], d);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains(excluded), "{text}");
    assert!(text.contains(kept), "{text}");
}

#[test]
fn the_sampling_run_count_bounds_a_cell() {
    let dir = demo_site();
    let d = dir.path();
    edit(
        d,
        "results/import-demo/manifest.toml",
        "aggregate = \"median\"",
        "runs = 2\naggregate = \"median\"",
    );
    let s = import_ok(&args(d, "throughput", "h1", 1, &["h2load-h1-run1.txt"]));
    assert!(
        s.notes.iter().any(|n| n.contains("has 1 of the 2 runs")),
        "{:?}",
        s.notes
    );
    let before = snapshot(&d.join("results"));
    let err = import::run(&args(
        d,
        "throughput",
        "h1",
        2,
        &["h2load-h1-run2.txt", "h2load-h1-run3.txt"],
    ))
    .unwrap_err()
    .to_string();
    assert!(
        err.contains("would have 3 runs; the manifest's sampling says 2"),
        "{err}"
    );
    assert_eq!(before, snapshot(&d.join("results")));
}

/// `pcdocs import` as a separate process into the demo site.
fn import_cmd(d: &Path, table: &str, row: &str, run: u32, report: &str) -> std::process::Command {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"));
    c.args([
        "import",
        "--campaign",
        "import-demo",
        "--table",
        table,
        "--row",
        row,
    ])
    .args(["--series", "nginx", "--run", &run.to_string()])
    .arg(fixture(report))
    .arg("--root")
    .arg(d)
    .env("NO_COLOR", "1")
    .stdout(std::process::Stdio::piped())
    .stderr(std::process::Stdio::piped());
    c
}

/// The n-th report of the batch folder (sorted by name), relative to the
/// fixtures folder.
fn batch_report(n: usize) -> String {
    let mut names: Vec<String> = std::fs::read_dir(fixture("runs/batch"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    format!("runs/batch/{}", names[n])
}

#[test]
fn concurrent_imports_into_one_table_keep_every_line() {
    let dir = demo_site();
    let d = dir.path();
    for i in 0..10 {
        let row = format!("c{i}");
        // Twenty distinct reports: the same report twice would be refused.
        let a = import_cmd(d, "throughput", &row, 1, &batch_report(2 * i))
            .spawn()
            .unwrap();
        let b = import_cmd(d, "throughput", &row, 2, &batch_report(2 * i + 1))
            .spawn()
            .unwrap();
        for out in [a.wait_with_output().unwrap(), b.wait_with_output().unwrap()] {
            assert!(
                out.status.success(),
                "try {i}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    let csv = read(d, "results/import-demo/throughput.csv");
    let mut lines: Vec<&str> = csv.lines().skip(1).collect();
    assert_eq!(lines.len(), 20, "{csv}");
    lines.sort();
    for i in 0..10 {
        for run in [1, 2] {
            let want = format!("c{i},nginx,{run},");
            assert!(lines.iter().any(|l| l.starts_with(&want)), "{want}\n{csv}");
        }
    }
    let sums = read(d, "results/import-demo/raw/SHA256SUMS");
    assert_eq!(sums.lines().count(), 20, "{sums}");
    let kept = std::fs::read_dir(d.join("results/import-demo/raw"))
        .unwrap()
        .count();
    assert_eq!(kept, 21, "20 reports and SHA256SUMS");
}

#[test]
// The kill hook is compiled into debug builds only, as the binary the tests
// run is by default; `cargo test --release` has no hook to run.
#[cfg_attr(not(debug_assertions), ignore = "needs a debug build's kill hook")]
fn an_import_killed_half_way_is_undone_and_the_retry_succeeds() {
    let dir = demo_site();
    let d = dir.path();
    let campaign = d.join("results/import-demo");
    import_ok(&args(d, "throughput", "h1", 1, &["h2load-h1-run1.txt"]));
    let before = snapshot(&campaign);

    // Killed after the report and SHA256SUMS are in place, before the CSV.
    let out = import_cmd(d, "throughput", "h1", 2, "h2load-h1-run2.txt")
        .env("PCDOCS_TEST_KILL_BEFORE", "throughput.csv")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(137));
    assert!(campaign.join("raw/throughput-h1-nginx-run2.txt").exists());
    assert!(campaign.join(import::JOURNAL).exists());

    // Until it is undone, the build refuses the campaign rather than
    // publishing half an import.
    let out = pcdocs(&["build"], d);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("results/import-demo/.pcdocs-import.journal: error: a `pcdocs import` into this campaign is running or was interrupted"),
        "{err}"
    );

    // The retry undoes it first, then imports.
    let out = import_cmd(d, "throughput", "h1", 2, "h2load-h1-run2.txt")
        .output()
        .unwrap();
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{shown}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        shown.contains("note: results/import-demo: undid an interrupted import of 1 line"),
        "{shown}"
    );
    assert!(!campaign.join(import::JOURNAL).exists());
    let csv = read(d, "results/import-demo/throughput.csv");
    assert_eq!(csv.lines().count(), 3, "{csv}");
    assert_eq!(
        read(d, "results/import-demo/raw/SHA256SUMS")
            .lines()
            .count(),
        2
    );

    // Killed before the first rename: `--recover` puts back exactly what was there.
    let out = import_cmd(d, "throughput", "h1", 3, "h2load-h1-run3.txt")
        .env("PCDOCS_TEST_KILL_BEFORE", "raw/SHA256SUMS")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(137));
    let after_two = {
        let mut s = snapshot(&campaign);
        s.retain(|k, _| !k.contains(".pcdocs-import") && !k.ends_with("run3.txt"));
        s
    };
    assert_ne!(before, after_two);
    let out = pcdocs(&["import", "--recover"], d);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(snapshot(&campaign), after_two);
}

#[test]
fn names_that_are_not_one_plain_segment_are_refused() {
    let dir = demo_site();
    let d = dir.path();
    let before = snapshot(&d.join("results"));
    for (campaign, table, says) in [
        (
            "../import-demo",
            "throughput",
            "--campaign `../import-demo` starts with `.`",
        ),
        (
            "import-demo/",
            "throughput",
            "--campaign `import-demo/` has a path separator `/`",
        ),
        ("", "throughput", "--campaign `` is empty"),
        (
            "import-demo",
            "../throughput",
            "--table `../throughput` starts with `.`",
        ),
        (
            "import-demo",
            "t hroughput",
            "--table `t hroughput` has the character U+0020",
        ),
    ] {
        let mut a = args(d, table, "h1", 1, &["h2load-h1-run1.txt"]);
        a.campaign = campaign.into();
        let err = import::run(&a).unwrap_err().to_string();
        assert!(err.contains(&format!("import: error: {says}")), "{err}");
    }
    let mut a = args(d, "throughput", "h1\n", 1, &["h2load-h1-run1.txt"]);
    let err = import::run(&a).unwrap_err().to_string();
    assert!(
        err.contains("the row key `h1\\n` has surrounding spaces"),
        "{err}"
    );
    a.row = "h1".into();
    a.series = String::new();
    let err = import::run(&a).unwrap_err().to_string();
    assert!(err.contains("the series key is empty"), "{err}");

    // The kept copy's name is derived from the keys, never the report's name.
    let odd = d.join("..odd name;.txt");
    std::fs::copy(fixture("h2load-h1-run1.txt"), &odd).unwrap();
    let mut a = args(d, "throughput", "h1/../x", 1, &[]);
    a.reports = vec![odd];
    let s = import_ok(&a);
    assert_eq!(
        s.runs[0].raw,
        "results/import-demo/raw/throughput-h1_.._x-nginx-run1.txt"
    );
    assert_ne!(before, snapshot(&d.join("results")));
}

#[cfg(unix)]
#[test]
fn a_fifo_or_a_folder_is_refused_without_being_read() {
    let dir = demo_site();
    let d = dir.path();
    let fifo = d.join("report.fifo");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"));
    c.args([
        "import",
        "--campaign",
        "import-demo",
        "--table",
        "throughput",
    ])
    .args(["--row", "h1", "--series", "nginx", "--run", "1"])
    .arg(&fifo)
    .arg(d.join("results"))
    .arg("--root")
    .arg(d)
    .stdout(std::process::Stdio::piped())
    .stderr(std::process::Stdio::piped());
    let out = finish_within(c.spawn().unwrap());
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("report.fifo: error: cannot read the report: it is a FIFO (named pipe), not a regular file"),
        "{err}"
    );
    assert!(
        err.contains("results: error: cannot read the report: it is a directory"),
        "{err}"
    );

    // A FIFO in place of a results table: the build names it and stops.
    import_ok(&args(d, "throughput", "h1", 1, &["h2load-h1-run1.txt"]));
    let csv = d.join("results/import-demo/sweep.csv");
    let made = std::process::Command::new("mkfifo")
        .arg(&csv)
        .status()
        .unwrap();
    assert!(made.success());
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"));
    c.arg("build")
        .current_dir(d)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let out = finish_within(c.spawn().unwrap());
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("results/import-demo/sweep.csv: error: cannot read file: it is a FIFO (named pipe), not a regular file"),
        "{err}"
    );
}

#[test]
fn an_import_into_a_table_with_a_bad_header_writes_nothing() {
    let dir = demo_site();
    let d = dir.path();
    for (header, says) in [
        (
            "scenario,server,run,req_per_s,failed,requests,raw,notes\n",
            "throughput.csv:1:51: error: column `notes` is not read by any table of the manifest",
        ),
        (
            "scenario,server,run,req_per_s,failed,requests,raw,run\n",
            "throughput.csv:1:51: error: the header names column `run` twice (columns 3 and 8)",
        ),
    ] {
        std::fs::write(d.join("results/import-demo/throughput.csv"), header).unwrap();
        let before = snapshot(&d.join("results"));
        let err = import::run(&args(d, "throughput", "h1", 1, &["h2load-h1-run1.txt"]))
            .unwrap_err()
            .to_string();
        assert!(err.contains(says), "{err}");
        assert_eq!(before, snapshot(&d.join("results")));
    }
}

/// A campaign whose `runs` table records every count, the actual duration,
/// completed requests ÷ that duration and the warnings, with a row that
/// declares its parameters.
const STRICT: &str = r#"title = "Strict import"

[subjects.nginx]
name = "nginx"

[sampling]
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[rows.h1]
connections = 4
tool = "h2load"

[tables.runs]
file = "runs.csv"
row = "scenario"
series = "server"
value = "req_per_s"
run = "run"
failed = "failed"
requests = "requests"
raw = "raw"
incomplete = "incomplete"
stalled = "stalled"
timeouts = "timeouts"
non-2xx = "non_2xx"
connect-errors = "connect_errors"
read-errors = "read_errors"
write-errors = "write_errors"
elapsed = "elapsed"
completed-per-s = "completed_per_s"
warnings = "warnings"
"#;

fn strict_site() -> tempfile::TempDir {
    let dir = project();
    let d = dir.path();
    std::fs::create_dir_all(d.join("results/import-strict")).unwrap();
    std::fs::write(d.join("results/import-strict/manifest.toml"), STRICT).unwrap();
    dir
}

fn strict(dir: &Path, row: &str, run: u32, reports: &[&str]) -> ImportArgs {
    ImportArgs {
        campaign: "import-strict".into(),
        ..args(dir, "runs", row, run, reports)
    }
}

/// The CSV lines of the strict campaign after the header.
fn strict_lines(d: &Path) -> Vec<String> {
    read(d, "results/import-strict/runs.csv")
        .lines()
        .skip(1)
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_count_of_a_run_is_recorded_and_a_server_stopped_mid_run_is_excluded() {
    let dir = strict_site();
    let d = dir.path();
    let s = import_ok(&strict(
        d,
        "stopped",
        1,
        &[
            "h2load-h1-server-stopped.txt",
            "wrk-server-stopped.txt",
            "h2load-h1-refused.txt",
            "runs/hey-server-stopped.txt",
            "runs/hey-refused.txt",
            "h2load-h2c-404.txt",
        ],
    ));
    assert_eq!(
        read(d, "results/import-strict/runs.csv")
            .lines()
            .next()
            .unwrap(),
        "scenario,server,run,req_per_s,failed,requests,raw,incomplete,stalled,timeouts,non_2xx,\
         connect_errors,read_errors,write_errors,elapsed,completed_per_s,warnings"
    );
    let lines = strict_lines(d);
    // h2load: 991 of 3000 requests done; 4 started and never done.
    assert!(
        lines[0].starts_with(
            "stopped,nginx,1,994.71,2009,3000,raw/runs-stopped-nginx-run1.txt,4,0,0,0,,,,0.99627,994.71,"
        ),
        "{}",
        lines[0]
    );
    // wrk: socket errors apart, not added to failed requests.
    assert!(
        lines[1].starts_with(
            "stopped,nginx,2,494.62,0,993,raw/runs-stopped-nginx-run2.txt,,,0,0,0,7,30125,2.01,494.03,"
        ),
        "{}",
        lines[1]
    );
    // h2load, nothing listening: every request failed.
    assert!(lines[2].contains(",0.00,100,100,"), "{}", lines[2]);
    // hey: refused connections and resets sorted by system call.
    assert!(
        lines[3].contains(",,0,0,39679,4,0,2.0022,496.95,"),
        "{}",
        lines[3]
    );
    assert!(lines[4].contains(",100,100,raw/"), "{}", lines[4]);
    assert!(
        lines[4].contains(",,0,0,100,0,0,0.0031,0.00,"),
        "{}",
        lines[4]
    );
    // Status errors.
    assert!(lines[5].contains(",8037.29,200,200,raw/"), "{}", lines[5]);
    for (i, n) in s.notes.iter().enumerate() {
        assert!(n.contains("leaves it out of the cell's value"), "{i}: {n}");
    }
    assert_eq!(
        s.notes[0],
        "run 1 has 2009 failed requests and 4 requests started but not done: table `runs` leaves it out of the cell's value (exclude-failed-runs)"
    );
    assert_eq!(
        s.notes[1],
        "run 2 has 7 read errors and 30125 write errors: table `runs` leaves it out of the cell's value (exclude-failed-runs)"
    );
    assert_eq!(s.notes.len(), 6, "{:?}", s.notes);

    // No run is clean: the cell has no value, and the build says why.
    let m = pcdocs::results::load_all(d, &d.join("results")).unwrap_or_else(|e| panic!("{e}"));
    let cell = m["import-strict"].tables["runs"]
        .cell("stopped", "nginx")
        .unwrap()
        .clone();
    assert!(cell.used.is_empty(), "{cell:?}");
    assert_eq!(
        cell.runs[1].exclusion(true).as_deref(),
        Some("7 read errors, 30125 write errors")
    );
}

#[test]
fn the_validity_rule_names_the_counts_that_exclude_a_run() {
    let dir = strict_site();
    let d = dir.path();
    edit(
        d,
        "results/import-strict/manifest.toml",
        "exclude-failed-runs = true",
        "exclude-failed-runs = true\nexclude-runs-with = [\"failed\", \"timeouts\", \"non-2xx\", \"connect-errors\"]",
    );
    let s = import_ok(&strict(
        d,
        "d",
        1,
        &["wrk-server-stopped.txt", "runs/h2load-h1-duration.txt"],
    ));
    assert!(s.notes.is_empty(), "{:?}", s.notes);
    let m = pcdocs::results::load_all(d, &d.join("results")).unwrap_or_else(|e| panic!("{e}"));
    let cell = m["import-strict"].tables["runs"]
        .cell("d", "nginx")
        .unwrap();
    // Both count: read/write errors and requests cut by the end of h2load's
    // duration are not among the named counts.
    assert_eq!(cell.used.len(), 2, "{cell:?}");
    assert_eq!(cell.value(), Some((494.62 + 995.50) / 2.0));

    // An unknown count is an error naming it.
    edit(
        d,
        "results/import-strict/manifest.toml",
        "\"connect-errors\"]",
        "\"conect-errors\"]",
    );
    let e = pcdocs::results::load_all(d, &d.join("results"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("results/import-strict/manifest.toml:"), "{e}");
    assert!(e.contains("conect-errors"), "{e}");
}

#[test]
fn a_report_imported_twice_is_refused() {
    let dir = strict_site();
    let d = dir.path();
    import_ok(&strict(d, "h1", 1, &["h2load-h1-run1.txt"]));
    let before = snapshot(&d.join("results"));
    let e = import::run(&strict(d, "other", 1, &["h2load-h1-run1.txt"]))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains(
            "h2load-h1-run1.txt: error: this report was imported already: it is raw/runs-h1-nginx-run1.txt (line 1 of results/import-strict/raw/SHA256SUMS)"
        ),
        "{e}"
    );
    // Twice in one command, too.
    let e = import::run(&strict(
        d,
        "h1",
        2,
        &["h2load-h1-run2.txt", "h2load-h1-run2.txt"],
    ))
    .unwrap_err()
    .to_string();
    assert!(e.contains("is the same file as"), "{e}");
    assert_eq!(before, snapshot(&d.join("results")));
}

#[test]
fn overruns_idle_clients_and_parameters_other_than_the_rows_are_warned_and_recorded() {
    let dir = strict_site();
    let d = dir.path();
    let s = import_ok(&strict(
        d,
        "h1",
        1,
        &[
            "h2load-h1-run1.txt",
            "runs/h2load-h1-c8.txt",
            "runs/h2load-h1-duration-overrun.txt",
            "runs/h2load-h1-duration-server-stopped.txt",
        ],
    ));
    let w: Vec<&Vec<String>> = s.runs.iter().map(|r| &r.warnings).collect();
    assert!(w[0].is_empty(), "{w:?}");
    assert_eq!(
        *w[1],
        [
            "connections 8, where the row declares 4",
            "connections 8, where run 1 of the cell has 4"
        ]
    );
    // Paused: each client's own time includes the pause, so only the
    // duration tells.
    assert_eq!(*w[2], ["took 3.51 s of a nominal 1 s"]);
    // The server stopped: h2load says 0 failed, its clients say they sat
    // idle half the run, and 4 requests never completed.
    assert_eq!(
        *w[3],
        [
            "its clients made requests for 50% of the run only (requests stalled, as when the server stops answering)"
        ]
    );
    let shown = s.to_string();
    assert!(
        shown.contains("warning: ")
            && shown.contains("run 2: connections 8, where the row declares 4"),
        "{shown}"
    );
    let lines = strict_lines(d);
    assert!(
        lines[1].ends_with(
            ",\"connections 8, where the row declares 4; connections 8, where run 1 of the cell has 4\""
        ),
        "{}",
        lines[1]
    );
    // Both rates are recorded: the one printed and completed ÷ actual duration.
    assert!(lines[2].contains(",498.00,0,498,"), "{}", lines[2]);
    assert!(lines[2].contains(",3.51,141.88,"), "{}", lines[2]);
    assert!(lines[3].contains(",500.00,0,1000,"), "{}", lines[3]);
    // 4 requests stalled: clients idle half the run.
    assert!(lines[3].contains(",4,4,0,0,,,,2,500.00,"), "{}", lines[3]);

    // wrk overran its 1 s by more than 2 s; another tool and URL than the
    // cell's runs so far are named.
    let s = import_ok(&strict(d, "h1", 5, &["runs/wrk-overrun.txt"]));
    let w = &s.runs[0].warnings;
    assert!(
        w.contains(&"took 3.61 s of a nominal 1 s".to_owned()),
        "{w:?}"
    );
    assert!(
        w.contains(&"tool wrk, where the row declares h2load".to_owned()),
        "{w:?}"
    );
    assert!(
        w.contains(&"tool wrk, where run 1 of the cell has h2load".to_owned()),
        "{w:?}"
    );
}

#[test]
fn durations_and_nominal_runs_are_read_from_every_tool() {
    use pcdocs::import::Nominal;
    let f = |name: &str| parse(name).unwrap_or_else(|e| panic!("{e}")).facts();
    let d = f("runs/h2load-h1-duration.txt");
    assert_eq!(d.nominal, Some(Nominal::Seconds(2.0)));
    assert_eq!((d.requests, d.completed), (1991, 1991));
    assert_eq!(d.elapsed, Some(2.0));
    assert_eq!((d.connections, d.threads), (Some(4), Some(1)));
    let n = f("h2load-h1-run1.txt");
    assert_eq!(n.nominal, Some(Nominal::Requests(2000)));
    assert_eq!(n.elapsed, Some(0.13161));
    let w = f("runs/wrk-overrun.txt");
    assert_eq!(w.nominal, Some(Nominal::Seconds(1.0)));
    assert_eq!(w.elapsed, Some(3.61));
    assert_eq!(w.url.as_deref(), Some("http://127.0.0.1:45132/slow/"));
    assert_eq!(w.count(pcdocs::results::manifest::Count::Timeouts), Some(4));

    let report = parse("runs/hey.txt").unwrap();
    assert_eq!(report.tool(), Tool::Hey);
    assert_eq!(report.req_per_s(), "27703.8577");
    let h = report.facts();
    assert_eq!((h.requests, h.completed), (2000, 2000));
    assert_eq!(h.elapsed, Some(0.0722));
    assert!(h.problems().is_empty(), "{h:?}");
    let h = f("runs/hey-404.txt");
    assert_eq!(
        h.problems(),
        ["200 failed requests", "200 non-2xx responses"]
    );
    let h = f("runs/hey-duration.txt");
    assert_eq!((h.requests, h.elapsed), (1984, Some(2.0035)));
}

/// `pcdocs check` in `d`: its exit status and what it printed.
fn check(d: &Path) -> (bool, String) {
    let out = pcdocs(&["check"], d);
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn check_verifies_every_imported_value_against_its_raw_report() {
    let dir = demo_site();
    let d = dir.path();
    import_ok(&args(
        d,
        "throughput",
        "h1",
        1,
        &[
            "h2load-h1-run1.txt",
            "h2load-h1-run2.txt",
            "h2load-h1-run3.txt",
        ],
    ));
    import_ok(&args(d, "sweep", "h1", 1, &["h2load-h2c-404.txt"]));
    build(d);
    let (ok, err) = check(d);
    assert!(ok, "{err}");
    let campaign = d.join("results/import-demo");
    let pristine = snapshot(&campaign);
    let restore = || {
        for (path, bytes) in &pristine {
            std::fs::write(campaign.join(path), bytes).unwrap();
        }
    };

    // A hand-edited value, and a hand-edited count of a table sharing a file.
    edit(
        d,
        "results/import-demo/throughput.csv",
        "h1,nginx,2,12962.35,",
        "h1,nginx,2,12962.53,",
    );
    edit(
        d,
        "results/import-demo/sweep.csv",
        "1,8037.29,200,200,1,",
        "1,8037.29,0,200,1,",
    );
    let (ok, err) = check(d);
    assert!(!ok);
    assert!(
        err.contains(
            "results/import-demo/throughput.csv:3:12: error: `req_per_s` is `12962.53`, but its raw report results/import-demo/raw/throughput-h1-nginx-run2.txt gives `12962.35`"
        ),
        "{err}"
    );
    assert!(
        err.contains(
            "results/import-demo/sweep.csv:2:20: error: `failed` is `0`, but its raw report"
        ),
        "{err}"
    );
    restore();

    // A changed, a missing and an extra raw file.
    let raw = campaign.join("raw");
    let mut text = std::fs::read_to_string(raw.join("throughput-h1-nginx-run1.txt")).unwrap();
    text = text.replace("15196.18 req/s", "15196.81 req/s");
    std::fs::write(raw.join("throughput-h1-nginx-run1.txt"), text).unwrap();
    std::fs::remove_file(raw.join("throughput-h1-nginx-run3.txt")).unwrap();
    std::fs::write(raw.join("notes.txt"), "by hand\n").unwrap();
    let (ok, err) = check(d);
    assert!(!ok);
    for needle in [
        "results/import-demo/raw/throughput-h1-nginx-run1.txt: error: changed since it was imported: its SHA-256 is ",
        "results/import-demo/throughput.csv:2:12: error: `req_per_s` is `15196.18`, but its raw report results/import-demo/raw/throughput-h1-nginx-run1.txt gives `15196.81`",
        "results/import-demo/raw/SHA256SUMS:4: error: lists `throughput-h1-nginx-run3.txt`, which is missing",
        "results/import-demo/throughput.csv:4:28: error: the line names raw report `raw/throughput-h1-nginx-run3.txt`, which is missing",
        "results/import-demo/raw/notes.txt: error: is not listed in results/import-demo/raw/SHA256SUMS",
    ] {
        assert!(err.contains(needle), "{needle}\n{err}");
    }
    std::fs::remove_file(raw.join("notes.txt")).unwrap();
    restore();
    let (ok, err) = check(d);
    assert!(ok, "{err}");

    // Raw reports without their checksums have no provenance.
    std::fs::remove_file(raw.join("SHA256SUMS")).unwrap();
    let (ok, err) = check(d);
    assert!(!ok);
    assert!(
        err.contains("results/import-demo/raw/SHA256SUMS: error: is missing: the raw reports have no checksums"),
        "{err}"
    );
}

/// A raw report whose figures contradict each other fails `check` even
/// with its checksum updated, naming the report's two lines, and the lines
/// of the table that name the report.
#[test]
fn check_refuses_a_committed_report_whose_figures_disagree() {
    let dir = demo_site();
    let d = dir.path();
    import_ok(&args(d, "throughput", "h1", 1, &["h2load-h1-run1.txt"]));
    import_ok(&args(d, "sweep", "h1", 1, &["h2load-h2c-404.txt"]));
    build(d);
    let (ok, err) = check(d);
    assert!(ok, "{err}");
    let raw = d.join("results/import-demo/raw");
    let name = "throughput-h1-nginx-run1.txt";
    let text = std::fs::read_to_string(raw.join(name))
        .unwrap()
        .replace("15196.18 req/s", "100000000000000000000000000000.00 req/s");
    std::fs::write(raw.join(name), &text).unwrap();
    let sums = std::fs::read_to_string(raw.join("SHA256SUMS")).unwrap();
    let line = sums.lines().find(|l| l.ends_with(name)).unwrap();
    let digest = pcdocs::import::sha256_hex(text.as_bytes());
    let sums = sums.replace(line, &format!("{digest}  {name}"));
    std::fs::write(raw.join("SHA256SUMS"), sums).unwrap();
    let (ok, err) = check(d);
    assert!(!ok);
    let report = format!("results/import-demo/raw/{name}");
    assert!(
        err.contains(&format!(
            "{report}:15: error: `100000000000000000000000000000.00` req/s ({report}:15) contradicts 2000 requests done ({report}:16)"
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "error: the line names raw report `raw/{name}`, which is not a report pcdocs can read"
        )),
        "{err}"
    );
    // And it does not import either.
    let other = tempfile::tempdir().unwrap();
    let path = other.path().join("inflated.txt");
    std::fs::write(&path, &text).unwrap();
    let mut a = args(d, "throughput", "h1", 2, &[]);
    a.reports = vec![path.clone()];
    let e = import::run(&a).unwrap_err().to_string();
    assert!(
        e.contains("inflated.txt:15") && e.contains("inflated.txt:16"),
        "{e}"
    );
}

const SWEEP: &str = r#"title = "Batch import"

[subjects.h1]
name = "nginx HTTP/1.1"

[subjects.h2c]
name = "nginx h2c"

[sampling]
runs = 4
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[tables.sweep]
file = "sweep.csv"
row = "connections"
series = "server"
value = "req_per_s"
run = "run"
failed = "failed"
requests = "requests"
raw = "raw"
incomplete = "incomplete"
non-2xx = "non_2xx"
timeouts = "timeouts"
elapsed = "elapsed"
completed-per-s = "completed_per_s"
"#;

/// `pcdocs import` with arguments, in `d`.
fn import_cli(d: &Path, extra: &[&str]) -> std::process::Output {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"));
    c.arg("import").args(extra).arg("--root").arg(d);
    c.env("NO_COLOR", "1").output().unwrap()
}

/// A batch of many cells into a long table: each cell was once planned by
/// reading, and loading, the whole table again (quadratic). The dry run
/// plans them all, checks that the table loads, and completes.
#[test]
fn a_batch_of_thousands_of_cells_into_a_long_table_is_planned() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let campaign = d.join("results/import-batch");
    std::fs::create_dir_all(&campaign).unwrap();
    std::fs::write(
        campaign.join("manifest.toml"),
        SWEEP.replace("runs = 4\n", ""),
    )
    .unwrap();
    let mut csv = String::from(
        "connections,server,run,req_per_s,failed,requests,raw,incomplete,timeouts,non_2xx,elapsed,completed_per_s\n",
    );
    for i in 0..20_000 {
        csv.push_str(&format!("{i},h1,1,1000.5,0,200,,0,0,0,0.2,1000\n"));
    }
    std::fs::write(campaign.join("sweep.csv"), csv).unwrap();
    let reports = tempfile::tempdir().unwrap();
    let real = std::fs::read_to_string(fixture("runs/batch/h1_sweep_c1_r1.txt")).unwrap();
    let cells = 2_000;
    for i in 0..cells {
        // Each report its own bytes: one report imported twice is refused.
        let text = real.replace(
            "starting benchmark...",
            &format!("starting benchmark...\nprogress: {i}% done"),
        );
        let name = format!("h1_sweep_c{}_r1.txt", 100_000 + i);
        std::fs::write(reports.path().join(name), text).unwrap();
    }
    let out = import_cli(
        d,
        &[
            "--campaign",
            "import-batch",
            "--pattern",
            "{series}_{table}_c{row}_r{run}.txt",
            "--dry-run",
            reports.path().to_str().unwrap(),
        ],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.ends_with(&format!(
            "dry run: the {cells} reports would import; nothing was written\n"
        )),
        "{stdout}"
    );
}

#[test]
fn a_folder_of_32_reports_imports_in_one_command_and_check_then_guards_it() {
    let dir = project_with_a_page();
    let d = dir.path();
    std::fs::create_dir_all(d.join("results/import-batch")).unwrap();
    std::fs::write(d.join("results/import-batch/manifest.toml"), SWEEP).unwrap();
    let batch = fixture("runs/batch");
    let batch = batch.to_str().unwrap();
    let pattern = "{series}_{table}_c{row}_r{run}.txt";
    let before = snapshot(&d.join("results"));

    // The dry run prints the mapping and writes nothing.
    let out = import_cli(
        d,
        &[
            "--campaign",
            "import-batch",
            "--pattern",
            pattern,
            "--dry-run",
            batch,
        ],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(stdout.lines().count(), 33, "{stdout}");
    assert!(
        stdout.contains("h2c_sweep_c8_r3.txt → table sweep, row 8, series h2c, run 3\n"),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("dry run: the 32 reports would import; nothing was written\n"),
        "{stdout}"
    );
    assert_eq!(before, snapshot(&d.join("results")));

    // A file that does not match refuses the whole batch.
    let extra = tempfile::tempdir().unwrap();
    for e in std::fs::read_dir(batch).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), extra.path().join(e.file_name())).unwrap();
    }
    std::fs::write(extra.path().join("h1_sweep_c16.txt"), "").unwrap();
    let out = import_cli(
        d,
        &[
            "--campaign",
            "import-batch",
            "--pattern",
            pattern,
            extra.path().to_str().unwrap(),
        ],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("h1_sweep_c16.txt: error: the file name does not match `{series}_{table}_c{row}_r{run}.txt`"),
        "{err}"
    );
    assert_eq!(before, snapshot(&d.join("results")));

    // The batch itself.
    let out = import_cli(
        d,
        &["--campaign", "import-batch", "--pattern", pattern, batch],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("created results/import-batch/sweep.csv"),
        "{stdout}"
    );
    let csv = read(d, "results/import-batch/sweep.csv");
    assert_eq!(csv.lines().count(), 33, "{csv}");
    assert_eq!(
        read(d, "results/import-batch/raw/SHA256SUMS")
            .lines()
            .count(),
        32
    );
    // Every cell is complete: the table loads with `runs = 4`.
    let m = pcdocs::results::load_all(d, &d.join("results")).unwrap_or_else(|e| panic!("{e}"));
    let t = &m["import-batch"].tables["sweep"];
    assert_eq!(t.cells.len(), 8);
    assert!(t.cells.values().all(|c| c.used.len() == 4));
    build(d);
    let (ok, err) = check(d);
    assert!(ok, "{err}");

    // Importing the batch again is refused, report by report.
    let out = import_cli(
        d,
        &["--campaign", "import-batch", "--pattern", pattern, batch],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(err.contains("has a run 1 already"), "{err}");

    // One hand-edited value fails check with its line; so does one edited
    // raw report.
    let line5 = csv.lines().nth(4).unwrap().to_owned();
    let fields: Vec<&str> = line5.split(',').collect();
    let edited = line5.replacen(fields[3], "99999.99", 1);
    std::fs::write(
        d.join("results/import-batch/sweep.csv"),
        csv.replace(&line5, &edited),
    )
    .unwrap();
    let (ok, err) = check(d);
    assert!(!ok);
    assert!(
        err.contains(&format!(
            "results/import-batch/sweep.csv:5:{}: error: `req_per_s` is `99999.99`",
            fields[..3].iter().map(|f| f.len() + 1).sum::<usize>() + 1
        )),
        "{err}"
    );
    std::fs::write(d.join("results/import-batch/sweep.csv"), &csv).unwrap();
    let raw = d.join("results/import-batch/raw/sweep-1-h1-run1.txt");
    let mut text = std::fs::read_to_string(&raw).unwrap();
    text.push('\n');
    std::fs::write(&raw, text).unwrap();
    let (ok, err) = check(d);
    assert!(!ok);
    assert!(
        err.contains(
            "results/import-batch/raw/sweep-1-h1-run1.txt: error: changed since it was imported"
        ),
        "{err}"
    );
}

#[test]
fn patterns_are_checked_before_anything_is_read() {
    let dir = demo_site();
    let d = dir.path();
    let batch = fixture("runs/batch");
    let batch = batch.to_str().unwrap();
    for (pattern, needle) in [
        ("{series}_{tabel}.txt", "unknown placeholder `{tabel}`"),
        ("{row}_{row}.txt", "`{row}` appears twice"),
        ("{row.txt", "`{` without `}`"),
        (
            "{series}_sweep_c{row}_r{run}.txt",
            "the pattern has no `{table}`: give --table",
        ),
    ] {
        let out = import_cli(
            d,
            &["--campaign", "import-demo", "--pattern", pattern, batch],
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{pattern}: {err}");
        assert!(err.contains(needle), "{pattern}: {err}");
    }
    // Without `{run}`, a cell's reports are numbered from --run, in the
    // order given: here one folder per day, each with one report per row.
    let days = tempfile::tempdir().unwrap();
    for (day, first) in [("day1", 1), ("day2", 2)] {
        std::fs::create_dir(days.path().join(day)).unwrap();
        for c in [1, 2] {
            std::fs::copy(
                fixture(&format!("runs/batch/h1_sweep_c{c}_r{first}.txt")),
                days.path().join(day).join(format!("c{c}.txt")),
            )
            .unwrap();
        }
    }
    let day = |n: &str| days.path().join(n).to_str().unwrap().to_owned();
    // Both days, into one cell per row, numbered from --run `first`.
    let both_days = |first: &str| {
        import_cli(
            d,
            &[
                "--campaign",
                "import-demo",
                "--table",
                "throughput",
                "--series",
                "nginx",
                "--run",
                first,
                "--pattern",
                "c{row}.txt",
                &day("day1"),
                &day("day2"),
            ],
        )
    };
    // Numbered from the largest run number, the second report of a cell
    // has none: refused by name, nothing written (the lines checked below).
    let out = both_days(&u32::MAX.to_string());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("day2/c1.txt: error: numbered from --run 4294967295, this report's run would pass 4294967295"),
        "{err}"
    );
    let out = both_days("5");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    for (file, row, run) in [
        ("day1/c1.txt", 1, 5),
        ("day1/c2.txt", 2, 5),
        ("day2/c1.txt", 1, 6),
        ("day2/c2.txt", 2, 6),
    ] {
        let want = format!("{file} → table throughput, row {row}, series nginx, run {run}\n");
        assert!(stdout.contains(&want), "{want}\n{stdout}");
    }
    let lines: Vec<String> = read(d, "results/import-demo/throughput.csv")
        .lines()
        .skip(1)
        .map(|l| l.split(',').take(3).collect::<Vec<_>>().join(","))
        .collect();
    assert_eq!(lines, ["1,nginx,5", "2,nginx,5", "1,nginx,6", "2,nginx,6"]);

    // Without --run, each report takes its cell's next free run number:
    // the issue's `{series}_{table}_c{row}.txt`, a folder a day.
    let day3 = days.path().join("day3");
    std::fs::create_dir(&day3).unwrap();
    for c in [1, 2] {
        std::fs::copy(
            fixture(&format!("runs/batch/h1_sweep_c{c}_r3.txt")),
            day3.join(format!("nginx_throughput_c{c}.txt")),
        )
        .unwrap();
    }
    let out = import_cli(
        d,
        &[
            "--campaign",
            "import-demo",
            "--pattern",
            "{series}_{table}_c{row}.txt",
            day3.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("nginx_throughput_c2.txt → table throughput, row 2, series nginx, run 7\n"),
        "{stdout}"
    );
    assert!(
        read(d, "results/import-demo/throughput.csv").ends_with(",0\n")
            && read(d, "results/import-demo/throughput.csv").contains("\n2,nginx,7,"),
    );
}

const SAMPLED: &str = r#"title = "Samples"

[subjects.nginx]
name = "nginx"

[sampling]
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[tables.memory]
file = "memory.csv"
row = "scenario"
series = "server"
value = "peak_mib"
unit = "MiB"
statistic = "peak"
run = "run"
raw = "raw"

[tables.cpu]
file = "cpu.csv"
row = "scenario"
series = "server"
value = "cpu"
unit = "%"
statistic = "median"
run = "run"
raw = "raw"

[tables.runs]
file = "runs.csv"
row = "scenario"
series = "server"
value = "req_per_s"
run = "run"
raw = "raw"
"#;

#[test]
fn resource_samples_import_as_their_declared_statistic_with_provenance() {
    let dir = project_with_a_page();
    let d = dir.path();
    std::fs::create_dir_all(d.join("results/import-samples")).unwrap();
    std::fs::write(d.join("results/import-samples/manifest.toml"), SAMPLED).unwrap();
    let a = |table: &str, row: &str, files: &[&str]| ImportArgs {
        campaign: "import-samples".into(),
        ..args(d, table, row, 1, files)
    };
    // docker stats: the peak of 7.1, 9.75, 12.5 and 8.2 MiB.
    let s = import_ok(&a("memory", "load", &["samples/docker-stats.tsv"]));
    assert_eq!(s.runs[0].tool, Tool::DockerStats);
    // The summary says what was written, not a load report's figures.
    let shown = s.to_string();
    assert!(
        shown.contains("memory.csv:2: run 1: 12.5 MiB, the peak of 4 samples (from docker-stats"),
        "{shown}"
    );
    // /proc samples in KiB, kept in MiB: 4108 KiB.
    import_ok(&a("memory", "idle", &["samples/nginx-rss.csv"]));
    assert_eq!(
        read(d, "results/import-samples/memory.csv"),
        "scenario,server,run,peak_mib,raw\n\
         load,nginx,1,12.5,raw/memory-load-nginx-run1.txt\n\
         idle,nginx,1,4.011719,raw/memory-idle-nginx-run1.txt\n"
    );
    // The same file cannot feed a second table: it is in the campaign.
    let e = import::run(&a("cpu", "load", &["samples/docker-stats.tsv"]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("this report was imported already"), "{e}");
    // A load report is not samples, and samples are not a load report.
    let e = import::run(&a("cpu", "load", &["h2load-h1-run1.txt"]))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("the file is a load report (h2load), but table `cpu` takes samples"),
        "{e}"
    );
    let e = import::run(&a("runs", "x", &["samples/nginx-rss.csv"]))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("the file holds samples (samples), but table `runs` has no `statistic`"),
        "{e}"
    );
    // KiB samples have no CPU percentage to take a median of.
    let e = import::run(&a("cpu", "idle", &["samples/nginx-rss.csv"]))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("the samples have no values in `%`, the table's unit"),
        "{e}"
    );
    let report = parse("samples/docker-stats.tsv").unwrap();
    let Report::Samples(s) = &report else {
        panic!("not read as samples")
    };
    assert_eq!(s.percent, [0.0, 48.12, 51.3, 2.04]);
    assert_eq!(s.name.as_deref(), Some("web"));

    // Provenance holds, and a hand-edited peak fails check.
    std::fs::write(
        d.join("results/import-samples/cpu.csv"),
        "scenario,server,run,cpu,raw\n",
    )
    .unwrap();
    std::fs::write(
        d.join("results/import-samples/runs.csv"),
        "scenario,server,run,req_per_s,raw\n",
    )
    .unwrap();
    build(d);
    let (ok, err) = check(d);
    assert!(ok, "{err}");
    edit(d, "results/import-samples/memory.csv", "1,12.5,", "1,12.0,");
    let (ok, err) = check(d);
    assert!(!ok);
    assert!(
        err.contains("results/import-samples/memory.csv:2:14: error: `peak_mib` is `12.0`, but its raw report results/import-samples/raw/memory-load-nginx-run1.txt gives `12.5`"),
        "{err}"
    );
}

const NOTED: &str = r#"title = "Notes"

[subjects.nginx]
name = "nginx"

[sampling]
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[tables.runs]
file = "runs.csv"
row = "tool"
series = "server"
value = "req_per_s"
run = "run"
raw = "raw"
failed = "failed"
timeouts = "timeouts"
non-2xx = "non_2xx"
connect-errors = "connect_errors"
read-errors = "read_errors"
write-errors = "write_errors"
exclude-failed-runs = false

[tables.runs-connect]
file = "runs.csv"
row = "tool"
series = "server"
value = "connect_errors"
run = "run"

[tables.runs-read]
file = "runs.csv"
row = "tool"
series = "server"
value = "read_errors"
run = "run"
"#;

const NOTED_PAGE: &str = r#"+++
campaign = "import-notes"
slug = "import-notes"
title = "note-title"
description = "note-description"

[tables.runs]
source = "runs"
corner = "note-corner"
notes = [
  { source = "runs-connect", label = "note-connect" },
  { source = "runs-read", label = "note-read" },
]

[tables.plain]
source = "runs"
corner = "note-corner"
note = { source = "runs-read" }

[tables.labelled]
source = "runs"
corner = "note-corner"
note = { source = "runs-read", label = "note-read" }
+++
{{ table(name="runs") }}

{{ table(name="plain") }}

{{ table(name="labelled") }}
"#;

#[test]
fn a_cell_shows_several_counted_notes_with_each_locales_plural_rules() {
    let dir = project();
    let d = dir.path();
    std::fs::create_dir_all(d.join("results/import-notes")).unwrap();
    std::fs::write(d.join("results/import-notes/manifest.toml"), NOTED).unwrap();
    std::fs::write(d.join("content/import-notes.md"), NOTED_PAGE).unwrap();
    let messages = [
        (
            "en",
            "{ $value } { NUMBER($value) ->\n    [one] connect error\n   *[other] connect errors\n}",
            "{ $value } { NUMBER($value) ->\n    [one] read error\n   *[other] read errors\n}",
        ),
        (
            "fr",
            "{ $value } { NUMBER($value) ->\n    [one] erreur de connexion\n   *[other] erreurs de connexion\n}",
            "{ $value } { NUMBER($value) ->\n    [one] erreur de lecture\n   *[other] erreurs de lecture\n}",
        ),
        ("zh-TW", "{ $value } 次連線錯誤", "{ $value } 次讀取錯誤"),
    ];
    for (tag, connect, read_) in messages {
        std::fs::write(
            d.join(format!("locales/{tag}/notes.ftl")),
            format!("note-title = Notes\nnote-description = Notes.\nnote-corner = Tool\nnote-connect = {connect}\nnote-read = {read_}\n"),
        )
        .unwrap();
    }
    let a = |row: &str, file: &str| ImportArgs {
        campaign: "import-notes".into(),
        ..args(d, "runs", row, 1, &[file])
    };
    import_ok(&a("hey", "runs/hey-server-stopped.txt"));
    import_ok(&a("wrk", "wrk-server-stopped.txt"));
    build(d);
    let en = read(d, "site/en/import-notes/index.md");
    assert!(
        en.contains("| hey | 20,317 (39,679 connect errors, 4 read errors) |"),
        "{en}"
    );
    assert!(
        en.contains("| wrk | 495 (0 connect errors, 7 read errors) |"),
        "{en}"
    );
    let fr = read(d, "site/fr/import-notes/index.md");
    // French: 0 takes the singular, and CLDR joins two quantities with « et ».
    assert!(
        fr.contains("| wrk | 495 (0 erreur de connexion et 7 erreurs de lecture) |"),
        "{fr}"
    );
    assert!(
        fr.contains("| hey | 20\u{202f}317 (39\u{202f}679 erreurs de connexion"),
        "{fr}"
    );
    // A note without `display` is a count, shown as a number (not 700%).
    assert!(en.contains("| wrk | 495 (7) |"), "{en}");
    // A single note takes its label too.
    assert!(en.contains("| wrk | 495 (7 read errors) |"), "{en}");
    let zh = read(d, "site/zh-TW/import-notes/index.md");
    assert!(zh.contains("39,679 次連線錯誤"), "{zh}");
}

#[test]
fn a_server_stopped_in_duration_mode_cannot_move_the_median() {
    // A campaign measured with h2load -D: the requests its clock cuts are
    // not a reason to leave a run out, requests that stalled are.
    let dir = strict_site();
    let d = dir.path();
    edit(
        d,
        "results/import-strict/manifest.toml",
        "exclude-failed-runs = true",
        "exclude-failed-runs = true\nexclude-runs-with = [\"failed\", \"stalled\", \"timeouts\", \"non-2xx\", \"connect-errors\", \"read-errors\", \"write-errors\"]",
    );
    edit(
        d,
        "results/import-strict/manifest.toml",
        "[rows.h1]\nconnections = 4\ntool = \"h2load\"\n",
        "",
    );
    let s = import_ok(&strict(
        d,
        "d",
        1,
        &[
            "runs/h2load-h1-duration.txt",
            "runs/h2load-h2c-duration.txt",
            "runs/h2load-h1-duration-server-stopped.txt",
        ],
    ));
    // h2load said `0 failed` for the stopped run.
    assert_eq!(s.runs[2].failed, 0);
    assert_eq!(
        s.notes,
        [
            "run 3 has 4 requests stalled: table `runs` leaves it out of the cell's value (exclude-failed-runs)"
        ]
    );
    // The clean runs were cut by the clock with requests in flight, and
    // kept: 4 and 16 started but not done.
    assert_eq!(
        s.runs[1].counts[1],
        (pcdocs::results::manifest::Count::Incomplete, 16)
    );
    let m = pcdocs::results::load_all(d, &d.join("results")).unwrap_or_else(|e| panic!("{e}"));
    let cell = m["import-strict"].tables["runs"]
        .cell("d", "nginx")
        .unwrap();
    // median(995.50, 1000.50), not median(995.50, 1000.50, 500.00) = 995.50.
    assert_eq!(cell.value(), Some((995.50 + 1000.50) / 2.0));
    assert_eq!(
        cell.runs[2].exclusion(true).as_deref(),
        Some("4 requests stalled")
    );
}
