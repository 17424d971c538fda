//! Diagnostics: every problem with the inputs is reported with its file, and
//! line and column where they apply, and all of them are collected in one run.

use std::fmt;
use std::path::Path;

/// One problem with the inputs.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Diagnostic {
    /// Path relative to the project root, with `/` separators.
    pub file: String,
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
    /// The offending source line, shown under the message.
    pub snippet: Option<String>,
    pub hint: Option<String>,
}

impl Diagnostic {
    pub fn new(file: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            file: file.into(),
            line: None,
            column: None,
            message: message.into(),
            snippet: None,
            hint: None,
        }
    }

    pub fn at(mut self, line: usize, column: Option<usize>) -> Self {
        self.line = Some(line);
        self.column = column;
        self
    }

    /// Places the diagnostic at a byte offset of `source`, with the line shown.
    pub fn at_offset(self, source: &str, offset: usize) -> Self {
        let (line, column) = line_col(source, offset);
        let snippet = source.lines().nth(line - 1).map(str::to_owned);
        let mut d = self.at(line, Some(column));
        d.snippet = snippet;
        d
    }

    /// A TOML parse error on `file` whose text is `text`, placed at the
    /// error's span.
    pub fn from_toml(file: impl Into<String>, text: &str, err: &toml::de::Error) -> Self {
        Self::from_toml_at(file, text, 0, err)
    }

    /// A TOML parse error for TOML embedded in a larger `text` (front matter
    /// in a page) that starts at byte `offset` of it: the error's span is
    /// relative to the embedded part, the line and column to `text`.
    pub fn from_toml_at(
        file: impl Into<String>,
        text: &str,
        offset: usize,
        err: &toml::de::Error,
    ) -> Self {
        let d = Self::new(file, err.message().to_owned());
        match err.span() {
            Some(span) => d.at_offset(text, offset + span.start),
            None => d,
        }
    }

    /// Placed at byte `offset` of `map`'s text: at its line and column, or
    /// for text made from another file, at that file's line and column.
    pub fn at_mapped(self, map: &SourceMap, offset: usize) -> Self {
        match map.spans {
            None => self.at_offset(map.text, offset),
            Some(_) => {
                let (line, column) = map.place(offset);
                self.at(line, column)
            }
        }
    }

    pub fn snippet(mut self, text: impl Into<String>) -> Self {
        self.snippet = Some(text.into());
        self
    }

    pub fn hint(mut self, text: impl Into<String>) -> Self {
        self.hint = Some(text.into());
        self
    }
}

/// The longest text quoted in a message or shown as a snippet, in
/// characters: a bad value may be megabytes long.
pub const QUOTE_CHARS: usize = 120;

/// `text` cut to [`QUOTE_CHARS`] characters, with an ellipsis when cut.
pub fn shorten(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// Text quoted in backticks cut to [`QUOTE_CHARS`], and any line of it to
/// three times that: messages quote values from the inputs.
fn shorten_quotes(text: &str) -> String {
    let quoted: Vec<String> = text
        .split('`')
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                shorten(part)
            } else {
                part.to_owned()
            }
        })
        .collect();
    quoted
        .join("`")
        .split('\n')
        .map(|line| match line.char_indices().nth(3 * QUOTE_CHARS) {
            Some((end, _)) => format!("{}…", &line[..end]),
            None => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// At most [`QUOTE_CHARS`] characters of a snippet around 1-based column
/// `column`, and the column within what is shown.
fn window(snippet: &str, column: Option<usize>) -> (String, Option<usize>) {
    let len = snippet.chars().count();
    if len <= QUOTE_CHARS {
        return (snippet.to_owned(), column);
    }
    let at = column.map_or(0, |c| c.saturating_sub(1)).min(len);
    let start = at.saturating_sub(QUOTE_CHARS / 2);
    let end = (start + QUOTE_CHARS).min(len);
    let mut shown: String = snippet.chars().skip(start).take(end - start).collect();
    if start > 0 {
        shown.insert(0, '…');
    }
    if end < len {
        shown.push('…');
    }
    let lead = usize::from(start > 0);
    (shown, column.map(|_| at - start + lead + 1))
}

/// 1-based line and column (in characters) of a byte offset.
pub fn line_col(source: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(source.len());
    let before = &source[..source.floor_char_boundary(offset)];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// A text that diagnostics point into, and for a text made from another
/// file (a page's messages), where in that file each piece of it stands.
#[derive(Debug, Clone, Copy)]
pub struct SourceMap<'a> {
    pub text: &'a str,
    pub spans: Option<&'a [Span]>,
}

impl SourceMap<'_> {
    /// The line and column (when known) that byte `offset` of the text
    /// stands at in the file it names.
    pub fn place(&self, offset: usize) -> (usize, Option<usize>) {
        let Some(spans) = self.spans else {
            let (line, column) = line_col(self.text, offset);
            return (line, Some(column));
        };
        // The last span starting at or before the offset with a place; a
        // span without one belongs to the one above.
        let i = spans.partition_point(|s| s.at <= offset);
        let Some(span) = spans[..i].iter().rev().find(|s| s.line > 0) else {
            return (1, None);
        };
        let between = self
            .text
            .get(span.at.min(offset)..offset.min(self.text.len()))
            .unwrap_or("");
        let column = (span.column > 0 && !between.contains('\n'))
            .then(|| span.column + between.chars().count());
        (span.line, column)
    }
}

/// From byte `at` of a made text on, the text is that of `line` (1-based;
/// 0: no place of its own) from `column` (1-based characters; 0: unknown).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub at: usize,
    pub line: usize,
    pub column: usize,
}

/// Line numbers of byte offsets in one text, each found by binary search
/// over the line starts (so numbering every message of a file stays linear).
pub struct Lines {
    starts: Vec<usize>,
}

impl Lines {
    pub fn new(text: &str) -> Self {
        let mut starts = vec![0];
        starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1));
        Self { starts }
    }

    /// 1-based line of a byte offset.
    pub fn line(&self, offset: usize) -> usize {
        self.starts.partition_point(|&s| s <= offset)
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(col) = self.column {
                write!(f, ":{col}")?;
            }
        }
        write!(f, ": error: {}", shorten_quotes(&self.message))?;
        if let Some(snippet) = &self.snippet {
            let (snippet, column) = window(snippet, self.column);
            write!(f, "\n   | {snippet}")?;
            if let Some(col) = column {
                write!(f, "\n   | {}^", " ".repeat(col.saturating_sub(1)))?;
            }
        }
        if let Some(hint) = &self.hint {
            write!(f, "\n   = hint: {}", shorten_quotes(hint))?;
        }
        Ok(())
    }
}

/// All problems found in one run, sorted so the report is stable.
#[derive(Debug, Default, Clone)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.0.push(d);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn extend(&mut self, other: Diagnostics) {
        self.0.extend(other.0);
    }

    /// Turns the collection into a result: `Err` when anything was reported.
    pub fn into_result(mut self) -> Result<(), Diagnostics> {
        if self.0.is_empty() {
            Ok(())
        } else {
            self.0.sort();
            self.0.dedup();
            Err(self)
        }
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Self {
        Diagnostics(vec![d])
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

/// A failure that is not the inputs' fault: the file system or the machine
/// refused what pcdocs had to do (exit status 70). Problems of the inputs
/// are [`Diagnostics`] (exit status 1).
#[derive(Debug)]
pub struct Failure {
    /// What pcdocs was doing, after "cannot": "write site", "serve".
    pub what: String,
    pub source: std::io::Error,
}

impl Failure {
    pub fn new(what: impl Into<String>, source: std::io::Error) -> Self {
        Self {
            what: what.into(),
            source,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot {}: {}", self.what, self.source)
    }
}

impl std::error::Error for Failure {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.source)
    }
}

/// What a command that both reads inputs and writes (or serves) can end
/// with: problems in the inputs, or a failure of the machine. The command
/// line takes its exit status from the variant alone (1 or 70).
#[derive(Debug)]
pub enum Error {
    Input(Diagnostics),
    Failure(Failure),
}

impl From<Diagnostics> for Error {
    fn from(d: Diagnostics) -> Self {
        Error::Input(d)
    }
}

impl From<Diagnostic> for Error {
    fn from(d: Diagnostic) -> Self {
        Error::Input(d.into())
    }
}

impl From<Failure> for Error {
    fn from(f: Failure) -> Self {
        Error::Failure(f)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input(d) => d.fmt(f),
            Error::Failure(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Error {}

/// Path of `path` relative to `root`, with `/` separators, for messages and
/// provenance (never an absolute path of the machine that built the site).
pub fn rel(root: &Path, path: &Path) -> String {
    let p = path.strip_prefix(root).unwrap_or(path);
    // A path outside the root stays as given: `/` joins the root folder's
    // empty name to the rest.
    p.components()
        .map(|c| match c {
            std::path::Component::RootDir => "".into(),
            c => c.as_os_str().to_string_lossy(),
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The private-use characters pcdocs reserves for its own marks
/// (`l10n::marks`), which therefore no input may contain. Defined here, at
/// the bottom, so that the check on reading needs nothing above it.
pub const RESERVED_MARKS: std::ops::RangeInclusive<char> = '\u{E000}'..='\u{E009}';

/// Whether `c` is one of the characters of [`RESERVED_MARKS`].
pub fn is_reserved_mark(c: char) -> bool {
    RESERVED_MARKS.contains(&c)
}

/// The byte offset of the first of [`RESERVED_MARKS`] in `text`. They are
/// EE 80 80 to EE 80 89 in UTF-8, and EE only ever starts a character:
/// `memmem` finds them where a scan decoding every character of every
/// input file showed in profiles.
pub fn find_reserved_mark(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    memchr::memmem::find_iter(bytes, b"\xEE\x80")
        .find(|&i| bytes.get(i + 2).is_some_and(|b| (0x80..=0x89).contains(b)))
}

/// Reads a UTF-8 text file, reporting unreadable or non-UTF-8 files.
/// The largest input file read: results, messages and pages are text that a
/// person reviews; anything larger is a mistake (a log, a capture).
pub const MAX_INPUT_BYTES: u64 = 64 * 1024 * 1024;

pub fn read_text(root: &Path, path: &Path) -> Result<String, Diagnostic> {
    read_opened(root, path, crate::paths::open_plain_input(root, path))
}

/// [`read_text`] of a file its caller may have opened already
/// ([`crate::paths::open_plain_input`]).
pub fn read_opened(
    root: &Path,
    path: &Path,
    opened: Option<(std::fs::File, std::fs::Metadata)>,
) -> Result<String, Diagnostic> {
    let size = match &opened {
        Some((_, meta)) => meta.len(),
        None => crate::paths::input_metadata(root, path)
            .map_err(|m| Diagnostic::new(rel(root, path), m))?
            .len(),
    };
    if size > MAX_INPUT_BYTES {
        return Err(Diagnostic::new(
            rel(root, path),
            format!(
                "file is too large: {} MiB, where inputs may have {} MiB",
                size >> 20,
                MAX_INPUT_BYTES >> 20
            ),
        )
        .hint("keep raw captures out of results/; import their summaries with `pcdocs import`"));
    }
    let bytes = match opened {
        Some((file, _)) => {
            use std::io::Read;
            // One byte more than the size: the read that finds the end.
            // Through `take`, as `File::read_to_end` would ask the size again.
            let mut bytes = Vec::with_capacity(size as usize + 1);
            file.take(u64::MAX).read_to_end(&mut bytes).map(|_| bytes)
        }
        None => std::fs::read(path),
    }
    .map_err(|e| Diagnostic::new(rel(root, path), format!("cannot read file: {e}")))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let offset = e.utf8_error().valid_up_to();
        let prefix = String::from_utf8_lossy(&e.as_bytes()[..offset]).into_owned();
        let (line, column) = line_col(&prefix, offset);
        Diagnostic::new(rel(root, path), "file is not valid UTF-8")
            .at(line, Some(column))
            .hint("save the file as UTF-8")
    })?;
    // A byte-order mark is invisible in editors; dropping it keeps column
    // numbers and CSV headers what the author sees.
    let text = text
        .strip_prefix('\u{feff}')
        .map(str::to_owned)
        .unwrap_or(text);
    // pcdocs marks figures with these characters on their way to HTML.
    if let Some(offset) = find_reserved_mark(&text) {
        return Err(Diagnostic::new(
            rel(root, path),
            "contains a private-use character that pcdocs reserves for its own marks",
        )
        .at_offset(&text, offset)
        .hint("remove the invisible character (U+E000 to U+E009)"));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_marks_are_found_where_a_character_scan_finds_them() {
        let mut inputs = vec![
            String::new(),
            "plain text".to_owned(),
            // Neighbours of the range: U+D7FF, U+E00A, U+E040, U+F000.
            "\u{d7ff}\u{e00a}\u{e040}\u{f000}".to_owned(),
            "中文\u{e00a}x".to_owned(),
        ];
        for c in '\u{e000}'..='\u{e00f}' {
            inputs.push(format!("a{c}"));
            inputs.push(format!("é中{c}\u{e009}"));
            inputs.push(format!("{c}"));
        }
        for input in &inputs {
            assert_eq!(
                find_reserved_mark(input),
                input.find(is_reserved_mark),
                "{input:?}"
            );
        }
        assert_eq!(find_reserved_mark("ab\u{e005}"), Some(2));
    }

    #[test]
    fn lines_and_columns_agree() {
        let text = "a\nbé\n\nc";
        let lines = Lines::new(text);
        for (offset, _) in text.char_indices() {
            assert_eq!(
                lines.line(offset),
                line_col(text, offset).0,
                "offset {offset}"
            );
        }
        assert_eq!(line_col(text, 5), (2, 3));
    }

    #[test]
    fn toml_errors_are_placed_in_the_enclosing_text() {
        #[derive(Debug, serde::Deserialize)]
        #[allow(dead_code)]
        struct T {
            a: u32,
        }
        let toml = "a = \"x\"\n";
        let e = toml::from_str::<T>(toml).unwrap_err();
        let d = Diagnostic::from_toml("f.toml", toml, &e);
        assert_eq!((d.line, d.column), (Some(1), Some(5)));
        let page = format!("+++\n{toml}+++\nbody\n");
        let d = Diagnostic::from_toml_at("p.md", &page, 4, &e);
        assert_eq!((d.line, d.column), (Some(2), Some(5)));
        assert_eq!(d.snippet.as_deref(), Some("a = \"x\""));
        assert_eq!(d.message, e.message());
    }

    #[test]
    fn long_values_and_lines_are_cut_around_the_column() {
        let value = "é".repeat(10_000_000);
        let line = format!("a,b,{value},0");
        let d = Diagnostic::new("t.csv", format!("`{value}` is not a number"))
            .at(2, Some(5_000_000))
            .snippet(line);
        let shown = d.to_string();
        assert!(shown.len() < 2_000, "{} bytes", shown.len());
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(
            lines[0],
            format!(
                "t.csv:2:5000000: error: `{}…` is not a number",
                "é".repeat(120)
            )
        );
        assert_eq!(lines[1], format!("   | …{}…", "é".repeat(120)));
        // The caret stays under the character the column names.
        assert_eq!(lines[2], format!("   | {}^", " ".repeat(61)));
        let short = Diagnostic::new("f", "`x`").at(1, Some(3)).snippet("abc");
        assert_eq!(short.to_string(), "f:1:3: error: `x`\n   | abc\n   |   ^");
    }
}
