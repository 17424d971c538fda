//! Guards: a message whose fixed words state something about the data
//! stops the build when a results change makes it false, naming the message,
//! the condition and the values that broke it.

mod common;
use common::*;

#[test]
fn a_guard_that_no_longer_holds_stops_the_build_at_its_message() {
    let dir = copy_of_repo();
    build(dir.path());
    let before = snapshot(&dir.path().join("site"));
    // Pingclair main's JSON-logging throughput lowered until its loss is 15.0%.
    edit(
        dir.path(),
        "results/2026-10-container-matrix/logging.csv",
        "json-logging,pingclair-main,162103",
        "json-logging,pingclair-main,150000",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "locales/en/mx.ftl:232: error: claim \"more efficiently\" needs loss-main < loss-v022, but 15.0% ≥ 11.6%"
        ),
        "{stderr}"
    );
    assert_eq!(snapshot(&dir.path().join("site")), before);
}

#[test]
fn a_guard_naming_an_unknown_message_or_figure_is_an_error() {
    let dir = copy_of_repo();
    edit(
        dir.path(),
        "content/2026-10-container-matrix.md",
        "message = \"mx-logging-loss\"",
        "message = \"mx-no-such-message\"",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "claim `logging-efficiency` guards message `mx-no-such-message`, which en does not have"
        ),
        "{stderr}"
    );
    edit(
        dir.path(),
        "content/2026-10-container-matrix.md",
        "holds = \"loss-main < loss-v022\"",
        "holds = \"loss-mian < loss-v022\"",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("claim `logging-efficiency`: `loss-mian` is not a figure of this page"),
        "{stderr}"
    );
}

/// A site from `pcdocs init` whose page declares the claim computations.
fn site_with(figures: &str, message: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    assert!(pcdocs(&["init", "s"], dir.path()).status.success());
    let site = dir.path().join("s");
    edit(
        &site,
        "content/example.md",
        "\n+++\n",
        &format!("\n{figures}\n+++\n"),
    );
    edit(
        &site,
        "content/example.md",
        "{{ t(id=\"example-intro\") }}",
        "{{ t(id=\"example-intro\") }}\n\n{{ t(id=\"example-computed\") }}",
    );
    let ftl = site.join("locales/en/example.ftl");
    let mut text = std::fs::read_to_string(&ftl).unwrap();
    text.push_str(&format!("example-computed = {message}\n"));
    std::fs::write(&ftl, text).unwrap();
    dir
}

#[test]
fn extremes_trends_counts_and_signless_points_are_computed() {
    let figures = r#"
[figures.min-a]
compute = "minimum"
of = ["throughput/small/server-a", "throughput/medium/server-a", "throughput/large/server-a"]
[figures.max-a]
compute = "maximum"
of = ["throughput/small/server-a", "throughput/medium/server-a", "throughput/large/server-a"]
[figures.trend-a]
compute = "trend"
of = ["throughput/small/server-a", "throughput/medium/server-a", "throughput/large/server-a"]
[figures.trend-b]
compute = "trend"
of = ["throughput/medium/server-b", "throughput/large/server-b", "throughput/small/server-b"]
[figures.slow]
compute = "count-where"
table = "throughput"
row = "large"
below = 650
[figures.fast-rows]
compute = "count-where"
table = "throughput"
series = "server-a"
above = 1000
label = "name"
[figures.loss-a]
compute = "loss"
of = ["throughput/small/server-a", "throughput/medium/server-a"]
[figures.loss-b]
compute = "loss"
of = ["throughput/small/server-b", "throughput/medium/server-b"]
[figures.gap]
compute = "points"
of = ["loss-b", "loss-a"]
absolute = true
[figures.signed-gap]
compute = "points"
of = ["loss-b", "loss-a"]
"#;
    let message = "Lowest { $min-a }, highest { $max-a }; A { $trend-a }, B { $trend-b }; \
        below: { $slow } ({ $slow-quantifier } of { $slow-total }); \
        fast: { $fast-rows } ({ $fast-rows-count }, { $fast-rows-quantifier }); \
        gap { $gap }, signed { $signed-gap }.";
    let dir = site_with(figures, message);
    let site = dir.path().join("s");
    build(&site);
    let md = read(&site, "site/en/example/index.md");
    for expected in [
        "Lowest 605, highest 41,200",
        "A falls, B mixed",
        "below: Server A 1.0 (one of 2)",
        "fast: 1 KiB and 64 KiB (2, some)",
        "gap 4.0",
        "signed -4.0",
    ] {
        assert!(md.contains(expected), "{expected:?} not in:\n{md}");
    }
}
