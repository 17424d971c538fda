//! What a reader sees on hovering a figure: the formula with its operands,
//! and the results files, lines and columns it comes from.

use crate::compute::model::{Display, Rule, RuleArg, Source, Style};
use crate::compute::model::{Figure, Op, Operand, PageFigures};
use crate::l10n::format::NumberFormatter;
use crate::l10n::messages::{Localizer, Messages};
use crate::render::Page;
use fluent_bundle::FluentArgs;
use std::sync::Arc;

/// The site-wide messages a tooltip is worded with (`source-*`,
/// `formula-*`, `claim-*`, `rule-*` in `locales/<tag>/site.ftl`), in the
/// page's locale.
pub trait Wording {
    /// Message `id` with `args`, as text.
    fn text(&self, id: &str, args: &FluentArgs) -> String;
}

/// The wording of a project's messages in locale `loc`, else its source
/// locale's, else pcdocs's own English (a project made before these
/// messages existed still gets its tooltips).
pub struct Words<'a> {
    pub messages: &'a Messages,
    pub loc: usize,
}

impl Wording for Words<'_> {
    fn text(&self, id: &str, args: &FluentArgs) -> String {
        match self.messages.format(self.loc, id, args) {
            Ok(f) => f.text,
            Err(_) => builtin(id, args),
        }
    }
}

/// Message `id` of pcdocs's own English site-wide messages.
pub fn builtin(id: &str, args: &FluentArgs) -> String {
    use fluent_bundle::FluentResource;
    use fluent_bundle::concurrent::FluentBundle;
    static BUNDLE: std::sync::LazyLock<FluentBundle<FluentResource>> =
        std::sync::LazyLock::new(|| {
            let text = include_str!("../../locales/en/site.ftl").to_owned();
            let resource = FluentResource::try_new(text).unwrap_or_else(|(r, _)| r);
            let en: unic_langid::LanguageIdentifier = "en".parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![en]);
            bundle.set_use_isolating(false);
            let _ = bundle.add_resource(resource);
            bundle
        });
    let Some(pattern) = BUNDLE.get_message(id).and_then(|m| m.value()) else {
        return String::new();
    };
    let mut errors = Vec::new();
    BUNDLE
        .format_pattern(pattern, Some(args), &mut errors)
        .into_owned()
}

/// A threshold or tolerance as its shortest decimal, in the locale's
/// digits (`0.02`, fr `0,02`).
fn number(value: f64, fmt: &NumberFormatter) -> String {
    let shortest = value.to_string();
    let digits = shortest.split_once('.').map_or(0, |(_, f)| f.len());
    let digits = u8::try_from(digits).unwrap_or(u8::MAX);
    fmt.format(value, Display::new(Style::Number, digits))
}

/// The words of `rule`, by its message `rule-<id>`.
pub fn rule_text(rule: &Rule, fmt: &NumberFormatter, words: &dyn Wording) -> String {
    let mut args = FluentArgs::new();
    for (name, arg) in &rule.args {
        match arg {
            RuleArg::Number(v) => args.set(*name, number(*v, fmt)),
            RuleArg::Count(n) => args.set(*name, *n),
            RuleArg::Text(t) => args.set(*name, t.as_str()),
        }
    }
    words.text(&format!("rule-{}", rule.id), &args)
}

/// Where a value was read, worded in the page's locale (`source-cell`,
/// `source-manifest`, `source-page`); a note on excluded runs follows as
/// the results give it.
pub fn source_text(source: &Source, words: &dyn Wording) -> String {
    let mut args = FluentArgs::new();
    match source {
        Source::Cell {
            file,
            lines,
            column,
            raw,
            notes,
            runs,
            valued,
            ..
        } => {
            let list: Vec<String> = lines.iter().map(u64::to_string).collect();
            args.set("file", file.as_str());
            args.set("lines-count", lines.len());
            args.set("lines", list.join(", "));
            args.set("column", column.as_str());
            let mut out = if raw.is_empty() {
                words.text("source-cell", &args)
            } else {
                args.set("raw", raw.join(", "));
                words.text("source-cell-raw", &args)
            };
            // Lines that are already aggregates say how many runs.
            if *valued && *runs > lines.len().max(1) {
                let mut args = FluentArgs::new();
                args.set("runs", *runs);
                out.push_str(&words.text("source-median-of", &args));
            }
            for note in notes {
                out.push_str("; ");
                out.push_str(note);
            }
            out
        }
        Source::Manifest { file, key } => {
            args.set("file", file.as_str());
            args.set("key", key.as_str());
            words.text("source-manifest", &args)
        }
        Source::Lines { file } => {
            args.set("file", file.as_str());
            words.text("source-lines", &args)
        }
        Source::Page { key } => {
            args.set("key", key.as_str());
            words.text("source-page", &args)
        }
    }
}

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
    formula_into(&mut out, page, f, fmt, None).then_some(out)
}

/// [`formula`] written at the end of `out`: false (and nothing written)
/// for a measured value. Every figure shown on a page has its tooltip made
/// in each locale: written piece by piece, without a string per operand.
fn formula_into(
    out: &mut String,
    page: &PageFigures,
    f: &Figure,
    fmt: &NumberFormatter,
    words: Option<&dyn Wording>,
) -> bool {
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
            let (id, english) = match formula.op {
                Op::Median => ("formula-median", "median"),
                _ => ("formula-mean", "mean"),
            };
            match words {
                Some(w) => out.push_str(&w.text(id, &FluentArgs::new())),
                None => out.push_str(english),
            }
            out.push('(');
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

/// The tooltip of a figure: formula, then sources, worded by `words`.
pub fn title(page: &PageFigures, i: usize, fmt: &NumberFormatter, words: &dyn Wording) -> String {
    let mut out = String::new();
    let sources = source_lines(&page.figures[i], words);
    title_into(&mut out, page, i, fmt, words, &sources);
    out
}

/// The figure's sources in the page's locale, a line apart, without repeats.
fn source_lines(f: &Figure, words: &dyn Wording) -> String {
    let mut out: Vec<String> = Vec::new();
    for s in &f.sources {
        let text = source_text(s, words);
        if !out.contains(&text) {
            out.push(text);
        }
    }
    out.join("\n")
}

/// [`title`] written at the end of `out`, with the figure's
/// [`source_lines`].
fn title_into(
    out: &mut String,
    page: &PageFigures,
    i: usize,
    fmt: &NumberFormatter,
    words: &dyn Wording,
    sources: &str,
) {
    let start = out.len();
    // A figure without a value says first why: the cell's failure (its
    // description is the manifest's, as the results give it).
    if let Some(m) = page.missing.get(&i) {
        let mut args = FluentArgs::new();
        args.set("reason", m.reason.as_str());
        args.set("cell", m.cell.as_str());
        out.push_str(&words.text("source-not-completed", &args));
        if let Some(d) = &m.description {
            out.push_str(" — ");
            out.push_str(d);
        }
        if !sources.is_empty() {
            out.push('\n');
            out.push_str(sources);
        }
        return;
    }
    formula_into(out, page, &page.figures[i], fmt, Some(words));
    if !sources.is_empty() {
        if out.len() > start {
            out.push('\n');
        }
        out.push_str(sources);
    }
}

/// What a figure's tooltip says besides its formula: its exact value and
/// its sources in a locale. A page's locales render one after the other on
/// one thread (`site::pages` renders a page's locales together), and each
/// shows the same figures, several times some of them: these are made once
/// per page, locale and thread, not once per mark. The page is held with
/// them, so no other page can take its address while they are kept.
pub struct Texts {
    page: Arc<Page>,
    /// The locale's messages and the source locale's, which word the
    /// sources: a rebuild that loads them again makes the texts again.
    wording: [Arc<Localizer>; 2],
    figures: Vec<Option<(Box<str>, Box<str>)>>,
}

impl Texts {
    /// Figure `i`'s exact value and [`source_lines`], made on first use.
    /// Takes the fields apart, so a caller can read the page beside them.
    fn made<'a>(
        page: &Page,
        figures: &'a mut [Option<(Box<str>, Box<str>)>],
        i: usize,
        words: &dyn Wording,
    ) -> &'a (Box<str>, Box<str>) {
        let f = &page.figures.figures[i];
        figures[i].get_or_insert_with(|| {
            (
                exact(f).into_boxed_str(),
                source_lines(f, words).into_boxed_str(),
            )
        })
    }

    /// The figure's exact value, as [`exact`] writes it.
    pub fn exact(&mut self, i: usize, words: &dyn Wording) -> &str {
        &Self::made(&self.page, &mut self.figures, i, words).0
    }

    /// The tooltip of the figures `ids` (one mark may show several), one
    /// [`title`] per figure, a line apart.
    pub fn titles(&mut self, ids: &[usize], fmt: &NumberFormatter, words: &dyn Wording) -> String {
        let mut out = String::new();
        for (n, &i) in ids.iter().enumerate() {
            if n > 0 {
                out.push('\n');
            }
            let (_, sources) = Self::made(&self.page, &mut self.figures, i, words);
            title_into(&mut out, &self.page.figures, i, fmt, words, sources);
        }
        out
    }
}

thread_local! {
    static TEXTS: std::cell::RefCell<Option<Texts>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f` with the texts of `page`'s figures in locale `loc` of
/// `messages`, made on first use and kept on this thread until another
/// page, locale or set of messages asks.
pub fn with_texts<R>(
    page: &Arc<Page>,
    messages: &Messages,
    loc: usize,
    f: impl FnOnce(&mut Texts) -> R,
) -> R {
    let wording = [&messages.locales[loc], &messages.locales[0]];
    TEXTS.with(|cell| {
        let mut cell = cell.borrow_mut();
        let texts = match &mut *cell {
            Some(t)
                if Arc::ptr_eq(&t.page, page)
                    && Arc::ptr_eq(&t.wording[0], wording[0])
                    && Arc::ptr_eq(&t.wording[1], wording[1]) =>
            {
                t
            }
            slot => slot.insert(Texts {
                page: Arc::clone(page),
                wording: wording.map(Arc::clone),
                figures: vec![None; page.figures.figures.len()],
            }),
        };
        f(texts)
    })
}

/// The messages a figure's tooltip may be worded with: a page that shows
/// figures shows them.
pub const FIGURE_MESSAGES: [&str; 6] = [
    "source-cell",
    "source-cell-raw",
    "source-manifest",
    "source-page",
    "formula-median",
    "formula-mean",
];

/// A figure a claim was decided on, as a reader checks it: a cell shown in
/// whole numbers (an error rate of 0.69 reads "1") is given exactly.
pub fn input_shown(f: &Figure, fmt: &NumberFormatter) -> String {
    let shown = fmt.format(f.value, f.display);
    if f.value.fract() != 0.0 && shown.parse::<f64>() == Ok(f.value.round()) {
        exact(f)
    } else {
        shown
    }
}

/// A claim's tooltip: a word-valued figure's value, rule and inputs, or a
/// guard's conditions with the values that made them hold, worded in the
/// page's locale (`claim-*` and `rule-*` messages).
pub fn claim(
    page: &PageFigures,
    name: &str,
    fmt: &NumberFormatter,
    words: &dyn Wording,
) -> Option<String> {
    use crate::compute::model::Side;
    let shown = |i: usize| input_shown(&page.figures[i], fmt);
    let decided = |name: &str, d: &crate::compute::model::Decision| {
        let mut args = FluentArgs::new();
        args.set("name", name);
        args.set("value", d.value.as_str());
        args.set("rule", rule_text(&d.rule, fmt, words));
        if d.inputs.is_empty() {
            return words.text("claim-decided", &args);
        }
        let inputs: Vec<String> = d.inputs.iter().map(|&i| shown(i)).collect();
        args.set("inputs", inputs.join(", "));
        words.text("claim-decided-inputs", &args)
    };
    if let Some(cell) = name.strip_prefix("fact:") {
        return fact_source(page, cell, words);
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
        let mut args = FluentArgs::new();
        args.set("checks", checks.join("; "));
        return Some(words.text("claim-holds", &args));
    }
    Some(decided(name, page.decisions.get(name)?))
}

/// The source of a fact shown as data in a facts view, named
/// `VIEW/ROW/COLUMN` (shown indexes): the manifest and the key.
fn fact_source(page: &PageFigures, cell: &str, words: &dyn Wording) -> Option<String> {
    let mut parts = cell.rsplitn(3, '/');
    let (c, r, view) = (parts.next()?, parts.next()?, parts.next()?);
    let (r, c): (usize, usize) = (r.parse().ok()?, c.parse().ok()?);
    match page.tables.get(view)?.rows.get(r)?.1.get(c)? {
        crate::compute::model::CellOut::Fact { source, .. } => Some(source_text(source, words)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wording that knows no message: every text comes from pcdocs's own
    /// English, as for a project made before these messages existed.
    struct Nothing;
    impl Wording for Nothing {
        fn text(&self, id: &str, args: &FluentArgs) -> String {
            builtin(id, args)
        }
    }

    #[test]
    fn a_project_without_the_messages_gets_pcdocs_english() {
        let cell = Source::Cell {
            file: "results/c/t.csv".into(),
            lines: vec![3, 4],
            column: "rps".into(),
            row: "r".into(),
            series: "s".into(),
            raw: vec!["raw/a.txt".into()],
            notes: vec!["run 2 excluded".into()],
            runs: 1,
            valued: true,
        };
        assert_eq!(
            source_text(&cell, &Nothing),
            "raw/a.txt (via results/c/t.csv, lines 3, 4, column rps); run 2 excluded"
        );
        let page = Source::Page {
            key: "figures.x.limit".into(),
        };
        assert_eq!(
            source_text(&page, &Nothing),
            "the page’s front matter, figures.x.limit"
        );
        let rule = Rule::new("rows")
            .text("subject", "a")
            .text("standing", "even")
            .text("baseline", "b")
            .number("tie", 0.02)
            .count("count", 0)
            .text("rows", "");
        let fmt = NumberFormatter::new(&"fr".parse().unwrap()).unwrap();
        assert_eq!(
            rule_text(&rule, &fmt, &Nothing),
            "rows where a is even against b (even within 0,02): none"
        );
    }
}
