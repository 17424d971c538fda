//! Presence: who is missing from a table (`absent`), which cells were not
//! completed (`not-completed`), and which series meet a value exactly
//! (`series-where`).

use super::{RowNaming, insert_list, row_item, row_members};
use crate::compute::model::{
    DeclError, Item, PageFigures, Var, err, subject_label, subject_name, table_of,
};
use crate::results::{Campaign, Outcome};
use indexmap::{IndexMap, IndexSet};
use std::collections::BTreeSet;

/// `absent`: the subjects of the campaign that `table` does not have, all
/// together and by the reason the table records.
pub(super) fn absent(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    table: &str,
) -> Result<(), DeclError> {
    let t = table_of(c, name, table)?;
    let reasons = c.manifest.tables.get(table).map(|s| &s.absent);
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

/// The cells of a table that were not completed, as `not-completed` gives
/// them.
#[derive(Default)]
struct NotCompleted {
    count: usize,
    /// Subjects' names, each once.
    subjects: IndexSet<String>,
    /// Rows, each once, named as declared.
    rows: Vec<Item>,
    /// Each cell with its series: who did not complete which row.
    cells: Vec<Item>,
    /// The failure keys.
    reasons: BTreeSet<String>,
}

/// `not-completed`: the cells of `rows` (default: every row) that were not
/// completed, with their subjects, rows and shared reason.
pub(super) fn not_completed(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    table: &str,
    rows: Option<&[String]>,
    naming: &RowNaming,
) -> Result<(), DeclError> {
    let t = table_of(c, name, table)?;
    let rows: Vec<String> = match rows {
        Some(r) => r.to_vec(),
        None => t.rows.to_vec(),
    };
    let mut found = NotCompleted::default();
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
            found.add(c, name, row, s, reason, naming)?;
        }
    }
    let NotCompleted {
        count,
        subjects,
        rows,
        cells,
        reasons,
    } = found;
    page.vars.insert(format!("{name}-count"), Var::Count(count));
    insert_list(
        page,
        &format!("{name}-subjects"),
        subjects.into_iter().map(Item::Text).collect(),
    );
    insert_list(page, &format!("{name}-rows"), rows);
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

impl NotCompleted {
    /// Adds the cell of `row` and `series`, not completed for `reason`.
    fn add(
        &mut self,
        c: &Campaign,
        name: &str,
        row: &str,
        series: &str,
        reason: &str,
        naming: &RowNaming,
    ) -> Result<(), DeclError> {
        self.count += 1;
        self.reasons.insert(reason.to_owned());
        let subject = subject_name(c, series);
        self.subjects.insert(subject.clone());
        let item = row_item(c, name, row, naming)?;
        self.cells.push(match item.clone() {
            Item::Row { message, facts, .. } => Item::Row {
                message,
                facts,
                subject: Some(subject),
            },
            other => Item::Text(format!("{subject} ({})", other.plain().unwrap_or_default())),
        });
        if !self.rows.contains(&item) {
            self.rows.push(item);
        }
        Ok(())
    }
}

/// `series-where`: the series whose value in `row` equals `equals`.
pub(super) fn series_where(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    table: &str,
    row: &str,
    equals: f64,
) -> Result<(), DeclError> {
    let t = table_of(c, name, table)?;
    let members = row_members(c, page, name, (table, t), row)?;
    let matching: Vec<Item> = members
        .iter()
        .filter(|s| t.cell(row, s).and_then(|c| c.value()) == Some(equals))
        .map(|s| Item::Text(subject_label(c, s)))
        .collect();
    insert_list(page, name, matching);
    Ok(())
}
