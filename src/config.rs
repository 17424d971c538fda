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
    /// Outputs besides the standalone site (`[output.starlight]`).
    #[serde(default)]
    pub output: Outputs,
}

/// `[output.*]`: where `pcdocs build --format …` writes.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Outputs {
    pub starlight: Option<Starlight>,
}

/// `[output.starlight]`: pages written into an Astro Starlight site's
/// content folder (`src/content/docs`), beside pages pcdocs does not own.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Starlight {
    /// The Starlight content folder, relative to the project folder;
    /// `--out` overrides it.
    #[serde(default)]
    pub dir: Option<String>,
    /// The folder of the pages inside each locale's folder, one or more
    /// names joined by `/`.
    #[serde(default = "default_section")]
    pub section: String,
    /// pcdocs locale tag → Starlight locale folder (`""` for the root
    /// locale). Only the locales listed are written; by default every
    /// locale, the source locale at the root and the others under their tag.
    #[serde(default)]
    pub locales: Option<std::collections::BTreeMap<String, String>>,
}

impl Default for Starlight {
    fn default() -> Self {
        Starlight {
            dir: None,
            section: default_section(),
            locales: None,
        }
    }
}

fn default_section() -> String {
    "benchmarks".to_owned()
}

impl Starlight {
    /// (pcdocs locale index, Starlight folder) of each locale written, in
    /// the order of `locales`.
    pub fn folders(&self, locales: &[String]) -> Vec<(usize, String)> {
        locales
            .iter()
            .enumerate()
            .filter_map(|(i, tag)| match &self.locales {
                Some(map) => map.get(tag).map(|d| (i, d.clone())),
                None if i == 0 => Some((i, String::new())),
                None => Some((i, tag.clone())),
            })
            .collect()
    }
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
    /// Whether `root` is a project at all: a folder with a pcdocs.toml.
    pub fn locate(root: &Path) -> Result<(), Diagnostics> {
        let hint = "run pcdocs in a site's folder, or pass --root DIR";
        let at_root = |what: &str| Diagnostic::new(root.display().to_string(), what);
        let d = match std::fs::metadata(root) {
            Err(_) => at_root("no such folder"),
            Ok(m) if !m.is_dir() => at_root("is a file, not a site's folder"),
            // A link is no pcdocs.toml either: `load` refuses it by name.
            Ok(_)
                if matches!(
                    crate::paths::judge(root, &root.join(FILE)),
                    Ok(crate::paths::Found::Missing(_))
                ) =>
            {
                Diagnostic::new(FILE, "no pcdocs.toml here")
            }
            Ok(_) => return Ok(()),
        };
        Err(d.hint(hint).into())
    }

    pub fn load(root: &Path) -> Result<Self, Diagnostics> {
        Self::locate(root)?;
        let path = root.join(FILE);
        let text = read_text(root, &path)?;
        let config: Config = crate::diag::parse_toml(FILE, &text)?;
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
        if let Some(sl) = &self.output.starlight {
            self.validate_starlight(sl, text, &mut diags);
        }
        diags
    }

    fn validate_starlight(&self, sl: &Starlight, text: &str, diags: &mut Diagnostics) {
        // Nested keys are placed at their first mention after the table.
        let table = text.find("[output.starlight]").unwrap_or(0);
        let at = |needle: &str, message: String| {
            let d = Diagnostic::new(FILE, message);
            match text[table..].find(needle) {
                Some(i) => d.at_offset(text, table + i),
                None => d,
            }
        };
        if let Some(dir) = &sl.dir
            && dir.trim().is_empty()
        {
            diags.push(
                at("dir", "`output.starlight.dir` is empty".to_owned()).hint(
                    "name the Starlight content folder, e.g. dir = \"../docs/src/content/docs\"",
                ),
            );
        }
        for part in sl.section.split('/') {
            if let Err(why) = crate::paths::check_segment(part) {
                diags.push(
                    at(
                        "section",
                        format!(
                            "`output.starlight.section` `{}`: `{}` {why}",
                            sl.section.escape_debug(),
                            part.escape_debug()
                        ),
                    )
                    .hint("one or more folder names joined by `/`, e.g. section = \"benchmarks\""),
                );
            }
        }
        let Some(map) = &sl.locales else {
            return;
        };
        let mut folders = std::collections::BTreeMap::new();
        for (tag, folder) in map {
            if !self.locales.contains(tag) {
                diags.push(
                    at(
                        tag,
                        format!("`output.starlight.locales` names `{tag}`, which is not one of `locales`"),
                    )
                    .hint(format!("the locales are: {}", self.locales.join(", "))),
                );
            }
            if !folder.is_empty()
                && let Err(why) = crate::paths::check_segment(folder)
            {
                diags.push(
                    at(
                        &format!("\"{folder}\""),
                        format!(
                            "Starlight folder `{}` of `{tag}` {why}",
                            folder.escape_debug()
                        ),
                    )
                    .hint("a Starlight locale folder such as \"fr\" or \"zh-Hant\", or \"\" for the root locale"),
                );
            }
            if let Some(other) = folders.insert(folder.to_ascii_lowercase(), tag) {
                diags.push(at(
                    &format!("\"{folder}\""),
                    format!(
                        "`{other}` and `{tag}` are both written to the Starlight folder `{folder}`"
                    ),
                ));
            }
        }
        if let Some(source) = self.locales.first()
            && !map.contains_key(source)
        {
            diags.push(
                at(
                    "locales",
                    format!(
                        "`output.starlight.locales` leaves out the source locale `{source}`"
                    ),
                )
                .hint(format!(
                    "Starlight falls back to its default locale; map it, e.g. {source} = \"\" for the root"
                )),
            );
        }
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
