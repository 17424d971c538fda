//! render/: pages × locales → HTML and Markdown. Content bodies and layouts
//! are Tera templates; prose comes from Fluent through the `t` function;
//! Markdown becomes HTML with pulldown-cmark. Reads the loaded project only:
//! it never touches the file system.

pub mod blocks;
pub mod charts;
pub mod data;
pub mod markdown;
pub mod model;
pub mod provenance;

use crate::compute::model::{Align, CellOut, Fact, Label};
use crate::compute::model::{INCOMPLETE, Item, Missing, PageFigures, Side, Var};
use crate::diag::{Diagnostic, Diagnostics};
use crate::l10n::marks;
use crate::l10n::messages::{FormatError, Messages};
use crate::results::Campaign;
use fluent_bundle::{FluentArgs, FluentValue};
use markdown::{MarkWriter, escape};
pub use model::{Chart, PageModel};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use tera::{Context, Kwargs, State, Tera};

/// A page (its index among the renderer's pages) in a locale (its index
/// among the configured locales): one field of each, so that the two
/// indexes are never swapped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PageLoc {
    pub page: usize,
    pub loc: usize,
}

/// A content page, loaded and with its figures evaluated.
#[derive(Debug)]
pub struct Page {
    pub source: crate::content::Source,
    pub figures: PageFigures,
}

/// The state of rendering one page in one locale, reached by template
/// functions through the page and locale indexes in the Tera context.
#[derive(Default)]
struct Ctx {
    /// The page's Fluent arguments in the locale, built on first use: making
    /// a renderer formats nothing, and a page that is not rendered (`explain`
    /// of one page, an incremental rebuild) never pays for its figures.
    args: Option<FluentArgs<'static>>,
    fallbacks: BTreeSet<String>,
    /// Every message formatted, for translation coverage per page.
    used: BTreeSet<String>,
    /// Every message the page shows, its layout's included: an edit of
    /// one of them re-renders the page (`pcdocs serve`).
    shown: BTreeSet<String>,
    errors: Vec<Problem>,
    /// While placing problems: fail the template function whose call
    /// records problem number `k` (0-based), so that Tera names its place.
    stop_at: Option<usize>,
}

/// Why a message or a template function failed.
#[derive(Debug, Clone)]
enum Fault {
    /// Placed already: a Fluent error at its message in a `.ftl` file.
    Placed(Diagnostic),
    /// A mistake in the template that asked for it.
    Text(String),
}

impl From<FormatError> for Fault {
    fn from(e: FormatError) -> Self {
        match e {
            FormatError::Fluent(d) => Fault::Placed(d),
            missing => Fault::Text(missing.to_string()),
        }
    }
}

impl From<String> for Fault {
    fn from(e: String) -> Self {
        Fault::Text(e)
    }
}

impl Fault {
    fn text(&self) -> String {
        match self {
            Fault::Placed(d) => d.to_string(),
            Fault::Text(t) => t.clone(),
        }
    }

    /// The fault of a call of template function `func` that names `key`.
    fn at(self, func: &'static str, key: &str) -> Problem {
        Problem {
            fault: self,
            call: Some((func, key.to_owned())),
        }
    }
}

/// A fault recorded while rendering, placed when the page's report is made.
#[derive(Debug, Clone)]
struct Problem {
    fault: Fault,
    /// The template function and the name it was called with.
    call: Option<(&'static str, String)>,
}

/// The byte offset in `text`, from `start` on, of the first template tag
/// (`{{ … }}`, `{% … %}`) that calls `func` naming `key` in quotes, or else
/// of the first that calls `func`. Tera's functions are not told where they
/// were called from, so errors they record are placed by their call.
fn find_call(text: &str, start: usize, func: &str, key: &str) -> Option<usize> {
    let body = text.get(start..)?;
    let mut first = None;
    let mut i = 0;
    while let Some(pos) = body[i..].find(['{']) {
        let open = i + pos;
        i = open + 1;
        let close = match body.get(open..open + 2) {
            Some("{{") => "}}",
            Some("{%") => "%}",
            _ => continue,
        };
        let Some(len) = body[open + 2..].find(close).map(|l| l + 2) else {
            continue;
        };
        let tag = &body[open + 2..open + len];
        let calls = tag.match_indices(func).any(|(at, _)| {
            let before = tag[..at].chars().next_back();
            let after = tag[at + func.len()..].trim_start();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_') && after.starts_with('(')
        });
        if calls {
            if tag.contains(&format!("\"{key}\"")) || tag.contains(&format!("'{key}'")) {
                return Some(start + open);
            }
            first.get_or_insert(start + open);
        }
        i = open + len;
    }
    first
}

/// A recorded problem as a diagnostic: a Fluent error stays at its message
/// and names the page; a template's mistake is placed at its call in `text`
/// (the file's whole text, its template from `start`).
fn place(
    problem: Problem,
    file: &str,
    text: &str,
    start: usize,
    tag: &str,
    call: Option<(usize, usize)>,
) -> Diagnostic {
    let at = call.or_else(|| {
        let offset = problem
            .call
            .as_ref()
            .and_then(|(func, key)| find_call(text, start, func, key))?;
        Some(crate::diag::line_col(text, offset))
    });
    match problem.fault {
        Fault::Placed(d) => {
            let shown = match at {
                Some((line, col)) => format!("{file}:{line}:{col}"),
                None => file.to_owned(),
            };
            match d.hint {
                Some(_) => d,
                None => d.hint(format!("shown by {shown}")),
            }
        }
        Fault::Text(message) => {
            let d = Diagnostic::new(file, format!("[{tag}] {message}"));
            match at {
                Some((line, col)) => {
                    let snippet = text.lines().nth(line - 1).map(str::to_owned);
                    let d = d.at(line, Some(col));
                    match snippet {
                        Some(s) => d.snippet(s),
                        None => d,
                    }
                }
                None => d,
            }
        }
    }
}

/// Where a page's problems are placed: its file's text with the template
/// body after the front matter, made only when something is to be placed
/// in it (most pages render).
struct Places<'p> {
    source: &'p crate::content::Source,
    tag: &'p str,
    template: std::cell::OnceCell<String>,
}

impl<'p> Places<'p> {
    fn new(source: &'p crate::content::Source, tag: &'p str) -> Self {
        Places {
            source,
            tag,
            template: std::cell::OnceCell::new(),
        }
    }

    /// `problem` as a diagnostic, at `call` if known (see [`place`]).
    fn place(&self, problem: Problem, call: Option<(usize, usize)>) -> Diagnostic {
        // Calls are placed in the template body, which keeps the page's
        // lines (not their lengths: prose became message calls), after the
        // page's own front matter.
        let start = self.source.body_offset;
        let text = self
            .template
            .get_or_init(|| format!("{}{}", &self.source.text[..start], self.source.body));
        place(problem, &self.source.file, text, start, self.tag, call)
    }
}

/// The column of the `{{` or `{%` that opens the tag holding column `col`
/// of `line` (Tera names the function inside it), where errors found by
/// text place a call; column 1 for a line with no tag before it (a
/// paragraph of prose that became a call).
fn tag_start(line: &str, col: usize) -> usize {
    let before: String = line.chars().take(col.saturating_sub(1)).collect();
    match before
        .rfind("{{")
        .into_iter()
        .chain(before.rfind("{%"))
        .max()
    {
        Some(at) => before[..at].chars().count() + 1,
        None => 1,
    }
}

/// Where in its template each of `count` problems recorded by a render was
/// asked for, as Tera's (line, column): `render` is run again once per
/// problem, with the template function that records it made to fail
/// ([`Ctx::stop_at`]). Only a render that found problems pays for this.
fn call_places(
    shared: &Shared,
    page: Option<usize>,
    loc: usize,
    count: usize,
    render: impl Fn() -> Result<(), tera::Error>,
) -> Vec<Option<(usize, usize)>> {
    let places = (0..count)
        .map(|k| {
            {
                let mut c = shared.lock(page, loc);
                c.errors.clear();
                c.stop_at = Some(k);
            }
            match render() {
                Err(e) => match e.kind() {
                    tera::ErrorKind::RenderingError(r) if r.message().contains(STOP) => {
                        let span = r.span();
                        Some((span.start_line, span.start_col + 1))
                    }
                    _ => None,
                },
                Ok(()) => None,
            }
        })
        .collect();
    let mut c = shared.lock(page, loc);
    c.errors.clear();
    c.stop_at = None;
    places
}

/// One slot per page and locale. Shared between successive states of a
/// renderer while neither the page nor the locale changes, so arguments
/// built once are reused by incremental rebuilds.
type Slot = Arc<Mutex<Ctx>>;

/// A fresh slot that takes over `old`'s Fluent arguments: for a page that
/// did not change in a locale whose messages did. The arguments are the
/// page's figures in the locale's number, date and list formats, which come
/// from its tag, not from its messages; formatting them again for every
/// page of the locale was most of a one-message rebuild (`pcdocs serve`).
/// They are moved, not copied (copying them was still a third of it): `old`
/// belongs to the state being replaced.
fn args_only(old: &Slot) -> Slot {
    let mut old = old.lock().unwrap_or_else(|e| e.into_inner());
    Arc::new(Mutex::new(Ctx {
        args: old.args.take(),
        ..Ctx::default()
    }))
}

pub use crate::l10n::marks::{CAPTION_MARK, CHART_MARK, DOWNLOADS_MARK};

struct Shared {
    messages: Messages,
    pages: Vec<Arc<Page>>,
    /// `[page * locales + locale]`, then one per locale for site-level pages.
    ctx: Vec<Slot>,
    /// Every subject key of the site, sorted: a subject's position is its
    /// chart colour, the same on every page.
    subject_keys: Vec<String>,
    /// Per locale, by id, what `ui()` made of a message that reads no
    /// variables (its text, and whether it fell back to the source locale),
    /// or `None` for one that reads some. Such a text is the same on every
    /// page, and a layout shows a dozen of them on each. A new state (a
    /// change `pcdocs serve` saw) starts empty.
    ui_texts: Vec<UiTexts>,
    /// Whether pages record the messages they show: only a renderer that
    /// is updated after an edit reads them (see [`Renderer::render_once`]).
    record_shown: AtomicBool,
}

/// One locale's `ui()` texts: see [`Shared::ui`].
type UiTexts = RwLock<HashMap<String, Option<(String, bool)>>>;

impl Shared {
    fn new(
        messages: Messages,
        pages: Vec<Arc<Page>>,
        ctx: Vec<Slot>,
        subject_keys: Vec<String>,
    ) -> Self {
        let ui_texts = messages.locales.iter().map(|_| RwLock::default()).collect();
        Self {
            messages,
            pages,
            ctx,
            subject_keys,
            ui_texts,
            record_shown: AtomicBool::new(true),
        }
    }

    /// Records that the page in `c` shows message `id`, when anything will
    /// read it.
    fn show(&self, c: &mut Ctx, id: &str) {
        if self.record_shown.load(Ordering::Relaxed) {
            c.shown.insert(id.to_owned());
        }
    }

    /// `ui(id)` on a page: a message as plain text in the locale's
    /// typography, recorded as the page's like any other it shows.
    fn ui(&self, page: Option<usize>, loc: usize, id: &str) -> String {
        let known = self.ui_texts[loc]
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .cloned();
        if let Some(Some((text, fallback))) = known {
            let mut c = self.lock(page, loc);
            c.used.insert(id.to_owned());
            self.show(&mut c, id);
            if fallback {
                c.fallbacks.insert(id.to_owned());
            }
            return text;
        }
        let fell_back_before = self.lock(page, loc).fallbacks.contains(id);
        let shown = match message(self, page, loc, id, Scope::Page) {
            Ok(t) => t,
            Err(e) => {
                self.lock(page, loc).errors.push(e.at("ui", id));
                return String::new();
            }
        };
        let text = markdown::locale_typography(&self.messages.locales[loc].tag)(
            &markdown::plain_text(&shown),
        );
        // Claim and figure marks are stripped: only the variables a message
        // reads can make its text differ between pages.
        if known.is_none() && !fell_back_before {
            let mut names = BTreeSet::new();
            self.messages.variables(loc, id, &mut names);
            let fallback = self.lock(page, loc).fallbacks.contains(id);
            let entry = names.is_empty().then(|| (text.clone(), fallback));
            self.ui_texts[loc]
                .write()
                .unwrap_or_else(|e| e.into_inner())
                .insert(id.to_owned(), entry);
        }
        text
    }

    fn nloc(&self) -> usize {
        self.messages.locales.len()
    }

    fn ctx_index(&self, page: Option<usize>, loc: usize) -> usize {
        match page {
            Some(p) => p * self.nloc() + loc,
            None => self.pages.len() * self.nloc() + loc,
        }
    }

    fn lock(&self, page: Option<usize>, loc: usize) -> std::sync::MutexGuard<'_, Ctx> {
        // A panic while rendering poisons the lock; the data is still usable
        // for reporting, and the build fails on that panic anyway.
        self.ctx[self.ctx_index(page, loc)]
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }
}

/// The current shared state, as template functions reach it. Tera keeps the
/// functions for the renderer's life; `Renderer::update` swaps the state they
/// see.
///
/// Empty only between [`Renderer::templates`] and [`Renderer::new`], when
/// nothing renders.
struct Handle(RwLock<Option<Arc<Shared>>>);

impl Handle {
    fn get(&self) -> Arc<Shared> {
        let state = self.0.read().unwrap_or_else(|e| e.into_inner());
        Arc::clone(state.as_ref().expect("templates render only in a renderer"))
    }

    fn set(&self, shared: &Arc<Shared>) {
        *self.0.write().unwrap_or_else(|e| e.into_inner()) = Some(Arc::clone(shared));
    }
}

/// The layouts and page bodies, compiled before the messages and figures
/// they render are ready (a load compiles them beside its slowest step);
/// [`Renderer::new`] takes them.
pub struct Templates {
    handle: Arc<Handle>,
    tera: Tera,
    layouts: BTreeMap<String, String>,
    /// Layout syntax errors: the renderer cannot be made.
    diags: Diagnostics,
    broken: BTreeMap<String, Diagnostic>,
}

impl Templates {
    /// The syntax errors of the layouts and of the bodies of the files
    /// `file` takes: reported with a failed load's other errors.
    pub fn syntax_errors(&self, file: impl Fn(&str) -> bool) -> Diagnostics {
        let mut diags = self.diags.clone();
        for (_, d) in self.broken.iter().filter(|(f, _)| file(f)) {
            diags.push(d.clone());
        }
        diags
    }
}

/// Page and locale of the render in progress, from the Tera context.
fn where_am_i(st: &State) -> tera::TeraResult<(Option<usize>, usize)> {
    let page: i64 = st.get("page_index")?.unwrap_or(-1);
    let loc: i64 = st.get("locale_index")?.unwrap_or(0);
    Ok((
        usize::try_from(page).ok(),
        usize::try_from(loc).unwrap_or(0),
    ))
}

pub struct Renderer {
    shared: Arc<Shared>,
    handle: Arc<Handle>,
    tera: Tera,
    pub locale_tags: Vec<String>,
    layouts: BTreeMap<String, String>,
    /// Syntax errors of page bodies Tera could not parse, by file.
    broken: BTreeMap<String, Diagnostic>,
}

/// Every subject key of the campaigns, sorted (chart colours).
pub fn subject_keys<'a>(campaigns: impl IntoIterator<Item = &'a Campaign>) -> Vec<String> {
    // Borrowed while sorted: thousands of campaigns share a few keys.
    let keys: BTreeSet<&str> = campaigns
        .into_iter()
        .flat_map(|c| c.manifest.subjects.keys().map(String::as_str))
        .collect();
    keys.into_iter().map(str::to_owned).collect()
}

/// Adds page bodies as templates, all at once: Tera checks the whole set on
/// every addition, so one by one would be quadratic. When that fails, Tera
/// rolls it back, and a copy adds them one by one to place every error;
/// with `partial`, the bodies that parse are kept, else `tera` is as it was.
/// Returns the errors by file.
fn add_bodies(
    tera: &mut Tera,
    sources: &[&crate::content::Source],
    partial: bool,
) -> BTreeMap<String, Diagnostic> {
    let mut broken = BTreeMap::new();
    if sources.is_empty()
        || tera
            .add_raw_templates(sources.iter().map(|s| (s.file.as_str(), s.body.as_str())))
            .is_ok()
    {
        return broken;
    }
    let mut scratch = tera.clone();
    for s in sources {
        if let Err(e) = scratch.add_raw_template(&s.file, &s.body) {
            let origin = |name: &str| (name == s.file).then(|| body_origin(s));
            if let Some(d) = tera_diags(&e, &origin, &s.file).into_iter().next() {
                broken.insert(s.file.clone(), d);
            }
        }
    }
    if partial {
        *tera = scratch;
    }
    broken
}

/// Adds the layouts, together, so a layout may extend one loaded after it.
fn add_layouts(tera: &mut Tera, layouts: &[(String, String)]) -> Diagnostics {
    let mut diags = Diagnostics::default();
    if let Err(e) = tera.add_raw_templates(layouts.iter().map(|(n, t)| (n.as_str(), t.as_str()))) {
        let origin =
            |name: &str| layout_origin(layouts.iter().map(|(n, t)| (n.as_str(), t.as_str())), name);
        for d in tera_diags(&e, &origin, "templates") {
            diags.push(d);
        }
    }
    diags
}

impl Renderer {
    /// Compiles `layouts` ((name, text) pairs from templates/) and the
    /// bodies of `sources`, the content files (a page of a kind renders its
    /// file's body).
    pub fn templates(
        layouts: &[(String, String)],
        sources: &[&crate::content::Source],
    ) -> Templates {
        let handle = Arc::new(Handle(RwLock::new(None)));
        let mut tera = Tera::new();
        tera.set_escape_fn(escape_html);
        register_functions(&mut tera, &handle);
        let diags = add_layouts(&mut tera, layouts);
        // A page that does not parse fails when it is rendered, so its
        // error comes with those of every other page.
        let broken = add_bodies(&mut tera, sources, true);
        Templates {
            handle,
            tera,
            layouts: layouts.iter().cloned().collect(),
            diags,
            broken,
        }
    }

    /// `templates` must hold the bodies of `pages`; `subject_keys` are
    /// every campaign's subjects, sorted (see [`subject_keys`]).
    pub fn new(
        messages: Messages,
        subject_keys: Vec<String>,
        pages: Vec<Arc<Page>>,
        templates: Templates,
    ) -> Result<Self, Diagnostics> {
        let Templates {
            handle,
            tera,
            layouts,
            mut diags,
            broken,
        } = templates;
        if !diags.is_empty() {
            diags.extend(Diagnostics(broken.values().cloned().collect()));
            diags.into_result()?;
        }
        let nloc = messages.locales.len();
        let ctx = (0..(pages.len() + 1) * nloc)
            .map(|_| Slot::default())
            .collect();
        let locale_tags = messages.locales.iter().map(|l| l.tag.clone()).collect();
        let shared = Arc::new(Shared::new(messages, pages, ctx, subject_keys));
        handle.set(&shared);
        Ok(Self {
            shared,
            handle,
            tera,
            locale_tags,
            layouts,
            broken,
        })
    }

    /// For a renderer that renders its pages once and is never updated
    /// (`pcdocs build`): pages no longer record the messages they show,
    /// which only a rebuild after an edit reads (`pcdocs serve`).
    pub fn render_once(&self) {
        self.shared.record_shown.store(false, Ordering::Relaxed);
    }

    /// Moves to new messages and pages, keeping the layouts. A page or
    /// localizer that is the same `Arc` as before keeps its parsed template
    /// and its built arguments; a page whose body changed is parsed again.
    /// The number and order of locales must not change. On error the
    /// renderer stays as it was.
    pub fn update(
        &mut self,
        messages: Messages,
        subject_keys: Vec<String>,
        pages: Vec<Arc<Page>>,
    ) -> Result<(), Diagnostics> {
        let old = &self.shared;
        let nloc = old.nloc();
        assert_eq!(messages.locales.len(), nloc, "locales are fixed");
        let by_file: HashMap<&str, usize> = old
            .pages
            .iter()
            .enumerate()
            .map(|(i, p)| (p.source.file.as_str(), i))
            .collect();
        let same_locale: Vec<bool> = (0..nloc)
            .map(|l| Arc::ptr_eq(&messages.locales[l], &old.messages.locales[l]))
            .collect();
        let mut bodies = Vec::new();
        let mut broken = BTreeMap::new();
        for page in &pages {
            let before = by_file.get(page.source.file.as_str()).copied();
            // A page taken over as it was has its body: thousands of
            // bodies are not compared again after each edit.
            let same = before.is_some_and(|i| {
                Arc::ptr_eq(&old.pages[i], page) || old.pages[i].source.body == page.source.body
            });
            if !same {
                bodies.push(&page.source);
            } else if let Some(d) = self.broken.get(&page.source.file) {
                broken.insert(page.source.file.clone(), d.clone());
            }
        }
        let failed = add_bodies(&mut self.tera, &bodies, false);
        if !failed.is_empty() {
            return Err(Diagnostics(failed.into_values().collect()));
        }
        // Nothing fails from here on: slots may take over the old ones' arguments.
        let mut ctx = Vec::with_capacity((pages.len() + 1) * nloc);
        for page in &pages {
            let before = by_file.get(page.source.file.as_str()).copied();
            let kept = before.filter(|&i| Arc::ptr_eq(&old.pages[i], page));
            for (l, same) in same_locale.iter().enumerate() {
                ctx.push(match kept {
                    Some(i) if *same => Arc::clone(&old.ctx[old.ctx_index(Some(i), l)]),
                    Some(i) => args_only(&old.ctx[old.ctx_index(Some(i), l)]),
                    None => Slot::default(),
                });
            }
        }
        for (l, same) in same_locale.iter().enumerate() {
            ctx.push(if *same {
                Arc::clone(&old.ctx[old.ctx_index(None, l)])
            } else {
                args_only(&old.ctx[old.ctx_index(None, l)])
            });
        }
        self.broken = broken;
        let shared = Arc::new(Shared::new(messages, pages, ctx, subject_keys));
        // A renderer made to render once stays so.
        let record = self.shared.record_shown.load(Ordering::Relaxed);
        shared.record_shown.store(record, Ordering::Relaxed);
        self.handle.set(&shared);
        self.shared = shared;
        Ok(())
    }

    /// Every subject key, sorted: the chart colour order.
    pub fn subject_keys(&self) -> &[String] {
        &self.shared.subject_keys
    }

    pub fn pages(&self) -> &[Arc<Page>] {
        &self.shared.pages
    }

    pub fn messages(&self) -> &Messages {
        &self.shared.messages
    }

    /// Formats a message as plain text for the page and locale (titles, meta).
    pub fn plain(&self, page: Option<usize>, loc: usize, id: &str) -> Result<String, String> {
        message(&self.shared, page, loc, id, Scope::Page)
            .map(|t| self.typeset(loc, &markdown::plain_text(&t)))
            .map_err(|f| f.text())
    }

    /// [`Self::plain`] for navigation, which formats every page's title
    /// and description before any page renders: from the variables they
    /// read only, unless the page's arguments are made already.
    pub fn plain_read(&self, page: usize, loc: usize, id: &str) -> Result<String, String> {
        message(&self.shared, Some(page), loc, id, Scope::Read)
            .map(|t| self.typeset(loc, &markdown::plain_text(&t)))
            .map_err(|f| f.text())
    }

    /// Drops the page's arguments in a locale once nothing renders it
    /// again (a build; `pcdocs serve` keeps them for the next rebuild).
    pub fn release(&self, page: usize, loc: usize) {
        self.shared.lock(Some(page), loc).args = None;
    }

    /// Plain text in locale `loc`'s typography, as its prose has it.
    fn typeset(&self, loc: usize, text: &str) -> String {
        markdown::locale_typography(&self.shared.messages.locales[loc].tag)(text)
    }

    /// Formats a message with the given facts only, as plain text.
    pub fn plain_with(
        &self,
        loc: usize,
        id: &str,
        facts: &[(String, Fact)],
    ) -> Result<String, String> {
        message(&self.shared, None, loc, id, Scope::Facts(facts))
            .map(|t| self.typeset(loc, &markdown::plain_text(&t)))
            .map_err(|f| f.text())
    }

    /// Renders a page's body in a locale into its model, which targets
    /// write from; its HTML is made only if a target asks for it.
    pub fn render_page(&self, page: usize, loc: usize) -> Result<PageModel<'_>, Diagnostics> {
        let p = &self.shared.pages[page];
        if let Some(d) = self.broken.get(&p.source.file) {
            return Err(d.clone().into());
        }
        self.clear_slot(page, loc);
        let mut context = Context::new();
        context.insert("page_index", &(page as i64));
        context.insert("locale_index", &(loc as i64));
        context.insert("locale", &self.locale_tags[loc]);
        let result = self.tera.render(&p.source.file, &context);
        let mut diags = Diagnostics::default();
        let plain = self.title_and_description(page, loc, &mut diags);
        let (errors, fallbacks) = {
            let mut c = self.shared.lock(Some(page), loc);
            (
                std::mem::take(&mut c.errors),
                std::mem::take(&mut c.fallbacks),
            )
        };
        let places = Places::new(&p.source, &self.locale_tags[loc]);
        if !errors.is_empty() {
            self.place_problems(page, loc, errors, &context, &places, &mut diags);
        }
        let markdown = match result {
            Ok(m) => m,
            Err(e) => {
                for d in tera_diags(&e, &|name| self.origin(name), &p.source.file) {
                    diags.push(d);
                }
                String::new()
            }
        };
        let charts = self.draw_charts(page, loc, &markdown, &places, &mut diags);
        // Nothing that reached the page may control a terminal or reorder
        // its text: inputs holding such characters were refused on reading,
        // and this holds however a value got through.
        let made = [markdown.as_str(), &plain[0], &plain[1]]
            .into_iter()
            .chain(charts.iter().map(|c| c.svg.as_str()));
        for d in
            made.filter_map(|text| control_reached(text.as_bytes(), &p.source.file, places.tag))
        {
            diags.push(d);
        }
        diags.into_result()?;
        // Messages used while drawing charts may fall back too.
        let (late, used) = {
            let mut c = self.shared.lock(Some(page), loc);
            (
                std::mem::take(&mut c.fallbacks),
                std::mem::take(&mut c.used),
            )
        };
        let fallbacks: BTreeSet<String> = fallbacks.into_iter().chain(late).collect();
        Ok(PageModel::new(
            self,
            PageLoc { page, loc },
            plain,
            markdown,
            charts,
            fallbacks.into_iter().collect(),
            used.into_iter().collect(),
        ))
    }

    /// Empties a page's slot: what earlier renders of this page (its
    /// layout, navigation built from it) left there is not this render's.
    fn clear_slot(&self, page: usize, loc: usize) {
        let mut c = self.shared.lock(Some(page), loc);
        c.fallbacks.clear();
        c.used.clear();
        c.shown.clear();
        c.errors.clear();
    }

    /// A page's title and description as plain text. They are always shown
    /// (by the layout, after the body): formatting them here records their
    /// use and fallbacks with the page's own, whatever other pages'
    /// navigation did meanwhile.
    fn title_and_description(
        &self,
        page: usize,
        loc: usize,
        diags: &mut Diagnostics,
    ) -> [String; 2] {
        let p = &self.shared.pages[page];
        let mut plain = [String::new(), String::new()];
        for (text, id) in plain
            .iter_mut()
            .zip([&p.source.front.title, &p.source.front.description])
        {
            match message(&self.shared, Some(page), loc, id, Scope::Page) {
                Ok(t) => *text = self.typeset(loc, &markdown::plain_text(&t)),
                // Where the front matter names it.
                Err(Fault::Text(e)) => diags.push(
                    p.source
                        .diagnostic_at(id, format!("[{}] {e}", self.locale_tags[loc])),
                ),
                Err(Fault::Placed(d)) => diags.push(d.hint(format!("shown by {}", p.source.file))),
            }
        }
        plain
    }

    /// The problems a page's render recorded, each placed at the call that
    /// recorded it (the page is rendered again once per problem to find it).
    fn place_problems(
        &self,
        page: usize,
        loc: usize,
        errors: Vec<Problem>,
        context: &Context,
        places: &Places,
        diags: &mut Diagnostics,
    ) {
        let source = &self.shared.pages[page].source;
        let calls = call_places(&self.shared, Some(page), loc, errors.len(), || {
            self.tera.render(&source.file, context).map(drop)
        });
        for (k, e) in errors.into_iter().enumerate() {
            // Tera counts the body's lines; the file has the front matter
            // above. A call the author wrote is placed at its tag; a
            // paragraph of prose became a call, placed at its start.
            let call = calls.get(k).copied().flatten().map(|(line, col)| {
                let line = line + source.body_line - 1;
                let text = source.text.lines().nth(line - 1).unwrap_or("");
                (line, tag_start(text, col))
            });
            diags.push(places.place(e, call));
        }
    }

    /// The charts a page's Markdown marks, drawn in its locale, in order.
    fn draw_charts(
        &self,
        page: usize,
        loc: usize,
        markdown: &str,
        places: &Places,
        diags: &mut Diagnostics,
    ) -> Vec<Chart> {
        let mut charts = Vec::new();
        for line in markdown.lines() {
            if let Some(name) = line.strip_prefix(CHART_MARK) {
                match self.chart(page, loc, name.trim()) {
                    Ok((title, svg)) => charts.push(Chart {
                        name: name.trim().to_owned(),
                        title,
                        svg,
                    }),
                    Err(e) => diags.push(places.place(e.at("chart", name.trim()), None)),
                }
            }
        }
        charts
    }

    /// Draws chart `name` of a page in a locale: (title, SVG).
    fn chart(
        &self,
        page: usize,
        loc: usize,
        name: &str,
    ) -> Result<(String, crate::charts::Svg), Fault> {
        let s = &self.shared;
        let figures = &s.pages[page].figures;
        let chart = figures
            .charts
            .get(name)
            .ok_or_else(|| Fault::Text(format!("no chart `{name}`")))?;
        // Chart text is set as the page's text is (spacing between Han and
        // Latin, French spaces), so a label reads alike in chart and table.
        let typeset = markdown::locale_typography(&s.messages.locales[loc].tag);
        let plain = |t: String| typeset(&markdown::plain_text(&t));
        let text = |id: &str| message(s, Some(page), loc, id, Scope::Page).map(plain);
        let label = |l: &Label| -> Result<String, Fault> {
            match l {
                Label::Text(t) => Ok(typeset(t)),
                // Chart text has no code face: the text as written.
                Label::Code(t) => Ok(t.clone()),
                Label::Message { id, facts } => {
                    message(s, Some(page), loc, id, Scope::Facts(facts)).map(plain)
                }
                Label::Row { id, vars } => {
                    message(s, Some(page), loc, id, Scope::Vars(vars)).map(plain)
                }
            }
        };
        let title = text(&chart.title)?;
        let caption = match &chart.caption {
            Some(c) => text(c)?,
            None => title.clone(),
        };
        let facts = [
            ("title".to_owned(), Fact::Text(title.clone())),
            ("caption".to_owned(), Fact::Text(caption)),
        ];
        let texts = charts::Texts {
            title: title.clone(),
            x_label: chart
                .x_label
                .as_deref()
                .map(text)
                .transpose()?
                .unwrap_or_default(),
            y_label: text(&chart.y_label)?,
            desc: message(s, Some(page), loc, "chart-desc", Scope::Facts(&facts)).map(plain)?,
            categories: chart
                .categories
                .iter()
                .map(label)
                .collect::<Result<_, _>>()?,
            series: chart
                .series
                .iter()
                .map(|x| label(&x.label))
                .collect::<Result<_, _>>()?,
            rtl: crate::l10n::format::is_right_to_left(&s.messages.locales[loc].tag),
        };
        let colour = |key: &str| s.subject_keys.iter().position(|k| k == key).unwrap_or(0);
        let svg = charts::svg(
            name,
            chart,
            texts,
            figures,
            &s.messages.locales[loc].formatter,
            &colour,
        );
        Ok((title, svg))
    }

    /// The messages a page showed in a locale since [`Renderer::render_page`]
    /// began: its body, charts, figures and layout.
    pub fn take_shown(&self, page: usize, loc: usize) -> BTreeSet<String> {
        std::mem::take(&mut self.shared.lock(Some(page), loc).shown)
    }

    /// The messages the site-level pages of a locale (`page` `None`: its
    /// index, 404 and translation-status pages, the root page for the
    /// source locale) showed since this was last asked.
    pub fn take_site_shown(&self, loc: usize) -> BTreeSet<String> {
        std::mem::take(&mut self.shared.lock(None, loc).shown)
    }

    /// The file of a template Tera names: a layout or a page body.
    fn origin(&self, name: &str) -> Option<Origin<'_>> {
        layout_origin(
            self.layouts.iter().map(|(n, t)| (n.as_str(), t.as_str())),
            name,
        )
        .or_else(|| {
            self.shared
                .pages
                .iter()
                .find(|p| p.source.file == name)
                .map(|p| body_origin(&p.source))
        })
    }

    /// Renders a layout with `context`, for a page (or a site-level page) in a locale.
    pub fn layout(
        &self,
        name: &str,
        page: Option<usize>,
        loc: usize,
        context: Context,
    ) -> Result<String, Diagnostics> {
        let bytes = self.layout_bytes(name, page, loc, context)?;
        // Tera writes only the UTF-8 of its templates and values.
        Ok(String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
    }

    /// [`Self::layout`] as the bytes of the file it becomes: a page's HTML
    /// goes to a file, and checking that it is UTF-8 (as `Tera::render`
    /// does) showed in profiles.
    pub fn layout_bytes(
        &self,
        name: &str,
        page: Option<usize>,
        loc: usize,
        mut context: Context,
    ) -> Result<Vec<u8>, Diagnostics> {
        context.insert("page_index", &page.map_or(-1, |p| p as i64));
        context.insert("locale_index", &(loc as i64));
        let mut out = Vec::with_capacity(16 * 1024);
        let result = self.tera.render_to(name, &context, &mut out);
        let errors = std::mem::take(&mut self.shared.lock(page, loc).errors);
        let mut diags = Diagnostics::default();
        let file = format!("templates/{name}");
        let text = self.layouts.get(name).map_or("", String::as_str);
        let calls = match errors.is_empty() {
            true => Vec::new(),
            false => call_places(&self.shared, page, loc, errors.len(), || {
                self.tera.render_to(name, &context, std::io::sink())
            }),
        };
        for (k, e) in errors.into_iter().enumerate() {
            let call = calls.get(k).copied().flatten().map(|(line, col)| {
                (
                    line,
                    tag_start(text.lines().nth(line - 1).unwrap_or(""), col),
                )
            });
            diags.push(place(e, &file, text, 0, &self.locale_tags[loc], call));
        }
        if let Err(e) = &result {
            for d in tera_diags(e, &|name| self.origin(name), &file) {
                diags.push(d);
            }
        }
        let source = page.map_or(file.as_str(), |p| self.shared.pages[p].source.file.as_str());
        if let Some(d) = control_reached(&out, source, &self.locale_tags[loc]) {
            diags.push(d);
        }
        diags.into_result()?;
        Ok(out)
    }
}

/// The error for a control or bidirectional formatting character found in
/// what a page became: the inputs' checks should have refused its source.
fn control_reached(made: &[u8], file: &str, tag: &str) -> Option<Diagnostic> {
    let (_, c) = crate::diag::find_control(made)?;
    Some(
        Diagnostic::new(
            file,
            format!(
                "[{tag}] the page would contain the character U+{:04X}, which pages may not hold",
                c as u32
            ),
        )
        .hint("a value or message of this page holds it: find which with `pcdocs explain`, and remove it"),
    )
}

struct Marks<'a> {
    shared: &'a Shared,
    page: Option<usize>,
    loc: usize,
    charts: &'a [Chart],
    /// The `{ #id }` anchors the page's author wrote.
    heading_ids: BTreeSet<String>,
}

/// A tooltip's wording in the page's locale, recorded as shown by the page
/// (so that `pcdocs serve` renders it again when the message changes).
impl provenance::Wording for Marks<'_> {
    fn text(&self, id: &str, args: &fluent_bundle::FluentArgs) -> String {
        let words = provenance::Words {
            messages: &self.shared.messages,
            loc: self.loc,
        };
        let mut c = self.shared.lock(self.page, self.loc);
        self.shared.show(&mut c, id);
        drop(c);
        words.text(id, args)
    }
}

impl MarkWriter for Marks<'_> {
    fn heading_id(&self, id: &str) -> bool {
        self.heading_ids.contains(id)
    }

    fn figure_attributes(&self, ids: &[usize]) -> Vec<(&'static str, String)> {
        let Some(page) = self.page.map(|p| &self.shared.pages[p]) else {
            return Vec::new();
        };
        let fmt = &self.shared.messages.locales[self.loc].formatter;
        {
            // Made once per page and locale, shown by every figure.
            let mut c = self.shared.lock(self.page, self.loc);
            for id in provenance::FIGURE_MESSAGES {
                self.shared.show(&mut c, id);
            }
        }
        provenance::with_texts(page, &self.shared.messages, self.loc, |texts| {
            let value = ids
                .first()
                .map(|&i| texts.exact(i, self).to_owned())
                .unwrap_or_default();
            // Focusable, so that keyboards and touch screens reach the
            // sources too (the theme shows the title of a focused figure).
            vec![
                ("value", value),
                ("title", texts.titles(ids, fmt, self)),
                ("tabindex", "0".to_owned()),
            ]
        })
    }

    fn fallback_attributes(&self) -> Vec<(&'static str, String)> {
        let src = &self.shared.messages.source().tag;
        vec![("class", "fallback".to_owned()), ("lang", src.clone())]
    }

    fn claim_attributes(&self, names: &[String]) -> Vec<(&'static str, String)> {
        let class = ("class", "claim".to_owned());
        let Some(page) = self.page.map(|p| &self.shared.pages[p].figures) else {
            return vec![class];
        };
        let fmt = &self.shared.messages.locales[self.loc].formatter;
        let title: Vec<String> = names
            .iter()
            .filter_map(|n| provenance::claim(page, n, fmt, self))
            .collect();
        if title.is_empty() {
            return vec![class];
        }
        vec![
            class,
            ("title", title.join("\n")),
            ("tabindex", "0".to_owned()),
        ]
    }

    fn anchor_label(&self) -> String {
        message(
            self.shared,
            self.page,
            self.loc,
            "anchor-label",
            Scope::Page,
        )
        .map(|t| markdown::plain_text(&t))
        .unwrap_or_default()
    }

    fn typography(&self, text: &str) -> String {
        markdown::locale_typography(&self.shared.messages.locales[self.loc].tag)(text)
    }

    fn chart(&self, name: &str) -> Option<String> {
        let chart = self.charts.iter().find(|c| c.name == name)?;
        Some(format!(
            "<figure class=\"chart\">\n{}\n</figure>\n",
            chart.svg
        ))
    }
}

/// Which arguments a message gets.
enum Scope<'a> {
    /// The page's variables.
    Page,
    /// The page's variables that the message reads, unless the page's
    /// arguments are made already. Navigation formats every page's title
    /// before any page renders; making each page's arguments for it, and
    /// keeping them from then on, held every page's at once.
    Read,
    /// The page's variables and those of one row (`t(…, row=…)`).
    Row(&'a str),
    /// Only the facts of a key (row and column labels).
    Facts(&'a [(String, Fact)]),
    /// The page's variables and those of a facts row (its cells' messages).
    Vars(&'a indexmap::IndexMap<String, Var>),
}

/// Formats `id` for a page and locale, recording fallbacks.
fn message(
    shared: &Shared,
    page: Option<usize>,
    loc: usize,
    id: &str,
    scope: Scope,
) -> Result<String, Fault> {
    // Messages with the page's own variables say what they lack.
    let of_page = matches!(scope, Scope::Page | Scope::Read | Scope::Row(_));
    let mut c = shared.lock(page, loc);
    let c = &mut *c;
    let locs = &shared.messages.locales;
    let args;
    // The variables a row's message reads (they key its arguments).
    let mut row_names = BTreeSet::new();
    let f = if let (Scope::Read, Some(p), None) = (&scope, page, &c.args) {
        let mut names = BTreeSet::new();
        shared.messages.variables(loc, id, &mut names);
        args = locs[loc].args_of(&shared.pages[p].figures, &names);
        shared.messages.format(loc, id, &args)?
    } else {
        let page_args = c.args.get_or_insert_with(|| match page {
            Some(p) => locs[loc].args(&shared.pages[p].figures),
            None => locs[loc].args(&PageFigures::default()),
        });
        let a = match (scope, page) {
            (Scope::Page | Scope::Read, _) | (Scope::Row(_), None) => &*page_args,
            (Scope::Row(row), Some(p)) => {
                let figures = &shared.pages[p].figures;
                if !figures.row_vars.contains_key(row) {
                    return Err(Fault::Text(format!(
                        "message `{id}`: no figures are declared for row `{}` (use `for-rows`)",
                        crate::diag::shorten(row)
                    )));
                }
                // The page's arguments are formatted once per page and locale;
                // a row's message takes those it reads, with the row's own.
                shared.messages.variables(loc, id, &mut row_names);
                args = locs[loc].row_args(page_args, figures, row, &row_names);
                &args
            }
            (Scope::Facts(facts), _) => {
                args = locs[loc].fact_args(facts);
                &args
            }
            (Scope::Vars(vars), Some(p)) => {
                args = locs[loc].args_with(&shared.pages[p].figures, vars);
                &args
            }
            (Scope::Vars(vars), None) => {
                args = locs[loc].args_with(&PageFigures::default(), vars);
                &args
            }
        };
        shared.messages.format(loc, id, a)?
    };
    c.used.insert(id.to_owned());
    shared.show(c, id);
    let mut f = f;
    if let Some(p) = page.filter(|_| of_page)
        && shared.pages[p].figures.has_gaps()
    {
        match completeness(shared, p, loc, id, &f.text) {
            Completeness::Whole => {}
            Completeness::Replace(missing) => {
                f.text = gap_message(shared, p, loc, INCOMPLETE_STATEMENT, &missing)?;
                c.used.insert(INCOMPLETE_STATEMENT.to_owned());
                shared.show(c, INCOMPLETE_STATEMENT);
            }
            Completeness::Note(missing) => {
                let note = gap_message(shared, p, loc, INCOMPLETE_NOTE, &missing)?;
                f.text = format!("{} {note}", f.text);
                c.used.insert(INCOMPLETE_NOTE.to_owned());
                shared.show(c, INCOMPLETE_NOTE);
            }
        }
    }
    // Most messages need no escaping: their text is taken, not copied.
    let mut text = match markdown::neutralise(&f.text) {
        std::borrow::Cow::Owned(escaped) => escaped,
        std::borrow::Cow::Borrowed(_) => f.text,
    };
    if let Some(p) = page {
        let names = claim_names(&shared.pages[p].figures, shared.messages.source(), id);
        if !names.is_empty() {
            text = marks::claim(&names, &text);
        }
    }
    if f.fallback {
        c.fallbacks.insert(id.to_owned());
        Ok(marks::fallback(&text))
    } else {
        Ok(text)
    }
}

/// The site-wide message that stands for a statement whose figures have no
/// value, and the one that follows a statement about a set some of whose
/// members have none.
const INCOMPLETE_STATEMENT: &str = "incomplete-statement";
const INCOMPLETE_NOTE: &str = "incomplete-note";

/// Whether a message can be shown as written when some figures of its page
/// have no value (a cell that did not complete, a series the table lacks).
enum Completeness {
    Whole,
    /// It shows such a figure, chooses its words on a decision that could
    /// not be made (and has no `[incomplete]` variant), or is guarded by a
    /// condition on such a figure: nothing it says can be backed, so it
    /// is replaced by a statement of what is missing.
    Replace(Vec<Arc<Missing>>),
    /// It shows what a declaration computed over a set it had to leave
    /// members out of, without saying so itself (`NAME-left-out`): a note
    /// of what was left out follows it.
    Note(Vec<Arc<Missing>>),
}

/// Decides [`Completeness`] for message `id` of page `p`, formatted as `text`.
fn completeness(shared: &Shared, p: usize, loc: usize, id: &str, text: &str) -> Completeness {
    let figures = &shared.pages[p].figures;
    let mut missing: Vec<Arc<Missing>> = Vec::new();
    let add = |m: &Arc<Missing>, to: &mut Vec<Arc<Missing>>| {
        if !to.contains(m) {
            to.push(Arc::clone(m));
        }
    };
    // Figures shown.
    for piece in marks::pieces(text) {
        if let marks::Piece::FigureStart(ids) = piece {
            for i in ids {
                if let Some(m) = figures.missing.get(&i) {
                    add(m, &mut missing);
                }
            }
        }
    }
    // Decisions that could not be made, and guards on figures without a value.
    let origins = [
        shared.messages.locales[loc].origins.get(id),
        shared.messages.source().origins.get(id),
    ];
    for origin in origins.into_iter().flatten() {
        for v in &origin.selectors {
            let Some(d) = figures.decisions.get(v) else {
                continue;
            };
            if d.value == INCOMPLETE && !origin.incomplete.contains(v) {
                match figures.missing_of(&d.inputs) {
                    Some(m) => add(&m, &mut missing),
                    None => {
                        for m in figures.left_out_of(v).into_iter().flatten() {
                            add(m, &mut missing);
                        }
                    }
                }
            }
        }
    }
    for claim in figures.claims.iter().filter(|c| c.message == id) {
        for check in &claim.checks {
            for side in [&check.left, &check.right] {
                if let Side::Figure(i) = side
                    && let Some(m) = figures.missing.get(i)
                {
                    add(m, &mut missing);
                }
            }
        }
    }
    if !missing.is_empty() {
        return Completeness::Replace(missing);
    }
    // Declarations over a set with members left out, unless the message
    // reads what was left out.
    if figures.left_out.is_empty() {
        return Completeness::Whole;
    }
    let mut names = BTreeSet::new();
    shared.messages.variables(loc, id, &mut names);
    // What the message names itself (`NAME-left-out`, a comparison's
    // `-incomplete`), of whichever declaration over the same set.
    let mut said: Vec<Arc<Missing>> = Vec::new();
    for v in &names {
        if let Some(decl) = figures.declared_by.get(*v)
            && v.strip_prefix(decl.as_str()).is_some_and(|rest| {
                rest.starts_with("-left-out") || rest.starts_with("-incomplete")
            })
            && let Some(list) = figures.left_out.get(decl)
        {
            for m in list {
                add(m, &mut said);
            }
        }
    }
    let mut left = Vec::new();
    for v in &names {
        let Some(decl) = figures.declared_by.get(*v) else {
            continue;
        };
        if let Some(list) = figures.left_out.get(decl) {
            for m in list.iter().filter(|m| !said.contains(m)) {
                add(m, &mut left);
            }
        }
    }
    match left.is_empty() {
        true => Completeness::Whole,
        false => Completeness::Note(left),
    }
}

/// How the page names the row of cell `m`: as the row label of a table
/// view of the page that shows that table, else by the row's key.
fn row_shown(figures: &PageFigures, l: &crate::l10n::messages::Localizer, m: &Missing) -> String {
    let table = m.cell.split('/').next().unwrap_or("");
    for view in figures
        .tables
        .values()
        .filter(|v| v.source == table && v.across.is_none())
    {
        let (keys, labels): (&[String], Vec<&Label>) = match view.transpose {
            false => (&view.row_keys, view.rows.iter().map(|(l, _)| l).collect()),
            true => (&view.column_keys, view.columns.iter().collect()),
        };
        if let Some(i) = keys.iter().position(|k| *k == m.row)
            && let Some(Label::Message { id, facts }) = labels.get(i)
        {
            return markdown::plain_text(&l.row_text(id, facts, None));
        }
    }
    m.row.clone()
}

/// Site-wide message `id` about `missing`: `$subjects` (each series' name
/// with the row it lacks, as a list), `$count` (cells) and `$reasons`
/// (their reasons' keys).
fn gap_message(
    shared: &Shared,
    p: usize,
    loc: usize,
    id: &str,
    missing: &[Arc<Missing>],
) -> Result<String, Fault> {
    let figures = &shared.pages[p].figures;
    let l = &shared.messages.locales[loc];
    let mut subjects: Vec<Item> = Vec::new();
    let mut reasons: Vec<Item> = Vec::new();
    for m in missing {
        let s = Item::Text(markdown::plain_text(&l.cell_text(
            &marks::escape(&m.label),
            &marks::escape(&row_shown(figures, l, m)),
        )));
        if !subjects.contains(&s) {
            subjects.push(s);
        }
        let r = Item::Text(m.reason.clone());
        if !reasons.contains(&r) {
            reasons.push(r);
        }
    }
    let mut vars = indexmap::IndexMap::new();
    vars.insert("subjects".to_owned(), Var::List(subjects));
    vars.insert("reasons".to_owned(), Var::List(reasons));
    vars.insert("count".to_owned(), Var::Count(missing.len()));
    let absent = missing.iter().all(|m| m.absent);
    vars.insert(
        "missing".to_owned(),
        Var::Text(if absent { "absent" } else { "failed" }.to_owned()),
    );
    let args = shared.messages.locales[loc].args_with(&PageFigures::default(), &vars);
    Ok(shared.messages.format(loc, id, &args)?.text)
}

/// The guards of message `id` and the word-valued figures its selectors
/// choose on (from the source locale's message, which every translation
/// follows): what decided its words.
fn claim_names(
    figures: &PageFigures,
    source: &crate::l10n::messages::Localizer,
    id: &str,
) -> Vec<String> {
    let mut names: Vec<String> = figures
        .claims
        .iter()
        .filter(|c| c.message == id)
        .map(|c| format!("guard:{}", c.name))
        .collect();
    if let Some(origin) = source.origins.get(id) {
        names.extend(
            origin
                .selectors
                .iter()
                .filter(|v| figures.decisions.contains_key(*v))
                .cloned(),
        );
    }
    names
}

/// A message for a template function: on error, the error is recorded for
/// the page's report and the template goes on, so one run lists them all.
fn message_or_record(
    shared: &Shared,
    page: Option<usize>,
    loc: usize,
    func: &'static str,
    id: &str,
    scope: Scope,
) -> String {
    message(shared, page, loc, id, scope).unwrap_or_else(|e| {
        shared.lock(page, loc).errors.push(e.at(func, id));
        String::new()
    })
}

/// Tera's HTML escaping, the same five characters to the same entities,
/// written a run of plain text at a time: Tera's own writes each byte
/// through `dyn Write`, which showed in profiles of the layouts.
fn escape_html(input: &str, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let bytes = input.as_bytes();
    let mut start = 0;
    for (i, b) in bytes.iter().enumerate() {
        let entity: &[u8] = match b {
            b'&' => b"&amp;",
            b'<' => b"&lt;",
            b'>' => b"&gt;",
            b'"' => b"&quot;",
            b'\'' => b"&#39;",
            _ => continue,
        };
        out.write_all(&bytes[start..i])?;
        out.write_all(entity)?;
        start = i + 1;
    }
    out.write_all(&bytes[start..])
}

/// The message a template function fails with when a placing render
/// ([`Ctx::stop_at`]) reaches the problem it looks for.
const STOP: &str = "pcdocs: the problem looked for";

/// Registers template function `name`, which takes the keyword arguments
/// `keys` and no other (a misspelt `nmae=` is an error at its call, not a
/// silently ignored argument). A problem `f` records is placed at its call
/// by rendering again ([`Renderer::placed`]): the function then fails where
/// the problem comes back, and Tera names that call's line and column.
fn register(
    tera: &mut Tera,
    handle: &Arc<Handle>,
    name: &'static str,
    keys: &'static [&'static str],
    f: impl Fn(&Kwargs, Option<usize>, usize, &Shared) -> tera::TeraResult<String>
    + Send
    + Sync
    + 'static,
) {
    let h = Arc::clone(handle);
    tera.register_function(
        name,
        move |kw: Kwargs, st: &State| -> tera::TeraResult<String> {
            if let Some((key, _)) = kw
                .iter()
                .find(|(k, _)| !keys.contains(&k.as_str().unwrap_or("")))
            {
                let key = key.as_str().unwrap_or("?");
                return Err(tera::Error::message(format!(
                    "`{name}` takes no argument `{}`; it takes {}",
                    crate::diag::shorten(key),
                    keys.iter()
                        .map(|k| format!("`{k}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )));
            }
            let (page, loc) = where_am_i(st)?;
            let s = h.get();
            let out = f(&kw, page, loc, &s)?;
            let c = s.lock(page, loc);
            match c.stop_at {
                Some(k) if c.errors.len() > k => Err(tera::Error::message(STOP)),
                _ => Ok(out),
            }
        },
    );
}

fn register_functions(tera: &mut Tera, handle: &Arc<Handle>) {
    register(tera, handle, "t", &["id", "row"], |kw, page, loc, s| {
        let id: String = kw.must_get("id")?;
        let row: Option<String> = kw.get("row")?;
        let scope = match &row {
            Some(r) => Scope::Row(r),
            None => Scope::Page,
        };
        Ok(message_or_record(s, page, loc, "t", &id, scope))
    });
    // A section's condition (`[sections.ID]`): "yes" when it is shown.
    register(tera, handle, "section", &["id"], |kw, page, _, s| {
        let id: String = kw.must_get("id")?;
        let hidden = page.is_some_and(|p| s.pages[p].figures.hidden.contains(&id));
        Ok(if hidden {
            String::new()
        } else {
            "yes".to_owned()
        })
    });
    register(tera, handle, "ui", &["id"], |kw, page, loc, s| {
        let id: String = kw.must_get("id")?;
        Ok(s.ui(page, loc, &id))
    });
    register(tera, handle, "chart", &["name"], |kw, page, loc, s| {
        let name: String = kw.must_get("name")?;
        if !page.is_some_and(|p| s.pages[p].figures.charts.contains_key(&name)) {
            let e = format!(
                "no chart `{}`; declare it as [charts.{0}] in the front matter",
                crate::diag::shorten(&name)
            );
            s.lock(page, loc)
                .errors
                .push(Fault::Text(e).at("chart", &name));
            return Ok(String::new());
        }
        Ok(format!("\n\n{CHART_MARK}{name}\n\n"))
    });
    register(tera, handle, "code", &["name"], |kw, page, loc, s| {
        let name: String = kw.must_get("name")?;
        let var = page.and_then(|p| s.pages[p].figures.vars.get(&name));
        let text = match var {
            Some(Var::Text(t) | Var::Code(t)) => t.clone(),
            Some(Var::List(items)) => items
                .iter()
                .map(|i| i.plain().unwrap_or_default())
                .collect::<Vec<_>>()
                .join("\n"),
            _ => {
                let e = format!(
                    "`code(name=\"{}\")`: the page has no text variable `{0}`",
                    crate::diag::shorten(&name)
                );
                s.lock(page, loc)
                    .errors
                    .push(Fault::Text(e).at("code", &name));
                return Ok(String::new());
            }
        };
        Ok(code_block(&text))
    });
    register(tera, handle, "table", &["name"], |kw, page, loc, s| {
        let Some(page) = page else {
            return Err(tera::Error::message("`table` is for content pages"));
        };
        match table(s, page, loc, kw) {
            Ok(t) => Ok(t),
            Err(e) => {
                let name: String = kw.get("name").ok().flatten().unwrap_or_default();
                s.lock(Some(page), loc).errors.push(e.at("table", &name));
                Ok(String::new())
            }
        }
    });
}

/// A table view as a Markdown table: the first column left-aligned, values
/// right-aligned, notes in parentheses, incomplete cells in italics.
fn table(s: &Shared, page: usize, loc: usize, kw: &Kwargs) -> Result<String, Fault> {
    let name: String = kw.must_get("name").map_err(|e| tera_message(&e))?;
    let view = s.pages[page].figures.tables.get(&name).ok_or_else(|| {
        format!(
            "no table view `{}`; declare it as [tables.{0}] in the front matter",
            crate::diag::shorten(&name)
        )
    })?;
    // A view with no rows (an apart view with nothing apart) has nothing to
    // show or download; the prose around it says so.
    if view.rows.is_empty() {
        return Ok(String::new());
    }
    let mut out = String::new();
    if let Some(caption) = &view.caption {
        // The caption precedes the table as a paragraph of its own; the HTML
        // writer moves it into <caption>.
        out.push_str(&format!(
            "{CAPTION_MARK}{}\n\n",
            message(s, Some(page), loc, caption, Scope::Page)?
        ));
    }
    out.push_str("| ");
    out.push_str(&message(s, Some(page), loc, &view.corner, Scope::Page)?);
    for c in &view.columns {
        out.push_str(" | ");
        out.push_str(&label_text(s, page, loc, c)?);
    }
    out.push_str(" |\n|:--");
    for i in 0..view.columns.len() {
        out.push_str(match view.aligns.get(i) {
            Some(Align::Left) => "|:--",
            _ => "|--:",
        });
    }
    out.push_str("|\n");
    for (ri, (row, cells)) in view.rows.iter().enumerate() {
        out.push_str("| ");
        out.push_str(&label_text(s, page, loc, row)?);
        for (ci, cell) in cells.iter().enumerate() {
            out.push_str(" | ");
            let fact = || format!("fact:{name}/{ri}/{ci}");
            out.push_str(&cell_text(s, page, loc, cell, fact)?);
        }
        out.push_str(" |\n");
    }
    // Links to the data behind the table, written beside the page.
    out.push_str(&format!(
        "\n{DOWNLOADS_MARK}{} [CSV]({name}.csv) · [JSON]({name}.json)\n",
        message(s, Some(page), loc, "table-data", Scope::Page)?
    ));
    Ok(out)
}

/// A table's column or row label as Markdown.
fn label_text(s: &Shared, page: usize, loc: usize, l: &Label) -> Result<String, Fault> {
    match l {
        Label::Text(t) => Ok(escape(t)),
        Label::Code(t) => Ok(marks::code(t)),
        Label::Message { id, facts } => message(s, Some(page), loc, id, Scope::Facts(facts)),
        Label::Row { id, vars } => message(s, Some(page), loc, id, Scope::Vars(vars)),
    }
}

/// A table cell as Markdown; `fact` names a fact cell's claim, whose
/// tooltip is its source.
fn cell_text(
    s: &Shared,
    page: usize,
    loc: usize,
    cell: &CellOut,
    fact: impl Fn() -> String,
) -> Result<String, Fault> {
    let figures = &s.pages[page].figures;
    let localizer = &s.messages.locales[loc];
    Ok(match cell {
        CellOut::Fact { var, .. } => {
            // Data with its source as the tooltip (`provenance::claim`).
            marks::claim(&[fact()], &localizer.var_text(figures, var))
        }
        CellOut::Message { id, vars } => message(s, Some(page), loc, id, Scope::Vars(vars))?,
        CellOut::Figure {
            fig,
            note: None,
            parts,
        } if parts.is_empty() => localizer.figure_text(figures, *fig),
        CellOut::Figure { fig, note, parts } => cell_with_note(s, page, loc, *fig, *note, parts)?,
        CellOut::NotCompleted { reason, fig } => {
            let facts = [("reason".to_owned(), Fact::Text(reason.clone()))];
            let text = message(
                s,
                Some(page),
                loc,
                "cell-not-completed",
                Scope::Facts(&facts),
            )?;
            // Its figure's mark: the tooltip says why, from which lines.
            match fig {
                Some(i) => format!("*{}*", marks::figure(&[*i], &text)),
                None => format!("*{text}*"),
            }
        }
        CellOut::Missing => "—".to_owned(),
    })
}

/// A figure with its note, then each labelled part, joined as the locale
/// joins quantities, through the `cell-with-note` message.
fn cell_with_note(
    s: &Shared,
    page: usize,
    loc: usize,
    fig: usize,
    note: Option<usize>,
    parts: &[(usize, Option<String>)],
) -> Result<String, Fault> {
    let figures = &s.pages[page].figures;
    let localizer = &s.messages.locales[loc];
    let mut shown: Vec<String> = note
        .iter()
        .map(|n| localizer.figure_text(figures, *n))
        .collect();
    for (n, label) in parts {
        shown.push(match label {
            Some(id) => part_text(s, page, loc, *n, id)?,
            None => localizer.figure_text(figures, *n),
        });
    }
    // Figure marks are not Markdown; the message only places them.
    let mut args = FluentArgs::new();
    args.set(
        "value",
        FluentValue::from(localizer.figure_text(figures, fig)),
    );
    args.set(
        "note",
        FluentValue::from(localizer.formatter.unit_list(&shown)),
    );
    let f = s.messages.format(loc, "cell-with-note", &args)?;
    s.show(&mut s.lock(Some(page), loc), "cell-with-note");
    Ok(markdown::neutralise(&f.text).into_owned())
}

/// Figure `fig` as a note's part, worded by its label message `id`.
fn part_text(s: &Shared, page: usize, loc: usize, fig: usize, id: &str) -> Result<String, Fault> {
    let localizer = &s.messages.locales[loc];
    let mut args = FluentArgs::new();
    args.set("value", localizer.figure_arg(&s.pages[page].figures, fig));
    let f = s.messages.format(loc, id, &args)?;
    let mut c = s.lock(Some(page), loc);
    c.used.insert(id.to_owned());
    s.show(&mut c, id);
    Ok(if f.fallback {
        c.fallbacks.insert(id.to_owned());
        marks::fallback(&f.text)
    } else {
        f.text
    })
}

/// A fenced code block showing `text` verbatim: the fence is longer than any
/// run of backticks inside.
pub fn code_block(text: &str) -> String {
    // Marks are pcdocs' own: in data they would forge a chart line.
    let text: String = text
        .chars()
        .map(|c| if marks::is_mark(c) { '\u{FFFD}' } else { c })
        .collect();
    let text = text.as_str();
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest.max(2) + 1);
    format!("{fence}\n{}\n{fence}", text.trim_end())
}

/// Escapes text for an HTML attribute value.
pub fn attr(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // Writing into a String cannot fail.
    let _ = pulldown_cmark_escape::escape_html(&mut out, text);
    out
}

fn tera_message(e: &tera::Error) -> String {
    use std::error::Error;
    let mut msg = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        msg.push_str(": ");
        msg.push_str(&c.to_string());
        cause = c.source();
    }
    msg
}

/// Where a template Tera names comes from: its file, its text as Tera saw
/// it, and the lines of the file above that text (a page's front matter).
struct Origin<'a> {
    file: String,
    text: &'a str,
    above: usize,
}

/// A layout's origin, by its name in templates/.
fn layout_origin<'a>(
    layouts: impl IntoIterator<Item = (&'a str, &'a str)>,
    name: &str,
) -> Option<Origin<'a>> {
    layouts
        .into_iter()
        .find(|(n, _)| *n == name)
        .map(|(n, text)| Origin {
            file: format!("templates/{n}"),
            text,
            above: 0,
        })
}

/// A page body's origin, by its content file.
fn body_origin<'a>(source: &'a crate::content::Source) -> Origin<'a> {
    Origin {
        file: source.file.clone(),
        text: &source.body,
        above: source.body_line - 1,
    }
}

/// A Tera error as diagnostics, each in the file of the template it names
/// (`origin` finds it; `fallback` takes what names none), at its line and
/// column. Tera reports unknown functions, filters and templates as text
/// with `--> NAME:LINE:COLUMN` lines, and include or extend loops by the
/// templates' names: each is placed all the same.
fn tera_diags<'a>(
    e: &tera::Error,
    origin: &dyn Fn(&str) -> Option<Origin<'a>>,
    fallback: &str,
) -> Vec<Diagnostic> {
    let placed = |name: &str, message: String, line: usize, col: usize| {
        let Some(o) = origin(name) else {
            return Diagnostic::new(fallback, message);
        };
        let mut d = Diagnostic::new(o.file, message).at(line + o.above, Some(col));
        if let Some(text) = o.text.lines().nth(line.saturating_sub(1)) {
            d = d.snippet(text);
        }
        d
    };
    // The tag of `{% include "to" %}` or `{% extends "to" %}` in `name`.
    let tag_to = |name: &str, word: &str, to: &str, message: String| {
        let Some(o) = origin(name) else {
            return Diagnostic::new(fallback, message);
        };
        let found = regex::Regex::new(&format!(
            r#"\{{%-?\s*{word}\s+["']{}["']"#,
            regex::escape(to)
        ))
        .ok()
        .and_then(|re| re.find(o.text));
        match found {
            Some(m) => {
                let (line, col) = crate::diag::line_col(o.text, m.start());
                placed(name, message, line, col)
            }
            None => Diagnostic::new(o.file, message),
        }
    };
    match e.kind() {
        tera::ErrorKind::SyntaxError(r) | tera::ErrorKind::RenderingError(r) => {
            let span = r.span();
            vec![placed(
                r.filename(),
                r.message().to_owned(),
                span.start_line,
                span.start_col + 1,
            )]
        }
        tera::ErrorKind::CircularInclude { tpl, include_chain } => {
            let next = include_chain.get(1).unwrap_or(tpl);
            let chain = include_chain.join(" → ");
            vec![tag_to(
                tpl,
                "include",
                next,
                format!("templates include each other in a loop: {chain}"),
            )]
        }
        tera::ErrorKind::CircularExtend {
            tpl,
            inheritance_chain,
        } => {
            let next = inheritance_chain.get(1).unwrap_or(tpl);
            let chain = inheritance_chain.join(" → ");
            vec![tag_to(
                tpl,
                "extends",
                next,
                format!("templates extend each other in a loop: {chain}"),
            )]
        }
        tera::ErrorKind::MissingParent { current, parent } => vec![tag_to(
            current,
            "extends",
            parent,
            format!("extends `{parent}`, which templates/ does not have"),
        )],
        tera::ErrorKind::Msg(text) => {
            static REPORT: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
                regex::Regex::new(r"(?m)^error: (.*)\n\s*--> (.+):(\d+):(\d+)$")
                    .expect("a valid pattern")
            });
            let found: Vec<Diagnostic> = REPORT
                .captures_iter(text)
                .map(|c| {
                    let number = |i: usize| c[i].parse::<usize>().unwrap_or(1);
                    placed(&c[2], c[1].to_owned(), number(3), number(4))
                })
                .collect();
            match found.is_empty() {
                true => vec![Diagnostic::new(fallback, tera_message(e))],
                false => found,
            }
        }
        _ => vec![Diagnostic::new(fallback, tera_message(e))],
    }
}

/// Layout context shared by all HTML pages.
#[derive(Debug, Clone, Serialize)]
pub struct Language {
    pub tag: String,
    pub name: String,
    /// Relative link to the same page in this language.
    pub href: String,
    /// Absolute address when the site has a base URL, else `href`.
    pub url: String,
    pub current: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_are_found_by_function_and_name() {
        let text = "+++\n+++\n{%}{{ t(id=\"a\") }} {{ at(id=\"b\") }}\n{{ t( id = 'b' ) }}";
        let start = 8;
        assert_eq!(find_call(text, start, "t", "b"), text.find("{{ t( id"));
        assert_eq!(find_call(text, start, "t", "a"), text.find("{{ t(id"));
        // No call naming it: the first call of the function.
        assert_eq!(find_call(text, start, "t", "c"), text.find("{{ t(id"));
        assert_eq!(find_call(text, start, "code", "a"), None);
        assert_eq!(find_call("{{", 0, "t", "a"), None);
    }

    #[test]
    fn layouts_escape_as_tera_does() {
        let escape = |f: tera::EscapeFn, s: &str| {
            let mut out = Vec::new();
            f(s, &mut out).unwrap();
            String::from_utf8(out).unwrap()
        };
        let mut inputs: Vec<String> = [
            "",
            "plain",
            "&",
            "<script>alert('x')</script>",
            "a \"quoted\" & 'single' <b>",
            "&&<<>>\"\"''",
            "Pingclair 比 nginx 快 < 8 % & « c’est ça »",
            "trailing &",
            "&leading",
        ]
        .map(str::to_owned)
        .into();
        // Every ASCII character, alone and between multibyte ones.
        inputs.extend((0u8..128).map(|b| format!("é{}中", b as char)));
        for input in &inputs {
            assert_eq!(
                escape(escape_html, input),
                escape(tera::escape_html, input),
                "{input:?}"
            );
        }
    }
}
