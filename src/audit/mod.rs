//! `pcdocs audit PAGE --campaign C`: before a hand-typed page (Markdown or
//! HTML) moves onto pcdocs, every number on it is matched against what the
//! campaign can produce at the precision the page shows: cell values,
//! ratios (`1.23×`) and percent differences (`+12.3%`) between two cells of
//! one row or one series, and fractions (error rates) as percentages. A
//! number in a Markdown table is matched against its own cell first, found
//! from the row and column labels: a pair of swapped cells then shows as two
//! numbers that belong elsewhere. The audit writes nothing.

use crate::diag::{Diagnostic, Diagnostics};
use crate::results::Campaign;
use std::fmt;
use std::path::PathBuf;

/// Audits a hand-typed page against a campaign.
#[derive(Debug, Clone, clap::Args)]
pub struct AuditArgs {
    /// The page: Markdown or HTML.
    pub page: PathBuf,
    /// The campaign (a folder under results/) the page reports.
    #[arg(long)]
    pub campaign: String,
    /// The project folder (holding results/).
    #[arg(long, default_value = ".")]
    pub root: PathBuf,
}

/// How a number is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Plain,
    Percent,
    Multiple,
}

/// A number found on the page.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub line: usize,
    pub column: usize,
    /// As written ("12,962", "1.23×").
    pub text: String,
    pub value: f64,
    /// Fraction digits shown.
    pub digits: usize,
    pub kind: Kind,
    /// The Markdown table cell it sits in: (row label, column label).
    pub cell: Option<(String, String)>,
}

/// A figure the campaign produces.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    pub value: f64,
    pub kind: Kind,
    /// Where it comes from ("table throughput, row h1, series nginx").
    pub source: String,
    /// The cell, for values: (table, row, series).
    pub cell: Option<(String, String, String)>,
}

/// What the audit says about one number.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// The figures that give exactly this text.
    Matched(Vec<String>),
    /// In a table cell whose own figure shows otherwise; `elsewhere` are
    /// the figures the number does match (a swapped cell).
    WrongCell {
        expected: String,
        elsewhere: Vec<String>,
    },
    /// No figure gives it; the nearest ones.
    Unmatched(Vec<String>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Audit {
    pub page: String,
    pub numbers: Vec<(Found, Verdict)>,
}

impl Audit {
    pub fn problems(&self) -> usize {
        self.numbers
            .iter()
            .filter(|(_, v)| !matches!(v, Verdict::Matched(_)))
            .count()
    }
}

impl fmt::Display for Audit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (n, v) in &self.numbers {
            let at = format!("{}:{}:{}", self.page, n.line, n.column);
            match v {
                Verdict::Matched(s) => writeln!(f, "{at}: `{}` = {}", n.text, s.join("; "))?,
                Verdict::WrongCell {
                    expected,
                    elsewhere,
                } => writeln!(
                    f,
                    "{at}: `{}` is not this cell's figure ({expected}); it is {}",
                    n.text,
                    elsewhere.join("; ")
                )?,
                Verdict::Unmatched(near) => writeln!(
                    f,
                    "{at}: `{}` matches no figure at this precision; nearest: {}",
                    n.text,
                    near.join("; ")
                )?,
            }
        }
        let problems = self.problems();
        writeln!(
            f,
            "{} numbers, {} matched, {problems} to look at",
            self.numbers.len(),
            self.numbers.len() - problems
        )
    }
}

/// Rounds half away from zero to `digits` fraction digits, as pages do
/// (0.125 shows as 13%: it is exact in binary).
fn round(v: f64, digits: usize) -> f64 {
    let k = 10f64.powi(digits as i32);
    (v * k).round() / k
}

/// Whether `c` shows as the page's number at the page's precision.
fn shows_as(c: f64, n: &Found) -> bool {
    let c = if n.kind == Kind::Percent {
        c * 100.0
    } else {
        c
    };
    if (round(c, n.digits) - n.value).abs() < 1e-9 * n.value.abs().max(1.0) {
        return true;
    }
    // "70,000" may be 69,812 rounded to two significant digits.
    if n.digits == 0 && n.kind == Kind::Plain && n.value >= 100.0 {
        let zeros = n.text.chars().rev().take_while(|c| *c == '0').count();
        if zeros > 0 {
            let k = 10f64.powi(zeros as i32);
            return ((c / k).round() * k - n.value).abs() < 0.5;
        }
    }
    false
}

/// The numbers of a page's text, with their line, column and kind. Inside
/// HTML tags nothing is read (attributes are not prose); parts of names,
/// versions and dates (`h2`, `1.22.1`, `2026-10-11`) are not numbers.
///
/// Linear in the length of the text, however long its lines: a minified
/// page is one line of a million characters. Columns are counted on from
/// the previous number of the line, not from the line's start, and a
/// number's table cell is found by a binary search of the cells' starts.
pub fn numbers(text: &str) -> Vec<Found> {
    let re = regex::Regex::new(r"[0-9]+(?:,[0-9]{3})*(?:\.[0-9]+)?").expect("a valid expression");
    let mut out = Vec::new();
    let mut in_tag = false;
    let mut header: Option<Vec<String>> = None;
    for (i, line) in text.lines().enumerate() {
        // Text outside tags, with byte positions kept.
        let mut visible = String::with_capacity(line.len());
        for ch in line.chars() {
            match ch {
                '<' => {
                    in_tag = true;
                    visible.push(' ');
                }
                '>' if in_tag => {
                    in_tag = false;
                    visible.push(' ');
                }
                _ if in_tag => visible.extend(std::iter::repeat_n(' ', ch.len_utf8())),
                _ => visible.push(ch),
            }
        }
        let trimmed = visible.trim();
        // A table row opens and closes with a bar: two of them, as a lone
        // `|` both starts and ends its line.
        let cells: Option<Vec<(usize, &str)>> = match (visible.find('|'), visible.rfind('|')) {
            (Some(start), Some(end))
                if end > start && trimmed.starts_with('|') && trimmed.ends_with('|') =>
            {
                let mut at = start + 1;
                Some(
                    visible[start + 1..end]
                        .split('|')
                        .map(|c| {
                            let here = at;
                            at += c.len() + 1;
                            (here, c.trim())
                        })
                        .collect(),
                )
            }
            _ => None,
        };
        let mut header_line = false;
        match &cells {
            Some(c) if c.iter().all(|(_, t)| t.trim_matches([':', '-']).is_empty()) => continue,
            Some(c) if header.is_none() => {
                header = Some(c.iter().map(|(_, t)| t.to_string()).collect());
                header_line = true;
            }
            None => header = None,
            _ => {}
        }
        // Column labels ("64 KiB") are not figures.
        if header_line {
            continue;
        }
        // Characters before byte `counted` of the line.
        let (mut counted, mut chars_before) = (0usize, 0usize);
        for m in re.find_iter(&visible) {
            chars_before += visible[counted..m.start()].chars().count();
            counted = m.start();
            let before = visible[..m.start()].chars().next_back();
            let mut after = visible[m.end()..].chars();
            let next = after.next();
            let next2 = after.next();
            let glued = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
            if glued(before)
                || matches!(before, Some('/' | '.' | '#' | '-'))
                || (matches!(next, Some('.' | '-' | ':' | '/'))
                    && next2.is_some_and(|c| c.is_ascii_digit()))
                || (glued(next) && next != Some('x'))
            {
                continue;
            }
            let kind = match next {
                Some('%') => Kind::Percent,
                Some('×') | Some('x') => Kind::Multiple,
                _ if visible[m.end()..].starts_with(" %")
                    || visible[m.end()..].starts_with("\u{a0}%") =>
                {
                    Kind::Percent
                }
                _ => Kind::Plain,
            };
            let t = m.as_str();
            let Ok(value) = t.replace(',', "").parse::<f64>() else {
                continue;
            };
            let digits = t.split_once('.').map_or(0, |(_, d)| d.len());
            let cell = match (&cells, &header) {
                (Some(c), Some(h)) if !c.is_empty() => {
                    // Cells are in the order of their starts.
                    match c.partition_point(|(at, _)| *at <= m.start()) {
                        k if k > 1 => Some((
                            c[0].1.to_string(),
                            h.get(k - 1).cloned().unwrap_or_default(),
                        )),
                        _ => None,
                    }
                }
                _ => None,
            };
            let signed = if before == Some('−') { -value } else { value };
            out.push(Found {
                line: i + 1,
                column: chars_before + 1,
                text: format!(
                    "{t}{}",
                    match kind {
                        Kind::Percent => "%",
                        Kind::Multiple => "×",
                        Kind::Plain => "",
                    }
                ),
                value: signed,
                digits,
                kind,
                cell,
            });
        }
    }
    out
}

/// Every figure the campaign produces: values, and ratios and percent
/// differences of two cells of a row or of a series.
pub fn candidates(c: &Campaign) -> Vec<Candidate> {
    let mut out = Vec::new();
    // Numeric facts of the methodology ("2 CPUs").
    let mut stack: Vec<(String, &toml::Value)> = c
        .manifest
        .facts
        .iter()
        .map(|(k, v)| (format!("facts.{k}"), v))
        .collect();
    while let Some((path, v)) = stack.pop() {
        match v {
            toml::Value::Table(t) => {
                stack.extend(t.iter().map(|(k, v)| (format!("{path}.{k}"), v)));
            }
            toml::Value::Integer(i) => out.push(Candidate {
                value: *i as f64,
                kind: Kind::Plain,
                source: path,
                cell: None,
            }),
            toml::Value::Float(f) => out.push(Candidate {
                value: *f,
                kind: Kind::Plain,
                source: path,
                cell: None,
            }),
            _ => {}
        }
    }
    out.sort_by(|a, b| a.source.cmp(&b.source));
    for (tname, t) in &c.tables {
        let cells: Vec<(&String, &String, f64)> = t
            .cells
            .iter()
            .filter_map(|((r, s), cell)| cell.value().map(|v| (r, s, v)))
            .collect();
        for (r, s, v) in &cells {
            let source = format!("table {tname}, row {r}, series {s}");
            out.push(Candidate {
                value: *v,
                kind: Kind::Plain,
                source: source.clone(),
                cell: Some((tname.clone(), (*r).clone(), (*s).clone())),
            });
            out.push(Candidate {
                value: *v,
                kind: Kind::Percent,
                source,
                cell: None,
            });
        }
        for (ra, sa, a) in &cells {
            for (rb, sb, b) in &cells {
                if (ra, sa) == (rb, sb) || (ra != rb && sa != sb) || *b == 0.0 {
                    continue;
                }
                let what = if ra == rb {
                    format!("table {tname}, row {ra}: {sa} ÷ {sb}")
                } else {
                    format!("table {tname}, series {sa}: {ra} ÷ {rb}")
                };
                out.push(Candidate {
                    value: a / b,
                    kind: Kind::Multiple,
                    source: what.clone(),
                    cell: None,
                });
                out.push(Candidate {
                    value: a / b - 1.0,
                    kind: Kind::Percent,
                    source: format!("{what} − 1"),
                    cell: None,
                });
                if a < b {
                    out.push(Candidate {
                        value: 1.0 - a / b,
                        kind: Kind::Percent,
                        source: format!("1 − {what}"),
                        cell: None,
                    });
                }
            }
        }
    }
    out
}

/// Whether a page label names a key: the key itself, a subject's name or
/// label, or a row's `name` fact.
fn names(c: &Campaign, label: &str, key: &str) -> bool {
    let label = label.trim().trim_matches('*').trim();
    if label == key {
        return true;
    }
    if let Some(s) = c.manifest.subjects.get(key)
        && (s.name == label || s.label() == label)
    {
        return true;
    }
    c.manifest
        .rows
        .get(key)
        .and_then(|r| r.get("name"))
        .and_then(|v| v.as_str())
        .is_some_and(|n| n == label)
}

fn shown(c: &Candidate) -> String {
    let v = match c.kind {
        Kind::Percent => format!("{:.4}%", c.value * 100.0),
        Kind::Multiple => format!("{:.4}×", c.value),
        Kind::Plain => format!("{}", c.value),
    };
    format!("{v} ({})", c.source)
}

/// Audits `text` (the page at `page`) against a campaign.
pub fn audit_text(page: &str, text: &str, c: &Campaign) -> Audit {
    let all = candidates(c);
    let mut out = Vec::new();
    // A number written again (in the same cell, if any) has the same
    // verdict: a long page repeats its figures.
    type Key = (String, u64, Option<(String, String)>);
    let mut seen: std::collections::HashMap<Key, Verdict> = std::collections::HashMap::new();
    for n in numbers(text) {
        let key = (n.text.clone(), n.value.to_bits(), n.cell.clone());
        if let Some(v) = seen.get(&key) {
            let v = v.clone();
            out.push((n, v));
            continue;
        }
        let same_kind: Vec<&Candidate> = all.iter().filter(|x| x.kind == n.kind).collect();
        let matches: Vec<String> = same_kind
            .iter()
            .filter(|x| shows_as(x.value, &n))
            .map(|x| shown(x))
            .collect();
        // The cell's own figure, when the number sits in a labelled cell.
        let own: Vec<&Candidate> = match &n.cell {
            Some((row, col)) => same_kind
                .iter()
                .copied()
                .filter(|x| {
                    x.cell.as_ref().is_some_and(|(_, r, s)| {
                        (names(c, row, r) && names(c, col, s))
                            || (names(c, row, s) && names(c, col, r))
                    })
                })
                .collect(),
            None => Vec::new(),
        };
        let verdict = if !own.is_empty() && !own.iter().any(|x| shows_as(x.value, &n)) {
            if matches.is_empty() {
                Verdict::Unmatched(own.iter().map(|x| shown(x)).collect())
            } else {
                Verdict::WrongCell {
                    expected: own.iter().map(|x| shown(x)).collect::<Vec<_>>().join("; "),
                    elsewhere: matches,
                }
            }
        } else if !own.is_empty() {
            Verdict::Matched(
                own.iter()
                    .filter(|x| shows_as(x.value, &n))
                    .map(|x| shown(x))
                    .collect(),
            )
        } else if matches.is_empty() {
            let mut near: Vec<&&Candidate> = same_kind.iter().collect();
            let scale = |v: f64| {
                if n.kind == Kind::Percent {
                    v * 100.0
                } else {
                    v
                }
            };
            near.sort_by(|a, b| {
                let da = (scale(a.value) - n.value).abs();
                let db = (scale(b.value) - n.value).abs();
                da.total_cmp(&db).then_with(|| a.source.cmp(&b.source))
            });
            // A figure whose digits are the page's in another order first:
            // a mistyped "2.02×" for 2.20×.
            let digits = |t: &str| {
                let mut d: Vec<char> = t.chars().filter(char::is_ascii_digit).collect();
                d.sort_unstable();
                d
            };
            let mine = digits(&n.text);
            let text_of = |x: &Candidate| {
                let v = round(scale(x.value), n.digits);
                format!("{v:.*}", n.digits)
            };
            let mut listed: Vec<&Candidate> = near
                .iter()
                .map(|x| **x)
                .filter(|x| digits(&text_of(x)) == mine)
                .take(3)
                .collect();
            // Then the three nearest in value.
            let wanted = listed.len() + 3;
            for x in near.iter().map(|x| **x) {
                if listed.len() >= wanted {
                    break;
                }
                if !listed.iter().any(|l| std::ptr::eq(*l, x)) {
                    listed.push(x);
                }
            }
            Verdict::Unmatched(listed.iter().map(|x| shown(x)).collect())
        } else {
            Verdict::Matched(matches)
        };
        seen.insert(key, verdict.clone());
        out.push((n, verdict));
    }
    Audit {
        page: page.to_owned(),
        numbers: out,
    }
}

/// Runs the audit: the page must be a regular file, the campaign must load.
/// The page is not an input of the project: it may be anywhere, outside
/// the project or reached through links (it is what is moving in).
pub fn run(args: &AuditArgs) -> Result<Audit, Diagnostics> {
    let root = args.root.as_path();
    let shown = crate::diag::rel(root, &args.page);
    let opened =
        crate::paths::open_regular(&args.page).map_err(|why| Diagnostic::new(&shown, why))?;
    let text = crate::diag::text_of(&shown, crate::diag::read_opened(&shown, opened)?)?;
    crate::paths::check_segment(&args.campaign).map_err(|why| {
        Diagnostics::from(Diagnostic::new(
            "audit",
            format!("--campaign `{}` {why}", args.campaign.escape_debug()),
        ))
    })?;
    let campaigns = crate::results::load_all(root, &root.join("results"))?;
    let Some(c) = campaigns.get(&args.campaign) else {
        let names: Vec<&str> = campaigns.keys().map(String::as_str).collect();
        return Err(Diagnostic::new(
            crate::diag::rel(root, &root.join("results").join(&args.campaign)),
            format!("no campaign `{}`", args.campaign),
        )
        .hint(format!("campaigns are: {}", names.join(", ")))
        .into());
    };
    Ok(audit_text(&shown, &text, c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_read_with_their_precision_and_kind() {
        let n = numbers(
            "nginx 1.22.1 did 12,962 req/s, 1.23× and 7.5% on 2026-10-11 over HTTP/2 (h2c)\n",
        );
        let got: Vec<(&str, usize, Kind)> = n
            .iter()
            .map(|f| (f.text.as_str(), f.digits, f.kind))
            .collect();
        assert_eq!(
            got,
            [
                ("12,962", 0, Kind::Plain),
                ("1.23×", 2, Kind::Multiple),
                ("7.5%", 1, Kind::Percent)
            ]
        );
        assert_eq!(n[0].column, 18);
        // Attributes are not prose.
        let n = numbers("<td width=\"600\">41,972</td>\n");
        assert_eq!(n.len(), 1);
        assert_eq!(n[0].value, 41972.0);
    }

    #[test]
    fn a_table_row_of_many_cells_finds_each_numbers_cell() {
        let n = 50_000;
        let header: String = (0..n).map(|i| format!("| c{i} ")).collect();
        let bars: String = "|--".repeat(n);
        let row: String = (0..n).map(|i| format!("| {} ", i * 10)).collect();
        let found = numbers(&format!("| k {header}|\n|--{bars}|\n| r {row}|\n"));
        // Row labels' numbers aside, one number a cell.
        assert_eq!(found.len(), n);
        let last = found.last().unwrap();
        assert_eq!(last.cell, Some(("r".to_owned(), format!("c{}", n - 1))));
        assert_eq!(last.value, ((n - 1) * 10) as f64);
        assert_eq!(
            last.column,
            format!("| r {row}")
                .rfind(&format!("{}", (n - 1) * 10))
                .unwrap()
                + 1
        );
    }

    #[test]
    fn a_lone_bar_is_no_table_row() {
        // Once a panic: the line's only bar both opened and closed it.
        for text in ["|\n", "  | \n", "| a | 1 |\n|\n2.5% left\n"] {
            let n = numbers(text);
            assert!(n.iter().all(|f| f.value == 2.5), "{text:?}: {n:?}");
        }
        assert_eq!(numbers("| a | 1 |\n|\n2.5% left\n").len(), 1);
    }

    #[test]
    fn rounding_is_half_away_from_zero_at_the_shown_precision() {
        let f = |text: &str| numbers(text).remove(0);
        assert!(shows_as(12962.35, &f("12,962")));
        assert!(!shows_as(12962.35, &f("12,963")));
        assert!(shows_as(0.125, &f("13%")));
        assert!(shows_as(0.125, &f("12.5%")));
        assert!(shows_as(69812.0, &f("70,000")));
    }
}
