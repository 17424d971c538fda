//! Reading a hand-typed page into what the audit looks at: prose blocks
//! (paragraphs, list items, headings, captions) and tables (a header and
//! rows of cells), each piece of text mapped back to its byte offsets in
//! the file. Markdown goes through pulldown-cmark (an HTML block inside it
//! is read as HTML); HTML through lol_html, with character references
//! decoded. Code, scripts, styles, inline SVG (a chart's axis) and
//! navigation are not prose and are left out.

use std::cell::RefCell;
use std::rc::Rc;

/// A language whose number formats and words the audit knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Lang {
    #[serde(rename = "en")]
    En,
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "zh-TW")]
    Zh,
}

impl Lang {
    /// The language of a tag: `fr-CA` is French, `zh-Hant` Chinese, any
    /// other English (whose number format Chinese shares).
    pub fn of_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Zh => "zh-TW",
        }
    }
}

/// Text read from the page, with where each part of it came from.
#[derive(Debug, Clone, Default)]
pub struct Piece {
    pub text: String,
    map: Vec<Seg>,
}

#[derive(Debug, Clone, Copy)]
struct Seg {
    /// Offset in `text`.
    at: usize,
    /// Offset in the file.
    src: usize,
    /// The text from `at` on is the file's from `src` on, byte for byte;
    /// otherwise (a decoded reference, a space put for a tag) all of it
    /// stands at `src`.
    exact: bool,
}

impl Piece {
    pub fn push(&mut self, s: &str, src: usize, exact: bool) {
        if s.is_empty() {
            return;
        }
        let at = self.text.len();
        let joins = self
            .map
            .last()
            .is_some_and(|l| exact && l.exact && l.src + (at - l.at) == src);
        if !joins {
            self.map.push(Seg { at, src, exact });
        }
        self.text.push_str(s);
    }

    /// A space for a tag, a line break or code left out, unless the text
    /// ends with one already.
    pub fn space(&mut self, src: usize) {
        if !self.text.is_empty() && !self.text.ends_with(' ') {
            self.push(" ", src, false);
        }
    }

    /// The file offset of byte `at` of the text.
    pub fn source(&self, at: usize) -> usize {
        let k = self.map.partition_point(|s| s.at <= at);
        if k == 0 {
            return self.map.first().map_or(0, |s| s.src);
        }
        let s = self.map[k - 1];
        if s.exact { s.src + (at - s.at) } else { s.src }
    }

    pub fn is_blank(&self) -> bool {
        self.text.trim().is_empty()
    }

    /// `text` pushed where it stands in `file[start..end]`: as it is when
    /// the file has it there, else character by character, each found a
    /// few bytes on (a backslash escape or a reference in between).
    fn push_aligned(&mut self, text: &str, file: &str, start: usize, end: usize) {
        let s = file.get(start..end).unwrap_or("");
        if s == text {
            self.push(text, start, true);
            return;
        }
        if let Some(k) = s.find(text) {
            self.push(text, start + k, true);
            return;
        }
        let mut cur = 0;
        let mut buf = [0u8; 4];
        for ch in text.chars() {
            let found = s
                .get(cur..)
                .unwrap_or("")
                .char_indices()
                .take(12)
                .find(|(_, c)| *c == ch)
                .map(|(k, _)| k);
            let piece = ch.encode_utf8(&mut buf);
            match found {
                Some(k) => {
                    self.push(piece, start + cur + k, true);
                    cur += k + ch.len_utf8();
                }
                None => self.push(piece, start + cur.min(s.len()), false),
            }
        }
    }
}

/// A table as the page shows it.
#[derive(Debug, Clone, Default)]
pub struct Table {
    /// The header row, when the table has one.
    pub header: Option<Vec<Piece>>,
    pub rows: Vec<Vec<Piece>>,
    pub caption: Option<Piece>,
}

#[derive(Debug, Clone)]
pub enum Block {
    Heading(Piece),
    Prose(Piece),
    /// A list item.
    Item(Piece),
    Table(Table),
}

/// What was read.
#[derive(Debug, Clone, Default)]
pub struct Page {
    pub blocks: Vec<Block>,
    /// The language the page declares (`<html lang>`).
    pub lang: Option<Lang>,
}

/// Gathers blocks while a reader walks the page.
#[derive(Default)]
struct Builder {
    blocks: Vec<Block>,
    prose: Piece,
    heading: bool,
    /// Depth of list items open.
    items: usize,
    table: Option<Table>,
    row: Option<(Vec<Piece>, bool)>,
    cell: Option<Piece>,
    caption: Option<Piece>,
}

impl Builder {
    fn target(&mut self) -> &mut Piece {
        if let Some(c) = &mut self.cell {
            c
        } else if let Some(c) = &mut self.caption {
            c
        } else {
            &mut self.prose
        }
    }

    fn flush(&mut self) {
        let p = std::mem::take(&mut self.prose);
        if !p.is_blank() {
            self.blocks.push(if self.heading {
                Block::Heading(p)
            } else if self.items > 0 {
                Block::Item(p)
            } else {
                Block::Prose(p)
            });
        }
        self.heading = false;
    }

    /// Ends the block of prose, unless inside a table's cell.
    fn flush_outside_cell(&mut self) {
        if self.cell.is_none() {
            self.flush();
        }
    }

    fn open_table(&mut self) {
        self.flush();
        self.close_table();
        self.table = Some(Table::default());
    }

    fn open_row(&mut self, header: bool) {
        self.close_row();
        if self.table.is_none() {
            self.open_table();
        }
        self.row = Some((Vec::new(), header));
    }

    fn open_cell(&mut self) {
        self.close_cell();
        if self.row.is_none() {
            self.open_row(false);
        }
        self.cell = Some(Piece::default());
    }

    fn close_cell(&mut self) {
        if let Some(c) = self.cell.take()
            && let Some((cells, _)) = &mut self.row
        {
            cells.push(c);
        }
    }

    /// `all_th`: every cell of the row was a header cell (HTML).
    fn close_row_as(&mut self, all_th: bool) {
        self.close_cell();
        if let Some((cells, header)) = self.row.take()
            && let Some(t) = &mut self.table
            && !cells.is_empty()
        {
            if (header || (all_th && t.rows.is_empty())) && t.header.is_none() {
                t.header = Some(cells);
            } else {
                t.rows.push(cells);
            }
        }
    }

    fn close_row(&mut self) {
        self.close_row_as(false);
    }

    fn close_table(&mut self) {
        self.close_row();
        if let Some(mut t) = self.table.take() {
            if let Some(c) = self.caption.take()
                && !c.is_blank()
            {
                t.caption = Some(c);
            }
            if t.header.is_some() || !t.rows.is_empty() {
                self.blocks.push(Block::Table(t));
            }
        }
    }

    fn finish(mut self) -> Vec<Block> {
        self.close_table();
        self.flush();
        self.blocks
    }
}

/// Reads a Markdown page.
pub fn markdown(file: &str) -> Page {
    use pulldown_cmark::{Options, Parser};
    let opts = Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_YAML_STYLE_METADATA_BLOCKS
        | Options::ENABLE_PLUSES_DELIMITED_METADATA_BLOCKS
        | Options::ENABLE_DEFINITION_LIST;
    let mut r = MarkdownReader::default();
    for (ev, range) in Parser::new_ext(file, opts).into_offset_iter() {
        if !r.skipping(file, &ev, range.start, range.end) {
            r.event(file, ev, range.start, range.end);
        }
    }
    Page {
        blocks: r.b.finish(),
        lang: None,
    }
}

/// The state of a walk over Markdown events.
#[derive(Default)]
struct MarkdownReader {
    b: Builder,
    /// Inside code, front matter, an image's text or an HTML block: read
    /// otherwise or not at all.
    skip: usize,
    /// Inside a table's head.
    header_row: bool,
}

impl MarkdownReader {
    /// Takes the events that open or close what is not read as Markdown
    /// prose (an HTML block is read as HTML), and those inside it: whether
    /// `ev` was taken.
    fn skipping(
        &mut self,
        file: &str,
        ev: &pulldown_cmark::Event,
        start: usize,
        end: usize,
    ) -> bool {
        use pulldown_cmark::{Event, Tag, TagEnd};
        let b = &mut self.b;
        match ev {
            Event::Start(Tag::CodeBlock(_) | Tag::MetadataBlock(_)) => {
                b.flush();
                self.skip += 1;
            }
            Event::Start(Tag::Image { .. }) => {
                b.target().space(start);
                self.skip += 1;
            }
            Event::Start(Tag::HtmlBlock) => {
                if self.skip == 0 {
                    b.flush();
                    let blocks = html_blocks(file, start, end).0;
                    b.blocks.extend(blocks);
                }
                self.skip += 1;
            }
            Event::End(TagEnd::CodeBlock | TagEnd::MetadataBlock(_) | TagEnd::Image)
            | Event::End(TagEnd::HtmlBlock) => self.skip = self.skip.saturating_sub(1),
            _ => return self.skip > 0,
        }
        true
    }

    /// An event of prose or of a table.
    fn event(&mut self, file: &str, ev: pulldown_cmark::Event, start: usize, end: usize) {
        use pulldown_cmark::{Event, Tag, TagEnd};
        let b = &mut self.b;
        match ev {
            Event::Start(Tag::Heading { .. }) => {
                b.flush();
                b.heading = true;
            }
            Event::Start(Tag::Item) => {
                b.flush_outside_cell();
                b.items += 1;
            }
            Event::End(TagEnd::Item) => {
                b.flush_outside_cell();
                b.items = b.items.saturating_sub(1);
            }
            Event::Start(
                Tag::Paragraph
                | Tag::BlockQuote(_)
                | Tag::List(_)
                | Tag::FootnoteDefinition(_)
                | Tag::DefinitionList
                | Tag::DefinitionListTitle
                | Tag::DefinitionListDefinition,
            )
            | Event::End(
                TagEnd::Heading(_)
                | TagEnd::Paragraph
                | TagEnd::BlockQuote(_)
                | TagEnd::List(_)
                | TagEnd::FootnoteDefinition
                | TagEnd::DefinitionList
                | TagEnd::DefinitionListTitle
                | TagEnd::DefinitionListDefinition,
            ) => b.flush_outside_cell(),
            Event::Start(Tag::Table(_)) => b.open_table(),
            Event::End(TagEnd::Table) => b.close_table(),
            Event::Start(Tag::TableHead) => {
                self.header_row = true;
                b.open_row(true);
            }
            Event::End(TagEnd::TableHead) => {
                b.close_row();
                self.header_row = false;
            }
            Event::Start(Tag::TableRow) => b.open_row(self.header_row),
            Event::End(TagEnd::TableRow) => b.close_row(),
            Event::Start(Tag::TableCell) => b.open_cell(),
            Event::End(TagEnd::TableCell) => b.close_cell(),
            Event::Text(t) => b.target().push_aligned(&t, file, start, end),
            Event::Code(_)
            | Event::InlineHtml(_)
            | Event::Html(_)
            | Event::SoftBreak
            | Event::HardBreak
            | Event::InlineMath(_)
            | Event::DisplayMath(_)
            | Event::FootnoteReference(_) => b.target().space(start),
            Event::Rule | Event::TaskListMarker(_) => b.flush(),
            Event::Start(_) | Event::End(_) => {}
        }
    }
}

/// Reads an HTML page.
pub fn html(file: &str) -> Page {
    let (blocks, lang) = html_blocks(file, 0, file.len());
    Page { blocks, lang }
}

enum Ev {
    Start { name: String, lang: Option<String> },
    End(String),
    Text(String),
}

/// Elements whose content is not prose.
const SKIPPED: &[&str] = &[
    "script", "style", "svg", "math", "template", "head", "noscript", "code", "pre", "kbd", "samp",
    "textarea", "select", "nav", "button", "iframe", "object",
];

/// Elements that start and end a block of prose.
const BLOCKS: &[&str] = &[
    "p",
    "div",
    "li",
    "ul",
    "ol",
    "dl",
    "dt",
    "dd",
    "section",
    "article",
    "main",
    "header",
    "footer",
    "aside",
    "blockquote",
    "figure",
    "figcaption",
    "details",
    "summary",
    "body",
    "html",
    "form",
    "fieldset",
    "address",
    "hr",
    "thead",
    "tbody",
    "tfoot",
];

/// The blocks of `file[start..end]`, read as HTML, and the language of
/// its `<html>` element.
fn html_blocks(file: &str, start: usize, end: usize) -> (Vec<Block>, Option<Lang>) {
    let part = file.get(start..end).unwrap_or("");
    let mut r = HtmlReader {
        all_th: true,
        ..HtmlReader::default()
    };
    for (at, ev) in html_events(part) {
        let at = at + start;
        match ev {
            Ev::Start { name, lang } => r.start(name, lang, at),
            Ev::End(name) => r.end(name, at),
            Ev::Text(raw) => {
                if r.skipping.is_empty() {
                    push_decoded(r.b.target(), &raw, at);
                }
            }
        }
    }
    (r.b.finish(), r.lang)
}

/// The state of a walk over HTML events.
#[derive(Default)]
struct HtmlReader {
    b: Builder,
    /// Elements open whose content is not prose, outermost first.
    skipping: Vec<String>,
    /// The language of the `<html>` element.
    lang: Option<Lang>,
    in_thead: bool,
    /// Whether every cell of the open row is a `th`.
    all_th: bool,
}

impl HtmlReader {
    fn start(&mut self, name: String, lang: Option<String>, at: usize) {
        if name == "html" {
            self.lang = lang.as_deref().and_then(Lang::of_tag);
        }
        if !self.skipping.is_empty() || SKIPPED.contains(&name.as_str()) {
            if !is_void(&name) {
                self.skipping.push(name);
            }
            return;
        }
        let b = &mut self.b;
        match name.as_str() {
            "table" if b.cell.is_none() => b.open_table(),
            "table" => {}
            "thead" => self.in_thead = true,
            "tbody" | "tfoot" => self.in_thead = false,
            "tr" if b.cell.is_none() || b.table.is_some() => {
                b.close_row_as(self.all_th && b.row.is_some());
                b.open_row(self.in_thead);
                self.all_th = true;
            }
            "tr" => {}
            "td" | "th" => {
                if name == "td" {
                    self.all_th = false;
                }
                b.open_cell();
            }
            "caption" => {
                b.caption = Some(Piece::default());
            }
            "br" | "img" | "wbr" => b.target().space(at),
            n if is_heading(n) => {
                if b.table.is_none() {
                    b.flush();
                    b.heading = true;
                } else {
                    b.target().space(at);
                }
            }
            n if BLOCKS.contains(&n) => self.block_edge(n, at, true),
            _ => {}
        }
    }

    fn end(&mut self, name: String, at: usize) {
        if let Some(k) = self.skipping.iter().rposition(|n| *n == name) {
            self.skipping.truncate(k);
            return;
        }
        if !self.skipping.is_empty() {
            return;
        }
        let b = &mut self.b;
        match name.as_str() {
            "table" => {
                b.close_row_as(self.all_th);
                b.close_table();
            }
            "thead" => {
                b.close_row_as(true);
                self.in_thead = false;
            }
            "tr" => {
                b.close_row_as(self.all_th);
                self.all_th = true;
            }
            "td" | "th" => b.close_cell(),
            "caption" => {
                if let (Some(t), Some(c)) = (&mut b.table, b.caption.take())
                    && !c.is_blank()
                {
                    t.caption = Some(c);
                }
            }
            n if is_heading(n) && b.table.is_none() => b.flush(),
            n if is_heading(n) => {}
            n if BLOCKS.contains(&n) => self.block_edge(n, at, false),
            _ => {}
        }
    }

    /// The start (`opens`) or end of a block element `n`: a new block of
    /// prose, a list item's depth; a space inside a table.
    fn block_edge(&mut self, n: &str, at: usize, opens: bool) {
        let b = &mut self.b;
        if b.table.is_some() {
            b.target().space(at);
            return;
        }
        b.flush();
        if n == "li" {
            b.items = if opens {
                b.items + 1
            } else {
                b.items.saturating_sub(1)
            };
        }
    }
}

fn is_heading(name: &str) -> bool {
    name.len() == 2 && name.starts_with('h') && name.as_bytes()[1].is_ascii_digit()
}

fn is_void(name: &str) -> bool {
    matches!(
        name,
        "area"
            | "base"
            | "br"
            | "col"
            | "embed"
            | "hr"
            | "img"
            | "input"
            | "link"
            | "meta"
            | "source"
            | "track"
            | "wbr"
    )
}

/// Text as HTML writes it, references decoded, each decoded character
/// placed at its reference. White space runs become one space.
fn push_decoded(p: &mut Piece, raw: &str, at: usize) {
    let mut rest = raw;
    let mut off = at;
    while !rest.is_empty() {
        let (plain, tail) = match rest.find(['&', '\n', '\r', '\t']) {
            Some(k) => rest.split_at(k),
            None => (rest, ""),
        };
        p.push(plain, off, true);
        off += plain.len();
        rest = tail;
        let Some(c) = rest.chars().next() else { break };
        if c != '&' {
            p.space(off);
            off += 1;
            rest = &rest[1..];
            continue;
        }
        // A reference ends at `;` within 32 bytes.
        let end = rest
            .char_indices()
            .take(33)
            .find(|(_, c)| *c == ';')
            .map(|(k, _)| k + 1);
        match end {
            Some(k) => {
                let decoded = html_escape::decode_html_entities(&rest[..k]);
                if decoded.contains('\n') || decoded.contains('\t') {
                    p.space(off);
                } else {
                    p.push(&decoded, off, decoded == rest[..k]);
                }
                off += k;
                rest = &rest[k..];
            }
            None => {
                p.push("&", off, true);
                off += 1;
                rest = &rest[1..];
            }
        }
    }
}

/// Tags and text of an HTML document in file order, with their byte
/// offsets.
fn html_events(part: &str) -> Vec<(usize, Ev)> {
    use lol_html::{HtmlRewriter, Settings, doc_text, element, end_tag};
    let events: Rc<RefCell<Vec<(usize, Ev)>>> = Rc::default();
    let starts = events.clone();
    let texts = events.clone();
    let result = {
        let settings = Settings::new()
            .append_element_content_handler(element!("*", move |el| {
                let at = el.source_location().bytes().start;
                let name = el.tag_name();
                let lang = if name == "html" {
                    el.get_attribute("lang")
                } else {
                    None
                };
                starts.borrow_mut().push((at, Ev::Start { name, lang }));
                if el.can_have_content() {
                    let ends = starts.clone();
                    el.on_end_tag(end_tag!(move |end| {
                        let at = end.source_location().bytes().start;
                        ends.borrow_mut().push((at, Ev::End(end.name())));
                        Ok(())
                    }))?;
                }
                Ok(())
            }))
            .append_document_content_handler(doc_text!(move |t| {
                if !t.as_str().is_empty() {
                    let at = t.source_location().bytes().start;
                    texts
                        .borrow_mut()
                        .push((at, Ev::Text(t.as_str().to_owned())));
                }
                Ok(())
            }));
        let mut rewriter = HtmlRewriter::new(settings, |_: &[u8]| {});
        rewriter
            .write(part.as_bytes())
            .and_then(|()| rewriter.end())
    };
    let mut out = std::mem::take(&mut *events.borrow_mut());
    if result.is_err() {
        // What was read before the parser gave up is kept; the rest of the
        // page is read as text.
        let from = out.last().map_or(0, |(at, _)| *at);
        if let Some(rest) = part.get(from..) {
            out.push((from, Ev::Text(rest.to_owned())));
        }
    }
    out.sort_by_key(|(at, _)| *at);
    out
}

/// Line and column (in characters) of byte offsets of a file, in constant
/// time per offset however long its lines: columns are counted from a
/// checkpoint every 1,024 bytes.
pub struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
    /// (byte offset, characters from its line's start), at char boundaries.
    checkpoints: Vec<(usize, usize)>,
}

impl<'a> Lines<'a> {
    pub fn new(text: &'a str) -> Self {
        let mut starts = vec![0];
        let mut checkpoints = Vec::new();
        let (mut line_start, mut col, mut next_cp) = (0usize, 0usize, 1024usize);
        for (i, c) in text.char_indices() {
            if i >= next_cp {
                checkpoints.push((i, col));
                next_cp = i + 1024;
            }
            if c == '\n' {
                line_start = i + 1;
                starts.push(line_start);
                col = 0;
                next_cp = line_start + 1024;
            } else {
                col += 1;
            }
        }
        let _ = line_start;
        Lines {
            text,
            starts,
            checkpoints,
        }
    }

    /// 1-based line and column of byte `at`.
    pub fn at(&self, at: usize) -> (usize, usize) {
        let at = at.min(self.text.len());
        let line = self.starts.partition_point(|s| *s <= at).max(1);
        let start = self.starts[line - 1];
        let k = self.checkpoints.partition_point(|(b, _)| *b <= at);
        let (from, col) = match k.checked_sub(1).map(|k| self.checkpoints[k]) {
            Some((b, c)) if b >= start => (b, c),
            _ => (start, 0),
        };
        let mut at = at;
        while !self.text.is_char_boundary(at) {
            at -= 1;
        }
        (line, col + self.text[from..at].chars().count() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(p: &Page) -> Vec<String> {
        p.blocks
            .iter()
            .map(|b| match b {
                Block::Heading(p) => format!("# {}", p.text.trim()),
                Block::Prose(p) | Block::Item(p) => p
                    .text
                    .split(' ')
                    .filter(|w| !w.is_empty())
                    .collect::<Vec<_>>()
                    .join(" "),
                Block::Table(t) => format!(
                    "table {:?} {:?}",
                    t.header.as_ref().map(|h| h
                        .iter()
                        .map(|c| c.text.trim().to_owned())
                        .collect::<Vec<_>>()),
                    t.rows
                        .iter()
                        .map(|r| r
                            .iter()
                            .map(|c| c.text.trim().to_owned())
                            .collect::<Vec<_>>())
                        .collect::<Vec<_>>()
                ),
            })
            .collect()
    }

    #[test]
    fn markdown_is_read_as_blocks_and_tables_without_code() {
        let md = "# Title 2026\n\nAlpha did `-c 100` 12,962 req/s.\n\n```\nh2load -n 500\n```\n\n| k | a |\n|--|--|\n| c1 | 1,5 |\n\n- one\n- two 3%\n\n<table><tr><th>x</th><th>y</th></tr><tr><td>r</td><td>4&nbsp;%</td></tr></table>\n";
        let p = markdown(md);
        assert_eq!(
            texts(&p),
            [
                "# Title 2026",
                "Alpha did 12,962 req/s.",
                "table Some([\"k\", \"a\"]) [[\"c1\", \"1,5\"]]",
                "one",
                "two 3%",
                "table Some([\"x\", \"y\"]) [[\"r\", \"4\\u{a0}%\"]]",
            ]
        );
        // Offsets lead back to the file.
        let Block::Prose(piece) = &p.blocks[1] else {
            panic!()
        };
        let k = piece.text.find("12,962").unwrap();
        assert_eq!(&md[piece.source(k)..piece.source(k) + 6], "12,962");
        let Block::Table(t) = &p.blocks[5] else {
            panic!()
        };
        assert_eq!(&md[t.rows[0][1].source(0)..][..1], "4");
    }

    #[test]
    fn html_leaves_out_what_is_not_prose() {
        let doc = "<html lang=\"fr\"><head><title>2026</title><style>p{width:600px}</style></head><body><nav>v1 2</nav><h2>Résultats</h2><p>Environ 93,1&nbsp;% <code>-c 100</code><br>fin</p><svg><text>40,000</text></svg><table><caption>Débit</caption><thead><tr><th>Serveur</th><th>req/s</th></tr></thead><tr><th scope=row>nginx</th><td>84&#8239;133<td>x</table></body></html>";
        let p = html(doc);
        assert_eq!(p.lang, Some(Lang::Fr));
        assert_eq!(
            texts(&p),
            [
                "# Résultats",
                "Environ 93,1\u{a0}% fin",
                "table Some([\"Serveur\", \"req/s\"]) [[\"nginx\", \"84\\u{202f}133\", \"x\"]]",
            ]
        );
        let Block::Prose(piece) = &p.blocks[1] else {
            panic!()
        };
        assert_eq!(&doc[piece.source(0)..][..7], "Environ");
    }

    #[test]
    fn columns_count_characters_on_long_lines() {
        let line = "é".repeat(5000) + "x";
        let lines = Lines::new(&line);
        assert_eq!(lines.at(line.len() - 1), (1, 5001));
        let two = format!("a\n{line}");
        assert_eq!(Lines::new(&two).at(two.len() - 1), (2, 5001));
    }
}
