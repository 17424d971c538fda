//! `pcdocs serve` on loopback: pages, rebuilds on change, errors shown in the
//! browser while the server keeps running, reload streams that never hold up
//! other requests, and the requests it refuses.

use crate::common::site::Site;
use crate::common::*;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct Server {
    child: Child,
    port: u16,
    // Kept open: the server writes to it, and a closed pipe would end it.
    _stdout: BufReader<std::process::ChildStdout>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(dir: &std::path::Path) -> Server {
    start_with(dir, &[])
}

/// [`start`] with more arguments to `pcdocs serve`.
fn start_with(dir: &std::path::Path, args: &[&str]) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pcdocs"))
        .args(["serve", "--port", "0"])
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    let port = line
        .split("http://127.0.0.1:")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .and_then(|p| p.parse().ok());
    // Changes count once the watcher is set up, which it says next.
    let mut watching = String::new();
    stdout.read_line(&mut watching).unwrap();
    assert!(watching.starts_with("Watching"), "{watching:?}");
    Server {
        child,
        port: port.unwrap_or_else(|| panic!("no address in {line:?}")),
        _stdout: stdout,
    }
}

/// Sends `request` as it is and reads the whole response (status 0 when
/// the server closed the connection without one). Generous timeouts: a
/// request that hangs fails the test, a slow machine does not.
fn raw(port: u16, request: &[u8]) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    // The server may answer and close before it has read everything.
    let _ = s.write_all(request);
    let mut resp = Vec::new();
    if let Err(e) = s.read_to_end(&mut resp) {
        assert!(
            e.kind() == std::io::ErrorKind::ConnectionReset,
            "no answer within 10 s: {e}"
        );
    }
    let resp = String::from_utf8_lossy(&resp).into_owned();
    let status = resp
        .strip_prefix("HTTP/1.")
        .and_then(|r| r.split(' ').nth(1))
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, resp)
}

fn get(port: u16, path: &str) -> (u16, String) {
    raw(
        port,
        format!("GET {path} HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\n\r\n").as_bytes(),
    )
}

/// Polls `path` until `pred` holds, for at most 20 seconds.
fn until(port: u16, path: &str, pred: impl Fn(u16, &str) -> bool) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let (status, body) = get(port, path);
        if pred(status, &body) {
            return body;
        }
        assert!(
            Instant::now() < deadline,
            "timed out waiting on {path}; last response:\n{body}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// An open reload stream, as a page's `EventSource` holds it.
struct Reload(BufReader<TcpStream>);

impl Reload {
    fn open(port: u16) -> Self {
        let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        write!(
            s,
            "GET /__pcdocs/events HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n"
        )
        .unwrap();
        let mut reader = BufReader::new(s);
        let mut head = String::new();
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            if line.trim_end().is_empty() {
                break;
            }
            head.push_str(&line);
        }
        assert!(
            head.starts_with("HTTP/1.0 200") || head.starts_with("HTTP/1.1 200"),
            "{head}"
        );
        assert!(
            head.to_ascii_lowercase()
                .contains("content-type: text/event-stream"),
            "{head}"
        );
        Reload(reader)
    }

    /// The version the next event announces.
    fn next(&mut self) -> u64 {
        loop {
            let mut line = String::new();
            let n = self.0.read_line(&mut line).expect("an event within 20 s");
            assert!(n > 0, "the reload stream ended");
            if let Some(v) = line.trim_end().strip_prefix("data: ") {
                return v.parse().unwrap();
            }
        }
    }
}

#[test]
fn serves_rebuilds_and_recovers_from_errors() {
    let dir = Site::tiny().write();
    let server = start(dir.path());
    let page = "/en/c/";
    let (status, body) = get(server.port, page);
    assert_eq!(status, 200);
    assert!(
        body.contains("1,500") && body.contains("new EventSource('/__pcdocs/events')"),
        "reload script injected"
    );
    assert_eq!(get(server.port, "/theme/style.css").0, 200);
    let (status, moved) = get(server.port, "/en/c");
    assert_eq!(status, 301);
    assert!(moved.contains("location: /en/c/\r\n"), "{moved}");
    assert!(!dir.path().join("site").exists(), "serve builds in memory");

    edit(dir.path(), "results/c/rps.csv", "1500", "1700");
    until(server.port, page, |s, b| s == 200 && b.contains("1,700"));

    edit(dir.path(), "results/c/rps.csv", "1700", "1x00");
    let err = until(server.port, page, |s, _| s == 500);
    assert!(
        err.contains("results/c/rps.csv:2:")
            && err.contains("`1x00` is not a number")
            && err.contains("/__pcdocs/events"),
        "{err}"
    );
    // Files other than pages are still the last good ones.
    assert_eq!(get(server.port, "/theme/style.css").0, 200);

    edit(dir.path(), "results/c/rps.csv", "1x00", "1800");
    until(server.port, page, |s, b| s == 200 && b.contains("1,800"));
}

#[test]
fn the_reload_stream_announces_each_build_including_failed_ones() {
    let dir = Site::tiny().write();
    let server = start(dir.path());
    let mut reload = Reload::open(server.port);
    assert_eq!(reload.next(), 1, "the current version comes first");
    edit(
        dir.path(),
        "locales/en/site.ftl",
        "site-title = Pingclair benchmarks",
        "site-title = Pingclair benchmark pages",
    );
    assert_eq!(reload.next(), 2);
    assert!(
        get(server.port, "/en/")
            .1
            .contains("Pingclair benchmark pages")
    );

    // A Fluent syntax error: the page shows it, with its place.
    edit(
        dir.path(),
        "locales/en/site.ftl",
        "site-title = Pingclair benchmark pages",
        "site-title = Pingclair { $",
    );
    assert_eq!(reload.next(), 3);
    let (status, page) = get(server.port, "/en/c/");
    assert_eq!(status, 500);
    assert!(
        page.contains("The build failed")
            && page.contains("locales/en/site.ftl:")
            && page.contains("Fluent syntax error"),
        "{page}"
    );
    edit(
        dir.path(),
        "locales/en/site.ftl",
        "site-title = Pingclair { $",
        "site-title = Pingclair benchmarks again",
    );
    assert_eq!(reload.next(), 4);
    let (status, page) = get(server.port, "/en/c/");
    assert_eq!(status, 200);
    assert!(page.contains("Pingclair benchmarks again"), "{page}");
}

/// With the old server's few worker threads, four waiting reloads held up
/// every other request.
#[test]
fn pages_are_served_while_many_reload_streams_are_open() {
    let dir = Site::tiny().write();
    let server = start(dir.path());
    let mut reloads: Vec<Reload> = (0..20).map(|_| Reload::open(server.port)).collect();
    for r in &mut reloads {
        assert_eq!(r.next(), 1);
    }
    let (status, page) = get(server.port, "/en/c/");
    assert!(status == 200 && page.contains("1,500"), "{page}");
    assert_eq!(get(server.port, "/theme/style.css").0, 200);
    // Every stream is still open, and each hears of the next build.
    edit(dir.path(), "results/c/rps.csv", "1500", "1700");
    for r in &mut reloads {
        assert_eq!(r.next(), 2);
    }
    assert!(get(server.port, "/en/c/").1.contains("1,700"));
}

/// Reload streams are capped (64): the next ones are refused with 503
/// and `Retry-After`, and neither the open streams nor a few hundred
/// hostile sockets (headers sent halfway, pages asked for and never read)
/// keep a page from being answered.
#[test]
fn streams_beyond_the_cap_are_refused_and_pages_still_answer() {
    let dir = Site::tiny().write();
    let server = start(dir.path());
    let port = server.port;
    let mut streams: Vec<Reload> = (0..64).map(|_| Reload::open(port)).collect();
    for r in &mut streams {
        assert_eq!(r.next(), 1);
    }
    for _ in 0..6 {
        let (status, response) = raw(
            port,
            format!("GET /__pcdocs/events HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n").as_bytes(),
        );
        assert_eq!(status, 503, "{response}");
        assert!(
            response.to_ascii_lowercase().contains("\r\nretry-after: "),
            "{response}"
        );
    }
    let mut hostile = Vec::new();
    for i in 0..300 {
        let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        let request = if i % 3 == 0 {
            // Pages asked for, kept alive, and never read.
            format!("GET /en/c/ HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n").repeat(20)
        } else {
            // Headers that never end.
            format!("GET /en/ HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Slow: ")
        };
        let _ = s.write_all(request.as_bytes());
        hostile.push(s);
    }
    // Answered at all within `raw`'s 10 s: a functional bound, not a timing.
    let (status, page) = get(port, "/en/c/");
    assert!(status == 200 && page.contains("1,500"), "{status}");
    assert_eq!(get(port, "/theme/style.css").0, 200);
    // The open streams still hear of the next build.
    edit(dir.path(), "results/c/rps.csv", "1500", "1700");
    for r in &mut streams[..4] {
        assert_eq!(r.next(), 2);
    }
    drop(hostile);
}

/// A stream without news ends after its idle time (shortened here; some
/// minutes by default), and `EventSource` opens the next by itself.
#[test]
fn an_idle_reload_stream_ends() {
    let dir = Site::tiny().write();
    let server = start_with(dir.path(), &["--reload-idle-ms", "500"]);
    let mut stream = Reload::open(server.port);
    let opened = Instant::now();
    assert_eq!(stream.next(), 1);
    // Keep-alive comments may come first; the end comes within 20 s.
    loop {
        let mut line = String::new();
        let n = stream
            .0
            .read_line(&mut line)
            .expect("the stream ends within 20 s");
        if n == 0 {
            break;
        }
        assert!(!line.starts_with("data:"), "no build happened: {line}");
    }
    assert!(opened.elapsed() >= Duration::from_millis(500));
    // Its place is free again.
    assert_eq!(Reload::open(server.port).next(), 1);
}

#[test]
fn requests_naming_another_host_are_refused() {
    let dir = Site::tiny().write();
    let server = start(dir.path());
    let port = server.port;
    let ask = |host: Option<&str>| {
        let host = host.map(|h| format!("Host: {h}\r\n")).unwrap_or_default();
        raw(port, format!("GET /en/ HTTP/1.0\r\n{host}\r\n").as_bytes())
    };
    for host in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("[::1]:{port}"),
    ] {
        assert_eq!(ask(Some(&host)).0, 200, "{host}");
    }
    // A page of another site whose name was pointed at 127.0.0.1.
    for host in [
        format!("rebound.example:{port}"),
        format!("localhost.rebound.example:{port}"),
        "127.0.0.1".to_owned(),
        format!("127.0.0.1:{}", port.wrapping_add(1)),
    ] {
        let (status, body) = ask(Some(&host));
        assert_eq!(status, 403, "{host}: {body}");
        assert!(
            body.contains("refused Host") && !body.contains("<html"),
            "{body}"
        );
    }
    assert_eq!(ask(None).0, 403, "no Host at all");
    let (status, _) = raw(
        port,
        format!("GET http://rebound.example:{port}/en/ HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n").as_bytes(),
    );
    assert_eq!(status, 403, "a request target naming another host");
    let (status, _) = raw(
        port,
        format!("GET /__pcdocs/events HTTP/1.0\r\nHost: rebound.example:{port}\r\n\r\n").as_bytes(),
    );
    assert_eq!(status, 403, "the reload stream is guarded too");
}

#[test]
fn oversized_headers_are_refused() {
    let dir = Site::tiny().write();
    let server = start(dir.path());
    let port = server.port;
    let big = "a".repeat(64 * 1024);
    let (status, _) = raw(
        port,
        format!("GET /en/ HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Big: {big}\r\n\r\n").as_bytes(),
    );
    assert_eq!(status, 431);
    let many: String = (0..200).map(|i| format!("X-{i}: x\r\n")).collect();
    let (status, _) = raw(
        port,
        format!("GET /en/ HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{many}\r\n").as_bytes(),
    );
    assert_eq!(status, 431, "too many headers");
    assert_eq!(get(port, "/en/").0, 200, "and the server goes on");
}

#[test]
fn only_get_and_head_are_answered() {
    let dir = Site::tiny().write();
    let server = start(dir.path());
    let port = server.port;
    for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
        let (status, body) = raw(
            port,
            format!("{method} /en/ HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: 3\r\nConnection: close\r\n\r\nx=1").as_bytes(),
        );
        assert_eq!(status, 405, "{method}");
        assert!(body.contains("allow: GET, HEAD\r\n"), "{body}");
    }
    let (status, head) = raw(
        port,
        format!("HEAD /en/ HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\n\r\n").as_bytes(),
    );
    assert_eq!(status, 200);
    assert!(head.ends_with("\r\n\r\n"), "no body: {head}");
}

/// The server keeps regular memory pages, as every command does
/// (src/main.rs): a huge-page heap was measured and bought nothing.
#[cfg(target_os = "linux")]
#[test]
fn the_server_keeps_regular_memory_pages() {
    let dir = Site::tiny().write();
    let server = start(dir.path());
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.child.id())).unwrap();
    assert!(status.contains("THP_enabled:\t0"), "{status}");
}

#[test]
fn paths_outside_the_site_are_never_read() {
    let dir = Site::tiny().write();
    std::fs::write(dir.path().join("secret.txt"), "top secret 4711\n").unwrap();
    let server = start(dir.path());
    let port = server.port;
    for path in [
        "/secret.txt",
        "/pcdocs.toml",
        "/../secret.txt",
        "/en/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/en/%2E%2E/%2e%2e/secret.txt",
        "/en/..%2f..%2fsecret.txt",
        "/..%5csecret.txt",
        "/en/..\\..\\secret.txt",
        "/secret.txt%00.html",
        "/en/%00",
        "//secret.txt",
        "/./pcdocs.toml",
        "/theme/../../pcdocs.toml",
    ] {
        let (status, body) = get(port, path);
        assert!(status == 404 || status == 400, "{path}: {status}");
        assert!(
            !body.contains("top secret") && !body.contains("base-url ="),
            "{path}: {body}"
        );
    }
    // An unknown page gets its locale's 404 page.
    let (status, body) = get(port, "/fr/no-such-page/");
    assert_eq!(status, 404);
    assert!(
        body.contains("<html lang=\"fr\" dir=\"ltr\">") && body.contains("Page introuvable"),
        "{body}"
    );
}

/// `pcdocs serve` prints what each rebuild rendered and what changed.
#[test]
fn the_terminal_reports_each_rebuild() {
    let dir = Site::two().write();
    let mut child = Command::new(env!("CARGO_BIN_EXE_pcdocs"))
        .args(["serve", "--port", "0"])
        .current_dir(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    // Changes count once the watcher is set up, which it says last.
    let mut line = String::new();
    while !line.starts_with("Watching") {
        line.clear();
        assert!(stdout.read_line(&mut line).unwrap() > 0, "serve ended");
    }
    let stderr = BufReader::new(child.stderr.take().unwrap());
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in stderr.lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let server = Server {
        child,
        port: 0,
        _stdout: stdout,
    };
    let wait_for = |pred: &dyn Fn(&str) -> bool| -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match rx.recv_timeout(left) {
                Ok(line) if pred(&line) => return line,
                Ok(_) => {}
                Err(e) => panic!("no such line on stderr: {e}"),
            }
        }
    };
    let first = wait_for(&|l| l.starts_with("built all 4 pages in ") || l.contains("warning"));
    assert!(
        !first.contains("warning"),
        "no warning on loopback: {first}"
    );
    edit(dir.path(), "results/c/rps.csv", "1500", "1700");
    let line = wait_for(&|l| l.starts_with("rebuilt "));
    assert!(
        line.starts_with("rebuilt 2 of 4 pages (results/c/rps.csv) in ")
            && line.ends_with(" ms after the change)"),
        "{line}"
    );

    // A build error is shown with its place, and a fix recovers.
    edit(
        dir.path(),
        "locales/en/site.ftl",
        "site-title = Pingclair benchmarks",
        "site-title = Pingclair { $",
    );
    let line = wait_for(&|l| l.contains("error"));
    assert!(
        line.starts_with("locales/en/site.ftl:") && line.contains("Fluent syntax error"),
        "{line}"
    );
    wait_for(&|l| l.starts_with("error: build failed; serving the last good site"));
    edit(
        dir.path(),
        "locales/en/site.ftl",
        "site-title = Pingclair { $",
        "site-title = Pingclair benchmarks",
    );
    let line = wait_for(&|l| l.starts_with("rebuilt ") || l.contains("error"));
    assert!(line.starts_with("rebuilt "), "{line}");
    drop(server);
}

// Incremental rebuilds through the library: each change set is applied to a
// kept site, and the result is compared with a full build of the same inputs.

use pcdocs::serve::{Incremental, Report};
use std::collections::BTreeSet;
use std::path::Path;

fn incremental(dir: &Path) -> Incremental {
    let mut inc = Incremental::new(dir);
    inc.rebuild_all().unwrap_or_else(|d| panic!("{d}"));
    inc
}

fn apply(inc: &mut Incremental, paths: &[&str]) -> Report {
    inc.apply(paths).unwrap_or_else(|d| panic!("{d}"))
}

/// The incremental site is a full build of the same inputs, byte for byte.
fn assert_same_as_full(inc: &Incremental, dir: &Path) {
    let full = pcdocs::serve::build(dir).unwrap_or_else(|d| panic!("{d}"));
    let got = inc.files();
    for (path, bytes) in &full {
        match got.get(path) {
            None => panic!("{path} is missing from the incremental site"),
            Some(b) => assert!(b == bytes, "{path} differs from a full build"),
        }
    }
    let extra: Vec<&String> = got.keys().filter(|k| !full.contains_key(*k)).collect();
    assert!(extra.is_empty(), "not in a full build: {extra:?}");
}

/// Content pages (locale/slug) whose HTML a rebuild wrote.
fn pages(report: &Report) -> BTreeSet<String> {
    report
        .written
        .iter()
        .filter_map(|p| p.strip_suffix("/index.html"))
        .filter(|p| p.contains('/') && !p.ends_with("/translations"))
        .map(str::to_owned)
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

/// A results file of the repository, and an edit of one measured value
/// in it, which the English table shows as 47,125.
const RC3_THROUGHPUT: &str = "results/v0.2.0-rc.3/throughput.csv";

fn edit_rc3_throughput(dir: &Path) {
    edit(dir, RC3_THROUGHPUT, "46125", "47125");
}

#[test]
fn a_results_change_re_renders_only_that_campaigns_pages() {
    let dir = copy_of_repo();
    let mut inc = incremental(dir.path());
    let before = inc.files().clone();
    edit_rc3_throughput(dir.path());
    let report = apply(&mut inc, &[RC3_THROUGHPUT]);
    assert!(!report.full);
    assert_eq!((report.pages, report.total), (6, 9));
    assert_eq!(
        pages(&report),
        set(&[
            "en/release-history",
            "en/v0.2.0-rc.3",
            "fr/release-history",
            "fr/v0.2.0-rc.3",
            "zh-TW/release-history",
            "zh-TW/v0.2.0-rc.3"
        ])
    );
    // Charts of the page are written with it, and the kind's history page
    // follows the campaign; other pages are not touched.
    assert!(report.written.contains("en/v0.2.0-rc.3/throughput.svg"));
    assert!(
        !report
            .written
            .iter()
            .any(|p| p.contains("container-matrix"))
    );
    // Only search index files named by their content make way for new ones.
    assert!(
        report.removed.iter().all(|p| p.starts_with("pagefind/")),
        "{:?}",
        report.removed
    );
    // Titles and the messages pages show are the same: no site-level page
    // lists anything new.
    assert!(!report.written.contains("en/index.html"));
    assert!(!report.written.contains("fr/translations/index.html"));
    let html = String::from_utf8_lossy(&inc.files()["en/v0.2.0-rc.3/index.html"]).into_owned();
    assert!(html.contains("47,125"));
    assert_eq!(
        before["en/2026-10-container-matrix/index.html"],
        inc.files()["en/2026-10-container-matrix/index.html"]
    );
    assert_same_as_full(&inc, dir.path());
}

#[test]
fn the_search_index_follows_the_pages_that_are_served_first() {
    let dir = Site::tiny().write();
    let mut inc = incremental(dir.path());
    assert!(!inc.search_stale());
    let index = |inc: &Incremental| -> BTreeSet<String> {
        inc.files()
            .keys()
            .filter(|p| p.starts_with("pagefind/"))
            .cloned()
            .collect()
    };
    let before = inc.files().clone();
    edit(dir.path(), "results/c/rps.csv", "1500", "1700");
    // The pages first: the edited page is new, the index as it was.
    let report = inc
        .apply_pages(&["results/c/rps.csv"])
        .unwrap_or_else(|d| panic!("{d}"));
    assert!(pages(&report).contains("en/c"));
    assert!(report.written.iter().all(|p| !p.starts_with("pagefind/")));
    assert!(inc.search_stale());
    let html = String::from_utf8_lossy(&inc.files()["en/c/index.html"]).into_owned();
    assert!(html.contains("1,700"));
    for path in index(&inc) {
        assert!(before[&path] == inc.files()[&path], "{path} changed early");
    }
    // Then the index, which makes the site a full build's.
    let search = inc.index_search().unwrap_or_else(|d| panic!("{d}"));
    assert!(!inc.search_stale());
    assert!(search.written.contains("pagefind/pagefind-entry.json"));
    assert_eq!(search.written, index(&inc));
    assert_same_as_full(&inc, dir.path());
    // Nothing more to index.
    assert_eq!(
        inc.index_search().unwrap_or_else(|d| panic!("{d}")).written,
        BTreeSet::new()
    );
}

#[test]
fn a_locale_change_re_renders_the_pages_that_show_the_changed_messages() {
    let dir = copy_of_repo();
    let mut inc = incremental(dir.path());
    // A message only the rc.3 page shows.
    edit(
        dir.path(),
        FR_RELEASE,
        "release-intro-this-page-compares = Cette page compare",
        "release-intro-this-page-compares = Cette page-ci compare",
    );
    let report = apply(&mut inc, &[FR_RELEASE]);
    assert_eq!(pages(&report), set(&["fr/v0.2.0-rc.3"]));
    assert_eq!(report.pages, 1);
    // No site-level page shows it, and the translation statuses are the
    // same (the message is still there): none is written again.
    let others: Vec<&String> = report
        .written
        .iter()
        .filter(|p| !p.starts_with("fr/v0.2.0-rc.3/") && !p.starts_with("pagefind/"))
        .collect();
    assert!(others.is_empty(), "{others:?}");
    let fr_page = String::from_utf8_lossy(&inc.files()["fr/v0.2.0-rc.3/index.html"]).into_owned();
    assert!(fr_page.contains("Cette page-ci compare"));
    assert_same_as_full(&inc, dir.path());

    // A page's title is listed by the locale's index, 404 and translation
    // pages: they are written again, with the new title.
    let site_pages = ["fr/index.html", "fr/404.html", "fr/translations/index.html"];
    let shows = |inc: &Incremental, page: &str| {
        String::from_utf8_lossy(&inc.files()[page]).contains("Relevés")
    };
    assert!(!site_pages.iter().any(|p| shows(&inc, p)));
    edit(
        dir.path(),
        FR_RELEASE,
        "release-title = Benchmarks",
        "release-title = Relevés",
    );
    let report = apply(&mut inc, &[FR_RELEASE]);
    for page in site_pages {
        assert!(report.written.contains(page), "{page}");
        assert!(shows(&inc, page), "{page}");
    }
    assert!(!report.written.contains("en/index.html"));
    assert_same_as_full(&inc, dir.path());

    // A message another one references: the page that shows the other.
    edit(
        dir.path(),
        FR_RELEASE,
        "release-intro-this-page-compares = Cette page-ci compare",
        "release-intro-this-page-compares = { not-found-title } Cette page-ci compare",
    );
    let report = apply(&mut inc, &[FR_RELEASE]);
    assert_eq!(pages(&report), set(&["fr/v0.2.0-rc.3"]));
    assert_same_as_full(&inc, dir.path());
    let fr = read(dir.path(), "locales/fr/site.ftl");
    let line = fr
        .lines()
        .find(|l| l.starts_with("not-found-title = "))
        .unwrap();
    edit(
        dir.path(),
        "locales/fr/site.ftl",
        line,
        &line.replace(" = ", " = Hélas, "),
    );
    let report = apply(&mut inc, &["locales/fr/site.ftl"]);
    assert_eq!(pages(&report), set(&["fr/v0.2.0-rc.3"]));
    assert!(report.written.contains("fr/404.html"));
    assert_same_as_full(&inc, dir.path());

    // A message of the page layout: every page of that locale.
    edit(
        dir.path(),
        "locales/fr/site.ftl",
        "toc-heading = Sur cette page",
        "toc-heading = Dans cette page",
    );
    let report = apply(&mut inc, &["locales/fr/site.ftl"]);
    assert_eq!(
        pages(&report),
        set(&[
            "fr/v0.2.0-rc.3",
            "fr/2026-10-container-matrix",
            "fr/release-history"
        ])
    );
    assert_same_as_full(&inc, dir.path());
    // The tagline is on the index only (pages have their own description).
    edit(
        dir.path(),
        "locales/fr/site.ftl",
        "site-tagline = Débit mesuré",
        "site-tagline = Le débit mesuré",
    );
    let report = apply(&mut inc, &["locales/fr/site.ftl"]);
    assert_eq!(report.pages, 0);
    assert!(report.written.contains("fr/index.html"));
    assert!(report.written.contains("fr/404.html"));
    assert!(!report.written.contains("index.html"));
    assert_same_as_full(&inc, dir.path());

    // Only the confirmations changed: the translation status, no page.
    std::fs::write(dir.path().join("locales/fr/confirmed.toml"), "").unwrap();
    let report = apply(&mut inc, &["locales/fr/confirmed.toml"]);
    assert_eq!(report.pages, 0);
    assert!(report.written.contains("fr/translations/index.html"));
    assert_same_as_full(&inc, dir.path());

    // The source locale's text of a page is in its content file: every
    // locale shows the page again (the translations' `en:` are stale now).
    edit(
        dir.path(),
        "content/release-comparison.md",
        "throughput under a controlled workload",
        "throughput under one controlled workload",
    );
    let report = apply(&mut inc, &["content/release-comparison.md"]);
    assert_eq!(
        pages(&report),
        set(&["en/v0.2.0-rc.3", "fr/v0.2.0-rc.3", "zh-TW/v0.2.0-rc.3"])
    );
    assert_same_as_full(&inc, dir.path());
    // A new heading whose French translation is gone: the French page
    // shows the new English, and equals a full build.
    edit(
        dir.path(),
        "content/release-comparison.md",
        "## Source { #source }",
        "## Where the numbers come from { #source }",
    );
    let fr = read(dir.path(), FR_RELEASE);
    let line = fr
        .lines()
        .find(|l| l.starts_with("release-source-heading = "))
        .unwrap();
    std::fs::write(
        dir.path().join(FR_RELEASE),
        fr.replace(&format!("{line}\n"), ""),
    )
    .unwrap();
    let report = apply(&mut inc, &["content/release-comparison.md", FR_RELEASE]);
    assert_eq!(
        pages(&report),
        set(&["en/v0.2.0-rc.3", "fr/v0.2.0-rc.3", "zh-TW/v0.2.0-rc.3"])
    );
    let fr = String::from_utf8_lossy(&inc.files()["fr/v0.2.0-rc.3/index.html"]).into_owned();
    assert!(
        fr.contains("lang=\"en\">Where the numbers come from"),
        "falls back to the new English"
    );
    assert!(report.written.contains("fr/translations/index.html"));
    assert_same_as_full(&inc, dir.path());
    // The root page shows the source locale's site title.
    edit(
        dir.path(),
        "locales/en/site.ftl",
        "site-title = Pingclair benchmarks",
        "site-title = Pingclair benchmark pages",
    );
    let report = apply(&mut inc, &["locales/en/site.ftl"]);
    assert!(report.written.contains("index.html"));
    assert_same_as_full(&inc, dir.path());

    // A locale's name is in every page's language switcher.
    edit(
        dir.path(),
        "locales/zh-TW/site.ftl",
        "language-name = 繁體中文",
        "language-name = 中文（臺灣）",
    );
    let report = apply(&mut inc, &["locales/zh-TW/site.ftl"]);
    assert_eq!(report.pages, 9);
    assert_same_as_full(&inc, dir.path());
}

const FR_RELEASE: &str = "locales/fr/release-comparison.ftl";

/// Every message of a locale, changed one after another: each incremental
/// site equals a full build, so no page misses a message it shows.
fn every_message_changed_one_at_a_time(tag: &str) {
    let dir = copy_of_repo();
    let root = dir.path();
    // Hundreds of full builds: without the search index, which other tests
    // compare (it is a function of the pages these edits already compare).
    // A top-level key, so before the file's first table.
    let config = read(root, "pcdocs.toml");
    std::fs::write(
        root.join("pcdocs.toml"),
        format!("search = false\n{config}"),
    )
    .unwrap();
    let mut inc = incremental(root);
    let folder = format!("locales/{tag}");
    let mut files: Vec<String> = std::fs::read_dir(root.join(&folder))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ftl"))
        .collect();
    files.sort();
    let mut edits = 0;
    for name in files {
        let path = format!("{folder}/{name}");
        let text = read(root, &path);
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            // `id = value` on one line: the value gets a new word first.
            let Some((id, value)) = line.split_once(" = ") else {
                continue;
            };
            let is_id = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
            if id.is_empty() || !id.chars().all(is_id) {
                continue;
            }
            let mut now: Vec<String> = read(root, &path).lines().map(str::to_owned).collect();
            now[i] = format!("{id} = Ωmega {value}");
            std::fs::write(root.join(&path), now.join("\n") + "\n").unwrap();
            inc.apply(&[path.as_str()])
                .unwrap_or_else(|d| panic!("{path}: `{id}`: {d}"));
            assert_same_as_full(&inc, root);
            edits += 1;
        }
    }
    if tag == "en" {
        for page in [RELEASE, "content/2026-10-container-matrix.md"] {
            edits += every_paragraph_changed_one_at_a_time(root, &mut inc, page);
        }
    }
    assert!(edits > 50, "only {edits} messages edited");
}

/// Every paragraph and list item of a page, changed one after another (a
/// `Ω` first, which leaves the derived ids as they were): each incremental
/// site equals a full build. The number of blocks changed.
fn every_paragraph_changed_one_at_a_time(root: &Path, inc: &mut Incremental, page: &str) -> usize {
    let text = read(root, page);
    let mut edits = 0;
    let (mut front, mut fence) = (0, false);
    for (i, line) in text.lines().enumerate() {
        if line == "+++" {
            front += 1;
            continue;
        }
        if line.starts_with("```") {
            fence = !fence;
            continue;
        }
        let skip = ["#", "{", "}", " ", "<!--", "|"];
        if front < 2 || fence || line.is_empty() || skip.iter().any(|p| line.starts_with(p)) {
            continue;
        }
        let mut now: Vec<String> = read(root, page).lines().map(str::to_owned).collect();
        now[i] = match line.strip_prefix("- ") {
            Some(rest) => format!("- Ω {rest}"),
            None => format!("Ω {line}"),
        };
        std::fs::write(root.join(page), now.join("\n") + "\n").unwrap();
        inc.apply(&[page])
            .unwrap_or_else(|d| panic!("{page}:{}: {d}", i + 1));
        assert_same_as_full(inc, root);
        edits += 1;
    }
    assert!(edits >= 10, "only {edits} blocks of {page} edited");
    edits
}

#[test]
#[ignore = "full tier (scripts/test): edits every message in turn, a minute"]
fn every_french_message_edit_matches_a_full_build() {
    every_message_changed_one_at_a_time("fr");
}

#[test]
#[ignore = "full tier (scripts/test): edits every message in turn, a minute"]
fn every_english_message_edit_matches_a_full_build() {
    every_message_changed_one_at_a_time("en");
}

const RELEASE: &str = "content/release-comparison.md";

/// The small site's page, its French messages, and a heading of it.
const PAGE: &str = "content/page.md";
const FR_PAGE: &str = "locales/fr/page.ftl";
const RESULTS: &str = "## Results { #results }";

#[test]
fn a_content_change_re_renders_that_page_in_every_locale() {
    let dir = Site::two().write();
    let mut inc = incremental(dir.path());
    // The intro shown twice: a block that is one message reference.
    edit(
        dir.path(),
        PAGE,
        RESULTS,
        &format!("{{ page-intro-alpha-and-beta }}\n\n{RESULTS}"),
    );
    let report = apply(&mut inc, &[PAGE]);
    assert_eq!(pages(&report), set(&["en/c", "fr/c"]));
    assert_same_as_full(&inc, dir.path());

    // A message the page did not show: the translation-status pages count
    // it (as stale, once nothing is confirmed).
    std::fs::write(dir.path().join("locales/fr/confirmed.toml"), "").unwrap();
    apply(&mut inc, &["locales/fr/confirmed.toml"]);
    edit(
        dir.path(),
        PAGE,
        "{ page-intro-alpha-and-beta }",
        "{ d-intro-alpha-and-beta }",
    );
    let report = apply(&mut inc, &[PAGE]);
    assert_eq!(report.pages, 2);
    assert!(report.written.contains("fr/translations/index.html"));
    assert_same_as_full(&inc, dir.path());
}

/// The repository's configuration with a `base-url`, which the sitemap needs.
fn with_base_url(dir: &std::path::Path) {
    edit(
        dir,
        "pcdocs.toml",
        "# base-url = \"https://…/benchmarks\"",
        "base-url = \"https://pingclair.example/benchmarks\"",
    );
}

#[test]
fn a_changed_title_re_renders_every_page_that_lists_it() {
    let dir = copy_of_repo();
    with_base_url(dir.path());
    let mut inc = incremental(dir.path());
    // The rc3 title names Pingclair's version; every page's navigation lists it.
    edit(
        dir.path(),
        "results/v0.2.0-rc.3/manifest.toml",
        "version = \"v0.2.0-rc.3\"",
        "version = \"v0.2.0-rc.4\"",
    );
    let report = apply(&mut inc, &["results/v0.2.0-rc.3/manifest.toml"]);
    assert_eq!(report.pages, 9);
    assert_same_as_full(&inc, dir.path());
    // Campaign dates order the pages and are in the matrix page's title.
    edit(
        dir.path(),
        "results/2026-10-container-matrix/manifest.toml",
        "start = 2026-10-11\nend = 2026-10-12",
        "start = 2026-11-02\nend = 2026-11-03",
    );
    let report = apply(
        &mut inc,
        &["results/2026-10-container-matrix/manifest.toml"],
    );
    assert_eq!(report.pages, 9);
    assert!(report.written.contains("sitemap.xml"));
    assert_same_as_full(&inc, dir.path());
}

#[test]
fn templates_and_configuration_rebuild_everything() {
    let dir = Site::two().write();
    let mut inc = incremental(dir.path());
    let page = read(dir.path(), "templates/page.html");
    std::fs::write(
        dir.path().join("templates/page.html"),
        page.replace("<main id=\"main\">", "<main id=\"main\" class=\"page\">"),
    )
    .unwrap();
    let report = apply(&mut inc, &["templates/page.html"]);
    assert!(report.full);
    assert_eq!(report.pages, 4);
    assert_same_as_full(&inc, dir.path());
    edit(
        dir.path(),
        "pcdocs.toml",
        "https://example.org/",
        "https://example.org/bench/",
    );
    assert!(apply(&mut inc, &["pcdocs.toml"]).full);
    assert_same_as_full(&inc, dir.path());
}

#[test]
fn pages_and_campaigns_that_appear_move_or_go() {
    let dir = copy_of_repo();
    let root = dir.path();
    let mut inc = incremental(root);
    // A new campaign of the release-comparison kind: its page appears.
    std::fs::create_dir(root.join("results/copy")).unwrap();
    for name in ["manifest.toml", "throughput.csv"] {
        std::fs::copy(
            root.join("results/v0.2.0-rc.3").join(name),
            root.join("results/copy").join(name),
        )
        .unwrap();
    }
    let report = apply(
        &mut inc,
        &["results/copy/manifest.toml", "results/copy/throughput.csv"],
    );
    assert!(!report.full);
    assert_eq!(report.total, 12);
    assert!(inc.files().contains_key("fr/copy/index.html"));
    assert_same_as_full(&inc, root);

    // A subject that sorts first moves every chart colour, on every page.
    let manifest = read(root, "results/copy/manifest.toml");
    std::fs::write(
        root.join("results/copy/manifest.toml"),
        manifest.replace(
            "[subjects.nginx]",
            "[subjects.aaa]\nname = \"Aaa\"\nversion = \"1\"\n\n[subjects.nginx]",
        ),
    )
    .unwrap();
    let report = apply(&mut inc, &["results/copy/manifest.toml"]);
    assert!(pages(&report).contains("zh-TW/2026-10-container-matrix"));
    assert_same_as_full(&inc, root);

    // The campaign leaves the kind for a page of its own, at a new slug:
    // the old page's files go.
    edit(
        root,
        "results/copy/manifest.toml",
        "kind = \"release-comparison\"\n",
        "",
    );
    // Its own id, and its own ids for the labels of its ```ftl block.
    let page = read(root, RELEASE)
        .replace(
            "kind = \"release-comparison\"\nid = \"release\"",
            "campaign = \"copy\"\nslug = \"moved\"\nid = \"copy\"",
        )
        .replace("release-", "copy-");
    assert!(page.contains("slug = \"moved\""));
    std::fs::write(root.join("content/copy.md"), &page).unwrap();
    let report = apply(&mut inc, &["results/copy/manifest.toml", "content/copy.md"]);
    assert!(report.removed.contains("fr/copy/index.html"));
    assert!(report.removed.contains("fr/copy/throughput.svg"));
    assert!(inc.files().contains_key("fr/moved/index.html"));
    assert_same_as_full(&inc, root);

    // The page and its campaign go.
    std::fs::remove_file(root.join("content/copy.md")).unwrap();
    std::fs::remove_dir_all(root.join("results/copy")).unwrap();
    let report = apply(&mut inc, &["content/copy.md", "results/copy"]);
    assert_eq!(report.total, 9);
    assert!(report.removed.contains("en/moved/index.html"));
    assert_same_as_full(&inc, root);
}

#[test]
fn a_failed_rebuild_keeps_the_last_good_site_and_recovers() {
    let dir = Site::two().write();
    let root = dir.path();
    let mut inc = incremental(root);
    let good = inc.files().clone();

    // An input that does not load: nothing changes.
    edit(root, "results/c/rps.csv", "1500", "1x00");
    let err = inc.apply(&["results/c/rps.csv"]).unwrap_err().to_string();
    assert!(err.contains("`1x00` is not a number"), "{err}");
    assert!(*inc.files() == good);
    // Another change meanwhile; the failed one is read again with it.
    edit(
        root,
        FR_PAGE,
        "page-description = Alpha et Beta sous une petite charge.",
        "page-description = Alpha et Beta sous une charge modeste.",
    );
    assert!(inc.apply(&[FR_PAGE]).is_err());
    edit(root, "results/c/rps.csv", "1x00", "1800");
    let report = apply(&mut inc, &["results/c/rps.csv"]);
    assert!(!report.full);
    assert_same_as_full(&inc, root);

    // A page that loads but does not render: fixed through another file.
    edit(root, PAGE, RESULTS, &format!("{{ page-new }}\n\n{RESULTS}"));
    let err = inc.apply(&[PAGE]).unwrap_err().to_string();
    assert!(err.contains("page-new"), "{err}");
    let text = read(root, "locales/en/site.ftl");
    std::fs::write(
        root.join("locales/en/site.ftl"),
        format!("{text}\npage-new = New sentence.\n"),
    )
    .unwrap();
    apply(&mut inc, &["locales/en/site.ftl"]);
    assert_same_as_full(&inc, root);

    // A template error needs a full rebuild, and so does its fix.
    let page = read(root, "templates/page.html");
    std::fs::write(
        root.join("templates/page.html"),
        format!("{page}{{% if %}}"),
    )
    .unwrap();
    assert!(inc.apply(&["templates/page.html"]).is_err());
    std::fs::write(root.join("templates/page.html"), page).unwrap();
    assert!(apply(&mut inc, &["templates/page.html"]).full);
    assert_same_as_full(&inc, root);
}

#[test]
fn the_sidebar_lists_the_newest_pages_and_a_title_change_beyond_them_stays_local() {
    let dir = copy_of_repo();
    let root = dir.path();
    // One page in the sidebar: the matrix page (dated) is the newest; the
    // rc.3 page (undated) sorts after it.
    edit(
        root,
        "pcdocs.toml",
        "theme = \"default\"",
        "theme = \"default\"\nsidebar-pages = 1",
    );
    let mut inc = incremental(root);
    let sidebar = |inc: &Incremental, page: &str| {
        let html = String::from_utf8_lossy(&inc.files()[page]).into_owned();
        let nav = html.split("<nav class=\"sidebar\"").nth(1).unwrap();
        nav.split("</nav>").next().unwrap().to_owned()
    };
    let newest = sidebar(&inc, "en/2026-10-container-matrix/index.html");
    assert!(newest.contains("href=\"../../en/2026-10-container-matrix/\""));
    assert!(!newest.contains("v0.2.0-rc.3/"));
    assert!(newest.contains("<a href=\"../../en/\">All benchmark pages</a>"));
    // An older page lists the newest ones and then itself.
    let older = sidebar(&inc, "fr/v0.2.0-rc.3/index.html");
    let (first, second) = (
        older.find("fr/2026-10-container-matrix/").unwrap(),
        older
            .find("fr/v0.2.0-rc.3/\" aria-current=\"page\"")
            .unwrap(),
    );
    assert!(first < second);
    assert!(older.contains("Toutes les pages de benchmarks"));
    // The locale's index lists every page.
    let index = String::from_utf8_lossy(&inc.files()["en/index.html"]).into_owned();
    assert!(index.contains("en/v0.2.0-rc.3/") && index.contains("en/2026-10-container-matrix/"));

    // The older page's title changes: only its own pages show it in their
    // sidebar, and the indexes that list every page.
    edit(
        root,
        "results/v0.2.0-rc.3/manifest.toml",
        "version = \"v0.2.0-rc.3\"",
        "version = \"v0.2.0-rc.4\"",
    );
    let report = apply(&mut inc, &["results/v0.2.0-rc.3/manifest.toml"]);
    // The kind's history page is written from rc.3: it follows too.
    assert_eq!(
        pages(&report),
        set(&[
            "en/v0.2.0-rc.3",
            "fr/v0.2.0-rc.3",
            "zh-TW/v0.2.0-rc.3",
            "en/release-history",
            "fr/release-history",
            "zh-TW/release-history"
        ])
    );
    assert!(report.written.contains("zh-TW/index.html"));
    assert_same_as_full(&inc, root);

    // The newest page's title changes: every page's sidebar shows it.
    edit(
        root,
        "results/2026-10-container-matrix/manifest.toml",
        "start = 2026-10-11\nend = 2026-10-12",
        "start = 2026-10-12\nend = 2026-10-13",
    );
    let report = apply(
        &mut inc,
        &["results/2026-10-container-matrix/manifest.toml"],
    );
    assert_eq!(report.pages, 9);
    assert_same_as_full(&inc, root);
}

#[test]
fn changed_paths_are_sorted_by_input_and_locale_files_are_named() {
    let project =
        pcdocs::site::load(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap_or_else(|d| panic!("{d}"));
    // One edited translation file: only it is read again, and the
    // statuses are left to the comparison of the locale's messages.
    let changes = project.changes(["locales/fr/site.ftl", "results/v0.2.0-rc.3/throughput.csv"]);
    assert!(!changes.full && !changes.statuses);
    assert_eq!(changes.messages, set(&["fr"]));
    assert_eq!(
        changes.ftl_files,
        [("fr".to_owned(), Some(set(&["locales/fr/site.ftl"])))].into()
    );
    assert_eq!(changes.campaigns, set(&["v0.2.0-rc.3"]));
    // The confirmations are read by the statuses alone.
    let changes = project.changes(["locales/fr/confirmed.toml"]);
    assert!(changes.statuses && changes.messages.is_empty());
    // A locale folder itself: every file of it, and the statuses.
    let changes = project.changes(["locales/fr/site.ftl", "locales/fr"]);
    assert!(changes.statuses);
    assert_eq!(changes.ftl_files, [("fr".to_owned(), None)].into());
    // A locale pcdocs.toml does not name is nothing pcdocs reads.
    assert!(project.changes(["locales/xx/site.ftl"]).is_empty());
}
