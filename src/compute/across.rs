//! Table views across campaigns: a series view (`history = "TABLE/ROW"`)
//! follows one row of a campaign table through the comparable run of
//! campaigns ending at the page's campaign, one row per campaign and one
//! column per subject; an apart view (`apart = true`) lists the campaigns
//! of the same kind kept out of that run, with the comparability key that
//! keeps each apart. Which campaigns those are is `history`'s decision.

use super::history;
use super::model::cell_figure;
use super::model::{CellOut, DeclError, Label, PageFigures, Style, TableOut, Var, err};
use super::views::{Columns, TableView};
use crate::results::{Campaign, Outcome};
use indexmap::IndexMap;

/// What a campaign's row label and messages receive: `$campaign` (its
/// folder), `$title`, its end date as `$date` (with `-year`, `-month-day`,
/// `-day`) and `$dated` (`yes`, or `no` for a campaign without dates), and
/// each subject's version as `$SUBJECT-version`.
fn campaign_vars(c: &Campaign) -> IndexMap<String, Var> {
    let mut vars = IndexMap::new();
    vars.insert("campaign".to_owned(), Var::Text(c.id.clone()));
    vars.insert("title".to_owned(), Var::Text(c.manifest.title.clone()));
    if let Some(d) = c
        .manifest
        .dates
        .as_ref()
        .and_then(|d| super::model::DateValue::from_toml(&d.end))
    {
        super::model::insert_date(&mut vars, "date", d);
        vars.insert("dated".to_owned(), Var::Text("yes".to_owned()));
    } else {
        vars.insert("dated".to_owned(), Var::Text("no".to_owned()));
    }
    for (key, s) in &c.manifest.subjects {
        if let Some(v) = &s.version {
            vars.insert(format!("{key}-version"), Var::Text(v.clone()));
        }
    }
    vars
}

fn row_label_of(name: &str, view: &TableView) -> Result<String, DeclError> {
    view.row_label.clone().ok_or_else(|| {
        err(
            name,
            name,
            format!(
                "view `{name}` has a row per campaign: it needs `row-label`, a message naming a campaign from `$campaign`, `$date` and the subjects' versions"
            ),
        )
    })
}

/// `history = "TABLE/ROW"`: see the module docs.
pub fn series_view(
    c: &Campaign,
    all: &[&Campaign],
    page: &mut PageFigures,
    name: &str,
    view: &TableView,
) -> Result<TableOut, DeclError> {
    let of = view.history.as_deref().unwrap_or_default();
    let Some((table_name, row)) = of
        .split_once('/')
        .filter(|(t, r)| !t.is_empty() && !r.is_empty() && !r.contains('/'))
    else {
        return Err(err(
            name,
            of,
            format!("`history` names a row as `table/row`, not `{of}`"),
        ));
    };
    let table = super::model::table_of(c, name, table_name)?;
    if !table.has_row(row) {
        return Err(err(
            name,
            of,
            format!(
                "table `{table_name}` has no row `{row}` (rows: {})",
                table.rows.join(", ")
            ),
        ));
    }
    let subjects = match &view.columns {
        Some(Columns::Keys(keys)) => {
            if let Some(k) = keys.iter().find(|k| !table.has_series(k)) {
                return Err(err(
                    name,
                    k,
                    format!(
                        "table `{table_name}` has no series `{k}` (series: {})",
                        table.series.join(", ")
                    ),
                ));
            }
            keys.clone()
        }
        Some(Columns::Facts(_)) => {
            return Err(err(
                name,
                name,
                "the columns of a series view are subject keys",
            ));
        }
        None => table.series.clone(),
    };
    let row_label = row_label_of(name, view)?;
    let display = view.shown.or(Style::Number, 0);
    let run = history::run_ending_at(c, all);
    let mut rows = Vec::new();
    for camp in &run {
        let cells = subjects
            .iter()
            .map(|s| {
                let Some(t) = camp.table(table_name) else {
                    return CellOut::Missing;
                };
                match t.cell(row, s).map(|x| &x.outcome) {
                    Some(Outcome::NotCompleted { reason }) => CellOut::NotCompleted {
                        fig: None,
                        reason: reason.clone(),
                    },
                    _ => match cell_figure(camp, t, row, s) {
                        Some(mut f) => {
                            f.display = display;
                            CellOut::Figure {
                                fig: page.push(f),
                                note: None,
                                parts: Vec::new(),
                            }
                        }
                        None => CellOut::Missing,
                    },
                }
            })
            .collect();
        rows.push((
            Label::Row {
                id: row_label.clone(),
                vars: campaign_vars(camp),
            },
            cells,
        ));
    }
    let columns = subjects
        .iter()
        .map(|k| match &view.column_label {
            Some(id) => Label::Message {
                id: id.clone(),
                facts: super::model::facts(c, k),
            },
            None => Label::Text(super::model::subject_name(c, k)),
        })
        .collect();
    Ok(TableOut {
        corner: view.corner.clone(),
        caption: view.caption.clone(),
        columns,
        rows,
        row_keys: run.iter().map(|c| c.id.clone()).collect(),
        column_keys: subjects,
        transpose: false,
        source: table_name.to_owned(),
        aligns: Vec::new(),
        across: Some(row.to_owned()),
    })
}

/// `apart = true`: see the module docs. Its columns are messages
/// (`{ header = …, message = … }`) given the campaign's variables and
/// `$key`, `$ours` (that campaign's value), `$theirs` (the page
/// campaign's); `$key` is `none` for a campaign measured alike.
/// The variables an apart view computes for each campaign it lists: the
/// comparability key that differs (`none` when measured alike), and the
/// values on either side.
pub const APART_VARS: [&str; 3] = ["key", "ours", "theirs"];

pub fn apart_view(
    c: &Campaign,
    all: &[&Campaign],
    name: &str,
    view: &TableView,
) -> Result<TableOut, DeclError> {
    let row_label = row_label_of(name, view)?;
    let (headers, messages) = view.message_columns(name, "an apart view")?;
    let mut rows = Vec::new();
    let mut keys = Vec::new();
    for (camp, diff) in history::apart(c, all) {
        let mut vars = campaign_vars(camp);
        match &diff {
            Some(d) => {
                let (ours, theirs) = d.shown();
                vars.insert("key".to_owned(), Var::Text(d.key.clone()));
                vars.insert("ours".to_owned(), Var::Text(ours));
                vars.insert("theirs".to_owned(), Var::Text(theirs));
            }
            None => {
                vars.insert("key".to_owned(), Var::Text("none".to_owned()));
            }
        }
        rows.push(super::views::message_row(&row_label, &messages, vars));
        keys.push(camp.id.clone());
    }
    Ok(TableOut {
        corner: view.corner.clone(),
        caption: view.caption.clone(),
        columns: headers,
        rows,
        row_keys: keys,
        transpose: false,
        source: String::new(),
        aligns: vec![super::model::Align::Left; messages.len()],
        column_keys: messages,
        across: None,
    })
}

/// `run = true`: a row per campaign of the comparable run ending at the
/// page's, oldest first, named by `row-label`; its columns are messages
/// given the campaign's variables (see [`campaign_vars`]) and
/// `$sampling-runs` and `$sampling-requests-per-run` (figures of that
/// campaign's manifest, where it states them), with `subject` the other
/// subjects as `$others` (each "name version"), and with `incomplete` the
/// cells of that table it did not complete: `$incomplete` (each as the
/// site-wide `cell-label` of its series and its row named by the
/// `incomplete` row label), `$incomplete-count`, `$incomplete-subjects`,
/// `$incomplete-rows` (each with `-count`) and `$incomplete-reason` (the failure key they share, `mixed`, or
/// `none`), as a `not-completed` figure gives them for one campaign.
pub fn run_view(
    c: &Campaign,
    all: &[&Campaign],
    page: &mut PageFigures,
    name: &str,
    view: &TableView,
) -> Result<TableOut, DeclError> {
    use super::model::{Display, Figure, Item, Source, facts, subject_name};
    let row_label = row_label_of(name, view)?;
    let (headers, messages) = view.message_columns(name, "a run view")?;
    let run = history::run_ending_at(c, all);
    let mut rows = Vec::new();
    for camp in &run {
        let mut vars = campaign_vars(camp);
        let m = &camp.manifest;
        if let Some(subject) = &view.subject {
            if !m.subjects.contains_key(subject) {
                return Err(err(
                    name,
                    subject,
                    format!("campaign `{}` has no subject `{subject}`", camp.id),
                ));
            }
            let others = m
                .subjects
                .iter()
                .filter(|(k, _)| *k != subject)
                .map(|(_, s)| {
                    Item::Text(match &s.version {
                        Some(v) => format!("{} {v}", s.name),
                        None => s.name.clone(),
                    })
                })
                .collect::<Vec<_>>();
            vars.insert("others-count".to_owned(), Var::Count(others.len()));
            vars.insert("others".to_owned(), Var::List(others));
        }
        let mut number = |key: &str, value: Option<f64>| {
            if let Some(v) = value {
                let i = page.push(Figure {
                    value: v,
                    display: Display::new(Style::Number, 0),
                    formula: None,
                    sources: vec![std::sync::Arc::new(Source::Manifest {
                        file: camp.manifest_file.clone(),
                        key: key.to_owned(),
                    })],
                });
                vars.insert(key.replace('.', "-"), Var::Figure(i));
            }
        };
        number("sampling.runs", m.sampling.runs.map(f64::from));
        number(
            "sampling.requests-per-run",
            m.sampling.requests_per_run.map(|n| n as f64),
        );
        if let Some(of) = &view.incomplete {
            let table = camp.table(&of.table).ok_or_else(|| {
                err(
                    name,
                    &of.table,
                    format!("campaign `{}` has no table `{}`", camp.id, of.table),
                )
            })?;
            let (mut cells, mut subjects, mut rows_out, mut reasons) = (
                Vec::new(),
                Vec::new(),
                Vec::new(),
                std::collections::BTreeSet::new(),
            );
            for row in &table.rows {
                for s in &table.series {
                    let Some(Outcome::NotCompleted { reason }) =
                        table.cell(row, s).map(|x| &x.outcome)
                    else {
                        continue;
                    };
                    let subject = subject_name(camp, s);
                    if !subjects.contains(&Item::Text(subject.clone())) {
                        subjects.push(Item::Text(subject.clone()));
                    }
                    reasons.insert(reason.clone());
                    let row_item = Item::Row {
                        message: of.row_label.clone(),
                        facts: facts(camp, row),
                        subject: None,
                    };
                    if !rows_out.contains(&row_item) {
                        rows_out.push(row_item);
                    }
                    cells.push(Item::Row {
                        message: of.row_label.clone(),
                        facts: facts(camp, row),
                        subject: Some(subject),
                    });
                }
            }
            let reason = match reasons.len() {
                0 => "none".to_owned(),
                1 => reasons.into_iter().next().unwrap_or_default(),
                _ => "mixed".to_owned(),
            };
            vars.insert("incomplete-count".to_owned(), Var::Count(cells.len()));
            vars.insert("incomplete".to_owned(), Var::List(cells));
            vars.insert(
                "incomplete-subjects-count".to_owned(),
                Var::Count(subjects.len()),
            );
            vars.insert("incomplete-subjects".to_owned(), Var::List(subjects));
            vars.insert(
                "incomplete-rows-count".to_owned(),
                Var::Count(rows_out.len()),
            );
            vars.insert("incomplete-rows".to_owned(), Var::List(rows_out));
            vars.insert("incomplete-reason".to_owned(), Var::Text(reason));
        }
        rows.push(super::views::message_row(&row_label, &messages, vars));
    }
    Ok(TableOut {
        corner: view.corner.clone(),
        caption: view.caption.clone(),
        columns: headers,
        rows,
        row_keys: run.iter().map(|c| c.id.clone()).collect(),
        source: String::new(),
        aligns: vec![super::model::Align::Left; messages.len()],
        column_keys: messages,
        transpose: false,
        across: None,
    })
}
