//! `pcdocs i18n sync` on a small prose site: it writes each page's
//! translation file with the English beside each message, in page order,
//! changes nothing when run again, and keeps what translators wrote.

use crate::common::site::*;
use crate::common::{edit, read};

const FR: &str = "locales/fr/page.ftl";

/// The position in `text` of the line that defines (or stubs) `id`.
fn at(text: &str, id: &str) -> usize {
    text.find(&format!("\n{id} ="))
        .or_else(|| text.find(&format!("\n# {id} =")))
        .unwrap_or_else(|| panic!("no {id} in\n{text}"))
}

/// The comment lines right above `id`'s definition.
fn comment_of<'a>(text: &'a str, id: &str) -> Vec<&'a str> {
    let before = &text[..at(text, id)];
    let mut lines: Vec<&str> = before
        .lines()
        .rev()
        .take_while(|l| l.starts_with('#'))
        .collect();
    lines.reverse();
    lines
}

#[test]
fn sync_writes_the_english_beside_each_translation_in_page_order() {
    let dir = Site::tiny().write();
    let out = sync(dir.path());
    assert!(
        out.contains("locales/fr/page.ftl (written): 8 translated, 0 to translate, 0 obsolete"),
        "{out}"
    );
    let text = read(dir.path(), FR);
    assert!(
        text.starts_with("### Translations of the messages of content/page.md."),
        "{text}"
    );
    // The page's blocks in the order they come on the page.
    let order = [
        "page-title",
        "page-description",
        "page-intro-alpha-and-beta",
        "page-results-heading",
        "page-results-alpha-served-the",
        "page-rounds",
    ];
    let positions: Vec<usize> = order.iter().map(|id| at(&text, id)).collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{text}");
    assert_eq!(
        comment_of(&text, "page-intro-alpha-and-beta"),
        ["# en: Alpha and Beta were measured on { $host-machine } with { $host-cpus } CPUs."]
    );
    assert_eq!(comment_of(&text, "page-results-heading"), ["# en: Results"]);
    assert_eq!(comment_of(&text, "page-col-scenario"), ["# en: Scenario"]);
    // A selector's English keeps its lines, each commented.
    assert_eq!(
        comment_of(&text, "page-rounds"),
        [
            "# en: { $sampling-runs ->",
            "#         [one] One round was run.",
            "#        *[other] { $sampling-runs } rounds were run.",
            "#     }",
        ]
    );
    // The translations themselves are as the translator wrote them.
    assert!(
        text.contains("\npage-results-heading = Résultats\n"),
        "{text}"
    );
    // The file still builds the same French page.
    build_ok(dir.path());
    assert!(twin(dir.path(), "fr", "c").contains("## Résultats"));

    // Twice: nothing changes, byte for byte.
    let first = std::fs::read(dir.path().join(FR)).unwrap();
    let out = sync(dir.path());
    assert!(!out.contains("(written)"), "{out}");
    assert_eq!(std::fs::read(dir.path().join(FR)).unwrap(), first);
}

#[test]
fn one_english_edit_makes_exactly_that_translation_stale_and_sync_shows_the_new_english() {
    let dir = Site::tiny().write();
    sync(dir.path());
    confirm(dir.path(), "fr");
    let (code, text) = status(dir.path(), &["fr", "--strict"]);
    assert_eq!(code, Some(0), "{text}");
    // Words after the first three: the message keeps its id.
    edit(
        dir.path(),
        "content/page.md",
        "with { $host-cpus } CPUs.",
        "with { $host-cpus } CPU cores.",
    );
    let (code, text) = status(dir.path(), &["fr", "--strict"]);
    assert_eq!(code, Some(1), "{text}");
    assert_eq!(text.matches("    stale: ").count(), 1, "{text}");
    assert!(
        text.contains("    stale: page-intro-alpha-and-beta\n")
            && text.contains("page.ftl: 7/8 translated, 0 missing, 1 stale"),
        "{text}"
    );
    sync(dir.path());
    let ftl = read(dir.path(), FR);
    assert_eq!(
        comment_of(&ftl, "page-intro-alpha-and-beta"),
        ["# en: Alpha and Beta were measured on { $host-machine } with { $host-cpus } CPU cores."]
    );
    // Syncing renews the comment only: the translation is still stale.
    let (_, text) = status(dir.path(), &["fr"]);
    assert!(
        text.contains("    stale: page-intro-alpha-and-beta\n"),
        "{text}"
    );
}

#[test]
fn a_translation_of_a_removed_paragraph_is_kept_as_obsolete() {
    let dir = Site::tiny().write();
    edit(
        dir.path(),
        "content/page.md",
        "<!-- the ratio, as measured -->\nAlpha served { $small } the small requests Beta served.\n\n",
        "",
    );
    // The figure is shown nowhere now; the page still builds.
    let out = sync(dir.path());
    assert!(
        out.contains("locales/fr/page.ftl (written): 7 translated, 0 to translate, 1 obsolete"),
        "{out}"
    );
    let text = read(dir.path(), FR);
    let group = text
        .find("\n## Obsolete: no longer on the page.")
        .unwrap_or_else(|| panic!("{text}"));
    let kept = text
        .find("\npage-results-alpha-served-the = Alpha a servi { $small } des petites requêtes servies par Beta.\n")
        .unwrap_or_else(|| panic!("{text}"));
    assert!(group < kept, "under the Obsolete group:\n{text}");
    assert!(
        text[..group].contains("page-rounds"),
        "the page's messages come first"
    );
    let (_, report) = status(dir.path(), &["fr"]);
    assert!(
        report.contains("    obsolete: page-results-alpha-served-the"),
        "{report}"
    );
}

#[test]
fn a_missing_translation_appears_as_a_commented_stub() {
    let dir = Site::tiny()
        .ftl(
            "fr",
            "page.ftl",
            &FR_PAGE.replace("page-results-heading = Résultats\n", ""),
        )
        .write();
    let out = sync(dir.path());
    assert!(
        out.contains("locales/fr/page.ftl (written): 7 translated, 1 to translate, 0 obsolete"),
        "{out}"
    );
    let text = read(dir.path(), FR);
    assert!(
        text.contains("\n# en: Results\n# page-results-heading =\n"),
        "{text}"
    );
    // In its place on the page: after the intro, before the next paragraph.
    assert!(at(&text, "page-intro-alpha-and-beta") < at(&text, "page-results-heading"));
    assert!(at(&text, "page-results-heading") < at(&text, "page-results-alpha-served-the"));
    let (_, report) = status(dir.path(), &["fr"]);
    assert!(
        report.contains("    missing: page-results-heading"),
        "{report}"
    );
    // Filling the stub in translates it.
    edit(
        dir.path(),
        FR,
        "# page-results-heading =\n",
        "page-results-heading = Résultats\n",
    );
    let (_, report) = status(dir.path(), &["fr"]);
    assert!(
        !report.contains("missing: page-results-heading"),
        "{report}"
    );
}
