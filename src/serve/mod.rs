//! `pcdocs serve`: a preview on loopback that rebuilds when an input changes
//! and reloads the open page. The site is built in memory and served from
//! there; `site/` is not touched. A build error is shown in the browser and
//! the terminal, and the server keeps running until the inputs are fixed.
//!
//! Rebuilds are incremental ([`Incremental`]): the loaded project and its
//! rendered output are kept, a change re-reads only the inputs it touched
//! and re-renders only the pages they affect (`site::Project::update`), and
//! the result is the same bytes as a full build. The search index, which
//! Pagefind makes from every page each time, follows once the rebuilt pages
//! are served.
//!
//! The HTTP side ([`http`]) runs on tokio and only reads what the rebuilds
//! publish: rebuilds happen on the watcher's thread, and a watch channel of
//! the site's version tells open pages, over Server-Sent Events, to reload.

mod http;

pub use http::Limits;

use crate::diag::Diagnostics;
use crate::site::Project;
use crate::site::incremental::Affected;
use crate::site::pages::Output;
use notify::RecursiveMode;
use notify_debouncer_full::{DebounceEventResult, RecommendedCache, new_debouncer_opt};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
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

/// How long the watcher waits for a change's events to settle. An editor's
/// save (write a temporary file, rename it over the original) sends its
/// events within a millisecond; every millisecond here is one the user
/// waits for the page, and a save split over two rebuilds still ends with
/// the right page.
const DEBOUNCE: Duration = Duration::from_millis(2);
/// How often the debouncer looks for settled events: a change waits
/// between `DEBOUNCE` and `DEBOUNCE + TICK`. The debouncer's thread wakes
/// this often even when nothing changes, so it is not made shorter still.
const TICK: Duration = Duration::from_millis(1);

/// What the server shows: the last good site, and the error of the last
/// build if it failed.
struct Site {
    /// `Bytes`, so that a response shares the file instead of copying it.
    files: BTreeMap<String, axum::body::Bytes>,
    error: Option<String>,
    /// Bumped after every build; open pages reload when it changes.
    version: u64,
}

/// What the rebuilds publish and the requests read.
struct Shared {
    site: Mutex<Site>,
    /// The site's version, sent after `site` holds it: each reload stream
    /// waits on a receiver of its own.
    version: tokio::sync::watch::Sender<u64>,
}

impl Site {
    /// Serves what a rebuild did: `copied` holds its written files. A full
    /// rebuild replaces the whole site: after a caught panic, the rebuild
    /// no longer knows what the served site holds.
    fn publish(&mut self, report: &Report, copied: Vec<(String, axum::body::Bytes)>) {
        if report.full {
            self.files.clear();
        }
        for path in &report.removed {
            self.files.remove(path);
        }
        self.files.extend(copied);
    }
}

impl Shared {
    fn new() -> Self {
        Self {
            site: Mutex::new(Site {
                files: BTreeMap::new(),
                error: None,
                version: 0,
            }),
            version: tokio::sync::watch::Sender::new(0),
        }
    }

    fn site(&self) -> std::sync::MutexGuard<'_, Site> {
        // A request never leaves the site half-updated: a poisoned lock
        // still holds a consistent site.
        self.site.lock().unwrap_or_else(|e| e.into_inner())
    }
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
#[derive(Debug, Default, Clone, PartialEq, Eq)]
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

    /// Makes the search index again if a rebuild left it out of date: its
    /// files in `written` and `removed`.
    pub fn index_search(&mut self) -> Result<Report, Diagnostics> {
        let Some((project, output)) = &mut self.state else {
            return Ok(Report::default());
        };
        let (written, removed) = project.index_search(output)?;
        Ok(Report {
            full: false,
            pages: 0,
            total: Self::total(project),
            written,
            removed,
        })
    }

    /// Whether the search index lags behind the pages.
    pub fn search_stale(&self) -> bool {
        self.state
            .as_ref()
            .is_some_and(|(_, output)| output.search_stale())
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
    /// are kept for the next call; a search index that fails leaves the
    /// rebuilt pages, and the index out of date for the next call.
    pub fn apply<P: AsRef<Path>>(&mut self, changed: &[P]) -> Result<Report, Diagnostics> {
        let mut report = self.apply_pages(changed)?;
        let search = self.index_search()?;
        report.removed.extend(search.removed);
        report.written.extend(search.written);
        Ok(report)
    }

    /// [`Self::apply`] but for the search index, which is left out of date
    /// for [`Self::index_search`]: the server shows the edited pages first,
    /// and indexes every page after.
    pub fn apply_pages<P: AsRef<Path>>(&mut self, changed: &[P]) -> Result<Report, Diagnostics> {
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

/// Runs one rebuild. A panic inside it is caught as a last resort and
/// reported like a build error: the server keeps the last good site, and
/// the next change starts again from a full build, since a rebuild that
/// stopped half-way may have left `inc` inconsistent.
fn run_guarded(
    inc: &mut Incremental,
    run: impl FnOnce(&mut Incremental) -> Result<Report, Diagnostics>,
) -> Result<Report, String> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(inc))) {
        Ok(result) => result.map_err(|d| d.to_string()),
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "no message".to_owned());
            *inc = Incremental::new(&inc.root);
            Err(format!(
                "error: pcdocs failed while rebuilding ({what}); this is a bug in pcdocs, \
not in the inputs, but an input change may avoid it"
            ))
        }
    }
}

/// Rebuilds with `run` and publishes the result. `changed` are the paths
/// that triggered it (none: the first build), `since` when the first change
/// happened: the report gives the time from there to the pages in memory,
/// and the rebuild's own time.
fn rebuild(
    inc: &mut Incremental,
    changed: &[PathBuf],
    since: Instant,
    shared: &Shared,
    run: impl FnOnce(&mut Incremental) -> Result<Report, Diagnostics>,
) {
    let started = Instant::now();
    let result = run_guarded(inc, run);
    let copied = result.as_ref().ok().map(|r| copies(inc, r));
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
        Err(e) => format!("{e}\nerror: build failed; serving the last good site until it is fixed"),
    };
    let version = {
        let mut site = shared.site();
        match result {
            Ok(report) => {
                site.publish(&report, copied.unwrap_or_default());
                site.error = None;
            }
            Err(e) => site.error = Some(e),
        }
        site.version += 1;
        site.version
    };
    shared.version.send_replace(version);
    let line = crate::diag::terminal_safe(&line);
    let _ = std::io::Write::write_fmt(&mut std::io::stderr(), format_args!("{line}\n"));
}

/// Makes the search index again after the pages are served, and serves
/// it: the pages do not change, so open pages are not reloaded (unless the
/// index fails, whose error they show).
fn index_search(inc: &mut Incremental, shared: &Shared) {
    let result = run_guarded(inc, Incremental::index_search);
    let copied = result.as_ref().ok().map(|r| copies(inc, r));
    let version = {
        let mut site = shared.site();
        match result {
            Ok(report) => {
                site.publish(&report, copied.unwrap_or_default());
                return;
            }
            Err(e) => {
                let shown = crate::diag::terminal_safe(&e);
                let _ = std::io::Write::write_fmt(
                    &mut std::io::stderr(),
                    format_args!(
                        "{shown}\nerror: the search index failed; serving the last good one\n"
                    ),
                );
                site.error = Some(e);
                site.version += 1;
                site.version
            }
        }
    };
    shared.version.send_replace(version);
}

/// The bytes of the files `report` wrote, to serve. They are copied before
/// taking the site's lock, so requests keep being served meanwhile.
fn copies(inc: &Incremental, report: &Report) -> Vec<(String, axum::body::Bytes)> {
    report
        .written
        .iter()
        .filter_map(|p| Some((p.clone(), inc.files().get(p)?.clone().into())))
        .collect()
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

/// The warning for an address other machines can reach, if `addr` is one.
pub fn exposure_warning(addr: std::net::SocketAddr) -> Option<String> {
    (!addr.ip().is_loopback()).then(|| {
        format!(
            "serving on {addr}, which is not a loopback address: anyone on the network \
can read the preview (use --interface 127.0.0.1 to keep it on this machine)"
        )
    })
}

/// Serves the site at `root` on `interface:port` until the process ends.
/// Port 0 picks a free port; the address is printed either way, and `warn`
/// is told when other machines can reach it. Problems in the inputs never
/// end it (the pages show them); only a failure to listen or watch does,
/// and a `root` that is no project at all (no folder with a pcdocs.toml),
/// which is refused before anything listens: started in the wrong folder,
/// the server would only show that error.
/// The HTTP side takes on at most what `limits` say ([`Limits`]).
pub fn serve(
    root: &Path,
    interface: &str,
    port: u16,
    limits: Limits,
    warn: &dyn Fn(&str),
) -> Result<(), crate::diag::Error> {
    crate::config::Config::locate(root)?;
    serve_until_failure(root, interface, port, limits, warn)
        .map_err(|e| crate::diag::Failure::new("serve", e).into())
}

fn serve_until_failure(
    root: &Path,
    interface: &str,
    port: u16,
    limits: Limits,
    warn: &dyn Fn(&str),
) -> std::io::Result<()> {
    let root: PathBuf = root.canonicalize()?;
    let shared = Arc::new(Shared::new());
    let mut incremental = Incremental::new(&root);
    rebuild(
        &mut incremental,
        &[],
        Instant::now(),
        &shared,
        Incremental::rebuild_all,
    );
    let listener = std::net::TcpListener::bind((interface, port))?;
    listener.set_nonblocking(true)?;
    let addr = listener.local_addr()?;
    println!(
        "Serving {} on http://{addr}/ (Ctrl-C to stop)",
        crate::diag::terminal_safe(&root.display().to_string())
    );
    if let Some(warning) = exposure_warning(addr) {
        warn(&warning);
    }

    let watcher_shared = Arc::clone(&shared);
    let watch_root = root.clone();
    // An editor's save (write a temporary file, rename it) arrives within a
    // millisecond; a longer burst, such as a `git checkout`, may be split
    // over several rebuilds, each incremental, and the last one shows where
    // the burst ended. The window is part of the time from a change to the
    // page served, so it is kept short.
    // Links are not followed into other folders: the rebuild refuses every
    // link in the inputs anyway (`paths`), so nothing behind one is watched.
    let config = notify::Config::default().with_follow_symlinks(false);
    let handler = move |result: DebounceEventResult| {
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
            rebuild(
                &mut incremental,
                &changed,
                since,
                &watcher_shared,
                |inc: &mut Incremental| inc.apply_pages(&changed),
            );
            if incremental.search_stale() {
                index_search(&mut incremental, &watcher_shared);
            }
        }
    };
    let mut debouncer = new_debouncer_opt::<_, notify::RecommendedWatcher, _>(
        DEBOUNCE,
        Some(TICK),
        handler,
        RecommendedCache::new(),
        config,
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

    // Requests only copy bytes out of memory: two threads are plenty, and
    // leave the cores to rebuilds.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let result = runtime.block_on(http::run(listener, addr, shared, limits));
    drop(debouncer);
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn served(shared: &Shared) -> (BTreeMap<String, axum::body::Bytes>, Option<String>, u64) {
        let site = shared.site();
        (site.files.clone(), site.error.clone(), site.version)
    }

    #[test]
    fn a_panic_in_a_rebuild_is_a_build_error_and_the_next_build_recovers() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let shared = Shared::new();
        let mut inc = Incremental::new(root);
        rebuild(
            &mut inc,
            &[],
            Instant::now(),
            &shared,
            Incremental::rebuild_all,
        );
        let (good, error, version) = served(&shared);
        assert!(error.is_none() && good.contains_key("en/index.html"));
        assert_eq!((version, *shared.version.borrow()), (1, 1));

        let changed = [root.join("locales/en/site.ftl")];
        rebuild(&mut inc, &changed, Instant::now(), &shared, |_| {
            panic!("too deep")
        });
        let (files, error, version) = served(&shared);
        let error = error.expect("the panic is shown as an error");
        assert!(
            error.contains("too deep") && error.contains("bug in pcdocs"),
            "{error}"
        );
        assert!(files == good, "the last good site is still served");
        assert_eq!((version, *shared.version.borrow()), (2, 2));
        assert!(inc.state.is_none(), "the next rebuild starts afresh");

        rebuild(&mut inc, &changed, Instant::now(), &shared, |inc| {
            inc.apply(&changed)
        });
        let (files, error, version) = served(&shared);
        assert!(error.is_none(), "{error:?}");
        assert!(files == good);
        assert_eq!(version, 3);
        assert!(inc.state.is_some());
    }

    #[test]
    fn only_non_loopback_addresses_warn() {
        for addr in ["127.0.0.1:1111", "[::1]:1111", "127.0.0.2:80"] {
            assert_eq!(exposure_warning(addr.parse().unwrap()), None, "{addr}");
        }
        for addr in ["0.0.0.0:1111", "[::]:1111", "192.168.1.5:1111"] {
            let w = exposure_warning(addr.parse().unwrap()).unwrap();
            assert!(
                w.contains("anyone on the network can read the preview"),
                "{w}"
            );
        }
    }
}
