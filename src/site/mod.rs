//! site/: loads a project, renders every page in every locale, and writes the
//! result atomically. The only module that reads the project tree as a whole
//! and the only one that writes.
//!
//! `pcdocs serve` keeps a loaded [`Project`] and its [`Output`] between
//! rebuilds: [`Project::changes`] sorts changed paths by input,
//! [`Project::update`] re-reads only those inputs and tells which pages they
//! affect, and [`Project::render_affected`] renders only those pages (plus
//! the site-level pages) into the kept output. A full build is the same
//! render with every page affected, so both give the same bytes.

pub mod output;

use crate::config::Config;
use crate::content::{self, Source};
use crate::diag::{Diagnostic, Diagnostics, read_text, rel};
use crate::l10n::messages::{Localizer, Messages};
use crate::render::{Language, Page, Renderer, markdown::Heading};
use crate::results::{self, Campaign};
use crate::translate::LocaleStatus;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use tera::Context;

/// A loaded project, ready to render.
pub struct Project {
    pub root: PathBuf,
    pub config: Config,
    pub renderer: Renderer,
    /// Page indexes, newest campaign first.
    pub order: Vec<usize>,
    /// Dates of each page's campaign, for ordering and display.
    dates: Vec<Option<String>>,
    results_dir: PathBuf,
    /// The parsed campaigns, kept so an update re-reads only changed ones.
    campaigns: BTreeMap<String, Arc<Campaign>>,
    /// Navigation titles and language names, formatted on first use.
    nav: OnceLock<Nav>,
}

/// What the navigation of every page and the language switcher show,
/// formatted once per build rather than once per page that lists them.
#[derive(Debug, Clone, PartialEq)]
struct Nav {
    /// `[locale][page]`: the page's title and description as plain text,
    /// or the error formatting them.
    entries: Vec<Vec<NavEntry>>,
    /// Each locale's name for itself.
    names: Vec<String>,
}

/// A page's navigation title and description in a locale, or the error
/// formatting them.
type NavEntry = Result<(String, String), String>;

/// Warnings that do not stop a build.
#[derive(Debug, Default)]
pub struct Warnings(pub Vec<String>);

/// Changed inputs, sorted by kind (see [`Project::changes`]).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Changes {
    /// Something only a full load handles: `pcdocs.toml`, `templates/`,
    /// `themes/`, or a whole input folder.
    pub full: bool,
    /// Campaign folders under `results/` whose files changed, appeared or went.
    pub campaigns: BTreeSet<String>,
    /// Locales whose `.ftl` files changed.
    pub messages: BTreeSet<String>,
    /// Whether the translation status must be read again (any change in a
    /// locale folder, `confirmed.toml` included).
    pub statuses: bool,
    /// Changed paths under `content/`, relative to the root.
    pub content: BTreeSet<String>,
}

impl Changes {
    pub fn is_empty(&self) -> bool {
        *self == Changes::default()
    }
}

/// What to render again after an update: pages by content file and
/// locale, and the site-level pages whose inputs changed. A locale's
/// translation-status page is also rendered whenever a page's
/// source-locale render shows other messages.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Affected {
    pages: BTreeSet<(String, usize)>,
    /// Whether the translation status is read again (every locale's
    /// translation-status page shows it).
    statuses: bool,
    /// Locales whose index, 404 and translation-status pages are rendered
    /// again: their navigation list, messages or language names changed.
    site: BTreeSet<usize>,
    /// Whether the root page is rendered again.
    root: bool,
    /// By locale, messages whose text changed: the pages of that locale
    /// that show one are rendered again.
    messages: BTreeMap<usize, BTreeSet<String>>,
}

impl Affected {
    /// Adds what `other` affects: a rebuild that failed leaves its pages to
    /// the next one.
    pub fn merge(&mut self, other: Affected) {
        self.pages.extend(other.pages);
        self.statuses |= other.statuses;
        self.site.extend(other.site);
        self.root |= other.root;
        for (loc, ids) in other.messages {
            self.messages.entry(loc).or_default().extend(ids);
        }
    }

    /// Whether the page of `file` in locale `loc`, which showed the
    /// messages `shown` when last rendered (if it was), is affected.
    fn contains(&self, file: &str, loc: usize, shown: Option<&BTreeSet<String>>) -> bool {
        self.pages.contains(&(file.to_owned(), loc))
            || self.messages.get(&loc).is_some_and(|changed| {
                // `t(id="msg.attr")` shows an attribute of `msg`.
                shown.is_some_and(|ids| {
                    ids.iter()
                        .any(|id| changed.contains(id.split('.').next().unwrap_or(id)))
                })
            })
    }
}

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
    pages: BTreeMap<(String, usize), PageRecord>,
    /// Messages each page shows in the source locale, by content file.
    used: BTreeMap<String, Vec<String>>,
    statuses: Vec<LocaleStatus>,
}

#[derive(Debug, Default, Clone)]
struct PageRecord {
    paths: Vec<String>,
    warnings: Vec<String>,
    /// The messages the page shows, layout included.
    shown: BTreeSet<String>,
}

impl Output {
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

pub fn load(root: &Path) -> Result<Project, Diagnostics> {
    load_with_results(root, &root.join("results"))
}

/// Loads a project whose results come from `results_dir` instead of
/// `results/` (for comparing two sets of results).
pub fn load_with_results(root: &Path, results_dir: &Path) -> Result<Project, Diagnostics> {
    let config = Config::load(root)?;
    let mut diags = Diagnostics::default();
    // The four kinds of input are independent: read and parse them at once.
    let ((campaigns, messages), (sources, layouts)) = rayon::join(
        || {
            rayon::join(
                || results::load_all(root, results_dir),
                || Messages::load(root, &root.join("locales"), &config.locales),
            )
        },
        || {
            rayon::join(
                || content::load_all(root, &root.join("content")),
                || load_layouts(root),
            )
        },
    );
    let (campaigns, messages, sources, layouts) = match (campaigns, messages, sources, layouts) {
        (Ok(c), Ok(m), Ok(s), Ok(l)) => (c, m, s, l),
        (c, m, s, l) => {
            // Template syntax errors are reported with the others.
            if let (Ok(s), Ok(l)) = (&s, &l) {
                diags.extend(crate::render::syntax_errors(
                    &s.iter().collect::<Vec<_>>(),
                    l,
                ));
            }
            for e in [c.err(), m.err(), s.err(), l.err()].into_iter().flatten() {
                diags.extend(e);
            }
            return Err(diags);
        }
    };
    let campaigns: BTreeMap<String, Arc<Campaign>> = campaigns
        .into_iter()
        .map(|(id, c)| (id, Arc::new(c)))
        .collect();
    let syntax = |sources: &[Source]| {
        crate::render::syntax_errors(&sources.iter().collect::<Vec<_>>(), &layouts)
    };
    let pages = evaluate_pages(
        sources.iter().cloned().map(|s| Loaded::Source(Box::new(s))),
        &campaigns,
        None,
    )
    .map_err(|mut d| {
        d.extend(syntax(&sources));
        d
    })?;
    check_claims(&pages, &messages).into_result()?;
    let keys = crate::render::subject_keys(campaigns.values().map(|c| &**c));
    let renderer = Renderer::new(messages, keys, pages, &layouts)?;
    let mut project = Project {
        root: root.to_owned(),
        config,
        renderer,
        order: Vec::new(),
        dates: Vec::new(),
        results_dir: results_dir.to_owned(),
        campaigns,
        nav: OnceLock::new(),
    };
    project.sort_pages();
    Ok(project)
}

/// A content page on its way to evaluation: parsed again, or kept from the
/// previous state with its figures.
enum Loaded {
    Source(Box<Source>),
    Kept(Arc<Page>),
}

/// Evaluates each page's figures against its campaign. A kept page is kept
/// as it is unless its campaign differs from the one in `before` (the
/// campaigns it was evaluated with).
fn evaluate_pages(
    items: impl IntoIterator<Item = Loaded>,
    campaigns: &BTreeMap<String, Arc<Campaign>>,
    before: Option<&BTreeMap<String, Arc<Campaign>>>,
) -> Result<Vec<Arc<Page>>, Diagnostics> {
    let mut diags = Diagnostics::default();
    let mut pages = Vec::new();
    for item in items {
        let source = match item {
            Loaded::Kept(page) => {
                let id = &page.source.front.campaign;
                let same = match (campaigns.get(id), before.and_then(|b| b.get(id))) {
                    (Some(now), Some(then)) => Arc::ptr_eq(now, then),
                    _ => false,
                };
                if same {
                    pages.push(page);
                    continue;
                }
                page.source.clone()
            }
            Loaded::Source(s) => *s,
        };
        match evaluate_page(source, campaigns) {
            Ok(page) => pages.push(Arc::new(page)),
            Err(d) => diags.extend(d),
        }
    }
    diags.into_result()?;
    Ok(pages)
}

fn evaluate_page(
    source: Source,
    campaigns: &BTreeMap<String, Arc<Campaign>>,
) -> Result<Page, Diagnostics> {
    let Some(campaign) = campaigns.get(&source.front.campaign) else {
        return Err(source
            .diagnostic_at(
                &source.front.campaign,
                format!("no campaign `{}` in results/", source.front.campaign),
            )
            .hint(format!(
                "campaigns are: {}",
                campaigns.keys().cloned().collect::<Vec<_>>().join(", ")
            ))
            .into());
    };
    match crate::compute::figures::evaluate(
        campaign,
        &source.front.figures,
        &source.front.tables,
        &source.front.charts,
        &source.front.claims,
    ) {
        Ok(figures) => Ok(Page { source, figures }),
        Err(errors) => {
            let mut diags = Diagnostics::default();
            for e in errors {
                diags.push(
                    source.diagnostic_at(
                        &e.needle,
                        format!("{} `{}`: {}", e.kind, e.name, e.message),
                    ),
                );
            }
            Err(diags)
        }
    }
}

/// Every guard that does not hold, at the message whose words need it, with
/// the values that broke it in the source locale's formatting; and every
/// guard naming a message the source locale does not have.
fn check_claims(pages: &[Arc<Page>], messages: &Messages) -> Diagnostics {
    use crate::compute::model::Side;
    let mut diags = Diagnostics::default();
    let source = messages.source();
    for page in pages {
        for claim in &page.figures.claims {
            let Some(origin) = source.origins.get(&claim.message) else {
                diags.push(page.source.diagnostic_at(
                    &claim.message,
                    format!(
                        "claim `{}` guards message `{}`, which {} does not have",
                        claim.name, claim.message, source.tag
                    ),
                ));
                continue;
            };
            let shown = |s: &Side| match s {
                Side::Figure(i) => {
                    let f = &page.figures.figures[*i];
                    source.formatter.format(f.value, f.display)
                }
                Side::Number(n) => n.to_string(),
                Side::Word(w) => w.clone(),
            };
            let exact = |s: &Side| match s {
                Side::Figure(i) => page.figures.figures[*i].value.to_string(),
                Side::Number(n) => n.to_string(),
                Side::Word(w) => w.clone(),
            };
            for check in claim.checks.iter().filter(|c| !c.held) {
                // Rounded for display, two different values can read alike
                // ("0 ≠ 0"): then both are shown exactly.
                let (mut left, mut right) = (shown(&check.left), shown(&check.right));
                if left == right {
                    (left, right) = (exact(&check.left), exact(&check.right));
                }
                let words = claim
                    .words
                    .as_ref()
                    .map_or(format!("claim `{}`", claim.name), |w| {
                        format!("claim \"{w}\"")
                    });
                diags.push(
                    Diagnostic::new(
                        &origin.file,
                        format!(
                            "{words} needs {}, but {} {} {}",
                            check.text,
                            left,
                            check.op.negated().symbol(),
                            right
                        ),
                    )
                    .at(origin.line, None)
                    .hint(format!(
                        "the results no longer support message `{}`: reword it, or choose its words with a selector on a figure (guard `{}` in {})",
                        claim.message, claim.name, page.source.file
                    )),
                );
            }
        }
    }
    diags
}

fn load_layouts(root: &Path) -> Result<Vec<(String, String)>, Diagnostics> {
    let dir = root.join("templates");
    let mut diags = Diagnostics::default();
    let mut out = Vec::new();
    for entry in walkdir::WalkDir::new(&dir).sort_by_file_name() {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                diags.push(Diagnostic::new(
                    rel(root, &dir),
                    format!("cannot read templates: {e}"),
                ));
                continue;
            }
        };
        if entry.file_type().is_dir() {
            continue;
        }
        let name = rel(&dir, entry.path());
        match read_text(root, entry.path()) {
            Ok(t) => out.push((name, t)),
            Err(d) => diags.push(d),
        }
    }
    diags.into_result()?;
    Ok(out)
}

/// One page in one locale, ready to write.
struct RenderedPage {
    html: String,
    markdown: String,
    fallbacks: Vec<String>,
    charts: Vec<(String, String, String)>,
    used: Vec<String>,
    shown: BTreeSet<String>,
}

#[derive(Serialize, Clone)]
struct NavItem {
    title: String,
    description: String,
    href: String,
    current: bool,
    date: Option<String>,
}

/// Relative prefix from a folder `depth` levels below the site root.
fn up(depth: usize) -> String {
    "../".repeat(depth)
}

impl Project {
    fn tags(&self) -> &[String] {
        &self.renderer.locale_tags
    }

    /// Orders pages newest campaign first, then by slug.
    fn sort_pages(&mut self) {
        let pages = self.renderer.pages();
        self.dates = pages
            .iter()
            .map(|p| {
                self.campaigns
                    .get(&p.source.front.campaign)
                    .and_then(|c| c.manifest.dates.as_ref())
                    .map(|d| d.start.to_string())
            })
            .collect();
        let mut order: Vec<usize> = (0..pages.len()).collect();
        order.sort_by(|&a, &b| {
            self.dates[b]
                .cmp(&self.dates[a])
                .then_with(|| pages[a].source.front.slug.cmp(&pages[b].source.front.slug))
        });
        self.order = order;
    }

    /// The navigation cache, formatted on first use. Called before pages
    /// render in parallel, never from inside that work.
    fn nav_cache(&self) -> &Nav {
        self.nav.get_or_init(|| {
            let npages = self.renderer.pages().len();
            self.format_nav(vec![vec![None; npages]; self.tags().len()])
        })
    }

    /// Formats the navigation entries (`[locale][page]`) not already given.
    fn format_nav(&self, given: Vec<Vec<Option<NavEntry>>>) -> Nav {
        use rayon::prelude::*;
        let entries = given
            .into_par_iter()
            .enumerate()
            .map(|(loc, row)| {
                row.into_par_iter()
                    .enumerate()
                    .map(|(p, e)| e.unwrap_or_else(|| self.nav_entry(p, loc)))
                    .collect()
            })
            .collect();
        let names = (0..self.tags().len())
            .map(|loc| self.format_language_name(loc))
            .collect();
        Nav { entries, names }
    }

    fn nav_entry(&self, p: usize, loc: usize) -> NavEntry {
        let front = &self.renderer.pages()[p].source.front;
        Ok((
            self.renderer.plain(Some(p), loc, &front.title)?,
            self.renderer.plain(Some(p), loc, &front.description)?,
        ))
    }

    /// A locale's name for itself: its `language-name` message, else CLDR's.
    fn format_language_name(&self, loc: usize) -> String {
        let l = &self.renderer.messages().locales[loc];
        if l.has("language-name")
            && let Ok(name) = self.renderer.plain(None, loc, "language-name")
        {
            return name;
        }
        crate::l10n::format::autonym(l.formatter.locale()).unwrap_or_else(|| l.tag.clone())
    }

    fn language_name(&self, loc: usize) -> String {
        self.nav_cache().names[loc].clone()
    }

    fn languages(&self, current: usize, path_after_tag: &str, depth: usize) -> Vec<Language> {
        self.tags()
            .iter()
            .enumerate()
            .map(|(i, tag)| {
                let href = format!("{}{tag}/{path_after_tag}", up(depth));
                Language {
                    tag: tag.clone(),
                    name: self.language_name(i),
                    url: self
                        .absolute(&format!("{tag}/{path_after_tag}"))
                        .unwrap_or_else(|| href.clone()),
                    href,
                    current: i == current,
                }
            })
            .collect()
    }

    /// The absolute address of a site path, when a base URL is configured.
    fn absolute(&self, path: &str) -> Option<String> {
        self.config
            .base_url
            .as_ref()
            .map(|b| format!("{}/{path}", b.trim_end_matches('/')))
    }

    /// The pages a locale's lists show, newest first: all of them, or with
    /// `limit` that many and then `current` if it is older.
    fn nav(
        &self,
        loc: usize,
        current: Option<usize>,
        depth: usize,
        limit: Option<usize>,
    ) -> Result<Vec<NavItem>, String> {
        let tag = &self.tags()[loc];
        let entries = &self.nav_cache().entries[loc];
        let shown = self.sidebar_pages(current, limit.unwrap_or(usize::MAX));
        shown
            .into_iter()
            .map(|p| {
                let front = &self.renderer.pages()[p].source.front;
                let (title, description) = entries[p].clone()?;
                Ok(NavItem {
                    title,
                    description,
                    href: format!("{}{tag}/{}/", up(depth), front.slug),
                    current: current == Some(p),
                    date: self.dates[p].clone(),
                })
            })
            .collect()
    }

    /// Page indexes a sidebar lists: the newest `limit`, then `current`
    /// when it is not among them.
    fn sidebar_pages(&self, current: Option<usize>, limit: usize) -> Vec<usize> {
        let mut shown: Vec<usize> = self.order.iter().copied().take(limit).collect();
        if let Some(c) = current
            && !shown.contains(&c)
        {
            shown.push(c);
        }
        shown
    }

    fn base_context(&self, loc: usize, depth: usize, path_after_tag: &str) -> Context {
        let mut c = Context::new();
        c.insert("lang", &self.tags()[loc]);
        c.insert("source_lang", &self.tags()[0]);
        c.insert("root", &up(depth));
        c.insert("languages", &self.languages(loc, path_after_tag, depth));
        let canonical = self.absolute(&format!("{}/{path_after_tag}", self.tags()[loc]));
        c.insert("canonical", &canonical);
        c
    }

    /// The 404 page of a locale. It is served at any address, so its links
    /// start from the site's root: the base URL's path, or `/`.
    fn render_404(&self, loc: usize) -> Result<String, Diagnostics> {
        let root = match &self.config.base_url {
            Some(b) => format!("{}/", b.trim_end_matches('/')),
            None => "/".to_owned(),
        };
        let mut c = self.base_context(loc, 0, "");
        c.insert("root", &root);
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
    fn sitemap(&self) -> Option<String> {
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

    /// Every page in every locale, and the translation status.
    pub fn everything(&self) -> Affected {
        let mut all = Affected {
            pages: BTreeSet::new(),
            statuses: true,
            site: (0..self.tags().len()).collect(),
            root: true,
            messages: BTreeMap::new(),
        };
        for page in self.renderer.pages() {
            for loc in 0..self.tags().len() {
                all.pages.insert((page.source.file.clone(), loc));
            }
        }
        all
    }

    /// Renders the whole site, keeping what `render_affected` needs to
    /// render part of it again.
    pub fn render_all(&self) -> Result<Output, Diagnostics> {
        let mut out = Output::default();
        let rendered = self.render_affected(&mut out, &self.everything());
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
        // Formatted before the parallel work, which reads it.
        self.nav_cache();
        let pages = self.renderer.pages();
        let mut diags = Diagnostics::default();
        // Pages render in parallel; results are merged in a fixed order.
        let jobs: Vec<(usize, usize)> = (0..self.tags().len())
            .flat_map(|loc| self.order.iter().map(move |&p| (loc, p)))
            .filter(|&(loc, p)| {
                let file = &pages[p].source.file;
                let shown = out.pages.get(&(file.clone(), loc)).map(|r| &r.shown);
                affected.contains(file, loc, shown)
            })
            .collect();
        // Translation status reads only `confirmed.toml` beside the loaded
        // messages; it runs beside the pages.
        let (rendered, statuses): (Vec<_>, _) = rayon::join(
            || {
                use rayon::prelude::*;
                jobs.par_iter()
                    .map(|&(loc, p)| (loc, p, self.render_page(p, loc)))
                    .collect()
            },
            || {
                affected.statuses.then(|| {
                    let messages = self.renderer.messages();
                    let origins: Vec<_> = messages.locales.iter().map(|l| &l.origins).collect();
                    crate::translate::status_from_origins(&self.root, self.tags(), &origins)
                })
            },
        );
        let mut records = Vec::new();
        let mut files = BTreeMap::new();
        let mut used = BTreeMap::new();
        for (loc, p, result) in rendered {
            let tag = &self.tags()[loc];
            let source = &pages[p].source;
            match result {
                Ok(page) => {
                    if loc == 0 {
                        used.insert(source.file.clone(), page.used);
                    }
                    let slug = &source.front.slug;
                    let mut record = PageRecord {
                        shown: page.shown,
                        ..PageRecord::default()
                    };
                    let mut add = |path: String, bytes: Vec<u8>| {
                        record.paths.push(path.clone());
                        files.insert(path, bytes);
                    };
                    add(format!("{tag}/{slug}/index.html"), page.html.into_bytes());
                    add(format!("{tag}/{slug}/index.md"), page.markdown.into_bytes());
                    for (name, _, svg) in page.charts {
                        add(format!("{tag}/{slug}/{name}.svg"), svg.into_bytes());
                    }
                    // The data behind each table, beside it.
                    let figures = &pages[p].figures;
                    for (name, view) in &figures.tables {
                        use crate::render::data;
                        add(format!("{tag}/{slug}/{name}.csv"), data::csv(figures, view));
                        add(
                            format!("{tag}/{slug}/{name}.json"),
                            data::json(figures, name, view),
                        );
                    }
                    for id in page.fallbacks {
                        record.warnings.push(format!(
                            "{}: [{tag}] message `{id}` is not translated; shown in {}",
                            source.file,
                            self.tags()[0]
                        ));
                    }
                    records.push(((source.file.clone(), loc), record));
                }
                Err(d) => diags.extend(d),
            }
        }
        for (loc, tag) in self.tags().iter().enumerate() {
            if !affected.site.contains(&loc) {
                continue;
            }
            match self.render_index(loc) {
                Ok(html) => {
                    files.insert(format!("{tag}/index.html"), html.into_bytes());
                }
                Err(d) => diags.extend(d),
            }
            match self.render_404(loc) {
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
        let (statuses, status_failed) = match statuses {
            Some(Ok(s)) => (Some(s), false),
            Some(Err(d)) => {
                diags.extend(d);
                (None, true)
            }
            None => (None, false),
        };
        // Messages each page shows, from its source-locale render: this
        // render's, else the kept one's.
        let empty = Vec::new();
        let used_by_page: Vec<&[String]> = pages
            .iter()
            .map(|p| {
                used.get(&p.source.file)
                    .or_else(|| out.used.get(&p.source.file))
                    .unwrap_or(&empty)
                    .as_slice()
            })
            .collect();
        // Every locale's status page shows every page's messages.
        let used_changed = used
            .iter()
            .any(|(file, ids)| out.used.get(file) != Some(ids));
        let translations: Vec<usize> = (0..self.tags().len())
            .filter(|l| affected.statuses || used_changed || affected.site.contains(l))
            .collect();
        if !status_failed && !translations.is_empty() {
            match self.render_translations(
                &translations,
                &used_by_page,
                statuses.as_ref().unwrap_or(&out.statuses),
            ) {
                Ok(pages) => files.extend(pages),
                Err(d) => diags.extend(d),
            }
        }
        if affected.root {
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
        diags.into_result()?;

        // Everything rendered: replace what it replaces. An old path that
        // this render wrote again (a slug taken over by another page) stays.
        let current: BTreeSet<&str> = pages.iter().map(|p| p.source.file.as_str()).collect();
        let gone: Vec<(String, usize)> = out
            .pages
            .keys()
            .filter(|(file, _)| !current.contains(file.as_str()))
            .cloned()
            .chain(records.iter().map(|(key, _)| key.clone()))
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
        out.used.extend(used);
        out.pages.extend(records);
        let written: BTreeSet<String> = files.keys().cloned().collect();
        out.files.extend(files);
        if let Some(s) = statuses {
            out.statuses = s;
        }
        Ok(Written {
            pages: jobs.len(),
            files: written,
            removed,
        })
    }

    /// Sorts changed paths (relative to the root, `/`-separated) by the
    /// input they belong to. Paths of nothing pcdocs reads are left out.
    pub fn changes<'a>(&self, paths: impl IntoIterator<Item = &'a str>) -> Changes {
        let mut changes = Changes::default();
        for path in paths {
            let mut parts = path.splitn(3, '/');
            let (top, second, rest) = (parts.next(), parts.next(), parts.next());
            match (top, second) {
                (Some("results"), Some(campaign)) => {
                    changes.campaigns.insert(campaign.to_owned());
                }
                (Some("locales"), Some(tag)) => {
                    if self.config.locales.iter().any(|t| t == tag) {
                        changes.statuses = true;
                        // Localizers read the folder's .ftl files only.
                        if rest.is_none_or(|r| r.ends_with(".ftl")) {
                            changes.messages.insert(tag.to_owned());
                        }
                    }
                }
                (Some("content"), Some(_)) => {
                    changes.content.insert(path.to_owned());
                }
                _ => changes.full = true,
            }
        }
        changes
    }

    /// Reads the changed inputs again, keeping everything else as parsed,
    /// and returns the pages whose output may change. `changes.full` is for
    /// [`load`]. On error the project stays as it was.
    pub fn update(&mut self, changes: &Changes) -> Result<Affected, Diagnostics> {
        assert!(!changes.full, "a full change needs a full load");
        let nloc = self.tags().len();
        let old_pages: Vec<Arc<Page>> = self.renderer.pages().to_vec();
        let old_by_file: BTreeMap<&str, usize> = old_pages
            .iter()
            .enumerate()
            .map(|(i, p)| (p.source.file.as_str(), i))
            .collect();

        // Read what changed; nothing is replaced until all of it is good.
        let mut diags = Diagnostics::default();
        let mut campaigns = self.campaigns.clone();
        if !changes.campaigns.is_empty() {
            match results::folders(&self.root, &self.results_dir) {
                Ok(folders) => {
                    campaigns.clear();
                    for folder in folders {
                        let id = results::campaign_id(&folder);
                        match self.campaigns.get(&id) {
                            Some(c) if !changes.campaigns.contains(&id) => {
                                campaigns.insert(id, Arc::clone(c));
                            }
                            _ => match results::load_campaign(&self.root, &folder) {
                                Ok(c) => {
                                    campaigns.insert(id, Arc::new(c));
                                }
                                Err(d) => diags.extend(d),
                            },
                        }
                    }
                }
                Err(d) => diags.extend(d),
            }
        }
        let mut messages = self.renderer.messages().clone();
        let reloaded: Vec<usize> = (0..nloc)
            .filter(|&l| changes.messages.contains(&self.tags()[l]))
            .collect();
        let localizers: Vec<Result<Localizer, Diagnostics>> = {
            use rayon::prelude::*;
            let dir = self.root.join("locales");
            reloaded
                .par_iter()
                .map(|&l| self.renderer.messages().locales[l].reload(&self.root, &dir))
                .collect()
        };
        let mut changed_messages = BTreeMap::new();
        for (&l, result) in reloaded.iter().zip(localizers) {
            match result {
                Ok(localizer) => {
                    changed_messages.insert(l, localizer.changed_since(&messages.locales[l]));
                    messages.locales[l] = Arc::new(localizer);
                }
                Err(d) => diags.extend(d),
            }
        }
        let items: Vec<Loaded> = if changes.content.is_empty() {
            old_pages.iter().cloned().map(Loaded::Kept).collect()
        } else {
            let mut items = Vec::new();
            for path in content::files(&self.root.join("content")) {
                let file = rel(&self.root, &path);
                match old_by_file.get(file.as_str()) {
                    Some(&i) if !changes.content.contains(&file) => {
                        items.push(Loaded::Kept(Arc::clone(&old_pages[i])));
                    }
                    _ => match content::load(&self.root, &path) {
                        Ok(s) => items.push(Loaded::Source(Box::new(s))),
                        Err(d) => diags.extend(d),
                    },
                }
            }
            diags.extend(content::check_slugs(items.iter().map(|i| match i {
                Loaded::Kept(p) => &p.source,
                Loaded::Source(s) => &**s,
            })));
            items
        };
        diags.into_result()?;
        let pages = evaluate_pages(items, &campaigns, Some(&self.campaigns))?;
        check_claims(&pages, &messages).into_result()?;
        let old_keys = self.renderer.subject_keys().to_vec();
        let keys = crate::render::subject_keys(campaigns.values().map(|c| &**c));
        // The last step that can fail; it leaves the renderer as it was then.
        self.renderer.update(messages, keys, pages)?;

        // Everything read is good: move to it, and see what it affects.
        let mut old_nav = self.nav.take();
        let old_order = std::mem::take(&mut self.order);
        let old_dates = std::mem::take(&mut self.dates);
        self.campaigns = campaigns;
        self.sort_pages();
        let pages = self.renderer.pages();
        let kept: Vec<Option<usize>> = pages
            .iter()
            .map(|p| {
                old_by_file
                    .get(p.source.file.as_str())
                    .copied()
                    .filter(|&i| Arc::ptr_eq(&old_pages[i], p))
            })
            .collect();
        let source_reloaded = reloaded.contains(&0);
        let mut affected = Affected {
            pages: BTreeSet::new(),
            statuses: changes.statuses,
            site: BTreeSet::new(),
            root: false,
            messages: BTreeMap::new(),
        };
        // Every page of a locale, and its site-level pages.
        let add_locale = |affected: &mut Affected, loc: usize| {
            for p in pages {
                affected.pages.insert((p.source.file.clone(), loc));
            }
            affected.site.insert(loc);
        };
        for (p, page) in pages.iter().enumerate() {
            if kept[p].is_none() {
                for loc in 0..nloc {
                    affected.pages.insert((page.source.file.clone(), loc));
                }
            }
        }
        // A reloaded locale: its pages that show a changed message, and its
        // site-level pages. Every locale falls back to the source locale,
        // whose messages the root page shows.
        for (&loc, ids) in &changed_messages {
            let locales = if loc == 0 { 0..nloc } else { loc..loc + 1 };
            for l in locales {
                affected.site.insert(l);
                affected
                    .messages
                    .entry(l)
                    .or_default()
                    .extend(ids.iter().cloned());
            }
            affected.root |= loc == 0;
        }
        // Navigation entries of pages and locales that did not change are
        // moved over; the others are formatted and compared.
        let mut given = vec![vec![None; pages.len()]; nloc];
        if let Some(old) = &mut old_nav
            && !source_reloaded
        {
            for (loc, row) in given.iter_mut().enumerate() {
                if reloaded.contains(&loc) {
                    continue;
                }
                for (p, entry) in row.iter_mut().enumerate() {
                    if let Some(i) = kept[p] {
                        *entry = Some(std::mem::replace(
                            &mut old.entries[loc][i],
                            Err(String::new()),
                        ));
                    }
                }
            }
        }
        let recomputed: Vec<Vec<bool>> = given
            .iter()
            .map(|row| row.iter().map(Option::is_none).collect())
            .collect();
        let nav = self.format_nav(given);
        // A page's sidebar shows the newest pages and the page itself; a
        // locale's index, 404 page and the sitemap list every page.
        let limit = self.config.sidebar_pages;
        let listed = |order: &[usize], pages: &[Arc<Page>], dates: &[Option<String>]| {
            order
                .iter()
                .map(|&p| (pages[p].source.front.slug.clone(), dates[p].clone()))
                .collect::<Vec<_>>()
        };
        let old_list = listed(&old_order, &old_pages, &old_dates);
        let new_list = listed(&self.order, pages, &self.dates);
        let top = limit.min(new_list.len());
        let same_top = old_list.iter().take(limit).eq(new_list.iter().take(limit));
        match &old_nav {
            Some(old) if old.names == nav.names => {
                for (loc, recomputed) in recomputed.iter().enumerate() {
                    let changed: Vec<usize> = (0..pages.len())
                        .filter(|&p| {
                            recomputed[p]
                                && old_by_file
                                    .get(pages[p].source.file.as_str())
                                    .is_none_or(|&i| old.entries[loc][i] != nav.entries[loc][p])
                        })
                        .collect();
                    if !same_top || changed.iter().any(|p| self.order[..top].contains(p)) {
                        add_locale(&mut affected, loc);
                        continue;
                    }
                    if old_list != new_list || !changed.is_empty() {
                        affected.site.insert(loc);
                    }
                    for p in changed {
                        affected.pages.insert((pages[p].source.file.clone(), loc));
                    }
                }
            }
            // The language switcher is on every page, the root's too.
            _ => {
                (0..nloc).for_each(|l| add_locale(&mut affected, l));
                affected.root = true;
            }
        }
        if old_keys != self.renderer.subject_keys() {
            // Chart colours follow the sorted subject keys of all campaigns.
            for page in pages.iter().filter(|p| !p.figures.charts.is_empty()) {
                for loc in 0..nloc {
                    affected.pages.insert((page.source.file.clone(), loc));
                }
            }
        }
        self.nav = OnceLock::from(nav);
        Ok(affected)
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
    /// Index of the page with this slug or content file.
    pub fn find_page(&self, name: &str) -> Option<usize> {
        self.renderer.pages().iter().position(|p| {
            p.source.front.slug == name
                || p.source.file == name
                || p.source.file == format!("content/{name}.md")
        })
    }

    fn render_page(&self, p: usize, loc: usize) -> Result<RenderedPage, Diagnostics> {
        let r = &self.renderer;
        let page = &r.pages()[p];
        let front = &page.source.front;
        let rendered = r.render_page(p, loc)?;
        let title = r
            .plain(Some(p), loc, &front.title)
            .map_err(|e| Diagnostic::new(&page.source.file, e))?;
        let description = r
            .plain(Some(p), loc, &front.description)
            .map_err(|e| Diagnostic::new(&page.source.file, e))?;
        let mut c = self.base_context(loc, 2, &format!("{}/", front.slug));
        c.insert("title", &title);
        c.insert("description", &description);
        c.insert("body", &rendered.html);
        let toc: Vec<&Heading> = rendered
            .headings
            .iter()
            .filter(|h| (2..=3).contains(&h.level))
            .collect();
        c.insert("toc", &toc);
        let limit = self.config.sidebar_pages;
        c.insert(
            "pages",
            &self
                .nav(loc, Some(p), 2, Some(limit))
                .map_err(|e| Diagnostic::new(&page.source.file, e))?,
        );
        // The sidebar leaves some pages out: it links to the index of all.
        c.insert("more_pages", &(self.order.len() > limit));
        c.insert("index_href", &format!("{}{}/", up(2), self.tags()[loc]));
        c.insert("untranslated", &!rendered.fallbacks.is_empty());
        let html = r.layout("page.html", Some(p), loc, c)?;
        let md = markdown_twin(
            &title,
            &rendered.markdown,
            &rendered.charts,
            crate::render::markdown::locale_typography(&self.tags()[loc]),
        );
        Ok(RenderedPage {
            html,
            markdown: md,
            fallbacks: rendered.fallbacks,
            charts: rendered.charts,
            used: rendered.used,
            shown: r.take_shown(p, loc),
        })
    }

    /// The translation-status page of every locale: per page and locale, the
    /// share of the page's messages translated and current, and how many are
    /// stale or missing.
    fn render_translations(
        &self,
        locales: &[usize],
        used: &[&[String]],
        statuses: &[LocaleStatus],
    ) -> Result<BTreeMap<String, Vec<u8>>, Diagnostics> {
        use crate::compute::model::Fact;
        use crate::compute::model::{Display, Style};
        use crate::translate::State;
        // Each message's state per locale, as `LocaleStatus::state` gives it
        // (the first file listing it wins), looked up instead of searched.
        // Only looked up, never iterated: the hash order cannot show.
        let states: Vec<std::collections::HashMap<&str, State>> = statuses
            .iter()
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
            .iter()
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
        let nav = self.nav_cache();
        let mut out = BTreeMap::new();
        for &loc in locales {
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
                let title = match &nav.entries[loc][p] {
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
            let mut c = self.base_context(loc, 2, "translations/");
            c.insert("rows", &rows);
            let html = self.renderer.layout("translations.html", None, loc, c)?;
            out.insert(format!("{tag}/translations/index.html"), html.into_bytes());
        }
        Ok(out)
    }

    fn render_index(&self, loc: usize) -> Result<String, Diagnostics> {
        let mut c = self.base_context(loc, 1, "");
        c.insert(
            "pages",
            &self
                .nav(loc, None, 1, None)
                .map_err(|e| Diagnostic::new("content", e))?,
        );
        self.renderer.layout("index.html", None, loc, c)
    }

    fn render_root(&self) -> Result<String, Diagnostics> {
        let mut c = self.base_context(0, 0, "");
        c.insert("root", "");
        self.renderer.layout("root.html", None, 0, c)
    }

    fn theme_files(&self) -> Result<BTreeMap<String, Vec<u8>>, Diagnostics> {
        let dir = self
            .root
            .join("themes")
            .join(&self.config.theme)
            .join("static");
        if !dir.is_dir() {
            return Err(Diagnostic::new(
                rel(&self.root, &dir),
                format!("theme `{}` has no static/ folder", self.config.theme),
            )
            .hint("set `theme` in pcdocs.toml to a folder of themes/")
            .into());
        }
        let mut out = BTreeMap::new();
        for entry in walkdir::WalkDir::new(&dir).sort_by_file_name() {
            let entry = entry.map_err(|e| Diagnostic::new(rel(&self.root, &dir), e.to_string()))?;
            if entry.file_type().is_dir() {
                continue;
            }
            // A link is followed only inside the project; a FIFO is never read.
            crate::paths::check_input_file(&self.root, entry.path())
                .map_err(|m| Diagnostic::new(rel(&self.root, entry.path()), m))?;
            let bytes = std::fs::read(entry.path())
                .map_err(|e| Diagnostic::new(rel(&self.root, entry.path()), e.to_string()))?;
            out.insert(format!("theme/{}", rel(&dir, entry.path())), bytes);
        }
        Ok(out)
    }
}

/// The Markdown twin of a page: the same text, tables and figures as the
/// HTML, without marks, so `git diff site/` reads as prose.
fn markdown_twin(
    title: &str,
    body: &str,
    charts: &[(String, String, String)],
    typography: fn(&str) -> String,
) -> String {
    // Charts show as images of their SVG files.
    let mut with_images = String::with_capacity(body.len());
    for line in body.lines() {
        match line.strip_prefix(crate::l10n::marks::CHART_MARK) {
            Some(name) => {
                let title = charts
                    .iter()
                    .find(|c| c.0 == name.trim())
                    .map_or("", |c| c.1.as_str());
                with_images.push_str(&format!(
                    "![{}]({}.svg)",
                    crate::l10n::marks::escape(title),
                    name.trim()
                ));
            }
            None => with_images.push_str(line),
        }
        with_images.push('\n');
    }
    let body = crate::l10n::marks::strip(&with_images);
    let mut md = format!("# {title}\n\n");
    let mut blank = false;
    for line in body.trim().lines() {
        // Anchors are for HTML; the twin reads as prose. Runs of blank lines
        // left by template tags collapse to one.
        let line = match line.strip_prefix('#').and(line.rfind(" {")) {
            Some(pos) if line.trim_end().ends_with('}') => &line[..pos],
            _ => line,
        };
        if line.trim().is_empty() {
            if !blank {
                md.push('\n');
            }
            blank = true;
            continue;
        }
        blank = false;
        md.push_str(line.trim_end());
        md.push('\n');
    }
    // The locale's typography, as the HTML has it (prose only, never syntax).
    crate::render::markdown::typeset_markdown(&md, typography)
}
