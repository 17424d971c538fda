//! Loading a long CSV table into cells, applying the campaign's sampling and
//! validity rules.

use super::manifest::{Aggregate, Count, Manifest, Rule, RunsBehind, TableSpec};
use crate::diag::{Diagnostic, Diagnostics};
use indexmap::{IndexMap, IndexSet};
use std::collections::HashMap;

/// A table after aggregation: one cell per (row, series).
#[derive(Debug, Clone)]
pub struct Table {
    pub name: String,
    /// Path of the CSV file relative to the project root.
    pub file: String,
    /// The column the values come from.
    pub value_column: String,
    /// Whether runs with failed requests were left out (the table's
    /// `exclude-failed-runs`, or the manifest's `[validity]`).
    pub exclude_failed_runs: bool,
    /// Row keys in the order of their first line in the file.
    pub rows: Vec<String>,
    /// Series keys in the order of their first line in the file.
    pub series: Vec<String>,
    pub cells: IndexMap<(String, String), Cell>,
    /// `rows` and `series` as sets: a view or a declaration of a long
    /// table asks whether it has each of its rows.
    row_set: IndexSet<String>,
    series_set: IndexSet<String>,
}

impl Table {
    pub fn cell(&self, row: &str, series: &str) -> Option<&Cell> {
        self.cells.get(&(row.to_owned(), series.to_owned()))
    }

    /// Whether the table has the row `key`, in constant time.
    pub fn has_row(&self, key: &str) -> bool {
        self.row_set.contains(key)
    }

    /// Whether the table has the series `key`, in constant time.
    pub fn has_series(&self, key: &str) -> bool {
        self.series_set.contains(key)
    }
}

/// One line of the CSV file that fed a cell.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// 1-based line number in the CSV file.
    pub line: u64,
    pub run: Option<String>,
    pub value: Option<f64>,
    pub failed: Option<f64>,
    pub not_completed: Option<String>,
    /// The run's raw report (the table's `raw` column), relative to the
    /// campaign folder.
    pub raw: Option<String>,
    /// Every count the table records for the run (`failed` included), in
    /// the order of `Count::ALL`.
    pub counts: Vec<(Count, f64)>,
    /// The counts that leave a run out when failed runs are excluded.
    pub rule: Rule,
    /// Runs behind the line's value (the table's `runs`), where the line
    /// is an aggregate; `None`: the line is one run.
    pub behind: Option<u32>,
}

impl Run {
    fn is_valid(&self, exclude_failed: bool) -> bool {
        self.exclusion(exclude_failed).is_none()
    }

    /// Why the validity rule leaves this run out of its cell's value
    /// ("12 failed requests"), or `None` when it counts.
    pub fn exclusion(&self, exclude_failed: bool) -> Option<String> {
        if let Some(reason) = &self.not_completed {
            return Some(format!("not completed ({reason})"));
        }
        if self.value.is_none() {
            return Some("no value".to_owned());
        }
        if !exclude_failed {
            return None;
        }
        let why: Vec<String> = self
            .counts
            .iter()
            .filter(|(c, n)| *n > 0.0 && self.rule.contains(*c))
            .map(|(c, n)| c.describe(*n))
            .collect();
        (!why.is_empty()).then(|| why.join(", "))
    }
}

/// "1 failed request", "12 failed requests".
pub fn failed_requests(n: f64) -> String {
    if n == 1.0 {
        "1 failed request".to_owned()
    } else {
        format!("{n} failed requests")
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// The published value: the single line's value, or the aggregate of the
    /// valid runs.
    Value(f64),
    /// No valid value; `reason` is a key of the manifest's `failures`, or
    /// `no-valid-run` when every run was excluded by the validity rule.
    NotCompleted { reason: String },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    pub outcome: Outcome,
    pub runs: Vec<Run>,
    /// Runs that made the value (all runs minus excluded ones).
    pub used: Vec<u64>,
    /// How many runs the value stands for: each used line's [`Run::behind`]
    /// (1 for a line that is one run); for a cell without a value, the
    /// runs tried.
    pub runs_behind: u32,
}

impl Cell {
    pub fn value(&self) -> Option<f64> {
        match self.outcome {
            Outcome::Value(v) => Some(v),
            Outcome::NotCompleted { .. } => None,
        }
    }
}

/// The reason recorded for cells whose runs all failed the validity rule.
pub const NO_VALID_RUN: &str = "no-valid-run";

/// Median of a non-empty list; the mean of the two middle values for an even count.
pub fn median(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    })
}

/// Parses a measured number strictly: plain decimal notation, finite.
pub fn parse_number(text: &str) -> Result<f64, String> {
    let t = text.trim();
    if t.contains(',') || t.contains('\u{a0}') || t.contains('\u{202f}') || t.contains(' ') {
        return Err(format!(
            "`{t}` is not a plain number: write it without thousands separators (`{}`)",
            t.replace([',', ' ', '\u{a0}', '\u{202f}'], "")
        ));
    }
    let v: f64 = t.parse().map_err(|_| format!("`{t}` is not a number"))?;
    if !v.is_finite() {
        return Err(format!("`{t}` is not a finite number"));
    }
    Ok(v)
}

type Bytes = std::io::Cursor<Vec<u8>>;

thread_local! {
    /// csv-core builds its state machine for every new reader, which took
    /// more than reading a campaign's table: each thread keeps one reader
    /// and hands it the next file's bytes.
    static READER: std::cell::RefCell<Option<csv::Reader<Bytes>>> =
        const { std::cell::RefCell::new(None) };
}

/// A reader of one file's text, given back to its thread when dropped. It
/// yields every line as a record, the header's too, and never compares
/// field counts: a reader that has read another file keeps that file's
/// header and count (a seek resets only the parser), so `load` takes the
/// header from the first record and checks the counts itself.
struct Pooled(Option<csv::Reader<Bytes>>);

impl Pooled {
    fn new(text: &str) -> Self {
        let fresh = |bytes: Vec<u8>| {
            csv::ReaderBuilder::new()
                .has_headers(false)
                .flexible(true)
                .from_reader(Bytes::new(bytes))
        };
        let kept = READER
            .with(|r| r.borrow_mut().take())
            .and_then(|mut reader| {
                *reader.get_mut().get_mut() = text.as_bytes().to_vec();
                reader
                    .seek_raw(std::io::SeekFrom::Start(0), csv::Position::new())
                    .ok()
                    .map(|()| reader)
            });
        Self(Some(
            kept.unwrap_or_else(|| fresh(text.as_bytes().to_vec())),
        ))
    }

    fn reader(&mut self) -> &mut csv::Reader<Bytes> {
        self.0.as_mut().expect("taken only on drop")
    }
}

impl Drop for Pooled {
    fn drop(&mut self) {
        let mut reader = self.0.take();
        // The file's bytes go: a thread keeps the parser, not the largest
        // table it ever read.
        if let Some(r) = &mut reader {
            *r.get_mut().get_mut() = Vec::new();
        }
        READER.with(|r| *r.borrow_mut() = reader);
    }
}

/// Reads a table from CSV text. `file` is the path shown in messages.
pub fn load(
    name: &str,
    spec: &TableSpec,
    manifest: &Manifest,
    file: &str,
    text: &str,
) -> Result<Table, Diagnostics> {
    let mut diags = Diagnostics::default();
    let mut pooled = Pooled::new(text);
    let mut records = pooled.reader().records();
    let fields = match records.next() {
        None => csv::StringRecord::new(),
        Some(Ok(h)) => h,
        Some(Err(e)) => {
            return Err(
                Diagnostic::new(file, format!("cannot read CSV header: {e}"))
                    .at(1, None)
                    .into(),
            );
        }
    };
    let lines = SourceLines(text.lines().collect());
    let header = Header {
        file,
        table: name,
        fields,
        line: lines.get(1),
    };
    check_header(file, &header.fields, header.line).map_err(Diagnostics::from)?;
    let Some(columns) = header.columns(spec, &mut diags) else {
        return Err(diags);
    };
    let reading = Reading {
        spec,
        manifest,
        exclude_failed: spec.excludes_failed_runs(&manifest.validity),
        rule: spec.rule(&manifest.validity),
        columns,
    };
    let gathered = reading.read_lines(&header, &lines, records, &mut diags);
    // Counts are checked only on clean tables: a rejected line would be
    // reported twice, once as itself and once as a missing run.
    if let (Some(_), Some(expected), true) = (
        reading.columns.run,
        manifest.sampling.runs,
        diags.is_empty(),
    ) {
        diags.extend(gathered.check_run_counts(file, &lines, expected));
    }
    diags.clone().into_result()?;
    let cells = aggregate(gathered.runs, reading.exclude_failed, manifest);
    Ok(Table {
        name: name.to_owned(),
        file: file.to_owned(),
        value_column: spec.value.clone(),
        exclude_failed_runs: reading.exclude_failed,
        rows: gathered.rows.iter().cloned().collect(),
        series: gathered.series.iter().cloned().collect(),
        cells,
        row_set: gathered.rows,
        series_set: gathered.series,
    })
}

/// Every line of a file's text, once, so that a message quotes its line
/// without rescanning the text (which made loading quadratic in the number
/// of lines).
struct SourceLines<'a>(Vec<&'a str>);

impl<'a> SourceLines<'a> {
    /// The text of 1-based line `n`; empty past the end.
    fn get(&self, n: u64) -> &'a str {
        (n as usize)
            .checked_sub(1)
            .and_then(|i| self.0.get(i))
            .copied()
            .unwrap_or("")
    }
}

/// A table's header: its fields and its line as written.
struct Header<'a> {
    file: &'a str,
    table: &'a str,
    fields: csv::StringRecord,
    line: &'a str,
}

/// Where the columns a table reads sit in its header.
struct Columns {
    row: usize,
    series: usize,
    value: usize,
    run: Option<usize>,
    /// The column of runs behind a line (`runs = "column"`).
    behind: Option<usize>,
    failed: Option<usize>,
    status: Option<usize>,
    reason: Option<usize>,
    raw: Option<usize>,
    /// The counts other than `failed` the table records, in the order of
    /// `Count::ALL`.
    counts: Vec<(Count, usize)>,
}

impl Header<'_> {
    /// The position of column `col`; a header without it is reported.
    fn position(&self, col: &str, diags: &mut Diagnostics) -> Option<usize> {
        let pos = self.fields.iter().position(|h| h.trim() == col);
        if pos.is_none() {
            diags.push(
                Diagnostic::new(
                    self.file,
                    format!(
                        "table `{}` names column `{col}`, which the header does not have",
                        self.table
                    ),
                )
                .at(1, None)
                .snippet(self.line)
                .hint(format!(
                    "columns are: {}",
                    self.fields.iter().collect::<Vec<_>>().join(", ")
                )),
            );
        }
        pos
    }

    /// Every column `spec` names, or `None` when one is missing (each
    /// missing column of the main list reported).
    fn columns(&self, spec: &TableSpec, diags: &mut Diagnostics) -> Option<Columns> {
        let row = self.position(&spec.row, diags);
        let series = self.position(&spec.series, diags);
        let value = self.position(&spec.value, diags);
        let mut opt = |c: Option<&String>| c.map(|c| self.position(c, diags));
        let run = opt(spec.run.as_ref());
        let behind = opt(match &spec.runs {
            Some(RunsBehind::Column(c)) => Some(c),
            _ => None,
        });
        let failed = opt(spec.failed.as_ref());
        let status = opt(spec.status.as_ref());
        let reason = opt(spec.reason.as_ref());
        let requests = opt(spec.requests.as_ref());
        let error_rate = opt(spec.error_rate.as_ref());
        let raw = opt(spec.raw.as_ref());
        let (Some(row), Some(series), Some(value)) = (row, series, value) else {
            return None;
        };
        let optional = [
            run, behind, failed, status, reason, requests, error_rate, raw,
        ];
        if optional.contains(&Some(None)) {
            return None;
        }
        let mut counts = Vec::new();
        for c in Count::ALL.into_iter().skip(1) {
            if let Some(name) = spec.count_column(c) {
                counts.push((c, self.position(name, diags)?));
            }
        }
        Some(Columns {
            row,
            series,
            value,
            run: run.flatten(),
            behind: behind.flatten(),
            failed: failed.flatten(),
            status: status.flatten(),
            reason: reason.flatten(),
            raw: raw.flatten(),
            counts,
        })
    }
}

/// A record of the file, or why it cannot be read. The pooled reader is
/// flexible: the header's field count is checked here, as csv's own check
/// would (same line, same words).
fn read_record(
    file: &str,
    lines: &SourceLines,
    fields: usize,
    record: csv::Result<csv::StringRecord>,
) -> Result<csv::StringRecord, Diagnostic> {
    let (line, msg) = match record {
        Ok(r) if r.len() != fields => (
            r.position().map_or(0, |p| p.line() as usize),
            format!(
                "this line has {} fields where the header has {fields}",
                r.len()
            ),
        ),
        Ok(r) => return Ok(r),
        Err(e) => (
            e.position().map_or(0, |p| p.line() as usize),
            format!("cannot read CSV: {e}"),
        ),
    };
    let mut d = Diagnostic::new(file, msg);
    if line > 0 {
        d = d.at(line, None).snippet(lines.get(line as u64));
    }
    Err(d)
}

/// One line of the table, and the messages that point at its fields.
struct Line<'a> {
    file: &'a str,
    record: &'a csv::StringRecord,
    /// 1-based line number in the file.
    number: u64,
    text: &'a str,
}

impl Line<'_> {
    fn field(&self, i: usize) -> String {
        self.record.get(i).unwrap_or("").trim().to_owned()
    }

    /// Column of field `i` in the raw line, for the caret under it.
    fn column_of(&self, i: usize) -> usize {
        let mut col = 1;
        for (n, f) in self.record.iter().enumerate() {
            if n == i {
                break;
            }
            col += f.chars().count() + 1;
        }
        col
    }

    /// A message about field `i` of this line.
    fn bad(&self, i: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(self.file, msg)
            .at(self.number as usize, Some(self.column_of(i)))
            .snippet(self.text)
    }
}

/// What reading each line of one table needs.
struct Reading<'a> {
    spec: &'a TableSpec,
    manifest: &'a Manifest,
    exclude_failed: bool,
    rule: Rule,
    columns: Columns,
}

/// A line read: the cell it belongs to and the run it records.
struct Parsed {
    row: String,
    series: String,
    run: Run,
}

impl Reading<'_> {
    /// Every line after the header, each problem reported in `diags`.
    fn read_lines(
        &self,
        header: &Header,
        lines: &SourceLines,
        records: impl Iterator<Item = csv::Result<csv::StringRecord>>,
        diags: &mut Diagnostics,
    ) -> Gathered {
        let file = header.file;
        let mut gathered = Gathered::default();
        for record in records {
            let record = match read_record(file, lines, header.fields.len(), record) {
                Ok(r) => r,
                Err(d) => {
                    diags.push(d);
                    continue;
                }
            };
            let number = record.position().map_or(0, |p| p.line());
            let line = Line {
                file,
                record: &record,
                number,
                text: lines.get(number),
            };
            let added = self.parse(&line).and_then(|parsed| {
                gathered
                    .add(parsed, &line, &self.columns)
                    .map_err(Into::into)
            });
            if let Err(d) = added {
                diags.extend(d);
            }
        }
        gathered
    }

    /// Reads and validates one line, column kind by column kind, in the
    /// order its problems are reported.
    fn parse(&self, line: &Line) -> Result<Parsed, Diagnostics> {
        let (row, series) = self.keys(line)?;
        let not_completed = self.status(line)?;
        let value = self.value(line, not_completed.is_some())?;
        let failed = self.failed(line)?;
        let counts = self.counts(line, failed)?;
        let raw = self.raw(line)?;
        let run = self.columns.run.map(|i| line.field(i));
        let behind = self.behind(line, not_completed.is_some())?;
        self.check_published(line, not_completed.is_some(), failed)?;
        Ok(Parsed {
            row,
            series,
            run: Run {
                line: line.number,
                run,
                value,
                failed,
                not_completed,
                raw,
                counts,
                rule: self.rule,
                behind,
            },
        })
    }

    /// The row and series keys: present, and the series a subject.
    fn keys(&self, line: &Line) -> Result<(String, String), Diagnostic> {
        let c = &self.columns;
        let row = line.field(c.row);
        let ser = line.field(c.series);
        if row.is_empty() || ser.is_empty() {
            return Err(line.bad(
                if row.is_empty() { c.row } else { c.series },
                "row and series keys must not be empty",
            ));
        }
        if !self.manifest.subjects.contains_key(&ser) {
            return Err(line
                .bad(
                    c.series,
                    format!("series `{ser}` is not a subject of the manifest"),
                )
                .hint(format!("subjects are: {}", self.manifest.subject_list())));
        }
        Ok((row, ser))
    }

    /// The reason of a `not-completed` line, `None` for an `ok` one.
    fn status(&self, line: &Line) -> Result<Option<String>, Diagnostic> {
        let c = &self.columns;
        let status = c.status.map(|i| line.field(i)).unwrap_or_default();
        match status.as_str() {
            "" | "ok" => Ok(None),
            "not-completed" => {
                let reason = c.reason.map(|i| line.field(i)).unwrap_or_default();
                if reason.is_empty() {
                    return Err(line
                        .bad(
                            c.status.unwrap_or(0),
                            "a `not-completed` line needs a reason",
                        )
                        .hint("name a key of the manifest's [failures] in the reason column"));
                }
                if !self.manifest.failures.contains_key(&reason) {
                    return Err(line.bad(
                        c.reason.unwrap_or(0),
                        format!("reason `{reason}` is not described in the manifest's [failures]"),
                    ));
                }
                Ok(Some(reason))
            }
            other => Err(line.bad(
                c.status.unwrap_or(0),
                format!("status `{other}` is neither `ok` nor `not-completed`"),
            )),
        }
    }

    /// The measured value: a number, not negative; empty only on a
    /// `not-completed` line.
    fn value(&self, line: &Line, not_completed: bool) -> Result<Option<f64>, Diagnostic> {
        let col = self.columns.value;
        let raw_value = line.field(col);
        if not_completed && raw_value.is_empty() {
            return Ok(None);
        }
        if raw_value.is_empty() {
            return Err(line
                .bad(
                    col,
                    format!(
                        "empty `{}` on a line that is not marked not-completed",
                        self.spec.value
                    ),
                )
                .hint(
                    "fill in the value, or set the status column to `not-completed` with a reason",
                ));
        }
        match parse_number(&raw_value) {
            Ok(v) if v < 0.0 => Err(line.bad(
                col,
                format!("`{raw_value}` is negative; a measurement cannot be"),
            )),
            Ok(v) => Ok(Some(v)),
            Err(msg) => Err(line.bad(col, msg)),
        }
    }

    /// The failed requests, where the table has the column and the line a
    /// number.
    fn failed(&self, line: &Line) -> Result<Option<f64>, Diagnostic> {
        let col = self.columns.failed.unwrap_or(0);
        match self.columns.failed.map(|i| line.field(i)) {
            None => Ok(None),
            Some(f) if f.is_empty() => Ok(None),
            Some(f) => match parse_number(&f) {
                Ok(v) if v >= 0.0 => Ok(Some(v)),
                Ok(_) => Err(line.bad(col, format!("`{f}` failed requests is negative"))),
                Err(msg) => Err(line.bad(col, msg)),
            },
        }
    }

    /// Every count the line records, `failed` first; each bad one reported.
    fn counts(&self, line: &Line, failed: Option<f64>) -> Result<Vec<(Count, f64)>, Diagnostics> {
        let mut counts: Vec<(Count, f64)> =
            failed.map(|f| (Count::Failed, f)).into_iter().collect();
        let mut diags = Diagnostics::default();
        for &(c, i) in &self.columns.counts {
            let f = line.field(i);
            if f.is_empty() {
                continue;
            }
            match parse_number(&f) {
                Ok(v) if v >= 0.0 => counts.push((c, v)),
                Ok(_) => diags.push(line.bad(i, format!("`{f}` {} is negative", c.key()))),
                Err(msg) => diags.push(line.bad(i, msg)),
            }
        }
        if diags.is_empty() {
            Ok(counts)
        } else {
            Err(diags)
        }
    }

    /// The raw report's path, which must stay inside the campaign folder.
    fn raw(&self, line: &Line) -> Result<Option<String>, Diagnostic> {
        let col = self.columns.raw;
        match col.map(|i| line.field(i)) {
            Some(r) if !r.is_empty() => {
                let escapes = r.starts_with('/')
                    || r.starts_with('\\')
                    || r.contains(':')
                    || r.split(['/', '\\']).any(|part| part == "..");
                if escapes {
                    return Err(line
                        .bad(
                            col.unwrap_or(0),
                            format!("raw report `{r}` is not a path inside the campaign folder"),
                        )
                        .hint(
                            "write the path relative to the campaign folder, e.g. raw/run1.txt",
                        ));
                }
                Ok(Some(r))
            }
            _ => Ok(None),
        }
    }

    /// Runs behind the line: its column, the table's number, or for a
    /// table of one line per cell the sampling's runs.
    fn behind(&self, line: &Line, not_completed: bool) -> Result<Option<u32>, Diagnostic> {
        match (&self.spec.runs, self.columns.behind) {
            (Some(RunsBehind::Count(n)), _) => Ok(Some(*n)),
            (_, Some(i)) => {
                let f = line.field(i);
                match f.parse::<u32>() {
                    Ok(n) if n > 0 => Ok(Some(n)),
                    _ if f.is_empty() && not_completed => Ok(None),
                    _ => Err(line.bad(
                        i,
                        format!("`{f}` runs is not a whole number of runs, 1 or more"),
                    )),
                }
            }
            _ if self.columns.run.is_none() => Ok(self.manifest.sampling.runs),
            _ => Ok(None),
        }
    }

    /// A published value (one line per cell) must itself obey the rule.
    fn check_published(
        &self,
        line: &Line,
        not_completed: bool,
        failed: Option<f64>,
    ) -> Result<(), Diagnostic> {
        if self.columns.run.is_none()
            && !not_completed
            && self.exclude_failed
            && failed.is_some_and(|f| f > 0.0)
        {
            let col = self.columns.failed.unwrap_or(0);
            return Err(line
                .bad(col, format!(
                    "published as valid, but {} requests failed; the manifest counts only runs without failed requests",
                    line.field(col)
                ))
                .hint("mark the line `not-completed` with a reason, or publish the runs with a run column"));
        }
        Ok(())
    }
}

/// The lines read so far, by cell. Keys in order of first appearance;
/// every membership test is a hash lookup so that loading stays linear in
/// the number of lines.
#[derive(Default)]
struct Gathered {
    rows: IndexSet<String>,
    series: IndexSet<String>,
    runs: IndexMap<(String, String), Vec<Run>>,
    /// The line of each (row, series, run) seen.
    seen: HashMap<(String, String, Option<String>), u64>,
}

impl Gathered {
    /// Adds a line, refusing a second line for the same cell and run.
    fn add(&mut self, parsed: Parsed, line: &Line, columns: &Columns) -> Result<(), Diagnostic> {
        let Parsed { row, series, run } = parsed;
        let key = (row.clone(), series.clone(), run.run.clone());
        if let Some(first) = self.seen.get(&key) {
            let what = match &run.run {
                Some(r) => format!("row `{row}`, series `{series}`, run `{r}`"),
                None => format!("row `{row}`, series `{series}`"),
            };
            return Err(line
                .bad(
                    columns.row,
                    format!("duplicate line for {what}; line {first} has it already"),
                )
                .hint(if columns.run.is_none() {
                    "a table without a run column holds one line per cell"
                } else {
                    "number each run of a cell differently"
                }));
        }
        self.seen.insert(key, line.number);
        if !self.rows.contains(&row) {
            self.rows.insert(row.clone());
        }
        if !self.series.contains(&series) {
            self.series.insert(series.clone());
        }
        self.runs.entry((row, series)).or_default().push(run);
        Ok(())
    }

    /// Every cell has the sampling's number of runs.
    fn check_run_counts(&self, file: &str, lines: &SourceLines, expected: u32) -> Diagnostics {
        let mut diags = Diagnostics::default();
        for ((row, ser), cell_runs) in &self.runs {
            if cell_runs.len() != expected as usize {
                let line = cell_runs[0].line;
                diags.push(
                    Diagnostic::new(file, format!(
                        "row `{row}`, series `{ser}` has {} runs; the manifest's sampling says {expected}",
                        cell_runs.len()
                    ))
                    .at(line as usize, None)
                    .snippet(lines.get(line)),
                );
            }
        }
        diags
    }
}

/// Each cell's runs made into its value by the validity rule and the
/// sampling's aggregate.
fn aggregate(
    runs: IndexMap<(String, String), Vec<Run>>,
    exclude_failed: bool,
    manifest: &Manifest,
) -> IndexMap<(String, String), Cell> {
    runs.into_iter()
        .map(|(key, runs)| (key, cell(runs, exclude_failed, manifest)))
        .collect()
}

fn cell(runs: Vec<Run>, exclude_failed: bool, manifest: &Manifest) -> Cell {
    let valid: Vec<&Run> = runs.iter().filter(|r| r.is_valid(exclude_failed)).collect();
    let outcome = if valid.is_empty() {
        let reason = runs
            .iter()
            .find_map(|r| r.not_completed.clone())
            .unwrap_or_else(|| NO_VALID_RUN.to_owned());
        Outcome::NotCompleted { reason }
    } else {
        let values: Vec<f64> = valid.iter().filter_map(|r| r.value).collect();
        let v = match manifest.sampling.aggregate {
            Aggregate::Median => median(&values).unwrap_or(f64::NAN),
        };
        Outcome::Value(v)
    };
    let used = valid.iter().map(|r| r.line).collect();
    // A cell without a value: the runs its lines tried.
    let runs_behind = match valid.is_empty() {
        true => runs.iter().map(|r| r.behind.unwrap_or(1)).sum(),
        false => valid.iter().map(|r| r.behind.unwrap_or(1)).sum(),
    };
    Cell {
        outcome,
        runs,
        used,
        runs_behind,
    }
}

/// Refuses a header with an empty or repeated column name: a table names
/// its columns, and with two of one name the first would silently win.
fn check_header(file: &str, headers: &csv::StringRecord, line: &str) -> Result<(), Diagnostic> {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    let mut column = 1;
    for (i, h) in headers.iter().enumerate() {
        let name = h.trim();
        let at = |msg: String| {
            Diagnostic::new(file, msg)
                .at(1, Some(column))
                .snippet(line.to_owned())
        };
        if name.is_empty() {
            return Err(at(format!("column {} of the header has no name", i + 1))
                .hint("name every column, or remove the empty one"));
        }
        if let Some(first) = seen.insert(name, i) {
            return Err(at(format!(
                "the header names column `{name}` twice (columns {} and {})",
                first + 1,
                i + 1
            ))
            .hint("give every column its own name"));
        }
        // Quoted names are counted as written in the header line.
        column += h.chars().count() + 1 + 2 * usize::from(is_quoted(line, column));
    }
    Ok(())
}

/// Refuses a header column that none of the tables reading the file
/// (`known`: their columns) uses: a misspelt column name would otherwise be
/// ignored without a word.
pub fn check_unknown_columns(file: &str, text: &str, known: &[&str]) -> Result<(), Diagnostic> {
    // A header line without quotes splits at its commas exactly as the CSV
    // reader splits it; making a reader costs more than most checks (its
    // state machine is built each time), so a header of known names ends here.
    let first = text.lines().next().unwrap_or("");
    if !first.contains('"') && first.split(',').all(|h| known.contains(&h.trim())) {
        return Ok(());
    }
    let mut reader = csv::ReaderBuilder::new().from_reader(text.as_bytes());
    let Ok(headers) = reader.headers() else {
        return Ok(()); // `load` reports an unreadable header
    };
    let line = first;
    let mut column = 1;
    for h in headers {
        let name = h.trim();
        if !name.is_empty() && !known.contains(&name) {
            return Err(Diagnostic::new(
                file,
                format!("column `{name}` is not read by any table of the manifest"),
            )
            .at(1, Some(column))
            .snippet(line)
            .hint(format!(
                "tables of this file read: {}; remove the column or name it in a [tables.*] entry",
                known
                    .iter()
                    .copied()
                    .collect::<IndexSet<_>>()
                    .into_iter()
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
        column += h.chars().count() + 1 + 2 * usize::from(is_quoted(line, column));
    }
    Ok(())
}

/// Whether the field starting at 1-based `column` of `line` is quoted.
fn is_quoted(line: &str, column: usize) -> bool {
    line.chars().nth(column - 1) == Some('"')
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str = r#"
title = "test"
[subjects.a]
name = "A"
[subjects.b]
name = "B"
[sampling]
aggregate = "median"
[validity]
exclude-failed-runs = true
[comparison]
tie-within = 0.02
[failures.ports]
description = "ran out of ports"
[tables.t]
file = "t.csv"
row = "scenario"
series = "server"
value = "rps"
run = "round"
failed = "failed"
status = "status"
reason = "reason"
"#;

    fn manifest() -> Manifest {
        toml::from_str(MANIFEST).unwrap()
    }

    fn load_text(text: &str) -> Result<Table, Diagnostics> {
        let m = manifest();
        load("t", &m.tables["t"], &m, "results/x/t.csv", text)
    }

    #[test]
    fn runs_are_aggregated_by_median_without_failed_runs() {
        let t = load_text(
            "scenario,server,round,rps,failed,status,reason\n\
             s1,a,1,100,0,ok,\n\
             s1,a,2,300,0,ok,\n\
             s1,a,3,200,0,ok,\n\
             s1,b,1,50,0,ok,\n\
             s1,b,2,10,4,ok,\n\
             s1,b,3,70,0,ok,\n",
        )
        .unwrap();
        let a = t.cell("s1", "a").unwrap();
        assert_eq!(a.outcome, Outcome::Value(200.0));
        assert_eq!(a.used, vec![2, 3, 4]);
        // The failed run (10 req/s) is left out: the median of 50 and 70.
        let b = t.cell("s1", "b").unwrap();
        assert_eq!(b.outcome, Outcome::Value(60.0));
        assert_eq!(b.used, vec![5, 7]);
    }

    #[test]
    fn a_cell_without_valid_runs_is_not_completed() {
        let t = load_text(
            "scenario,server,round,rps,failed,status,reason\n\
             s1,a,1,100,3,ok,\n\
             s1,a,2,90,1,ok,\n\
             s1,b,1,,,not-completed,ports\n",
        )
        .unwrap();
        assert_eq!(
            t.cell("s1", "a").unwrap().outcome,
            Outcome::NotCompleted {
                reason: NO_VALID_RUN.into()
            }
        );
        assert_eq!(
            t.cell("s1", "b").unwrap().outcome,
            Outcome::NotCompleted {
                reason: "ports".into()
            }
        );
    }

    #[test]
    fn bad_lines_are_all_reported_with_line_and_column() {
        let err = load_text(
            "scenario,server,round,rps,failed,status,reason\n\
             s1,a,1,\"84,133\",0,ok,\n\
             s1,a,2,NaN,0,ok,\n\
             s1,c,1,5,0,ok,\n\
             s1,a,3,5,0\n\
             s1,b,1,5,0,ok,\n\
             s1,b,1,6,0,ok,\n",
        )
        .unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("results/x/t.csv:2:8: error: `84,133` is not a plain number"),
            "{text}"
        );
        assert!(
            text.contains("results/x/t.csv:3:8: error: `NaN` is not a finite number"),
            "{text}"
        );
        assert!(
            text.contains("results/x/t.csv:4:4: error: series `c` is not a subject"),
            "{text}"
        );
        assert!(
            text.contains(
                "results/x/t.csv:5: error: this line has 5 fields where the header has 7"
            ),
            "{text}"
        );
        assert!(text.contains("results/x/t.csv:7:1: error: duplicate line for row `s1`, series `b`, run `1`; line 6"), "{text}");
        assert_eq!(err.0.len(), 5);
    }

    #[test]
    fn a_thread_reads_each_file_as_a_fresh_reader_would() {
        // One thread's reader goes from file to file: each result must be
        // what a thread that never read another file gives.
        let texts = [
            "scenario,server,round,rps,failed,status,reason\ns1,a,1,100,0,ok,\ns1,b,1,5,0,ok,\n",
            "",
            "rps,scenario,server,round,failed,status,reason,extra,more\n7,s1,a,1,0,ok,,x,y\n8,s1,a,2,0,ok,,x\n",
            "scenario,server,round,rps,failed,status,reason\ns1,a,1,100,0,ok,\ns1,a,2,5,0\n\"s\n2\",a,1,9,0,ok,\ns3,a,1,9,0,ok,",
            "scenario,server,round,rps\ns1,a,1,100\n",
            "scenario,server,round,rps,failed,status,reason\r\ns1,b,1,6,0,ok,\r\ns1,b,1,6,0,ok,\r\n",
            "scenario,server,round,rps,failed,status,reason\ns1,a,1,5,0,ok,,extra\n",
        ];
        let show = |r: Result<Table, Diagnostics>| match r {
            Ok(t) => format!("{t:?}"),
            Err(d) => d.to_string(),
        };
        let alone: Vec<String> = texts
            .iter()
            .map(|t| {
                let t = t.to_string();
                std::thread::spawn(move || show(load_text(&t)))
                    .join()
                    .unwrap()
            })
            .collect();
        for _ in 0..2 {
            for (text, want) in texts.iter().zip(&alone) {
                assert_eq!(&show(load_text(text)), want, "{text:?}");
            }
        }
        assert!(
            alone[3].contains("t.csv:3: error: this line has 5 fields where the header has 7"),
            "{}",
            alone[3]
        );
        assert!(
            alone[6].contains("t.csv:2: error: this line has 8 fields where the header has 7"),
            "{}",
            alone[6]
        );
    }

    #[test]
    fn a_table_can_keep_failed_runs_and_name_raw_reports() {
        let text = MANIFEST.replace(
            "reason = \"reason\"\n",
            "reason = \"reason\"\nraw = \"raw\"\nexclude-failed-runs = false\n",
        );
        let m: Manifest = toml::from_str(&text).unwrap();
        let t = load(
            "t",
            &m.tables["t"],
            &m,
            "results/x/t.csv",
            "scenario,server,round,rps,failed,status,reason,raw\n\
             s1,a,1,100,0,ok,,raw/t-s1-a-run1.txt\n\
             s1,a,2,10,4,ok,,raw/t-s1-a-run2.txt\n\
             s1,a,3,70,0,ok,,\n",
        )
        .unwrap();
        assert!(!t.exclude_failed_runs);
        let a = t.cell("s1", "a").unwrap();
        // The failed run counts: the median of 100, 10 and 70.
        assert_eq!(a.outcome, Outcome::Value(70.0));
        assert_eq!(a.runs[1].raw.as_deref(), Some("raw/t-s1-a-run2.txt"));
        assert_eq!(a.runs[2].raw, None);
        assert_eq!(
            a.runs[1].exclusion(true).as_deref(),
            Some("4 failed requests")
        );
        assert_eq!(a.runs[1].exclusion(false), None);

        let err = load(
            "t",
            &m.tables["t"],
            &m,
            "results/x/t.csv",
            "scenario,server,round,rps,failed,status,reason,raw\n\
             s1,a,1,100,0,ok,,../../etc/passwd\n",
        )
        .unwrap_err();
        assert!(
            err.to_string()
                .contains("raw report `../../etc/passwd` is not a path inside the campaign folder"),
            "{err}"
        );
    }

    #[test]
    fn a_header_names_each_column_once() {
        let err = load_text(
            "scenario,server,round,rps,failed,status,reason,rps\n\
             s1,a,1,100,0,ok,,5\n",
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains(
                "results/x/t.csv:1:48: error: the header names column `rps` twice (columns 4 and 8)"
            ),
            "{err}"
        );
        // The column counts the quotes of a quoted name.
        let err = load_text("\"scenario\",server,round,rps,failed,status,,reason\n")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("results/x/t.csv:1:43: error: column 7 of the header has no name"),
            "{err}"
        );
    }

    #[test]
    fn a_column_no_table_reads_is_refused() {
        let text = "scenario,server,round,rps,failed,statsu,status,reason\n";
        let m = manifest();
        let known = m.tables["t"].columns();
        let err = check_unknown_columns("results/x/t.csv", text, &known).unwrap_err();
        assert_eq!((err.line, err.column), (Some(1), Some(34)));
        assert_eq!(
            err.message,
            "column `statsu` is not read by any table of the manifest"
        );
        assert!(check_unknown_columns("t.csv", "scenario,server,round,rps\n", &known).is_ok());
    }

    #[test]
    fn many_lines_keep_their_first_appearance_order() {
        // 3,000 rows of 2 series: the order of rows and series is that of
        // the file, and each duplicate is found with its first line.
        let mut text = String::from("scenario,server,round,rps,failed,status,reason\n");
        for i in (0..3000).rev() {
            for s in ["b", "a"] {
                text.push_str(&format!("r{i},{s},1,{i},0,ok,\n"));
            }
        }
        let t = load_text(&text).unwrap();
        assert_eq!(t.rows.len(), 3000);
        assert_eq!(t.rows[0], "r2999");
        assert_eq!(t.series, vec!["b", "a"]);
        text.push_str("r7,a,1,5,0,ok,\n");
        let err = load_text(&text).unwrap_err().to_string();
        assert!(
            err.contains("t.csv:6002:1: error: duplicate line for row `r7`, series `a`, run `1`; line 5987 has it already"),
            "{err}"
        );
    }

    #[test]
    fn median_of_even_count_is_the_mean_of_the_middle_values() {
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
        assert_eq!(median(&[7.0]), Some(7.0));
        assert_eq!(median(&[]), None);
    }
}
