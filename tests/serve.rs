//! `pcdocs serve` on loopback: pages, rebuilds on change, errors shown in the
//! browser while the server keeps running.

mod common;
use common::*;
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
    let mut child = Command::new(env!("CARGO_BIN_EXE_pcdocs"))
        .args(["serve", "--port", "0"])
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    stdout.read_line(&mut line).unwrap();
    let port = line
        .split("http://127.0.0.1:")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .and_then(|p| p.parse().ok());
    Server {
        child,
        port: port.unwrap_or_else(|| panic!("no address in {line:?}")),
        _stdout: stdout,
    }
}

fn get(port: u16, path: &str) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(s, "GET {path} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n").unwrap();
    let mut resp = String::new();
    s.read_to_string(&mut resp).unwrap();
    let status = resp
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, resp)
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

#[test]
fn serves_rebuilds_and_recovers_from_errors() {
    let dir = copy_of_repo();
    let server = start(dir.path());
    let page = "/en/v0.2.0-rc.3/";
    let (status, body) = get(server.port, page);
    assert_eq!(status, 200);
    assert!(
        body.contains("46,125") && body.contains("/__pcdocs/wait?v="),
        "reload script injected"
    );
    assert_eq!(get(server.port, "/theme/style.css").0, 200);
    assert_eq!(get(server.port, "/en/v0.2.0-rc.3").0, 301);
    assert!(!dir.path().join("site").exists(), "serve builds in memory");

    edit(
        dir.path(),
        "results/v0.2.0-rc.3/throughput.csv",
        "46125",
        "47125",
    );
    until(server.port, page, |s, b| s == 200 && b.contains("47,125"));

    edit(
        dir.path(),
        "results/v0.2.0-rc.3/throughput.csv",
        "47125",
        "4x125",
    );
    let err = until(server.port, page, |s, _| s == 500);
    assert!(
        err.contains("results/v0.2.0-rc.3/throughput.csv:2:")
            && err.contains("`4x125` is not a number"),
        "{err}"
    );

    edit(
        dir.path(),
        "results/v0.2.0-rc.3/throughput.csv",
        "4x125",
        "48125",
    );
    until(server.port, page, |s, b| s == 200 && b.contains("48,125"));
}

#[test]
fn the_reload_endpoint_answers_when_the_site_changes() {
    let dir = copy_of_repo();
    let server = start(dir.path());
    let port = server.port;
    let waiter = std::thread::spawn(move || get(port, "/__pcdocs/wait?v=1"));
    std::thread::sleep(Duration::from_millis(300));
    edit(
        dir.path(),
        "locales/en/site.ftl",
        "site-title = Pingclair benchmarks",
        "site-title = Pingclair benchmark pages",
    );
    let (status, body) = waiter.join().unwrap();
    assert_eq!(status, 200);
    assert!(body.trim_end().ends_with('2'), "{body}");
}
