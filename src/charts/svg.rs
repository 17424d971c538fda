//! XML text helpers and the rewrite of plotters' SVG into the inlinable form.

use std::fmt::Write as _;

/// Escapes text for XML content and attribute values.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if !allowed_in_xml(c) => {}
            c => out.push(c),
        }
    }
    out
}

/// Characters XML 1.0 allows at all (tab, newlines and the printable rest).
fn allowed_in_xml(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r') || (!c.is_control() && c != '\u{FFFE}' && c != '\u{FFFF}')
}

/// Caller text meant for one line of a chart: control characters (newlines,
/// tabs, anything XML forbids) become spaces, runs of spaces collapse.
pub(crate) fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last_space = true;
    for c in text.chars() {
        let c = if c.is_control() || c == '\u{FFFE}' || c == '\u{FFFF}' {
            ' '
        } else {
            c
        };
        if c == ' ' {
            if !last_space {
                out.push(' ');
            }
            last_space = true;
        } else {
            out.push(c);
            last_space = false;
        }
    }
    out.trim_end().to_string()
}

/// The id prefix for a chart: `key` itself when it is already a safe id
/// (ASCII letter first, then letters, digits, `-`, `_`), otherwise a slug of
/// it with a hash suffix so that distinct keys keep distinct ids.
pub(crate) fn chart_id(key: &str) -> String {
    let safe = key.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if safe {
        return key.to_string();
    }
    let mut slug = String::from("chart");
    let mut in_word = false;
    for c in key.chars() {
        if c.is_ascii_alphanumeric() {
            if !in_word {
                slug.push('-');
            }
            slug.push(c.to_ascii_lowercase());
            in_word = true;
        } else {
            in_word = false;
        }
    }
    // FNV-1a, 32 bits: stable across runs and platforms.
    let mut hash: u32 = 0x811c_9dc5;
    for b in key.bytes() {
        hash ^= u32::from(b);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    let _ = write!(slug, "-{hash:08x}");
    slug
}

/// The font stack the browser draws with: system sans-serif faces first,
/// then common Traditional Chinese faces, then the generic family.
pub const FONT_FAMILY: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, \
'Noto Sans', 'Helvetica Neue', Arial, 'Noto Sans CJK TC', 'Noto Sans TC', \
'PingFang TC', 'Microsoft JhengHei', sans-serif";

/// What goes on the root element.
pub(crate) struct Root<'a> {
    pub kind: &'a str,
    pub width: u32,
    pub height: u32,
    pub id: &'a str,
    pub title: &'a str,
    pub desc: &'a str,
    pub rtl: bool,
}

/// Rewrites the document plotters wrote into the final SVG:
/// - a new root `<svg>` with a `viewBox` and no pixel size, `role="img"`,
///   `aria-labelledby`/`aria-describedby`, classes and the font stack;
/// - `<title>` and `<desc>` as its first children;
/// - plotters' black (the foreground sentinel) becomes `currentColor`;
/// - `opacity="1"` and the per-element `font-family` are dropped, font
///   sizes are written with at most one decimal;
/// - each `<text>` is kept on one line.
///
/// Every pattern replaced contains a `"`, which caller text can never
/// contain after plotters' escaping, so caller text is never rewritten.
pub(crate) fn finish(raw: &str, root: &Root<'_>) -> Svg {
    let mut out = String::with_capacity(raw.len() + 512);
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" \
         class=\"pc-chart pc-chart-{kind}\" role=\"img\" \
         aria-labelledby=\"{id}-title\" aria-describedby=\"{id}-desc\" \
         font-family=\"{font}\">",
        w = root.width,
        h = root.height,
        kind = root.kind,
        id = escape(root.id),
        font = FONT_FAMILY,
    );
    let open = out.len() - ">\n".len();
    let _ = write!(
        out,
        "<title id=\"{id}-title\">{title}</title>\n\
         <desc id=\"{id}-desc\">{desc}</desc>\n",
        id = escape(root.id),
        title = escape(root.title),
        desc = escape(root.desc),
    );
    let head = out.len();

    let raw = rewrite_attributes(raw);
    let mut lines = raw.lines().peekable();
    // plotters' own root element.
    if lines.peek().is_some_and(|l| l.starts_with("<svg")) {
        lines.next();
    }
    while let Some(line) = lines.next() {
        // No blank line: an HTML block (a chart inline in Markdown) ends at one.
        if line == "</svg>" || line.trim().is_empty() {
            continue;
        }
        let flipped;
        let line = match root.rtl && line.starts_with("<text") {
            true => {
                flipped = right_to_left(line);
                flipped.as_str()
            }
            false => line,
        };
        push_tag(&mut out, line);
        if line.starts_with("<text") && !line.ends_with("/>") {
            // `<text …>`, its content (one line: callers' text has no
            // newlines left), `</text>`: the content's lines joined by a
            // space, without the spaces that start and end it.
            let start = out.len();
            for next in lines.by_ref() {
                if next == "</text>" {
                    break;
                }
                if out.len() > start {
                    out.push(' ');
                }
                out.push_str(next);
            }
            let end = out.trim_end().len();
            out.truncate(end.max(start));
            let lead = out[start..].len() - out[start..].trim_start().len();
            out.replace_range(start..start + lead, "");
            out.push_str("</text>\n");
        } else {
            out.push('\n');
        }
    }
    out.push_str("</svg>");
    Svg {
        text: out,
        open,
        head,
    }
}

/// A finished chart: one SVG document, whose parts a page that inlines it
/// takes by the offsets `finish` recorded while writing it, never by
/// searching its text. It has no blank line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Svg {
    text: String,
    /// Where the root element's `>` is.
    open: usize,
    /// Where what follows `<title>` and `<desc>` starts.
    head: usize,
}

impl Svg {
    /// The whole document.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    pub fn into_string(self) -> String {
        self.text
    }

    /// The root element's attributes, without `<svg ` and `>`.
    pub fn root_attributes(&self) -> &str {
        &self.text["<svg ".len()..self.open]
    }

    /// `<title>` and `<desc>`, the root's first children, each on a line.
    pub fn head(&self) -> &str {
        &self.text[self.open + 2..self.head]
    }

    /// The drawing: every element after the head, each ending its line,
    /// without the closing `</svg>`.
    pub fn body(&self) -> &str {
        &self.text[self.head..self.text.len() - "</svg>".len()]
    }
}

impl std::ops::Deref for Svg {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

impl std::fmt::Display for Svg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// A `<text …>` tag for right-to-left text: `direction="rtl"` gives its
/// words their order, and the anchor's side is swapped (an RTL text
/// starts at its right edge) so that the label stays where the layout put
/// it.
fn right_to_left(tag: &str) -> String {
    let swapped = if tag.contains(" text-anchor=\"start\"") {
        tag.replacen(" text-anchor=\"start\"", " text-anchor=\"end\"", 1)
    } else {
        tag.replacen(" text-anchor=\"end\"", " text-anchor=\"start\"", 1)
    };
    swapped.replacen("<text", "<text direction=\"rtl\"", 1)
}

/// plotters' attributes that `finish` rewrites, as (from, to).
const REWRITES: [(&str, &str); 3] = [
    ("\"#000000\"", "\"currentColor\""),
    (" opacity=\"1\"", ""),
    (" font-family=\"sans-serif\"", ""),
];

/// `raw` with each of [`REWRITES`] made: leftmost first and, at one place,
/// the first of them that matches. Each pattern's next place is searched
/// for (SIMD `memmem`) only once the text before it is written: the
/// patterns are long and their places few.
fn rewrite_attributes(raw: &str) -> String {
    use memchr::memmem::Finder;
    use std::sync::LazyLock;
    static FINDERS: LazyLock<[Finder<'static>; 3]> =
        LazyLock::new(|| REWRITES.map(|(from, _)| Finder::new(from)));
    let bytes = raw.as_bytes();
    let find = |k: usize, from: usize| FINDERS[k].find(&bytes[from..]).map(|i| from + i);
    let mut next: [Option<usize>; 3] = std::array::from_fn(|k| find(k, 0));
    let mut out = String::with_capacity(raw.len());
    let mut done = 0;
    // The leftmost place; at a tie, the first pattern.
    while let Some((k, at)) = (0..3)
        .filter_map(|k| next[k].map(|at| (k, at)))
        .min_by_key(|&(k, at)| (at, k))
    {
        let (from, to) = REWRITES[k];
        out.push_str(&raw[done..at]);
        out.push_str(to);
        done = at + from.len();
        for (k, place) in next.iter_mut().enumerate() {
            if place.is_some_and(|p| p < done) {
                *place = find(k, done);
            }
        }
    }
    out.push_str(&raw[done..]);
    out
}

/// Writes a line of plotters' SVG with its font size (if any) at one
/// decimal. Every text of every chart has one: written in place.
fn push_tag(out: &mut String, line: &str) {
    use memchr::memmem::Finder;
    use std::sync::LazyLock;
    const ATTRIBUTE: &str = " font-size=\"";
    static FONT_SIZE: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(ATTRIBUTE));
    if let Some(start) = FONT_SIZE.find(line.as_bytes()) {
        let value_start = start + ATTRIBUTE.len();
        if let Some(len) = line[value_start..].find('"') {
            let value = &line[value_start..value_start + len];
            if let Ok(px) = value.parse::<f64>() {
                out.push_str(&line[..value_start]);
                push_fixed1(out, px);
                out.push_str(&line[value_start + len..]);
                return;
            }
        }
    }
    out.push_str(line);
}

/// A number with at most one decimal ("12", "11.5"), written at the end
/// of `out`.
fn push_fixed1(out: &mut String, value: f64) {
    let start = out.len();
    let _ = write!(out, "{value:.1}");
    if out[start..].ends_with(".0") {
        out.truncate(out.len() - 2);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_safe_and_distinct() {
        assert_eq!(chart_id("throughput"), "throughput");
        let a = chart_id("fig 1");
        let b = chart_id("fig-1");
        assert_ne!(a, b);
        assert!(a.starts_with("chart-fig-1-"), "{a}");
        assert_eq!(chart_id("每秒"), chart_id("每秒"));
        assert!(chart_id("").starts_with("chart-"));
        assert!(
            chart_id("\"><x")
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-')
        );
    }

    #[test]
    fn escapes_and_flattens() {
        assert_eq!(
            escape("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&apos;"
        );
        assert_eq!(one_line("a\nb\t\tc \u{0}"), "a b c");
        let fixed1 = |v: f64| {
            let mut out = String::from("x");
            push_fixed1(&mut out, v);
            out.split_off(1)
        };
        assert_eq!(fixed1(12.000000000000002), "12");
        assert_eq!(fixed1(11.5), "11.5");
        assert_eq!(fixed1(-0.04), "-0");
    }
}
