//! Git as pcdocs runs it (`src/git.rs`): a repository whose configuration
//! names a program for every way git can run one (file system monitor,
//! hooks, pagers, external diff, textconv, clean/smudge/process filters,
//! merge driver, ssh, askpass, credential helper, alternate refs, signature
//! checks, an `ext::` remote) and an environment that names more, yet
//! `build`, `check` and `diff` (from a results folder and between
//! revisions) run none of them, and still give the right answers.

use crate::common::site::*;
use crate::common::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A script that records each run in `marker` and passes its input on.
fn hostile_script(dir: &Path, marker: &Path) -> PathBuf {
    let script = dir.join("evil.sh");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\necho \"ran: $0 $*\" >> '{}'\ncat\n",
            marker.display()
        ),
    )
    .unwrap();
    make_executable(&script);
    script
}

fn make_executable(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// Hooks git may look for, each the script.
const HOOKS: &[&str] = &[
    "pre-commit",
    "post-checkout",
    "post-index-change",
    "reference-transaction",
    "pre-auto-gc",
    "post-rewrite",
    "fsmonitor-watchman",
    "push-to-checkout",
];

/// The configuration a hostile repository carries, every program `script`.
fn hostile_config(script: &Path, hooks: &Path) -> String {
    let s = script.display();
    format!(
        r#"[core]
	fsmonitor = {s}
	hooksPath = {hooks}
	pager = {s}
	sshCommand = {s}
	askPass = {s}
	alternateRefsCommand = {s}
	editor = {s}
	untrackedCache = true
[pager]
	ls-files = {s}
	ls-tree = {s}
	cat-file = {s}
	show = {s}
	diff = {s}
[diff]
	external = {s}
[diff "evil"]
	textconv = {s}
	command = {s}
[filter "evil"]
	clean = {s}
	smudge = {s}
	process = {s}
	required = true
[merge "evil"]
	driver = {s}
[credential]
	helper = {s}
[uploadpack]
	packObjectsHook = {s}
[gpg]
	program = {s}
[log]
	showSignature = true
[protocol "ext"]
	allow = always
[remote "origin"]
	url = ext::{s}
	fetch = +refs/heads/*:refs/remotes/origin/*
[sequence]
	editor = {s}
"#,
        hooks = hooks.display()
    )
}

/// A tiny site committed twice (the second commit changes a value), its
/// files all under `.gitattributes` that send them through the `evil`
/// diff and filter drivers, then the hostile configuration written into
/// `.git/config` (after the last git command of the setup, which would
/// run it). Returns the project, its marker file and the script.
fn hostile_repository() -> (tempfile::TempDir, tempfile::TempDir, PathBuf, PathBuf) {
    let dir = Site::tiny()
        .file(".gitattributes", "* diff=evil filter=evil merge=evil\n")
        .write();
    let root = dir.path();
    git(root, &["init", "-q"]);
    build_ok(root);
    git(root, &["add", "-A"]);
    git(root, &["commit", "-qm", "measured"]);
    edit(
        root,
        "results/c/rps.csv",
        "small,beta,1000",
        "small,beta,1200",
    );
    build_ok(root);
    git(root, &["commit", "-qam", "measured again"]);
    let elsewhere = tempfile::tempdir().unwrap();
    let marker = elsewhere.path().join("marker");
    let script = hostile_script(elsewhere.path(), &marker);
    let hooks = elsewhere.path().join("hooks");
    std::fs::create_dir(&hooks).unwrap();
    for hook in HOOKS {
        std::fs::copy(&script, hooks.join(hook)).unwrap();
        make_executable(&hooks.join(hook));
    }
    let config = root.join(".git/config");
    let text = std::fs::read_to_string(&config).unwrap();
    std::fs::write(
        &config,
        format!("{text}{}", hostile_config(&script, &hooks)),
    )
    .unwrap();
    (dir, elsewhere, marker, script)
}

/// pcdocs in `dir`, with an environment that names `script` for every
/// program git reads from it.
fn pcdocs_hostile_env(dir: &Path, args: &[&str], script: &Path) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_pcdocs"));
    c.args(args).current_dir(dir).env("NO_COLOR", "1");
    for var in [
        "GIT_EXTERNAL_DIFF",
        "GIT_PAGER",
        "PAGER",
        "GIT_SSH_COMMAND",
        "GIT_SSH",
        "GIT_ASKPASS",
        "SSH_ASKPASS",
        "GIT_EDITOR",
    ] {
        c.env(var, script);
    }
    finish_within(
        c.stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap(),
    )
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn assert_nothing_ran(marker: &Path, after: &str) {
    let ran = std::fs::read_to_string(marker).unwrap_or_default();
    assert!(ran.is_empty(), "after {after}, git ran:\n{ran}");
}

#[test]
fn the_setup_really_is_hostile() {
    // Plain git in the same repository runs the script, so each test
    // below that sees no run has neutralised something real.
    let (dir, _elsewhere, marker, _) = hostile_repository();
    let out = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success());
    let ran = std::fs::read_to_string(&marker).unwrap_or_default();
    assert!(ran.contains("ran:"), "git ls-files ran no fsmonitor");
    std::fs::remove_file(&marker).unwrap();
    // `show --textconv` starts the filter process (which fails, not
    // speaking its protocol) before the textconv: either runs the script.
    Command::new("git")
        .args(["show", "--textconv", "HEAD:results/c/rps.csv"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let ran = std::fs::read_to_string(&marker).unwrap_or_default();
    assert!(ran.contains("ran:"), "git show --textconv ran nothing");
}

#[test]
fn build_and_check_run_nothing_the_repository_names() {
    let (dir, _elsewhere, marker, script) = hostile_repository();
    let root = dir.path();
    edit(
        root,
        "results/c/rps.csv",
        "small,beta,1200",
        "small,beta,1250",
    );
    let out = pcdocs_hostile_env(root, &["build"], &script);
    assert!(out.status.success(), "{:?}", text(&out));
    assert_nothing_ran(&marker, "build");
    assert!(
        twin(root, "en", "c").contains("1,250"),
        "{}",
        twin(root, "en", "c")
    );
    let out = pcdocs_hostile_env(root, &["check"], &script);
    assert!(out.status.success(), "{:?}", text(&out));
    assert_nothing_ran(&marker, "check");

    // The listing is real: without the record of the last build, a file
    // git neither tracks nor ignores in site/ is the user's, and stops
    // the build (git failing would make the whole folder pcdocs's).
    std::fs::remove_file(root.join(".site.lock")).unwrap();
    std::fs::write(root.join("site/CNAME"), "docs.example.org\n").unwrap();
    let out = pcdocs_hostile_env(root, &["build"], &script);
    let (_, err) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("CNAME"), "{err}");
    assert_eq!(read(root, "site/CNAME"), "docs.example.org\n");
    assert_nothing_ran(&marker, "a refused build");
}

#[test]
fn diff_runs_nothing_the_repository_names() {
    let (dir, _elsewhere, marker, script) = hostile_repository();
    let root = dir.path();
    let expected = "en/c $small: 1.5× → 1.3×";
    let out = pcdocs_hostile_env(root, &["diff", "HEAD~1", "HEAD"], &script);
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains(expected), "{stdout}");
    assert_nothing_ran(&marker, "diff HEAD~1 HEAD");

    edit(
        root,
        "results/c/rps.csv",
        "small,beta,1200",
        "small,beta,1000",
    );
    let out = pcdocs_hostile_env(root, &["diff", "HEAD", "results"], &script);
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("en/c $small: 1.3× → 1.5×"), "{stdout}");
    assert_nothing_ran(&marker, "diff HEAD results");

    // The bytes are the blob's, as committed: a filter or textconv (the
    // script prefixes nothing, but would have left its mark) never saw them.
    let out = pcdocs_hostile_env(root, &["diff", "HEAD", "HEAD"], &script);
    assert_eq!(text(&out).0, "no page changes\n");
    assert_nothing_ran(&marker, "diff HEAD HEAD");
}
