//! Mapping a hand-typed table onto the campaign: which campaign rows and
//! series its rows and columns are, in either orientation. Labels count
//! first (a row key, a subject's name or label, `c500` for `500`, the
//! facts that describe a row, with versions and case aside); the numbers
//! decide the rest, so a table whose labels are translated, or differ
//! from the keys, still maps, and a pair of swapped cells is two cells out
//! of many that agree.

use super::data::Data;
use super::mentions::{self, Kind, Mention, Role};
use super::page::{Lang, Table};
use super::words::Unit;
use std::cell::RefCell;
use std::collections::HashMap;

/// Campaign tables read from one file share their rows and series (a
/// value and its error rate): a page's table maps onto such a group.
#[derive(Debug, Clone)]
pub struct Group {
    pub tabs: Vec<usize>,
    pub rows: Vec<String>,
    pub series: Vec<String>,
}

pub fn groups(data: &Data) -> Vec<Group> {
    let mut out: Vec<(String, Group)> = Vec::new();
    for (k, t) in data.tabs.iter().enumerate() {
        let g = match out.iter_mut().find(|(f, _)| *f == t.spec.file) {
            Some((_, g)) => g,
            None => {
                out.push((
                    t.spec.file.clone(),
                    Group {
                        tabs: Vec::new(),
                        rows: Vec::new(),
                        series: Vec::new(),
                    },
                ));
                &mut out.last_mut().expect("just pushed").1
            }
        };
        g.tabs.push(k);
        for r in &t.t.rows {
            if !g.rows.contains(r) {
                g.rows.push(r.clone());
            }
        }
        for s in &t.t.series {
            if !g.series.contains(s) {
                g.series.push(s.clone());
            }
        }
    }
    out.into_iter().map(|(_, g)| g).collect()
}

/// A page table mapped onto a group.
#[derive(Debug, Clone)]
pub struct Mapping {
    pub group: usize,
    /// Page rows are series and columns are rows.
    pub transposed: bool,
    pub label_col: Option<usize>,
    /// Page row → key (a campaign row, or a series when transposed).
    pub rows: Vec<Option<String>>,
    /// Page column → key (a series, or a campaign row when transposed).
    pub cols: Vec<Option<String>>,
}

impl Mapping {
    /// The campaign (row, series) of page cell (i, j).
    pub fn keys(&self, i: usize, j: usize) -> Option<(String, String)> {
        let a = self.rows.get(i)?.clone()?;
        let b = self.cols.get(j)?.clone()?;
        Some(if self.transposed { (b, a) } else { (a, b) })
    }

    /// The page cell of campaign (row, series), if the table shows it.
    pub fn cell_of(&self, row: &str, series: &str) -> Option<(usize, usize)> {
        let (a, b) = if self.transposed {
            (series, row)
        } else {
            (row, series)
        };
        let i = self.rows.iter().position(|k| k.as_deref() == Some(a))?;
        let j = self.cols.iter().position(|k| k.as_deref() == Some(b))?;
        Some((i, j))
    }
}

/// The numbers of each cell, and each header's unit.
pub struct Cells {
    pub nums: Vec<Vec<Vec<Mention>>>,
    pub units: Vec<Option<Unit>>,
}

pub fn cells(t: &Table, lang: Lang) -> Cells {
    let nums = t
        .rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|c| {
                    mentions::mentions(&c.text, lang)
                        .into_iter()
                        .filter(|m| matches!(m.role, Role::Figure | Role::Year) && !m.word)
                        .collect()
                })
                .collect()
        })
        .collect();
    let units = t
        .header
        .as_ref()
        .map(|h| h.iter().map(|c| unit_in(&c.text)).collect())
        .unwrap_or_default();
    Cells { nums, units }
}

/// A unit a header names (`req/s`, `Latency (ms)`). A unit of one letter
/// (`B`, `s`) only as the whole header or in brackets: `B: JSON logging`
/// names a condition.
pub fn unit_in(text: &str) -> Option<Unit> {
    let text = text.trim();
    let mut at = 0;
    while at < text.len() {
        let prev = text[..at].chars().next_back();
        if !prev.is_some_and(|c| c.is_alphanumeric())
            && let Some((u, len)) = super::words::unit_at(&text[at..])
        {
            let alone = len == text.len()
                || (matches!(prev, Some('(' | '[' | '（'))
                    && text[at + len..].starts_with([')', ']', '）']));
            if len > 1 || alone {
                return Some(u);
            }
        }
        at += text[at..].chars().next().map_or(1, char::len_utf8);
    }
    None
}

/// Whether number `m` of a cell shows a campaign value `v` of table `tab`.
pub fn shows(data: &Data, tab: usize, v: f64, m: &Mention, header: Option<Unit>) -> bool {
    match scale(data, tab, m, header) {
        Some(k) => m.low.shows(v * k),
        None => false,
    }
}

/// By what a value of table `tab` is multiplied to read as `m`.
pub fn scale(data: &Data, tab: usize, m: &Mention, header: Option<Unit>) -> Option<f64> {
    let t = &data.tabs[tab];
    match m.kind {
        Kind::Percent => Some(if t.percent_unit { 1.0 } else { 100.0 }),
        Kind::Plain => match (m.unit.or(header), t.unit) {
            (Some(p), Some(u)) if p.dim == u.dim => Some(u.factor / p.factor),
            (Some(_), Some(_)) => None,
            _ => Some(1.0),
        },
        Kind::Multiple | Kind::Points => None,
    }
}

/// Campaign cells by their value as a page rounds it, per table and
/// precision: finding the cells a number shows takes a lookup, not a scan.
/// Cells (row, series indexes) by their rounded value.
type Rounded = HashMap<i64, Vec<(usize, usize)>>;

#[derive(Default)]
pub struct Index {
    by: RefCell<HashMap<(usize, i32, u64), Rounded>>,
}

impl Index {
    /// Cells (row, series indexes of the table) that `m` shows.
    pub fn hits(
        &self,
        data: &Data,
        tab: usize,
        m: &Mention,
        header: Option<Unit>,
    ) -> Vec<(usize, usize)> {
        let Some(k) = scale(data, tab, m, header) else {
            return Vec::new();
        };
        let exp = m.low.exp;
        let unit = 10f64.powi(exp);
        let key = (tab, exp, k.to_bits());
        let mut by = self.by.borrow_mut();
        let map = by.entry(key).or_insert_with(|| {
            let t = data.tabs[tab].t;
            let mut map = Rounded::new();
            for (ri, r) in t.rows.iter().enumerate() {
                for (si, s) in t.series.iter().enumerate() {
                    if let Some(v) = t.cell(r, s).and_then(|c| c.value()) {
                        let q = (v * k / unit).round();
                        if q.abs() < 9e15 {
                            map.entry(q as i64).or_default().push((ri, si));
                        }
                    }
                }
            }
            map
        });
        let q = (m.low.value / unit).round();
        if q.abs() >= 9e15 {
            return Vec::new();
        }
        map.get(&(q as i64)).cloned().unwrap_or_default()
    }
}

/// How strongly a label names a key: 2 alone, 1 among others, 0 not.
fn label_names(data: &Data, lang: Lang, text: &str, key: &str, series: bool) -> u32 {
    let t = text.trim().trim_matches('*').trim();
    if t.is_empty() {
        return 0;
    }
    if series {
        let found = data.series_in(t);
        return match found.iter().find(|(_, _, ks)| ks.iter().any(|k| k == key)) {
            Some((_, _, ks)) if ks.len() == 1 => 2,
            Some(_) => 1,
            None => 0,
        };
    }
    if t.eq_ignore_ascii_case(key) {
        return 2;
    }
    let ms = mentions::mentions(t, lang);
    if let Some(n) = key_number(key) {
        let figures: Vec<&Mention> = ms
            .iter()
            .filter(|m| m.role != Role::Ordinal && !m.word)
            .collect();
        if figures.len() == 1 && figures[0].low.value == n && figures[0].kind == Kind::Plain {
            return 2;
        }
    }
    let found = data.rows_in(t, &ms);
    match found.iter().find(|(_, _, ks)| ks.iter().any(|k| k == key)) {
        Some(_) if found.iter().all(|(_, _, ks)| ks.len() == 1 && ks[0] == key) => 2,
        Some(_) => 1,
        None => 0,
    }
}

/// The number a row key stands for: `500`, `c500`.
pub fn key_number(key: &str) -> Option<f64> {
    key.trim_start_matches(['c', 'C']).parse().ok()
}

/// Picks pairs by score, highest first, each side once.
fn assign(scores: &mut [(u32, usize, usize)], n: usize, m: usize) -> Vec<Option<usize>> {
    scores.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let mut out = vec![None; n];
    let mut used = vec![false; m];
    for &(s, i, k) in scores.iter() {
        if s == 0 {
            break;
        }
        if out[i].is_none() && !used[k] {
            out[i] = Some(k);
            used[k] = true;
        }
    }
    out
}

/// The best mapping of a page table, if one is good enough: at least two
/// cells whose numbers are their mapped cells' figures and as many as half
/// of the cells with numbers, or a cell's figure under a labelled row and
/// column.
pub fn map(
    data: &Data,
    index: &Index,
    gs: &[Group],
    t: &Table,
    c: &Cells,
    lang: Lang,
) -> Option<Mapping> {
    let width = t.rows.iter().map(Vec::len).max().unwrap_or(0);
    if width == 0 {
        return None;
    }
    let label_col = label_col(data, t, lang);
    let page = PageTable {
        t,
        c,
        label_col,
        data_cols: (0..width).filter(|j| Some(*j) != label_col).collect(),
    };
    let numeric = page.numeric_cells();
    let mut best: Option<(usize, Mapping)> = None;
    for (gi, g) in gs.iter().enumerate() {
        let hits = page.hits(data, index, g);
        if hits.is_empty() && t.header.is_none() {
            continue;
        }
        for transposed in [false, true] {
            let o = Orientation::new(data, lang, &page, g, &hits, transposed);
            let (rows, cols) = o.assign(&page);
            let Some(score) = o.score(&page, &rows, &cols, numeric) else {
                continue;
            };
            if best.as_ref().is_none_or(|(s, _)| score > *s) {
                best = Some((score, o.mapping(&page, gi, width, &rows, &cols)));
            }
        }
    }
    best.map(|(_, m)| m)
}

/// The first column labels rows when its cells are words, or numbers
/// that are row keys.
fn label_col(data: &Data, t: &Table, lang: Lang) -> Option<usize> {
    let labels =
        t.rows
            .iter()
            .filter(|r| {
                let Some(cell) = r.first() else { return false };
                let text = cell.text.trim();
                text.chars().any(char::is_alphabetic)
                    || text.is_empty()
                    || mentions::mentions(text, lang).iter().any(|m| {
                        m.c_prefix
                            || data.tabs.iter().any(|tb| {
                                tb.t.rows.iter().any(|r| key_number(r) == Some(m.low.value))
                            })
                    })
            })
            .count();
    (!t.rows.is_empty() && labels * 2 >= t.rows.len()).then_some(0)
}

/// A page table with its numbers, its label column and its columns of
/// data.
struct PageTable<'a> {
    t: &'a Table,
    c: &'a Cells,
    label_col: Option<usize>,
    data_cols: Vec<usize>,
}

/// The (row, series) pairs of a group, by index, each page cell (row,
/// column) shows.
type Hits = HashMap<(usize, usize), Vec<(usize, usize)>>;

impl PageTable<'_> {
    fn row_label(&self, i: usize) -> &str {
        self.label_col
            .and_then(|l| self.t.rows[i].get(l))
            .map_or("", |p| p.text.as_str())
    }

    fn col_label(&self, j: usize) -> &str {
        self.t
            .header
            .as_ref()
            .and_then(|h| h.get(j))
            .map_or("", |p| p.text.as_str())
    }

    /// Cells of data columns holding a number that counts nothing.
    fn numeric_cells(&self) -> usize {
        (0..self.t.rows.len())
            .map(|i| {
                self.data_cols
                    .iter()
                    .filter(|&&j| {
                        self.c.nums[i]
                            .get(j)
                            .is_some_and(|v| v.iter().any(|m| m.noun.is_none()))
                    })
                    .count()
            })
            .sum()
    }

    /// The cells of group `g` whose figures each page cell shows.
    fn hits(&self, data: &Data, index: &Index, g: &Group) -> Hits {
        let mut hit = Hits::new();
        for i in 0..self.t.rows.len() {
            for &j in &self.data_cols {
                let Some(ms) = self.c.nums[i].get(j) else {
                    continue;
                };
                let header_unit = self.c.units.get(j).copied().flatten();
                let mut v = Vec::new();
                for m in ms.iter().filter(|m| m.noun.is_none()) {
                    for &tk in &g.tabs {
                        let tb = data.tabs[tk].t;
                        for (ri, si) in index.hits(data, tk, m, header_unit) {
                            let r = g.rows.iter().position(|x| *x == tb.rows[ri]);
                            let s = g.series.iter().position(|x| *x == tb.series[si]);
                            if let (Some(r), Some(s)) = (r, s)
                                && !v.contains(&(r, s))
                            {
                                v.push((r, s));
                            }
                        }
                    }
                }
                if !v.is_empty() {
                    hit.insert((i, j), v);
                }
            }
        }
        hit
    }
}

/// A page table read one way round onto a group: page rows are keys `a`
/// (campaign rows, or series when transposed), data columns keys `b`,
/// with how well each label names each key.
struct Orientation<'a> {
    a_keys: &'a [String],
    b_keys: &'a [String],
    transposed: bool,
    hits: &'a Hits,
    /// Page row → `a` key → how well its label names it.
    row_lab: Vec<Vec<u32>>,
    /// Data column → `b` key → how well its header names it.
    col_lab: Vec<Vec<u32>>,
}

impl<'a> Orientation<'a> {
    fn new(
        data: &Data,
        lang: Lang,
        page: &PageTable,
        g: &'a Group,
        hits: &'a Hits,
        transposed: bool,
    ) -> Self {
        let (a_keys, b_keys) = if transposed {
            (&g.series, &g.rows)
        } else {
            (&g.rows, &g.series)
        };
        let row_lab = (0..page.t.rows.len())
            .map(|i| {
                a_keys
                    .iter()
                    .map(|k| label_names(data, lang, page.row_label(i), k, transposed))
                    .collect()
            })
            .collect();
        let col_lab = page
            .data_cols
            .iter()
            .map(|&j| {
                b_keys
                    .iter()
                    .map(|k| label_names(data, lang, page.col_label(j), k, !transposed))
                    .collect()
            })
            .collect();
        Orientation {
            a_keys,
            b_keys,
            transposed,
            hits,
            row_lab,
            col_lab,
        }
    }

    /// Whether page cell (`i`, `j`) shows the figure of keys `a` and `b`.
    fn has(&self, i: usize, j: usize, a: usize, b: usize) -> bool {
        let pair = if self.transposed { (b, a) } else { (a, b) };
        self.hits.get(&(i, j)).is_some_and(|v| v.contains(&pair))
    }

    /// Rows by their labels and by which key's figures they hold: in
    /// columns of any key, or of the key `cols` assigns them.
    fn assign_rows(&self, page: &PageTable, cols: Option<&[Option<usize>]>) -> Vec<Option<usize>> {
        let mut scores = Vec::new();
        for i in 0..page.t.rows.len() {
            for a in 0..self.a_keys.len() {
                let values = page
                    .data_cols
                    .iter()
                    .enumerate()
                    .filter(|&(x, &j)| match cols {
                        None => (0..self.b_keys.len()).any(|b| self.has(i, j, a, b)),
                        Some(cols) => cols[x].is_some_and(|b| self.has(i, j, a, b)),
                    })
                    .count() as u32;
                scores.push((10 * self.row_lab[i][a] + values, i, a));
            }
        }
        assign(&mut scores, page.t.rows.len(), self.a_keys.len())
    }

    /// Columns by their headers and by which key's figures they hold in
    /// the rows as assigned.
    fn assign_cols(&self, page: &PageTable, rows: &[Option<usize>]) -> Vec<Option<usize>> {
        let mut scores = Vec::new();
        for (x, &j) in page.data_cols.iter().enumerate() {
            for b in 0..self.b_keys.len() {
                let values = (0..page.t.rows.len())
                    .filter(|&i| rows[i].is_some_and(|a| self.has(i, j, a, b)))
                    .count() as u32;
                scores.push((10 * self.col_lab[x][b] + values, x, b));
            }
        }
        assign(&mut scores, page.data_cols.len(), self.b_keys.len())
    }

    /// Rows then columns, each assigned twice more in turn against the
    /// other: page row → `a` key, data column → `b` key.
    fn assign(&self, page: &PageTable) -> (Vec<Option<usize>>, Vec<Option<usize>>) {
        let mut rows = self.assign_rows(page, None);
        let mut cols = Vec::new();
        for _ in 0..2 {
            cols = self.assign_cols(page, &rows);
            rows = self.assign_rows(page, Some(&cols));
        }
        (rows, cols)
    }

    /// The score of an assignment when it is good enough (see `map`).
    fn score(
        &self,
        page: &PageTable,
        rows: &[Option<usize>],
        cols: &[Option<usize>],
        numeric: usize,
    ) -> Option<usize> {
        let mut hits = 0;
        for (i, row) in rows.iter().enumerate() {
            for (x, &j) in page.data_cols.iter().enumerate() {
                if let (Some(a), Some(b)) = (*row, cols[x])
                    && self.has(i, j, a, b)
                {
                    hits += 1;
                }
            }
        }
        let labelled_rows = (rows.iter().enumerate())
            .filter(|&(i, a)| a.is_some_and(|a| self.row_lab[i][a] > 0))
            .count();
        let labelled_cols = (cols.iter().enumerate())
            .filter(|&(x, b)| b.is_some_and(|b| self.col_lab[x][b] > 0))
            .count();
        let good = (hits >= 2 && hits * 2 >= numeric)
            || (hits >= 1 && labelled_rows >= 1 && labelled_cols >= 1);
        good.then_some(hits * 4 + labelled_rows + labelled_cols)
    }

    fn mapping(
        &self,
        page: &PageTable,
        group: usize,
        width: usize,
        rows: &[Option<usize>],
        cols: &[Option<usize>],
    ) -> Mapping {
        let mut full_cols = vec![None; width];
        for (x, &j) in page.data_cols.iter().enumerate() {
            full_cols[j] = cols[x].map(|b| self.b_keys[b].clone());
        }
        Mapping {
            group,
            transposed: self.transposed,
            label_col: page.label_col,
            rows: rows
                .iter()
                .map(|a| a.map(|a| self.a_keys[a].clone()))
                .collect(),
            cols: full_cols,
        }
    }
}
