//! The evaluated model of a page, shared by every evaluator of compute/
//! and read by l10n/, render/ and the commands: figures with their display
//! and provenance, the page's variables, evaluated table and chart views and
//! guards, and the lookups each evaluator needs (an operand reference, a
//! key's facts, a subject's label). Declarations (what front matter says)
//! stay with their evaluator; this module is what evaluation produces.
//!
//! Within compute/: `mod.rs` (the named computations) ← `model.rs` ←
//! `tables.rs`, `charts.rs`, `claims.rs` ← `decl/` (the declarations of
//! figures) ← `figures.rs`, which evaluates a page's declarations and then
//! its views and guards.

use super::ComputeError;
use crate::results::{Campaign, Outcome};
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// How a figure is shown. The precision is part of the display, chosen where
/// the figure is declared, never globally.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Style {
    /// A plain number: `84,133`, fr `84 133`.
    #[default]
    Number,
    /// A fraction shown as a percentage: 0.931 → `93.1%`, fr `93,1 %`.
    Percent,
    /// A multiple: 1.2 → `1.2×`, fr `1,2×`.
    Multiple,
    /// Percentage points: 0.035 → `3.5`; the unit word belongs to the prose.
    Points,
}

/// A style with its number of fraction digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Display {
    pub style: Style,
    /// Fraction digits shown.
    pub digits: u8,
    /// Significant digits, when the figure is shown by its order of magnitude
    /// ("around 70,000", "1.8%" next to "61%"); overrides `digits`.
    pub significant: Option<u8>,
}

impl Display {
    pub const fn new(style: Style, digits: u8) -> Self {
        Self {
            style,
            digits,
            significant: None,
        }
    }

    pub const fn significant(style: Style, significant: u8) -> Self {
        Self {
            style,
            digits: 0,
            significant: Some(significant),
        }
    }

    /// The display with enough fraction digits that `value` does not read
    /// as the neutral value of its style when it is not: a ratio of 1.004
    /// beside "higher" shows as 1.004×, not 1.0×, and a 0.3% difference
    /// or error rate as 0.3%, not 0%. At most four more digits.
    pub fn distinct(self, value: f64) -> Self {
        let (neutral, scale) = match self.style {
            Style::Multiple => (1.0, 1.0),
            Style::Percent | Style::Points => (0.0, 100.0),
            Style::Number => return self,
        };
        if self.significant.is_some() || !value.is_finite() || value == neutral {
            return self;
        }
        let gap = ((value - neutral) * scale).abs();
        let mut d = self;
        while gap < 0.5 * 10f64.powi(-i32::from(d.digits)) && d.digits < self.digits + 4 {
            d.digits += 1;
        }
        d
    }
}

/// Where a measured value was read.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    /// A table cell: the CSV file, the lines that made it, and the column.
    Cell {
        file: String,
        lines: Vec<u64>,
        column: String,
        row: String,
        series: String,
        /// Raw reports of the runs that made it (a table's `raw` column),
        /// relative to the project root.
        raw: Vec<String>,
        /// Runs of the cell that the validity rule left out or kept despite
        /// failures, and why ("run 2 excluded: 12 failed requests (line 3)",
        /// followed by the run's raw report when it has one).
        notes: Vec<String>,
        /// How many runs the value stands for (a table's `runs`, the
        /// sampling's, or one per line); for a cell without a value, how
        /// many were tried.
        runs: usize,
        /// Whether the runs made a value: a cell that did not complete is
        /// no median of them.
        valued: bool,
    },
    /// A value of a campaign manifest, by its key path.
    Manifest { file: String, key: String },
    /// A results file whose lines are one run each: a run count read from
    /// how its lines are laid out.
    Lines { file: String },
    /// A constant of the page's own front matter (a claim's limit).
    Page { key: String },
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Source::Cell {
                file,
                lines,
                column,
                raw,
                notes,
                runs,
                valued,
                ..
            } => {
                // Written piece by piece: a page's tooltips and data files
                // format every source of every figure.
                if !raw.is_empty() {
                    write!(f, "{} (via ", raw.join(", "))?;
                }
                let word = if lines.len() == 1 { "line" } else { "lines" };
                write!(f, "{file}, {word} ")?;
                for (i, l) in lines.iter().enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    write!(f, "{sep}{l}")?;
                }
                write!(f, ", column {column}")?;
                // Lines that are already aggregates say how many runs.
                if *valued && *runs > lines.len().max(1) {
                    write!(f, ", median of {runs} runs")?;
                }
                if !raw.is_empty() {
                    f.write_str(")")?;
                }
                for note in notes {
                    write!(f, "; {note}")?;
                }
                Ok(())
            }
            Source::Manifest { file, key } => write!(f, "{file}, {key}"),
            Source::Lines { file } => write!(f, "{file}: one line per run"),
            Source::Page { key } => write!(f, "the page's front matter, {key}"),
        }
    }
}

/// The operation that produced a computed figure, over other figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Median,
    Mean,
    Ratio,
    PercentDifference,
    AbsPercentDifference,
    Share,
    Retention,
    Loss,
    Points,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Formula {
    pub op: Op,
    /// Indexes of the operand figures, or raw run values for a median.
    pub operands: Vec<Operand>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    Figure(usize),
    Raw(f64),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    pub value: f64,
    pub display: Display,
    pub formula: Option<Formula>,
    /// Shared: a computed figure lists its operands' sources, and copying
    /// each source's paths and notes into every figure made from it was a
    /// seventh of a loaded project's memory.
    pub sources: Vec<Arc<Source>>,
}

/// An item of a list variable.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    Figure(usize),
    Text(String),
    /// Configuration as written (a fact the manifest declares `code`):
    /// shown as code.
    Code(String),
    /// A row named by a message given the row's facts (`row-label`), so
    /// that a list of rows reads in each locale as the table names them.
    Row {
        message: String,
        facts: Vec<(String, Fact)>,
        /// A cell of the row: the series shown with it (`cell-label`).
        subject: Option<String>,
    },
    /// A message given variables of its own (a row of a `group-leads`
    /// figure with the series it is measured against and the gap), so
    /// that a list pairs each row with its numbers in every locale.
    Message {
        message: String,
        vars: IndexMap<String, Var>,
    },
}

impl Item {
    /// The item as data names it, for rules and explanations: a row's key.
    pub fn plain(&self) -> Option<String> {
        match self {
            Item::Text(t) | Item::Code(t) => Some(t.clone()),
            Item::Figure(_) => None,
            Item::Message { vars, .. } => match vars.get("key") {
                Some(Var::Text(t)) => Some(t.clone()),
                _ => None,
            },
            Item::Row { facts, subject, .. } => {
                let key = facts.iter().find_map(|(k, f)| match (k.as_str(), f) {
                    ("key", Fact::Text(t)) => Some(t.clone()),
                    _ => None,
                })?;
                Some(match subject {
                    Some(s) => format!("{s} ({key})"),
                    None => key,
                })
            }
        }
    }
}

/// A variable prose can use.
#[derive(Debug, Clone, PartialEq)]
pub enum Var {
    /// A figure shown with its provenance.
    Figure(usize),
    /// A plain value for selectors and names: a standing, a subject's label.
    Text(String),
    /// Configuration as written (a fact the manifest declares `code`): a
    /// directive, a flag, a file name, shown as code in every locale.
    Code(String),
    /// A count for plural selectors (`[one]`, `[0]`).
    Count(usize),
    /// Items joined by the locale's list pattern; identical shown items merge.
    List(Vec<Item>),
    /// A calendar date, or a part of it, formatted by CLDR.
    Date(DateValue, DatePart),
    /// A plain number from data (a row's connection count), formatted by
    /// ICU4X; selectors can match it.
    Number(f64),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct DateValue {
    pub year: i32,
    pub month: u8,
    pub day: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DatePart {
    Full,
    MonthDay,
    Day,
    Year,
}

impl DateValue {
    pub(super) fn from_toml(d: &toml::value::Datetime) -> Option<Self> {
        let date = d.date?;
        Some(Self {
            year: i32::from(date.year),
            month: date.month,
            day: date.day,
        })
    }
}

/// Display options shared by declarations.
#[derive(Debug, Clone, Copy, Deserialize, Default)]
pub struct Shown {
    #[serde(default)]
    pub display: Option<Style>,
    #[serde(default)]
    pub digits: Option<u8>,
    /// Round to this many significant digits instead ("around 70,000").
    #[serde(default)]
    pub significant: Option<u8>,
}

impl Shown {
    pub fn or(&self, style: Style, digits: u8) -> Display {
        let style = self.display.unwrap_or(style);
        match self.significant {
            Some(n) => Display::significant(style, n),
            None => Display::new(style, self.digits.unwrap_or(digits)),
        }
    }
}

/// The figures and variables of one page.
#[derive(Debug, Clone, Default)]
pub struct PageFigures {
    pub figures: Vec<Figure>,
    pub vars: IndexMap<String, Var>,
    /// Variables of declarations repeated `for-rows`, by row.
    pub row_vars: IndexMap<String, IndexMap<String, Var>>,
    /// Table views of the page, ready to format.
    pub tables: IndexMap<String, TableOut>,
    /// Charts of the page, ready to draw.
    pub charts: IndexMap<String, ChartOut>,
    /// Figure index of each table cell, by (table, row, series).
    pub cells: IndexMap<(String, String, String), usize>,
    /// The page's guards, evaluated: whether each held, and on what values.
    pub claims: Vec<Claim>,
    /// Why each word-valued figure (a standing, a trend, a quantifier) took
    /// its value: for `pcdocs explain` and the claim's tooltip.
    pub decisions: IndexMap<String, Decision>,
    /// Figures without a value: a cell that did not complete, a series the
    /// table lacks, and every figure computed from one. By figure index.
    pub missing: IndexMap<usize, Arc<Missing>>,
    /// What each declaration left out of its computation because it had
    /// no value, by declaration name: a claim over a set that holds only
    /// of the part measured says so (see `render`).
    pub left_out: IndexMap<String, Vec<Arc<Missing>>>,
    /// The declaration each variable of a declaration in `left_out` comes
    /// from: a message showing one of them is about an incomplete set.
    pub declared_by: IndexMap<String, String>,
    /// The page's sections (`[sections.ID]`) whose conditions do not hold:
    /// left out of it, with the tables and charts they show.
    pub hidden: std::collections::BTreeSet<String>,
}

/// A cell without a value, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Missing {
    /// `table/row/series`.
    pub cell: String,
    pub row: String,
    /// The series' key, and how prose names it.
    pub series: String,
    pub label: String,
    /// A key of the manifest's `[failures]` (for an absence, the one the
    /// table's `absent` records), `no-valid-run`, or `absent`.
    pub reason: String,
    /// The table has no line for the cell at all, rather than a line that
    /// did not complete.
    pub absent: bool,
    /// The manifest's description of the failure, when it has one.
    pub description: Option<String>,
}

/// The word a decision takes when an input has no value: nothing can be
/// said, and a message without an `[incomplete]` variant is not shown.
pub const INCOMPLETE: &str = "incomplete";

/// How a word-valued figure was decided.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision {
    pub value: String,
    /// The figures it was decided on.
    pub inputs: Vec<usize>,
    /// The rule that decided it, worded by the site-wide message of its id.
    pub rule: Rule,
}

/// A rule that decided a word-valued figure: the id of the site-wide
/// message that words it (`rule-<id>` in `locales/<tag>/site.ftl`), so
/// that a claim's tooltip reads in the page's language, and the message's
/// arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Rule {
    pub id: &'static str,
    pub args: Vec<(&'static str, RuleArg)>,
}

/// An argument of a [`Rule`]'s message.
#[derive(Debug, Clone, PartialEq)]
pub enum RuleArg {
    /// A threshold or tolerance, formatted for the locale.
    Number(f64),
    /// A count, which the message may choose plural forms on.
    Count(usize),
    /// A name from the page or the data, shown as it is.
    Text(String),
}

impl Rule {
    pub fn new(id: &'static str) -> Self {
        Self {
            id,
            args: Vec::new(),
        }
    }

    pub fn number(mut self, name: &'static str, value: f64) -> Self {
        self.args.push((name, RuleArg::Number(value)));
        self
    }

    pub fn count(mut self, name: &'static str, value: usize) -> Self {
        self.args.push((name, RuleArg::Count(value)));
        self
    }

    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, RuleArg::Text(value.into())));
        self
    }
}

impl PageFigures {
    /// Sets the word-valued variable `name` and records why.
    pub(super) fn decide(&mut self, name: &str, value: &str, inputs: Vec<usize>, rule: Rule) {
        self.vars
            .insert(name.to_owned(), Var::Text(value.to_owned()));
        self.decisions.insert(
            name.to_owned(),
            Decision {
                value: value.to_owned(),
                inputs,
                rule,
            },
        );
    }

    pub(super) fn push(&mut self, mut f: Figure) -> usize {
        f.display = f.display.distinct(f.value);
        self.figures.push(f);
        self.figures.len() - 1
    }

    /// The first of `ids` without a value, and why.
    pub fn missing_of(&self, ids: &[usize]) -> Option<Arc<Missing>> {
        ids.iter().find_map(|i| self.missing.get(i).cloned())
    }

    /// Pushes a figure computed from `inputs`, without a value when one of
    /// them has none: then it is missing for the same reason.
    pub(super) fn push_from(&mut self, mut f: Figure, inputs: &[usize]) -> usize {
        let missing = self.missing_of(inputs);
        if missing.is_some() {
            f.value = f64::NAN;
        }
        let i = self.push(f);
        if let Some(m) = missing {
            self.missing.insert(i, m);
        }
        i
    }

    /// Records that declaration `name` left `what` out, and gives prose
    /// that says so itself `NAME-left-out` (the subjects left out, each
    /// once) and `NAME-left-out-count` (the cells).
    pub(super) fn leave_out(&mut self, name: &str, what: Arc<Missing>) {
        let list = self.left_out.entry(name.to_owned()).or_default();
        if !list.contains(&what) {
            list.push(what);
        }
        let mut subjects: Vec<Item> = Vec::new();
        for m in list.iter() {
            let item = Item::Text(m.label.clone());
            if !subjects.contains(&item) {
                subjects.push(item);
            }
        }
        let count = list.len();
        self.vars
            .insert(format!("{name}-left-out"), Var::List(subjects));
        self.vars
            .insert(format!("{name}-left-out-count"), Var::Count(count));
    }

    /// What the declaration behind variable `var` left out for lack of a
    /// value: the declaration whose name `var` is, or the longest one it
    /// starts with (`name-…`).
    pub fn left_out_of(&self, var: &str) -> Option<&Vec<Arc<Missing>>> {
        self.left_out
            .iter()
            .filter(|(k, _)| {
                var.strip_prefix(k.as_str())
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with('-'))
            })
            .max_by_key(|(k, _)| k.len())
            .map(|(_, v)| v)
    }

    /// Whether anything on the page lacks a value: only then do messages
    /// need their completeness looked at.
    pub fn has_gaps(&self) -> bool {
        !self.missing.is_empty() || !self.left_out.is_empty()
    }

    pub fn cell(&self, table: &str, row: &str, series: &str) -> Option<usize> {
        self.cells
            .get(&(table.to_owned(), row.to_owned(), series.to_owned()))
            .copied()
    }
}

/// A problem with one declaration, to be placed in the content file.
#[derive(Debug, Clone, PartialEq)]
pub struct DeclError {
    /// What is declared: `figure`, `table`, `claim`.
    pub kind: &'static str,
    pub name: String,
    /// The text of the declaration the error is about, to locate it.
    pub needle: String,
    pub message: String,
}

pub(super) fn err(name: &str, needle: &str, message: impl Into<String>) -> DeclError {
    DeclError {
        kind: "figure",
        name: name.to_owned(),
        needle: needle.to_owned(),
        message: message.into(),
    }
}

/// The series a claim about every series of `table` reads: the table's,
/// then the campaign's subjects it has no line for, unless the table
/// records why it leaves them out (`absent`): a subject outside a suite by
/// design is no member of its set, one missing from the data is, without
/// a value.
pub(super) fn members(c: &Campaign, table: &str, t: &crate::results::Table) -> Vec<String> {
    let recorded = c.manifest.tables.get(table).map(|spec| &spec.absent);
    let mut out = t.series.clone();
    for s in c.manifest.subjects.keys() {
        if !out.contains(s) && !recorded.is_some_and(|r| r.contains_key(s)) {
            out.push(s.clone());
        }
    }
    out
}

/// Resolves an operand reference to a figure index.
pub(super) fn operand(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    r: &str,
) -> Result<usize, DeclError> {
    let parts: Vec<&str> = r.split('/').collect();
    match parts.as_slice() {
        [table, row, series] => {
            let Some(t) = c.table(table) else {
                return Err(err(
                    name,
                    r,
                    format!("campaign `{}` has no table `{table}`", c.id),
                ));
            };
            if t.cell(row, series).is_none()
                && t.has_row(row)
                && c.manifest.subjects.contains_key(*series)
            {
                // A subject of the campaign the table does not have (a
                // series removed, a server left out of a suite): a figure
                // without a value, which prose must say is absent.
                return Ok(absent_figure(c, page, table, row, series));
            }
            let Some(_) = t.cell(row, series) else {
                let what = if !t.has_row(row) {
                    format!(
                        "table `{table}` has no row `{row}` (rows: {})",
                        t.rows.join(", ")
                    )
                } else {
                    format!(
                        "table `{table}` has no series `{series}` in row `{row}` (series: {})",
                        t.series.join(", ")
                    )
                };
                return Err(err(name, r, what));
            };
            page.cell(table, row, series)
                .ok_or_else(|| err(name, r, format!("cell `{r}` has no value")))
        }
        [figure] => match page.vars.get(*figure) {
            Some(Var::Figure(i)) => Ok(*i),
            Some(_) => Err(err(name, r, format!("`{figure}` is not a number"))),
            None => Err(err(
                name,
                r,
                format!("no figure named `{figure}` is declared before `{name}`"),
            )),
        },
        _ => Err(err(
            name,
            r,
            format!("`{r}` is neither `table/row/series` nor a figure name"),
        )),
    }
}

/// The campaign's table `table`, or an error naming the declaration.
pub(super) fn table_of<'c>(
    c: &'c Campaign,
    name: &str,
    table: &str,
) -> Result<&'c crate::results::Table, DeclError> {
    c.table(table).ok_or_else(|| {
        err(
            name,
            table,
            format!("campaign `{}` has no table `{table}`", c.id),
        )
    })
}

/// A subject's label ("nginx 1.31.6"), or the key itself.
pub(super) fn subject_label(c: &Campaign, key: &str) -> String {
    c.manifest
        .subjects
        .get(key)
        .map(|s| s.label())
        .unwrap_or_else(|| key.to_owned())
}

/// A subject's name ("Traefik"), or the key itself.
pub(super) fn subject_name(c: &Campaign, key: &str) -> String {
    c.manifest
        .subjects
        .get(key)
        .map(|s| s.name.clone())
        .unwrap_or_else(|| key.to_owned())
}

/// `subject`'s version in campaign `c`, else the campaign's folder (a
/// release's folder is its version).
pub(super) fn version_in(c: &Campaign, subject: Option<&str>) -> String {
    subject
        .and_then(|s| c.manifest.subjects.get(s))
        .and_then(|s| s.version.clone())
        .unwrap_or_else(|| c.id.clone())
}

pub fn apply(op: Op, a: f64, b: f64) -> Result<f64, ComputeError> {
    match op {
        Op::Ratio => super::ratio(a, b),
        Op::PercentDifference => super::percent_difference(a, b),
        Op::AbsPercentDifference => super::percent_difference(a, b).map(f64::abs),
        Op::Share => super::share(a, b),
        Op::Retention => super::retention(a, b),
        Op::Loss => super::loss(a, b),
        Op::Points => Ok(super::point_difference(a, b)),
        Op::Median | Op::Mean => Ok(f64::NAN),
    }
}

/// A fact handed to a label message.
#[derive(Debug, Clone, PartialEq)]
pub enum Fact {
    Text(String),
    Number(f64),
}

/// A fact as a variable of a message.
impl From<Fact> for Var {
    fn from(f: Fact) -> Var {
        match f {
            Fact::Text(t) => Var::Text(t),
            Fact::Number(n) => Var::Number(n),
        }
    }
}

/// How a header or row is named.
#[derive(Debug, Clone, PartialEq)]
pub enum Label {
    /// Shown as is (a subject's label): data, escaped when rendered.
    Text(String),
    /// A fact the manifest declares `code` (a file name): shown as code.
    Code(String),
    /// A message, given the key's facts.
    Message {
        id: String,
        facts: Vec<(String, Fact)>,
    },
    /// A message given a facts row's variables over the page's (a facts
    /// view's `row-label`), like the row's message cells.
    Row {
        id: String,
        vars: indexmap::IndexMap<String, Var>,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub enum CellOut {
    Figure {
        fig: usize,
        note: Option<usize>,
        /// The figures of `notes`, with their label message.
        parts: Vec<(usize, Option<String>)>,
    },
    NotCompleted {
        reason: String,
        /// The cell's figure without a value: its sources and why.
        fig: Option<usize>,
    },
    Missing,
    /// A manifest fact that is not a number (a version, a file name, a
    /// date), shown as data with its source.
    Fact {
        var: Var,
        source: Source,
    },
    /// A message given a facts row's facts (and `$row`) over the page's
    /// variables.
    Message {
        id: String,
        vars: indexmap::IndexMap<String, Var>,
    },
}

/// How a column of a table view is aligned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Align {
    Left,
    Right,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TableOut {
    pub corner: String,
    pub caption: Option<String>,
    pub columns: Vec<Label>,
    pub rows: Vec<(Label, Vec<CellOut>)>,
    /// Keys of the shown rows and columns (a computed column's key is its
    /// label's message id), for charts drawn from the view.
    pub row_keys: Vec<String>,
    pub column_keys: Vec<String>,
    /// Whether rows are series (subjects) rather than table rows.
    pub transpose: bool,
    /// The campaign table shown.
    pub source: String,
    /// Alignment of each value column; empty: all right-aligned.
    pub aligns: Vec<Align>,
    /// For a series view: the row of `source` it follows, its rows being
    /// campaigns (`row_keys` their folders) and its columns subjects.
    pub across: Option<String>,
}

impl TableOut {
    /// The `table/row/series` name of a shown cell (computed columns use
    /// their label's message id as series).
    pub fn cell_name(&self, row: usize, col: usize) -> String {
        let (r, c) = (&self.row_keys[row], &self.column_keys[col]);
        // A series view's cell is a campaign's: `CAMPAIGN:table/row/series`.
        if let Some(across) = &self.across {
            return format!("{r}:{}/{across}/{c}", self.source);
        }
        let (row, series) = if self.transpose { (c, r) } else { (r, c) };
        format!("{}/{row}/{series}", self.source)
    }
}

/// Facts of a key: a subject's name, version and label, or the manifest's
/// `[rows.KEY]` entries; always `key` itself.
pub fn facts(c: &Campaign, key: &str) -> Vec<(String, Fact)> {
    let mut out = vec![("key".to_owned(), Fact::Text(key.to_owned()))];
    if let Some(s) = c.manifest.subjects.get(key) {
        out.push(("name".to_owned(), Fact::Text(s.name.clone())));
        out.push(("label".to_owned(), Fact::Text(s.label())));
        if let Some(v) = &s.version {
            out.push(("version".to_owned(), Fact::Text(v.clone())));
        }
    }
    if let Some(row) = c.manifest.rows.get(key) {
        for (k, v) in row {
            let f = match v {
                toml::Value::Integer(i) => Fact::Number(*i as f64),
                toml::Value::Float(x) => Fact::Number(*x),
                toml::Value::String(s) => Fact::Text(s.clone()),
                other => Fact::Text(other.to_string()),
            };
            out.push((k.clone(), f));
        }
    }
    out
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Grouped bars: categories along x, one bar per subject.
    Bar,
    /// Lines of value against a numeric row fact (connections), one per subject.
    Line,
}

#[derive(Debug, Clone, PartialEq)]
pub struct SeriesOut {
    /// Subject key: fixes the colour site-wide.
    pub key: String,
    pub label: Label,
    /// Figure per category; `None` where the cell has no value.
    pub values: Vec<Option<usize>>,
    /// Note figure per category (error rates on the sweep).
    pub marks: Vec<Option<usize>>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ChartOut {
    pub kind: Kind,
    pub title: String,
    pub x_label: Option<String>,
    pub y_label: String,
    /// The table view's caption, for the text alternative.
    pub caption: Option<String>,
    pub categories: Vec<Label>,
    pub x: Vec<f64>,
    /// The x axis is the categories themselves, evenly spaced, each tick
    /// labelled with its category (a series view's campaigns).
    pub x_categories: bool,
    pub series: Vec<SeriesOut>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Less,
    LessOrEqual,
    Greater,
    GreaterOrEqual,
    Equal,
    NotEqual,
}

impl CmpOp {
    pub(super) fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "<" => Self::Less,
            "<=" => Self::LessOrEqual,
            ">" => Self::Greater,
            ">=" => Self::GreaterOrEqual,
            "==" => Self::Equal,
            "!=" => Self::NotEqual,
            _ => return None,
        })
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Self::Less => "<",
            Self::LessOrEqual => "≤",
            Self::Greater => ">",
            Self::GreaterOrEqual => "≥",
            Self::Equal => "=",
            Self::NotEqual => "≠",
        }
    }

    /// The operator that holds when this one does not (for "but a ≥ b").
    pub fn negated(self) -> Self {
        match self {
            Self::Less => Self::GreaterOrEqual,
            Self::LessOrEqual => Self::Greater,
            Self::Greater => Self::LessOrEqual,
            Self::GreaterOrEqual => Self::Less,
            Self::Equal => Self::NotEqual,
            Self::NotEqual => Self::Equal,
        }
    }

    /// Whether the comparison holds of two figures that stand so against
    /// each other under the tie rule.
    pub fn holds_standing(self, s: super::Standing) -> bool {
        use super::Standing::{Ahead, Behind, Even};
        match self {
            CmpOp::Less => s == Behind,
            CmpOp::LessOrEqual => s != Ahead,
            CmpOp::Greater => s == Ahead,
            CmpOp::GreaterOrEqual => s != Behind,
            CmpOp::Equal => s == Even,
            CmpOp::NotEqual => s != Even,
        }
    }

    pub fn holds<T: PartialOrd>(self, a: T, b: T) -> bool {
        match self {
            Self::Less => a < b,
            Self::LessOrEqual => a <= b,
            Self::Greater => a > b,
            Self::GreaterOrEqual => a >= b,
            Self::Equal => a == b,
            Self::NotEqual => a != b,
        }
    }
}

/// One side of a condition, as evaluated.
#[derive(Debug, Clone, PartialEq)]
pub enum Side {
    /// A page figure, by index (shown with its display in messages).
    Figure(usize),
    Number(f64),
    Word(String),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Check {
    /// The condition as declared.
    pub text: String,
    pub left: Side,
    pub op: CmpOp,
    pub right: Side,
    pub held: bool,
    /// The tie rule the comparison of two figures used ("more than 2%
    /// apart"), `None` for a comparison with a number or a word.
    pub tie: Option<f64>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Claim {
    pub name: String,
    pub message: String,
    pub words: Option<String>,
    pub checks: Vec<Check>,
}

impl Claim {
    pub fn held(&self) -> bool {
        self.checks.iter().all(|c| c.held)
    }
}

/// The figure of `table/row/series` for a subject the table lacks: no
/// value, with the reason the table's `absent` records, else `absent`;
/// made once, then found like any cell.
pub(super) fn absent_figure(
    c: &Campaign,
    page: &mut PageFigures,
    table: &str,
    row: &str,
    series: &str,
) -> usize {
    if let Some(i) = page.cell(table, row, series) {
        return i;
    }
    let file = c.table(table).map_or(String::new(), |t| t.file.clone());
    let recorded = c
        .manifest
        .tables
        .get(table)
        .and_then(|spec| spec.absent.get(series));
    let i = page.push(Figure {
        value: f64::NAN,
        display: Display::new(Style::Number, 0),
        formula: None,
        sources: vec![Arc::new(Source::Manifest {
            file,
            key: format!("series {series}: no line in this table"),
        })],
    });
    page.cells
        .insert((table.to_owned(), row.to_owned(), series.to_owned()), i);
    page.missing.insert(
        i,
        Arc::new(Missing {
            cell: format!("{table}/{row}/{series}"),
            row: row.to_owned(),
            series: series.to_owned(),
            label: subject_label(c, series),
            description: recorded
                .and_then(|r| c.manifest.failures.get(r))
                .map(|f| f.description.clone()),
            reason: recorded.map_or_else(|| "absent".to_owned(), Clone::clone),
            absent: true,
        }),
    );
    i
}

/// Adds `NAME`, `NAME-month-day`, `NAME-day` and `NAME-year` for a date.
pub(super) fn insert_date(vars: &mut IndexMap<String, Var>, name: &str, d: DateValue) {
    vars.insert(name.to_owned(), Var::Date(d, DatePart::Full));
    vars.insert(
        format!("{name}-month-day"),
        Var::Date(d, DatePart::MonthDay),
    );
    vars.insert(format!("{name}-day"), Var::Date(d, DatePart::Day));
    vars.insert(format!("{name}-year"), Var::Date(d, DatePart::Year));
}

/// The figure of one measured cell of `table` (its median, with the runs
/// that made it and the CSV lines as sources); `None` for a cell without a
/// value.
pub(super) fn cell_figure(
    c: &Campaign,
    table: &crate::results::Table,
    row: &str,
    series: &str,
) -> Option<Figure> {
    match cell_figure_any(c, table, row, series)? {
        (f, None) => Some(f),
        (_, Some(_)) => None,
    }
}

/// [`cell_figure`] for any cell of `table`: one that did not complete is a
/// figure without a value (NaN), sourced by the lines of its runs, with
/// the reason it has none.
pub(super) fn cell_figure_any(
    c: &Campaign,
    table: &crate::results::Table,
    row: &str,
    series: &str,
) -> Option<(Figure, Option<String>)> {
    let cell = table.cells.get(&(row.to_owned(), series.to_owned()))?;
    let (v, reason) = match &cell.outcome {
        Outcome::Value(v) => (*v, None),
        Outcome::NotCompleted { reason } => (f64::NAN, Some(reason.clone())),
    };
    // Raw reports are named relative to the campaign folder.
    let folder = c.manifest_file.rsplit_once('/').map_or("", |(d, _)| d);
    let used: Vec<f64> = cell
        .runs
        .iter()
        .filter(|r| cell.used.contains(&r.line))
        .filter_map(|r| r.value)
        .collect();
    let formula = (used.len() > 1).then(|| Formula {
        op: Op::Median,
        operands: used.iter().map(|&x| Operand::Raw(x)).collect(),
    });
    let raw = cell
        .runs
        .iter()
        .filter(|r| cell.used.contains(&r.line))
        .filter_map(|r| r.raw.as_deref().map(|r| raw_path(folder, r)))
        .collect();
    let notes = run_notes(table, cell, folder);
    // A cell without a value is sourced by every line that tried to make it.
    let lines = match reason {
        None => cell.used.clone(),
        Some(_) => cell.runs.iter().map(|r| r.line).collect(),
    };
    let figure = Figure {
        value: v,
        display: Display::new(Style::Number, 0),
        formula: formula.filter(|_| reason.is_none()),
        sources: vec![Arc::new(Source::Cell {
            file: table.file.clone(),
            lines,
            column: table.value_column.clone(),
            row: row.to_owned(),
            series: series.to_owned(),
            raw,
            notes,
            runs: cell.runs_behind as usize,
            valued: reason.is_none(),
        })],
    };
    Some((figure, reason))
}

/// A raw report's path from the project root: reports are named relative
/// to the campaign folder `folder`.
fn raw_path(folder: &str, r: &str) -> String {
    let r = r.trim_start_matches("./");
    if folder.is_empty() {
        r.to_owned()
    } else {
        format!("{folder}/{r}")
    }
}

/// The notes of a cell's source: runs left out, and runs counted despite
/// failed requests, each with its line and raw report.
fn run_notes(
    table: &crate::results::Table,
    cell: &crate::results::Cell,
    folder: &str,
) -> Vec<String> {
    cell.runs
        .iter()
        .filter_map(|r| {
            let name = r
                .run
                .as_ref()
                .map_or(String::new(), |n| format!("run {n} "));
            let place = match &r.raw {
                Some(raw) => format!("line {}, {}", r.line, raw_path(folder, raw)),
                None => format!("line {}", r.line),
            };
            if !cell.used.contains(&r.line) {
                let why = r.exclusion(table.exclude_failed_runs)?;
                Some(format!("{name}excluded: {why} ({place})"))
            } else {
                let failed = r.failed.filter(|&f| f > 0.0)?;
                Some(format!(
                    "{name}kept with {} ({place})",
                    crate::results::table::failed_requests(failed)
                ))
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_difference_never_reads_as_none() {
        let shown = |style, digits, value| Display::new(style, digits).distinct(value).digits;
        // 1.004× beside "higher" is not 1.0×; 1.05× needs no more digits.
        assert_eq!(shown(Style::Multiple, 1, 1.004), 3);
        assert_eq!(shown(Style::Multiple, 1, 1.05), 1);
        assert_eq!(shown(Style::Multiple, 1, 0.996), 3);
        assert_eq!(shown(Style::Multiple, 2, 1.0), 2);
        // A 0.3% gap is not 0%; an error rate of 0.0004 is not 0%.
        assert_eq!(shown(Style::Percent, 0, 0.003), 1);
        assert_eq!(shown(Style::Percent, 0, 0.000_4), 2);
        assert_eq!(shown(Style::Percent, 0, 0.0), 0);
        assert_eq!(shown(Style::Number, 0, 0.3), 0);
        // At most four more digits.
        assert_eq!(shown(Style::Multiple, 0, 1.000_000_1), 4);
        // Significant digits already keep a value apart.
        let s = Display::significant(Style::Percent, 1).distinct(0.000_4);
        assert_eq!(s, Display::significant(Style::Percent, 1));
    }
}
