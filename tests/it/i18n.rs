//! The translators' workflow: status, staleness, confirming, new locales.

use crate::common::site::{FR_PAGE, Site, confirm};
use crate::common::*;

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
    let dir = built_repo();
    let (code, text) = status(dir, &["--strict"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(
        text.contains("zh-TW: 100% translated") && text.contains("fr: 100% translated"),
        "{text}"
    );
}

#[test]
fn changing_one_english_message_makes_exactly_its_translations_stale() {
    // Two translations of the page, every message confirmed.
    let dir = Site::tiny()
        .locale("zh-TW")
        .ftl("zh-TW", "page.ftl", FR_PAGE)
        .write();
    for tag in ["zh-TW", "fr"] {
        confirm(dir.path(), tag);
    }
    let (_, before) = status(dir.path(), &[]);
    let counts = |text: &str, tag: &str| -> usize {
        let section = text.split(&format!("{tag}: ")).nth(1).unwrap();
        let line = section
            .lines()
            .find(|l| l.starts_with("  page.ftl: "))
            .unwrap();
        let n = line.split_once('/').unwrap().1;
        n.split_once(' ').unwrap().0.parse().unwrap()
    };
    edit(
        dir.path(),
        "content/page.md",
        "## Results { #results }",
        "## Outcome { #results }",
    );
    let (code, text) = status(dir.path(), &["--strict"]);
    assert_eq!(code, Some(1), "{text}");
    assert_eq!(text.matches("    stale: ").count(), 2, "{text}");
    for tag in ["zh-TW", "fr"] {
        let n = counts(&before, tag);
        assert_eq!(counts(&text, tag), n, "as many messages as before");
        let section = text.split(&format!("{tag}: ")).nth(1).unwrap();
        assert!(
            section.contains(&format!(
                "page.ftl: {}/{n} translated, 0 missing, 1 stale",
                n - 1
            )),
            "{text}"
        );
        assert!(
            section.contains("    stale: page-results-heading"),
            "{text}"
        );
    }
    let json = pcdocs(&["i18n", "status", "fr", "--format", "json"], dir.path());
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let page = v[0]["files"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["file"] == "page.ftl")
        .unwrap();
    assert_eq!(page["stale"], serde_json::json!(["page-results-heading"]));

    for tag in ["zh-TW", "fr"] {
        let out = pcdocs(
            &["i18n", "confirm", tag, "page-results-heading"],
            dir.path(),
        );
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
    // A third locale, which the status of fr alone leaves out.
    let dir = Site::tiny().locale("zh-TW").write();
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
        stderr.contains(
            "content/release-comparison.md: [de] message `release-title` is not translated; shown in en"
        ),
        "{stderr}"
    );
    let html = read(dir.path(), "site/de/v0.2.0-rc.3/index.html");
    assert!(html.contains("<html lang=\"de\" dir=\"ltr\">"));
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
        // Zero counts are left out: nothing is stale, everything is missing.
        page.contains("lang=\"de\">Deutsch</th>")
            && page.contains("0% (")
            && page.contains(" missing)")
            && !page.contains("0 stale"),
        "{page}"
    );
}

#[test]
fn a_build_computes_the_same_status_as_the_i18n_command() {
    let dir = Site::tiny()
        .locale("zh-TW")
        .ftl("zh-TW", "page.ftl", FR_PAGE)
        .write();
    let root = dir.path();
    for tag in ["zh-TW", "fr"] {
        confirm(root, tag);
    }
    // Stale (en changed), missing (fr removed) and obsolete (zh-TW extra).
    edit(
        root,
        "content/page.md",
        "## Results { #results }",
        "## Outcome { #results }",
    );
    let fr = read(root, "locales/fr/site.ftl");
    let fr: Vec<&str> = fr
        .lines()
        .filter(|l| !l.starts_with("toc-heading"))
        .collect();
    std::fs::write(root.join("locales/fr/site.ftl"), fr.join("\n")).unwrap();
    let zh = read(root, "locales/zh-TW/page.ftl");
    std::fs::write(
        root.join("locales/zh-TW/page.ftl"),
        zh + "\npage-gone = 已刪除\n",
    )
    .unwrap();

    let tags: Vec<String> = ["en", "fr", "zh-TW"].map(String::from).to_vec();
    let from_files = pcdocs::translate::status(root, &tags).unwrap();
    let project = pcdocs::site::load(root).unwrap_or_else(|d| panic!("{d}"));
    let messages = project.renderer.messages();
    let origins: Vec<_> = messages.locales.iter().map(|l| &l.origins).collect();
    let from_build = pcdocs::translate::status_from_origins(root, &tags, &origins).unwrap();
    let text = pcdocs::translate::to_text(&from_files);
    assert_eq!(text, pcdocs::translate::to_text(&from_build));
    assert!(
        text.contains("toc-heading") && text.contains("page-gone"),
        "{text}"
    );
    assert!(text.contains("page-results-heading"), "{text}");
}

#[test]
fn a_translation_never_confirmed_is_unconfirmed_not_stale() {
    let dir = Site::tiny().write();
    confirm(dir.path(), "fr");
    edit(
        dir.path(),
        "content/page.md",
        "page-caption = Requests per second\n",
        "page-caption = Requests per second\npage-extra = More\n",
    );
    let mut ftl = read(dir.path(), "locales/fr/page.ftl");
    ftl.push_str("page-extra = Plus\n");
    std::fs::write(dir.path().join("locales/fr/page.ftl"), ftl).unwrap();
    let (code, text) = status(dir.path(), &["fr", "--strict"]);
    assert_eq!(code, Some(1), "{text}");
    assert!(text.contains("    unconfirmed: page-extra"), "{text}");
    assert!(!text.contains("stale: page-extra"), "{text}");
    assert!(text.contains("0 stale, 1 unconfirmed"), "{text}");
    // Confirming it makes it current.
    assert!(
        pcdocs(&["i18n", "confirm", "fr", "page-extra"], dir.path())
            .status
            .success()
    );
    let (code, text) = status(dir.path(), &["fr", "--strict"]);
    assert_eq!(code, Some(0), "{text}");
}

/// A locale CLDR writes right to left gets `dir="rtl"` on its pages, and its
/// charts' labels read right to left where the layout places them; the
/// others stay left to right.
#[test]
fn right_to_left_locales_get_their_direction() {
    use crate::common::site::{CSV, MANIFEST, charted_page};
    let page = charted_page();
    let dir = Site::new()
        .locale("en")
        .locale("he")
        .locale("ar-EG")
        .locale("fr")
        .campaign("c", MANIFEST)
        .table("c", "rps.csv", CSV)
        .page("page.md", &page)
        .write();
    let out = pcdocs(&["build"], dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (tag, direction) in [
        ("en", "ltr"),
        ("he", "rtl"),
        ("ar-EG", "rtl"),
        ("fr", "ltr"),
    ] {
        for path in [
            format!("site/{tag}/c/index.html"),
            format!("site/{tag}/index.html"),
        ] {
            let html = read(dir.path(), &path);
            let doc = scraper::Html::parse_document(&html);
            let root = doc.root_element();
            assert_eq!(root.value().attr("dir"), Some(direction), "{path}");
        }
        let svg = read(dir.path(), &format!("site/{tag}/c/rps.svg"));
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let texts: Vec<_> = doc
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .collect();
        assert!(!texts.is_empty());
        for t in &texts {
            assert_eq!(
                t.attribute("direction") == Some("rtl"),
                direction == "rtl",
                "{tag}: {svg}"
            );
        }
    }
    // The same chart mirrored in its anchors only: a label anchored at its
    // start in English is anchored at its end in Hebrew, at the same place.
    let anchors = |tag: &str| -> Vec<(String, String)> {
        let svg = read(dir.path(), &format!("site/{tag}/c/rps.svg"));
        let doc = roxmltree::Document::parse(&svg).unwrap();
        doc.descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| {
                (
                    n.attribute("x").unwrap_or("").to_owned(),
                    n.attribute("text-anchor").unwrap_or("").to_owned(),
                )
            })
            .collect()
    };
    let flip = |a: &str| match a {
        "start" => "end".to_owned(),
        "end" => "start".to_owned(),
        other => other.to_owned(),
    };
    let en: Vec<(String, String)> = anchors("en")
        .into_iter()
        .map(|(x, a)| (x, flip(&a)))
        .collect();
    assert_eq!(anchors("he"), en);
}
