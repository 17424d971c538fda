//! The audit itself: every table of the page mapped and its cells held
//! against the campaign's; every number of the prose held against the
//! figures its sentence can mean; every statement evaluated with pcdocs's
//! own computations and tie rule.

use super::data::{Data, Errors, Fig, Reading, Scope, Tab};
use super::mentions::{self, Kind, Mention, Num, Role};
use super::page::{Block, Lang, Page, Piece, Table};
use super::statements::{self, Class, Statement};
use super::tables::{self, Cells, Group, Index, Mapping};
use super::words::{Bound, Unit};
use crate::compute::figures::{Decl, Declared, GroupLeads};
use crate::compute::model::PageFigures;
use crate::results::manifest::Count;
use indexmap::IndexMap;
use std::ops::Range;

/// What is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum What {
    /// Two cells of a table hold each other's figures.
    Swap,
    /// A cell holds another cell's figure.
    WrongCell,
    /// A cell holds a figure where the campaign has no value.
    NoValue,
    /// A number no figure produces at the precision shown.
    Unmatched,
    /// A range no reading of its sentence falls within.
    FalseRange,
    /// An approximation or a bound no figure of its sentence meets.
    FalseApproximation,
    /// A statement the data makes false.
    FalseStatement,
    /// A count that the manifest says otherwise.
    Contradicts,
}

/// A true value, with where it comes from.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Truth {
    /// The exact value, for figures.
    pub value: Option<f64>,
    /// As the page would show it (`2.20×`), or what the data says.
    pub shown: String,
    pub what: String,
    pub sources: Vec<String>,
}

/// A finding at a byte offset of the file.
#[derive(Debug, Clone)]
pub struct Raw {
    pub at: usize,
    pub what: What,
    pub typed: String,
    pub message: String,
    pub truth: Vec<Truth>,
    /// The other cell of a swapped pair.
    pub other: Option<usize>,
}

/// What the page said that can be looked at, counted for the summary.
#[derive(Debug, Default, Clone, Copy)]
pub struct Counts {
    pub numbers: usize,
    pub statements: usize,
}

/// Readings already computed, by what they were asked for: a long page
/// asks the same ones many times.
type Memo = std::cell::RefCell<
    std::collections::HashMap<(Kind, Scope, Option<(u8, u64)>), std::rc::Rc<Vec<Reading>>>,
>;

type Verdict = Option<(What, String, Vec<Truth>)>;

pub struct Auditor<'c> {
    pub data: Data<'c>,
    memo: Memo,
    verdicts: std::cell::RefCell<std::collections::HashMap<String, (usize, Verdict)>>,
    index: Index,
    groups: Vec<Group>,
    lang: Lang,
    pub found: Vec<Raw>,
    pub counts: Counts,
}

/// Rows named in a text, found clause by clause and sentence by sentence.
#[derive(Default)]
struct Parts {
    clauses: Vec<(usize, usize, Vec<String>)>,
    sentences: Vec<(usize, usize, Vec<String>)>,
    /// Rows a word of their facts names (`HTTP/2`).
    partly: Vec<(usize, usize, Vec<String>)>,
    /// The text they were found in.
    text: String,
}

fn self_text_starts_with_comma(text: &str, at: usize) -> bool {
    text.get(at..).is_some_and(|t| t.starts_with('，'))
}

/// Where a number or statement stands, for its scope.
#[derive(Default, Clone)]
struct Ctx {
    /// The campaign tables of the section's mapped tables.
    section_tables: Vec<String>,
    /// Series the prose before named, within the section.
    prev_series: Vec<String>,
    /// A table cell's row label and column header: what they name.
    extra_series: Vec<String>,
    extra_rows: Vec<String>,
    /// Tables a cell's own table maps to.
    cell_tables: Vec<String>,
    /// In a list item, under its lead-in.
    in_item: bool,
}

/// A scope, and which of its parts were not named where the number is.
struct Scoped {
    scope: Scope,
    series_named: bool,
    rows_named: bool,
    /// Names of series in the number's clause.
    clause_series: usize,
    /// Series the prose named before.
    before: Vec<String>,
}

/// Formats `v` as a page shows it at `digits`, with thousands grouped.
pub fn show(v: f64, digits: usize, kind: Kind) -> String {
    let s = format!("{:.*}", digits, v.abs());
    let (int, frac) = s
        .split_once('.')
        .map_or((s.as_str(), None), |(a, b)| (a, Some(b)));
    let mut grouped = String::new();
    for (k, ch) in int.chars().enumerate() {
        if k > 0 && (int.len() - k) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(ch);
    }
    let sign = if v < 0.0 && s.chars().any(|c| c.is_ascii_digit() && c != '0') {
        "−"
    } else {
        ""
    };
    let num = match frac {
        Some(f) => format!("{sign}{grouped}.{f}"),
        None => format!("{sign}{grouped}"),
    };
    match kind {
        Kind::Plain => num,
        Kind::Percent => format!("{num}%"),
        Kind::Multiple => format!("{num}×"),
        Kind::Points => format!("{num} points"),
    }
}

fn truth_of(f: &Fig, digits: usize, kind: Kind) -> Truth {
    Truth {
        value: Some(f.value),
        shown: show(f.value, digits, kind),
        what: f.what.clone(),
        sources: f.sources.clone(),
    }
}

/// Sentences of a text: ends at `.`, `!`, `?` before a space (not in a
/// number or after a short abbreviation), and at `。！？`.
fn sentences(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    let b = text.as_bytes();
    for (i, c) in text.char_indices() {
        let end = i + c.len_utf8();
        let ends = match c {
            '。' | '！' | '？' => true,
            '.' | '!' | '?' => {
                let next = text[end..].chars().next();
                let word: String = text[..i]
                    .chars()
                    .rev()
                    .take_while(|c| c.is_alphanumeric())
                    .collect();
                next.is_none_or(char::is_whitespace)
                    && !matches!(
                        word.as_str(),
                        "g.e" | "e.i" | "sv" | "xorppa" | "ac" | "cte" | "rD" | "rM"
                    )
                    && !(i > 0 && b[i - 1].is_ascii_digit() && next.is_none())
            }
            _ => false,
        };
        if ends {
            out.push(start..end);
            start = end;
        }
    }
    if start < text.len() && !text[start..].trim().is_empty() {
        out.push(start..text.len());
    }
    out
}

/// Clauses of a sentence: parts a `;`, a dash or a contrasting word
/// (`while`, `but`, « alors que », 而) sets apart.
/// Also cut at `, and` where a series named next starts a
/// clause of its own ("…, and Pingclair reaches …"; a list "HTTP/1.1,
/// HTTPS/1.1, and HTTP/2" goes on).
fn clauses_around(
    text: &str,
    s: Range<usize>,
    lang: Lang,
    subjects: &[usize],
) -> Vec<Range<usize>> {
    const CUTS: &[&str] = &[
        ";",
        "；",
        " — ",
        " – ",
        " while ",
        " whereas ",
        " but ",
        " although ",
        " yet ",
        " alors que ",
        " alors qu’",
        " alors qu'",
        " tandis que ",
        " tandis qu’",
        " tandis qu'",
        " mais qu’",
        " bien que ",
        " bien qu’",
        " quoique ",
        " mais ",
        "而",
        "但",
        "不過",
    ];
    let part = &text[s.clone()];
    let mut cuts: Vec<usize> = Vec::new();
    // A Chinese comma sets clauses apart as a semicolon does in English.
    let zh: &[&str] = if lang == Lang::Zh { &["，"] } else { &[] };
    for c in CUTS.iter().chain(zh) {
        let mut from = 0;
        while let Some(k) = part[from..].find(c) {
            cuts.push(s.start + from + k);
            from += k + c.len();
        }
    }
    for joint in [", and ", ", et ", "; and ", " and then "] {
        let mut from = 0;
        while let Some(k) = part[from..].find(joint) {
            let next = s.start + from + k + joint.len();
            if subjects.contains(&next) {
                cuts.push(s.start + from + k);
            }
            from += k + joint.len();
        }
    }
    cuts.sort_unstable();
    let mut out = Vec::new();
    let mut a = s.start;
    for c in cuts {
        if c > a {
            out.push(a..c);
            a = c;
        }
    }
    out.push(a..s.end);
    out
}

/// The names (sorted by where they start) that start in `r`, found by a
/// binary search: a page of one long paragraph stays linear.
fn within<'e>(
    ents: &'e [(usize, usize, Vec<String>)],
    r: &Range<usize>,
) -> &'e [(usize, usize, Vec<String>)] {
    let a = ents.partition_point(|(s, _, _)| *s < r.start);
    let b = ents.partition_point(|(s, _, _)| *s < r.end);
    &ents[a..b.max(a)]
}

fn keys_in(ents: &[(usize, usize, Vec<String>)], r: &Range<usize>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (_, _, ks) in within(ents, r) {
        for k in ks {
            if !out.contains(k) {
                out.push(k.clone());
            }
        }
    }
    out
}

/// Whether a name (sorted by start) covers byte `at`.
fn covers(ents: &[(usize, usize, Vec<String>)], at: usize) -> bool {
    let k = ents.partition_point(|(s, _, _)| *s <= at);
    ents[..k]
        .iter()
        .rev()
        .take_while(|(s, _, _)| s + 256 > at)
        .any(|(s, e, _)| at >= *s && at < (*e).max(*s + 1))
}

/// The mentions (sorted by start) that start in `r`.
fn mentions_in<'m>(ms: &'m [Mention], r: &Range<usize>) -> &'m [Mention] {
    let a = ms.partition_point(|m| m.start < r.start);
    let b = ms.partition_point(|m| m.start < r.end);
    &ms[a..b.max(a)]
}

impl<'c> Auditor<'c> {
    pub fn new(data: Data<'c>, lang: Lang) -> Self {
        let groups = tables::groups(&data);
        Auditor {
            data,
            memo: Memo::default(),
            verdicts: Default::default(),
            index: Index::default(),
            groups,
            lang,
            found: Vec::new(),
            counts: Counts::default(),
        }
    }

    pub fn page(&mut self, page: &Page) {
        // Tables first: their labels name series and rows in prose too.
        let mut mapped: Vec<Option<(Cells, Option<Mapping>)>> = Vec::new();
        for b in &page.blocks {
            let Block::Table(t) = b else {
                mapped.push(None);
                continue;
            };
            let cells = tables::cells(t, self.lang);
            let m = tables::map(&self.data, &self.index, &self.groups, t, &cells, self.lang);
            if let Some(m) = &m {
                for (i, key) in m.rows.iter().enumerate() {
                    if let (Some(k), Some(l)) = (key, m.label_col.and_then(|l| t.rows[i].get(l))) {
                        if m.transposed {
                            self.data.learn_series(&l.text, k);
                        } else {
                            self.data.learn_row(&l.text, k);
                        }
                    }
                }
                if let Some(h) = &t.header {
                    for (j, key) in m.cols.iter().enumerate() {
                        if let (Some(k), Some(l)) = (key, h.get(j)) {
                            if m.transposed {
                                self.data.learn_row(&l.text, k);
                            } else {
                                self.data.learn_series(&l.text, k);
                            }
                        }
                    }
                }
            }
            mapped.push(Some((cells, m)));
        }
        self.data.rebuild();
        // Each section's tables.
        let mut section = 0;
        let mut section_of = Vec::new();
        let mut tables_of: Vec<Vec<String>> = vec![Vec::new()];
        for (k, b) in page.blocks.iter().enumerate() {
            if matches!(b, Block::Heading(_)) {
                section += 1;
                tables_of.push(Vec::new());
            }
            section_of.push(section);
            if let Some(Some((_, Some(m)))) = mapped.get(k) {
                for &tk in &self.groups[m.group].tabs {
                    let name = self.data.tabs[tk].name.to_owned();
                    if !tables_of[section].contains(&name) {
                        tables_of[section].push(name);
                    }
                }
            }
        }
        let mut ctx = Ctx::default();
        for (k, b) in page.blocks.iter().enumerate() {
            ctx.section_tables = tables_of[section_of[k]].clone();
            match b {
                Block::Heading(p) => {
                    ctx.prev_series.clear();
                    self.prose(p, &mut ctx, false);
                }
                Block::Prose(p) => self.prose(p, &mut ctx, false),
                Block::Item(p) => self.prose(p, &mut ctx, true),
                Block::Table(t) => {
                    if let Some(Some((cells, m))) = mapped.get(k) {
                        match m {
                            Some(m) => self.mapped_table(t, cells, m, &ctx),
                            None => self.loose_table(t, &ctx),
                        }
                    }
                }
            }
        }
    }

    /// A paragraph, heading or list item (`item`: its series are not the
    /// subject of what follows, its lead-in's are).
    fn prose(&mut self, p: &Piece, ctx: &mut Ctx, item: bool) {
        ctx.in_item = item;
        let text = &p.text;
        let ms = mentions::mentions(text, self.lang);
        let s_ents = self.data.series_in(text);
        let subjects: Vec<usize> = s_ents.iter().map(|(s, _, _)| *s).collect();
        let r_ents = self.rows_by_part(text, &ms, &subjects);
        for sent in sentences(text) {
            let cls = clauses_around(text, sent.clone(), self.lang, &subjects);
            let stated = statements::statements(&text[sent.clone()], self.lang);
            for st in &stated {
                let at = sent.start + st.start;
                let sc = self.scope_at(at, &sent, &cls, &s_ents, &r_ents, ctx);
                self.counts.statements += 1;
                self.statement(p, &text[sent.clone()], sent.start, st, &sc, ctx);
            }
            for m in mentions_in(&ms, &sent) {
                // Numbers that are part of a name (`nginx 1.27`, `c500`,
                // `4 connections`): labels, not figures.
                if covers(&s_ents, m.start)
                    || covers(&r_ents.sentences, m.start)
                    || covers(&r_ents.clauses, m.start)
                {
                    continue;
                }
                let sc = self.scope_at(m.start, &sent, &cls, &s_ents, &r_ents, ctx);
                self.number(p, m, &sc, ctx, false);
            }
            let named = keys_in(&s_ents, &sent);
            if !named.is_empty() && !item {
                ctx.prev_series = named;
            }
        }
    }

    /// Rows named in each clause of `text`, and in each sentence (a row
    /// described by its facts is named when all of them are in one clause,
    /// or else in one sentence).
    fn rows_by_part(&self, text: &str, ms: &[Mention], subjects: &[usize]) -> Parts {
        let mut out = Parts {
            text: text.to_owned(),
            partly: self.data.rows_partly_in(text),
            ..Parts::default()
        };
        let named = |r: Range<usize>| {
            let local: Vec<Mention> = mentions_in(ms, &r)
                .iter()
                .filter(|m| m.end <= r.end)
                .map(|m| Mention {
                    start: m.start - r.start,
                    end: m.end - r.start,
                    ..m.clone()
                })
                .collect();
            self.data
                .rows_in(&text[r.clone()], &local)
                .into_iter()
                .map(|(a, b, ks)| (a + r.start, b + r.start, ks))
                .collect::<Vec<_>>()
        };
        for sent in sentences(text) {
            out.sentences.extend(named(sent.clone()));
            for cl in clauses_around(text, sent, self.lang, subjects) {
                out.clauses.extend(named(cl));
            }
        }
        out
    }

    fn scope_at(
        &self,
        at: usize,
        sent: &Range<usize>,
        cls: &[Range<usize>],
        s_ents: &[(usize, usize, Vec<String>)],
        r_ents: &Parts,
        ctx: &Ctx,
    ) -> Scoped {
        let clause = cls
            .iter()
            .find(|c| c.contains(&at))
            .cloned()
            .unwrap_or(sent.clone());
        let mut series = keys_in(s_ents, &clause);
        let clause_series = within(s_ents, &clause).len();
        let mut series_named = true;
        if series.is_empty() {
            series = keys_in(s_ents, sent);
        }
        if series.is_empty() {
            series = ctx.extra_series.clone();
        }
        if series.is_empty() {
            series_named = false;
            series = ctx.prev_series.clone();
        }
        let mut rows = keys_in(&r_ents.clauses, &clause);
        if rows.is_empty() {
            // Rows the sentence names across its clauses, not those another
            // clause names for itself.
            let elsewhere = keys_in(&r_ents.clauses, sent);
            rows = keys_in(&r_ents.sentences, sent)
                .into_iter()
                .filter(|k| !elsewhere.contains(k))
                .collect();
        }
        // 在 8 條連線時，Beta 最快: the topic before a Chinese comma is the
        // rows of what follows.
        let mut at_clause = clause.clone();
        while rows.is_empty() && self.lang == Lang::Zh {
            let Some(prev) = cls
                .iter()
                .find(|c| c.end == at_clause.start && c.start >= sent.start)
            else {
                break;
            };
            if !self_text_starts_with_comma(&r_ents.text, at_clause.start) {
                break;
            }
            rows = keys_in(&r_ents.clauses, prev);
            at_clause = prev.clone();
        }
        let mut loose_rows = false;
        if rows.is_empty() {
            rows = keys_in(&r_ents.partly, &clause);
            loose_rows = !rows.is_empty();
        }
        if rows.is_empty() {
            rows = ctx.extra_rows.clone();
        }
        let rows_named = !rows.is_empty();
        let tables = if !ctx.cell_tables.is_empty() {
            ctx.cell_tables.clone()
        } else if rows_named {
            Vec::new()
        } else {
            ctx.section_tables.clone()
        };
        Scoped {
            scope: Scope {
                series,
                rows,
                tables,
                relaxed: false,
                loose_rows,
            },
            series_named,
            rows_named,
            clause_series,
            before: ctx.prev_series.clone(),
        }
    }

    /// [`Data::readings`], with the manifest's numbers for plain numbers.
    fn readings(
        &self,
        kind: Kind,
        scope: &Scope,
        unit: Option<super::words::Unit>,
    ) -> std::rc::Rc<Vec<Reading>> {
        let key = (
            kind,
            scope.clone(),
            unit.map(|u| (u.dim as u8, u.factor.to_bits())),
        );
        if let Some(r) = self.memo.borrow().get(&key) {
            return r.clone();
        }
        let mut r = self.data.readings(kind, scope, unit);
        if kind == Kind::Plain {
            r.push(self.data.fact_figs());
        }
        let r = std::rc::Rc::new(r);
        self.memo.borrow_mut().insert(key, r.clone());
        r
    }

    fn describe(&self, s: &Scope) -> String {
        let series = if s.series.is_empty() {
            "any series".to_owned()
        } else {
            s.series
                .iter()
                .map(|k| self.data.subject_label(k))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let rows = if s.rows.is_empty() {
            String::new()
        } else {
            format!(" at {}", s.rows.join(", "))
        };
        let tables = if s.tables.is_empty() {
            String::new()
        } else {
            format!(" (table {})", s.tables.join(", "))
        };
        format!("{series}{rows}{tables}")
    }

    /// A number of prose or of a cell outside a mapped table's figures.
    fn number(&mut self, p: &Piece, m: &Mention, sc: &Scoped, ctx: &Ctx, in_cell: bool) {
        if m.role != Role::Figure && !(in_cell && m.role == Role::Year) {
            return;
        }
        let at = p.source(m.start);
        // Counts stated as such: looked at only against the manifest.
        if let Some(noun) = &m.noun
            && m.kind == Kind::Plain
            && m.unit.is_none()
        {
            self.count(at, m, noun);
            return;
        }
        if m.word && m.kind != Kind::Multiple {
            return;
        }
        // The same number in the same scope has the same verdict.
        let key = format!(
            "{}\u{0}{:?}\u{0}{:?}\u{0}{}{}{}{:?}{}{in_cell}",
            m.text,
            m.bound,
            sc.scope,
            sc.series_named,
            sc.rows_named,
            sc.clause_series,
            sc.before,
            ctx.in_item
        );
        let known = self.verdicts.borrow().get(&key).cloned();
        if let Some((counted, v)) = known {
            self.counts.numbers += counted;
            if let Some((what, message, truth)) = v {
                self.found.push(Raw {
                    at,
                    what,
                    typed: m.text.clone(),
                    message,
                    truth,
                    other: None,
                });
            }
            return;
        }
        let (before, counted) = (self.found.len(), self.counts.numbers);
        self.number_once(at, m, sc, ctx, in_cell);
        let verdict = (self.found.len() > before).then(|| {
            let r = &self.found[before];
            (r.what, r.message.clone(), r.truth.clone())
        });
        self.verdicts
            .borrow_mut()
            .insert(key, (self.counts.numbers - counted, verdict));
    }

    fn number_once(&mut self, at: usize, m: &Mention, sc: &Scoped, ctx: &Ctx, in_cell: bool) {
        let readings = self.readings(m.kind, &sc.scope, m.unit);
        if holds(m, &readings) || ends_hold(m, &readings) {
            self.counts.numbers += 1;
            return;
        }
        let mut more = Vec::new();
        for w in &wider_scopes(sc, ctx) {
            let r = self.readings(m.kind, w, m.unit);
            if holds(m, &r) || ends_hold(m, &r) {
                self.counts.numbers += 1;
                return;
            }
            more.extend(r.iter().cloned());
        }
        if !looked_at(m, in_cell) && !near_miss(m, &more) {
            return;
        }
        self.counts.numbers += 1;
        let (what, message) = unmatched(m, &self.describe(&sc.scope));
        let truth = if m.high.is_some() {
            closest_reading(m, &readings, &sc.scope.series)
        } else {
            nearest(m, &readings, &more)
        };
        self.found.push(Raw {
            at,
            what,
            typed: m.text.clone(),
            message,
            truth,
            other: None,
        });
    }

    /// A count (`3 runs`, `2 CPUs`) against the manifest's numbers of it.
    fn count(&mut self, at: usize, m: &Mention, noun: &str) {
        let mut facts: Vec<(String, f64)> = self
            .data
            .counts_of(noun)
            .into_iter()
            .map(|f| (f.path.clone(), f.value))
            .collect();
        for t in &self.data.tabs {
            if t.row_noun == noun {
                for r in &t.t.rows {
                    if let Some(v) = tables::key_number(r) {
                        facts.push((format!("table {}, row {r}", t.name), v));
                    }
                }
            }
        }
        if facts.is_empty() {
            return;
        }
        self.counts.numbers += 1;
        let ok = facts.iter().any(|(_, v)| {
            let tol = if m.approx { 0.02 * v.abs() } else { 0.0 };
            match m.high {
                Some(h) => *v >= m.low.value - tol && *v <= h.value + tol,
                None => {
                    m.low.shows(*v)
                        || (m.approx && (v - m.low.value).abs() <= tol + m.low.half_unit())
                }
            }
        });
        if ok {
            return;
        }
        let mut listed: Vec<&(String, f64)> = facts.iter().collect();
        listed.sort_by(|a, b| {
            (a.1 - m.low.value)
                .abs()
                .total_cmp(&(b.1 - m.low.value).abs())
        });
        listed.dedup_by(|a, b| a.1 == b.1);
        let truth = listed
            .iter()
            .take(3)
            .map(|(path, v)| Truth {
                value: Some(*v),
                shown: show(*v, 0, Kind::Plain),
                what: path.clone(),
                sources: vec![self.data.c.manifest_file.clone()],
            })
            .collect();
        self.found.push(Raw {
            at,
            what: What::Contradicts,
            typed: m.text.clone(),
            message: format!(
                "`{}` contradicts the manifest, which counts {noun}s otherwise",
                m.text
            ),
            truth,
            other: None,
        });
    }

    /// A table mapped onto the campaign: each cell against its own
    /// figure; a figure of another cell there is a swap or a wrong cell.
    fn mapped_table(&mut self, t: &Table, c: &Cells, map: &Mapping, ctx: &Ctx) {
        let view = Mapped {
            t,
            c,
            map,
            group: self.groups[map.group].clone(),
        };
        let mut reported: Vec<(usize, usize)> = Vec::new();
        for i in 0..t.rows.len() {
            for j in 0..t.rows[i].len() {
                if Some(j) == map.label_col {
                    continue;
                }
                let Some(ms) = c.nums[i].get(j) else { continue };
                let Some((r, s)) = map.keys(i, j) else {
                    self.unmapped_cell(&view, i, j, ctx);
                    continue;
                };
                let cell = CellAt { i, j, r: &r, s: &s };
                for (n, m) in ms.iter().enumerate() {
                    self.mapped_number(&view, &cell, n, m, &mut reported);
                }
            }
        }
    }

    /// A column of computed figures (a ratio of two of the row's cells),
    /// or a row the campaign lacks: read as prose about the row's series
    /// or campaign row.
    fn unmapped_cell(&mut self, view: &Mapped, i: usize, j: usize, ctx: &Ctx) {
        let mut cctx = ctx.clone();
        cctx.cell_tables = view
            .group
            .tabs
            .iter()
            .map(|&k| self.data.tabs[k].name.to_owned())
            .collect();
        if let Some(Some(k)) = view.map.rows.get(i) {
            if view.map.transposed {
                cctx.extra_series = vec![k.clone()];
            } else {
                cctx.extra_rows = vec![k.clone()];
            }
        }
        self.cell_as_prose(&view.t.rows[i][j], &view.label(i), &view.col(j), &cctx);
    }

    /// The `n`th number of a mapped cell against the cell's own figures,
    /// then against the other cells'.
    fn mapped_number(
        &mut self,
        view: &Mapped,
        cell: &CellAt,
        n: usize,
        m: &Mention,
        reported: &mut Vec<(usize, usize)>,
    ) {
        if m.noun.is_some() || m.kind == Kind::Multiple || m.kind == Kind::Points {
            return;
        }
        self.counts.numbers += 1;
        let unit = view.header_unit(cell.j);
        let own = self.own_figures(&view.group, cell, m, unit);
        if own
            .iter()
            .any(|(k, v)| tables::shows(&self.data, *k, *v, m, unit))
        {
            return;
        }
        if reported.contains(&(cell.i, cell.j)) {
            return;
        }
        let at = view.t.rows[cell.i][cell.j].source(m.start);
        let here = view.here(cell.i, cell.j);
        if own.is_empty() {
            let valued = view.group.tabs.iter().any(|&k| {
                self.data.tabs[k]
                    .t
                    .cell(cell.r, cell.s)
                    .and_then(|x| x.value())
                    .is_some()
            });
            // Valued: a number in another unit than any table's here.
            // Not the first: a note of another kind (`(1.8%)` where no
            // table of the group has a fraction there).
            if !valued && n == 0 {
                self.no_value(at, m, &view.group, cell.r, cell.s, &here);
            }
            return;
        }
        let own_truth = self.own_truth(cell, m, unit, &own);
        let elsewhere = self.figure_elsewhere(&view.group, cell, m, unit, &own);
        if let Some(swap) = self.swap_among(view, &elsewhere, &own) {
            reported.push((swap.i, swap.j));
            self.report_swap(view, at, m, cell, &swap, own_truth);
        } else if let Some(other) = elsewhere.first() {
            self.report_wrong_cell(at, m, &here, other, own_truth);
        } else {
            self.found.push(Raw {
                at,
                what: What::Unmatched,
                typed: m.text.clone(),
                message: format!(
                    "`{}` ({here}) is not this cell's figure, which shows as {}",
                    m.text,
                    own_truth.first().map_or(String::new(), |x| x.shown.clone()),
                ),
                truth: own_truth,
                other: None,
            });
        }
    }

    /// The cell's own figures, in every table of the group that can read
    /// as `m`: table and value.
    fn own_figures(
        &self,
        group: &Group,
        cell: &CellAt,
        m: &Mention,
        unit: Option<Unit>,
    ) -> Vec<(usize, f64)> {
        group
            .tabs
            .iter()
            .filter_map(|&k| {
                self.data.tabs[k]
                    .t
                    .cell(cell.r, cell.s)
                    .and_then(|x| x.value())
                    .map(|v| (k, v))
            })
            .filter(|(k, _)| tables::scale(&self.data, *k, m, unit).is_some())
            .collect()
    }

    /// The cell's own figures as `m` would show them, as the truth.
    fn own_truth(
        &self,
        cell: &CellAt,
        m: &Mention,
        unit: Option<Unit>,
        own: &[(usize, f64)],
    ) -> Vec<Truth> {
        own.iter()
            .map(|(k, v)| {
                let scale = tables::scale(&self.data, *k, m, unit).unwrap_or(1.0);
                let tab = &self.data.tabs[*k];
                Truth {
                    value: Some(*v),
                    shown: show(v * scale, m.low.digits(), m.kind),
                    what: self.cell_what(tab, cell.r, cell.s),
                    sources: self.data.cell_sources(tab, cell.r, cell.s),
                }
            })
            .collect()
    }

    /// Other cells of the group whose figure `m` shows, in the tables the
    /// cell has a figure in, those of the same row or column first.
    fn figure_elsewhere(
        &self,
        group: &Group,
        cell: &CellAt,
        m: &Mention,
        unit: Option<Unit>,
        own: &[(usize, f64)],
    ) -> Vec<CampaignCell> {
        let mut elsewhere = Vec::new();
        for &k in &group.tabs {
            if !own.iter().any(|(o, _)| *o == k) {
                continue;
            }
            let tb = self.data.tabs[k].t;
            for (ri, si) in self.index.hits(&self.data, k, m, unit) {
                elsewhere.push(CampaignCell {
                    tab: k,
                    row: tb.rows[ri].clone(),
                    series: tb.series[si].clone(),
                });
            }
        }
        elsewhere.sort_by_key(|e| (e.row != cell.r && e.series != cell.s) as u8);
        elsewhere
    }

    /// The first cell of `elsewhere` on the page whose first number shows
    /// this cell's own figure: the two were swapped.
    fn swap_among(
        &self,
        view: &Mapped,
        elsewhere: &[CampaignCell],
        own: &[(usize, f64)],
    ) -> Option<Swap> {
        elsewhere.iter().find_map(|e| {
            let (i, j) = view.map.cell_of(&e.row, &e.series)?;
            let m = view.c.nums.get(i)?.get(j)?.first()?;
            let own_v = own.iter().find(|(o, _)| *o == e.tab)?.1;
            tables::shows(&self.data, e.tab, own_v, m, view.header_unit(j)).then(|| Swap {
                cell: e.clone(),
                i,
                j,
                m: m.clone(),
            })
        })
    }

    fn report_swap(
        &mut self,
        view: &Mapped,
        at: usize,
        m: &Mention,
        cell: &CellAt,
        swap: &Swap,
        mut truth: Vec<Truth>,
    ) {
        let (r, s) = (cell.r, cell.s);
        let (r2, s2) = (&swap.cell.row, &swap.cell.series);
        let tab = &self.data.tabs[swap.cell.tab];
        let theirs = Truth {
            value: tab.t.cell(r2, s2).and_then(|x| x.value()),
            shown: m.text.clone(),
            what: self.cell_what(tab, r2, s2),
            sources: self.data.cell_sources(tab, r2, s2),
        };
        truth.retain(|x| x.what.ends_with(&format!("(table {})", tab.name)));
        truth.push(theirs);
        let other_at = view.t.rows[swap.i][swap.j].source(swap.m.start);
        self.found.push(Raw {
            at,
            what: What::Swap,
            typed: format!("{} / {}", m.text, swap.m.text),
            message: format!(
                "swapped cells: `{}` ({}) is {}'s figure at {r2}, and `{}` ({}) is {}'s at {r}",
                m.text,
                view.here(cell.i, cell.j),
                self.data.subject_label(s2),
                swap.m.text,
                view.here(swap.i, swap.j),
                self.data.subject_label(s),
            ),
            truth,
            other: Some(other_at),
        });
    }

    fn report_wrong_cell(
        &mut self,
        at: usize,
        m: &Mention,
        here: &str,
        other: &CampaignCell,
        own_truth: Vec<Truth>,
    ) {
        let (r2, s2) = (&other.row, &other.series);
        let tab = &self.data.tabs[other.tab];
        let mut truth = own_truth;
        truth.push(Truth {
            value: tab.t.cell(r2, s2).and_then(|x| x.value()),
            shown: m.text.clone(),
            what: self.cell_what(tab, r2, s2),
            sources: self.data.cell_sources(tab, r2, s2),
        });
        let message = format!(
            "`{}` ({here}) is not this cell's figure ({}); it is {}'s at {r2}",
            m.text,
            truth[0].shown,
            self.data.subject_label(s2),
        );
        self.found.push(Raw {
            at,
            what: What::WrongCell,
            typed: m.text.clone(),
            message,
            truth,
            other: None,
        });
    }

    /// A figure where the campaign has none: the cell was not completed,
    /// or its runs were left out (a run's value shown all the same).
    fn no_value(&mut self, at: usize, m: &Mention, group: &Group, r: &str, s: &str, here: &str) {
        let mut truth = Vec::new();
        let mut why = Vec::new();
        for &k in &group.tabs {
            let tab = &self.data.tabs[k];
            let Some(cell) = tab.t.cell(r, s) else {
                continue;
            };
            if let crate::results::Outcome::NotCompleted { reason } = &cell.outcome {
                why.push(format!("not completed ({reason})"));
            }
            for run in &cell.runs {
                let Some(v) = run.value else { continue };
                let Some(left) = run.exclusion(tab.exclude_failed()) else {
                    continue;
                };
                if tables::shows(&self.data, k, v, m, None) {
                    truth.push(Truth {
                        value: Some(v),
                        shown: m.text.clone(),
                        what: format!(
                            "run {} of {} at {r} (table {}), left out: {left}",
                            run.run.as_deref().unwrap_or("?"),
                            self.data.subject_label(s),
                            tab.name
                        ),
                        sources: vec![format!("{}:{}", tab.t.file, run.line)],
                    });
                }
            }
        }
        if why.is_empty() && truth.is_empty() {
            return;
        }
        why.sort();
        why.dedup();
        self.found.push(Raw {
            at,
            what: What::NoValue,
            typed: m.text.clone(),
            message: format!(
                "`{}` ({here}): the campaign has no value for {} at {r}{}",
                m.text,
                self.data.subject_label(s),
                if why.is_empty() {
                    String::new()
                } else {
                    format!(": {}", why.join(", "))
                }
            ),
            truth,
            other: None,
        });
    }

    /// A table that maps onto no campaign table: each cell read as prose,
    /// its row label and header naming what it is about.
    fn loose_table(&mut self, t: &Table, ctx: &Ctx) {
        for row in &t.rows {
            let label = row.first().map_or(String::new(), |p| p.text.clone());
            for (j, cell) in row.iter().enumerate() {
                let head = t
                    .header
                    .as_ref()
                    .and_then(|h| h.get(j))
                    .map_or(String::new(), |p| p.text.clone());
                if j == 0 && row.len() > 1 {
                    continue;
                }
                self.cell_as_prose(cell, &label, &head, ctx);
            }
        }
    }

    fn cell_as_prose(&mut self, cell: &Piece, label: &str, head: &str, ctx: &Ctx) {
        let mut cctx = ctx.clone();
        let around = format!("{label} | {head}");
        let ms = mentions::mentions(&around, self.lang);
        for (_, _, ks) in self.data.series_in(&around) {
            for k in ks {
                if !cctx.extra_series.contains(&k) {
                    cctx.extra_series.push(k);
                }
            }
        }
        for (_, _, ks) in self.data.rows_in(&around, &ms) {
            for k in ks {
                if !cctx.extra_rows.contains(&k) {
                    cctx.extra_rows.push(k);
                }
            }
        }
        let unit = tables::unit_in(head);
        let text = &cell.text;
        let ms = mentions::mentions(text, self.lang);
        let s_ents = self.data.series_in(text);
        let r_ents = self.rows_by_part(text, &ms, &[]);
        let all = 0..text.len();
        let cls = vec![all.clone()];
        for m in &ms {
            if covers(&s_ents, m.start) || covers(&r_ents.sentences, m.start) {
                continue;
            }
            let mut m = m.clone();
            if m.unit.is_none() && m.kind == Kind::Plain {
                m.unit = unit;
            }
            let sc = self.scope_at(m.start, &all, &cls, &s_ents, &r_ents, &cctx);
            self.number(cell, &m, &sc, &cctx, false);
        }
    }

    /// A statement against the data.
    fn statement(
        &mut self,
        p: &Piece,
        sentence: &str,
        offset: usize,
        st: &Statement,
        sc: &Scoped,
        ctx: &Ctx,
    ) {
        let at = p.source(offset + st.start);
        let words = sentence[st.start..st.end].to_owned();
        let scope = &sc.scope;
        let tables: Vec<String> = if !scope.tables.is_empty() {
            scope.tables.clone()
        } else if !ctx.section_tables.is_empty() && !sc.rows_named {
            ctx.section_tables.clone()
        } else {
            self.data.tabs.iter().map(|t| t.name.to_owned()).collect()
        };
        match st.class {
            Class::NoErrors => self.no_errors(at, &words, st, scope, &tables),
            Class::Leads => self.leads(at, &words, sentence, st, sc, &tables),
            Class::RoughlyEqual => self.equal(at, &words, sc, &tables),
        }
    }

    /// `no errors`: no cell of the scope records an error, in a run or
    /// as a rate.
    fn no_errors(
        &mut self,
        at: usize,
        words: &str,
        st: &Statement,
        scope: &Scope,
        tables: &[String],
    ) {
        let counts = error_counts(st.completed_only);
        let mut known = false;
        let mut evidence: Vec<Truth> = Vec::new();
        for name in tables {
            if let Some(found) = self.errors_in(name, counts, st, scope) {
                known = true;
                evidence.extend(found);
            }
        }
        if !known || evidence.is_empty() {
            return;
        }
        let n = evidence.len();
        let message = format!(
            "`{words}` is false for {}: {n} {} errors",
            self.describe(scope),
            if n == 1 {
                "cell or run records"
            } else {
                "cells or runs record"
            }
        );
        self.false_statement(at, words, message, evidence);
    }

    /// The errors the cells of table `name` in `scope` record; `None` when
    /// the table records no errors of the kind or has no cell there.
    fn errors_in(
        &self,
        name: &str,
        counts: &[Count],
        st: &Statement,
        scope: &Scope,
    ) -> Option<Vec<Truth>> {
        let tab = self.data.tab(name)?;
        let has_counts = counts.iter().any(|c| tab.spec.count_column(*c).is_some());
        let rate = match tab.errors {
            Some(Errors::Requests) => true,
            Some(Errors::Connections) => !st.completed_only,
            None => false,
        };
        if !has_counts && !rate {
            return None;
        }
        let mut known = false;
        let mut evidence = Vec::new();
        for r in tab.t.rows.iter().filter(|r| in_or_any(&scope.rows, r)) {
            for s in tab.t.series.iter().filter(|s| in_or_any(&scope.series, s)) {
                let Some(cell) = tab.t.cell(r, s) else {
                    continue;
                };
                known = true;
                if has_counts {
                    for e in self.data.run_errors(tab, r, s, st.reported_only, counts) {
                        let (source, shown) = e.split_once(": ").unwrap_or((&e, &e));
                        evidence.push(Truth {
                            value: None,
                            shown: shown.to_owned(),
                            what: self.cell_what(tab, r, s),
                            sources: vec![source.to_owned()],
                        });
                    }
                }
                if rate && let Some(v) = cell.value().filter(|v| *v > 0.0) {
                    evidence.push(self.error_rate_truth(tab, r, s, v));
                }
            }
        }
        known.then_some(evidence)
    }

    /// A cell's error rate above zero, as evidence.
    fn error_rate_truth(&self, tab: &Tab, r: &str, s: &str, v: f64) -> Truth {
        let of = if tab.errors == Some(Errors::Connections) {
            "of connections failed"
        } else {
            "of requests failed"
        };
        Truth {
            value: Some(v),
            shown: format!("{} {of}", show(v * 100.0, 2, Kind::Percent)),
            what: self.cell_what(tab, r, s),
            sources: self.data.cell_sources(tab, r, s),
        }
    }

    /// A cell of a campaign table, named for a reader.
    fn cell_what(&self, tab: &Tab, r: &str, s: &str) -> String {
        format!("{} at {r} (table {})", self.data.subject_label(s), tab.name)
    }

    /// A statement found false, with at most six pieces of evidence.
    fn false_statement(&mut self, at: usize, words: &str, message: String, mut truth: Vec<Truth>) {
        truth.truncate(6);
        self.found.push(Raw {
            at,
            what: What::FalseStatement,
            typed: words.to_owned(),
            message,
            truth,
            other: None,
        });
    }

    /// Tables of values (not error rates) among `tables` that have `series`.
    fn value_tables(&self, tables: &[String], series: &[String]) -> Vec<String> {
        tables
            .iter()
            .filter(|n| {
                self.data.tab(n).is_some_and(|t| {
                    t.errors.is_none()
                        && !t.percent_unit
                        && series.iter().all(|s| t.t.has_series(s))
                })
            })
            .cloned()
            .collect()
    }

    /// The figures pcdocs computes for `decls` on the campaign, as a page
    /// declaring them would.
    fn evaluate(&self, decls: &IndexMap<String, Declared>) -> Option<PageFigures> {
        crate::compute::figures::evaluate(
            self.data.c,
            decls,
            &IndexMap::new(),
            &IndexMap::new(),
            &IndexMap::new(),
        )
        .ok()
    }

    /// `leads`: the first series named where the words are is ahead of
    /// every other in each row of the scope, beyond the tie.
    fn leads(
        &mut self,
        at: usize,
        words: &str,
        sentence: &str,
        st: &Statement,
        sc: &Scoped,
        tables: &[String],
    ) {
        let ents = self.data.series_in(sentence);
        let before: Vec<&(usize, usize, Vec<String>)> =
            ents.iter().filter(|(s, _, _)| *s < st.start).collect();
        let group: Vec<String> = match before.last().or(ents.first().as_ref()) {
            Some((_, _, ks)) => ks.clone(),
            None => return,
        };
        // "leads nginx by 14%", 領先 nginx: a comparison with one series,
        // not the lead of all.
        if ents
            .iter()
            .any(|(s, _, _)| *s >= st.end && sentence[st.end..*s].trim().chars().count() <= 2)
        {
            return;
        }
        let tabs = self.value_tables(tables, &group[..1]);
        let tabs = tabs
            .iter()
            .map(|name| self.lead_in(name, &group, &sc.scope));
        let Some(failures) = failures_across(tabs) else {
            return;
        };
        let n = failures.len();
        let message = format!(
            "`{words}` is false: {} does not lead {} {}",
            group
                .iter()
                .map(|k| self.data.subject_label(k))
                .collect::<Vec<_>>()
                .join(", "),
            n,
            if n == 1 { "row" } else { "rows" }
        );
        self.false_statement(at, words, message, failures);
    }

    /// Whether `group` leads in table `name`, over the rows of `scope`
    /// that have values.
    fn lead_in(&self, name: &str, group: &[String], scope: &Scope) -> InTable {
        let Some(tab) = self.data.tab(name) else {
            return InTable::Unknown;
        };
        let rows: Vec<String> = tab
            .t
            .rows
            .iter()
            .filter(|r| in_or_any(&scope.rows, r))
            .filter(|r| row_values(tab, r).next().is_some())
            .cloned()
            .collect();
        let members: Vec<String> = group
            .iter()
            .filter(|g| tab.t.has_series(g))
            .cloned()
            .collect();
        if rows.is_empty() || members.is_empty() {
            return InTable::Unknown;
        }
        let mut decls = IndexMap::new();
        decls.insert(
            "leads".to_owned(),
            Declared {
                decl: Decl::GroupLeads(GroupLeads {
                    table: name.to_owned(),
                    rows: rows.clone(),
                    group: members.clone(),
                    naming: Default::default(),
                    item: None,
                }),
                for_rows: Vec::new(),
            },
        );
        let Some(page) = self.evaluate(&decls) else {
            return InTable::Unknown;
        };
        let Some(d) = page.decisions.get("leads") else {
            return InTable::Unknown;
        };
        if d.value == "all" {
            return InTable::Holds;
        }
        InTable::Fails(
            rows.iter()
                .filter_map(|r| self.row_not_led(tab, r, &members))
                .collect(),
        )
    }

    /// Row `r` of `tab` where no series of `members` is ahead of the best
    /// other one: the two, as evidence.
    fn row_not_led(&self, tab: &Tab, r: &str, members: &[String]) -> Option<Truth> {
        let tie = self.data.c.manifest.comparison.tie_within;
        let mut vals: Vec<(&String, f64)> = row_values(tab, r).collect();
        vals.sort_by(|a, b| b.1.total_cmp(&a.1));
        let (m, mv) = *vals.iter().find(|(s, _)| members.contains(s))?;
        let (o, ov) = *vals.iter().find(|(s, _)| !members.contains(s))?;
        let standing = crate::compute::compare(mv, ov, tie);
        if standing == Ok(crate::compute::Standing::Ahead) {
            return None;
        }
        Some(Truth {
            value: Some(ov),
            shown: format!(
                "{} {} against {} {}{}",
                self.data.subject_label(o),
                show(ov, 0, Kind::Plain),
                self.data.subject_label(m),
                show(mv, 0, Kind::Plain),
                if standing == Ok(crate::compute::Standing::Even) {
                    format!(" (within the campaign's tie of {}%)", tie * 100.0)
                } else {
                    String::new()
                }
            ),
            what: format!("row {r} (table {})", tab.name),
            sources: [
                self.data.cell_sources(tab, r, o),
                self.data.cell_sources(tab, r, m),
            ]
            .concat(),
        })
    }

    /// `roughly equal`: every two series of the scope even, within the
    /// tie, in each row.
    fn equal(&mut self, at: usize, words: &str, sc: &Scoped, tables: &[String]) {
        let series = &sc.scope.series;
        if series.len() < 2 {
            return;
        }
        let tabs = self.value_tables(tables, &series[..1]);
        let tabs = tabs
            .iter()
            .map(|name| self.even_in(name, series, &sc.scope));
        let Some(failures) = failures_across(tabs) else {
            return;
        };
        let message = format!("`{words}` is false for {}", self.describe(&sc.scope));
        self.false_statement(at, words, message, failures);
    }

    /// Whether every two of `series` are even in table `name`, over the
    /// rows of `scope`.
    fn even_in(&self, name: &str, series: &[String], scope: &Scope) -> InTable {
        let Some(tab) = self.data.tab(name) else {
            return InTable::Unknown;
        };
        let members: Vec<&String> = series.iter().filter(|s| tab.t.has_series(s)).collect();
        if members.len() < 2 {
            return InTable::Unknown;
        }
        let pairs = pairs_to_compare(tab, &members, scope);
        if pairs.is_empty() {
            return InTable::Unknown;
        }
        let decls: IndexMap<String, Declared> = pairs
            .iter()
            .map(|p| {
                let of = [
                    format!("{name}/{}/{}", p.row, p.a),
                    format!("{name}/{}/{}", p.row, p.b),
                ];
                let decl = Decl::Standing {
                    of,
                    tie_within: None,
                };
                let for_rows = Vec::new();
                (p.id.clone(), Declared { decl, for_rows })
            })
            .collect();
        let Some(page) = self.evaluate(&decls) else {
            return InTable::Unknown;
        };
        let uneven: Vec<Truth> = pairs
            .iter()
            .filter(|p| page.decisions.get(&p.id).is_some_and(|d| d.value != "even"))
            .map(|p| self.uneven_truth(tab, p))
            .collect();
        if uneven.is_empty() {
            InTable::Holds
        } else {
            InTable::Fails(uneven)
        }
    }

    /// Two cells found not even, as evidence.
    fn uneven_truth(&self, tab: &Tab, p: &Pair) -> Truth {
        let tie = self.data.c.manifest.comparison.tie_within;
        let (r, a, b) = (&p.row, &p.a, &p.b);
        let va = tab.t.cell(r, a).and_then(|c| c.value()).unwrap_or(f64::NAN);
        let vb = tab.t.cell(r, b).and_then(|c| c.value()).unwrap_or(f64::NAN);
        Truth {
            value: Some(va / vb),
            shown: format!(
                "{} ÷ {} = {} ({} against {}), beyond the campaign's tie of {}%",
                self.data.subject_label(a),
                self.data.subject_label(b),
                show(va / vb, 3, Kind::Multiple),
                show(va, 0, Kind::Plain),
                show(vb, 0, Kind::Plain),
                tie * 100.0
            ),
            what: format!("row {r} (table {})", tab.name),
            sources: [
                self.data.cell_sources(tab, r, a),
                self.data.cell_sources(tab, r, b),
            ]
            .concat(),
        }
    }
}

/// What a statement comes to in one table.
enum InTable {
    /// The table cannot tell.
    Unknown,
    Holds,
    /// False, with the evidence (none: false, but nothing to show).
    Fails(Vec<Truth>),
}

/// The evidence against a statement over its tables in order, if it has
/// some and no table makes it true; tables after one that does are not
/// looked at.
fn failures_across(tables: impl Iterator<Item = InTable>) -> Option<Vec<Truth>> {
    let mut failures = Vec::new();
    for t in tables {
        match t {
            InTable::Unknown => {}
            InTable::Holds => return None,
            InTable::Fails(f) => failures.extend(f),
        }
    }
    (!failures.is_empty()).then_some(failures)
}

/// The error counts a `no errors` statement is about: failures and
/// non-2xx answers only when it speaks of completed requests.
fn error_counts(completed_only: bool) -> &'static [Count] {
    if completed_only {
        &[Count::Failed, Count::Non2xx]
    } else {
        &[
            Count::Failed,
            Count::Timeouts,
            Count::Non2xx,
            Count::ConnectErrors,
            Count::ReadErrors,
            Count::WriteErrors,
            Count::Stalled,
        ]
    }
}

/// Whether `key` is among `named`, or nothing was named.
fn in_or_any(named: &[String], key: &str) -> bool {
    named.is_empty() || named.iter().any(|n| n == key)
}

/// The series of row `r` of `tab` that have a value, with it.
fn row_values<'t>(tab: &'t Tab, r: &'t str) -> impl Iterator<Item = (&'t String, f64)> + 't {
    tab.t
        .series
        .iter()
        .filter_map(move |s| tab.t.cell(r, s).and_then(|c| c.value()).map(|v| (s, v)))
}

/// Two series of a row to compare, and the name of the decision asked.
struct Pair {
    id: String,
    row: String,
    a: String,
    b: String,
}

/// Every two of `members` in each row of `scope` where both have values,
/// in row order.
fn pairs_to_compare(tab: &Tab, members: &[&String], scope: &Scope) -> Vec<Pair> {
    let mut pairs = Vec::new();
    for r in tab.t.rows.iter().filter(|r| in_or_any(&scope.rows, r)) {
        let valued = |s: &str| tab.t.cell(r, s).and_then(|c| c.value()).is_some();
        for (x, a) in members.iter().enumerate() {
            for b in &members[x + 1..] {
                if valued(a) && valued(b) {
                    pairs.push(Pair {
                        id: format!("even-{}", pairs.len()),
                        row: r.clone(),
                        a: (*a).clone(),
                        b: (*b).clone(),
                    });
                }
            }
        }
    }
    pairs
}

/// A page table mapped onto a group of campaign tables.
struct Mapped<'a> {
    t: &'a Table,
    c: &'a Cells,
    map: &'a Mapping,
    group: Group,
}

impl Mapped<'_> {
    /// Row `i`'s label, as written.
    fn label(&self, i: usize) -> String {
        self.map
            .label_col
            .and_then(|l| self.t.rows[i].get(l))
            .map_or(String::new(), |p| p.text.trim().to_owned())
    }

    /// Column `j`'s header, as written.
    fn col(&self, j: usize) -> String {
        self.t
            .header
            .as_ref()
            .and_then(|h| h.get(j))
            .map_or(String::new(), |p| p.text.trim().to_owned())
    }

    /// The unit column `j`'s header gives.
    fn header_unit(&self, j: usize) -> Option<Unit> {
        self.c.units.get(j).copied().flatten()
    }

    /// Where cell (`i`, `j`) is, for a message.
    fn here(&self, i: usize, j: usize) -> String {
        format!("row `{}`, column `{}`", self.label(i), self.col(j))
    }
}

/// A cell of a mapped page table (row `i`, column `j`) and the campaign
/// row and series it maps onto.
struct CellAt<'a> {
    i: usize,
    j: usize,
    r: &'a str,
    s: &'a str,
}

/// A cell of a campaign table: the table's index, its row and series.
#[derive(Clone)]
struct CampaignCell {
    tab: usize,
    row: String,
    series: String,
}

/// Another cell of the page (row `i`, column `j`, its first number `m`)
/// holding this cell's figure, while this one holds `cell`'s.
struct Swap {
    cell: CampaignCell,
    i: usize,
    j: usize,
    m: Mention,
}

impl crate::audit::data::Tab<'_> {
    pub fn exclude_failed(&self) -> bool {
        self.t.exclude_failed_runs
    }
}

/// What was not named where a number is may have been meant more widely:
/// the series the prose was about before (a list under "For Pingclair
/// main:"), any other when the clause names fewer than two, rows of other
/// sections. The scopes to try next, in order.
fn wider_scopes(sc: &Scoped, ctx: &Ctx) -> Vec<Scope> {
    let mut wider = sc.scope.clone();
    if !sc.series_named {
        wider.series.clear();
    }
    if !sc.rows_named {
        wider.rows.clear();
        wider.tables.clear();
    }
    let mut tries = Vec::new();
    if ctx.in_item && sc.series_named && sc.before.iter().any(|k| !wider.series.contains(k)) {
        let mut with_before = wider.clone();
        for k in &sc.before {
            if !with_before.series.contains(k) {
                with_before.series.push(k.clone());
            }
        }
        tries.push(with_before);
    }
    if sc.clause_series < 2 {
        wider.relaxed = true;
    }
    tries.push(wider);
    tries
}

/// Whether a number is written as a figure to look at whatever it is: a
/// percentage, a multiple, with a unit, approximate, a bound, a range, or
/// in a table's cell.
fn looked_at(m: &Mention, in_cell: bool) -> bool {
    m.kind != Kind::Plain
        || m.unit.is_some()
        || m.approx
        || m.bound.is_some()
        || m.high.is_some()
        || in_cell
}

/// A bare number is a figure to look at only when it is a near miss of
/// one: three significant digits, within 2% of a value of `readings`.
fn near_miss(m: &Mention, readings: &[Reading]) -> bool {
    let near = readings
        .iter()
        .flat_map(|r| &r.figs)
        .any(|f| (f.value - m.low.value).abs() <= 0.02 * m.low.value.abs());
    significant(m) >= 3 && near
}

/// What is wrong with a number no reading of `scope` makes true.
fn unmatched(m: &Mention, scope: &str) -> (What, String) {
    if m.high.is_some() {
        (
            What::FalseRange,
            format!(
                "no reading of `{}` holds for {scope}: every figure of a reading must fall within its ends{}",
                m.text,
                if m.approx { ", give or take 2%" } else { "" }
            ),
        )
    } else if m.approx || m.bound.is_some() {
        (
            What::FalseApproximation,
            format!(
                "`{}` is not near any figure of {scope}{}",
                m.text,
                if m.approx {
                    " (within half a unit of its last digit and 2%)"
                } else {
                    ""
                }
            ),
        )
    } else {
        (
            What::Unmatched,
            format!(
                "`{}` matches no figure of {scope} at the precision shown",
                m.text
            ),
        )
    }
}

/// Significant digits written (`12,962`: 5; `70,000`: 1; `0.44`: 2).
fn significant(m: &Mention) -> usize {
    let t: String = m.text.chars().filter(char::is_ascii_digit).collect();
    let t = t.trim_start_matches('0');
    if m.low.exp > 0 {
        t.len().saturating_sub(m.low.exp as usize)
    } else {
        t.len()
    }
}

fn tol(m: &Mention, n: Num) -> f64 {
    n.half_unit() + if m.approx { 0.02 * n.value.abs() } else { 0.0 }
}

/// Whether some reading makes `m` true.
fn holds(m: &Mention, readings: &[Reading]) -> bool {
    let x = m.low.value;
    let mag = |v: f64| if m.kind == Kind::Plain { v } else { v.abs() };
    if let Some(h) = m.high {
        let (lo, hi) = (x - tol(m, m.low), h.value + tol(m, h));
        return readings
            .iter()
            .any(|r| !r.figs.is_empty() && r.figs.iter().all(|f| f.value >= lo && f.value <= hi));
    }
    let figs = || readings.iter().flat_map(|r| &r.figs);
    if let Some(b) = m.bound {
        let slack = if m.approx { tol(m, m.low) } else { 0.0 };
        return figs().any(|f| {
            let v = mag(f.value);
            match b {
                Bound::Below => v < x + slack,
                Bound::Above => v > x - slack,
                Bound::AtMost => v <= x + m.low.half_unit() + slack,
                Bound::AtLeast => v >= x - m.low.half_unit() - slack,
            }
        });
    }
    if m.approx {
        let t = tol(m, m.low);
        return figs().any(|f| (f.value - x).abs() <= t);
    }
    figs().any(|f| m.low.shows(f.value))
}

/// A plain range with no unit (`ports 3001–3004`) whose ends are each a
/// figure: two numbers, not a claim about the figures between them.
fn ends_hold(m: &Mention, readings: &[Reading]) -> bool {
    let Some(h) = m.high else { return false };
    if m.kind != Kind::Plain || m.unit.is_some() || m.approx {
        return false;
    }
    let figs = || readings.iter().flat_map(|r| &r.figs);
    figs().any(|f| m.low.shows(f.value)) && figs().any(|f| h.shows(f.value))
}

/// The figures nearest `m`: those whose digits are the page's in another
/// order first (a mistyped `2.02×` for 2.20×), then by distance; each
/// shown at the page's precision, which is why it does not match.
fn nearest(m: &Mention, scoped: &[Reading], wider: &[Reading]) -> Vec<Truth> {
    let digits = |t: &str| {
        let mut d: Vec<char> = t.chars().filter(char::is_ascii_digit).collect();
        d.sort_unstable();
        d
    };
    let mine = digits(&show(m.low.value, m.low.digits(), Kind::Plain));
    let mut all: Vec<&Fig> = scoped.iter().flat_map(|r| &r.figs).collect();
    if all.is_empty() {
        all = wider.iter().flat_map(|r| &r.figs).collect();
    }
    all.sort_by(|a, b| {
        (a.value - m.low.value)
            .abs()
            .total_cmp(&(b.value - m.low.value).abs())
            .then_with(|| a.what.cmp(&b.what))
    });
    all.dedup_by(|a, b| a.what == b.what && a.value == b.value);
    let mut out: Vec<&Fig> = all
        .iter()
        .copied()
        .filter(|f| digits(&show(f.value, m.low.digits(), Kind::Plain)) == mine)
        .take(2)
        .collect();
    for f in &all {
        if out.len() >= 3 {
            break;
        }
        if !out.iter().any(|o| std::ptr::eq(*o, *f)) {
            out.push(f);
        }
    }
    out.into_iter()
        .map(|f| truth_of(f, m.low.digits(), m.kind))
        .collect()
}

/// For a range: the figures of the reading that comes closest, ratios of
/// two series first.
fn closest_reading(m: &Mention, readings: &[Reading], named: &[String]) -> Vec<Truth> {
    let (lo, hi) = (m.low.value, m.high.map_or(m.low.value, |h| h.value));
    let miss = |r: &Reading| {
        r.figs
            .iter()
            .map(|f| {
                if f.value < lo {
                    lo - f.value
                } else if f.value > hi {
                    f.value - hi
                } else {
                    0.0
                }
            })
            .fold(0.0, f64::max)
    };
    // Ratios of two series first: what a range of percentages most often
    // states.
    // The first series named against the second, as the sentence names
    // them, then other ratios of two series.
    let stated = match named {
        [a, b, ..] => format!("{a} ÷ {b}"),
        _ => String::new(),
    };
    let rank = |r: &Reading| {
        if r.label == stated {
            0
        } else if r.label.contains('−')
            || r.label.contains(" values ")
            || r.label.starts_with("rows ")
        {
            2
        } else {
            1
        }
    };
    let mut rs: Vec<&Reading> = readings.iter().filter(|r| !r.figs.is_empty()).collect();
    rs.sort_by(|a, b| {
        rank(a)
            .cmp(&rank(b))
            .then(miss(a).total_cmp(&miss(b)))
            .then_with(|| a.label.cmp(&b.label))
    });
    rs.into_iter()
        .take(1)
        .flat_map(|r| r.figs.iter().take(6))
        .map(|f| truth_of(f, m.low.digits().max(1), m.kind))
        .collect()
}
