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
