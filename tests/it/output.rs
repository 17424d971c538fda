//! What `pcdocs build` may replace: only a folder it wrote (marked by its
//! stamp), an empty one or a new one; never the project, its inputs, .git or
//! a folder of the user's. A swap that a kill left half done is finished by
//! the next run, whether that run succeeds or not.

use crate::common::site::{Site, build_ok, check};
use crate::common::*;
use std::path::Path;

const STAMP: &str = ".pcdocs-output";

fn refused(dir: &Path, out: &str) -> String {
    let o = pcdocs(&["build", "--out", out], dir);
    let stderr = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(1), "--out {out}: {stderr}");
    assert!(stderr.contains("cannot write the site to"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

#[test]
fn build_never_replaces_what_it_did_not_write() {
    let dir = Site::tiny().write();
    let root = dir.path();
    std::fs::create_dir(root.join(".git")).unwrap();
    std::fs::write(root.join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
    std::fs::create_dir(root.join("mydocs")).unwrap();
    std::fs::write(root.join("mydocs/notes.md"), "mine").unwrap();
    let before = snapshot(root);
    for out in [
        "results",
        "content",
        "locales",
        "templates",
        "themes",
        "results/c",
        "content/site",
        "mydocs",
        ".git",
        ".",
        "..",
        "pcdocs.toml",
    ] {
        refused(root, out);
    }
    let abs = root.to_string_lossy().into_owned();
    refused(root, &abs);
    let stderr = refused(root, "mydocs");
    assert!(stderr.contains("was not written by pcdocs"), "{stderr}");
    let after = snapshot(root);
    let changed: Vec<&String> = after
        .keys()
        .chain(before.keys())
        .filter(|k| before.get(*k) != after.get(*k))
        .collect();
    assert!(changed.is_empty(), "a refused build changed {changed:?}");
}

#[test]
fn build_writes_new_and_empty_folders_and_replaces_its_own() {
    let dir = Site::tiny().write();
    let root = dir.path();
    build(root);
    assert!(root.join("site").join(STAMP).is_file());
    // Its own folder, again.
    build(root);
    std::fs::create_dir(root.join("empty")).unwrap();
    let o = pcdocs(&["build", "--out", "empty"], root);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = pcdocs(&["build", "--out", "new/deeper/site"], root);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(snapshot(&root.join("empty")), snapshot(&root.join("site")));
    // Once the stamp is gone the folder is the user's.
    std::fs::remove_file(root.join("empty").join(STAMP)).unwrap();
    refused(root, "empty");
}

#[test]
fn a_symlinked_site_is_written_through_its_link() {
    let dir = Site::tiny().write();
    let root = dir.path();
    let elsewhere = tempfile::tempdir().unwrap();
    let target = elsewhere.path().join("public");
    std::fs::create_dir(&target).unwrap();
    std::os::unix::fs::symlink(&target, root.join("site")).unwrap();
    build(root);
    build(root);
    let link = std::fs::symlink_metadata(root.join("site")).unwrap();
    assert!(link.file_type().is_symlink(), "the link was replaced");
    assert!(target.join("en/index.html").is_file());
    assert!(target.join(STAMP).is_file());
}

/// The state a kill between the two renames of a swap leaves: no `site/`,
/// the previous one set aside under pcdocs's name.
fn kill_between_renames(root: &Path) {
    std::fs::rename(root.join("site"), root.join(".site.old-999999999")).unwrap();
}

#[test]
fn the_next_run_restores_a_site_a_kill_left_aside_even_when_it_fails() {
    let dir = Site::tiny().write();
    let root = dir.path();
    build(root);
    let site = snapshot(&root.join("site"));
    kill_between_renames(root);
    edit(root, "results/c/rps.csv", "1500", "x1500");
    let o = pcdocs(&["build"], root);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        snapshot(&root.join("site")),
        site,
        "the failed build did not restore site/"
    );
    assert!(!root.join(".site.old-999999999").exists());
    // `check` repairs too, before it compares.
    kill_between_renames(root);
    let _ = pcdocs(&["check"], root);
    assert_eq!(snapshot(&root.join("site")), site);
}

#[test]
fn the_site_never_disappears_during_a_build() {
    let dir = Site::tiny().write();
    let root = dir.path().to_owned();
    build(&root);
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let watcher = {
        let stop = std::sync::Arc::clone(&stop);
        let index = root.join("site/en/index.html");
        std::thread::spawn(move || {
            let mut missing = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                if !index.exists() {
                    missing += 1;
                }
            }
            missing
        })
    };
    for _ in 0..10 {
        build(&root);
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    assert_eq!(
        watcher.join().unwrap(),
        0,
        "site/ was missing while it was replaced"
    );
}

/// A failure of the machine while writing the site is not a problem of the
/// inputs: it ends with status 70, where a folder pcdocs may not replace
/// ends with 1 (above).
#[test]
fn a_failure_to_write_the_site_exits_with_70() {
    use std::os::unix::fs::PermissionsExt;
    let dir = Site::tiny().write();
    let root = dir.path();
    // A path below a regular file: creating its folder fails with ENOTDIR,
    // as root too.
    std::fs::write(root.join("afile"), "x").unwrap();
    let o = pcdocs(&["build", "--out", "afile/sub"], root);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(70), "{stderr}");
    assert!(stderr.contains("error: cannot write"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(std::fs::read_to_string(root.join("afile")).unwrap(), "x");
    // A read-only parent folder, where permissions are enforced (not for root).
    let ro = root.join("ro");
    std::fs::create_dir(&ro).unwrap();
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
    if std::fs::write(ro.join("probe"), "").is_err() {
        let o = pcdocs(&["build", "--out", "ro/site"], root);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(70), "{stderr}");
        assert!(!ro.join("site").exists());
    }
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// Pages are written as they render, into a folder beside the output: a
/// page that fails late in the build must still leave the previous site,
/// and every folder around it, as they were.
#[test]
fn a_build_that_fails_while_rendering_leaves_everything_as_it_was() {
    let dir = Site::two().write();
    let root = dir.path();
    build(root);
    let page = root.join("content/page.md");
    let mut text = std::fs::read_to_string(&page).unwrap();
    // Known only when the page renders, after other pages were written.
    text.push_str("\n{{ table(name=\"nope\") }}\n");
    std::fs::write(&page, text).unwrap();
    let before = snapshot(root);
    for out in ["site", "new/deeper/site"] {
        let o = pcdocs(&["build", "--out", out], root);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains("no table view `nope`"), "{stderr}");
        assert!(stderr.contains("nothing was written"), "{stderr}");
    }
    assert_eq!(
        snapshot(root),
        before,
        "a failed build changed the checkout"
    );
    assert!(!root.join("new").exists(), "a failed build left a folder");
}

#[test]
fn a_file_put_into_the_site_by_hand_is_never_removed_by_a_build() {
    let dir = Site::tiny().write();
    let root = dir.path();
    // A checkout's site counts as pcdocs's whole; this build records its files.
    build(root);
    std::fs::write(root.join("site/CNAME"), "docs.example\n").unwrap();
    std::fs::create_dir_all(root.join("site/en/extra")).unwrap();
    std::fs::write(root.join("site/en/extra/notes.txt"), "mine").unwrap();
    let before = snapshot(root);
    let stderr = refused(root, "site");
    assert!(
        stderr.contains("site/CNAME") && stderr.contains("site/en/extra/notes.txt"),
        "{stderr}"
    );
    assert!(
        stderr.contains("neither recorded as written by pcdocs nor tracked by git"),
        "{stderr}"
    );
    assert_eq!(snapshot(root), before, "a refused build changed files");
    // Moved away, the build goes on; what pcdocs wrote before and writes no
    // more (the search index, turned off) is its own to remove.
    std::fs::remove_file(root.join("site/CNAME")).unwrap();
    std::fs::remove_dir_all(root.join("site/en/extra")).unwrap();
    assert!(root.join("site/pagefind").is_dir());
    let config = read(root, "pcdocs.toml");
    std::fs::write(
        root.join("pcdocs.toml"),
        format!("search = false\n{config}"),
    )
    .unwrap();
    build(root);
    assert!(!root.join("site/pagefind").exists());
    build(root);
    // Another build's file that git brought (a pull) is pcdocs's too: git
    // can give it back. The same file untracked stops the build.
    std::fs::create_dir_all(root.join("site/en/pulled")).unwrap();
    std::fs::write(root.join("site/en/pulled/index.html"), "<p>theirs</p>").unwrap();
    refused(root, "site");
    git(root, &["init", "-q"]);
    git(root, &["add", "site/en/pulled/index.html"]);
    build(root);
    assert!(!root.join("site/en/pulled").exists());
}

#[test]
fn in_a_fresh_checkout_a_file_git_does_not_know_is_kept_too() {
    let dir = Site::tiny().write();
    let root = dir.path();
    // The committed site, as a clone has it: no build recorded its files.
    build(root);
    std::fs::remove_file(root.join(".site.lock")).unwrap();
    git(root, &["init", "-q"]);
    git(root, &["add", "site"]);
    std::fs::write(root.join("site/CNAME"), "docs.example\n").unwrap();
    std::fs::write(root.join(".gitignore"), "/site/*.tmp\n").unwrap();
    std::fs::write(root.join("site/editor.tmp"), "ignored").unwrap();
    let before = snapshot(root);
    let stderr = refused(root, "site");
    assert!(stderr.contains("site/CNAME"), "{stderr}");
    assert!(
        !stderr.contains("editor.tmp"),
        "an ignored file is pcdocs's to replace: {stderr}"
    );
    assert_eq!(snapshot(root), before, "a refused build changed files");
    std::fs::remove_file(root.join("site/CNAME")).unwrap();
    build(root);
    assert!(!root.join("site/editor.tmp").exists());
    // A site git has never seen (not committed, not ignored) says nothing
    // of what belongs: it is pcdocs's whole, as outside git.
    std::fs::remove_file(root.join(".site.lock")).unwrap();
    git(root, &["rm", "-r", "-q", "--cached", "site"]);
    std::fs::write(root.join("site/CNAME"), "docs.example\n").unwrap();
    build(root);
    assert!(!root.join("site/CNAME").exists());
}

#[test]
fn a_project_of_no_pages_builds_a_site_its_check_accepts() {
    // Before any page is written: the build makes an empty search index,
    // and `check` must expect the same files.
    let dir = Site::new()
        .locale("en")
        .campaign("c", crate::common::site::MANIFEST)
        .table("c", "rps.csv", crate::common::site::CSV)
        .write();
    build_ok(dir.path());
    assert!(dir.path().join("site/pagefind").is_dir());
    let (ok, report) = check(dir.path());
    assert!(ok, "{report}");
}
