//! What a reader sees on hovering a figure: the formula with its operands,
//! and the results files, lines and columns it comes from.

use crate::compute::model::{Display, Style};
use crate::compute::model::{Figure, Op, Operand, PageFigures};
use crate::l10n::format::NumberFormatter;

/// The exact value, as the shortest decimal that reads back to the same number.
pub fn exact(f: &Figure) -> String {
    format!("{}", f.value)
}

/// "78,348 ÷ 84,133 = 93.1%" in the locale of `fmt`; `None` for a measured value.
pub fn formula(page: &PageFigures, f: &Figure, fmt: &NumberFormatter) -> Option<String> {
    let formula = f.formula.as_ref()?;
    let ops: Vec<String> = formula
        .operands
        .iter()
        .map(|o| match o {
            Operand::Figure(i) => {
                let g = &page.figures[*i];
                fmt.format(g.value, g.display)
            }
            Operand::Raw(v) => fmt.format(*v, Display::new(Style::Number, f.display.digits)),
        })
        .collect();
    let get = |i: usize| ops.get(i).cloned().unwrap_or_default();
    let (a, b) = (get(0), get(1));
    let lhs = match formula.op {
        Op::Median => format!("median({})", ops.join("; ")),
        Op::Mean => format!("mean({})", ops.join("; ")),
        Op::Ratio | Op::Share => format!("{a} ÷ {b}"),
        Op::PercentDifference => format!("{a} ÷ {b} − 1"),
        Op::AbsPercentDifference => format!("|{a} ÷ {b} − 1|"),
        Op::Retention => format!("{b} ÷ {a}"),
        Op::Loss => format!("1 − {b} ÷ {a}"),
        Op::Points => format!("{a} − {b}"),
    };
    Some(format!("{lhs} = {}", fmt.format(f.value, f.display)))
}

/// The sources of a figure, one per line, without repeats.
pub fn sources(f: &Figure) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in &f.sources {
        let text = s.to_string();
        if !out.contains(&text) {
            out.push(text);
        }
    }
    out
}

/// The tooltip of a figure: formula, then sources.
pub fn title(page: &PageFigures, i: usize, fmt: &NumberFormatter) -> String {
    let f = &page.figures[i];
    let mut lines = Vec::new();
    lines.extend(formula(page, f, fmt));
    lines.extend(sources(f));
    lines.join("\n")
}

/// A claim's tooltip: a word-valued figure's value, rule and inputs, or a
/// guard's conditions with the values that made them hold.
pub fn claim(page: &PageFigures, name: &str, fmt: &NumberFormatter) -> Option<String> {
    use crate::compute::model::Side;
    // A cell shown in whole numbers (an error rate of 0.69 reads "1") is
    // given exactly: the tooltip says what the condition was decided on.
    let shown = |i: usize| {
        let f = &page.figures[i];
        if f.value.fract() != 0.0
            && fmt.format(f.value, f.display).parse::<f64>() == Ok(f.value.round())
        {
            exact(f)
        } else {
            fmt.format(f.value, f.display)
        }
    };
    let decided = |name: &str, d: &crate::compute::model::Decision| {
        let mut s = format!("{name} = {}: {}", d.value, d.rule);
        if !d.inputs.is_empty() {
            let inputs: Vec<String> = d.inputs.iter().map(|&i| shown(i)).collect();
            s.push_str(&format!(" ({})", inputs.join(", ")));
        }
        s
    };
    if let Some(cell) = name.strip_prefix("fact:") {
        return fact_source(page, cell);
    }
    if let Some(guard) = name.strip_prefix("guard:") {
        let claim = page.claims.iter().find(|c| c.name == guard)?;
        let side = |s: &Side| match s {
            Side::Figure(i) => shown(*i),
            Side::Number(n) => n.to_string(),
            Side::Word(w) => w.clone(),
        };
        let exact = |s: &Side| match s {
            Side::Figure(i) => page.figures[*i].value.to_string(),
            other => side(other),
        };
        let checks: Vec<String> = claim
            .checks
            .iter()
            .map(|c| {
                // A word a figure decided: say how it was decided.
                let token = c.text.split_whitespace().next().unwrap_or("");
                if let (Side::Word(_), Some(d)) = (&c.left, page.decisions.get(token)) {
                    return decided(token, d);
                }
                let (mut l, mut r) = (side(&c.left), side(&c.right));
                if l == r {
                    (l, r) = (exact(&c.left), exact(&c.right));
                }
                format!("{} ({l} {} {r})", c.text, c.op.symbol())
            })
            .collect();
        return Some(format!("holds: {}", checks.join("; ")));
    }
    Some(decided(name, page.decisions.get(name)?))
}

/// The source of a fact shown as data in a facts view, named
/// `VIEW/ROW/COLUMN` (shown indexes): the manifest and the key.
fn fact_source(page: &PageFigures, cell: &str) -> Option<String> {
    let mut parts = cell.rsplitn(3, '/');
    let (c, r, view) = (parts.next()?, parts.next()?, parts.next()?);
    let (r, c): (usize, usize) = (r.parse().ok()?, c.parse().ok()?);
    match page.tables.get(view)?.rows.get(r)?.1.get(c)? {
        crate::compute::model::CellOut::Fact { source, .. } => Some(source.to_string()),
        _ => None,
    }
}
