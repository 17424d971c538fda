//! `pcdocs audit PAGE --campaign C`: before a hand-typed page (Markdown or
//! HTML) moves onto pcdocs, what it says is held against what the
//! campaign measured, and what is false is listed:
//!
//! - its tables are mapped onto the campaign's by their labels and numbers
//!   (`tables`), and a cell that shows another cell's figure is named as
//!   such, with that cell (a swap when each shows the other's);
//! - every number of its prose, in its forms (`75–80%`, `roughly 2.2×`,
//!   « environ 93,1 % », `約 2.2 倍`, ranges, bounds, percentage points),
//!   is held against the figures its sentence can mean: the series and
//!   rows named near it (`data::Scope`), with the tolerance its wording
//!   implies (`mentions`);
//! - statements with a data meaning ("no errors", "the fastest", "leads at
//!   every concurrency", "roughly equal") are evaluated with pcdocs's own
//!   computations and tie rule (`statements`, `check`).
//!
//! Numbers that are not figures (years, dates, versions, labels, list
//! numbers) are left alone, and counts stated as such (`3 runs`) only
//! checked against the manifest. The audit writes nothing.

mod check;
mod data;
mod mentions;
mod page;
mod statements;
mod tables;
mod words;

pub use check::{Truth, What};
pub use page::Lang;

use crate::diag::{Diagnostic, Diagnostics};
use crate::results::Campaign;
use std::fmt;
use std::path::PathBuf;

/// How the audit prints what it found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    #[default]
    Text,
    Json,
}

/// Audits a hand-typed page against a campaign.
#[derive(Debug, Clone, clap::Args)]
pub struct AuditArgs {
    /// The page: Markdown or HTML, anywhere.
    pub page: PathBuf,
    /// The campaign (a folder under results/) the page reports.
    #[arg(long)]
    pub campaign: String,
    /// The project folder (holding results/).
    #[arg(long, default_value = ".")]
    pub root: PathBuf,
    /// The page's language (en, fr, zh-TW), for its number format and
    /// words; by default the HTML page's `lang`, else guessed from its text.
    #[arg(long)]
    pub locale: Option<String>,
    /// `json` for CI: the findings with their true values and sources.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// One thing to look at.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Finding {
    pub line: usize,
    pub column: usize,
    pub what: What,
    /// As the page writes it.
    pub typed: String,
    pub message: String,
    /// What the campaign says instead, with its sources.
    pub truth: Vec<Truth>,
    /// The other cell of a swapped pair.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other: Option<[usize; 2]>,
    /// Other places with the same text and the same finding.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<[usize; 2]>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Audit {
    pub page: String,
    pub campaign: String,
    pub lang: Lang,
    /// Numbers held against the campaign (figures, not labels or dates).
    pub numbers: usize,
    /// Statements evaluated.
    pub statements: usize,
    pub findings: Vec<Finding>,
}

impl Audit {
    pub fn problems(&self) -> usize {
        self.findings.len()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }
}

impl fmt::Display for Audit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for x in &self.findings {
            writeln!(f, "{}:{}:{}: {}", self.page, x.line, x.column, x.message)?;
            for t in &x.truth {
                let sources = if t.sources.is_empty() {
                    String::new()
                } else {
                    format!(" [{}]", t.sources.join("; "))
                };
                writeln!(f, "    {}: {}{sources}", t.what, t.shown)?;
            }
            if let Some([l, c]) = x.other {
                writeln!(f, "    the other cell: {}:{l}:{c}", self.page)?;
            }
            if !x.also.is_empty() {
                let shown: Vec<String> = x
                    .also
                    .iter()
                    .take(5)
                    .map(|[l, c]| format!("{l}:{c}"))
                    .collect();
                let more = x.also.len().saturating_sub(5);
                writeln!(
                    f,
                    "    also at {}{}",
                    shown.join(", "),
                    if more > 0 {
                        format!(" and {more} more places")
                    } else {
                        String::new()
                    }
                )?;
            }
        }
        let n = self.findings.len();
        let plural = |n: usize, one: &str, many: &str| {
            if n == 1 {
                format!("1 {one}")
            } else {
                format!("{n} {many}")
            }
        };
        writeln!(
            f,
            "{}: {} and {} held against campaign {}: {}",
            self.page,
            plural(self.numbers, "number", "numbers"),
            plural(self.statements, "statement", "statements"),
            self.campaign,
            match n {
                0 => "nothing to look at".to_owned(),
                1 => "1 to look at".to_owned(),
                n => format!("{n} to look at"),
            }
        )
    }
}

/// Whether the page is HTML: by its name, else by its first tag.
fn is_html(name: &str, text: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".html") || lower.ends_with(".htm") || lower.ends_with(".xhtml") {
        return true;
    }
    if lower.ends_with(".md") || lower.ends_with(".markdown") {
        return false;
    }
    let head = text
        .trim_start()
        .get(..15)
        .unwrap_or("")
        .to_ascii_lowercase();
    head.starts_with("<!doctype html") || head.starts_with("<html")
}

/// The page's language: as given, as the HTML declares, or by its words:
/// Han characters for Chinese, French function words against English ones.
fn guess_lang(declared: Option<Lang>, p: &page::Page) -> Lang {
    if let Some(l) = declared {
        return l;
    }
    let (mut han, mut letters) = (0usize, 0usize);
    let (mut fr, mut en) = (0usize, 0usize);
    for b in &p.blocks {
        let text = match b {
            page::Block::Heading(x) | page::Block::Prose(x) | page::Block::Item(x) => &x.text,
            page::Block::Table(_) => continue,
        };
        for c in text.chars() {
            if c.is_alphabetic() {
                letters += 1;
                if ('\u{4E00}'..='\u{9FFF}').contains(&c) {
                    han += 1;
                }
            }
        }
        for w in text.split(|c: char| !c.is_alphabetic() && c != '’' && c != '\'') {
            match w.to_lowercase().as_str() {
                "le" | "la" | "les" | "des" | "du" | "est" | "et" | "avec" | "sans" | "pour"
                | "une" | "dans" | "sur" => fr += 1,
                "the" | "and" | "of" | "is" | "with" | "without" | "for" | "in" | "on" | "to"
                | "was" => en += 1,
                _ => {}
            }
        }
    }
    if letters > 0 && han * 5 >= letters {
        Lang::Zh
    } else if fr > en {
        Lang::Fr
    } else {
        Lang::En
    }
}

/// Audits `text` (the page shown as `page`) against a campaign.
pub fn audit_text(page: &str, text: &str, c: &Campaign, lang: Option<Lang>) -> Audit {
    let read = if is_html(page, text) {
        page::html(text)
    } else {
        page::markdown(text)
    };
    let lang = guess_lang(lang.or(read.lang), &read);
    let mut a = check::Auditor::new(data::Data::new(c), lang);
    a.page(&read);
    let lines = page::Lines::new(text);
    let mut raws = std::mem::take(&mut a.found);
    raws.sort_by_key(|r| r.at);
    // The same text with the same finding is listed once, with its other
    // places.
    let mut findings: Vec<Finding> = Vec::new();
    let mut first: std::collections::HashMap<(What, String, String), usize> =
        std::collections::HashMap::new();
    for r in raws {
        let (line, column) = lines.at(r.at);
        let key = (r.what, r.typed.clone(), r.message.clone());
        if let Some(&k) = first.get(&key) {
            findings[k].also.push([line, column]);
            continue;
        }
        first.insert(key, findings.len());
        findings.push(Finding {
            line,
            column,
            what: r.what,
            typed: r.typed,
            message: r.message,
            truth: r.truth,
            other: r.other.map(|o| {
                let (l, c) = lines.at(o);
                [l, c]
            }),
            also: Vec::new(),
        });
    }
    Audit {
        page: page.to_owned(),
        campaign: c.id.clone(),
        lang,
        numbers: a.counts.numbers,
        statements: a.counts.statements,
        findings,
    }
}

/// A number the audit reads on a page, where it stands: for tools and
/// tests that look at the reading alone.
#[derive(Debug, Clone, PartialEq)]
pub struct Number {
    pub line: usize,
    pub column: usize,
    pub text: String,
}

/// The numbers of a page (Markdown, or HTML when it starts with a tag),
/// in English notation, with their places in the text.
pub fn numbers(text: &str) -> Vec<Number> {
    let read = if is_html("", text) {
        page::html(text)
    } else {
        page::markdown(text)
    };
    let lines = page::Lines::new(text);
    let mut out = Vec::new();
    let mut each = |p: &page::Piece| {
        for m in mentions::mentions(&p.text, Lang::En) {
            let (line, column) = lines.at(p.source(m.start));
            out.push(Number {
                line,
                column,
                text: m.text,
            });
        }
    };
    for b in &read.blocks {
        match b {
            page::Block::Heading(p) | page::Block::Prose(p) | page::Block::Item(p) => each(p),
            page::Block::Table(t) => {
                for c in t.header.iter().flatten().chain(t.rows.iter().flatten()) {
                    each(c);
                }
            }
        }
    }
    out
}

/// Runs the audit: the page must be a regular file, the campaign must load.
/// The page is not an input of the project: it may be anywhere, outside
/// the project or reached through links (it is what is moving in).
pub fn run(args: &AuditArgs) -> Result<Audit, Diagnostics> {
    let root = args.root.as_path();
    let shown = crate::diag::rel(root, &args.page);
    let lang = match &args.locale {
        None => None,
        Some(tag) => Some(Lang::of_tag(tag).ok_or_else(|| {
            Diagnostics::from(Diagnostic::new(
                "audit",
                format!(
                    "--locale `{}`: the audit reads en, fr and zh-TW pages",
                    tag.escape_debug()
                ),
            ))
        })?),
    };
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
    Ok(audit_text(&shown, &text, c, lang))
}
