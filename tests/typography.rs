//! The typography lint of `pcdocs check`: the repository's messages pass it,
//! and a slip planted in each locale fails with its file, line and column.

mod common;
use common::*;

/// `pcdocs check`'s output, without the stale-site findings (the copy's
/// site is whatever was last committed).
fn check(dir: &std::path::Path) -> String {
    let out = pcdocs(&["check"], dir);
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The `file:line:col` where `needle` starts in a file.
fn position(dir: &std::path::Path, path: &str, needle: &str) -> String {
    let text = read(dir, path);
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("{path} lacks {needle:?}"));
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().unwrap().chars().count() + 1;
    format!("{path}:{line}:{col}")
}

const LINTS: [&str; 3] = [
    "between Latin items",
    "ordinary space",
    "straight apostrophe",
];

#[test]
fn the_repository_messages_pass_the_lint() {
    let dir = copy_of_repo();
    let err = check(dir.path());
    for lint in LINTS {
        assert!(!err.contains(lint), "{lint}:\n{err}");
    }
    assert!(!err.contains("half-width"), "{err}");
}

#[test]
fn planted_slips_fail_with_their_place() {
    let dir = copy_of_repo();
    let d = dir.path();
    edit(
        d,
        "locales/zh-TW/rc3.ftl",
        "HTTP/2 與 HTTP/3 的反向代理列",
        "HTTP/2和HTTP/3 的反向代理列",
    );
    edit(
        d,
        "locales/fr/rc3.ftl",
        "que les autres\u{a0}: le débit",
        "que les autres\u{a0}: « 14 % » le débit",
    );
    edit(
        d,
        "locales/en/rc3.ftl",
        "maintainer’s checkout",
        "maintainer's checkout",
    );
    let err = check(d);
    let out = pcdocs(&["check"], d);
    assert_eq!(out.status.code(), Some(1));

    let zh = position(d, "locales/zh-TW/rc3.ftl", "和HTTP/3 的反向代理列");
    assert!(
        err.contains(&format!("{zh}: error: 「和」 between Latin items")),
        "{zh}\n{err}"
    );
    // Both ordinary spaces inside the quotes, and the one before `%`.
    let fr = position(d, "locales/fr/rc3.ftl", " 14 % »");
    assert!(
        err.contains(&format!("{fr}: error: ordinary space after `«`")),
        "{fr}\n{err}"
    );
    let fr = position(d, "locales/fr/rc3.ftl", " % »");
    assert!(
        err.contains(&format!("{fr}: error: ordinary space before `%`")),
        "{fr}\n{err}"
    );
    let fr = position(d, "locales/fr/rc3.ftl", " » le débit");
    assert!(
        err.contains(&format!("{fr}: error: ordinary space before `»`")),
        "{fr}\n{err}"
    );
    let en = position(d, "locales/en/rc3.ftl", "'s checkout");
    assert!(
        err.contains(&format!("{en}: error: straight apostrophe `'` in prose")),
        "{en}\n{err}"
    );
    assert!(err.contains("hint: join Latin items with 「與」"), "{err}");
    assert!(
        err.contains("hint: write the typographic apostrophe ’"),
        "{err}"
    );
}
