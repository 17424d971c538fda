//! History: this campaign against the others of its series: whether the
//! previous one may be compared (`previous-campaign`), the comparable run
//! (`series`), and how cells moved since the previous one (`change`,
//! `changes`).

use super::{Ctx, RowNaming, insert_list, row_item};
use crate::compute::history::{Direction, Previous, direction, run_spread};
use crate::compute::model::{
    DeclError, Display, Figure, Formula, Item, Op, Operand, PageFigures, Rule, Shown, Source,
    Style, Var, cell_figure, err, facts, operand, table_of, version_in,
};
use serde::Deserialize;

/// `previous-campaign`: see [`super::Decl::PreviousCampaign`].
pub(super) fn previous_campaign(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    subject: Option<&str>,
) {
    let (value, before) = match &ctx.previous {
        Previous::None => ("none", None),
        Previous::Comparable(p) => ("yes", Some(*p)),
        Previous::Incomparable(p, _) => ("incomparable", Some(*p)),
    };
    let keys = ctx.campaign.manifest.comparability.keys.join(", ");
    let rule = match &ctx.previous {
        Previous::None => Rule::new("previous-none"),
        Previous::Comparable(p) => Rule::new("previous-same")
            .text("campaign", p.id.as_str())
            .text("keys", keys),
        Previous::Incomparable(p, d) => Rule::new("previous-differs")
            .text("campaign", p.id.as_str())
            .text("key", d.key.as_str()),
    };
    page.decide(name, value, Vec::new(), rule);
    let Some(before) = before else {
        return;
    };
    page.vars
        .insert(format!("{name}-campaign"), Var::Text(before.id.clone()));
    page.vars.insert(
        format!("{name}-version"),
        Var::Text(version_in(before, subject)),
    );
    if let Previous::Incomparable(_, d) = &ctx.previous {
        let (ours, theirs) = d.shown();
        page.vars
            .insert(format!("{name}-key"), Var::Text(d.key.clone()));
        page.vars.insert(format!("{name}-ours"), Var::Text(ours));
        page.vars
            .insert(format!("{name}-theirs"), Var::Text(theirs));
    }
}

/// `series`: the comparable run of campaigns ending at this one.
pub(super) fn series(ctx: &Ctx<'_>, page: &mut PageFigures, name: &str, subject: Option<&str>) {
    let c = ctx.campaign;
    let run = crate::compute::history::run_ending_at(c, ctx.campaigns);
    let apart = crate::compute::history::apart(c, ctx.campaigns).len();
    page.vars.insert(name.to_owned(), Var::Count(run.len()));
    for (key, camp) in [("first", run[0]), ("latest", c)] {
        page.vars
            .insert(format!("{name}-{key}"), Var::Text(camp.id.clone()));
        page.vars.insert(
            format!("{name}-{key}-version"),
            Var::Text(version_in(camp, subject)),
        );
    }
    page.vars.insert(format!("{name}-apart"), Var::Count(apart));
}

/// The values of the runs a cell's figure was made of (its median's
/// operands), or the figure's value alone.
fn runs_of(f: &Figure) -> Vec<f64> {
    match &f.formula {
        Some(Formula {
            op: Op::Median,
            operands,
        }) => operands
            .iter()
            .filter_map(|o| match o {
                Operand::Raw(x) => Some(*x),
                Operand::Figure(_) => None,
            })
            .collect(),
        _ => vec![f.value],
    }
}

/// A cell's change against the same cell of the comparable previous
/// campaign: the percent figure (sources: both cells), how it moved, and
/// the rule that decided it.
struct Moved {
    idx: usize,
    direction: Direction,
    before: String,
    rule: Rule,
}

/// A cell named as `table/row/series`.
#[derive(Debug, Clone, Copy)]
struct CellRef<'a> {
    table: &'a str,
    row: &'a str,
    series: &'a str,
}

impl<'a> CellRef<'a> {
    /// Cell `of` of declaration `name`, or an error unless it has three parts.
    fn parse(name: &str, of: &'a str) -> Result<Self, DeclError> {
        let mut parts = of.split('/');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some(table), Some(row), Some(series), None) => Ok(CellRef { table, row, series }),
            _ => Err(err(
                name,
                of,
                format!("`of` of a change names a cell as `table/row/series`, not `{of}`"),
            )),
        }
    }
}

/// The change of cell `of` (`table/row/series`), or `None` when there is no
/// comparable previous campaign or the cell has no value there.
fn cell_change(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    of: &str,
    absolute: bool,
    shown: Shown,
) -> Result<Option<Moved>, DeclError> {
    let c = ctx.campaign;
    let at = CellRef::parse(name, of)?;
    let ours = operand(c, page, name, of)?;
    let Previous::Comparable(p) = &ctx.previous else {
        return Ok(None);
    };
    // Only a cell that could have been compared is left out of the changes.
    if let Some(m) = page.missing_of(&[ours]) {
        page.leave_out(name, m);
        return Ok(None);
    }
    let Some(theirs) = p
        .table(at.table)
        .and_then(|table| cell_figure(p, table, at.row, at.series))
    else {
        return Ok(None);
    };
    let theirs = page.push(theirs);
    let (x, y) = (page.figures[ours].value, page.figures[theirs].value);
    let value = crate::compute::percent_difference(x, y)
        .map_err(|e| err(name, of, format!("cannot compute `{name}`: {e}")))?;
    let spreads = (
        run_spread(&runs_of(&page.figures[ours]), x),
        run_spread(&runs_of(&page.figures[theirs]), y),
    );
    let (d, noise) = direction(value, spreads, c.manifest.comparison.tie_within);
    let idx = change_figure(page, [ours, theirs], value, absolute, shown);
    let basis = match spreads {
        (Some(_), Some(_)) => "spread",
        _ => "tie",
    };
    Ok(Some(Moved {
        idx,
        direction: d,
        before: p.id.clone(),
        rule: Rule::new("noise")
            .text("campaign", p.id.as_str())
            .number("noise", noise)
            .text("basis", basis),
    }))
}

/// The percent figure of a change from figure `theirs` to `ours` (`value`,
/// or its size when `absolute`), whose sources are both cells'.
fn change_figure(
    page: &mut PageFigures,
    [ours, theirs]: [usize; 2],
    value: f64,
    absolute: bool,
    shown: Shown,
) -> usize {
    let sources = [
        &page.figures[ours].sources[..],
        &page.figures[theirs].sources[..],
    ]
    .concat();
    let op = if absolute {
        Op::AbsPercentDifference
    } else {
        Op::PercentDifference
    };
    page.push(Figure {
        value: if absolute { value.abs() } else { value },
        display: shown.or(Style::Percent, 1),
        formula: Some(Formula {
            op,
            operands: vec![Operand::Figure(ours), Operand::Figure(theirs)],
        }),
        sources,
    })
}

/// `change`: see [`super::Decl::Change`].
pub(super) fn change(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    of: &str,
    threshold: Option<f64>,
    absolute: bool,
    shown: Shown,
) -> Result<(), DeclError> {
    let threshold = threshold.or(ctx.campaign.manifest.comparability.regression_threshold);
    let regression = |page: &mut PageFigures, yes: bool, rule: Rule| {
        if threshold.is_some() {
            page.decide(
                &format!("{name}-regression"),
                if yes { "yes" } else { "no" },
                Vec::new(),
                rule,
            );
        }
    };
    let Some(moved) = cell_change(ctx, page, name, of, absolute, shown)? else {
        let ours = operand(ctx.campaign, page, name, of)?;
        page.decide(
            &format!("{name}-direction"),
            "none",
            vec![ours],
            Rule::new("no-previous-cell"),
        );
        regression(page, false, Rule::new("nothing-to-compare"));
        return Ok(());
    };
    let value = signed(page, moved.idx);
    page.vars.insert(name.to_owned(), Var::Figure(moved.idx));
    page.decide(
        &format!("{name}-direction"),
        moved.direction.key(),
        vec![moved.idx],
        moved.rule,
    );
    let fell_beyond = threshold.is_some_and(|t| moved.direction == Direction::Fell && -value > t);
    regression(
        page,
        fell_beyond,
        Rule::new("fall")
            .number("threshold", threshold.unwrap_or_default())
            .text("campaign", moved.before),
    );
    Ok(())
}

/// A `changes` declaration: see [`super::Decl::Changes`].
#[derive(Debug, Clone, Deserialize)]
pub struct Changes {
    pub table: String,
    pub subject: String,
    #[serde(default)]
    pub rows: Option<Vec<String>>,
    #[serde(flatten)]
    pub naming: RowNaming,
    #[serde(default)]
    pub threshold: Option<f64>,
    #[serde(flatten)]
    pub shown: Shown,
}

/// The largest rise or fall of `changes`.
struct Largest {
    /// The signed change.
    change: f64,
    figure: usize,
    label: Item,
    row: String,
}

/// The rows of `changes` by how they moved.
#[derive(Default)]
struct Moves {
    rose: Vec<Item>,
    fell: Vec<Item>,
    steady: Vec<Item>,
    /// The changes of the rows that rose and fell, as sizes.
    rose_by: Vec<Item>,
    fell_by: Vec<Item>,
    /// The rows that fell beyond the threshold.
    regressions: Vec<Item>,
    gain: Option<Largest>,
    loss: Option<Largest>,
    compared: usize,
    /// Every change figure.
    inputs: Vec<usize>,
}

impl Moves {
    /// Adds row `row`, named `label`, which moved as `moved` says.
    fn add(
        &mut self,
        page: &PageFigures,
        row: &str,
        label: Item,
        moved: Moved,
        threshold: Option<f64>,
    ) {
        self.compared += 1;
        self.inputs.push(moved.idx);
        let value = signed(page, moved.idx);
        let largest = |label: Item| Largest {
            change: value,
            figure: moved.idx,
            label,
            row: row.to_owned(),
        };
        match moved.direction {
            Direction::Rose => {
                self.rose.push(label.clone());
                self.rose_by.push(Item::Figure(moved.idx));
                if self.gain.as_ref().is_none_or(|g| value > g.change) {
                    self.gain = Some(largest(label));
                }
            }
            Direction::Fell => {
                self.fell.push(label.clone());
                self.fell_by.push(Item::Figure(moved.idx));
                if threshold.is_some_and(|th| -value > th) {
                    self.regressions.push(label.clone());
                }
                if self.loss.as_ref().is_none_or(|l| value < l.change) {
                    self.loss = Some(largest(label));
                }
            }
            Direction::WithinNoise => self.steady.push(label),
        }
    }
}

/// `changes`: see [`super::Decl::Changes`].
pub(super) fn changes(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    decl: &Changes,
) -> Result<(), DeclError> {
    let c = ctx.campaign;
    let threshold = decl
        .threshold
        .or(c.manifest.comparability.regression_threshold);
    let t = table_of(c, name, &decl.table)?;
    let rows: Vec<String> = match &decl.rows {
        Some(r) => r.to_vec(),
        None => t.rows.clone(),
    };
    let mut moves = Moves::default();
    for row in &rows {
        let at_row = |e: DeclError| DeclError {
            needle: row.clone(),
            ..e
        };
        let label = row_item(c, name, row, &decl.naming)?;
        let of = format!("{}/{row}/{}", decl.table, decl.subject);
        let Some(moved) = cell_change(ctx, page, name, &of, true, decl.shown).map_err(at_row)?
        else {
            continue;
        };
        moves.add(page, row, label, moved, threshold);
    }
    let regressions = std::mem::take(&mut moves.regressions);
    let inputs = std::mem::take(&mut moves.inputs);
    insert_moves(ctx, page, name, moves);
    if let Some(th) = threshold {
        insert_regressions(ctx, page, name, decl, th, regressions, inputs);
    }
    Ok(())
}

/// The rows by how they moved, and the largest gain and loss.
fn insert_moves(ctx: &Ctx<'_>, page: &mut PageFigures, name: &str, moves: Moves) {
    page.vars
        .insert(format!("{name}-compared"), Var::Count(moves.compared));
    insert_list(page, &format!("{name}-rose"), moves.rose);
    insert_list(page, &format!("{name}-fell"), moves.fell);
    insert_list(page, &format!("{name}-steady"), moves.steady);
    page.vars
        .insert(format!("{name}-rose-changes"), Var::List(moves.rose_by));
    page.vars
        .insert(format!("{name}-fell-changes"), Var::List(moves.fell_by));
    for (key, best) in [("gain", moves.gain), ("loss", moves.loss)] {
        let Some(best) = best else { continue };
        page.vars
            .insert(format!("{name}-{key}"), Var::Figure(best.figure));
        page.vars
            .insert(format!("{name}-{key}-label"), Var::List(vec![best.label]));
        // The row's facts, for a message that names it in full
        // ("HTTP/2 static"): `NAME-gain-row-protocol`.
        for (k, f) in facts(ctx.campaign, &best.row) {
            page.vars
                .insert(format!("{name}-{key}-row-{k}"), Var::from(f));
        }
    }
}

/// `NAME-threshold`, the falls beyond it and `NAME-regression`.
fn insert_regressions(
    ctx: &Ctx<'_>,
    page: &mut PageFigures,
    name: &str,
    decl: &Changes,
    th: f64,
    regressions: Vec<Item>,
    inputs: Vec<usize>,
) {
    // The page's own threshold, else the manifest's.
    let source = if decl.threshold.is_some() {
        Source::Page {
            key: format!("figures.{name}.threshold"),
        }
    } else {
        Source::Manifest {
            file: ctx.campaign.manifest_file.clone(),
            key: "comparability.regression-threshold".to_owned(),
        }
    };
    let idx = page.push(Figure {
        value: th,
        display: Display::new(Style::Percent, 0),
        formula: None,
        sources: vec![std::sync::Arc::new(source)],
    });
    page.vars
        .insert(format!("{name}-threshold"), Var::Figure(idx));
    let n = regressions.len();
    insert_list(page, &format!("{name}-regressions"), regressions);
    page.decide(
        &format!("{name}-regression"),
        if n > 0 { "yes" } else { "no" },
        inputs,
        Rule::new("fall-any").number("threshold", th),
    );
}

/// The signed change of a change figure, whether it is shown as a size
/// (`absolute`) or not: its operands' percent difference.
fn signed(page: &PageFigures, idx: usize) -> f64 {
    let f = &page.figures[idx];
    match f.formula.as_ref().map(|x| (x.op, &x.operands[..])) {
        Some((Op::AbsPercentDifference, [Operand::Figure(a), Operand::Figure(b)])) => {
            crate::compute::percent_difference(page.figures[*a].value, page.figures[*b].value)
                .unwrap_or(f.value)
        }
        _ => f.value,
    }
}
