//! What a page × locale renders to before any target writes it: its title
//! and description, its marked Markdown (the body template's output), its
//! charts drawn once, the messages it fell back on and used. The HTML body
//! with its headings and the Markdown with inline marks are made from it on
//! first use, so a target pays only for what it writes (Starlight never
//! makes the standalone HTML).

use super::markdown::{self, Heading, Html};
use super::{Marks, PageLoc, Renderer};
use std::cell::OnceCell;
use std::collections::BTreeSet;

/// A chart of a page in a locale, drawn once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chart {
    /// Its name in the page's declarations, which names its SVG file.
    pub name: String,
    /// Its title in the locale, as plain text.
    pub title: String,
    pub svg: crate::charts::Svg,
}

/// One page in one locale, rendered but not yet written by a target.
pub struct PageModel<'r> {
    renderer: &'r Renderer,
    /// The page's index and the locale's.
    pub page: usize,
    pub loc: usize,
    /// The title and description as plain text in the locale's typography
    /// (as [`Renderer::plain`] gives them).
    pub title: String,
    pub description: String,
    /// Markdown with marks, as the body template produced it.
    pub markdown: String,
    /// The page's charts, in the order they appear.
    pub charts: Vec<Chart>,
    /// Messages shown in the source locale because this locale lacks them.
    pub fallbacks: Vec<String>,
    /// Every message the body and charts show.
    pub used: Vec<String>,
    html: OnceCell<Html>,
}

impl<'r> PageModel<'r> {
    pub(super) fn new(
        renderer: &'r Renderer,
        PageLoc { page, loc }: PageLoc,
        [title, description]: [String; 2],
        markdown: String,
        charts: Vec<Chart>,
        fallbacks: Vec<String>,
        used: Vec<String>,
    ) -> Self {
        PageModel {
            renderer,
            page,
            loc,
            title,
            description,
            markdown,
            charts,
            fallbacks,
            used,
            html: OnceCell::new(),
        }
    }

    /// How this page's marks are written, with the heading ids its author gave.
    fn marks(&self, heading_ids: BTreeSet<String>) -> Marks<'_> {
        Marks {
            shared: &self.renderer.shared,
            page: Some(self.page),
            loc: self.loc,
            charts: &self.charts,
            heading_ids,
        }
    }

    /// The chart named `name`.
    pub fn chart(&self, name: &str) -> Option<&Chart> {
        self.charts.iter().find(|c| c.name == name)
    }

    /// The body as HTML (marks → `<data>`, charts inline, anchors), made on
    /// first use.
    pub fn html(&self) -> &Html {
        self.html.get_or_init(|| {
            let ids =
                markdown::author_heading_ids(&self.renderer.shared.pages[self.page].source.body);
            markdown::to_html(&self.markdown, &self.marks(ids))
        })
    }

    /// The headings of the HTML body, with their ids.
    pub fn headings(&self) -> &[Heading] {
        &self.html().headings
    }

    /// The body's Markdown for sites that render Markdown themselves: raw
    /// HTML neutralised, every other `<` and `[` of its text escaped (for
    /// another reader than pulldown-cmark), the locale's typography
    /// applied, and figures, fallback passages and claims as the inline
    /// elements the HTML page has (see [`markdown::marks_to_inline_html`]);
    /// chart and caption marks are left for the caller.
    pub fn markdown_with_marks(&self) -> String {
        let writer = self.marks(BTreeSet::new());
        let safe = markdown::neutralise(&self.markdown);
        let safe = markdown::escape_literal_openers(&safe);
        let typeset = markdown::typeset_markdown(&safe, &self.renderer.locale_tags[self.loc]);
        markdown::marks_to_inline_html(&typeset, &writer)
    }
}
