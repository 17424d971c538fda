//! The figures of a page: every number prose or tables show, with its exact
//! value, how it is displayed and where it comes from. Evaluated once per
//! page, independent of the locale.

use super::Standing;
use super::model::{
    DateValue, Decision, DeclError, Display, Fact, Figure, Formula, INCOMPLETE, Item, Missing, Op,
    Operand, PageFigures, Shown, Source, Style, Var, absent_figure, apply, cell_figure,
    cell_figure_any, err, facts, insert_date, members, operand, subject_label, subject_name,
    table_of, version_in,
};
use crate::compute::model::Rule;
use crate::results::{Campaign, Outcome};
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
    CountWhere {
        table: String,
        #[serde(default)]
        row: Option<String>,
        #[serde(default)]
        series: Option<String>,
        #[serde(default)]
        equals: Option<f64>,
        #[serde(default)]
        below: Option<f64>,
        #[serde(default)]
        above: Option<f64>,
        /// For rows: the field of `[rows.KEY]` that names a row.
        #[serde(default)]
        label: Option<String>,
    },
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
    GroupLeads {
        table: String,
        rows: Vec<String>,
        group: Vec<String>,
        #[serde(flatten)]
        naming: RowNaming,
        #[serde(default)]
        item: Option<String>,
    },
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
    Changes {
        table: String,
        subject: String,
        #[serde(default)]
        rows: Option<Vec<String>>,
        #[serde(flatten)]
        naming: RowNaming,
        #[serde(default)]
        threshold: Option<f64>,
        #[serde(flatten)]
        shown: Shown,
    },
    CompareRows {
        table: String,
        rows: Vec<String>,
        subject: String,
        baseline: String,
        #[serde(flatten)]
        naming: RowNaming,
        #[serde(default = "one", rename = "ratio-digits")]
        ratio_digits: u8,
        #[serde(default, rename = "gap-digits")]
        gap_digits: u8,
    },
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

/// Row labels, ratios and gaps of the rows in one standing.
type Group = (Vec<Item>, Vec<Item>, Vec<Item>);

fn one() -> u8 {
    1
}

/// Evaluates the campaign's own variables and the page's declarations, with
/// no other campaign: `previous-campaign` is `none`.
pub fn evaluate(
    campaign: &Campaign,
    decls: &IndexMap<String, Declared>,
    tables: &IndexMap<String, super::views::TableView>,
    charts: &IndexMap<String, super::charts::ChartView>,
    claims: &IndexMap<String, super::claims::ClaimDecl>,
) -> Result<PageFigures, Vec<DeclError>> {
    evaluate_among(campaign, &[], decls, tables, charts, claims)
}

/// Like [`evaluate`], with the project's campaigns (`campaigns`, in any
/// order, `campaign` among them) for the declarations that look at the
/// campaign's series.
pub fn evaluate_among(
    campaign: &Campaign,
    campaigns: &[&Campaign],
    decls: &IndexMap<String, Declared>,
    tables: &IndexMap<String, super::views::TableView>,
    charts: &IndexMap<String, super::charts::ChartView>,
    claims: &IndexMap<String, super::claims::ClaimDecl>,
) -> Result<PageFigures, Vec<DeclError>> {
    let previous = super::history::previous(campaign, campaigns);
    let c = Ctx {
        campaign,
        campaigns,
        previous,
    };
    let mut page = PageFigures::default();
    add_campaign_vars(campaign, &mut page);
    let mut errors = Vec::new();
    for (name, d) in decls {
        if d.for_rows.is_empty() {
            match eval_decl(&c, &mut page, name, &d.decl) {
                Ok(()) if page.left_out.contains_key(name) => {
                    // The variables of a declaration that left something out
                    // (`name` and `name-…`), for messages that show them.
                    let scoped: Vec<String> = page
                        .vars
                        .keys()
                        .filter(|k| {
                            k.strip_prefix(name.as_str())
                                .is_some_and(|rest| rest.is_empty() || rest.starts_with('-'))
                        })
                        .cloned()
                        .collect();
                    for k in scoped {
                        page.declared_by.insert(k, name.clone());
                    }
                }
                Ok(()) => {}
                Err(e) => errors.push(e),
            }
            continue;
        }
        for row in &d.for_rows {
            let decl = d.decl.for_row(row);
            // Evaluated as a page variable, then moved into the row's scope.
            match eval_decl(&c, &mut page, name, &decl) {
                Ok(()) => {
                    // `name` and `name-…`, without a string per key.
                    let in_scope = |k: &str| {
                        k.strip_prefix(name.as_str())
                            .is_some_and(|rest| rest.is_empty() || rest.starts_with('-'))
                    };
                    let scoped: Vec<(String, Var)> = page
                        .vars
                        .keys()
                        .filter(|k| in_scope(k))
                        .cloned()
                        .collect::<Vec<_>>()
                        .into_iter()
                        .filter_map(|k| page.vars.shift_remove(&k).map(|v| (k, v)))
                        .collect();
                    let vars = page.row_vars.entry(row.clone()).or_default();
                    vars.extend(scoped);
                    for (k, f) in facts(campaign, row) {
                        vars.entry(k).or_insert(match f {
                            Fact::Text(t) => Var::Text(t),
                            Fact::Number(n) => Var::Number(n),
                        });
                    }
                }
                Err(e) => errors.push(e),
            }
        }
    }
    let mut failed_views = Vec::new();
    for (name, view) in tables {
        let result = if view.facts.is_some() {
            super::facts_table::evaluate(campaign, &mut page, name, view)
        } else if view.history.is_some() {
            super::across::series_view(campaign, c.campaigns, &mut page, name, view)
        } else if view.apart {
            super::across::apart_view(campaign, c.campaigns, name, view)
        } else if view.run {
            super::across::run_view(campaign, c.campaigns, &mut page, name, view)
        } else if view.absent.is_some() {
            super::facts_table::absent_view(campaign, name, view)
        } else {
            super::tables::evaluate(campaign, &mut page, name, view)
        };
        match result {
            Ok(t) => {
                page.tables.insert(name.clone(), t);
            }
            Err(e) => {
                failed_views.push(name);
                errors.push(DeclError {
                    kind: "table view",
                    ..e
                });
            }
        }
    }
    for (name, view) in charts {
        // A chart of a view that failed has nothing to draw: that error is
        // the view's, already reported.
        if failed_views.contains(&&view.table) {
            continue;
        }
        match super::charts::evaluate(campaign, &page, name, view) {
            Ok(ch) => {
                page.charts.insert(name.clone(), ch);
            }
            Err(e) => errors.push(DeclError { kind: "chart", ..e }),
        }
    }
    match super::claims::evaluate(campaign, &mut page, claims) {
        Ok(c) => page.claims = c,
        Err(e) => errors.extend(e),
    }
    if errors.is_empty() {
        Ok(page)
    } else {
        Err(errors)
    }
}

/// How a fact of `measured` is marked among a figure's sources.
pub const MEASURED_NOTE: &str =
    "a measurement typed into the manifest, not read from a results table";

fn add_campaign_vars(c: &Campaign, page: &mut PageFigures) {
    let m = &c.manifest;
    for (tname, table) in &c.tables {
        for (row, series) in table.cells.keys() {
            if let Some((f, reason)) = cell_figure_any(c, table, row, series) {
                let idx = page.push(f);
                page.cells
                    .insert((tname.clone(), row.clone(), series.clone()), idx);
                if let Some(reason) = reason {
                    page.missing.insert(
                        idx,
                        std::sync::Arc::new(Missing {
                            cell: format!("{tname}/{row}/{series}"),
                            row: row.clone(),
                            series: series.clone(),
                            label: subject_label(c, series),
                            description: c
                                .manifest
                                .failures
                                .get(&reason)
                                .map(|f| f.description.clone()),
                            reason,
                            absent: false,
                        }),
                    );
                }
            }
        }
    }
    // `runs-TABLE`: how many runs are behind each value of a table, where
    // every value stands for as many (prose about sampling reads the data).
    for (tname, table) in &c.tables {
        let mut counts = table
            .cells
            .values()
            .filter(|cell| cell.value().is_some())
            .map(|cell| cell.runs_behind);
        if let Some(first) = counts.next()
            && counts.all(|n| n == first)
        {
            let manifest = |key: String| Source::Manifest {
                file: c.manifest_file.clone(),
                key,
            };
            let source = match &m.tables.get(tname).and_then(|t| t.runs.clone()) {
                Some(crate::results::manifest::RunsBehind::Column(col)) => {
                    manifest(format!("column {col}"))
                }
                Some(_) => manifest(format!("tables.{tname}.runs")),
                None if m.sampling.runs.is_some() => manifest("sampling.runs".to_owned()),
                None => Source::Lines {
                    file: table.file.clone(),
                },
            };
            let idx = page.push(Figure {
                value: f64::from(first),
                display: Display::new(Style::Number, 0),
                formula: None,
                sources: vec![std::sync::Arc::new(source)],
            });
            page.vars.insert(format!("runs-{tname}"), Var::Figure(idx));
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
        // A measurement typed into the manifest says so wherever it shows.
        let measured = key
            .strip_prefix("facts.")
            .is_some_and(|path| m.measured.iter().any(|k| k == path));
        let key = match measured {
            true => format!("{key} ({MEASURED_NOTE})"),
            false => key.to_owned(),
        };
        let idx = page.push(Figure {
            value,
            display: Display::new(Style::Number, digits),
            formula: None,
            sources: vec![std::sync::Arc::new(Source::Manifest {
                file: c.manifest_file.clone(),
                key,
            })],
        });
        page.vars.insert(name.to_owned(), Var::Figure(idx));
    };
    let dates = m
        .dates
        .as_ref()
        .map(|d| (DateValue::from_toml(&d.start), DateValue::from_toml(&d.end)));
    if let Some((Some(a), Some(b))) = dates {
        {
            insert_date(&mut page.vars, "dates-start", a);
            insert_date(&mut page.vars, "dates-end", b);
            let span = if a == b {
                "same-day"
            } else if (a.year, a.month) == (b.year, b.month) {
                "same-month"
            } else if a.year == b.year {
                "same-year"
            } else {
                "other"
            };
            page.vars
                .insert("dates-span".to_owned(), Var::Text(span.to_owned()));
        }
    }
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
    // Numeric facts of rows: `[rows.9901] connections = 9901` is `$row-9901-connections`.
    for (row, facts) in &m.rows {
        for (k, v) in facts {
            let value = match v {
                toml::Value::Integer(i) => *i as f64,
                toml::Value::Float(f) => *f,
                _ => continue,
            };
            manifest_number(
                page,
                &format!("row-{row}-{k}"),
                &format!("rows.{row}.{k}"),
                value,
            );
        }
    }
    // Facts become variables named by their path joined with `-`; those
    // the manifest declares `code` show as code.
    let code = |key: &str| key.strip_prefix("facts.").is_some_and(|p| m.is_code(p));
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
                    let var = match code(&key) {
                        true => Var::Code(s.clone()),
                        false => Var::Text(s.clone()),
                    };
                    page.vars.insert(name, var);
                }
                toml::Value::Boolean(b) => {
                    page.vars.insert(name, Var::Text(b.to_string()));
                }
                toml::Value::Array(items) => {
                    let code = code(&key);
                    let items: Vec<Item> = items
                        .iter()
                        .filter_map(|i| {
                            i.as_str().map(|s| match code {
                                true => Item::Code(s.to_owned()),
                                false => Item::Text(s.to_owned()),
                            })
                        })
                        .collect();
                    page.vars.insert(name, Var::List(items));
                }
                toml::Value::Table(t) => stack.push((name, key, t)),
                toml::Value::Datetime(d) => match DateValue::from_toml(d) {
                    Some(date) => insert_date(&mut page.vars, &name, date),
                    None => {
                        page.vars.insert(name, Var::Text(d.to_string()));
                    }
                },
            }
        }
    }
}

impl Decl {
    /// The declaration with `{row}` in its operands replaced by `row`.
    fn for_row(&self, row: &str) -> Decl {
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
            Decl::CountWhere {
                row: r, series: s, ..
            } => {
                *r = r.as_ref().map(sub);
                *s = s.as_ref().map(sub);
            }
            Decl::LeaderOf { of } => {
                for v in of.values_mut() {
                    *v = sub(v);
                }
            }
            Decl::Leader { row: r, .. } | Decl::SeriesWhere { row: r, .. } => *r = sub(r),
            Decl::Change { of, .. } => *of = sub(of),
            Decl::Changes { .. } | Decl::Series { .. } => {}
            Decl::PreviousCampaign { .. } => {}
            Decl::CompareRows { .. }
            | Decl::Absent { .. }
            | Decl::NotCompleted { .. }
            | Decl::GroupLeads { .. } => {}
        }
        d
    }
}

/// What a declaration is evaluated against: its campaign and the previous
/// campaign of the series.
struct Ctx<'a> {
    campaign: &'a Campaign,
    /// Every campaign of the project, for views across campaigns.
    campaigns: &'a [&'a Campaign],
    previous: super::history::Previous<'a>,
}

fn eval_decl(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    decl: &Decl,
) -> Result<(), DeclError> {
    let c = ctx.campaign;
    // A claim over nothing is vacuously true ("highest in every workload"
    // of no workloads): an empty list is a mistake, never a figure.
    let lists: &[(&str, usize)] = match decl {
        Decl::Mean { of, .. }
        | Decl::Minimum { of, .. }
        | Decl::Maximum { of, .. }
        | Decl::Trend { of, .. } => &[("of", of.len())],
        Decl::LeaderOf { of } => &[("of", of.len())],
        Decl::GroupLeads { rows, group, .. } => &[("rows", rows.len()), ("group", group.len())],
        Decl::CompareRows { rows, .. } => &[("rows", rows.len())],
        Decl::Changes {
            rows: Some(rows), ..
        } => &[("rows", rows.len())],
        Decl::Leader {
            among: Some(among), ..
        } => &[("among", among.len())],
        _ => &[],
    };
    if let Some((key, _)) = lists.iter().find(|(_, n)| *n == 0) {
        return Err(err(
            name,
            name,
            format!("`{key}` is empty; a figure over no items would claim something of nothing"),
        ));
    }
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
        // An operand without a value gives a figure without one.
        let value = match page.missing_of(&[a, b]) {
            Some(_) => f64::NAN,
            None => apply(op, x, y)
                .map_err(|e| err(name, &of[1], format!("cannot compute `{name}`: {e}")))?,
        };
        let sources = [&page.figures[a].sources[..], &page.figures[b].sources[..]].concat();
        let idx = page.push_from(
            Figure {
                value,
                display: shown.or(style, digits),
                formula: Some(Formula {
                    op,
                    operands: vec![Operand::Figure(a), Operand::Figure(b)],
                }),
                sources,
            },
            &[a, b],
        );
        page.vars.insert(name.to_owned(), Var::Figure(idx));
        Ok(())
    };
    match decl {
        Decl::Value { of, shown } => {
            let i = operand(c, page, name, of)?;
            let mut f = page.figures[i].clone();
            f.display = shown.or(f.display.style, f.display.digits);
            let idx = page.push_from(f, &[i]);
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
        Decl::Points {
            of,
            absolute,
            shown,
        } => {
            // The size of p − q is the larger minus the smaller: swapping the
            // operands keeps the formula true of the value shown.
            let swap = *absolute && {
                let a = operand(c, page, name, &of[0])?;
                let b = operand(c, page, name, &of[1])?;
                page.figures[a].value < page.figures[b].value
            };
            let of = if swap {
                [of[1].clone(), of[0].clone()]
            } else {
                of.clone()
            };
            binary(page, &of, Op::Points, *shown, Style::Points, 1)
        }
        Decl::Minimum { of, shown } | Decl::Maximum { of, shown } => {
            let of = &expand(c, name, of)?;
            let all = of
                .iter()
                .map(|r| operand(c, page, name, r))
                .collect::<Result<Vec<_>, _>>()?;
            let ids = with_values(page, name, &all);
            if ids.is_empty() {
                let f = page.figures[all[0]].clone();
                let idx = page.push_from(f, &all);
                page.vars.insert(name.to_owned(), Var::Figure(idx));
                return Ok(());
            }
            let values: Vec<f64> = ids.iter().map(|&i| page.figures[i].value).collect();
            let ranked = super::ranking(&values);
            let pick = if matches!(decl, Decl::Maximum { .. }) {
                ranked[0]
            } else {
                ranked[ranked.len() - 1]
            };
            // The extreme is one of the figures: it keeps that one's sources.
            let mut f = page.figures[ids[pick]].clone();
            let first = page.figures[ids[0]].display;
            f.display =
                if shown.display.is_none() && shown.digits.is_none() && shown.significant.is_none()
                {
                    first
                } else {
                    shown.or(first.style, 0)
                };
            let idx = page.push(f);
            page.vars.insert(name.to_owned(), Var::Figure(idx));
            Ok(())
        }
        Decl::Trend { of, tolerance } => {
            let of = &expand(c, name, of)?;
            let ids = of
                .iter()
                .map(|r| operand(c, page, name, r))
                .collect::<Result<Vec<_>, _>>()?;
            if ids.len() < 2 {
                return Err(err(name, name, "a trend needs at least two figures"));
            }
            if let Some(m) = page.missing_of(&ids) {
                page.decide(
                    name,
                    INCOMPLETE,
                    ids,
                    Rule::new("no-value")
                        .text("cell", m.cell.clone())
                        .text("reason", m.reason.clone()),
                );
                return Ok(());
            }
            let values: Vec<f64> = ids.iter().map(|&i| page.figures[i].value).collect();
            let tolerance = tolerance.unwrap_or(c.manifest.comparison.tie_within);
            let t = super::trend(&values, tolerance)
                .map_err(|e| err(name, name, format!("cannot compare steps: {e}")))?;
            page.decide(
                name,
                t.key(),
                ids,
                Rule::new("trend").number("tolerance", tolerance),
            );
            Ok(())
        }
        Decl::CountWhere {
            table,
            row,
            series,
            equals,
            below,
            above,
            label,
        } => {
            let t = table_of(c, name, table)?;
            let test: Box<dyn Fn(f64) -> bool> = match (equals, below, above) {
                (Some(x), None, None) => Box::new(move |v| v == *x),
                (None, Some(x), None) => Box::new(move |v| v < *x),
                (None, None, Some(x)) => Box::new(move |v| v > *x),
                _ => {
                    return Err(err(
                        name,
                        name,
                        "give exactly one of `equals`, `below` and `above`",
                    ));
                }
            };
            // What was read (for `explain` and the tooltip): the cells with
            // a value, and how the set names them.
            let (items, total, inputs, set): (Vec<Item>, usize, Vec<usize>, Vec<String>) =
                match (row, series) {
                    (Some(row), None) => {
                        if !t.has_row(row) {
                            return Err(err(
                                name,
                                row,
                                format!("table `{table}` has no row `{row}`"),
                            ));
                        }
                        let members = members(c, table, t);
                        for s in &members {
                            leave_out_cell(c, page, name, table, row, s);
                        }
                        let with: Vec<&String> = members
                            .iter()
                            .filter(|s| t.cell(row, s).and_then(|c| c.value()).is_some())
                            .collect();
                        let items = with
                            .iter()
                            .filter(|s| t.cell(row, s).and_then(|c| c.value()).is_some_and(&test))
                            .map(|s| Item::Text(subject_label(c, s)))
                            .collect();
                        let inputs = with
                            .iter()
                            .filter_map(|s| page.cell(table, row, s))
                            .collect();
                        let set = with.iter().map(|s| subject_label(c, s)).collect();
                        (items, with.len(), inputs, set)
                    }
                    (None, Some(series)) => {
                        if !t.has_series(series) {
                            return Err(err(
                                name,
                                series,
                                format!("table `{table}` has no series `{series}`"),
                            ));
                        }
                        for r in &t.rows {
                            leave_out_cell(c, page, name, table, r, series);
                        }
                        let with: Vec<&String> = t
                            .rows
                            .iter()
                            .filter(|r| t.cell(r, series).and_then(|c| c.value()).is_some())
                            .collect();
                        let matching: Vec<String> = with
                            .iter()
                            .filter(|r| {
                                t.cell(r, series).and_then(|c| c.value()).is_some_and(&test)
                            })
                            .map(|r| (*r).clone())
                            .collect();
                        let mut items = Vec::new();
                        for r in matching {
                            let fact = label.as_ref().and_then(|l| c.manifest.rows.get(&r)?.get(l));
                            items.push(match fact {
                                Some(toml::Value::String(s)) => Item::Text(s.clone()),
                                // A number names the row in the reader's digits.
                                Some(toml::Value::Integer(n)) => Item::Figure(page.push(Figure {
                                    value: *n as f64,
                                    display: Display::new(Style::Number, 0),
                                    formula: None,
                                    sources: vec![std::sync::Arc::new(Source::Manifest {
                                        file: c.manifest_file.clone(),
                                        key: format!("rows.{r}.{}", label.as_deref().unwrap_or("")),
                                    })],
                                })),
                                _ => Item::Text(r),
                            });
                        }
                        let inputs = with
                            .iter()
                            .filter_map(|r| page.cell(table, r, series))
                            .collect();
                        let set = with.iter().map(|r| (*r).clone()).collect();
                        (items, with.len(), inputs, set)
                    }
                    _ => return Err(err(name, name, "give exactly one of `row` and `series`")),
                };
            let q = super::Quantifier::of(items.len(), total);
            page.vars.insert(format!("{name}-total"), Var::Count(total));
            page.decide(
                &format!("{name}-quantifier"),
                q.key(),
                inputs,
                Rule::new("quantifier")
                    .count("passed", items.len())
                    .count("total", total)
                    .text("table", table.as_str())
                    .text("set", set.join(", ")),
            );
            insert_list(page, name, items);
            Ok(())
        }
        Decl::Standing { of, tie_within } => {
            let a = operand(c, page, name, &of[0])?;
            let b = operand(c, page, name, &of[1])?;
            let tie = tie_within.unwrap_or(c.manifest.comparison.tie_within);
            if let Some(m) = page.missing_of(&[a, b]) {
                page.decide(
                    name,
                    INCOMPLETE,
                    vec![a, b],
                    Rule::new("no-value")
                        .text("cell", m.cell.clone())
                        .text("reason", m.reason.clone()),
                );
                return Ok(());
            }
            let s = super::standing(page.figures[a].value, page.figures[b].value, tie)
                .map_err(|e| err(name, &of[1], format!("cannot compare: {e}")))?;
            page.decide(
                name,
                s.key(),
                vec![a, b],
                Rule::new("standing")
                    .text("a", of[0].as_str())
                    .text("b", of[1].as_str())
                    .number("tie", tie),
            );
            Ok(())
        }
        Decl::Mean { of, within, shown } => {
            let of = &expand(c, name, of)?;
            let all = of
                .iter()
                .map(|r| operand(c, page, name, r))
                .collect::<Result<Vec<_>, _>>()?;
            let ids = with_values(page, name, &all);
            if ids.is_empty() {
                let f = page.figures[all[0]].clone();
                let idx = page.push_from(f, &all);
                page.vars.insert(name.to_owned(), Var::Figure(idx));
                return Ok(());
            }
            let values: Vec<f64> = ids.iter().map(|&i| page.figures[i].value).collect();
            let sources = ids
                .iter()
                .flat_map(|&i| page.figures[i].sources.clone())
                .collect();
            let mean = values.iter().sum::<f64>() / values.len() as f64;
            let display = if shown.digits.is_none() && shown.significant.is_none() {
                Display::significant(shown.display.unwrap_or(Style::Number), 1)
            } else {
                shown.or(Style::Number, 0)
            };
            let idx = page.push(Figure {
                value: mean,
                display,
                formula: Some(Formula {
                    op: Op::Mean,
                    operands: ids.iter().copied().map(Operand::Figure).collect(),
                }),
                sources,
            });
            page.vars.insert(name.to_owned(), Var::Figure(idx));
            // "Around N" holds of the set only while each is near N.
            if let Some(within) = within {
                let close = values.iter().all(|v| ((v - mean) / mean).abs() <= *within);
                let word = match (close, page.left_out.contains_key(name)) {
                    (_, true) => INCOMPLETE,
                    (true, false) => "yes",
                    (false, false) => "no",
                };
                page.decide(
                    &format!("{name}-close"),
                    word,
                    ids.clone(),
                    Rule::new("around").number("within", *within),
                );
                let ranked = super::ranking(&values);
                for (key, at) in [("high", ranked[0]), ("low", ranked[ranked.len() - 1])] {
                    let mut f = page.figures[ids[at]].clone();
                    f.display = display;
                    let i = page.push(f);
                    page.vars.insert(format!("{name}-{key}"), Var::Figure(i));
                }
            }
            Ok(())
        }
        Decl::Within { of, limit } => {
            let a = operand(c, page, name, &of[0])?;
            let b = operand(c, page, name, &of[1])?;
            let yes = match page.missing_of(&[a, b]) {
                Some(_) => INCOMPLETE,
                None => {
                    let d = super::percent_difference(page.figures[a].value, page.figures[b].value)
                        .map_err(|e| err(name, &of[1], format!("cannot compare: {e}")))?;
                    if d.abs() < *limit { "yes" } else { "no" }
                }
            };
            page.decide(
                name,
                yes,
                vec![a, b],
                Rule::new("close")
                    .text("a", of[0].as_str())
                    .text("b", of[1].as_str())
                    .number("limit", *limit),
            );
            let idx = page.push(Figure {
                value: *limit,
                display: Display::new(Style::Percent, 0),
                formula: None,
                sources: vec![std::sync::Arc::new(Source::Page {
                    key: format!("figures.{name}.limit"),
                })],
            });
            page.vars.insert(format!("{name}-limit"), Var::Figure(idx));
            Ok(())
        }
        Decl::LeaderOf { of } => {
            let mut keys = Vec::new();
            let mut values = Vec::new();
            for (key, r) in of {
                let i = operand(c, page, name, r)?;
                if let Some(m) = page.missing_of(&[i]) {
                    page.leave_out(name, m);
                    continue;
                }
                keys.push(key.clone());
                values.push(page.figures[i].value);
            }
            let Some(best) = super::leader(&values) else {
                no_leader(page, name);
                return Ok(());
            };
            insert_lead(page, name, &values, c.manifest.comparison.tie_within);
            page.vars
                .insert(name.to_owned(), Var::Text(keys[best].clone()));
            page.vars.insert(
                format!("{name}-label"),
                Var::Text(subject_label(c, &keys[best])),
            );
            Ok(())
        }
        Decl::Absent { table } => {
            let t = table_of(c, name, table)?;
            let reasons = c.manifest.tables.get(table.as_str()).map(|s| &s.absent);
            let mut absent = Vec::new();
            let mut by_reason: IndexMap<String, Vec<Item>> = IndexMap::new();
            // Every reason the table records has its list, empty or not,
            // so prose may select on any of them.
            for r in reasons.into_iter().flat_map(|r| r.values()) {
                by_reason.entry(r.clone()).or_default();
            }
            by_reason.entry("unexplained".to_owned()).or_default();
            for k in c.manifest.subjects.keys().filter(|k| !t.has_series(k)) {
                let item = Item::Text(subject_name(c, k));
                absent.push(item.clone());
                let reason = reasons.and_then(|r| r.get(k)).cloned();
                by_reason
                    .entry(reason.unwrap_or_else(|| "unexplained".to_owned()))
                    .or_default()
                    .push(item);
            }
            insert_list(page, name, absent);
            for (reason, items) in by_reason {
                insert_list(page, &format!("{name}-{reason}"), items);
            }
            Ok(())
        }
        Decl::NotCompleted {
            table,
            rows,
            naming,
        } => {
            let t = table_of(c, name, table)?;
            let rows: Vec<String> = match rows {
                Some(r) => r.clone(),
                None => t.rows.to_vec(),
            };
            let (mut count, mut subjects, mut labels, mut reasons) = (
                0,
                indexmap::IndexSet::<String>::new(),
                Vec::<Item>::new(),
                std::collections::BTreeSet::new(),
            );
            // Each cell with its series: who did not complete which row.
            let mut cells = Vec::new();
            for row in &rows {
                if !t.has_row(row) {
                    return Err(err(
                        name,
                        row,
                        format!("table `{table}` has no row `{row}`"),
                    ));
                }
                for s in &t.series {
                    let Some(cell) = t.cell(row, s) else { continue };
                    let Outcome::NotCompleted { reason } = &cell.outcome else {
                        continue;
                    };
                    count += 1;
                    reasons.insert(reason.clone());
                    let subject = subject_name(c, s);
                    subjects.insert(subject.clone());
                    let item = row_item(c, name, row, naming)?;
                    cells.push(match item.clone() {
                        Item::Row { message, facts, .. } => Item::Row {
                            message,
                            facts,
                            subject: Some(subject),
                        },
                        other => {
                            Item::Text(format!("{subject} ({})", other.plain().unwrap_or_default()))
                        }
                    });
                    if !labels.contains(&item) {
                        labels.push(item);
                    }
                }
            }
            page.vars.insert(format!("{name}-count"), Var::Count(count));
            insert_list(
                page,
                &format!("{name}-subjects"),
                subjects.into_iter().map(Item::Text).collect(),
            );
            insert_list(page, &format!("{name}-rows"), labels);
            insert_list(page, &format!("{name}-cells"), cells);
            let reason = match reasons.len() {
                0 => "none".to_owned(),
                1 => reasons.into_iter().next().unwrap_or_default(),
                _ => "mixed".to_owned(),
            };
            page.vars
                .insert(format!("{name}-reason"), Var::Text(reason));
            Ok(())
        }
        Decl::SeriesWhere { table, row, equals } => {
            let t = table_of(c, name, table)?;
            if !t.has_row(row) {
                return Err(err(
                    name,
                    row,
                    format!("table `{table}` has no row `{row}`"),
                ));
            }
            let members = members(c, table, t);
            for s in &members {
                leave_out_cell(c, page, name, table, row, s);
            }
            let matching: Vec<Item> = members
                .iter()
                .filter(|s| t.cell(row, s).and_then(|c| c.value()) == Some(*equals))
                .map(|s| Item::Text(subject_label(c, s)))
                .collect();
            insert_list(page, name, matching);
            Ok(())
        }
        Decl::GroupLeads {
            table,
            rows,
            group,
            naming,
            item,
        } => {
            let t = table_of(c, name, table)?;
            let tie = c.manifest.comparison.tie_within;
            let named = naming.label.is_some() || naming.row_label.is_some();
            if item.is_some() && !named {
                return Err(err(
                    name,
                    "item",
                    "`item` names each row in its message as `$row`: name the rows by `label` or `row-label` too",
                ));
            }
            // A row is led when the group's best is ahead of every other
            // series by more than the tie, near when within it: the tie
            // rule of every comparison of the campaign.
            let (mut led, mut near) = (0, 0);
            // For each row the group does not lead: how far its best trails.
            let mut gaps = Vec::new();
            // The rows by standing, and each row it does not lead as an item.
            let (mut led_rows, mut near_rows, mut trailing_rows) =
                (Vec::new(), Vec::new(), Vec::new());
            let (mut near_items, mut trailing_items) = (Vec::new(), Vec::new());
            let members = members(c, table, t);
            for row in rows {
                for s in &members {
                    leave_out_cell(c, page, name, table, row, s);
                }
                let values: Vec<(String, f64)> = t
                    .series
                    .iter()
                    .filter_map(|s| {
                        t.cell(row, s)
                            .and_then(|c| c.value())
                            .map(|v| (s.clone(), v))
                    })
                    .collect();
                if values.is_empty() {
                    return Err(err(
                        name,
                        row,
                        format!("table `{table}` has no values in row `{row}`"),
                    ));
                }
                let best_of = |inside: bool| {
                    values
                        .iter()
                        .filter(|(s, _)| group.contains(s) == inside)
                        .max_by(|a, b| a.1.total_cmp(&b.1))
                        .cloned()
                };
                let (Some(member), other) = (best_of(true), best_of(false)) else {
                    continue;
                };
                let row_named = match named {
                    true => Some(row_item(c, name, row, naming)?),
                    false => None,
                };
                let Some(other) = other else {
                    led += 1;
                    led_rows.extend(row_named);
                    continue;
                };
                let standing = super::compare(member.1, other.1, tie)
                    .map_err(|e| err(name, row, format!("cannot compare row `{row}`: {e}")))?;
                match standing {
                    Standing::Ahead => {
                        led += 1;
                        led_rows.extend(row_named);
                        continue;
                    }
                    Standing::Even => near += 1,
                    Standing::Behind => {}
                }
                // How far the group's best is from the best of the others.
                let mut cell = |s: &str| operand(c, page, name, &format!("{table}/{row}/{s}"));
                let (a, b) = (cell(&member.0)?, cell(&other.0)?);
                let sources = [&page.figures[a].sources[..], &page.figures[b].sources[..]].concat();
                let gap = page.push(Figure {
                    value: apply(Op::AbsPercentDifference, member.1, other.1).unwrap_or(f64::NAN),
                    display: Display::new(Style::Percent, 1),
                    formula: Some(Formula {
                        op: Op::AbsPercentDifference,
                        operands: vec![Operand::Figure(a), Operand::Figure(b)],
                    }),
                    sources,
                });
                let word = match standing {
                    Standing::Behind => {
                        gaps.push(Item::Figure(gap));
                        "trailing"
                    }
                    _ => "near",
                };
                let Some(row_named) = row_named else { continue };
                if let Some(message) = item {
                    let mut vars: IndexMap<String, Var> = facts(c, row)
                        .into_iter()
                        .map(|(k, f)| {
                            let v = match f {
                                Fact::Text(t) => Var::Text(t),
                                Fact::Number(n) => Var::Number(n),
                            };
                            (k, v)
                        })
                        .collect();
                    vars.insert("row".to_owned(), Var::List(vec![row_named.clone()]));
                    vars.insert("member".to_owned(), Var::Text(subject_label(c, &member.0)));
                    vars.insert("other".to_owned(), Var::Text(subject_label(c, &other.0)));
                    vars.insert("gap".to_owned(), Var::Figure(gap));
                    vars.insert("standing".to_owned(), Var::Text(word.to_owned()));
                    let it = Item::Message {
                        message: message.clone(),
                        vars,
                    };
                    match standing {
                        Standing::Behind => trailing_items.push(it),
                        _ => near_items.push(it),
                    }
                }
                match standing {
                    Standing::Behind => trailing_rows.push(row_named),
                    _ => near_rows.push(row_named),
                }
            }
            if named {
                insert_list(page, &format!("{name}-led"), led_rows);
                insert_list(page, &format!("{name}-near"), near_rows);
                insert_list(page, &format!("{name}-trailing"), trailing_rows);
            }
            if item.is_some() {
                insert_list(page, &format!("{name}-near-items"), near_items);
                insert_list(page, &format!("{name}-trailing-items"), trailing_items);
            }
            // "some" needs a row the group leads; rows only within the tie
            // make it lead all-or-near or none.
            let word = if led == rows.len() {
                "all"
            } else if led + near == rows.len() {
                "all-or-near"
            } else if led == 0 {
                "none"
            } else {
                "some"
            };
            page.decide(
                name,
                word,
                Vec::new(),
                Rule::new("leads")
                    .count("rows", rows.len())
                    .text("table", table.as_str())
                    .count("led", led)
                    .number("tie", tie)
                    .count("near", near),
            );
            page.vars
                .insert(format!("{name}-led-count"), Var::Count(led));
            page.vars
                .insert(format!("{name}-near-count"), Var::Count(near));
            page.vars.insert(
                format!("{name}-trailing-count"),
                Var::Count(rows.len() - led - near),
            );
            page.vars
                .insert(format!("{name}-rows-count"), Var::Count(rows.len()));
            page.vars.insert(format!("{name}-gaps"), Var::List(gaps));
            Ok(())
        }
        Decl::Leader { table, row, among } => {
            let t = table_of(c, name, table)?;
            let candidates: Vec<String> = among.clone().unwrap_or_else(|| members(c, table, t));
            let mut keys = Vec::new();
            let mut values = Vec::new();
            for s in &candidates {
                let r = format!("{table}/{row}/{s}");
                let i = operand(c, page, name, &r)?;
                if let Some(m) = page.missing_of(&[i]) {
                    page.leave_out(name, m);
                    continue;
                }
                keys.push(s.clone());
                values.push(page.figures[i].value);
            }
            let Some(best) = super::leader(&values) else {
                no_leader(page, name);
                return Ok(());
            };
            insert_lead(page, name, &values, c.manifest.comparison.tie_within);
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
        Decl::PreviousCampaign { subject } => {
            previous_campaign(ctx, page, name, subject.as_deref());
            Ok(())
        }
        Decl::Series { subject } => {
            let run = super::history::run_ending_at(c, ctx.campaigns);
            let apart = super::history::apart(c, ctx.campaigns).len();
            page.vars.insert(name.to_owned(), Var::Count(run.len()));
            for (key, camp) in [("first", run[0]), ("latest", c)] {
                page.vars
                    .insert(format!("{name}-{key}"), Var::Text(camp.id.clone()));
                page.vars.insert(
                    format!("{name}-{key}-version"),
                    Var::Text(version_in(camp, subject.as_deref())),
                );
            }
            page.vars.insert(format!("{name}-apart"), Var::Count(apart));
            Ok(())
        }
        Decl::Change {
            of,
            threshold,
            absolute,
            shown,
        } => change(
            ctx,
            page,
            name,
            of,
            threshold.or(c.manifest.comparability.regression_threshold),
            *absolute,
            *shown,
        ),
        Decl::Changes {
            table,
            subject,
            rows,
            naming,
            threshold,
            shown,
        } => changes(
            ctx,
            page,
            name,
            (table, subject),
            rows.as_deref(),
            naming,
            (
                threshold.or(c.manifest.comparability.regression_threshold),
                threshold.is_some(),
            ),
            *shown,
        ),
        Decl::CompareRows {
            table,
            rows,
            subject,
            baseline,
            naming,
            ratio_digits,
            gap_digits,
        } => {
            let mut groups: IndexMap<Standing, Group> = IndexMap::new();
            for s in [Standing::Ahead, Standing::Even, Standing::Behind] {
                groups.insert(s, Default::default());
            }
            // Rows where subject or baseline has no value compare nothing.
            let mut incomplete = Vec::new();
            for row in rows {
                // Errors point at the row key, which the page's text contains.
                let at_row = |e: DeclError| DeclError {
                    needle: row.clone(),
                    ..e
                };
                let a =
                    operand(c, page, name, &format!("{table}/{row}/{subject}")).map_err(at_row)?;
                let b =
                    operand(c, page, name, &format!("{table}/{row}/{baseline}")).map_err(at_row)?;
                if page.missing_of(&[a, b]).is_some() {
                    incomplete.push(row_item(c, name, row, naming)?);
                    let missing: Vec<_> = [a, b]
                        .iter()
                        .filter_map(|&i| page.missing_of(&[i]))
                        .collect();
                    for m in missing {
                        page.leave_out(name, m);
                    }
                    continue;
                }
                let (x, y) = (page.figures[a].value, page.figures[b].value);
                let standing = super::standing(x, y, c.manifest.comparison.tie_within)
                    .map_err(|e| err(name, row, format!("cannot compare row `{row}`: {e}")))?;
                let row_label = row_item(c, name, row, naming)?;
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
                g.0.push(row_label);
                g.1.push(Item::Figure(ratio));
                g.2.push(Item::Figure(gap));
            }
            let tie = c.manifest.comparison.tie_within;
            for (standing, (labels, ratios, gaps)) in groups {
                let k = standing.key();
                let shown: Vec<String> = labels.iter().filter_map(Item::plain).collect();
                page.decisions.insert(
                    format!("{name}-{k}-count"),
                    Decision {
                        value: labels.len().to_string(),
                        inputs: Vec::new(),
                        rule: Rule::new("rows")
                            .text("subject", subject)
                            .text("standing", k)
                            .text("baseline", baseline)
                            .number("tie", tie)
                            .count("count", shown.len())
                            .text("rows", shown.join(", ")),
                    },
                );
                page.vars
                    .insert(format!("{name}-{k}-count"), Var::Count(labels.len()));
                page.vars.insert(format!("{name}-{k}"), Var::List(labels));
                page.vars
                    .insert(format!("{name}-{k}-ratios"), Var::List(ratios));
                page.vars
                    .insert(format!("{name}-{k}-gaps"), Var::List(gaps));
            }
            page.vars.insert(
                format!("{name}-incomplete-count"),
                Var::Count(incomplete.len()),
            );
            page.vars
                .insert(format!("{name}-incomplete"), Var::List(incomplete));
            Ok(())
        }
    }
}

/// Operands with the sets they name spelled out: `table/row/*` is every
/// series of a row and `table/*/series` every row of a series, in the
/// table's order, so that a figure over "every server" takes every server
/// the table has, today's and tomorrow's.
fn expand(c: &Campaign, name: &str, of: &[String]) -> Result<Vec<String>, DeclError> {
    let mut out = Vec::new();
    for r in of {
        let parts: Vec<&str> = r.split('/').collect();
        match parts.as_slice() {
            [table, row, "*"] => {
                let t = table_of(c, name, table)?;
                out.extend(
                    members(c, table, t)
                        .iter()
                        .map(|s| format!("{table}/{row}/{s}")),
                );
            }
            [table, "*", series] => {
                let t = table_of(c, name, table)?;
                out.extend(t.rows.iter().map(|row| format!("{table}/{row}/{series}")));
            }
            _ => out.push(r.clone()),
        }
    }
    Ok(out)
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

/// Of `ids`, those with a value; the others are recorded as left out of
/// declaration `name`.
fn with_values(page: &mut PageFigures, name: &str, ids: &[usize]) -> Vec<usize> {
    let mut kept = Vec::new();
    for &i in ids {
        match page.missing_of(&[i]) {
            Some(m) => page.leave_out(name, m),
            None => kept.push(i),
        }
    }
    kept
}

/// A leader of nothing: every candidate lacks a value.
fn no_leader(page: &mut PageFigures, name: &str) {
    page.vars
        .insert(name.to_owned(), Var::Text(INCOMPLETE.to_owned()));
    page.vars
        .insert(format!("{name}-label"), Var::Text(String::new()));
    page.decide(
        &format!("{name}-lead"),
        INCOMPLETE,
        Vec::new(),
        Rule::new("no-candidate"),
    );
}

/// `NAME-lead`: `ahead` when the leader's value is above every other by
/// more than the campaign's tie, `even` when another is within it ("the
/// highest" needs `ahead`).
fn insert_lead(page: &mut PageFigures, name: &str, values: &[f64], tie: f64) {
    let ranked = super::ranking(values);
    let lead = match ranked.as_slice() {
        [first, second, ..]
            if super::compare(values[*first], values[*second], tie) != Ok(Standing::Ahead) =>
        {
            "even"
        }
        _ => "ahead",
    };
    page.decide(
        &format!("{name}-lead"),
        lead,
        Vec::new(),
        Rule::new("lead").number("tie", tie),
    );
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

fn insert_list(page: &mut PageFigures, name: &str, items: Vec<Item>) {
    page.vars
        .insert(format!("{name}-count"), Var::Count(items.len()));
    page.vars.insert(name.to_owned(), Var::List(items));
}

/// `previous-campaign`: see [`Decl::PreviousCampaign`].
fn previous_campaign(ctx: &Ctx<'_>, page: &mut PageFigures, name: &str, subject: Option<&str>) {
    use super::history::Previous;
    let (value, before) = match &ctx.previous {
        Previous::None => ("none", None),
        Previous::Comparable(p) => ("yes", Some(*p)),
        Previous::Incomparable(p, _) => ("incomparable", Some(*p)),
    };
    let keys = ctx.campaign.manifest.comparability.keys.join(", ");
    let rule = match &ctx.previous {
        Previous::None => Rule::new("previous-none"),
        Previous::Comparable(p) => Rule::new("previous-same")
            .text("campaign", p.id.as_str())
            .text("keys", keys),
        Previous::Incomparable(p, d) => Rule::new("previous-differs")
            .text("campaign", p.id.as_str())
            .text("key", d.key.as_str()),
    };
    page.decide(name, value, Vec::new(), rule);
    let Some(before) = before else {
        return;
    };
    page.vars
        .insert(format!("{name}-campaign"), Var::Text(before.id.clone()));
    page.vars.insert(
        format!("{name}-version"),
        Var::Text(version_in(before, subject)),
    );
    if let Previous::Incomparable(_, d) = &ctx.previous {
        let (ours, theirs) = d.shown();
        page.vars
            .insert(format!("{name}-key"), Var::Text(d.key.clone()));
        page.vars.insert(format!("{name}-ours"), Var::Text(ours));
        page.vars
            .insert(format!("{name}-theirs"), Var::Text(theirs));
    }
}

/// The values of the runs a cell's figure was made of (its median's
/// operands), or the figure's value alone.
fn runs_of(f: &Figure) -> Vec<f64> {
    match &f.formula {
        Some(Formula {
            op: Op::Median,
            operands,
        }) => operands
            .iter()
            .filter_map(|o| match o {
                Operand::Raw(x) => Some(*x),
                Operand::Figure(_) => None,
            })
            .collect(),
        _ => vec![f.value],
    }
}

/// A cell's change against the same cell of the comparable previous
/// campaign: the percent figure (sources: both cells), how it moved, and
/// the rule that decided it.
struct Moved {
    idx: usize,
    direction: super::history::Direction,
    before: String,
    rule: Rule,
}

/// The change of cell `of` (`table/row/series`), or `None` when there is no
/// comparable previous campaign or the cell has no value there.
fn cell_change(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    of: &str,
    absolute: bool,
    shown: Shown,
) -> Result<Option<Moved>, DeclError> {
    use super::history::{Previous, direction, run_spread};
    let c = ctx.campaign;
    let mut parts = of.split('/');
    let (Some(t), Some(r), Some(s), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(err(
            name,
            of,
            format!("`of` of a change names a cell as `table/row/series`, not `{of}`"),
        ));
    };
    let ours = operand(c, page, name, of)?;
    let Previous::Comparable(p) = &ctx.previous else {
        return Ok(None);
    };
    // Only a cell that could have been compared is left out of the changes.
    if let Some(m) = page.missing_of(&[ours]) {
        page.leave_out(name, m);
        return Ok(None);
    }
    let Some(theirs) = p.table(t).and_then(|table| cell_figure(p, table, r, s)) else {
        return Ok(None);
    };
    let theirs_idx = page.push(theirs);
    let (x, y) = (page.figures[ours].value, page.figures[theirs_idx].value);
    let value = super::percent_difference(x, y)
        .map_err(|e| err(name, of, format!("cannot compute `{name}`: {e}")))?;
    let spreads = (
        run_spread(&runs_of(&page.figures[ours]), x),
        run_spread(&runs_of(&page.figures[theirs_idx]), y),
    );
    let (d, noise) = direction(value, spreads, c.manifest.comparison.tie_within);
    let sources = [
        &page.figures[ours].sources[..],
        &page.figures[theirs_idx].sources[..],
    ]
    .concat();
    let op = if absolute {
        Op::AbsPercentDifference
    } else {
        Op::PercentDifference
    };
    let idx = page.push(Figure {
        value: if absolute { value.abs() } else { value },
        display: shown.or(Style::Percent, 1),
        formula: Some(Formula {
            op,
            operands: vec![Operand::Figure(ours), Operand::Figure(theirs_idx)],
        }),
        sources,
    });
    let basis = match spreads {
        (Some(_), Some(_)) => "spread",
        _ => "tie",
    };
    Ok(Some(Moved {
        idx,
        direction: d,
        before: p.id.clone(),
        rule: Rule::new("noise")
            .text("campaign", p.id.as_str())
            .number("noise", noise)
            .text("basis", basis),
    }))
}

/// `change`: see [`Decl::Change`].
fn change(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    of: &str,
    threshold: Option<f64>,
    absolute: bool,
    shown: Shown,
) -> Result<(), DeclError> {
    use super::history::Direction;
    let regression = |page: &mut PageFigures, yes: bool, rule: Rule| {
        if threshold.is_some() {
            page.decide(
                &format!("{name}-regression"),
                if yes { "yes" } else { "no" },
                Vec::new(),
                rule,
            );
        }
    };
    let Some(moved) = cell_change(ctx, page, name, of, absolute, shown)? else {
        let ours = operand(ctx.campaign, page, name, of)?;
        page.decide(
            &format!("{name}-direction"),
            "none",
            vec![ours],
            Rule::new("no-previous-cell"),
        );
        regression(page, false, Rule::new("nothing-to-compare"));
        return Ok(());
    };
    let value = signed(page, moved.idx);
    page.vars.insert(name.to_owned(), Var::Figure(moved.idx));
    page.decide(
        &format!("{name}-direction"),
        moved.direction.key(),
        vec![moved.idx],
        moved.rule,
    );
    let fell_beyond = threshold.is_some_and(|t| moved.direction == Direction::Fell && -value > t);
    regression(
        page,
        fell_beyond,
        Rule::new("fall")
            .number("threshold", threshold.unwrap_or_default())
            .text("campaign", moved.before),
    );
    Ok(())
}

/// `changes`: see [`Decl::Changes`].
#[allow(clippy::too_many_arguments)]
fn changes(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    (table, subject): (&str, &str),
    rows: Option<&[String]>,
    naming: &RowNaming,
    (threshold, own_threshold): (Option<f64>, bool),
    shown: Shown,
) -> Result<(), DeclError> {
    use super::history::Direction;
    let c = ctx.campaign;
    let t = table_of(c, name, table)?;
    let rows: Vec<String> = match rows {
        Some(r) => r.to_vec(),
        None => t.rows.clone(),
    };
    let (mut rose, mut fell, mut steady) = (Vec::new(), Vec::new(), Vec::new());
    let (mut rose_by, mut fell_by) = (Vec::new(), Vec::new());
    let mut regressions = Vec::new();
    // (signed change, figure, row label, row) of the largest rise and fall.
    let mut gain: Option<(f64, usize, Item, String)> = None;
    let mut loss: Option<(f64, usize, Item, String)> = None;
    let mut compared = 0;
    let mut inputs = Vec::new();
    for row in &rows {
        let at_row = |e: DeclError| DeclError {
            needle: row.clone(),
            ..e
        };
        let text = row_item(c, name, row, naming)?;
        let of = format!("{table}/{row}/{subject}");
        let Some(moved) = cell_change(ctx, page, name, &of, true, shown).map_err(at_row)? else {
            continue;
        };
        compared += 1;
        inputs.push(moved.idx);
        let value = signed(page, moved.idx);
        match moved.direction {
            Direction::Rose => {
                rose.push(text.clone());
                rose_by.push(Item::Figure(moved.idx));
                if gain.as_ref().is_none_or(|g| value > g.0) {
                    gain = Some((value, moved.idx, text, row.clone()));
                }
            }
            Direction::Fell => {
                fell.push(text.clone());
                fell_by.push(Item::Figure(moved.idx));
                if threshold.is_some_and(|th| -value > th) {
                    regressions.push(text.clone());
                }
                if loss.as_ref().is_none_or(|l| value < l.0) {
                    loss = Some((value, moved.idx, text, row.clone()));
                }
            }
            Direction::WithinNoise => steady.push(text),
        }
    }
    page.vars
        .insert(format!("{name}-compared"), Var::Count(compared));
    insert_list(page, &format!("{name}-rose"), rose);
    insert_list(page, &format!("{name}-fell"), fell);
    insert_list(page, &format!("{name}-steady"), steady);
    page.vars
        .insert(format!("{name}-rose-changes"), Var::List(rose_by));
    page.vars
        .insert(format!("{name}-fell-changes"), Var::List(fell_by));
    for (key, best) in [("gain", gain), ("loss", loss)] {
        if let Some((_, idx, text, row)) = best {
            page.vars.insert(format!("{name}-{key}"), Var::Figure(idx));
            page.vars
                .insert(format!("{name}-{key}-label"), Var::List(vec![text]));
            // The row's facts, for a message that names it in full
            // ("HTTP/2 static"): `NAME-gain-row-protocol`.
            for (k, f) in facts(c, &row) {
                let var = match f {
                    Fact::Text(t) => Var::Text(t),
                    Fact::Number(n) => Var::Number(n),
                };
                page.vars.insert(format!("{name}-{key}-row-{k}"), var);
            }
        }
    }
    if let Some(th) = threshold {
        let source = if own_threshold {
            Source::Page {
                key: format!("figures.{name}.threshold"),
            }
        } else {
            Source::Manifest {
                file: c.manifest_file.clone(),
                key: "comparability.regression-threshold".to_owned(),
            }
        };
        let idx = page.push(Figure {
            value: th,
            display: Display::new(Style::Percent, 0),
            formula: None,
            sources: vec![std::sync::Arc::new(source)],
        });
        page.vars
            .insert(format!("{name}-threshold"), Var::Figure(idx));
        let n = regressions.len();
        insert_list(page, &format!("{name}-regressions"), regressions);
        page.decide(
            &format!("{name}-regression"),
            if n > 0 { "yes" } else { "no" },
            inputs,
            Rule::new("fall-any").number("threshold", th),
        );
    }
    Ok(())
}

/// The signed change of a change figure, whether it is shown as a size
/// (`absolute`) or not: its operands' percent difference.
fn signed(page: &PageFigures, idx: usize) -> f64 {
    let f = &page.figures[idx];
    match f.formula.as_ref().map(|x| (x.op, &x.operands[..])) {
        Some((Op::AbsPercentDifference, [Operand::Figure(a), Operand::Figure(b)])) => {
            super::percent_difference(page.figures[*a].value, page.figures[*b].value)
                .unwrap_or(f.value)
        }
        _ => f.value,
    }
}
