//! Markdown to HTML: heading anchors, the table of contents, and figure and
//! fallback marks turned into elements. What Markdown and messages produce
//! is sanitised (`sanitize`) before pcdocs' own charts are spliced in,
//! unless it could change nothing (`sanitiser_keeps`).

use crate::l10n::marks::{self, Piece};
use crate::render::{CAPTION_MARK, CHART_MARK, DOWNLOADS_MARK};
use pulldown_cmark::{CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Heading {
    pub level: u8,
    pub id: String,
    pub text: String,
}

pub struct Html {
    pub body: String,
    pub headings: Vec<Heading>,
}

/// How figure and fallback marks become HTML.
pub trait MarkWriter {
    /// The attributes of the `<data>` element of a figure standing for
    /// `ids`, as (name, text): plain text, escaped where it is written.
    fn figure_attributes(&self, ids: &[usize]) -> Vec<(&'static str, String)>;
    /// The attributes of the `<span>` of a passage in the fallback
    /// language, as (name, text) like a figure's.
    fn fallback_attributes(&self) -> Vec<(&'static str, String)>;
    /// The attributes of the `<span>` of a message whose words the named
    /// claims decided.
    fn claim_attributes(&self, _names: &[String]) -> Vec<(&'static str, String)> {
        vec![("class", "claim".to_owned())]
    }
    /// The HTML of chart `name`, when there is one.
    fn chart(&self, name: &str) -> Option<String>;
    /// The accessible label of a heading's anchor link, in the page's language.
    fn anchor_label(&self) -> String {
        "Link to this section".to_owned()
    }
    /// The locale's typographic conventions applied to prose text.
    fn typography(&self, text: &str) -> String {
        text.to_owned()
    }
    /// Whether a heading may keep the id of its `{ #id }` block: by default
    /// any id of safe characters; a page accepts only those its author wrote.
    fn heading_id(&self, id: &str) -> bool {
        safe_id(id)
    }
}

/// The opening tag of element `name` (a figure's `<data>`, a passage's
/// `<span>`), its attributes escaped for HTML.
fn open_tag(name: &str, attributes: &[(&'static str, String)]) -> String {
    tag_with(name, attributes, |tag, value| {
        // Writing into a String cannot fail.
        let _ = pulldown_cmark_escape::escape_html(tag, value);
    })
}

/// [`open_tag`] as the sanitiser writes it (html5ever's serialiser), so
/// that a page's own elements read the same whether or not it ran.
fn sanitised_open_tag(name: &str, attributes: &[(&'static str, String)]) -> String {
    tag_with(name, attributes, |tag, value| serialise(tag, value, true))
}

/// An opening tag, each attribute value written by `escape`.
fn tag_with(
    name: &str,
    attributes: &[(&'static str, String)],
    escape: impl Fn(&mut String, &str),
) -> String {
    // A figure's tooltip is most of its tag: room for it up front.
    let len: usize = attributes.iter().map(|(n, v)| n.len() + v.len() + 4).sum();
    let mut tag = String::with_capacity(name.len() + len + 2);
    tag.push('<');
    tag.push_str(name);
    for (name, value) in attributes {
        tag.push(' ');
        tag.push_str(name);
        tag.push_str("=\"");
        escape(&mut tag, value);
        tag.push('"');
    }
    tag.push('>');
    tag
}

/// An id that needs no escaping anywhere: ASCII letters, digits, `-`, `_`.
pub fn safe_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The ids written as `{ #id }` at the end of heading lines of a template
/// body: the only heading ids a page accepts, so neither data nor a message
/// can give a heading an id, class or attribute.
pub fn author_heading_ids(template: &str) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    for line in template.lines() {
        let mut line = line.trim();
        // A section's tags (`{% if section(…) %}`) open its heading line.
        while let Some(rest) = line.strip_prefix("{%") {
            line = rest.split_once("%}").map_or("", |(_, r)| r).trim_start();
        }
        if !line.starts_with('#') || !line.ends_with('}') {
            continue;
        }
        let Some(open) = line.rfind('{') else {
            continue;
        };
        for word in line[open + 1..line.len() - 1].split_whitespace() {
            if let Some(id) = word.strip_prefix('#').filter(|id| safe_id(id)) {
                out.insert(id.to_owned());
            }
        }
    }
    out
}

/// The typographic pass of a locale's prose: French spacing, zh Han and
/// Latin spacing, or none.
pub fn locale_typography(tag: &str) -> fn(&str) -> String {
    typography_of(tag).map_or(str::to_owned, |t| t.pass)
}

/// A locale's typographic pass over prose text.
#[derive(Clone, Copy)]
struct Typography {
    pass: fn(&str) -> String,
    /// Whether the pass changes anything in a text, for a pass that changes
    /// a character only for the characters beside it, which a text shares
    /// with its document: a document it leaves alone holds no text it would
    /// change, and needs no parse to find them.
    changes: Option<fn(&str) -> bool>,
}

/// The locale's typographic pass, if its prose has one.
fn typography_of(tag: &str) -> Option<Typography> {
    match tag.split(['-', '_']).next().unwrap_or("") {
        "fr" => Some(Typography {
            pass: french_typography,
            // Translations that follow the typography lint already hold
            // their no-break spaces: most French twins skip the parse.
            changes: Some(|text| french_spaces(text).next().is_some()),
        }),
        "zh" => Some(Typography {
            pass: han_latin_typography,
            // It carries the state of marks and figure ids from character
            // to character: not a pass of neighbours only.
            changes: None,
        }),
        _ => None,
    }
}

/// Applies the typography of locale `tag` to the prose text of a Markdown
/// document and leaves its syntax as it is: for the Markdown twin, which
/// must read as the page does. A locale without a pass is not parsed.
pub fn typeset_markdown(markdown: &str, tag: &str) -> String {
    match typography_of(tag) {
        Some(t) if t.changes.is_none_or(|changes| changes(markdown)) => {
            typeset_texts(markdown, t.pass)
        }
        _ => markdown.to_owned(),
    }
}

/// `pass` applied to each text of `markdown` outside code.
fn typeset_texts(markdown: &str, pass: fn(&str) -> String) -> String {
    let mut ranges = Vec::new();
    let mut in_code = false;
    for (event, range) in Parser::new_ext(markdown, options()).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(_)) => in_code = true,
            Event::End(TagEnd::CodeBlock) => in_code = false,
            // A text event's source range is its own text, escapes included.
            Event::Text(_) if !in_code => ranges.push(range),
            _ => {}
        }
    }
    let mut out = String::with_capacity(markdown.len() + 16);
    let mut last = 0;
    for r in ranges {
        if r.start < last {
            continue;
        }
        out.push_str(&markdown[last..r.start]);
        out.push_str(&pass(&markdown[r.clone()]));
        last = r.end;
    }
    out.push_str(&markdown[last..]);
    out
}

/// French spacing: a no-break space before `:` and inside « », a narrow one
/// before `;`, `?`, `!` and `%`, replacing ordinary spaces (CLDR's own
/// figures already carry theirs).
pub fn french_typography(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut done = 0;
    for (i, space) in french_spaces(text) {
        out.push_str(&text[done..i]);
        out.push(space);
        done = i + 1;
    }
    out.push_str(&text[done..]);
    out
}

/// The spaces of `text` that French typography makes no-break, with the
/// space each becomes. Only spaces change: found with `memchr`, each judged
/// by its neighbours in the text as written.
fn french_spaces(text: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    text.match_indices(' ').filter_map(|(i, _)| {
        let next = text[i + 1..].chars().next();
        let prev = text[..i].chars().next_back();
        next.and_then(french_space_before)
            .or_else(|| prev.and_then(french_space_after))
            .map(|space| (i, space))
    })
}

/// The no-break space French puts before `c`, if any: the rule the
/// typography lint (`check::typography`) asks translators to follow.
pub fn french_space_before(c: char) -> Option<char> {
    match c {
        ':' | '»' => Some('\u{a0}'),
        ';' | '?' | '!' | '%' => Some('\u{202f}'),
        _ => None,
    }
}

/// The no-break space French puts after `c`, if any.
pub fn french_space_after(c: char) -> Option<char> {
    (c == '«').then_some('\u{a0}')
}

/// Whether `c` is written in the Han script (Unicode Script property).
pub fn is_han(c: char) -> bool {
    use icu_properties::{CodePointMapData, props::Script};
    // Most of a page is ASCII, which has no Han, and most of a Chinese
    // page is the CJK Unified Ideographs block, all Han (both tested
    // against the data).
    if c.is_ascii() {
        return false;
    }
    if COMMON_IDEOGRAPHS.contains(&c) {
        return true;
    }
    CodePointMapData::<Script>::new().get(c) == Script::Han
}

/// The CJK Unified Ideographs block: every code point in it is assigned,
/// to the Han script, with general category Lo.
const COMMON_IDEOGRAPHS: std::ops::RangeInclusive<char> = '\u{4E00}'..='\u{9FFF}';

/// Whether `c` is on the Latin side of a Han/Latin boundary: a Latin
/// letter, a decimal digit, or a percent sign ending a figure.
pub fn is_latin_side(c: char) -> bool {
    use icu_properties::{CodePointMapData, props::GeneralCategory, props::Script};
    // In ASCII the Latin script is the letters, and the decimal digits are
    // the only decimal numbers (tested against the data).
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '%';
    }
    if COMMON_IDEOGRAPHS.contains(&c) {
        return false;
    }
    CodePointMapData::<Script>::new().get(c) == Script::Latin
        || CodePointMapData::<GeneralCategory>::new().get(c) == GeneralCategory::DecimalNumber
        || c == '%'
}

/// Taiwanese spacing: a space between a Han character and a Latin letter or
/// digit, either way round (「2 顆 CPU」). Full-width punctuation is neither
/// side, so it never gets one, and an ordinary space after it (where text
/// meets a link or a figure: 「本表資料： [CSV]」) is dropped, as is one
/// between two Han characters (where a placeable's text met a typed
/// space: 「反向代理 的降幅」). Marks are invisible: a figure's ids are
/// skipped, and the space goes outside the figure (before its opening mark,
/// after its closing mark), so a figure's element holds only its own text.
pub fn han_latin_typography(text: &str) -> String {
    drop_spaces_between_han(&space_han_latin(text))
}

/// `text` without the spaces that stand between two Han characters, marks
/// that show nothing between them skipped (a figure's text is digits, so a
/// space beside a figure stays).
fn drop_spaces_between_han(text: &str) -> String {
    use crate::l10n::marks::{CLAIM_MID, CLAIM_OPEN, FIG_MID, FIG_OPEN};
    if !text.contains(' ') {
        return text.to_owned();
    }
    let chars: Vec<char> = text.chars().collect();
    // The visible character before index `i`, skipping marks (ids lie
    // between an opening mark and its middle one: never visible before).
    let before = |i: usize| {
        let mut j = i;
        while j > 0 {
            j -= 1;
            let c = chars[j];
            if c == FIG_MID || c == CLAIM_MID {
                // Its ids and opening mark lie before: nothing visible.
                while j > 0 && chars[j] != FIG_OPEN && chars[j] != CLAIM_OPEN {
                    j -= 1;
                }
                continue;
            }
            if !marks::is_mark(c) {
                return Some(c);
            }
        }
        None
    };
    let after = |i: usize| {
        let mut j = i + 1;
        while j < chars.len() {
            let c = chars[j];
            if c == FIG_OPEN || c == CLAIM_OPEN {
                while j < chars.len() && chars[j] != FIG_MID && chars[j] != CLAIM_MID {
                    j += 1;
                }
            } else if c != ' ' && !marks::is_mark(c) {
                return Some(c);
            }
            j += 1;
        }
        None
    };
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        if c == ' ' && before(i).is_some_and(is_han) && after(i).is_some_and(is_han) {
            continue;
        }
        out.push(c);
    }
    out
}

/// The Han and Latin spacing of [`han_latin_typography`].
fn space_han_latin(text: &str) -> String {
    use crate::l10n::marks::{CLAIM_CLOSE, CLAIM_MID, CLAIM_OPEN, FIG_CLOSE, FIG_MID, FIG_OPEN};
    let mut out = String::with_capacity(text.len() + 8);
    // The last visible character, with its sides (`is_han`,
    // `is_latin_side`): each character's are looked up once.
    let mut prev: Option<(char, bool, bool)> = None;
    // Where a space before the next visible character would go.
    let mut space_at = 0;
    let mut in_ids = false;
    for c in text.chars() {
        match c {
            FIG_OPEN | CLAIM_OPEN => in_ids = true,
            FIG_MID | CLAIM_MID => in_ids = false,
            FIG_CLOSE | CLAIM_CLOSE | marks::FALLBACK_CLOSE => {
                out.push(c);
                space_at = out.len();
                continue;
            }
            _ if marks::is_mark(c) || in_ids => {}
            ' ' if prev.is_some_and(|(p, ..)| is_fullwidth_punctuation(p)) => continue,
            _ => {
                let (han, latin) = (is_han(c), is_latin_side(c));
                if let Some((_, p_han, p_latin)) = prev
                    && ((p_han && latin) || (p_latin && han))
                {
                    out.insert(space_at, ' ');
                }
                out.push(c);
                prev = Some((c, han, latin));
                space_at = out.len();
                continue;
            }
        }
        out.push(c);
    }
    out
}

/// CJK and full-width punctuation (「」、。，：；（）), which carries its own
/// spacing.
fn is_fullwidth_punctuation(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{303F}' | '\u{FF01}'..='\u{FF0F}' | '\u{FF1A}'..='\u{FF20}'
        | '\u{FF3B}'..='\u{FF40}' | '\u{FF5B}'..='\u{FF65}')
}

/// Whether a link in a message may point at `dest`: http(s), mailto, a
/// fragment or a relative path; never `javascript:`, `data:` and the like.
/// Both tests must pass: the scheme as written (white space and control
/// characters ignored, as browsers ignore some), and the one the sanitiser
/// makes of the `href` pulldown-cmark writes (see [`kept_url`]).
fn allowed_link(link_type: pulldown_cmark::LinkType, dest: &str) -> bool {
    let written: String = dest
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect::<String>()
        .to_ascii_lowercase();
    let scheme_ok = match written.find(':') {
        None => true,
        // A colon after a path, query or fragment character is no scheme.
        Some(i) if written[..i].contains(['/', '?', '#']) => true,
        Some(i) => URL_SCHEMES.contains(&&written[..i]),
    };
    scheme_ok && sanitiser_keeps_href(&href_of(link_type, dest))
}

/// A construct that a message's Markdown may not hold: what the sanitiser
/// of the standalone site would remove, which the Starlight target would
/// otherwise hand to Astro as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Raw HTML, as written (comments included).
    Html(String),
    /// An image, with its address: pages show no images from messages
    /// (a remote one would tell its server who reads the page).
    Image(String),
    /// A link (or autolink) to an address that is not http(s), mailto, a
    /// relative path or a #section.
    Link(String),
    /// A link reference definition (`[label]: address`), by its label:
    /// Markdown shows nothing of it, and it would give an address to a
    /// reference elsewhere on the page.
    Definition(String),
    /// A character reference for `<` that opens a tag in the text it
    /// becomes (`&lt;script&gt;`), as written.
    Reference(String),
}

impl Refusal {
    /// What the construct is, for a message naming it.
    pub fn describe(&self) -> String {
        let short = |s: &str| crate::diag::shorten(s.trim());
        match self {
            Refusal::Html(h) => format!("raw HTML `{}`", short(h)),
            Refusal::Image(a) => format!("an image `{}`", short(a)),
            Refusal::Link(a) => {
                let scheme = a
                    .split_once(':')
                    .map(|(s, _)| s.to_ascii_lowercase())
                    .filter(|s| !s.is_empty() && s.len() <= 16);
                match scheme {
                    Some(s) if !URL_SCHEMES.contains(&s.as_str()) => {
                        format!("a link to a `{s}:` address `{}`", short(a))
                    }
                    _ => format!("a link to `{}`, which is no valid address", short(a)),
                }
            }
            Refusal::Definition(label) => {
                format!("a link reference definition `[{}]:`", short(label))
            }
            Refusal::Reference(r) => {
                format!(
                    "the character reference `{}`, which spells markup",
                    short(r)
                )
            }
        }
    }

    /// How to write what the author meant with what messages may hold.
    pub fn hint(&self) -> &'static str {
        match self {
            Refusal::Html(_) | Refusal::Reference(_) => {
                "messages may use Markdown only (emphasis, links, code, lists, headings); \
                 to show a `<` write `\\<`, or put it in `code`"
            }
            Refusal::Image(_) => {
                "pages show no images from messages; link to it instead: [text](https://…)"
            }
            Refusal::Link(_) => "link to http(s), mailto, a relative path or a #section only",
            Refusal::Definition(_) => "write the link inline: [text](https://…)",
        }
    }
}

/// A refused construct of a message's Markdown and where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// Byte offset in the text given to [`refusals`].
    pub offset: usize,
    pub what: Refusal,
}

/// Whether `text` may hold something [`refusals`] refuses: it needs a `<`
/// (HTML, an autolink), `](` or `]:` (links, images, definitions), or a
/// character reference.
fn may_refuse(text: &str) -> bool {
    text.contains('<')
        || text.contains("](")
        || text.contains("]:")
        || memchr::memchr_iter(b'&', text.as_bytes()).any(|i| {
            text.as_bytes()
                .get(i + 1)
                .is_some_and(|b| *b == b'#' || b.is_ascii_alphabetic())
        })
}

/// The one decision on what a message's Markdown may hold, for both targets
/// and for `pcdocs check`: every construct it refuses ([`Refusal`]), each
/// at its offset in `text`, and `text` with each of them made into text, by
/// a backslash before the `<`, `[` or `&` that opens it, so that it shows
/// as written wherever the Markdown goes (the standalone page, its Markdown
/// twin, a Starlight page). An escaped construct can uncover another (an
/// HTML block hides the rest of its line): the passes repeat until nothing
/// is left, each escaping at least one `<`, `[` or `&`.
pub fn refusals(text: &str) -> (std::borrow::Cow<'_, str>, Vec<Refused>) {
    use std::borrow::Cow;
    let mut found = Vec::new();
    if !may_refuse(text) {
        return (Cow::Borrowed(text), found);
    }
    let mut current = Cow::Borrowed(text);
    // Where the backslashes added so far are in `current`, ascending.
    let mut added: Vec<usize> = Vec::new();
    for _ in 0..=text.matches(['<', '[', '&']).count() {
        let pass = refused_once(&current);
        if pass.is_empty() {
            break;
        }
        let mut at: Vec<usize> = Vec::new();
        for (refused, escape) in pass {
            // An offset in `current` less the backslashes before it.
            let offset = refused.offset - added.partition_point(|&a| a < refused.offset);
            found.push(Refused { offset, ..refused });
            at.extend(escape);
        }
        at.sort_unstable();
        at.dedup();
        let mut out = String::with_capacity(current.len() + at.len());
        let mut last = 0;
        for &i in &at {
            out.push_str(&current[last..i]);
            out.push('\\');
            last = i;
        }
        out.push_str(&current[last..]);
        added = added
            .iter()
            .map(|&a| a + at.partition_point(|&i| i < a))
            .chain(at.iter().enumerate().map(|(k, &i)| i + k))
            .collect();
        added.sort_unstable();
        current = Cow::Owned(out);
    }
    found.sort_by_key(|r| r.offset);
    found.dedup();
    (current, found)
}

/// Markdown for another reader than pulldown-cmark (Astro's), after
/// [`neutralise`]: every `<` and `[` that this parser reads as text is
/// written escaped too, so that no other CommonMark reader can take one for
/// the start of HTML, a link or an image where this one does not: their
/// differences in corner cases are no way in. So is every character that
/// smart punctuation (Astro's default) would change in text (straight
/// quotes, `-` next to another, `.` next to another): the locale's
/// typography is applied already, and `--cpus=2` in a sentence must stay
/// what a reader copies. An escaped character is never converted. Text
/// shows the same; code spans and blocks, which no reader converts, are
/// left as they are.
pub fn escape_literal_openers(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains(['<', '[', ']', '"', '\'', '-', '.']) {
        return std::borrow::Cow::Borrowed(text);
    }
    let literal = literal_openers(text);
    if literal.is_empty() {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + literal.len());
    let mut last = 0;
    for i in literal {
        out.push_str(&text[last..i]);
        out.push('\\');
        last = i;
    }
    out.push_str(&text[last..]);
    std::borrow::Cow::Owned(out)
}

/// The offsets of the `<`, `[`, straight quotes and doubled `-` and `.`
/// that `text` holds as text, outside code, and not escaped already.
fn literal_openers(text: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let mut in_code = false;
    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(_)) => in_code = true,
            Event::End(TagEnd::CodeBlock) => in_code = false,
            _ => {}
        }
        if in_code || !matches!(event, Event::Text(_)) {
            continue;
        }
        let Some(source) = text.get(range.clone()) else {
            continue;
        };
        let bytes = text.as_bytes();
        // A `]` goes with the `[`: an opener escaped and its closer left
        // would close an enclosing link's text early.
        for (i, c) in source.match_indices(['<', '[', ']', '"', '\'', '-', '.']) {
            let at = range.start + i;
            if let "-" | "." = c {
                // Smart punctuation reads runs (`--`, `...`): one next to
                // another, escaped or not, is escaped.
                let c = c.as_bytes()[0];
                let next = |k: usize| bytes.get(at + k).copied();
                let doubled = (at > 0 && bytes[at - 1] == c)
                    || next(1) == Some(c)
                    || (next(1) == Some(b'\\') && next(2) == Some(c));
                if !doubled {
                    continue;
                }
            }
            // An escape's text event starts after its backslash.
            let backslashes = text[..at].bytes().rev().take_while(|&b| b == b'\\').count();
            if backslashes % 2 == 0 {
                out.push(at);
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Message text with every construct [`refusals`] refuses made into text:
/// done on each message's Markdown, so the HTML page, its Markdown twin and
/// a Starlight page show the same text (the HTML is also sanitised;
/// `pcdocs check` reports each construct).
pub fn neutralise(text: &str) -> std::borrow::Cow<'_, str> {
    refusals(text).0
}

/// One pass of [`refusals`]: each construct found, with the offsets of the
/// characters to escape to make it text.
fn refused_once(text: &str) -> Vec<(Refused, Vec<usize>)> {
    let mut out = Vec::new();
    let parser = Parser::new_ext(text, options());
    for (label, def) in parser.reference_definitions().iter() {
        if let Some(open) = text.get(def.span.clone()).and_then(|s| s.find('[')) {
            let offset = def.span.start + open;
            out.push((
                Refused {
                    offset,
                    what: Refusal::Definition(label.to_owned()),
                },
                vec![offset],
            ));
        }
    }
    let mut events = parser.into_offset_iter().peekable();
    while let Some((event, range)) = events.next() {
        let found = match event {
            Event::Html(h) | Event::InlineHtml(h) if h.contains('<') => {
                let escape = text[range.clone()]
                    .match_indices('<')
                    .map(|(i, _)| range.start + i)
                    .collect();
                Some((Refusal::Html(h.into_string()), escape))
            }
            Event::Start(Tag::Image { dest_url, .. }) => {
                Some((Refusal::Image(dest_url.into_string()), opener(text, &range)))
            }
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                ..
            }) if !allowed_link(link_type, &dest_url) => {
                Some((Refusal::Link(dest_url.into_string()), opener(text, &range)))
            }
            // A reference, not the text `<` (a backslash escape, or inside
            // an autolink), before what opens a tag.
            Event::Text(t)
                if t.as_ref() == "<"
                    && text[range.clone()].starts_with('&')
                    && matches!(events.peek(), Some((Event::Text(next), _))
                        if next.starts_with(|c: char| c.is_ascii_alphabetic() || matches!(c, '/' | '!' | '?'))) =>
            {
                Some((
                    Refusal::Reference(text[range.clone()].to_owned()),
                    vec![range.start],
                ))
            }
            _ => None,
        };
        if let Some((what, escape)) = found {
            out.push((
                Refused {
                    offset: range.start,
                    what,
                },
                escape,
            ));
        }
    }
    out
}

/// The `[` (of `[`, `![`) or `<` (of an autolink) that opens a link or an
/// image whose source is `range`.
fn opener(text: &str, range: &std::ops::Range<usize>) -> Vec<usize> {
    vec![
        text[range.clone()]
            .find(['[', '<'])
            .map_or(range.start, |i| range.start + i),
    ]
}

pub fn options() -> Options {
    crate::content::prose::markdown_options()
}

/// The text a reader sees of a message's Markdown, for places that show
/// text only (a page's `<title>` and heading, the sidebar, a meta
/// description, chart labels, Starlight's `title:`): pcdocs's marks and the
/// Markdown syntax removed, backslash escapes and entities resolved, so a
/// value from the data reads exactly as it is written there. Raw HTML is
/// dropped, as the sanitiser drops it from a page's body.
pub fn plain_text(markdown: &str) -> String {
    let text = marks::strip(markdown);
    let mut out = String::with_capacity(text.len());
    for event in Parser::new_ext(&text, options()) {
        match event {
            Event::Text(t) | Event::Code(t) => out.push_str(&t),
            Event::SoftBreak | Event::HardBreak => out.push(' '),
            // Blocks (a message of several paragraphs) read as one line.
            Event::End(_) if !out.is_empty() && !out.ends_with(' ') => {
                if matches!(
                    event,
                    Event::End(TagEnd::Paragraph | TagEnd::Heading(_) | TagEnd::Item)
                ) {
                    out.push(' ');
                }
            }
            _ => {}
        }
    }
    out.trim().to_owned()
}

/// An anchor from heading text: lowercase letters and digits of any script,
/// words joined by `-`.
pub fn slugify(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

pub fn to_html(markdown: &str, marks_out: &dyn MarkWriter) -> Html {
    to_html_with(markdown, marks_out, true)
}

/// `to_html`; with `splice` false every figure is an element sanitised with
/// the rest, which the tests compare the spliced figures against.
fn to_html_with(markdown: &str, marks_out: &dyn MarkWriter, splice: bool) -> Html {
    let mut events: Vec<Event> = Parser::new_ext(markdown, options()).collect();
    let mut pass = Pass::new(marks_out, splice, events.len());
    for i in 0..events.len() {
        pass.event(&mut events, i);
    }
    pass.finish(markdown)
}

/// Events are moved to the output as they are passed (taken, not cloned):
/// only those after the one being passed are read again.
fn take<'a>(events: &mut [Event<'a>], i: usize) -> Event<'a> {
    std::mem::replace(&mut events[i], Event::Rule)
}

/// `to_html_with`'s one pass over a message's events: headings given
/// anchors, marks turned into elements or placeholders.
struct Pass<'m, 'a> {
    marks_out: &'m dyn MarkWriter,
    splice: bool,
    out: Vec<Event<'a>>,
    own: OwnHtml,
    headings: Vec<Heading>,
    used: std::collections::BTreeSet<String>,
    in_code: bool,
    /// Inside an image, text becomes its `alt` attribute: no placeholder there.
    in_image: usize,
    /// Where in `out` the heading being read starts.
    heading_start: usize,
    /// Raw HTML anywhere in the input: the sanitiser must run.
    raw: bool,
}

impl<'m, 'a> Pass<'m, 'a> {
    fn new(marks_out: &'m dyn MarkWriter, splice: bool, events: usize) -> Self {
        Pass {
            marks_out,
            splice,
            out: Vec::with_capacity(events),
            own: OwnHtml::default(),
            headings: Vec::new(),
            used: std::collections::BTreeSet::new(),
            in_code: false,
            in_image: 0,
            heading_start: 0,
            raw: false,
        }
    }

    /// Passes event `i`, moving it (or what it becomes) to the output.
    fn event(&mut self, events: &mut [Event<'a>], i: usize) {
        if !matches!(&events[i], Event::Text(_)) || self.in_code {
            self.own.write_open(&mut self.out);
        }
        self.raw |= matches!(&events[i], Event::Html(_) | Event::InlineHtml(_));
        match &events[i] {
            Event::Start(Tag::Image { .. }) => self.in_image += 1,
            Event::End(TagEnd::Image) => self.in_image = self.in_image.saturating_sub(1),
            Event::Start(Tag::CodeBlock(_)) => self.in_code = true,
            Event::End(TagEnd::CodeBlock) => self.in_code = false,
            Event::End(TagEnd::Heading(level)) if level_num(*level) >= 2 => {
                self.anchor_link();
            }
            Event::Text(t) if !self.in_code => {
                let t = self.marks_out.typography(t);
                self.text(&t);
                return;
            }
            Event::Start(Tag::Heading { level, id, .. }) => {
                let (level, id) = (*level, id.as_ref().map(|s| s.to_string()));
                self.heading_open(events, i, level, id);
                return;
            }
            _ => {}
        }
        self.out.push(take(events, i));
    }

    /// The anchor link that ends a heading of level 2 or more.
    fn anchor_link(&mut self) {
        let id = self
            .headings
            .last()
            .map(|h: &Heading| h.id.clone())
            .unwrap_or_default();
        let label = self.marks_out.anchor_label();
        // The anchor is pcdocs' own, written after sanitising, in a
        // heading of text and Markdown; raw HTML in the heading
        // (an unclosed `<a>`) would change where it lands.
        let raw = self.out[self.heading_start..].iter().any(|e| match e {
            Event::Html(h) | Event::InlineHtml(h) => !h.starts_with(OWN_OPEN),
            _ => false,
        });
        let mut a = String::from("<a class=\"anchor\" href=\"#");
        serialise(&mut a, &id, true);
        a.push_str("\" aria-label=\"");
        serialise(&mut a, &label, true);
        a.push_str("\">#</a>");
        self.out.push(if self.splice && !raw {
            self.own.keep_inline(a)
        } else {
            Event::InlineHtml(CowStr::from(a))
        });
    }

    /// Text outside code: its pieces, the text of a figure kept for its
    /// placeholder, other marks written as elements.
    fn text(&mut self, t: &str) {
        for piece in marks::pieces(t) {
            match piece {
                Piece::Text(s) if self.own.open.is_some() => {
                    self.own.push_text(s);
                    continue;
                }
                Piece::FigureStart(ids) if self.splice && self.in_image == 0 => {
                    // A figure inside a figure: the outer one is
                    // written as an element to be sanitised.
                    self.own.write_open(&mut self.out);
                    self.own.open = Some((self.marks_out.figure_attributes(&ids), String::new()));
                    continue;
                }
                Piece::FigureEnd if self.own.open.is_some() => {
                    self.out.push(self.own.close());
                    continue;
                }
                Piece::Text(_) => {}
                _ => self.own.write_open(&mut self.out),
            }
            self.out.push(piece_event(piece, self.marks_out));
        }
    }

    /// A heading's start: its text and anchor recorded, its classes and
    /// attributes dropped.
    fn heading_open(
        &mut self,
        events: &[Event<'a>],
        i: usize,
        level: HeadingLevel,
        id: Option<String>,
    ) {
        let end = events[i..]
            .iter()
            .position(|e| matches!(e, Event::End(TagEnd::Heading(_))))
            .map_or(events.len(), |p| i + p);
        let text: String = events[i + 1..end]
            .iter()
            .filter_map(|e| match e {
                Event::Text(t) | Event::Code(t) => Some(marks::strip(t)),
                _ => None,
            })
            .collect();
        let anchor = self.unique_anchor(id, &text);
        self.headings.push(Heading {
            level: level_num(level),
            id: anchor.clone(),
            text: text.trim().to_owned(),
        });
        // Classes and attributes are never kept: `{ .x onfocus=y }`
        // is nothing pcdocs writes.
        self.heading_start = self.out.len();
        self.out.push(Event::Start(Tag::Heading {
            level,
            id: Some(CowStr::from(anchor)),
            classes: Vec::new(),
            attrs: Vec::new(),
        }));
    }

    /// A heading's anchor: the author's id when the writer accepts it, else
    /// the text's slug (`section` if empty), numbered if already used.
    fn unique_anchor(&mut self, id: Option<String>, text: &str) -> String {
        let base = id
            .filter(|s| self.marks_out.heading_id(s))
            .unwrap_or_else(|| slugify(text));
        let base = if base.is_empty() {
            "section".to_owned()
        } else {
            base
        };
        let mut anchor = base.clone();
        let mut n = 2;
        while !self.used.insert(anchor.clone()) {
            anchor = format!("{base}-{n}");
            n += 1;
        }
        anchor
    }

    /// Tables, then HTML, sanitised unless that could change nothing, with
    /// pcdocs' own elements spliced in.
    fn finish(mut self, markdown: &str) -> Html {
        self.own.write_open(&mut self.out);
        let events = with_tables(self.out, self.marks_out, &mut self.own, self.splice);
        let unchanged = self.splice && !self.raw && sanitiser_keeps(&events);
        let mut body = String::with_capacity(markdown.len() * 2);
        pulldown_cmark::html::push_html(&mut body, events.into_iter());
        let body = if unchanged {
            // Every page of the tests that skips the sanitiser is checked by it.
            debug_assert_eq!(body, sanitize(&body), "{markdown:?}");
            body
        } else {
            sanitize(&body)
        };
        Html {
            body: self.own.splice(body),
            headings: self.headings,
        }
    }
}

/// A mark written as an element, or text as text.
fn piece_event(piece: Piece, marks_out: &dyn MarkWriter) -> Event<'static> {
    match piece {
        Piece::Text(s) => Event::Text(CowStr::from(s.to_owned())),
        Piece::FigureStart(ids) => Event::InlineHtml(CowStr::from(sanitised_open_tag(
            "data",
            &marks_out.figure_attributes(&ids),
        ))),
        Piece::FigureEnd => Event::InlineHtml(CowStr::from("</data>")),
        Piece::FallbackStart => Event::InlineHtml(CowStr::from(sanitised_open_tag(
            "span",
            &marks_out.fallback_attributes(),
        ))),
        Piece::FallbackEnd | Piece::ClaimEnd => Event::InlineHtml(CowStr::from("</span>")),
        Piece::ClaimStart(names) => Event::InlineHtml(CowStr::from(sanitised_open_tag(
            "span",
            &marks_out.claim_attributes(&names),
        ))),
    }
}

/// Whether the sanitiser would give back unchanged the HTML that
/// pulldown-cmark writes for `events`, which hold no raw HTML from the
/// input (every `InlineHtml` is pcdocs' own mark or placeholder): then it
/// need not run. That holds for a small set of elements the allow-list
/// keeps, with attributes it keeps and the serialiser writes back as they
/// are, nested as the HTML parser leaves them, and text it reads back as
/// it is. Anything else goes through the sanitiser.
fn sanitiser_keeps(events: &[Event<'_>]) -> bool {
    #[derive(PartialEq)]
    enum Open {
        Markdown(TagEnd),
        Span,
        Data,
    }
    let mut open: Vec<Open> = Vec::new();
    for e in events {
        let closes = match e {
            Event::Text(t) | Event::Code(t) if !t.contains(['\r', '\0']) => continue,
            Event::SoftBreak => continue,
            Event::Html(h) | Event::InlineHtml(h) if h.starts_with(OWN_OPEN) => continue,
            Event::InlineHtml(h) => match h.as_ref() {
                "</span>" => Open::Span,
                "</data>" => Open::Data,
                h if h.starts_with("<span ") || h == "<span>" => {
                    open.push(Open::Span);
                    continue;
                }
                h if h.starts_with("<data ") || h == "<data>" => {
                    open.push(Open::Data);
                    continue;
                }
                _ => return false,
            },
            Event::Start(tag) => {
                let kept = match tag {
                    Tag::Paragraph
                    | Tag::Emphasis
                    | Tag::Strong
                    | Tag::Strikethrough
                    | Tag::Item
                    | Tag::List(_) => true,
                    Tag::Heading {
                        id, classes, attrs, ..
                    } => {
                        classes.is_empty()
                            && attrs.is_empty()
                            && id.as_deref().is_none_or(plain_attribute)
                    }
                    Tag::Link {
                        link_type,
                        dest_url,
                        title,
                        ..
                    } => {
                        // Links never nest in Markdown; the parser would
                        // move one that did.
                        !open.contains(&Open::Markdown(TagEnd::Link))
                            && plain_attribute(title)
                            && kept_url(*link_type, dest_url)
                    }
                    _ => false,
                };
                if !kept {
                    return false;
                }
                open.push(Open::Markdown(tag.to_end()));
                continue;
            }
            Event::End(end) => Open::Markdown(*end),
            _ => return false,
        };
        if open.pop() != Some(closes) {
            return false;
        }
    }
    open.is_empty()
}

/// An attribute value that pulldown-cmark and the sanitiser's serialiser
/// write alike: nothing either escapes.
fn plain_attribute(value: &str) -> bool {
    !value.contains(['&', '<', '>', '"', '\'', '\r', '\0'])
}

/// Whether the sanitiser keeps a link's `href` as pulldown-cmark writes
/// it: the test the sanitiser makes (a relative URL, or one of
/// [`URL_SCHEMES`]), on the URL as written, which must hold no character
/// reference (the sanitiser would write `&#x27;` back as `'`).
fn kept_url(link_type: pulldown_cmark::LinkType, dest: &str) -> bool {
    let href = href_of(link_type, dest);
    !href.contains('&') && sanitiser_keeps_href(&href)
}

/// The `href` pulldown-cmark writes for a link to `dest`, character
/// references included.
fn href_of(link_type: pulldown_cmark::LinkType, dest: &str) -> String {
    let mut href = String::with_capacity(dest.len() + 7);
    if link_type == pulldown_cmark::LinkType::Email {
        href.push_str("mailto:");
    }
    // Writing into a String cannot fail.
    let _ = pulldown_cmark_escape::escape_href(&mut href, dest);
    href
}

/// The sanitiser's test of an `href` as pulldown-cmark writes it (the
/// value it reads back is the same with `&amp;` and `&#x27;` as the
/// characters): a relative URL, or one of [`URL_SCHEMES`].
fn sanitiser_keeps_href(href: &str) -> bool {
    let value = href.replace("&amp;", "&").replace("&#x27;", "'");
    match url::Url::parse(&value) {
        Ok(url) => URL_SCHEMES.contains(&url.scheme()),
        Err(e) => e == url::ParseError::RelativeUrlWithoutBase,
    }
}

/// The URL schemes a link may have; any other is dropped by the sanitiser.
const URL_SCHEMES: [&str; 3] = ["http", "https", "mailto"];

/// pcdocs' own elements: charts (its own SVG), figures (a `<data>` holds
/// only its own text), tables of text and figures, heading anchors. Each
/// is written here, escaped, and stands as a placeholder while the
/// sanitiser cleans the rest. The sanitiser's cost is per element, and
/// these are most of a page's elements. Each element but a chart is
/// written in the form the sanitiser writes (`html5ever`'s serialiser, with
/// U+00A0 kept as the character, as [`sanitize`] keeps it), so a page's bytes
/// are the same as when it was sanitised with the rest; a test compares the
/// two on hostile text.
#[derive(Default)]
struct OwnHtml {
    /// The elements written, by placeholder index.
    elements: Vec<String>,
    /// The figure being read: its attributes and its text so far.
    open: Option<(Vec<(&'static str, String)>, String)>,
}

/// Opens a placeholder: no mark sequence pcdocs writes otherwise
/// puts `FIG_CLOSE` right after `FIG_OPEN`, and inputs hold no marks.
const OWN_OPEN: &str = "\u{E000}\u{E002}";
const OWN_CLOSE: char = '\u{E002}';

/// The placeholder of element `n`, then `end`: one per figure of a page.
fn placeholder(n: usize, end: &str) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(OWN_OPEN.len() + 8 + end.len());
    out.push_str(OWN_OPEN);
    let _ = write!(out, "{n}");
    out.push(OWN_CLOSE);
    out.push_str(end);
    out
}

impl OwnHtml {
    fn push_text(&mut self, text: &str) {
        if let Some((_, t)) = &mut self.open {
            t.push_str(text);
        }
    }

    /// A figure still open meets something other than text (or the end):
    /// it is written as an element, to be sanitised with the rest.
    fn write_open(&mut self, out: &mut Vec<Event<'_>>) {
        if let Some((attributes, text)) = self.open.take() {
            out.push(Event::InlineHtml(CowStr::from(sanitised_open_tag(
                "data",
                &attributes,
            ))));
            if !text.is_empty() {
                out.push(Event::Text(CowStr::from(text)));
            }
        }
    }

    /// Closes the open figure: its element is kept, its placeholder returned.
    fn close(&mut self) -> Event<'static> {
        let (attributes, text) = self.open.take().unwrap_or_default();
        let mut element = sanitised_open_tag("data", &attributes);
        serialise(&mut element, &text, false);
        element.push_str("</data>");
        self.keep_inline(element)
    }

    /// The element whose placeholder holds `index`.
    fn element(&self, index: &str) -> Option<&str> {
        let n: usize = index.parse().ok()?;
        self.elements.get(n).map(String::as_str)
    }

    /// Keeps an inline element of pcdocs' own; returns its placeholder.
    fn keep_inline(&mut self, html: String) -> Event<'static> {
        let n = self.elements.len();
        self.elements.push(html);
        Event::InlineHtml(CowStr::from(placeholder(n, "")))
    }

    /// Keeps a block of pcdocs' own HTML (a table, a chart), which ends its line;
    /// returns its placeholder, which ends its line too.
    fn keep(&mut self, mut html: String) -> String {
        if html.ends_with('\n') {
            html.pop();
        }
        let n = self.elements.len();
        self.elements.push(html);
        placeholder(n, "\n")
    }

    /// Writes text events as the sanitiser writes text, emphasis and code
    /// as their elements, and figures' placeholders as their elements.
    fn write_text(&self, out: &mut String, events: &[Event<'_>]) {
        for e in events {
            match e {
                Event::Text(t) => serialise(out, t, false),
                Event::Code(t) => {
                    out.push_str("<code>");
                    serialise(out, t, false);
                    out.push_str("</code>");
                }
                Event::Start(Tag::Emphasis) => out.push_str("<em>"),
                Event::End(TagEnd::Emphasis) => out.push_str("</em>"),
                Event::Start(Tag::Strong) => out.push_str("<strong>"),
                Event::End(TagEnd::Strong) => out.push_str("</strong>"),
                Event::Start(Tag::Strikethrough) => out.push_str("<del>"),
                Event::End(TagEnd::Strikethrough) => out.push_str("</del>"),
                Event::InlineHtml(h) => {
                    let index = h
                        .strip_prefix(OWN_OPEN)
                        .and_then(|rest| rest.strip_suffix(OWN_CLOSE));
                    if let Some(element) = index.and_then(|i| self.element(i)) {
                        out.push_str(element);
                    }
                }
                _ => {}
            }
        }
    }

    /// The sanitised body with each placeholder replaced by its element. A
    /// placeholder is only ever in text; were one inside a tag, its element
    /// would go there as escaped text, never as markup.
    fn splice(&self, body: String) -> String {
        if self.elements.is_empty() {
            return body;
        }
        let extra: usize = self.elements.iter().map(String::len).sum();
        let mut out = String::with_capacity(body.len() + extra);
        let mut rest = body.as_str();
        let mut in_tag = false;
        let mut in_quote = false;
        while let Some(at) = rest.find(OWN_OPEN) {
            // html5ever writes every `<` of text as `&lt;` and quotes every
            // attribute value, escaping its `"`: a tag is told by these.
            for b in rest[..at].bytes() {
                match b {
                    b'<' if !in_tag => in_tag = true,
                    b'"' if in_tag => in_quote = !in_quote,
                    b'>' if in_tag && !in_quote => in_tag = false,
                    _ => {}
                }
            }
            out.push_str(&rest[..at]);
            let after = &rest[at + OWN_OPEN.len()..];
            let end = after.find(OWN_CLOSE).unwrap_or(after.len());
            match self.element(&after[..end]) {
                Some(e) if !in_tag => out.push_str(e),
                Some(e) => serialise(&mut out, e, true),
                None => {}
            }
            rest = after.get(end + OWN_CLOSE.len_utf8()..).unwrap_or("");
        }
        out.push_str(rest);
        out
    }
}

/// Writes `text` as html5ever's serialiser writes text (`attribute`:
/// an attribute value in double quotes, where `<` and `>` are escaped too)
/// after its tokeniser read it: line breaks as `\n`, NUL dropped from text
/// and replaced in attributes.
fn serialise(out: &mut String, text: &str, attribute: bool) {
    // The bytes written otherwise, as tables: every text and attribute
    // value of a page passes here, byte by byte.
    const fn special(attribute: bool) -> [bool; 256] {
        let mut t = [false; 256];
        t[b'&' as usize] = true;
        t[b'<' as usize] = true;
        t[b'>' as usize] = true;
        t[b'\r' as usize] = true;
        t[0] = true;
        t[b'"' as usize] = attribute;
        t
    }
    const IN_ATTRIBUTE: [bool; 256] = special(true);
    const IN_TEXT: [bool; 256] = special(false);
    let special = if attribute { &IN_ATTRIBUTE } else { &IN_TEXT };
    let bytes = text.as_bytes();
    let mut last = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if !special[usize::from(b)] {
            continue;
        }
        // Every special character is ASCII: `i` is a character boundary.
        out.push_str(&text[last..i]);
        last = i + 1;
        match b {
            b'&' => out.push_str("&amp;"),
            b'"' => out.push_str("&quot;"),
            b'<' => out.push_str("&lt;"),
            b'>' => out.push_str("&gt;"),
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => {}
            b'\r' => out.push('\n'),
            _ if attribute => out.push('\u{FFFD}'),
            _ => {}
        }
    }
    out.push_str(&text[last..]);
}

/// The allow-list of what HTML from Markdown and messages may hold: the
/// elements and attributes pcdocs writes (figures, fallback passages,
/// anchors, tables, footnotes) and the Markdown subset messages may use.
fn sanitizer() -> &'static ammonia::Builder<'static> {
    static BUILDER: std::sync::OnceLock<ammonia::Builder<'static>> = std::sync::OnceLock::new();
    BUILDER.get_or_init(|| {
        use std::collections::{HashMap, HashSet};
        let set = |v: &[&'static str]| v.iter().copied().collect::<HashSet<_>>();
        let mut b = ammonia::Builder::empty();
        b.tags(set(&[
            "p",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "a",
            "em",
            "strong",
            "del",
            "code",
            "pre",
            "blockquote",
            "ul",
            "ol",
            "li",
            "hr",
            "br",
            "table",
            "caption",
            "thead",
            "tbody",
            "tr",
            "th",
            "td",
            "div",
            "data",
            "span",
            "sup",
        ]))
        .tag_attributes(HashMap::from([
            ("h1", set(&["id"])),
            ("h2", set(&["id"])),
            ("h3", set(&["id"])),
            ("h4", set(&["id"])),
            ("h5", set(&["id"])),
            ("h6", set(&["id"])),
            ("a", set(&["href", "title", "aria-label", "hreflang"])),
            ("data", set(&["value", "title", "tabindex"])),
            ("span", set(&["lang", "title", "tabindex"])),
            ("th", set(&["scope"])),
            ("div", set(&["tabindex", "id"])),
            ("ol", set(&["start"])),
        ]))
        .allowed_classes(HashMap::from([
            ("a", set(&["anchor"])),
            ("span", set(&["fallback", "claim"])),
            ("div", set(&["table-wrap", "footnote-definition"])),
            ("th", set(&["num"])),
            ("td", set(&["num"])),
            (
                "sup",
                set(&["footnote-reference", "footnote-definition-label"]),
            ),
        ]))
        .url_schemes(set(&URL_SCHEMES))
        .url_relative(ammonia::UrlRelative::PassThrough)
        .link_rel(None)
        .strip_comments(true);
        b
    })
}

/// Sanitises HTML made from Markdown: only allowed elements, attributes
/// and URL schemes remain (see [`sanitizer`]); the rest is dropped, and the
/// text of dropped elements stays text.
pub fn sanitize(html: &str) -> String {
    // html5ever writes U+00A0 as `&nbsp;`; the character itself is what
    // French spacing put there, and the bytes stay those of the text.
    // Serialised straight into one buffer (its `Display` copies it twice).
    let mut out = Vec::with_capacity(html.len() + html.len() / 8);
    sanitizer()
        .clean(html)
        .write_to(&mut out)
        .expect("writing to memory does not fail");
    let out = String::from_utf8(out).expect("html5ever writes UTF-8");
    if out.contains("&nbsp;") {
        out.replace("&nbsp;", "\u{a0}")
    } else {
        out
    }
}

/// Replaces each table (and the caption paragraph before it) by HTML with a
/// caption, header scopes and numeric alignment as classes, in a box that
/// scrolls instead of the page, and each chart mark by its chart, kept in
/// `own`. With `splice`, a table of text, emphasis and figures is kept there too.
fn with_tables<'a>(
    events: Vec<Event<'a>>,
    marks_out: &dyn MarkWriter,
    own: &mut OwnHtml,
    splice: bool,
) -> Vec<Event<'a>> {
    let mut out = Vec::with_capacity(events.len());
    let mut caption: Option<Vec<Event>> = None;
    let mut i = 0;
    while i < events.len() {
        let is_caption = matches!(&events[i], Event::Start(Tag::Paragraph))
            && matches!(events.get(i + 1), Some(Event::Text(t)) if t.starts_with(CAPTION_MARK));
        if is_caption {
            let end = events[i..]
                .iter()
                .position(|e| matches!(e, Event::End(TagEnd::Paragraph)))
                .map_or(events.len(), |p| i + p);
            let mut inner: Vec<Event> = events[i + 1..end].to_vec();
            if let Some(Event::Text(t)) = inner.first_mut() {
                *t = CowStr::from(t.trim_start_matches(CAPTION_MARK).to_owned());
            }
            caption = Some(inner);
            i = end + 1;
            continue;
        }
        // The data files' paragraph: a page of the site links to them.
        if let (Event::Start(Tag::Paragraph), Some(Event::Text(t))) =
            (&events[i], events.get(i + 1))
            && let Some(rest) = t.strip_prefix(DOWNLOADS_MARK)
        {
            out.push(events[i].clone());
            out.push(Event::Text(CowStr::from(rest.to_owned())));
            i += 2;
            continue;
        }
        let chart = match (&events[i], events.get(i + 1), events.get(i + 2)) {
            (
                Event::Start(Tag::Paragraph),
                Some(Event::Text(t)),
                Some(Event::End(TagEnd::Paragraph)),
            ) => t
                .strip_prefix(CHART_MARK)
                .and_then(|name| marks_out.chart(name.trim())),
            _ => None,
        };
        if let Some(html) = chart {
            out.push(Event::Html(CowStr::from(own.keep(html))));
            i += 3;
            continue;
        }
        if let Event::Start(Tag::Table(aligns)) = &events[i] {
            let end = events[i..]
                .iter()
                .position(|e| matches!(e, Event::End(TagEnd::Table)))
                .map_or(events.len(), |p| i + p);
            let cells = &events[i + 1..end];
            let caption = caption.take();
            let caption = caption.as_deref();
            // A table of text, emphasis and figures is pcdocs' own, as a figure is.
            let html = if splice && only_text(cells) && only_text(caption.unwrap_or_default()) {
                let html = table_html(cells, aligns, caption, Some(own));
                own.keep(html)
            } else {
                table_html(cells, aligns, caption, None)
            };
            out.push(Event::Html(CowStr::from(html)));
            i = end + 1;
            continue;
        }
        if let Some(c) = caption.take() {
            // A caption mark without a table after it stays a paragraph.
            let mut html = String::from("<p>");
            pulldown_cmark::html::push_html(&mut html, c.into_iter());
            html.push_str("</p>\n");
            out.push(Event::Html(CowStr::from(html)));
        }
        out.push(events[i].clone());
        i += 1;
    }
    out
}

/// Whether table events hold nothing but text, emphasis, inline code and
/// pcdocs' own figures (besides the table's own rows and cells), which
/// [`OwnHtml::write_text`] writes.
fn only_text(events: &[Event<'_>]) -> bool {
    events.iter().all(|e| match e {
        Event::Text(_) | Event::Code(_) => true,
        Event::Start(Tag::Emphasis | Tag::Strong | Tag::Strikethrough) => true,
        Event::End(TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough) => true,
        Event::InlineHtml(h) => h.starts_with(OWN_OPEN),
        Event::Start(Tag::TableHead | Tag::TableRow | Tag::TableCell) => true,
        Event::End(TagEnd::TableHead | TagEnd::TableRow | TagEnd::TableCell) => true,
        _ => false,
    })
}

/// A table's HTML; with `own`, its cells' text written as the sanitiser
/// writes it and its figures in place (the table is then pcdocs' own),
/// else as Markdown writes them, to be sanitised.
fn table_html(
    events: &[Event<'_>],
    aligns: &[pulldown_cmark::Alignment],
    caption: Option<&[Event<'_>]>,
    own: Option<&OwnHtml>,
) -> String {
    use pulldown_cmark::Alignment;
    let content = |html: &mut String, events: &[Event<'_>]| match own {
        Some(own) => own.write_text(html, events),
        None => pulldown_cmark::html::push_html(html, events.iter().cloned()),
    };
    let mut html = String::from("<div class=\"table-wrap\" tabindex=\"0\"><table>\n");
    if let Some(caption) = caption {
        html.push_str("<caption>");
        content(&mut html, caption);
        html.push_str("</caption>\n");
    }
    let mut in_head = false;
    let mut col = 0;
    let mut cell: Vec<Event> = Vec::new();
    let mut in_cell = false;
    let mut body_open = false;
    for e in events {
        match e {
            Event::Start(Tag::TableHead) => {
                in_head = true;
                col = 0;
                html.push_str("<thead><tr>");
            }
            Event::End(TagEnd::TableHead) => {
                in_head = false;
                html.push_str("</tr></thead>\n");
            }
            Event::Start(Tag::TableRow) => {
                if !body_open {
                    html.push_str("<tbody>\n");
                    body_open = true;
                }
                col = 0;
                html.push_str("<tr>");
            }
            Event::End(TagEnd::TableRow) => html.push_str("</tr>\n"),
            Event::Start(Tag::TableCell) => {
                in_cell = true;
                cell.clear();
            }
            Event::End(TagEnd::TableCell) => {
                in_cell = false;
                let num = matches!(aligns.get(col), Some(Alignment::Right));
                let class = if num { " class=\"num\"" } else { "" };
                let (tag, scope) = match (in_head, col) {
                    (true, _) => ("th", " scope=\"col\""),
                    (false, 0) => ("th", " scope=\"row\""),
                    _ => ("td", ""),
                };
                for piece in ["<", tag, scope, class, ">"] {
                    html.push_str(piece);
                }
                content(&mut html, &cell);
                cell.clear();
                for piece in ["</", tag, ">"] {
                    html.push_str(piece);
                }
                col += 1;
            }
            e if in_cell => cell.push(e.clone()),
            _ => {}
        }
    }
    if body_open {
        html.push_str("</tbody>\n");
    }
    html.push_str("</table></div>\n");
    html
}

fn level_num(l: HeadingLevel) -> u8 {
    l as u8
}

pub use crate::l10n::marks::escape;

/// Markdown that keeps its figures: the page's Markdown with its raw HTML
/// and disallowed links neutralised (`neutralise`, over the whole document),
/// then each figure, fallback passage and claim mark turned into the same
/// inline element the HTML page has (`<data value title>`, `<span>`), for
/// sites that render Markdown themselves (Starlight). Inside code the marks
/// are dropped, as there the element would show as text. Each element is
/// one line, with `|` and `` ` `` written as character references, so none
/// can end a table row, split a cell or close a code span. Chart and
/// caption marks are left for the caller, as is typography (see
/// [`typeset_markdown`]).
pub fn marks_to_inline_html(markdown: &str, marks_out: &dyn MarkWriter) -> String {
    let text = neutralise(markdown);
    let mut code = Vec::new();
    let mut block_start = None;
    for (event, range) in Parser::new_ext(&text, options()).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(_)) => block_start = Some(range.start),
            Event::End(TagEnd::CodeBlock) => {
                code.push(block_start.take().unwrap_or(range.start)..range.end);
            }
            Event::Code(_) => code.push(range),
            _ => {}
        }
    }
    code.sort_by_key(|r| r.start);
    // A backtick in an attribute could close a code span the text opened.
    let element = |tag: String| {
        tag.replace('\n', "&#10;")
            .replace('|', "&#124;")
            .replace('`', "&#96;")
    };
    let mut out = String::with_capacity(text.len() * 2);
    let mut last = 0;
    let convert = |out: &mut String, part: &str| {
        for piece in marks::pieces(part) {
            match piece {
                Piece::Text(s) => out.push_str(s),
                Piece::FigureStart(ids) => out.push_str(&element(open_tag(
                    "data",
                    &marks_out.figure_attributes(&ids),
                ))),
                Piece::FigureEnd => out.push_str("</data>"),
                Piece::FallbackStart => {
                    out.push_str(&element(open_tag("span", &marks_out.fallback_attributes())))
                }
                Piece::ClaimStart(names) => out.push_str(&element(open_tag(
                    "span",
                    &marks_out.claim_attributes(&names),
                ))),
                Piece::FallbackEnd | Piece::ClaimEnd => out.push_str("</span>"),
            }
        }
    };
    for r in code {
        if r.start < last {
            continue;
        }
        convert(&mut out, &text[last..r.start]);
        out.push_str(&marks::strip(&text[r.clone()]));
        last = r.end;
    }
    convert(&mut out, &text[last..]);
    out
}

#[cfg(test)]
mod tests {
    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(512))]
        /// The shortcut of the French twin gives what typesetting every
        /// text of the parsed document gives, on documents made of the
        /// characters the pass and Markdown's syntax care about.
        #[test]
        fn french_twins_read_as_if_every_text_were_typeset(
            markdown in "(a|a|a|a|b|c| | | |[«»:;?!%\\`*_\\[\\]()|#>\n-]|\u{a0}|\u{202f}|```\n|<b>){0,24}",
        ) {
            let want = typeset_texts(&markdown, french_typography);
            proptest::prop_assert_eq!(typeset_markdown(&markdown, "fr"), want);
        }
    }

    use super::*;

    struct Inline;
    impl MarkWriter for Inline {
        fn figure_attributes(&self, ids: &[usize]) -> Vec<(&'static str, String)> {
            vec![("value", format!("{ids:?}")), ("title", "a | b\nc".into())]
        }
        fn fallback_attributes(&self) -> Vec<(&'static str, String)> {
            vec![("class", "fallback".into()), ("lang", "en".into())]
        }
        fn chart(&self, _: &str) -> Option<String> {
            None
        }
    }

    #[test]
    fn marks_become_one_line_elements_and_raw_html_stays_text() {
        let fig = marks::figure(&[3], "1.2×");
        let md =
            format!("Gain {fig} <b>bold</b> [x](javascript:y) `{fig}`\n\n| a |\n|--|\n| {fig} |\n");
        let out = marks_to_inline_html(&md, &Inline);
        assert_eq!(
            out,
            "Gain <data value=\"[3]\" title=\"a &#124; b&#10;c\">1.2×</data> \\<b>bold\\</b> \\[x](javascript:y) `1.2×`\n\n| a |\n|--|\n| <data value=\"[3]\" title=\"a &#124; b&#10;c\">1.2×</data> |\n"
        );
        let html = to_html(&out, &Inline).body;
        // One figure in the paragraph, one in the table's only cell.
        assert_eq!(html.matches("<data value=\"[3]\"").count(), 2, "{html}");
        assert!(html.contains("row\"><data value"), "{html}");
        assert!(!html.contains("<b>") && !html.contains("href"), "{html}");
    }

    proptest::proptest! {
        #[test]
        fn no_message_text_parses_to_markup(
            parts in proptest::collection::vec(proptest::prop_oneof![
                proptest::string::string_regex("[a-z <>/=\"'\\[\\]()!:#*`\\\\\n]{0,12}").unwrap(),
                proptest::strategy::Just("<img src=x onerror=y>".to_owned()),
                proptest::strategy::Just("[a](javascript:b)".to_owned()),
                proptest::strategy::Just("<script>".to_owned()),
                proptest::strategy::Just("](data:x)".to_owned()),
                proptest::strategy::Just("<!-- c -->".to_owned()),
                proptest::strategy::Just("\\".to_owned()),
                proptest::strategy::Just("![p](https://t.example/p.gif)".to_owned()),
                proptest::strategy::Just("\n[t]: https://t.example/q.gif\n".to_owned()),
                proptest::strategy::Just("![a][t]".to_owned()),
                proptest::strategy::Just("<vbscript:x>".to_owned()),
                proptest::strategy::Just("&lt;script&gt;".to_owned()),
                proptest::strategy::Just("&#60;".to_owned()),
            ], 0..8)
        ) {
            let text = parts.concat();
            let (safe, refused) = refusals(&text);
            proptest::prop_assert_eq!(refused.is_empty(), safe == text.as_str());
            // For another reader, each `<` and `[` of the text is escaped,
            // and the text shows the same.
            let other = escape_literal_openers(&safe);
            proptest::prop_assert_eq!(plain_text(&other), plain_text(&safe));
            let mut in_code = false;
            for (e, range) in Parser::new_ext(&other, options()).into_offset_iter() {
                match e {
                    Event::Start(Tag::CodeBlock(_)) => in_code = true,
                    Event::End(TagEnd::CodeBlock) => in_code = false,
                    _ => {}
                }
                if let Event::Text(_) = e && !in_code {
                    let source = &other[range.clone()];
                    for (i, _) in source.match_indices(['<', '[']) {
                        let before = other[..range.start + i].bytes().rev().take_while(|&b| b == b'\\').count();
                        proptest::prop_assert!(before % 2 == 1, "{:?} → {:?}", text, other);
                    }
                }
            }
            // Nothing is left to refuse.
            proptest::prop_assert_eq!(refusals(&safe).1, Vec::new());
            let parser = Parser::new_ext(&safe, options());
            proptest::prop_assert!(parser.reference_definitions().iter().next().is_none(), "{:?} → {:?}", text, safe);
            for e in parser {
                proptest::prop_assert!(!matches!(e, Event::Html(_) | Event::InlineHtml(_)), "{:?} → {:?}", text, safe);
                proptest::prop_assert!(!matches!(e, Event::Start(Tag::Image { .. })), "{:?} → {:?}", text, safe);
                if let Event::Start(Tag::Link { link_type, dest_url, .. }) = e {
                    proptest::prop_assert!(allowed_link(link_type, &dest_url), "{:?} → {:?}", text, safe);
                }
            }
        }

        /// A reader with smart punctuation on (Astro's default) reads the
        /// escaped text as pulldown-cmark reads the text without it: no
        /// dash, ellipsis or curly quote is made, in text or in code.
        #[test]
        fn smart_punctuation_changes_nothing_once_escaped(
            text in "([a-z .\"'`*_|\n#>-]|--|[.][.][.]|```\n|[\\\\]-){0,24}",
        ) {
            let read = |markdown: &str, options: Options| {
                let mut out = String::new();
                for e in Parser::new_ext(markdown, options) {
                    match e {
                        Event::Text(t) | Event::Code(t) => out.push_str(&t),
                        Event::SoftBreak | Event::HardBreak => out.push('\n'),
                        _ => {}
                    }
                }
                out
            };
            let escaped = escape_literal_openers(&text);
            let smart = options() | Options::ENABLE_SMART_PUNCTUATION;
            proptest::prop_assert_eq!(read(&escaped, smart), read(&text, options()), "{:?}", escaped);
        }
    }

    /// The text and code a Markdown document shows, in order.
    fn plain_text(markdown: &str) -> String {
        Parser::new_ext(markdown, options())
            .filter_map(|e| match e {
                Event::Text(t) | Event::Code(t) => Some(t.into_string()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn messages_keep_their_markdown_and_lose_markup() {
        for (text, want) in [
            (
                "*fine* [docs](https://x.org/a) [here](#results) [up](../b/)",
                None,
            ),
            (
                "<img src=x onerror=alert(1)> text",
                Some("\\<img src=x onerror=alert(1)> text"),
            ),
            ("a <b>bold</b> word", Some("a \\<b>bold\\</b> word")),
            (
                "[x](javascript:alert(1))",
                Some("\\[x](javascript:alert(1))"),
            ),
            (
                "![i](data:image/png;base64,AA)",
                Some("!\\[i](data:image/png;base64,AA)"),
            ),
            (
                "[x](JaVaScript:alert(1))",
                Some("\\[x](JaVaScript:alert(1))"),
            ),
            (
                "<javascript:alert(1)> and <https://x.org>",
                Some("\\<javascript:alert(1)> and <https://x.org>"),
            ),
            ("`<b>` in code", None),
            ("less than \\<1%", None),
            (
                "a ![](https://tracker.example/p.gif) pixel",
                Some("a !\\[](https://tracker.example/p.gif) pixel"),
            ),
            (
                "![logo][t]\n\n[t]: https://tracker.example/p.gif",
                Some("!\\[logo][t]\n\n\\[t]: https://tracker.example/p.gif"),
            ),
            (
                "[a](ftp://x.example/) <vbscript:y>",
                Some("\\[a](ftp://x.example/) \\<vbscript:y>"),
            ),
            (
                "&lt;script&gt;x &#60;/script> but a &lt; b",
                Some("\\&lt;script&gt;x \\&#60;/script> but a &lt; b"),
            ),
        ] {
            let got = neutralise(text);
            assert_eq!(got, want.unwrap_or(text), "{text}");
            // What is left parses to no HTML and no link but allowed ones.
            for e in Parser::new_ext(&got, options()) {
                assert!(
                    !matches!(e, Event::Html(_) | Event::InlineHtml(_)),
                    "{text}: {e:?}"
                );
                assert!(!matches!(e, Event::Start(Tag::Image { .. })), "{text}");
                if let Event::Start(Tag::Link {
                    link_type,
                    dest_url,
                    ..
                }) = e
                {
                    assert!(allowed_link(link_type, &dest_url), "{text}: {dest_url}");
                }
            }
        }
    }

    struct Plain;
    impl MarkWriter for Plain {
        fn figure_attributes(&self, ids: &[usize]) -> Vec<(&'static str, String)> {
            vec![("value", ids[0].to_string())]
        }
        fn fallback_attributes(&self) -> Vec<(&'static str, String)> {
            vec![("lang", "en".into())]
        }
        fn chart(&self, _: &str) -> Option<String> {
            None
        }
    }

    #[test]
    fn headings_get_stable_unique_anchors() {
        let html = to_html(
            "# Results {#results}\n\n## Results\n\n## Résultats 2\n",
            &Plain,
        );
        let ids: Vec<_> = html.headings.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(ids, ["results", "results-2", "résultats-2"]);
        assert!(html.body.contains("<h1 id=\"results\">"));
    }

    #[test]
    fn han_and_latin_are_spaced_apart() {
        assert_eq!(han_latin_typography("2顆CPU"), "2 顆 CPU");
        assert_eq!(han_latin_typography("HTTP/2與HTTP/3"), "HTTP/2 與 HTTP/3");
        assert_eq!(
            han_latin_typography("2026年10月11日至12日"),
            "2026 年 10 月 11 日至 12 日"
        );
        // Full-width punctuation takes no space; existing spaces are kept.
        assert_eq!(
            han_latin_typography("nginx、Caddy，以及 Traefik"),
            "nginx、Caddy，以及 Traefik"
        );
        assert_eq!(han_latin_typography("（HTTP/2）"), "（HTTP/2）");
        // No ordinary space after full-width punctuation.
        assert_eq!(han_latin_typography("本表資料： "), "本表資料：");
        assert_eq!(han_latin_typography("（2） nginx"), "（2）nginx");
        assert_eq!(han_latin_typography("a: b"), "a: b");
        // A space a placeable left between Han characters goes.
        assert_eq!(han_latin_typography("反向代理 的降幅"), "反向代理的降幅");
        assert_eq!(
            han_latin_typography("執行 四個 Node.js"),
            "執行四個 Node.js"
        );
        let claim = marks::claim(&["x".to_owned()], "代理");
        assert_eq!(
            han_latin_typography(&format!("反向 {claim} 的")),
            format!("反向{claim}的")
        );
    }

    #[test]
    fn han_latin_spaces_go_outside_figures() {
        let fig = marks::figure(&[3, 4], "93.1%");
        assert_eq!(
            han_latin_typography(&format!("約{fig}的")),
            format!("約 {fig} 的")
        );
        // The figure's ids are no digits of the text.
        let fig = marks::figure(&[12], "倍");
        assert_eq!(
            han_latin_typography(&format!("約{fig}")),
            format!("約{fig}")
        );
        let fig = marks::figure(&[1], "2026年");
        assert_eq!(
            han_latin_typography(&format!("{fig}HTTP")),
            format!("{} HTTP", marks::figure(&[1], "2026 年"))
        );
    }

    #[test]
    fn french_spacing_uses_no_break_spaces() {
        assert_eq!(
            french_typography("Note : oui ; « bien » ?"),
            "Note\u{a0}: oui\u{202f}; «\u{a0}bien\u{a0}»\u{202f}?"
        );
        assert_eq!(french_typography("déjà\u{a0}:"), "déjà\u{a0}:");
        // Spaces at either end, runs of them, and marks beside them.
        assert_eq!(french_typography(" ! « "), "\u{202f}! «\u{a0}");
        assert_eq!(french_typography("a  %"), "a \u{202f}%");
        let fig = marks::figure(&[0], "8\u{202f}%");
        assert_eq!(
            french_typography(&format!("{fig} !")),
            format!("{fig}\u{202f}!")
        );
    }

    #[test]
    fn ascii_and_common_ideographs_are_judged_as_the_unicode_data_judges_them() {
        use icu_properties::{CodePointMapData, props::GeneralCategory, props::Script};
        let ideographs = ('\u{4E00}'..='\u{9FFF}').inspect(|&c| {
            assert_eq!(
                CodePointMapData::<Script>::new().get(c),
                Script::Han,
                "{c:?}"
            );
            assert_eq!(
                CodePointMapData::<GeneralCategory>::new().get(c),
                GeneralCategory::OtherLetter,
                "{c:?}"
            );
        });
        for c in (0u8..=127).map(char::from).chain(ideographs) {
            let script = CodePointMapData::<Script>::new().get(c);
            let category = CodePointMapData::<GeneralCategory>::new().get(c);
            assert_eq!(is_han(c), script == Script::Han, "{c:?}");
            assert_eq!(
                is_latin_side(c),
                script == Script::Latin || category == GeneralCategory::DecimalNumber || c == '%',
                "{c:?}"
            );
        }
    }

    #[test]
    fn headings_get_anchor_links() {
        let html = to_html("## Résultats { #results }\n", &Plain).body;
        assert!(html.contains("<h2 id=\"results\">Résultats<a class=\"anchor\" href=\"#results\" aria-label=\"Link to this section\">#</a></h2>"), "{html}");
    }

    #[test]
    fn heading_attributes_keep_only_an_author_id() {
        struct Author;
        impl MarkWriter for Author {
            fn figure_attributes(&self, _: &[usize]) -> Vec<(&'static str, String)> {
                Vec::new()
            }
            fn fallback_attributes(&self) -> Vec<(&'static str, String)> {
                Vec::new()
            }
            fn chart(&self, _: &str) -> Option<String> {
                None
            }
            fn heading_id(&self, id: &str) -> bool {
                author_heading_ids("## {{ t(id=\"h\") }} { #results }\n").contains(id)
            }
        }
        let html = to_html(
            "## A { #results .x onfocus=alert(1) }\n\n## B { #evil }\n\nC { onfocus=y }\n===\n",
            &Author,
        )
        .body;
        assert!(
            !html.contains("onfocus") && !html.contains("class=\"x\""),
            "{html}"
        );
        assert!(html.contains("<h2 id=\"results\">A"), "{html}");
        assert!(html.contains("<h2 id=\"b\">B"), "{html}");
        assert!(html.contains("<h1 id=\"c\">C"), "{html}");
    }

    /// Raw elements that look like pcdocs' own marks, with nothing else
    /// raw around them, still go through the sanitiser.
    #[test]
    fn raw_spans_and_data_elements_are_sanitised() {
        for md in [
            "a <span onclick=\"x()\">b</span> c\n",
            "a <data value=1 onmouseover=y>b</data>\n",
            "a <span class=\"claim\" style=\"x\">b\n",
        ] {
            let html = to_html(md, &Plain).body;
            for bad in ["onclick", "onmouseover", "style"] {
                assert!(!html.contains(bad), "{bad} in {html}");
            }
        }
    }

    /// What skips the sanitiser is what a page of prose, figures, claims
    /// and links mostly is; raw HTML, images, breaks, code blocks, tables
    /// written as Markdown and odd links go through it.
    #[test]
    fn plain_prose_skips_the_sanitiser_and_the_rest_does_not() {
        let keeps = |md: &str| {
            let events: Vec<Event> = Parser::new_ext(md, options()).collect();
            sanitiser_keeps(&events)
        };
        for md in [
            "## Results { #results }\n\nSome *text* & **more** `code` ~~old~~.\n",
            "- a\n- [b](../b/) [c](#c) [d](https://d.example/x?y=1) <https://e.example/> <a@b.example>\n\n3. x\n4. y\n",
        ] {
            assert!(keeps(md), "{md}");
        }
        for md in [
            "a <b>b</b>\n",
            "a  \nb\n",
            "---\n",
            "![i](x.png)\n",
            "```\nx\n```\n",
            "| a |\n|--|\n| b |\n",
            "[x](javascript:y)\n",
            "[x](http://[::1/)\n",
            "[x](a'b)\n",
            "[x](a \"t&u\")\n",
            "## H { .c }\n",
            "> quote\n",
            "x[^1]\n\n[^1]: y\n",
        ] {
            let events: Vec<Event> = Parser::new_ext(md, options()).collect();
            let raw = events
                .iter()
                .any(|e| matches!(e, Event::Html(_) | Event::InlineHtml(_)));
            assert!(raw || !sanitiser_keeps(&events), "{md}");
        }
        // Marks as pcdocs writes them: kept when nested, not when crossed.
        let own = |h: &'static str| Event::InlineHtml(CowStr::Borrowed(h));
        let p = |inner: Vec<Event<'static>>| {
            let mut v = vec![Event::Start(Tag::Paragraph)];
            v.extend(inner);
            v.push(Event::End(TagEnd::Paragraph));
            v
        };
        let text = || Event::Text(CowStr::Borrowed("t"));
        assert!(sanitiser_keeps(&p(vec![
            own("<span class=\"claim\" title=\"x\">"),
            own("<data value=\"1\">"),
            text(),
            own("</data>"),
            own("</span>"),
        ])));
        assert!(!sanitiser_keeps(&p(vec![
            own("<span class=\"claim\">"),
            Event::Start(Tag::Strong),
            text(),
            own("</span>"),
            Event::End(TagEnd::Strong),
        ])));
        assert!(!sanitiser_keeps(&p(vec![own("<span>"), text()])));
    }

    #[test]
    fn raw_html_and_script_links_from_messages_are_removed() {
        let html = to_html(
            "Hi <img src=x onerror=alert(1)> <script>alert(2)</script> [x](javascript:alert(3)) [ok](https://a.example/) [rel](../b/) [frag](#c) <b onclick=z>bold</b>\n\n<div onmouseover=q>block</div>\n",
            &Plain,
        )
        .body;
        for bad in [
            "<img",
            "onerror",
            "<script",
            "alert(2)",
            "javascript:",
            "onclick",
            "<b",
            "onmouseover",
        ] {
            assert!(!html.contains(bad), "{bad} in {html}");
        }
        assert!(
            html.contains("<a href=\"https://a.example/\">ok</a>"),
            "{html}"
        );
        assert!(html.contains("<a href=\"../b/\">rel</a>"), "{html}");
        assert!(html.contains("<a href=\"#c\">frag</a>"), "{html}");
        assert!(
            html.contains(" bold</p>") && html.contains("<div>block</div>"),
            "{html}"
        );
    }

    #[test]
    fn charts_are_spliced_in_after_sanitising() {
        struct Chart;
        impl MarkWriter for Chart {
            fn figure_attributes(&self, _: &[usize]) -> Vec<(&'static str, String)> {
                Vec::new()
            }
            fn fallback_attributes(&self) -> Vec<(&'static str, String)> {
                Vec::new()
            }
            fn chart(&self, name: &str) -> Option<String> {
                Some(format!(
                    "<figure class=\"chart\"><svg><text>{name}</text></svg></figure>\n"
                ))
            }
        }
        let md = format!("Before\n\n{CHART_MARK}speed\n\nAfter\n");
        let html = to_html(&md, &Chart).body;
        assert_eq!(
            html,
            "<p>Before</p>\n<figure class=\"chart\"><svg><text>speed</text></svg></figure>\n<p>After</p>\n"
        );
    }

    /// Figures with whatever value and title a test gives them.
    struct Given(String, String);
    impl MarkWriter for Given {
        fn figure_attributes(&self, ids: &[usize]) -> Vec<(&'static str, String)> {
            vec![
                ("value", format!("{}{}", self.0, ids[0])),
                ("title", self.1.clone()),
            ]
        }
        fn fallback_attributes(&self) -> Vec<(&'static str, String)> {
            vec![("class", "fallback".into()), ("lang", "en".into())]
        }
        fn chart(&self, _: &str) -> Option<String> {
            None
        }
        fn anchor_label(&self) -> String {
            self.1.clone()
        }
    }

    /// Where a figure may stand in a page's Markdown, `{f}` for the figure.
    const PLACES: &[&str] = &[
        "Before {f} after\n",
        "## Head {f} { #h }\n",
        "## A <a href=\"x\">{f} { #h }\n\n### *B* [c](d) `e` {f}\n\nT\n---\n",
        "- a {f}\n- b\n",
        "| a | b |\n|--|--|\n| {f} | x |\n",
        "\u{E005}Cap {f}\n\n| a |\n|--|\n| {f} |\n",
        "\u{E005}\n\n| a {f} | b |\n|:-:|--:|\n| {f} | &amp; {f} |\n| x |\n",
        "\u{E005}*Cap* {f}\n\n| a |\n|--|\n| {f} |\n",
        "| a |\n|--|\n| `{f}` |\n\n| b |\n|--|\n| [l](u) {f} |\n",
        "\u{E005}*Cap* `{f}`\n\n| *a {f}* | **b** `c{f}` ~~d~~ |\n|--|--:|\n| *{f}* | _x **{f}**_ |\n",
        "- | a |\n  |--|\n  | {f} |\n\n> | b |\n> |--|\n> | {f} |\n",
        "*em {f}* and **{f}**\n",
        "[link {f}](https://a.example/)\n",
        "![alt {f}](x.png) [![i {f}](y.png)](z)\n",
        "`{f}` and {f}\n",
        "> quote {f}\n",
        "x[^1]\n\n[^1]: {f}\n",
        "<b>{f}</b> <p title=\"{f}\">",
        "```\n{f}\n```\n",
        "<span onclick=\"x\">{f}</span> <data value=1>{f}</data>\n",
        "[a {f}](javascript:x)\n",
        "[b {f}](http://[::1/)\n",
        "[c {f}](a'b&c) [d](x&y)\n",
        "[d {f}](x \"t'&\")\n",
        "<a@b.example> <https://e.example/{f}> [e](mailto:a@b.example) [{f}](../x/#y)\n",
        "3. {f}\n   - *{f}*\n\n   more {f}\n4. ~~{f}~~  \n   z\n\n---\n",
    ];

    proptest::proptest! {
        /// A figure written after sanitising is byte for byte what the
        /// sanitiser writes for it, wherever it stands and whatever its
        /// text and attributes hold; the same figure is never markup.
        #[test]
        fn spliced_figures_are_what_the_sanitiser_writes(
            text in "[\\PC\r\n\0&<>\"'\u{a0}\\\\*_`|#\\[\\]()!{}]{0,16}",
            value in "[\\PC\r\0&<>\"\u{a0}]{0,8}",
            title in "[\\PC\r\n\0&<>\"'\u{a0}]{0,24}",
            place in proptest::sample::select(PLACES),
            how in 0..5usize,
        ) {
            let figure = match how {
                0 => marks::figure(&[1], &text),
                // Nested, unclosed, in a fallback passage, in a claim.
                1 => marks::figure(&[2], &format!("a {} b", marks::figure(&[1], &text))),
                2 => format!("{}3{}{text}", marks::FIG_OPEN, marks::FIG_MID),
                3 => marks::fallback(&marks::figure(&[1], &text)),
                _ => marks::claim(&["c".to_owned()], &marks::figure(&[1], &text)),
            };
            let md = place.replace("{f}", &figure);
            let writer = Given(value, title);
            let spliced = to_html_with(&md, &writer, true).body;
            let sanitised = to_html_with(&md, &writer, false).body;
            proptest::prop_assert_eq!(spliced, sanitised, "{:?}", md);
        }
    }

    #[test]
    fn a_placeholder_inside_a_tag_is_never_markup() {
        let mut own = OwnHtml {
            open: Some((vec![("title", "t".into())], "1".into())),
            ..OwnHtml::default()
        };
        let Event::InlineHtml(placeholder) = own.close() else {
            panic!("a placeholder is inline HTML")
        };
        let body = format!("<a title=\"x>{placeholder}\">y</a> {placeholder}");
        assert_eq!(
            own.splice(body),
            "<a title=\"x>&lt;data title=&quot;t&quot;&gt;1&lt;/data&gt;\">y</a> <data title=\"t\">1</data>"
        );
    }

    #[test]
    fn marks_become_elements_and_data_is_escaped() {
        let md = format!(
            "Ratio {} and {}",
            marks::figure(&[7], "1.2×"),
            escape("<script>alert(1)</script>")
        );
        let html = to_html(&md, &Plain).body;
        assert!(html.contains("<data value=\"7\">1.2×</data>"), "{html}");
        assert!(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{html}"
        );
    }
}
