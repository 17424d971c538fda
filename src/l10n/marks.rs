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

/// Wraps a displayed figure with the indexes of the figures it stands for.
pub fn figure(ids: &[usize], text: &str) -> String {
    let ids: Vec<String> = ids.iter().map(usize::to_string).collect();
    format!("{FIG_OPEN}{}{FIG_MID}{text}{FIG_CLOSE}", ids.join(","))
}

/// Wraps a passage shown in the fallback language.
pub fn fallback(text: &str) -> String {
    format!("{FALLBACK_OPEN}{text}{FALLBACK_CLOSE}")
}

/// Whether `c` is one of the marks.
pub fn is_mark(c: char) -> bool {
    ('\u{E000}'..='\u{E006}').contains(&c)
}

/// Whether `c` is a mark inside running text (figures, fallback passages);
/// the caption mark starts a block and is handled by the Markdown writer.
pub fn is_inline_mark(c: char) -> bool {
    ('\u{E000}'..='\u{E004}').contains(&c)
}

/// The text as a reader sees it.
pub fn strip(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_ids = false;
    for c in text.chars() {
        match c {
            FIG_OPEN => in_ids = true,
            FIG_MID => in_ids = false,
            _ if is_mark(c) => {}
            _ if in_ids => {}
            _ => out.push(c),
        }
    }
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
}

/// Splits marked text into pieces, in order.
pub fn pieces(text: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(pos) = rest.find(is_inline_mark) {
        if pos > 0 {
            out.push(Piece::Text(&rest[..pos]));
        }
        let c = rest[pos..].chars().next().unwrap_or(FIG_CLOSE);
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

/// Escapes text from data so Markdown shows it literally.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '~' | '&' | '#' | '!'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
