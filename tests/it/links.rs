//! No file reaches pcdocs through a symbolic link inside the project: a
//! link anywhere in the inputs (to `.git/config`, to `.env`, to a file
//! outside the project, a folder of the inputs that is a link, a link to a
//! sibling file of the same folder) and a FIFO are refused by every command
//! that reads inputs, by name, with exit status 1, leaving every file as it
//! was, and the secret's bytes appear nowhere pcdocs writes or prints.

use crate::common::site::*;
use crate::common::*;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The secrets of a project: in `.env`, in `.git/config`, in a file outside.
const ENV_SECRET: &str = "SECRET-ENV-5f1c07";
const GIT_SECRET: &str = "SECRET-GIT-93ab44";
const OUT_SECRET: &str = "SECRET-OUT-c07e18";
const SECRETS: [&str; 3] = [ENV_SECRET, GIT_SECRET, OUT_SECRET];

const LINK: &str = "is a symbolic link, and pcdocs follows no symbolic link inside the project";

/// A tiny site in a git repository whose `.git/config` holds a token, with
/// a `.env` beside its inputs, a folder outside it holding another secret,
/// and a site built once and committed.
struct Project {
    _dir: tempfile::TempDir,
    root: PathBuf,
    outside: PathBuf,
    _outside_dir: tempfile::TempDir,
}

fn project() -> Project {
    let dir = Site::tiny().write();
    let root = dir.path().to_owned();
    git(&root, &["init", "-q"]);
    let config = root.join(".git/config");
    let text = read(&root, ".git/config");
    std::fs::write(
        &config,
        format!(
            "{text}[remote \"origin\"]\n\turl = https://bot:{GIT_SECRET}@example.org/site.git\n"
        ),
    )
    .unwrap();
    std::fs::write(root.join(".env"), format!("API_TOKEN={ENV_SECRET}\n")).unwrap();
    let outside_dir = tempfile::tempdir().unwrap();
    let outside = outside_dir.path().to_owned();
    std::fs::write(
        outside.join("secret.md"),
        format!("+++\nslug = \"s\"\ntitle = \"{OUT_SECRET}\"\n+++\n{OUT_SECRET}\n"),
    )
    .unwrap();
    build_ok(&root);
    git(&root, &["add", "-A"]);
    git(&root, &["commit", "-qm", "site"]);
    Project {
        _dir: dir,
        root,
        outside,
        _outside_dir: outside_dir,
    }
}

/// Every entry under `dir` but the names in `skip` (at its top), by path:
/// a file's SHA-256, a link's target, a FIFO's kind. Links are not
/// followed and FIFOs not opened.
fn tree(dir: &Path, skip: &[&str]) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for e in walkdir::WalkDir::new(dir).min_depth(1).sort_by_file_name() {
        let e = e.unwrap();
        let rel = e
            .path()
            .strip_prefix(dir)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if skip
            .iter()
            .any(|s| rel == *s || rel.starts_with(&format!("{s}/")))
        {
            continue;
        }
        let t = e.file_type();
        let what = if t.is_symlink() {
            format!("-> {}", std::fs::read_link(e.path()).unwrap().display())
        } else if t.is_file() {
            let bytes = std::fs::read(e.path()).unwrap();
            format!("{:x}", Sha256::digest(&bytes))
        } else if t.is_dir() {
            "folder".to_owned()
        } else {
            "special".to_owned()
        };
        out.insert(rel, what);
    }
    out
}

/// Every file under `dir` as text, for the search of secrets.
fn all_text(dir: &Path) -> String {
    let mut out = String::new();
    for e in walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(Result::ok)
    {
        if e.file_type().is_file() {
            out.push_str(&String::from_utf8_lossy(&std::fs::read(e.path()).unwrap()));
        }
    }
    out
}

/// pcdocs with `args` in `dir`, which must end within 30 s (a FIFO read
/// would block): exit status and everything it printed.
fn pcdocs_in(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let child = Command::new(env!("CARGO_BIN_EXE_pcdocs"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = finish_within(child);
    let printed = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!printed.contains("panicked"), "{printed}");
    (out.status.code(), printed)
}

fn assert_no_secret(what: &str, text: &str) {
    for s in SECRETS {
        assert!(!text.contains(s), "{what} holds {s}:\n{text}");
    }
}

/// Runs `args`, which must fail with status 1 and print `expected`, leaving
/// the project, its site and the folder outside exactly as they were.
fn refused(p: &Project, args: &[&str], expected: &str) {
    let project_before = tree(&p.root, &["site"]);
    let site_before = tree(&p.root.join("site"), &[]);
    let outside_before = tree(&p.outside, &[]);
    let (code, printed) = pcdocs_in(&p.root, args);
    assert_eq!(code, Some(1), "pcdocs {args:?}:\n{printed}");
    assert!(
        printed.contains(expected),
        "pcdocs {args:?} lacks {expected:?}:\n{printed}"
    );
    assert_no_secret(&format!("the output of pcdocs {args:?}"), &printed);
    assert_eq!(tree(&p.root, &["site"]), project_before, "pcdocs {args:?}");
    assert_eq!(
        tree(&p.root.join("site"), &[]),
        site_before,
        "pcdocs {args:?}"
    );
    assert_eq!(tree(&p.outside, &[]), outside_before, "pcdocs {args:?}");
    assert_no_secret("site/", &all_text(&p.root.join("site")));
}

/// Moves `path` of the project to the folder outside and puts a link to
/// it in its place: an input folder or file that is itself a link.
fn moved_out(p: &Project, path: &str) {
    let target = p.outside.join(path.replace('/', "_"));
    std::fs::rename(p.root.join(path), &target).unwrap();
    symlink(&target, p.root.join(path)).unwrap();
}

type Setup = fn(&Project);

/// Each hostile input and the error that must name it.
const CASES: &[(&str, Setup, &str)] = &[
    (
        "a theme file linked to .git/config",
        |p| {
            symlink(
                "../../../.git/config",
                p.root.join("themes/default/static/config.css"),
            )
            .unwrap()
        },
        "themes/default/static/config.css: error: is a symbolic link",
    ),
    (
        "a theme file linked to .env by its absolute path",
        |p| {
            symlink(
                p.root.join(".env"),
                p.root.join("themes/default/static/env.txt"),
            )
            .unwrap()
        },
        "themes/default/static/env.txt: error: is a symbolic link",
    ),
    (
        "a folder of the theme linked to a folder outside",
        |p| symlink(&p.outside, p.root.join("themes/default/static/fonts")).unwrap(),
        "themes/default/static/fonts: error: is a symbolic link",
    ),
    (
        "the theme itself a link",
        |p| moved_out(p, "themes/default"),
        "themes/default/static: error: is reached through `themes/default`, a symbolic link",
    ),
    (
        "a page linked to a file outside the project",
        |p| symlink(p.outside.join("secret.md"), p.root.join("content/notes.md")).unwrap(),
        "content/notes.md: error: is a symbolic link",
    ),
    (
        "a page linked to a page of the same folder",
        |p| symlink("page.md", p.root.join("content/alias.md")).unwrap(),
        "content/alias.md: error: is a symbolic link",
    ),
    (
        "a link of another name in content/, linked to .env",
        |p| symlink("../.env", p.root.join("content/notes.txt")).unwrap(),
        "content/notes.txt: error: is a symbolic link",
    ),
    (
        "content/ itself a link",
        |p| moved_out(p, "content"),
        "content: error: is a symbolic link",
    ),
    (
        "a translation linked to .env",
        |p| symlink("../../.env", p.root.join("locales/fr/extra.ftl")).unwrap(),
        "locales/fr/extra.ftl: error: is a symbolic link",
    ),
    (
        "a locale folder that is a link",
        |p| moved_out(p, "locales/fr"),
        "locales/fr: error: is a symbolic link",
    ),
    (
        "a layout linked to .git/config",
        |p| symlink("../.git/config", p.root.join("templates/partial.html")).unwrap(),
        "templates/partial.html: error: is a symbolic link",
    ),
    (
        "templates/ itself a link",
        |p| moved_out(p, "templates"),
        "templates: error: is a symbolic link",
    ),
    (
        "a results table replaced by a link to .env",
        |p| {
            std::fs::remove_file(p.root.join("results/c/rps.csv")).unwrap();
            symlink("../../.env", p.root.join("results/c/rps.csv")).unwrap();
        },
        "results/c/rps.csv: error: is a symbolic link",
    ),
    (
        "a campaign folder that is a link",
        |p| symlink("c", p.root.join("results/d")).unwrap(),
        "results/d: error: is a symbolic link",
    ),
    (
        "results/ itself a link",
        |p| moved_out(p, "results"),
        "results: error: is a symbolic link",
    ),
    (
        "pcdocs.toml a link",
        |p| moved_out(p, "pcdocs.toml"),
        "pcdocs.toml: error: is a symbolic link",
    ),
    (
        "a FIFO among the pages",
        |p| {
            let made = Command::new("mkfifo")
                .arg(p.root.join("content/waiting.md"))
                .status()
                .unwrap();
            assert!(made.success());
        },
        "content/waiting.md: error: cannot read file: it is a FIFO (named pipe), not a regular file",
    ),
];

#[test]
fn build_and_check_refuse_every_link_and_fifo_in_the_inputs() {
    for (what, setup, expected) in CASES {
        let p = project();
        setup(&p);
        for command in ["build", "check"] {
            refused(&p, &[command], expected);
        }
        // The error is the same placed error in both.
        let (_, built) = pcdocs_in(&p.root, &["build"]);
        let (_, checked) = pcdocs_in(&p.root, &["check"]);
        let line = |s: &str| s.lines().find(|l| l.contains(expected)).map(str::to_owned);
        assert_eq!(line(&built), line(&checked), "{what}");
        assert!(line(&built).is_some(), "{what}:\n{built}");
    }
}

/// The message of a link on the way names the folder that is the link,
/// and the hint says why links are refused.
#[test]
fn a_refusal_names_the_link_and_says_why() {
    let p = project();
    moved_out(&p, "themes/default");
    let (_, printed) = pcdocs_in(&p.root, &["build"]);
    assert!(
        printed.contains("themes/default/static: error: is reached through `themes/default`, a symbolic link, and pcdocs follows no symbolic link inside the project"),
        "{printed}"
    );
    assert!(
        printed.contains("hint: replace the link with the file or folder itself"),
        "{printed}"
    );
}

/// What only `check` reads: the raw reports of a campaign. A report
/// swapped for a link is refused by name, and the CSV line naming it is
/// placed at its line.
#[test]
fn check_refuses_links_among_the_raw_reports() {
    let p = project();
    std::fs::create_dir_all(p.root.join("results/imp")).unwrap();
    std::fs::write(p.root.join("results/imp/manifest.toml"), IMPORT_MANIFEST).unwrap();
    let report = repo().join("tests/fixtures/import/h2load-h1-run1.txt");
    let (code, printed) = pcdocs_in(
        &p.root,
        &[
            "import",
            "--campaign",
            "imp",
            "--table",
            "throughput",
            "--row",
            "s",
            "--series",
            "nginx",
            "--run",
            "1",
            report.to_str().unwrap(),
        ],
    );
    assert_eq!(code, Some(0), "{printed}");
    build_ok(&p.root);
    let (code, printed) = pcdocs_in(&p.root, &["check"]);
    assert_eq!(code, Some(0), "{printed}");
    let raw = "results/imp/raw/throughput-s-nginx-run1.txt";
    assert!(p.root.join(raw).is_file(), "{printed}");
    std::fs::remove_file(p.root.join(raw)).unwrap();
    symlink("../../../.env", p.root.join(raw)).unwrap();
    refused(&p, &["check"], &format!("{raw}: error: {LINK}"));
    refused(
        &p,
        &["check"],
        "results/imp/throughput.csv:2:27: error: the line names raw report `raw/throughput-s-nginx-run1.txt`, which is refused (is a symbolic link",
    );
    // A name in the data that leads out of the campaign is refused too, by
    // the build already.
    std::fs::remove_file(p.root.join(raw)).unwrap();
    std::fs::copy(&report, p.root.join(raw)).unwrap();
    edit(
        &p.root,
        "results/imp/throughput.csv",
        "raw/throughput-s-nginx-run1.txt",
        "../../.env",
    );
    for command in ["build", "check"] {
        refused(
            &p,
            &[command],
            "results/imp/throughput.csv:2:27: error: raw report `../../.env` is not a path inside the campaign folder",
        );
    }
}

const IMPORT_MANIFEST: &str = r#"title = "Import"

[subjects.nginx]
name = "nginx"
version = "1.22.1"

[sampling]
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[tables.throughput]
file = "throughput.csv"
row = "scenario"
series = "server"
value = "req_per_s"
unit = "req/s"
run = "run"
failed = "failed"
requests = "requests"
raw = "raw"
incomplete = "incomplete"
"#;

/// `pcdocs import` reads and writes a campaign only when no link leads to
/// it or sits in it: it would otherwise read a secret as the table, or
/// write the reports somewhere else.
#[test]
fn import_refuses_a_campaign_reached_through_a_link() {
    let report = repo().join("tests/fixtures/import/h2load-h1-run1.txt");
    let report = report.to_str().unwrap().to_owned();
    let import = [
        "import",
        "--campaign",
        "imp",
        "--table",
        "throughput",
        "--row",
        "s",
        "--series",
        "nginx",
        "--run",
        "1",
        &report,
    ];
    let cases: [(Setup, &str); 4] = [
        (
            |p| {
                std::fs::create_dir(p.outside.join("raw")).unwrap();
                symlink(p.outside.join("raw"), p.root.join("results/imp/raw")).unwrap();
            },
            "results/imp/raw: error: is a symbolic link",
        ),
        (
            |p| symlink("../../.env", p.root.join("results/imp/throughput.csv")).unwrap(),
            "results/imp/throughput.csv: error: is a symbolic link",
        ),
        (
            |p| moved_out(p, "results/imp"),
            "results/imp/manifest.toml: error: is reached through `results/imp`, a symbolic link",
        ),
        (
            |p| {
                std::fs::create_dir(p.root.join("results/imp/raw")).unwrap();
                symlink("../../../.env", p.root.join("results/imp/raw/SHA256SUMS")).unwrap();
            },
            "results/imp/raw/SHA256SUMS: error: is a symbolic link",
        ),
    ];
    for (setup, expected) in cases {
        let p = project();
        std::fs::create_dir_all(p.root.join("results/imp")).unwrap();
        std::fs::write(p.root.join("results/imp/manifest.toml"), IMPORT_MANIFEST).unwrap();
        setup(&p);
        refused(&p, &import, expected);
    }
}

/// A batch import takes a folder's own reports: a link among them is
/// refused (its target would be kept under results/ and published).
#[test]
fn a_batch_import_refuses_a_link_among_the_reports() {
    let p = project();
    std::fs::create_dir_all(p.root.join("results/imp")).unwrap();
    std::fs::write(p.root.join("results/imp/manifest.toml"), IMPORT_MANIFEST).unwrap();
    let reports = p.outside.join("reports");
    std::fs::create_dir(&reports).unwrap();
    std::fs::copy(
        repo().join("tests/fixtures/import/h2load-h1-run1.txt"),
        reports.join("nginx_throughput_cs_r1.txt"),
    )
    .unwrap();
    symlink(
        p.root.join(".env"),
        reports.join("nginx_throughput_cs_r2.txt"),
    )
    .unwrap();
    let pattern = "{series}_{table}_c{row}_r{run}.txt";
    refused(
        &p,
        &[
            "import",
            "--campaign",
            "imp",
            "--pattern",
            pattern,
            reports.to_str().unwrap(),
        ],
        "nginx_throughput_cs_r2.txt: error: is a symbolic link; a batch imports only the folder's regular files",
    );
}

/// `pcdocs i18n` reads the locales as `build` does, and never writes
/// through a link: a translation file or `confirmed.toml` that is one is
/// refused, and the file it leads to is left as it was.
#[test]
fn i18n_commands_refuse_links_and_write_through_none() {
    let p = project();
    moved_out(&p, "locales/fr/page.ftl");
    for args in [
        &["i18n", "status"][..],
        &["i18n", "sync"],
        &["i18n", "confirm", "fr"],
    ] {
        refused(&p, args, &format!("locales/fr/page.ftl: error: {LINK}"));
    }
    let p = project();
    std::fs::write(p.outside.join("confirmed.toml"), "").unwrap();
    symlink(
        p.outside.join("confirmed.toml"),
        p.root.join("locales/fr/confirmed.toml"),
    )
    .unwrap();
    refused(
        &p,
        &["i18n", "confirm", "fr"],
        &format!("locales/fr/confirmed.toml: error: {LINK}"),
    );
    refused(&p, &["i18n", "status"], "locales/fr/confirmed.toml: error:");
    // A link to nothing is refused as well: writing there would create
    // the file it names.
    let p = project();
    std::fs::remove_file(p.root.join("locales/fr/page.ftl")).unwrap();
    symlink(
        p.outside.join("new.ftl"),
        p.root.join("locales/fr/page.ftl"),
    )
    .unwrap();
    refused(
        &p,
        &["i18n", "sync"],
        &format!("locales/fr/page.ftl: error: {LINK}"),
    );
    assert!(!p.outside.join("new.ftl").exists());
}

/// `pcdocs diff` loads a results folder as `build` does, and takes from a
/// revision only regular files.
#[test]
fn diff_refuses_links_in_a_results_folder_and_in_a_revision() {
    let p = project();
    std::fs::remove_file(p.root.join("results/c/rps.csv")).unwrap();
    symlink("../../.env", p.root.join("results/c/rps.csv")).unwrap();
    refused(
        &p,
        &["diff", "HEAD", "results"],
        &format!("results/c/rps.csv: error: {LINK}"),
    );
    // Committed, the link is refused when the revision is read.
    git(&p.root, &["add", "-A"]);
    git(&p.root, &["commit", "-qm", "link"]);
    refused(
        &p,
        &["diff", "HEAD~1", "HEAD"],
        "results/c/rps.csv: error: revision `HEAD` holds this as a symbolic link",
    );
}

/// The project root may be reached through a link, and `site/` may be one
/// (written through): only links inside the inputs are refused.
#[test]
fn the_root_and_the_output_may_be_links() {
    let p = project();
    let via = p.outside.join("project-link");
    symlink(&p.root, &via).unwrap();
    let (code, printed) = pcdocs_in(&p.outside, &["build", "--root", "project-link"]);
    assert_eq!(code, Some(0), "{printed}");
    let (code, printed) = pcdocs_in(&via, &["check"]);
    assert_eq!(code, Some(0), "{printed}");
    moved_out(&p, "site");
    let (code, printed) = pcdocs_in(&p.root, &["build"]);
    assert_eq!(code, Some(0), "{printed}");
    assert!(
        std::fs::symlink_metadata(p.root.join("site"))
            .unwrap()
            .is_symlink()
    );
}

/// The record beside the site is written by every build: a link committed
/// in its place is refused, not written through.
#[test]
fn the_lock_file_beside_the_site_is_never_written_through_a_link() {
    let p = project();
    std::fs::write(p.outside.join("bashrc"), "export PATH=/usr/bin\n").unwrap();
    std::fs::remove_file(p.root.join(".site.lock")).unwrap();
    symlink(p.outside.join("bashrc"), p.root.join(".site.lock")).unwrap();
    edit(
        &p.root,
        "results/c/rps.csv",
        "small,beta,1000",
        "small,beta,1100",
    );
    refused(
        &p,
        &["build"],
        "cannot write the site to site: .site.lock is a symbolic link, and pcdocs writes no file through a link",
    );
    assert_eq!(read(&p.outside, "bashrc"), "export PATH=/usr/bin\n");
}

// `pcdocs serve`: the first build and every rebuild a change starts.

use pcdocs::serve::Incremental;

/// Each input the watcher reports changed is read again through the same
/// rule: a link that appears is refused by name, and the site served stays
/// the last good one, without the secret.
#[test]
fn serve_reloads_refuse_links_that_appear() {
    let cases: [(&str, Setup, &str); 5] = [
        (
            "content/notes.md",
            |p| symlink(p.outside.join("secret.md"), p.root.join("content/notes.md")).unwrap(),
            "content/notes.md: error: is a symbolic link",
        ),
        (
            "locales/fr/extra.ftl",
            |p| symlink("../../.env", p.root.join("locales/fr/extra.ftl")).unwrap(),
            "locales/fr/extra.ftl: error: is a symbolic link",
        ),
        (
            "results/c/rps.csv",
            |p| {
                std::fs::remove_file(p.root.join("results/c/rps.csv")).unwrap();
                symlink("../../.env", p.root.join("results/c/rps.csv")).unwrap();
            },
            "results/c/rps.csv: error: is a symbolic link",
        ),
        (
            "themes/default/static/config.css",
            |p| {
                symlink(
                    "../../../.git/config",
                    p.root.join("themes/default/static/config.css"),
                )
                .unwrap()
            },
            "themes/default/static/config.css: error: is a symbolic link",
        ),
        (
            "content",
            |p| moved_out(p, "content"),
            "content: error: is a symbolic link",
        ),
    ];
    for (changed, setup, expected) in cases {
        let p = project();
        let mut inc = Incremental::new(&p.root);
        inc.rebuild_all().unwrap_or_else(|d| panic!("{d}"));
        let good = inc.files().clone();
        setup(&p);
        let err = match inc.apply(&[changed]) {
            Ok(_) => panic!("{changed}: the rebuild took the link"),
            Err(e) => e.to_string(),
        };
        assert!(err.contains(expected), "{changed}: {err}");
        assert_no_secret(changed, &err);
        assert!(*inc.files() == good, "{changed}: the site changed");
    }
}

struct Server {
    child: std::process::Child,
    port: u16,
    _stdout: std::io::BufReader<std::process::ChildStdout>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(dir: &Path) -> Server {
    use std::io::BufRead;
    let mut child = Command::new(env!("CARGO_BIN_EXE_pcdocs"))
        .args(["serve", "--port", "0"])
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    let port = line
        .split("http://127.0.0.1:")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    let mut watching = String::new();
    stdout.read_line(&mut watching).unwrap();
    assert!(watching.starts_with("Watching"), "{watching:?}");
    Server {
        child,
        port,
        _stdout: stdout,
    }
}

fn get(port: u16, path: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    write!(s, "GET {path} HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\n\r\n").unwrap();
    let mut resp = Vec::new();
    let _ = s.read_to_end(&mut resp);
    let resp = String::from_utf8_lossy(&resp).into_owned();
    let status = resp
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, resp)
}

/// Polls `path` until `pred` holds, for at most 20 seconds.
fn until(port: u16, path: &str, pred: impl Fn(u16, &str) -> bool) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let (status, body) = get(port, path);
        if pred(status, &body) {
            return body;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "timed out on {path}:\n{body}"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

/// The server refuses a link it finds at start, and one that appears while
/// it runs (seen by its watcher); neither's target is ever served.
#[test]
fn serve_refuses_links_at_start_and_when_they_appear() {
    let p = project();
    symlink(
        "../../../.git/config",
        p.root.join("themes/default/static/config.css"),
    )
    .unwrap();
    let server = serve(&p.root);
    let page = until(server.port, "/en/c/", |s, _| s == 500);
    assert!(
        page.contains("themes/default/static/config.css") && page.contains("symbolic link"),
        "{page}"
    );
    assert_no_secret("the error page", &page);
    let (status, body) = get(server.port, "/theme/config.css");
    assert_ne!(status, 200);
    assert_no_secret("/theme/config.css", &body);
    drop(server);

    let p = project();
    let server = serve(&p.root);
    until(server.port, "/fr/c/", |s, _| s == 200);
    symlink("../../.env", p.root.join("locales/fr/extra.ftl")).unwrap();
    let page = until(server.port, "/fr/c/", |s, _| s == 500);
    assert!(page.contains("locales/fr/extra.ftl"), "{page}");
    assert_no_secret("the error page", &page);
    for path in ["/fr/c/", "/en/c/", "/theme/style.css", "/fr/c/index.md"] {
        assert_no_secret(path, &get(server.port, path).1);
    }
}
