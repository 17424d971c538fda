//! site/: loads a project, renders every page in every locale, and writes the
//! result atomically. The only module that reads the project tree as a whole
//! and the only one that writes.

pub mod output;

use crate::config::Config;
use crate::content;
use crate::diag::{Diagnostic, Diagnostics, read_text, rel};
use crate::l10n::messages::Messages;
use crate::render::{Language, Page, Renderer, markdown::Heading};
use crate::results;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
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
}

/// Warnings that do not stop a build.
#[derive(Debug, Default)]
pub struct Warnings(pub Vec<String>);

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
            for e in [c.err(), m.err(), s.err(), l.err()].into_iter().flatten() {
                diags.extend(e);
            }
            return Err(diags);
        }
    };
    let mut pages = Vec::new();
    let mut dates = Vec::new();
    for source in sources {
        let Some(campaign) = campaigns.get(&source.front.campaign) else {
            diags.push(
                source
                    .diagnostic_at(
                        &source.front.campaign,
                        format!("no campaign `{}` in results/", source.front.campaign),
                    )
                    .hint(format!(
                        "campaigns are: {}",
                        campaigns.keys().cloned().collect::<Vec<_>>().join(", ")
                    )),
            );
            continue;
        };
        match crate::compute::figures::evaluate(
            campaign,
            &source.front.figures,
            &source.front.tables,
            &source.front.charts,
        ) {
            Ok(figures) => {
                dates.push(
                    campaign
                        .manifest
                        .dates
                        .as_ref()
                        .map(|d| d.start.to_string()),
                );
                pages.push(Page { source, figures });
            }
            Err(errors) => {
                for e in errors {
                    diags.push(
                        source.diagnostic_at(
                            &e.needle,
                            format!("figure `{}`: {}", e.name, e.message),
                        ),
                    );
                }
            }
        }
    }
    diags.into_result()?;
    let mut order: Vec<usize> = (0..pages.len()).collect();
    order.sort_by(|&a, &b| {
        dates[b]
            .cmp(&dates[a])
            .then_with(|| pages[a].source.front.slug.cmp(&pages[b].source.front.slug))
    });
    let renderer = Renderer::new(messages, campaigns, pages, &layouts)?;
    Ok(Project {
        root: root.to_owned(),
        config,
        renderer,
        order,
        dates,
    })
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
        if !entry.file_type().is_file() {
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

    /// A locale's name for itself: its `language-name` message, else CLDR's.
    fn language_name(&self, loc: usize) -> String {
        let l = &self.renderer.messages().locales[loc];
        if l.has("language-name")
            && let Ok(name) = self.renderer.plain(None, loc, "language-name")
        {
            return name;
        }
        crate::l10n::format::autonym(l.formatter.locale()).unwrap_or_else(|| l.tag.clone())
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

    fn nav(
        &self,
        loc: usize,
        current: Option<usize>,
        depth: usize,
    ) -> Result<Vec<NavItem>, String> {
        let tag = &self.tags()[loc];
        self.order
            .iter()
            .map(|&p| {
                let front = &self.renderer.pages()[p].source.front;
                Ok(NavItem {
                    title: self.renderer.plain(Some(p), loc, &front.title)?,
                    description: self.renderer.plain(Some(p), loc, &front.description)?,
                    href: format!("{}{tag}/{}/", up(depth), front.slug),
                    current: current == Some(p),
                    date: self.dates[p].clone(),
                })
            })
            .collect()
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
            .nav(loc, None, 0)
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
        let mut files = BTreeMap::new();
        let mut warnings = Warnings::default();
        let mut diags = Diagnostics::default();
        // Messages each page shows, from its source-locale render.
        let mut used: Vec<Vec<String>> = vec![Vec::new(); self.renderer.pages().len()];
        // Pages render in parallel; results are merged in a fixed order.
        let jobs: Vec<(usize, usize)> = (0..self.tags().len())
            .flat_map(|loc| self.order.iter().map(move |&p| (loc, p)))
            .collect();
        // Translation status reads the locale files again; it runs beside
        // the pages.
        let (rendered, statuses): (Vec<_>, _) = rayon::join(
            || {
                use rayon::prelude::*;
                jobs.par_iter()
                    .map(|&(loc, p)| (loc, p, self.render_page(p, loc)))
                    .collect()
            },
            || crate::translate::status(&self.root, self.tags()),
        );
        for (loc, p, result) in rendered {
            let tag = &self.tags()[loc];
            match result {
                Ok(page) => {
                    if loc == 0 {
                        used[p] = page.used.clone();
                    }
                    let slug = &self.renderer.pages()[p].source.front.slug;
                    files.insert(format!("{tag}/{slug}/index.html"), page.html.into_bytes());
                    files.insert(format!("{tag}/{slug}/index.md"), page.markdown.into_bytes());
                    for (name, _, svg) in page.charts {
                        files.insert(format!("{tag}/{slug}/{name}.svg"), svg.into_bytes());
                    }
                    for id in page.fallbacks {
                        warnings.0.push(format!(
                            "{}: [{tag}] message `{id}` is not translated; shown in {}",
                            self.renderer.pages()[p].source.file,
                            self.tags()[0]
                        ));
                    }
                }
                Err(d) => diags.extend(d),
            }
        }
        for (loc, tag) in self.tags().iter().enumerate() {
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
        match statuses.and_then(|s| self.render_translations(&used, &s)) {
            Ok(pages) => files.extend(pages),
            Err(d) => diags.extend(d),
        }
        match self.render_root() {
            Ok(html) => {
                files.insert("index.html".to_owned(), html.into_bytes());
            }
            Err(d) => diags.extend(d),
        }
        if let Some(xml) = self.sitemap() {
            files.insert("sitemap.xml".to_owned(), xml.into_bytes());
        }
        match self.theme_files() {
            Ok(theme) => files.extend(theme),
            Err(d) => diags.extend(d),
        }
        diags.into_result()?;
        warnings.0.sort();
        warnings.0.dedup();
        Ok((files, warnings))
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
        c.insert(
            "pages",
            &self
                .nav(loc, Some(p), 2)
                .map_err(|e| Diagnostic::new(&page.source.file, e))?,
        );
        c.insert("untranslated", &!rendered.fallbacks.is_empty());
        let html = r.layout("page.html", Some(p), loc, c)?;
        let md = markdown_twin(&title, &rendered.markdown, &rendered.charts);
        Ok(RenderedPage {
            html,
            markdown: md,
            fallbacks: rendered.fallbacks,
            charts: rendered.charts,
            used: rendered.used,
        })
    }

    /// The translation-status page of every locale: per page and locale, the
    /// share of the page's messages translated and current, and how many are
    /// stale or missing.
    fn render_translations(
        &self,
        used: &[Vec<String>],
        statuses: &[crate::translate::LocaleStatus],
    ) -> Result<BTreeMap<String, Vec<u8>>, Diagnostics> {
        use crate::compute::tables::Fact;
        use crate::l10n::format::{Display, Style};
        use crate::translate::State;
        let mut out = BTreeMap::new();
        for (loc, tag) in self.tags().iter().enumerate() {
            let fmt = &self.renderer.messages().locales[loc].formatter;
            let mut rows = Vec::new();
            for &p in &self.order {
                let front = &self.renderer.pages()[p].source.front;
                let ids = &used[p];
                let mut cells = Vec::new();
                for (i, status) in statuses.iter().enumerate() {
                    let count =
                        |s: State| ids.iter().filter(|id| status.state(id) == Some(s)).count();
                    let (ok, stale, missing) = (
                        count(State::Translated),
                        count(State::Stale),
                        count(State::Missing),
                    );
                    let share = if ids.is_empty() {
                        1.0
                    } else {
                        ok as f64 / ids.len() as f64
                    };
                    let facts = [
                        (
                            "share".to_owned(),
                            Fact::Text(fmt.format(share, Display::new(Style::Percent, 0))),
                        ),
                        ("stale".to_owned(), Fact::Number(stale as f64)),
                        ("missing".to_owned(), Fact::Number(missing as f64)),
                    ];
                    let text = self
                        .renderer
                        .plain_with(loc, "translations-cell", &facts)
                        .map_err(|e| Diagnostic::new(format!("locales/{tag}"), e))?;
                    cells.push(serde_json::json!({ "locale": status.locale, "name": self.language_name(i + 1), "text": text, "complete": ok == ids.len() }));
                }
                rows.push(serde_json::json!({
                    "title": self.renderer.plain(Some(p), loc, &front.title).map_err(|e| Diagnostic::new(format!("locales/{tag}"), e))?,
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
                .nav(loc, None, 1)
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
            if entry.file_type().is_file() {
                let bytes = std::fs::read(entry.path())
                    .map_err(|e| Diagnostic::new(rel(&self.root, entry.path()), e.to_string()))?;
                out.insert(format!("theme/{}", rel(&dir, entry.path())), bytes);
            }
        }
        Ok(out)
    }
}

/// The Markdown twin of a page: the same text, tables and figures as the
/// HTML, without marks, so `git diff site/` reads as prose.
fn markdown_twin(title: &str, body: &str, charts: &[(String, String, String)]) -> String {
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
    md
}
