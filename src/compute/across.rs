//! Table views across campaigns: a series view (`history = "TABLE/ROW"`)
//! follows one row of a campaign table through the comparable run of
//! campaigns ending at the page's campaign, one row per campaign and one
//! column per subject; an apart view (`apart = true`) lists the campaigns
//! of the same kind kept out of that run, with the comparability key that
//! keeps each apart. Which campaigns those are is `history`'s decision.

use super::history;
use super::model::cell_figure;
use super::model::{
    CellOut, DeclError, Display, Figure, Item, Label, PageFigures, Source, Style, TableOut, Var,
    err, facts, subject_name,
};
use super::views::{Columns, TableView};
use crate::results::{Campaign, Outcome, Table};
use indexmap::IndexMap;
use std::collections::BTreeSet;

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

/// A row of a campaign table, as `history = "TABLE/ROW"` names it.
#[derive(Debug, Clone, Copy)]
struct RowOf<'a> {
    table: &'a str,
    row: &'a str,
}

/// The row a series view follows, checked against the page's campaign.
fn followed_row<'v>(c: &Campaign, name: &str, view: &'v TableView) -> Result<RowOf<'v>, DeclError> {
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
    Ok(RowOf {
        table: table_name,
        row,
    })
}

/// The subjects a series view shows as columns (default: every series of
/// the page campaign's table), checked against that table.
fn series_subjects(
    c: &Campaign,
    name: &str,
    view: &TableView,
    table_name: &str,
) -> Result<Vec<String>, DeclError> {
    let table = super::model::table_of(c, name, table_name)?;
    match &view.columns {
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
            Ok(keys.clone())
        }
        Some(Columns::Facts(_)) => Err(err(
            name,
            name,
            "the columns of a series view are subject keys",
        )),
        None => Ok(table.series.clone()),
    }
}

/// `history = "TABLE/ROW"`: see the module docs.
pub fn series_view(
    c: &Campaign,
    all: &[&Campaign],
    page: &mut PageFigures,
    name: &str,
    view: &TableView,
) -> Result<TableOut, DeclError> {
    let at = followed_row(c, name, view)?;
    let subjects = series_subjects(c, name, view, at.table)?;
    let row_label = row_label_of(name, view)?;
    let display = view.shown.or(Style::Number, 0);
    let run = history::run_ending_at(c, all);
    let mut rows = Vec::new();
    for camp in &run {
        let cells = subjects
            .iter()
            .map(|s| series_cell(page, camp, at, s, display))
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
        source: at.table.to_owned(),
        aligns: Vec::new(),
        across: Some(at.row.to_owned()),
    })
}

/// The cell of subject `s` in row `at` of campaign `camp`: its figure shown
/// as `display`, not completed, or missing (no such table, row or value).
fn series_cell(
    page: &mut PageFigures,
    camp: &Campaign,
    at: RowOf<'_>,
    s: &str,
    display: Display,
) -> CellOut {
    let Some(t) = camp.table(at.table) else {
        return CellOut::Missing;
    };
    match t.cell(at.row, s).map(|x| &x.outcome) {
        Some(Outcome::NotCompleted { reason }) => CellOut::NotCompleted {
            fig: None,
            reason: reason.clone(),
        },
        _ => match cell_figure(camp, t, at.row, s) {
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
}

/// The variables an apart view computes for each campaign it lists: the
/// comparability key that differs (`none` when measured alike), and the
/// values on either side.
pub const APART_VARS: [&str; 3] = ["key", "ours", "theirs"];

/// `apart = true`: see the module docs. Its columns are messages
/// (`{ header = …, message = … }`) given the campaign's variables and
/// `$key`, `$ours` (that campaign's value), `$theirs` (the page
/// campaign's); `$key` is `none` for a campaign measured alike.
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
    let row_label = row_label_of(name, view)?;
    let (headers, messages) = view.message_columns(name, "a run view")?;
    let run = history::run_ending_at(c, all);
    let mut rows = Vec::new();
    for camp in &run {
        let mut vars = campaign_vars(camp);
        if let Some(subject) = &view.subject {
            insert_others(&mut vars, camp, name, subject)?;
        }
        insert_sampling(page, &mut vars, camp);
        if let Some(of) = &view.incomplete {
            let table = camp.table(&of.table).ok_or_else(|| {
                err(
                    name,
                    &of.table,
                    format!("campaign `{}` has no table `{}`", camp.id, of.table),
                )
            })?;
            Incomplete::of(camp, table, &of.row_label).insert(&mut vars);
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

/// `$others` and `$others-count`: the subjects of `camp` other than
/// `subject`, each "name version".
fn insert_others(
    vars: &mut IndexMap<String, Var>,
    camp: &Campaign,
    name: &str,
    subject: &str,
) -> Result<(), DeclError> {
    let m = &camp.manifest;
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
    Ok(())
}

/// `$sampling-runs` and `$sampling-requests-per-run`: figures of the
/// campaign's manifest, where it states them.
fn insert_sampling(page: &mut PageFigures, vars: &mut IndexMap<String, Var>, camp: &Campaign) {
    let m = &camp.manifest;
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
}

/// The cells of a campaign's table that were not completed, as a run view
/// gives them.
struct Incomplete {
    /// Each cell: its row named by the view's message, with its subject.
    cells: Vec<Item>,
    /// Subjects' names, each once.
    subjects: Vec<Item>,
    /// Rows, each once.
    rows: Vec<Item>,
    /// The failure keys.
    reasons: BTreeSet<String>,
}

impl Incomplete {
    /// The cells of `table` in campaign `camp` not completed, rows named by
    /// message `row_label`.
    fn of(camp: &Campaign, table: &Table, row_label: &str) -> Self {
        let mut out = Incomplete {
            cells: Vec::new(),
            subjects: Vec::new(),
            rows: Vec::new(),
            reasons: BTreeSet::new(),
        };
        for row in &table.rows {
            for s in &table.series {
                let Some(Outcome::NotCompleted { reason }) = table.cell(row, s).map(|x| &x.outcome)
                else {
                    continue;
                };
                let subject = subject_name(camp, s);
                if !out.subjects.contains(&Item::Text(subject.clone())) {
                    out.subjects.push(Item::Text(subject.clone()));
                }
                out.reasons.insert(reason.clone());
                let row_item = Item::Row {
                    message: row_label.to_owned(),
                    facts: facts(camp, row),
                    subject: None,
                };
                if !out.rows.contains(&row_item) {
                    out.rows.push(row_item);
                }
                out.cells.push(Item::Row {
                    message: row_label.to_owned(),
                    facts: facts(camp, row),
                    subject: Some(subject),
                });
            }
        }
        out
    }

    /// `$incomplete`, `$incomplete-subjects`, `$incomplete-rows` (each with
    /// `-count`) and `$incomplete-reason`.
    fn insert(self, vars: &mut IndexMap<String, Var>) {
        let reason = match self.reasons.len() {
            0 => "none".to_owned(),
            1 => self.reasons.into_iter().next().unwrap_or_default(),
            _ => "mixed".to_owned(),
        };
        vars.insert("incomplete-count".to_owned(), Var::Count(self.cells.len()));
        vars.insert("incomplete".to_owned(), Var::List(self.cells));
        vars.insert(
            "incomplete-subjects-count".to_owned(),
            Var::Count(self.subjects.len()),
        );
        vars.insert("incomplete-subjects".to_owned(), Var::List(self.subjects));
        vars.insert(
            "incomplete-rows-count".to_owned(),
            Var::Count(self.rows.len()),
        );
        vars.insert("incomplete-rows".to_owned(), Var::List(self.rows));
        vars.insert("incomplete-reason".to_owned(), Var::Text(reason));
    }
}
