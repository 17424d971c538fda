//! Arithmetic: a figure made of one or two others (`value`, `ratio`,
//! `percent-difference`, `share`, `retention`, `loss`, `points`), with the
//! formula that makes it and both operands' sources.

use crate::compute::model::{
    DeclError, Figure, Formula, Op, Operand, PageFigures, Shown, Style, Var, apply, err, operand,
};
use crate::results::Campaign;

/// `value`: a cell or an earlier figure as it is, shown as declared.
pub(super) fn value(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &str,
    shown: Shown,
) -> Result<(), DeclError> {
    let i = operand(c, page, name, of)?;
    let mut f = page.figures[i].clone();
    f.display = shown.or(f.display.style, f.display.digits);
    let idx = page.push_from(f, &[i]);
    page.vars.insert(name.to_owned(), Var::Figure(idx));
    Ok(())
}

/// `percent-difference`: a ÷ b − 1, or its size when `absolute`.
pub(super) fn percent_difference(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &[String; 2],
    absolute: bool,
    shown: Shown,
) -> Result<(), DeclError> {
    let op = if absolute {
        Op::AbsPercentDifference
    } else {
        Op::PercentDifference
    };
    binary(c, page, name, of, op, shown)
}

/// `points`: p − q in percentage points, or its size when `absolute`.
pub(super) fn points(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &[String; 2],
    absolute: bool,
    shown: Shown,
) -> Result<(), DeclError> {
    // The size of p − q is the larger minus the smaller: swapping the
    // operands keeps the formula true of the value shown.
    let swap = absolute && {
        let a = operand(c, page, name, &of[0])?;
        let b = operand(c, page, name, &of[1])?;
        page.figures[a].value < page.figures[b].value
    };
    let of = if swap {
        [of[1].clone(), of[0].clone()]
    } else {
        of.clone()
    };
    binary(c, page, name, &of, Op::Points, shown)
}

/// How the figure of a two-operand operation shows unless declared
/// otherwise: style and fraction digits.
fn default_display(op: Op) -> (Style, u8) {
    match op {
        Op::Ratio => (Style::Multiple, 2),
        Op::PercentDifference | Op::AbsPercentDifference => (Style::Percent, 0),
        Op::Points => (Style::Points, 1),
        Op::Share | Op::Retention | Op::Loss | Op::Median | Op::Mean => (Style::Percent, 1),
    }
}

/// The figure `op` makes of the two operands `of`, named `name`. An operand
/// without a value gives a figure without one.
pub(super) fn binary(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    of: &[String; 2],
    op: Op,
    shown: Shown,
) -> Result<(), DeclError> {
    let a = operand(c, page, name, &of[0])?;
    let b = operand(c, page, name, &of[1])?;
    let (x, y) = (page.figures[a].value, page.figures[b].value);
    let value = match page.missing_of(&[a, b]) {
        Some(_) => f64::NAN,
        None => apply(op, x, y)
            .map_err(|e| err(name, &of[1], format!("cannot compute `{name}`: {e}")))?,
    };
    let sources = [&page.figures[a].sources[..], &page.figures[b].sources[..]].concat();
    let (style, digits) = default_display(op);
    let idx = page.push_from(
        Figure {
            value,
            display: shown.or(style, digits),
            formula: Some(Formula {
                op,
                operands: vec![Operand::Figure(a), Operand::Figure(b)],
            }),
            sources,
        },
        &[a, b],
    );
    page.vars.insert(name.to_owned(), Var::Figure(idx));
    Ok(())
}
