//! A rendered page's marked Markdown as blocks, read once by the Markdown
//! parser: the page model both Markdown targets (the site's twin and
//! Starlight) write from. Each writes each kind of block its own way, so
//! neither edits text by matching lines: a code block is never taken for
//! a heading, and its blank lines stay.

use crate::l10n::marks::{self, CHART_MARK, DOWNLOADS_MARK};
use pulldown_cmark::{Event, Parser, Tag, TagEnd};

/// One top-level block of a page, as its Markdown source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block<'a> {
    /// A heading without its `{ #id }` attributes (HTML's anchors).
    Heading { text: &'a str, id: Option<String> },
    /// A chart, by name.
    Chart(&'a str),
    /// The paragraph linking to a table's data files, its mark removed.
    Downloads(&'a str),
    /// A code block, verbatim: fences, blank lines and all.
    Code(&'a str),
    /// Any other block (paragraph, list, table, quote, HTML).
    Other(&'a str),
}

/// A block and whether a blank line separates it from the block before
/// (a list may follow a paragraph without one).
pub type Placed<'a> = (Block<'a>, bool);

/// The top-level blocks of `marked`, in order.
pub fn blocks(marked: &str) -> Vec<Placed<'_>> {
    let mut out = Vec::new();
    let mut last_end = 0;
    let mut depth = 0usize;
    let mut start = 0;
    // A heading's attributes, when the parser found some: its id.
    let mut attributes: Option<Option<String>> = None;
    for (event, range) in Parser::new_ext(marked, super::markdown::options()).into_offset_iter() {
        match event {
            Event::Start(tag) => {
                if depth == 0 {
                    start = range.start;
                    attributes = match &tag {
                        Tag::Heading {
                            id, classes, attrs, ..
                        } if id.is_some() || !classes.is_empty() || !attrs.is_empty() => {
                            Some(id.as_ref().map(|i| i.to_string()))
                        }
                        _ => None,
                    };
                }
                depth += 1;
            }
            Event::End(end) => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    let source = marked[start..range.end].trim_end();
                    let gap = &marked[last_end..start];
                    out.push((block(source, &end, attributes.take()), blank(gap)));
                    last_end = start + source.len();
                }
            }
            // Leaf blocks outside any container: a rule, or HTML the
            // parser reports without a start (never in pcdocs' own output).
            _ if depth == 0 => {
                let source = marked[range.clone()].trim_end();
                out.push((Block::Other(source), blank(&marked[last_end..range.start])));
                last_end = range.start + source.len();
            }
            _ => {}
        }
    }
    out
}

/// Whether the text between two blocks holds a blank line.
fn blank(gap: &str) -> bool {
    gap.split('\n').skip(1).any(|l| l.trim().is_empty()) && gap.matches('\n').count() > 1
}

fn block<'a>(source: &'a str, end: &TagEnd, attributes: Option<Option<String>>) -> Block<'a> {
    match end {
        TagEnd::Heading(_) => match attributes {
            // The parser found `{ … }` attributes at the end of the line:
            // the text is what comes before them.
            Some(id) => Block::Heading {
                text: source
                    .rfind(" {")
                    .map_or(source, |at| source[..at].trim_end()),
                id,
            },
            None => Block::Heading {
                text: source,
                id: None,
            },
        },
        TagEnd::CodeBlock => Block::Code(source),
        TagEnd::Paragraph => match (
            source.strip_prefix(CHART_MARK),
            source.strip_prefix(DOWNLOADS_MARK),
        ) {
            (Some(name), _) => Block::Chart(name.trim()),
            (_, Some(rest)) => Block::Downloads(rest),
            _ => Block::Other(source),
        },
        _ => Block::Other(source),
    }
}

/// What a target writes for a block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Prose, written line by line ([`push_lines`]); left out when it holds
    /// nothing but white space (a paragraph of marks alone: a variant that
    /// says nothing).
    Text(String),
    /// Written as it is, then a line break: code, a line of syntax.
    Verbatim(String),
    /// An HTML block ending with a line break, written as it is, then a
    /// blank line: it stands apart, with a blank line before it too.
    Html(String),
    /// Nothing: the block is left out.
    Skip,
}

/// How a Markdown target writes each kind of block; [`write_blocks`] walks
/// the blocks and places them. A heading's text comes without its
/// `{ #id }` attributes, the downloads paragraph's without its mark.
pub trait BlockWriter {
    fn heading(&self, text: &str) -> Piece {
        Piece::Text(marks::strip(text))
    }
    fn chart(&self, name: &str) -> Piece;
    fn downloads(&self, text: &str) -> Piece;
    fn code(&self, text: &str) -> Piece {
        Piece::Verbatim(marks::strip(text))
    }
    /// Any other block (paragraph, list, table, quote, HTML).
    fn other(&self, text: &str) -> Piece {
        Piece::Text(marks::strip(text))
    }
}

/// The blocks of `marked` as `writer` writes them, one blank line between
/// blocks the source separates by one or more.
pub fn write_blocks(marked: &str, writer: &dyn BlockWriter) -> String {
    let mut out = String::with_capacity(marked.len());
    let (mut first, mut gap) = (true, false);
    for (block, blank) in blocks(marked) {
        gap |= blank;
        let piece = match block {
            Block::Heading { text, .. } => writer.heading(text),
            Block::Chart(name) => writer.chart(name),
            Block::Downloads(text) => writer.downloads(text),
            Block::Code(text) => writer.code(text),
            Block::Other(text) => writer.other(text),
        };
        match &piece {
            Piece::Skip => continue,
            Piece::Text(text) if text.trim().is_empty() => continue,
            _ => {}
        }
        if !first && (gap || matches!(piece, Piece::Html(_))) {
            out.push('\n');
        }
        (first, gap) = (false, false);
        match piece {
            Piece::Text(text) => push_lines(&mut out, &text),
            Piece::Verbatim(text) => {
                out.push_str(&text);
                out.push('\n');
            }
            Piece::Html(html) => {
                out.push_str(&html);
                out.push('\n');
                // Its blank line is written: the next block follows it.
                first = true;
            }
            Piece::Skip => {}
        }
    }
    out
}

/// Writes `text` line by line, each without trailing spaces and runs of
/// blank lines made one (template tags leave them): prose and tables, never
/// code.
pub fn push_lines(out: &mut String, text: &str) {
    let mut blank = false;
    // A line holding only marks is blank once they are gone.
    for line in text.trim_start_matches('\n').trim_end().lines() {
        let line = line.trim_end();
        if line.is_empty() {
            if !blank {
                out.push('\n');
            }
            blank = true;
            continue;
        }
        blank = false;
        out.push_str(line);
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_read_by_the_parser_not_by_lines() {
        let md = format!(
            "## Speed {{ #speed }}\n\nText.\n\n\n{CHART_MARK}rps\n\n```sh\n# run it {{ #not-an-id }}\n\n\n{DOWNLOADS_MARK}nothing\n```\n\n| a |\n|--|\n| 1 |\n\n{DOWNLOADS_MARK}Data: [CSV](t.csv)\n"
        );
        let got: Vec<Block> = blocks(&md).into_iter().map(|(b, _)| b).collect();
        assert_eq!(
            got,
            [
                Block::Heading {
                    text: "## Speed",
                    id: Some("speed".to_owned())
                },
                Block::Other("Text."),
                Block::Chart("rps"),
                Block::Code(&format!(
                    "```sh\n# run it {{ #not-an-id }}\n\n\n{DOWNLOADS_MARK}nothing\n```"
                )),
                Block::Other("| a |\n|--|\n| 1 |"),
                Block::Downloads("Data: [CSV](t.csv)"),
            ]
        );
    }

    #[test]
    fn a_heading_keeps_braces_that_are_no_attributes() {
        assert_eq!(
            blocks("# Sets {a, b} and more\n"),
            [(
                Block::Heading {
                    text: "# Sets {a, b} and more",
                    id: None
                },
                false
            )]
        );
    }

    #[test]
    fn a_list_after_a_paragraph_may_have_no_blank_line() {
        let got: Vec<bool> = blocks("Text:\n- a\n- b\n\nMore.\n")
            .into_iter()
            .map(|(_, blank)| blank)
            .collect();
        assert_eq!(got, [false, false, true]);
    }

    #[test]
    fn the_walk_places_blocks_as_a_writer_writes_them() {
        struct Writer;
        impl BlockWriter for Writer {
            fn chart(&self, name: &str) -> Piece {
                Piece::Html(format!("<p>{name}</p>\n"))
            }
            fn downloads(&self, _: &str) -> Piece {
                Piece::Skip
            }
        }
        let md = format!(
            "Intro  \n\n{CHART_MARK}c\n\nAfter:\n- a\n\n{DOWNLOADS_MARK}x\n\n```\nco  \n\n\nde\n```\n"
        );
        assert_eq!(
            write_blocks(&md, &Writer),
            "Intro\n\n<p>c</p>\n\nAfter:\n- a\n\n```\nco  \n\n\nde\n```\n"
        );
    }
}
