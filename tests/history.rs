//! History across campaigns: campaigns of one kind form a series ordered by
//! their dates; a page compares its campaign with the previous one only
//! when every comparability key of both manifests has the same value.

mod common;
use common::site::*;
use common::*;

/// A campaign `name` of kind `rel`: its manifest and table.
fn camp(
    name: &str,
    version: &str,
    end: &str,
    machine: &str,
    alpha: &[f64],
) -> (String, String, String) {
    (
        name.to_owned(),
        manifest(version, end, machine, alpha.len()),
        csv(alpha),
    )
}

/// A campaign of kind `rel` whose Alpha is at `version`, ending on `end`,
/// measured on `machine`; its table has a `run` column.
fn manifest(version: &str, end: &str, machine: &str, runs: usize) -> String {
    format!(
        r#"title = "Release {version}"
kind = "rel"

[dates]
start = {end}
end = {end}

[subjects.alpha]
name = "Alpha"
version = "{version}"

[subjects.beta]
name = "Beta"
version = "2.0"

[sampling]
runs = {runs}
requests-per-run = 1000
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[comparability]
keys = ["host.machine", "host.cpus"]

[facts.host]
machine = "{machine}"
cpus = 4

[rows.small]
name = "Small"

[tables.rps]
file = "rps.csv"
row = "scenario"
series = "server"
value = "rps"
run = "run"
"#
    )
}

/// Runs of Alpha in the `small` row, and as many of Beta at 500.
fn csv(alpha: &[f64]) -> String {
    let beta = vec![500.0; alpha.len()];
    let mut s = "scenario,server,run,rps\n".to_owned();
    for (server, runs) in [("alpha", alpha), ("beta", &beta[..])] {
        for (i, v) in runs.iter().enumerate() {
            s.push_str(&format!("small,{server},{},{v}\n", i + 1));
        }
    }
    s
}

const PAGE: &str = r#"+++
kind = "rel"
id = "rel"
title = "Alpha { $subject-alpha-version }"
description = "One release of Alpha."
+++
```pcdocs
[figures.prev]
compute = "previous-campaign"
subject = "alpha"

[figures.small]
compute = "change"
of = "rps/small/alpha"
absolute = true
threshold = 0.05
```

{ $prev ->
        [yes] Since { $prev-version }, small throughput { $small-direction ->
            [rose] rose by { $small }
            [fell] fell by { $small }
            [within-noise] stayed within noise
           *[other] has no counterpart
        }{ $small-regression ->
            [yes] , a regression
           *[other] {""}
        }.
        [incomparable] Not compared with { $prev-campaign }: { $prev-key } differs ({ $prev-ours } against { $prev-theirs }).
       *[other] Nothing earlier to compare with.
    } { #history }
"#;

fn site(campaigns: &[(String, String, String)]) -> tempfile::TempDir {
    let mut s = Site::new().locale("en").page("rel.md", PAGE);
    for (name, m, c) in campaigns {
        s = s.campaign(name, m).table(name, "rps.csv", c);
    }
    s.write()
}

fn history(dir: &std::path::Path, slug: &str) -> String {
    let md = twin(dir, "en", slug);
    md.lines()
        .find(|l| {
            l.starts_with("Since") || l.starts_with("Not compared") || l.starts_with("Nothing")
        })
        .unwrap_or_else(|| panic!("no history sentence in {md}"))
        .to_owned()
}

#[test]
fn three_campaigns_a_rise_with_both_sources_then_a_change_of_host() {
    // Folder names sort against the dates: the series follows the dates.
    let dir = site(&[
        camp("c-first", "1.0", "2026-01-10", "m1", &[1000.0]),
        camp("b-second", "1.1", "2026-02-10", "m1", &[1100.0]),
        camp("a-third", "1.2", "2026-03-10", "m2", &[1100.0]),
    ]);
    let root = dir.path();
    build_ok(root);
    assert_eq!(history(root, "c-first"), "Nothing earlier to compare with.");
    assert_eq!(
        history(root, "b-second"),
        "Since 1.0, small throughput rose by 10.0%."
    );
    let html = read(root, "site/en/b-second/index.html");
    let data = html
        .split("<data ")
        .find(|d| d.contains(">10.0%</data>"))
        .unwrap_or_else(|| panic!("no 10.0% figure in {html}"));
    assert!(data.contains("results/b-second/rps.csv"), "{data}");
    assert!(data.contains("results/c-first/rps.csv"), "{data}");
    assert_eq!(
        history(root, "a-third"),
        "Not compared with b-second: host.machine differs (m2 against m1)."
    );
    let (ok, stderr) = check(root);
    assert!(ok, "{stderr}");
}

#[test]
fn a_change_within_the_run_spread_is_noise_and_single_runs_use_the_tie_threshold() {
    // +3% with runs spread over 10%: noise.
    let dir = site(&[
        camp("r1", "1.0", "2026-01-10", "m", &[950.0, 1000.0, 1050.0]),
        camp("r2", "1.1", "2026-02-10", "m", &[1000.0, 1030.0, 1080.0]),
    ]);
    build_ok(dir.path());
    assert_eq!(
        history(dir.path(), "r2"),
        "Since 1.0, small throughput stayed within noise."
    );
    // +3% from single runs: beyond the 2% tie threshold, a rise.
    let dir = site(&[
        camp("r1", "1.0", "2026-01-10", "m", &[1000.0]),
        camp("r2", "1.1", "2026-02-10", "m", &[1030.0]),
    ]);
    build_ok(dir.path());
    assert_eq!(
        history(dir.path(), "r2"),
        "Since 1.0, small throughput rose by 3.0%."
    );
    // +1% from single runs: within the tie threshold.
    let dir = site(&[
        camp("r1", "1.0", "2026-01-10", "m", &[1000.0]),
        camp("r2", "1.1", "2026-02-10", "m", &[1010.0]),
    ]);
    build_ok(dir.path());
    assert_eq!(
        history(dir.path(), "r2"),
        "Since 1.0, small throughput stayed within noise."
    );
}

#[test]
fn a_fall_beyond_the_threshold_is_a_regression_and_a_smaller_one_is_not() {
    let dir = site(&[
        camp("r1", "1.0", "2026-01-10", "m", &[1000.0]),
        camp("r2", "1.1", "2026-02-10", "m", &[900.0]),
        camp("r3", "1.2", "2026-03-10", "m", &[864.0]),
    ]);
    build_ok(dir.path());
    assert_eq!(
        history(dir.path(), "r2"),
        "Since 1.0, small throughput fell by 10.0%, a regression."
    );
    assert_eq!(
        history(dir.path(), "r3"),
        "Since 1.1, small throughput fell by 4.0%."
    );
}

#[test]
fn an_unknown_comparability_key_is_an_error_at_its_line() {
    let m = manifest("1.0", "2026-01-10", "m", 1).replace("\"host.cpus\"", "\"host.cpu\"");
    let dir = site(&[("r1".to_owned(), m.clone(), csv(&[1000.0]))]);
    let stderr = build_fails(dir.path());
    let line = m.lines().position(|l| l.contains("host.cpu\"")).unwrap() + 1;
    assert!(
        stderr.contains(&format!(
            "results/r1/manifest.toml:{line}: error: comparability key `host.cpu` names no value of [facts]"
        )),
        "{stderr}"
    );
}

/// A copy of the repository with a release `v0.3.0` after rc.3: its
/// manifest edited by `manifest`, its HTTP/1.1 static Pingclair cell 10% higher.
fn with_next_release(manifest: impl Fn(String) -> String) -> tempfile::TempDir {
    let dir = copy_of_repo();
    let root = dir.path();
    let to = root.join("results/v0.3.0");
    std::fs::create_dir(&to).unwrap();
    let m = read(root, "results/v0.2.0-rc.3/manifest.toml")
        .replace("version = \"v0.2.0-rc.3\"", "version = \"v0.3.0\"");
    std::fs::write(to.join("manifest.toml"), manifest(m)).unwrap();
    let csv = read(root, "results/v0.2.0-rc.3/throughput.csv");
    let from = "http1-static,pingclair,46125,";
    assert_eq!(csv.matches(from).count(), 1);
    std::fs::write(
        to.join("throughput.csv"),
        csv.replace(from, "http1-static,pingclair,50738,"),
    )
    .unwrap();
    dir
}

#[test]
fn the_release_page_states_the_change_since_the_previous_release_in_every_locale() {
    let dir = with_next_release(|m| m);
    let root = dir.path();
    build_ok(root);
    let page = |locale: &str, slug: &str| read(root, &format!("site/{locale}/{slug}/index.md"));
    for (locale, first, now) in [
        (
            "en",
            "There is no earlier comparable release",
            "Compared with the previous release, Pingclair v0.2.0-rc.3, HTTP/1.1 static throughput rose by 10.0%, and HTTP/1.1 reverse-proxy throughput stayed within the run-to-run noise.",
        ),
        (
            "fr",
            "Aucune version antérieure comparable",
            "le débit HTTP/1.1 statique a augmenté de 10,0\u{a0}%, et le débit HTTP/1.1 en proxy inverse est resté dans les écarts observés",
        ),
        (
            "zh-TW",
            "目前沒有可供比較的更早版本",
            "與上一個版本 Pingclair v0.2.0-rc.3 相比，HTTP/1.1 靜態內容的吞吐量提升了 10.0%",
        ),
    ] {
        assert!(page(locale, "v0.2.0-rc.3").contains(first), "{locale}");
        let md = page(locale, "v0.3.0");
        let line = md
            .lines()
            .find(|l| l.contains("Par rapport") || l.contains("相比"))
            .unwrap_or(&md);
        assert!(md.contains(now), "{locale}: {line:?}");
    }
    let html = read(root, "site/en/v0.3.0/index.html");
    let data = html
        .split("<data ")
        .find(|d| d.contains(">10.0%</data>"))
        .unwrap_or_else(|| panic!("no 10.0% figure in {html}"));
    assert!(
        data.contains("results/v0.3.0/throughput.csv, line 2"),
        "{data}"
    );
    assert!(
        data.contains("results/v0.2.0-rc.3/throughput.csv, line 2"),
        "{data}"
    );
}

#[test]
fn a_release_measured_on_another_host_is_not_compared_and_says_why() {
    // The release manifest declares the host among its comparability keys.
    let dir = with_next_release(|m| {
        assert!(m.contains("\"host.machine\""), "{m}");
        m.replace("machine = \"Apple M2\"", "machine = \"Apple M4\"")
    });
    let root = dir.path();
    build_ok(root);
    let md = twin(root, "en", "v0.3.0");
    assert!(
        md.contains("These numbers are not compared with the previous release, v0.2.0-rc.3: it was measured with a different host.machine (Apple M2, against Apple M4 here)."),
        "{md}"
    );
    assert!(!md.contains("rose by"), "{md}");
    let zh = twin(root, "zh-TW", "v0.3.0");
    assert!(zh.contains("當時為 Apple M2，本次為 Apple M4"), "{zh}");
}

#[test]
fn a_rebuild_after_a_change_to_the_previous_release_re_evaluates_the_next_one() {
    let dir = with_next_release(|m| m);
    let root = dir.path();
    let mut inc = pcdocs::serve::Incremental::new(root);
    inc.rebuild_all().unwrap_or_else(|d| panic!("{d}"));
    let en = |inc: &pcdocs::serve::Incremental| {
        String::from_utf8_lossy(&inc.files()["en/v0.3.0/index.md"]).into_owned()
    };
    assert!(en(&inc).contains("static throughput rose by 10.0%"));
    // rc.3 now has v0.3.0's value: no change left to state on v0.3.0's page.
    let path = "results/v0.2.0-rc.3/throughput.csv";
    let csv = read(root, path).replace(
        "http1-static,pingclair,46125,",
        "http1-static,pingclair,50738,",
    );
    std::fs::write(root.join(path), csv).unwrap();
    let report = inc.apply(&[path]).unwrap_or_else(|d| panic!("{d}"));
    assert!(
        report.written.contains("en/v0.3.0/index.html"),
        "{:?}",
        report.written
    );
    let md = en(&inc);
    assert!(
        md.contains("HTTP/1.1 static throughput stayed within the run-to-run noise"),
        "{md}"
    );
    let full = pcdocs::serve::build(root).unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(
        full["en/v0.3.0/index.md"],
        inc.files()["en/v0.3.0/index.md"]
    );
}
