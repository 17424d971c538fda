//! `pcdocs import`: measurements enter results/ without retyping. Each text
//! report of a load generator (h2load, wrk) becomes one run line of a
//! campaign table; the report itself is kept under the campaign's `raw/`
//! folder with its SHA-256 in `raw/SHA256SUMS`, and the run line names it, so
//! a page's tooltips lead back to the report.
//!
//! Nothing is written unless every report parses and the table still loads
//! with the new lines. Reading the table and writing the raw copies,
//! `SHA256SUMS` and the CSV file happen under the campaign's lock, as one
//! journaled transaction that a killed run leaves for the next to roll back
//! (see `store`).

mod consistency;
pub mod h2load;
pub mod hey;
pub mod samples;
mod store;
pub mod wrk;

use crate::diag::{Diagnostic, Diagnostics, Error, Failure, read_text, rel};
use crate::results::manifest::{Count, Manifest, TableSpec};
use crate::results::table;
use std::fmt;
use std::path::{Component, Path, PathBuf};
pub use store::{SumLine, parse_sums, sha256_hex};

/// The load generators whose reports can be imported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Tool {
    /// h2load, nghttp2's benchmarking tool (HTTP/1.1, HTTP/2, HTTP/3).
    H2load,
    /// wrk (HTTP/1.1).
    Wrk,
    /// hey (HTTP/1.1, HTTP/2).
    Hey,
    /// `docker stats` samples (tab-separated `table` format).
    DockerStats,
    /// A CSV of `timestamp,value` samples.
    Samples,
}

impl Tool {
    pub fn name(self) -> &'static str {
        match self {
            Tool::H2load => "h2load",
            Tool::Wrk => "wrk",
            Tool::Hey => "hey",
            Tool::DockerStats => "docker-stats",
            Tool::Samples => "samples",
        }
    }

    fn importer(self) -> &'static dyn Importer {
        match self {
            Tool::H2load => &h2load::H2load,
            Tool::Wrk => &wrk::Wrk,
            Tool::Hey => &hey::Hey,
            Tool::DockerStats => &samples::DockerStats,
            Tool::Samples => &samples::SampleCsv,
        }
    }

    /// Whether the tool writes resource samples rather than load reports.
    pub fn samples(self) -> bool {
        matches!(self, Tool::DockerStats | Tool::Samples)
    }
}

/// A load generator's report format: one type per tool, so that a new tool
/// is one file (and one `Tool` variant).
pub trait Importer: Sync {
    fn tool(&self) -> Tool;
    /// Whether the text has lines only this tool prints.
    fn recognizes(&self, text: &str) -> bool;
    fn parse(&self, file: &str, text: &str) -> Result<Report, Diagnostic>;
}

/// Every importer, in the order tools are tried.
pub const IMPORTERS: [&dyn Importer; 5] = [
    &h2load::H2load,
    &wrk::Wrk,
    &hey::Hey,
    &samples::DockerStats,
    &samples::SampleCsv,
];

/// What a run was told to do.
#[derive(Debug, Clone, PartialEq)]
pub enum Nominal {
    /// Run for this many seconds (wrk `-d`, h2load `-D`).
    Seconds(f64),
    /// Make this many requests (h2load `-n`).
    Requests(u64),
}

impl fmt::Display for Nominal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Nominal::Seconds(s) => write!(f, "{} s", trim_float(*s)),
            Nominal::Requests(n) => write!(f, "{n} requests"),
        }
    }
}

/// What happened in a run, in the terms every tool shares.
#[derive(Debug, Clone, PartialEq)]
pub struct Facts {
    /// Requests the run made or was to make (h2load's total, wrk's
    /// completed responses, hey's responses and errors).
    pub requests: u64,
    /// Requests that got a response.
    pub completed: u64,
    /// The counts the tool reports, in the order of `Count::ALL`; a count
    /// the tool does not report is absent.
    pub counts: Vec<(Count, u64)>,
    pub nominal: Option<Nominal>,
    /// The actual duration of the run in seconds.
    pub elapsed: Option<f64>,
    pub connections: Option<u64>,
    pub threads: Option<u64>,
    pub url: Option<String>,
    /// h2load: the share of the run its clients were making requests.
    pub busy: Option<f64>,
}

impl Facts {
    pub fn count(&self, c: Count) -> Option<u64> {
        self.counts.iter().find(|(k, _)| *k == c).map(|(_, n)| *n)
    }

    /// Completed requests ÷ actual duration, with two decimals.
    pub fn completed_per_s(&self) -> Option<String> {
        let e = self.elapsed.filter(|e| *e > 0.0)?;
        Some(format!("{:.2}", self.completed as f64 / e))
    }

    /// The counts that make the run not clean ("4 requests started but not
    /// done"), empty for a clean run.
    pub fn problems(&self) -> Vec<String> {
        self.counts
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(c, n)| c.describe(*n as f64))
            .collect()
    }
}

/// A number of seconds without trailing zeros ("0.13161", "2").
fn trim_float(v: f64) -> String {
    let s = format!("{v:.6}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// A duration as the tools print it ("131.61ms", "2.00s", "1m30s", "481us",
/// "2s") in seconds.
pub fn seconds(text: &str) -> Option<f64> {
    let mut total = 0.0;
    let mut rest = text.trim();
    if rest.is_empty() {
        return None;
    }
    while !rest.is_empty() {
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        let n: f64 = rest[..end].parse().ok()?;
        rest = rest[end..].trim_start();
        let unit_end = rest
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(rest.len());
        let scale = match &rest[..unit_end] {
            "us" | "µs" => 1e-6,
            "ms" => 1e-3,
            "s" | "" => 1.0,
            "m" => 60.0,
            "h" => 3600.0,
            _ => return None,
        };
        total += n * scale;
        rest = rest[unit_end..].trim_start();
    }
    Some(total)
}

impl fmt::Display for Tool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A row of timing statistics as printed: its name and its columns
/// (h2load: min, max, mean, sd, +/- sd; wrk: avg, stdev, max, +/- stdev).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Timing {
    pub name: String,
    pub values: Vec<String>,
}

/// A parsed report.
#[derive(Debug, Clone, PartialEq)]
pub enum Report {
    H2load(h2load::H2loadReport),
    Wrk(wrk::WrkReport),
    Hey(hey::HeyReport),
    Samples(samples::Samples),
}

impl Report {
    pub fn tool(&self) -> Tool {
        match self {
            Report::H2load(_) => Tool::H2load,
            Report::Wrk(_) => Tool::Wrk,
            Report::Hey(_) => Tool::Hey,
            Report::Samples(s) => s.tool,
        }
    }

    /// Requests per second, exactly as the tool printed them ("8123.45").
    pub fn req_per_s(&self) -> &str {
        match self {
            Report::H2load(r) => &r.req_per_s,
            Report::Wrk(r) => &r.req_per_s,
            Report::Hey(r) => &r.req_per_s,
            Report::Samples(_) => "",
        }
    }

    /// 1-based line of the report that holds the requests per second.
    pub fn req_per_s_line(&self) -> usize {
        match self {
            Report::H2load(r) => r.req_per_s_line,
            Report::Wrk(r) => r.req_per_s_line,
            Report::Hey(r) => r.req_per_s_line,
            Report::Samples(_) => 0,
        }
    }

    /// What happened in the run.
    pub fn facts(&self) -> Facts {
        match self {
            Report::H2load(r) => r.facts(),
            Report::Wrk(r) => r.facts(),
            Report::Hey(r) => r.facts(),
            Report::Samples(_) => Facts {
                requests: 0,
                completed: 0,
                counts: Vec::new(),
                nominal: None,
                elapsed: None,
                connections: None,
                threads: None,
                url: None,
                busy: None,
            },
        }
    }

    /// Requests of the run (see `Facts::requests`).
    pub fn requests(&self) -> u64 {
        self.facts().requests
    }

    /// Failed requests: h2load's `failed`, which already includes its
    /// `errored` and `timeout` counts (they are subsets of it); for wrk,
    /// the responses with a status of 400 or more and the timeouts (socket
    /// errors are counts of their own); for hey, errors and 4xx/5xx.
    pub fn failed(&self) -> u64 {
        self.facts().count(Count::Failed).unwrap_or(0)
    }

    /// Failed ÷ requests (0 for a run without requests).
    pub fn error_rate(&self) -> f64 {
        match self.requests() {
            0 => 0.0,
            n => self.failed() as f64 / n as f64,
        }
    }
}

/// A diagnostic at line `n` of a report, showing the line.
fn bad_line(file: &str, n: usize, raw: &str, message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(file, message).at(n, None).snippet(raw)
}

/// One line of a report, for its messages.
struct At<'a> {
    file: &'a str,
    n: usize,
    raw: &'a str,
}

impl At<'_> {
    fn bad(&self, message: impl Into<String>) -> Diagnostic {
        bad_line(self.file, self.n, self.raw, message)
    }

    fn garbled(&self, what: &str) -> Diagnostic {
        self.bad(format!("the `{what}` line is cut off or garbled"))
    }
}

/// A load generator's text report, read a line at a time into what the
/// lines seen so far hold, then made into the report.
trait LineReader: Default {
    type Report;
    fn read(&mut self, at: At) -> Result<(), Diagnostic>;
    fn report(self, file: &str, text: &str) -> Result<Self::Report, Diagnostic>;
}

/// Reads the report `text` of `file` with `R`.
fn read_lines<R: LineReader>(file: &str, text: &str) -> Result<R::Report, Diagnostic> {
    let mut seen = R::default();
    for (i, raw) in text.lines().enumerate() {
        seen.read(At {
            file,
            n: i + 1,
            raw,
        })?;
    }
    seen.report(file, text)
}

/// "a, b and c".
fn and_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A report that lacks lines its tool always prints.
fn missing(file: &str, text: &str, tool: &str, lacks: &[&str]) -> Diagnostic {
    let what = match lacks {
        [one] => format!("the line {one}"),
        _ => format!("the lines {}", and_list(lacks)),
    };
    let d = Diagnostic::new(
        file,
        format!("not a complete {tool} report: it lacks {what}"),
    )
    .hint(format!(
        "the file may be cut off, or the run did not finish; import the whole output of {tool}"
    ));
    match text.lines().enumerate().last() {
        Some((i, last)) => d.at(i + 1, None).snippet(last),
        None => d,
    }
}

/// The text as a plain decimal number ("8123.45"), or `None`.
fn plain_decimal(s: &str) -> Option<String> {
    let s = s.trim();
    let digits = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
    let ok = match s.split_once('.') {
        Some((a, b)) => digits(a) && digits(b),
        None => digits(s),
    };
    (ok && s.parse::<f64>().is_ok_and(f64::is_finite)).then(|| s.to_owned())
}

/// A report's requests per second, which must be a plain decimal number;
/// an error at line `n` otherwise.
fn requests_per_second(file: &str, n: usize, raw: &str, text: &str) -> Result<String, Diagnostic> {
    plain_decimal(text).ok_or_else(|| {
        bad_line(
            file,
            n,
            raw,
            format!("requests per second `{text}` is not a plain decimal number"),
        )
    })
}

/// Parses the bytes of a report. `file` names it in messages; `tool` forces
/// the parser, otherwise the tool is recognised from the text.
pub fn parse_report(file: &str, bytes: &[u8], tool: Option<Tool>) -> Result<Report, Diagnostic> {
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        return Err(binary(file, at));
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => return Err(binary(file, e.valid_up_to())),
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(Diagnostic::new(file, "the report is empty")
            .hint("import the text that h2load or wrk printed at the end of a run"));
    }
    let known: Vec<Tool> = IMPORTERS
        .iter()
        .filter(|i| i.recognizes(text))
        .map(|i| i.tool())
        .collect();
    let tool = match (tool, known.as_slice()) {
        (Some(t), _) => t,
        (None, [one]) => *one,
        (None, []) => {
            let first = text
                .lines()
                .enumerate()
                .find(|(_, l)| !l.trim().is_empty())
                .unwrap_or((0, ""));
            let mut d = Diagnostic::new(
                file,
                "not an h2load, wrk or hey report: it has none of the lines they print \
                 (`finished in …, N req/s`, `requests: … total`, `Running … test @`, `Requests/sec:`, `Summary:`)",
            )
            .at(first.0 + 1, None)
            .snippet(first.1);
            d = if text.lines().any(|l| l.starts_with("unable to connect to ")) {
                d.hint("wrk could not connect to the server and measured nothing")
            } else {
                d.hint("import the text that h2load, wrk or hey printed at the end of a run")
            };
            return Err(d);
        }
        (None, many) => {
            let names: Vec<&str> = many.iter().map(|t| t.name()).collect();
            return Err(Diagnostic::new(
                file,
                format!("the file has lines of reports of {}", and_list(&names)),
            )
            .hint("import one report per file, or name the tool with --tool"));
        }
    };
    let report = tool
        .importer()
        .parse(file, text)
        .map_err(|d| match known.as_slice() {
            [other] if *other != tool => d.hint(format!(
                "it looks like a {other} report: pass --tool {other}, or leave --tool out"
            )),
            _ => d,
        })?;
    // Figures that contradict each other: an edited report, or not a tool's.
    consistency::check(file, text, &report)?;
    Ok(report)
}

fn binary(file: &str, at: usize) -> Diagnostic {
    Diagnostic::new(
        file,
        format!("not a text report: the file holds binary data (byte {at})"),
    )
    .hint("import the text that h2load or wrk printed; uncompress a compressed report first")
}

/// Imports load-generator reports as runs of a campaign table.
#[derive(Debug, Clone, clap::Args)]
pub struct ImportArgs {
    /// The campaign: a folder under results/.
    #[arg(long, required_unless_present = "recover", default_value = "")]
    pub campaign: String,
    /// The table of the campaign's manifest; it needs a `run` column.
    #[arg(long, required_unless_present_any = ["recover", "pattern"], default_value = "")]
    pub table: String,
    /// Row key of the runs (the table's `row` column).
    #[arg(long, required_unless_present_any = ["recover", "pattern"], default_value = "")]
    pub row: String,
    /// Series key of the runs: a subject of the manifest.
    #[arg(long, required_unless_present_any = ["recover", "pattern"], default_value = "")]
    pub series: String,
    /// Run number of the first report; each further report takes the next
    /// (with --pattern and no `{run}`: of each cell; left out, each report
    /// takes the cell's next free number).
    #[arg(long, required_unless_present_any = ["recover", "pattern"], default_value_t = 0)]
    pub run: u32,
    /// Batch import: how report file names give the table, row, series and
    /// run, e.g. '{series}_{table}_c{row}_r{run}.txt'; a placeholder left
    /// out takes --table, --row, --series or --run. REPORT may then be a
    /// folder, whose files all must match. All reports or none are imported.
    #[arg(long, value_name = "PATTERN")]
    pub pattern: Option<String>,
    /// With --pattern: print which report goes where, check everything,
    /// and write nothing.
    #[arg(long, requires = "pattern")]
    pub dry_run: bool,
    /// The tool that wrote the reports (default: recognised from the text).
    #[arg(long, value_enum)]
    pub tool: Option<Tool>,
    /// The reports, one file per run, as the tool printed them.
    #[arg(required_unless_present = "recover", value_name = "REPORT")]
    pub reports: Vec<PathBuf>,
    /// Only undo imports that were interrupted (killed) half way, in every
    /// campaign, and import nothing.
    #[arg(long, conflicts_with_all = ["campaign", "table", "row", "series", "run", "reports"])]
    pub recover: bool,
    /// The project folder (holding results/).
    #[arg(long, default_value = ".")]
    pub root: PathBuf,
}

/// What a batch import did or, in a dry run, would do.
#[derive(Debug, Clone, PartialEq)]
pub struct Batch {
    /// Each report and where it goes.
    pub mapping: Vec<Placed>,
    pub summaries: Vec<Summary>,
    pub dry_run: bool,
}

/// Where a report of a batch goes.
#[derive(Debug, Clone, PartialEq)]
pub struct Placed {
    pub report: String,
    pub table: String,
    pub row: String,
    pub series: String,
    pub run: u32,
}

impl fmt::Display for Batch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in &self.mapping {
            writeln!(
                f,
                "{} → table {}, row {}, series {}, run {}",
                p.report, p.table, p.row, p.series, p.run
            )?;
        }
        if self.dry_run {
            let runs: usize = self.summaries.iter().map(|s| s.runs.len()).sum();
            writeln!(
                f,
                "dry run: the {runs} reports would import; nothing was written"
            )?;
            return Ok(());
        }
        for s in &self.summaries {
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

/// A file-name pattern as a regular expression: placeholders become named
/// groups (shortest match first), everything else matches itself.
fn pattern_regex(pattern: &str) -> Result<regex::Regex, String> {
    let mut re = String::from("^");
    let mut seen: Vec<&str> = Vec::new();
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        re.push_str(&regex::escape(&rest[..open]));
        let Some(close) = rest[open..].find('}') else {
            return Err(format!("`{{` without `}}` in `{pattern}`"));
        };
        let name = &rest[open + 1..open + close];
        if !["table", "row", "series", "run"].contains(&name) {
            return Err(format!(
                "unknown placeholder `{{{name}}}`; placeholders are {{table}}, {{row}}, {{series}} and {{run}}"
            ));
        }
        if seen.contains(&name) {
            return Err(format!("`{{{name}}}` appears twice in `{pattern}`"));
        }
        seen.push(name);
        re.push_str(&format!("(?P<{name}>.+?)"));
        rest = &rest[open + close + 1..];
    }
    if rest.contains('}') {
        return Err(format!("`}}` without `{{` in `{pattern}`"));
    }
    re.push_str(&regex::escape(rest));
    re.push('$');
    regex::Regex::new(&re).map_err(|e| e.to_string())
}

/// Batch import: every report of `args.reports` (files, or folders of
/// them) goes to the table, row, series and run its file name gives under
/// `args.pattern`, in one transaction; nothing is written unless all of
/// them import (and nothing at all in a dry run).
pub fn run_batch(args: &ImportArgs) -> Result<Batch, Error> {
    let pattern = args.pattern.as_deref().unwrap_or_default();
    let re = pattern_regex(pattern)
        .map_err(|why| Diagnostics::from(Diagnostic::new("import", format!("--pattern: {why}"))))?;
    let files = batch_files(args, &re)?;
    let mut diags = Diagnostics::default();
    let mut mapping = Vec::new();
    let mut jobs: Vec<Job> = Vec::new();
    let mut next_run = NextRuns::default();
    for path in &files {
        match batch_job(args, &re, path, &mut next_run) {
            Ok((placed, job)) => {
                mapping.push(placed);
                jobs.push(job);
            }
            Err(d) => diags.push(d),
        }
    }
    diags.into_result()?;
    let mut summaries = import_jobs(&args.root, &args.campaign, jobs, args.dry_run)?;
    // One report per job: the run each was given.
    for (m, s) in mapping.iter_mut().zip(&summaries) {
        m.run = s.runs.first().and_then(|r| r.run.parse().ok()).unwrap_or(0);
    }
    note_run_counts_once(&mut summaries);
    Ok(Batch {
        mapping,
        summaries,
        dry_run: args.dry_run,
    })
}

/// The reports of a batch, in name order (a folder's regular files, not
/// recursive), once the pattern or the options give every cell's table,
/// row and series.
fn batch_files(args: &ImportArgs, re: &regex::Regex) -> Result<Vec<PathBuf>, Diagnostics> {
    let has = |name: &str| re.capture_names().flatten().any(|n| n == name);
    let mut diags = Diagnostics::default();
    for (name, given) in [
        ("table", &args.table),
        ("row", &args.row),
        ("series", &args.series),
    ] {
        if !has(name) && given.is_empty() {
            diags.push(Diagnostic::new(
                "import",
                format!("the pattern has no `{{{name}}}`: give --{name}"),
            ));
        }
    }
    let mut files: Vec<PathBuf> = Vec::new();
    if args.reports.is_empty() {
        diags.push(Diagnostic::new("import", "no report to import"));
    }
    for path in &args.reports {
        if path.is_dir() {
            files.extend(folder_reports(path, &mut diags));
        } else {
            files.push(path.clone());
        }
    }
    diags.into_result()?;
    Ok(files)
}

/// A folder's files but hidden ones, in name order. The folder's own files
/// only: its reports are kept in results/, so a link in it could publish
/// whatever it leads to.
fn folder_reports(path: &Path, diags: &mut Diagnostics) -> Vec<PathBuf> {
    let entries = match std::fs::read_dir(path) {
        Ok(entries) => entries,
        Err(e) => {
            diags.push(Diagnostic::new(
                path.to_string_lossy(),
                format!("cannot read the folder: {e}"),
            ));
            return Vec::new();
        }
    };
    let mut inside: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .filter(|e| {
            let link = e.file_type().is_ok_and(|t| t.is_symlink());
            if link {
                diags.push(
                    Diagnostic::new(
                        e.path().to_string_lossy(),
                        "is a symbolic link; a batch imports only the folder's regular files",
                    )
                    .hint("copy the report into the folder, or name it on the command line"),
                );
            }
            !link
        })
        .map(|e| e.path())
        .collect();
    inside.sort();
    inside
}

/// A cell of a campaign table.
#[derive(Debug, Clone, PartialEq)]
struct CellKey {
    table: String,
    row: String,
    series: String,
}

/// The next run number of each cell of a batch numbered from --run.
#[derive(Default)]
struct NextRuns(Vec<(CellKey, u32)>);

impl NextRuns {
    /// `None` past the largest run number.
    fn next(&mut self, cell: &CellKey, first: u32) -> Option<u32> {
        match self.0.iter_mut().find(|(c, _)| c == cell) {
            Some((_, n)) => {
                *n = n.checked_add(1)?;
                Some(*n)
            }
            None => {
                self.0.push((cell.clone(), first));
                Some(first)
            }
        }
    }
}

/// The job of one report of a batch: its cell and run from its file name
/// (or the options), the report read and parsed.
fn batch_job(
    args: &ImportArgs,
    re: &regex::Regex,
    path: &Path,
    next_run: &mut NextRuns,
) -> Result<(Placed, Job), Diagnostic> {
    let shown = path.to_string_lossy().into_owned();
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let Some(caps) = re.captures(&name) else {
        let pattern = args.pattern.as_deref().unwrap_or_default();
        return Err(
            Diagnostic::new(&shown, format!("the file name does not match `{pattern}`"))
                .hint("every report of the batch must match the pattern; move other files out of the folder"),
        );
    };
    let get = |n: &str, given: &str| {
        caps.name(n)
            .map_or_else(|| given.to_owned(), |m| m.as_str().to_owned())
    };
    let cell = CellKey {
        table: get("table", &args.table),
        row: get("row", &args.row),
        series: get("series", &args.series),
    };
    let run = match caps.name("run") {
        Some(m) => Some(m.as_str().parse::<u32>().map_err(|_| {
            Diagnostic::new(
                &shown,
                format!("`{}` in the file name is not a run number", m.as_str()),
            )
        })?),
        // Without --run, each report takes the cell's next free number.
        None if args.run == 0 => None,
        None => Some(next_run.next(&cell, args.run).ok_or_else(|| {
            Diagnostic::new(
                &shown,
                format!(
                    "numbered from --run {}, this report's run would pass {}",
                    args.run,
                    u32::MAX
                ),
            )
            .hint("number the batch from a smaller --run")
        })?),
    };
    let given = read_report(&shown, path, args.tool)?;
    let placed = Placed {
        report: shown,
        table: cell.table.clone(),
        row: cell.row.clone(),
        series: cell.series.clone(),
        run: 0,
    };
    let job = Job {
        table: cell.table,
        row: cell.row,
        series: cell.series,
        run,
        reports: vec![given],
    };
    Ok((placed, job))
}

/// One report per job: a cell's count of runs is noted once, after its
/// last report.
fn note_run_counts_once(summaries: &mut [Summary]) {
    let mut last: std::collections::BTreeMap<String, usize> = Default::default();
    for (i, s) in summaries.iter().enumerate() {
        for n in &s.notes {
            if let Some((cell, _)) = n.split_once(" has ")
                && n.contains("the manifest's sampling expects")
            {
                last.insert(cell.to_owned(), i);
            }
        }
    }
    for (i, s) in summaries.iter_mut().enumerate() {
        s.notes.retain(|n| match n.split_once(" has ") {
            Some((cell, _)) if n.contains("the manifest's sampling expects") => {
                last.get(cell) == Some(&i)
            }
            _ => true,
        });
    }
}

/// A report named on the command line, read and parsed.
fn read_report(shown: &str, path: &Path, tool: Option<Tool>) -> Result<Given, Diagnostic> {
    check_report_file(shown, path)?;
    let bytes = std::fs::read(path)
        .map_err(|e| Diagnostic::new(shown, format!("cannot read the report: {e}")))?;
    let report = parse_report(shown, &bytes, tool)?;
    Ok(Given {
        shown: shown.to_owned(),
        bytes,
        report,
    })
}

/// What an import wrote.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    /// The CSV file, relative to the project root.
    pub csv: String,
    /// Whether the CSV file was created (with the header of the table spec).
    pub created: bool,
    pub runs: Vec<Imported>,
    /// What the reader should know: runs the table will leave out, cells
    /// that lack runs the manifest's sampling expects.
    pub notes: Vec<String>,
}

/// One imported report.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    /// The report as named on the command line.
    pub report: String,
    pub tool: Tool,
    /// The run number written.
    pub run: String,
    /// 1-based line of the run in the CSV file.
    pub line: u64,
    pub req_per_s: String,
    pub requests: u64,
    pub failed: u64,
    /// What the run's line says, for the summary: requests per second and
    /// failures of a load report, the value made of samples.
    pub written: String,
    /// The kept copy, relative to the project root.
    pub raw: String,
    pub sha256: String,
    /// Every count of the run, in the order of `Count::ALL`.
    pub counts: Vec<(Count, u64)>,
    /// What the report says that its row or cell does not expect.
    pub warnings: Vec<String>,
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.created {
            writeln!(f, "created {}", self.csv)?;
        }
        for r in &self.runs {
            writeln!(
                f,
                "{}:{}: run {}: {} (from {} report {}, kept as {})",
                self.csv, r.line, r.run, r.written, r.tool, r.report, r.raw
            )?;
            for w in &r.warnings {
                writeln!(f, "warning: {}: run {}: {w}", r.report, r.run)?;
            }
        }
        for n in &self.notes {
            writeln!(f, "note: {n}")?;
        }
        Ok(())
    }
}

/// Columns of a table spec by what import writes into them, in header order.
pub(crate) fn roles(spec: &TableSpec) -> Vec<(Role, &str)> {
    let mut out = vec![
        (Role::Row, spec.row.as_str()),
        (Role::Series, spec.series.as_str()),
    ];
    if let Some(c) = &spec.run {
        out.push((Role::Run, c.as_str()));
    }
    out.push((Role::Value, spec.value.as_str()));
    let optional = [
        (Role::Failed, &spec.failed),
        (Role::Requests, &spec.requests),
        (Role::ErrorRate, &spec.error_rate),
        (Role::Raw, &spec.raw),
        (Role::Status, &spec.status),
        (Role::Reason, &spec.reason),
    ];
    for (role, col) in optional {
        if let Some(c) = col {
            out.push((role, c.as_str()));
        }
    }
    for c in Count::ALL.into_iter().skip(1) {
        if let Some(col) = spec.count_column(c) {
            out.push((Role::Count(c), col));
        }
    }
    for (role, col) in [
        (Role::Elapsed, &spec.elapsed),
        (Role::CompletedPerS, &spec.completed_per_s),
        (Role::Warnings, &spec.warnings),
    ] {
        if let Some(c) = col {
            out.push((role, c.as_str()));
        }
    }
    out
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    Row,
    Series,
    Run,
    Value,
    Failed,
    Requests,
    ErrorRate,
    Raw,
    Status,
    Reason,
    Count(Count),
    Elapsed,
    CompletedPerS,
    Warnings,
}

/// The field a report gives a column of `role`, or `None` for the roles
/// it does not fill (keys, raw path, status, warnings). `pcdocs check`
/// compares imported lines with this.
pub(crate) fn derived(
    report: &Report,
    facts: &Facts,
    role: Role,
    spec: &TableSpec,
) -> Option<String> {
    if let Report::Samples(s) = report {
        return match role {
            Role::Value => Some(s.value(spec).unwrap_or_default()),
            _ => None,
        };
    }
    Some(match role {
        Role::Value => report.req_per_s().to_owned(),
        Role::Failed => facts.count(Count::Failed).unwrap_or(0).to_string(),
        Role::Requests => facts.requests.to_string(),
        Role::ErrorRate => format!("{}", report.error_rate()),
        // A count the tool does not report stays empty, not 0.
        Role::Count(c) => facts.count(c).map(|n| n.to_string()).unwrap_or_default(),
        Role::Elapsed => facts.elapsed.map(trim_float).unwrap_or_default(),
        Role::CompletedPerS => facts.completed_per_s().unwrap_or_default(),
        _ => return None,
    })
}

/// How far the actual duration may be from the nominal one before import
/// warns: a tenth.
const DURATION_TOLERANCE: f64 = 0.1;
/// The share of a run h2load's clients may sit idle before import warns.
pub(crate) const IDLE_TOLERANCE: f64 = 0.1;

/// What a run's report says that its row or its cell does not expect:
/// a duration far from the nominal one, idle clients, parameters other
/// than the row declares (`[rows.R] connections`, `threads`, `url`,
/// `tool`) or than the cell's first run has.
fn warnings_of(
    tool: Tool,
    facts: &Facts,
    declared: Option<&toml::Table>,
    others: &[(String, Tool, Facts)],
) -> Vec<String> {
    let mut out = Vec::new();
    if let (Some(Nominal::Seconds(n)), Some(e)) = (&facts.nominal, facts.elapsed)
        && *n > 0.0
        && ((e - n) / n).abs() > DURATION_TOLERANCE
    {
        out.push(format!(
            "took {} s of a nominal {} s",
            trim_float(e),
            trim_float(*n)
        ));
    }
    if let Some(b) = facts.busy
        && b < 1.0 - IDLE_TOLERANCE
    {
        out.push(format!(
            "its clients made requests for {:.0}% of the run only (requests stalled, as when the server stops answering)",
            b * 100.0
        ));
    }
    let mine: [(&str, Option<String>); 4] = [
        ("tool", Some(tool.name().to_owned())),
        ("connections", facts.connections.map(|c| c.to_string())),
        ("threads", facts.threads.map(|c| c.to_string())),
        ("url", facts.url.clone()),
    ];
    if let Some(row) = declared {
        for (key, value) in &mine {
            let want = match row.get(*key) {
                Some(toml::Value::String(s)) => s.clone(),
                Some(toml::Value::Integer(i)) => i.to_string(),
                _ => continue,
            };
            if let Some(v) = value
                && *v != want
            {
                out.push(format!("{key} {v}, where the row declares {want}"));
            }
        }
    }
    // The cell's first run is its reference: comparing with every run
    // would repeat one odd run's difference in each later one.
    for (what, other_tool, other) in others.iter().take(1) {
        let theirs: [(&str, Option<String>); 4] = [
            ("tool", Some(other_tool.name().to_owned())),
            ("connections", other.connections.map(|c| c.to_string())),
            ("threads", other.threads.map(|c| c.to_string())),
            ("url", other.url.clone()),
        ];
        for ((key, a), (_, b)) in mine.iter().zip(&theirs) {
            if let (Some(a), Some(b)) = (a, b)
                && a != b
            {
                out.push(format!("{key} {a}, where {what} of the cell has {b}"));
            }
        }
    }
    out
}

/// A path of a manifest, compared lexically ("./t.csv" is "t.csv").
fn normal(p: &str) -> Vec<String> {
    Path::new(p)
        .components()
        .filter(|c| !matches!(c, Component::CurDir))
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect()
}

/// A key is written into CSV lines and file names as is.
fn check_key(what: &str, key: &str) -> Option<String> {
    if key.is_empty() {
        Some(format!("the {what} key is empty"))
    } else if key.trim() != key || key.chars().any(char::is_control) {
        Some(format!(
            "the {what} key `{}` has surrounding spaces or control characters",
            key.escape_debug()
        ))
    } else {
        None
    }
}

/// The name a report is kept under in `raw/`: `<table>-<row>-<series>-run<N>.txt`,
/// with characters other than letters, digits, `.`, `_` and `-` replaced by `_`.
pub fn raw_name(table: &str, row: &str, series: &str, run: &str) -> String {
    let name: String = format!("{table}-{row}-{series}-run{run}")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-') {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("{}.txt", name.trim_start_matches('.'))
}

/// Imports the reports of `args` as runs, or reports every problem and
/// writes nothing.
pub fn run(args: &ImportArgs) -> Result<Summary, Error> {
    let root = args.root.as_path();
    let mut diags = Diagnostics::default();
    if args.recover {
        let notes = recover(root)?;
        return Ok(Summary {
            csv: String::new(),
            created: false,
            runs: Vec::new(),
            notes: if notes.is_empty() {
                vec!["no interrupted import to undo".to_owned()]
            } else {
                notes
            },
        });
    }

    // Every report is read and parsed before anything else is looked at.
    if args.pattern.is_some() {
        return Err(Diagnostic::new("import", "--pattern imports with `import::run_batch`").into());
    }
    let mut reports: Vec<Given> = Vec::new();
    if args.reports.is_empty() {
        diags.push(Diagnostic::new("import", "no report to import"));
    }
    for path in &args.reports {
        let shown = path.to_string_lossy().into_owned();
        match read_report(&shown, path, args.tool) {
            Ok(g) => reports.push(g),
            Err(d) => diags.push(d),
        }
    }
    diags.into_result()?;
    let job = Job {
        table: args.table.clone(),
        row: args.row.clone(),
        series: args.series.clone(),
        run: Some(args.run),
        reports,
    };
    let mut out = import_jobs(root, &args.campaign, vec![job], false)?;
    Ok(out.remove(0))
}

/// The reports of one cell, numbered from `run` (`None`: after the cell's
/// highest run so far).
#[derive(Debug)]
struct Job {
    table: String,
    row: String,
    series: String,
    run: Option<u32>,
    reports: Vec<Given>,
}

/// A report given to the import: as shown in messages, its bytes, parsed.
#[derive(Debug)]
struct Given {
    shown: String,
    bytes: Vec<u8>,
    report: Report,
}

/// The campaign's files as this import leaves them so far: a later cell of
/// a batch reads what an earlier one wrote, and nothing reaches the disk
/// before every cell is planned.
///
/// What a cell asks of them is kept as it is first read and updated as
/// cells add to it (the CSV files' records by cell, the kept reports'
/// facts, `SHA256SUMS`), so that a batch of many cells costs in proportion
/// to its size, not to its size times the table's.
#[derive(Default)]
struct Overlay {
    files: std::collections::BTreeMap<PathBuf, Vec<u8>>,
    /// What each written file held before the import (`None`: no file).
    before: std::collections::BTreeMap<PathBuf, Option<Vec<u8>>>,
    /// The CSV lines this import adds, for the journal.
    lines: Vec<String>,
    /// The CSV files read so far, by path.
    tables: std::collections::HashMap<PathBuf, CsvFile>,
    /// Kept reports parsed so far, by path (`None`: not a report).
    facts: std::collections::HashMap<PathBuf, Option<(Tool, Facts)>>,
    /// `raw/SHA256SUMS` as this import leaves it, once read.
    sums: Option<Sums>,
}

/// A campaign's CSV file as this import leaves it so far.
struct CsvFile {
    /// `None` for a file that does not exist or is empty.
    header: Option<Vec<String>>,
    /// Lines of the text (the next record's line is one more).
    lines: u64,
    /// Every record with its line, as read and as appended.
    records: Vec<(u64, Vec<String>)>,
    /// Records by cell, for the columns (row, series) of a table: indexes
    /// into `records`.
    cells: std::collections::HashMap<(usize, usize), ByCell>,
}

/// Indexes of records by their (row, series).
type ByCell = std::collections::HashMap<(String, String), Vec<usize>>;

impl CsvFile {
    /// The records of the cell (`row`, `series`) where those are the
    /// columns `at`.
    fn cell(&mut self, at: (usize, usize), row: &str, series: &str) -> Vec<&(u64, Vec<String>)> {
        let records = &self.records;
        let by_cell = self.cells.entry(at).or_insert_with(|| {
            let mut m = ByCell::default();
            for (i, (_, rec)) in records.iter().enumerate() {
                m.entry(Self::key(rec, at)).or_default().push(i);
            }
            m
        });
        by_cell
            .get(&(row.to_owned(), series.to_owned()))
            .map(|ix| ix.iter().map(|&i| &self.records[i]).collect())
            .unwrap_or_default()
    }

    fn key(rec: &[String], (r, s): (usize, usize)) -> (String, String) {
        let get = |i: usize| rec.get(i).map_or("", |f| f.trim()).to_owned();
        (get(r), get(s))
    }

    /// Appends records (fields in the header's order), from line `lines + 1`.
    fn append(&mut self, new: &[Vec<String>]) {
        for rec in new {
            self.lines += 1;
            let i = self.records.len();
            for (&at, by_cell) in self.cells.iter_mut() {
                by_cell.entry(Self::key(rec, at)).or_default().push(i);
            }
            self.records.push((self.lines, rec.clone()));
        }
    }
}

/// `SHA256SUMS` as lines, with their names and digests for lookups.
struct Sums {
    lines: Vec<store::SumLine>,
    names: std::collections::HashSet<String>,
    /// Digest → index into `lines`.
    digests: std::collections::HashMap<String, usize>,
}

impl Sums {
    fn new(lines: Vec<store::SumLine>) -> Self {
        let mut s = Self {
            lines: Vec::new(),
            names: Default::default(),
            digests: Default::default(),
        };
        for l in lines {
            s.push(l);
        }
        s
    }

    fn push(&mut self, l: store::SumLine) {
        self.names.insert(l.name.clone());
        self.digests
            .entry(l.digest.clone())
            .or_insert(self.lines.len());
        self.lines.push(l);
    }
}

/// Files of the campaign on disk are read as inputs are
/// ([`crate::diag::read_bytes`]): never through a link, never a FIFO.
impl Overlay {
    /// Whether anything is at `p`, a link or a file the rule refuses included.
    fn exists(&self, root: &Path, p: &Path) -> bool {
        self.files.contains_key(p)
            || !matches!(
                crate::paths::judge(root, p),
                Ok(crate::paths::Found::Missing(_))
            )
    }

    fn read(&self, root: &Path, p: &Path) -> Option<Vec<u8>> {
        self.files
            .get(p)
            .cloned()
            .or_else(|| crate::diag::read_bytes(root, p).ok())
    }

    fn write(&mut self, root: &Path, p: PathBuf, bytes: Vec<u8>) {
        if !self.before.contains_key(&p) {
            self.before
                .insert(p.clone(), crate::diag::read_bytes(root, &p).ok());
        }
        self.files.insert(p, bytes);
    }

    /// The facts of the kept report at `p`, parsed once.
    fn facts(&mut self, root: &Path, p: &Path) -> Option<(Tool, Facts)> {
        if let Some(f) = self.facts.get(p) {
            return f.clone();
        }
        let shown = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let parsed = self
            .read(root, p)
            .and_then(|bytes| parse_report(&shown, &bytes, None).ok())
            .map(|r| (r.tool(), r.facts()));
        self.facts.insert(p.to_owned(), parsed.clone());
        parsed
    }

    /// The campaign's `SHA256SUMS`, read on first use.
    fn sums(&mut self, root: &Path, path: &Path) -> Result<&mut Sums, Diagnostics> {
        if self.sums.is_none() {
            let lines = if crate::diag::input_exists(root, path)? {
                let text = read_text(root, path)?;
                store::parse_sums(&text).map_err(|(line, snippet)| {
                    Diagnostics::from(
                        Diagnostic::new(rel(root, path), "not a `sha256sum` line")
                            .at(line, None)
                            .snippet(snippet)
                            .hint("lines read `HASH  FILE`, as `sha256sum` writes them"),
                    )
                })?
            } else {
                Vec::new()
            };
            self.sums = Some(Sums::new(lines));
        }
        Ok(self.sums.as_mut().expect("read above"))
    }

    /// The CSV file at `path` (shown as `shown`), read on first use.
    fn csv(&mut self, root: &Path, path: &Path, shown: &str) -> Result<&mut CsvFile, Diagnostics> {
        if !self.tables.contains_key(path) {
            let text = if let Some(bytes) = self.files.get(path) {
                Some(String::from_utf8_lossy(bytes).into_owned())
            } else if crate::diag::input_exists(root, path)? {
                Some(read_text(root, path)?)
            } else {
                None
            };
            let mut file = CsvFile {
                header: None,
                lines: 0,
                records: Vec::new(),
                cells: Default::default(),
            };
            if let Some(text) = text.filter(|t| !t.trim().is_empty()) {
                let mut reader = csv::ReaderBuilder::new()
                    .flexible(true)
                    .from_reader(text.as_bytes());
                let header: Vec<String> = match reader.headers() {
                    Ok(h) => h.iter().map(|c| c.trim().to_owned()).collect(),
                    Err(e) => {
                        return Err(
                            Diagnostic::new(shown, format!("cannot read CSV header: {e}"))
                                .at(1, None)
                                .into(),
                        );
                    }
                };
                for rec in reader.records().flatten() {
                    let line = rec.position().map_or(0, |p| p.line());
                    file.records
                        .push((line, rec.iter().map(str::to_owned).collect()));
                }
                file.header = Some(header);
                file.lines = text.lines().count() as u64;
            }
            self.tables.insert(path.to_owned(), file);
        }
        Ok(self.tables.get_mut(path).expect("read above"))
    }

    /// Appends `bytes` to the file at `p` as this import leaves it.
    fn append(&mut self, root: &Path, p: &Path, bytes: &[u8]) {
        if !self.files.contains_key(p) {
            let before = crate::diag::read_bytes(root, p).ok();
            self.before.insert(p.to_owned(), before.clone());
            self.files.insert(p.to_owned(), before.unwrap_or_default());
        }
        let file = self.files.get_mut(p).expect("inserted above");
        if !file.is_empty() && !file.ends_with(b"\n") {
            file.push(b'\n');
        }
        file.extend_from_slice(bytes);
    }
}

/// Imports jobs into one campaign as one transaction under its lock; with
/// `dry_run`, plans and checks everything and writes nothing.
fn import_jobs(
    root: &Path,
    campaign: &str,
    jobs: Vec<Job>,
    dry_run: bool,
) -> Result<Vec<Summary>, Error> {
    check_names(root, campaign, &jobs)?;
    let folder = root.join("results").join(campaign);
    let manifest_path = folder.join("manifest.toml");
    check_campaign(root, campaign, &folder, &manifest_path)?;
    // Everything from here to the last write is one read-modify-write of
    // the campaign: a concurrent import waits, then sees these lines.
    let _lock = store::lock(&folder)
        .map_err(|e| Failure::new(format!("lock the campaign {}", rel(root, &folder)), e))?;
    let notes: Vec<String> = recover_campaign(root, &folder)?.into_iter().collect();
    let manifest_file = rel(root, &manifest_path);
    let manifest = read_manifest(root, &manifest_path).map_err(finish)?;
    let mut overlay = Overlay::default();
    let mut summaries = Vec::new();
    let mut diags = Diagnostics::default();
    for job in &jobs {
        match plan_job(root, &folder, &manifest, &manifest_file, &mut overlay, job) {
            Ok(s) => summaries.push(s),
            Err(d) => diags.extend(d),
        }
    }
    if !diags.is_empty() {
        return Err(finish(diags).into());
    }
    // A recovery's notes come first, with the first cell's.
    if let Some(first) = summaries.first_mut() {
        let mut n = notes;
        n.append(&mut first.notes);
        first.notes = n;
    }
    validate(root, &folder, &manifest, &mut overlay).map_err(Error::from)?;
    if dry_run {
        return Ok(summaries);
    }
    write_campaign(root, &folder, &overlay)?;
    Ok(summaries)
}

/// The campaign and table names become paths: one plain segment each.
fn check_names(root: &Path, campaign: &str, jobs: &[Job]) -> Result<(), Diagnostics> {
    let mut diags = Diagnostics::default();
    for (option, name, hint) in std::iter::once(("--campaign", campaign, campaigns_hint(root)))
        .chain(jobs.iter().map(|j| {
            (
                "--table",
                j.table.as_str(),
                "name a table of the campaign's manifest".to_owned(),
            )
        }))
    {
        if let Err(why) = crate::paths::check_segment(name) {
            diags.push(
                Diagnostic::new(
                    "import",
                    format!("{option} `{}` {why}", name.escape_debug()),
                )
                .hint(hint),
            );
        }
    }
    if !diags.is_empty() {
        return Err(finish(diags));
    }
    Ok(())
}

/// The campaign has a manifest, judged as every input is (no link on the
/// way, a regular file): the campaign folder is then a real folder of
/// results/, and what this import writes lands in it.
fn check_campaign(
    root: &Path,
    campaign: &str,
    folder: &Path,
    manifest_path: &Path,
) -> Result<(), Diagnostics> {
    let has_manifest = crate::diag::input_exists(root, manifest_path)?;
    if let Err(d) = crate::paths::input_folder(root, &folder.join("raw")) {
        return Err(finish(crate::diag::refused_all(root, d)));
    }
    if !has_manifest {
        return Err(finish(
            Diagnostic::new(
                rel(root, folder),
                format!("no campaign `{}`: it has no manifest.toml", campaign),
            )
            .hint(campaigns_hint(root))
            .into(),
        ));
    }
    Ok(())
}

/// Everything or nothing: raw copies, then SHA256SUMS, then the CSV files.
fn write_campaign(root: &Path, folder: &Path, overlay: &Overlay) -> Result<(), Error> {
    let sums_path = folder.join("raw").join("SHA256SUMS");
    let rank = |p: &Path| {
        if *p == sums_path {
            1
        } else if p.starts_with(folder.join("raw")) {
            0
        } else {
            2
        }
    };
    let mut paths: Vec<&PathBuf> = overlay.files.keys().collect();
    paths.sort_by_key(|p| rank(p));
    let writes: Vec<store::Write1> = paths
        .into_iter()
        .map(|p| store::Write1 {
            target: rel(folder, p),
            bytes: overlay.files[p].clone(),
            previous: overlay.before.get(p).cloned().flatten(),
        })
        .collect();
    store::commit(folder, &writes, &overlay.lines).map_err(|(path, e)| {
        Failure::new(
            format!("write {} (nothing was imported)", rel(root, &path)),
            e,
        )
    })?;
    Ok(())
}

/// Once every cell is planned: each CSV file the import adds to must still
/// load, with every table that reads it (the sampling's run count aside:
/// cells fill up one import at a time, and each cell's count was checked
/// when it was planned), and `SHA256SUMS` takes its new lines.
fn validate(
    root: &Path,
    folder: &Path,
    manifest: &Manifest,
    overlay: &mut Overlay,
) -> Result<(), Diagnostics> {
    let mut relaxed: Manifest = manifest.clone();
    relaxed.sampling.runs = None;
    let mut diags = Diagnostics::default();
    let mut files: Vec<(&PathBuf, Vec<(&String, &TableSpec)>)> = Vec::new();
    for path in overlay.files.keys() {
        let specs: Vec<(&String, &TableSpec)> = manifest
            .tables
            .iter()
            .filter(|(_, s)| folder.join(&s.file) == *path)
            .collect();
        if !specs.is_empty() {
            files.push((path, specs));
        }
    }
    for (path, specs) in files {
        let shown = rel(root, path);
        let text = String::from_utf8_lossy(&overlay.files[path]).into_owned();
        let mut these = Diagnostics::default();
        let known: Vec<&str> = specs.iter().flat_map(|(_, s)| s.columns()).collect();
        if let Err(d) = table::check_unknown_columns(&shown, &text, &known) {
            these.push(d);
        }
        for (name, spec) in &specs {
            if let Err(d) = table::load(name, spec, &relaxed, &shown, &text) {
                these.extend(d);
            }
        }
        if !these.is_empty() {
            these.push(
                Diagnostic::new(
                    &shown,
                    "nothing was imported: the table would not load with the new lines",
                )
                .hint("the lines above count the new lines as if they were appended"),
            );
            diags.extend(these);
        }
    }
    if !diags.is_empty() {
        return Err(finish(diags));
    }
    if let Some(sums) = &overlay.sums {
        let bytes = store::format_sums(&sums.lines).into_bytes();
        overlay.write(root, folder.join("raw/SHA256SUMS"), bytes);
    }
    Ok(())
}

/// Plans the import of one cell into `overlay`, or says why not.
fn plan_job(
    root: &Path,
    folder: &Path,
    manifest: &Manifest,
    manifest_file: &str,
    overlay: &mut Overlay,
    job: &Job,
) -> Result<Summary, Diagnostics> {
    let spec = check_job(manifest, manifest_file, job)?;
    let p = Planning::new(root, folder, manifest, manifest_file, job, spec);
    let mut cell = p.cell_so_far(overlay)?;
    let planned = p.plan_runs(overlay, &mut cell)?;
    let existed = cell.existed;
    // The new lines, appended; whether the tables of the file still load
    // with them is checked once every cell is planned (`import_jobs`).
    let lines = p.csv_lines(&cell, &planned.records)?;
    let notes = p.notes(cell.taken.len() + planned.records.len(), &planned.imported)?;
    p.add_sums(overlay, &planned.kept)?;
    p.write(overlay, cell, planned.kept, &planned.records, lines)?;
    Ok(Summary {
        csv: p.csv_rel,
        created: !existed,
        runs: planned.imported,
        notes,
    })
}

/// The table of `job`, once the job may go to it: the table, its row,
/// series and file, and each report's kind and counts.
fn check_job<'m>(
    manifest: &'m Manifest,
    manifest_file: &str,
    job: &Job,
) -> Result<&'m TableSpec, Diagnostics> {
    let Some(spec) = manifest.tables.get(&job.table) else {
        return Err(finish(
            Diagnostic::new(
                manifest_file,
                format!("the manifest declares no table `{}`", job.table),
            )
            .hint(format!(
                "tables are: {}",
                manifest
                    .tables
                    .keys()
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
            .into(),
        ));
    };
    let mut diags = check_cell(manifest, manifest_file, spec, job);
    diags.extend(check_reports(spec, job));
    if !diags.is_empty() {
        return Err(finish(diags));
    }
    Ok(spec)
}

/// The table takes runs, the row and series are keys (the series a
/// subject), and the table's file is inside the campaign folder.
fn check_cell(
    manifest: &Manifest,
    manifest_file: &str,
    spec: &TableSpec,
    job: &Job,
) -> Diagnostics {
    let mut diags = Diagnostics::default();
    if spec.run.is_none() {
        diags.push(
            Diagnostic::new(
                manifest_file,
                format!(
                    "table `{}` has no `run` column; imported reports are runs",
                    job.table
                ),
            )
            .hint(format!(
                "add `run = \"run\"` (and `failed = \"failed\"`, `raw = \"raw\"`) to [tables.{}]",
                job.table
            )),
        );
    }
    for (what, key) in [("row", &job.row), ("series", &job.series)] {
        if let Some(msg) = check_key(what, key) {
            diags.push(Diagnostic::new("import", msg));
        }
    }
    if !manifest.subjects.contains_key(&job.series) {
        diags.push(
            Diagnostic::new(
                manifest_file,
                format!("series `{}` is not a subject of the manifest", job.series),
            )
            .hint(format!("subjects are: {}", manifest.subject_list())),
        );
    }
    let file_parts = normal(&spec.file);
    if file_parts.is_empty() || file_parts.iter().any(|p| p == ".." || p.contains(':')) {
        diags.push(Diagnostic::new(
            manifest_file,
            format!(
                "table `{}` points outside its campaign folder: `{}`",
                job.table, spec.file
            ),
        ));
    }
    diags
}

/// A samples table takes samples, a runs table load reports; a count that
/// makes a run not clean must have a column to go to, or the run would
/// read as clean.
fn check_reports(spec: &TableSpec, job: &Job) -> Diagnostics {
    let mut diags = Diagnostics::default();
    for Given { shown, report, .. } in &job.reports {
        let is_samples = report.tool().samples();
        if spec.statistic.is_some() != is_samples {
            diags.push(Diagnostic::new(
                shown,
                if is_samples {
                    format!(
                        "the file holds samples ({}), but table `{}` has no `statistic` to make one value of them",
                        report.tool(),
                        job.table
                    )
                } else {
                    format!(
                        "the file is a load report ({}), but table `{}` takes samples (it has a `statistic`)",
                        report.tool(),
                        job.table
                    )
                },
            ));
        } else if let Report::Samples(s) = report
            && let Err(why) = s.value(spec)
        {
            diags.push(Diagnostic::new(shown, why).hint(
                "the table's `unit` chooses the samples: `%` for CPU, MiB (or another byte unit) for memory",
            ));
        }
    }
    for Given { shown, report, .. } in &job.reports {
        for (c, n) in &report.facts().counts {
            if *n > 0 && spec.count_column(*c).is_none() {
                diags.push(
                    Diagnostic::new(
                        shown,
                        format!(
                            "the run has {} but table `{}` has no `{}` column to record them",
                            c.describe(*n as f64),
                            job.table,
                            c.key()
                        ),
                    )
                    .hint(format!(
                        "add `{} = \"{}\"` to [tables.{}] and the column to its CSV file",
                        c.key(),
                        c.key().replace('-', "_"),
                        job.table
                    )),
                );
            }
        }
    }
    diags
}

/// What planning one cell reads: the campaign, the job, its table and the
/// files its lines and reports go to.
struct Planning<'a> {
    root: &'a Path,
    folder: &'a Path,
    manifest: &'a Manifest,
    manifest_file: &'a str,
    job: &'a Job,
    spec: &'a TableSpec,
    csv_path: PathBuf,
    csv_rel: String,
    /// The tables reading the same CSV file (the job's own included).
    same_file: Vec<(&'a String, &'a TableSpec)>,
    sums_path: PathBuf,
    sums_rel: String,
}

/// The run after the highest numbered one of the cell, or 1.
fn next_free_run(taken: &[Taken]) -> u32 {
    taken
        .iter()
        .filter_map(|t| t.run.parse::<u32>().ok())
        .max()
        .map_or(1, |m| m.saturating_add(1))
}

/// The cell as this import finds it so far.
struct CellSoFar {
    /// The CSV file's header, or the one a new file gets.
    header: Vec<String>,
    /// Whether the CSV file has a header already.
    existed: bool,
    /// Lines of the CSV file so far.
    csv_lines: u64,
    /// The cell's runs so far.
    taken: Vec<Taken>,
    /// The facts of the cell's runs so far, from their kept reports, which
    /// new runs are compared with.
    facts: Vec<(String, Tool, Facts)>,
}

/// A run of the cell already in the CSV file.
struct Taken {
    run: String,
    line: u64,
}

/// A cell's new lines, as planned.
#[derive(Default)]
struct Planned {
    records: Vec<Vec<String>>,
    imported: Vec<Imported>,
    kept: Vec<Kept>,
}

/// A report kept under `raw/`.
struct Kept {
    path: PathBuf,
    bytes: Vec<u8>,
    digest: String,
}

/// One report becoming a run of the cell.
struct NewRun<'a> {
    given: &'a Given,
    run: String,
    /// Its line in the CSV file.
    line: u64,
    facts: Facts,
    warnings: Vec<String>,
    digest: String,
    /// Its kept copy, and the name under `raw/`.
    raw_path: PathBuf,
    raw_name: String,
}

impl<'a> Planning<'a> {
    fn new(
        root: &'a Path,
        folder: &'a Path,
        manifest: &'a Manifest,
        manifest_file: &'a str,
        job: &'a Job,
        spec: &'a TableSpec,
    ) -> Self {
        let csv_path = folder.join(&spec.file);
        let file_parts = normal(&spec.file);
        let sums_path = folder.join("raw/SHA256SUMS");
        Planning {
            root,
            folder,
            manifest,
            manifest_file,
            job,
            spec,
            csv_rel: rel(root, &csv_path),
            csv_path,
            same_file: manifest
                .tables
                .iter()
                .filter(|(_, s)| normal(&s.file) == file_parts)
                .collect(),
            sums_rel: rel(root, &sums_path),
            sums_path,
        }
    }

    /// The CSV file as this import leaves it so far, read once, and the
    /// cell's runs in it: their line and kept report.
    fn cell_so_far(&self, overlay: &mut Overlay) -> Result<CellSoFar, Diagnostics> {
        let (spec, job) = (self.spec, self.job);
        let csv = overlay.csv(self.root, &self.csv_path, &self.csv_rel)?;
        let existed = csv.header.is_some();
        let header = match &csv.header {
            Some(h) => h.clone(),
            None => self.new_header(),
        };
        let run_col = spec.run.as_deref().unwrap_or_default();
        let pos = |c: &str| header.iter().position(|h| h == c);
        let raw_pos = spec.raw.as_deref().and_then(pos);
        let mut taken = Vec::new();
        let mut kept: Vec<(String, PathBuf)> = Vec::new();
        if let (Some(r), Some(s), Some(n)) = (pos(&spec.row), pos(&spec.series), pos(run_col)) {
            for (line, rec) in csv.cell((r, s), &job.row, &job.series) {
                let get = |i: usize| rec.get(i).map_or("", |f| f.trim()).to_owned();
                taken.push(Taken {
                    run: get(n),
                    line: *line,
                });
                if let Some(p) = raw_pos.map(get).filter(|p| !p.is_empty()) {
                    kept.push((get(n), self.folder.join(p)));
                }
            }
        }
        let csv_lines = csv.lines;
        let mut facts = Vec::new();
        for (run, path) in &kept {
            if let Some((tool, f)) = overlay.facts(self.root, path) {
                facts.push((format!("run {run}"), tool, f));
            }
        }
        Ok(CellSoFar {
            header,
            existed,
            csv_lines,
            taken,
            facts,
        })
    }

    /// The header of a new CSV file: the table's own columns first, then
    /// those of tables sharing the file.
    fn new_header(&self) -> Vec<String> {
        let mut cols: Vec<String> = Vec::new();
        let own = std::iter::once((&self.job.table, self.spec));
        for (_, s) in own.chain(self.same_file.iter().copied()) {
            for (_, c) in roles(s) {
                if !cols.iter().any(|x| x == c) {
                    cols.push(c.to_owned());
                }
            }
        }
        cols
    }

    /// Each report of the job as a new run of the cell, numbered from the
    /// job's run or after the cell's highest.
    fn plan_runs(
        &self,
        overlay: &mut Overlay,
        cell: &mut CellSoFar,
    ) -> Result<Planned, Diagnostics> {
        let job = self.job;
        let mut diags = Diagnostics::default();
        let mut planned = Planned::default();
        // Run numbers as numbers: `01` is run 1.
        let taken_runs: std::collections::HashMap<String, u64> = cell
            .taken
            .iter()
            .map(|t| (run_key(&t.run), t.line))
            .collect();
        let declared = self.manifest.rows.get(&job.row);
        let first = job.run.unwrap_or_else(|| next_free_run(&cell.taken));
        let mut line = cell.csv_lines.max(1) + 1;
        // The reports of this import so far, by digest.
        let mut given: std::collections::HashMap<String, String> = Default::default();
        for (i, g) in job.reports.iter().enumerate() {
            let Some(n) = first.checked_add(i as u32) else {
                diags.push(Diagnostic::new(&g.shown, "the run number is too large"));
                continue;
            };
            let run = n.to_string();
            let digest = sha256_hex(&g.bytes);
            if let Some(d) = self.repeated(overlay, &taken_runs, &given, g, &run, &digest)? {
                diags.push(d);
                continue;
            }
            given.insert(digest.clone(), g.shown.clone());
            let facts = g.report.facts();
            let warnings = warnings_of(g.report.tool(), &facts, declared, &cell.facts);
            cell.facts
                .push((format!("run {run}"), g.report.tool(), facts.clone()));
            let (raw_name, raw_path) = match self.kept_as(overlay, &run) {
                Ok(kept) => kept,
                Err(d) => {
                    diags.push(d);
                    continue;
                }
            };
            let new = NewRun {
                given: g,
                run,
                line,
                facts,
                warnings,
                digest,
                raw_path,
                raw_name,
            };
            planned.records.push(self.record(&cell.header, &new));
            planned.imported.push(self.imported(&new));
            planned.kept.push(Kept {
                path: new.raw_path,
                bytes: g.bytes.clone(),
                digest: new.digest,
            });
            line += 1;
        }
        if !diags.is_empty() {
            return Err(finish(diags));
        }
        Ok(planned)
    }

    /// The name under `raw/` and the path a new run's report is kept as;
    /// a report kept there already is not replaced.
    fn kept_as(&self, overlay: &Overlay, run: &str) -> Result<(String, PathBuf), Diagnostic> {
        let job = self.job;
        let name = raw_name(&job.table, &job.row, &job.series, run);
        debug_assert!(crate::paths::check_segment(&name).is_ok(), "{name}");
        let path = self.folder.join("raw").join(&name);
        if overlay.exists(self.root, &path) {
            return Err(Diagnostic::new(
                rel(self.root, &path),
                "a report was kept under this name already; importing would replace it",
            )
            .hint("give the reports other run numbers with --run, or remove the old report (and its SHA256SUMS line) first"));
        }
        Ok((name, path))
    }

    /// Why report `g` would repeat a run: its number is the cell's already,
    /// or the same report was imported before or given earlier. Reports
    /// kept already are known by digest: the same report twice is one run
    /// counted twice.
    fn repeated(
        &self,
        overlay: &mut Overlay,
        taken_runs: &std::collections::HashMap<String, u64>,
        given: &std::collections::HashMap<String, String>,
        g: &Given,
        run: &str,
        digest: &str,
    ) -> Result<Option<Diagnostic>, Diagnostics> {
        let (job, shown) = (self.job, &g.shown);
        if let Some(line) = taken_runs.get(&run_key(run)) {
            let csv_line = overlay
                .files
                .get(&self.csv_path)
                .map(|b| String::from_utf8_lossy(b).into_owned())
                .or_else(|| read_text(self.root, &self.csv_path).ok())
                .and_then(|t| t.lines().nth(*line as usize - 1).map(str::to_owned))
                .unwrap_or_default();
            return Ok(Some(
                Diagnostic::new(
                    &self.csv_rel,
                    format!(
                        "row `{}`, series `{}` has a run {run} already; {shown} would repeat it",
                        job.row, job.series
                    ),
                )
                .at(*line as usize, None)
                .snippet(csv_line)
                .hint("give the reports other run numbers with --run"),
            ));
        }
        let sums = overlay.sums(self.root, &self.sums_path)?;
        if let Some(&i) = sums.digests.get(digest) {
            return Ok(Some(
                Diagnostic::new(
                    shown,
                    format!(
                        "this report was imported already: it is raw/{} (line {} of {})",
                        sums.lines[i].name,
                        i + 1,
                        self.sums_rel
                    ),
                )
                .hint(
                    "each run is imported once; a report imported twice would count one run twice",
                ),
            ));
        }
        Ok(given.get(digest).map(|earlier| {
            Diagnostic::new(
                shown,
                format!("this report is the same file as {earlier}, given earlier in this import"),
            )
        }))
    }

    /// The CSV record of a new run, in the order of `header`.
    fn record(&self, header: &[String], new: &NewRun) -> Vec<String> {
        let (job, spec) = (self.job, self.spec);
        let raw_in_campaign = format!("raw/{}", new.raw_name);
        let fill = |role: Role| -> String {
            match role {
                Role::Row => job.row.clone(),
                Role::Series => job.series.clone(),
                Role::Run => new.run.clone(),
                Role::Raw => raw_in_campaign.clone(),
                Role::Status => "ok".to_owned(),
                Role::Reason => String::new(),
                Role::Warnings => new.warnings.join("; "),
                other => derived(&new.given.report, &new.facts, other, spec).unwrap_or_default(),
            }
        };
        header
            .iter()
            .map(|col| {
                // The table's own meaning of a column first, then that of
                // tables sharing the file (their values excepted).
                let own = roles(spec).into_iter().find(|(_, c)| c == col);
                let other = self
                    .same_file
                    .iter()
                    .flat_map(|(_, s)| roles(s))
                    .find(|(r, c)| c == col && *r != Role::Value);
                own.or(other)
                    .map(|(role, _)| fill(role))
                    .unwrap_or_default()
            })
            .collect()
    }

    /// What the summary says of a new run.
    fn imported(&self, new: &NewRun) -> Imported {
        let report = &new.given.report;
        Imported {
            report: new.given.shown.clone(),
            tool: report.tool(),
            run: new.run.clone(),
            line: new.line,
            req_per_s: report.req_per_s().to_owned(),
            requests: report.requests(),
            failed: report.failed(),
            written: match report {
                // Checked before any run was made.
                Report::Samples(s) => s.describe(self.spec).unwrap_or_default(),
                _ => format!(
                    "{} req/s, {} of {} requests failed",
                    report.req_per_s(),
                    report.failed(),
                    report.requests()
                ),
            },
            raw: rel(self.root, &new.raw_path),
            sha256: new.digest.clone(),
            counts: new.facts.counts.clone(),
            warnings: new.warnings.clone(),
        }
    }

    /// The text the CSV file takes: the header of a new file, then the
    /// new records.
    fn csv_lines(&self, cell: &CellSoFar, records: &[Vec<String>]) -> Result<Vec<u8>, Diagnostics> {
        let csv_rel = &self.csv_rel;
        let mut lines = Vec::new();
        let mut w = csv::WriterBuilder::new()
            .terminator(csv::Terminator::Any(b'\n'))
            .from_writer(&mut lines);
        if !cell.existed {
            w.write_record(&cell.header).map_err(internal(csv_rel))?;
        }
        for r in records {
            w.write_record(r).map_err(internal(csv_rel))?;
        }
        w.flush()
            .map_err(|e| Diagnostics::from(Diagnostic::new(csv_rel, e.to_string())))?;
        drop(w);
        Ok(lines)
    }

    /// The cell's count of runs against the manifest's sampling, and the
    /// new runs the table's validity rule leaves out. Cells fill up one
    /// import at a time, so the sampling's run count is checked here for
    /// this cell only.
    fn notes(&self, cell_runs: usize, imported: &[Imported]) -> Result<Vec<String>, Diagnostics> {
        let (job, spec, manifest) = (self.job, self.spec, self.manifest);
        let mut notes = Vec::new();
        if let Some(expected) = manifest.sampling.runs {
            let expected = expected as usize;
            if cell_runs > expected {
                return Err(Diagnostic::new(
                    self.manifest_file,
                    format!(
                        "row `{}`, series `{}` would have {cell_runs} runs; the manifest's sampling says {expected}",
                        job.row, job.series
                    ),
                )
                .into());
            }
            if cell_runs < expected {
                notes.push(format!(
                    "row `{}`, series `{}` has {cell_runs} of the {expected} runs the manifest's sampling expects; `pcdocs build` fails until the others are imported",
                    job.row, job.series
                ));
            }
        }
        let rule = spec.rule(&manifest.validity);
        let excludes = spec.excludes_failed_runs(&manifest.validity);
        for r in imported.iter().filter(|_| excludes) {
            let why: Vec<String> = r
                .counts
                .iter()
                .filter(|(c, n)| *n > 0 && rule.contains(*c))
                .map(|(c, n)| c.describe(*n as f64))
                .collect();
            if !why.is_empty() {
                notes.push(format!(
                    "run {} has {}: table `{}` leaves it out of the cell's value (exclude-failed-runs)",
                    r.run,
                    and_list(&why.iter().map(String::as_str).collect::<Vec<_>>()),
                    job.table
                ));
            }
        }
        Ok(notes)
    }

    /// SHA256SUMS with the new reports (written once every cell is planned).
    fn add_sums(&self, overlay: &mut Overlay, kept: &[Kept]) -> Result<(), Diagnostics> {
        let sums = overlay.sums(self.root, &self.sums_path)?;
        for Kept { path, digest, .. } in kept {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            if sums.names.contains(&name) {
                return Err(Diagnostic::new(
                    &self.sums_rel,
                    format!("lists `{name}` already, which is not in the folder"),
                )
                .hint("remove the stale line, or import under another run number")
                .into());
            }
            sums.push(store::SumLine {
                digest: digest.clone(),
                name,
            });
        }
        Ok(())
    }

    /// The kept reports and the CSV file's new text into `overlay`, and the
    /// new records into its reading of the file.
    fn write(
        &self,
        overlay: &mut Overlay,
        cell: CellSoFar,
        kept: Vec<Kept>,
        records: &[Vec<String>],
        lines: Vec<u8>,
    ) -> Result<(), Diagnostics> {
        let root = self.root;
        let new_lines: Vec<String> = String::from_utf8_lossy(&lines)
            .lines()
            .map(str::to_owned)
            .collect();
        overlay.lines.extend(new_lines);
        for k in kept {
            overlay.write(root, k.path, k.bytes);
        }
        if cell.existed {
            overlay.append(root, &self.csv_path, &lines);
        } else {
            // An empty file is replaced by the header and the lines.
            overlay.write(root, self.csv_path.clone(), lines);
        }
        let csv = overlay.csv(root, &self.csv_path, &self.csv_rel)?;
        if !cell.existed {
            csv.header = Some(cell.header);
            csv.lines = 1;
        }
        csv.append(records);
        Ok(())
    }
}

/// Refuses a report that is not a regular file before opening it: reading
/// a FIFO or a device would block or never end.
fn check_report_file(shown: &str, path: &Path) -> Result<(), Diagnostic> {
    let meta = std::fs::metadata(path)
        .map_err(|e| Diagnostic::new(shown, format!("cannot read the report: {e}")))?;
    if !meta.is_file() {
        return Err(Diagnostic::new(
            shown,
            format!(
                "cannot read the report: it is {}, not a regular file",
                crate::paths::kind(&meta.file_type())
            ),
        )
        .hint("save the tool's output to a file and import that file"));
    }
    if meta.len() > crate::diag::MAX_INPUT_BYTES {
        return Err(Diagnostic::new(
            shown,
            format!("the report is too large: {} MiB", meta.len() >> 20),
        )
        .hint("import the summary the tool printed, not a capture"));
    }
    Ok(())
}

/// The journal an interrupted import leaves in its campaign folder.
pub const JOURNAL: &str = store::JOURNAL;

/// Rolls back the import a killed `pcdocs import` left half done in
/// `folder` (the caller holds the campaign's lock). Rolling back rather than
/// forward: the interrupted command never reported success, so the person
/// who runs it again expects it to succeed, not to find its runs there.
fn recover_campaign(root: &Path, folder: &Path) -> Result<Option<String>, Diagnostics> {
    match store::recover(folder) {
        Ok(note) => Ok(note.map(|n| format!("{}: {n}", rel(root, folder)))),
        Err((file, message)) => Err(Diagnostic::new(rel(root, &folder.join(file)), message)
            .hint("nothing was imported")
            .into()),
    }
}

/// Rolls back every import that a killed `pcdocs import` left half done
/// under `root/results/`, each under its campaign's lock; returns what was
/// undone. Any command that reads results may call it first; `pcdocs
/// import` does for its campaign, and `pcdocs import --recover` for all.
pub fn recover(root: &Path) -> Result<Vec<String>, Diagnostics> {
    let mut diags = Diagnostics::default();
    let mut notes = Vec::new();
    // A link among the campaigns is refused, not followed to undo files
    // elsewhere.
    let Some(entries) = crate::diag::list_input(root, &root.join("results"))? else {
        return Ok(notes);
    };
    let folders: Vec<PathBuf> = entries
        .into_iter()
        .filter(|e| e.is_dir && std::fs::symlink_metadata(e.path.join(JOURNAL)).is_ok())
        .map(|e| e.path)
        .collect();
    for folder in folders {
        let lock = store::lock(&folder).map_err(|e| {
            Diagnostic::new(rel(root, &folder), format!("cannot lock the campaign: {e}"))
        });
        match lock
            .map_err(Diagnostics::from)
            .and_then(|_l| recover_campaign(root, &folder))
        {
            Ok(note) => notes.extend(note),
            Err(d) => diags.extend(d),
        }
    }
    diags.into_result()?;
    Ok(notes)
}

/// Run numbers are equal as text or as numbers ("2" and "02").
/// A run as a key: a number in its plain form (`01` is run 1).
fn run_key(r: &str) -> String {
    r.parse::<u64>()
        .map_or_else(|_| r.to_owned(), |n| n.to_string())
}

fn internal(file: &str) -> impl Fn(csv::Error) -> Diagnostics + '_ {
    move |e| Diagnostic::new(file, format!("cannot write CSV: {e}")).into()
}

fn finish(diags: Diagnostics) -> Diagnostics {
    match diags.into_result() {
        Ok(()) => Diagnostics::default(),
        Err(d) => d,
    }
}

fn campaigns_hint(root: &Path) -> String {
    let names: Vec<String> = crate::paths::list_input(root, &root.join("results"))
        .ok()
        .flatten()
        .unwrap_or_default()
        .into_iter()
        .filter(|e| {
            e.is_dir
                && matches!(
                    crate::paths::judge(root, &e.path.join("manifest.toml")),
                    Ok(crate::paths::Found::File(_))
                )
        })
        .map(|e| {
            e.path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    if names.is_empty() {
        "results/ has no campaign folder".to_owned()
    } else {
        format!("campaigns are: {}", names.join(", "))
    }
}

fn read_manifest(root: &Path, path: &Path) -> Result<Manifest, Diagnostics> {
    let file = rel(root, path);
    let text = read_text(root, path)?;
    toml::from_str(&text).map_err(|e| Diagnostic::from_toml(&file, &text, &e).into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tool_is_recognised_or_the_file_refused() {
        let h = "finished in 1s, 10.50 req/s, 1KB/s\nrequests: 10 total, 10 started, 10 done, 10 succeeded, 0 failed, 0 errored, 0 timeout\nstatus codes: 10 2xx, 0 3xx, 0 4xx, 0 5xx\ntraffic: 1KB (1000) total\n";
        let r = parse_report("h.txt", h.as_bytes(), None).unwrap();
        assert_eq!(r.tool(), Tool::H2load);
        assert_eq!(r.req_per_s(), "10.50");
        assert_eq!((r.requests(), r.failed()), (10, 0));

        let e = parse_report("h.txt", h.as_bytes(), Some(Tool::Wrk)).unwrap_err();
        assert!(e.message.contains("not a complete wrk report"), "{e}");
        assert!(e.to_string().contains("pass --tool h2load"), "{e}");

        let e = parse_report("e.txt", b"  \n", None).unwrap_err();
        assert_eq!(e.message, "the report is empty");
        let e = parse_report("b.bin", b"\x1f\x8b\x08\x00\x00", None).unwrap_err();
        assert!(e.message.contains("binary data (byte 3)"), "{e}");
        let e = parse_report("x.txt", b"\n\nhello\n", None).unwrap_err();
        assert_eq!(e.line, Some(3));
        assert!(
            e.message.starts_with("not an h2load, wrk or hey report"),
            "{e}"
        );
    }

    #[test]
    fn failures_are_counted_once() {
        let h = "finished in 1.00s, 30.00 req/s, 0.98KB/s\nrequests: 100 total, 40 started, 30 done, 25 succeeded, 75 failed, 70 errored, 3 timeout\nstatus codes: 25 2xx, 0 3xx, 5 4xx, 0 5xx\ntraffic: 0.98KB (1000) total\n";
        let r = parse_report("h.txt", h.as_bytes(), None).unwrap();
        assert_eq!((r.requests(), r.failed()), (100, 75));
        assert_eq!(r.error_rate(), 0.75);
        let w = "Running 1s test @ http://x/\n  10 requests in 1.00s, 1KB read\n  Socket errors: connect 1, read 2, write 3, timeout 4\n  Non-2xx or 3xx responses: 5\nRequests/sec:     10.00\nTransfer/sec:      1KB\n";
        let r = parse_report("w.txt", w.as_bytes(), None).unwrap();
        assert_eq!(r.tool(), Tool::Wrk);
        // Socket errors are counts of their own; failed are non-2xx and timeouts.
        assert_eq!((r.requests(), r.failed()), (10, 9));
    }

    #[test]
    fn plain_decimals_only() {
        assert_eq!(plain_decimal("8123.45").as_deref(), Some("8123.45"));
        assert_eq!(plain_decimal("0.00").as_deref(), Some("0.00"));
        for bad in ["", "-1", "1e5", "nan", "inf", "1,000", ".5", "5.", "1.2.3"] {
            assert_eq!(plain_decimal(bad), None, "{bad}");
        }
    }

    #[test]
    fn durations_read_as_the_tools_print_them() {
        assert_eq!(seconds("131.61ms"), Some(0.13161));
        assert_eq!(seconds("2.00s"), Some(2.0));
        assert_eq!(seconds("481us"), Some(0.000481));
        assert_eq!(seconds("16.00m"), Some(960.0));
        assert_eq!(seconds("1m30s"), Some(90.0));
        assert_eq!(seconds("2"), Some(2.0));
        assert_eq!(seconds("soon"), None);
        assert_eq!(seconds(""), None);
    }

    #[test]
    fn patterns_match_whole_names_and_escape_the_rest() {
        let re = pattern_regex("{series}_{table}_c{row}_r{run}.txt").unwrap();
        let c = re.captures("h2c_sweep_c8_r3.txt").unwrap();
        assert_eq!(
            ["series", "table", "row", "run"].map(|n| &c[n]),
            ["h2c", "sweep", "8", "3"]
        );
        // `.` is a dot, not any character; the whole name must match.
        assert!(!re.is_match("h2c_sweep_c8_r3xtxt"));
        assert!(!re.is_match("h2c_sweep_c8_r3.txt.gz"));
        assert!(pattern_regex("{run}{run}").is_err());
        assert!(pattern_regex("{when}.txt").is_err());
        assert!(pattern_regex("a}.txt").is_err());
    }

    #[test]
    fn raw_names_are_safe_file_names() {
        assert_eq!(raw_name("t", "r", "s", "2"), "t-r-s-run2.txt");
        assert_eq!(raw_name("t", "../x", "a b", "1"), "t-.._x-a_b-run1.txt");
    }
}
