//! `pcdocs serve`: a preview on loopback that rebuilds when an input changes
//! and reloads the open page. The site is built in memory and served from
//! there; `site/` is not touched. A build error is shown in the browser and
//! the terminal, and the server keeps running until the inputs are fixed.

use crate::diag::Diagnostics;
use notify::RecursiveMode;
use notify_debouncer_full::{DebounceEventResult, new_debouncer};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// The inputs watched for changes.
const WATCHED: &[&str] = &[
    "results",
    "locales",
    "content",
    "templates",
    "themes",
    "pcdocs.toml",
];

/// What the server shows: the last good site, and the error of the last
/// build if it failed.
struct Site {
    files: BTreeMap<String, Vec<u8>>,
    error: Option<String>,
    /// Bumped after every build; open pages reload when it changes.
    version: u64,
}

struct Shared {
    site: Mutex<Site>,
    changed: Condvar,
}

/// Builds the site in memory.
pub fn build(root: &Path) -> Result<BTreeMap<String, Vec<u8>>, Diagnostics> {
    let project = crate::site::load(root)?;
    Ok(project.render()?.0)
}

/// The script that reloads the page when the site changes, by long polling.
fn reload_script(version: u64) -> String {
    format!(
        "<script>(function(){{var v={version};function poll(){{fetch('/__pcdocs/wait?v='+v).then(function(r){{return r.text()}}).then(function(t){{if(t!==String(v)){{location.reload()}}else{{poll()}}}}).catch(function(){{setTimeout(poll,1000)}})}}poll()}})();</script>"
    )
}

fn error_page(error: &str, version: u64) -> String {
    let escaped = crate::render::attr(error);
    format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>pcdocs: build failed</title>\
<style>body{{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1b1f24;background:#fff}}pre{{background:#fff5f5;border:1px solid #d1242f;padding:1rem;overflow:auto;white-space:pre-wrap}}</style></head>\
<body><h1>The build failed</h1><p>Fix the file below; this page reloads when the build succeeds.</p><pre>{escaped}</pre>{}</body></html>",
        reload_script(version)
    )
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("md") => "text/markdown; charset=utf-8",
        Some("xml") => "application/xml",
        Some("png") => "image/png",
        Some("woff2") => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// The file a URL path names: `/x/` is `x/index.html`.
fn file_for(url: &str) -> String {
    let path = url.split(['?', '#']).next().unwrap_or("/");
    let path = path.trim_start_matches('/');
    let decoded = percent_decode(path);
    if decoded.is_empty() || decoded.ends_with('/') {
        format!("{decoded}index.html")
    } else {
        decoded
    }
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let Ok(b) = u8::from_str_radix(&s[i + 1..i + 3], 16)
        {
            out.push(b);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn respond(shared: &Shared, req: tiny_http::Request) {
    let url = req.url().to_owned();
    if let Some(q) = url.strip_prefix("/__pcdocs/wait?v=") {
        let seen: u64 = q.parse().unwrap_or(0);
        let deadline = Instant::now() + Duration::from_secs(25);
        let mut site = shared.site.lock().unwrap_or_else(|e| e.into_inner());
        while site.version == seen && Instant::now() < deadline {
            let (s, _) = shared
                .changed
                .wait_timeout(site, deadline.saturating_duration_since(Instant::now()))
                .unwrap_or_else(|e| e.into_inner());
            site = s;
        }
        let body = site.version.to_string();
        drop(site);
        let _ = req.respond(tiny_http::Response::from_string(body));
        return;
    }
    let path = file_for(&url);
    let site = shared.site.lock().unwrap_or_else(|e| e.into_inner());
    let header = |v: &str| {
        tiny_http::Header::from_bytes(&b"Content-Type"[..], v.as_bytes()).expect("static header")
    };
    if let Some(error) = &site.error
        && path.ends_with(".html")
    {
        let page = error_page(error, site.version);
        drop(site);
        let _ = req.respond(
            tiny_http::Response::from_string(page)
                .with_status_code(500)
                .with_header(header("text/html; charset=utf-8")),
        );
        return;
    }
    let (status, body, kind) = match site.files.get(&path) {
        Some(bytes) => (200, bytes.clone(), content_type(&path)),
        None if site.files.contains_key(&format!("{path}/index.html")) => {
            let location = format!("{}/", url.split('?').next().unwrap_or("/"));
            drop(site);
            let redirect = tiny_http::Header::from_bytes(&b"Location"[..], location.as_bytes())
                .expect("header");
            let _ = req.respond(tiny_http::Response::empty(301).with_header(redirect));
            return;
        }
        None => {
            let locale = path.split('/').next().unwrap_or("");
            let page = site
                .files
                .get(&format!("{locale}/404.html"))
                .or_else(|| site.files.get("404.html"))
                .cloned()
                .unwrap_or_else(|| b"<!DOCTYPE html><title>404</title><h1>404</h1>".to_vec());
            (404, page, "text/html; charset=utf-8")
        }
    };
    let version = site.version;
    drop(site);
    let body = if kind.starts_with("text/html") {
        let html = String::from_utf8_lossy(&body);
        let script = reload_script(version);
        match html.rfind("</body>") {
            Some(pos) => format!("{}{script}{}", &html[..pos], &html[pos..]).into_bytes(),
            None => format!("{html}{script}").into_bytes(),
        }
    } else {
        body
    };
    let _ = req.respond(
        tiny_http::Response::from_data(body)
            .with_status_code(status)
            .with_header(header(kind)),
    );
}

fn rebuild(root: &Path, shared: &Shared) {
    let started = Instant::now();
    let result = build(root);
    let mut site = shared.site.lock().unwrap_or_else(|e| e.into_inner());
    match result {
        Ok(files) => {
            eprintln!(
                "rebuilt {} files in {} ms",
                files.len(),
                started.elapsed().as_millis()
            );
            site.files = files;
            site.error = None;
        }
        Err(d) => {
            eprintln!("{d}\nerror: build failed; serving the last good site until it is fixed");
            site.error = Some(d.to_string());
        }
    }
    site.version += 1;
    shared.changed.notify_all();
}

/// Whether a changed path is an input (not the output, build folders or
/// editor droppings).
fn is_input(root: &Path, path: &Path) -> bool {
    let Ok(rel) = path.strip_prefix(root) else {
        return false;
    };
    let first = rel
        .components()
        .next()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    WATCHED.contains(&first.as_str()) && !name.starts_with('.') && !name.ends_with('~')
}

/// Serves the site at `root` on `interface:port` until the process ends.
/// Port 0 picks a free port; the address is printed either way.
pub fn serve(root: &Path, interface: &str, port: u16) -> std::io::Result<()> {
    let root: PathBuf = root.canonicalize()?;
    let shared = Arc::new(Shared {
        site: Mutex::new(Site {
            files: BTreeMap::new(),
            error: None,
            version: 0,
        }),
        changed: Condvar::new(),
    });
    rebuild(&root, &shared);
    let server = tiny_http::Server::http((interface, port))
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    let addr = server
        .server_addr()
        .to_ip()
        .map(|a| a.to_string())
        .unwrap_or_else(|| format!("{interface}:{port}"));
    println!(
        "Serving {} on http://{addr}/ (Ctrl-C to stop)",
        root.display()
    );

    let watcher_shared = Arc::clone(&shared);
    let watch_root = root.clone();
    let mut debouncer = new_debouncer(
        Duration::from_millis(100),
        None,
        move |result: DebounceEventResult| {
            let Ok(events) = result else { return };
            let relevant = events.iter().any(|e| {
                !matches!(e.event.kind, notify::EventKind::Access(_))
                    && e.event.paths.iter().any(|p| is_input(&watch_root, p))
            });
            if relevant {
                rebuild(&watch_root, &watcher_shared);
            }
        },
    )
    .map_err(|e| std::io::Error::other(e.to_string()))?;
    for name in WATCHED {
        let path = root.join(name);
        if path.exists() {
            let mode = if path.is_dir() {
                RecursiveMode::Recursive
            } else {
                RecursiveMode::NonRecursive
            };
            debouncer
                .watch(&path, mode)
                .map_err(|e| std::io::Error::other(e.to_string()))?;
        }
    }
    println!("Watching results/, locales/, content/, templates/, themes/ and pcdocs.toml");

    let server = Arc::new(server);
    let workers: Vec<_> = (0..4)
        .map(|_| {
            let server = Arc::clone(&server);
            let shared = Arc::clone(&shared);
            std::thread::spawn(move || {
                while let Ok(req) = server.recv() {
                    respond(&shared, req);
                }
            })
        })
        .collect();
    for w in workers {
        let _ = w.join();
    }
    drop(debouncer);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_map_to_files() {
        assert_eq!(file_for("/"), "index.html");
        assert_eq!(file_for("/fr/v0.2.0-rc.3/"), "fr/v0.2.0-rc.3/index.html");
        assert_eq!(file_for("/theme/style.css?x=1"), "theme/style.css");
        assert_eq!(file_for("/zh-TW/%E7%AF%84/"), "zh-TW/範/index.html");
    }
}
