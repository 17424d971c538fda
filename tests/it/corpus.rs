//! Bad input never breaks the site: every case of tests/corpus gives its
//! message with file and line, exits 1 and never panics; an interrupted or
//! concurrent build leaves a complete site.

use crate::common::*;
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    repo().join("tests/corpus")
}

/// A fresh site from `pcdocs init`, with the case's files laid over it.
fn site_for(case: &Path) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let out = pcdocs(&["init", "site"], dir.path());
    assert!(out.status.success());
    let site = dir.path().join("site");
    let files = case.join("files");
    if files.exists() {
        for e in walkdir::WalkDir::new(&files)
            .into_iter()
            .filter_map(Result::ok)
        {
            if e.file_type().is_file() {
                let target = site.join(e.path().strip_prefix(&files).unwrap());
                std::fs::create_dir_all(target.parent().unwrap()).unwrap();
                std::fs::copy(e.path(), target).unwrap();
            }
        }
    }
    // Special files cannot be committed: `fifos.txt` names the FIFOs to make.
    if let Ok(fifos) = std::fs::read_to_string(case.join("fifos.txt")) {
        for path in fifos.lines().filter(|l| !l.is_empty()) {
            let target = site.join(path);
            let _ = std::fs::remove_file(&target);
            std::fs::create_dir_all(target.parent().unwrap()).unwrap();
            let made = std::process::Command::new("mkfifo")
                .arg(&target)
                .status()
                .unwrap();
            assert!(made.success(), "mkfifo {path}");
        }
    }
    if let Ok(links) = std::fs::read_to_string(case.join("links.txt")) {
        for line in links.lines() {
            let (path, target) = line.split_once(' ').unwrap();
            std::os::unix::fs::symlink(target, site.join(path)).unwrap();
        }
    }
    dir
}

#[test]
fn every_corpus_case_gives_its_message() {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(corpus())
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    cases.sort();
    assert!(cases.len() >= 25, "corpus: {cases:?}");
    let mut failures = Vec::new();
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let expected = std::fs::read_to_string(case.join("expected.txt")).unwrap();
        let dir = site_for(case);
        let out = pcdocs(&["build"], &dir.path().join("site"));
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        if stderr.contains("panicked") {
            failures.push(format!("{name}: panicked\n{stderr}"));
            continue;
        }
        if expected.trim() == "ok" {
            if !out.status.success() {
                failures.push(format!("{name}: expected success\n{stderr}"));
            }
            continue;
        }
        if out.status.code() != Some(1) {
            failures.push(format!(
                "{name}: exit status {:?}\n{stderr}",
                out.status.code()
            ));
        }
        for line in expected.lines().filter(|l| !l.is_empty()) {
            if !stderr.contains(line) {
                failures.push(format!("{name}: lacks {line:?}\n{stderr}"));
            }
        }
        if dir.path().join("site/site").exists() {
            failures.push(format!("{name}: a failed build wrote a site"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn a_very_large_file_is_refused() {
    let dir = site_for(&corpus().join("csv-bom-and-crlf"));
    let csv = dir.path().join("site/results/example/throughput.csv");
    let f = std::fs::File::create(&csv).unwrap();
    f.set_len(65 * 1024 * 1024).unwrap();
    let out = pcdocs(&["build"], &dir.path().join("site"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("results/example/throughput.csv: error: file is too large: 65 MiB, where inputs may have 64 MiB"), "{stderr}");
}

#[test]
fn markup_in_data_comes_out_as_text() {
    let dir = site_for(&corpus().join("html-in-data"));
    let site = dir.path().join("site");
    build(&site);
    for locale in ["en", "fr"] {
        let html = read(&site, &format!("site/{locale}/example/index.html"));
        assert!(
            !html.contains("<script>alert(1)"),
            "{locale}: script executed"
        );
        assert!(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{locale}: escaped in HTML"
        );
        let md = read(&site, &format!("site/{locale}/example/index.md"));
        assert!(
            md.contains("\\<script\\>alert(1)\\</script\\>"),
            "{locale}: escaped in Markdown:\n{md}"
        );
        let svg = read(&site, &format!("site/{locale}/example/throughput.svg"));
        assert!(
            svg.contains("&lt;script&gt;") && !svg.contains("<script>"),
            "{locale}: escaped in the chart"
        );
    }
}

#[test]
fn a_killed_build_leaves_the_previous_site_whole() {
    let dir = copy_of_repo();
    build(dir.path());
    let before = snapshot(&dir.path().join("site"));
    edit(
        dir.path(),
        "results/v0.2.0-rc.3/throughput.csv",
        "46125",
        "46126",
    );
    let after = {
        let out = pcdocs(&["build", "--out", "expected-site"], dir.path());
        assert!(out.status.success());
        snapshot(&dir.path().join("expected-site"))
    };
    let mut saw_old = false;
    for delay_ms in [0, 5, 10, 20, 40, 80, 120, 200] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"))
            .arg("build")
            .current_dir(dir.path())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        let _ = child.kill(); // SIGKILL
        let _ = child.wait();
        let now = snapshot(&dir.path().join("site"));
        assert!(
            now == before || now == after,
            "after a kill at {delay_ms} ms the site is neither the old nor the new one"
        );
        saw_old |= now == before;
        if now == after {
            // Put the old site back, to interrupt the next build from there.
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"))
                .args(["build", "--out", "site"])
                .current_dir(dir.path())
                .env("NO_COLOR", "1")
                .output()
                .unwrap();
            assert!(out.status.success());
        }
    }
    assert!(
        saw_old || before == after,
        "some kill landed before the swap"
    );
    build(dir.path());
    assert_eq!(snapshot(&dir.path().join("site")), after);
    let leftovers: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".site.new-") || n.starts_with(".site.old-"))
        .collect();
    assert!(
        leftovers.is_empty(),
        "a later build sweeps what killed ones left: {leftovers:?}"
    );
}

#[test]
fn two_builds_at_once_leave_one_complete_site() {
    let dir = copy_of_repo();
    build(dir.path());
    let expected = snapshot(&dir.path().join("site"));
    for _ in 0..3 {
        let children: Vec<_> = (0..2)
            .map(|_| {
                std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"))
                    .arg("build")
                    .current_dir(dir.path())
                    .stderr(std::process::Stdio::null())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for mut c in children {
            assert!(c.wait().unwrap().success());
        }
        assert_eq!(snapshot(&dir.path().join("site")), expected);
    }
}
