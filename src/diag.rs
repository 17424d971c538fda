//! Diagnostics: every problem with the inputs is reported with its file, and
//! line and column where they apply, and all of them are collected in one run.

use std::fmt;
use std::path::{Path, PathBuf};

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
        .map(|line| {
            let line = shorten_words(line);
            match line.char_indices().nth(3 * QUOTE_CHARS) {
                Some((end, _)) => format!("{}…", &line[..end]),
                None => line,
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `line` with every run of characters without white space (an id, a
/// variable, a path an input made up) longer than [`QUOTE_CHARS`] (and the
/// quotes around it) cut to that many, with an ellipsis: a name may be
/// megabytes long whatever quotes it stands in.
fn shorten_words(line: &str) -> String {
    let mut out = String::with_capacity(line.len().min(4 * QUOTE_CHARS));
    let mut rest = line;
    while !rest.is_empty() {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let word = &rest[..end];
        match word.char_indices().nth(QUOTE_CHARS + 4) {
            Some(_) => {
                let cut = word
                    .char_indices()
                    .nth(QUOTE_CHARS)
                    .map_or(word.len(), |(i, _)| i);
                out.push_str(&word[..cut]);
                out.push('…');
            }
            None => out.push_str(word),
        }
        let space = rest[end..]
            .find(|c: char| !c.is_whitespace())
            .map_or(rest.len(), |n| end + n);
        out.push_str(&rest[end..space]);
        rest = &rest[space..];
    }
    out
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
pub const RESERVED_MARKS: std::ops::RangeInclusive<char> = '\u{E000}'..='\u{E00A}';

/// Whether `c` is one of the characters of [`RESERVED_MARKS`].
pub fn is_reserved_mark(c: char) -> bool {
    RESERVED_MARKS.contains(&c)
}

/// The diagnostic for an input [`crate::paths`] refuses, at its path
/// relative to the root.
pub fn refused(root: &Path, r: crate::paths::Refusal) -> Diagnostic {
    let d = Diagnostic::new(rel(root, &r.path), r.message);
    match r.hint {
        Some(h) => d.hint(h),
        None => d,
    }
}

pub fn refused_all(root: &Path, refusals: Vec<crate::paths::Refusal>) -> Diagnostics {
    let mut diags = Diagnostics::default();
    for r in refusals {
        diags.push(refused(root, r));
    }
    diags
}

/// [`crate::paths::list_input`], refusals as diagnostics.
pub fn list_input(
    root: &Path,
    dir: &Path,
) -> Result<Option<Vec<crate::paths::Entry>>, Diagnostics> {
    crate::paths::list_input(root, dir).map_err(|r| refused_all(root, r))
}

/// [`crate::paths::walk_input`], refusals as diagnostics.
pub fn walk_input(root: &Path, dir: &Path) -> Result<Option<Vec<PathBuf>>, Diagnostics> {
    crate::paths::walk_input(root, dir).map_err(|r| refused_all(root, r))
}

/// Whether the input file `path` is there (`false`: nothing at all, not
/// even a link), refusing what [`crate::paths::judge`] refuses, and a folder.
pub fn input_exists(root: &Path, path: &Path) -> Result<bool, Diagnostic> {
    match crate::paths::judge(root, path).map_err(|r| refused(root, r))? {
        crate::paths::Found::File(_) => Ok(true),
        crate::paths::Found::Missing(_) => Ok(false),
        crate::paths::Found::Folder => Err(Diagnostic::new(
            rel(root, path),
            "is a folder, where a file is expected",
        )),
    }
}

/// The largest input file read: results, messages and pages are text that a
/// person reviews; anything larger is a mistake (a log, a capture).
pub const MAX_INPUT_BYTES: u64 = 64 * 1024 * 1024;

/// The bytes of the input file `path`, opened by
/// [`crate::paths::open_input`] (so never through a link, never a FIFO),
/// and no larger than [`MAX_INPUT_BYTES`].
pub fn read_bytes(root: &Path, path: &Path) -> Result<Vec<u8>, Diagnostic> {
    let opened = crate::paths::open_input(root, path).map_err(|r| refused(root, r))?;
    read_opened(&rel(root, path), opened)
}

/// The bytes of a file opened already, shown as `shown`, no larger than
/// [`MAX_INPUT_BYTES`].
pub fn read_opened(
    shown: &str,
    (file, meta): (std::fs::File, std::fs::Metadata),
) -> Result<Vec<u8>, Diagnostic> {
    let size = meta.len();
    if size > MAX_INPUT_BYTES {
        return Err(Diagnostic::new(
            shown,
            format!(
                "file is too large: {} MiB, where inputs may have {} MiB",
                size >> 20,
                MAX_INPUT_BYTES >> 20
            ),
        )
        .hint("keep raw captures out of results/; import their summaries with `pcdocs import`"));
    }
    use std::io::Read;
    // One byte more than the size: the read that finds the end. Through
    // `take`, as `File::read_to_end` would ask the size again.
    let mut bytes = Vec::with_capacity(size as usize + 1);
    file.take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Diagnostic::new(shown, format!("cannot read file: {e}")))?;
    Ok(bytes)
}

/// Reads a UTF-8 text file of the inputs ([`read_bytes`]), reporting
/// unreadable or non-UTF-8 files.
pub fn read_text(root: &Path, path: &Path) -> Result<String, Diagnostic> {
    text_of(&rel(root, path), read_bytes(root, path)?)
}

/// The text of a file's bytes, shown as `shown`: UTF-8 without a byte-order
/// mark and without a character [`find_refused`] finds.
pub fn text_of(shown: &str, bytes: Vec<u8>) -> Result<String, Diagnostic> {
    let text = String::from_utf8(bytes).map_err(|e| {
        let offset = e.utf8_error().valid_up_to();
        let prefix = String::from_utf8_lossy(&e.as_bytes()[..offset]).into_owned();
        let (line, column) = line_col(&prefix, offset);
        Diagnostic::new(shown, "file is not valid UTF-8")
            .at(line, Some(column))
            .hint("save the file as UTF-8")
    })?;
    // A byte-order mark is invisible in editors; dropping it keeps column
    // numbers and CSV headers what the author sees.
    let text = text
        .strip_prefix('\u{feff}')
        .map(str::to_owned)
        .unwrap_or(text);
    if let Some(found) = find_refused(&text) {
        return Err(found.diagnostic(shown, &text));
    }
    Ok(text)
}

/// Why an input may not hold a character: it would control a terminal, hide
/// or reorder text on a page, or forge one of pcdocs's own marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// C0 and C1 control characters and DEL, but tab, line feed and
    /// carriage return: escape sequences that set a terminal's title, clear
    /// it or write its clipboard begin with one.
    Control,
    /// Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
    /// which show text in another order than it is read. The marks U+200E,
    /// U+200F and U+061C, which right-to-left text needs, are allowed.
    Bidi,
    /// [`RESERVED_MARKS`].
    Reserved,
}

impl Refused {
    pub fn of(c: char) -> Option<Self> {
        match c {
            '\t' | '\n' | '\r' => None,
            c if c.is_control() => Some(Self::Control),
            '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => Some(Self::Bidi),
            c if is_reserved_mark(c) => Some(Self::Reserved),
            _ => None,
        }
    }

    fn describe(self, c: char) -> String {
        let code = format!("U+{:04X}", c as u32);
        match self {
            Self::Control => format!("the control character {code}"),
            Self::Bidi => format!("the bidirectional formatting character {code}"),
            Self::Reserved => {
                format!("the private-use character {code}, which pcdocs reserves for its own marks")
            }
        }
    }

    fn hint(self) -> &'static str {
        match self {
            Self::Control => {
                "remove it: control characters would reach terminals and pages raw (an escape sequence can set a terminal's title, clear it or write its clipboard)"
            }
            Self::Bidi => {
                "remove it: it makes text read in another order than it shows; pcdocs isolates placeables itself, and right-to-left text may use U+200E and U+200F"
            }
            Self::Reserved => "remove the invisible character (U+E000 to U+E00A)",
        }
    }
}

/// A refused character found in a text, literally or written as an escape
/// that the text's format decodes into it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    pub offset: usize,
    pub char: char,
    pub why: Refused,
    /// Written as an escape (`&#27;`, `\u001b`), not as the character.
    pub escaped: bool,
}

impl Found {
    /// The error for `file`, whose text is `text`, placed at the character.
    pub fn diagnostic(self, file: impl Into<String>, text: &str) -> Diagnostic {
        self.diagnostic_in(file, text, 0)
    }

    /// [`Found::diagnostic`] for a text embedded at byte `offset` of `text`.
    pub fn diagnostic_in(self, file: impl Into<String>, text: &str, offset: usize) -> Diagnostic {
        let what = self.why.describe(self.char);
        let message = match self.escaped {
            true => format!("holds an escape that stands for {what}"),
            false => format!("contains {what}"),
        };
        Diagnostic::new(file, message)
            .at_offset(text, offset + self.offset)
            .hint(self.why.hint())
    }
}

/// The first character of `text` that no input may hold ([`Refused`]),
/// or a numeric character reference (`&#27;`, `&#x202E;`) that Markdown and
/// HTML would decode into one. One pass over the bytes: every input file
/// goes through it.
pub fn find_refused(text: &str) -> Option<Found> {
    // Only these bytes can start a refused character or a reference: ASCII
    // controls, C2 (C1 controls), E2 (bidi), EE (reserved marks) and `&`.
    // None of them continues a multi-byte character, so each one found
    // starts a character.
    let suspect = |b: u8| b < 0x20 || b == 0x7f || matches!(b, 0xC2 | 0xE2 | 0xEE | b'&');
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(n) = bytes[from..].iter().position(|&b| suspect(b)) {
        let i = from + n;
        from = i + 1;
        let rest = &text[i..];
        let (c, escaped) = match bytes[i] {
            b'&' => match numeric_reference(rest) {
                Some(c) => (c, true),
                None => continue,
            },
            _ => (rest.chars().next()?, false),
        };
        if let Some(why) = Refused::of(c) {
            return Some(Found {
                offset: i,
                char: c,
                why,
                escaped,
            });
        }
    }
    None
}

/// The first control or bidirectional formatting character ([`Refused`]
/// but pcdocs's own marks) in text that pcdocs made, by byte offset: what
/// must never reach a page however it got past the checks on reading.
/// Bytes, not characters: a page is checked as the bytes it is written as.
pub fn find_control(bytes: &[u8]) -> Option<(usize, char)> {
    let suspect = |b: u8| b < 0x20 || b == 0x7f || matches!(b, 0xC2 | 0xE2);
    let mut from = 0;
    while let Some(n) = bytes[from..].iter().position(|&b| suspect(b)) {
        let i = from + n;
        from = i + 1;
        let end = (i + 4).min(bytes.len());
        let c = match std::str::from_utf8(&bytes[i..end]) {
            Ok(s) => s.chars().next(),
            Err(e) => std::str::from_utf8(&bytes[i..i + e.valid_up_to()])
                .ok()
                .and_then(|s| s.chars().next()),
        };
        if let Some(c) = c
            && matches!(Refused::of(c), Some(Refused::Control | Refused::Bidi))
        {
            return Some((i, c));
        }
    }
    None
}

/// A Fluent syntax error's message, saying what the parser found where it
/// stopped when that is a character one would not expect there: a letter
/// of another script that looks like an ASCII one (`$sаmpling`, with a
/// Cyrillic `а`), or anything else not ASCII.
pub fn fluent_syntax_error(source: &str, e: &fluent_syntax::parser::ParserError) -> String {
    use icu_properties::props::{GeneralCategory, Script};
    use icu_properties::{CodePointMapData, PropertyNamesLong};
    let found = source.get(e.pos.start..).and_then(|t| t.chars().next());
    let Some(c) = found.filter(|c| !c.is_ascii()) else {
        return format!("Fluent syntax error: {}", e.kind);
    };
    let script = CodePointMapData::<Script>::new().get(c);
    let letter = matches!(
        CodePointMapData::<GeneralCategory>::new().get(c),
        GeneralCategory::LowercaseLetter
            | GeneralCategory::UppercaseLetter
            | GeneralCategory::OtherLetter
    );
    let what = match PropertyNamesLong::<Script>::new().get(script) {
        Some(name) if letter && !matches!(script, Script::Common | Script::Inherited) => {
            format!("a {} letter", name.replace('_', " "))
        }
        _ => "a character".to_owned(),
    };
    format!(
        "Fluent syntax error: {}, but found `{c}` (U+{:04X}, {what}); names of messages and variables use only ASCII letters, digits, `-` and `_`",
        e.kind, c as u32
    )
}

/// Whether TOML or Fluent text has an escape (`\u`, `\U`, `\x`, `\e`)
/// that could stand for a refused character: only then is a parsed
/// document walked for one ([`toml_refused`]).
pub fn has_escapes(text: &str) -> bool {
    let bytes = text.as_bytes();
    memchr::memchr_iter(b'\\', bytes)
        .any(|i| matches!(bytes.get(i + 1), Some(b'u' | b'U' | b'x' | b'e')))
}

/// The first string (value or quoted key) of a TOML document whose decoded
/// text holds a refused character (`"\u001b"`, `"\e]0;"`), placed at the
/// string in `text`, of which the document is the part from byte `start`.
/// The characters written as themselves were refused on reading.
pub fn toml_refused(
    file: &str,
    text: &str,
    start: usize,
    table: &toml::de::DeTable<'_>,
) -> Option<Diagnostic> {
    use toml::de::DeValue;
    fn refused(s: &str) -> Option<(char, Refused)> {
        s.chars().find_map(|c| Some((c, Refused::of(c)?)))
    }
    fn walk(value: &DeValue<'_>, span: std::ops::Range<usize>) -> Option<(usize, char, Refused)> {
        match value {
            DeValue::String(s) => refused(s).map(|(c, why)| (span.start, c, why)),
            DeValue::Array(items) => items
                .iter()
                .find_map(|item| walk(item.get_ref(), item.span())),
            DeValue::Table(table) => walk_table(table),
            _ => None,
        }
    }
    fn walk_table(table: &toml::de::DeTable<'_>) -> Option<(usize, char, Refused)> {
        table.iter().find_map(|(key, value)| {
            refused(key.get_ref())
                .map(|(c, why)| (key.span().start, c, why))
                .or_else(|| walk(value.get_ref(), value.span()))
        })
    }
    let (offset, c, why) = walk_table(table)?;
    Some(
        Found {
            offset,
            char: c,
            why,
            escaped: true,
        }
        .diagnostic_in(file, text, start),
    )
}

/// Parses a TOML file with serde, refusing strings whose escapes stand for
/// refused characters; either error placed in the file.
pub fn parse_toml<T: serde::de::DeserializeOwned>(file: &str, text: &str) -> Result<T, Diagnostic> {
    let value = toml::from_str(text).map_err(|e| Diagnostic::from_toml(file, text, &e))?;
    if has_escapes(text)
        && let Ok(table) = toml::de::DeTable::parse(text)
        && let Some(d) = toml_refused(file, text, 0, table.get_ref())
    {
        return Err(d);
    }
    Ok(value)
}

/// The character a numeric character reference at the start of `text`
/// stands for (`&#27;`, `&#x1B;`), as Markdown and HTML decode it.
fn numeric_reference(text: &str) -> Option<char> {
    let rest = text.strip_prefix("&#")?;
    let (digits, radix) = match rest.strip_prefix(['x', 'X']) {
        Some(hex) => (hex, 16),
        None => (rest, 10),
    };
    let end = digits.find(';')?;
    let digits = &digits[..end];
    // HTML and CommonMark read at most 7 decimal or 6 hexadecimal digits.
    if digits.is_empty() || digits.len() > 7 {
        return None;
    }
    char::from_u32(u32::from_str_radix(digits, radix).ok()?)
}

/// `text` with every character a terminal would act on written as an
/// escape (`\u{1b}`): control characters but line feed and tab, and the
/// bidirectional formatting characters, which reorder what a terminal
/// shows. Everything pcdocs prints passes through it, so no value from the
/// inputs (a results label, a translation, a report, a file name) can set a
/// terminal's title, clear it or write its clipboard.
pub fn terminal_safe(text: &str) -> std::borrow::Cow<'_, str> {
    escape_for_terminal(text, |c, out| out.extend(c.escape_unicode()))
}

/// [`terminal_safe`] for JSON text, with JSON's own escapes (`\u001b`),
/// so the output stays valid JSON. serde_json escapes control characters
/// already; the bidirectional ones, which it leaves, are all in the BMP.
pub fn json_terminal_safe(text: &str) -> std::borrow::Cow<'_, str> {
    use std::fmt::Write as _;
    escape_for_terminal(text, |c, out| {
        let _ = write!(out, "\\u{:04x}", c as u32);
    })
}

fn escape_for_terminal(
    text: &str,
    escape: impl Fn(char, &mut String),
) -> std::borrow::Cow<'_, str> {
    let shows = |c: char| {
        !(c == '\n' || c == '\t')
            && (c.is_control()
                || matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'))
    };
    if !text.chars().any(shows) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if shows(c) {
            escape(c, &mut out);
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refused_characters_are_found_where_a_character_scan_finds_them() {
        let mut inputs = vec![
            String::new(),
            "plain text, “quotes” – dashes … and 中文".to_owned(),
            // Neighbours of the ranges: U+D7FF, U+E00B, U+E040, U+F000,
            // U+00A0, U+2029, U+202F, U+2065, U+206A, and the marks
            // right-to-left text needs.
            "\u{d7ff}\u{e00b}\u{e040}\u{f000}\u{a0}\u{2029}\u{202f}\u{2065}\u{206a}\u{200e}\u{200f}\u{61c}".to_owned(),
            "tab\tline\r\nend".to_owned(),
        ];
        let refused = ('\u{0}'..='\u{1f}')
            .chain('\u{7f}'..='\u{9f}')
            .chain('\u{202a}'..='\u{202e}')
            .chain('\u{2066}'..='\u{2069}')
            .chain('\u{e000}'..='\u{e00a}');
        for c in refused {
            inputs.push(format!("a{c}"));
            inputs.push(format!("é中{c}\u{e009}"));
        }
        for input in &inputs {
            let by_scan = input
                .char_indices()
                .find(|&(_, c)| Refused::of(c).is_some());
            assert_eq!(
                find_refused(input).map(|f| (f.offset, f.char)),
                by_scan,
                "{input:?}"
            );
        }
        assert_eq!(
            find_refused("ab\u{e005}").map(|f| f.why),
            Some(Refused::Reserved)
        );
    }

    #[test]
    fn character_references_to_refused_characters_are_found() {
        for (text, offset, c) in [
            ("a &#27;[2J", 2, '\u{1b}'),
            ("&#x1B;]0;title", 0, '\u{1b}'),
            ("x&#X202e;y", 1, '\u{202e}'),
            ("&amp; &#0000155;", 6, '\u{9b}'),
        ] {
            let found = find_refused(text).expect(text);
            assert_eq!((found.offset, found.char, found.escaped), (offset, c, true));
        }
        for fine in [
            "&#10;",
            "&#x2014;",
            "&#;",
            "&#x;",
            "&#12345678;",
            "&# 27;",
            "& #27;",
        ] {
            assert_eq!(find_refused(fine), None, "{fine}");
        }
        let d = find_refused("ok\nthen &#x1b; here")
            .unwrap()
            .diagnostic("p.md", "ok\nthen &#x1b; here");
        assert_eq!((d.line, d.column), (Some(2), Some(6)));
        assert!(d.message.contains("U+001B"), "{}", d.message);
    }

    #[test]
    fn made_text_is_checked_as_bytes() {
        assert_eq!(find_control("ok “é” 中\n\t".as_bytes()), None);
        assert_eq!(find_control("a\u{1b}[2J".as_bytes()), Some((1, '\u{1b}')));
        assert_eq!(find_control("é\u{85}".as_bytes()), Some((2, '\u{85}')));
        assert_eq!(find_control("–\u{2067}".as_bytes()), Some((3, '\u{2067}')));
        // pcdocs's own marks are for it to turn into elements, not errors here.
        assert_eq!(find_control("\u{e001}x".as_bytes()), None);
    }

    #[test]
    fn terminals_get_escapes_instead_of_control_characters() {
        assert_eq!(terminal_safe("plain\n\tline"), "plain\n\tline");
        assert_eq!(
            terminal_safe("a\u{1b}]52;c;aGk=\u{7}b\u{9b}c\u{202e}d\re"),
            "a\\u{1b}]52;c;aGk=\\u{7}b\\u{9b}c\\u{202e}d\\u{d}e"
        );
        let json =
            serde_json::to_string(&serde_json::json!({ "label": "a\u{1b}b\u{202e}c" })).unwrap();
        let safe = json_terminal_safe(&json);
        assert_eq!(safe, r#"{"label":"a\u001bb\u202ec"}"#);
        let back: serde_json::Value = serde_json::from_str(&safe).unwrap();
        assert_eq!(back["label"], "a\u{1b}b\u{202e}c");
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
        let id = "x".repeat(5_000);
        let unquoted = Diagnostic::new("f", format!("Unknown variable: ${id}; and more"));
        assert_eq!(
            unquoted.to_string(),
            format!("f: error: Unknown variable: ${}… and more", "x".repeat(119))
        );
        let short = Diagnostic::new("f", "`x`").at(1, Some(3)).snippet("abc");
        assert_eq!(short.to_string(), "f:1:3: error: `x`\n   | abc\n   |   ^");
    }
}
