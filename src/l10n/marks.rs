//! Invisible marks that carry figure provenance and untranslated passages
//! through Fluent, Tera and Markdown. Private-use characters never occur in
//! prose or data (pcdocs rejects them on input), so they cannot collide.
//! The HTML writer turns them into elements; the Markdown twin drops them.

pub const FIG_OPEN: char = '\u{E000}';
pub const FIG_MID: char = '\u{E001}';
pub const FIG_CLOSE: char = '\u{E002}';
pub const FALLBACK_OPEN: char = '\u{E003}';
pub const FALLBACK_CLOSE: char = '\u{E004}';
/// Starts a paragraph that captions the table after it.
pub const CAPTION_MARK: char = '\u{E005}';
/// A paragraph made of this mark and a chart's name stands for the chart.
pub const CHART_MARK: char = '\u{E006}';
/// Around a message whose words a claim decided: the names of the guards
/// and word-valued figures, then the text.
pub const CLAIM_OPEN: char = '\u{E007}';
pub const CLAIM_MID: char = '\u{E008}';
pub const CLAIM_CLOSE: char = '\u{E009}';
/// Starts the paragraph that links to a table's data files: a target that
/// serves no data files leaves the paragraph out.
pub const DOWNLOADS_MARK: char = '\u{E00A}';

/// Wraps a message with the names of the claims that decided its words.
pub fn claim(names: &[String], text: &str) -> String {
    format!(
        "{CLAIM_OPEN}{}{CLAIM_MID}{text}{CLAIM_CLOSE}",
        names.join(",")
    )
}

/// Wraps a displayed figure with the indexes of the figures it stands for.
pub fn figure(ids: &[usize], text: &str) -> String {
    use std::fmt::Write;
    // Every figure of every page passes here: one string, no parts.
    let mut out = String::with_capacity(text.len() + 8 + 4 * ids.len());
    out.push(FIG_OPEN);
    for (n, id) in ids.iter().enumerate() {
        if n > 0 {
            out.push(',');
        }
        let _ = write!(out, "{id}");
    }
    out.push(FIG_MID);
    out.push_str(text);
    out.push(FIG_CLOSE);
    out
}

/// Wraps a passage shown in the fallback language.
pub fn fallback(text: &str) -> String {
    format!("{FALLBACK_OPEN}{text}{FALLBACK_CLOSE}")
}

/// Whether `c` is one of the marks: the range `diag` reserves and refuses
/// in every input file.
pub fn is_mark(c: char) -> bool {
    crate::diag::is_reserved_mark(c)
}

/// Whether `c` is a mark inside running text (figures, fallback passages);
/// the caption mark starts a block and is handled by the Markdown writer.
pub fn is_inline_mark(c: char) -> bool {
    ('\u{E000}'..='\u{E004}').contains(&c) || ('\u{E007}'..='\u{E009}').contains(&c)
}

/// The first byte of every mark's UTF-8 (they are U+E000 to U+E00A): text
/// between two of them is copied or skipped whole (SIMD `memchr`), never
/// looked at character by character.
const MARK_LEAD: u8 = 0xEE;

/// The position of the next character of `text` at or after a byte
/// `MARK_LEAD` that `is` takes, and that character.
fn next_mark(text: &str, is: impl Fn(char) -> bool) -> Option<(usize, char)> {
    let mut from = 0;
    while let Some(i) = memchr::memchr(MARK_LEAD, &text.as_bytes()[from..]) {
        let at = from + i;
        // 0xEE is never a continuation byte: it starts a character.
        let c = text[at..].chars().next()?;
        if is(c) {
            return Some((at, c));
        }
        from = at + c.len_utf8();
    }
    None
}

/// The text as a reader sees it.
pub fn strip(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((at, c)) = next_mark(rest, is_mark) {
        out.push_str(&rest[..at]);
        rest = &rest[at + c.len_utf8()..];
        if matches!(c, FIG_OPEN | CLAIM_OPEN) {
            // The ids or names, up to whichever middle mark comes first.
            rest = match next_mark(rest, |m| matches!(m, FIG_MID | CLAIM_MID)) {
                Some((mid, m)) => &rest[mid + m.len_utf8()..],
                None => "",
            };
        }
    }
    out.push_str(rest);
    out
}

/// A piece of marked text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece<'a> {
    Text(&'a str),
    FigureStart(Vec<usize>),
    FigureEnd,
    FallbackStart,
    FallbackEnd,
    ClaimStart(Vec<String>),
    ClaimEnd,
}

/// Splits marked text into pieces, in order.
pub fn pieces(text: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some((pos, c)) = next_mark(rest, is_inline_mark) {
        if pos > 0 {
            out.push(Piece::Text(&rest[..pos]));
        }
        rest = &rest[pos + c.len_utf8()..];
        match c {
            FIG_OPEN => {
                let end = rest.find(FIG_MID).unwrap_or(rest.len());
                let ids = rest[..end]
                    .split(',')
                    .filter_map(|s| s.parse().ok())
                    .collect();
                out.push(Piece::FigureStart(ids));
                rest = &rest[(end + FIG_MID.len_utf8()).min(rest.len())..];
            }
            FIG_CLOSE => out.push(Piece::FigureEnd),
            CLAIM_OPEN => {
                let end = rest.find(CLAIM_MID).unwrap_or(rest.len());
                let names = rest[..end]
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_owned)
                    .collect();
                out.push(Piece::ClaimStart(names));
                rest = &rest[(end + CLAIM_MID.len_utf8()).min(rest.len())..];
            }
            CLAIM_CLOSE => out.push(Piece::ClaimEnd),
            FALLBACK_OPEN => out.push(Piece::FallbackStart),
            FALLBACK_CLOSE => out.push(Piece::FallbackEnd),
            _ => {}
        }
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    out
}

/// Escapes text from data so Markdown shows it literally, wherever a
/// template or message places it: inline syntax is backslash-escaped
/// everywhere (`{` and `}` too, so no heading attribute block can close in
/// data), line breaks become spaces (data never starts a block), and the
/// first characters cannot open one (`#`, `>`, `-`, `+`, `=`, `1.`, an
/// indent) when a message puts the data at the start of a line.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut at_start = true;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        // A mark in data (a TOML `\uE000` escape) would forge a figure or a
        // chart: it shows as the replacement character instead.
        let c = match c {
            c if is_line_break(c) => ' ',
            c if is_mark(c) => '\u{FFFD}',
            c => c,
        };
        if at_start {
            match c {
                // An entity, not a space: four would make an indented code
                // block, and any white space beside an emphasis delimiter
                // the template wrote (`*{ $x }*`) would undo the emphasis.
                c if c.is_whitespace() => {
                    out.push_str(&format!("&#{};", u32::from(c)));
                    continue;
                }
                // A list marker (`- `), a thematic break or setext
                // underline (`---`, `===`); `--cpus=2` is none of them.
                '-' | '+' | '=' => {
                    let rest = chars.clone().collect::<String>();
                    if rest.chars().next().is_none_or(char::is_whitespace)
                        || rest.chars().all(|r| r == c || r == ' ' || r == '\t')
                    {
                        out.push('\\');
                    }
                    out.push(c);
                    at_start = false;
                    continue;
                }
                '0'..='9' => {
                    // An ordered list marker: digits then `.` or `)`.
                    out.push(c);
                    while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                        out.push(d);
                        chars.next();
                    }
                    if let Some(&p) = chars.peek().filter(|p| matches!(p, '.' | ')')) {
                        chars.next();
                        // `1.27` is no marker; `1. ` and a final `1.` are.
                        if chars.peek().is_none_or(|n| n.is_whitespace()) {
                            out.push('\\');
                        }
                        out.push(p);
                    }
                    at_start = false;
                    continue;
                }
                _ => at_start = false,
            }
        }
        if matches!(
            c,
            '\\' | '`'
                | '*'
                | '_'
                | '['
                | ']'
                | '<'
                | '>'
                | '|'
                | '~'
                | '&'
                | '#'
                | '!'
                | '{'
                | '}'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    // Trailing spaces before a line break of the message would make a
    // hard break, and white space before a closing emphasis delimiter would
    // keep it from closing; as entities they are only spaces.
    let trailing = out.len() - out.trim_end_matches(char::is_whitespace).len();
    if trailing > 0 {
        let spaces = out.split_off(out.len() - trailing);
        for c in spaces.chars() {
            out.push_str(&format!("&#{};", u32::from(c)));
        }
    }
    out
}

/// Configuration text as a Markdown code span, whatever it holds: its
/// fence longer than any run of backticks inside, padded where it starts
/// or ends with a backtick or a space (CommonMark strips one space from
/// each side). No escape is needed inside a span, and none could be read
/// there; a `|`, which a table row would split on even in code, and a
/// value of white space alone are shown as escaped text instead.
pub fn code(text: &str) -> String {
    let text: String = text
        .chars()
        .map(|c| match c {
            c if is_line_break(c) => ' ',
            c if is_mark(c) => '\u{FFFD}',
            c => c,
        })
        .collect();
    if text.contains('|') || text.trim().is_empty() {
        return escape(&text);
    }
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    let pad = if text.starts_with(['`', ' ']) || text.ends_with(['`', ' ']) {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{text}{pad}{fence}")
}

/// Characters CommonMark or HTML read as the end of a line.
fn is_line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\u{0b}' | '\u{0c}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_spans_hold_any_configuration_as_written() {
        assert_eq!(code("--cpus=2"), "`--cpus=2`");
        assert_eq!(code("a `b` c"), "``a `b` c``");
        assert_eq!(code("`x"), "`` `x ``");
        assert_eq!(code("two\nlines"), "`two lines`");
        // A table row splits on `|` even inside code: left as text.
        assert_eq!(code("a|b"), "a\\|b");
        let html = |md: &str| {
            let mut out = String::new();
            pulldown_cmark::html::push_html(&mut out, pulldown_cmark::Parser::new(md));
            out
        };
        assert_eq!(html(&code("`x")), "<p><code>`x</code></p>\n");
        assert_eq!(html(&code("a `b` c")), "<p><code>a `b` c</code></p>\n");
    }

    #[test]
    fn marks_round_trip() {
        let t = format!("about {} behind", figure(&[3, 4], "8%"));
        assert_eq!(strip(&t), "about 8% behind");
        assert_eq!(
            pieces(&t),
            vec![
                Piece::Text("about "),
                Piece::FigureStart(vec![3, 4]),
                Piece::Text("8%"),
                Piece::FigureEnd,
                Piece::Text(" behind"),
            ]
        );
        assert_eq!(strip(&fallback("x")), "x");
    }

    #[test]
    fn every_mark_is_reserved_on_input() {
        let marks = [
            FIG_OPEN,
            FIG_MID,
            FIG_CLOSE,
            FALLBACK_OPEN,
            FALLBACK_CLOSE,
            CAPTION_MARK,
            CHART_MARK,
            CLAIM_OPEN,
            CLAIM_MID,
            CLAIM_CLOSE,
            DOWNLOADS_MARK,
        ];
        for m in marks {
            assert!(crate::diag::is_reserved_mark(m), "{m:?}");
        }
        assert!(!is_mark('\u{F8FF}') && !is_mark('\u{E00B}'));
    }

    #[test]
    fn escaped_data_opens_no_block_and_no_attribute_block() {
        assert_eq!(escape("a\n# x { onfocus=y }"), "a \\# x \\{ onfocus=y \\}");
        assert_eq!(escape("x\r\n==="), "x  ===");
        assert_eq!(escape("==="), "\\===");
        assert_eq!(escape("- item"), "\\- item");
        assert_eq!(escape("--cpus=2"), "--cpus=2");
        assert_eq!(escape("1. one"), "1\\. one");
        assert_eq!(escape("1.27.2"), "1.27.2");
        assert_eq!(escape("  code"), "&#32;&#32;code");
        assert_eq!(escape("a  "), "a&#32;&#32;");
        assert_eq!(escape("a|b<c>&`"), "a\\|b\\<c\\>\\&\\`");
        assert_eq!(
            strip(&escape(&figure(&[1], "x"))),
            "\u{FFFD}1\u{FFFD}x\u{FFFD}"
        );
    }
}
