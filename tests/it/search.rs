//! The search index of a built site: each locale's pages are indexed on
//! their own and the indexes merged, unless locales share a language.
//! (That a merged index is byte for byte the one index of every page is
//! tested in `search.rs` and by `the_committed_site_is_what_build_writes`.)

use crate::common::site::Site;
use crate::common::*;

/// The pages of the built site in `dir` that mark a body for the index.
fn indexed_pages(dir: &std::path::Path) -> Vec<String> {
    snapshot(&dir.join("site"))
        .into_iter()
        .filter(|(path, bytes)| {
            path.ends_with("/index.html")
                && String::from_utf8_lossy(bytes).contains("data-pagefind-body")
        })
        .map(|(path, _)| path)
        .collect()
}

fn languages(dir: &std::path::Path) -> serde_json::Map<String, serde_json::Value> {
    let entry = read(dir, "site/pagefind/pagefind-entry.json");
    let entry: serde_json::Value = serde_json::from_str(&entry).unwrap();
    entry["languages"].as_object().unwrap().clone()
}

#[test]
fn every_locale_gets_its_own_language_in_one_entry() {
    let dir = built_repo();
    let langs = languages(dir);
    let names: Vec<&str> = langs.keys().map(String::as_str).collect();
    assert_eq!(names, ["en", "fr", "zh-tw"]);
    let counted: u64 = langs
        .values()
        .map(|l| l["page_count"].as_u64().unwrap())
        .sum();
    assert_eq!(counted as usize, indexed_pages(dir).len());
}

#[test]
fn locales_whose_pages_share_a_language_are_indexed_as_one() {
    let dir = Site::tiny().write();
    // Every locale's pages now say they are English.
    edit(
        dir.path(),
        "templates/base.html",
        "<html lang=\"{{ lang }}\" dir=\"{{ dir }}\">",
        "<html lang=\"en\">",
    );
    build(dir.path());
    let langs = languages(dir.path());
    let names: Vec<&str> = langs.keys().map(String::as_str).collect();
    assert_eq!(names, ["en"]);
    let pages = indexed_pages(dir.path());
    assert!(pages.iter().any(|p| p.starts_with("fr/")), "{pages:?}");
    assert_eq!(
        langs["en"]["page_count"].as_u64().unwrap() as usize,
        pages.len()
    );
    let files = snapshot(&dir.path().join("site/pagefind"));
    assert!(
        !files
            .keys()
            .any(|f| f.contains("fr_") || f.contains("zh-tw")),
        "{:?}",
        files.keys().collect::<Vec<_>>()
    );
    // The same inputs give the same index.
    build(dir.path());
    assert_eq!(files, snapshot(&dir.path().join("site/pagefind")));
}
