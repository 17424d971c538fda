//! `pcdocs.toml`: the site's configuration.

use crate::diag::{Diagnostic, Diagnostics, read_text};
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
    /// Whether the site gets a client-side search index and box (`search`).
    #[serde(default = "default_search")]
    pub search: bool,
}

fn default_search() -> bool {
    true
}

fn default_sidebar_pages() -> usize {
    10
}

fn default_theme() -> String {
    "default".to_owned()
}

impl Config {
    pub fn load(root: &Path) -> Result<Self, Diagnostics> {
        let path = root.join(FILE);
        if !path.exists() {
            return Err(Diagnostic::new(FILE, "no pcdocs.toml here")
                .hint("run pcdocs in a site's folder, or pass --root DIR")
                .into());
        }
        let text = read_text(root, &path)?;
        let config: Config =
            toml::from_str(&text).map_err(|e| Diagnostic::from_toml(FILE, &text, &e))?;
        config.validate(&text).into_result()?;
        Ok(config)
    }

    /// What serde cannot tell: values that would write a wrong site.
    fn validate(&self, text: &str) -> Diagnostics {
        let mut diags = Diagnostics::default();
        let at = |key: &str, needle: Option<&str>, message: String| {
            let d = Diagnostic::new(FILE, message);
            match value_offset(text, key, needle) {
                Some(offset) => d.at_offset(text, offset),
                None => d,
            }
        };
        if self.locales.is_empty() {
            diags.push(
                at("locales", None, "`locales` is empty".to_owned())
                    .hint("list at least the source locale, e.g. locales = [\"en\"]"),
            );
        }
        let mut seen = std::collections::BTreeSet::new();
        for tag in &self.locales {
            // Tags differing in case name one language (and one hreflang).
            if !seen.insert(tag.to_ascii_lowercase()) {
                diags.push(
                    at(
                        "locales",
                        Some(&format!("\"{tag}\"")),
                        format!("locale `{tag}` is listed twice"),
                    )
                    .hint("list each locale once"),
                );
            }
        }
        if let Err(why) = crate::paths::check_segment(&self.theme) {
            diags.push(
                at(
                    "theme",
                    None,
                    format!("theme `{}` {why}", self.theme.escape_debug()),
                )
                .hint("`theme` names one folder of themes/, such as \"default\""),
            );
        }
        if let Some(url) = &self.base_url {
            let scheme_ok = ["http://", "https://"].iter().any(|s| {
                url.get(..s.len())
                    .is_some_and(|p| p.eq_ignore_ascii_case(s))
                    && url.len() > s.len()
            });
            if !scheme_ok || url.chars().any(|c| c.is_whitespace() || c.is_control()) {
                diags.push(
                    at(
                        "base-url",
                        None,
                        format!(
                            "`base-url` must be an http or https URL, not `{}`",
                            url.escape_debug()
                        ),
                    )
                    .hint("e.g. base-url = \"https://example.org/benchmarks\""),
                );
            }
        }
        if self.sidebar_pages == 0 {
            diags.push(at(
                "sidebar-pages",
                None,
                "`sidebar-pages` must be at least 1".to_owned(),
            ));
        }
        diags
    }
}

/// Offset of the value of top-level `key`, or of the last `needle` in that
/// value (a repeated entry: the one to remove), for placing a diagnostic.
fn value_offset(text: &str, key: &str, needle: Option<&str>) -> Option<usize> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix(key)
            && let Some(value) = rest.trim_start().strip_prefix('=')
        {
            let start = offset + line.len() - value.trim_start().len();
            let end = text[start..].find(']').map_or(text.len(), |e| start + e);
            return Some(match needle {
                Some(n) => text[start..end].rfind(n).map_or(start, |i| start + i),
                None => start,
            });
        }
        offset += line.len();
    }
    None
}
