//! content/: the pages. A page is a Markdown file whose TOML front matter
//! (between `+++` lines) names its campaign (or the kind of campaign it is
//! written for) and whose body is the page in the source language: prose
//! with Fluent placeables, which `prose` turns into messages, template calls
//! for tables and charts, and ```` ```pcdocs ```` blocks declaring figures
//! beside the text that uses them.

pub mod prose;

use crate::compute::charts::ChartView;
use crate::compute::figures::Declared;
use crate::compute::views::TableView;
use crate::diag::{Diagnostic, Diagnostics, read_text, rel};
use indexmap::IndexMap;
use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    /// Folder name under results/. A page of a kind has none: each
    /// campaign of that kind gets its own copy of the page.
    #[serde(default)]
    pub campaign: String,
    /// The campaigns this page is written for: every campaign whose
    /// manifest says `kind = "…"` with this name.
    #[serde(default)]
    pub kind: Option<String>,
    /// With `kind`: one page for the kind's campaigns together (their
    /// history) instead of one per campaign. Its campaign is the newest of
    /// the longest comparable run (`compute::history::history_campaign`),
    /// and it takes a `slug` of its own.
    #[serde(default)]
    pub history: bool,
    /// The page's path under each locale: `site/<locale>/<slug>/`. A page
    /// of a kind takes its campaign's folder name.
    #[serde(default)]
    pub slug: String,
    /// Prefix of the ids of the page's messages (default: from the file name).
    #[serde(default)]
    pub id: Option<String>,
    /// The page title, source-locale text (Fluent); after loading, the id of
    /// the message holding it.
    pub title: String,
    /// The page description (meta description, index summary), likewise.
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
    /// Guards: conditions on the figures that a message's fixed words need.
    #[serde(default)]
    pub claims: IndexMap<String, crate::compute::claims::ClaimDecl>,
    /// Sections shown only when their conditions hold, by heading id.
    #[serde(default)]
    pub sections: IndexMap<String, crate::compute::claims::SectionDecl>,
}

#[derive(Debug, Clone)]
pub struct Source {
    /// Path relative to the project root.
    pub file: String,
    pub front: FrontMatter,
    /// The full text, for locating diagnostics.
    pub text: String,
    /// The template body after the front matter, its prose replaced by
    /// message calls (`prose::extract`), with the page's line numbers.
    pub body: String,
    /// Line number (1-based) where the body starts.
    pub body_line: usize,
    /// Byte offset in `text` where the body starts.
    pub body_offset: usize,
    /// The page's source-locale messages as a Fluent resource, and the page
    /// line of each of its lines.
    pub messages: std::sync::Arc<(String, Vec<crate::diag::Span>)>,
    /// What identifies the page among all pages: its file, and for a page
    /// of a kind `file#campaign`.
    pub key: String,
}

/// The declarations a ```` ```pcdocs ```` block may hold.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Declarations {
    #[serde(default)]
    figures: IndexMap<String, Declared>,
    #[serde(default)]
    tables: IndexMap<String, TableView>,
    #[serde(default)]
    charts: IndexMap<String, ChartView>,
    #[serde(default)]
    claims: IndexMap<String, crate::compute::claims::ClaimDecl>,
    #[serde(default)]
    sections: IndexMap<String, crate::compute::claims::SectionDecl>,
}

/// Every `*.md` file under `dir`, in path order.
pub fn load_all(root: &Path, dir: &Path) -> Result<Vec<Source>, Diagnostics> {
    use rayon::prelude::*;
    let mut diags = Diagnostics::default();
    let mut pages = Vec::new();
    // Files are independent: read and parsed in parallel, kept in name
    // order (slugs are checked in it, diagnostics come in it).
    let loaded: Vec<_> = files(root, dir)?
        .par_iter()
        .map(|path| load(root, path))
        .collect();
    for loaded in loaded {
        match loaded {
            Ok(p) => pages.push(p),
            Err(d) => diags.extend(d),
        }
    }
    diags.extend(check_slugs(
        pages
            .iter()
            .filter(|p| p.front.kind.is_none() || p.front.history),
    ));
    diags.into_result()?;
    Ok(pages)
}

/// The paths of the `*.md` files under `dir`, sorted (none when there is
/// no such folder). A link or special file anywhere in it is refused,
/// whatever its name ([`crate::paths::walk_input`]).
pub fn files(root: &Path, dir: &Path) -> Result<Vec<PathBuf>, Diagnostics> {
    let mut files: Vec<PathBuf> = crate::diag::walk_input(root, dir)?
        .unwrap_or_default()
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    files.sort();
    Ok(files)
}

/// A problem for every page whose slug is not a safe path segment, is a
/// name pcdocs writes itself, or is one an earlier page already uses (in any
/// letter case: case-insensitive file systems would merge them).
pub fn check_slugs<'a>(pages: impl IntoIterator<Item = &'a Source>) -> Diagnostics {
    let mut diags = Diagnostics::default();
    let mut slugs: IndexMap<String, String> = IndexMap::new();
    for p in pages {
        let slug = &p.front.slug;
        if let Err(why) = crate::paths::check_segment(slug) {
            diags.push(
                p.diagnostic_at_key("slug", format!("slug `{}` {why}", slug.escape_debug()))
                    .hint("a slug is one folder name, such as `v0.2.0-rc.3`"),
            );
            continue;
        }
        if crate::paths::RESERVED_SLUGS.contains(&slug.to_ascii_lowercase().as_str()) {
            diags.push(
                p.diagnostic_at_key(
                    "slug",
                    format!("slug `{slug}` is a name pcdocs writes itself"),
                )
                .hint(format!(
                    "choose another; reserved are: {}",
                    crate::paths::RESERVED_SLUGS.join(", ")
                )),
            );
            continue;
        }
        if let Some(other) = slugs.insert(slug.to_ascii_lowercase(), p.file.clone()) {
            diags.push(
                p.diagnostic_at_key("slug", format!("slug `{slug}` is used by {other} too"))
                    .hint("slugs must differ in more than letter case"),
            );
        }
    }
    diags
}

/// Chart and table names become file names (`NAME.svg`) and anchors.
fn check_names(source: &Source) -> Diagnostics {
    let mut diags = Diagnostics::default();
    let names = [
        ("table", source.front.tables.keys().collect::<Vec<_>>()),
        ("chart", source.front.charts.keys().collect()),
    ];
    for (what, keys) in names {
        for name in keys {
            if let Err(why) = crate::paths::check_segment(name) {
                diags.push(
                    source.diagnostic_at(
                        name,
                        format!("{what} name `{}` {why}", name.escape_debug()),
                    ),
                );
            }
        }
    }
    diags
}

/// Display options that figures, table views and notes share.
const SHOWN: &[&str] = &["display", "digits", "significant"];

/// The keys a figure of kind `compute` takes besides `compute` and
/// `for-rows`, and whether it also takes the display options.
fn figure_keys(compute: &str) -> Option<(&'static [&'static str], bool)> {
    Some(match compute {
        "value" | "ratio" | "share" | "retention" | "loss" | "minimum" | "maximum" => {
            (&["of"], true)
        }
        "mean" => (&["of", "within"], true),
        "points" => (&["of", "absolute"], true),
        "trend" => (&["of", "tolerance"], false),
        "count-where" => (
            &[
                "table", "row", "series", "equals", "below", "above", "label",
            ],
            false,
        ),
        "percent-difference" => (&["of", "absolute"], true),
        "standing" => (&["of", "tie-within"], false),
        "within" => (&["of", "limit"], false),
        "leader-of" => (&["of"], false),
        "absent" => (&["table"], false),
        "not-completed" => (&["table", "rows", "label", "row-label"], false),
        "series-where" => (&["table", "row", "equals"], false),
        "group-leads" => (
            &["table", "rows", "group", "label", "row-label", "item"],
            false,
        ),
        "leader" => (&["table", "row", "among"], false),
        "previous-campaign" => (&["subject"], false),
        "series" => (&["subject"], false),
        "changes" => (
            &[
                "table",
                "subject",
                "rows",
                "label",
                "row-label",
                "threshold",
            ],
            true,
        ),
        "change" => (&["of", "threshold", "absolute"], true),
        "compare-rows" => (
            &[
                "table",
                "rows",
                "subject",
                "baseline",
                "label",
                "row-label",
                "ratio-digits",
                "gap-digits",
            ],
            false,
        ),
        _ => return None,
    })
}

const TABLE_KEYS: &[&str] = &[
    "source",
    "transpose",
    "rows",
    "columns",
    "corner",
    "row-label",
    "column-label",
    "caption",
    "note",
    "notes",
    "computed",
];
/// A facts view (`facts = "GROUP"`) and its columns.
const FACTS_VIEW_KEYS: &[&str] = &[
    "facts",
    "rows",
    "columns",
    "corner",
    "row-label",
    "row-fact",
    "caption",
];
/// A series view (`history = "TABLE/ROW"`) and an apart view (`apart = true`).
const SERIES_VIEW_KEYS: &[&str] = &[
    "history",
    "columns",
    "corner",
    "row-label",
    "column-label",
    "caption",
];
const APART_VIEW_KEYS: &[&str] = &["apart", "columns", "corner", "row-label", "caption"];
/// A run view (`run = true`): a row per campaign of the comparable run.
const RUN_VIEW_KEYS: &[&str] = &[
    "run",
    "columns",
    "corner",
    "row-label",
    "caption",
    "incomplete",
    "subject",
];
/// An absent view (`absent = [TABLE…]`): the subjects tables lack.
const ABSENT_VIEW_KEYS: &[&str] = &["absent", "columns", "corner", "row-label", "caption"];
const FACT_COLUMN_KEYS: &[&str] = &["header", "fact", "message", "align", "optional", "digits"];
const NOTE_KEYS: &[&str] = &["source", "hide-zero", "label"];
const COMPUTED_KEYS: &[&str] = &["label", "compute", "of"];

/// TOML `part` of `text` (at byte `start`) parsed once, into a `T` and for
/// the keys of [`unknown_keys`]; a `T`'s error wins over unknown keys, which
/// come back beside the value.
fn parse_toml<'a, T: Deserialize<'a>>(
    file: &str,
    text: &str,
    start: usize,
    part: &'a str,
) -> Result<(T, Diagnostics), Diagnostic> {
    let at = |e: &toml::de::Error| Diagnostic::from_toml_at(file, text, start, e);
    let table = toml::de::DeTable::parse(part).map_err(|e| at(&e))?;
    if crate::diag::has_escapes(part)
        && let Some(d) = crate::diag::toml_refused(file, text, start, table.get_ref())
    {
        return Err(d);
    }
    let unknown = unknown_keys(file, text, start, table.get_ref());
    let value = T::deserialize(toml::de::Deserializer::from(table)).map_err(|e| at(&e))?;
    Ok((value, unknown))
}

/// Unknown keys in figures and table views, which serde cannot refuse
/// itself there (`deny_unknown_fields` does not work through `flatten`): a
/// misspelt `digts` must not silently change a figure's precision.
fn unknown_keys(
    file: &str,
    text: &str,
    front_start: usize,
    top: &toml::de::DeTable<'_>,
) -> Diagnostics {
    use toml::de::DeValue;
    let mut keys = KeyCheck {
        file,
        text,
        front_start,
        diags: Diagnostics::default(),
    };
    for (name, fig) in sub_tables(top, "figures") {
        let Some(DeValue::String(compute)) = fig.get("compute").map(|v| v.get_ref()) else {
            continue;
        };
        let Some((own, shown)) = figure_keys(compute) else {
            continue;
        };
        let mut allowed = vec!["compute", "for-rows"];
        allowed.extend_from_slice(own);
        if shown {
            allowed.extend_from_slice(SHOWN);
        }
        keys.check(fig, &format!("a `{compute}` figure (`{name}`)"), &allowed);
    }
    for (name, view) in sub_tables(top, "tables") {
        keys.view(&name, view);
    }
    keys.diags
}

/// Views whose columns are tables: the key that marks one, what it is
/// called, its keys and each column's.
const COLUMN_VIEWS: &[(&str, &str, &[&str], &[&str])] = &[
    (
        "apart",
        "apart view",
        APART_VIEW_KEYS,
        &["header", "message"],
    ),
    ("run", "run view", RUN_VIEW_KEYS, &["header", "message"]),
    (
        "absent",
        "absent view",
        ABSENT_VIEW_KEYS,
        &["header", "message"],
    ),
    ("facts", "facts view", FACTS_VIEW_KEYS, FACT_COLUMN_KEYS),
];

/// The tables under `key` of `top`, by name.
fn sub_tables<'t, 'a>(
    top: &'t toml::de::DeTable<'a>,
    key: &str,
) -> Vec<(String, &'t toml::de::DeTable<'a>)> {
    use toml::de::DeValue;
    match top.get(key).map(|v| v.get_ref()) {
        Some(DeValue::Table(t)) => t
            .iter()
            .filter_map(|(k, v)| match v.get_ref() {
                DeValue::Table(t) => Some((k.get_ref().to_string(), t)),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The tables of the array under `key` of `table`.
fn array_tables<'t, 'a>(
    table: &'t toml::de::DeTable<'a>,
    key: &str,
) -> impl Iterator<Item = &'t toml::de::DeTable<'a>> {
    use toml::de::DeValue;
    let items = match table.get(key).map(|v| v.get_ref()) {
        Some(DeValue::Array(items)) => items.iter().collect(),
        _ => Vec::new(),
    };
    items.into_iter().filter_map(|v| match v.get_ref() {
        DeValue::Table(t) => Some(t),
        _ => None,
    })
}

/// Reports the keys of front matter tables that their kind does not take.
struct KeyCheck<'a> {
    file: &'a str,
    text: &'a str,
    front_start: usize,
    diags: Diagnostics,
}

impl KeyCheck<'_> {
    /// The keys of `table` (`what` names it) not among `allowed`, each
    /// with the allowed key it is nearest to, if any is near.
    fn check(&mut self, table: &toml::de::DeTable, what: &str, allowed: &[&str]) {
        for key in table.keys() {
            let name = key.get_ref().as_ref();
            if allowed.contains(&name) {
                continue;
            }
            let near = allowed
                .iter()
                .map(|a| (strsim::levenshtein(a, name), *a))
                .filter(|(d, _)| *d <= 2)
                .min();
            let hint = match near {
                Some((_, a)) => format!("did you mean `{a}`? {what} takes: {}", allowed.join(", ")),
                None => format!("{what} takes: {}", allowed.join(", ")),
            };
            self.diags.push(
                Diagnostic::new(
                    self.file,
                    format!("unknown key `{}` in {what}", name.escape_debug()),
                )
                .at_offset(self.text, self.front_start + key.span().start)
                .hint(hint),
            );
        }
    }

    /// A table view's keys, by its kind, and those of its columns and notes.
    fn view(&mut self, name: &str, view: &toml::de::DeTable) {
        let with_shown = |keys: &[&'static str]| [keys, SHOWN].concat();
        if view.get("history").is_some() {
            let what = format!("series view `{name}`");
            self.check(view, &what, &with_shown(SERIES_VIEW_KEYS));
            return;
        }
        if let Some((_, what, keys, column_keys)) =
            COLUMN_VIEWS.iter().find(|(k, ..)| view.get(*k).is_some())
        {
            self.check(view, &format!("{what} `{name}`"), keys);
            for col in array_tables(view, "columns") {
                self.check(col, &format!("a column of {what} `{name}`"), column_keys);
            }
            return;
        }
        let what = format!("table view `{name}`");
        self.check(view, &what, &with_shown(TABLE_KEYS));
        if let Some(toml::de::DeValue::Table(note)) = view.get("note").map(|v| v.get_ref()) {
            let what = format!("the note of table view `{name}`");
            self.check(note, &what, &with_shown(NOTE_KEYS));
        }
        for note in array_tables(view, "notes") {
            let what = format!("a note of table view `{name}`");
            self.check(note, &what, &with_shown(NOTE_KEYS));
        }
        for col in array_tables(view, "computed") {
            let what = format!("a computed column of table view `{name}`");
            self.check(col, &what, &with_shown(COMPUTED_KEYS));
        }
    }
}

pub fn load(root: &Path, path: &Path) -> Result<Source, Diagnostics> {
    let file = rel(root, path);
    let text = read_text(root, path)?;
    let parts = split_page(&file, &text)?;
    let (mut front, unknown): (FrontMatter, _) =
        parse_toml(&file, &text, parts.front_start, parts.front)?;
    unknown.into_result()?;
    let body_offset = parts.body_offset;
    let body_line = text[..body_offset].matches('\n').count() + 1;
    let prefix = match &front.id {
        Some(id) => id.clone(),
        None => derived_prefix(path),
    };
    let mut source = Source {
        key: file.clone(),
        file,
        front: front.clone(),
        text: text.clone(),
        body: String::new(),
        body_line,
        body_offset,
        messages: Default::default(),
    };
    let mut diags = Diagnostics::default();
    diags.extend(check_target(&source));
    if !is_identifier(&prefix) {
        diags.push(
            source
                .diagnostic_at_key(
                    "id",
                    format!("page id `{}` is not a message id", prefix.escape_debug()),
                )
                .hint("an id starts with a letter and holds letters, digits, `-` and `_`"),
        );
        return Err(diags);
    }
    let extracted = match prose::extract(&prefix, &text, body_offset) {
        Ok(e) => e,
        Err(problems) => {
            for (line, message) in problems {
                diags.push(Diagnostic::new(&source.file, message).at(line, Some(1)));
            }
            return Err(diags);
        }
    };
    for block in &extracted.declarations {
        match parse_toml::<Declarations>(&source.file, &text, block.offset, &block.text) {
            Ok((d, unknown)) => {
                diags.extend(unknown);
                merge_declarations(&source, &mut front, d, &mut diags);
            }
            Err(d) => diags.push(d),
        }
    }
    let head = head_messages(&source, &prefix, &mut front);
    // Each message and ftl block is parsed on its own first, so that an
    // unclosed `{` is reported in its block, not in a later one it swallows.
    diags.extend(prose::syntax_errors(&source.file, &head, &extracted));
    diags.into_result()?;
    source.messages = std::sync::Arc::new(prose::resource(&head, &extracted));
    source.front = front;
    source.body = match prose::wrap_sections(&extracted.body, source.front.sections.keys()) {
        Ok(body) => body,
        Err(missing) => return Err(missing_sections(&source, missing)),
    };
    undeclared_in_sections(&source).into_result()?;
    check_names(&source).into_result()?;
    Ok(source)
}

/// A page's text cut at its front matter's `+++` lines.
struct PageParts<'a> {
    /// The front matter's TOML, its last newline included.
    front: &'a str,
    /// Where the front matter starts in the page.
    front_start: usize,
    /// Where the body starts in the page.
    body_offset: usize,
}

/// Finds the front matter between `+++` lines and the body after them.
fn split_page<'a>(file: &str, text: &'a str) -> Result<PageParts<'a>, Diagnostics> {
    let Some(rest) = text
        .strip_prefix("+++\n")
        .or_else(|| text.strip_prefix("+++\r\n"))
    else {
        return Err(Diagnostic::new(
            file,
            "a page starts with TOML front matter between `+++` lines",
        )
        .at(1, Some(1))
        .hint("add `+++`, campaign, slug, title and description, and `+++`")
        .into());
    };
    let Some(end) = rest.find("\n+++") else {
        return Err(
            Diagnostic::new(file, "the front matter is not closed by a `+++` line")
                .at(1, Some(1))
                .into(),
        );
    };
    let after = &rest[end + 4..];
    let body = after
        .strip_prefix("\r\n")
        .or_else(|| after.strip_prefix('\n'))
        .unwrap_or(after);
    Ok(PageParts {
        front: &rest[..end + 1],
        front_start: text.len() - rest.len(),
        body_offset: text.len() - body.len(),
    })
}

/// Adds the declarations of a ```` ```pcdocs ```` block to the front
/// matter's, each name declared once.
fn merge_declarations(
    source: &Source,
    front: &mut FrontMatter,
    d: Declarations,
    diags: &mut Diagnostics,
) {
    merge(
        source,
        &mut front.figures,
        d.figures,
        ("figures", "figure"),
        diags,
    );
    merge(
        source,
        &mut front.tables,
        d.tables,
        ("tables", "table view"),
        diags,
    );
    merge(
        source,
        &mut front.charts,
        d.charts,
        ("charts", "chart"),
        diags,
    );
    merge(
        source,
        &mut front.claims,
        d.claims,
        ("claims", "claim"),
        diags,
    );
    merge(
        source,
        &mut front.sections,
        d.sections,
        ("sections", "section"),
        diags,
    );
}

/// The title and description as messages of the page (`PREFIX-title`,
/// `PREFIX-description`), each replaced in `front` by its message's id;
/// `{ message-id }` names a message of locales/ itself.
fn head_messages(
    source: &Source,
    prefix: &str,
    front: &mut FrontMatter,
) -> Vec<prose::ProseMessage> {
    let mut head = Vec::new();
    for (key, value) in [
        ("title", &mut front.title),
        ("description", &mut front.description),
    ] {
        if let Some(id) = prose::lone_reference(value) {
            *value = id.to_owned();
            continue;
        }
        let id = format!("{prefix}-{key}");
        let line = source
            .key_offset(key)
            .map_or(1, |o| crate::diag::line_col(&source.text, o).0);
        let one_line = value.split_whitespace().collect::<Vec<_>>().join(" ");
        head.push(prose::ProseMessage {
            id: id.clone(),
            value: one_line,
            comment: Vec::new(),
            line,
            spans: vec![(0, line, 0)],
        });
        *value = id;
    }
    head
}

/// Sections the front matter declares that no heading of the page has.
fn missing_sections(source: &Source, missing: Vec<String>) -> Diagnostics {
    crate::diag::Diagnostics(
        missing
            .into_iter()
            .map(|id| {
                source
                    .diagnostic_in(
                        "sections",
                        &id,
                        &id,
                        format!("section `{id}`: no heading of the page has the id `{id}`"),
                    )
                    .hint(format!(
                        "a section is named by its heading's id: `## Title {{ #{id} }}`"
                    ))
            })
            .collect::<Vec<_>>(),
    )
}

/// A section left out is never rendered: its tables and charts are
/// checked here, so a misspelt name fails on every build.
fn undeclared_in_sections(source: &Source) -> Diagnostics {
    let mut diags = Diagnostics::default();
    let tables: Vec<&String> = source.front.tables.keys().collect();
    let charts: Vec<&String> = source.front.charts.keys().collect();
    for id in source.front.sections.keys() {
        for (func, what, declared) in [
            ("table", "table view", &tables),
            ("chart", "chart", &charts),
        ] {
            for name in prose::section_calls(&source.body, id, func) {
                if declared.contains(&&name) {
                    continue;
                }
                let call = format!("{func}(name=\"{name}\")");
                let mut d = Diagnostic::new(
                    &source.file,
                    format!(
                        "no {what} `{}`; declare it as [{func}s.{0}] in the front matter",
                        crate::diag::shorten(&name)
                    ),
                );
                if let Some(at) = source.text[source.body_offset..].find(&call) {
                    d = d.at_offset(&source.text, source.body_offset + at);
                }
                diags.push(d);
            }
        }
    }
    diags
}

/// A page belongs to one campaign (with its slug) or to a kind (slug from
/// each campaign), never both.
fn check_target(source: &Source) -> Diagnostics {
    let f = &source.front;
    let mut diags = Diagnostics::default();
    // `slug = ""` is written, though empty: `check_slugs` places that error.
    let slug_written = source.diagnostic_at_key("slug", "").line.is_some();
    match (&f.kind, f.campaign.is_empty()) {
        (None, _) if f.history => diags.push(source.diagnostic_at_key(
            "history",
            "`history = true` makes one page of a kind's campaigns: it needs `kind`",
        ).hint("add `kind = \"NAME\"`, the kind whose campaigns the page follows")),
        (None, true) => diags.push(
            Diagnostic::new(&source.file, "the page names no `campaign` (or `kind`)")
                .at(1, Some(1))
                .hint("add `campaign = \"FOLDER\"` for one campaign under results/, or `kind = \"NAME\"` for every campaign of that kind"),
        ),
        (Some(_), false) => diags.push(source.diagnostic_at_key(
            "kind",
            "a page takes `campaign` or `kind`, not both",
        )),
        (Some(_), true) if !f.history && slug_written => diags.push(
            source
                .diagnostic_at_key("slug", "a page of a kind takes each campaign's folder name as its slug")
                .hint("remove `slug`"),
        ),
        // A page of one campaign, or a history page: a slug of its own.
        (None, false) | (Some(_), true)
            if (f.kind.is_none() || f.history) && f.slug.is_empty() && !slug_written =>
        {
            diags.push(
                Diagnostic::new(&source.file, "the page names no `slug`")
                    .at(1, Some(1))
                    .hint("add `slug = \"NAME\"`: the page's folder in each locale"),
            )
        }
        _ => {}
    }
    diags
}

/// Adds a block's declarations, refusing a name declared twice.
fn merge<T>(
    source: &Source,
    into: &mut IndexMap<String, T>,
    from: IndexMap<String, T>,
    (section, what): (&str, &str),
    diags: &mut Diagnostics,
) {
    for (name, value) in from {
        if into.contains_key(&name) {
            diags.push(source.diagnostic_at_repeat(
                section,
                &name,
                format!("{what} `{name}` is declared twice on this page"),
            ));
            continue;
        }
        into.insert(name, value);
    }
}

/// A message-id prefix from a page's file name: its letters and digits,
/// other characters as `-`, starting with a letter.
fn derived_prefix(path: &Path) -> String {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy())
        .unwrap_or_default();
    let mut out = String::new();
    for c in stem.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.trim_matches('-').to_owned();
    if out.starts_with(|c: char| c.is_ascii_alphabetic()) {
        out
    } else {
        format!("page-{out}")
    }
}

fn is_identifier(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_alphabetic())
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

impl Source {
    /// A diagnostic placed at the front-matter line that sets `key`.
    pub fn diagnostic_at_key(&self, key: &str, message: impl Into<String>) -> Diagnostic {
        let d = Diagnostic::new(&self.file, message);
        match self.key_offset(key) {
            Some(offset) => d.at_offset(&self.text, offset),
            None => d,
        }
    }

    /// The byte offset of the front-matter line that sets `key`.
    fn key_offset(&self, key: &str) -> Option<usize> {
        let mut offset = 0;
        for line in self.text.split_inclusive('\n') {
            let rest = line.trim_start();
            if rest
                .strip_prefix(key)
                .is_some_and(|r| r.trim_start().starts_with('='))
            {
                return Some(offset + (line.len() - rest.len()));
            }
            if offset > 0 && line.trim_end() == "+++" {
                break;
            }
            offset += line.len();
        }
        None
    }

    /// The byte ranges of each `[SECTION.NAME]` declaration of the page, in
    /// the front matter or a later block, in file order: from its header to
    /// the next header or the end of its block.
    fn declarations(&self, section: &str, name: &str) -> Vec<std::ops::Range<usize>> {
        let headers = [
            format!("[{section}.{name}]"),
            format!("[{section}.\"{name}\"]"),
        ];
        let mut found = Vec::new();
        let mut offset = 0;
        let mut open: Option<usize> = None;
        for line in self.text.split_inclusive('\n') {
            let t = line.trim();
            let ends = t.starts_with('[') || t == "+++" || t.starts_with("```");
            if ends && let Some(start) = open.take() {
                found.push(start..offset);
            }
            if headers.iter().any(|h| t == h) {
                open = Some(offset);
            }
            offset += line.len();
        }
        if let Some(start) = open {
            found.push(start..offset);
        }
        found
    }

    /// A diagnostic about declaration `[SECTION.NAME]`, placed at `needle`
    /// inside that declaration (quoted first), else at its header; only a
    /// declaration not found this way is placed by the whole file. An
    /// operand that an earlier declaration names too (in the front matter,
    /// say) is placed where this declaration names it.
    pub fn diagnostic_in(
        &self,
        section: &str,
        name: &str,
        needle: &str,
        message: impl Into<String>,
    ) -> Diagnostic {
        let Some(range) = self.declarations(section, name).pop() else {
            return self.diagnostic_at(needle, message);
        };
        let within = &self.text[range.clone()];
        let at = within
            .find(&format!("\"{needle}\""))
            .or_else(|| (!needle.is_empty()).then(|| within.find(needle)).flatten())
            .unwrap_or(0);
        Diagnostic::new(&self.file, message).at_offset(&self.text, range.start + at)
    }

    /// A diagnostic for the second declaration of `[SECTION.NAME]`.
    fn diagnostic_at_repeat(
        &self,
        section: &str,
        name: &str,
        message: impl Into<String>,
    ) -> Diagnostic {
        match self.declarations(section, name).get(1) {
            Some(r) => Diagnostic::new(&self.file, message).at_offset(&self.text, r.start),
            None => self.diagnostic_at(name, message),
        }
    }

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
