//! What a reader sees on hovering a figure: the formula with its operands,
//! and the results files, lines and columns it comes from.

use crate::compute::model::{Display, Style};
use crate::compute::model::{Figure, Op, Operand, PageFigures};
use crate::l10n::format::NumberFormatter;
use crate::render::Page;
use std::sync::Arc;

/// The exact value, as the shortest decimal that reads back to the same
/// number; empty for a figure without a value.
pub fn exact(f: &Figure) -> String {
    match f.value.is_nan() {
        true => String::new(),
        false => format!("{}", f.value),
    }
}

/// "78,348 ÷ 84,133 = 93.1%" in the locale of `fmt`; `None` for a measured value.
pub fn formula(page: &PageFigures, f: &Figure, fmt: &NumberFormatter) -> Option<String> {
    let mut out = String::new();
    formula_into(&mut out, page, f, fmt).then_some(out)
}

/// [`formula`] written at the end of `out`: false (and nothing written)
/// for a measured value. Every figure shown on a page has its tooltip made
/// in each locale: written piece by piece, without a string per operand.
fn formula_into(out: &mut String, page: &PageFigures, f: &Figure, fmt: &NumberFormatter) -> bool {
    let Some(formula) = f.formula.as_ref() else {
        return false;
    };
    let operand = |out: &mut String, i: usize| match formula.operands.get(i) {
        Some(Operand::Figure(g)) => {
            let g = &page.figures[*g];
            out.push_str(&fmt.format(g.value, g.display));
        }
        Some(Operand::Raw(v)) => {
            out.push_str(&fmt.format(*v, Display::new(Style::Number, f.display.digits)));
        }
        None => {}
    };
    let binary = |out: &mut String, before: &str, first: usize, mid: &str, after: &str| {
        out.push_str(before);
        operand(out, first);
        out.push_str(mid);
        operand(out, 1 - first);
        out.push_str(after);
    };
    match formula.op {
        Op::Median | Op::Mean => {
            out.push_str(if formula.op == Op::Median {
                "median("
            } else {
                "mean("
            });
            for i in 0..formula.operands.len() {
                if i > 0 {
                    out.push_str("; ");
                }
                operand(out, i);
            }
            out.push(')');
        }
        Op::Ratio | Op::Share => binary(out, "", 0, " ÷ ", ""),
        Op::PercentDifference => binary(out, "", 0, " ÷ ", " − 1"),
        Op::AbsPercentDifference => binary(out, "|", 0, " ÷ ", " − 1|"),
        Op::Retention => binary(out, "", 1, " ÷ ", ""),
        Op::Loss => binary(out, "1 − ", 1, " ÷ ", ""),
        Op::Points => binary(out, "", 0, " − ", ""),
    }
    out.push_str(" = ");
    out.push_str(&fmt.format(f.value, f.display));
    true
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
    let mut out = String::new();
    title_into(&mut out, page, i, fmt, &source_lines(&page.figures[i]));
    out
}

/// [`sources`] a line apart: the part of [`title`] no locale changes.
fn source_lines(f: &Figure) -> String {
    sources(f).join("\n")
}

/// [`title`] written at the end of `out`, with the figure's
/// [`source_lines`].
fn title_into(
    out: &mut String,
    page: &PageFigures,
    i: usize,
    fmt: &NumberFormatter,
    sources: &str,
) {
    let start = out.len();
    // A figure without a value says first why: the cell's failure.
    if let Some(m) = page.missing.get(&i) {
        out.push_str("not completed: ");
        out.push_str(&m.reason);
        if let Some(d) = &m.description {
            out.push_str(" — ");
            out.push_str(d);
        }
        out.push_str(" (");
        out.push_str(&m.cell);
        out.push(')');
        if !sources.is_empty() {
            out.push('\n');
            out.push_str(sources);
        }
        return;
    }
    formula_into(out, page, &page.figures[i], fmt);
    if !sources.is_empty() {
        if out.len() > start {
            out.push('\n');
        }
        out.push_str(sources);
    }
}

/// What a figure's tooltip says in every locale alike: its exact value and
/// its sources. A page's locales render one after the other on one thread
/// (`site::pages` renders a page's locales together), and each shows the
/// same figures: these are made once per page and thread, not once per
/// locale and figure. The page is held with them, so no other page can
/// take its address while they are kept.
pub struct Texts {
    page: Arc<Page>,
    figures: Vec<Option<(Box<str>, Box<str>)>>,
}

impl Texts {
    /// Figure `i`'s exact value and [`source_lines`], made on first use.
    /// Takes the fields apart, so a caller can read the page beside them.
    fn made<'a>(
        page: &Page,
        figures: &'a mut [Option<(Box<str>, Box<str>)>],
        i: usize,
    ) -> &'a (Box<str>, Box<str>) {
        let f = &page.figures.figures[i];
        figures[i]
            .get_or_insert_with(|| (exact(f).into_boxed_str(), source_lines(f).into_boxed_str()))
    }

    /// The figure's exact value, as [`exact`] writes it.
    pub fn exact(&mut self, i: usize) -> &str {
        &Self::made(&self.page, &mut self.figures, i).0
    }

    /// The tooltip of the figures `ids` (one mark may show several), one
    /// [`title`] per figure, a line apart.
    pub fn titles(&mut self, ids: &[usize], fmt: &NumberFormatter) -> String {
        let mut out = String::new();
        for (n, &i) in ids.iter().enumerate() {
            if n > 0 {
                out.push('\n');
            }
            let (_, sources) = Self::made(&self.page, &mut self.figures, i);
            title_into(&mut out, &self.page.figures, i, fmt, sources);
        }
        out
    }
}

thread_local! {
    static TEXTS: std::cell::RefCell<Option<Texts>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f` with the locale-free texts of `page`'s figures, made on first
/// use and kept on this thread until another page asks.
pub fn with_texts<R>(page: &Arc<Page>, f: impl FnOnce(&mut Texts) -> R) -> R {
    TEXTS.with(|cell| {
        let mut cell = cell.borrow_mut();
        let texts = match &mut *cell {
            Some(t) if Arc::ptr_eq(&t.page, page) => t,
            slot => slot.insert(Texts {
                page: Arc::clone(page),
                figures: vec![None; page.figures.figures.len()],
            }),
        };
        f(texts)
    })
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
