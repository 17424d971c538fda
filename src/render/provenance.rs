//! What a reader sees on hovering a figure: the formula with its operands,
//! and the results files, lines and columns it comes from.

use crate::compute::figures::{Figure, Op, Operand, PageFigures};
use crate::l10n::format::{Display, NumberFormatter, Style};

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
