//! `pcdocs build --format starlight`: every page in every mapped locale as
//! a Markdown page of an Astro Starlight site, written into its content
//! folder beside the pages pcdocs does not own.
//!
//! Layout in the content folder (`DIR`), for a locale's Starlight folder
//! `L` (empty for the root locale) and the section `S`:
//!
//! - `L/S/<slug>.md` — Starlight front matter (`title`, `description`,
//!   `slug` the file's own path, `sidebar.order` newest campaign first,
//!   `sidebar.label`, `lastUpdated` the campaign's last day) and the page's
//!   Markdown, figures kept as
//!   `<data value title>` elements (`render::PageModel::markdown_with_marks`),
//!   its charts inline (`chart_inline`), as on the standalone site;
//! - `DIR/.pcdocs-starlight/<section>.json` — the manifest of what the
//!   project wrote into its section (see [`write`]).
//!
//! Pages are rendered by the same pipeline as the standalone site
//! (`site::pages::Project::render_pages`); only the target ([`Starlight`]),
//! from a page's model to a file, differs.

pub mod write;

pub use write::{LEGACY, MANIFESTS, Summary};

use crate::charts::Svg;
use crate::config::Starlight as StarlightSettings;
use crate::diag::{Diagnostic, Diagnostics, Error};
use crate::render::blocks::{BlockWriter, Piece, write_blocks};
use crate::render::{Chart, PageLoc, PageModel};
use crate::site::Project;
use crate::site::pages::{Plan, RenderError};
use crate::site::sink::Memory;
use crate::site::target::{Files, Target};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The Starlight pages of a project, ready to write.
#[derive(Debug, Default)]
pub struct Pages {
    /// Path inside the content folder (with `/`) → bytes.
    pub files: BTreeMap<String, Vec<u8>>,
    /// Pages written (page × locale).
    pub pages: usize,
    pub charts: usize,
    /// Messages shown in the source locale because a locale lacks them.
    pub warnings: Vec<String>,
}

/// The content folder: `out` when given, else `[output.starlight] dir`;
/// relative paths are taken from the project folder.
pub fn folder(
    root: &Path,
    settings: &StarlightSettings,
    out: Option<&Path>,
) -> Result<PathBuf, Diagnostics> {
    let dir = match (out, &settings.dir) {
        (Some(out), _) => out.to_path_buf(),
        (None, Some(dir)) => PathBuf::from(dir),
        (None, None) => {
            return Err(Diagnostic::new(
                crate::config::FILE,
                "no Starlight content folder to write to",
            )
            .hint("pass --out DIR, or set `dir` under [output.starlight] in pcdocs.toml")
            .into());
        }
    };
    Ok(if dir.is_absolute() {
        dir
    } else {
        root.join(dir)
    })
}

/// A chart inline in a Starlight page, as on the standalone site: its text
/// is text, drawn at the page's resolution and found by the browser's
/// search. Starlight's styles are not pcdocs's theme, so the chart brings
/// its own: below 37.5rem (600 px) it keeps that width and scrolls in its
/// box, so that its smallest labels (11 units of a 720-unit-wide chart)
/// never read smaller than 9 px on a phone. Its text and axes are a dark
/// grey on a white card: the series palette was chosen for a light
/// background, and the card keeps it and the text legible on Starlight's
/// dark theme as on its light one.
///
/// It is one HTML block for Astro's Markdown reader: no line of it is
/// blank (an SVG's blank lines are white space between elements, dropped),
/// so the reader takes none of it for Markdown, and nothing in it is
/// converted by smart punctuation.
pub fn chart_inline(svg: &Svg) -> String {
    let mut out = String::with_capacity(svg.len() + 300);
    out.push_str(
        "<figure class=\"pcdocs-chart not-content\" style=\"margin:1.5rem 0;overflow-x:auto\">\n",
    );
    out.push_str(
        "<svg style=\"display:block;width:100%;min-width:37.5rem;max-width:none;height:auto\" color=\"#23262f\" ",
    );
    out.push_str(svg.root_attributes());
    out.push_str(">\n");
    // The card goes first after the title and description, which name the
    // chart (`aria-labelledby`), as the first children of the `<svg>`.
    out.push_str(svg.head());
    out.push_str("<rect width=\"100%\" height=\"100%\" rx=\"8\" fill=\"#ffffff\"/>\n");
    out.push_str(svg.body());
    out.push_str("</svg>\n</figure>\n");
    out
}

/// A YAML scalar holding `text` exactly, whatever it holds: a JSON string
/// is a YAML double-quoted scalar, in which nothing ends the value, the
/// line or the front matter (a line break is `\n`, a quote `\"`). JSON
/// leaves some characters as they are that YAML refuses in a document
/// (DEL, the C1 controls, U+FFFE and U+FFFF) or that older readers take for
/// line breaks (U+0085, U+2028, U+2029): those are `\uXXXX` escapes too.
fn yaml_string(text: &str) -> String {
    use std::fmt::Write;
    let json = serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_owned());
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        if c.is_control()
            || matches!(
                c,
                '\u{2028}' | '\u{2029}' | '\u{FEFF}' | '\u{FFFE}' | '\u{FFFF}'
            )
        {
            let _ = write!(out, "\\u{:04X}", u32::from(c));
        } else {
            out.push(c);
        }
    }
    out
}

/// What shows a figure's or a claim's title to keyboards and touch screens:
/// Starlight has none of pcdocs's theme, so each page brings the theme's
/// script (`tooltips.js`, the same as in `themes/default/static/theme.js`)
/// and styles in Starlight's colours. Two HTML blocks that Astro's Markdown
/// reader passes through as they are.
const TOOLTIPS: &str = concat!(
    "\n<style>\n",
    include_str!("tooltips.css"),
    "</style>\n\n<script>\n",
    include_str!("tooltips.js"),
    "</script>\n"
);

/// The last day of a campaign, from its loaded manifest.
fn campaign_day(project: &Project, campaign: &str) -> Option<String> {
    let campaign = project.campaigns().get(campaign)?;
    campaign.manifest.dates.as_ref().map(|d| d.end.to_string())
}

/// How a Starlight page writes blocks ([`crate::render::blocks`]): charts
/// as the charts themselves ([`chart_inline`]), no links to the data files
/// (Starlight serves nothing from its content folder but pages), headings
/// without `{ #id }` (Astro makes its own ids), code verbatim.
struct Body<'a>(&'a [Chart]);

impl BlockWriter for Body<'_> {
    fn chart(&self, name: &str) -> Piece {
        match self.0.iter().find(|c| c.name == name) {
            Some(c) => Piece::Html(chart_inline(&c.svg)),
            None => Piece::Skip,
        }
    }

    fn downloads(&self, _: &str) -> Piece {
        Piece::Skip
    }
}

/// The body of a Starlight page, from its marked Markdown.
fn body(marked: &str, charts: &[Chart]) -> String {
    write_blocks(marked, &Body(charts))
}

/// The folder of `section` in a locale's Starlight folder (`""`: the root
/// locale's), from the content folder.
fn section_folder(folder: &str, section: &str) -> String {
    if folder.is_empty() {
        section.to_owned()
    } else {
        format!("{folder}/{section}")
    }
}

/// The Starlight target: one Markdown page per page × mapped locale.
pub struct Starlight<'a> {
    settings: &'a StarlightSettings,
    /// By locale, its Starlight folder (`""` the root locale's), if mapped.
    folders: Vec<Option<String>>,
    /// By page, its place in the project's order, from 1.
    order: Vec<usize>,
    /// By page, its campaign's last day.
    days: Vec<Option<String>>,
}

impl<'a> Starlight<'a> {
    pub fn new(project: &Project, settings: &'a StarlightSettings) -> Self {
        let tags = &project.config.locales;
        let mut folders = vec![None; tags.len()];
        for (loc, folder) in settings.folders(tags) {
            folders[loc] = Some(folder);
        }
        let pages = project.renderer.pages();
        let mut order = vec![0; pages.len()];
        for (i, &p) in project.order.iter().enumerate() {
            order[p] = i + 1;
        }
        let days = pages
            .iter()
            .map(|page| campaign_day(project, &page.source.front.campaign))
            .collect();
        Starlight {
            settings,
            folders,
            order,
            days,
        }
    }
}

impl Target for Starlight<'_> {
    type Shared = ();

    fn locales(&self, _: &Project) -> Vec<usize> {
        (0..self.folders.len())
            .filter(|&l| self.folders[l].is_some())
            .collect()
    }

    fn page_files(
        &self,
        project: &Project,
        model: &PageModel<'_>,
        _: &mut (),
    ) -> Result<Files, Diagnostics> {
        let p = model.page;
        let page = &project.renderer.pages()[p];
        let slug = &page.source.front.slug;
        let folder = self.folders[model.loc].as_deref().unwrap_or_default();
        let prefix = section_folder(folder, &self.settings.section);
        let marked = model.markdown_with_marks();
        let mut md = format!(
            "---\n# Written by `pcdocs build --format starlight` from {}: edit the page there, not here.\ntitle: {}\ndescription: {}\nslug: {}\nsidebar:\n  order: {}\n  label: {}\n",
            // A file's name may hold anything: a line break would end the comment.
            page.source.file.escape_debug(),
            yaml_string(&model.title),
            yaml_string(&model.description),
            yaml_string(&format!("{prefix}/{slug}")),
            self.order[p],
            yaml_string(&model.title),
        );
        match &self.days[p] {
            Some(day) => md.push_str(&format!("lastUpdated: {day}\n")),
            // Never the time of the build or of a commit.
            None => md.push_str("lastUpdated: false\n"),
        }
        md.push_str("---\n\n");
        md.push_str(&body(&marked, &model.charts));
        md.push_str(TOOLTIPS);
        Ok(vec![(format!("{prefix}/{slug}.md"), md.into_bytes())])
    }
}

/// Renders every page in each locale `settings` maps, newest campaign
/// first, in parallel, into memory.
pub fn render(project: &Project, settings: &StarlightSettings) -> Result<Pages, Diagnostics> {
    let target = Starlight::new(project, settings);
    let locales = target.locales(project);
    let jobs = project
        .order
        .iter()
        .flat_map(|&page| locales.iter().map(move |&loc| PageLoc { page, loc }))
        .collect();
    let plan = Plan::new(project, jobs);
    let mut out = Pages::default();
    let mut diags = Diagnostics::default();
    for (_, done) in project.render_pages(&target, &plan, &Memory) {
        match done {
            Ok(done) => {
                out.charts += done.charts;
                out.pages += 1;
                out.warnings.extend_from_slice(done.warnings());
                out.files.extend(done.files);
            }
            Err(RenderError::Input(d)) => diags.extend(d),
            // Memory takes nothing, so nothing fails to be written.
            Err(RenderError::Write(e)) => diags.push(Diagnostic::new("site", e.to_string())),
        }
    }
    diags.into_result()?;
    out.warnings.sort();
    out.warnings.dedup();
    Ok(out)
}

/// Loads the project, renders its Starlight pages and writes them into the
/// content folder (`out`, else the configured one).
pub fn build(root: &Path, out: Option<&Path>) -> Result<(Pages, Summary, PathBuf), Error> {
    let config = crate::config::Config::load(root)?;
    let settings = config.output.starlight.clone().unwrap_or_default();
    let dir = folder(root, &settings, out)?;
    let dir = write::resolve(root, &dir)?;
    let project = crate::site::load_with_config(root, config)?;
    let pages = render(&project, &settings)?;
    let owner = write::Owner {
        project: write::relative(&dir, &crate::paths::canonical_root(root)),
        section: settings.section.clone(),
        folders: settings
            .folders(&project.config.locales)
            .into_iter()
            .map(|(_, folder)| section_folder(&folder, &settings.section))
            .collect(),
    };
    let summary = write::write(&dir, &owner, &pages.files)?;
    Ok((pages, summary, dir))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chart_is_one_html_block_whatever_its_labels_hold() {
        use crate::charts::{Alt, BarChart, Series, Ticks, bar_svg};
        struct Plain;
        impl Ticks for Plain {
            fn y_tick(&self, value: f64) -> String {
                value.to_string()
            }
            fn x_tick(&self, value: f64) -> String {
                value.to_string()
            }
        }
        // Labels with blank lines and Markdown of their own.
        let odd = "a\n\n \t\n# b\n";
        let chart = BarChart {
            title: odd.into(),
            y_label: odd.into(),
            categories: vec![odd.into(), "* c".into()],
            series: vec![Series {
                name: odd.into(),
                colour: 0,
                values: vec![Some(1.0), Some(2.0)],
            }],
        };
        let alt = Alt {
            title: "T".into(),
            desc: "D".into(),
            key: "t".into(),
            rtl: false,
        };
        let block = chart_inline(&bar_svg(&chart, &Plain, &alt));
        assert!(block.starts_with("<figure class=\"pcdocs-chart not-content\""));
        assert!(block.ends_with("</svg>\n</figure>\n"), "{block}");
        assert!(!block.lines().any(|l| l.trim().is_empty()), "{block}");
        assert!(block.contains("D</desc>\n<rect "), "{block}");
        // A CommonMark reader takes all of it for HTML, nothing for Markdown.
        let events: Vec<_> = pulldown_cmark::Parser::new(&block).collect();
        assert!(
            events.iter().all(|e| matches!(
                e,
                pulldown_cmark::Event::Html(_)
                    | pulldown_cmark::Event::Start(pulldown_cmark::Tag::HtmlBlock)
                    | pulldown_cmark::Event::End(pulldown_cmark::TagEnd::HtmlBlock)
            )),
            "{events:?}"
        );
    }

    #[test]
    fn the_tooltips_are_the_standalone_themes() {
        let theme = include_str!("../../themes/default/static/theme.js");
        let script = include_str!("tooltips.js");
        let body = script
            .split_once("(function () {\n")
            .and_then(|(_, rest)| rest.rsplit_once("})();"))
            .map(|(body, _)| body)
            .unwrap();
        assert!(body.len() > 500 && theme.contains(body));
        for block in ["</style>", "</script>"] {
            assert_eq!(TOOLTIPS.matches(block).count(), 1);
        }
    }
}
