//! Chart views: which figures of a table view a chart draws. Evaluated once
//! per page into figure indexes; drawing happens per locale in render/.

use super::model::{
    CellOut, ChartOut, DeclError, Fact, Kind, Label, PageFigures, SeriesOut, TableOut, err, facts,
};
use crate::results::Campaign;
use serde::Deserialize;

/// A chart declared in a page's front matter as `[charts.NAME]`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ChartView {
    /// The page's table view the chart draws; the chart stands beside it.
    pub table: String,
    pub kind: Kind,
    /// Message ids of the title and axis labels.
    pub title: String,
    pub y_label: String,
    #[serde(default)]
    pub x_label: Option<String>,
    /// For line charts: the numeric row fact giving each row's x value.
    #[serde(default)]
    pub x: Option<String>,
    /// Only these category keys (e.g. one computed column).
    #[serde(default)]
    pub categories: Option<Vec<String>>,
}

/// The two axes of a table view as a chart reads them: categories along
/// one, series along the subjects' axis (rows when transposed, else
/// columns).
struct Axes<'t> {
    category_keys: &'t [String],
    category_labels: Vec<Label>,
    series_keys: &'t [String],
    series_labels: Vec<Label>,
}

impl<'t> Axes<'t> {
    fn of(table: &'t TableOut) -> Self {
        let row_labels = || table.rows.iter().map(|r| r.0.clone()).collect();
        if table.transpose {
            Axes {
                category_keys: &table.column_keys,
                category_labels: table.columns.clone(),
                series_keys: &table.row_keys,
                series_labels: row_labels(),
            }
        } else {
            Axes {
                category_keys: &table.row_keys,
                category_labels: row_labels(),
                series_keys: &table.column_keys,
                series_labels: table.columns.clone(),
            }
        }
    }
}

/// Evaluates chart `name` over its table view, already evaluated in `page`.
pub fn evaluate(
    c: &Campaign,
    page: &PageFigures,
    name: &str,
    view: &ChartView,
) -> Result<ChartOut, DeclError> {
    let table: &TableOut = page.tables.get(&view.table).ok_or_else(|| {
        err(
            name,
            &view.table,
            format!(
                "chart `{name}` draws table view `{}`, which the page does not declare",
                view.table
            ),
        )
    })?;
    let axes = Axes::of(table);
    let cat_index = categories(name, view, axes.category_keys)?;
    let series = series(table, &axes, &cat_index);
    let x = x_values(c, name, view, table, axes.category_keys, &cat_index)?;
    Ok(ChartOut {
        kind: view.kind,
        title: view.title.clone(),
        x_label: view.x_label.clone(),
        y_label: view.y_label.clone(),
        caption: table.caption.clone(),
        categories: cat_index
            .iter()
            .map(|&i| axes.category_labels[i].clone())
            .collect(),
        x_categories: view.kind == Kind::Line && view.x.is_none(),
        x,
        series,
    })
}

/// The indexes of the categories the chart draws: those of `categories`,
/// in its order, else every one.
fn categories(name: &str, view: &ChartView, keys: &[String]) -> Result<Vec<usize>, DeclError> {
    match &view.categories {
        Some(wanted) => wanted
            .iter()
            .map(|k| {
                keys.iter().position(|x| x == k).ok_or_else(|| {
                    err(
                        name,
                        k,
                        format!("table view `{}` has no `{k}` to chart", view.table),
                    )
                })
            })
            .collect(),
        None => Ok((0..keys.len()).collect()),
    }
}

/// Each series' figures (and notes, as marks) at the categories drawn.
fn series(table: &TableOut, axes: &Axes<'_>, cat_index: &[usize]) -> Vec<SeriesOut> {
    let cell = |cat: usize, ser: usize| -> &CellOut {
        if table.transpose {
            &table.rows[ser].1[cat]
        } else {
            &table.rows[cat].1[ser]
        }
    };
    axes.series_keys
        .iter()
        .enumerate()
        .map(|(si, key)| {
            let (values, marks) = cat_index
                .iter()
                .map(|&ci| match cell(ci, si) {
                    CellOut::Figure { fig, note, .. } => (Some(*fig), *note),
                    _ => (None, None),
                })
                .unzip();
            SeriesOut {
                key: key.clone(),
                label: axes.series_labels[si].clone(),
                values,
                marks,
            }
        })
        .collect()
}

/// The x value of each category a line chart draws: the row fact `x`, or
/// evenly spaced campaigns for a series view; none for a bar chart.
fn x_values(
    c: &Campaign,
    name: &str,
    view: &ChartView,
    table: &TableOut,
    cat_keys: &[String],
    cat_index: &[usize],
) -> Result<Vec<f64>, DeclError> {
    match (view.kind, &view.x) {
        (Kind::Line, Some(fact)) => cat_index
            .iter()
            .map(|&ci| {
                facts(c, &cat_keys[ci])
                    .into_iter()
                    .find_map(|(k, v)| match v {
                        Fact::Number(n) if k == *fact => Some(n),
                        _ => None,
                    })
                    .ok_or_else(|| {
                        err(
                            name,
                            fact,
                            format!(
                                "row `{}` has no numeric fact `{fact}` for the x axis",
                                cat_keys[ci]
                            ),
                        )
                    })
            })
            .collect(),
        // A series view's rows are campaigns: evenly spaced, in order.
        (Kind::Line, None) if table.across.is_some() => {
            Ok((0..cat_index.len()).map(|i| i as f64).collect())
        }
        (Kind::Line, None) => Err(err(
            name,
            name,
            format!(
                "line chart `{name}` needs `x`, the row fact to plot against (or a series view, `history = \"TABLE/ROW\"`, whose campaigns are the x axis)"
            ),
        )),
        (Kind::Bar, _) => Ok(Vec::new()),
    }
}
