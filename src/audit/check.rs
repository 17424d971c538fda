//! The audit itself: every table of the page mapped and its cells held
//! against the campaign's; every number of the prose held against the
//! figures its sentence can mean; every statement evaluated with pcdocs's
//! own computations and tie rule.

use super::data::{Data, Errors, Fig, Reading, Scope};
use super::mentions::{self, Kind, Mention, Num, Role};
use super::page::{Block, Lang, Page, Piece, Table};
use super::statements::{self, Class, Statement};
use super::tables::{self, Cells, Group, Index, Mapping};
use super::words::Bound;
use crate::compute::figures::{Decl, Declared, GroupLeads};
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
        let looked = m.kind != Kind::Plain
            || m.unit.is_some()
            || m.approx
            || m.bound.is_some()
            || m.high.is_some()
            || in_cell;
        let readings = self.readings(m.kind, &sc.scope, m.unit);
        if holds(m, &readings) || ends_hold(m, &readings) {
            self.counts.numbers += 1;
            return;
        }
        // What was not named where the number is may have been meant more
        // widely: the series the prose was about before (a list under "For
        // Pingclair main:"), any other when the clause names fewer than two,
        // rows of other sections.
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
            let mut relaxed = wider.clone();
            relaxed.relaxed = true;
            tries.push(relaxed);
        } else {
            tries.push(wider);
        }
        let mut more = Vec::new();
        for w in &tries {
            let r = self.readings(m.kind, w, m.unit);
            if holds(m, &r) || ends_hold(m, &r) {
                self.counts.numbers += 1;
                return;
            }
            more.extend(r.iter().cloned());
        }
        if !looked {
            // A bare number is a figure to look at only when it is a near
            // miss of one: three significant digits, within 2% of a value.
            let sig = significant(m);
            let near = more
                .iter()
                .flat_map(|r| &r.figs)
                .any(|f| (f.value - m.low.value).abs() <= 0.02 * m.low.value.abs());
            if sig < 3 || !near {
                return;
            }
        }
        self.counts.numbers += 1;
        let scope = self.describe(&sc.scope);
        let (what, message) = if m.high.is_some() {
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
        };
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
        let group = self.groups[map.group].clone();
        let header_unit = |j: usize| c.units.get(j).copied().flatten();
        let label = |i: usize| {
            map.label_col
                .and_then(|l| t.rows[i].get(l))
                .map_or(String::new(), |p| p.text.trim().to_owned())
        };
        let col = |j: usize| {
            t.header
                .as_ref()
                .and_then(|h| h.get(j))
                .map_or(String::new(), |p| p.text.trim().to_owned())
        };
        let mut reported: Vec<(usize, usize)> = Vec::new();
        for i in 0..t.rows.len() {
            for j in 0..t.rows[i].len() {
                if Some(j) == map.label_col {
                    continue;
                }
                let Some(ms) = c.nums[i].get(j) else { continue };
                let piece = &t.rows[i][j];
                let Some((r, s)) = map.keys(i, j) else {
                    // A column of computed figures (a ratio of two of the
                    // row's cells), or a row the campaign lacks: read as
                    // prose about the row's series or campaign row.
                    let mut cctx = ctx.clone();
                    cctx.cell_tables = group
                        .tabs
                        .iter()
                        .map(|&k| self.data.tabs[k].name.to_owned())
                        .collect();
                    if let Some(Some(k)) = map.rows.get(i) {
                        if map.transposed {
                            cctx.extra_series = vec![k.clone()];
                        } else {
                            cctx.extra_rows = vec![k.clone()];
                        }
                    }
                    self.cell_as_prose(piece, &label(i), &col(j), &cctx);
                    continue;
                };
                for (n, m) in ms.iter().enumerate() {
                    if m.noun.is_some() || m.kind == Kind::Multiple || m.kind == Kind::Points {
                        continue;
                    }
                    self.counts.numbers += 1;
                    let unit = header_unit(j);
                    // The cell's own figures, in every table of the group.
                    let own: Vec<(usize, f64)> = group
                        .tabs
                        .iter()
                        .filter_map(|&k| {
                            self.data.tabs[k]
                                .t
                                .cell(&r, &s)
                                .and_then(|x| x.value())
                                .map(|v| (k, v))
                        })
                        .filter(|(k, _)| tables::scale(&self.data, *k, m, unit).is_some())
                        .collect();
                    if own
                        .iter()
                        .any(|(k, v)| tables::shows(&self.data, *k, *v, m, unit))
                    {
                        continue;
                    }
                    if reported.contains(&(i, j)) {
                        continue;
                    }
                    let at = piece.source(m.start);
                    let here = format!("row `{}`, column `{}`", label(i), col(j));
                    let valued = group.tabs.iter().any(|&k| {
                        self.data.tabs[k]
                            .t
                            .cell(&r, &s)
                            .and_then(|x| x.value())
                            .is_some()
                    });
                    if own.is_empty() && valued {
                        // A number in another unit than any table's here.
                        continue;
                    }
                    if own.is_empty() {
                        if n > 0 {
                            // A note of another kind (`(1.8%)` where no
                            // table of the group has a fraction there).
                            continue;
                        }
                        self.no_value(at, m, &group, &r, &s, &here);
                        continue;
                    }
                    let own_truth: Vec<Truth> = own
                        .iter()
                        .map(|(k, v)| {
                            let tab = &self.data.tabs[*k];
                            let scale = tables::scale(&self.data, *k, m, unit).unwrap_or(1.0);
                            Truth {
                                value: Some(*v),
                                shown: show(v * scale, m.low.digits(), m.kind),
                                what: format!(
                                    "{} at {r} (table {})",
                                    self.data.subject_label(&s),
                                    tab.name
                                ),
                                sources: self.data.cell_sources(tab, &r, &s),
                            }
                        })
                        .collect();
                    // Another cell of the group whose figure this is.
                    let mut elsewhere: Vec<(usize, String, String)> = Vec::new();
                    for &k in &group.tabs {
                        if !own.iter().any(|(o, _)| *o == k) {
                            continue;
                        }
                        let tb = self.data.tabs[k].t;
                        for (ri, si) in self.index.hits(&self.data, k, m, unit) {
                            elsewhere.push((k, tb.rows[ri].clone(), tb.series[si].clone()));
                        }
                    }
                    // Prefer a cell of the same row or column.
                    elsewhere.sort_by_key(|(_, r2, s2)| (*r2 != r && *s2 != s) as u8);
                    let swap = elsewhere.iter().find_map(|(k, r2, s2)| {
                        let (i2, j2) = map.cell_of(r2, s2)?;
                        let m2 = c.nums.get(i2)?.get(j2)?.first()?;
                        let own_v = own.iter().find(|(o, _)| o == k)?.1;
                        tables::shows(&self.data, *k, own_v, m2, header_unit(j2))
                            .then(|| (*k, r2.clone(), s2.clone(), i2, j2, m2.clone()))
                    });
                    if let Some((k, r2, s2, i2, j2, m2)) = swap {
                        reported.push((i2, j2));
                        let tab = &self.data.tabs[k];
                        let other_at = t.rows[i2][j2].source(m2.start);
                        let theirs = Truth {
                            value: tab.t.cell(&r2, &s2).and_then(|x| x.value()),
                            shown: m.text.clone(),
                            what: format!(
                                "{} at {r2} (table {})",
                                self.data.subject_label(&s2),
                                tab.name
                            ),
                            sources: self.data.cell_sources(tab, &r2, &s2),
                        };
                        let mut truth = own_truth.clone();
                        truth.retain(|x| x.what.ends_with(&format!("(table {})", tab.name)));
                        truth.push(theirs);
                        self.found.push(Raw {
                            at,
                            what: What::Swap,
                            typed: format!("{} / {}", m.text, m2.text),
                            message: format!(
                                "swapped cells: `{}` ({here}) is {}'s figure at {r2}, and `{}` (row `{}`, column `{}`) is {}'s at {r}",
                                m.text,
                                self.data.subject_label(&s2),
                                m2.text,
                                label(i2),
                                col(j2),
                                self.data.subject_label(&s),
                            ),
                            truth,
                            other: Some(other_at),
                        });
                        continue;
                    }
                    if let Some((k, r2, s2)) = elsewhere.first() {
                        let tab = &self.data.tabs[*k];
                        let mut truth = own_truth.clone();
                        truth.push(Truth {
                            value: tab.t.cell(r2, s2).and_then(|x| x.value()),
                            shown: m.text.clone(),
                            what: format!(
                                "{} at {r2} (table {})",
                                self.data.subject_label(s2),
                                tab.name
                            ),
                            sources: self.data.cell_sources(tab, r2, s2),
                        });
                        self.found.push(Raw {
                            at,
                            what: What::WrongCell,
                            typed: m.text.clone(),
                            message: format!(
                                "`{}` ({here}) is not this cell's figure ({}); it is {}'s at {r2}",
                                m.text,
                                own_truth.first().map_or(String::new(), |x| x.shown.clone()),
                                self.data.subject_label(s2),
                            ),
                            truth,
                            other: None,
                        });
                        continue;
                    }
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
        }
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
            Class::NoErrors => self.no_errors(at, &words, sentence, st, scope, &tables),
            Class::Leads => self.leads(at, &words, sentence, st, sc, &tables),
            Class::RoughlyEqual => self.equal(at, &words, sentence, sc, &tables),
        }
    }

    fn no_errors(
        &mut self,
        at: usize,
        words: &str,
        sentence: &str,
        st: &Statement,
        scope: &Scope,
        tables: &[String],
    ) {
        let counts: &[Count] = if st.completed_only {
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
        };
        let mut known = false;
        let mut evidence: Vec<Truth> = Vec::new();
        for name in tables {
            let Some(tab) = self.data.tab(name) else {
                continue;
            };
            let has_counts = counts.iter().any(|c| tab.spec.count_column(*c).is_some());
            let rate = match tab.errors {
                Some(Errors::Requests) => true,
                Some(Errors::Connections) => !st.completed_only,
                None => false,
            };
            if !has_counts && !rate {
                continue;
            }
            for r in &tab.t.rows {
                if !scope.rows.is_empty() && !scope.rows.contains(r) {
                    continue;
                }
                for s in &tab.t.series {
                    if !scope.series.is_empty() && !scope.series.contains(s) {
                        continue;
                    }
                    let Some(cell) = tab.t.cell(r, s) else {
                        continue;
                    };
                    known = true;
                    if has_counts {
                        for e in self.data.run_errors(tab, r, s, st.reported_only, counts) {
                            evidence.push(Truth {
                                value: None,
                                shown: e.split_once(": ").map_or(e.clone(), |(_, b)| b.to_owned()),
                                what: format!(
                                    "{} at {r} (table {})",
                                    self.data.subject_label(s),
                                    tab.name
                                ),
                                sources: vec![
                                    e.split_once(": ").map_or(e.clone(), |(a, _)| a.to_owned()),
                                ],
                            });
                        }
                    }
                    if rate && let Some(v) = cell.value().filter(|v| *v > 0.0) {
                        evidence.push(Truth {
                            value: Some(v),
                            shown: format!(
                                "{} {}",
                                show(v * 100.0, 2, Kind::Percent),
                                if tab.errors == Some(Errors::Connections) {
                                    "of connections failed"
                                } else {
                                    "of requests failed"
                                }
                            ),
                            what: format!(
                                "{} at {r} (table {})",
                                self.data.subject_label(s),
                                tab.name
                            ),
                            sources: self.data.cell_sources(tab, r, s),
                        });
                    }
                }
            }
        }
        if !known || evidence.is_empty() {
            return;
        }
        let _ = sentence;
        let n = evidence.len();
        evidence.truncate(6);
        self.found.push(Raw {
            at,
            what: What::FalseStatement,
            typed: words.to_owned(),
            message: format!(
                "`{words}` is false for {}: {n} {} errors",
                self.describe(scope),
                if n == 1 {
                    "cell or run records"
                } else {
                    "cells or runs record"
                }
            ),
            truth: evidence,
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

    fn leads(
        &mut self,
        at: usize,
        words: &str,
        sentence: &str,
        st: &Statement,
        sc: &Scoped,
        tables: &[String],
    ) {
        // The leader is the first series named where the words are.
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
        let mut failures: Vec<Truth> = Vec::new();
        let mut any_true = false;
        let mut any_known = false;
        for name in &tabs {
            let Some(tab) = self.data.tab(name) else {
                continue;
            };
            let rows: Vec<String> = tab
                .t
                .rows
                .iter()
                .filter(|r| sc.scope.rows.is_empty() || sc.scope.rows.contains(r))
                .filter(|r| {
                    tab.t
                        .series
                        .iter()
                        .any(|s| tab.t.cell(r, s).and_then(|c| c.value()).is_some())
                })
                .cloned()
                .collect();
            if rows.is_empty() {
                continue;
            }
            let members: Vec<String> = group
                .iter()
                .filter(|g| tab.t.has_series(g))
                .cloned()
                .collect();
            if members.is_empty() {
                continue;
            }
            let mut decls = IndexMap::new();
            decls.insert(
                "leads".to_owned(),
                Declared {
                    decl: Decl::GroupLeads(GroupLeads {
                        table: name.clone(),
                        rows: rows.clone(),
                        group: members.clone(),
                        naming: Default::default(),
                        item: None,
                    }),
                    for_rows: Vec::new(),
                },
            );
            let Ok(page) = crate::compute::figures::evaluate(
                self.data.c,
                &decls,
                &IndexMap::new(),
                &IndexMap::new(),
                &IndexMap::new(),
            ) else {
                continue;
            };
            let Some(d) = page.decisions.get("leads") else {
                continue;
            };
            any_known = true;
            if d.value == "all" {
                any_true = true;
                break;
            }
            let tie = self.data.c.manifest.comparison.tie_within;
            for r in &rows {
                let mut vals: Vec<(String, f64)> = tab
                    .t
                    .series
                    .iter()
                    .filter_map(|s| {
                        tab.t
                            .cell(r, s)
                            .and_then(|c| c.value())
                            .map(|v| (s.clone(), v))
                    })
                    .collect();
                vals.sort_by(|a, b| b.1.total_cmp(&a.1));
                let best_member = vals.iter().find(|(s, _)| members.contains(s));
                let best_other = vals.iter().find(|(s, _)| !members.contains(s));
                if let (Some(m), Some(o)) = (best_member, best_other) {
                    let standing = crate::compute::compare(m.1, o.1, tie);
                    if standing != Ok(crate::compute::Standing::Ahead) {
                        failures.push(Truth {
                            value: Some(o.1),
                            shown: format!(
                                "{} {} against {} {}{}",
                                self.data.subject_label(&o.0),
                                show(o.1, 0, Kind::Plain),
                                self.data.subject_label(&m.0),
                                show(m.1, 0, Kind::Plain),
                                if standing == Ok(crate::compute::Standing::Even) {
                                    format!(" (within the campaign's tie of {}%)", tie * 100.0)
                                } else {
                                    String::new()
                                }
                            ),
                            what: format!("row {r} (table {name})"),
                            sources: [
                                self.data.cell_sources(tab, r, &o.0),
                                self.data.cell_sources(tab, r, &m.0),
                            ]
                            .concat(),
                        });
                    }
                }
            }
        }
        if any_true || !any_known || failures.is_empty() {
            return;
        }
        let n = failures.len();
        failures.truncate(6);
        self.found.push(Raw {
            at,
            what: What::FalseStatement,
            typed: words.to_owned(),
            message: format!(
                "`{words}` is false: {} does not lead {} {}",
                group
                    .iter()
                    .map(|k| self.data.subject_label(k))
                    .collect::<Vec<_>>()
                    .join(", "),
                n,
                if n == 1 { "row" } else { "rows" }
            ),
            truth: failures,
            other: None,
        });
    }

    fn equal(&mut self, at: usize, words: &str, sentence: &str, sc: &Scoped, tables: &[String]) {
        let series = &sc.scope.series;
        if series.len() < 2 {
            return;
        }
        let _ = sentence;
        let tie = self.data.c.manifest.comparison.tie_within;
        let tabs = self.value_tables(tables, &series[..1]);
        let mut failures = Vec::new();
        let mut any_true = false;
        let mut any_known = false;
        for name in &tabs {
            let Some(tab) = self.data.tab(name) else {
                continue;
            };
            let members: Vec<&String> = series.iter().filter(|s| tab.t.has_series(s)).collect();
            if members.len() < 2 {
                continue;
            }
            let mut decls = IndexMap::new();
            let mut asked = Vec::new();
            for r in &tab.t.rows {
                if !sc.scope.rows.is_empty() && !sc.scope.rows.contains(r) {
                    continue;
                }
                for (x, a) in members.iter().enumerate() {
                    for b in &members[x + 1..] {
                        let ok = |s: &str| tab.t.cell(r, s).and_then(|c| c.value()).is_some();
                        if !ok(a) || !ok(b) {
                            continue;
                        }
                        let id = format!("even-{}", asked.len());
                        decls.insert(
                            id.clone(),
                            Declared {
                                decl: Decl::Standing {
                                    of: [format!("{name}/{r}/{a}"), format!("{name}/{r}/{b}")],
                                    tie_within: None,
                                },
                                for_rows: Vec::new(),
                            },
                        );
                        asked.push((id, r.clone(), (*a).clone(), (*b).clone()));
                    }
                }
            }
            if asked.is_empty() {
                continue;
            }
            let Ok(page) = crate::compute::figures::evaluate(
                self.data.c,
                &decls,
                &IndexMap::new(),
                &IndexMap::new(),
                &IndexMap::new(),
            ) else {
                continue;
            };
            any_known = true;
            let mut this = Vec::new();
            for (id, r, a, b) in &asked {
                let Some(d) = page.decisions.get(id) else {
                    continue;
                };
                if d.value != "even" {
                    let va = tab.t.cell(r, a).and_then(|c| c.value()).unwrap_or(f64::NAN);
                    let vb = tab.t.cell(r, b).and_then(|c| c.value()).unwrap_or(f64::NAN);
                    this.push(Truth {
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
                        what: format!("row {r} (table {name})"),
                        sources: [
                            self.data.cell_sources(tab, r, a),
                            self.data.cell_sources(tab, r, b),
                        ]
                        .concat(),
                    });
                }
            }
            if this.is_empty() {
                any_true = true;
                break;
            }
            failures.extend(this);
        }
        if any_true || !any_known || failures.is_empty() {
            return;
        }
        failures.truncate(6);
        self.found.push(Raw {
            at,
            what: What::FalseStatement,
            typed: words.to_owned(),
            message: format!("`{words}` is false for {}", self.describe(&sc.scope)),
            truth: failures,
            other: None,
        });
    }
}

impl crate::audit::data::Tab<'_> {
    pub fn exclude_failed(&self) -> bool {
        self.t.exclude_failed_runs
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
