//! Counts and standings: how many series of a row (or rows of a series)
//! pass a test (`count-where`, with its quantifier), and how one figure
//! stands against another (`standing`).

use super::{insert_list, leave_out_cell, row_members};
use crate::compute::model::{
    DeclError, Display, Figure, INCOMPLETE, Item, PageFigures, Rule, Source, Style, Var, err,
    operand, subject_label, table_of,
};
use crate::results::{Campaign, Table};
use serde::Deserialize;

/// A `count-where` declaration: see [`super::Decl::CountWhere`].
#[derive(Debug, Clone, Deserialize)]
pub struct CountWhere {
    pub table: String,
    #[serde(default)]
    pub row: Option<String>,
    #[serde(default)]
    pub series: Option<String>,
    #[serde(default)]
    pub equals: Option<f64>,
    #[serde(default)]
    pub below: Option<f64>,
    #[serde(default)]
    pub above: Option<f64>,
    /// For rows: the field of `[rows.KEY]` that names a row.
    #[serde(default)]
    pub label: Option<String>,
}

/// The test of `count-where`: exactly one of `equals`, `below`, `above`.
#[derive(Debug, Clone, Copy)]
enum Bound {
    Equals(f64),
    Below(f64),
    Above(f64),
}

impl Bound {
    /// The test declared, or `None` unless exactly one is.
    fn of(equals: Option<f64>, below: Option<f64>, above: Option<f64>) -> Option<Self> {
        match (equals, below, above) {
            (Some(x), None, None) => Some(Bound::Equals(x)),
            (None, Some(x), None) => Some(Bound::Below(x)),
            (None, None, Some(x)) => Some(Bound::Above(x)),
            _ => None,
        }
    }

    fn holds(self, v: f64) -> bool {
        match self {
            Bound::Equals(x) => v == x,
            Bound::Below(x) => v < x,
            Bound::Above(x) => v > x,
        }
    }
}

/// What `count-where` counts: the series of a row, or the rows of a series.
#[derive(Debug, Clone, Copy)]
enum Along<'d> {
    Row(&'d str),
    Series(&'d str),
}

impl<'d> Along<'d> {
    /// The set declared, or `None` unless exactly one of the two is.
    fn of(row: Option<&'d str>, series: Option<&'d str>) -> Option<Self> {
        match (row, series) {
            (Some(row), None) => Some(Along::Row(row)),
            (None, Some(series)) => Some(Along::Series(series)),
            _ => None,
        }
    }
}

/// What a count read (for `explain` and the tooltip): the items that
/// passed, the cells with a value and how the set names them.
struct Counted {
    items: Vec<Item>,
    total: usize,
    inputs: Vec<usize>,
    set: Vec<String>,
}

/// `count-where`: the labels of those that pass (`NAME`), `NAME-count`,
/// `NAME-total` and `NAME-quantifier`.
pub(super) fn count_where(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    decl: &CountWhere,
) -> Result<(), DeclError> {
    let table = decl.table.as_str();
    let t = table_of(c, name, table)?;
    let Some(bound) = Bound::of(decl.equals, decl.below, decl.above) else {
        return Err(err(
            name,
            name,
            "give exactly one of `equals`, `below` and `above`",
        ));
    };
    let along = Along::of(decl.row.as_deref(), decl.series.as_deref());
    let label = decl.label.as_deref();
    let counted = match along {
        Some(Along::Row(row)) => series_of_row(c, page, name, (table, t), row, bound)?,
        Some(Along::Series(series)) => {
            rows_of_series(c, page, name, (table, t), series, bound, label)?
        }
        None => return Err(err(name, name, "give exactly one of `row` and `series`")),
    };
    let Counted {
        items,
        total,
        inputs,
        set,
    } = counted;
    let q = crate::compute::Quantifier::of(items.len(), total);
    page.vars.insert(format!("{name}-total"), Var::Count(total));
    page.decide(
        &format!("{name}-quantifier"),
        q.key(),
        inputs,
        Rule::new("quantifier")
            .count("passed", items.len())
            .count("total", total)
            .text("table", table)
            .text("set", set.join(", ")),
    );
    insert_list(page, name, items);
    Ok(())
}

/// The subjects of `row` whose value passes `bound`, by their labels.
fn series_of_row(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    (table, t): (&str, &Table),
    row: &str,
    bound: Bound,
) -> Result<Counted, DeclError> {
    let members = row_members(c, page, name, (table, t), row)?;
    let value = |s: &str| t.cell(row, s).and_then(|c| c.value());
    let with: Vec<&String> = members.iter().filter(|s| value(s).is_some()).collect();
    let items = with
        .iter()
        .filter(|s| value(s).is_some_and(|v| bound.holds(v)))
        .map(|s| Item::Text(subject_label(c, s)))
        .collect();
    let inputs = with
        .iter()
        .filter_map(|s| page.cell(table, row, s))
        .collect();
    let set = with.iter().map(|s| subject_label(c, s)).collect();
    Ok(Counted {
        items,
        total: with.len(),
        inputs,
        set,
    })
}

/// The rows of `series` whose value passes `bound`, named by the row fact
/// `label` (else by their keys).
fn rows_of_series(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    (table, t): (&str, &Table),
    series: &str,
    bound: Bound,
    label: Option<&str>,
) -> Result<Counted, DeclError> {
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
    let value = |r: &str| t.cell(r, series).and_then(|c| c.value());
    let with: Vec<&String> = t.rows.iter().filter(|r| value(r).is_some()).collect();
    let matching: Vec<String> = with
        .iter()
        .filter(|r| value(r).is_some_and(|v| bound.holds(v)))
        .map(|r| (*r).clone())
        .collect();
    let items = matching
        .into_iter()
        .map(|r| row_by_fact(c, page, r, label))
        .collect();
    let inputs = with
        .iter()
        .filter_map(|r| page.cell(table, r, series))
        .collect();
    let set = with.iter().map(|r| (*r).clone()).collect();
    Ok(Counted {
        items,
        total: with.len(),
        inputs,
        set,
    })
}

/// Row `row` named by its fact `label`: a text as it is, a number in the
/// reader's digits, else the row's key.
fn row_by_fact(c: &Campaign, page: &mut PageFigures, row: String, label: Option<&str>) -> Item {
    let fact = label.and_then(|l| c.manifest.rows.get(&row)?.get(l));
    match fact {
        Some(toml::Value::String(s)) => Item::Text(s.clone()),
        Some(toml::Value::Integer(n)) => Item::Figure(page.push(Figure {
            value: *n as f64,
            display: Display::new(Style::Number, 0),
            formula: None,
            sources: vec![std::sync::Arc::new(Source::Manifest {
                file: c.manifest_file.clone(),
                key: format!("rows.{row}.{}", label.unwrap_or("")),
            })],
        })),
        _ => Item::Text(row),
    }
}

/// `standing`: `ahead`, `even` or `behind`, a against b with the campaign's
/// tie threshold or `tie_within`.
pub(super) fn standing(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &[String; 2],
    tie_within: Option<f64>,
) -> Result<(), DeclError> {
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
    let s = crate::compute::standing(page.figures[a].value, page.figures[b].value, tie)
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
