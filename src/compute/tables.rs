//! Table views: how a page shows a results table (which rows and columns, in
//! which order, transposed or not, with notes and computed columns). Evaluated
//! into figures once per page; formatting happens per locale in render/.

use super::model::{
    CellOut, DeclError, Display, Figure, Formula, Label, Op, Operand, PageFigures, Style, TableOut,
    apply, err, facts, subject_label,
};
use super::views::{Columns, ComputedColumn, Note, TableView};
use crate::results::{Campaign, Outcome, Table};

fn label(c: &Campaign, message: &Option<String>, key: &str) -> Label {
    match message {
        Some(id) => Label::Message {
            id: id.clone(),
            facts: facts(c, key),
        },
        None => Label::Text(subject_label(c, key)),
    }
}

/// A cell of a results table: its row and its series.
#[derive(Debug, Clone, Copy)]
struct CellAt<'a> {
    row: &'a str,
    series: &'a str,
}

/// The cell at (shown row, shown column) of a possibly transposed view.
fn cell_key<'a>(view: &TableView, row: &'a str, col: &'a str) -> CellAt<'a> {
    if view.transpose {
        CellAt {
            row: col,
            series: row,
        }
    } else {
        CellAt { row, series: col }
    }
}

fn check_keys(
    name: &str,
    what: &str,
    wanted: &[String],
    have: &[String],
    table: &str,
) -> Result<(), DeclError> {
    // A set: a view of every row of a long table asks for each of them.
    let known: std::collections::HashSet<&str> = have.iter().map(String::as_str).collect();
    for k in wanted {
        if !known.contains(k.as_str()) {
            return Err(err(
                name,
                k,
                format!(
                    "table `{table}` has no {what} `{k}` ({what}s: {})",
                    have.join(", ")
                ),
            ));
        }
    }
    Ok(())
}

fn op_of(name: &str, compute: &str) -> Result<Op, DeclError> {
    Ok(match compute {
        "ratio" => Op::Ratio,
        "share" => Op::Share,
        "retention" => Op::Retention,
        "loss" => Op::Loss,
        "percent-difference" => Op::PercentDifference,
        other => {
            return Err(err(
                name,
                other,
                format!(
                    "`{other}` is not a column computation (ratio, share, retention, loss, percent-difference)"
                ),
            ));
        }
    })
}

/// The campaign table a view shows, and those its notes read.
struct Sources<'c> {
    table: &'c Table,
    /// The table of `note`, if any.
    note: Option<&'c Table>,
    /// The tables of `notes`, in their order.
    parts: Vec<&'c Table>,
}

/// The campaign's table `source`, or an error naming the view.
fn table_named<'c>(c: &'c Campaign, name: &str, source: &str) -> Result<&'c Table, DeclError> {
    c.table(source).ok_or_else(|| {
        err(
            name,
            source,
            format!("campaign `{}` has no table `{source}`", c.id),
        )
    })
}

/// The tables view `name` reads.
fn sources<'c>(c: &'c Campaign, name: &str, view: &TableView) -> Result<Sources<'c>, DeclError> {
    if view.source.is_empty() {
        return Err(err(
            name,
            name,
            "a table view needs `source` (a campaign table) or `facts` (a group of manifest facts)",
        ));
    }
    let table = table_named(c, name, &view.source)?;
    let note = match &view.note {
        Some(n) => Some(table_named(c, name, &n.source)?),
        None => None,
    };
    let parts = view
        .notes
        .iter()
        .map(|n| table_named(c, name, &n.source))
        .collect::<Result<_, _>>()?;
    Ok(Sources { table, note, parts })
}

/// The keys of the rows and columns a view shows, in its order.
struct Keys {
    rows: Vec<String>,
    columns: Vec<String>,
}

/// The rows and columns view `name` shows (default: all of them), each
/// checked against the table.
fn shown_keys(
    c: &Campaign,
    name: &str,
    view: &TableView,
    table: &Table,
) -> Result<Keys, DeclError> {
    let (row_keys, col_keys) = if view.transpose {
        (&table.series, &table.rows)
    } else {
        (&table.rows, &table.series)
    };
    let (row_what, col_what) = if view.transpose {
        ("series", "row")
    } else {
        ("row", "series")
    };
    let rows = view.rows.clone().unwrap_or_else(|| row_keys.clone());
    let columns = match &view.columns {
        Some(Columns::Keys(keys)) => keys.clone(),
        Some(Columns::Facts(_)) => {
            return Err(err(
                name,
                &view.source,
                "columns as tables are for facts views (`facts = \"GROUP\"`); a campaign table's view lists column keys",
            ));
        }
        None => col_keys.clone(),
    };
    check_keys(name, row_what, &rows, row_keys, &view.source)?;
    check_keys(name, col_what, &columns, col_keys, &view.source)?;
    // A label message names table rows from their `[rows.KEY]` facts: a row
    // without them would fail inside the message, far from the fix.
    for (label, keys, what) in [
        (&view.row_label, &rows, row_what),
        (&view.column_label, &columns, col_what),
    ] {
        let (Some(label), "row") = (label, what) else {
            continue;
        };
        if let Some(key) = keys.iter().find(|k| !c.manifest.rows.contains_key(*k)) {
            return Err(err(
                name,
                label,
                format!(
                    "row `{key}` of table `{}` has no `[rows.{key}]` in {}, whose facts the label message `{label}` needs",
                    view.source, c.manifest_file
                ),
            ));
        }
    }
    Ok(Keys { rows, columns })
}

/// Evaluates a view of a campaign table: its cells as figures, with their
/// notes, and its computed columns.
pub fn evaluate(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    view: &TableView,
) -> Result<TableOut, DeclError> {
    // A facts view goes to `facts_table` (`figures` chooses).
    debug_assert!(view.facts.is_none());
    let sources = sources(c, name, view)?;
    let Keys { rows, columns } = shown_keys(c, name, view, sources.table)?;
    let display = view.shown.or(Style::Number, 0);
    let mut out_rows = Vec::new();
    for row in &rows {
        let mut cells = Vec::new();
        for col in &columns {
            let at = cell_key(view, row, col);
            cells.push(table_cell(page, view, &sources, at, display));
        }
        for comp in &view.computed {
            let cell = computed_cell(page, name, comp, &columns, &cells, row)?;
            cells.push(cell);
        }
        out_rows.push((label(c, &view.row_label, row), cells));
    }
    let mut out_cols: Vec<Label> = columns
        .iter()
        .map(|k| label(c, &view.column_label, k))
        .collect();
    for comp in &view.computed {
        out_cols.push(Label::Message {
            id: comp.label.clone(),
            facts: vec![],
        });
    }
    let mut column_keys = columns.clone();
    column_keys.extend(view.computed.iter().map(|c| c.label.clone()));
    Ok(TableOut {
        corner: view.corner.clone(),
        caption: view.caption.clone(),
        columns: out_cols,
        rows: out_rows,
        row_keys: rows,
        column_keys,
        transpose: view.transpose,
        source: view.source.clone(),
        aligns: Vec::new(),
        across: None,
    })
}

/// The cell `at` of the view's table: its figure shown as `display`, with
/// its note and parts; not completed; or missing.
fn table_cell(
    page: &mut PageFigures,
    view: &TableView,
    sources: &Sources<'_>,
    at: CellAt<'_>,
    display: Display,
) -> CellOut {
    let (r, s) = (at.row, at.series);
    match sources.table.cell(r, s).map(|x| &x.outcome) {
        Some(Outcome::Value(_)) => {
            let base = page
                .cell(&view.source, r, s)
                .expect("every valued cell has a figure");
            let mut f = page.figures[base].clone();
            f.display = display;
            let fig = page.push(f);
            let note = match (&view.note, sources.note) {
                (Some(n), Some(t)) => note_figure(page, n, t, at),
                _ => None,
            };
            // A labelled single note is a part: its label shows it.
            let (note, mut parts) = match (&view.note, note) {
                (Some(n), Some(i)) if n.label.is_some() => (None, vec![(i, n.label.clone())]),
                (_, note) => (note, Vec::new()),
            };
            for (n, t) in view.notes.iter().zip(&sources.parts) {
                if let Some(i) = note_figure(page, n, t, at) {
                    parts.push((i, n.label.clone()));
                }
            }
            CellOut::Figure { fig, note, parts }
        }
        Some(Outcome::NotCompleted { reason }) => CellOut::NotCompleted {
            reason: reason.clone(),
            fig: page.cell(&view.source, r, s),
        },
        None => CellOut::Missing,
    }
}

/// The figure note `n` shows beside cell `at`, read from its table `t`;
/// none where the cell has no value, or a zero the note hides. Counts
/// (failed requests) show as numbers; an error rate says
/// `display = "percent"`.
fn note_figure(page: &mut PageFigures, n: &Note, t: &Table, at: CellAt<'_>) -> Option<usize> {
    match t.cell(at.row, at.series).and_then(|x| x.value()) {
        Some(v) if !(n.hide_zero && v == 0.0) => {
            let i = page
                .cell(&n.source, at.row, at.series)
                .expect("every valued cell has a figure");
            let mut f = page.figures[i].clone();
            f.display = n.shown.or(Style::Number, 0);
            Some(page.push(f))
        }
        _ => None,
    }
}

/// The cell of computed column `comp` in `row`, from the row's `cells` so
/// far under `columns`: missing where an operand is no figure.
fn computed_cell(
    page: &mut PageFigures,
    name: &str,
    comp: &ComputedColumn,
    columns: &[String],
    cells: &[CellOut],
    row: &str,
) -> Result<CellOut, DeclError> {
    let op = op_of(name, &comp.compute)?;
    let pos = |k: &String| {
        columns.iter().position(|c| c == k).ok_or_else(|| {
            err(
                name,
                k,
                format!("computed column uses `{k}`, which the view does not show"),
            )
        })
    };
    let (ia, ib) = (pos(&comp.of[0])?, pos(&comp.of[1])?);
    let (CellOut::Figure { fig: a, .. }, CellOut::Figure { fig: b, .. }) = (&cells[ia], &cells[ib])
    else {
        return Ok(CellOut::Missing);
    };
    let (a, b) = (*a, *b);
    let value = apply(op, page.figures[a].value, page.figures[b].value).map_err(|e| {
        err(
            name,
            &comp.label,
            format!("cannot compute `{}` in row `{row}`: {e}", comp.label),
        )
    })?;
    let sources = [&page.figures[a].sources[..], &page.figures[b].sources[..]].concat();
    let fig = page.push(Figure {
        value,
        display: comp.shown.or(Style::Percent, 0),
        formula: Some(Formula {
            op,
            operands: vec![Operand::Figure(a), Operand::Figure(b)],
        }),
        sources,
    });
    Ok(CellOut::Figure {
        fig,
        note: None,
        parts: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use indexmap::IndexMap;

    /// A view of every row of a long table: each row is looked up in a
    /// set, where a scan of the row list made a 40,000-row page take
    /// seconds and a 200,000-row one a minute. It completes, with every row.
    #[test]
    fn a_view_of_a_table_of_many_rows_is_made() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("results/long");
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(
            folder.join("manifest.toml"),
            "title = \"long\"\n[subjects.a]\nname = \"A\"\n[subjects.b]\nname = \"B\"\n\
             [sampling]\naggregate = \"median\"\n[validity]\nexclude-failed-runs = true\n\
             [comparison]\ntie-within = 0.02\n\
             [tables.t]\nfile = \"t.csv\"\nrow = \"r\"\nseries = \"s\"\nvalue = \"v\"\n",
        )
        .unwrap();
        let rows = 100_000;
        let mut csv = String::from("r,s,v\n");
        for i in 0..rows {
            csv.push_str(&format!("r{i},a,{i}\nr{i},b,{}\n", i + 1));
        }
        std::fs::write(folder.join("t.csv"), csv).unwrap();
        let campaign = crate::results::load_campaign(dir.path(), &folder).unwrap();
        let view: crate::compute::views::TableView =
            toml::from_str("source = \"t\"\ncaption = \"c\"\ncorner = \"k\"\n").unwrap();
        let none = IndexMap::new();
        let tables: IndexMap<_, _> = [("t".to_owned(), view)].into_iter().collect();
        let page = crate::compute::figures::evaluate(
            &campaign,
            &IndexMap::new(),
            &tables,
            &IndexMap::new(),
            &none,
        )
        .unwrap();
        let out = &page.tables["t"];
        assert_eq!(out.rows.len(), rows);
        assert_eq!(out.row_keys.last().map(String::as_str), Some("r99999"));
    }
}
