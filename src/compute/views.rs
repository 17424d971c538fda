//! Declarations of table views (`[tables.NAME]` in a page): what
//! `tables` (over a campaign table) and `facts_table` (over manifest
//! facts) evaluate. Types (and the reading of message columns), so the evaluators share them
//! without depending on each other.

use super::model::{Align, CellOut, DeclError, Label, Shown, Var, err};
use serde::Deserialize;

/// A table view declared in a page's front matter as `[tables.NAME]`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct TableView {
    /// The campaign table shown.
    #[serde(default)]
    pub source: String,
    /// Instead of `source`: a group of manifest facts (`[facts.GROUP.ROW]`,
    /// or `subjects`), one row per sub-table (`facts_table`).
    #[serde(default)]
    pub facts: Option<String>,
    /// Instead of `source`: one row (`TABLE/ROW`) of the campaign table
    /// across the comparable run of campaigns ending at the page's, a row
    /// per campaign and a column per subject (`across`).
    #[serde(default)]
    pub history: Option<String>,
    /// Instead of `source`: the campaigns of the page's kind kept apart from
    /// its run, with the reason (`across`).
    #[serde(default)]
    pub apart: bool,
    /// Instead of `source`: the campaigns of the comparable run ending at
    /// the page's, one row each, its columns messages given the campaign's
    /// variables (`across`).
    #[serde(default)]
    pub run: bool,
    /// In a run view: the campaign table whose cells that were not
    /// completed each row's messages receive (`$incomplete`…), its rows
    /// named by a message (`row-label`) given the row's facts.
    #[serde(default)]
    pub incomplete: Option<IncompleteOf>,
    /// In a run view: the subject the page follows; each row's messages
    /// receive the others as `$others` ("nginx 1.31.6, Caddy 2.11.4").
    #[serde(default)]
    pub subject: Option<String>,
    /// Instead of `source`: the subjects that campaign tables lack, a row
    /// per table and reason (`facts_table`).
    #[serde(default)]
    pub absent: Option<Vec<String>>,
    /// Show series as rows and row keys as columns.
    #[serde(default)]
    pub transpose: bool,
    /// Keys shown as rows, in order (default: all, in file order).
    #[serde(default)]
    pub rows: Option<Vec<String>>,
    /// Keys shown as columns, in order (default: all, in file order); in a
    /// facts view, the declared columns.
    #[serde(default)]
    pub columns: Option<Columns>,
    /// Message id of the top-left header cell.
    pub corner: String,
    /// Message id naming a row key; it receives the key's facts as variables.
    /// Without it, subjects show their label and other keys themselves.
    #[serde(default)]
    pub row_label: Option<String>,
    /// In a facts view: the key of the fact that names each row (a file
    /// name), shown as data, instead of `row-label`.
    #[serde(default)]
    pub row_fact: Option<String>,
    /// Message id naming a column key, likewise.
    #[serde(default)]
    pub column_label: Option<String>,
    /// Message id of the table caption.
    #[serde(default)]
    pub caption: Option<String>,
    /// A second table whose value for the same cell is shown in parentheses
    /// (error rates beside throughput).
    #[serde(default)]
    pub note: Option<Note>,
    /// Several labelled notes in one pair of parentheses, joined as the
    /// locale joins units: "507 (986 timeouts, 5,204 non-2xx)".
    #[serde(default)]
    pub notes: Vec<Note>,
    /// Columns computed from two shown columns of the same row.
    #[serde(default)]
    pub computed: Vec<ComputedColumn>,
    /// Display of the values.
    #[serde(flatten)]
    pub shown: Shown,
}

impl TableView {
    /// The columns of a view whose cells are messages (an apart, run or
    /// absent view): their headers and message ids.
    pub fn message_columns(
        &self,
        name: &str,
        what: &str,
    ) -> Result<(Vec<Label>, Vec<String>), DeclError> {
        let Some(Columns::Facts(columns)) = &self.columns else {
            return Err(err(
                name,
                name,
                format!("{what}'s `columns` are `{{ header = …, message = … }}` tables"),
            ));
        };
        let mut headers = Vec::new();
        let mut messages = Vec::new();
        for col in columns {
            let (Some(h), Some(m), None) = (&col.header, &col.message, &col.fact) else {
                return Err(err(
                    name,
                    name,
                    format!("each column of {what} has a `header` and a `message`, and no `fact`"),
                ));
            };
            headers.push(Label::Message {
                id: h.clone(),
                facts: Vec::new(),
            });
            messages.push(m.clone());
        }
        Ok((headers, messages))
    }
}

/// A row of a view whose cells are messages: its label `row_label` and
/// each of `messages`, all given `vars`.
pub fn message_row(
    row_label: &str,
    messages: &[String],
    vars: indexmap::IndexMap<String, Var>,
) -> (Label, Vec<CellOut>) {
    let cells = messages
        .iter()
        .map(|id| CellOut::Message {
            id: id.clone(),
            vars: vars.clone(),
        })
        .collect();
    (
        Label::Row {
            id: row_label.to_owned(),
            vars,
        },
        cells,
    )
}

/// The columns of a view: keys of a campaign table, or the columns of a
/// facts view (tables, checked against their keys in `content`).
#[derive(Debug, Clone, Deserialize)]
#[serde(
    untagged,
    expecting = "`columns` must be column keys (strings) or, in a facts view, column tables ({ header = …, fact = … } or { header = …, message = … }), not a mix"
)]
pub enum Columns {
    Keys(Vec<String>),
    Facts(Vec<FactColumn>),
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct Note {
    pub source: String,
    /// Message id showing the note; it receives the figure as `$value`
    /// (plural rules select on it).
    #[serde(default)]
    pub label: Option<String>,
    /// Leave the note out where its value is zero.
    #[serde(default)]
    pub hide_zero: bool,
    #[serde(flatten)]
    pub shown: Shown,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct ComputedColumn {
    /// Message id of the column header.
    pub label: String,
    /// `ratio`, `share`, `retention`, `loss` or `percent-difference`.
    pub compute: String,
    /// The two column keys, in the computation's order.
    pub of: [String; 2],
    #[serde(flatten)]
    pub shown: Shown,
}

/// A column of a facts view. Every field is optional for serde, so that a
/// column with a missing or misspelt key reaches [`evaluate`] (or the
/// front matter's key check) and gets a message naming it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct FactColumn {
    /// Message id of the column header.
    #[serde(default)]
    pub header: Option<String>,
    /// The key of the row's fact shown as is.
    #[serde(default)]
    pub fact: Option<String>,
    /// A message formatted with the row's facts (`$KEY`) and `$row`.
    #[serde(default)]
    pub message: Option<String>,
    /// `left` or `right`; by default numbers right, anything else left.
    #[serde(default)]
    pub align: Option<Align>,
    /// A row without the fact shows an empty cell instead of failing.
    #[serde(default)]
    pub optional: bool,
    /// Fraction digits of a number fact (default: as written in the manifest).
    #[serde(default)]
    pub digits: Option<u8>,
}

/// The table a run view reads not-completed cells from.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct IncompleteOf {
    pub table: String,
    pub row_label: String,
}
