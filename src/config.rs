//! `pcdocs.toml`: the site's configuration.

use crate::diag::{Diagnostic, read_text};
use serde::Deserialize;
use std::path::Path;

pub const FILE: &str = "pcdocs.toml";

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Config {
    /// Locale tags in order; the first is the source locale that the others
    /// translate and fall back to.
    pub locales: Vec<String>,
    /// Folder under themes/ whose `static/` files are copied to `site/theme/`.
    #[serde(default = "default_theme")]
    pub theme: String,
    /// Absolute URL the site is published under, for canonical links; pages
    /// link to each other relatively either way.
    #[serde(default)]
    pub base_url: Option<String>,
    /// How many pages the sidebar lists, newest first; each locale's index
    /// lists them all. A bound keeps a page's size, and a build's time, from
    /// growing with the number of pages.
    #[serde(default = "default_sidebar_pages")]
    pub sidebar_pages: usize,
}

fn default_sidebar_pages() -> usize {
    10
}

fn default_theme() -> String {
    "default".to_owned()
}

impl Config {
    pub fn load(root: &Path) -> Result<Self, Diagnostic> {
        let path = root.join(FILE);
        if !path.exists() {
            return Err(Diagnostic::new(FILE, "no pcdocs.toml here")
                .hint("run pcdocs in a site's folder, or pass --root DIR"));
        }
        let text = read_text(root, &path)?;
        let config: Config = toml::from_str(&text).map_err(|e| {
            let d = Diagnostic::new(FILE, e.message().to_owned());
            match e.span() {
                Some(s) => d.at_offset(&text, s.start),
                None => d,
            }
        })?;
        if config.locales.is_empty() {
            return Err(Diagnostic::new(FILE, "`locales` is empty")
                .hint("list at least the source locale, e.g. locales = [\"en\"]"));
        }
        Ok(config)
    }
}
