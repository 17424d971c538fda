//! The text report of wrk (4.x).
//!
//! ```text
//! Running 2s test @ http://127.0.0.1:8080/
//!   1 threads and 4 connections
//!   Thread Stats   Avg      Stdev     Max   +/- Stdev
//!     Latency     4.05ms    1.11ms  13.07ms   87.22%
//!     Req/Sec     0.99k    24.28     1.02k    70.00%
//!   Latency Distribution          (with --latency)
//!      50%    3.75ms
//!   1975 requests in 2.00s, 528.47KB read
//!   Socket errors: connect 0, read 7, write 30125, timeout 0    (when any)
//!   Non-2xx or 3xx responses: 1986                              (when any)
//! Requests/sec:    986.86
//! Transfer/sec:    264.06KB
//! ```
//!
//! wrk counts completed responses ("N requests"), including those with a 4xx
//! or 5xx status and those slower than its timeout; a socket error is a
//! request attempt that got no response.

use super::{At, Timing, missing, requests_per_second};
use crate::diag::Diagnostic;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrkReport {
    pub url: String,
    /// The duration asked for ("2s").
    pub test_duration: String,
    pub threads: u64,
    pub connections: u64,
    /// `Latency` and `Req/Sec` rows of the thread stats: avg, stdev, max, +/- stdev.
    pub thread_stats: Vec<Timing>,
    /// The latency distribution (`--latency`): percentile and latency as printed.
    pub distribution: Vec<(String, String)>,
    /// Completed responses.
    pub completed: u64,
    /// How long the run took, as printed ("2.00s").
    pub duration: String,
    /// Bytes read, as printed ("528.47KB").
    pub read: String,
    pub connect_errors: u64,
    pub read_errors: u64,
    pub write_errors: u64,
    pub timeouts: u64,
    /// Responses with a status of 400 or more ("Non-2xx or 3xx responses").
    pub non_2xx_3xx: u64,
    /// Requests per second exactly as printed ("986.86").
    pub req_per_s: String,
    pub transfer_per_s: String,
    /// 1-based line of the `Requests/sec:` line.
    pub req_per_s_line: usize,
}

/// Whether `text` has lines only wrk prints.
pub fn recognizes(text: &str) -> bool {
    text.lines().any(|l| {
        let l = l.trim();
        (l.starts_with("Running ") && l.contains(" test @ ")) || l.starts_with("Thread Stats")
    }) || text
        .lines()
        // At the start of the line: hey prints an indented `Requests/sec:`.
        .any(|l| l.starts_with("Requests/sec:") || l.starts_with("Transfer/sec:"))
}

impl WrkReport {
    /// What happened, in the terms every tool shares. Socket errors stay
    /// separate counts: a write error is a failed system call, not a
    /// request, and wrk's `N requests` counts completed responses only.
    pub fn facts(&self) -> super::Facts {
        use crate::results::manifest::Count;
        super::Facts {
            requests: self.completed,
            completed: self.completed,
            counts: vec![
                (Count::Failed, self.non_2xx_3xx + self.timeouts),
                (Count::Timeouts, self.timeouts),
                (Count::Non2xx, self.non_2xx_3xx),
                (Count::ConnectErrors, self.connect_errors),
                (Count::ReadErrors, self.read_errors),
                (Count::WriteErrors, self.write_errors),
            ],
            nominal: super::seconds(&self.test_duration).map(super::Nominal::Seconds),
            elapsed: super::seconds(&self.duration),
            connections: (self.connections > 0).then_some(self.connections),
            threads: (self.threads > 0).then_some(self.threads),
            url: Some(self.url.clone()),
            busy: None,
        }
    }
}

/// wrk, behind the importer trait.
pub struct Wrk;

impl super::Importer for Wrk {
    fn tool(&self) -> super::Tool {
        super::Tool::Wrk
    }
    fn recognizes(&self, text: &str) -> bool {
        recognizes(text)
    }
    fn parse(&self, file: &str, text: &str) -> Result<super::Report, Diagnostic> {
        parse(file, text).map(super::Report::Wrk)
    }
}

/// "N word" → N, when the word matches.
fn count(part: &str, word: &str) -> Option<u64> {
    let (w, n) = part.trim().split_once(' ')?;
    (w == word).then_some(())?;
    n.trim().parse().ok()
}

/// "Running 2s test @ URL".
struct Running {
    test_duration: String,
    url: String,
}

/// "1975 requests in 2.00s, 528.47KB read".
struct Summary {
    completed: u64,
    duration: String,
    read: String,
}

/// What the lines read so far hold.
#[derive(Default)]
struct Seen {
    running: Option<Running>,
    /// Threads and connections.
    threads: Option<(u64, u64)>,
    thread_stats: Vec<Timing>,
    distribution: Vec<(String, String)>,
    in_distribution: bool,
    summary: Option<Summary>,
    /// Socket errors: connect, read, write, timeout.
    socket: [u64; 4],
    non_2xx_3xx: u64,
    /// The `Requests/sec:` line and its figure.
    rps: Option<(usize, String)>,
    transfer: Option<String>,
}

impl super::LineReader for Seen {
    type Report = WrkReport;

    fn read(&mut self, at: At) -> Result<(), Diagnostic> {
        let line = at.raw.trim();
        if self.in_distribution {
            let mut parts = line.split_whitespace();
            match (parts.next(), parts.next(), parts.next()) {
                (Some(p), Some(v), None) if p.ends_with('%') => {
                    self.distribution.push((p.to_owned(), v.to_owned()));
                    return Ok(());
                }
                _ => self.in_distribution = false,
            }
        }
        if let Some(rest) = line.strip_prefix("Running ") {
            let (d, url) = rest
                .split_once(" test @ ")
                .ok_or_else(|| at.garbled("Running … test @"))?;
            self.running = Some(Running {
                test_duration: d.to_owned(),
                url: url.to_owned(),
            });
        } else if line.ends_with(" connections") && line.contains(" threads and ") {
            self.threads = Some(threads(&at, line)?);
        } else if line.starts_with("Latency Distribution") {
            self.in_distribution = true;
        } else if let Some(name) = ["Latency", "Req/Sec"]
            .into_iter()
            .find(|w| line.starts_with(&format!("{w} ")))
        {
            let v: Vec<&str> = line[name.len()..].split_whitespace().collect();
            if v.len() != 4 {
                return Err(at.garbled(name));
            }
            self.thread_stats.push(Timing {
                name: name.to_owned(),
                values: v.iter().map(|s| s.to_string()).collect(),
            });
        } else if line.contains(" requests in ") && line.ends_with(" read") {
            self.summary = Some(summary(line).ok_or_else(|| at.garbled("N requests in"))?);
        } else if let Some(rest) = line.strip_prefix("Socket errors:") {
            self.socket = socket_errors(rest).ok_or_else(|| at.garbled("Socket errors:"))?;
        } else if let Some(rest) = line.strip_prefix("Non-2xx or 3xx responses:") {
            self.non_2xx_3xx = rest
                .trim()
                .parse()
                .map_err(|_| at.garbled("Non-2xx or 3xx responses:"))?;
        } else if let Some(rest) = line.strip_prefix("Requests/sec:") {
            let rps = requests_per_second(at.file, at.n, at.raw, rest.trim())?;
            self.rps = Some((at.n, rps));
        } else if let Some(rest) = line.strip_prefix("Transfer/sec:") {
            self.transfer = Some(rest.trim().to_owned());
        }
        Ok(())
    }

    /// The report, once every line is read, or the lines it lacks.
    fn report(self, file: &str, text: &str) -> Result<Self::Report, Diagnostic> {
        let mut lacks = Vec::new();
        if self.running.is_none() {
            lacks.push("`Running … test @ URL`");
        }
        if self.summary.is_none() {
            lacks.push("`N requests in …`");
        }
        if self.rps.is_none() {
            lacks.push("`Requests/sec:`");
        }
        if self.transfer.is_none() {
            lacks.push("`Transfer/sec:`");
        }
        if !lacks.is_empty() {
            return Err(missing(file, text, "wrk", &lacks));
        }
        let (Some(running), Some(summary), Some((req_per_s_line, req_per_s)), Some(transfer_per_s)) =
            (self.running, self.summary, self.rps, self.transfer)
        else {
            unreachable!("checked above");
        };
        let (threads, connections) = self.threads.unwrap_or_default();
        let [connect_errors, read_errors, write_errors, timeouts] = self.socket;
        Ok(WrkReport {
            url: running.url,
            test_duration: running.test_duration,
            threads,
            connections,
            thread_stats: self.thread_stats,
            distribution: self.distribution,
            completed: summary.completed,
            duration: summary.duration,
            read: summary.read,
            connect_errors,
            read_errors,
            write_errors,
            timeouts,
            non_2xx_3xx: self.non_2xx_3xx,
            req_per_s,
            transfer_per_s,
            req_per_s_line,
        })
    }
}

pub fn parse(file: &str, text: &str) -> Result<WrkReport, Diagnostic> {
    super::read_lines::<Seen>(file, text)
}

/// "4 threads and 100 connections" → (threads, connections).
fn threads(at: &At, line: &str) -> Result<(u64, u64), Diagnostic> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        [t, "threads", "and", c, "connections"] => match (t.parse(), c.parse()) {
            (Ok(t), Ok(c)) => Ok((t, c)),
            _ => Err(at.garbled("threads and connections")),
        },
        _ => Err(at.garbled("threads and connections")),
    }
}

/// "1975 requests in 2.00s, 528.47KB read".
fn summary(line: &str) -> Option<Summary> {
    let (count, rest) = line.split_once(" requests in ")?;
    let (duration, read) = rest.split_once(", ")?;
    Some(Summary {
        completed: count.parse().ok()?,
        duration: duration.to_owned(),
        read: read.strip_suffix(" read")?.to_owned(),
    })
}

/// " connect 0, read 7, write 30125, timeout 0", after `Socket errors:`.
fn socket_errors(rest: &str) -> Option<[u64; 4]> {
    let parts: Vec<&str> = rest.split(',').collect();
    if parts.len() != 4 {
        return None;
    }
    let mut socket = [0; 4];
    for ((s, p), w) in socket
        .iter_mut()
        .zip(parts)
        .zip(["connect", "read", "write", "timeout"])
    {
        *s = count(p, w)?;
    }
    Some(socket)
}

#[cfg(test)]
mod tests {
    use super::*;

    const REPORT: &str = "Running 2s test @ http://127.0.0.1:39771/slow/
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.02ms    0.94ms  11.23ms   83.08%
    Req/Sec     0.99k    24.81     1.03k    70.00%
  Latency Distribution
     50%    3.75ms
     99%    8.16ms
  993 requests in 2.01s, 265.70KB read
  Socket errors: connect 0, read 7, write 30125, timeout 0
  Non-2xx or 3xx responses: 12
Requests/sec:    494.62
Transfer/sec:    132.35KB
";

    #[test]
    fn a_complete_report_parses_exactly() {
        let r = parse("w.txt", REPORT).unwrap();
        assert_eq!(r.req_per_s, "494.62");
        assert_eq!(r.req_per_s_line, 12);
        assert_eq!(r.url, "http://127.0.0.1:39771/slow/");
        assert_eq!(r.test_duration, "2s");
        assert_eq!((r.threads, r.connections), (1, 4));
        assert_eq!((r.completed, r.duration.as_str()), (993, "2.01s"));
        assert_eq!(r.read, "265.70KB");
        assert_eq!(
            (r.connect_errors, r.read_errors, r.write_errors, r.timeouts),
            (0, 7, 30125, 0)
        );
        assert_eq!(r.non_2xx_3xx, 12);
        assert_eq!(r.transfer_per_s, "132.35KB");
        assert_eq!(r.thread_stats[0].name, "Latency");
        assert_eq!(
            r.thread_stats[0].values,
            ["4.02ms", "0.94ms", "11.23ms", "83.08%"]
        );
        assert_eq!(
            r.distribution,
            [
                ("50%".to_owned(), "3.75ms".to_owned()),
                ("99%".to_owned(), "8.16ms".to_owned())
            ]
        );
        assert!(recognizes(REPORT));
    }

    #[test]
    fn a_report_without_errors_counts_none() {
        let text = REPORT
            .replace(
                "  Socket errors: connect 0, read 7, write 30125, timeout 0\n",
                "",
            )
            .replace("  Non-2xx or 3xx responses: 12\n", "");
        let r = parse("w.txt", &text).unwrap();
        assert_eq!(
            (r.connect_errors, r.read_errors, r.write_errors, r.timeouts),
            (0, 0, 0, 0)
        );
        assert_eq!(r.non_2xx_3xx, 0);
    }

    #[test]
    fn a_report_cut_before_its_rate_says_what_is_missing() {
        let cut = &REPORT[..REPORT.find("Requests/sec").unwrap()];
        let e = parse("w.txt", cut).unwrap_err();
        assert!(
            e.message
                .contains("it lacks the lines `Requests/sec:` and `Transfer/sec:`"),
            "{e}"
        );
        let cut = &REPORT[..REPORT.find("write 30125").unwrap() + 7];
        let e = parse("w.txt", cut).unwrap_err();
        assert_eq!(e.line, Some(10));
        assert!(
            e.message.contains("`Socket errors:` line is cut off"),
            "{e}"
        );
    }
}
