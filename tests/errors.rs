//! Bad input: a clear message with file and line, a non-zero exit, and the
//! previous site left exactly as it was.

mod common;
use common::*;

#[test]
fn a_bad_results_cell_fails_the_build_and_keeps_the_previous_site() {
    let dir = copy_of_repo();
    build(dir.path());
    let before = snapshot(&dir.path().join("site"));
    edit(
        dir.path(),
        "results/v0.2.0-rc.3/throughput.csv",
        "http1-static,nginx,39478",
        "http1-static,nginx,\"39,478\"",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "results/v0.2.0-rc.3/throughput.csv:3:20: error: `39,478` is not a plain number"
        ),
        "{stderr}"
    );
    assert_eq!(before, snapshot(&dir.path().join("site")));
}

#[test]
fn a_reference_to_a_missing_row_names_the_content_file_and_line() {
    let dir = copy_of_repo();
    edit(
        dir.path(),
        "content/v0.2.0-rc.3.md",
        "\"http3-static\"]",
        "\"http9-static\"]",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("content/v0.2.0-rc.3.md:11:58:"), "{stderr}");
    assert!(
        stderr.contains("table `throughput` has no row `http9-static`"),
        "{stderr}"
    );
}

#[test]
fn a_fluent_syntax_error_names_file_line_and_column() {
    let dir = copy_of_repo();
    edit(
        dir.path(),
        "locales/fr/site.ftl",
        "toc-heading = Sur cette page",
        "toc-heading = Sur { cette page",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("locales/fr/site.ftl:9:27:"), "{stderr}");
    assert!(stderr.contains("Fluent syntax error"), "{stderr}");
}

#[test]
fn a_missing_translation_falls_back_to_english_with_a_notice() {
    let dir = copy_of_repo();
    let path = dir.path().join("locales/fr/rc3.ftl");
    let text = std::fs::read_to_string(&path).unwrap();
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("rc3-caveat-host"))
        .collect();
    std::fs::write(&path, kept.join("\n")).unwrap();
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("[fr] message `rc3-caveat-host` is not translated; shown in en"),
        "{stderr}"
    );
    let html = read(dir.path(), "site/fr/v0.2.0-rc.3/index.html");
    assert!(
        html.contains(
            "<span class=\"fallback\" lang=\"en\"><strong>Results depend on the host.</strong>"
        ),
        "{html}"
    );
    assert!(
        html.contains("ne sont pas encore traduits"),
        "visible notice"
    );
}
