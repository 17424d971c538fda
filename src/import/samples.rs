//! Time series of resource samples: what a table with a `statistic` imports
//! (peak memory, median CPU). Two formats:
//!
//! - `docker stats` output in its `table` format, tab-separated, as a loop
//!   of `docker stats --no-stream --format "table {{.Name}}\t{{.CPUPerc}}\t{{.MemUsage}}"`
//!   prints it (the header repeats with each sample);
//! - a plain CSV of `timestamp,UNIT` lines (`UNIT` one of B, KiB, MiB, GiB,
//!   KB, MB, GB, %, or `value` for the table's own unit).
//!
//! The table's `unit` says what is kept (MiB, %): for docker stats it
//! chooses the column (`%`: CPU, a byte unit: memory used), and every
//! sample is converted to it before the statistic is taken.

use super::{Report, Tool, bad_line, trim_float};
use crate::diag::Diagnostic;
use crate::results::manifest::{Statistic, TableSpec};

/// What a sample measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Bytes,
    Percent,
}

/// A parsed series: memory in bytes, CPU in percent.
#[derive(Debug, Clone, PartialEq)]
pub struct Samples {
    pub tool: Tool,
    /// Bytes and percent, when the file has them (docker stats has both).
    pub bytes: Vec<f64>,
    pub percent: Vec<f64>,
    /// A CSV with `value`: samples already in the table's unit.
    pub plain: Vec<f64>,
    /// The container, for docker stats.
    pub name: Option<String>,
}

/// Bytes in one unit, or `None` for `%` and unknown units.
fn unit_bytes(unit: &str) -> Option<f64> {
    Some(match unit {
        "B" => 1.0,
        "KiB" | "kiB" => 1024.0,
        "MiB" => 1024.0 * 1024.0,
        "GiB" => 1024.0 * 1024.0 * 1024.0,
        "TiB" => 1024f64.powi(4),
        "kB" | "KB" => 1e3,
        "MB" => 1e6,
        "GB" => 1e9,
        "TB" => 1e12,
        _ => return None,
    })
}

/// "12.3MiB" → bytes.
#[cfg(test)]
fn amount(text: &str) -> Option<f64> {
    amount_rounded(text).map(|(v, _)| v)
}

/// "12.3MiB" → bytes, and half a unit of the last digit printed (in bytes).
fn amount_rounded(text: &str) -> Option<(f64, f64)> {
    let t = text.trim();
    let end = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let number = &t[..end];
    let n = crate::results::table::parse_number(number).ok()?;
    let places = number.split_once('.').map_or(0, |(_, d)| d.len());
    let unit = unit_bytes(t[end..].trim())?;
    Some((n * unit, 0.5 * 10f64.powi(-(places as i32)) * unit))
}

/// "0.05%" → 0.05: a finite, non-negative share (above 100 for more than
/// one CPU).
fn percent(text: &str) -> Option<f64> {
    let v = crate::results::table::parse_number(text.trim().strip_suffix('%')?).ok()?;
    (v >= 0.0).then_some(v)
}

pub fn recognizes_docker(text: &str) -> bool {
    text.lines()
        .any(|l| l.contains("MEM USAGE / LIMIT") || l.contains("CPU %"))
}

pub fn recognizes_csv(text: &str) -> bool {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .is_some_and(|l| l.trim().starts_with("timestamp,"))
}

pub fn parse_docker(file: &str, text: &str) -> Result<Samples, Diagnostic> {
    let mut cols: Option<(Option<usize>, Option<usize>, Option<usize>)> = None;
    let mut s = Samples {
        tool: Tool::DockerStats,
        bytes: Vec::new(),
        percent: Vec::new(),
        plain: Vec::new(),
        name: None,
    };
    for (i, raw) in text.lines().enumerate() {
        if raw.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = raw.split('\t').map(str::trim).collect();
        if fields.contains(&"MEM USAGE / LIMIT") || fields.contains(&"CPU %") {
            let pos = |h: &str| fields.iter().position(|f| *f == h);
            cols = Some((pos("NAME"), pos("CPU %"), pos("MEM USAGE / LIMIT")));
            continue;
        }
        let Some((name_at, cpu_at, mem_at)) = cols else {
            return Err(bad_line(
                file,
                i + 1,
                raw,
                "a sample before docker stats' header line (`NAME\tCPU %\tMEM USAGE / LIMIT`)",
            )
            .hint("record with `docker stats --no-stream --format \"table {{.Name}}\\t{{.CPUPerc}}\\t{{.MemUsage}}\"`"));
        };
        if let Some(n) = name_at.and_then(|k| fields.get(k)) {
            match &s.name {
                Some(prev) if prev != n => {
                    return Err(bad_line(
                        file,
                        i + 1,
                        raw,
                        format!("a sample of container `{n}` among those of `{prev}`"),
                    )
                    .hint("keep one container's samples per file"));
                }
                _ => s.name = Some((*n).to_owned()),
            }
        }
        if let Some(k) = cpu_at {
            let v = fields
                .get(k)
                .and_then(|f| percent(f))
                .ok_or_else(|| bad_line(file, i + 1, raw, "the CPU % field is not a percentage"))?;
            s.percent.push(v);
        }
        if let Some(k) = mem_at {
            let (used, limit) = match fields.get(k).map(|f| f.split_once(" / ")) {
                Some(Some((used, limit))) => (Some(used), Some(limit)),
                Some(None) => (fields.get(k).copied(), None),
                None => (None, None),
            };
            let (v, half) = used.and_then(amount_rounded).ok_or_else(|| {
                bad_line(
                    file,
                    i + 1,
                    raw,
                    "the MEM USAGE field is not an amount such as `12.3MiB / 1.9GiB`",
                )
            })?;
            // Memory used cannot exceed the limit, beyond the rounding of
            // the digits docker prints.
            if let Some((max, max_half)) = limit.and_then(amount_rounded)
                && v - half > max + max_half
            {
                return Err(bad_line(
                    file,
                    i + 1,
                    raw,
                    format!(
                        "the memory used, `{}` ({file}:{n}), exceeds its limit `{}` ({file}:{n})",
                        used.unwrap_or("").trim(),
                        limit.unwrap_or("").trim(),
                        n = i + 1
                    ),
                ));
            }
            s.bytes.push(v);
        }
    }
    if s.bytes.is_empty() && s.percent.is_empty() {
        return Err(Diagnostic::new(file, "the file has no samples"));
    }
    Ok(s)
}

pub fn parse_csv(file: &str, text: &str) -> Result<Samples, Diagnostic> {
    let mut s = Samples {
        tool: Tool::Samples,
        bytes: Vec::new(),
        percent: Vec::new(),
        plain: Vec::new(),
        name: None,
    };
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let Some((hn, header)) = lines.next() else {
        return Err(Diagnostic::new(file, "the file has no samples"));
    };
    let unit = match header.trim().split(',').collect::<Vec<_>>().as_slice() {
        ["timestamp", unit] => unit.trim().to_owned(),
        _ => {
            return Err(bad_line(
                file,
                hn + 1,
                header,
                "the header must read `timestamp,UNIT` (UNIT: B, KiB, MiB, GiB, KB, MB, GB, % or value)",
            ));
        }
    };
    let scale = unit_bytes(&unit);
    if scale.is_none() && unit != "%" && unit != "value" {
        return Err(bad_line(
            file,
            hn + 1,
            header,
            format!("unknown unit `{unit}`; units are B, KiB, MiB, GiB, KB, MB, GB, % and value"),
        ));
    }
    for (i, raw) in lines {
        let v = raw
            .split_once(',')
            .and_then(|(_, v)| crate::results::table::parse_number(v).ok())
            .ok_or_else(|| {
                bad_line(
                    file,
                    i + 1,
                    raw,
                    "not a `timestamp,value` line with a plain number",
                )
            })?;
        if v < 0.0 {
            return Err(bad_line(
                file,
                i + 1,
                raw,
                "a negative sample: memory, CPU and other measured amounts cannot be",
            ));
        }
        match (scale, unit.as_str()) {
            (Some(k), _) => s.bytes.push(v * k),
            (None, "%") => s.percent.push(v),
            _ => s.plain.push(v),
        }
    }
    if s.bytes.is_empty() && s.percent.is_empty() && s.plain.is_empty() {
        return Err(Diagnostic::new(file, "the file has no samples"));
    }
    Ok(s)
}

impl Samples {
    /// The table's value: its statistic over the samples in its unit.
    pub fn value(&self, spec: &TableSpec) -> Result<String, String> {
        self.value_of(spec).map(|(v, _)| v)
    }

    /// What the import wrote, for its summary: "12.5 MiB, the peak of 4
    /// samples".
    pub fn describe(&self, spec: &TableSpec) -> Result<String, String> {
        let (v, n) = self.value_of(spec)?;
        let statistic = match spec.statistic.unwrap_or(Statistic::Peak) {
            Statistic::Peak => "peak",
            Statistic::Median => "median",
        };
        let unit = spec.unit.as_deref().unwrap_or("");
        let sep = if unit.is_empty() { "" } else { " " };
        let plural = if n == 1 { "" } else { "s" };
        Ok(format!(
            "{v}{sep}{unit}, the {statistic} of {n} sample{plural}"
        ))
    }

    /// The table's value and how many samples made it.
    fn value_of(&self, spec: &TableSpec) -> Result<(String, usize), String> {
        let unit = spec.unit.as_deref().unwrap_or("value");
        let statistic = spec.statistic.unwrap_or(Statistic::Peak);
        let values: Vec<f64> = if unit == "%" {
            self.percent.clone()
        } else if let Some(k) = unit_bytes(unit) {
            self.bytes.iter().map(|b| b / k).collect()
        } else {
            self.plain.clone()
        };
        if values.is_empty() {
            return Err(format!(
                "the samples have no values in `{unit}`, the table's unit"
            ));
        }
        let v = match statistic {
            Statistic::Peak => values.iter().copied().fold(f64::MIN, f64::max),
            Statistic::Median => crate::results::table::median(&values).unwrap_or(0.0),
        };
        Ok((trim_float(v), values.len()))
    }
}

/// docker stats, behind the importer trait.
pub struct DockerStats;

impl super::Importer for DockerStats {
    fn tool(&self) -> Tool {
        Tool::DockerStats
    }
    fn recognizes(&self, text: &str) -> bool {
        recognizes_docker(text)
    }
    fn parse(&self, file: &str, text: &str) -> Result<Report, Diagnostic> {
        parse_docker(file, text).map(Report::Samples)
    }
}

/// A CSV of timestamped samples, behind the importer trait.
pub struct SampleCsv;

impl super::Importer for SampleCsv {
    fn tool(&self) -> Tool {
        Tool::Samples
    }
    fn recognizes(&self, text: &str) -> bool {
        recognizes_csv(text)
    }
    fn parse(&self, file: &str, text: &str) -> Result<Report, Diagnostic> {
        parse_csv(file, text).map(Report::Samples)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_and_percentages_read_as_docker_prints_them() {
        assert_eq!(amount("12.5MiB"), Some(12.5 * 1024.0 * 1024.0));
        assert_eq!(amount("1.944GiB"), Some(1.944 * 1024f64.powi(3)));
        assert_eq!(amount("512B"), Some(512.0));
        assert_eq!(amount("12 parsecs"), None);
        assert_eq!(percent("0.05%"), Some(0.05));
        assert_eq!(percent("5"), None);
        for bad in ["inf%", "NaN%", "-5%", "1e999%"] {
            assert_eq!(percent(bad), None, "{bad}");
        }
    }

    #[test]
    fn impossible_samples_are_refused_with_their_line() {
        let docker = "NAME\tCPU %\tMEM USAGE / LIMIT\nweb\t0.05%\t12.5MiB / 1.9GiB\n\
                      NAME\tCPU %\tMEM USAGE / LIMIT\nweb\t0.07%\t3.2GiB / 1.9GiB\n";
        let e = parse_docker("d.tsv", docker).unwrap_err();
        assert_eq!(e.line, Some(4), "{e}");
        assert!(
            e.message.contains("exceeds its limit `1.9GiB` (d.tsv:4)"),
            "{e}"
        );
        let e = parse_docker("d.tsv", &docker.replace("0.07%", "NaN%")).unwrap_err();
        assert_eq!(e.line, Some(4), "{e}");
        let e = parse_csv("s.csv", "timestamp,MiB\n1,12.5\n2,-3\n").unwrap_err();
        assert_eq!(e.line, Some(3), "{e}");
        assert!(e.message.contains("negative"), "{e}");
    }
}
