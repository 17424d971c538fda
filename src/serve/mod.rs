//! `pcdocs serve`: a preview on loopback that rebuilds when an input changes
//! and reloads the open page. The site is built in memory and served from
//! there; `site/` is not touched. A build error is shown in the browser and
//! the terminal, and the server keeps running until the inputs are fixed.
//!
//! Rebuilds are incremental ([`Incremental`]): the loaded project and its
//! rendered output are kept, a change re-reads only the inputs it touched
//! and re-renders only the pages they affect (`site::Project::update`), and
//! the result is the same bytes as a full build.

use crate::diag::Diagnostics;
use crate::site::{Affected, Output, Project};
use notify::RecursiveMode;
use notify_debouncer_full::{DebounceEventResult, new_debouncer};
use std::collections::{BTreeMap, BTreeSet};
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

/// How long the watcher waits for a change's events to settle.
const DEBOUNCE: Duration = Duration::from_millis(20);

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

/// A site kept in memory between rebuilds: the loaded project, its rendered
/// output, and what a failed rebuild left to do.
pub struct Incremental {
    root: PathBuf,
    /// The last good state.
    state: Option<(Project, Output)>,
    /// Changed paths (relative, `/`-separated) not yet in a good build: an
    /// update that fails changes nothing, so they are read again next time.
    pending: BTreeSet<String>,
    /// Pages of an update whose render failed, rendered with the next one.
    stale: Affected,
}

/// What a rebuild did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Whether everything was loaded and rendered again.
    pub full: bool,
    /// Pages (page × locale) rendered.
    pub pages: usize,
    /// Pages the site has.
    pub total: usize,
    /// Output files written, whether or not their bytes changed.
    pub written: BTreeSet<String>,
    /// Output files that are gone.
    pub removed: BTreeSet<String>,
}

impl Incremental {
    /// Nothing is loaded until the first [`Incremental::rebuild_all`] or
    /// [`Incremental::apply`].
    pub fn new(root: &Path) -> Self {
        Self {
            root: root.to_owned(),
            state: None,
            pending: BTreeSet::new(),
            stale: Affected::default(),
        }
    }

    /// The site of the last good build (empty before one).
    pub fn files(&self) -> &BTreeMap<String, Vec<u8>> {
        static EMPTY: BTreeMap<String, Vec<u8>> = BTreeMap::new();
        self.state.as_ref().map_or(&EMPTY, |(_, out)| &out.files)
    }

    fn total(project: &Project) -> usize {
        project.renderer.pages().len() * project.config.locales.len()
    }

    /// Loads and renders everything again.
    pub fn rebuild_all(&mut self) -> Result<Report, Diagnostics> {
        let project = crate::site::load(&self.root)?;
        let output = project.render_all()?;
        let removed = self
            .files()
            .keys()
            .filter(|k| !output.files.contains_key(*k))
            .cloned()
            .collect();
        let report = Report {
            full: true,
            pages: Self::total(&project),
            total: Self::total(&project),
            written: output.files.keys().cloned().collect(),
            removed,
        };
        self.state = Some((project, output));
        self.pending.clear();
        self.stale = Affected::default();
        Ok(report)
    }

    /// Rebuilds after `changed` paths (absolute, or relative to the root)
    /// changed: re-reads those inputs and re-renders the pages they affect.
    /// `pcdocs.toml`, `templates/` and `themes/`, or no good build yet, mean
    /// a full rebuild. On error the last good site stays, and the changes
    /// are kept for the next call.
    pub fn apply<P: AsRef<Path>>(&mut self, changed: &[P]) -> Result<Report, Diagnostics> {
        for path in changed {
            let path = path.as_ref();
            let relative = path.strip_prefix(&self.root).unwrap_or(path);
            let parts: Vec<String> = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            self.pending.insert(parts.join("/"));
        }
        let Some((project, output)) = &mut self.state else {
            return self.rebuild_all();
        };
        let changes = project.changes(self.pending.iter().map(String::as_str));
        if changes.full {
            return self.rebuild_all();
        }
        let mut affected = if changes.is_empty() {
            Affected::default()
        } else {
            project.update(&changes)?
        };
        // The project now reflects the inputs; what is left is rendering.
        self.pending.clear();
        affected.merge(std::mem::take(&mut self.stale));
        match project.render_affected(output, &affected) {
            Ok(written) => Ok(Report {
                full: false,
                pages: written.pages,
                total: Self::total(project),
                written: written.files,
                removed: written.removed,
            }),
            Err(d) => {
                self.stale = affected;
                Err(d)
            }
        }
    }
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

/// Rebuilds after `changed` (or everything, when empty), and publishes the
/// result. `since` is when the first change happened: the report gives the
/// time from there to the pages in memory, and the rebuild's own time.
fn rebuild(inc: &mut Incremental, changed: &[PathBuf], since: Instant, shared: &Shared) {
    let started = Instant::now();
    let result = if changed.is_empty() {
        inc.rebuild_all()
    } else {
        inc.apply(changed)
    };
    // The bytes are copied before taking the lock, so requests keep being
    // served meanwhile.
    let copied = result.as_ref().ok().map(|r| {
        r.written
            .iter()
            .filter_map(|p| Some((p.clone(), inc.files().get(p)?.clone())))
            .collect::<Vec<_>>()
    });
    let built = started.elapsed().as_millis();
    let line = match &result {
        Ok(report) if changed.is_empty() => {
            format!("built all {} pages in {built} ms", report.total)
        }
        Ok(report) => {
            let pages = if report.full {
                format!("all {} pages", report.total)
            } else {
                format!("{} of {} pages", report.pages, report.total)
            };
            let what = match changed {
                [] => String::new(),
                [one] => shown(inc, one),
                [one, rest @ ..] => format!("{} and {} more", shown(inc, one), rest.len()),
            };
            format!(
                "rebuilt {pages} ({what}) in {built} ms ({} ms after the change)",
                since.elapsed().as_millis()
            )
        }
        Err(d) => format!("{d}\nerror: build failed; serving the last good site until it is fixed"),
    };
    {
        let mut site = shared.site.lock().unwrap_or_else(|e| e.into_inner());
        match result {
            Ok(report) => {
                for path in &report.removed {
                    site.files.remove(path);
                }
                site.files.extend(copied.unwrap_or_default());
                site.error = None;
            }
            Err(d) => site.error = Some(d.to_string()),
        }
        site.version += 1;
    }
    shared.changed.notify_all();
    eprintln!("{line}");
}

/// A changed path as the terminal shows it: relative to the root.
fn shown(inc: &Incremental, path: &Path) -> String {
    path.strip_prefix(&inc.root)
        .unwrap_or(path)
        .display()
        .to_string()
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
    let mut incremental = Incremental::new(&root);
    rebuild(&mut incremental, &[], Instant::now(), &shared);
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
    // An editor's save (write a temporary file, rename it) or a small
    // `git checkout` arrives within a few milliseconds; a longer burst is
    // split in two rebuilds, each incremental. The window is part of the
    // time from a change to the page served, so it is kept short.
    let mut debouncer = new_debouncer(DEBOUNCE, None, move |result: DebounceEventResult| {
        let Ok(events) = result else { return };
        let mut changed = BTreeSet::new();
        let mut since: Option<Instant> = None;
        for e in events
            .iter()
            .filter(|e| !matches!(e.event.kind, notify::EventKind::Access(_)))
        {
            for p in e.event.paths.iter().filter(|p| is_input(&watch_root, p)) {
                changed.insert(p.clone());
                since = Some(since.map_or(e.time, |s| s.min(e.time)));
            }
        }
        if let Some(since) = since {
            let changed: Vec<PathBuf> = changed.into_iter().collect();
            rebuild(&mut incremental, &changed, since, &watcher_shared);
        }
    })
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
