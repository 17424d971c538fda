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
    let campaigns = results::load_all(root, results_dir);
    let messages = Messages::load(root, &root.join("locales"), &config.locales);
    let sources = content::load_all(root, &root.join("content"));
    let layouts = load_layouts(root);
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
}

#[derive(Serialize)]
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

    fn languages(&self, current: usize, path_after_tag: &str, depth: usize) -> Vec<Language> {
        self.tags()
            .iter()
            .enumerate()
            .map(|(i, tag)| Language {
                tag: tag.clone(),
                name: self
                    .renderer
                    .plain(None, i, "language-name")
                    .unwrap_or_else(|_| tag.clone()),
                href: format!("{}{tag}/{path_after_tag}", up(depth)),
                current: i == current,
            })
            .collect()
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
        let canonical = self.config.base_url.as_ref().map(|b| {
            format!(
                "{}/{}/{path_after_tag}",
                b.trim_end_matches('/'),
                self.tags()[loc]
            )
        });
        c.insert("canonical", &canonical);
        c
    }

    /// Renders the whole site into memory: path (with `/`) → bytes.
    pub fn render(&self) -> Result<(BTreeMap<String, Vec<u8>>, Warnings), Diagnostics> {
        let mut files = BTreeMap::new();
        let mut warnings = Warnings::default();
        let mut diags = Diagnostics::default();
        for (loc, tag) in self.tags().iter().enumerate() {
            for &p in &self.order {
                match self.render_page(p, loc) {
                    Ok(page) => {
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
            match self.render_index(loc) {
                Ok(html) => {
                    files.insert(format!("{tag}/index.html"), html.into_bytes());
                }
                Err(d) => diags.extend(d),
            }
        }
        match self.render_root() {
            Ok(html) => {
                files.insert("index.html".to_owned(), html.into_bytes());
            }
            Err(d) => diags.extend(d),
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
        })
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
