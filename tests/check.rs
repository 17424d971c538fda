//! `pcdocs check` on copies of this repository.

mod common;
use common::*;

fn check(dir: &std::path::Path) -> (bool, String) {
    let out = pcdocs(&["check"], dir);
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_repository_passes() {
    let dir = copy_of_repo();
    build(dir.path());
    let (ok, err) = check(dir.path());
    assert!(ok, "{err}");
}

#[test]
fn a_typed_number_in_prose_fails_with_its_place() {
    let dir = copy_of_repo();
    build(dir.path());
    let file = "locales/en/rc3.ftl";
    let original = read(dir.path(), file);
    edit(
        dir.path(),
        file,
        "rc3-source-heading = Source",
        "rc3-source-heading = Source of 3 runs",
    );
    let (ok, err) = check(dir.path());
    assert!(!ok);
    let line = original
        .lines()
        .position(|l| l.starts_with("rc3-source-heading"))
        .unwrap()
        + 1;
    assert!(
        err.contains(&format!(
            "locales/en/rc3.ftl:{line}:32: error: typed figure `3` in prose"
        )),
        "{err}"
    );
    std::fs::write(dir.path().join(file), original).unwrap();
    assert!(check(dir.path()).0);

    edit(
        dir.path(),
        "locales/fr/rc3.ftl",
        "rc3-source-heading = Source",
        "rc3-source-heading = Source (93,1\u{a0}%)",
    );
    let (ok, err) = check(dir.path());
    assert!(
        !ok && err.contains("locales/fr/rc3.ftl:") && err.contains("typed figure `93,1`"),
        "{err}"
    );
}

#[test]
fn a_deliberate_literal_is_allowed_when_marked() {
    let dir = copy_of_repo();
    build(dir.path());
    edit(
        dir.path(),
        "locales/en/rc3.ftl",
        "rc3-source-heading = Source",
        "rc3-source-heading = Source { \"1\" }",
    );
    assert!(
        check(dir.path())
            .1
            .contains("typed figure in the string literal \"1\"")
    );
    edit(
        dir.path(),
        "locales/en/rc3.ftl",
        "Source { \"1\" }",
        "Source { LITERAL(\"1\") }",
    );
    // The literal now shows on the page, so the committed site is stale until rebuilt.
    build(dir.path());
    let (ok, err) = check(dir.path());
    assert!(!err.contains("typed figure"), "{err}");
    // The French translation was made from the old English: same variables, still fine.
    assert!(ok, "{err}");
}

#[test]
fn a_translation_with_another_variable_names_both() {
    let dir = copy_of_repo();
    build(dir.path());
    edit(
        dir.path(),
        "locales/fr/mx.ftl",
        "environ { $proxy-share } du débit",
        "environ { $retention-main } du débit",
    );
    let (ok, err) = check(dir.path());
    assert!(!ok);
    assert!(
        err.contains(
            "message `mx-fixed-comparison` drops `$proxy-share`, which the en message shows"
        ),
        "{err}"
    );
    let uses = "message `mx-fixed-comparison` uses `$retention-main`, which the en message does not provide (it provides ";
    assert!(err.contains(uses), "{err}");
    let provided = err.lines().find(|l| l.contains(uses)).unwrap();
    assert!(
        provided.contains("$proxy-share"),
        "names what English provides: {provided}"
    );
}

#[test]
fn missing_obsolete_and_plural_problems_are_reported() {
    let dir = copy_of_repo();
    build(dir.path());
    let path = dir.path().join("locales/fr/site.ftl");
    let text = read(dir.path(), "locales/fr/site.ftl")
        .replace("toc-heading = Sur cette page\n", "")
        + "old-message = Ancien texte\n";
    std::fs::write(&path, text).unwrap();
    edit(
        dir.path(),
        "locales/fr/rc3.ftl",
        "        [many] processeurs\n",
        "",
    );
    let (ok, err) = check(dir.path());
    assert!(!ok);
    assert!(
        err.contains("locales/fr/site.ftl: error: message `toc-heading` is missing in fr"),
        "{err}"
    );
    assert!(err.contains("message `old-message` is obsolete"), "{err}");
    assert!(err.contains("locales/fr/rc3.ftl:12:10: error: plural selector lacks the CLDR category `[many]` that fr needs"), "{err}");
}

#[test]
fn a_claim_key_the_data_cannot_select_is_reported() {
    let dir = copy_of_repo();
    build(dir.path());
    edit(
        dir.path(),
        "locales/en/mx.ftl",
        "        [behind] roughly { $proxy-over-v022 } less",
        "        [behnid] roughly { $proxy-over-v022 } less",
    );
    let (ok, err) = check(dir.path());
    assert!(!ok);
    assert!(
        err.contains("`[behnid]` is not a value `$proxy-over-v022-standing` can take"),
        "{err}"
    );
}

#[test]
fn results_changed_without_rebuilding_fail_until_rebuilt() {
    let dir = copy_of_repo();
    build(dir.path());
    edit(
        dir.path(),
        "results/v0.2.0-rc.3/throughput.csv",
        "http3-static,caddy,22912",
        "http3-static,caddy,22913",
    );
    let (ok, err) = check(dir.path());
    assert!(!ok);
    for locale in ["en", "zh-TW", "fr"] {
        assert!(err.contains(&format!("site/{locale}/v0.2.0-rc.3/index.html: error: differs from what `pcdocs build` writes now")), "{err}");
    }
    build(dir.path());
    assert!(check(dir.path()).0);
}

#[test]
fn typed_figures_in_page_text_are_reported() {
    let dir = copy_of_repo();
    build(dir.path());
    edit(
        dir.path(),
        "content/v0.2.0-rc.3.md",
        "## {{ t(id=\"rc3-source-heading\") }}",
        "## {{ t(id=\"rc3-source-heading\") }} (3 runs)",
    );
    let (ok, err) = check(dir.path());
    assert!(
        !ok && err.contains("content/v0.2.0-rc.3.md:")
            && err.contains("typed figure `3` in page text"),
        "{err}"
    );
}

#[test]
fn a_published_cell_with_failed_requests_breaks_the_rules() {
    let dir = copy_of_repo();
    let m = "results/v0.2.0-rc.3/manifest.toml";
    edit(
        dir.path(),
        m,
        "reason = \"reason\"\n",
        "reason = \"reason\"\nfailed = \"failed\"\n",
    );
    let csv = "results/v0.2.0-rc.3/throughput.csv";
    let text = read(dir.path(), csv);
    let text: String = text
        .lines()
        .enumerate()
        .map(|(i, l)| match i {
            0 => format!("{l},failed\n"),
            2 => format!("{l},12\n"),
            _ => format!("{l},0\n"),
        })
        .collect();
    std::fs::write(dir.path().join(csv), text).unwrap();
    let (ok, err) = check(dir.path());
    assert!(!ok);
    assert!(
        err.contains("results/v0.2.0-rc.3/throughput.csv:3:"),
        "{err}"
    );
    assert!(
        err.contains("published as valid, but 12 requests failed"),
        "{err}"
    );
}
