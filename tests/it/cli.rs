//! The command line as a newcomer meets it.

use crate::common::site::{self, Site};
use crate::common::*;

#[test]
fn init_makes_a_site_that_builds_and_passes_check() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("new-site");
    let out = pcdocs(&["init", site.to_str().unwrap()], dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    build(&site);
    let check = pcdocs(&["check"], &site);
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    let en = read(&site, "site/en/example/index.md");
    assert!(
        en.contains("| 1 KiB | 41,200 | 35,010 |"),
        "medians of the example runs: {en}"
    );
    let fr = read(&site, "site/fr/example/index.md");
    assert!(
        fr.contains("| 1\u{a0}Kio | 41\u{202f}200 | 35\u{202f}010 |"),
        "{fr}"
    );
    // A second init into the same folder refuses to overwrite it.
    let again = pcdocs(&["init", site.to_str().unwrap()], dir.path());
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("is not empty"));
}

#[test]
fn init_names_what_stands_where_the_site_would_go() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.txt"), "mine").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(dir.path().join("gone"), dir.path().join("link")).unwrap();
    let mut cases = vec![("notes.txt", "notes.txt is a file, not a folder")];
    if cfg!(unix) {
        cases.push(("link", "link is a symbolic link to nothing"));
    }
    for (name, said) in cases {
        let out = pcdocs(&["init", name], dir.path());
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(err.contains(said), "{name}: {err}");
    }
    // Nothing was written, and the file is as it was.
    assert_eq!(read(dir.path(), "notes.txt"), "mine");
    assert!(!dir.path().join("gone").exists());
}

#[test]
fn commands_started_outside_a_project_say_so_and_stop() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.txt"), "mine").unwrap();
    for (root, said) in [
        (
            "notes.txt",
            "notes.txt: error: is a file, not a site's folder",
        ),
        ("gone", "gone: error: no such folder"),
        (".", "pcdocs.toml: error: no pcdocs.toml here"),
    ] {
        for command in ["build", "check", "serve"] {
            let mut args = vec![command, "--root", root];
            if command == "serve" {
                args.extend(["--port", "0"]);
            }
            // Started where there is nothing to serve, the server stops
            // instead of listening: waited for with a deadline, not forever.
            let child = std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"))
                .args(&args)
                .current_dir(dir.path())
                .env("NO_COLOR", "1")
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            let out = finish_within(child);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
            assert!(err.starts_with(said), "{args:?}: {err}");
        }
    }
    assert_eq!(read(dir.path(), "notes.txt"), "mine");
}

#[test]
fn quiet_prints_nothing_and_errors_have_no_colour_off_a_terminal() {
    let dir = Site::tiny().page("page.md", &site::charted_page()).write();
    let out = pcdocs(&["build", "--quiet"], dir.path());
    assert!(out.status.success());
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = pcdocs(&["build"], dir.path());
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(
        text.starts_with("built ") && text.contains("(2 locales, 2 charts) in "),
        "{text}"
    );
    edit(
        dir.path(),
        "pcdocs.toml",
        "theme = \"default\"",
        "theme = \"nope\"",
    );
    let out = pcdocs(&["build"], dir.path());
    let text = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text.contains("themes/nope/static: error: theme `nope` has no static/ folder"),
        "{text}"
    );
    assert!(
        !text.contains('\u{1b}'),
        "no escape codes when not on a terminal"
    );
}

#[test]
fn every_subcommand_has_help_with_examples_and_completions_exist() {
    let dir = tempfile::tempdir().unwrap();
    for sub in [
        "build",
        "check",
        "explain",
        "diff",
        "init",
        "serve",
        "completions",
    ] {
        let out = pcdocs(&[sub, "--help"], dir.path());
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && text.contains("Examples:"),
            "{sub}: {text}"
        );
    }
    let out = pcdocs(&["i18n", "status", "--help"], dir.path());
    assert!(String::from_utf8_lossy(&out.stdout).contains("Examples:"));
    let out = pcdocs(&["completions", "bash"], dir.path());
    assert!(String::from_utf8_lossy(&out.stdout).contains("complete -F _pcdocs"));
    let out = pcdocs(&["bogus"], dir.path());
    assert_eq!(
        out.status.code(),
        Some(2),
        "usage errors exit 2, as clap does"
    );
}

#[test]
fn a_closed_pipe_does_not_turn_errors_into_a_panic() {
    let dir = Site::tiny().write();
    edit(dir.path(), "results/c/rps.csv", "1500", "x1500");
    for args in [&["build"][..], &["check"], &["explain", "c"]] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"))
            .args(args)
            .current_dir(dir.path())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // Nobody reads: both pipes are closed before pcdocs writes.
        drop(child.stdout.take());
        drop(child.stderr.take());
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(1), "{args:?}");
    }
}
