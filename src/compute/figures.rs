//! The figures of a page: every number prose or tables show, with its exact
//! value, how it is displayed and where it comes from. Evaluated once per
//! page, independent of the locale: the campaign's own variables, the
//! page's declarations (`decl/`), then its views and guards.

pub use super::decl::{Changes, CompareRows, CountWhere, Decl, Declared, GroupLeads, RowNaming};

use super::charts::ChartView;
use super::claims::ClaimDecl;
use super::decl::{Ctx, eval_decl};
use super::model::{
    DateValue, DeclError, Display, Figure, Item, Missing, PageFigures, Source, Style, TableOut,
    Var, cell_figure_any, facts, insert_date, subject_label,
};
use super::views::TableView;
use crate::results::Campaign;
use indexmap::IndexMap;

/// Evaluates the campaign's own variables and the page's declarations, with
/// no other campaign: `previous-campaign` is `none`.
pub fn evaluate(
    campaign: &Campaign,
    decls: &IndexMap<String, Declared>,
    tables: &IndexMap<String, TableView>,
    charts: &IndexMap<String, ChartView>,
    claims: &IndexMap<String, ClaimDecl>,
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
    tables: &IndexMap<String, TableView>,
    charts: &IndexMap<String, ChartView>,
    claims: &IndexMap<String, ClaimDecl>,
) -> Result<PageFigures, Vec<DeclError>> {
    let ctx = Ctx {
        campaign,
        campaigns,
        previous: super::history::previous(campaign, campaigns),
    };
    let mut page = PageFigures::default();
    add_campaign_vars(campaign, &mut page);
    let mut errors = Vec::new();
    for (name, d) in decls {
        if d.for_rows.is_empty() {
            if let Err(e) = declare(&ctx, &mut page, name, &d.decl) {
                errors.push(e);
            }
            continue;
        }
        for row in &d.for_rows {
            if let Err(e) = declare_for_row(&ctx, &mut page, name, &d.decl, row) {
                errors.push(e);
            }
        }
    }
    let failed_views = evaluate_views(&ctx, &mut page, tables, &mut errors);
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

/// The variables of declaration `name`: `name` and `name-…`.
fn scoped_keys(page: &PageFigures, name: &str) -> Vec<String> {
    page.vars
        .keys()
        .filter(|k| {
            k.strip_prefix(name)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('-'))
        })
        .cloned()
        .collect()
}

/// Evaluates a page variable; when it left something out, its variables
/// are marked as its own, for messages that show them.
fn declare(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    decl: &Decl,
) -> Result<(), DeclError> {
    eval_decl(ctx, page, name, decl)?;
    if page.left_out.contains_key(name) {
        for k in scoped_keys(page, name) {
            page.declared_by.insert(k, name.to_owned());
        }
    }
    Ok(())
}

/// Evaluates `decl` for `row` as a page variable, then moves it into the
/// row's scope, beside the row's facts.
fn declare_for_row(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    decl: &Decl,
    row: &str,
) -> Result<(), DeclError> {
    eval_decl(ctx, page, name, &decl.for_row(row))?;
    let scoped: Vec<(String, Var)> = scoped_keys(page, name)
        .into_iter()
        .filter_map(|k| page.vars.shift_remove(&k).map(|v| (k, v)))
        .collect();
    let vars = page.row_vars.entry(row.to_owned()).or_default();
    vars.extend(scoped);
    for (k, f) in facts(ctx.campaign, row) {
        vars.entry(k).or_insert(Var::from(f));
    }
    Ok(())
}

/// Evaluates the page's table views into `page`, each by the evaluator its
/// declaration calls for; the names of those that failed.
fn evaluate_views<'v>(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    tables: &'v IndexMap<String, TableView>,
    errors: &mut Vec<DeclError>,
) -> Vec<&'v String> {
    let mut failed = Vec::new();
    for (name, view) in tables {
        match evaluate_view(ctx, page, name, view) {
            Ok(t) => {
                page.tables.insert(name.clone(), t);
            }
            Err(e) => {
                failed.push(name);
                errors.push(DeclError {
                    kind: "table view",
                    ..e
                });
            }
        }
    }
    failed
}

/// One table view, by the evaluator its declaration calls for.
fn evaluate_view(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    view: &TableView,
) -> Result<TableOut, DeclError> {
    let (campaign, campaigns) = (ctx.campaign, ctx.campaigns);
    if view.facts.is_some() {
        super::facts_table::evaluate(campaign, page, name, view)
    } else if view.history.is_some() {
        super::across::series_view(campaign, campaigns, page, name, view)
    } else if view.apart {
        super::across::apart_view(campaign, campaigns, name, view)
    } else if view.run {
        super::across::run_view(campaign, campaigns, page, name, view)
    } else if view.absent.is_some() {
        super::facts_table::absent_view(campaign, name, view)
    } else {
        super::tables::evaluate(campaign, page, name, view)
    }
}

/// How a fact of `measured` is marked among a figure's sources.
pub const MEASURED_NOTE: &str =
    "a measurement typed into the manifest, not read from a results table";

/// The campaign's own variables: its cells, runs behind each value,
/// subjects, dates, sampling, and the manifest's row facts and facts.
fn add_campaign_vars(c: &Campaign, page: &mut PageFigures) {
    add_cells(c, page);
    add_runs_behind(c, page);
    add_subjects(c, page);
    add_dates(c, page);
    let m = &c.manifest;
    if let Some(runs) = m.sampling.runs {
        add_manifest_number(c, page, "sampling-runs", "sampling.runs", f64::from(runs));
    }
    if let Some(n) = m.sampling.requests_per_run {
        add_manifest_number(
            c,
            page,
            "sampling-requests-per-run",
            "sampling.requests-per-run",
            n as f64,
        );
    }
    add_row_facts(c, page);
    add_facts(c, page);
}

/// Every cell of every table as a figure, and why those without a value
/// have none.
fn add_cells(c: &Campaign, page: &mut PageFigures) {
    for (tname, table) in &c.tables {
        for (row, series) in table.cells.keys() {
            let Some((f, reason)) = cell_figure_any(c, table, row, series) else {
                continue;
            };
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

/// `runs-TABLE`: how many runs are behind each value of a table, where
/// every value stands for as many (prose about sampling reads the data).
fn add_runs_behind(c: &Campaign, page: &mut PageFigures) {
    let m = &c.manifest;
    for (tname, table) in &c.tables {
        let mut counts = table
            .cells
            .values()
            .filter(|cell| cell.value().is_some())
            .map(|cell| cell.runs_behind);
        let Some(first) = counts.next() else { continue };
        if !counts.all(|n| n == first) {
            continue;
        }
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

/// `subject-KEY`, its `-name` and its `-version`.
fn add_subjects(c: &Campaign, page: &mut PageFigures) {
    for (key, s) in &c.manifest.subjects {
        page.vars
            .insert(format!("subject-{key}"), Var::Text(s.label()));
        page.vars
            .insert(format!("subject-{key}-name"), Var::Text(s.name.clone()));
        if let Some(v) = &s.version {
            page.vars
                .insert(format!("subject-{key}-version"), Var::Text(v.clone()));
        }
    }
}

/// `dates-start`, `dates-end` and `dates-span`, how far apart they are.
fn add_dates(c: &Campaign, page: &mut PageFigures) {
    let dates = c
        .manifest
        .dates
        .as_ref()
        .map(|d| (DateValue::from_toml(&d.start), DateValue::from_toml(&d.end)));
    let Some((Some(a), Some(b))) = dates else {
        return;
    };
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

/// A number of the manifest at `key` as variable `name`.
fn add_manifest_number(c: &Campaign, page: &mut PageFigures, name: &str, key: &str, value: f64) {
    let digits = if value.fract() == 0.0 { 0 } else { 2 };
    // A measurement typed into the manifest says so wherever it shows.
    let measured = key
        .strip_prefix("facts.")
        .is_some_and(|path| c.manifest.measured.iter().any(|k| k == path));
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
}

/// Numeric facts of rows: `[rows.9901] connections = 9901` is
/// `$row-9901-connections`.
fn add_row_facts(c: &Campaign, page: &mut PageFigures) {
    for (row, facts) in &c.manifest.rows {
        for (k, v) in facts {
            let value = match v {
                toml::Value::Integer(i) => *i as f64,
                toml::Value::Float(f) => *f,
                _ => continue,
            };
            add_manifest_number(
                c,
                page,
                &format!("row-{row}-{k}"),
                &format!("rows.{row}.{k}"),
                value,
            );
        }
    }
}

/// Facts become variables named by their path joined with `-`; those the
/// manifest declares `code` show as code.
fn add_facts(c: &Campaign, page: &mut PageFigures) {
    let m = &c.manifest;
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
                toml::Value::Integer(i) => add_manifest_number(c, page, &name, &key, *i as f64),
                toml::Value::Float(f) => add_manifest_number(c, page, &name, &key, *f),
                toml::Value::Table(t) => stack.push((name, key, t)),
                _ => add_fact(page, name, v, code(&key)),
            }
        }
    }
}

/// A fact that is no number and no table as variable `name`: text (code
/// when `code`), a list of its texts, or a date.
fn add_fact(page: &mut PageFigures, name: String, v: &toml::Value, code: bool) {
    let var = match v {
        toml::Value::String(s) => match code {
            true => Var::Code(s.clone()),
            false => Var::Text(s.clone()),
        },
        toml::Value::Boolean(b) => Var::Text(b.to_string()),
        toml::Value::Array(items) => Var::List(
            items
                .iter()
                .filter_map(|i| {
                    i.as_str().map(|s| match code {
                        true => Item::Code(s.to_owned()),
                        false => Item::Text(s.to_owned()),
                    })
                })
                .collect(),
        ),
        toml::Value::Datetime(d) => match DateValue::from_toml(d) {
            Some(date) => return insert_date(&mut page.vars, &name, date),
            None => Var::Text(d.to_string()),
        },
        toml::Value::Integer(_) | toml::Value::Float(_) | toml::Value::Table(_) => return,
    };
    page.vars.insert(name, var);
}
