//! Bad input: a clear message with file and line, a non-zero exit, and the
//! previous site left exactly as it was.

use crate::common::site::*;
use crate::common::*;

#[test]
fn a_bad_results_cell_fails_the_build_and_keeps_the_previous_site() {
    let dir = Site::tiny().write();
    build(dir.path());
    let before = snapshot(&dir.path().join("site"));
    edit(
        dir.path(),
        "results/c/rps.csv",
        "small,alpha,1500",
        "small,alpha,\"1,500\"",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("results/c/rps.csv:2:13: error: `1,500` is not a plain number"),
        "{stderr}"
    );
    assert_eq!(before, snapshot(&dir.path().join("site")));
}

#[test]
fn a_reference_to_a_missing_row_names_the_content_file_and_line() {
    let dir = Site::tiny().write();
    let page = "content/page.md";
    edit(
        dir.path(),
        page,
        "of = [\"rps/small/alpha\"",
        "of = [\"rps/smoll/alpha\"",
    );
    let line = line_of(dir.path(), page, "\"rps/smoll/alpha\"");
    let column = read(dir.path(), page)
        .lines()
        .nth(line - 1)
        .unwrap()
        .find("\"rps/smoll")
        .unwrap()
        + 1;
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!("{page}:{line}:{column}:")),
        "{stderr}"
    );
    assert!(
        stderr.contains("table `rps` has no row `smoll`"),
        "{stderr}"
    );
}

#[test]
fn a_fluent_syntax_error_names_file_line_and_column() {
    // The site-wide messages are the repository's own.
    let dir = Site::tiny().write();
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
    let dir = Site::tiny().write();
    let path = dir.path().join("locales/fr/page.ftl");
    let text = std::fs::read_to_string(&path).unwrap();
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("page-intro-alpha-and-beta"))
        .collect();
    std::fs::write(&path, kept.join("\n")).unwrap();
    let stderr = build_ok(dir.path());
    assert!(
        stderr.contains(
            "content/page.md: [fr] message `page-intro-alpha-and-beta` is not translated; shown in en"
        ),
        "{stderr}"
    );
    let html = read(dir.path(), "site/fr/c/index.html");
    assert!(
        html.contains(
            "<span class=\"fallback\" lang=\"en\">Alpha and Beta were measured on a test machine"
        ),
        "{html}"
    );
    assert!(
        html.contains("ne sont pas encore traduits"),
        "visible notice"
    );
    // Only that message: the translated heading is French.
    assert!(html.contains(">Résultats<"), "{html}");
}

#[test]
fn every_broken_campaign_and_page_is_reported_once() {
    // Campaigns and content files load in parallel; every problem must
    // still come, each once.
    let names: Vec<String> = (0..24).map(|i| format!("b{i:02}")).collect();
    let mut site = Site::tiny();
    for name in &names {
        site = site
            .campaign(name, MANIFEST)
            .table(name, "rps.csv", &CSV.replace("1500", "\"1,500\""))
            .page(
                &format!("{name}.md"),
                &format!("+++\ncampaign = \"{name}\"\nslug = = \"{name}\"\n+++\nText.\n"),
            );
    }
    let dir = site.write();
    let stderr = build_fails(dir.path());
    for n in &names {
        for at in [
            format!("results/{n}/rps.csv:2:"),
            format!("content/{n}.md:3:"),
        ] {
            assert_eq!(stderr.matches(&at).count(), 1, "{at} in:\n{stderr}");
        }
    }
}
