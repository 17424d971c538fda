//! The figures of a page: every number prose or tables show, with its exact
//! value, how it is displayed and where it comes from. Evaluated once per
//! page, independent of the locale.

use super::{ComputeError, Standing};
use crate::l10n::format::{Display, Style};
use crate::results::{Campaign, Outcome};
use indexmap::IndexMap;
use serde::Deserialize;

/// Where a measured value was read.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    /// A table cell: the CSV file, the lines that made it, and the column.
    Cell {
        file: String,
        lines: Vec<u64>,
        column: String,
        row: String,
        series: String,
    },
    /// A value of a campaign manifest, by its key path.
    Manifest { file: String, key: String },
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Source::Cell {
                file,
                lines,
                column,
                ..
            } => {
                let lines: Vec<String> = lines.iter().map(u64::to_string).collect();
                let word = if lines.len() == 1 { "line" } else { "lines" };
                write!(f, "{file}, {word} {}, column {column}", lines.join(", "))
            }
            Source::Manifest { file, key } => write!(f, "{file}, {key}"),
        }
    }
}

/// The operation that produced a computed figure, over other figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Median,
    Ratio,
    PercentDifference,
    AbsPercentDifference,
    Share,
    Retention,
    Loss,
    Points,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Formula {
    pub op: Op,
    /// Indexes of the operand figures, or raw run values for a median.
    pub operands: Vec<Operand>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    Figure(usize),
    Raw(f64),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    pub value: f64,
    pub display: Display,
    pub formula: Option<Formula>,
    pub sources: Vec<Source>,
}

/// An item of a list variable.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    Figure(usize),
    Text(String),
}

/// A variable prose can use.
#[derive(Debug, Clone, PartialEq)]
pub enum Var {
    /// A figure shown with its provenance.
    Figure(usize),
    /// A plain value for selectors and names: a standing, a subject's label.
    Text(String),
    /// A count for plural selectors (`[one]`, `[0]`).
    Count(usize),
    /// Items joined by the locale's list pattern; identical shown items merge.
    List(Vec<Item>),
}

/// Display options shared by declarations.
#[derive(Debug, Clone, Copy, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Shown {
    #[serde(default)]
    pub display: Option<Style>,
    #[serde(default)]
    pub digits: Option<u8>,
}

impl Shown {
    fn or(self, style: Style, digits: u8) -> Display {
        Display::new(self.display.unwrap_or(style), self.digits.unwrap_or(digits))
    }
}

/// A figure declared in a content page's front matter. Operands name a table
/// cell as `table/row/series`, or an earlier figure by its name.
#[derive(Debug, Clone, Deserialize)]
#[serde(tag = "compute", rename_all = "kebab-case")]
pub enum Decl {
    /// A cell or an earlier figure as it is.
    Value {
        of: String,
        #[serde(flatten)]
        shown: Shown,
    },
    /// a ÷ b, shown as a multiple by default.
    Ratio {
        of: [String; 2],
        #[serde(flatten)]
        shown: Shown,
    },
    /// a ÷ b − 1; `absolute` shows its size only ("8% behind").
    PercentDifference {
        of: [String; 2],
        #[serde(default)]
        absolute: bool,
        #[serde(flatten)]
        shown: Shown,
    },
    /// part ÷ whole as a percentage.
    Share {
        of: [String; 2],
        #[serde(flatten)]
        shown: Shown,
    },
    /// B ÷ A.
    Retention {
        of: [String; 2],
        #[serde(flatten)]
        shown: Shown,
    },
    /// 1 − B ÷ A.
    Loss {
        of: [String; 2],
        #[serde(flatten)]
        shown: Shown,
    },
    /// p − q in percentage points.
    Points {
        of: [String; 2],
        #[serde(flatten)]
        shown: Shown,
    },
    /// `ahead`, `even` or `behind`: a against b with the campaign's tie threshold.
    Standing { of: [String; 2] },
    /// The series with the highest value in a row: its key, and its label as `NAME-label`.
    Leader {
        table: String,
        row: String,
        #[serde(default)]
        among: Option<Vec<String>>,
    },
    /// Groups rows by the standing of `subject` against `baseline`. Gives
    /// `NAME-ahead`, `NAME-even`, `NAME-behind` (row labels), their `-count`,
    /// and `-ratios` and `-gaps` (percent differences, as sizes) per group.
    CompareRows {
        table: String,
        rows: Vec<String>,
        subject: String,
        baseline: String,
        /// The field of the manifest's `[rows.KEY]` that names a row in a list.
        label: String,
        #[serde(default = "one", rename = "ratio-digits")]
        ratio_digits: u8,
        #[serde(default, rename = "gap-digits")]
        gap_digits: u8,
    },
}

/// Row labels, ratios and gaps of the rows in one standing.
type Group = (Vec<Item>, Vec<Item>, Vec<Item>);

fn one() -> u8 {
    1
}

/// The figures and variables of one page.
#[derive(Debug, Clone, Default)]
pub struct PageFigures {
    pub figures: Vec<Figure>,
    pub vars: IndexMap<String, Var>,
    /// Figure index of each table cell, by (table, row, series).
    pub cells: IndexMap<(String, String, String), usize>,
}

impl PageFigures {
    fn push(&mut self, f: Figure) -> usize {
        self.figures.push(f);
        self.figures.len() - 1
    }

    pub fn cell(&self, table: &str, row: &str, series: &str) -> Option<usize> {
        self.cells
            .get(&(table.to_owned(), row.to_owned(), series.to_owned()))
            .copied()
    }
}

/// A problem with one declaration, to be placed in the content file.
#[derive(Debug, Clone, PartialEq)]
pub struct DeclError {
    pub name: String,
    /// The text of the declaration the error is about, to locate it.
    pub needle: String,
    pub message: String,
}

/// Evaluates the campaign's own variables and the page's declarations.
pub fn evaluate(
    campaign: &Campaign,
    decls: &IndexMap<String, Decl>,
) -> Result<PageFigures, Vec<DeclError>> {
    let mut page = PageFigures::default();
    add_campaign_vars(campaign, &mut page);
    let mut errors = Vec::new();
    for (name, decl) in decls {
        if let Err(e) = eval_decl(campaign, &mut page, name, decl) {
            errors.push(e);
        }
    }
    if errors.is_empty() {
        Ok(page)
    } else {
        Err(errors)
    }
}

fn add_campaign_vars(c: &Campaign, page: &mut PageFigures) {
    let m = &c.manifest;
    for (tname, table) in &c.tables {
        for ((row, series), cell) in &table.cells {
            let Outcome::Value(v) = cell.outcome else {
                continue;
            };
            let used: Vec<f64> = cell
                .runs
                .iter()
                .filter(|r| cell.used.contains(&r.line))
                .filter_map(|r| r.value)
                .collect();
            let formula = (used.len() > 1).then(|| Formula {
                op: Op::Median,
                operands: used.iter().map(|&x| Operand::Raw(x)).collect(),
            });
            let idx = page.push(Figure {
                value: v,
                display: Display::new(Style::Number, 0),
                formula,
                sources: vec![Source::Cell {
                    file: table.file.clone(),
                    lines: cell.used.clone(),
                    column: table.value_column.clone(),
                    row: row.clone(),
                    series: series.clone(),
                }],
            });
            page.cells
                .insert((tname.clone(), row.clone(), series.clone()), idx);
        }
    }
    for (key, s) in &m.subjects {
        page.vars
            .insert(format!("subject-{key}"), Var::Text(s.label()));
        page.vars
            .insert(format!("subject-{key}-name"), Var::Text(s.name.clone()));
        if let Some(v) = &s.version {
            page.vars
                .insert(format!("subject-{key}-version"), Var::Text(v.clone()));
        }
    }
    let manifest_number = |page: &mut PageFigures, name: &str, key: &str, value: f64| {
        let digits = if value.fract() == 0.0 { 0 } else { 2 };
        let idx = page.push(Figure {
            value,
            display: Display::new(Style::Number, digits),
            formula: None,
            sources: vec![Source::Manifest {
                file: c.manifest_file.clone(),
                key: key.to_owned(),
            }],
        });
        page.vars.insert(name.to_owned(), Var::Figure(idx));
    };
    if let Some(runs) = m.sampling.runs {
        manifest_number(page, "sampling-runs", "sampling.runs", f64::from(runs));
    }
    if let Some(n) = m.sampling.requests_per_run {
        manifest_number(
            page,
            "sampling-requests-per-run",
            "sampling.requests-per-run",
            n as f64,
        );
    }
    // Facts become variables named by their path joined with `-`.
    let mut stack: Vec<(String, String, &toml::Table)> =
        vec![(String::new(), "facts".to_owned(), &m.facts)];
    while let Some((prefix, key_prefix, table)) = stack.pop() {
        for (k, v) in table {
            let name = if prefix.is_empty() {
                k.clone()
            } else {
                format!("{prefix}-{k}")
            };
            let key = format!("{key_prefix}.{k}");
            match v {
                toml::Value::Integer(i) => manifest_number(page, &name, &key, *i as f64),
                toml::Value::Float(f) => manifest_number(page, &name, &key, *f),
                toml::Value::String(s) => {
                    page.vars.insert(name, Var::Text(s.clone()));
                }
                toml::Value::Boolean(b) => {
                    page.vars.insert(name, Var::Text(b.to_string()));
                }
                toml::Value::Array(items) => {
                    let items: Vec<Item> = items
                        .iter()
                        .filter_map(|i| i.as_str().map(|s| Item::Text(s.to_owned())))
                        .collect();
                    page.vars.insert(name, Var::List(items));
                }
                toml::Value::Table(t) => stack.push((name, key, t)),
                toml::Value::Datetime(d) => {
                    page.vars.insert(name, Var::Text(d.to_string()));
                }
            }
        }
    }
}

fn err(name: &str, needle: &str, message: impl Into<String>) -> DeclError {
    DeclError {
        name: name.to_owned(),
        needle: needle.to_owned(),
        message: message.into(),
    }
}

/// Resolves an operand reference to a figure index.
fn operand(c: &Campaign, page: &PageFigures, name: &str, r: &str) -> Result<usize, DeclError> {
    let parts: Vec<&str> = r.split('/').collect();
    match parts.as_slice() {
        [table, row, series] => {
            let Some(t) = c.table(table) else {
                return Err(err(
                    name,
                    r,
                    format!("campaign `{}` has no table `{table}`", c.id),
                ));
            };
            let Some(cell) = t.cell(row, series) else {
                let what = if !t.rows.iter().any(|x| x == row) {
                    format!(
                        "table `{table}` has no row `{row}` (rows: {})",
                        t.rows.join(", ")
                    )
                } else {
                    format!(
                        "table `{table}` has no series `{series}` in row `{row}` (series: {})",
                        t.series.join(", ")
                    )
                };
                return Err(err(name, r, what));
            };
            if let Outcome::NotCompleted { reason } = &cell.outcome {
                return Err(err(
                    name,
                    r,
                    format!(
                        "cell `{r}` was not completed ({reason}); it has no value to compute with"
                    ),
                ));
            }
            page.cell(table, row, series)
                .ok_or_else(|| err(name, r, format!("cell `{r}` has no value")))
        }
        [figure] => match page.vars.get(*figure) {
            Some(Var::Figure(i)) => Ok(*i),
            Some(_) => Err(err(name, r, format!("`{figure}` is not a number"))),
            None => Err(err(
                name,
                r,
                format!("no figure named `{figure}` is declared before `{name}`"),
            )),
        },
        _ => Err(err(
            name,
            r,
            format!("`{r}` is neither `table/row/series` nor a figure name"),
        )),
    }
}

fn eval_decl(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    decl: &Decl,
) -> Result<(), DeclError> {
    let binary = |page: &mut PageFigures,
                  of: &[String; 2],
                  op: Op,
                  shown: Shown,
                  style: Style,
                  digits: u8|
     -> Result<(), DeclError> {
        let a = operand(c, page, name, &of[0])?;
        let b = operand(c, page, name, &of[1])?;
        let (x, y) = (page.figures[a].value, page.figures[b].value);
        let value = apply(op, x, y)
            .map_err(|e| err(name, &of[1], format!("cannot compute `{name}`: {e}")))?;
        let sources = [&page.figures[a].sources[..], &page.figures[b].sources[..]].concat();
        let idx = page.push(Figure {
            value,
            display: shown.or(style, digits),
            formula: Some(Formula {
                op,
                operands: vec![Operand::Figure(a), Operand::Figure(b)],
            }),
            sources,
        });
        page.vars.insert(name.to_owned(), Var::Figure(idx));
        Ok(())
    };
    match decl {
        Decl::Value { of, shown } => {
            let i = operand(c, page, name, of)?;
            let mut f = page.figures[i].clone();
            f.display = shown.or(f.display.style, f.display.digits);
            let idx = page.push(f);
            page.vars.insert(name.to_owned(), Var::Figure(idx));
            Ok(())
        }
        Decl::Ratio { of, shown } => binary(page, of, Op::Ratio, *shown, Style::Multiple, 2),
        Decl::PercentDifference {
            of,
            absolute,
            shown,
        } => {
            let op = if *absolute {
                Op::AbsPercentDifference
            } else {
                Op::PercentDifference
            };
            binary(page, of, op, *shown, Style::Percent, 0)
        }
        Decl::Share { of, shown } => binary(page, of, Op::Share, *shown, Style::Percent, 1),
        Decl::Retention { of, shown } => binary(page, of, Op::Retention, *shown, Style::Percent, 1),
        Decl::Loss { of, shown } => binary(page, of, Op::Loss, *shown, Style::Percent, 1),
        Decl::Points { of, shown } => binary(page, of, Op::Points, *shown, Style::Points, 1),
        Decl::Standing { of } => {
            let a = operand(c, page, name, &of[0])?;
            let b = operand(c, page, name, &of[1])?;
            let s = super::standing(
                page.figures[a].value,
                page.figures[b].value,
                c.manifest.comparison.tie_within,
            )
            .map_err(|e| err(name, &of[1], format!("cannot compare: {e}")))?;
            page.vars
                .insert(name.to_owned(), Var::Text(s.key().to_owned()));
            Ok(())
        }
        Decl::Leader { table, row, among } => {
            let Some(t) = c.table(table) else {
                return Err(err(
                    name,
                    table,
                    format!("campaign `{}` has no table `{table}`", c.id),
                ));
            };
            let candidates: Vec<String> = among.clone().unwrap_or_else(|| t.series.clone());
            let mut keys = Vec::new();
            let mut values = Vec::new();
            for s in &candidates {
                let r = format!("{table}/{row}/{s}");
                let i = operand(c, page, name, &r)?;
                keys.push(s.clone());
                values.push(page.figures[i].value);
            }
            let Some(best) = super::leader(&values) else {
                return Err(err(name, row, "no values to rank"));
            };
            let key = &keys[best];
            page.vars.insert(name.to_owned(), Var::Text(key.clone()));
            let label = c
                .manifest
                .subjects
                .get(key)
                .map(|s| s.label())
                .unwrap_or_else(|| key.clone());
            page.vars.insert(format!("{name}-label"), Var::Text(label));
            Ok(())
        }
        Decl::CompareRows {
            table,
            rows,
            subject,
            baseline,
            label,
            ratio_digits,
            gap_digits,
        } => {
            let mut groups: IndexMap<Standing, Group> = IndexMap::new();
            for s in [Standing::Ahead, Standing::Even, Standing::Behind] {
                groups.insert(s, Default::default());
            }
            for row in rows {
                // Errors point at the row key, which the page's text contains.
                let at_row = |e: DeclError| DeclError { needle: row.clone(), ..e };
                let a = operand(c, page, name, &format!("{table}/{row}/{subject}")).map_err(at_row)?;
                let b = operand(c, page, name, &format!("{table}/{row}/{baseline}")).map_err(at_row)?;
                let (x, y) = (page.figures[a].value, page.figures[b].value);
                let standing = super::standing(x, y, c.manifest.comparison.tie_within)
                    .map_err(|e| err(name, row, format!("cannot compare row `{row}`: {e}")))?;
                let row_label = c
                    .manifest
                    .rows
                    .get(row)
                    .and_then(|m| m.get(label))
                    .and_then(|v| v.as_str())
                    .ok_or_else(|| {
                        err(
                            name,
                            label,
                            format!("the manifest has no `rows.{row}.{label}` to name row `{row}`"),
                        )
                    })?;
                let sources = [&page.figures[a].sources[..], &page.figures[b].sources[..]].concat();
                let operands = vec![Operand::Figure(a), Operand::Figure(b)];
                let ratio = page.push(Figure {
                    value: apply(Op::Ratio, x, y).unwrap_or(f64::NAN),
                    display: Display::new(Style::Multiple, *ratio_digits),
                    formula: Some(Formula {
                        op: Op::Ratio,
                        operands: operands.clone(),
                    }),
                    sources: sources.clone(),
                });
                let gap = page.push(Figure {
                    value: apply(Op::AbsPercentDifference, x, y).unwrap_or(f64::NAN),
                    display: Display::new(Style::Percent, *gap_digits),
                    formula: Some(Formula {
                        op: Op::AbsPercentDifference,
                        operands,
                    }),
                    sources,
                });
                let g = groups
                    .get_mut(&standing)
                    .expect("all standings are present");
                g.0.push(Item::Text(row_label.to_owned()));
                g.1.push(Item::Figure(ratio));
                g.2.push(Item::Figure(gap));
            }
            for (standing, (labels, ratios, gaps)) in groups {
                let k = standing.key();
                page.vars
                    .insert(format!("{name}-{k}-count"), Var::Count(labels.len()));
                page.vars.insert(format!("{name}-{k}"), Var::List(labels));
                page.vars
                    .insert(format!("{name}-{k}-ratios"), Var::List(ratios));
                page.vars
                    .insert(format!("{name}-{k}-gaps"), Var::List(gaps));
            }
            Ok(())
        }
    }
}

pub fn apply(op: Op, a: f64, b: f64) -> Result<f64, ComputeError> {
    match op {
        Op::Ratio => super::ratio(a, b),
        Op::PercentDifference => super::percent_difference(a, b),
        Op::AbsPercentDifference => super::percent_difference(a, b).map(f64::abs),
        Op::Share => super::share(a, b),
        Op::Retention => super::retention(a, b),
        Op::Loss => super::loss(a, b),
        Op::Points => Ok(super::point_difference(a, b)),
        Op::Median => Ok(f64::NAN),
    }
}
