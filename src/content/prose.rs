//! A page's prose, read out of its Markdown body: every paragraph, heading,
//! list item and table cell written as text becomes one Fluent message of
//! the source locale, and the body becomes the template that shows it.
//!
//! The author writes the page as it reads (with `{ $figure }` placeables
//! and Fluent selectors inline); translators translate the extracted
//! messages in `locales/<tag>/`. Blocks that already are template calls
//! (`{{ table(name="…") }}`) stay as they are. Fenced ```` ```pcdocs ````
//! blocks hold declarations (figures, claims, tables, charts) beside the
//! prose that uses them; fenced ```` ```ftl ```` blocks hold Fluent
//! messages the page refers to (labels, helpers) that show nowhere by
//! themselves. An HTML comment right before a block is that message's
//! comment (`<!-- no-claim: why -->`, a note for translators).
//!
//! Message ids are `PREFIX-SECTION-WORDS`: the page's id, the id of the
//! heading above (its `{ #id }`, or its words), and the block's first three
//! words; a heading's own is `PREFIX-SECTION-heading`. Editing a block elsewhere on the page, or inserting one, leaves
//! every other id as it was; editing a block's first words gives it a new
//! id, so an old translation is never shown for new words. `{ #id }` at the
//! end of a block gives it a lasting id of its own.

use crate::diag::Span;
use pulldown_cmark::{Event, Parser, Tag, TagEnd};
use std::collections::BTreeSet;
use std::ops::Range;

/// The Markdown dialect pages are written in: what `render` parses them
/// with, so that both see the same blocks.
pub fn markdown_options() -> pulldown_cmark::Options {
    use pulldown_cmark::Options;
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_HEADING_ATTRIBUTES
        | Options::ENABLE_STRIKETHROUGH
}

/// A message read out of the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProseMessage {
    pub id: String,
    /// The Fluent value as it goes into the resource: its first line, and
    /// further lines (inside placeables) each indented.
    pub value: String,
    /// Comment lines (without `#`), from an HTML comment before the block.
    pub comment: Vec<String>,
    /// 1-based line in the page file where the block starts.
    pub line: usize,
    /// Where `value` comes from: from byte `.0` of it on, page line `.1`
    /// and column `.2` (1-based characters; 0: unknown).
    pub spans: Vec<(usize, usize, usize)>,
}

/// A fenced block's text and the page line of its first line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fenced {
    pub text: String,
    pub line: usize,
    /// Byte offset of the text in the page file.
    pub offset: usize,
    /// How many prose messages come before it in the page.
    pub after: usize,
}

/// What a page body gives.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Extracted {
    /// The template: prose replaced by `{{ t(id="…") }}` calls, blocks
    /// taken out replaced by Tera comments, with the line count kept, so
    /// template errors keep their page lines.
    pub body: String,
    pub messages: Vec<ProseMessage>,
    /// ```` ```pcdocs ```` blocks, in page order.
    pub declarations: Vec<Fenced>,
    /// ```` ```ftl ```` blocks, in page order.
    pub fluent: Vec<Fenced>,
}

/// The template `body` with each section of `ids` (a heading with that
/// `{ #id }` and everything down to the next heading of its level or
/// above) inside `{% if section(id="ID") %}` … `{% endif %}`, so that a
/// section whose conditions do not hold renders nothing. The tags go at
/// the start of lines, so the body keeps its lines. Errs with the ids no
/// heading has.
pub fn wrap_sections<'a>(
    body: &str,
    ids: impl IntoIterator<Item = &'a String>,
) -> Result<String, Vec<String>> {
    let ids: Vec<&String> = ids.into_iter().collect();
    if ids.is_empty() {
        return Ok(body.to_owned());
    }
    let mut headings = Vec::new();
    for (event, range) in Parser::new_ext(body, markdown_options()).into_offset_iter() {
        if let Event::Start(Tag::Heading { level, id, .. }) = event {
            headings.push((range.start, level, id.map(|i| i.to_string())));
        }
    }
    let mut inserts: Vec<(usize, String)> = Vec::new();
    let mut missing = Vec::new();
    for id in ids {
        let Some(i) = headings.iter().position(|h| h.2.as_deref() == Some(id)) else {
            missing.push(id.clone());
            continue;
        };
        let (start, level, _) = headings[i];
        let end = headings[i + 1..]
            .iter()
            .find(|h| h.1 <= level)
            .map_or(body.len(), |h| h.0);
        inserts.push((start, format!("{{% if section(id=\"{id}\") %}}")));
        inserts.push((end, "{% endif %}".to_owned()));
    }
    if !missing.is_empty() {
        return Err(missing);
    }
    // From the end, so that earlier offsets stay; at one offset an
    // `endif` closes the section before the next one opens.
    inserts.sort_by(|a, b| {
        b.0.cmp(&a.0).then(
            a.1.starts_with("{% endif")
                .cmp(&b.1.starts_with("{% endif")),
        )
    });
    let mut out = body.to_owned();
    for (at, tag) in inserts {
        out.insert_str(at, &tag);
    }
    Ok(out)
}

/// The names the `{{ table(name="…") }}` calls inside section `id` of a
/// body [`wrap_sections`] made give (nested sections included).
pub fn section_tables(body: &str, id: &str) -> Vec<String> {
    section_calls(body, id, "table")
}

/// The names the `{{ FUNC(name="…") }}` calls inside section `id` give.
pub fn section_calls(body: &str, id: &str, func: &str) -> Vec<String> {
    let open = format!("{{% if section(id=\"{id}\") %}}");
    let Some(start) = body.find(&open) else {
        return Vec::new();
    };
    let rest = &body[start + open.len()..];
    // The `endif` that closes it: sections nest as their headings do.
    let mut depth = 1;
    let mut end = rest.len();
    let mut at = 0;
    while let Some(i) = rest[at..].find("{% ") {
        let tag = &rest[at + i..];
        if tag.starts_with("{% if section(") {
            depth += 1;
        } else if tag.starts_with("{% endif %}") {
            depth -= 1;
            if depth == 0 {
                end = at + i;
                break;
            }
        }
        at += i + 3;
    }
    let inside = &rest[..end];
    let mut names = Vec::new();
    let call = format!("{func}(name=\"");
    let mut at = 0;
    while let Some(i) = inside[at..].find(&call) {
        let from = at + i + call.len();
        if let Some(len) = inside[from..].find('"') {
            names.push(inside[from..from + len].to_owned());
        }
        at = from;
    }
    names
}

/// A problem in the body: 1-based page line and the message.
pub type Problem = (usize, String);

/// Reads the prose out of `body`, which starts at byte `body_offset` of
/// `text` (the whole page file).
pub fn extract(prefix: &str, text: &str, body_offset: usize) -> Result<Extracted, Vec<Problem>> {
    let body = &text[body_offset..];
    let mut w = Walker {
        prefix,
        text,
        body,
        body_offset,
        out: Extracted::default(),
        problems: Vec::new(),
        edits: Vec::new(),
        ids: Ids::default(),
        section: String::from("intro"),
        comment: None,
        headings: 0,
        leaf: None,
        quotes: 0,
        items: 0,
        code: None,
        html: None,
    };
    for (event, range) in Parser::new_ext(body, markdown_options()).into_offset_iter() {
        if !w.in_code(&event, &range) {
            w.event(&event, range);
        }
    }
    w.close_item();
    if !w.problems.is_empty() {
        return Err(w.problems);
    }
    w.out.body = apply_edits(body, std::mem::take(&mut w.edits));
    Ok(w.out)
}

/// `body` with each range of `edits` replaced, in order; a range that
/// overlaps one before it is left out.
fn apply_edits(body: &str, mut edits: Vec<(Range<usize>, String)>) -> String {
    edits.sort_by_key(|(r, _)| r.start);
    let mut result = String::with_capacity(body.len());
    let mut last = 0;
    for (r, with) in edits {
        if r.start < last {
            continue;
        }
        result.push_str(&body[last..r.start]);
        result.push_str(&with);
        last = r.end;
    }
    result.push_str(&body[last..]);
    result
}

/// An open code block.
struct Code {
    /// The fence's info word; none for an indented block.
    info: Option<String>,
    range: Range<usize>,
    text: String,
    /// Where its text starts in the body.
    first: Option<usize>,
}

impl Walker<'_> {
    /// Takes the events inside an open code block but its end, gathering
    /// its text: whether `event` was taken.
    fn in_code(&mut self, event: &Event, range: &Range<usize>) -> bool {
        let Some(code) = self.code.as_mut() else {
            return false;
        };
        match event {
            Event::Text(t) => {
                code.first.get_or_insert(range.start);
                code.text.push_str(t);
                true
            }
            Event::End(TagEnd::CodeBlock) => false,
            _ => true,
        }
    }

    /// One event of the body outside code blocks.
    fn event(&mut self, event: &Event, range: Range<usize>) {
        match event {
            Event::Start(Tag::Paragraph) | Event::Start(Tag::TableCell) => {
                self.close_item();
                self.leaf = Some(Leaf::new(LeafKind::Text, self.quotes));
            }
            Event::Start(Tag::Heading { id, .. }) => {
                self.close_item();
                self.headings += 1;
                let mut l = Leaf::new(LeafKind::Heading, self.quotes);
                l.anchor = id.as_ref().map(|s| s.to_string());
                l.ordinal = self.headings;
                l.block = Some(range);
                self.leaf = Some(l);
            }
            Event::End(TagEnd::Heading(_)) => {
                if let Some(mut l) = self.leaf.take() {
                    l.keep_trailing_placeable(self.body);
                    self.finish(l);
                }
            }
            Event::End(TagEnd::Paragraph) | Event::End(TagEnd::TableCell) => {
                if let Some(l) = self.leaf.take() {
                    self.finish(l);
                }
            }
            Event::Start(Tag::BlockQuote(_)) => {
                self.close_item();
                self.quotes += 1;
            }
            Event::End(TagEnd::BlockQuote(_)) => {
                self.close_item();
                self.quotes = self.quotes.saturating_sub(1);
            }
            Event::Start(Tag::Item) => {
                self.close_item();
                self.items += 1;
            }
            Event::End(TagEnd::Item) => {
                self.close_item();
                self.items = self.items.saturating_sub(1);
            }
            Event::Start(Tag::CodeBlock(kind)) => self.open_code(kind, range),
            Event::End(TagEnd::CodeBlock) => self.close_code(),
            Event::Start(Tag::HtmlBlock) => {
                self.close_item();
                self.html = Some((range, String::new()));
            }
            Event::Html(t) if self.html.is_some() => {
                if let Some((_, buf)) = self.html.as_mut() {
                    buf.push_str(t);
                }
            }
            Event::End(TagEnd::HtmlBlock) => self.close_html(),
            Event::Start(
                Tag::List(_)
                | Tag::Table(_)
                | Tag::TableHead
                | Tag::TableRow
                | Tag::FootnoteDefinition(_),
            )
            | Event::End(
                TagEnd::List(_)
                | TagEnd::Table
                | TagEnd::TableHead
                | TagEnd::TableRow
                | TagEnd::FootnoteDefinition,
            )
            | Event::Rule => self.close_item(),
            _ => {
                // Inline content: of the open leaf, or the text of a tight
                // list item, which has no paragraph of its own.
                if self.leaf.is_none() && self.items > 0 {
                    self.leaf = Some(Leaf::new(LeafKind::Item, self.quotes));
                }
                if let Some(l) = self.leaf.as_mut() {
                    l.extend(&range);
                }
            }
        }
    }

    fn open_code(&mut self, kind: &pulldown_cmark::CodeBlockKind, range: Range<usize>) {
        self.close_item();
        let info = match kind {
            pulldown_cmark::CodeBlockKind::Fenced(info) => {
                Some(info.split_whitespace().next().unwrap_or("").to_owned())
            }
            pulldown_cmark::CodeBlockKind::Indented => None,
        };
        self.code = Some(Code {
            info,
            range,
            text: String::new(),
            first: None,
        });
        self.comment = None;
    }

    /// A ```` ```pcdocs ```` or ```` ```ftl ```` block is taken out of the
    /// body, kept with its place; other code stays.
    fn close_code(&mut self) {
        let Some(code) = self.code.take() else {
            return;
        };
        let r = code.range;
        let body = self.body;
        // An empty block's text would start on the line after the fence.
        let first = code.first.unwrap_or_else(|| {
            body[r.clone()]
                .find('\n')
                .map_or(r.start, |i| r.start + i + 1)
        });
        let fenced = Fenced {
            text: code.text,
            line: self.line_of(first),
            offset: self.body_offset + first,
            after: self.out.messages.len(),
        };
        let kept = match code.info.as_deref() {
            Some("pcdocs") => &mut self.out.declarations,
            Some("ftl") => &mut self.out.fluent,
            _ => return,
        };
        kept.push(fenced);
        self.edits.push((r.clone(), blank(&body[r])));
    }

    /// An HTML block that is one comment is the next block's comment, and
    /// is taken out of the body.
    fn close_html(&mut self) {
        if let Some((r, buf)) = self.html.take() {
            self.comment = comment_lines(&buf);
            if self.comment.is_some() {
                self.edits.push((r.clone(), blank(&self.body[r])));
            }
        }
    }
}

/// The lines of an HTML block that is one comment, trimmed.
fn comment_lines(html: &str) -> Option<Vec<String>> {
    let inner = html.trim().strip_prefix("<!--")?.strip_suffix("-->")?;
    (!inner.contains("-->")).then(|| {
        inner
            .lines()
            .map(|l| l.trim().to_owned())
            .filter(|l| !l.is_empty())
            .collect()
    })
}

/// The walk over a body's events.
struct Walker<'a> {
    prefix: &'a str,
    text: &'a str,
    body: &'a str,
    body_offset: usize,
    out: Extracted,
    problems: Vec<Problem>,
    edits: Vec<(Range<usize>, String)>,
    ids: Ids,
    /// The id of the heading above, or `intro`.
    section: String,
    /// An HTML comment just before the next block.
    comment: Option<Vec<String>>,
    headings: usize,
    leaf: Option<Leaf>,
    quotes: usize,
    items: usize,
    /// The code block open, if any.
    code: Option<Code>,
    /// The HTML block open, if any: its range and text.
    html: Option<(Range<usize>, String)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LeafKind {
    Text,
    Heading,
    Item,
}

#[derive(Debug)]
struct Leaf {
    kind: LeafKind,
    range: Option<Range<usize>>,
    /// Block quotes around it, whose `>` start its continuation lines.
    quotes: usize,
    anchor: Option<String>,
    ordinal: usize,
    /// A heading's whole block, attributes included.
    block: Option<Range<usize>>,
}

impl Leaf {
    fn new(kind: LeafKind, quotes: usize) -> Self {
        Leaf {
            kind,
            range: None,
            quotes,
            anchor: None,
            ordinal: 0,
            block: None,
        }
    }

    /// A heading ending in `{ … }` that is not a `{ #id }`: Markdown
    /// takes the braces for attributes and drops them from the heading's
    /// text, but for pcdocs they are a placeable of it (`## Results on
    /// { $host }`), so its text runs to the end of the line.
    fn keep_trailing_placeable(&mut self, body: &str) {
        let Some(block) = self.block.clone() else {
            return;
        };
        let line = body[block.clone()].trim_end();
        if line.ends_with('}') && strip_explicit_id(line).is_none() {
            let end = block.start + line.len();
            self.extend(&(end - 1..end));
        }
    }

    fn extend(&mut self, r: &Range<usize>) {
        self.range = Some(match self.range.take() {
            None => r.clone(),
            Some(o) => o.start.min(r.start)..o.end.max(r.end),
        });
    }
}

impl Walker<'_> {
    fn line_of(&self, offset: usize) -> usize {
        // Counted from the top for every block: `memchr` keeps that cheap.
        memchr::memchr_iter(b'\n', &self.text.as_bytes()[..self.body_offset + offset]).count() + 1
    }

    /// Line and column (1-based) of a byte of the body in the page.
    fn place(&self, offset: usize) -> (usize, usize) {
        let before = &self.text[..self.body_offset + offset];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        (
            memchr::memchr_iter(b'\n', before.as_bytes()).count() + 1,
            before[line_start..].chars().count() + 1,
        )
    }

    /// Closes the text of a tight list item when a block starts or ends.
    fn close_item(&mut self) {
        if let Some(l) = self.leaf.take_if(|l| l.kind == LeafKind::Item) {
            self.finish(l);
        }
    }

    /// Makes a message of a leaf's text, or leaves it to the template.
    fn finish(&mut self, leaf: Leaf) {
        let comment = self.comment.take();
        let Some(range) = leaf.range.clone() else {
            return;
        };
        let body = self.body;
        let raw = &body[range.clone()];
        let line = self.line_of(range.start);
        let template = raw.contains("{{") || raw.contains("{%") || raw.contains("{#");
        if leaf.kind == LeafKind::Heading {
            let words = if template {
                String::new()
            } else {
                id_words(raw, 4)
            };
            let name = leaf
                .anchor
                .clone()
                .filter(|a| valid_id_part(a))
                .or_else(|| (!words.is_empty()).then_some(words))
                .unwrap_or_else(|| format!("h{}", leaf.ordinal));
            self.section = name;
        }
        if template || raw.trim().is_empty() {
            return;
        }
        // `<!-- … -->` inside a block is a comment of its message (a list
        // item's text cannot follow a comment block of its own).
        let (uncommented, inline) = inline_comments(raw);
        let mut comment = comment.unwrap_or_default();
        comment.extend(inline);
        let raw_text = uncommented.as_str();
        let (text, explicit) = match (leaf.kind, strip_explicit_id(raw_text)) {
            (LeafKind::Heading, _) | (_, None) => (raw_text, None),
            (_, Some((t, id))) => (t, Some(id)),
        };
        // A block that is one message reference shows that message.
        if let Some(id) = lone_reference(text) {
            self.edits.push((range.clone(), call(id, raw)));
            return;
        }
        let id = match (leaf.kind, explicit) {
            (LeafKind::Heading, _) => format!("{}-{}-heading", self.prefix, self.section),
            (_, Some(id)) => format!("{}-{id}", self.prefix),
            (_, None) => {
                let words = id_words(text, 3);
                let words = if words.is_empty() {
                    "p".to_owned()
                } else {
                    words
                };
                format!("{}-{}-{words}", self.prefix, self.section)
            }
        };
        let id = match self
            .ids
            .claim(id, explicit.is_some() || leaf.kind == LeafKind::Heading)
        {
            Ok(id) => id,
            Err(id) => {
                self.problems.push((
                    line,
                    format!("message id `{id}` is given to two blocks of this page"),
                ));
                return;
            }
        };
        let (value, spans) = fluent_value(text, range.start, leaf.quotes, &|o| self.place(o));
        self.edits.push((range, call(&id, raw)));
        self.out.messages.push(ProseMessage {
            id,
            value,
            comment,
            line,
            spans,
        });
    }
}

/// A block's text without its HTML comments, and their lines.
fn inline_comments(raw: &str) -> (String, Vec<String>) {
    let mut text = String::with_capacity(raw.len());
    let mut comments = Vec::new();
    let mut rest = raw;
    while let Some(open) = rest.find("<!--") {
        let Some(close) = rest[open + 4..].find("-->") else {
            break;
        };
        text.push_str(rest[..open].trim_end_matches([' ', '\t']));
        comments.extend(
            rest[open + 4..open + 4 + close]
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(str::to_owned),
        );
        rest = &rest[open + 4 + close + 3..];
    }
    text.push_str(rest);
    (text, comments)
}

/// `{{ t(id="…") }}`, then a Tera comment holding the newlines of `raw`,
/// so the lines after it keep their numbers.
fn call(id: &str, raw: &str) -> String {
    let newlines = raw.matches('\n').count();
    let mut s = format!("{{{{ t(id=\"{id}\") }}}}");
    if newlines > 0 {
        s.push_str("{#");
        s.push_str(&"\n".repeat(newlines));
        s.push_str("#}");
    }
    s
}

/// A Tera comment with the newlines of `raw`: a block taken out.
fn blank(raw: &str) -> String {
    let newlines = raw.matches('\n').count();
    format!("{{#{}#}}", "\n".repeat(newlines))
}

/// Ids given so far; a derived id that is taken gets `-2`, `-3`….
#[derive(Default)]
struct Ids(BTreeSet<String>);

impl Ids {
    fn claim(&mut self, id: String, exact: bool) -> Result<String, String> {
        if self.0.insert(id.clone()) {
            return Ok(id);
        }
        if exact {
            return Err(id);
        }
        let mut n = 2;
        loop {
            let next = format!("{id}-{n}");
            if self.0.insert(next.clone()) {
                return Ok(next);
            }
            n += 1;
        }
    }
}

fn valid_id_part(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// `text { #id }` → (`text`, `id`).
fn strip_explicit_id(raw: &str) -> Option<(&str, &str)> {
    let t = raw.trim_end();
    let inner = t.strip_suffix('}')?;
    let open = inner.rfind('{')?;
    let id = inner[open + 1..].trim().strip_prefix('#')?;
    (valid_id_part(id) && id.starts_with(|c: char| c.is_ascii_alphabetic()))
        .then(|| (t[..open].trim_end(), id))
}

/// `{ message-id }` alone.
pub fn lone_reference(text: &str) -> Option<&str> {
    let inner = text.trim().strip_prefix('{')?.strip_suffix('}')?.trim();
    (inner.starts_with(|c: char| c.is_ascii_alphabetic()) && valid_id_part(inner)).then_some(inner)
}

/// The first `n` words of a block outside its placeables, lowercase ASCII
/// letters and digits, joined by `-`.
fn id_words(text: &str, n: usize) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 && c.is_ascii_alphanumeric() => {
                word.push(c.to_ascii_lowercase());
                continue;
            }
            _ => {}
        }
        if !word.is_empty() {
            words.push(std::mem::take(&mut word));
            if words.len() == n {
                break;
            }
        }
    }
    if !word.is_empty() && words.len() < n {
        words.push(word);
    }
    words.join("-")
}

/// The Fluent value of a block's source text: line breaks outside
/// placeables become spaces (Markdown reads them so), those inside are kept
/// with the next line indented (Fluent's variants need their own lines).
/// Returns the value and where each piece of it stands in the page.
fn fluent_value(
    text: &str,
    start: usize,
    quotes: usize,
    place: &dyn Fn(usize) -> (usize, usize),
) -> (String, Vec<(usize, usize, usize)>) {
    let mut value = String::with_capacity(text.len());
    let mut spans = Vec::new();
    let mut depth = 0usize;
    let mut in_string = false;
    let mut offset = 0;
    for (i, raw_line) in text.split_inclusive('\n').enumerate() {
        let mut line = raw_line.strip_suffix('\n').unwrap_or(raw_line);
        line = line.strip_suffix('\r').unwrap_or(line);
        if i > 0 {
            line = strip_continuation(line, quotes);
            if depth > 0 {
                value.push_str("\n    ");
            } else if !value.ends_with(' ') {
                value.push(' ');
            }
        } else {
            line = line.trim_start();
        }
        // `line` is a slice of `raw_line`: its page offset follows.
        let skipped = line.as_ptr() as usize - raw_line.as_ptr() as usize;
        let (l, c) = place(start + offset + skipped);
        spans.push((value.len(), l, c));
        let mut prev = '\0';
        for ch in line.chars() {
            if in_string {
                if ch == '"' && prev != '\\' {
                    in_string = false;
                }
            } else {
                match ch {
                    '{' => depth += 1,
                    '}' => depth = depth.saturating_sub(1),
                    '"' if depth > 0 => in_string = true,
                    _ => {}
                }
            }
            prev = ch;
        }
        value.push_str(line);
        offset += raw_line.len();
    }
    let trimmed = value.trim_end().len();
    value.truncate(trimmed);
    (value, spans)
}

/// A continuation line without its indentation and block-quote markers.
fn strip_continuation(line: &str, quotes: usize) -> &str {
    let mut rest = line.trim_start();
    for _ in 0..quotes {
        match rest.strip_prefix('>') {
            Some(r) => rest = r.trim_start(),
            None => break,
        }
    }
    rest
}

/// Fluent syntax errors of each message and ftl block parsed alone, placed
/// in the page.
pub fn syntax_errors(
    file: &str,
    head: &[ProseMessage],
    extracted: &Extracted,
) -> crate::diag::Diagnostics {
    use crate::diag::{Diagnostic, Diagnostics, SourceMap};
    let mut diags = Diagnostics::default();
    let mut check = |text: String, spans: Vec<Span>| {
        if let Err((_, errors)) = fluent_syntax::parser::parse(text.as_str()) {
            let map = SourceMap {
                text: &text,
                spans: Some(&spans),
            };
            for e in errors {
                diags.push(
                    Diagnostic::new(file, crate::diag::fluent_syntax_error(&text, &e))
                        .at_mapped(&map, e.pos.start),
                );
            }
        }
    };
    for m in head.iter().chain(&extracted.messages) {
        let one = Extracted {
            messages: vec![m.clone()],
            ..Extracted::default()
        };
        let (text, spans) = resource(&[], &one);
        check(text, spans);
    }
    for f in &extracted.fluent {
        let one = Extracted {
            fluent: vec![f.clone()],
            ..Extracted::default()
        };
        let (text, spans) = resource(&[], &one);
        check(text, spans);
    }
    diags
}

/// The source-locale Fluent resource of a page: its messages, then its
/// ```` ```ftl ```` blocks, and where each piece of it stands in the page.
pub fn resource(head: &[ProseMessage], extracted: &Extracted) -> (String, Vec<Span>) {
    let mut text = String::new();
    let mut spans = Vec::new();
    let unplaced = |text: &mut String, spans: &mut Vec<Span>| {
        spans.push(Span {
            at: text.len(),
            line: 0,
            column: 0,
        })
    };
    let message = |m: &ProseMessage, text: &mut String, spans: &mut Vec<Span>| {
        for c in &m.comment {
            spans.push(Span {
                at: text.len(),
                line: m.line.saturating_sub(1).max(1),
                column: 0,
            });
            text.push_str("# ");
            text.push_str(c);
            text.push('\n');
        }
        spans.push(Span {
            at: text.len(),
            line: m.line,
            column: 0,
        });
        text.push_str(&m.id);
        text.push_str(" = ");
        let base = text.len();
        spans.extend(m.spans.iter().map(|&(at, line, column)| Span {
            at: base + at,
            line,
            column,
        }));
        text.push_str(&m.value);
        text.push('\n');
        unplaced(text, spans);
        text.push('\n');
    };
    let fenced = |f: &Fenced, text: &mut String, spans: &mut Vec<Span>| {
        for (i, l) in f.text.split_inclusive('\n').enumerate() {
            spans.push(Span {
                at: text.len(),
                line: f.line + i,
                column: 1,
            });
            text.push_str(l);
        }
        if !text.ends_with('\n') {
            text.push('\n');
        }
        unplaced(text, spans);
        text.push('\n');
    };
    // In page order: ftl blocks between the messages around them.
    for m in head {
        message(m, &mut text, &mut spans);
    }
    let mut blocks = extracted.fluent.iter().peekable();
    for (i, m) in extracted.messages.iter().enumerate() {
        while let Some(f) = blocks.next_if(|f| f.after <= i) {
            fenced(f, &mut text, &mut spans);
        }
        message(m, &mut text, &mut spans);
    }
    for f in blocks {
        fenced(f, &mut text, &mut spans);
    }
    (text, spans)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(body: &str) -> Extracted {
        let text = format!("+++\n+++\n{body}");
        extract("pg", &text, 8).unwrap_or_else(|p| panic!("{p:?}"))
    }

    fn ids(e: &Extracted) -> Vec<&str> {
        e.messages.iter().map(|m| m.id.as_str()).collect()
    }

    #[test]
    fn paragraphs_headings_and_items_become_messages() {
        let e = run(
            "Lead text here.\n\n## How it ran { #method }\n\n- **Host.** A laptop.\n- Two { $cpus } CPUs\n\nLast words\nwrap here.\n",
        );
        assert_eq!(
            ids(&e),
            [
                "pg-intro-lead-text-here",
                "pg-method-heading",
                "pg-method-host-a-laptop",
                "pg-method-two-cpus",
                "pg-method-last-words-wrap"
            ]
        );
        assert_eq!(e.messages[1].value, "How it ran");
        assert_eq!(e.messages[3].value, "Two { $cpus } CPUs");
        assert_eq!(e.messages[4].value, "Last words wrap here.");
        assert_eq!(e.messages[4].line, 10);
        assert_eq!(
            e.body,
            "{{ t(id=\"pg-intro-lead-text-here\") }}\n\n## {{ t(id=\"pg-method-heading\") }} { #method }\n\n- {{ t(id=\"pg-method-host-a-laptop\") }}\n- {{ t(id=\"pg-method-two-cpus\") }}\n\n{{ t(id=\"pg-method-last-words-wrap\") }}{#\n#}\n"
        );
        assert_eq!(e.body.lines().count(), 9);
    }

    #[test]
    fn selectors_keep_their_lines_and_explicit_ids_hold() {
        let body = "Pingclair leads { $n ->\n    [one] one row\n   *[other] { $n } rows\n} today. { #lead }\n";
        let e = run(body);
        assert_eq!(ids(&e), ["pg-lead"]);
        assert_eq!(
            e.messages[0].value,
            "Pingclair leads { $n ->\n    [one] one row\n    *[other] { $n } rows\n    } today."
        );
        let lines: Vec<usize> = e.messages[0].spans.iter().map(|s| s.1).collect();
        assert_eq!(lines, [3, 4, 5, 6]);
        assert_eq!(e.messages[0].spans[0], (0, 3, 1));
        let (res, _) = resource(&[], &e);
        let parsed = fluent_bundle::FluentResource::try_new(res);
        assert!(parsed.is_ok(), "{:?}", parsed.err().map(|e| e.1));
    }

    #[test]
    fn template_blocks_fences_and_comments() {
        let body = "{{ table(name=\"t\") }}\n\n```pcdocs\n[figures.x]\ncompute = \"value\"\n```\n\n<!-- no-claim: the host -->\nA single laptop.\n\n```ftl\nlabel = Scenario\n```\n\n{ label }\n\n```sh\nnot prose\n```\n";
        let e = run(body);
        assert_eq!(ids(&e), ["pg-intro-a-single-laptop"]);
        assert_eq!(e.messages[0].comment, ["no-claim: the host"]);
        assert_eq!(e.declarations.len(), 1);
        assert_eq!(e.declarations[0].line, 6);
        assert_eq!(e.declarations[0].text, "[figures.x]\ncompute = \"value\"\n");
        assert_eq!(e.fluent[0].text, "label = Scenario\n");
        assert!(e.body.contains("{{ t(id=\"label\") }}"));
        assert!(e.body.contains("not prose"));
        assert!(e.body.starts_with("{{ table(name=\"t\") }}"));
        assert_eq!(e.body.lines().count(), body.lines().count());
    }

    #[test]
    fn ids_survive_edits_elsewhere_and_collide_safely() {
        let a = run("## A { #a }\n\nOne two three.\n\nFour five six.\n");
        let b = run(
            "## A { #a }\n\nInserted first.\n\nOne two three, edited later.\n\nFour five six.\n",
        );
        assert_eq!(ids(&a)[1..], ["pg-a-one-two-three", "pg-a-four-five-six"]);
        assert_eq!(
            ids(&b)[1..],
            [
                "pg-a-inserted-first",
                "pg-a-one-two-three",
                "pg-a-four-five-six"
            ]
        );
        let c = run("Same start here.\n\nSame start here too.\n");
        assert_eq!(
            ids(&c),
            ["pg-intro-same-start-here", "pg-intro-same-start-here-2"]
        );
        let text = "+++\n+++\nOne. { #x }\n\nTwo. { #x }\n";
        let err = extract("pg", text, 8).unwrap_err();
        assert_eq!(err[0].0, 5);
    }

    #[test]
    fn comments_inside_a_block_go_to_its_message() {
        let e = run("- **Host.** A laptop. <!-- no-claim: the host -->\n- Next item\n");
        assert_eq!(e.messages[0].value, "**Host.** A laptop.");
        assert_eq!(e.messages[0].comment, ["no-claim: the host"]);
        assert_eq!(e.messages[1].comment, Vec::<String>::new());
    }

    #[test]
    fn table_cells_and_quotes() {
        let e = run("| Server | Note |\n|:--|:--|\n| nginx | { $v } fast |\n\n> Quoted\n> text.\n");
        assert_eq!(
            ids(&e),
            [
                "pg-intro-server",
                "pg-intro-note",
                "pg-intro-nginx",
                "pg-intro-fast",
                "pg-intro-quoted-text"
            ]
        );
        assert_eq!(e.messages[4].value, "Quoted text.");
    }
}
