//! The text report of hey (rakyll/hey, Debian's `hey`).
//!
//! ```text
//! Summary:
//!   Total:    0.0628 secs
//!   …
//!   Requests/sec:    31828.4123
//! …
//! Status code distribution:
//!   [200]    2000 responses
//!
//! Error distribution:
//!   [100]    Get "http://…": dial tcp …: connect: connection refused
//! ```
//!
//! (hey separates label and value with a tab.) hey prints neither its command line nor its connection count; its
//! `Requests/sec` is responses and errors ÷ the total time. Errors are
//! sorted into counts by the system call their message names.

use super::{At, missing, requests_per_second};
use crate::diag::Diagnostic;
use crate::results::manifest::Count;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeyReport {
    /// The `Total:` time, as printed ("0.0628 secs").
    pub total: String,
    /// Requests per second exactly as printed ("31828.4123").
    pub req_per_s: String,
    pub req_per_s_line: usize,
    /// Responses by status code, in the order printed.
    pub statuses: Vec<(u16, u64)>,
    /// Errors by message, in the order printed.
    pub errors: Vec<(u64, String)>,
}

/// Whether `text` has lines only hey prints.
pub fn recognizes(text: &str) -> bool {
    let mut summary = false;
    let mut distribution = false;
    for l in text.lines() {
        match l.trim() {
            "Summary:" => summary = true,
            "Status code distribution:" | "Response time histogram:" => distribution = true,
            _ => {}
        }
    }
    summary && distribution
}

/// "[404]\t200 responses" → (404, 200); "[100]\tmessage" → (100, message).
fn bracketed(line: &str) -> Option<(&str, &str)> {
    let rest = line.strip_prefix('[')?;
    let (n, rest) = rest.split_once(']')?;
    Some((n, rest.trim()))
}

/// The part of the report a line is in.
#[derive(PartialEq, Default)]
enum Section {
    #[default]
    Other,
    Status,
    Errors,
}

/// What the lines read so far hold.
#[derive(Default)]
struct Seen {
    section: Section,
    summary: bool,
    total: Option<String>,
    /// The `Requests/sec:` line and its figure.
    rps: Option<(usize, String)>,
    statuses: Vec<(u16, u64)>,
    errors: Vec<(u64, String)>,
    status_seen: bool,
}

impl super::LineReader for Seen {
    type Report = HeyReport;

    fn read(&mut self, at: At) -> Result<(), Diagnostic> {
        let line = at.raw.trim();
        match line {
            "Summary:" => {
                self.summary = true;
                self.section = Section::Other;
                return Ok(());
            }
            "Status code distribution:" => {
                self.status_seen = true;
                self.section = Section::Status;
                return Ok(());
            }
            "Error distribution:" => {
                self.section = Section::Errors;
                return Ok(());
            }
            _ => {}
        }
        if line.ends_with(':') && !line.starts_with('[') {
            self.section = Section::Other;
        }
        match self.section {
            Section::Status if !line.is_empty() => {
                let parsed = status(line).ok_or_else(|| {
                    at.bad("the status code line is garbled; hey prints `[CODE] N responses`")
                })?;
                self.statuses.push(parsed);
            }
            Section::Errors if !line.is_empty() => {
                let parsed = bracketed(line)
                    .and_then(|(count, msg)| Some((count.parse().ok()?, msg.to_owned())));
                self.errors.push(parsed.ok_or_else(|| {
                    at.bad("the error line is garbled; hey prints `[N] message`")
                })?);
            }
            _ => {
                if let Some(rest) = line.strip_prefix("Total:") {
                    self.total = Some(rest.trim().to_owned());
                } else if let Some(rest) = line.strip_prefix("Requests/sec:") {
                    let rps = requests_per_second(at.file, at.n, at.raw, rest.trim())?;
                    self.rps = Some((at.n, rps));
                }
            }
        }
        Ok(())
    }

    /// The report, once every line is read, or the lines it lacks.
    fn report(self, file: &str, text: &str) -> Result<Self::Report, Diagnostic> {
        let mut lacks = Vec::new();
        if !self.summary {
            lacks.push("`Summary:`");
        }
        if self.total.is_none() {
            lacks.push("`Total:`");
        }
        if self.rps.is_none() {
            lacks.push("`Requests/sec:`");
        }
        if !self.status_seen {
            lacks.push("`Status code distribution:`");
        }
        if !lacks.is_empty() {
            return Err(missing(file, text, "hey", &lacks));
        }
        let (Some(total), Some((req_per_s_line, req_per_s))) = (self.total, self.rps) else {
            unreachable!("checked above");
        };
        Ok(HeyReport {
            total,
            req_per_s,
            req_per_s_line,
            statuses: self.statuses,
            errors: self.errors,
        })
    }
}

pub fn parse(file: &str, text: &str) -> Result<HeyReport, Diagnostic> {
    super::read_lines::<Seen>(file, text)
}

/// "[404]\t200 responses" → (404, 200).
fn status(line: &str) -> Option<(u16, u64)> {
    let (code, rest) = bracketed(line)?;
    Some((
        code.parse().ok()?,
        rest.strip_suffix(" responses")?.trim().parse().ok()?,
    ))
}

impl HeyReport {
    /// Errors whose message names the system call or condition of `c`.
    fn errors_of(&self, c: Count) -> u64 {
        self.errors
            .iter()
            .filter(|(_, m)| error_kind(m) == Some(c))
            .map(|(n, _)| n)
            .sum()
    }

    /// What happened, in the terms every tool shares.
    pub fn facts(&self) -> super::Facts {
        let responses: u64 = self.statuses.iter().map(|(_, n)| n).sum();
        let non_2xx: u64 = self
            .statuses
            .iter()
            .filter(|(c, _)| *c >= 400)
            .map(|(_, n)| n)
            .sum();
        let errors: u64 = self.errors.iter().map(|(n, _)| n).sum();
        super::Facts {
            requests: responses + errors,
            completed: responses,
            counts: vec![
                (Count::Failed, non_2xx + errors),
                (Count::Timeouts, self.errors_of(Count::Timeouts)),
                (Count::Non2xx, non_2xx),
                (Count::ConnectErrors, self.errors_of(Count::ConnectErrors)),
                (Count::ReadErrors, self.errors_of(Count::ReadErrors)),
                (Count::WriteErrors, self.errors_of(Count::WriteErrors)),
            ],
            nominal: None,
            elapsed: self
                .total
                .strip_suffix(" secs")
                .and_then(|s| s.trim().parse().ok()),
            connections: None,
            threads: None,
            url: self.errors.iter().find_map(|(_, m)| {
                // Go's errors quote the URL: `Get "http://…/": …`.
                let (_, rest) = m.split_once('"')?;
                Some(rest.split_once('"')?.0.to_owned())
            }),
            busy: None,
        }
    }
}

/// The count an error message of Go's net/http belongs to.
fn error_kind(message: &str) -> Option<Count> {
    if message.contains("Client.Timeout") || message.contains("i/o timeout") {
        Some(Count::Timeouts)
    } else if message.contains(": connect: ") {
        Some(Count::ConnectErrors)
    } else if message.contains(": read: ") || message.ends_with(": EOF") {
        Some(Count::ReadErrors)
    } else if message.contains(": write: ") {
        Some(Count::WriteErrors)
    } else {
        None
    }
}

/// hey, behind the importer trait.
pub struct Hey;

impl super::Importer for Hey {
    fn tool(&self) -> super::Tool {
        super::Tool::Hey
    }
    fn recognizes(&self, text: &str) -> bool {
        recognizes(text)
    }
    fn parse(&self, file: &str, text: &str) -> Result<super::Report, Diagnostic> {
        parse(file, text).map(super::Report::Hey)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_sorted_by_their_system_call() {
        assert_eq!(
            error_kind("Get \"http://x/\": dial tcp 127.0.0.1:1: connect: connection refused"),
            Some(Count::ConnectErrors)
        );
        assert_eq!(
            error_kind("Get \"http://x/\": read tcp a->b: read: connection reset by peer"),
            Some(Count::ReadErrors)
        );
        assert_eq!(
            error_kind(
                "Get \"http://x/\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"
            ),
            Some(Count::Timeouts)
        );
        assert_eq!(error_kind("something else"), None);
    }
}
