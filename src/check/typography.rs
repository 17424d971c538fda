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

    /// The messages of the slips each rendered lint finds in `text`.
    fn found(lint: fn(&str) -> Vec<(usize, String, &'static str)>, text: &str) -> Vec<String> {
        lint(text).into_iter().map(|(_, m, _)| m).collect()
    }

    #[test]
    fn rendered_zh_slips_across_markup_and_placeables() {
        // `**主機：** MacBook` reads as 「主機： MacBook」.
        let blocks = markdown_blocks("- **主機：** MacBook\n- **主機**：MacBook\n");
        assert_eq!(
            found(zh_rendered, &blocks[0].text),
            ["a space after full-width `：`"]
        );
        assert!(found(zh_rendered, &blocks[1].text).is_empty());
        assert_eq!(
            found(zh_rendered, "反向代理 的降幅"),
            ["a space between two Han characters"]
        );
        assert_eq!(
            found(zh_rendered, "Pingclair, nginx 與 Caddy"),
            ["a half-width `,` in Chinese text"]
        );
        assert_eq!(
            found(zh_rendered, "測試,結果"),
            ["a half-width `,` in Chinese text"]
        );
        assert!(found(zh_rendered, "在 5,001 與 9,901 條連線時").is_empty());
        assert!(found(zh_rendered, "nginx、Caddy 與 Traefik（HTTP/2）").is_empty());
        // Code is configuration: its commas are its own.
        let blocks = markdown_blocks("設定為 `a 3, b 256` 與 `c`。\n");
        assert!(
            found(zh_rendered, &blocks[0].text).is_empty(),
            "{:?}",
            blocks[0].text
        );
    }

    #[test]
    fn rendered_fr_slips() {
        assert_eq!(
            found(
                fr_rendered,
                "les charges de 10\u{a0}Kio, celle de 2\u{a0}Mio 5\u{202f}000."
            ),
            ["an elliptical construction without its comma"]
        );
        assert!(found(fr_rendered, "celle de 2\u{a0}Mio, 5\u{202f}000.").is_empty());
        assert!(found(fr_rendered, "de 226\u{a0}o et de 10\u{a0}Kio").is_empty());
        assert_eq!(
            found(fr_rendered, "sur 10 Kio + Zstd"),
            ["an ordinary space between a number and its unit"]
        );
        assert!(found(fr_rendered, "Ubuntu 26.04 où était installé ; 3 séries").is_empty());
        assert_eq!(
            found(fr_rendered, "Hôte: un portable"),
            ["no space before `:`"]
        );
        assert!(found(fr_rendered, "Hôte\u{a0}: un portable").is_empty());
    }

    #[test]
    fn rendered_en_slips() {
        assert_eq!(
            found(
                en_rendered,
                "run on October 11 and 12, 2026 in an OrbStack VM"
            ),
            ["no comma after the year"]
        );
        assert!(found(en_rendered, "run on October 11 and 12, 2026, in a VM.").is_empty());
        assert!(found(en_rendered, "measured on October 12, 2026.").is_empty());
        assert_eq!(
            found(
                en_rendered,
                "Pingclair, nginx, Caddy and Traefik measured alike."
            ),
            ["no serial comma before `and`"]
        );
        assert_eq!(
            found(
                en_rendered,
                "shaped by the CPU limit, the VM’s memory and the resources used."
            ),
            ["no serial comma before `and`"]
        );
        assert!(
            found(
                en_rendered,
                "Pingclair, nginx, Caddy, and Traefik measured alike."
            )
            .is_empty()
        );
        // Not lists: a clause, an aside, a sentence-long second item.
        assert!(
            found(
                en_rendered,
                "With static files, throughput rose in A and fell in B."
            )
            .is_empty()
        );
        assert!(found(en_rendered, "nginx, for example, used `a` and `b`.").is_empty());
        assert!(
            found(en_rendered, "Under this workload, Pingclair main achieved about 1.26 times nginx’s throughput and 1.67 times Caddy’s.").is_empty()
        );
    }

    #[test]
    fn rendered_en_hyphenation_follows_the_site() {
        let block = |t: &str| {
            (
                "f".to_owned(),
                Block {
                    text: t.to_owned(),
                    line: 1,
                    column: 1,
                },
            )
        };
        let blocks = [
            block("On the reverse-proxy workload it leads."),
            block("The reverse proxy suite ran without Caddy."),
            block("Behind the reverse proxy, it trails; every reverse proxy balanced requests."),
        ];
        let found: Vec<String> = hyphenation(&blocks)
            .into_iter()
            .map(|f| f.message)
            .collect();
        assert_eq!(
            found,
            ["\"reverse proxy\" before a noun, where the site writes \"reverse-proxy\""]
        );
    }

    #[test]
    fn en_flags_straight_apostrophes_outside_code() {
        assert_eq!(en("nginx's default").len(), 1);
        assert!(en("nginx’s default `a'b`").is_empty());
    }
}

/// The lint of the text a reader sees: every Markdown twin of the site
/// (`LOCALE/…/index.md`, the page as its messages, data and figures made
/// it, typeset) and the text of each locale's index page, which lists the
/// pages' titles and descriptions. Slips that no message shows alone are
/// found here: a space a placeable left between two Han characters, a
/// space after full-width punctuation that a bold or a link closes
/// before, a list typed with half-width commas around a data value, a
/// year without its comma, a missing serial comma, a compound hyphenated
/// on one page and open on another, a French ellipsis without its comma.
/// Code (spans and blocks) is configuration as written and never linted.
pub fn rendered(
    files: &std::collections::BTreeMap<String, Vec<u8>>,
    site: &str,
    diags: &mut Diagnostics,
) {
    let mut english = Vec::new();
    for (path, bytes) in files {
        let Some((tag, rest)) = path.split_once('/') else {
            continue;
        };
        let lang = tag.split('-').next().unwrap_or("");
        let blocks = match rest {
            "index.html" => html_blocks(&String::from_utf8_lossy(bytes)),
            r if r.ends_with("/index.md") => markdown_blocks(&String::from_utf8_lossy(bytes)),
            _ => continue,
        };
        let file = format!("{site}/{path}");
        for block in &blocks {
            let found = match lang {
                "zh" => zh_rendered(&block.text),
                "fr" => fr_rendered(&block.text),
                "en" => {
                    english.push((file.clone(), block.clone()));
                    en_rendered(&block.text)
                }
                _ => Vec::new(),
            };
            for (off, message, hint) in found {
                diags.push(block.diagnostic(&file, off, message, hint));
            }
        }
    }
    for f in hyphenation(&english) {
        diags.push(f.block.diagnostic(
            &f.file,
            f.offset,
            f.message,
            "CMOS: a compound modifier is hyphenated before the noun it modifies, the same way on every page",
        ));
    }
}

/// A block of reader-visible text (a paragraph, heading, list item, table
/// cell), with code as U+FFFC, and where it starts in its file.
#[derive(Debug, Clone)]
pub struct Block {
    pub text: String,
    /// The file's 1-based line and column of the block's start.
    line: usize,
    column: usize,
}

/// Stands for a code span: something is there, but it is no prose.
const CODE: char = '\u{FFFC}';

impl Block {
    fn diagnostic(&self, file: &str, off: usize, message: String, hint: &str) -> Diagnostic {
        let excerpt: String = {
            let start = self.text[..off]
                .char_indices()
                .rev()
                .nth(12)
                .map_or(0, |(i, _)| i);
            let end = self.text[off..]
                .char_indices()
                .nth(14)
                .map_or(self.text.len(), |(i, _)| off + i);
            self.text[start..end].replace(CODE, "`…`")
        };
        Diagnostic::new(file, format!("{message}: «{excerpt}»"))
            .at(self.line, Some(self.column))
            .hint(format!(
                "{hint}; fix the message that writes it (the page's content/*.md or its translation in locales/)"
            ))
    }
}

/// The prose blocks of a Markdown document.
fn markdown_blocks(md: &str) -> Vec<Block> {
    use pulldown_cmark::{Event, Parser, Tag, TagEnd};
    let options = crate::content::prose::markdown_options();
    let mut out = Vec::new();
    let mut current: Option<Block> = None;
    let mut in_code_block = false;
    let flush = |current: &mut Option<Block>, out: &mut Vec<Block>| {
        if let Some(b) = current.take()
            && !b.text.trim().is_empty()
        {
            out.push(b);
        }
    };
    for (event, range) in Parser::new_ext(md, options).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(_)) => in_code_block = true,
            Event::End(TagEnd::CodeBlock) => in_code_block = false,
            Event::Start(Tag::Paragraph | Tag::Heading { .. } | Tag::TableCell | Tag::Item) => {
                flush(&mut current, &mut out);
                let (line, column) = crate::diag::line_col(md, range.start);
                current = Some(Block {
                    text: String::new(),
                    line,
                    column,
                });
            }
            Event::End(
                TagEnd::Paragraph | TagEnd::Heading(_) | TagEnd::TableCell | TagEnd::Item,
            ) => flush(&mut current, &mut out),
            Event::Text(t) if !in_code_block => {
                if let Some(b) = current.as_mut() {
                    b.text.push_str(&t);
                }
            }
            Event::Code(_) => {
                if let Some(b) = current.as_mut() {
                    b.text.push(CODE);
                }
            }
            Event::SoftBreak | Event::HardBreak => {
                if let Some(b) = current.as_mut() {
                    b.text.push(' ');
                }
            }
            _ => {}
        }
    }
    flush(&mut current, &mut out);
    out
}

/// The text of an HTML page between its tags, one block per element that
/// holds text (scripts and styles left out), with its position.
fn html_blocks(html: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut at = 0;
    let mut skip_until: Option<&str> = None;
    while let Some(open) = html[at..].find('<') {
        let text = &html[at..at + open];
        if skip_until.is_none() && !text.trim().is_empty() {
            let (line, column) = crate::diag::line_col(html, at);
            out.push(Block {
                text: decode_entities(text),
                line,
                column,
            });
        }
        let tag_start = at + open;
        let Some(close) = html[tag_start..].find('>') else {
            break;
        };
        let tag = &html[tag_start..tag_start + close + 1];
        match skip_until {
            Some(end) if tag.starts_with(end) => skip_until = None,
            Some(_) => {}
            None if tag.starts_with("<script") => skip_until = Some("</script"),
            None if tag.starts_with("<style") => skip_until = Some("</style"),
            None if tag.starts_with("<code") => skip_until = Some("</code"),
            None => {}
        }
        at = tag_start + close + 1;
    }
    out
}

/// The character references pcdocs' layouts write.
fn decode_entities(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&amp;", "&")
}

/// Full-width punctuation that carries its own spacing in Chinese text.
fn fullwidth(c: char) -> bool {
    matches!(
        c,
        '，' | '。'
            | '、'
            | '：'
            | '；'
            | '！'
            | '？'
            | '（'
            | '）'
            | '「'
            | '」'
            | '『'
            | '』'
            | '《'
            | '》'
    )
}

/// zh: a space after full-width punctuation (or before closing
/// punctuation), a space between two Han characters, and a half-width
/// comma in Chinese text: beside a Han character, or between list items
/// that a Chinese conjunction ends.
pub fn zh_rendered(text: &str) -> Vec<(usize, String, &'static str)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = Vec::new();
    for (i, &(off, c)) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| chars[j].1);
        let next = chars.get(i + 1).map(|p| p.1);
        match c {
            ' ' if prev.is_some_and(|p| fullwidth(p) && !matches!(p, '）' | '」' | '』' | '》')) => out.push((
                off,
                format!("a space after full-width `{}`", prev.unwrap_or(' ')),
                "full-width punctuation carries its own space: put it outside the bold or link it ends (「**主機**：MacBook」), or drop the space",
            )),
            ' ' if next.is_some_and(|n| matches!(n, '，' | '。' | '、' | '：' | '；' | '）' | '」')) => out.push((
                off,
                format!("a space before full-width `{}`", next.unwrap_or(' ')),
                "full-width punctuation carries its own space: drop the space before it",
            )),
            ' ' if prev.is_some_and(is_han) && next.is_some_and(is_han) => out.push((
                off,
                "a space between two Han characters".to_owned(),
                "Chinese text has no space between Han characters: drop the one typed beside a placeable",
            )),
            // A digit group separator (「5,001」) is no comma.
            ',' if prev.is_some_and(|p| p.is_ascii_digit())
                && next.is_some_and(|n| n.is_ascii_digit()) => {}
            ',' => {
                let before = chars[..i].iter().rev().map(|p| p.1).find(|c| *c != ' ');
                let after = chars[i + 1..].iter().map(|p| p.1).find(|c| *c != ' ');
                let han = |c: Option<char>| c.is_some_and(|c| is_han(c) || fullwidth(c));
                // A list of Latin items ended by a Chinese conjunction:
                // 「nginx, Caddy 與 Traefik」.
                let listed = chars[i + 1..]
                    .iter()
                    .map(|p| p.1)
                    .take_while(|c| !matches!(c, '，' | '。' | '；' | '：' | '.' | ';' | ':' | '(' | '（'))
                    .any(|c| matches!(c, '與' | '和' | '及' | '或'));
                if han(before) || han(after) || listed {
                    out.push((
                        off,
                        "a half-width `,` in Chinese text".to_owned(),
                        "join list items with 、 and the last with 與 (the list placeables do), and write ， between clauses",
                    ));
                }
            }
            _ => {}
        }
    }
    out
}

/// fr: an elliptical construction without its comma (« celle de
/// 2 Mio 5 000 » for « celle de 2 Mio, 5 000 »): a unit directly
/// followed by another number; and `:` `;` `?` `!` with no space before.
pub fn fr_rendered(text: &str) -> Vec<(usize, String, &'static str)> {
    use std::sync::LazyLock;
    static ELLIPSIS: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(
            r"\d[\d\u{a0}\u{202f},]*[\u{a0}\u{202f} ](?:o|Ko|Kio|Mo|Mio|Go|Gio|%|s|ms|req/s)([\u{a0}\u{202f} ])\d",
        )
        .expect("a valid pattern")
    });
    let mut out = Vec::new();
    for m in ELLIPSIS.captures_iter(text) {
        let space = m.get(1).expect("group 1");
        out.push((
            space.start(),
            "an elliptical construction without its comma".to_owned(),
            "French marks the verb left out with a comma: « celle de 2\u{a0}Mio, 5\u{a0}000 »",
        ));
    }
    static UNIT: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r"\d( )(?:o|Ko|Kio|Mo|Mio|Go|Gio|ms|s|req/s)\b").expect("a valid pattern")
    });
    for m in UNIT.captures_iter(text) {
        out.push((
            m.get(1).expect("group 1").start(),
            "an ordinary space between a number and its unit".to_owned(),
            "French keeps a number with its unit: a no-break space (U+00A0), « 2\u{a0}Mio »",
        ));
    }
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(off, c)) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| chars[j].1);
        let next = chars.get(i + 1).map(|p| p.1);
        if matches!(c, ':' | ';' | '?' | '!')
            && prev.is_some_and(|p| p.is_alphanumeric() || matches!(p, ')' | '»' | '*' | '’'))
            && next.is_none_or(char::is_whitespace)
        {
            out.push((
                off,
                format!("no space before `{c}`"),
                "French puts a no-break space before `:` (U+00A0) and a narrow one before `;` `?` `!` (U+202F)",
            ));
        }
    }
    out
}

/// en: a year without the comma that follows it in running text
/// ("October 11 and 12, 2026, in"), and a list of three or more parallel
/// items without the serial comma (CMOS): "A, B and C" where the items
/// start alike (each with a capital, a digit or code, or each with the
/// same article).
pub fn en_rendered(text: &str) -> Vec<(usize, String, &'static str)> {
    use std::sync::LazyLock;
    static YEAR: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(
            r"\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(?:(?:–| and | to )\d{1,2})?, \d{4}( )[a-z(]",
        )
        .expect("a valid pattern")
    });
    let mut out = Vec::new();
    for m in YEAR.captures_iter(text) {
        let space = m.get(1).expect("group 1");
        out.push((
            space.start(),
            "no comma after the year".to_owned(),
            "a full date in running text is set off by commas: \"on October 11 and 12, 2026, in\"",
        ));
    }
    // Words no list item starts with: prepositions and verbs open a
    // phrase or a clause ("With static files, …", "nginx, for example,
    // used …").
    const NOT_ITEMS: &[&str] = &[
        "with", "in", "on", "at", "by", "from", "under", "over", "after", "before", "against",
        "behind", "during", "for", "to", "as", "if", "when", "while", "so", "but", "then", "which",
        "who", "used", "was", "were", "is", "are", "had", "has", "did",
    ];
    // How an item starts, and how many words such an item may have: names
    // (nginx, Caddy, 2 MiB, code) are short; phrases with an article longer.
    let start_of = |item: &str| -> Option<(String, usize)> {
        let first = item.split_whitespace().next()?;
        let lower = first.to_lowercase();
        if ["the", "a", "an", "its", "their", "each"].contains(&lower.as_str()) {
            return Some((lower, 8));
        }
        (!NOT_ITEMS.contains(&lower.as_str())).then(|| ("name".to_owned(), 4))
    };
    let boundary = |c: char| matches!(c, ',' | ';' | ':' | '(' | ')' | '.' | '—' | '!' | '?');
    for (k, conj) in text
        .match_indices(" and ")
        .chain(text.match_indices(" or "))
        .collect::<std::collections::BTreeMap<_, _>>()
    {
        // "X1, X2 and X3": X2 runs back to a comma, X1 to the boundary before.
        let Some(j) = text[..k].rfind(", ") else {
            continue;
        };
        let b = &text[j + 2..k];
        if b.contains(boundary) {
            continue;
        }
        let i = text[..j].rfind(boundary).map_or(0, |i| i + 1);
        let a = text[i..j].trim();
        let rest = &text[k + conj.len()..];
        let c = &rest[..rest.find(boundary).unwrap_or(rest.len())];
        let (Some(kb), Some(kc)) = (start_of(b.trim()), start_of(c.trim())) else {
            continue;
        };
        // An item with an article starts at it: "shaped by the CPU limit"
        // is the item "the CPU limit".
        let a = match kb.0.as_str() {
            "name" => a,
            det => match a.char_indices().rfind(|&(at, _)| {
                (at == 0 || a[..at].ends_with(' '))
                    && a[at..]
                        .split_whitespace()
                        .next()
                        .map(str::to_lowercase)
                        .as_deref()
                        == Some(det)
            }) {
                Some((at, _)) => &a[at..],
                None => continue,
            },
        };
        let words = |s: &str| s.split_whitespace().count();
        if start_of(a) == Some(kb.clone())
            && kc == kb
            && [a, b].iter().all(|s| (1..=kb.1).contains(&words(s)))
        {
            out.push((
                k + 1,
                format!("no serial comma before `{}`", conj.trim()),
                "this site follows CMOS: a comma before the conjunction of a list of three or more (\"nginx, Caddy, and Traefik\")",
            ));
        }
    }
    out
}

/// Words the word after an open pair is taken for a noun unless it is one
/// of: function words, and irregular verbs a noun phrase is often the
/// subject of.
const NOT_NOUNS: &[&str] = &[
    "and",
    "or",
    "nor",
    "but",
    "of",
    "in",
    "on",
    "at",
    "to",
    "for",
    "with",
    "by",
    "from",
    "into",
    "than",
    "as",
    "the",
    "a",
    "an",
    "is",
    "was",
    "were",
    "are",
    "be",
    "been",
    "that",
    "which",
    "who",
    "its",
    "their",
    "it",
    "this",
    "these",
    "those",
    "each",
    "every",
    "has",
    "had",
    "have",
    "did",
    "does",
    "do",
    "not",
    "so",
    "then",
    "there",
    "here",
    "where",
    "when",
    "while",
    "because",
    "if",
    "can",
    "could",
    "may",
    "might",
    "will",
    "would",
    "should",
    "also",
    "only",
    "alone",
    "itself",
    "per",
    "about",
    "after",
    "before",
    "under",
    "over",
    "without",
    "within",
    "behind",
    "against",
    "between",
    "through",
    "respectively",
    "went",
    "came",
    "fell",
    "rose",
    "grew",
    "kept",
    "made",
    "took",
    "gave",
    "ran",
    "held",
    "remains",
    "means",
    "makes",
    "takes",
    "shows",
    "says",
    "differs",
    "stays",
    "goes",
];

/// A compound written open before a noun where the site hyphenates it.
struct OpenCompound {
    file: String,
    block: Block,
    /// Where the pair starts in the block's text.
    offset: usize,
    message: String,
}

/// Compounds the English pages hyphenate somewhere ("reverse-proxy"),
/// written open before a noun elsewhere ("the reverse proxy suite"): the
/// word after the open pair is taken for a noun unless it is a function
/// word, a verb form in -ed, or punctuation follows the pair.
fn hyphenation(blocks: &[(String, Block)]) -> Vec<OpenCompound> {
    let compounds = hyphenated(blocks);
    let mut out = Vec::new();
    for (file, block) in blocks {
        for (offset, a, b) in open_pairs_before_nouns(&block.text) {
            if compounds.contains(&(a.to_owned(), b.to_owned())) {
                out.push(OpenCompound {
                    file: file.clone(),
                    block: block.clone(),
                    offset,
                    message: format!(
                        "\"{a} {b}\" before a noun, where the site writes \"{a}-{b}\""
                    ),
                });
            }
        }
    }
    out
}

/// The compounds written with a hyphen somewhere in `blocks`.
fn hyphenated(blocks: &[(String, Block)]) -> std::collections::BTreeSet<(String, String)> {
    static HYPHENATED: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"\b([a-z]{3,})-([a-z]{3,})\b").expect("a valid pattern")
    });
    blocks
        .iter()
        .flat_map(|(_, b)| {
            HYPHENATED
                .captures_iter(&b.text)
                .map(|m| (m[1].to_owned(), m[2].to_owned()))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Pairs of words of `text` followed by a word taken for a noun: where
/// each starts, and its two words. Pairs overlap: "reverse proxy suite"
/// starts at each word.
fn open_pairs_before_nouns(text: &str) -> Vec<(usize, &str, &str)> {
    static OPEN: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"\b([a-z]{3,}) ([a-z]{3,}) ([a-z]+)\b").expect("a valid pattern")
    });
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(m) = OPEN.captures_at(text, at) {
        let whole = m.get(0).expect("match");
        let next = m.get(3).expect("a third word").as_str();
        if !NOT_NOUNS.contains(&next) && !next.ends_with("ed") {
            let a = m.get(1).expect("a first word").as_str();
            let b = m.get(2).expect("a second word").as_str();
            out.push((whole.start(), a, b));
        }
        // On to the next word.
        at = whole.start()
            + text[whole.start()..]
                .find(' ')
                .map_or(whole.len(), |i| i + 1);
    }
    out
}
