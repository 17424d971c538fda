//! The translators' workflow: status, staleness, confirming, new locales.

mod common;
use common::*;

fn status(dir: &std::path::Path, args: &[&str]) -> (Option<i32>, String) {
    let mut all = vec!["i18n", "status"];
    all.extend_from_slice(args);
    let out = pcdocs(&all, dir);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn the_repository_is_fully_translated() {
    let dir = copy_of_repo();
    let (code, text) = status(dir.path(), &["--strict"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(
        text.contains("zh-TW: 100% translated") && text.contains("fr: 100% translated"),
        "{text}"
    );
}

#[test]
fn changing_one_english_message_makes_exactly_its_translations_stale() {
    let dir = copy_of_repo();
    edit(
        dir.path(),
        "locales/en/rc3.ftl",
        "rc3-source-heading = Source",
        "rc3-source-heading = Sources",
    );
    let (code, text) = status(dir.path(), &["--strict"]);
    assert_eq!(code, Some(1), "{text}");
    assert_eq!(text.matches("    stale: ").count(), 2, "{text}");
    for tag in ["zh-TW", "fr"] {
        let section = text.split(&format!("{tag}: ")).nth(1).unwrap();
        assert!(
            section.contains("rc3.ftl: 25/26 translated, 0 missing, 1 stale"),
            "{text}"
        );
        assert!(section.contains("    stale: rc3-source-heading"), "{text}");
    }
    let json = pcdocs(&["i18n", "status", "fr", "--format", "json"], dir.path());
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let rc3 = v[0]["files"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["file"] == "rc3.ftl")
        .unwrap();
    assert_eq!(rc3["stale"], serde_json::json!(["rc3-source-heading"]));

    for tag in ["zh-TW", "fr"] {
        let out = pcdocs(&["i18n", "confirm", tag, "rc3-source-heading"], dir.path());
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let (code, text) = status(dir.path(), &["--strict"]);
    assert_eq!(code, Some(0), "{text}");
}

#[test]
fn missing_and_obsolete_messages_are_listed() {
    let dir = copy_of_repo();
    let path = dir.path().join("locales/fr/site.ftl");
    let text = read(dir.path(), "locales/fr/site.ftl")
        .replace("toc-heading = Sur cette page\n", "")
        + "gone = Parti\n";
    std::fs::write(path, text).unwrap();
    let (code, text) = status(dir.path(), &["fr"]);
    assert_eq!(code, Some(0), "without --strict the status is informative");
    assert!(
        text.contains("    missing: toc-heading") && text.contains("    obsolete: gone"),
        "{text}"
    );
    assert!(!text.contains("zh-TW"), "only the locale asked for");
}

#[test]
fn a_new_locale_needs_no_code() {
    let dir = copy_of_repo();
    edit(
        dir.path(),
        "pcdocs.toml",
        "locales = [\"en\", \"zh-TW\", \"fr\"]",
        "locales = [\"en\", \"zh-TW\", \"fr\", \"de\"]",
    );
    std::fs::create_dir(dir.path().join("locales/de")).unwrap();
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("[de] message `rc3-title` is not translated; shown in en"),
        "{stderr}"
    );
    let html = read(dir.path(), "site/de/v0.2.0-rc.3/index.html");
    assert!(html.contains("<html lang=\"de\">"));
    assert!(html.contains("class=\"notice\""), "visible notice");
    assert!(
        html.contains("<span class=\"fallback\" lang=\"en\">"),
        "marked passages"
    );
    // CLDR formatting for German, inside English fallback prose.
    let md = read(dir.path(), "site/de/v0.2.0-rc.3/index.md");
    assert!(md.contains("| 46.125 | 39.478 |"), "{md}");
    assert!(md.contains("1,2×") && md.contains("14\u{a0}%"), "{md}");
    // The switcher names the new language from CLDR until it is translated.
    assert!(html.contains(">Deutsch</a>"), "{html}");
    let (_, text) = status(dir.path(), &["de"]);
    assert!(text.starts_with("de: 0% translated"), "{text}");
    let page = read(dir.path(), "site/en/translations/index.html");
    assert!(
        page.contains("lang=\"de\">Deutsch</th>") && page.contains("0% (0 stale, "),
        "{page}"
    );
}

#[test]
fn a_build_computes_the_same_status_as_the_i18n_command() {
    let dir = copy_of_repo();
    let root = dir.path();
    // Stale (en changed), missing (fr removed) and obsolete (zh-TW extra).
    edit(
        root,
        "locales/en/rc3.ftl",
        "rc3-source-heading = Source",
        "rc3-source-heading = Sources",
    );
    let fr = read(root, "locales/fr/site.ftl");
    let fr: Vec<&str> = fr
        .lines()
        .filter(|l| !l.starts_with("toc-heading"))
        .collect();
    std::fs::write(root.join("locales/fr/site.ftl"), fr.join("\n")).unwrap();
    let zh = read(root, "locales/zh-TW/mx.ftl");
    std::fs::write(
        root.join("locales/zh-TW/mx.ftl"),
        zh + "\nmx-gone = 已刪除\n",
    )
    .unwrap();

    let tags: Vec<String> = ["en", "zh-TW", "fr"].map(String::from).to_vec();
    let from_files = pcdocs::translate::status(root, &tags).unwrap();
    let project = pcdocs::site::load(root).unwrap_or_else(|d| panic!("{d}"));
    let messages = project.renderer.messages();
    let origins: Vec<_> = messages.locales.iter().map(|l| &l.origins).collect();
    let from_build = pcdocs::translate::status_from_origins(root, &tags, &origins).unwrap();
    let text = pcdocs::translate::to_text(&from_files);
    assert_eq!(text, pcdocs::translate::to_text(&from_build));
    assert!(
        text.contains("toc-heading") && text.contains("mx-gone"),
        "{text}"
    );
    assert!(text.contains("rc3-source-heading"), "{text}");
}

#[test]
fn a_translation_never_confirmed_is_unconfirmed_not_stale() {
    let dir = copy_of_repo();
    for (tag, text) in [("en", "rc3-extra = More"), ("fr", "rc3-extra = Plus")] {
        let file = format!("locales/{tag}/rc3.ftl");
        let mut ftl = read(dir.path(), &file);
        ftl.push_str(&format!("{text}\n"));
        std::fs::write(dir.path().join(&file), ftl).unwrap();
    }
    let (code, text) = status(dir.path(), &["fr", "--strict"]);
    assert_eq!(code, Some(1), "{text}");
    assert!(text.contains("    unconfirmed: rc3-extra"), "{text}");
    assert!(!text.contains("stale: rc3-extra"), "{text}");
    assert!(text.contains("0 stale, 1 unconfirmed"), "{text}");
    // Confirming it makes it current.
    assert!(
        pcdocs(&["i18n", "confirm", "fr", "rc3-extra"], dir.path())
            .status
            .success()
    );
    let (code, text) = status(dir.path(), &["fr", "--strict"]);
    assert_eq!(code, Some(0), "{text}");
}
