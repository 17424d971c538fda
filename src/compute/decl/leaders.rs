//! Leaders: which figure or series is highest (`leader-of`, `leader`),
//! whether a group of series leads each row (`group-leads`), and how one
//! series stands against another row by row (`compare-rows`).

use super::{RowNaming, insert_list, leave_out_cell, row_item};
use crate::compute::Standing;
use crate::compute::model::{
    Decision, DeclError, Display, Figure, Formula, INCOMPLETE, Item, Op, Operand, PageFigures,
    Rule, Style, Var, apply, err, facts, members, operand, subject_label, table_of,
};
use crate::results::{Campaign, Table};
use indexmap::IndexMap;
use serde::Deserialize;

/// `leader-of`: the key of the highest of named figures, and its label.
pub(super) fn leader_of(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &IndexMap<String, String>,
) -> Result<(), DeclError> {
    let mut candidates = Vec::new();
    for (key, r) in of {
        candidates.push((key.clone(), operand(c, page, name, r)?));
    }
    lead(c, page, name, candidates);
    Ok(())
}

/// `leader`: the series with the highest value in `row` (among `among`,
/// default: the table's subjects), and its label.
pub(super) fn leader(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    table: &str,
    row: &str,
    among: Option<&[String]>,
) -> Result<(), DeclError> {
    let t = table_of(c, name, table)?;
    let series: Vec<String> = match among {
        Some(among) => among.to_vec(),
        None => members(c, table, t),
    };
    let mut candidates = Vec::new();
    for s in series {
        let i = operand(c, page, name, &format!("{table}/{row}/{s}"))?;
        candidates.push((s, i));
    }
    lead(c, page, name, candidates);
    Ok(())
}

/// Of `candidates` (a key and its figure), the key of the highest as `NAME`
/// with its label and `NAME-lead`; those without a value are left out.
fn lead(c: &Campaign, page: &mut PageFigures, name: &str, candidates: Vec<(String, usize)>) {
    let mut keys = Vec::new();
    let mut values = Vec::new();
    for (key, i) in candidates {
        if let Some(m) = page.missing_of(&[i]) {
            page.leave_out(name, m);
            continue;
        }
        keys.push(key);
        values.push(page.figures[i].value);
    }
    let Some(best) = crate::compute::leader(&values) else {
        no_leader(page, name);
        return;
    };
    insert_lead(page, name, &values, c.manifest.comparison.tie_within);
    let key = &keys[best];
    page.vars.insert(name.to_owned(), Var::Text(key.clone()));
    page.vars
        .insert(format!("{name}-label"), Var::Text(subject_label(c, key)));
}

/// A leader of nothing: every candidate lacks a value.
fn no_leader(page: &mut PageFigures, name: &str) {
    page.vars
        .insert(name.to_owned(), Var::Text(INCOMPLETE.to_owned()));
    page.vars
        .insert(format!("{name}-label"), Var::Text(String::new()));
    page.decide(
        &format!("{name}-lead"),
        INCOMPLETE,
        Vec::new(),
        Rule::new("no-candidate"),
    );
}

/// `NAME-lead`: `ahead` when the leader's value is above every other by
/// more than the campaign's tie, `even` when another is within it ("the
/// highest" needs `ahead`).
fn insert_lead(page: &mut PageFigures, name: &str, values: &[f64], tie: f64) {
    let ranked = crate::compute::ranking(values);
    let lead = match ranked.as_slice() {
        [first, second, ..]
            if crate::compute::compare(values[*first], values[*second], tie)
                != Ok(Standing::Ahead) =>
        {
            "even"
        }
        _ => "ahead",
    };
    page.decide(
        &format!("{name}-lead"),
        lead,
        Vec::new(),
        Rule::new("lead").number("tie", tie),
    );
}

/// A `group-leads` declaration: see [`super::Decl::GroupLeads`].
#[derive(Debug, Clone, Deserialize)]
pub struct GroupLeads {
    pub table: String,
    pub rows: Vec<String>,
    pub group: Vec<String>,
    #[serde(flatten)]
    pub naming: RowNaming,
    #[serde(default)]
    pub item: Option<String>,
}

/// The best value of a row among some of its series.
#[derive(Debug, Clone)]
struct Best {
    series: String,
    value: f64,
}

/// How the group stands in the rows so far.
#[derive(Default)]
struct Leads {
    led: usize,
    near: usize,
    /// For each row the group trails: how far its best is behind.
    gaps: Vec<Item>,
    led_rows: Vec<Item>,
    near_rows: Vec<Item>,
    trailing_rows: Vec<Item>,
    near_items: Vec<Item>,
    trailing_items: Vec<Item>,
}

/// What `group-leads` reads, once per declaration.
struct Judge<'a> {
    c: &'a Campaign,
    name: &'a str,
    decl: &'a GroupLeads,
    t: &'a Table,
    tie: f64,
    /// Whether the rows are named (by `label` or `row-label`).
    named: bool,
}

/// `group-leads`: whether one of `group` leads each row (`all`,
/// `all-or-near`, `some`, `none`), with the rows and gaps by standing.
pub(super) fn group_leads(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    decl: &GroupLeads,
) -> Result<(), DeclError> {
    let judge = Judge {
        c,
        name,
        decl,
        t: table_of(c, name, &decl.table)?,
        tie: c.manifest.comparison.tie_within,
        named: decl.naming.label.is_some() || decl.naming.row_label.is_some(),
    };
    if decl.item.is_some() && !judge.named {
        return Err(err(
            name,
            "item",
            "`item` names each row in its message as `$row`: name the rows by `label` or `row-label` too",
        ));
    }
    let members = members(c, &decl.table, judge.t);
    let mut leads = Leads::default();
    for row in &decl.rows {
        for s in &members {
            leave_out_cell(c, page, name, &decl.table, row, s);
        }
        judge.row(page, &mut leads, row)?;
    }
    judge.insert(page, leads);
    Ok(())
}

impl Judge<'_> {
    /// Judges `row`: a row is led when the group's best is ahead of every
    /// other series by more than the tie, near when within it: the tie rule
    /// of every comparison of the campaign.
    fn row(&self, page: &mut PageFigures, leads: &mut Leads, row: &str) -> Result<(), DeclError> {
        let name = self.name;
        let Some((member, other)) = self.bests(row)? else {
            return Ok(());
        };
        let row_named = match self.named {
            true => Some(row_item(self.c, name, row, &self.decl.naming)?),
            false => None,
        };
        let Some(other) = other else {
            leads.led += 1;
            leads.led_rows.extend(row_named);
            return Ok(());
        };
        let standing = crate::compute::compare(member.value, other.value, self.tie)
            .map_err(|e| err(name, row, format!("cannot compare row `{row}`: {e}")))?;
        match standing {
            Standing::Ahead => {
                leads.led += 1;
                leads.led_rows.extend(row_named);
                return Ok(());
            }
            Standing::Even => leads.near += 1,
            Standing::Behind => {}
        }
        let gap = self.gap(page, row, &member, &other)?;
        let word = match standing {
            Standing::Behind => {
                leads.gaps.push(Item::Figure(gap));
                "trailing"
            }
            _ => "near",
        };
        let Some(row_named) = row_named else {
            return Ok(());
        };
        let behind = standing == Standing::Behind;
        if let Some(message) = &self.decl.item {
            let it = self.message(message, row, &row_named, (&member, &other), gap, word);
            match behind {
                true => leads.trailing_items.push(it),
                false => leads.near_items.push(it),
            }
        }
        match behind {
            true => leads.trailing_rows.push(row_named),
            false => leads.near_rows.push(row_named),
        }
        Ok(())
    }

    /// The best of the group in `row` and the best of the others, if any;
    /// `None` when no member of the group has a value there.
    fn bests(&self, row: &str) -> Result<Option<(Best, Option<Best>)>, DeclError> {
        let values: Vec<Best> = self
            .t
            .series
            .iter()
            .filter_map(|s| {
                let value = self.t.cell(row, s).and_then(|c| c.value())?;
                Some(Best {
                    series: s.clone(),
                    value,
                })
            })
            .collect();
        if values.is_empty() {
            let table = &self.decl.table;
            return Err(err(
                self.name,
                row,
                format!("table `{table}` has no values in row `{row}`"),
            ));
        }
        let best_of = |inside: bool| {
            values
                .iter()
                .filter(|b| self.decl.group.contains(&b.series) == inside)
                .max_by(|a, b| a.value.total_cmp(&b.value))
                .cloned()
        };
        Ok(best_of(true).map(|member| (member, best_of(false))))
    }

    /// How far the group's best in `row` is from the best of the others: a
    /// percent figure whose operands are both cells.
    fn gap(
        &self,
        page: &mut PageFigures,
        row: &str,
        member: &Best,
        other: &Best,
    ) -> Result<usize, DeclError> {
        let table = &self.decl.table;
        let mut cell = |s: &str| operand(self.c, page, self.name, &format!("{table}/{row}/{s}"));
        let (a, b) = (cell(&member.series)?, cell(&other.series)?);
        let sources = [&page.figures[a].sources[..], &page.figures[b].sources[..]].concat();
        Ok(page.push(Figure {
            value: apply(Op::AbsPercentDifference, member.value, other.value).unwrap_or(f64::NAN),
            display: Display::new(Style::Percent, 1),
            formula: Some(Formula {
                op: Op::AbsPercentDifference,
                operands: vec![Operand::Figure(a), Operand::Figure(b)],
            }),
            sources,
        }))
    }

    /// Row `row` as the declaration's `item` message: the row's facts,
    /// `$row`, `$member`, `$other`, `$gap` and `$standing`.
    fn message(
        &self,
        message: &str,
        row: &str,
        row_named: &Item,
        (member, other): (&Best, &Best),
        gap: usize,
        word: &str,
    ) -> Item {
        let c = self.c;
        let mut vars: IndexMap<String, Var> = facts(c, row)
            .into_iter()
            .map(|(k, f)| (k, Var::from(f)))
            .collect();
        vars.insert("row".to_owned(), Var::List(vec![row_named.clone()]));
        vars.insert(
            "member".to_owned(),
            Var::Text(subject_label(c, &member.series)),
        );
        vars.insert(
            "other".to_owned(),
            Var::Text(subject_label(c, &other.series)),
        );
        vars.insert("gap".to_owned(), Var::Figure(gap));
        vars.insert("standing".to_owned(), Var::Text(word.to_owned()));
        Item::Message {
            message: message.to_owned(),
            vars,
        }
    }

    /// The declaration's variables and its decision, from the rows judged.
    fn insert(&self, page: &mut PageFigures, leads: Leads) {
        let name = self.name;
        let rows = self.decl.rows.len();
        let Leads { led, near, .. } = leads;
        if self.named {
            insert_list(page, &format!("{name}-led"), leads.led_rows);
            insert_list(page, &format!("{name}-near"), leads.near_rows);
            insert_list(page, &format!("{name}-trailing"), leads.trailing_rows);
        }
        if self.decl.item.is_some() {
            insert_list(page, &format!("{name}-near-items"), leads.near_items);
            insert_list(
                page,
                &format!("{name}-trailing-items"),
                leads.trailing_items,
            );
        }
        // "some" needs a row the group leads; rows only within the tie
        // make it lead all-or-near or none.
        let word = if led == rows {
            "all"
        } else if led + near == rows {
            "all-or-near"
        } else if led == 0 {
            "none"
        } else {
            "some"
        };
        page.decide(
            name,
            word,
            Vec::new(),
            Rule::new("leads")
                .count("rows", rows)
                .text("table", self.decl.table.as_str())
                .count("led", led)
                .number("tie", self.tie)
                .count("near", near),
        );
        page.vars
            .insert(format!("{name}-led-count"), Var::Count(led));
        page.vars
            .insert(format!("{name}-near-count"), Var::Count(near));
        page.vars.insert(
            format!("{name}-trailing-count"),
            Var::Count(rows - led - near),
        );
        page.vars
            .insert(format!("{name}-rows-count"), Var::Count(rows));
        page.vars
            .insert(format!("{name}-gaps"), Var::List(leads.gaps));
    }
}

/// A `compare-rows` declaration: see [`super::Decl::CompareRows`].
#[derive(Debug, Clone, Deserialize)]
pub struct CompareRows {
    pub table: String,
    pub rows: Vec<String>,
    pub subject: String,
    pub baseline: String,
    #[serde(flatten)]
    pub naming: RowNaming,
    #[serde(default = "one", rename = "ratio-digits")]
    pub ratio_digits: u8,
    #[serde(default, rename = "gap-digits")]
    pub gap_digits: u8,
}

fn one() -> u8 {
    1
}

/// The rows in one standing: their labels, and the ratio and the gap of
/// each.
#[derive(Default)]
struct InStanding {
    labels: Vec<Item>,
    ratios: Vec<Item>,
    gaps: Vec<Item>,
}

/// One row of `compare-rows`.
enum Compared {
    /// Subject or baseline has no value: the row compares nothing.
    Incomplete(Item),
    /// The row's standing and label, with its ratio and gap figures.
    Stands {
        standing: Standing,
        label: Item,
        ratio: usize,
        gap: usize,
    },
}

/// `compare-rows`: the rows grouped by the standing of `subject` against
/// `baseline`, with their ratios and gaps.
pub(super) fn compare_rows(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    decl: &CompareRows,
) -> Result<(), DeclError> {
    let mut groups: IndexMap<Standing, InStanding> = IndexMap::new();
    for s in [Standing::Ahead, Standing::Even, Standing::Behind] {
        groups.insert(s, InStanding::default());
    }
    let mut incomplete = Vec::new();
    for row in &decl.rows {
        match compare_row(c, page, name, decl, row)? {
            Compared::Incomplete(label) => incomplete.push(label),
            Compared::Stands {
                standing,
                label,
                ratio,
                gap,
            } => {
                let g = groups
                    .get_mut(&standing)
                    .expect("all standings are present");
                g.labels.push(label);
                g.ratios.push(Item::Figure(ratio));
                g.gaps.push(Item::Figure(gap));
            }
        }
    }
    let tie = c.manifest.comparison.tie_within;
    for (standing, group) in groups {
        insert_standing(page, name, decl, tie, standing, group);
    }
    page.vars.insert(
        format!("{name}-incomplete-count"),
        Var::Count(incomplete.len()),
    );
    page.vars
        .insert(format!("{name}-incomplete"), Var::List(incomplete));
    Ok(())
}

/// Compares subject and baseline in `row`.
fn compare_row(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    decl: &CompareRows,
    row: &str,
) -> Result<Compared, DeclError> {
    let table = &decl.table;
    // Errors point at the row key, which the page's text contains.
    let at_row = |e: DeclError| DeclError {
        needle: row.to_owned(),
        ..e
    };
    let a = operand(c, page, name, &format!("{table}/{row}/{}", decl.subject)).map_err(at_row)?;
    let b = operand(c, page, name, &format!("{table}/{row}/{}", decl.baseline)).map_err(at_row)?;
    if page.missing_of(&[a, b]).is_some() {
        let label = row_item(c, name, row, &decl.naming)?;
        let missing: Vec<_> = [a, b]
            .iter()
            .filter_map(|&i| page.missing_of(&[i]))
            .collect();
        for m in missing {
            page.leave_out(name, m);
        }
        return Ok(Compared::Incomplete(label));
    }
    let (x, y) = (page.figures[a].value, page.figures[b].value);
    let standing = crate::compute::standing(x, y, c.manifest.comparison.tie_within)
        .map_err(|e| err(name, row, format!("cannot compare row `{row}`: {e}")))?;
    let label = row_item(c, name, row, &decl.naming)?;
    let sources = [&page.figures[a].sources[..], &page.figures[b].sources[..]].concat();
    let operands = vec![Operand::Figure(a), Operand::Figure(b)];
    let ratio = page.push(Figure {
        value: apply(Op::Ratio, x, y).unwrap_or(f64::NAN),
        display: Display::new(Style::Multiple, decl.ratio_digits),
        formula: Some(Formula {
            op: Op::Ratio,
            operands: operands.clone(),
        }),
        sources: sources.clone(),
    });
    let gap = page.push(Figure {
        value: apply(Op::AbsPercentDifference, x, y).unwrap_or(f64::NAN),
        display: Display::new(Style::Percent, decl.gap_digits),
        formula: Some(Formula {
            op: Op::AbsPercentDifference,
            operands,
        }),
        sources,
    });
    Ok(Compared::Stands {
        standing,
        label,
        ratio,
        gap,
    })
}

/// `NAME-STANDING` and its `-count`, `-ratios` and `-gaps`, with the
/// decision that counted them.
fn insert_standing(
    page: &mut PageFigures,
    name: &str,
    decl: &CompareRows,
    tie: f64,
    standing: Standing,
    group: InStanding,
) {
    let k = standing.key();
    let InStanding {
        labels,
        ratios,
        gaps,
    } = group;
    let shown: Vec<String> = labels.iter().filter_map(Item::plain).collect();
    page.decisions.insert(
        format!("{name}-{k}-count"),
        Decision {
            value: labels.len().to_string(),
            inputs: Vec::new(),
            rule: Rule::new("rows")
                .text("subject", decl.subject.as_str())
                .text("standing", k)
                .text("baseline", decl.baseline.as_str())
                .number("tie", tie)
                .count("count", shown.len())
                .text("rows", shown.join(", ")),
        },
    );
    page.vars
        .insert(format!("{name}-{k}-count"), Var::Count(labels.len()));
    page.vars.insert(format!("{name}-{k}"), Var::List(labels));
    page.vars
        .insert(format!("{name}-{k}-ratios"), Var::List(ratios));
    page.vars
        .insert(format!("{name}-{k}-gaps"), Var::List(gaps));
}
