//! The declarations of a page's figures (`compute = "…"`), and their
//! evaluation: one file per family of declaration, this one dispatching to
//! them and holding what several families share.

mod arithmetic;
mod counts;
mod extremes;
mod history;
mod leaders;
mod presence;

pub use counts::CountWhere;
pub use history::Changes;
pub use leaders::{CompareRows, GroupLeads};

use crate::compute::history::Previous;
use crate::compute::model::{
    DeclError, Item, Op, PageFigures, Shown, Var, absent_figure, err, facts,
};
use crate::results::Campaign;
use indexmap::IndexMap;
use serde::Deserialize;

/// A declaration, optionally repeated for several rows: operands may then
/// contain `{row}`, and the figure is a variable of `t(…, row=…)` only.
#[derive(Debug, Clone, Deserialize)]
pub struct Declared {
    #[serde(flatten)]
    pub decl: Decl,
    #[serde(default, rename = "for-rows")]
    pub for_rows: Vec<String>,
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
    /// p − q in percentage points; `absolute` shows its size only, for
    /// wording that carries the sign ("20.3 points less").
    Points {
        of: [String; 2],
        #[serde(default)]
        absolute: bool,
        #[serde(flatten)]
        shown: Shown,
    },
    /// The lowest of figures, shown like the first unless declared.
    Minimum {
        of: Vec<String>,
        #[serde(flatten)]
        shown: Shown,
    },
    /// The highest of figures, likewise.
    Maximum {
        of: Vec<String>,
        #[serde(flatten)]
        shown: Shown,
    },
    /// `falls`, `rises`, `flat` or `mixed`: how an ordered series of figures
    /// moves from each to the next, each step judged with `tolerance` (the
    /// campaign's tie threshold by default).
    Trend {
        of: Vec<String>,
        #[serde(default)]
        tolerance: Option<f64>,
    },
    /// The series of a row (or the rows of a series) whose value is below,
    /// above or equal to a number: their labels (`NAME`), `NAME-count`,
    /// `NAME-total` and `NAME-quantifier` (`none`, `one`, `some`, `all`).
    CountWhere(counts::CountWhere),
    /// The arithmetic mean of figures, shown by default to 1 significant digit.
    /// With `within` (a fraction), `NAME-close` is `yes` when every
    /// figure lies within it of the mean ("X and Y delivered around N"),
    /// else `no`; `NAME-low` and `NAME-high` are the lowest and highest.
    Mean {
        of: Vec<String>,
        #[serde(default)]
        within: Option<f64>,
        #[serde(flatten)]
        shown: Shown,
    },
    /// `ahead`, `even` or `behind`: a against b with the campaign's tie
    /// threshold, or with `tie-within` when the claim needs its own.
    Standing {
        of: [String; 2],
        #[serde(default, rename = "tie-within")]
        tie_within: Option<f64>,
    },
    /// `yes` when a and b differ by less than `limit` (relative to b), else
    /// `no`; `NAME-limit` shows the limit.
    Within { of: [String; 2], limit: f64 },
    /// The key of the highest of named figures, and its label as `NAME-label`.
    LeaderOf { of: IndexMap<String, String> },
    /// Subjects of the campaign that a table does not have: a list of labels
    /// (`NAME`) and its `NAME-count`; by the reason the table's `absent`
    /// records, `NAME-REASON` (with `-count`), and `NAME-unexplained` for
    /// those it records none for.
    Absent { table: String },
    /// The cells of `rows` (default: every row) that were not completed:
    /// `NAME-count` cells, the subjects (`NAME-subjects`, names) and rows
    /// (`NAME-rows`, by the row fact `label`) they are in, each with its
    /// `-count`, and `NAME-reason`: the failure key they share, or `mixed`
    /// (a selector picks the explanation; the manifest's description is
    /// English only).
    NotCompleted {
        table: String,
        #[serde(default)]
        rows: Option<Vec<String>>,
        #[serde(flatten)]
        naming: RowNaming,
    },
    /// Series whose value in a row equals `equals` (e.g. an error rate of 0):
    /// a list of labels and its `NAME-count`.
    SeriesWhere {
        table: String,
        row: String,
        equals: f64,
    },
    /// Whether one of `group` leads each row: `all`; `all-or-near` when the
    /// rows it does not lead it trails within the tie threshold; `some`; `none`.
    /// With `label` or `row-label`, the rows it leads, trails within the
    /// tie and trails beyond it (`NAME-led`, `NAME-near`, `NAME-trailing`);
    /// with `item` (a message), `NAME-near-items` and
    /// `NAME-trailing-items`: each such row as that message given the
    /// row's facts, `$row` (its name), `$member` (the group's best in it),
    /// `$other` (the best of the others: the leader, where the group
    /// trails), `$gap` (how far apart the two are, a percent figure) and
    /// `$standing` (`near` or `trailing`).
    GroupLeads(leaders::GroupLeads),
    /// The series with the highest value in a row: its key, and its label as `NAME-label`.
    Leader {
        table: String,
        row: String,
        #[serde(default)]
        among: Option<Vec<String>>,
    },
    /// Whether the previous campaign of this campaign's series may be
    /// compared with it: `yes`, `none` (first of its series, or no kind) or
    /// `incomparable`; `NAME-campaign` (its folder) and `NAME-version`
    /// (`subject`'s version there, else the folder); when incomparable, the
    /// first differing comparability key as `NAME-key`, `NAME-ours` and
    /// `NAME-theirs`.
    PreviousCampaign {
        #[serde(default)]
        subject: Option<String>,
    },
    /// The relative change of a cell against the same cell of the comparable
    /// previous campaign (a percent figure whose sources are both cells),
    /// `NAME-direction` (`rose`, `fell`, `within-noise`, `none`), and with
    /// `threshold` `NAME-regression` (`yes` for a fall larger than it).
    Change {
        of: String,
        #[serde(default)]
        threshold: Option<f64>,
        #[serde(default)]
        absolute: bool,
        #[serde(flatten)]
        shown: Shown,
    },
    /// The comparable run of campaigns ending at this one: `NAME` counts
    /// them, `NAME-first` and `NAME-latest` are the first and this one's
    /// folder (`-version`: `subject`'s version there), and `NAME-apart`
    /// counts the campaigns of the kind kept out of the run.
    Series {
        #[serde(default)]
        subject: Option<String>,
    },
    /// The change of `subject`'s cell in each of `rows` (default: every row
    /// of `table`) against the comparable previous campaign: the rows that
    /// rose, fell or stayed within noise (`NAME-rose`, `NAME-fell`,
    /// `NAME-steady`, named by the row fact `label`, with `-count`; the
    /// changes as sizes in `NAME-rose-changes`, `NAME-fell-changes`), the
    /// largest gain and loss (`NAME-gain`, `NAME-gain-label`, `NAME-loss`,
    /// `NAME-loss-label`), and with `threshold` the falls beyond it
    /// (`NAME-regressions`). `NAME-compared` counts the rows compared.
    Changes(history::Changes),
    /// Groups rows by the standing of `subject` against `baseline`. Gives
    /// `NAME-ahead`, `NAME-even`, `NAME-behind` (row labels), their `-count`,
    /// and `-ratios` and `-gaps` (percent differences, as sizes) per group.
    CompareRows(leaders::CompareRows),
}

/// How a declaration names rows in the lists it gives: by a field of the
/// manifest's `[rows.KEY]` (`label = "protocol"`), or by a message given
/// the row's facts (`row-label = "scenario"`, as a table's rows are named),
/// which reads in every locale.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct RowNaming {
    #[serde(default)]
    pub label: Option<String>,
    #[serde(default, rename = "row-label")]
    pub row_label: Option<String>,
}

impl Decl {
    /// The declaration with `{row}` in its operands replaced by `row`.
    pub(super) fn for_row(&self, row: &str) -> Decl {
        let sub = |s: &String| s.replace("{row}", row);
        let pair = |p: &[String; 2]| [sub(&p[0]), sub(&p[1])];
        let mut d = self.clone();
        match &mut d {
            Decl::Value { of, .. } => *of = sub(of),
            Decl::Ratio { of, .. }
            | Decl::PercentDifference { of, .. }
            | Decl::Share { of, .. }
            | Decl::Retention { of, .. }
            | Decl::Loss { of, .. }
            | Decl::Points { of, .. }
            | Decl::Standing { of, .. }
            | Decl::Within { of, .. } => *of = pair(of),
            Decl::Mean { of, .. }
            | Decl::Minimum { of, .. }
            | Decl::Maximum { of, .. }
            | Decl::Trend { of, .. } => *of = of.iter().map(sub).collect(),
            Decl::CountWhere(d) => {
                d.row = d.row.as_ref().map(sub);
                d.series = d.series.as_ref().map(sub);
            }
            Decl::LeaderOf { of } => {
                for v in of.values_mut() {
                    *v = sub(v);
                }
            }
            Decl::Leader { row: r, .. } | Decl::SeriesWhere { row: r, .. } => *r = sub(r),
            Decl::Change { of, .. } => *of = sub(of),
            Decl::Changes(_) | Decl::Series { .. } => {}
            Decl::PreviousCampaign { .. } => {}
            Decl::CompareRows(_)
            | Decl::Absent { .. }
            | Decl::NotCompleted { .. }
            | Decl::GroupLeads(_) => {}
        }
        d
    }
}

/// What a declaration is evaluated against: its campaign and the previous
/// campaign of the series.
pub(super) struct Ctx<'a> {
    pub(super) campaign: &'a Campaign,
    /// Every campaign of the project, for views across campaigns.
    pub(super) campaigns: &'a [&'a Campaign],
    pub(super) previous: Previous<'a>,
}

/// Evaluates declaration `name` into `page`: its figures, variables and
/// decisions.
pub(super) fn eval_decl(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    decl: &Decl,
) -> Result<(), DeclError> {
    refuse_empty_lists(name, decl)?;
    let c = ctx.campaign;
    match decl {
        Decl::Value { of, shown } => arithmetic::value(c, page, name, of, *shown),
        Decl::Ratio { of, shown } => arithmetic::binary(c, page, name, of, Op::Ratio, *shown),
        Decl::PercentDifference {
            of,
            absolute,
            shown,
        } => arithmetic::percent_difference(c, page, name, of, *absolute, *shown),
        Decl::Share { of, shown } => arithmetic::binary(c, page, name, of, Op::Share, *shown),
        Decl::Retention { of, shown } => {
            arithmetic::binary(c, page, name, of, Op::Retention, *shown)
        }
        Decl::Loss { of, shown } => arithmetic::binary(c, page, name, of, Op::Loss, *shown),
        Decl::Points {
            of,
            absolute,
            shown,
        } => arithmetic::points(c, page, name, of, *absolute, *shown),
        Decl::Minimum { of, shown } => {
            extremes::extreme(c, page, name, of, extremes::Pick::Lowest, *shown)
        }
        Decl::Maximum { of, shown } => {
            extremes::extreme(c, page, name, of, extremes::Pick::Highest, *shown)
        }
        Decl::Mean { of, within, shown } => extremes::mean(c, page, name, of, *within, *shown),
        Decl::Trend { of, tolerance } => extremes::trend(c, page, name, of, *tolerance),
        Decl::Within { of, limit } => extremes::within(c, page, name, of, *limit),
        Decl::CountWhere(d) => counts::count_where(c, page, name, d),
        Decl::Standing { of, tie_within } => counts::standing(c, page, name, of, *tie_within),
        Decl::LeaderOf { of } => leaders::leader_of(c, page, name, of),
        Decl::Leader { table, row, among } => {
            leaders::leader(c, page, name, table, row, among.as_deref())
        }
        Decl::GroupLeads(d) => leaders::group_leads(c, page, name, d),
        Decl::CompareRows(d) => leaders::compare_rows(c, page, name, d),
        Decl::Absent { table } => presence::absent(c, page, name, table),
        Decl::NotCompleted {
            table,
            rows,
            naming,
        } => presence::not_completed(c, page, name, table, rows.as_deref(), naming),
        Decl::SeriesWhere { table, row, equals } => {
            presence::series_where(c, page, name, table, row, *equals)
        }
        Decl::PreviousCampaign { subject } => {
            history::previous_campaign(ctx, page, name, subject.as_deref());
            Ok(())
        }
        Decl::Series { subject } => {
            history::series(ctx, page, name, subject.as_deref());
            Ok(())
        }
        Decl::Change {
            of,
            threshold,
            absolute,
            shown,
        } => history::change(ctx, page, name, of, *threshold, *absolute, *shown),
        Decl::Changes(d) => history::changes(ctx, page, name, d),
    }
}

/// A claim over nothing is vacuously true ("highest in every workload" of
/// no workloads): an empty list is a mistake, never a figure.
fn refuse_empty_lists(name: &str, decl: &Decl) -> Result<(), DeclError> {
    let lists: &[(&str, usize)] = match decl {
        Decl::Mean { of, .. }
        | Decl::Minimum { of, .. }
        | Decl::Maximum { of, .. }
        | Decl::Trend { of, .. } => &[("of", of.len())],
        Decl::LeaderOf { of } => &[("of", of.len())],
        Decl::GroupLeads(d) => &[("rows", d.rows.len()), ("group", d.group.len())],
        Decl::CompareRows(d) => &[("rows", d.rows.len())],
        Decl::Changes(Changes {
            rows: Some(rows), ..
        }) => &[("rows", rows.len())],
        Decl::Leader {
            among: Some(among), ..
        } => &[("among", among.len())],
        _ => &[],
    };
    match lists.iter().find(|(_, n)| *n == 0) {
        Some((key, _)) => Err(err(
            name,
            name,
            format!("`{key}` is empty; a figure over no items would claim something of nothing"),
        )),
        None => Ok(()),
    }
}

/// Row `row` as a list item, named as `naming` says.
fn row_item(c: &Campaign, name: &str, row: &str, naming: &RowNaming) -> Result<Item, DeclError> {
    match (&naming.row_label, &naming.label) {
        (Some(message), None) => Ok(Item::Row {
            message: message.clone(),
            facts: facts(c, row),
            subject: None,
        }),
        (None, Some(label)) => Ok(Item::Text(row_label(c, name, row, label)?.to_owned())),
        _ => Err(err(
            name,
            name,
            "name the rows by `label` (a field of `[rows.KEY]`) or `row-label` (a message), one of the two",
        )),
    }
}

/// The row fact `label` of `row` that names it in a list ("HTTP/2").
fn row_label<'c>(
    c: &'c Campaign,
    name: &str,
    row: &str,
    label: &str,
) -> Result<&'c str, DeclError> {
    c.manifest
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
        })
}

/// Records the cell `table/row/series` as left out of declaration `name`
/// when it has no value, a subject without a line in the table included.
fn leave_out_cell(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    table: &str,
    row: &str,
    series: &str,
) {
    if page.cell(table, row, series).is_none() && c.manifest.subjects.contains_key(series) {
        absent_figure(c, page, table, row, series);
    }
    if let Some(m) = page
        .cell(table, row, series)
        .and_then(|i| page.missing_of(&[i]))
    {
        page.leave_out(name, m);
    }
}

/// The subjects of row `row` of `table` (`t`), a subject the table lacks
/// included, each cell without a value left out of `name`; an error when
/// the table has no such row.
fn row_members(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    (table, t): (&str, &crate::results::Table),
    row: &str,
) -> Result<Vec<String>, DeclError> {
    if !t.has_row(row) {
        return Err(err(
            name,
            row,
            format!("table `{table}` has no row `{row}`"),
        ));
    }
    let members = crate::compute::model::members(c, table, t);
    for s in &members {
        leave_out_cell(c, page, name, table, row, s);
    }
    Ok(members)
}

/// `NAME` as a list of `items`, and `NAME-count`.
fn insert_list(page: &mut PageFigures, name: &str, items: Vec<Item>) {
    page.vars
        .insert(format!("{name}-count"), Var::Count(items.len()));
    page.vars.insert(name.to_owned(), Var::List(items));
}
