//! The manifest of a campaign: what was measured, where, how, and by which rules.

use indexmap::IndexMap;
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// A working title for tools and reviewers; pages take theirs from locales/.
    pub title: String,
    /// The kind of campaign (`release-comparison`): every page written for
    /// this kind is made for this campaign too, with no page of its own.
    #[serde(default)]
    pub kind: Option<String>,
    /// The days the measurements were taken.
    #[serde(default)]
    pub dates: Option<DateRange>,
    /// The things compared (servers, versions), in display order.
    pub subjects: IndexMap<String, Subject>,
    pub sampling: Sampling,
    pub validity: Validity,
    pub comparison: ComparisonPolicy,
    /// Which facts must be equal for this campaign to be compared with the
    /// previous campaign of its kind.
    #[serde(default)]
    pub comparability: Comparability,
    /// Free-form facts of the methodology (host, limits, topology, load
    /// generators, notes). Prose reaches them as Fluent variables named by
    /// their path: `facts.limits.cpus` is `$limits-cpus`.
    #[serde(default)]
    pub facts: toml::Table,
    /// The facts that record something measured rather than a setting
    /// (`followup.http-5xx`), as paths into `[facts]`: where no results
    /// table holds the number, a page may state it, and `explain` and
    /// `check` list it as a measurement typed into the manifest.
    #[serde(default)]
    pub measured: Vec<String>,
    /// The facts that are configuration as written (a directive, a flag,
    /// an option, a file name: `container.cpus-option`), as paths into
    /// `[facts]`, where `*` stands for any one key (`payloads.*.file`):
    /// pages show them as code in every locale and target, so no
    /// typographic rule of a language reaches inside them.
    #[serde(default)]
    pub code: Vec<String>,
    /// Why cells were not completed, keyed by the reason used in the tables.
    #[serde(default)]
    pub failures: IndexMap<String, Failure>,
    /// Facts about table rows, shared by all tables: `[rows.http2-proxy]`
    /// `protocol = "HTTP/2"`. Row labels in prose and tables are built from them.
    #[serde(default)]
    pub rows: IndexMap<String, toml::Table>,
    pub tables: IndexMap<String, TableSpec>,
}

impl Manifest {
    /// What the types cannot say about the dates: both are calendar days
    /// (a time alone, or a date with a time, is not a campaign day) and the
    /// range does not end before it starts ("October 12–1"). Each problem
    /// comes with the key it is about, for placing it in the file.
    pub fn date_problems(&self) -> Vec<(&'static str, String)> {
        let Some(d) = &self.dates else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (key, value) in [("start", &d.start), ("end", &d.end)] {
            if value.date.is_none() || value.time.is_some() {
                out.push((
                    key,
                    format!(
                        "`dates.{key}` must be a calendar day such as 2026-10-11, not `{value}`"
                    ),
                ));
            }
        }
        if let (Some(a), Some(b)) = (d.start.date, d.end.date)
            && (b.year, b.month, b.day) < (a.year, a.month, a.day)
        {
            out.push((
                "end",
                format!("`dates.end` ({b}) is before `dates.start` ({a})"),
            ));
        }
        out
    }

    /// The value of `[facts]` at a dotted path (`host.machine` for
    /// `[facts.host] machine`), a table included.
    pub fn fact(&self, path: &str) -> Option<&toml::Value> {
        let mut parts = path.split('.');
        let mut value = self.facts.get(parts.next()?)?;
        for p in parts {
            value = value.as_table()?.get(p)?;
        }
        Some(value)
    }

    /// Comparability keys that name no value of `[facts]` (a typo would
    /// otherwise make every campaign comparable on nothing), or a table;
    /// each with its 1-based line in `text` when found there.
    pub fn comparability_problems(&self, text: &str) -> Vec<(Option<usize>, String)> {
        let line_of = |needle: &str| {
            text.find(needle)
                .map(|at| text[..at].matches('\n').count() + 1)
        };
        let mut out = Vec::new();
        for key in &self.comparability.keys {
            let problem = match self.fact(key) {
                None => format!(
                    "comparability key `{key}` names no value of [facts] (keys are paths such as `host.machine` for `[facts.host] machine`)"
                ),
                Some(toml::Value::Table(_)) => format!(
                    "comparability key `{key}` names a table of [facts]; name one of its values"
                ),
                Some(_) => continue,
            };
            out.push((line_of(&format!("\"{key}\"")), problem));
        }
        for (name, spec) in &self.tables {
            for (subject, reason) in &spec.absent {
                if !self.subjects.contains_key(subject) {
                    out.push((
                        line_of(&format!("[tables.{name}]")),
                        format!("table `{name}` records why `{subject}` is absent, but `{subject}` is no subject of the campaign"),
                    ));
                } else if !self.failures.contains_key(reason) {
                    out.push((
                        line_of(&format!("[tables.{name}]")),
                        format!("table `{name}` gives `{subject}` the reason `{reason}`, which [failures] does not describe"),
                    ));
                }
            }
        }
        for pattern in &self.code {
            if !fact_paths(&self.facts, "").any(|p| path_matches(pattern, &p)) {
                out.push((
                    line_of(&format!("\"{pattern}\"")),
                    format!("`code` names `{pattern}`, which matches no value of [facts] (`*` stands for any one key: `payloads.*.file`)"),
                ));
            }
        }
        for key in &self.measured {
            if matches!(self.fact(key), None | Some(toml::Value::Table(_))) {
                out.push((
                    line_of(&format!("\"{key}\"")),
                    format!("`measured` names `{key}`, which is no value of [facts]"),
                ));
            }
        }
        if let Some(t) = self.comparability.regression_threshold
            && !(t > 0.0 && t < 1.0)
        {
            out.push((
                line_of("regression-threshold"),
                format!(
                    "`regression-threshold` is a fraction between 0 and 1 (0.05 for 5%), not {t}"
                ),
            ));
        }
        out
    }

    /// Whether the fact at `path` (`container.cpus-option`, or a list's
    /// path for each of its items) is declared `code`.
    pub fn is_code(&self, path: &str) -> bool {
        self.code.iter().any(|pattern| path_matches(pattern, path))
    }

    /// The subject keys, for messages: "nginx, caddy".
    pub fn subject_list(&self) -> String {
        self.subjects.keys().cloned().collect::<Vec<_>>().join(", ")
    }
}

/// Whether dotted `path` matches `pattern`, whose `*` segments stand for
/// any one key.
fn path_matches(pattern: &str, path: &str) -> bool {
    let (mut a, mut b) = (pattern.split('.'), path.split('.'));
    loop {
        match (a.next(), b.next()) {
            (None, None) => return true,
            (Some(p), Some(k)) if p == "*" || p == k => {}
            _ => return false,
        }
    }
}

/// The dotted paths of every value of `table` that is not a table.
fn fact_paths<'a>(table: &'a toml::Table, prefix: &str) -> Box<dyn Iterator<Item = String> + 'a> {
    let prefix = prefix.to_owned();
    Box::new(table.iter().flat_map(move |(k, v)| {
        let path = if prefix.is_empty() {
            k.clone()
        } else {
            format!("{prefix}.{k}")
        };
        match v {
            toml::Value::Table(t) => fact_paths(t, &path),
            _ => Box::new(std::iter::once(path)) as Box<dyn Iterator<Item = String>>,
        }
    }))
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DateRange {
    pub start: toml::value::Datetime,
    pub end: toml::value::Datetime,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Subject {
    pub name: String,
    #[serde(default)]
    pub version: Option<String>,
    /// How the subject is labelled in tables; defaults to "name version".
    #[serde(default)]
    pub label: Option<String>,
}

impl Subject {
    pub fn label(&self) -> String {
        match (&self.label, &self.version) {
            (Some(l), _) => l.clone(),
            (None, Some(v)) => format!("{} {}", self.name, v),
            (None, None) => self.name.clone(),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Sampling {
    /// Runs per published cell, when every cell has the same number.
    #[serde(default)]
    pub runs: Option<u32>,
    #[serde(default)]
    pub requests_per_run: Option<u64>,
    #[serde(default)]
    pub interleaved: bool,
    /// How runs become one published value.
    pub aggregate: Aggregate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Aggregate {
    Median,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Validity {
    /// A run with any failed request is left out of the published value.
    pub exclude_failed_runs: bool,
    /// Which counts of a run leave it out when `exclude-failed-runs` holds
    /// (default: every count a table records). A campaign measured in
    /// h2load's duration mode, which stops with requests in flight, leaves
    /// `incomplete` out of this list.
    #[serde(default)]
    pub exclude_runs_with: Option<Vec<Count>>,
}

/// The counts of a run that can make it not clean. Each is a column of a
/// table (its key in `[tables.*]` is the count's name).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Count {
    /// Requests that failed (h2load's `failed`; wrk's non-2xx/3xx and
    /// timeouts; hey's errors and 4xx/5xx).
    Failed,
    /// Requests started but not done.
    Incomplete,
    /// Requests started but not done in a run whose clients sat idle (h2load:
    /// requests that hung, as when the server stops answering), unlike
    /// those a duration-mode run cuts at its end.
    Stalled,
    /// Requests that timed out.
    Timeouts,
    /// Responses with a status of 400 or more.
    #[serde(rename = "non-2xx")]
    Non2xx,
    /// Connections that could not be made.
    ConnectErrors,
    /// Failed reads (connection reset, closed).
    ReadErrors,
    /// Failed writes (wrk counts system calls, not requests).
    WriteErrors,
}

impl Count {
    pub const ALL: [Count; 8] = [
        Count::Failed,
        Count::Incomplete,
        Count::Stalled,
        Count::Timeouts,
        Count::Non2xx,
        Count::ConnectErrors,
        Count::ReadErrors,
        Count::WriteErrors,
    ];

    /// The key of the count in a manifest.
    pub fn key(self) -> &'static str {
        match self {
            Count::Failed => "failed",
            Count::Incomplete => "incomplete",
            Count::Stalled => "stalled",
            Count::Timeouts => "timeouts",
            Count::Non2xx => "non-2xx",
            Count::ConnectErrors => "connect-errors",
            Count::ReadErrors => "read-errors",
            Count::WriteErrors => "write-errors",
        }
    }

    /// "12 failed requests", "1 request started but not done".
    pub fn describe(self, n: f64) -> String {
        let one = n == 1.0;
        let (singular, plural) = match self {
            Count::Failed => ("failed request", "failed requests"),
            Count::Incomplete => (
                "request started but not done",
                "requests started but not done",
            ),
            Count::Stalled => ("request stalled", "requests stalled"),
            Count::Timeouts => ("timeout", "timeouts"),
            Count::Non2xx => ("non-2xx response", "non-2xx responses"),
            Count::ConnectErrors => ("connect error", "connect errors"),
            Count::ReadErrors => ("read error", "read errors"),
            Count::WriteErrors => ("write error", "write errors"),
        };
        format!("{n} {}", if one { singular } else { plural })
    }
}

/// How a series of samples becomes one value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Statistic {
    /// The largest sample (peak memory).
    Peak,
    /// The median sample.
    Median,
}

/// The set of counts that exclude a run (a bit per `Count`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Rule(u8);

impl Rule {
    pub fn of(counts: &[Count]) -> Rule {
        Rule(counts.iter().fold(0, |m, c| m | 1 << *c as u8))
    }

    pub fn contains(self, c: Count) -> bool {
        self.0 & (1 << c as u8) != 0
    }
}

/// `[comparability] keys = ["host.machine", "limits.cpus"]`: paths into
/// `[facts]` whose values must be the same in two campaigns of one kind
/// for a page to compare them.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Comparability {
    #[serde(default)]
    pub keys: Vec<String>,
    /// A fall of a cell by more than this fraction against the previous
    /// comparable campaign is a regression (`0.05`: 5%), for the `change`
    /// and `changes` figures that declare no `threshold` of their own.
    #[serde(default)]
    pub regression_threshold: Option<f64>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ComparisonPolicy {
    /// Two values whose ratio is within this fraction of 1 are "approximately
    /// equal" (0.02: within 2%).
    pub tie_within: f64,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Failure {
    /// What happened, for reviewers; pages word it through locales/.
    pub description: String,
}

/// Where a table is and which of its columns mean what. Tables are long: one
/// line per cell (a published value) or per run of a cell.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct TableSpec {
    /// CSV file, relative to the campaign folder.
    pub file: String,
    /// Column holding the row key (a scenario, a file size…).
    pub row: String,
    /// Column holding the series key: a key of `subjects`.
    pub series: String,
    /// Column holding the measured value.
    pub value: String,
    /// Unit of the value, for reviewers ("req/s").
    #[serde(default)]
    pub unit: Option<String>,
    /// Column numbering the run; when present, lines are runs and pcdocs
    /// aggregates them per the sampling policy.
    #[serde(default)]
    pub run: Option<String>,
    /// How many runs are behind each line's value, for tables whose lines
    /// are already medians: a column counting them (`runs = "runs"`) or
    /// one number for every line (`runs = 2`). Without it, a line is one
    /// run, or `[sampling] runs` runs in a table of one line per cell.
    #[serde(default)]
    pub runs: Option<RunsBehind>,
    /// Column counting failed requests of a run.
    #[serde(default)]
    pub failed: Option<String>,
    /// Column holding `ok` or `not-completed`.
    #[serde(default)]
    pub status: Option<String>,
    /// Column naming the reason of a `not-completed` line: a key of `failures`.
    #[serde(default)]
    pub reason: Option<String>,
    /// Column counting the requests of a run (`pcdocs import` fills it).
    #[serde(default)]
    pub requests: Option<String>,
    /// Column holding failed ÷ total requests of a run (`pcdocs import`).
    #[serde(default)]
    pub error_rate: Option<String>,
    /// Column holding the path of the run's raw load-generator report,
    /// relative to the campaign folder; provenance then names the report.
    #[serde(default)]
    pub raw: Option<String>,
    /// Columns of the further counts of a run (`pcdocs import` fills them).
    #[serde(default)]
    pub incomplete: Option<String>,
    #[serde(default)]
    pub stalled: Option<String>,
    #[serde(default)]
    pub timeouts: Option<String>,
    #[serde(default, rename = "non-2xx")]
    pub non_2xx: Option<String>,
    #[serde(default)]
    pub connect_errors: Option<String>,
    #[serde(default)]
    pub read_errors: Option<String>,
    #[serde(default)]
    pub write_errors: Option<String>,
    /// Column holding the run's actual duration in seconds.
    #[serde(default)]
    pub elapsed: Option<String>,
    /// Column holding completed requests ÷ actual duration.
    #[serde(default)]
    pub completed_per_s: Option<String>,
    /// Makes the table's imports series of resource samples (docker stats,
    /// `timestamp,value` CSV): the value is this statistic of the samples,
    /// in `unit`.
    #[serde(default)]
    pub statistic: Option<Statistic>,
    /// Column holding what `pcdocs import` warned about, as text.
    #[serde(default)]
    pub warnings: Option<String>,
    /// Why a subject of the campaign has no line in this table, by subject:
    /// a key of `[failures]` (`traefik = "no-static-server"`). A reason
    /// prose gives for an absence is chosen by it, so it names only the
    /// subjects it is recorded for.
    #[serde(default)]
    pub absent: IndexMap<String, String>,
    /// Overrides `[validity] exclude-failed-runs` for this table: a
    /// concurrency sweep keeps its failed runs, a throughput suite does not.
    #[serde(default)]
    pub exclude_failed_runs: Option<bool>,
}

/// [`TableSpec::runs`].
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum RunsBehind {
    Count(u32),
    Column(String),
}

impl TableSpec {
    /// Every CSV column this table reads.
    pub fn columns(&self) -> Vec<&str> {
        let mut out = vec![self.row.as_str(), self.series.as_str(), self.value.as_str()];
        if let Some(RunsBehind::Column(c)) = &self.runs {
            out.push(c);
        }
        for c in [
            &self.run,
            &self.failed,
            &self.status,
            &self.reason,
            &self.requests,
            &self.error_rate,
            &self.raw,
            &self.incomplete,
            &self.stalled,
            &self.timeouts,
            &self.non_2xx,
            &self.connect_errors,
            &self.read_errors,
            &self.write_errors,
            &self.elapsed,
            &self.completed_per_s,
            &self.warnings,
        ]
        .into_iter()
        .flatten()
        {
            out.push(c);
        }
        out
    }

    /// The column of a count, when the table records it.
    pub fn count_column(&self, c: Count) -> Option<&str> {
        match c {
            Count::Failed => &self.failed,
            Count::Incomplete => &self.incomplete,
            Count::Stalled => &self.stalled,
            Count::Timeouts => &self.timeouts,
            Count::Non2xx => &self.non_2xx,
            Count::ConnectErrors => &self.connect_errors,
            Count::ReadErrors => &self.read_errors,
            Count::WriteErrors => &self.write_errors,
        }
        .as_deref()
    }

    /// The counts whose non-zero value leaves a run out of this table's
    /// values when it excludes failed runs (`excludes_failed_runs`).
    pub fn rule(&self, validity: &Validity) -> Rule {
        match &validity.exclude_runs_with {
            Some(list) => Rule::of(list),
            None => Rule::of(&Count::ALL),
        }
    }

    /// Whether a run with failed requests is left out of this table's values.
    pub fn excludes_failed_runs(&self, validity: &Validity) -> bool {
        self.exclude_failed_runs
            .unwrap_or(validity.exclude_failed_runs)
    }
}
