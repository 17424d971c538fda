//! Targets: what a page × locale's model ([`PageModel`]) becomes as files.
//! The standalone site ([`Standalone`]) writes an HTML page, its Markdown
//! twin, the SVG of each chart and the CSV and JSON behind each table;
//! Starlight (`crate::starlight`) writes one Markdown page. Both read the
//! same model, rendered once by [`Project::render_page`]; neither reads
//! the other's output.

use super::record::{PageRecord, ShownFilter};
use super::{Project, up};
use crate::diag::{Diagnostic, Diagnostics};
use crate::l10n::marks;
use crate::render::blocks::{BlockWriter, Piece, write_blocks};
use crate::render::{PageLoc, PageModel, markdown::Heading};

/// Files: path (with `/`) and bytes.
pub type Files = Vec<(String, Vec<u8>)>;

/// Writes a page × locale's model as files.
pub trait Target: Sync {
    /// What the locales of one page share, made at most once for them (the
    /// standalone site: the data behind its tables).
    type Shared: Default;

    /// The locales this target writes, by index.
    fn locales(&self, project: &Project) -> Vec<usize>;

    /// The files of `model`'s page in its locale.
    fn page_files(
        &self,
        project: &Project,
        model: &PageModel<'_>,
        shared: &mut Self::Shared,
    ) -> Result<Files, Diagnostics>;
}

/// One rendered page's files and what its record keeps.
pub struct PageDone {
    pub(super) record: PageRecord,
    /// The messages it shows, from its source-locale render.
    pub(super) used: Option<Vec<String>>,
    /// Its charts.
    pub charts: usize,
    pub files: Files,
}

impl PageDone {
    /// Messages shown in the source locale because the locale lacks them.
    pub fn warnings(&self) -> &[String] {
        &self.record.warnings
    }
}

impl Project {
    /// Renders page `p` in locale `loc` and writes it with `target`.
    pub fn render_page<T: Target>(
        &self,
        target: &T,
        p: usize,
        loc: usize,
        shared: &mut T::Shared,
    ) -> Result<PageDone, Diagnostics> {
        let model = self.renderer.render_page(p, loc)?;
        let files = target.page_files(self, &model, shared)?;
        let shown = self.renderer.take_shown(p, loc);
        let source = &self.renderer.pages()[p].source;
        let tag = &self.tags()[loc];
        let warnings = model
            .fallbacks
            .iter()
            .map(|id| {
                format!(
                    "{}: [{tag}] message `{id}` is not translated; shown in {}",
                    source.file,
                    self.tags()[0]
                )
            })
            .collect();
        Ok(PageDone {
            record: PageRecord {
                paths: files.iter().map(|(path, _)| path.clone()).collect(),
                warnings,
                filter: ShownFilter::of(&shown),
                shown,
            },
            used: (loc == 0).then_some(model.used),
            charts: model.charts.len(),
            files,
        })
    }

    /// The path in the site of file `name` of page `p` in locale `loc`.
    pub(super) fn page_path(&self, p: usize, loc: usize, name: &str) -> String {
        let slug = &self.renderer.pages()[p].source.front.slug;
        format!("{}/{slug}/{name}", self.tags()[loc])
    }
}

/// The data behind a table: name, CSV, JSON.
pub type TableData = (String, Vec<u8>, Vec<u8>);

/// The standalone site: per page × locale, `index.html`, `index.md` (the
/// Markdown twin), `<chart>.svg`, and `<table>.csv` and `.json`.
pub struct Standalone;

impl Target for Standalone {
    /// The data behind the page's tables, the same in every locale.
    type Shared = Option<Vec<TableData>>;

    fn locales(&self, project: &Project) -> Vec<usize> {
        (0..project.tags().len()).collect()
    }

    fn page_files(
        &self,
        project: &Project,
        model: &PageModel<'_>,
        data: &mut Self::Shared,
    ) -> Result<Files, Diagnostics> {
        let (p, loc) = (model.page, model.loc);
        let pages = project.renderer.pages();
        let mut files: Files = Vec::with_capacity(4 + 2 * pages[p].figures.tables.len());
        files.push((
            project.page_path(p, loc, "index.html"),
            page_html(project, model)?,
        ));
        files.push((
            project.page_path(p, loc, "index.md"),
            markdown_twin(model, &project.tags()[loc]).into_bytes(),
        ));
        for chart in &model.charts {
            let name = format!("{}.svg", chart.name);
            files.push((
                project.page_path(p, loc, &name),
                chart.svg.as_bytes().to_vec(),
            ));
        }
        // The data behind each table, beside it.
        for (name, csv, json) in data.get_or_insert_with(|| table_data(project, p)) {
            files.push((
                project.page_path(p, loc, &format!("{name}.csv")),
                csv.clone(),
            ));
            files.push((
                project.page_path(p, loc, &format!("{name}.json")),
                json.clone(),
            ));
        }
        Ok(files)
    }
}

/// The HTML page of a model: its body in the page layout.
fn page_html(project: &Project, model: &PageModel<'_>) -> Result<Vec<u8>, Diagnostics> {
    let r = &project.renderer;
    let (p, loc) = (model.page, model.loc);
    let page = &r.pages()[p];
    let front = &page.source.front;
    let mut c = project.base_context(loc, super::nav::PAGE_DEPTH, &format!("{}/", front.slug));
    c.insert("title", &model.title);
    c.insert("description", &model.description);
    c.insert("body", &model.html().body);
    let toc: Vec<&Heading> = model
        .headings()
        .iter()
        .filter(|h| (2..=3).contains(&h.level))
        .collect();
    c.insert("toc", &toc);
    let limit = project.config.sidebar_pages;
    c.insert_value(
        "pages",
        project
            .sidebar(PageLoc { page: p, loc })
            .map_err(|e| Diagnostic::new(&page.source.file, e))?,
    );
    // The sidebar leaves some pages out: it links to the index of all.
    c.insert("more_pages", &(project.order.len() > limit));
    c.insert(
        "index_href",
        &format!("{}{}/", up(super::nav::PAGE_DEPTH), project.tags()[loc]),
    );
    c.insert("untranslated", &!model.fallbacks.is_empty());
    r.layout_bytes("page.html", Some(p), loc, c)
}

/// The data behind each table of page `p` (name, CSV, JSON): the same in
/// every locale, so made once for all of them.
fn table_data(project: &Project, p: usize) -> Vec<TableData> {
    use crate::render::data;
    let page = &project.renderer.pages()[p];
    let figures = &page.figures;
    // A section left out takes its tables' data with it.
    let hidden: Vec<String> = figures
        .hidden
        .iter()
        .flat_map(|id| crate::content::prose::section_tables(&page.source.body, id))
        .collect();
    figures
        .tables
        .iter()
        .filter(|(name, v)| !v.rows.is_empty() && !hidden.contains(name))
        .map(|(name, view)| {
            let csv = data::csv(figures, view);
            (name.clone(), csv, data::json(figures, name, view))
        })
        .collect()
}

/// The Markdown twin of a page: the same text, tables and figures as the
/// HTML, without marks, so `git diff site/` reads as prose.
pub(super) fn markdown_twin(model: &PageModel<'_>, tag: &str) -> String {
    let mut md = format!("# {}\n\n", model.title);
    md.push_str(&write_blocks(&model.markdown, &Twin(model)));
    // The locale's typography, as the HTML has it (prose only, never syntax).
    crate::render::markdown::typeset_markdown(&md, tag)
}

/// How the twin writes blocks: headings without anchors (they are for
/// HTML), the data files' paragraph as text, charts as images of their SVG
/// files.
struct Twin<'a, 'r>(&'a PageModel<'r>);

impl BlockWriter for Twin<'_, '_> {
    fn chart(&self, name: &str) -> Piece {
        let title = self.0.chart(name).map_or("", |c| c.title.as_str());
        Piece::Verbatim(format!("![{}]({name}.svg)", marks::escape(title)))
    }

    fn downloads(&self, text: &str) -> Piece {
        Piece::Text(marks::strip(text))
    }
}
