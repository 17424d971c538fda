//! Every error names the file, line and column where the fix belongs, one
//! run reports them all, and a huge bad value does not flood the report.

mod common;
use common::*;

fn stderr_of_build(dir: &std::path::Path) -> String {
    let out = pcdocs(&["build"], dir);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

#[test]
fn a_syntax_error_comes_with_the_errors_of_other_pages() {
    let dir = copy_of_repo();
    let page = "content/2026-10-container-matrix.md";
    edit(
        dir.path(),
        page,
        "{{ t(id=\"mx-lead\") }}",
        "{{ t(id=\"mx-lead\" }}",
    );
    edit(
        dir.path(),
        "content/v0.2.0-rc.3.md",
        "## {{ t(id=\"rc3-results-heading\") }}",
        "## {{ t(id=\"rc3-no-such-message\") }}",
    );
    let stderr = stderr_of_build(dir.path());
    let text = read(dir.path(), "content/v0.2.0-rc.3.md");
    let line = text
        .lines()
        .position(|l| l.contains("rc3-no-such-message"))
        .unwrap()
        + 1;
    for expected in [
        format!("{page}:"),
        "Found `}}` but expected ,.".to_owned(),
        format!(
            "content/v0.2.0-rc.3.md:{line}:4: error: [en] no message `rc3-no-such-message` in any locale"
        ),
    ] {
        assert!(stderr.contains(&expected), "lacks {expected:?}:\n{stderr}");
    }
}

#[test]
fn a_fluent_error_is_placed_at_its_message() {
    let dir = copy_of_repo();
    edit(
        dir.path(),
        "locales/fr/mx.ftl",
        "mx-lead = Des chiffres",
        "mx-lead = { $no-such-variable } Des chiffres",
    );
    let stderr = stderr_of_build(dir.path());
    let expected =
        "locales/fr/mx.ftl:7:1: error: [fr] message `mx-lead`: Unknown variable: $no-such-variable";
    assert!(stderr.contains(expected), "{stderr}");
    // The page that shows it, at its call.
    let text = read(dir.path(), "content/2026-10-container-matrix.md");
    let line = text
        .lines()
        .position(|l| l.contains("t(id=\"mx-lead\")"))
        .unwrap()
        + 1;
    let shown = format!("hint: shown by content/2026-10-container-matrix.md:{line}:1");
    assert!(stderr.contains(&shown), "{stderr}");
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
