//! History across campaigns: campaigns of one kind form a series ordered by
//! their dates; a page compares its campaign with the previous one only
//! when every comparability key of both manifests has the same value.

use crate::common::site::*;
use crate::common::*;

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

/// A site with `page` and `campaigns` (from [`camp`]).
fn site_with(page: &str, campaigns: &[(String, String, String)]) -> tempfile::TempDir {
    let mut s = Site::new().locale("en").page("rel.md", page);
    for (name, m, c) in campaigns {
        s = s.campaign(name, m).table(name, "rps.csv", c);
    }
    s.write()
}

fn site(campaigns: &[(String, String, String)]) -> tempfile::TempDir {
    site_with(PAGE, campaigns)
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
    // The first release says nothing of a release it does not have; the
    // next one states its change in every locale.
    for (locale, first, now) in [
        (
            "en",
            "previous release",
            "Against Pingclair v0.2.0-rc.3, the previous release, measured under the same conditions, and counting a change within the run-to-run variation as none: throughput rose in HTTP/1.1 static (by 10.0%) and fell in none.",
        ),
        (
            "fr",
            "version précédente",
            "le débit a progressé dans le scénario HTTP/1.1 statique (de 10,0\u{a0}%) et n’a reculé dans aucun.",
        ),
        (
            "zh-TW",
            "上一個版本",
            "與在相同條件下量測的上一個版本 Pingclair v0.2.0-rc.3 相比（落在各輪量測正常波動範圍內的變化不計），吞吐量在 HTTP/1.1 靜態檔案上升了 10.0%，也沒有在任何情境中下降。",
        ),
    ] {
        let rc3 = page(locale, "v0.2.0-rc.3");
        assert!(!rc3.contains(first), "{locale}: {rc3}");
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
    assert!(en(&inc).contains("throughput rose in HTTP/1.1 static (by 10.0%)"));
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
        md.contains("throughput rose in no scenario and fell in none."),
        "{md}"
    );
    let full = pcdocs::serve::build(root).unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(
        full["en/v0.3.0/index.md"],
        inc.files()["en/v0.3.0/index.md"]
    );
}

const HISTORY: &str = r#"+++
kind = "rel"
history = true
slug = "history"
id = "hist"
title = "Alpha across releases"
description = "Throughput of Alpha, release by release."
+++
```pcdocs
[figures.prev]
compute = "previous-campaign"
subject = "alpha"

[figures.moves]
compute = "changes"
table = "rps"
subject = "alpha"
label = "name"
threshold = 0.05

[tables.small]
history = "rps/small"
corner = "hist-col-release"
row-label = "hist-release"
caption = "hist-caption"

[charts.small]
table = "small"
kind = "line"
title = "hist-caption"
y-label = "hist-chart-y"

[tables.apart]
apart = true
corner = "hist-col-release"
row-label = "hist-release"
columns = [{ header = "hist-col-reason", message = "hist-reason" }]
```

```ftl
hist-col-release = Release
hist-release = { $campaign } ({ $date })
hist-caption = Small requests per second, release by release
hist-chart-y = Requests per second
hist-col-reason = Why it is kept apart
hist-reason = { $key ->
        [none] measured alike, after this series
       *[other] { $key } is { $ours }, not { $theirs }
    }
```

{ $prev ->
        [yes] { $moves-rose-count ->
            [0] Nothing rose since { $prev-version }.
           *[other] Since { $prev-version }, { $moves-rose } rose, the most { $moves-gain-label } by { $moves-gain }.
        } { $moves-regressions-count ->
            [0] No regression.
           *[other] Regressions: { $moves-regressions }.
        }
       *[other] No earlier comparable release.
    } { #summary }

{{ table(name="small") }}

{{ chart(name="small") }}

{{ table(name="apart") }}
"#;

/// The `<data>` element whose shown text is `shown`, with its title.
fn data<'a>(html: &'a str, shown: &str) -> &'a str {
    html.split("<data ")
        .find(|d| d.contains(&format!(">{shown}</data>")))
        .unwrap_or_else(|| panic!("no {shown} figure in {html}"))
}

fn history_site(campaigns: &[(String, String, String)]) -> tempfile::TempDir {
    site_with(HISTORY, campaigns)
}

#[test]
fn a_history_page_follows_the_longest_comparable_run_and_lists_the_rest_apart() {
    // The newest campaign moved to another machine: the page follows the
    // two before it and lists the newest apart, with the key and values.
    let dir = history_site(&[
        camp("c-first", "1.0", "2026-01-10", "m1", &[1000.0]),
        camp("b-second", "1.1", "2026-02-10", "m1", &[1100.0]),
        camp("a-third", "1.2", "2026-03-10", "m2", &[900.0]),
    ]);
    let root = dir.path();
    build_ok(root);
    let md = twin(root, "en", "history");
    assert!(
        md.contains("Since 1.0, Small rose, the most Small by 10.0%. No regression."),
        "{md}"
    );
    // One row per campaign of the run, in date order; the apart table
    // names what differs.
    let rows: Vec<&str> = md.lines().filter(|l| l.starts_with("| ")).collect();
    assert_eq!(
        rows,
        [
            "| Release | Alpha | Beta |",
            "| c-first (January 10, 2026) | 1,000 | 500 |",
            "| b-second (February 10, 2026) | 1,100 | 500 |",
            "| Release | Why it is kept apart |",
            "| a-third (March 10, 2026) | host.machine is m2, not m1 |",
        ],
        "{md}"
    );
    let html = read(root, "site/en/history/index.html");
    let gain = data(&html, "10.0%");
    assert!(gain.contains("results/b-second/rps.csv"), "{gain}");
    assert!(gain.contains("results/c-first/rps.csv"), "{gain}");
    // The series view's cells keep their own campaign's provenance.
    let first = data(&html, "1,000");
    assert!(first.contains("results/c-first/rps.csv, line 2"), "{first}");
    // The chart: one line per subject, a tick per campaign, in order.
    let svg = read(root, "site/en/history/small.svg");
    let ticks: Vec<usize> = ["c-first", "b-second"]
        .iter()
        .map(|t| {
            svg.find(t)
                .unwrap_or_else(|| panic!("no tick {t} in {svg}"))
        })
        .collect();
    assert!(ticks[0] < ticks[1], "{svg}");
    assert!(!svg.contains("a-third"), "{svg}");
    // Series lines are the wide strokes spanning more than one tick (legend
    // swatches are wide strokes too, but short).
    let lines = svg
        .split("<polyline ")
        .filter(|p| p.contains("stroke-width=\"2\""))
        .filter(|p| {
            let xs: Vec<f64> = p
                .split("points=\"")
                .nth(1)
                .unwrap_or("")
                .split('"')
                .next()
                .unwrap_or("")
                .split_whitespace()
                .filter_map(|pt| pt.split(',').next()?.parse().ok())
                .collect();
            xs.len() >= 2 && xs[xs.len() - 1] - xs[0] > 100.0
        })
        .count();
    assert_eq!(lines, 2, "{svg}");
    let (ok, stderr) = check(root);
    assert!(ok, "{stderr}");

    // A fourth campaign on m2 makes a run as long as the first: the newer
    // run wins, and the two on m1 are listed apart.
    let dir = history_site(&[
        camp("c-first", "1.0", "2026-01-10", "m1", &[1000.0]),
        camp("b-second", "1.1", "2026-02-10", "m1", &[1100.0]),
        camp("a-third", "1.2", "2026-03-10", "m2", &[900.0]),
        camp("d-fourth", "1.3", "2026-04-10", "m2", &[800.0]),
    ]);
    build_ok(dir.path());
    let md = twin(dir.path(), "en", "history");
    assert!(
        md.contains("Since 1.2, Nothing rose since 1.2.") || md.contains("Nothing rose since 1.2."),
        "{md}"
    );
    assert!(md.contains("Regressions: Small."), "{md}");
    assert!(
        md.contains("| c-first (January 10, 2026) | host.machine is m1, not m2 |"),
        "{md}"
    );
    assert!(
        md.contains("| b-second (February 10, 2026) | host.machine is m1, not m2 |"),
        "{md}"
    );
}

#[test]
fn changes_sort_rows_into_rose_fell_and_noise_and_name_the_regressions() {
    // Two rows: Small rises 3% with single runs (beyond the 2% tie
    // threshold), Large falls 6% (beyond the 5% regression threshold of
    // the manifest, as the page declares none).
    let page = r#"+++
kind = "rel"
id = "rel"
title = "Alpha { $subject-alpha-version }"
description = "One release of Alpha."
+++
```pcdocs
[figures.moves]
compute = "changes"
table = "rps"
subject = "alpha"
label = "name"
```

Rose: { $moves-rose } ({ $moves-rose-changes }); fell: { $moves-fell } ({ $moves-fell-changes }); steady: { $moves-steady-count }; of { $moves-compared }. { $moves-regression ->
        [yes] Beyond { $moves-threshold }: { $moves-regressions }.
       *[other] No regression.
    } { #moves }
"#;
    let table = |small: f64, large: f64| {
        format!(
            "scenario,server,run,rps\nsmall,alpha,1,{small}\nlarge,alpha,1,{large}\nsmall,beta,1,500\nlarge,beta,1,500\n"
        )
    };
    let with_rows = |m: String| {
        m.replace(
            "[rows.small]\nname = \"Small\"\n",
            "[rows.small]\nname = \"Small\"\n\n[rows.large]\nname = \"Large\"\n",
        )
        .replace(
            "keys = [\"host.machine\", \"host.cpus\"]",
            "keys = [\"host.machine\", \"host.cpus\"]\nregression-threshold = 0.05",
        )
    };
    let dir = Site::new()
        .locale("en")
        .page("rel.md", page)
        .campaign("r1", &with_rows(manifest("1.0", "2026-01-10", "m", 1)))
        .table("r1", "rps.csv", &table(1000.0, 2000.0))
        .campaign("r2", &with_rows(manifest("1.1", "2026-02-10", "m", 1)))
        .table("r2", "rps.csv", &table(1030.0, 1880.0))
        .write();
    build_ok(dir.path());
    let md = twin(dir.path(), "en", "r2");
    assert!(
        md.contains("Rose: Small (3.0%); fell: Large (6.0%); steady: 0; of 2. Beyond 5%: Large."),
        "{md}"
    );
    let md = twin(dir.path(), "en", "r1");
    assert!(md.contains("of 0. No regression."), "{md}");
}

/// Adds release `name` to a copy of the repository: rc.3's manifest and
/// table, its Pingclair version `name`, edited by `manifest` and `csv`.
fn add_release(
    root: &std::path::Path,
    name: &str,
    manifest: impl Fn(String) -> String,
    csv: impl Fn(String) -> String,
) {
    let to = root.join("results").join(name);
    std::fs::create_dir(&to).unwrap();
    let m = read(root, "results/v0.2.0-rc.3/manifest.toml").replace(
        "version = \"v0.2.0-rc.3\"",
        &format!("version = \"{name}\""),
    );
    std::fs::write(to.join("manifest.toml"), manifest(m)).unwrap();
    let t = read(root, "results/v0.2.0-rc.3/throughput.csv");
    std::fs::write(to.join("throughput.csv"), csv(t)).unwrap();
}

#[test]
fn the_history_page_states_a_ten_percent_rise_in_every_locale_and_keeps_another_host_apart() {
    let dir = copy_of_repo();
    let root = dir.path();
    // v0.3.0: HTTP/2 static Pingclair 10% higher (92,369 → 101,606), and
    // dated (rc.3 is not: an undated campaign comes first).
    add_release(
        root,
        "v0.3.0",
        |m| format!("{m}\n[dates]\nstart = 2026-11-19\nend = 2026-11-20\n"),
        |t| {
            let from = "http2-static,pingclair,92369,";
            assert_eq!(t.matches(from).count(), 1);
            t.replace(from, "http2-static,pingclair,101606,")
        },
    );
    // v0.4.0: measured on another machine.
    add_release(
        root,
        "v0.4.0",
        |m| {
            assert_eq!(m.matches("machine = \"Apple M2\"").count(), 1);
            m.replace("machine = \"Apple M2\"", "machine = \"Apple M4\"")
                + "\n[dates]\nstart = 2026-11-30\nend = 2026-12-01\n"
        },
        |t| t,
    );
    build_ok(root);
    for (locale, tick) in [
        ("en", "v0.3.0 (November 20, 2026)"),
        ("fr", "v0.3.0 (20 novembre 2026)"),
        ("zh-TW", "v0.3.0（2026年11月20日）"),
    ] {
        // The chart's ticks name the campaigns, with dates in the locale
        // (wrapped over two lines: compared without white space).
        let svg = read(
            root,
            &format!("site/{locale}/release-history/http2-static.svg"),
        );
        let words = |t: &str| t.split_whitespace().collect::<String>();
        let text = words(
            &svg.split('>')
                .filter_map(|t| t.split('<').next())
                .collect::<Vec<_>>()
                .join(" "),
        );
        assert!(text.contains(&words(tick)), "{locale}: {text}");
        assert!(text.contains("v0.2.0-rc.3"), "{locale}: {text}");
    }
    for (locale, rise, apart) in [
        (
            "en",
            "10.0%",
            "| [v0.4.0](../v0.4.0/) (December 1, 2026) | host.machine is Apple M4 there, Apple M2 above |",
        ),
        (
            "fr",
            "10,0\u{a0}%",
            "| [v0.4.0](../v0.4.0/) (1er décembre 2026) | host.machine y vaut Apple M4, contre Apple M2 ci-dessus |",
        ),
        (
            "zh-TW",
            "10.0%",
            "| [v0.4.0](../v0.4.0/)（2026 年 12 月 1 日） | 該版本的 host.machine 為 Apple M4，上方版本為 Apple M2 |",
        ),
    ] {
        let html = read(root, &format!("site/{locale}/release-history/index.html"));
        let gain = data(&html, rise);
        // Its sources, worded in the page's language.
        let line = match locale {
            "fr" => ", ligne 8, colonne req_per_s",
            "zh-TW" => "，第 8 行，req_per_s 欄",
            _ => ", line 8, column req_per_s",
        };
        for csv in [
            "results/v0.3.0/throughput.csv",
            "results/v0.2.0-rc.3/throughput.csv",
        ] {
            assert!(gain.contains(&format!("{csv}{line}")), "{locale}: {gain}");
        }
        let md = twin(root, locale, "release-history");
        assert!(md.contains(apart), "{locale}: {md}");
        // The series tables hold rc.3 and v0.3.0, not v0.4.0.
        let h2 = md
            .lines()
            .filter(|l| {
                l.starts_with("| v0.")
                    && ["101,606", "101\u{202f}606", "101\u{a0}606"]
                        .iter()
                        .any(|n| l.contains(n))
            })
            .count();
        assert_eq!(h2, 1, "{locale}: {md}");
        // The new release's own page states the rise, with both sources.
        let page = read(root, &format!("site/{locale}/v0.3.0/index.html"));
        let rise_there = data(&page, rise);
        assert!(
            rise_there.contains(&format!("results/v0.2.0-rc.3/throughput.csv{line}")),
            "{locale}: {rise_there}"
        );
    }
    let en = twin(root, "en", "release-history");
    assert!(
        en.contains(
            "It brings together two releases measured under the same conditions, from v0.2.0-rc.3 to v0.3.0;"
        ),
        "{en}"
    );
    assert!(
        en.contains("throughput rose in HTTP/2 static files (by 10.0%) and fell in none."),
        "{en}"
    );
    let (ok, stderr) = check(root);
    assert!(ok, "{stderr}");
}

#[test]
fn campaigns_of_one_date_follow_their_release_versions() {
    // Same end date: the folder names decide, read as versions
    // (v0.10.0 after v0.9.0, a release candidate before its release).
    let dir = history_site(&[
        camp("v0.10.0", "0.10.0", "2026-05-01", "m", &[1100.0]),
        camp("v0.9.0", "0.9.0", "2026-05-01", "m", &[1000.0]),
        camp("v0.10.0-rc.1", "0.10.0-rc.1", "2026-05-01", "m", &[1050.0]),
    ]);
    build_ok(dir.path());
    let md = twin(dir.path(), "en", "history");
    let rows: Vec<&str> = md
        .lines()
        .filter(|l| l.starts_with("| v0."))
        .map(|l| l.split(' ').nth(1).unwrap())
        .collect();
    assert_eq!(rows, ["v0.9.0", "v0.10.0-rc.1", "v0.10.0"], "{md}");
    assert!(
        md.contains("Since 0.10.0-rc.1, Small rose, the most Small by 4.8%."),
        "{md}"
    );
}

#[test]
fn serve_moves_the_history_page_on_when_a_release_is_added_and_when_one_moves_host() {
    let dir = copy_of_repo();
    let root = dir.path();
    let mut inc = pcdocs::serve::Incremental::new(root);
    inc.rebuild_all().unwrap_or_else(|d| panic!("{d}"));
    let history = |inc: &pcdocs::serve::Incremental| {
        String::from_utf8_lossy(&inc.files()["en/release-history/index.md"]).into_owned()
    };
    assert!(history(&inc).contains("One release has been measured so far"));
    add_release(
        root,
        "v0.3.0",
        |m| m,
        |t| {
            t.replace(
                "http2-static,pingclair,92369,",
                "http2-static,pingclair,101606,",
            )
        },
    );
    inc.apply(&[
        "results/v0.3.0/manifest.toml",
        "results/v0.3.0/throughput.csv",
    ])
    .unwrap_or_else(|d| panic!("{d}"));
    assert!(
        history(&inc).contains("It brings together two releases"),
        "{}",
        history(&inc)
    );
    let same_as_full = |inc: &pcdocs::serve::Incremental| {
        let full = pcdocs::serve::build(root).unwrap_or_else(|d| panic!("{d}"));
        for page in [
            "en/release-history/index.md",
            "fr/release-history/index.html",
            "zh-TW/v0.3.0/index.md",
        ] {
            assert_eq!(full[page], inc.files()[page], "{page}");
        }
    };
    same_as_full(&inc);
    // v0.3.0 moves to another machine: two runs of one release each, and
    // the newer one is followed; rc.3 is listed apart.
    edit(
        root,
        "results/v0.3.0/manifest.toml",
        "machine = \"Apple M2\"",
        "machine = \"Apple M4\"",
    );
    inc.apply(&["results/v0.3.0/manifest.toml"])
        .unwrap_or_else(|d| panic!("{d}"));
    let md = history(&inc);
    assert!(
        md.contains(
            "| [v0.2.0-rc.3](../v0.2.0-rc.3/) | host.machine is Apple M2 there, Apple M4 above |"
        ),
        "{md}"
    );
    same_as_full(&inc);
}

#[test]
fn mistakes_in_a_history_page_are_placed() {
    let cases: [(&str, &str, &str); 4] = [
        // A misspelt key of an apart view's column.
        (
            "message = \"hist-reason\" }]",
            "mesage = \"hist-reason\" }]",
            "unknown key `mesage` in a column of apart view `apart`",
        ),
        // A series view naming a row the table does not have.
        (
            "history = \"rps/small\"",
            "history = \"rps/tiny\"",
            "table `rps` has no row `tiny` (rows: small)",
        ),
        // `history` names a row, not a cell.
        (
            "history = \"rps/small\"",
            "history = \"rps/small/alpha\"",
            "`history` names a row as `table/row`, not `rps/small/alpha`",
        ),
        // A history page takes a kind.
        (
            "kind = \"rel\"\nhistory = true",
            "history = true",
            "it needs `kind`",
        ),
    ];
    for (from, to, message) in cases {
        assert_eq!(HISTORY.matches(from).count(), 1, "{from}");
        let page = HISTORY.replace(from, to);
        let dir = site_with(&page, &[camp("r1", "1.0", "2026-01-10", "m", &[1000.0])]);
        let stderr = build_fails(dir.path());
        let line = page
            .lines()
            .position(|l| l.contains(to.lines().last().unwrap()))
            .unwrap()
            + 1;
        assert!(stderr.contains(message), "{to}: {stderr}");
        assert!(
            stderr.contains(&format!("content/rel.md:{line}")),
            "{to}: line {line}: {stderr}"
        );
    }
}

/// A copy of the repository with the releases of `tests/fixtures/releases`
/// beside rc.3: v0.2.0 and v0.2.1 measured alike (three releases in the
/// run), v0.3.0 on another machine.
fn three_releases() -> tempfile::TempDir {
    let dir = copy_of_repo();
    let fixtures = repo().join("tests/fixtures/releases");
    for name in ["v0.2.0", "v0.2.1", "v0.3.0"] {
        let to = dir.path().join("results").join(name);
        std::fs::create_dir(&to).unwrap();
        for file in ["manifest.toml", "throughput.csv"] {
            std::fs::copy(fixtures.join(name).join(file), to.join(file)).unwrap();
        }
    }
    dir
}

#[test]
fn the_history_page_of_one_release_is_one_table_and_leaves_out_what_it_cannot_say() {
    let root = built_repo();
    for (locale, releases, compact, left_out) in [
        (
            "en",
            "| [v0.2.0-rc.3](../v0.2.0-rc.3/) | nginx 1.31.6 and Caddy 2.11.4 | median of three rounds of 50,000 requests | Caddy in HTTP/2 reverse proxy and HTTP/3 reverse proxy: opening and closing upstream connections used up the container’s ephemeral ports at the tested concurrency |",
            "| HTTP/2 reverse proxy | 23,181 | 20,396 | *not completed* |",
            [
                "## Since the previous release",
                "## Release by release",
                "## Measured under other conditions",
            ],
        ),
        (
            "fr",
            "| [v0.2.0-rc.3](../v0.2.0-rc.3/) | nginx 1.31.6 et Caddy 2.11.4 | médiane de trois séries de 50\u{202f}000 requêtes |",
            "| HTTP/2 en reverse proxy | 23\u{202f}181 | 20\u{202f}396 | *non terminé* |",
            [
                "## Depuis la version précédente",
                "## Version par version",
                "## Mesurées dans",
            ],
        ),
        (
            "zh-TW",
            "| [v0.2.0-rc.3](../v0.2.0-rc.3/) | nginx 1.31.6 與 Caddy 2.11.4 | 三輪量測（每輪 50,000 個請求）的中位數 | Caddy：HTTP/2 反向代理與 HTTP/3 反向代理（",
            "| HTTP/2 反向代理 | 23,181 | 20,396 | *未完成* |",
            [
                "## 與前一個版本相比",
                "## 逐版數據",
                "## 在其他條件下量測的版本",
            ],
        ),
    ] {
        let md = twin(root, locale, "release-history");
        assert!(md.contains(releases), "{locale}: {md}");
        assert!(md.contains(compact), "{locale}: {md}");
        for heading in left_out {
            assert!(!md.contains(heading), "{locale}: {heading} in {md}");
        }
        // One table of the release, no single-point charts, and no data
        // for the tables of the sections left out.
        assert!(!md.contains(".svg"), "{locale}: {md}");
        let files: Vec<String> =
            std::fs::read_dir(root.join("site").join(locale).join("release-history"))
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
        let mut files = files;
        files.sort();
        assert_eq!(
            files,
            [
                "index.html",
                "index.md",
                "latest.csv",
                "latest.json",
                "releases.csv",
                "releases.json"
            ],
            "{locale}"
        );
    }
    let zh = twin(root, "zh-TW", "release-history");
    assert!(zh.starts_with("# 效能基準測試："), "{zh}");
    let (ok, stderr) = check(root);
    assert!(ok, "{stderr}");
}

#[test]
fn the_history_page_of_three_releases_follows_each_scenario_and_names_what_differs() {
    let dir = three_releases();
    let root = dir.path();
    build_ok(root);
    let en = twin(root, "en", "release-history");
    for text in [
        "It brings together three releases measured under the same conditions, from v0.2.0-rc.3 to v0.2.1; each later one will add a row to every table. Releases measured under other conditions are listed apart at the end.",
        // The servers each release was compared with, and every cell it
        // did not complete, with the reason.
        "| [v0.2.0](../v0.2.0/) (November 3, 2026) | nginx 1.31.6 and Caddy 2.11.4 | median of three rounds of 50,000 requests | Caddy in HTTP/2 reverse proxy: opening and closing",
        "| [v0.2.1](../v0.2.1/) (December 8, 2026) | nginx 1.31.7 and Caddy 2.11.5 | median of three rounds of 50,000 requests | none |",
        "### HTTP/1.1 static files",
        "| v0.2.1 (December 8, 2026) | 50,310 | 39,610 | 18,266 |",
        "![HTTP/1.1 static files: requests per second by release](http1-static.svg)",
        "Pingclair v0.2.1 against v0.2.0, the release before it, where a change within the run-to-run variation counts as none: throughput rose in HTTP/1.1 static files (by 8.2%) and fell in HTTPS/1.1 reverse proxy (by 7.1%). A fall of more than 5% counts as a regression: HTTPS/1.1 reverse proxy fell that far.",
        "| [v0.3.0](../v0.3.0/) (January 11, 2027) | host.machine is Apple M4 there, Apple M2 above |",
    ] {
        assert!(en.contains(text), "{text}\n\n{en}");
    }
    // The one-release table gives way to the series.
    assert!(!en.contains("## Throughput of"), "{en}");
    let fr = twin(root, "fr", "release-history");
    assert!(
        fr.contains("le débit a progressé dans le scénario HTTP/1.1 statique (de 8,2\u{a0}%) et a reculé dans le scénario HTTPS/1.1 en reverse proxy (de 7,1\u{a0}%)."),
        "{fr}"
    );
    let zh = twin(root, "zh-TW", "release-history");
    assert!(
        zh.contains("吞吐量在 HTTP/1.1 靜態檔案上升了 8.2%，在 HTTPS/1.1 反向代理下降了 7.1%。"),
        "{zh}"
    );
    // Every link of the table of releases leads to a page the site has,
    // and the typography lint passes on all three locales.
    let (ok, stderr) = check(root);
    assert!(ok, "{stderr}");
}

#[test]
fn a_section_names_a_heading_of_its_page_and_a_condition() {
    let dir = copy_of_repo();
    let root = dir.path();
    edit(
        root,
        "content/release-history.md",
        "[sections.apart]",
        "[sections.aprat]",
    );
    let out = pcdocs(&["build"], root);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let line = line_of(root, "content/release-history.md", "[sections.aprat]");
    assert!(
        stderr.contains(&format!("content/release-history.md:{line}"))
            && stderr.contains("section `aprat`: no heading of the page has the id `aprat`"),
        "{stderr}"
    );
    edit(
        root,
        "content/release-history.md",
        "[sections.aprat]",
        "[sections.apart]",
    );
    edit(
        root,
        "content/release-history.md",
        "when = \"series-apart > 0\"",
        "when = \"series-aprat > 0\"",
    );
    let out = pcdocs(&["build"], root);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("section `apart`: `series-aprat` is not a figure of this page"),
        "{stderr}"
    );
}
