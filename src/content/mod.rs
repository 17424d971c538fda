//! content/: the pages. A page is a Markdown file whose TOML front matter
//! (between `+++` lines) names its campaign and declares its figures, and
//! whose body gives the structure: headings, tables and message references
//! through template functions. Its prose lives in locales/.

use crate::compute::charts::ChartView;
use crate::compute::figures::Declared;
use crate::compute::tables::TableView;
use crate::diag::{Diagnostic, Diagnostics, read_text, rel};
use indexmap::IndexMap;
use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    /// Folder name under results/.
    pub campaign: String,
    /// The page's path under each locale: `site/<locale>/<slug>/`.
    pub slug: String,
    /// Message id of the page title.
    pub title: String,
    /// Message id of the page description (meta description, index summary).
    pub description: String,
    /// Figures the prose can use, evaluated in order.
    #[serde(default)]
    pub figures: IndexMap<String, Declared>,
    /// Table views the body shows with `table(name=…)`.
    #[serde(default)]
    pub tables: IndexMap<String, TableView>,
    /// Charts the body shows with `chart(name=…)`.
    #[serde(default)]
    pub charts: IndexMap<String, ChartView>,
}

#[derive(Debug, Clone)]
pub struct Source {
    /// Path relative to the project root.
    pub file: String,
    pub front: FrontMatter,
    /// The full text, for locating diagnostics.
    pub text: String,
    /// The template body after the front matter.
    pub body: String,
    /// Line number (1-based) where the body starts.
    pub body_line: usize,
}

/// Every `*.md` file under `dir`, in path order.
pub fn load_all(root: &Path, dir: &Path) -> Result<Vec<Source>, Diagnostics> {
    let mut diags = Diagnostics::default();
    let mut pages = Vec::new();
    for path in files(dir) {
        match load(root, &path) {
            Ok(p) => pages.push(p),
            Err(d) => diags.push(d),
        }
    }
    diags.extend(check_slugs(pages.iter()));
    diags.into_result()?;
    Ok(pages)
}

/// The paths of the `*.md` files under `dir`, sorted.
pub fn files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<_> = walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "md"))
        .map(|e| e.into_path())
        .collect();
    files.sort();
    files
}

/// A problem for every page whose slug an earlier page already uses.
pub fn check_slugs<'a>(pages: impl IntoIterator<Item = &'a Source>) -> Diagnostics {
    let mut diags = Diagnostics::default();
    let mut slugs: IndexMap<String, String> = IndexMap::new();
    for p in pages {
        if let Some(other) = slugs.insert(p.front.slug.clone(), p.file.clone()) {
            diags.push(Diagnostic::new(
                &p.file,
                format!("slug `{}` is used by {other} too", p.front.slug),
            ));
        }
    }
    diags
}

pub fn load(root: &Path, path: &Path) -> Result<Source, Diagnostic> {
    let file = rel(root, path);
    let text = read_text(root, path)?;
    let Some(rest) = text
        .strip_prefix("+++\n")
        .or_else(|| text.strip_prefix("+++\r\n"))
    else {
        return Err(Diagnostic::new(
            &file,
            "a page starts with TOML front matter between `+++` lines",
        )
        .at(1, Some(1))
        .hint("add `+++`, campaign, slug, title and description, and `+++`"));
    };
    let Some(end) = rest.find("\n+++") else {
        return Err(
            Diagnostic::new(&file, "the front matter is not closed by a `+++` line").at(1, Some(1)),
        );
    };
    let front_text = &rest[..end + 1];
    let front_start = text.len() - rest.len();
    let front: FrontMatter = toml::from_str(front_text).map_err(|e| {
        let d = Diagnostic::new(&file, e.message().to_owned());
        match e.span() {
            Some(s) => d.at_offset(&text, front_start + s.start),
            None => d,
        }
    })?;
    let after = &rest[end + 4..];
    let body = after
        .strip_prefix("\r\n")
        .or_else(|| after.strip_prefix('\n'))
        .unwrap_or(after);
    let body_line = text[..text.len() - body.len()].matches('\n').count() + 1;
    Ok(Source {
        file,
        front,
        text: text.clone(),
        body: body.to_owned(),
        body_line,
    })
}

impl Source {
    /// A diagnostic placed at the first occurrence of `needle` in the file.
    pub fn diagnostic_at(&self, needle: &str, message: impl Into<String>) -> Diagnostic {
        let d = Diagnostic::new(&self.file, message);
        match self
            .text
            .find(&format!("\"{needle}\""))
            .or_else(|| self.text.find(needle))
        {
            Some(offset) => d.at_offset(&self.text, offset),
            None => d,
        }
    }
}
