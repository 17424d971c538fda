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
    // Series run along the subjects' axis: rows when transposed, else columns.
    let (cat_keys, cat_labels, ser_keys, ser_labels): (
        &[String],
        Vec<Label>,
        &[String],
        Vec<Label>,
    ) = if table.transpose {
        (
            &table.column_keys,
            table.columns.clone(),
            &table.row_keys,
            table.rows.iter().map(|r| r.0.clone()).collect(),
        )
    } else {
        (
            &table.row_keys,
            table.rows.iter().map(|r| r.0.clone()).collect(),
            &table.column_keys,
            table.columns.clone(),
        )
    };
    let cat_index: Vec<usize> = match &view.categories {
        Some(wanted) => wanted
            .iter()
            .map(|k| {
                cat_keys.iter().position(|x| x == k).ok_or_else(|| {
                    err(
                        name,
                        k,
                        format!("table view `{}` has no `{k}` to chart", view.table),
                    )
                })
            })
            .collect::<Result<_, _>>()?,
        None => (0..cat_keys.len()).collect(),
    };
    let cell = |cat: usize, ser: usize| -> &CellOut {
        if table.transpose {
            &table.rows[ser].1[cat]
        } else {
            &table.rows[cat].1[ser]
        }
    };
    let series = ser_keys
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
                label: ser_labels[si].clone(),
                values,
                marks,
            }
        })
        .collect();
    let x = match (view.kind, &view.x) {
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
            .collect::<Result<_, _>>()?,
        // A series view's rows are campaigns: evenly spaced, in order.
        (Kind::Line, None) if table.across.is_some() => {
            (0..cat_index.len()).map(|i| i as f64).collect()
        }
        (Kind::Line, None) => {
            return Err(err(
                name,
                name,
                format!(
                    "line chart `{name}` needs `x`, the row fact to plot against (or a series view, `history = \"TABLE/ROW\"`, whose campaigns are the x axis)"
                ),
            ));
        }
        (Kind::Bar, _) => Vec::new(),
    };
    Ok(ChartOut {
        kind: view.kind,
        title: view.title.clone(),
        x_label: view.x_label.clone(),
        y_label: view.y_label.clone(),
        caption: table.caption.clone(),
        categories: cat_index.iter().map(|&i| cat_labels[i].clone()).collect(),
        x_categories: view.kind == Kind::Line && view.x.is_none(),
        x,
        series,
    })
}
