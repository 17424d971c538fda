//! Rendering: every page × locale, the index, 404, translation-status and
//! root pages, the sitemap and the theme files, into an [`Output`] that
//! knows which files each page wrote, so that part of it can be rendered
//! again (`render_affected`); a full render is the same call with every page.
//! A render is a few steps: plan the pages ([`Plan`]), render them with a
//! target ([`Project::render_pages`]) into a sink, the site-level pages,
//! write those, replace the old records, the search index.

use super::output::{Staging, WriteError};
use super::record::{Affected, PageRecord, ShownFilter};
use super::sink::{Memory, Sink, Streamed, page_url};
use super::target::{PageDone, Standalone, Target};
use super::{Project, up};
use crate::diag::{Diagnostic, Diagnostics, rel};
use crate::render::{Language, PageLoc};
use crate::translate::LocaleStatus;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use tera::Context;

/// Warnings that do not stop a build.
#[derive(Debug, Default)]
pub struct Warnings(pub Vec<String>);

/// What one render wrote into an [`Output`].
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Written {
    /// Pages (page × locale) rendered.
    pub pages: usize,
    /// Files written (whether or not their bytes changed).
    pub files: BTreeSet<String>,
    /// Files removed: pages gone, charts dropped, slugs changed.
    pub removed: BTreeSet<String>,
}

/// A rendered site, with what each page wrote, so that part of it can be
/// rendered again.
#[derive(Debug, Default, Clone)]
pub struct Output {
    /// Path (with `/`) → bytes.
    pub files: BTreeMap<String, Vec<u8>>,
    /// By content file and locale: the files its page wrote, its warnings
    /// and the messages it shows.
    pub(super) pages: BTreeMap<(String, usize), PageRecord>,
    /// Messages each page shows in the source locale, by content file.
    pub(super) used: BTreeMap<String, Vec<String>>,
    pub(super) statuses: Vec<LocaleStatus>,
    /// By locale, the messages its site-level pages showed (`Affected::site_pages`).
    pub(super) site_shown: BTreeMap<usize, BTreeSet<String>>,
    /// Whether pages changed since the search index was made
    /// ([`Project::index_search`]).
    pub(super) search_stale: bool,
}

impl Output {
    /// Whether the search index lags behind the pages
    /// ([`Project::index_search`] makes it again).
    pub fn search_stale(&self) -> bool {
        self.search_stale
    }

    /// Whether the output holds a search index, stale or not.
    fn has_search_index(&self) -> bool {
        let prefix = format!("{}/", crate::search::DIR);
        self.files.keys().any(|p| p.starts_with(&prefix))
    }

    /// Messages shown in the source locale because a locale lacks them,
    /// sorted.
    pub fn warnings(&self) -> Warnings {
        let mut w: Vec<String> = self
            .pages
            .values()
            .flat_map(|r| r.warnings.iter().cloned())
            .collect();
        w.sort();
        w.dedup();
        Warnings(w)
    }
}

/// The pages a render renders, and the order it renders them in.
pub struct Plan {
    /// The pages in their locales, in the order results are merged.
    jobs: Vec<PageLoc>,
    /// Positions in `jobs`, in the order pages are rendered and written:
    /// by content file, then locale. A search index made as pages are
    /// written reads them in the order of their records, as
    /// `index_search` does, so it has each page soon after it is written;
    /// and a page's locales come together, sharing what its target shares
    /// between them (the data behind its tables).
    order: Vec<usize>,
}

impl Plan {
    /// A plan of `jobs`, in the order results are merged.
    pub fn new(project: &Project, jobs: Vec<PageLoc>) -> Plan {
        let pages = project.renderer.pages();
        let mut order: Vec<usize> = (0..jobs.len()).collect();
        order.sort_by(|&a, &b| {
            let key = |j: usize| (&pages[jobs[j].page].source.key, jobs[j].loc);
            key(a).cmp(&key(b))
        });
        Plan { jobs, order }
    }

    /// The locale of each page, in the order pages are written.
    pub fn locales(&self) -> Vec<usize> {
        self.order.iter().map(|&j| self.jobs[j].loc).collect()
    }

    /// Runs of the order (as positions in it) that render one page.
    fn groups(&self) -> Vec<std::ops::Range<usize>> {
        let mut groups: Vec<std::ops::Range<usize>> = Vec::new();
        for position in 0..self.order.len() {
            match groups.last_mut() {
                Some(g)
                    if self.jobs[self.order[g.start]].page
                        == self.jobs[self.order[position]].page =>
                {
                    g.end += 1
                }
                _ => groups.push(position..position + 1),
            }
        }
        groups
    }

    /// The paths of the pages' HTML, in the order they are written.
    fn html_paths(&self, project: &Project) -> Vec<String> {
        self.order
            .iter()
            .map(|&j| {
                let PageLoc { page, loc } = self.jobs[j];
                project.page_path(page, loc, "index.html")
            })
            .collect()
    }
}

/// What the pages of a render left, merged in order.
#[derive(Default)]
struct PagesDone {
    records: Vec<((String, usize), PageRecord)>,
    /// The files no sink took (in memory: all of them).
    files: BTreeMap<String, Vec<u8>>,
    /// By content file, the messages its source-locale page shows.
    used: BTreeMap<String, Vec<String>>,
}

/// Why a render stopped: the inputs, or writing the site.
#[derive(Debug)]
pub enum RenderError {
    Input(Diagnostics),
    Write(WriteError),
}

impl From<Diagnostics> for RenderError {
    fn from(d: Diagnostics) -> Self {
        RenderError::Input(d)
    }
}

impl From<WriteError> for RenderError {
    fn from(e: WriteError) -> Self {
        RenderError::Write(e)
    }
}

impl RenderError {
    fn into_diagnostics(self) -> Diagnostics {
        match self {
            RenderError::Input(d) => d,
            RenderError::Write(e) => Diagnostic::new("site", e.to_string()).into(),
        }
    }
}

impl Project {
    pub(super) fn base_context(&self, loc: usize, depth: usize, path_after_tag: &str) -> Context {
        let mut c = Context::new();
        c.insert("lang", &self.tags()[loc]);
        let rtl = crate::l10n::format::is_right_to_left(&self.tags()[loc]);
        c.insert("dir", if rtl { "rtl" } else { "ltr" });
        c.insert("source_lang", &self.tags()[0]);
        c.insert("root", &up(depth));
        c.insert("search", &self.config.search);
        c.insert("languages", &self.languages(loc, path_after_tag, depth));
        let canonical = self.absolute(&format!("{}/{path_after_tag}", self.tags()[loc]));
        c.insert("canonical", &canonical);
        // Only a 404 page carries its theme inline (see `render_404`).
        c.insert("inline_style", "");
        c.insert("inline_script", "");
        c
    }

    /// The 404 page of a locale. It is served at any address, so its links
    /// start from the site's root: the base URL's path (on whatever host
    /// serves it), or `/`; and it carries the theme's style sheet and
    /// script inline, so it is styled under any base path, where a link to
    /// `theme/style.css` would resolve against the missing page's address.
    /// It has no search box: the search index is found by address too.
    pub(super) fn render_404(&self, loc: usize) -> Result<String, Diagnostics> {
        let root = match &self.config.base_url {
            Some(b) => {
                let after_scheme = b.split_once("://").map_or(b.as_str(), |(_, r)| r);
                let path = after_scheme.find('/').map_or("", |i| &after_scheme[i..]);
                format!("{}/", path.trim_end_matches('/'))
            }
            None => "/".to_owned(),
        };
        let mut c = self.base_context(loc, 0, "");
        c.insert("root", &root);
        c.insert("search", &false);
        let theme = self
            .root
            .join("themes")
            .join(&self.config.theme)
            .join("static");
        for (key, file) in [("inline_style", "style.css"), ("inline_script", "theme.js")] {
            // A theme file that cannot be read is reported where the
            // theme is copied (`theme_files`), which fails the build.
            let Ok(text) = crate::diag::read_text(&self.root, &theme.join(file)) else {
                continue;
            };
            let path = theme.join(file);
            // Inside a <style> or <script> element only its end tag ends it.
            if text.to_ascii_lowercase().contains("</") {
                return Err(Diagnostic::new(
                    rel(&self.root, &path),
                    "holds `</`, which would end the element a 404 page inlines it in",
                )
                .into());
            }
            c.insert(key, &text);
        }
        let languages: Vec<Language> = self
            .languages(loc, "", 0)
            .into_iter()
            .map(|mut l| {
                l.href = format!("{root}{}/", l.tag);
                l
            })
            .collect();
        c.insert("languages", &languages);
        c.insert("canonical", &None::<String>);
        let mut pages = self
            .nav(loc, None, 0, None)
            .map_err(|e| Diagnostic::new("content", e))?;
        for p in &mut pages {
            p.href = format!("{root}{}", p.href);
        }
        c.insert("pages", &pages);
        self.renderer.layout("404.html", None, loc, c)
    }

    /// `sitemap.xml` with every page and its language alternates; only with
    /// a base URL, since sitemaps need absolute addresses.
    pub(super) fn sitemap(&self) -> Option<String> {
        self.config.base_url.as_ref()?;
        let mut paths: Vec<String> = vec![String::new()];
        paths.extend(
            self.order
                .iter()
                .map(|&p| format!("{}/", self.renderer.pages()[p].source.front.slug)),
        );
        let mut xml = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
        );
        for path in &paths {
            for tag in self.tags() {
                xml.push_str(&format!(
                    "<url><loc>{}</loc>",
                    crate::render::attr(&self.absolute(&format!("{tag}/{path}"))?)
                ));
                for alt in self.tags() {
                    xml.push_str(&format!(
                        "<xhtml:link rel=\"alternate\" hreflang=\"{alt}\" href=\"{}\"/>",
                        crate::render::attr(&self.absolute(&format!("{alt}/{path}"))?)
                    ));
                }
                xml.push_str("</url>\n");
            }
        }
        xml.push_str("</urlset>\n");
        Some(xml)
    }

    /// Renders the whole site into memory: path (with `/`) → bytes.
    pub fn render(&self) -> Result<(BTreeMap<String, Vec<u8>>, Warnings), Diagnostics> {
        let out = self.render_all()?;
        let warnings = out.warnings();
        Ok((out.files, warnings))
    }

    /// Renders the whole site, keeping what `render_affected` needs to
    /// render part of it again.
    pub fn render_all(&self) -> Result<Output, Diagnostics> {
        let mut out = Output::default();
        let rendered = self
            .render_affected(&mut out, &self.everything())
            .and_then(|w| self.index_search(&mut out).map(|_| w));
        match (rendered, self.theme_files()) {
            (Ok(_), Ok(theme)) => {
                out.files.extend(theme);
                Ok(out)
            }
            (r, t) => {
                let mut diags = Diagnostics::default();
                for e in [r.err(), t.err()].into_iter().flatten() {
                    diags.extend(e);
                }
                Err(diags)
            }
        }
    }

    /// Renders the pages `affected` names that the project still has, and
    /// every site-level page, into `out`; removes the files of pages the
    /// project no longer has. On error `out` is left as it was.
    pub fn render_affected(
        &self,
        out: &mut Output,
        affected: &Affected,
    ) -> Result<Written, Diagnostics> {
        let plan = self.plan(out, affected);
        self.render_into(out, affected, &plan, &mut Memory)
            .map_err(|e| e.into_diagnostics())
    }

    /// Renders the whole site straight into `stage`: each page's files are
    /// written as soon as the page is rendered, so a build never holds the
    /// site in memory, only the pages' HTML when it makes a search index.
    pub fn render_to(&self, stage: &Staging) -> Result<Warnings, RenderError> {
        let mut out = Output::default();
        let affected = self.everything();
        let plan = self.plan(&out, &affected);
        let mut sink = Streamed::new(stage, self.config.search, plan.locales());
        self.render_into(&mut out, &affected, &plan, &mut sink)?;
        for (path, bytes) in self.theme_files()? {
            stage.put(&path, &bytes)?;
        }
        Ok(out.warnings())
    }

    /// The pages a render of `affected` renders again: those it names and
    /// those that showed a changed message.
    fn plan(&self, out: &Output, affected: &Affected) -> Plan {
        let pages = self.renderer.pages();
        // The pages that showed a changed message, found in one pass over
        // what each showed: asking for each page's record would copy its key
        // thousands of times after an edit.
        let showing: HashSet<(&str, usize)> = if affected.messages.is_empty() {
            HashSet::new()
        } else {
            out.pages
                .iter()
                .filter(|((_, loc), r)| affected.record_shows_changed(*loc, r))
                .map(|((file, loc), _)| (file.as_str(), *loc))
                .collect()
        };
        let jobs: Vec<PageLoc> = (0..self.tags().len())
            .flat_map(|loc| self.order.iter().map(move |&page| PageLoc { page, loc }))
            .filter(|&PageLoc { page, loc }| {
                let file = pages[page].source.key.as_str();
                showing.contains(&(file, loc)) || affected.names(file, loc)
            })
            .collect();
        Plan::new(self, jobs)
    }

    /// Renders the pages of `plan` with `target` in parallel, each into
    /// `sink` as soon as it is rendered; the results come in the order of
    /// the plan's jobs, whatever order rendered them, each with its job.
    pub fn render_pages<T: Target>(
        &self,
        target: &T,
        plan: &Plan,
        sink: &dyn Sink,
    ) -> Vec<(PageLoc, Result<PageDone, RenderError>)> {
        use rayon::prelude::*;
        let (order, jobs) = (&plan.order, &plan.jobs);
        let write = |position: usize, mut done: PageDone| -> Result<PageDone, RenderError> {
            sink.page(position, &mut done.files)?;
            if sink.streams() {
                // What the page showed tells `pcdocs serve` what to render
                // again after an edit; a build renders it once.
                done.record.shown.clear();
                done.record.filter = ShownFilter::default();
            }
            Ok(done)
        };
        // One page a task: rayon otherwise splits the list only a few times
        // and runs each part in one go, so at the end one thread could be
        // left with a long part and nothing for the other to take: a
        // 3,000-page build kept 1.7 cores busy on average, 1.9 with this
        // (`perf stat`).
        let mut rendered: Vec<_> = plan
            .groups()
            .into_par_iter()
            .with_max_len(1)
            .flat_map_iter(|group| {
                let mut shared = T::Shared::default();
                let write = &write;
                group.map(move |position| {
                    let job = order[position];
                    let PageLoc { page: p, loc } = jobs[job];
                    let done = match self.render_page(target, p, loc, &mut shared) {
                        Ok(done) => write(position, done),
                        Err(d) => Err(RenderError::Input(d)),
                    };
                    // A build renders each page once: its arguments go
                    // with it, so a build never holds every page's.
                    if sink.streams() {
                        self.renderer.release(p, loc);
                    }
                    (job, jobs[job], done)
                })
            })
            .collect();
        rendered.sort_unstable_by_key(|r| r.0);
        rendered
            .into_iter()
            .map(|(_, at, done)| (at, done))
            .collect()
    }

    fn render_into(
        &self,
        out: &mut Output,
        affected: &Affected,
        plan: &Plan,
        sink: &mut dyn Sink,
    ) -> Result<Written, RenderError> {
        // Formatted before the parallel work, which reads it.
        self.nav_cache();
        // Translation status reads only `confirmed.toml` beside the loaded
        // messages; it runs beside the pages.
        let (rendered, statuses) = rayon::join(
            || self.render_pages(&Standalone, plan, &*sink),
            || {
                affected.statuses.then(|| {
                    let messages = self.renderer.messages();
                    let origins: Vec<_> = messages.locales.iter().map(|l| &l.origins).collect();
                    crate::translate::status_from_origins(&self.root, self.tags(), &origins)
                })
            },
        );
        let mut diags = Diagnostics::default();
        let done = self.merge_pages(rendered, &mut diags)?;
        let (statuses, status_failed) = match statuses {
            Some(Ok(s)) => (Some(s), false),
            Some(Err(d)) => {
                diags.extend(d);
                (None, true)
            }
            None => (None, false),
        };
        let statuses = (!status_failed).then_some(statuses);
        let files = self.site_pages(out, affected, &done.used, statuses.as_ref(), &mut diags);
        let site_shown: Vec<_> = (0..self.tags().len())
            .map(|l| (l, self.renderer.take_site_shown(l)))
            .collect();
        diags.into_result()?;
        sink.site(&files)?;
        let (mut written, removed) = self.replace(out, done, files, site_shown);
        match sink.search_index(&|| plan.html_paths(self))? {
            Some(index) => {
                written.extend(index.iter().map(|(p, _)| p.clone()));
                sink.index(&index)?;
            }
            // In memory (`pcdocs serve`) the index is made apart, by
            // `index_search`, once the pages are out: at thousands of pages
            // it takes seconds, and an edited page need not wait for it.
            // A first render always makes one: a site of no pages still
            // has an (empty) index, as a build writes it.
            None if self.config.search
                && (!plan.jobs.is_empty() || !removed.is_empty() || !out.has_search_index()) =>
            {
                out.search_stale = true;
            }
            None => {}
        }
        if let Some(Some(s)) = statuses {
            out.statuses = s;
        }
        Ok(Written {
            pages: plan.jobs.len(),
            files: written,
            removed,
        })
    }

    /// The pages' results merged in order: their records, the files a sink
    /// left with them and the messages each showed in the source locale.
    /// Input errors are gathered in `diags`; a write error stops.
    fn merge_pages(
        &self,
        rendered: Vec<(PageLoc, Result<PageDone, RenderError>)>,
        diags: &mut Diagnostics,
    ) -> Result<PagesDone, RenderError> {
        let pages = self.renderer.pages();
        let mut done = PagesDone::default();
        for (PageLoc { page, loc }, result) in rendered {
            let source = &pages[page].source;
            match result {
                Ok(page) => {
                    if let Some(ids) = page.used {
                        done.used.insert(source.key.clone(), ids);
                    }
                    done.files.extend(page.files);
                    done.records.push(((source.key.clone(), loc), page.record));
                }
                Err(RenderError::Input(d)) => diags.extend(d),
                Err(e) => return Err(e),
            }
        }
        Ok(done)
    }

    /// The site-level pages a render makes again: each affected locale's
    /// index and 404 pages, the translation-status pages, the root page and
    /// the sitemap. `statuses` is `None` when they failed (reported in
    /// `diags`), `Some(None)` when this render did not make them.
    fn site_pages(
        &self,
        out: &Output,
        affected: &Affected,
        used: &BTreeMap<String, Vec<String>>,
        statuses: Option<&Option<Vec<LocaleStatus>>>,
        diags: &mut Diagnostics,
    ) -> BTreeMap<String, Vec<u8>> {
        let (site, root) = affected.site_pages(&out.site_shown, self.tags().len());
        let mut files = self.locale_pages(&site, diags);
        // Messages each page shows, from its source-locale render: this
        // render's, else the kept one's.
        let empty = Vec::new();
        let used_by_page: Vec<&[String]> = self
            .renderer
            .pages()
            .iter()
            .map(|p| {
                used.get(&p.source.key)
                    .or_else(|| out.used.get(&p.source.key))
                    .unwrap_or(&empty)
                    .as_slice()
            })
            .collect();
        // Every locale's status page shows every page's messages.
        let used_changed = used
            .iter()
            .any(|(file, ids)| out.used.get(file) != Some(ids));
        let translations: Vec<usize> = (0..self.tags().len())
            .filter(|l| affected.statuses || used_changed || site.contains(l))
            .collect();
        if let Some(statuses) = statuses
            && !translations.is_empty()
        {
            match self.render_translations(
                &translations,
                &used_by_page,
                statuses.as_ref().unwrap_or(&out.statuses),
            ) {
                Ok(pages) => files.extend(pages),
                Err(d) => diags.extend(d),
            }
        }
        if root {
            match self.render_root() {
                Ok(html) => {
                    files.insert("index.html".to_owned(), html.into_bytes());
                }
                Err(d) => diags.extend(d),
            }
        }
        // The sitemap lists slugs in order, which change only with some
        // locale's navigation.
        if !affected.site.is_empty()
            && let Some(xml) = self.sitemap()
        {
            files.insert("sitemap.xml".to_owned(), xml.into_bytes());
        }
        files
    }

    /// The index and 404 pages of the locales `site` names.
    fn locale_pages(
        &self,
        site: &BTreeSet<usize>,
        diags: &mut Diagnostics,
    ) -> BTreeMap<String, Vec<u8>> {
        // Each locale's site-level pages use that locale's slot only: the
        // locales render side by side and are merged in their order.
        let site_pages: Vec<_> = {
            use rayon::prelude::*;
            (0..self.tags().len())
                .into_par_iter()
                .filter(|loc| site.contains(loc))
                .map(|loc| (loc, self.render_index(loc), self.render_404(loc)))
                .collect()
        };
        let mut files = BTreeMap::new();
        for (loc, index, not_found) in site_pages {
            let tag = &self.tags()[loc];
            match index {
                Ok(html) => {
                    files.insert(format!("{tag}/index.html"), html.into_bytes());
                }
                Err(d) => diags.extend(d),
            }
            match not_found {
                Ok(html) => {
                    files.insert(format!("{tag}/404.html"), html.into_bytes());
                    if loc == 0 {
                        files.insert(
                            "404.html".to_owned(),
                            files[&format!("{tag}/404.html")].clone(),
                        );
                    }
                }
                Err(d) => diags.extend(d),
            }
        }
        files
    }

    /// Everything rendered: replaces in `out` what it replaces, and returns
    /// the paths written and those removed. An old path that this render
    /// wrote again (a slug taken over by another page) stays.
    fn replace(
        &self,
        out: &mut Output,
        done: PagesDone,
        mut files: BTreeMap<String, Vec<u8>>,
        site_shown: Vec<(usize, BTreeSet<String>)>,
    ) -> (BTreeSet<String>, BTreeSet<String>) {
        files.extend(done.files);
        let pages = self.renderer.pages();
        let current: HashSet<&str> = pages.iter().map(|p| p.source.key.as_str()).collect();
        let gone: Vec<(String, usize)> = out
            .pages
            .keys()
            .filter(|(file, _)| !current.contains(file.as_str()))
            .cloned()
            .chain(done.records.iter().map(|(key, _)| key.clone()))
            .collect();
        let mut removed = BTreeSet::new();
        for key in gone {
            if let Some(old) = out.pages.remove(&key) {
                for path in old.paths {
                    if !files.contains_key(&path) {
                        out.files.remove(&path);
                        removed.insert(path);
                    }
                }
            }
        }
        out.used.retain(|file, _| current.contains(file.as_str()));
        out.used.extend(done.used);
        out.pages.extend(done.records);
        for (l, ids) in site_shown {
            out.site_shown.entry(l).or_default().extend(ids);
        }
        let written: BTreeSet<String> = files.keys().cloned().collect();
        out.files.extend(files);
        (written, removed)
    }

    /// Makes the search index of every page's HTML in `out` again if a
    /// render left it out of date; returns the index files written and
    /// those of the old index it no longer has, which are removed. On error
    /// `out` keeps its old index, still out of date.
    pub fn index_search(
        &self,
        out: &mut Output,
    ) -> Result<(BTreeSet<String>, BTreeSet<String>), Diagnostics> {
        if !out.search_stale {
            return Ok(Default::default());
        }
        let pages: Vec<crate::search::Page<'_>> = out
            .pages
            .iter()
            .flat_map(|((_, loc), r)| r.paths.iter().map(move |p| (*loc, p)))
            .filter(|(_, p)| p.ends_with("/index.html"))
            .filter_map(|(loc, p)| Some((loc, page_url(p), out.files.get(p)?.as_slice())))
            .collect();
        let index = crate::search::index(&pages)
            .map_err(|e| Diagnostics::from(Diagnostic::new("site", e)))?;
        let written: BTreeSet<String> = index.iter().map(|(p, _)| p.clone()).collect();
        let prefix = format!("{}/", crate::search::DIR);
        let removed: BTreeSet<String> = out
            .files
            .keys()
            .filter(|p| p.starts_with(&prefix) && !written.contains(*p))
            .cloned()
            .collect();
        for path in &removed {
            out.files.remove(path);
        }
        out.files.extend(index);
        out.search_stale = false;
        Ok((written, removed))
    }

    /// The Markdown twins of every page in every locale: "locale/slug" → text.
    pub fn twins(&self) -> Result<BTreeMap<String, String>, Diagnostics> {
        let (files, _) = self.render()?;
        Ok(files
            .into_iter()
            .filter_map(|(path, bytes)| {
                let key = path.strip_suffix("/index.md")?.to_owned();
                Some((key, String::from_utf8_lossy(&bytes).into_owned()))
            })
            .collect())
    }

    /// The translation-status page of every locale: per page and locale, the
    /// share of the page's messages translated and current, and how many are
    /// stale or missing.
    pub(super) fn render_translations(
        &self,
        locales: &[usize],
        used: &[&[String]],
        statuses: &[LocaleStatus],
    ) -> Result<BTreeMap<String, Vec<u8>>, Diagnostics> {
        use crate::translate::State;
        // Each message's state per locale, as `LocaleStatus::state` gives it
        // (the first file listing it wins), looked up instead of searched.
        // Only looked up, never iterated: the hash order cannot show.
        use rayon::prelude::*;
        let states: Vec<std::collections::HashMap<&str, State>> = statuses
            .par_iter()
            .map(|status| {
                let mut map = std::collections::HashMap::new();
                for f in &status.files {
                    for (ids, state) in [
                        (&f.translated, State::Translated),
                        (&f.missing, State::Missing),
                        (&f.stale, State::Stale),
                        (&f.unconfirmed, State::Stale),
                        (&f.obsolete, State::Obsolete),
                    ] {
                        for id in ids {
                            map.entry(id.as_str()).or_insert(state);
                        }
                    }
                }
                map
            })
            .collect();
        // Per page and translated locale: translated, stale and missing
        // messages of those the page shows, the same on every locale's page.
        let counts: Vec<Vec<(usize, usize, usize)>> = used
            .par_iter()
            .map(|ids| {
                states
                    .iter()
                    .map(|states| {
                        let count = |s: State| {
                            ids.iter()
                                .filter(|id| states.get(id.as_str()) == Some(&s))
                                .count()
                        };
                        (
                            count(State::Translated),
                            count(State::Stale),
                            count(State::Missing),
                        )
                    })
                    .collect()
            })
            .collect();
        // Each locale's page uses that locale's slot only: they render side
        // by side, and the first error in locale order is reported.
        let pages: Vec<Result<(String, Vec<u8>), Diagnostics>> = locales
            .par_iter()
            .map(|&loc| self.translations_page(loc, used, statuses, &counts))
            .collect();
        pages.into_iter().collect()
    }

    /// The translation-status page of locale `loc`: its path and bytes.
    fn translations_page(
        &self,
        loc: usize,
        used: &[&[String]],
        statuses: &[LocaleStatus],
        counts: &[Vec<(usize, usize, usize)>],
    ) -> Result<(String, Vec<u8>), Diagnostics> {
        use crate::compute::model::Fact;
        use crate::compute::model::{Display, Style};
        let nav = self.nav_cache();
        let tag = &self.tags()[loc];
        let fmt = &self.renderer.messages().locales[loc].formatter;
        // Many pages have the same counts: format each cell text once.
        let mut texts: BTreeMap<(String, usize, usize), String> = BTreeMap::new();
        let mut rows = Vec::new();
        for &p in &self.order {
            let front = &self.renderer.pages()[p].source.front;
            let ids = used[p];
            let mut cells = Vec::new();
            for (i, status) in statuses.iter().enumerate() {
                let (ok, stale, missing) = counts[p][i];
                let share = if ids.is_empty() {
                    1.0
                } else {
                    ok as f64 / ids.len() as f64
                };
                let share = fmt.format(share, Display::new(Style::Percent, 0));
                let key = (share, stale, missing);
                let text = match texts.get(&key) {
                    Some(t) => t.clone(),
                    None => {
                        let facts = [
                            ("share".to_owned(), Fact::Text(key.0.clone())),
                            ("stale".to_owned(), Fact::Number(stale as f64)),
                            ("missing".to_owned(), Fact::Number(missing as f64)),
                        ];
                        let text = self
                            .renderer
                            .plain_with(loc, "translations-cell", &facts)
                            .map_err(|e| Diagnostic::new(format!("locales/{tag}"), e))?;
                        texts.insert(key, text.clone());
                        text
                    }
                };
                cells.push(serde_json::json!({ "locale": status.locale, "name": self.language_name(i + 1), "text": text, "complete": ok == ids.len() }));
            }
            let title = match &*nav.entries[loc][p] {
                Ok((title, _)) => title.clone(),
                // The description's error when the title formats: the
                // title alone is formatted again for its own.
                Err(_) => self
                    .renderer
                    .plain(Some(p), loc, &front.title)
                    .map_err(|e| Diagnostic::new(format!("locales/{tag}"), e))?,
            };
            rows.push(serde_json::json!({
                "title": title,
                "href": format!("../{}/", front.slug),
                "cells": cells,
            }));
        }
        // The columns stand apart from the rows: a site without pages yet
        // still has its languages.
        let columns: Vec<serde_json::Value> = statuses
            .iter()
            .enumerate()
            .map(|(i, status)| serde_json::json!({ "locale": status.locale, "name": self.language_name(i + 1) }))
            .collect();
        let mut c = self.base_context(loc, 2, "translations/");
        c.insert("columns", &columns);
        c.insert("rows", &rows);
        let html = self
            .renderer
            .layout_bytes("translations.html", None, loc, c)?;
        Ok((format!("{tag}/translations/index.html"), html))
    }

    pub(super) fn render_index(&self, loc: usize) -> Result<String, Diagnostics> {
        let mut c = self.base_context(loc, 1, "");
        c.insert(
            "pages",
            &self
                .nav(loc, None, 1, None)
                .map_err(|e| Diagnostic::new("content", e))?,
        );
        self.renderer.layout("index.html", None, loc, c)
    }

    pub(super) fn render_root(&self) -> Result<String, Diagnostics> {
        let mut c = self.base_context(0, 0, "");
        c.insert("root", "");
        self.renderer.layout("root.html", None, 0, c)
    }

    pub(super) fn theme_files(&self) -> Result<BTreeMap<String, Vec<u8>>, Diagnostics> {
        let dir = self
            .root
            .join("themes")
            .join(&self.config.theme)
            .join("static");
        // Copied into the site whole: a link or special file anywhere in
        // it is refused by name, never followed or read.
        let Some(files) = crate::diag::walk_input(&self.root, &dir)? else {
            return Err(Diagnostic::new(
                rel(&self.root, &dir),
                format!("theme `{}` has no static/ folder", self.config.theme),
            )
            .hint("set `theme` in pcdocs.toml to a folder of themes/")
            .into());
        };
        let mut out = BTreeMap::new();
        let mut diags = Diagnostics::default();
        for path in files {
            match crate::diag::read_bytes(&self.root, &path) {
                Ok(bytes) => {
                    out.insert(format!("theme/{}", rel(&dir, &path)), bytes);
                }
                Err(d) => diags.push(d),
            }
        }
        diags.into_result()?;
        Ok(out)
    }
}
