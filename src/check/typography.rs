//! The typography lint: slips in message text that the render passes do not
//! mend, per locale.
//!
//! - zh: half-width `,` `;` `:` `(` `)` next to a Han character (full-width
//!   `，` `；` `：` `（` `）`, and `、` between list items, are expected), and
//!   「和」 between Latin items (Taiwanese technical writing joins them with
//!   「與」), and a Han character touching a Latin letter or digit: the
//!   render pass spaces HTML prose, but chart labels, titles, attributes and
//!   the Markdown twin show the message as typed.
//! - fr: an ordinary space (U+0020) before `:` `;` `?` `!` `%` `»` or after
//!   `«`, and `%` right after a digit or `«`/`»` with no space at all. The
//!   French pass only reaches HTML prose; chart labels, page titles,
//!   attributes and the Markdown twin show the message as typed, so the
//!   no-break space must be typed (U+00A0, or U+202F before `;?!%`).
//! - en: a straight apostrophe `'` in prose, where ’ is expected.
//!
//! Text and string literals (`LITERAL("…")`) are linted; text in Markdown
//! code spans is not. Comments are not message text.

use crate::diag::{Diagnostic, Diagnostics};
use crate::render::markdown::{french_space_after, french_space_before, is_han, is_latin_side};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// Lints every message of every locale.
pub fn check(messages: &crate::l10n::messages::Messages, diags: &mut Diagnostics) {
    for loc in &messages.locales {
        let lang = loc.tag.split('-').next().unwrap_or("");
        let lint: fn(&str) -> Vec<(usize, String, &'static str)> = match lang {
            "zh" => zh,
            "fr" => fr,
            "en" => en,
            _ => continue,
        };
        for (file, resource) in &loc.resources {
            let source = resource.source();
            let map = loc.source_map(file, source);
            let mut texts = Vec::new();
            let mut units = Vec::new();
            for entry in resource.entries() {
                let Entry::Message(m) = entry else { continue };
                if let Some(v) = &m.value {
                    pattern(v, &mut texts);
                    units_after_figures(v, &mut units);
                }
                for a in &m.attributes {
                    pattern(&a.value, &mut texts);
                }
            }
            if lang == "fr" {
                for text in units {
                    let base = (text.as_ptr() as usize).saturating_sub(source.as_ptr() as usize);
                    diags.push(
                        Diagnostic::new(file, "ordinary space between a figure and its unit")
                            .at_mapped(&map, base)
                            .hint("type a no-break space (U+00A0) between a number and its unit: « 2 Mio »"),
                    );
                }
            }
            for text in texts {
                let base = (text.as_ptr() as usize).saturating_sub(source.as_ptr() as usize);
                for (off, message, hint) in lint(text) {
                    diags.push(
                        Diagnostic::new(file, message)
                            .at_mapped(&map, base + off)
                            .hint(hint),
                    );
                }
            }
        }
    }
}

/// Text elements that follow a variable and start with an ordinary space
/// and a unit (`{ $size } Kio`), in every variant.
fn units_after_figures<'s>(p: &Pattern<&'s str>, out: &mut Vec<&'s str>) {
    const UNITS: &[&str] = &[
        "o", "Ko", "Kio", "Mo", "Mio", "Go", "Gio", "ms", "s", "Go/s", "Mo/s",
    ];
    let mut after_variable = false;
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => {
                if after_variable && let Some(rest) = value.strip_prefix(' ') {
                    let word = rest
                        .split(|c: char| !c.is_alphanumeric() && c != '/')
                        .next();
                    if word.is_some_and(|w| UNITS.contains(&w)) {
                        out.push(value);
                    }
                }
                after_variable = false;
            }
            PatternElement::Placeable { expression } => {
                after_variable = matches!(
                    expression,
                    Expression::Inline(InlineExpression::VariableReference { .. })
                );
                if let Expression::Select { variants, .. } = expression {
                    for v in variants {
                        units_after_figures(&v.value, out);
                    }
                }
            }
        }
    }
}

/// The text pieces of a pattern: text elements and string literals.
fn pattern<'s>(p: &Pattern<&'s str>, out: &mut Vec<&'s str>) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => out.push(value),
            PatternElement::Placeable { expression } => expression_texts(expression, out),
        }
    }
}

fn expression_texts<'s>(e: &Expression<&'s str>, out: &mut Vec<&'s str>) {
    match e {
        Expression::Inline(i) => inline_texts(i, out),
        Expression::Select { variants, .. } => {
            for v in variants {
                pattern(&v.value, out);
            }
        }
    }
}

fn inline_texts<'s>(i: &InlineExpression<&'s str>, out: &mut Vec<&'s str>) {
    match i {
        InlineExpression::StringLiteral { value } => out.push(value),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_texts(a, out);
            }
            for n in &arguments.named {
                inline_texts(&n.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_texts(expression, out),
        _ => {}
    }
}

/// The characters of `text` with their byte offsets, outside code spans.
fn prose_chars(text: &str) -> Vec<(usize, char)> {
    let mut in_code = false;
    text.char_indices()
        .filter(|&(_, c)| {
            if c == '`' {
                in_code = !in_code;
                return false;
            }
            !in_code
        })
        .collect()
}

/// The nearest character before `i` and after `i` that is not a space.
fn neighbours(chars: &[(usize, char)], i: usize) -> (Option<char>, Option<char>) {
    let before = chars[..i].iter().rev().map(|p| p.1).find(|c| *c != ' ');
    let after = chars[i + 1..].iter().map(|p| p.1).find(|c| *c != ' ');
    (before, after)
}

pub fn zh(text: &str) -> Vec<(usize, String, &'static str)> {
    let chars = prose_chars(text);
    let mut out = Vec::new();
    for (i, &(off, c)) in chars.iter().enumerate() {
        let (before, after) = neighbours(&chars, i);
        let han = |c: Option<char>| c.is_some_and(is_han);
        let latin = |c: Option<char>| c.is_some_and(is_latin_side);
        let next = chars.get(i + 1).map(|p| p.1);
        if (is_han(c) && latin(next)) || (is_latin_side(c) && han(next)) {
            out.push((
                off,
                format!("no space between `{c}` and `{}`", next.unwrap_or(' ')),
                "type a space between Han and Latin letters or digits (「2 顆 CPU」)",
            ));
        }
        match c {
            ',' | ';' | ':' | '(' | ')' if han(before) || han(after) => out.push((
                off,
                format!("half-width `{c}` next to Chinese text"),
                "write the full-width form (，；：（）), or 、 between list items",
            )),
            '和' if latin(before) && latin(after) => out.push((
                off,
                "「和」 between Latin items".to_owned(),
                "join Latin items with 「與」 (the page spaces it: 「HTTP/2 與 HTTP/3」)",
            )),
            _ => {}
        }
    }
    out
}

pub fn fr(text: &str) -> Vec<(usize, String, &'static str)> {
    let chars = prose_chars(text);
    let mut out = Vec::new();
    const HINT: &str = "type a no-break space (U+00A0; U+202F before ; ? ! %): chart labels, titles and the Markdown twin show the text as typed";
    for (i, &(off, c)) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| chars[j].1);
        let next = chars.get(i + 1).map(|p| p.1);
        match c {
            ' ' if next.and_then(french_space_before).is_some() => out.push((
                off,
                format!("ordinary space before `{}`", next.unwrap_or(' ')),
                HINT,
            )),
            ' ' if prev.and_then(french_space_after).is_some() => out.push((
                off,
                format!("ordinary space after `{}`", prev.unwrap_or(' ')),
                HINT,
            )),
            '%' if prev.is_some_and(|p| p.is_ascii_digit()) => {
                out.push((off, "no space before `%`".to_owned(), HINT))
            }
            '«' if next.is_some_and(|n| !n.is_whitespace()) => {
                out.push((off, "no space after `«`".to_owned(), HINT))
            }
            '»' if prev.is_some_and(|p| !p.is_whitespace()) => {
                out.push((off, "no space before `»`".to_owned(), HINT))
            }
            _ => {}
        }
    }
    out
}

pub fn en(text: &str) -> Vec<(usize, String, &'static str)> {
    prose_chars(text)
        .into_iter()
        .filter(|&(_, c)| c == '\'')
        .map(|(off, _)| {
            (
                off,
                "straight apostrophe `'` in prose".to_owned(),
                "write the typographic apostrophe ’ (U+2019)",
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zh_flags_half_width_punctuation_and_he_between_latin() {
        assert_eq!(zh("HTTP/2和HTTP/3").len(), 3);
        assert_eq!(zh("2顆CPU")[0].1, "no space between `2` and `顆`");
        assert_eq!(zh("HTTP/2 和 HTTP/3").len(), 1);
        assert!(zh("HTTP/2 與 HTTP/3").is_empty());
        assert!(zh("靜態檔案和反向代理").is_empty());
        assert_eq!(zh("測試,結果").len(), 1);
        assert_eq!(zh("說明(HTTP/2)").len(), 1);
        assert!(zh("測試，結果（HTTP/2）").is_empty());
        assert!(zh("`a,b` 與 A, B").is_empty());
    }

    #[test]
    fn fr_flags_spaces_the_pass_cannot_reach() {
        assert_eq!(fr("« 14 % »")[0].1, "ordinary space after `«`");
        assert_eq!(fr("« 14 % »").len(), 3);
        assert!(fr("«\u{a0}14\u{a0}%\u{a0}»").is_empty());
        assert_eq!(fr("14%").len(), 1);
        assert_eq!(fr("Note : oui").len(), 1);
        assert!(fr("https://example.org").is_empty());
    }

    #[test]
    fn en_flags_straight_apostrophes_outside_code() {
        assert_eq!(en("nginx's default").len(), 1);
        assert!(en("nginx’s default `a'b`").is_empty());
    }
}
