//! The data behind a table, as CSV and JSON files beside the page: made from
//! the same figures the table shows, so a download never disagrees with the
//! page. Values are exact (what `<data value>` holds), not rounded for
//! display. The JSON's shape is documented in docs/results.md.

use crate::compute::model::{CellOut, TableOut};
use crate::compute::model::{Op, PageFigures, Source};
use crate::render::provenance;
use serde::Serialize;

/// Version of the JSON's shape; raised when a field changes meaning.
pub const SCHEMA: u32 = 1;

#[derive(Serialize)]
struct TableData<'a> {
    schema: u32,
    /// The table view's name on the page.
    table: &'a str,
    /// The campaign table it shows.
    source: &'a str,
    cells: Vec<CellData>,
}

#[derive(Serialize)]
struct CellData {
    /// `table/row/series` of the cell.
    cell: String,
    row: String,
    series: String,
    /// `measured`, `computed`, `fact` (a manifest fact), `text` (a message
    /// about a facts row), `not-completed` or `missing`.
    status: &'static str,
    /// The exact value, as the page's `<data value>`; absent without one.
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<f64>,
    /// The note shown beside it (an error rate), exactly.
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<f64>,
    /// Runs the value is the median of.
    #[serde(skip_serializing_if = "Option::is_none")]
    runs: Option<usize>,
    /// Why a cell has no value.
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    /// Where the value comes from: files, lines, columns, raw reports.
    sources: Vec<String>,
}

fn cells(figures: &PageFigures, view: &TableOut) -> Vec<CellData> {
    let mut out = Vec::new();
    for (r, (_, row)) in view.rows.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            let name = view.cell_name(r, c);
            let mut parts = name.splitn(3, '/').skip(1);
            let (row_key, series) = (
                parts.next().unwrap_or_default().to_owned(),
                parts.next().unwrap_or_default().to_owned(),
            );
            let mut data = CellData {
                cell: name,
                row: row_key,
                series,
                status: "missing",
                value: None,
                note: None,
                runs: None,
                reason: None,
                sources: Vec::new(),
            };
            match cell {
                CellOut::Figure { fig, note, .. } => {
                    let f = &figures.figures[*fig];
                    // A median of runs is a measurement; any other formula
                    // (a computed column's ratio) is computed.
                    data.status = match &f.formula {
                        Some(formula) if formula.op != Op::Median => "computed",
                        _ if matches!(f.sources.as_slice(), [s] if matches!(**s, Source::Manifest { .. })) => {
                            "fact"
                        }
                        _ => "measured",
                    };
                    data.value = Some(f.value);
                    data.note = note.map(|n| figures.figures[n].value);
                    data.runs = f.sources.iter().find_map(|s| match &**s {
                        Source::Cell { runs, .. } => Some(*runs),
                        _ => None,
                    });
                    data.sources = provenance::sources(f);
                }
                CellOut::NotCompleted { reason, fig } => {
                    data.status = "not-completed";
                    data.reason = Some(reason.clone());
                    // The lines that tried, and why each run did not count.
                    if let Some(f) = fig.map(|i| &figures.figures[i]) {
                        data.runs = f.sources.iter().find_map(|s| match &**s {
                            Source::Cell { runs, .. } => Some(*runs),
                            _ => None,
                        });
                        data.sources = provenance::sources(f);
                    }
                }
                // A fact that is no number: its source, not its text (which
                // the page shows in the reader's locale).
                CellOut::Fact { source, .. } => {
                    data.status = "fact";
                    data.sources = vec![source.to_string()];
                }
                // Prose about a facts row: the sources of the row's numbers.
                CellOut::Message { vars, .. } => {
                    data.status = "text";
                    for var in vars.values() {
                        if let crate::compute::model::Var::Figure(i) = var {
                            for s in provenance::sources(&figures.figures[*i]) {
                                if !data.sources.contains(&s) {
                                    data.sources.push(s);
                                }
                            }
                        }
                    }
                }
                CellOut::Missing => {}
            }
            out.push(data);
        }
    }
    out
}

/// The table's data as CSV: one line per cell, in the order the page shows.
pub fn csv(figures: &PageFigures, view: &TableOut) -> Vec<u8> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let _ = w.write_record([
        "cell", "row", "series", "status", "value", "note", "runs", "reason", "sources",
    ]);
    for c in cells(figures, view) {
        let num = |v: Option<f64>| v.map(|v| v.to_string()).unwrap_or_default();
        let _ = w.write_record([
            c.cell,
            c.row,
            c.series,
            c.status.to_owned(),
            num(c.value),
            num(c.note),
            c.runs.map(|r| r.to_string()).unwrap_or_default(),
            c.reason.unwrap_or_default(),
            c.sources.join("; "),
        ]);
    }
    w.into_inner().unwrap_or_default()
}

/// The table's data as JSON (schema [`SCHEMA`]).
pub fn json(figures: &PageFigures, name: &str, view: &TableOut) -> Vec<u8> {
    let data = TableData {
        schema: SCHEMA,
        table: name,
        source: &view.source,
        cells: cells(figures, view),
    };
    let mut bytes = serde_json::to_vec_pretty(&data).unwrap_or_default();
    bytes.push(b'\n');
    bytes
}
