//! Helpers for tests that run the pcdocs binary on a copy of this repository.
#![allow(dead_code)]

pub mod site;

use std::path::{Path, PathBuf};
use std::process::Output;
use std::sync::OnceLock;

/// The inputs of a site: everything `pcdocs build` reads.
pub const INPUTS: &[&str] = &[
    "pcdocs.toml",
    "results",
    "locales",
    "content",
    "templates",
    "themes",
];

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A temporary copy of the repository's site inputs.
pub fn copy_of_repo() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_inputs(dir.path());
    dir
}

fn copy_inputs(to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for name in INPUTS {
        let from = repo().join(name);
        if from.is_dir() {
            copy_dir(&from, &to.join(name));
        } else {
            std::fs::copy(&from, to.join(name)).unwrap();
        }
    }
}

/// A copy of the repository's site inputs, built once for the whole test
/// run and shared by every test that only reads it: its generated pages,
/// or commands that write nothing into the project (`check`, `explain`,
/// `i18n status`, `build --out` a folder elsewhere). A test that changes a
/// file takes its own [`copy_of_repo`] instead.
///
/// A static is never dropped: the copy lies in the test target's temporary
/// folder under this process's id, and each run removes those of runs that
/// have ended.
pub fn built_repo() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
        remove_ended_runs(tmp);
        let dir = tmp.join(format!("{SHARED}{}", std::process::id()));
        if dir.exists() {
            std::fs::remove_dir_all(&dir).unwrap();
        }
        copy_inputs(&dir);
        build(&dir);
        dir
    })
}

const SHARED: &str = "built-repo-";

/// Removes the shared copies of test runs whose process is gone (where
/// `/proc` tells).
fn remove_ended_runs(tmp: &Path) {
    let proc = Path::new("/proc");
    if !proc.is_dir() {
        return;
    }
    for entry in std::fs::read_dir(tmp).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some(pid) = name.strip_prefix(SHARED)
            && !proc.join(pid).exists()
        {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

pub fn pcdocs(args: &[&str], dir: &Path) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

/// Runs `pcdocs build` in `dir` and panics with its output if it fails.
pub fn build(dir: &Path) {
    let out = pcdocs(&["build"], dir);
    assert!(
        out.status.success(),
        "build failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

pub fn read(dir: &Path, path: &str) -> String {
    std::fs::read_to_string(dir.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Replaces `from` with `to` in a file, which must contain `from` once.
pub fn edit(dir: &Path, path: &str, from: &str, to: &str) {
    let text = read(dir, path);
    assert_eq!(
        text.matches(from).count(),
        1,
        "{path} must contain {from:?} once"
    );
    std::fs::write(dir.join(path), text.replace(from, to)).unwrap();
}

/// Every file under `dir` with its bytes, by relative path.
pub fn snapshot(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut out = std::collections::BTreeMap::new();
    let mut stack = vec![dir.to_owned()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let p = entry.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                let rel = p.strip_prefix(dir).unwrap().to_string_lossy().into_owned();
                out.insert(rel, std::fs::read(&p).unwrap());
            }
        }
    }
    out
}

/// Waits for a child for at most 30 s, then kills it and fails: a command
/// that would block (reading a FIFO, serving where it should stop) fails
/// its test instead of hanging it.
pub fn finish_within(mut child: std::process::Child) -> Output {
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > std::time::Duration::from_secs(30) {
            let _ = child.kill();
            panic!("the command did not finish in 30 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// `git` in `dir` with `input` on its standard input, which must succeed;
/// its output.
pub fn git_with(dir: &Path, args: &[&str], input: &str) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new("git")
        .args([
            "-c",
            "user.name=pcdocs",
            "-c",
            "user.email=pcdocs@example.invalid",
            // A reviewer's global signing setting would stop the commits.
            "-c",
            "commit.gpgsign=false",
        ])
        .args(args)
        .current_dir(dir)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("git runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

pub fn git(dir: &Path, args: &[&str]) -> String {
    git_with(dir, args, "")
}
