//! The text report of h2load (nghttp2): the summary it prints when a run ends.
//!
//! ```text
//! finished in 131.61ms, 15196.18 req/s, 3.97MB/s
//! requests: 2000 total, 2000 started, 2000 done, 2000 succeeded, 0 failed, 0 errored, 0 timeout
//! status codes: 2000 2xx, 0 3xx, 0 4xx, 0 5xx
//! traffic: 522.46KB (535000) total, …
//!                      min         max         mean         sd        +/- sd
//! time for request:       34us       501us        80us        25us    84.90%
//! …
//! req/s           :    3799.67     4082.93     3915.48      123.90    75.00%
//! ```
//!
//! Per h2load's manual, `errored` is the part of `failed` that is not an HTTP
//! status failure, and `timeout` the part of `errored` whose connection timed
//! out: `failed` alone counts every failed request.

use super::{At, Timing, missing, requests_per_second};
use crate::diag::Diagnostic;

#[derive(Debug, Clone, PartialEq)]
pub struct H2loadReport {
    /// "h2c", "http/1.1", "h2" (the `Application protocol:` line), when printed.
    pub protocol: Option<String>,
    /// How long the run took, as printed ("131.61ms").
    pub duration: String,
    /// Requests per second exactly as printed ("15196.18").
    pub req_per_s: String,
    /// Bytes per second as printed ("3.97MB/s").
    pub transfer_per_s: String,
    /// Requests h2load was told to make.
    pub total: u64,
    pub started: u64,
    pub done: u64,
    /// Requests answered with a 2xx or 3xx status.
    pub succeeded: u64,
    /// Every failed request, HTTP status failures included.
    pub failed: u64,
    /// Failed requests that are not HTTP status failures (a subset of `failed`).
    pub errored: u64,
    /// Requests whose connection timed out (a subset of `errored`).
    pub timeout: u64,
    pub status_2xx: u64,
    pub status_3xx: u64,
    pub status_4xx: u64,
    pub status_5xx: u64,
    /// The timing table: "time for request", "time for connect", "time to
    /// 1st byte", "req/s", as printed.
    pub timings: Vec<Timing>,
    /// 1-based line of the `finished in` line.
    pub req_per_s_line: usize,
    /// Threads (`spawning thread #N` lines) and the clients of all of them.
    pub threads: u64,
    pub clients: u64,
    /// What the run was told: a number of requests (`-n`), or a main
    /// duration (`-D`, "Timing-based test with … and 2s of main duration").
    pub nominal: Option<super::Nominal>,
}

impl H2loadReport {
    /// What happened, in the terms every tool shares.
    pub fn facts(&self) -> super::Facts {
        use crate::results::manifest::Count;
        let elapsed = super::seconds(&self.duration);
        // Each client's req/s is taken over its own active time: their sum
        // falls short of the overall rate only when clients sat idle, as
        // when the server stops answering mid-run.
        let busy = (|| {
            let mean: f64 = self
                .timings
                .iter()
                .find(|t| t.name == "req/s")?
                .values
                .get(2)?
                .parse()
                .ok()?;
            let overall: f64 = self.req_per_s.parse().ok()?;
            let per_clients = mean * self.clients as f64;
            (per_clients > 0.0 && overall > 0.0).then(|| overall / per_clients)
        })();
        super::Facts {
            requests: self.total,
            completed: self.done,
            counts: vec![
                (Count::Failed, self.failed),
                (Count::Incomplete, self.started.saturating_sub(self.done)),
                (
                    Count::Stalled,
                    match busy {
                        Some(b) if b < 1.0 - super::IDLE_TOLERANCE => {
                            self.started.saturating_sub(self.done)
                        }
                        _ => 0,
                    },
                ),
                (Count::Timeouts, self.timeout),
                (Count::Non2xx, self.status_4xx + self.status_5xx),
            ],
            nominal: self.nominal.clone(),
            elapsed,
            connections: (self.clients > 0).then_some(self.clients),
            threads: (self.threads > 0).then_some(self.threads),
            url: None,
            busy,
        }
    }
}

/// h2load, behind the importer trait.
pub struct H2load;

impl super::Importer for H2load {
    fn tool(&self) -> super::Tool {
        super::Tool::H2load
    }
    fn recognizes(&self, text: &str) -> bool {
        recognizes(text)
    }
    fn parse(&self, file: &str, text: &str) -> Result<super::Report, Diagnostic> {
        parse(file, text).map(super::Report::H2load)
    }
}

/// "spawning thread #0: 4 total client(s). 2000 total requests" →
/// (clients, nominal).
fn spawning(line: &str) -> Option<(u64, Option<super::Nominal>)> {
    let rest = line.strip_prefix("spawning thread #")?;
    let (_, rest) = rest.split_once(": ")?;
    let (clients, rest) = rest.split_once(" total client(s). ")?;
    let clients = clients.trim().parse().ok()?;
    let nominal = if let Some(n) = rest.strip_suffix(" total requests") {
        n.trim().parse().ok().map(super::Nominal::Requests)
    } else {
        rest.split_once(" of main duration")
            .and_then(|(before, _)| before.rsplit(' ').next())
            .and_then(super::seconds)
            .map(super::Nominal::Seconds)
    };
    Some((clients, nominal))
}

/// Whether `text` has lines only h2load prints.
pub fn recognizes(text: &str) -> bool {
    text.lines().any(|l| {
        let l = l.trim_start();
        l.starts_with("starting benchmark...")
            || l.starts_with("spawning thread #")
            || (l.starts_with("finished in ") && l.contains(" req/s"))
            || (l.starts_with("requests: ") && l.contains(" total,"))
            || l.starts_with("status codes: ")
    })
}

/// Parses "N word, N word, …" into the numbers of `words`, in order.
fn counts<const N: usize>(rest: &str, words: [&str; N]) -> Option<[u64; N]> {
    let parts: Vec<&str> = rest.split(',').map(str::trim).collect();
    if parts.len() != N {
        return None;
    }
    let mut out = [0; N];
    for ((o, p), w) in out.iter_mut().zip(&parts).zip(words) {
        let (n, word) = p.split_once(' ')?;
        (word.trim() == w).then_some(())?;
        *o = n.parse().ok()?;
    }
    Some(out)
}

/// The `finished in` line: where it is, and its figures as printed.
struct Finished {
    line: usize,
    duration: String,
    req_per_s: String,
    transfer_per_s: String,
}

/// What the lines read so far hold.
#[derive(Default)]
struct Seen {
    finished: Option<Finished>,
    /// total, started, done, succeeded, failed, errored, timeout.
    requests: Option<[u64; 7]>,
    /// 2xx, 3xx, 4xx, 5xx.
    status: Option<[u64; 4]>,
    traffic: bool,
    protocol: Option<String>,
    /// The line of the timing table's header.
    table_header: Option<usize>,
    timings: Vec<Timing>,
    threads: u64,
    clients: u64,
    nominal: Option<super::Nominal>,
}

impl super::LineReader for Seen {
    type Report = H2loadReport;

    fn read(&mut self, at: At) -> Result<(), Diagnostic> {
        let line = at.raw.trim();
        if let Some((c, nom)) = spawning(line) {
            self.spawned(c, nom);
        } else if let Some(rest) = line.strip_prefix("finished in ") {
            self.finished = Some(finished(&at, rest)?);
        } else if let Some(rest) = line.strip_prefix("requests:") {
            let words = [
                "total",
                "started",
                "done",
                "succeeded",
                "failed",
                "errored",
                "timeout",
            ];
            self.requests = Some(counts(rest, words).ok_or_else(|| {
                at.bad("the `requests:` line is cut off or garbled; h2load prints `requests: N total, N started, N done, N succeeded, N failed, N errored, N timeout`")
            })?);
        } else if let Some(rest) = line.strip_prefix("status codes:") {
            self.status = Some(counts(rest, ["2xx", "3xx", "4xx", "5xx"]).ok_or_else(|| {
                at.bad("the `status codes:` line is cut off or garbled; h2load prints `status codes: N 2xx, N 3xx, N 4xx, N 5xx`")
            })?);
        } else if line.starts_with("traffic:") {
            self.traffic = true;
        } else if let Some(rest) = line.strip_prefix("Application protocol:") {
            self.protocol = Some(rest.trim().to_owned());
        } else if line.split_whitespace().collect::<Vec<_>>()
            == ["min", "max", "mean", "sd", "+/-", "sd"]
        {
            self.table_header = Some(at.n);
        } else if self.table_header.is_some()
            && let Some((name, values)) = line.split_once(':')
        {
            self.timings.push(timing(&at, name, values)?);
        }
        Ok(())
    }

    /// The report, once every line is read, or the lines it lacks.
    fn report(self, file: &str, text: &str) -> Result<Self::Report, Diagnostic> {
        let mut lacks = Vec::new();
        if self.finished.is_none() {
            lacks.push("`finished in …, N req/s`");
        }
        if self.requests.is_none() {
            lacks.push("`requests:`");
        }
        if self.status.is_none() {
            lacks.push("`status codes:`");
        }
        if !self.traffic {
            lacks.push("`traffic:`");
        }
        if self.table_header.is_some() && !self.timings.iter().any(|t| t.name == "req/s") {
            lacks.push("`req/s :` (the last timing row)");
        }
        if !lacks.is_empty() {
            return Err(missing(file, text, "h2load", &lacks));
        }
        let (Some(f), Some(r), Some(s)) = (self.finished, self.requests, self.status) else {
            unreachable!("checked above");
        };
        let [total, started, done, succeeded, failed, errored, timeout] = r;
        let [status_2xx, status_3xx, status_4xx, status_5xx] = s;
        Ok(H2loadReport {
            protocol: self.protocol,
            duration: f.duration,
            req_per_s: f.req_per_s,
            transfer_per_s: f.transfer_per_s,
            total,
            started,
            done,
            succeeded,
            failed,
            errored,
            timeout,
            status_2xx,
            status_3xx,
            status_4xx,
            status_5xx,
            timings: self.timings,
            req_per_s_line: f.line,
            threads: self.threads,
            clients: self.clients,
            nominal: self.nominal,
        })
    }
}

pub fn parse(file: &str, text: &str) -> Result<H2loadReport, Diagnostic> {
    super::read_lines::<Seen>(file, text)
}

impl Seen {
    /// A thread's clients and what it was told. Per thread: requests add
    /// up, a duration is the same for all.
    fn spawned(&mut self, clients: u64, nominal: Option<super::Nominal>) {
        use super::Nominal::Requests;
        self.threads += 1;
        self.clients += clients;
        self.nominal = match (self.nominal.take(), nominal) {
            (Some(Requests(a)), Some(Requests(b))) => Some(Requests(a + b)),
            (None, x) | (x, None) => x,
            (a, _) => a,
        };
    }
}

/// "131.61ms, 15196.18 req/s, 3.97MB/s", after `finished in `.
fn finished(at: &At, rest: &str) -> Result<Finished, Diagnostic> {
    let parts: Vec<&str> = rest.split(", ").collect();
    let rps = parts.get(1).and_then(|p| p.strip_suffix(" req/s"));
    match (parts.as_slice(), rps) {
        ([duration, _, transfer], Some(rps)) if transfer.ends_with("/s") => Ok(Finished {
            line: at.n,
            duration: duration.to_string(),
            req_per_s: requests_per_second(at.file, at.n, at.raw, rps)?,
            transfer_per_s: transfer.to_string(),
        }),
        _ => Err(at.bad(
            "the `finished in` line is cut off or garbled; h2load prints `finished in TIME, N req/s, N B/s`",
        )),
    }
}

/// A row of the timing table: its name, then min, max, mean, sd, +/- sd.
fn timing(at: &At, name: &str, values: &str) -> Result<Timing, Diagnostic> {
    let v: Vec<&str> = values.split_whitespace().collect();
    let [min, max, mean, sd, within] = v.as_slice() else {
        return Err(at.bad(format!(
            "the `{}` timing line is cut off; it needs min, max, mean, sd and +/- sd",
            name.trim()
        )));
    };
    Ok(Timing {
        name: name.trim().to_owned(),
        values: [min, max, mean, sd, within].map(|s| s.to_string()).to_vec(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const REPORT: &str = "starting benchmark...
spawning thread #0: 4 total client(s). 3000 total requests
Application protocol: http/1.1
progress: 10% done

finished in 996.27ms, 994.71 req/s, 265.89KB/s
requests: 3000 total, 995 started, 991 done, 991 succeeded, 2009 failed, 2009 errored, 0 timeout
status codes: 991 2xx, 0 3xx, 0 4xx, 0 5xx
traffic: 264.90KB (271260) total, 179.03KB (183330) headers (space savings 0.00%), 36.78KB (37658) data
                     min         max         mean         sd        +/- sd
time for request:      540us      6.45ms      3.99ms       583us    75.08%
time for connect:      127us       731us       414us       252us    50.00%
time to 1st byte:     1.02ms      4.01ms      2.49ms      1.49ms    66.67%
req/s           :     246.97      252.89      249.49        2.58    75.00%
";

    #[test]
    fn a_complete_report_parses_exactly() {
        let r = parse("r.txt", REPORT).unwrap();
        assert_eq!(r.req_per_s, "994.71");
        assert_eq!(r.req_per_s_line, 6);
        assert_eq!(r.duration, "996.27ms");
        assert_eq!(r.transfer_per_s, "265.89KB/s");
        assert_eq!(r.protocol.as_deref(), Some("http/1.1"));
        assert_eq!(
            (r.total, r.started, r.done, r.succeeded),
            (3000, 995, 991, 991)
        );
        assert_eq!((r.failed, r.errored, r.timeout), (2009, 2009, 0));
        assert_eq!(
            (r.status_2xx, r.status_3xx, r.status_4xx, r.status_5xx),
            (991, 0, 0, 0)
        );
        assert_eq!(r.timings.len(), 4);
        assert_eq!(r.timings[0].name, "time for request");
        assert_eq!(
            r.timings[0].values,
            ["540us", "6.45ms", "3.99ms", "583us", "75.08%"]
        );
        assert_eq!(r.timings[3].name, "req/s");
        assert!(recognizes(REPORT));
    }

    #[test]
    fn a_report_cut_in_a_line_names_the_line() {
        let cut = &REPORT[..REPORT.find("995 started").unwrap() + 3];
        let e = parse("r.txt", cut).unwrap_err();
        assert_eq!(e.line, Some(7));
        assert!(e.message.contains("`requests:` line is cut off"), "{e}");
    }

    #[test]
    fn a_report_cut_before_its_summary_says_what_is_missing() {
        let cut = &REPORT[..REPORT.find("finished").unwrap()];
        let e = parse("r.txt", cut).unwrap_err();
        assert_eq!(e.file, "r.txt");
        assert!(
            e.message.contains(
                "it lacks the lines `finished in …, N req/s`, `requests:`, `status codes:` and `traffic:`"
            ),
            "{e}"
        );
        let no_table_end = &REPORT[..REPORT.find("req/s           :").unwrap()];
        let e = parse("r.txt", no_table_end).unwrap_err();
        assert!(
            e.message
                .contains("it lacks the line `req/s :` (the last timing row)"),
            "{e}"
        );
    }

    #[test]
    fn a_garbled_rate_is_refused() {
        let text = REPORT.replace("994.71 req/s", "-nan req/s");
        let e = parse("r.txt", &text).unwrap_err();
        assert_eq!(e.line, Some(6));
        assert!(e.message.contains("`-nan` is not a plain decimal"), "{e}");
    }
}
