//! Finding typed quantities in prose. A token (text between spaces) holding
//! a digit is a quantity unless it is a name: it starts with a letter
//! (`HTTP/2`, `x86_64`, `v0.2.0`, `h2load`) or its digits run straight into
//! letters (`5xx`). `8%`, `1.2×`, `84,133`, `8-core` and `2026年` are
//! quantities. Deliberate literals go through Fluent's `LITERAL("…")`.

/// Characters stripped from both ends of a token before it is judged.
fn is_edge_punct(c: char) -> bool {
    matches!(
        c,
        '(' | ')'
            | '['
            | ']'
            | '{'
            | '}'
            | '«'
            | '»'
            | '“'
            | '”'
            | '‘'
            | '’'
            | '"'
            | '\''
            | ','
            | '.'
            | ';'
            | ':'
            | '!'
            | '?'
            | '…'
            | '（'
            | '）'
            | '，'
            | '。'
            | '：'
            | '；'
            | '、'
            | '「'
            | '」'
            | '〈'
            | '〉'
            | '*'
            | '_'
    )
}

/// A digit of any script: `5`, `５` (full width), `٥` (Arabic-Indic), and
/// other numeric characters (`½`, `²`), all of which read as figures.
fn is_digit(c: char) -> bool {
    c.is_numeric()
}

/// Whether a token (already stripped of edge punctuation) is a quantity.
pub fn is_quantity(token: &str) -> bool {
    if !token.chars().any(is_digit) {
        return false;
    }
    let first = token.chars().next().unwrap_or(' ');
    if first.is_alphabetic() || matches!(first, '/' | '-' | '_' | '@' | '$' | '#' | '<' | '&') {
        return false;
    }
    if is_digit(first) {
        // Names that start with a digit: HTTP status classes (`5xx`). Every
        // other digit-led token is a number, with a unit (`64KiB`, `10ms`)
        // or in another notation (`5e1`, `0x32`).
        let after = token.trim_start_matches(is_digit);
        if !after.is_empty() && after.chars().all(|c| c == 'x' || c == 'X') {
            return false;
        }
    }
    true
}

/// Characters of scripts written without spaces, and their punctuation:
/// they end a token as a space does (`約 93.1%`, `2026年`, `埠；HTTP/3`).
/// Full-width digits are not among them: `５０` is a figure like `50`.
fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{9FFF}' | '\u{AC00}'..='\u{D7AF}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FFEF}')
        && !is_digit(c)
}

/// Quantities in `text`: (byte offset, token).
pub fn quantities(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        if c.is_whitespace() || is_cjk(c) {
            if let Some(s) = start.take() {
                let raw = &text[s..i];
                let token = raw.trim_matches(is_edge_punct);
                if is_quantity(token) {
                    let lead = raw.len() - raw.trim_start_matches(is_edge_punct).len();
                    out.push((s + lead, token));
                }
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    out
}

/// Blanks out what is not prose in a content page body, keeping offsets:
/// template tags, inline code, heading anchors and fenced code blocks.
pub fn content_prose(body: &str) -> String {
    let mut out = String::with_capacity(body.len());
    let mut fence: Option<&str> = None;
    for line in body.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let marker = if trimmed.starts_with("```") {
            Some("```")
        } else if trimmed.starts_with("~~~") {
            Some("~~~")
        } else {
            None
        };
        if fence.is_some() || marker.is_some() {
            match (fence, marker) {
                (None, Some(m)) => fence = Some(m),
                (Some(f), Some(m)) if f == m => fence = None,
                _ => {}
            }
            for c in line.chars() {
                if c == '\n' {
                    out.push('\n');
                } else {
                    out.push_str(&blank(c));
                }
            }
            continue;
        }
        out.push_str(&blank_spans(line));
    }
    out
}

/// Spaces as wide (in bytes) as `c`, so offsets are kept.
fn blank(c: char) -> String {
    " ".repeat(c.len_utf8())
}

fn blank_spans(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut skip_until: Option<&str> = None;
    for (i, c) in line.char_indices() {
        if let Some(end) = skip_until {
            out.push_str(&blank(c));
            if line[..i + c.len_utf8()].ends_with(end) {
                skip_until = None;
            }
            continue;
        }
        let rest = &line[i..];
        skip_until = if rest.starts_with("{{") {
            Some("}}")
        } else if rest.starts_with("{%") {
            Some("%}")
        } else if rest.starts_with("{#") {
            Some("#}")
        } else if rest.starts_with("{ #") {
            Some("}")
        } else if c == '`' {
            Some("`")
        } else {
            None
        };
        if skip_until.is_some() {
            out.push_str(&blank(c));
        } else if c == '\n' {
            out.push('\n');
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<&str> {
        quantities(text).into_iter().map(|(_, t)| t).collect()
    }

    #[test]
    fn names_are_not_quantities() {
        assert!(
            found("HTTP/2 and HTTP/3 with h2load on x86_64, Apple M2, v0.2.0-rc.3, 5xx").is_empty()
        );
        assert!(found("zstd-nginx-module@057a7d3 uses --cpus=2").is_empty());
    }

    #[test]
    fn typed_figures_are_quantities() {
        assert_eq!(
            found("about 8% behind (1.2×), 84,133 req/s"),
            ["8%", "1.2×", "84,133"]
        );
        assert_eq!(found("an 8-core host"), ["8-core"]);
        assert_eq!(found("約 93.1% 的吞吐量，2026年"), ["93.1%", "2026"]);
        assert!(found("連接埠；HTTP/3 測試組").is_empty());
        assert_eq!(found("fr 84\u{202f}133 et 14\u{a0}%"), ["84", "133", "14"]);
    }

    #[test]
    fn figures_in_other_digits_and_notations_are_quantities() {
        assert_eq!(found("about ５０ requests"), ["５０"]);
        assert_eq!(found("约５０％的"), ["５０"]);
        assert_eq!(found("نحو ٥٠ طلبًا"), ["٥٠"]);
        assert_eq!(found("5e1 or 0x32 or 1E-3"), ["5e1", "0x32", "1E-3"]);
        assert_eq!(found("64KiB in 10ms, half: ½"), ["64KiB", "10ms", "½"]);
        assert!(found("5xx and 4XX responses").is_empty());
    }

    #[test]
    fn offsets_point_at_the_token() {
        let text = "Values (about 8%).";
        let q = quantities(text);
        assert_eq!(&text[q[0].0..q[0].0 + 2], "8%");
    }

    #[test]
    fn content_prose_keeps_only_prose() {
        let body =
            "## {{ t(id=\"a1\") }} { #s2 }\n\n`x86 9`\n\n```\nrun 5 times\n```\nsee 3 rows\n";
        let prose = content_prose(body);
        assert_eq!(prose.len(), body.len());
        assert_eq!(found(&prose), ["3"]);
    }
}
