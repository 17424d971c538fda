//! Extremes and spreads of a set of figures: the lowest or highest
//! (`minimum`, `maximum`), the `mean` and whether all lie around it, how an
//! ordered series moves (`trend`), and whether two lie `within` a limit.

use crate::compute::model::{
    DeclError, Display, Figure, Formula, INCOMPLETE, Op, Operand, PageFigures, Rule, Shown, Source,
    Style, Var, err, members, operand, table_of,
};
use crate::results::Campaign;

/// Which extreme of a set a declaration takes.
#[derive(Debug, Clone, Copy)]
pub(super) enum Pick {
    Lowest,
    Highest,
}

/// `minimum` or `maximum`: the extreme is one of the figures and keeps its
/// sources; it shows like the first figure unless declared.
pub(super) fn extreme(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &[String],
    pick: Pick,
    shown: Shown,
) -> Result<(), DeclError> {
    let Some(ids) = figures_with_values(c, page, name, of)? else {
        return Ok(());
    };
    let values: Vec<f64> = ids.iter().map(|&i| page.figures[i].value).collect();
    let ranked = crate::compute::ranking(&values);
    let at = match pick {
        Pick::Highest => ranked[0],
        Pick::Lowest => ranked[ranked.len() - 1],
    };
    let mut f = page.figures[ids[at]].clone();
    let first = page.figures[ids[0]].display;
    f.display = if shown.display.is_none() && shown.digits.is_none() && shown.significant.is_none()
    {
        first
    } else {
        shown.or(first.style, 0)
    };
    let idx = page.push(f);
    page.vars.insert(name.to_owned(), Var::Figure(idx));
    Ok(())
}

/// Those operands of `of` (sets spelled out) that have a value; the others
/// are left out of `name`. When none has one, `name` is the first operand as it is (a figure
/// without a value) and the answer is `None`.
fn figures_with_values(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &[String],
) -> Result<Option<Vec<usize>>, DeclError> {
    let of = &expand(c, name, of)?;
    let all = of
        .iter()
        .map(|r| operand(c, page, name, r))
        .collect::<Result<Vec<_>, _>>()?;
    let ids = with_values(page, name, &all);
    if ids.is_empty() {
        let f = page.figures[all[0]].clone();
        let idx = page.push_from(f, &all);
        page.vars.insert(name.to_owned(), Var::Figure(idx));
        return Ok(None);
    }
    Ok(Some(ids))
}

/// `mean`: the arithmetic mean, shown by default to 1 significant digit;
/// with `within`, whether every figure lies around it.
pub(super) fn mean(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &[String],
    within: Option<f64>,
    shown: Shown,
) -> Result<(), DeclError> {
    let Some(ids) = figures_with_values(c, page, name, of)? else {
        return Ok(());
    };
    let values: Vec<f64> = ids.iter().map(|&i| page.figures[i].value).collect();
    let sources = ids
        .iter()
        .flat_map(|&i| page.figures[i].sources.clone())
        .collect();
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    let display = if shown.digits.is_none() && shown.significant.is_none() {
        Display::significant(shown.display.unwrap_or(Style::Number), 1)
    } else {
        shown.or(Style::Number, 0)
    };
    let idx = page.push(Figure {
        value: mean,
        display,
        formula: Some(Formula {
            op: Op::Mean,
            operands: ids.iter().copied().map(Operand::Figure).collect(),
        }),
        sources,
    });
    page.vars.insert(name.to_owned(), Var::Figure(idx));
    if let Some(within) = within {
        around_mean(page, name, &ids, mean, within, display);
    }
    Ok(())
}

/// `NAME-close`, `NAME-low` and `NAME-high` of a mean of figures `ids`:
/// "around N" holds of the set only while each is near N.
fn around_mean(
    page: &mut PageFigures,
    name: &str,
    ids: &[usize],
    mean: f64,
    within: f64,
    display: Display,
) {
    let values: Vec<f64> = ids.iter().map(|&i| page.figures[i].value).collect();
    let close = values.iter().all(|v| ((v - mean) / mean).abs() <= within);
    let word = match (close, page.left_out.contains_key(name)) {
        (_, true) => INCOMPLETE,
        (true, false) => "yes",
        (false, false) => "no",
    };
    page.decide(
        &format!("{name}-close"),
        word,
        ids.to_vec(),
        Rule::new("around").number("within", within),
    );
    let ranked = crate::compute::ranking(&values);
    for (key, at) in [("high", ranked[0]), ("low", ranked[ranked.len() - 1])] {
        let mut f = page.figures[ids[at]].clone();
        f.display = display;
        let i = page.push(f);
        page.vars.insert(format!("{name}-{key}"), Var::Figure(i));
    }
}

/// `trend`: how an ordered series of figures moves, each step judged with
/// `tolerance` (the campaign's tie threshold by default).
pub(super) fn trend(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &[String],
    tolerance: Option<f64>,
) -> Result<(), DeclError> {
    let of = &expand(c, name, of)?;
    let ids = of
        .iter()
        .map(|r| operand(c, page, name, r))
        .collect::<Result<Vec<_>, _>>()?;
    if ids.len() < 2 {
        return Err(err(name, name, "a trend needs at least two figures"));
    }
    if let Some(m) = page.missing_of(&ids) {
        page.decide(
            name,
            INCOMPLETE,
            ids,
            Rule::new("no-value")
                .text("cell", m.cell.clone())
                .text("reason", m.reason.clone()),
        );
        return Ok(());
    }
    let values: Vec<f64> = ids.iter().map(|&i| page.figures[i].value).collect();
    let tolerance = tolerance.unwrap_or(c.manifest.comparison.tie_within);
    let t = crate::compute::trend(&values, tolerance)
        .map_err(|e| err(name, name, format!("cannot compare steps: {e}")))?;
    page.decide(
        name,
        t.key(),
        ids,
        Rule::new("trend").number("tolerance", tolerance),
    );
    Ok(())
}

/// `within`: whether a and b differ by less than `limit` (relative to b),
/// and `NAME-limit`.
pub(super) fn within(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &[String; 2],
    limit: f64,
) -> Result<(), DeclError> {
    let a = operand(c, page, name, &of[0])?;
    let b = operand(c, page, name, &of[1])?;
    let yes = match page.missing_of(&[a, b]) {
        Some(_) => INCOMPLETE,
        None => {
            let d =
                crate::compute::percent_difference(page.figures[a].value, page.figures[b].value)
                    .map_err(|e| err(name, &of[1], format!("cannot compare: {e}")))?;
            if d.abs() < limit { "yes" } else { "no" }
        }
    };
    page.decide(
        name,
        yes,
        vec![a, b],
        Rule::new("close")
            .text("a", of[0].as_str())
            .text("b", of[1].as_str())
            .number("limit", limit),
    );
    let idx = page.push(Figure {
        value: limit,
        display: Display::new(Style::Percent, 0),
        formula: None,
        sources: vec![std::sync::Arc::new(Source::Page {
            key: format!("figures.{name}.limit"),
        })],
    });
    page.vars.insert(format!("{name}-limit"), Var::Figure(idx));
    Ok(())
}

/// Operands with the sets they name spelled out: `table/row/*` is every
/// series of a row and `table/*/series` every row of a series, in the
/// table's order, so that a figure over "every server" takes every server
/// the table has, today's and tomorrow's.
fn expand(c: &Campaign, name: &str, of: &[String]) -> Result<Vec<String>, DeclError> {
    let mut out = Vec::new();
    for r in of {
        let parts: Vec<&str> = r.split('/').collect();
        match parts.as_slice() {
            [table, row, "*"] => {
                let t = table_of(c, name, table)?;
                out.extend(
                    members(c, table, t)
                        .iter()
                        .map(|s| format!("{table}/{row}/{s}")),
                );
            }
            [table, "*", series] => {
                let t = table_of(c, name, table)?;
                out.extend(t.rows.iter().map(|row| format!("{table}/{row}/{series}")));
            }
            _ => out.push(r.clone()),
        }
    }
    Ok(out)
}

/// Of `ids`, those with a value; the others are recorded as left out of
/// declaration `name`.
fn with_values(page: &mut PageFigures, name: &str, ids: &[usize]) -> Vec<usize> {
    let mut kept = Vec::new();
    for &i in ids {
        match page.missing_of(&[i]) {
            Some(m) => page.leave_out(name, m),
            None => kept.push(i),
        }
    }
    kept
}
