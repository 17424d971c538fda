//! What a campaign can say, as the audit asks it: the figures a scope of
//! series and rows gives for a kind of number (cell values, ratios,
//! percent differences both ways, percentage points), grouped by reading
//! so that a range can be held against all the figures of one reading;
//! the numbers of the manifest; and the names that refer to series and
//! rows in prose.

use super::mentions::{Kind, Mention};
use super::page::Lang;
use super::words::{self, Unit};
use crate::results::manifest::{Count, RunsBehind, TableSpec};
use crate::results::{Campaign, Table};
use std::collections::BTreeSet;

/// Whether a table measures errors, and of what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Errors {
    /// Failed requests (an error rate).
    Requests,
    /// Failed connections.
    Connections,
}

pub struct Tab<'c> {
    pub name: &'c str,
    pub t: &'c Table,
    pub spec: &'c TableSpec,
    pub unit: Option<Unit>,
    /// Values are percentages already (`unit = "%"`).
    pub percent_unit: bool,
    pub errors: Option<Errors>,
    /// The stem of the row column's name (`connections` → `connection`).
    pub row_noun: String,
}

/// A number of the manifest.
#[derive(Debug, Clone)]
pub struct FactNum {
    /// `facts.host.cpus`, `sampling.runs`, `table static, runs`.
    pub path: String,
    pub value: f64,
}

/// One figure of the campaign, in the page's scale (percent as 93.1).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Fig {
    pub value: f64,
    pub what: String,
    pub sources: Vec<String>,
}

/// Figures computed the same way over a scope: `Beta ÷ Alpha` at every
/// row named.
#[derive(Debug, Clone)]
pub struct Reading {
    pub label: String,
    pub figs: Vec<Fig>,
}

/// The series and rows a number or a statement can be about.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Scope {
    /// Series named; empty: any.
    pub series: Vec<String>,
    pub rows: Vec<String>,
    /// Tables to look in; empty: any.
    pub tables: Vec<String>,
    /// Pairs of series may have one series named and the other any.
    pub relaxed: bool,
    /// Rows were named by a word they share (`static`): two of them are no
    /// condition set against another.
    pub loose_rows: bool,
}

pub struct Data<'c> {
    pub c: &'c Campaign,
    pub tabs: Vec<Tab<'c>>,
    pub facts: Vec<FactNum>,
    series_alias: Vec<(String, Vec<String>)>,
    row_alias: Vec<(String, Vec<String>)>,
    series_re: Option<regex::Regex>,
    row_re: Option<regex::Regex>,
    /// Words the page uses for a row fact's value (`statique`, 靜態 for
    /// `static`), learnt from its table labels.
    synonyms: Vec<(String, String)>,
}

fn fold(s: &str) -> String {
    s.to_lowercase()
        .replace(['\u{a0}', '\u{202f}', '\u{2009}'], " ")
}

impl<'c> Data<'c> {
    pub fn new(c: &'c Campaign) -> Self {
        let error_rate_columns: BTreeSet<&str> = c
            .manifest
            .tables
            .values()
            .filter_map(|s| s.error_rate.as_deref())
            .collect();
        let mut tabs = Vec::new();
        for (name, t) in &c.tables {
            let Some(spec) = c.manifest.tables.get(name) else {
                continue;
            };
            let unit = spec.unit.as_deref().and_then(words::unit_named);
            let percent_unit = spec.unit.as_deref().is_some_and(|u| u.trim() == "%");
            let low = format!("{name} {}", spec.value).to_lowercase();
            let errors =
                if low.contains("connection") && (low.contains("fail") || low.contains("error")) {
                    Some(Errors::Connections)
                } else if error_rate_columns.contains(spec.value.as_str())
                    || low.contains("error")
                    || low.contains("fail")
                {
                    Some(Errors::Requests)
                } else {
                    None
                };
            let row_noun = super::mentions::stem_of(Lang::En, &spec.row);
            tabs.push(Tab {
                name,
                t,
                spec,
                unit,
                percent_unit,
                errors,
                row_noun,
            });
        }
        let mut d = Data {
            c,
            tabs,
            facts: facts_of(c),
            series_alias: Vec::new(),
            row_alias: Vec::new(),
            series_re: None,
            row_re: None,
            synonyms: Vec::new(),
        };
        for (key, s) in &c.manifest.subjects {
            let keys = vec![key.clone()];
            let mut names = vec![s.label(), s.name.clone(), key.clone()];
            if let Some(v) = &s.version {
                let bare = v.trim_start_matches(['v', 'V']);
                names.push(format!("{} {v}", s.name));
                names.push(format!("{} {bare}", s.name));
                names.push(format!("{} v{bare}", s.name));
                if v.len() >= 2 {
                    names.push(v.clone());
                    if bare.contains('.') {
                        names.push(format!("v{bare}"));
                    }
                }
                // `nginx 1.27` for 1.27.0: the version cut after its minor.
                let parts: Vec<&str> = bare.split('.').collect();
                if parts.len() > 2 {
                    names.push(format!("{} {}", s.name, parts[..2].join(".")));
                }
            }
            for n in names {
                d.add_series_alias(&n, &keys);
            }
        }
        for t in &d.tabs {
            for r in &t.t.rows {
                let mut names = Vec::new();
                if r.parse::<f64>().is_err() {
                    names.push(r.clone());
                }
                if let Some(f) = c.manifest.rows.get(r) {
                    for k in ["name", "label"] {
                        if let Some(v) = f.get(k).and_then(|v| v.as_str()) {
                            names.push(v.to_owned());
                        }
                    }
                }
                for n in names {
                    d.row_alias.push((fold(&n), vec![r.clone()]));
                }
            }
        }
        d.rebuild();
        d
    }

    fn add_series_alias(&mut self, name: &str, keys: &[String]) {
        let n = fold(name.trim());
        if n.is_empty() {
            return;
        }
        match self.series_alias.iter_mut().find(|(a, _)| *a == n) {
            Some((_, ks)) => {
                for k in keys {
                    if !ks.contains(k) {
                        ks.push(k.clone());
                    }
                }
            }
            None => self.series_alias.push((n, keys.to_vec())),
        }
    }

    /// A label the page gives a series (a column header): prose may name
    /// the series by it too.
    pub fn learn_series(&mut self, label: &str, key: &str) {
        let l = label.trim().trim_matches('*').trim();
        if distinctive(l) {
            self.add_series_alias(l, &[key.to_owned()]);
        }
    }

    /// What a row label says besides the row's facts: when one text fact
    /// is not in the label, what is left translates it (`HTTP/3 靜態` for
    /// `HTTP/3` and `static`).
    fn learn_synonym(&mut self, label: &str, key: &str) {
        let Some(f) = self.c.manifest.rows.get(key) else {
            return;
        };
        let lower = label.to_lowercase();
        let mut rest = lower.clone();
        let mut missing = Vec::new();
        for (k, v) in f {
            if k == "name" || k == "label" {
                continue;
            }
            let v = match v {
                toml::Value::String(s) => s.to_lowercase(),
                toml::Value::Integer(n) => n.to_string(),
                _ => continue,
            };
            match word_at(&rest, &rest, &v) {
                Some(at) => rest.replace_range(at..at + v.len(), " "),
                None if v.chars().any(char::is_alphabetic) => missing.push(v),
                None => {}
            }
        }
        let left: String = rest
            .split(|c: char| c.is_whitespace() || (c.is_ascii_punctuation() && c != '/'))
            .filter(|w| !w.is_empty() && !matches!(*w, "en" | "de" | "du" | "des" | "le" | "la"))
            .collect::<Vec<_>>()
            .join(" ");
        if let [value] = missing.as_slice()
            && left.chars().filter(|c| c.is_alphabetic()).count() >= 2
            && !self.synonyms.iter().any(|(v, w)| v == value && *w == left)
        {
            self.synonyms.push((value.clone(), left));
        }
    }

    pub fn learn_row(&mut self, label: &str, key: &str) {
        self.learn_synonym(label, key);
        let l = fold(label.trim().trim_matches('*').trim());
        if distinctive(&l) && !self.row_alias.iter().any(|(a, _)| *a == l) {
            self.row_alias.push((l, vec![key.to_owned()]));
        }
    }

    pub fn rebuild(&mut self) {
        let build = |aliases: &mut Vec<(String, Vec<String>)>| {
            aliases.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then_with(|| a.0.cmp(&b.0)));
            if aliases.is_empty() {
                return None;
            }
            let alts: Vec<String> = aliases.iter().map(|(a, _)| alias_pattern(a)).collect();
            regex::Regex::new(&format!("(?i)(?:{})", alts.join("|"))).ok()
        };
        self.series_re = build(&mut self.series_alias);
        self.row_re = build(&mut self.row_alias);
    }

    pub fn subject_label(&self, key: &str) -> String {
        self.c
            .manifest
            .subjects
            .get(key)
            .map_or_else(|| key.to_owned(), |s| s.label())
    }

    pub fn tab(&self, name: &str) -> Option<&Tab<'c>> {
        self.tabs.iter().find(|t| t.name == name)
    }

    /// Series named in `text`, each with where: the longest name wins.
    pub fn series_in(&self, text: &str) -> Vec<(usize, usize, Vec<String>)> {
        find_aliases(text, self.series_re.as_ref(), &self.series_alias)
    }

    /// Rows named in `text`: by their key, name or a label the page gave
    /// them; numeric rows by a number counting what the row column counts
    /// (`4 connections`) or written `c4`; rows described by facts when
    /// all of a row's facts are there (`2 MiB + Zstd`).
    pub fn rows_in(&self, text: &str, mentions: &[Mention]) -> Vec<(usize, usize, Vec<String>)> {
        let mut out = find_aliases(text, self.row_re.as_ref(), &self.row_alias);
        for m in mentions {
            if m.kind != Kind::Plain || m.unit.is_some() || m.high.is_some() {
                continue;
            }
            let mut keys = Vec::new();
            // `roughly 100 connections`: the rows near it.
            let tol = if m.approx {
                m.low.half_unit() + 0.02 * m.low.value.abs()
            } else {
                0.0
            };
            for t in &self.tabs {
                let counts_rows = m.c_prefix || m.noun.as_deref() == Some(t.row_noun.as_str());
                if !counts_rows {
                    continue;
                }
                for r in &t.t.rows {
                    let near = super::tables::key_number(r)
                        .is_some_and(|v| (v - m.low.value).abs() <= tol);
                    if near && !keys.contains(r) {
                        keys.push(r.clone());
                    }
                }
            }
            if !keys.is_empty() {
                out.push((m.start, m.end, keys));
            }
        }
        let lower = text.to_lowercase();
        let mut seen = BTreeSet::new();
        for t in &self.tabs {
            for r in &t.t.rows {
                if !seen.insert(r.clone()) {
                    continue;
                }
                let Some(f) = self.c.manifest.rows.get(r) else {
                    continue;
                };
                // Where each fact's value stands; all must stand close.
                let mut places: Vec<Vec<usize>> = Vec::new();
                // A value of a letter or two (`A`, `B`) names no row alone.
                let mut substantive = false;
                for (k, v) in f {
                    if k == "name" || k == "label" {
                        continue;
                    }
                    let at: Vec<usize> = match v {
                        toml::Value::String(s) => {
                            let v = s.to_lowercase();
                            let mut at = words_at(text, &lower, s);
                            for (_, w) in self.synonyms.iter().filter(|(k, _)| *k == v) {
                                at.extend(words_at(text, &lower, w));
                            }
                            if !at.is_empty() && s.chars().count() >= 3 {
                                substantive = true;
                            }
                            at
                        }
                        toml::Value::Integer(n) => {
                            let at: Vec<usize> = mentions
                                .iter()
                                .filter(|m| m.low.value == *n as f64 && m.high.is_none())
                                .map(|m| m.start)
                                .collect();
                            substantive |= !at.is_empty();
                            at
                        }
                        _ => continue,
                    };
                    places.push(at);
                }
                let any = !places.is_empty();
                let all = places.iter().all(|p| !p.is_empty());
                let first = if any && all {
                    closest(&places)
                } else {
                    usize::MAX
                };
                if any && all && substantive && first != usize::MAX {
                    out.push((first, first, vec![r.clone()]));
                }
            }
        }
        out.sort_by_key(|(s, _, _)| *s);
        out
    }

    /// Rows a single word of their facts names, when that word describes
    /// at most half of a table's rows (`HTTP/2`: the HTTP/2 rows; `static`
    /// where half the rows are static): for a sentence that names no row
    /// fully.
    pub fn rows_partly_in(&self, text: &str) -> Vec<(usize, usize, Vec<String>)> {
        let lower = text.to_lowercase();
        let mut out = Vec::new();
        for t in &self.tabs {
            let mut by_value: Vec<(String, Vec<String>)> = Vec::new();
            for r in &t.t.rows {
                let Some(f) = self.c.manifest.rows.get(r) else {
                    continue;
                };
                for (k, v) in f {
                    let Some(v) = v
                        .as_str()
                        .filter(|v| v.chars().count() >= 3 && k != "name" && k != "label")
                    else {
                        continue;
                    };
                    match by_value.iter_mut().find(|(x, _)| x == v) {
                        Some((_, rows)) => rows.push(r.clone()),
                        None => by_value.push((v.to_owned(), vec![r.clone()])),
                    }
                }
            }
            for (v, rows) in by_value {
                if rows.len() * 2 > t.t.rows.len() {
                    continue;
                }
                let mut at = words_at(text, &lower, &v);
                let lv = v.to_lowercase();
                for (_, w) in self.synonyms.iter().filter(|(k, _)| *k == lv) {
                    at.extend(words_at(text, &lower, w));
                }
                for a in at {
                    out.push((a, a + v.len().min(text.len() - a), rows.clone()));
                }
            }
        }
        out.sort_by_key(|(s, _, _)| *s);
        out
    }

    /// The figures of `kind` in `scope`, by reading. `unit`: the page's
    /// unit, into which values of a table with a unit of its dimension are
    /// converted (tables of another dimension are left out).
    pub fn readings(&self, kind: Kind, scope: &Scope, unit: Option<Unit>) -> Vec<Reading> {
        let mut out = Vec::new();
        for tab in &self.tabs {
            if !scope.tables.is_empty() && !scope.tables.iter().any(|n| n == tab.name) {
                continue;
            }
            let factor = match (unit, tab.unit) {
                (Some(p), Some(t)) if p.dim == t.dim => t.factor / p.factor,
                (Some(_), _) => continue,
                _ => 1.0,
            };
            self.table_readings(tab, kind, scope, factor, &mut out);
        }
        if kind == Kind::Points {
            out.push(self.point_differences(scope));
        }
        out
    }

    /// The readings of one table: its values, then the ratios of two
    /// series of a row and of two rows of a series.
    fn table_readings(
        &self,
        tab: &Tab,
        kind: Kind,
        scope: &Scope,
        factor: f64,
        out: &mut Vec<Reading>,
    ) {
        let t = tab.t;
        let series: Vec<&String> = t
            .series
            .iter()
            .filter(|s| scope.series.is_empty() || scope.series.contains(s))
            .collect();
        let rows: Vec<&String> = t
            .rows
            .iter()
            .filter(|r| scope.rows.is_empty() || scope.rows.contains(r))
            .collect();
        if series.is_empty() || rows.is_empty() {
            return;
        }
        let plain_or_percent = matches!(kind, Kind::Plain | Kind::Percent);
        if plain_or_percent
            && (kind == Kind::Plain || tab.percent_unit || tab.errors.is_some() || all_fractions(t))
        {
            let scale = if kind == Kind::Percent && !tab.percent_unit {
                100.0
            } else {
                factor
            };
            out.extend(self.values_reading(tab, &rows, &series, scale));
        }
        if kind == Kind::Plain {
            return;
        }
        self.series_ratios(tab, kind, scope, &rows, &series, out);
        self.row_ratios(tab, kind, scope, &rows, &series, out);
    }

    /// Two series of a row, over the rows in scope: a reading per pair.
    fn series_ratios(
        &self,
        tab: &Tab,
        kind: Kind,
        scope: &Scope,
        rows: &[&String],
        series: &[&String],
        out: &mut Vec<Reading>,
    ) {
        let value = |r: &str, s: &str| tab.t.cell(r, s).and_then(|c| c.value());
        for (a, b) in series_pairs(tab.t, series, scope) {
            let mut figs: [Vec<Fig>; 3] = Default::default();
            for r in rows {
                let (Some(x), Some(y)) = (value(r, a), value(r, b)) else {
                    continue;
                };
                let sources =
                    || [self.cell_sources(tab, r, a), self.cell_sources(tab, r, b)].concat();
                let q = format!("{} ÷ {}", self.subject_label(a), self.subject_label(b));
                let what = |e: &str| format!("{e} at {r} (table {})", tab.name);
                push_ratio_figs(&mut figs, x, y, &q, what, sources);
            }
            push_ratio_readings(out, kind, figs, &format!("{a} ÷ {b}"));
        }
    }

    /// Two rows of a series (a condition against another), over the
    /// series in scope: a reading per pair.
    fn row_ratios(
        &self,
        tab: &Tab,
        kind: Kind,
        scope: &Scope,
        rows: &[&String],
        series: &[&String],
        out: &mut Vec<Reading>,
    ) {
        let value = |r: &str, s: &str| tab.t.cell(r, s).and_then(|c| c.value());
        let pair_rows = rows_to_pair(tab.t, rows, scope);
        for ra in &pair_rows {
            for rb in pair_rows.iter().filter(|rb| *rb != ra) {
                let mut figs: [Vec<Fig>; 3] = Default::default();
                for s in series {
                    let (Some(x), Some(y)) = (value(ra, s), value(rb, s)) else {
                        continue;
                    };
                    let sources =
                        || [self.cell_sources(tab, ra, s), self.cell_sources(tab, rb, s)].concat();
                    let l = self.subject_label(s);
                    let what = |e: &str| format!("{l}: {e} (table {})", tab.name);
                    push_ratio_figs(&mut figs, x, y, &format!("{ra} ÷ {rb}"), what, sources);
                }
                push_ratio_readings(out, kind, figs, &format!("rows {ra} ÷ {rb}"));
            }
        }
    }

    /// The values of `rows` × `series` of a table, times `scale`, as one
    /// reading; none when no cell has a value.
    fn values_reading(
        &self,
        tab: &Tab,
        rows: &[&String],
        series: &[&String],
        scale: f64,
    ) -> Option<Reading> {
        let mut whole = Vec::new();
        for r in rows {
            for s in series {
                if let Some(v) = tab.t.cell(r, s).and_then(|c| c.value()) {
                    whole.push(Fig {
                        value: v * scale,
                        what: format!("{} at {r} (table {})", self.subject_label(s), tab.name),
                        sources: self.cell_sources(tab, r, s),
                    });
                }
            }
        }
        (!whole.is_empty()).then(|| Reading {
            label: format!("the values of table {}", tab.name),
            figs: whole,
        })
    }

    /// Differences of two percentages of one reading.
    fn point_differences(&self, scope: &Scope) -> Reading {
        let percents = self.readings(Kind::Percent, scope, None);
        let mut pts = Vec::new();
        for r in &percents {
            if r.label.ends_with("− 1") || r.label.starts_with("1 −") {
                continue;
            }
            for (i, a) in r.figs.iter().enumerate() {
                for b in &r.figs[i + 1..] {
                    pts.push(Fig {
                        value: (a.value - b.value).abs(),
                        what: format!("{} − {}", a.what, b.what),
                        sources: [a.sources.clone(), b.sources.clone()].concat(),
                    });
                }
            }
        }
        Reading {
            label: "differences of two percentages".to_owned(),
            figs: pts,
        }
    }

    /// The numbers of the manifest, for plain numbers.
    pub fn fact_figs(&self) -> Reading {
        Reading {
            label: "the manifest".to_owned(),
            figs: self
                .facts
                .iter()
                .map(|f| Fig {
                    value: f.value,
                    what: f.path.clone(),
                    sources: vec![self.c.manifest_file.clone()],
                })
                .collect(),
        }
    }

    /// The numbers of the manifest that count `noun` (`run`: the runs of
    /// cells and `[sampling] runs`; `cpu`: `facts.limits.cpus`).
    pub fn counts_of(&self, noun: &str) -> Vec<&FactNum> {
        self.facts
            .iter()
            .filter(|f| counts(&f.path, noun))
            .collect()
    }

    /// "results/c/t.csv:2,3" for the runs behind a cell's value.
    pub fn cell_sources(&self, tab: &Tab, row: &str, series: &str) -> Vec<String> {
        let Some(cell) = tab.t.cell(row, series) else {
            return Vec::new();
        };
        let lines: Vec<u64> = if cell.used.is_empty() {
            cell.runs.iter().map(|r| r.line).collect()
        } else {
            cell.used.clone()
        };
        let shown: Vec<String> = lines.iter().map(u64::to_string).collect();
        vec![format!("{}:{}", tab.t.file, shown.join(","))]
    }

    /// What went wrong in the runs of a cell: each run with a non-zero
    /// count (`results/c/t.csv:4: 7 read errors, 30125 write errors`).
    /// `used_only`: the runs that made the value.
    pub fn run_errors(
        &self,
        tab: &Tab,
        row: &str,
        series: &str,
        used_only: bool,
        counts: &[Count],
    ) -> Vec<String> {
        let Some(cell) = tab.t.cell(row, series) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for run in &cell.runs {
            if used_only && !cell.used.contains(&run.line) {
                continue;
            }
            let bad: Vec<String> = run
                .counts
                .iter()
                .filter(|(c, n)| *n > 0.0 && counts.contains(c))
                .map(|(c, n)| c.describe(*n))
                .collect();
            if !bad.is_empty() {
                let raw = run
                    .raw
                    .as_ref()
                    .map(|r| format!(" ({})", r))
                    .unwrap_or_default();
                out.push(format!(
                    "{}:{}{raw}: {}",
                    tab.t.file,
                    run.line,
                    bad.join(", ")
                ));
            }
        }
        out
    }
}

/// Whether a page's label can name a key in prose: words, not a unit
/// (`req/s` heads a column of values, it names no row).
fn distinctive(label: &str) -> bool {
    label.chars().filter(|c| c.is_alphabetic()).count() >= 2
        && super::tables::unit_in(label).is_none()
}

/// Two series of a row whose ratio a number of `scope` may be: every
/// ordered pair when it names no series; with one named (or relaxed), the
/// pairs that hold it; else pairs of named series.
fn series_pairs<'t>(
    t: &'t Table,
    named: &[&String],
    scope: &Scope,
) -> Vec<(&'t String, &'t String)> {
    let mut v = Vec::new();
    for a in &t.series {
        for b in &t.series {
            if a == b {
                continue;
            }
            let (na, nb) = (named.contains(&a), named.contains(&b));
            let ok = if scope.series.is_empty() {
                true
            } else if scope.relaxed || scope.series.len() < 2 {
                na || nb
            } else {
                na && nb
            };
            if ok {
                v.push((a, b));
            }
        }
    }
    v
}

/// Rows two of which may be compared (a condition against another): the
/// rows of `scope` when it names two or more; every row of a table of
/// three or fewer when it names none; none for rows named loosely.
fn rows_to_pair<'t>(t: &'t Table, rows: &[&'t String], scope: &Scope) -> Vec<&'t String> {
    if scope.loose_rows {
        Vec::new()
    } else if scope.rows.len() >= 2 {
        rows.to_vec()
    } else if scope.rows.is_empty() && t.rows.len() <= 3 {
        t.rows.iter().collect()
    } else {
        Vec::new()
    }
}

/// Adds to `figs` the three readings of `x` against `y` (nothing when `y`
/// is zero): `x ÷ y`, `x ÷ y − 1`, `1 − x ÷ y`, where `quotient` names
/// `x ÷ y` and `what` the place of such an expression.
fn push_ratio_figs(
    figs: &mut [Vec<Fig>; 3],
    x: f64,
    y: f64,
    quotient: &str,
    what: impl Fn(&str) -> String,
    sources: impl Fn() -> Vec<String>,
) {
    if y == 0.0 {
        return;
    }
    let sources = sources();
    figs[0].push(Fig {
        value: x / y,
        what: what(quotient),
        sources: sources.clone(),
    });
    figs[1].push(Fig {
        value: x / y - 1.0,
        what: what(&format!("{quotient} − 1")),
        sources: sources.clone(),
    });
    figs[2].push(Fig {
        value: 1.0 - x / y,
        what: what(&format!("1 − {quotient}")),
        sources,
    });
}

/// Whether every value of a table lies in 0..=1 (a fraction, shown as a
/// percentage).
fn all_fractions(t: &Table) -> bool {
    let mut any = false;
    for c in t.cells.values() {
        if let Some(v) = c.value() {
            if !(0.0..=1.0).contains(&v) {
                return false;
            }
            any = true;
        }
    }
    any
}

fn push_ratio_readings(out: &mut Vec<Reading>, kind: Kind, figs: [Vec<Fig>; 3], label: &str) {
    let [ratio, more, less] = figs;
    if ratio.is_empty() {
        return;
    }
    match kind {
        Kind::Multiple => out.push(Reading {
            label: label.to_owned(),
            figs: ratio,
        }),
        Kind::Percent => {
            let pct = |v: Vec<Fig>| -> Vec<Fig> {
                v.into_iter()
                    .map(|f| Fig {
                        value: f.value * 100.0,
                        ..f
                    })
                    .collect()
            };
            out.push(Reading {
                label: label.to_owned(),
                figs: pct(ratio),
            });
            out.push(Reading {
                label: format!("{label} − 1"),
                figs: pct(more),
            });
            out.push(Reading {
                label: format!("1 − {label}"),
                figs: pct(less),
            });
        }
        Kind::Plain | Kind::Points => {}
    }
}

/// Whether a manifest path counts `noun`: one of the words of its last
/// part is the noun or its plural (`facts.limits.cpus`: `cpu`), not after
/// `per` (`requests-per-run` counts requests).
fn counts(path: &str, noun: &str) -> bool {
    // A core and a CPU are counted alike (« deux cœurs » for two CPUs).
    match noun {
        "core" | "cpu" => counts_word(path, "core") || counts_word(path, "cpu"),
        _ => counts_word(path, noun),
    }
}

fn counts_word(path: &str, noun: &str) -> bool {
    let last = path.rsplit(['.', ' ']).next().unwrap_or(path);
    for w in last.split(['-', '_']) {
        if w == "per" {
            break;
        }
        let w = w.to_lowercase();
        if w == noun || w == format!("{noun}s") || w == format!("v{noun}s") {
            return true;
        }
    }
    false
}

/// The start of the shortest stretch of text holding one place of each
/// list, if it is short (60 bytes): facts far apart describe no one row.
fn closest(places: &[Vec<usize>]) -> usize {
    let mut best = (usize::MAX, usize::MAX);
    for &a in &places[0] {
        let (mut lo, mut hi) = (a, a);
        for p in &places[1..] {
            let near = p.iter().min_by_key(|x| x.abs_diff(a)).copied().unwrap_or(a);
            lo = lo.min(near);
            hi = hi.max(near);
        }
        if hi - lo < best.0 {
            best = (hi - lo, lo);
        }
    }
    if best.0 <= 60 { best.1 } else { usize::MAX }
}

/// Every place `s` stands in `text` as a word, or its plural (`statiques`).
fn words_at(text: &str, lower: &str, s: &str) -> Vec<usize> {
    let mut out = places_of(text, lower, s);
    if s.chars().count() >= 3 && s.chars().all(char::is_alphabetic) {
        for plural in [format!("{s}s"), format!("{s}es")] {
            out.extend(places_of(text, lower, &plural));
        }
    }
    out.sort_unstable();
    out
}

fn places_of(text: &str, lower: &str, s: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(at) = text.get(from..).and_then(|t| {
        let l = &lower[from..];
        word_at(t, l, s)
    }) {
        out.push(from + at);
        from += at + s.len().max(1);
        if from >= text.len() || !text.is_char_boundary(from) || !lower.is_char_boundary(from) {
            break;
        }
    }
    out
}

/// Where `s` stands in `text` as a word (case aside, but kept for words of
/// one or two characters: `A` is no article's `a`).
fn word_at(text: &str, lower: &str, s: &str) -> Option<usize> {
    if s.is_empty() {
        return None;
    }
    let short = s.chars().count() <= 2;
    let (hay, needle) = if short {
        (text, s.to_owned())
    } else {
        (lower, s.to_lowercase())
    };
    let mut from = 0;
    while let Some(k) = hay.get(from..).and_then(|h| h.find(&needle)) {
        let at = from + k;
        let end = at + needle.len();
        let before = hay[..at].chars().next_back();
        let after = hay.get(end..).and_then(|h| h.chars().next());
        let edge = |c: Option<char>| !c.is_some_and(|c| c.is_ascii_alphanumeric());
        if edge(before) && edge(after) {
            return Some(at);
        }
        from = at + needle.len().max(1);
    }
    None
}

/// An alias as a pattern: its words in order, with any punctuation or
/// spacing between them (`226 B (identity)` finds `226 B, identity`).
fn alias_pattern(alias: &str) -> String {
    let words: Vec<String> = alias
        .split(|c: char| !(c.is_alphanumeric() || c == '.' || c == '/' || c == '+'))
        .filter(|w| !w.is_empty())
        .map(regex::escape)
        .collect();
    if words.is_empty() {
        return regex::escape(alias);
    }
    words.join(r"[\s\p{P}]*")
}

/// The words of a text, for comparing names.
fn words_of(s: &str) -> String {
    s.split(|c: char| !(c.is_alphanumeric() || c == '.' || c == '/' || c == '+'))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Matches of `re` (the aliases, longest first) that stand as words.
fn find_aliases(
    text: &str,
    re: Option<&regex::Regex>,
    aliases: &[(String, Vec<String>)],
) -> Vec<(usize, usize, Vec<String>)> {
    let Some(re) = re else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut at = 0;
    while at <= text.len() {
        let Some(m) = re.find_at(text, at) else { break };
        let before = text[..m.start()].chars().next_back();
        let after = text[m.end()..].chars().next();
        let word = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        // A version's digits go on: `1.31.6` is not `1.31`.
        let version_on = text[m.end()..].starts_with('.')
            && text[m.end() + 1..].starts_with(|c: char| c.is_ascii_digit());
        if !word(before) && !word(after) && !version_on {
            let found = words_of(m.as_str());
            if let Some((_, keys)) = aliases.iter().find(|(a, _)| words_of(a) == found) {
                out.push((m.start(), m.end(), keys.clone()));
            }
            at = m.end();
        } else {
            at = m.start() + text[m.start()..].chars().next().map_or(1, char::len_utf8);
        }
    }
    out
}

/// Every number of the manifest: numeric facts, numbers inside text facts
/// (`keepalive 64`, port `8443`), row facts, sampling, runs per cell.
fn facts_of(c: &Campaign) -> Vec<FactNum> {
    let m = &c.manifest;
    let mut out = Vec::new();
    let mut stack: Vec<(String, &toml::Value)> = m
        .facts
        .iter()
        .map(|(k, v)| (format!("facts.{k}"), v))
        .collect();
    for (r, f) in &m.rows {
        for (k, v) in f {
            stack.push((format!("rows.{r}.{k}"), v));
        }
    }
    let number = regex::Regex::new(r"[0-9]+(?:\.[0-9]+)?").expect("a valid expression");
    while let Some((path, v)) = stack.pop() {
        match v {
            toml::Value::Table(t) => {
                stack.extend(t.iter().map(|(k, v)| (format!("{path}.{k}"), v)));
            }
            toml::Value::Array(a) => {
                stack.extend(a.iter().map(|v| (path.clone(), v)));
            }
            toml::Value::Integer(i) => out.push(FactNum {
                path,
                value: *i as f64,
            }),
            toml::Value::Float(f) => out.push(FactNum { path, value: *f }),
            toml::Value::String(s) => {
                for n in number.find_iter(s) {
                    if let Ok(v) = n.as_str().parse() {
                        out.push(FactNum {
                            path: path.clone(),
                            value: v,
                        });
                    }
                }
            }
            _ => {}
        }
    }
    if let Some(r) = m.sampling.runs {
        out.push(FactNum {
            path: "sampling.runs".into(),
            value: r.into(),
        });
    }
    if let Some(r) = m.sampling.requests_per_run {
        out.push(FactNum {
            path: "sampling.requests-per-run".into(),
            value: r as f64,
        });
    }
    for (name, spec) in &m.tables {
        if let Some(RunsBehind::Count(n)) = &spec.runs {
            out.push(FactNum {
                path: format!("tables.{name}.runs"),
                value: (*n).into(),
            });
        }
        let Some(t) = c.tables.get(name) else {
            continue;
        };
        let mut seen = BTreeSet::new();
        for cell in t.cells.values() {
            for n in [cell.runs_behind, cell.runs.len() as u32] {
                if seen.insert(n) {
                    out.push(FactNum {
                        path: format!("table {name}, runs"),
                        value: n.into(),
                    });
                }
            }
        }
        for r in &t.rows {
            if let Ok(v) = r.parse::<f64>() {
                out.push(FactNum {
                    path: format!("table {name}, row {r}"),
                    value: v,
                });
            }
        }
    }
    out.sort_by(|a, b| a.path.cmp(&b.path).then(a.value.total_cmp(&b.value)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_paths_count_their_nouns() {
        assert!(counts("facts.limits.cpus", "cpu"));
        assert!(counts("facts.vm.vcpus", "cpu"));
        assert!(counts("sampling.requests-per-run", "request"));
        assert!(!counts("sampling.requests-per-run", "run"));
        assert!(counts("table static, runs", "run"));
        assert!(counts("facts.sampling.static.large-requests", "request"));
        assert!(!counts("facts.host.memory-gb", "cpu"));
    }

    #[test]
    fn words_stand_alone() {
        let t = "A: no logging, a b";
        assert_eq!(word_at(t, &t.to_lowercase(), "A"), Some(0));
        assert_eq!(
            word_at("HTTP/1.1 static", "http/1.1 static", "static"),
            Some(9)
        );
        assert_eq!(word_at("statically", "statically", "static"), None);
    }
}
