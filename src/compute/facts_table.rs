//! Table views over manifest facts (`[tables.NAME] facts = "GROUP"`): one
//! row per sub-table of `[facts.GROUP]` (or per subject), one column per
//! declared fact or message. A table of versions, files or policies is built
//! from the manifest instead of being typed as messages that only pass a
//! value through. Numbers become figures with the manifest as their source;
//! other facts stay data (escaped when rendered) and carry their source too.

use super::model::{
    Align, CellOut, DatePart, DateValue, DeclError, Display, Figure, Item, Label, PageFigures,
    Source, Style, TableOut, Var, err,
};
use super::views::{Columns, FactColumn, TableView};
use crate::results::Campaign;
use indexmap::IndexMap;

/// The fraction digits a number is written with (shortest round trip),
/// so a fact shows as the manifest has it: 1234.5 → "1,234.5".
fn own_digits(v: f64) -> u8 {
    let s = format!("{v}");
    s.split_once('.').map_or(0, |(_, f)| f.len().min(20) as u8)
}

/// The rows of a group: key and facts, in manifest order.
fn group_rows(c: &Campaign, group: &str) -> Result<Vec<(String, toml::Table)>, String> {
    if group == "subjects" {
        return Ok(c
            .manifest
            .subjects
            .iter()
            .map(|(k, s)| {
                let mut t = toml::Table::new();
                t.insert("name".into(), toml::Value::String(s.name.clone()));
                if let Some(v) = &s.version {
                    t.insert("version".into(), toml::Value::String(v.clone()));
                }
                t.insert("label".into(), toml::Value::String(s.label()));
                (k.clone(), t)
            })
            .collect());
    }
    let mut table = &c.manifest.facts;
    for part in group.split('.') {
        match table.get(part) {
            Some(toml::Value::Table(t)) => table = t,
            _ => {
                let groups: Vec<&str> = c
                    .manifest
                    .facts
                    .iter()
                    .filter(|(_, v)| {
                        v.as_table()
                            .is_some_and(|t| t.values().any(toml::Value::is_table))
                    })
                    .map(|(k, _)| k.as_str())
                    .collect();
                return Err(format!(
                    "{} has no `[facts.{group}]` (groups with rows: subjects, {})",
                    c.manifest_file,
                    groups.join(", ")
                ));
            }
        }
    }
    let rows: Vec<(String, toml::Table)> = table
        .iter()
        .filter_map(|(k, v)| v.as_table().map(|t| (k.clone(), t.clone())))
        .collect();
    if rows.is_empty() {
        return Err(format!(
            "`[facts.{group}]` in {} has no sub-tables to show as rows (`[facts.{group}.ROW]`)",
            c.manifest_file
        ));
    }
    Ok(rows)
}

/// The manifest key path of a fact, as provenance names it.
fn key_path(group: &str, row: &str, key: &str) -> String {
    if group == "subjects" {
        format!("subjects.{row}.{key}")
    } else {
        format!("facts.{group}.{row}.{key}")
    }
}

/// A fact as a variable: numbers become figures with their source.
fn fact_var(
    c: &Campaign,
    page: &mut PageFigures,
    key: &str,
    value: &toml::Value,
    digits: Option<u8>,
) -> Option<Var> {
    let code = key
        .strip_prefix("facts.")
        .is_some_and(|p| c.manifest.is_code(p));
    let number = |page: &mut PageFigures, v: f64| {
        let i = page.push(Figure {
            value: v,
            display: Display::new(Style::Number, digits.unwrap_or_else(|| own_digits(v))),
            formula: None,
            sources: vec![std::sync::Arc::new(Source::Manifest {
                file: c.manifest_file.clone(),
                key: key.to_owned(),
            })],
        });
        Var::Figure(i)
    };
    Some(match value {
        toml::Value::Integer(i) => number(page, *i as f64),
        toml::Value::Float(f) => number(page, *f),
        toml::Value::String(s) if code => Var::Code(s.clone()),
        toml::Value::String(s) => Var::Text(s.clone()),
        toml::Value::Boolean(b) => Var::Text(b.to_string()),
        toml::Value::Datetime(d) => match d.date {
            Some(date) => Var::Date(
                DateValue {
                    year: i32::from(date.year),
                    month: date.month,
                    day: date.day,
                },
                DatePart::Full,
            ),
            None => Var::Text(d.to_string()),
        },
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
        toml::Value::Table(_) => return None,
    })
}

/// A row's default label: a subject's name ("Caddy"), or its label
/// ("Pingclair main") when another shown row is a subject of the same name;
/// any other key as it is.
fn default_label(c: &Campaign, rows: &[String], row: &str) -> String {
    let subjects = &c.manifest.subjects;
    let Some(s) = subjects.get(row) else {
        return row.to_owned();
    };
    let shared = rows
        .iter()
        .filter(|r| subjects.get(*r).is_some_and(|o| o.name == s.name))
        .count()
        > 1;
    if shared { s.label() } else { s.name.clone() }
}

/// A facts view being evaluated: what its rows and cells read.
struct FactsView<'a> {
    c: &'a Campaign,
    name: &'a str,
    /// The facts group (`subjects`, or a path under `[facts]`).
    group: &'a str,
    view: &'a TableView,
    /// The keys of the rows shown.
    rows: &'a [String],
}

/// Evaluates a view of manifest facts: a row per sub-table of the group
/// (or per subject), a cell per declared fact or message.
pub fn evaluate(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    view: &TableView,
) -> Result<TableOut, DeclError> {
    let group = view.facts.as_deref().unwrap_or_default();
    if !view.source.is_empty() {
        return Err(err(
            name,
            &view.source,
            "a table view shows either a campaign table (`source`) or manifest facts (`facts`), not both",
        ));
    }
    let all = group_rows(c, group).map_err(|m| err(name, group, m))?;
    let rows = shown_rows(name, group, view, &all)?;
    let columns = fact_columns(name, group, view)?;
    let (headers, column_keys) = headers(name, group, columns)?;
    let fv = FactsView {
        c,
        name,
        group,
        view,
        rows: &rows,
    };
    let has_messages = view.row_label.is_some() || columns.iter().any(|c| c.message.is_some());
    let mut numeric = vec![true; columns.len()];
    let mut out_rows = Vec::new();
    for row in &rows {
        let facts = &all.iter().find(|(k, _)| k == row).expect("checked above").1;
        let vars = fv.row_vars(page, row, facts, has_messages);
        let mut cells = Vec::new();
        for (ci, col) in columns.iter().enumerate() {
            let cell = fv.cell(page, row, facts, col, &vars)?;
            if matches!(cell, CellOut::Fact { .. } | CellOut::Message { .. }) {
                numeric[ci] = false;
            }
            cells.push(cell);
        }
        out_rows.push((fv.row_label(row, facts, vars)?, cells));
    }
    // Numbers align right unless a column says otherwise.
    let aligns = columns
        .iter()
        .zip(&numeric)
        .map(|(col, &num)| {
            col.align
                .unwrap_or(if num { Align::Right } else { Align::Left })
        })
        .collect();
    Ok(TableOut {
        corner: view.corner.clone(),
        caption: view.caption.clone(),
        columns: headers,
        rows: out_rows,
        row_keys: rows,
        column_keys,
        transpose: false,
        source: if group == "subjects" {
            "subjects".to_owned()
        } else {
            format!("facts.{group}")
        },
        aligns,
        across: None,
    })
}

/// The rows view `name` shows (default: every row of the group), each
/// checked against the group's rows `all`.
fn shown_rows(
    name: &str,
    group: &str,
    view: &TableView,
    all: &[(String, toml::Table)],
) -> Result<Vec<String>, DeclError> {
    let keys: Vec<String> = all.iter().map(|(k, _)| k.clone()).collect();
    let rows = view.rows.clone().unwrap_or_else(|| keys.clone());
    for r in &rows {
        if !keys.contains(r) {
            return Err(err(
                name,
                r,
                format!(
                    "facts group `{group}` has no row `{r}` (rows: {})",
                    keys.join(", ")
                ),
            ));
        }
    }
    Ok(rows)
}

/// The columns of a facts view, which declares at least one as a table.
fn fact_columns<'v>(
    name: &str,
    group: &str,
    view: &'v TableView,
) -> Result<&'v [FactColumn], DeclError> {
    match &view.columns {
        Some(Columns::Facts(cols)) if !cols.is_empty() => Ok(cols),
        _ => Err(err(
            name,
            group,
            "a facts view declares its columns as tables: `[[tables.NAME.columns]]` with `header` and `fact` or `message`",
        )),
    }
}

/// The header of each column and the key it shows (a fact or a message).
fn headers(
    name: &str,
    group: &str,
    columns: &[FactColumn],
) -> Result<(Vec<Label>, Vec<String>), DeclError> {
    let mut headers = Vec::new();
    let mut column_keys = Vec::new();
    for (i, col) in columns.iter().enumerate() {
        let Some(header) = &col.header else {
            return Err(err(
                name,
                col.fact
                    .as_deref()
                    .or(col.message.as_deref())
                    .unwrap_or(group),
                format!("column {} has no `header` (a message id)", i + 1),
            ));
        };
        match (&col.fact, &col.message) {
            (Some(k), None) | (None, Some(k)) => column_keys.push(k.clone()),
            _ => {
                return Err(err(
                    name,
                    header,
                    format!(
                        "column `{header}` needs exactly one of `fact` (a key of the row) or `message` (a message id)"
                    ),
                ));
            }
        }
        headers.push(Label::Message {
            id: header.clone(),
            facts: vec![],
        });
    }
    Ok((headers, column_keys))
}

impl FactsView<'_> {
    fn fail(&self, needle: &str, message: String) -> DeclError {
        err(self.name, needle, message)
    }

    /// The place of `row` in the manifest, for messages: `[facts.GROUP.ROW]`.
    fn row_path(&self, row: &str) -> String {
        key_path(self.group, row, "")
            .trim_end_matches('.')
            .to_owned()
    }

    /// The row's facts as message arguments, numbers as figures (made only
    /// for a view with messages: each number is a figure), and `$row`.
    fn row_vars(
        &self,
        page: &mut PageFigures,
        row: &str,
        facts: &toml::Table,
        has_messages: bool,
    ) -> IndexMap<String, Var> {
        let mut vars: IndexMap<String, Var> = IndexMap::new();
        for (k, v) in facts {
            let key = key_path(self.group, row, k);
            if has_messages && let Some(var) = fact_var(self.c, page, &key, v, None) {
                vars.insert(k.clone(), var);
            }
        }
        vars.insert("row".to_owned(), Var::Text(row.to_owned()));
        vars
    }

    /// The cell of column `col` in `row`: a fact, or a message given the
    /// row's `vars`.
    fn cell(
        &self,
        page: &mut PageFigures,
        row: &str,
        facts: &toml::Table,
        col: &FactColumn,
        vars: &IndexMap<String, Var>,
    ) -> Result<CellOut, DeclError> {
        let c = self.c;
        let k = match (&col.fact, &col.message) {
            (Some(k), _) => k,
            (None, Some(id)) => {
                return Ok(CellOut::Message {
                    id: id.clone(),
                    vars: vars.clone(),
                });
            }
            (None, None) => unreachable!("checked above"),
        };
        let Some(v) = facts.get(k) else {
            if col.optional {
                return Ok(CellOut::Missing);
            }
            return Err(self.fail(
                k,
                format!(
                    "row `{row}` of `[{}]` in {} has no fact `{k}`, which a column of the view shows (add it, or set `optional = true` on the column)",
                    self.row_path(row),
                    c.manifest_file
                ),
            ));
        };
        let key = key_path(self.group, row, k);
        // A figure the row's messages have is shown as is.
        let made = match (vars.get(k), col.digits) {
            (Some(Var::Figure(i)), None) => Some(Var::Figure(*i)),
            _ => fact_var(c, page, &key, v, col.digits),
        };
        match made {
            Some(Var::Figure(fig)) => Ok(CellOut::Figure {
                fig,
                note: None,
                parts: Vec::new(),
            }),
            Some(var) => Ok(CellOut::Fact {
                var,
                source: Source::Manifest {
                    file: c.manifest_file.clone(),
                    key,
                },
            }),
            None => Err(self.fail(
                k,
                format!(
                    "`{key}` in {} is a table, not a fact a cell can show",
                    c.manifest_file
                ),
            )),
        }
    }

    /// How `row` is named: by `row-label` (a message given the row's
    /// `vars`), by `row-fact` (a text fact), else by default.
    fn row_label(
        &self,
        row: &str,
        facts: &toml::Table,
        vars: IndexMap<String, Var>,
    ) -> Result<Label, DeclError> {
        let c = self.c;
        Ok(match (&self.view.row_label, &self.view.row_fact) {
            (Some(_), Some(_)) => {
                return Err(self.fail(
                    self.group,
                    "a facts view names its rows by `row-label` (a message) or `row-fact` (a fact), not both".into(),
                ));
            }
            (Some(id), None) => Label::Row {
                id: id.clone(),
                vars,
            },
            (None, Some(k)) => match facts.get(k) {
                Some(toml::Value::String(s)) => {
                    match c
                        .manifest
                        .is_code(key_path(self.group, row, k).trim_start_matches("facts."))
                    {
                        true => Label::Code(s.clone()),
                        false => Label::Text(s.clone()),
                    }
                }
                _ => {
                    return Err(self.fail(
                        k,
                        format!(
                            "row `{row}` of `[{}]` in {} has no text fact `{k}` to name it by (`row-fact`)",
                            self.row_path(row),
                            c.manifest_file
                        ),
                    ));
                }
            },
            (None, None) => Label::Text(default_label(c, self.rows, row)),
        })
    }
}

/// `absent = [TABLE…]`: for each table in turn, the subjects of the
/// campaign it has no series for, a row per reason the table's `absent`
/// records (`unexplained` for those it records none for), tables and
/// reasons without one left out. The row label and each column's message
/// receive `$row` (the table), `$servers` (the subjects' names, a list,
/// with `$servers-count`) and `$reason`.
pub fn absent_view(c: &Campaign, name: &str, view: &TableView) -> Result<TableOut, DeclError> {
    let (headers, messages) = view.message_columns(name, "an absent view")?;
    let Some(row_label) = &view.row_label else {
        return Err(err(
            name,
            name,
            "an absent view names each table by `row-label`, a message given `$row`",
        ));
    };
    let mut rows = Vec::new();
    let mut keys = Vec::new();
    for table in view.absent.iter().flatten() {
        let t = super::model::table_of(c, name, table)?;
        let recorded = c.manifest.tables.get(table.as_str()).map(|s| &s.absent);
        let mut by_reason: IndexMap<String, Vec<Item>> = IndexMap::new();
        for k in c.manifest.subjects.keys().filter(|k| !t.has_series(k)) {
            let reason = recorded
                .and_then(|r| r.get(k))
                .cloned()
                .unwrap_or_else(|| "unexplained".to_owned());
            by_reason
                .entry(reason)
                .or_default()
                .push(Item::Text(super::model::subject_name(c, k)));
        }
        for (reason, servers) in by_reason {
            let mut vars = IndexMap::new();
            vars.insert("row".to_owned(), Var::Text(table.clone()));
            vars.insert("servers-count".to_owned(), Var::Count(servers.len()));
            vars.insert("servers".to_owned(), Var::List(servers));
            vars.insert("reason".to_owned(), Var::Text(reason.clone()));
            rows.push(super::views::message_row(row_label, &messages, vars));
            keys.push(format!("{table}:{reason}"));
        }
    }
    Ok(TableOut {
        corner: view.corner.clone(),
        caption: view.caption.clone(),
        columns: headers,
        rows,
        row_keys: keys,
        source: String::new(),
        aligns: vec![Align::Left; messages.len()],
        column_keys: messages,
        transpose: false,
        across: None,
    })
}
