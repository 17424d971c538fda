//! Claims that no selector chooses and no guard covers: a message whose
//! fixed text uses a comparative or quantifying word (`claim-words.toml`)
//! states something about the data, so the data must choose those words
//! (a Fluent selector on a computed figure) or a guard must hold on it
//! (`[claims.NAME]` in a page's front matter). A statement no measurement
//! can make false (the method, the site's interface) is marked in the
//! source locale with a comment line `# no-claim: why`.
//!
//! Also: translations that replace a selector of the source message with
//! fixed text, and figures that a page declares but nothing shows.

use crate::diag::{Diagnostic, Diagnostics};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Message, Pattern, PatternElement};
use serde::Deserialize;
use std::collections::BTreeSet;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Words {
    en: Vec<String>,
    fr: Vec<String>,
    zh: Vec<String>,
}

/// The claim words of a locale, by its language subtag; none for a
/// language the list does not cover yet.
pub fn words_for(tag: &str) -> Vec<String> {
    let words: Words = toml::from_str(include_str!("claim-words.toml"))
        .expect("claim-words.toml is part of pcdocs and parses");
    match tag.split(['-', '_']).next().unwrap_or("") {
        "en" => words.en,
        "fr" => words.fr,
        "zh" => words.zh,
        _ => Vec::new(),
    }
}

fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}')
}

/// Byte offsets and words of `text` that are claim words: whole words for
/// Latin script (case aside), anywhere for Han.
pub fn find(text: &str, words: &[String]) -> Vec<(usize, String)> {
    let lower = text.to_lowercase();
    // Lowercasing can change lengths; offsets are only used when it did not.
    let same = lower.len() == text.len();
    let mut out = Vec::new();
    for w in words {
        let han = w.chars().any(is_han);
        for (i, _) in lower.match_indices(w.as_str()) {
            let before = lower[..i].chars().next_back();
            let after = lower[i + w.len()..].chars().next();
            let bounded =
                |c: Option<char>| c.is_none_or(|c| !(c.is_alphanumeric() || c == '\'' || c == '’'));
            if han || (bounded(before) && bounded(after)) {
                out.push((if same { i } else { 0 }, w.clone()));
            }
        }
    }
    out.sort();
    out.dedup_by(|a, b| a.0 == b.0);
    out
}

fn offset_in(source: &str, part: &str) -> usize {
    (part.as_ptr() as usize)
        .saturating_sub(source.as_ptr() as usize)
        .min(source.len())
}

/// Fixed text of a pattern (outside every select expression) and the
/// variables it uses. The variables its selectors choose on are the
/// build's (`l10n::messages::Origin::selectors`).
#[derive(Default)]
struct Parts<'s> {
    fixed: Vec<&'s str>,
    vars: BTreeSet<String>,
}

fn walk<'s>(p: &Pattern<&'s str>, in_variant: bool, parts: &mut Parts<'s>) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } if !in_variant => parts.fixed.push(value),
            PatternElement::TextElement { .. } => {}
            PatternElement::Placeable { expression } => {
                expression_parts(expression, in_variant, parts)
            }
        }
    }
}

fn expression_parts<'s>(e: &Expression<&'s str>, in_variant: bool, parts: &mut Parts<'s>) {
    match e {
        Expression::Inline(i) => inline_parts(i, in_variant, parts),
        Expression::Select { selector, variants } => {
            inline_parts(selector, in_variant, parts);
            for v in variants {
                walk(&v.value, true, parts);
            }
        }
    }
}

fn inline_parts<'s>(i: &InlineExpression<&'s str>, in_variant: bool, parts: &mut Parts<'s>) {
    match i {
        InlineExpression::VariableReference { id } => {
            parts.vars.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_parts(a, in_variant, parts);
            }
        }
        InlineExpression::Placeable { expression } => {
            expression_parts(expression, in_variant, parts)
        }
        _ => {}
    }
}

fn parts_of<'s>(m: &Message<&'s str>) -> Parts<'s> {
    let mut parts = Parts::default();
    if let Some(v) = &m.value {
        walk(v, false, &mut parts);
    }
    for a in &m.attributes {
        walk(&a.value, false, &mut parts);
    }
    parts
}

/// Whether the source message is marked as stating nothing about results.
fn is_method(m: &Message<&str>) -> bool {
    m.comment.as_ref().is_some_and(|c| {
        c.content
            .iter()
            .any(|l| l.trim_start().starts_with("no-claim:"))
    })
}

/// Runs the claim checks on a loaded project.
pub fn check(project: &crate::site::Project, diags: &mut Diagnostics) {
    let messages = project.renderer.messages();
    let guarded: BTreeSet<&str> = project
        .renderer
        .pages()
        .iter()
        .flat_map(|p| p.figures.claims.iter().map(|c| c.message.as_str()))
        .collect();
    // The source locale decides what is a claim and what is method.
    let mut method = BTreeSet::new();
    let mut shown_vars = BTreeSet::new();
    for (_, resource) in &messages.source().resources {
        // The build's parse drops comments; the markers need them.
        let full = match fluent_syntax::parser::parse(resource.source()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in &full.body {
            if let Entry::Message(m) = entry
                && is_method(m)
            {
                method.insert(m.id.name.to_owned());
            }
        }
        for entry in resource.entries() {
            if let Entry::Message(m) = entry {
                shown_vars.extend(parts_of(m).vars);
            }
        }
    }
    for (loc, localizer) in messages.locales.iter().enumerate() {
        let words = words_for(&localizer.tag);
        for (file, resource) in &localizer.resources {
            let source = resource.source();
            let map = localizer.source_map(file, source);
            for entry in resource.entries() {
                let Entry::Message(m) = entry else { continue };
                let id = m.id.name;
                let parts = parts_of(m);
                if !guarded.contains(id) && !method.contains(id) {
                    for text in &parts.fixed {
                        for (off, word) in find(text, &words) {
                            diags.push(
                                Diagnostic::new(
                                    file,
                                    format!("message `{id}` claims \"{word}\" in fixed text"),
                                )
                                .at_mapped(&map, offset_in(source, text) + off)
                                .hint("choose the words with a selector on a computed figure, guard the message with [claims.NAME] in its page, or mark a statement no measurement can make false with `# no-claim: why` in the source locale"),
                            );
                        }
                    }
                }
                // Selectors other than plural ones (grammar, which languages
                // need differently) choose a claim's words.
                if loc > 0
                    && let Some(src) = messages.source().origins.get(id)
                {
                    let none = BTreeSet::new();
                    let own = localizer.origins.get(id).map_or(&none, |o| &o.selectors);
                    for var in src.selectors.difference(own) {
                        diags.push(
                            Diagnostic::new(
                                file,
                                format!(
                                    "message `{id}` replaces the source's selector on `${var}` with fixed text"
                                ),
                            )
                            .at_mapped(&map, offset_in(source, id))
                            .hint("keep the selector, so that the data chooses the words in this language too"),
                        );
                    }
                }
            }
        }
    }
    unused_figures(project, &shown_vars, diags);
}

/// Figures a page declares that no message, table, chart, other figure or
/// guard uses: a claim someone meant to make and did not, or one left over.
fn unused_figures(
    project: &crate::site::Project,
    shown: &BTreeSet<String>,
    diags: &mut Diagnostics,
) {
    for page in project.renderer.pages() {
        let src = &page.source;
        let conditions: Vec<&str> = src
            .front
            .claims
            .values()
            .flat_map(|c| c.holds.conditions().iter())
            .flat_map(|c| c.split_whitespace())
            .collect();
        for name in src.front.figures.keys() {
            let used = shown
                .iter()
                .any(|v| v == name || v.strip_prefix(name.as_str()).is_some_and(|r| r.starts_with('-')))
                || conditions
                    .iter()
                    .any(|t| *t == name || t.strip_prefix(name.as_str()).is_some_and(|r| r.starts_with('-')))
                // An operand of another declaration names it in quotes.
                || src.text.contains(&format!("\"{name}\""));
            if !used {
                diags.push(
                    src.diagnostic_at(
                        &format!("[figures.{name}]"),
                        format!("figure `{name}` is declared and never shown"),
                    )
                    .hint("show it in a message, use it in a guard, or remove it"),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claim_words_match_whole_words_or_han() {
        let en = words_for("en");
        let found: Vec<String> = find("Pingclair was the fastest server in every test.", &en)
            .into_iter()
            .map(|(_, w)| w)
            .collect();
        assert_eq!(found, ["fastest", "every"]);
        assert!(find("the allocation was overall fine", &en).is_empty());
        let zh = words_for("zh-TW");
        assert_eq!(find("Pingclair 在所有測試中最快。", &zh).len(), 2);
        let fr = words_for("fr");
        assert_eq!(
            find("Pingclair était le plus rapide dans tous les tests.", &fr).len(),
            3
        );
        assert!(words_for("de").is_empty());
    }
}
