//! A report's figures against each other: requests per second against the
//! requests and the time they took, transfer per second against the bytes,
//! counts against their totals, percentages within 0–100, latency
//! percentiles in order and within the slowest request. A report whose
//! figures disagree beyond the rounding of the digits its tool prints was
//! edited, or is not what the tool wrote: it is refused, naming the lines
//! of both figures (`file:line` for each).
//!
//! Every figure is read with half a unit of its last printed digit as its
//! rounding (`131.61ms` is 131.605 to 131.615 ms, `15196.18` req/s is
//! 15196.175 to 15196.185); a rate is accepted when some elapsed time and
//! rate within those roundings make it. Counts are exact. What a tool was
//! told (h2load's main duration, `-D`) is exact too. docs/results.md says
//! which figures are compared, tool by tool.
//!
//! Each tool's checks are a list of rules (`H2LOAD`, `WRK`, `HEY`) that
//! `apply` runs in order: the first that fails refuses the report.

use super::h2load::H2loadReport;
use super::hey::HeyReport;
use super::wrk::WrkReport;
use super::{Nominal, Report};
use crate::diag::Diagnostic;

/// A printed figure: its value and half a unit of its last digit.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Fig {
    value: f64,
    half: f64,
}

impl Fig {
    fn exact(value: f64) -> Self {
        Self { value, half: 0.0 }
    }
    fn lo(self) -> f64 {
        self.value - self.half
    }
    fn hi(self) -> f64 {
        self.value + self.half
    }
    /// The same figure in a unit `scale` times larger.
    fn scaled(self, scale: f64) -> Self {
        Self {
            value: self.value * scale,
            half: self.half * scale,
        }
    }
}

/// A plain decimal ("8123.45", "0"), with its rounding.
fn decimal(text: &str) -> Option<Fig> {
    let t = text.trim();
    let digits = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
    let places = match t.split_once('.') {
        Some((a, b)) if digits(a) && digits(b) => b.len(),
        None if digits(t) => 0,
        _ => return None,
    };
    let value: f64 = t.parse().ok().filter(|v: &f64| v.is_finite())?;
    Some(Fig {
        value,
        half: 0.5 * 10f64.powi(-(places as i32)),
    })
}

/// A decimal followed by one of `units` (name, scale), e.g. "3.97MB".
fn with_unit(text: &str, units: &[(&str, f64)]) -> Option<Fig> {
    let t = text.trim();
    let end = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let scale = units
        .iter()
        .find(|(u, _)| *u == t[end..].trim())
        .map(|(_, s)| *s)?;
    Some(decimal(&t[..end])?.scaled(scale))
}

/// Bytes as h2load and wrk print them: binary units named `KB`, `MB`…
fn bytes(text: &str) -> Option<Fig> {
    let k = 1024.0;
    with_unit(
        text.trim().trim_end_matches("/s"),
        &[
            ("B", 1.0),
            ("KB", k),
            ("MB", k * k),
            ("GB", k * k * k),
            ("TB", k * k * k * k),
        ],
    )
}

/// wrk's counts per second per thread ("0.99k", "24.28").
fn metric(text: &str) -> Option<Fig> {
    with_unit(
        text,
        &[("", 1.0), ("k", 1e3), ("M", 1e6), ("G", 1e9), ("T", 1e12)],
    )
}

/// A percentage as printed ("84.90%").
fn percent(text: &str) -> Option<Fig> {
    decimal(text.trim().strip_suffix('%')?)
}

/// A duration as h2load and wrk print it ("131.61ms", "2.00s", "481us",
/// "1m30s"), in seconds, with the rounding of its last part.
fn duration(text: &str) -> Option<Fig> {
    let mut rest = text.trim();
    let mut total = Fig::exact(0.0);
    if rest.is_empty() {
        return None;
    }
    while !rest.is_empty() {
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        let n = decimal(&rest[..end])?;
        rest = rest[end..].trim_start();
        let unit_end = rest
            .find(|c: char| !c.is_alphabetic())
            .unwrap_or(rest.len());
        let scale = match &rest[..unit_end] {
            "us" | "µs" => 1e-6,
            "ms" => 1e-3,
            "s" | "" => 1.0,
            "m" => 60.0,
            "h" => 3600.0,
            _ => return None,
        };
        let n = n.scaled(scale);
        total = Fig {
            value: total.value + n.value,
            half: n.half,
        };
        rest = rest[unit_end..].trim_start();
    }
    Some(total)
}

/// hey's times ("0.0628 secs").
fn secs(text: &str) -> Option<Fig> {
    decimal(text.trim().strip_suffix("secs")?)
}

/// Shown with the precision a reader compares: "12962.35".
fn show(v: f64) -> String {
    if v.is_infinite() {
        "any".to_owned()
    } else if v.abs() >= 100.0 {
        format!("{v:.2}")
    } else {
        format!("{v:.6}")
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_owned()
    }
}

/// The report's lines, to place and quote what disagrees.
struct Lines<'a> {
    file: &'a str,
    lines: Vec<&'a str>,
}

impl<'a> Lines<'a> {
    fn new(file: &'a str, text: &'a str) -> Self {
        Self {
            file,
            lines: text.lines().collect(),
        }
    }

    /// 1-based number of the last line whose trimmed text starts with
    /// `prefix` (the parsers keep the last of a repeated line), or 0.
    fn last(&self, prefix: &str) -> usize {
        self.lines
            .iter()
            .rposition(|l| l.trim().starts_with(prefix))
            .map_or(0, |i| i + 1)
    }

    /// 1-based number of the first such line, or 0.
    fn first(&self, prefix: &str) -> usize {
        self.lines
            .iter()
            .position(|l| l.trim().starts_with(prefix))
            .map_or(0, |i| i + 1)
    }

    /// `file:line`.
    fn at(&self, line: usize) -> String {
        format!("{}:{line}", self.file)
    }

    /// A disagreement between the figure at line `a` and the one at line
    /// `b`; `message` names both with [`Lines::at`].
    fn refuse(&self, a: usize, message: String) -> Diagnostic {
        let d = Diagnostic::new(self.file, message).hint(
            "a report's figures must agree with each other within the rounding of the digits \
             its tool prints; import the report exactly as the tool printed it",
        );
        match self.lines.get(a.wrapping_sub(1)) {
            Some(l) => d.at(a, None).snippet(*l),
            None => d,
        }
    }

    /// A figure that cannot be read as its tool prints it.
    fn unreadable(&self, a: usize, what: &str, text: &str) -> Diagnostic {
        self.refuse(
            a,
            format!(
                "{what} `{text}` ({}) is not a figure as the tool prints it (a finite, non-negative decimal)",
                self.at(a)
            ),
        )
    }

    /// `count` (at `count_line`) ≤ `total` (at `total_line`).
    #[allow(clippy::too_many_arguments)]
    fn at_most(
        &self,
        count: u64,
        what: &str,
        count_line: usize,
        total: u64,
        of: &str,
        total_line: usize,
    ) -> Result<(), Diagnostic> {
        if count <= total {
            return Ok(());
        }
        Err(self.refuse(
            count_line,
            format!(
                "{count} {what} ({}) exceed {total} {of} ({})",
                self.at(count_line),
                self.at(total_line)
            ),
        ))
    }

    /// The text of 1-based line `n`, or "".
    fn line(&self, n: usize) -> &'a str {
        self.lines.get(n.wrapping_sub(1)).copied().unwrap_or("")
    }

    /// `text` (at `line`) read by `read`, or why it cannot be.
    fn printed<'t>(
        &self,
        read: fn(&str) -> Option<Fig>,
        text: &'t str,
        what: &str,
        line: usize,
    ) -> Result<Printed<'t>, Diagnostic> {
        let fig = read(text).ok_or_else(|| self.unreadable(line, what, text))?;
        Ok(Printed { fig, text, line })
    }

    /// The figures of a row `what` (at `line`), read in the order given.
    fn figures<const N: usize>(
        &self,
        read: fn(&str) -> Option<Fig>,
        texts: [&String; N],
        what: &str,
        line: usize,
    ) -> Result<[Fig; N], Diagnostic> {
        let mut out = [Fig::exact(0.0); N];
        for (fig, text) in out.iter_mut().zip(texts) {
            *fig = self.printed(read, text, what, line)?.fig;
        }
        Ok(out)
    }

    /// A row's share (at `line`): a percentage within 0–100.
    fn share(&self, text: &str, what: &str, line: usize) -> Result<(), Diagnostic> {
        let p = self.printed(percent, text, what, line)?.fig;
        self.percentage(p, text, line)
    }

    /// A percentage (at `line`) within 0–100.
    fn percentage(&self, p: Fig, text: &str, line: usize) -> Result<(), Diagnostic> {
        if p.lo() <= 100.0 {
            return Ok(());
        }
        Err(self.refuse(
            line,
            format!("`{text}` ({}) is a share above 100%", self.at(line)),
        ))
    }
}

/// A figure as the report prints it: its value, its text and its line.
#[derive(Debug, Clone, Copy)]
struct Printed<'a> {
    fig: Fig,
    text: &'a str,
    line: usize,
}

/// A rate against a count between `count.0` and `count.1` (at
/// `count_line`) over a time.
struct Rate<'a> {
    rate: Printed<'a>,
    unit: &'a str,
    count: (f64, f64),
    count_text: String,
    count_line: usize,
    time: Printed<'a>,
}

impl Rate<'_> {
    fn check(&self, l: &Lines) -> Result<(), Diagnostic> {
        let (lo_count, hi_count) = self.count;
        let (rate, time) = (self.rate.fig, self.time.fig);
        if time.value <= 0.0 {
            if hi_count > 0.0 {
                return Err(l.refuse(
                    self.time.line,
                    format!(
                        "{} ({}) took `{}` ({}): no time at all",
                        self.count_text,
                        l.at(self.count_line),
                        self.time.text,
                        l.at(self.time.line)
                    ),
                ));
            }
            return Ok(());
        }
        let lo = lo_count / time.hi();
        let hi = if time.lo() > 0.0 {
            hi_count / time.lo()
        } else {
            f64::INFINITY
        };
        // A relative margin for the arithmetic, far below any rounding.
        let eps = 1e-9 * rate.value.abs().max(1.0);
        if rate.hi() + eps >= lo && rate.lo() - eps <= hi {
            return Ok(());
        }
        let make = if show(lo) == show(hi) {
            format!("{} {}", show(lo), self.unit)
        } else {
            format!("{} to {} {}", show(lo), show(hi), self.unit)
        };
        Err(l.refuse(
            self.rate.line,
            format!(
                "`{}` {} ({}) contradicts {} ({}) in `{}` ({}), which make {make}",
                self.rate.text,
                self.unit,
                l.at(self.rate.line),
                self.count_text,
                l.at(self.count_line),
                self.time.text,
                l.at(self.time.line),
            ),
        ))
    }
}

/// One line of a latency distribution, read.
#[derive(Debug, Clone, Copy)]
struct Percentile<'a> {
    share: Fig,
    latency: Printed<'a>,
}

/// A figure a latency percentile may not exceed (`above`) or go under,
/// called `name` in the message ("the maximum").
struct Bound<'a> {
    at: Printed<'a>,
    above: bool,
    name: &'static str,
}

/// One line of a latency distribution (`p` and `v`, at `line`): both
/// readable, the share within 100%, after `previous`, within `bounds`.
#[allow(clippy::too_many_arguments)]
fn percentile<'a>(
    l: &Lines,
    previous: Option<Percentile<'a>>,
    line: usize,
    p: &str,
    v: &'a str,
    read: fn(&str) -> Option<Fig>,
    bounds: &[Bound],
) -> Result<Percentile<'a>, Diagnostic> {
    let share = l.printed(percent, p, "the percentile", line)?.fig;
    let latency = l.printed(read, v, "the latency", line)?;
    l.percentage(share, p, line)?;
    let here = Percentile { share, latency };
    percentiles_in_order(l, previous, here)?;
    for b in bounds {
        let (fv, fb) = (latency.fig, b.at.fig);
        let out = if b.above {
            fv.lo() > fb.hi()
        } else {
            fv.hi() < fb.lo()
        };
        if out {
            return Err(l.refuse(
                line,
                format!(
                    "the {p} latency `{v}` ({}) is {} {} `{}` ({})",
                    l.at(line),
                    if b.above { "above" } else { "below" },
                    b.name,
                    b.at.text,
                    l.at(b.at.line)
                ),
            ));
        }
    }
    Ok(here)
}

/// A percentile after the one before: a higher share, a latency no lower.
fn percentiles_in_order(
    l: &Lines,
    previous: Option<Percentile>,
    here: Percentile,
) -> Result<(), Diagnostic> {
    let Some(before) = previous else {
        return Ok(());
    };
    let (p, v) = (here.share, here.latency);
    let (pp, pv) = (before.share, before.latency);
    if p.value <= pp.value || v.fig.hi() < pv.fig.lo() {
        return Err(l.refuse(
            v.line,
            format!(
                "the latency percentiles are out of order: `{}` at {}% ({}) after `{}` at {}% ({})",
                v.text,
                show(p.value),
                l.at(v.line),
                pv.text,
                show(pp.value),
                l.at(pv.line)
            ),
        ));
    }
    Ok(())
}

/// One figure-agreement rule of a tool's reports: `Ok` when the figures
/// it compares agree, else the refusal naming the lines of both.
type Rule<R> = fn(&Lines, &R) -> Result<(), Diagnostic>;

/// Checks that a parsed report's figures agree with each other.
pub fn check(file: &str, text: &str, report: &Report) -> Result<(), Diagnostic> {
    let l = Lines::new(file, text);
    match report {
        Report::H2load(r) => apply(&l, r, H2LOAD),
        Report::Wrk(r) => apply(&l, r, WRK),
        Report::Hey(r) => apply(&l, r, HEY),
        Report::Samples(_) => Ok(()),
    }
}

/// Applies a tool's rules in order: the first that fails refuses the report.
fn apply<R>(l: &Lines, report: &R, rules: &[Rule<R>]) -> Result<(), Diagnostic> {
    rules.iter().try_for_each(|rule| rule(l, report))
}

const H2LOAD: &[Rule<H2loadReport>] =
    &[h2load_counts, h2load_rate, h2load_transfer, h2load_timings];

/// Counts against their totals.
fn h2load_counts(l: &Lines, r: &H2loadReport) -> Result<(), Diagnostic> {
    let req = l.last("requests:");
    let status = l.last("status codes:");
    let timing_based = matches!(r.nominal, Some(Nominal::Seconds(_)));
    l.at_most(r.done, "requests done", req, r.started, "started", req)?;
    if !timing_based {
        // A timed run's `total` is what it did, not what it was told.
        l.at_most(r.started, "requests started", req, r.total, "in total", req)?;
    }
    l.at_most(r.done, "requests done", req, r.total, "in total", req)?;
    l.at_most(r.succeeded, "requests succeeded", req, r.done, "done", req)?;
    l.at_most(
        r.succeeded + r.failed,
        "requests succeeded or failed",
        req,
        r.total,
        "in total",
        req,
    )?;
    l.at_most(r.errored, "requests errored", req, r.failed, "failed", req)?;
    l.at_most(
        r.timeout,
        "requests timed out",
        req,
        r.errored,
        "errored",
        req,
    )?;
    let statuses = r.status_2xx + r.status_3xx + r.status_4xx + r.status_5xx;
    l.at_most(
        statuses,
        "responses with a status",
        status,
        r.done,
        "requests done",
        req,
    )?;
    l.at_most(
        r.status_4xx + r.status_5xx,
        "4xx and 5xx responses",
        status,
        r.failed,
        "failed requests",
        req,
    )
}

/// The time an h2load report's rates are over: its main duration for a
/// timed run, else the time it took.
fn h2load_time<'a>(l: &Lines<'a>, r: &'a H2loadReport) -> Result<Printed<'a>, Diagnostic> {
    let fin = r.req_per_s_line;
    let elapsed = l.printed(duration, &r.duration, "the time", fin)?;
    Ok(match &r.nominal {
        Some(Nominal::Seconds(s)) => {
            let line = l.first("spawning thread #");
            let said = l
                .line(line)
                .split_once(" of main duration")
                .and_then(|(before, _)| before.rsplit(' ').next())
                .unwrap_or("");
            Printed {
                fig: Fig::exact(*s),
                text: said,
                line,
            }
        }
        _ => elapsed,
    })
}

/// The rate: requests that got a whole response over the run's time.
/// Those are at least the succeeded ones and the done ones less the
/// errored ones, at most the done ones.
fn h2load_rate(l: &Lines, r: &H2loadReport) -> Result<(), Diagnostic> {
    let time = h2load_time(l, r)?;
    let rate = l.printed(
        decimal,
        &r.req_per_s,
        "requests per second",
        r.req_per_s_line,
    )?;
    let lo = r.succeeded.max(r.done.saturating_sub(r.errored));
    Rate {
        rate,
        unit: "req/s",
        count: (lo as f64, r.done as f64),
        count_text: if lo == r.done {
            format!("{} requests done", r.done)
        } else {
            format!("{lo} to {} requests answered", r.done)
        },
        count_line: l.last("requests:"),
        time,
    }
    .check(l)
}

/// Transfer: the traffic's bytes over the same time.
fn h2load_transfer(l: &Lines, r: &H2loadReport) -> Result<(), Diagnostic> {
    let traffic = l.last("traffic:");
    let total_bytes = l
        .line(traffic)
        .trim()
        .strip_prefix("traffic:")
        .and_then(|t| t.split_once(" total"))
        .and_then(|(t, _)| {
            let (shown, exact) = t.trim().split_once(" (")?;
            Some((
                shown.trim(),
                exact.strip_suffix(')')?.trim().parse::<u64>().ok()?,
            ))
        });
    let Some((shown, exact)) = total_bytes else {
        return Ok(());
    };
    let printed = l.printed(bytes, shown, "the traffic", traffic)?.fig;
    let eps = 1e-9 * printed.value.max(1.0);
    if (exact as f64) < printed.lo() - eps || (exact as f64) > printed.hi() + eps {
        return Err(l.refuse(
            traffic,
            format!(
                "`{shown}` ({}) is not {exact} bytes ({})",
                l.at(traffic),
                l.at(traffic)
            ),
        ));
    }
    let time = h2load_time(l, r)?;
    let per_s = l.printed(
        bytes,
        &r.transfer_per_s,
        "the transfer per second",
        r.req_per_s_line,
    )?;
    Rate {
        rate: per_s,
        unit: "bytes/s",
        count: (exact as f64, exact as f64),
        count_text: format!("{exact} bytes"),
        count_line: traffic,
        time,
    }
    .check(l)
}

/// The timing table: min ≤ mean ≤ max, shares within 100%.
fn h2load_timings(l: &Lines, r: &H2loadReport) -> Result<(), Diagnostic> {
    for t in &r.timings {
        let line = l.last(&t.name);
        let read: fn(&str) -> Option<Fig> = if t.name == "req/s" { decimal } else { duration };
        let [min, max, mean, sd, within] = t.values.as_slice() else {
            continue;
        };
        let [fmin, fmax, fmean, _] = l.figures(read, [min, max, mean, sd], &t.name, line)?;
        l.share(within, &t.name, line)?;
        for (a, a_name, b, b_name) in [
            (fmin, min, fmean, mean),
            (fmean, mean, fmax, max),
            (fmin, min, fmax, max),
        ] {
            if a.lo() > b.hi() {
                return Err(l.refuse(
                    line,
                    format!(
                        "`{}`: `{a_name}` ({}) is above `{b_name}` ({}), where min ≤ mean ≤ max",
                        t.name,
                        l.at(line),
                        l.at(line)
                    ),
                ));
            }
        }
    }
    Ok(())
}

const WRK: &[Rule<WrkReport>] = &[wrk_rates, wrk_non_2xx, wrk_thread_stats, wrk_distribution];

/// The line of wrk's summary ("… requests in 10.00s, 1.2MB read"), or 0.
fn wrk_summary(l: &Lines) -> usize {
    l.lines
        .iter()
        .rposition(|x| x.contains(" requests in ") && x.trim().ends_with(" read"))
        .map_or(0, |i| i + 1)
}

/// Requests and bytes per second against the summary's requests, bytes
/// and time.
fn wrk_rates(l: &Lines, r: &WrkReport) -> Result<(), Diagnostic> {
    let summary = wrk_summary(l);
    let time = l.printed(duration, &r.duration, "the time", summary)?;
    let rate = l.printed(
        decimal,
        &r.req_per_s,
        "requests per second",
        r.req_per_s_line,
    )?;
    let n = r.completed as f64;
    Rate {
        rate,
        unit: "req/s",
        count: (n, n),
        count_text: format!("{} requests", r.completed),
        count_line: summary,
        time,
    }
    .check(l)?;
    let read = l.printed(bytes, &r.read, "the bytes read", summary)?.fig;
    let per_s = l.printed(
        bytes,
        &r.transfer_per_s,
        "the transfer per second",
        l.last("Transfer/sec:"),
    )?;
    Rate {
        rate: per_s,
        unit: "bytes/s",
        count: (read.lo().max(0.0), read.hi()),
        count_text: format!("`{}` read", r.read),
        count_line: summary,
        time,
    }
    .check(l)
}

fn wrk_non_2xx(l: &Lines, r: &WrkReport) -> Result<(), Diagnostic> {
    l.at_most(
        r.non_2xx_3xx,
        "non-2xx or 3xx responses",
        l.last("Non-2xx or 3xx responses:"),
        r.completed,
        "requests",
        wrk_summary(l),
    )
}

/// The line of the thread stats' row `name`, or 0. `Latency
/// Distribution` is a heading, not the thread stats' row.
fn wrk_stat_line(l: &Lines, name: &str) -> usize {
    l.lines
        .iter()
        .rposition(|x| {
            let x = x.trim();
            x.starts_with(&format!("{name} ")) && !x.starts_with("Latency Distribution")
        })
        .map_or(0, |i| i + 1)
}

/// Thread stats: avg ≤ max, shares within 100%.
fn wrk_thread_stats(l: &Lines, r: &WrkReport) -> Result<(), Diagnostic> {
    for t in &r.thread_stats {
        let line = wrk_stat_line(l, &t.name);
        let read: fn(&str) -> Option<Fig> = if t.name == "Latency" {
            duration
        } else {
            metric
        };
        let [avg, stdev, max, within] = t.values.as_slice() else {
            continue;
        };
        let [favg, fmax, _] = l.figures(read, [avg, max, stdev], &t.name, line)?;
        l.share(within, &t.name, line)?;
        if favg.lo() > fmax.hi() {
            return Err(l.refuse(
                line,
                format!(
                    "`{}`: the average `{avg}` ({}) is above the maximum `{max}` ({})",
                    t.name,
                    l.at(line),
                    l.at(line)
                ),
            ));
        }
    }
    Ok(())
}

/// The latency row's maximum, once the thread stats are known readable.
fn wrk_latency_max<'a>(l: &Lines, r: &'a WrkReport) -> Option<Printed<'a>> {
    r.thread_stats
        .iter()
        .rev()
        .filter(|t| t.name == "Latency")
        .find_map(|t| {
            let [_, _, max, _] = t.values.as_slice() else {
                return None;
            };
            Some(Printed {
                fig: duration(max)?,
                text: max,
                line: wrk_stat_line(l, &t.name),
            })
        })
}

/// The latency distribution: in order, and none above the slowest.
fn wrk_distribution(l: &Lines, r: &WrkReport) -> Result<(), Diagnostic> {
    let bounds: Vec<Bound> = wrk_latency_max(l, r)
        .map(|at| Bound {
            at,
            above: true,
            name: "the maximum",
        })
        .into_iter()
        .collect();
    let mut previous = None;
    // The distribution's lines follow its heading one after another.
    let mut line = l.last("Latency Distribution");
    for (p, v) in &r.distribution {
        line += 1;
        previous = Some(percentile(l, previous, line, p, v, duration, &bounds)?);
    }
    Ok(())
}

const HEY: &[Rule<HeyReport>] = &[
    hey_rate,
    hey_times,
    hey_histogram,
    hey_distribution,
    hey_bytes,
];

/// What a hey report counts, and the line of the counts: the first status
/// line, or the first error line of a run without responses.
struct HeyCounts {
    responses: u64,
    errors: u64,
    line: usize,
}

fn hey_counts(l: &Lines, r: &HeyReport) -> HeyCounts {
    let responses: u64 = r.statuses.iter().map(|(_, n)| n).sum();
    let errors: u64 = r.errors.iter().map(|(n, _)| n).sum();
    let entry_after = |heading: &str| {
        let at = l.last(heading);
        l.lines
            .iter()
            .enumerate()
            .skip(at)
            .find(|(_, x)| x.trim().starts_with('['))
            .map_or(at, |(i, _)| i + 1)
    };
    let line = if responses > 0 || errors == 0 {
        entry_after("Status code distribution:")
    } else {
        entry_after("Error distribution:")
    };
    HeyCounts {
        responses,
        errors,
        line,
    }
}

fn hey_rate(l: &Lines, r: &HeyReport) -> Result<(), Diagnostic> {
    let c = hey_counts(l, r);
    let time = l.printed(secs, &r.total, "the total time", l.last("Total:"))?;
    let rate = l.printed(
        decimal,
        &r.req_per_s,
        "requests per second",
        r.req_per_s_line,
    )?;
    let n = (c.responses + c.errors) as f64;
    Rate {
        rate,
        unit: "req/s",
        count: (n, n),
        count_text: format!("{} responses and {} errors", c.responses, c.errors),
        count_line: c.line,
        time,
    }
    .check(l)
}

/// One of the summary's times (`prefix` "Slowest:"), if the report has it.
fn hey_time<'a>(
    l: &Lines<'a>,
    prefix: &str,
    responses: u64,
) -> Result<Option<Printed<'a>>, Diagnostic> {
    let line = l.last(prefix);
    let Some(raw) = l.lines.get(line.wrapping_sub(1)) else {
        return Ok(None);
    };
    let shown = raw.trim()[prefix.len()..].trim();
    if shown == "NaN secs" && responses == 0 {
        // hey's average of no response at all.
        return Ok(None);
    }
    Ok(Some(l.printed(secs, shown, prefix, line)?))
}

/// The summary's times: fastest ≤ average ≤ slowest.
fn hey_times(l: &Lines, r: &HeyReport) -> Result<(), Diagnostic> {
    let responses = hey_counts(l, r).responses;
    let slowest = hey_time(l, "Slowest:", responses)?;
    let fastest = hey_time(l, "Fastest:", responses)?;
    let average = hey_time(l, "Average:", responses)?;
    let ordered = |a: Option<Printed>, b: Option<Printed>| {
        if let (Some(a), Some(b)) = (a, b)
            && a.fig.lo() > b.fig.hi()
        {
            return Err(l.refuse(
                a.line,
                format!(
                    "`{}` ({}) is above `{}` ({}), where fastest ≤ average ≤ slowest",
                    a.text,
                    l.at(a.line),
                    b.text,
                    l.at(b.line)
                ),
            ));
        }
        Ok(())
    };
    ordered(fastest, average)?;
    ordered(average, slowest)?;
    ordered(fastest, slowest)
}

/// The lines of the section under `heading`, with their numbers; a section
/// ends at a blank line after its first entry, or at the next heading.
fn section<'a>(l: &Lines<'a>, heading: &str) -> Vec<(usize, &'a str)> {
    let mut out = Vec::new();
    let mut inside = false;
    for (i, raw) in l.lines.iter().enumerate() {
        let t = raw.trim();
        if t == heading {
            inside = true;
            out.clear();
            continue;
        }
        if inside {
            let heading =
                t.ends_with(':') && !t.starts_with(|c: char| c.is_ascii_digit() || c == '[');
            if heading || (t.is_empty() && !out.is_empty()) {
                inside = false;
            } else if !t.is_empty() {
                out.push((i + 1, t));
            }
        }
    }
    out
}

/// The response time histogram counts the responses.
fn hey_histogram(l: &Lines, r: &HeyReport) -> Result<(), Diagnostic> {
    let c = hey_counts(l, r);
    let heading = l.last("Response time histogram:");
    let mut in_histogram = 0u64;
    let mut last_bucket = 0;
    for (line, t) in section(l, "Response time histogram:") {
        let count = t
            .split_once('[')
            .and_then(|(_, rest)| rest.split_once(']'))
            .and_then(|(n, _)| n.trim().parse::<u64>().ok())
            .ok_or_else(|| l.unreadable(line, "the histogram bucket", t))?;
        in_histogram += count;
        last_bucket = line;
    }
    if last_bucket > 0 && in_histogram != c.responses {
        return Err(l.refuse(
            last_bucket,
            format!(
                "the response time histogram ({} to {}) counts {in_histogram} responses, where the status codes ({}) count {}",
                l.at(heading + 1),
                l.at(last_bucket),
                l.at(c.line),
                c.responses
            ),
        ));
    }
    Ok(())
}

/// The latency distribution: in order, within the fastest and the slowest
/// request.
fn hey_distribution(l: &Lines, r: &HeyReport) -> Result<(), Diagnostic> {
    let responses = hey_counts(l, r).responses;
    let bounds: Vec<Bound> = [
        (
            hey_time(l, "Slowest:", responses)?,
            true,
            "the slowest request's",
        ),
        (
            hey_time(l, "Fastest:", responses)?,
            false,
            "the fastest request's",
        ),
    ]
    .into_iter()
    .filter_map(|(at, above, name)| {
        Some(Bound {
            at: at?,
            above,
            name,
        })
    })
    .collect();
    let mut previous = None;
    for (line, t) in section(l, "Latency distribution:") {
        let (p, v) = t
            .split_once(" in ")
            .ok_or_else(|| l.unreadable(line, "the percentile", t))?;
        previous = Some(percentile(l, previous, line, p, v, secs, &bounds)?);
    }
    Ok(())
}

/// Bytes: hey's size per request is the total ÷ the responses, rounded down.
fn hey_bytes(l: &Lines, r: &HeyReport) -> Result<(), Diagnostic> {
    let c = hey_counts(l, r);
    let responses = c.responses;
    let data_line = l.last("Total data:");
    let size_line = l.last("Size/request:");
    let number = |line: usize, prefix: &str| -> Option<u64> {
        l.lines
            .get(line.wrapping_sub(1))?
            .trim()
            .strip_prefix(prefix)?
            .trim()
            .strip_suffix(" bytes")?
            .trim()
            .parse()
            .ok()
    };
    if let (Some(data), Some(size)) = (
        number(data_line, "Total data:"),
        number(size_line, "Size/request:"),
    ) && responses > 0
        && data / responses != size
    {
        return Err(l.refuse(
            size_line,
            format!(
                "{size} bytes a request ({}) is not {data} bytes ({}) ÷ {responses} responses ({})",
                l.at(size_line),
                l.at(data_line),
                l.at(c.line)
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_carry_the_rounding_of_their_digits() {
        assert_eq!(
            decimal("15196.18"),
            Some(Fig {
                value: 15196.18,
                half: 0.005
            })
        );
        assert_eq!(
            decimal("0"),
            Some(Fig {
                value: 0.0,
                half: 0.5
            })
        );
        for bad in ["1e29", "-1", "inf", "NaN", "1.", ".5", ""] {
            assert_eq!(decimal(bad), None, "{bad}");
        }
        let d = duration("131.61ms").unwrap();
        assert!((d.value - 0.13161).abs() < 1e-12 && (d.half - 5e-6).abs() < 1e-15);
        let d = duration("1m30s").unwrap();
        assert!((d.value - 90.0).abs() < 1e-12 && (d.half - 0.5).abs() < 1e-12);
        let b = bytes("3.97MB/s").unwrap();
        assert!((b.value - 3.97 * 1048576.0).abs() < 1e-6);
        assert_eq!(
            bytes("0B"),
            Some(Fig {
                value: 0.0,
                half: 0.5
            })
        );
        assert_eq!(metric("0.99k").map(|f| f.value), Some(990.0));
        assert_eq!(secs("0.0722 secs").map(|f| f.half), Some(0.00005));
    }
}

#[cfg(test)]
mod fixtures {
    /// Every real report of tests/fixtures/import (not the broken ones made
    /// from them, nor output that is no report) still parses and agrees with
    /// itself.
    #[test]
    fn every_real_fixture_report_is_accepted() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/import");
        let not_reports = [
            "truncated-h2load.txt",
            "truncated-wrk.txt",
            "h2load-no-req-per-s.txt",
            "h2load-h1-run1.txt.gz",
            "empty.txt",
            "wrk-refused.txt",
            "wrong-tool-nghttp.txt",
            "README.md",
        ];
        let mut seen = 0;
        for entry in walkdir::WalkDir::new(&dir).sort_by_file_name() {
            let entry = entry.unwrap();
            let name = entry.file_name().to_string_lossy().into_owned();
            if !entry.file_type().is_file() || not_reports.contains(&name.as_str()) {
                continue;
            }
            let bytes = std::fs::read(entry.path()).unwrap();
            let shown = entry
                .path()
                .strip_prefix(&dir)
                .unwrap()
                .display()
                .to_string();
            if let Err(e) = super::super::parse_report(&shown, &bytes, None) {
                panic!("{e}");
            }
            seen += 1;
        }
        assert!(seen >= 50, "{seen} reports");
    }
}

#[cfg(test)]
mod impossible {
    fn fixture(name: &str) -> String {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/import")
            .join(name);
        std::fs::read_to_string(path).unwrap()
    }

    /// `text` with `from` replaced (once, and it must be there).
    fn edited(text: &str, from: &str, to: &str) -> String {
        assert!(text.contains(from), "{from:?}");
        text.replacen(from, to, 1)
    }

    /// The report is refused at `at`, naming `r.txt:LINE` for each line.
    fn refused(text: &str, at: usize, lines: &[usize], says: &str) {
        let e = super::super::parse_report("r.txt", text.as_bytes(), None)
            .map(|_| ())
            .unwrap_err();
        assert_eq!(e.line, Some(at), "{e}");
        for l in lines {
            assert!(e.message.contains(&format!("r.txt:{l}")), "r.txt:{l}: {e}");
        }
        assert!(e.message.contains(says), "{says}: {e}");
    }

    #[test]
    fn impossible_h2load_reports_are_refused_with_both_lines() {
        let real = fixture("h2load-h1-run1.txt");
        // 2,000 requests in 131.61 ms are 15,196 req/s, not 1e29.
        let inflated = edited(
            &real,
            "15196.18 req/s",
            "100000000000000000000000000000.00 req/s",
        );
        refused(
            &inflated,
            15,
            &[15, 16],
            "which make 15195.84 to 15196.99 req/s",
        );
        // Off by more than the rounding of the two decimals: refused.
        refused(
            &edited(&real, "15196.18 req/s", "15197.18 req/s"),
            15,
            &[15, 16],
            "req/s",
        );
        // Within it: accepted.
        let close = edited(&real, "15196.18 req/s", "15196.24 req/s");
        assert!(super::super::parse_report("r.txt", close.as_bytes(), None).is_ok());
        refused(
            &edited(&real, "15196.18 req/s", "0.00 req/s"),
            15,
            &[15, 16],
            "req/s",
        );
        refused(
            &edited(&real, "finished in 131.61ms", "finished in 0us"),
            15,
            &[15, 16],
            "no time",
        );
        refused(
            &edited(
                &real,
                "2000 done, 2000 succeeded",
                "2000 done, 2001 succeeded",
            ),
            16,
            &[16],
            "exceed",
        );
        refused(
            &edited(&real, "status codes: 2000 2xx", "status codes: 2500 2xx"),
            17,
            &[17, 16],
            "exceed",
        );
        refused(
            &edited(&real, "3.97MB/s", "397.00MB/s"),
            15,
            &[15, 18],
            "bytes",
        );
        refused(
            &edited(&real, "535.16KB (548000)", "535.16KB (648000)"),
            18,
            &[18],
            "648000",
        );
        // Out of order: a mean above the max, a share above 100%.
        refused(
            &edited(&real, "5.10ms       238us", "5.10ms       7.38ms"),
            20,
            &[20],
            "min ≤ mean ≤ max",
        );
        refused(&edited(&real, "99.40%", "199.40%"), 20, &[20], "above 100%");
        // A timed run's rate is over its main duration, as h2load was told.
        let timed = fixture("runs/h2load-h1-duration.txt");
        refused(
            &edited(&timed, "995.50 req/s", "1995.50 req/s"),
            14,
            &[14, 15, 2],
            "`2s`",
        );
        refused(
            &edited(&timed, "1991 done", "2991 done"),
            15,
            &[15],
            "exceed",
        );
    }

    #[test]
    fn impossible_wrk_reports_are_refused_with_both_lines() {
        let real = fixture("wrk.txt");
        refused(
            &edited(&real, "986.86", "98686.00"),
            12,
            &[12, 11],
            "which make",
        );
        refused(&edited(&real, "986.86", "0.00"), 12, &[12, 11], "req/s");
        refused(&edited(&real, "in 2.00s", "in 0.00s"), 11, &[11], "no time");
        refused(
            &edited(&real, "264.06KB", "264.06MB"),
            13,
            &[13, 11],
            "bytes",
        );
        refused(
            &edited(
                &real,
                "Requests/sec:",
                "  Non-2xx or 3xx responses: 1976\nRequests/sec:",
            ),
            12,
            &[12, 11],
            "exceed",
        );
        refused(
            &edited(&real, "75%    4.70ms", "75%    3.70ms"),
            8,
            &[8, 7],
            "out of order",
        );
        refused(
            &edited(&real, "99%    8.16ms", "99%    18.16ms"),
            10,
            &[10, 4],
            "above the maximum",
        );
        refused(
            &edited(
                &real,
                "4.05ms    1.11ms  13.07ms",
                "14.05ms    1.11ms  13.07ms",
            ),
            4,
            &[4],
            "above the maximum",
        );
    }

    #[test]
    fn impossible_hey_reports_are_refused_with_both_lines() {
        let real = fixture("runs/hey.txt");
        refused(
            &edited(&real, "27703.8577", "2770380.5770"),
            7,
            &[7, 3, 43],
            "which make",
        );
        refused(
            &edited(&real, "27703.8577", "0.0000"),
            7,
            &[7, 3, 43],
            "req/s",
        );
        refused(
            &edited(&real, "Total:\t0.0722 secs", "Total:\t0.0000 secs"),
            3,
            &[3, 43],
            "no time",
        );
        refused(
            &edited(&real, "[200]\t2000 responses", "[200]\t2500 responses"),
            7,
            &[7, 3, 43],
            "req/s",
        );
        refused(
            &edited(&real, "0.001 [1980]", "0.001 [1990]"),
            23,
            &[13, 23, 43],
            "histogram",
        );
        // Equal within the rounding of four decimals: accepted.
        let close = edited(&real, "75% in 0.0002", "75% in 0.0000");
        assert!(super::super::parse_report("r.txt", close.as_bytes(), None).is_ok());
        refused(
            &edited(&real, "90% in 0.0002", "90% in 0.0000"),
            31,
            &[31, 30],
            "out of order",
        );
        refused(
            &edited(&real, "99% in 0.0007", "99% in 0.0700"),
            33,
            &[33, 4],
            "slowest",
        );
        refused(
            &edited(&real, "Average:\t0.0001", "Average:\t0.0100"),
            6,
            &[6, 4],
            "slowest",
        );
        refused(
            &edited(&real, "Size/request:\t38", "Size/request:\t380"),
            10,
            &[10, 9, 43],
            "÷",
        );
    }
}
