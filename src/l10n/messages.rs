//! Fluent messages of every locale, and their formatting with a page's
//! figures. Numbers are formatted by ICU4X (see `format`), never by Fluent.

use super::format::{Context, NumberFormatter};
use super::marks;
use super::marks::escape;
use crate::compute::model::Fact;
use crate::compute::model::{Display, Item, PageFigures, Var};
use crate::diag::{Diagnostic, Diagnostics, Lines, read_text, rel};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentType;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use icu_locale_core::Locale;
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use unic_langid::LanguageIdentifier;

/// Where a message is defined, for diagnostics, and the fingerprint of its
/// text for the translation status (`translate/`), taken from the same parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Origin {
    pub file: String,
    pub line: usize,
    /// `None` in a translation (see [`Messages::load`]): a translation's
    /// status is its presence and its confirmation, never its own text.
    pub fingerprint: Option<String>,
    /// Variables its non-plural selectors choose on: the words a claim's
    /// figures decide (`$standing -> [ahead] …`), its own and those of the
    /// messages it references.
    pub selectors: BTreeSet<String>,
    /// Those of `selectors` with an `[incomplete]` variant: the message
    /// says itself what it says when the figure has no value.
    pub incomplete: BTreeSet<String>,
    /// Messages it references (`{ other-message }`).
    pub references: BTreeSet<String>,
}

/// One Fluent file of a locale as parsed: what [`Localizer::load`] merges,
/// in the order of the files. A localizer keeps it, so that reloading the
/// locale after an edit takes over the files that did not change, parse,
/// fingerprints and references, without reading them again.
struct FileParse {
    resource: Arc<FluentResource>,
    /// Messages in the order of the file, duplicates included.
    messages: Vec<ParsedMessage>,
    /// Terms in the order of the file, with their fingerprints.
    terms: Vec<(String, String)>,
    /// The messages and terms (`-id`) each message and term (`-id`) of the
    /// file references, where it references any.
    references: Vec<(String, BTreeSet<String>)>,
}

/// One file read and parsed on its own: its parse, `None` when it could not
/// be read (its diagnostic is in `diags`).
struct ParsedFile {
    file: String,
    parse: Option<Arc<FileParse>>,
    diags: Vec<Diagnostic>,
}

/// A message as its file defines it: its origin with its own selectors
/// and the messages it references directly ([`resolve_references`] adds
/// the selectors it reaches through them).
struct ParsedMessage {
    id: String,
    origin: Arc<Origin>,
}

/// What a file of a reload is read from.
enum Input<'a> {
    /// The parse of the previous load, for a file the watcher saw no change of.
    Kept(&'a Arc<FileParse>),
    /// A `.ftl` file to read, and the previous parse of it if there is one,
    /// taken over when its text is the same.
    Read(PathBuf, Option<&'a Arc<FileParse>>),
    /// A page's messages, with the previous parse of the same text.
    Extra(Option<&'a Arc<FileParse>>),
}

/// A problem with a locale's tag, placed where pcdocs.toml names it.
fn tag_problem(root: &Path, tag: &str, message: String) -> Diagnostics {
    let d = Diagnostic::new(crate::config::FILE, message)
        .hint("use a BCP 47 tag that CLDR knows, such as en, fr, de, ja or zh-TW");
    let text = read_text(root, &root.join(crate::config::FILE)).unwrap_or_default();
    let quoted = [format!("\"{tag}\""), format!("'{tag}'")];
    match quoted.iter().filter_map(|q| text.find(q.as_str())).min() {
        Some(offset) => d.at_offset(&text, offset + 1).into(),
        None => d.into(),
    }
}

/// The number formatter and the empty Fluent bundle of locale `tag`, with
/// pcdocs's functions.
fn bundle_for(
    root: &Path,
    tag: &str,
) -> Result<(NumberFormatter, FluentBundle<Arc<FluentResource>>), Diagnostics> {
    let locale: Locale = tag
        .parse()
        .map_err(|e| tag_problem(root, tag, format!("`{tag}` is not a valid locale tag: {e}")))?;
    if super::format::autonym(&locale).is_none() {
        return Err(tag_problem(
            root,
            tag,
            format!("unknown locale `{tag}`: CLDR has no data for it"),
        ));
    }
    let formatter = NumberFormatter::new(&locale)
        .map_err(|e| Diagnostics::from(Diagnostic::new("pcdocs.toml", e)))?;
    // Fluent takes language identifiers only: no `-u-` or `-x-` part.
    let langid: LanguageIdentifier = tag.parse().map_err(|e| {
        tag_problem(
            root,
            tag,
            format!("`{tag}` is not a locale tag Fluent takes: {e}"),
        )
    })?;
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // Isolation marks would land in HTML as stray invisible characters.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(icu_number));
    let refused = |e: fluent_bundle::FluentError| {
        Diagnostics::from(Diagnostic::new("pcdocs", format!("{e:?}")))
    };
    // LITERAL("…") shows its text as is: the visible escape for a
    // deliberate literal that `pcdocs check` would otherwise flag.
    bundle
        .add_function("LITERAL", |args, _| {
            args.first().cloned().unwrap_or(FluentValue::None)
        })
        .map_err(refused)?;
    bundle.add_function("NUMBER", number_fn).map_err(refused)?;
    bundle.add_function("NOR", nor_fn).map_err(refused)?;
    Ok((formatter, bundle))
}

/// The `.ftl` files of a locale's folder, sorted. Only the folder's own
/// files: a link or special file in it is refused, whatever its name.
fn ftl_files(root: &Path, folder: &Path) -> Result<Vec<PathBuf>, Diagnostics> {
    let mut files: Vec<_> = match crate::diag::list_input(root, folder)? {
        Some(entries) => entries
            .into_iter()
            .filter(|e| !e.is_dir && e.path.extension().is_some_and(|x| x == "ftl"))
            .map(|e| e.path)
            .collect(),
        None => {
            return Err(Diagnostic::new(
                rel(root, folder),
                "cannot read the locale folder: there is none",
            )
            .hint(format!(
                "create {}/ with the locale's .ftl files",
                rel(root, folder)
            ))
            .into());
        }
    };
    files.sort();
    Ok(files)
}

/// What each file of a load is read from, by file: the `.ftl` files, then
/// the pages' messages. A previous load's parse is kept for a file the
/// watcher saw no change of, and offered for the others.
fn inputs<'a>(
    root: &Path,
    files: Vec<PathBuf>,
    extra: &[Extra],
    previous: Option<(&'a Localizer, Option<&BTreeSet<String>>)>,
) -> Vec<(String, Input<'a>)> {
    let before = |file: &str| previous.and_then(|(p, _)| p.parsed.get(file));
    files
        .into_iter()
        .map(|p| {
            let file = rel(root, &p);
            let input = match (before(&file), previous) {
                (Some(parse), Some((_, Some(changed)))) if !changed.contains(&file) => {
                    Input::Kept(parse)
                }
                (parse, _) => Input::Read(p, parse),
            };
            (file, input)
        })
        .chain(extra.iter().map(|e| {
            // A page's parse places its messages by the page's lines:
            // it is taken over only with the same text and lines.
            let same = previous.is_some_and(|(p, _)| p.extras.get(&e.file) == Some(e));
            let input = Input::Extra(before(&e.file).filter(|_| same));
            (e.file.clone(), input)
        }))
        .collect()
}

/// Messages by id from every file in order, the first definition
/// winning; the files' problems and each message defined twice reported.
fn merged_origins(parsed: &[ParsedFile]) -> Result<BTreeMap<String, Arc<Origin>>, Diagnostics> {
    let mut diags = Diagnostics::default();
    let mut origins: BTreeMap<String, Arc<Origin>> = BTreeMap::new();
    for ParsedFile {
        file,
        parse,
        diags: file_diags,
    } in parsed
    {
        diags.extend(Diagnostics(file_diags.clone()));
        for m in parse.iter().flat_map(|p| &p.messages) {
            if let Some(first) = origins.get(&m.id) {
                let Origin {
                    file: f, line: l, ..
                } = &**first;
                diags.push(
                    Diagnostic::new(
                        file,
                        format!(
                            "message `{}` is defined twice; {f}:{l} has it already",
                            m.id
                        ),
                    )
                    .at(m.origin.line, Some(1)),
                );
                continue;
            }
            origins.insert(m.id.clone(), Arc::clone(&m.origin));
        }
    }
    diags.into_result()?;
    Ok(origins)
}

fn parse_file(
    root: &Path,
    file: String,
    input: Input,
    extras: &BTreeMap<String, Extra>,
    fingerprints: bool,
) -> ParsedFile {
    let (path, previous) = match input {
        Input::Kept(parse) => return ParsedFile::of(file, Arc::clone(parse), Vec::new()),
        Input::Read(path, previous) => (Some(path), previous),
        Input::Extra(previous) => (None, previous),
    };
    let text = match &path {
        Some(path) => read_text(root, path),
        None => Ok(extras[&file].text.0.clone()),
    };
    let text = match text.and_then(|t| super::depth::check(&file, &t).map(|()| t)) {
        Ok(t) => t,
        Err(d) => {
            return ParsedFile {
                file,
                parse: None,
                diags: vec![d],
            };
        }
    };
    if let Some(previous) = previous.filter(|p| p.resource.source() == text) {
        return ParsedFile::of(file, Arc::clone(previous), Vec::new());
    }
    let page = extras.get(&file);
    let mut diags = Vec::new();
    let resource = parse_resource(&file, text, page, &mut diags);
    if crate::diag::has_escapes(resource.source()) {
        diags.extend(refused_literals(&file, &resource, page));
    }
    let (messages, terms) = entries(&file, &resource, page, fingerprints);
    let references = references(&resource);
    let parse = FileParse {
        resource,
        messages,
        terms,
        references,
    };
    ParsedFile::of(file, Arc::new(parse), diags)
}

impl ParsedFile {
    fn of(file: String, parse: Arc<FileParse>, diags: Vec<Diagnostic>) -> Self {
        ParsedFile {
            file,
            parse: Some(parse),
            diags,
        }
    }
}

/// The resource of `text`, with each syntax error reported at its place
/// (in the page, for a page's messages) and what parses kept.
fn parse_resource(
    file: &str,
    text: String,
    page: Option<&Extra>,
    diags: &mut Vec<Diagnostic>,
) -> Arc<FluentResource> {
    match FluentResource::try_new(text) {
        Ok(r) => Arc::new(r),
        Err((r, errors)) => {
            for e in errors {
                let d = Diagnostic::new(file, crate::diag::fluent_syntax_error(r.source(), &e));
                diags.push(match page {
                    Some(p) => d.at_mapped(
                        &crate::diag::SourceMap {
                            text: &p.text.0,
                            spans: Some(&p.text.1),
                        },
                        e.pos.start,
                    ),
                    None => d.at_offset(r.source(), e.pos.start),
                });
            }
            Arc::new(r)
        }
    }
}

/// The messages of a resource with their origins, and its terms with
/// their fingerprints, in file order.
fn entries(
    file: &str,
    resource: &FluentResource,
    page: Option<&Extra>,
    fingerprints: bool,
) -> (Vec<ParsedMessage>, Vec<(String, String)>) {
    let lines = Lines::new(resource.source());
    let mut messages = Vec::new();
    let mut terms = Vec::new();
    for entry in resource.entries() {
        if let fluent_syntax::ast::Entry::Term(t) = entry {
            terms.push((t.id.name.to_owned(), term_fingerprint(t)));
        }
        if let fluent_syntax::ast::Entry::Message(m) = entry {
            let id = m.id.name.to_owned();
            let offset = m.id.name.as_ptr() as usize - text_ptr(resource);
            let line = match page {
                Some(p) => p.line(offset),
                None => lines.line(offset),
            };
            let (selectors, incomplete, references) = claim_selectors(m);
            let origin = Origin {
                file: file.to_owned(),
                line,
                fingerprint: fingerprints.then(|| fingerprint(m)),
                selectors,
                incomplete,
                references,
            };
            messages.push(ParsedMessage {
                id,
                origin: Arc::new(origin),
            });
        }
    }
    (messages, terms)
}

/// The origins of `parsed`, from those of `previous` (a load of the same
/// locale) patched with the files whose parse differs from its: their old
/// messages out, their new ones in. `None` when a message of such a file
/// is defined in another too: a full merge reports it where it belongs.
/// Messages that reference others are left as their old origins; the
/// caller puts the ones of their files back before resolving them.
fn patch_origins(
    previous: &Localizer,
    parsed: &[ParsedFile],
) -> Option<BTreeMap<String, Arc<Origin>>> {
    let now: BTreeMap<&str, &Arc<FileParse>> = parsed
        .iter()
        .filter_map(|p| Some((p.file.as_str(), p.parse.as_ref()?)))
        .collect();
    let same = |file: &str, parse: &Arc<FileParse>, other: &BTreeMap<&str, &Arc<FileParse>>| {
        other.get(file).is_some_and(|p| Arc::ptr_eq(p, parse))
    };
    let before: BTreeMap<&str, &Arc<FileParse>> = previous
        .parsed
        .iter()
        .map(|(f, p)| (f.as_str(), p))
        .collect();
    let gone: Vec<&Arc<FileParse>> = previous
        .parsed
        .iter()
        .filter(|(f, p)| !same(f, p, &now))
        .map(|(_, p)| p)
        .collect();
    let came: Vec<&Arc<FileParse>> = now
        .iter()
        .filter(|(f, p)| !same(f, p, &before))
        .map(|(_, p)| *p)
        .collect();
    // Patching pays when few files differ.
    if gone.len() + came.len() > now.len() / 2 {
        return None;
    }
    let mut origins = previous.origins.clone();
    for m in gone.iter().flat_map(|p| &p.messages) {
        origins.remove(&m.id);
    }
    for m in came.iter().flat_map(|p| &p.messages) {
        if origins
            .insert(m.id.clone(), Arc::clone(&m.origin))
            .is_some()
        {
            return None;
        }
    }
    Some(origins)
}

/// Gives each message of `linked` (those that reference others) the
/// selectors of every message it reaches through references. Only those
/// change: a message that references none keeps the origin its file gave.
fn resolve_references(origins: &mut BTreeMap<String, Arc<Origin>>, linked: &[String]) {
    let mut resolved = Vec::new();
    for id in linked {
        let Some(o) = origins.get(id) else { continue };
        let mut selectors = o.selectors.clone();
        let mut seen = BTreeSet::from([id.as_str()]);
        let mut todo: Vec<&str> = o.references.iter().map(String::as_str).collect();
        while let Some(r) = todo.pop() {
            if !seen.insert(r) {
                continue;
            }
            // A message resolved already has the selectors it reaches, all
            // of which this one reaches too: the union is the same.
            if let Some(other) = origins.get(r) {
                selectors.extend(other.selectors.iter().cloned());
                todo.extend(other.references.iter().map(String::as_str));
            }
        }
        if selectors != o.selectors {
            resolved.push((
                id.clone(),
                Origin {
                    selectors,
                    ..(**o).clone()
                },
            ));
        }
    }
    for (id, o) in resolved {
        origins.insert(id, Arc::new(o));
    }
}

/// The variables of a message's selectors, plural ones aside (they follow
/// grammar, not data), and the messages it references.
fn claim_selectors(
    m: &fluent_syntax::ast::Message<&str>,
) -> (BTreeSet<String>, BTreeSet<String>, BTreeSet<String>) {
    let (mut selectors, mut incomplete, mut references) =
        (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
    for pattern in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
        walk_pattern(pattern, &mut |r| match r {
            Ref::Selector {
                variable,
                plural: false,
                incomplete: has,
            } => {
                selectors.insert(variable.to_owned());
                if has {
                    incomplete.insert(variable.to_owned());
                }
            }
            Ref::Message(id, _) => {
                references.insert(id.to_owned());
            }
            _ => {}
        });
    }
    (selectors, incomplete, references)
}

/// Fingerprint of a message's meaning-bearing text: the canonical Fluent
/// serialization without comments, so reformatting or commenting does not
/// make translations stale.
pub fn fingerprint(m: &fluent_syntax::ast::Message<&str>) -> String {
    let mut m = m.clone();
    m.comment = None;
    digest(fluent_syntax::ast::Entry::Message(m))
}

/// [`fingerprint`] of a term.
fn term_fingerprint(t: &fluent_syntax::ast::Term<&str>) -> String {
    let mut t = t.clone();
    t.comment = None;
    digest(fluent_syntax::ast::Entry::Term(t))
}

fn digest(entry: fluent_syntax::ast::Entry<&str>) -> String {
    use sha2::{Digest, Sha256};
    let text =
        fluent_syntax::serializer::serialize(&fluent_syntax::ast::Resource { body: vec![entry] });
    let digest = Sha256::digest(text.as_bytes());
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut hex = String::with_capacity(16);
    for b in &digest[..8] {
        hex.push(char::from(HEX[usize::from(b >> 4)]));
        hex.push(char::from(HEX[usize::from(b & 15)]));
    }
    hex
}

/// The file of a locale that holds the translations of messages defined
/// in `file`: a page's name with `.ftl`, or the same `.ftl` name.
pub fn translation_file(page_file: &str) -> String {
    let name = page_file.rsplit('/').next().unwrap_or(page_file);
    match name.strip_suffix(".md") {
        Some(stem) => format!("{stem}.ftl"),
        None => name.to_owned(),
    }
}

/// Messages that do not come from a `.ftl` file: the source-locale prose of
/// a page (`content::prose`), as a Fluent resource with the page line of
/// each of its lines (0: none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extra {
    pub file: String,
    pub text: Arc<(String, Vec<crate::diag::Span>)>,
}

impl Extra {
    /// The page line of a byte offset in the resource.
    fn line(&self, offset: usize) -> usize {
        let map = crate::diag::SourceMap {
            text: &self.text.0,
            spans: Some(&self.text.1),
        };
        map.place(offset).0
    }
}

/// The messages and formatters of one locale.
pub struct Localizer {
    pub tag: String,
    /// Shared with the page's figure and list arguments, which format
    /// themselves only when a message shows them.
    pub formatter: Arc<NumberFormatter>,
    bundle: FluentBundle<Arc<FluentResource>>,
    /// The parsed `.ftl` files (path from the root, resource), in name
    /// order: `pcdocs check` lints them without parsing them again.
    pub resources: Vec<(String, Arc<FluentResource>)>,
    /// Fingerprints of the terms, by id without the `-`.
    terms: BTreeMap<String, String>,
    pub origins: BTreeMap<String, Arc<Origin>>,
    /// The page resources among `resources`, by file.
    pub extras: BTreeMap<String, Extra>,
    /// Each file's parse, by file, for [`Localizer::reload_changed`] and
    /// [`Localizer::changed_since`].
    parsed: BTreeMap<String, Arc<FileParse>>,
    /// Whether its messages' origins carry fingerprints (the source
    /// locale's, or a locale loaded on its own), kept across reloads.
    fingerprints: bool,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer").field("tag", &self.tag).finish()
    }
}

/// A message's value and its attributes' names and values.
type MessageText<'a> = (
    Option<&'a fluent_syntax::ast::Pattern<&'a str>>,
    Vec<(&'a str, &'a fluent_syntax::ast::Pattern<&'a str>)>,
);

/// A figure handed to Fluent: shows its marked, locale-formatted text, and
/// gives its value to `NUMBER()` so selectors can match plural categories.
/// A page's arguments hold every variable it declares and its messages read
/// only some: the text is made the first time a message shows it.
#[derive(Debug, Clone)]
struct FigureArg {
    index: usize,
    value: f64,
    display: Display,
    formatter: Arc<NumberFormatter>,
    text: OnceLock<String>,
}

impl FigureArg {
    fn text(&self) -> &str {
        self.text.get_or_init(|| {
            let text = self
                .formatter
                .format_in(self.value, self.display, Context::Prose);
            marks::figure(&[self.index], &text)
        })
    }
}

impl PartialEq for FigureArg {
    fn eq(&self, other: &Self) -> bool {
        (self.index, self.value, self.display) == (other.index, other.value, other.display)
            && Arc::ptr_eq(&self.formatter, &other.formatter)
    }
}

impl FluentType for FigureArg {
    fn duplicate(&self) -> Box<dyn FluentType + Send> {
        Box::new(self.clone())
    }
    fn as_string(&self, _: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        Cow::Owned(self.text().to_owned())
    }
    fn as_string_threadsafe(
        &self,
        _: &intl_memoizer::concurrent::IntlLangMemoizer,
    ) -> Cow<'static, str> {
        Cow::Owned(self.text().to_owned())
    }
}

/// One item of a [`ListArg`]: a figure (index, value, display) or escaped text.
#[derive(Debug, Clone, PartialEq)]
enum ListItem {
    Figure(usize, f64, Display),
    Text(String),
}

/// A list handed to Fluent: shows its items joined with the locale's "and"
/// pattern, and gives `NOR()` the same items joined as a negated list
/// (fr « sans Caddy ni Traefik »). Each join is made when first shown.
#[derive(Debug, Clone)]
struct ListArg {
    items: Vec<ListItem>,
    formatter: Arc<NumberFormatter>,
    and: OnceLock<String>,
    nor: OnceLock<String>,
}

impl ListArg {
    fn and(&self) -> &str {
        self.and
            .get_or_init(|| join_items(&self.formatter, &self.items, false))
    }
    fn nor(&self) -> &str {
        self.nor
            .get_or_init(|| join_items(&self.formatter, &self.items, true))
    }
}

impl PartialEq for ListArg {
    fn eq(&self, other: &Self) -> bool {
        self.items == other.items && Arc::ptr_eq(&self.formatter, &other.formatter)
    }
}

impl FluentType for ListArg {
    fn duplicate(&self) -> Box<dyn FluentType + Send> {
        Box::new(self.clone())
    }
    fn as_string(&self, _: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        Cow::Owned(self.and().to_owned())
    }
    fn as_string_threadsafe(
        &self,
        _: &intl_memoizer::concurrent::IntlLangMemoizer,
    ) -> Cow<'static, str> {
        Cow::Owned(self.and().to_owned())
    }
}

/// Joins list items; items that show the same text are shown once, marked
/// with all the figures they stand for ("about 8%" for 7.65% and 7.51%).
/// `negated` joins them as under a negation (`NOR()`).
fn join_items(formatter: &NumberFormatter, items: &[ListItem], negated: bool) -> String {
    let mut shown: Vec<(String, Vec<usize>)> = Vec::new();
    for item in items {
        let (text, id) = match item {
            ListItem::Figure(i, value, display) => (
                formatter.format_in(*value, *display, Context::Prose),
                Some(*i),
            ),
            ListItem::Text(t) => (t.clone(), None),
        };
        match shown.iter_mut().find(|(t, _)| *t == text) {
            Some((_, ids)) => ids.extend(id),
            None => shown.push((text, id.into_iter().collect())),
        }
    }
    let texts: Vec<String> = shown
        .into_iter()
        .map(|(t, ids)| {
            if ids.is_empty() {
                t
            } else {
                marks::figure(&ids, &t)
            }
        })
        .collect();
    if negated {
        formatter.nor_list(&texts)
    } else {
        formatter.and_list(&texts)
    }
}

/// `NOR($list)`: a list's items joined as under a negation ("without A or
/// B", fr « sans A ni B »); any other value shows as it is.
fn nor_fn<'a>(args: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    match args.first() {
        Some(FluentValue::Custom(c)) => match c.as_any().downcast_ref::<ListArg>() {
            Some(l) => FluentValue::String(Cow::Owned(l.nor().to_owned())),
            None => FluentValue::Custom(c.duplicate()),
        },
        Some(v) => v.clone(),
        None => FluentValue::Error,
    }
}

/// The ICU4X formatter of a bundle's locale, cached by Fluent's memoizer.
struct IcuNumbers(NumberFormatter);

impl intl_memoizer::Memoizable for IcuNumbers {
    type Args = ();
    type Error = String;
    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Self, String> {
        let locale: Locale = lang.to_string().parse().map_err(|e| format!("{e}"))?;
        NumberFormatter::new(&locale).map(IcuNumbers)
    }
}

/// Formats plain Fluent numbers (counts, `NUMBER()` results) through ICU4X.
fn icu_number(
    value: &FluentValue,
    intls: &intl_memoizer::concurrent::IntlLangMemoizer,
) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let digits = n.options.maximum_fraction_digits.unwrap_or(0).min(20) as u8;
    let display = crate::compute::model::Display::new(crate::compute::model::Style::Number, digits);
    intls
        .with_try_get::<IcuNumbers, _, _>((), |f| f.0.format(n.value, display))
        .ok()
}

/// `NUMBER($figure)`: the figure's value as a Fluent number, for plural selectors.
fn number_fn<'a>(args: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    match args.first() {
        Some(FluentValue::Custom(c)) => match c.as_any().downcast_ref::<FigureArg>() {
            Some(f) => FluentValue::from(f.value),
            None => FluentValue::Error,
        },
        Some(FluentValue::Number(n)) => FluentValue::Number(n.clone()),
        Some(FluentValue::String(s)) => match s.parse::<f64>() {
            Ok(v) => FluentValue::from(v),
            Err(_) => FluentValue::Error,
        },
        _ => FluentValue::Error,
    }
}

impl Localizer {
    /// How diagnostics point into the resource of `file` whose text is
    /// `source`: a page's messages point at the page's lines.
    pub fn source_map<'a>(&'a self, file: &str, source: &'a str) -> crate::diag::SourceMap<'a> {
        crate::diag::SourceMap {
            text: source,
            spans: self.extras.get(file).map(|e| &e.text.1[..]),
        }
    }

    /// Loads `locales/<tag>/*.ftl` in file-name order.
    pub fn load(root: &Path, dir: &Path, tag: &str) -> Result<Self, Diagnostics> {
        Self::load_reusing(root, dir, tag, &[], None, true)
    }

    /// Loads the locale's files and the page resources `extra`.
    pub fn load_with(
        root: &Path,
        dir: &Path,
        tag: &str,
        extra: &[Extra],
    ) -> Result<Self, Diagnostics> {
        Self::load_reusing(root, dir, tag, extra, None, true)
    }

    /// Loads the locale's files again; a file whose text is unchanged keeps
    /// its parse and fingerprints (`pcdocs serve` after an edit).
    pub fn reload(&self, root: &Path, dir: &Path, extra: &[Extra]) -> Result<Self, Diagnostics> {
        Self::load_reusing(
            root,
            dir,
            &self.tag,
            extra,
            Some((self, None)),
            self.fingerprints,
        )
    }

    /// Loads the locale again when only the `.ftl` files `changed` (paths
    /// from the root) may differ from what this localizer read: the others
    /// are taken over as parsed, without reading them. `pcdocs serve` knows
    /// from the file watcher which files changed; a locale of a thousand
    /// files is then reloaded by reading one.
    pub fn reload_changed(
        &self,
        root: &Path,
        dir: &Path,
        extra: &[Extra],
        changed: &BTreeSet<String>,
    ) -> Result<Self, Diagnostics> {
        Self::load_reusing(
            root,
            dir,
            &self.tag,
            extra,
            Some((self, Some(changed))),
            self.fingerprints,
        )
    }

    fn load_reusing(
        root: &Path,
        dir: &Path,
        tag: &str,
        extra: &[Extra],
        previous: Option<(&Localizer, Option<&BTreeSet<String>>)>,
        fingerprints: bool,
    ) -> Result<Self, Diagnostics> {
        let (formatter, bundle) = bundle_for(root, tag)?;
        let files = ftl_files(root, &dir.join(tag))?;
        let extras: BTreeMap<String, Extra> =
            extra.iter().map(|e| (e.file.clone(), e.clone())).collect();
        let inputs = inputs(root, files, extra, previous);
        // Files are read, parsed and (in the source locale) fingerprinted
        // in parallel; what depends on the order of the files (the first
        // definition of a message wins, diagnostics in file order, the
        // bundle's resources) is merged after, in that order.
        let parsed: Vec<ParsedFile> = {
            use rayon::prelude::*;
            inputs
                .into_par_iter()
                .map(|(file, input)| parse_file(root, file, input, &extras, fingerprints))
                .collect()
        };
        // Messages by id: taken over from the previous load and patched
        // with the files that differ from it when that is possible (a
        // thousand files, one edited); else merged from every file.
        let patched = previous
            .filter(|_| {
                parsed
                    .iter()
                    .all(|p| p.parse.is_some() && p.diags.is_empty())
            })
            .and_then(|(p, _)| patch_origins(p, &parsed));
        let origins = match patched {
            Some(origins) => origins,
            None => merged_origins(&parsed)?,
        };
        let mut localizer = Self {
            tag: tag.to_owned(),
            formatter: Arc::new(formatter),
            bundle,
            resources: Vec::new(),
            terms: BTreeMap::new(),
            origins: BTreeMap::new(),
            extras,
            parsed: BTreeMap::new(),
            fingerprints,
        };
        localizer.take_files(parsed, origins);
        Ok(localizer)
    }

    /// Takes in the files parsed, in order: their resources into the
    /// bundle, their terms (the first definition winning), and `origins`
    /// with the selectors that messages referencing others reach, from
    /// the origins their files gave.
    fn take_files(&mut self, parsed: Vec<ParsedFile>, mut origins: BTreeMap<String, Arc<Origin>>) {
        let mut linked = Vec::new();
        for ParsedFile { file, parse, .. } in parsed {
            let Some(parse) = parse else { continue };
            for (name, fingerprint) in &parse.terms {
                self.terms
                    .entry(name.clone())
                    .or_insert_with(|| fingerprint.clone());
            }
            for m in parse
                .messages
                .iter()
                .filter(|m| !m.origin.references.is_empty())
            {
                origins.insert(m.id.clone(), Arc::clone(&m.origin));
                linked.push(m.id.clone());
            }
            self.bundle
                .add_resource_overriding(Arc::clone(&parse.resource));
            self.resources
                .push((file.clone(), Arc::clone(&parse.resource)));
            self.parsed.insert(file, parse);
        }
        resolve_references(&mut origins, &linked);
        self.origins = origins;
    }

    /// A message's text as the locale has it: its value and attributes,
    /// comments aside, as a fingerprint reads it (a translation has none
    /// to compare).
    fn message_text(&self, id: &str) -> Option<MessageText<'_>> {
        let m = self.bundle.get_message(id)?;
        Some((
            m.value(),
            m.attributes().map(|a| (a.id(), a.value())).collect(),
        ))
    }

    /// The messages whose formatted text may differ from `old`'s: those
    /// added, removed or changed (comments aside), and those that reference
    /// one of them or a changed term, directly or through others.
    ///
    /// Only the messages of files whose parse is not shared with `old` are
    /// compared: a message is defined once in a loaded locale, so one in a
    /// file both share is the same in both. After a reload that read one
    /// file, that is one file's messages, not the locale's.
    pub fn changed_since(&self, old: &Localizer) -> BTreeSet<String> {
        let shared = |file: &str, parse: &Arc<FileParse>, other: &Localizer| {
            other
                .parsed
                .get(file)
                .is_some_and(|p| Arc::ptr_eq(p, parse))
        };
        let mut changed = BTreeSet::new();
        for (l, other) in [(self, old), (old, self)] {
            // A message of a file that went or came may be defined in
            // another with the same text: it is compared, not assumed.
            for (_, parse) in l.parsed.iter().filter(|(f, p)| !shared(f, p, other)) {
                for m in &parse.messages {
                    if self.message_text(&m.id) != old.message_text(&m.id) {
                        changed.insert(m.id.clone());
                    }
                }
            }
        }
        // Terms as `-id`, as references name them; a locale has few.
        for (id, f) in &self.terms {
            if old.terms.get(id) != Some(f) {
                changed.insert(format!("-{id}"));
            }
        }
        for id in old.terms.keys().filter(|id| !self.terms.contains_key(*id)) {
            changed.insert(format!("-{id}"));
        }
        if changed.is_empty() {
            return changed;
        }
        // References of either version: one removed still counts. A parse
        // both share is walked once.
        let mut refs: Vec<&(String, BTreeSet<String>)> = self
            .parsed
            .values()
            .flat_map(|p| p.references.iter())
            .collect();
        refs.extend(
            old.parsed
                .iter()
                .filter(|(f, p)| !shared(f, p, self))
                .flat_map(|(_, p)| p.references.iter()),
        );
        loop {
            let more: Vec<String> = refs
                .iter()
                .filter(|(id, r)| !changed.contains(id) && !r.is_disjoint(&changed))
                .map(|(id, _)| id.clone())
                .collect();
            if more.is_empty() {
                break;
            }
            changed.extend(more);
        }
        changed.retain(|id| !id.starts_with('-'));
        changed
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Adds to `out` the variables message `id` (or `id.attribute`) reads,
    /// through the messages it references: the only arguments its text in
    /// this locale can depend on. The names are borrowed from the parsed
    /// files: a page's every message asks, and copies would be thrown away.
    pub fn variables<'s>(&'s self, id: &str, out: &mut BTreeSet<&'s str>) {
        let mut todo: Vec<(&str, Option<&str>)> = vec![match id.split_once('.') {
            Some((m, a)) => (m, Some(a)),
            None => (id, None),
        }];
        let mut seen = BTreeSet::new();
        while let Some((m, a)) = todo.pop() {
            if !seen.insert((m, a)) {
                continue;
            }
            let Some(msg) = self.bundle.get_message(m) else {
                continue;
            };
            let pattern = match a {
                Some(a) => msg.get_attribute(a).map(|a| a.value()),
                None => msg.value(),
            };
            if let Some(pattern) = pattern {
                walk_pattern(pattern, &mut |r| match r {
                    Ref::Message(m, a) => todo.push((m, a)),
                    Ref::Variable(v) => {
                        out.insert(v);
                    }
                    Ref::Term(_) | Ref::Selector { .. } | Ref::Literal(_) => {}
                });
            }
        }
    }

    /// Formats message `id` (or `id.attribute`) with `args`. Fluent's
    /// errors (unknown variables or references, cycles) are placed at the
    /// message in its `.ftl` file.
    pub fn format(&self, id: &str, args: &FluentArgs) -> Option<Result<String, Diagnostic>> {
        let (msg_id, attr) = match id.split_once('.') {
            Some((m, a)) => (m, Some(a)),
            None => (id, None),
        };
        let msg = self.bundle.get_message(msg_id)?;
        let pattern = match attr {
            Some(a) => msg.get_attribute(a)?.value(),
            None => msg.value()?,
        };
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(args), &mut errors)
            .into_owned();
        if errors.is_empty() {
            Some(Ok(text))
        } else {
            let list: Vec<String> = errors.iter().map(describe_error).collect();
            let message = format!("[{}] message `{id}`: {}", self.tag, list.join("; "));
            Some(Err(self.at_message(msg_id, message)))
        }
    }

    /// A diagnostic at message `id`'s definition (its id starts its line).
    pub fn at_message(&self, id: &str, message: String) -> Diagnostic {
        let Some(origin) = self.origins.get(id) else {
            return Diagnostic::new(format!("locales/{}", self.tag), message);
        };
        // A page's message: its resource is not the page, whose line it is.
        if self.extras.contains_key(&origin.file) {
            return Diagnostic::new(&origin.file, message).at(origin.line, None);
        }
        let d = Diagnostic::new(&origin.file, message).at(origin.line, Some(1));
        let line = self
            .resources
            .iter()
            .find(|(f, _)| *f == origin.file)
            .and_then(|(_, r)| r.source().lines().nth(origin.line - 1));
        match line {
            Some(l) => d.snippet(l),
            None => d,
        }
    }

    /// Builds the Fluent arguments of a page in this locale (a row's are
    /// [`Self::row_args`]).
    pub fn args<'a>(&self, page: &PageFigures) -> FluentArgs<'a> {
        // FluentArgs keeps its keys sorted and inserts in place: set in
        // that order, each one appends instead of moving the rest.
        let mut vars: Vec<(&String, &Var)> = page.vars.iter().collect();
        vars.sort_unstable_by_key(|(name, _)| *name);
        let mut args = FluentArgs::with_capacity(vars.len() + 1);
        for (name, var) in vars {
            args.set(name.clone(), self.value(page, var));
        }
        set_days(&mut args, page);
        args
    }

    /// The arguments of `row` for a message that reads `names` (its
    /// [`Messages::variables`]): the row's
    /// variables over the page's (`page_args`, as [`Self::args`] gives them,
    /// borrowed), so neither the page's variables are formatted again for
    /// every row nor all of them copied.
    pub fn row_args<'a>(
        &self,
        page_args: &'a FluentArgs<'_>,
        page: &PageFigures,
        row: &str,
        names: &BTreeSet<&'a str>,
    ) -> FluentArgs<'a> {
        let row_vars = page.row_vars.get(row);
        let mut args = FluentArgs::with_capacity(names.len());
        // `names` is sorted, as FluentArgs keeps its keys: each `set` appends.
        for &name in names {
            if let Some(var) = row_vars.and_then(|v| v.get(name)) {
                args.set(name, self.value(page, var));
            } else if let Some(v) = page_args.get(name) {
                args.set(name, borrow_value(v));
            }
        }
        // `args` sets the days last, over any variable of that name.
        if names.contains("dates-days") {
            set_days(&mut args, page);
        }
        args
    }

    /// Arguments made of facts only (for row and column labels).
    /// A row named by message `id` given its facts, in this locale; its
    /// `key` fact where the locale lacks the message (`pcdocs check`
    /// reports a missing translation). With `subject`, a cell of the row:
    /// the site-wide `cell-label` given `$subject` and `$row`.
    pub fn row_text(&self, id: &str, facts: &[(String, Fact)], subject: Option<&str>) -> String {
        let row = match self.format(id, &self.fact_args(facts)) {
            Some(Ok(text)) => text,
            _ => facts
                .iter()
                .find_map(|(k, f)| match (k.as_str(), f) {
                    ("key", Fact::Text(t)) => Some(escape(t)),
                    _ => None,
                })
                .unwrap_or_default(),
        };
        match subject {
            Some(subject) => self.cell_text(&escape(subject), &row),
            None => row,
        }
    }

    /// A cell named by its series and its row's text (both Markdown):
    /// the site-wide `cell-label`, "Caddy (HTTP/2 reverse proxy)".
    pub fn cell_text(&self, subject: &str, row: &str) -> String {
        let mut args = FluentArgs::new();
        args.set(
            "subject",
            FluentValue::String(Cow::Owned(subject.to_owned())),
        );
        args.set("row", FluentValue::String(Cow::Owned(row.to_owned())));
        match self.format("cell-label", &args) {
            Some(Ok(text)) => text,
            _ => format!("{subject} ({row})"),
        }
    }

    pub fn fact_args<'a>(&self, facts: &[(String, Fact)]) -> FluentArgs<'a> {
        let mut args = FluentArgs::new();
        for (k, f) in facts {
            let v = match f {
                Fact::Text(t) => FluentValue::String(Cow::Owned(escape(t))),
                Fact::Number(n) => FluentValue::from(*n),
            };
            args.set(k.clone(), v);
        }
        args
    }

    /// The page's arguments with `extra` added over them (the facts of a
    /// row of a facts view, for its message cells).
    pub fn args_with<'a>(
        &self,
        page: &PageFigures,
        extra: &indexmap::IndexMap<String, Var>,
    ) -> FluentArgs<'a> {
        let mut args = FluentArgs::new();
        let mut seen = std::collections::HashSet::new();
        for (name, var) in extra.iter().chain(page.vars.iter()) {
            if seen.insert(name.as_str()) {
                args.set(name.clone(), self.value(page, var));
            }
        }
        set_days(&mut args, page);
        args
    }

    /// The page's arguments that `names` lists, as [`Self::args`] gives
    /// them: enough for a message whose [`Self::variables`] they are.
    pub fn args_of<'a>(&self, page: &PageFigures, names: &BTreeSet<&'a str>) -> FluentArgs<'a> {
        let mut args = FluentArgs::with_capacity(names.len() + 1);
        // `names` is sorted, as FluentArgs keeps its keys: each `set` appends.
        for &name in names {
            if let Some(var) = page.vars.get(name) {
                args.set(name, self.value(page, var));
            }
        }
        if names.contains("dates-days") {
            set_days(&mut args, page);
        }
        args
    }

    /// A variable as text in this locale, escaped data as in a message
    /// argument (a fact shown in a table cell).
    pub fn var_text(&self, page: &PageFigures, var: &Var) -> String {
        match var {
            Var::Figure(i) => return self.figure_text(page, *i),
            Var::List(items) => return self.list(page, items, false),
            _ => {}
        }
        match self.value(page, var) {
            FluentValue::String(s) => s.into_owned(),
            FluentValue::Number(n) => n.as_string().into_owned(),
            _ => String::new(),
        }
    }

    /// A figure as a Fluent argument: its marked text, and its value for
    /// `NUMBER()` and plural selectors.
    pub fn figure_arg(&self, page: &PageFigures, i: usize) -> FluentValue<'static> {
        self.value(page, &Var::Figure(i))
    }

    fn value(&self, page: &PageFigures, var: &Var) -> FluentValue<'static> {
        match var {
            Var::Figure(i) => FluentValue::Custom(Box::new(FigureArg {
                index: *i,
                value: page.figures[*i].value,
                display: page.figures[*i].display,
                formatter: Arc::clone(&self.formatter),
                text: OnceLock::new(),
            })),
            Var::Text(s) => FluentValue::String(Cow::Owned(escape(s))),
            Var::Code(s) => FluentValue::String(Cow::Owned(marks::code(s))),
            Var::Count(n) => FluentValue::from(*n),
            Var::Number(n) => FluentValue::from(*n),
            Var::List(items) => FluentValue::Custom(Box::new(ListArg {
                items: list_items(self, page, items),
                formatter: Arc::clone(&self.formatter),
                and: OnceLock::new(),
                nor: OnceLock::new(),
            })),
            Var::Date(d, part) => {
                let text = self
                    .formatter
                    .date(d.year, d.month, d.day, *part)
                    .unwrap_or_else(|_| format!("{:04}-{:02}-{:02}", d.year, d.month, d.day));
                FluentValue::String(Cow::Owned(text))
            }
        }
    }

    /// A figure's text in this locale, marked with its index (a table cell).
    pub fn figure_text(&self, page: &PageFigures, i: usize) -> String {
        let f = &page.figures[i];
        marks::figure(&[i], &self.formatter.format(f.value, f.display))
    }

    /// Joins list items as [`join_items`] does.
    fn list(&self, page: &PageFigures, items: &[Item], negated: bool) -> String {
        join_items(&self.formatter, &list_items(self, page, items), negated)
    }
}

/// A list variable's items, with what each figure's text is made of.
fn list_items(l: &Localizer, page: &PageFigures, items: &[Item]) -> Vec<ListItem> {
    items
        .iter()
        .map(|item| match item {
            Item::Figure(i) => {
                let f = &page.figures[*i];
                ListItem::Figure(*i, f.value, f.display)
            }
            Item::Text(t) => ListItem::Text(escape(t)),
            Item::Code(t) => ListItem::Text(marks::code(t)),
            Item::Row {
                message,
                facts,
                subject,
            } => ListItem::Text(l.row_text(message, facts, subject.as_deref())),
            Item::Message { message, vars } => {
                let mut args = FluentArgs::with_capacity(vars.len());
                for (k, v) in vars {
                    args.set(k.clone(), l.value(page, v));
                }
                // Where the locale lacks the message, the row's own name
                // (`pcdocs check` reports the missing translation).
                ListItem::Text(match l.format(message, &args) {
                    Some(Ok(text)) => text,
                    _ => match vars.get("row") {
                        Some(Var::List(row)) => l.list(page, row, false),
                        _ => String::new(),
                    },
                })
            }
        })
        .collect()
}

/// A Fluent value that borrows the text of `v`: a row's message takes the
/// page's arguments without copying their texts.
fn borrow_value<'a>(v: &'a FluentValue<'_>) -> FluentValue<'a> {
    match v {
        FluentValue::String(s) => FluentValue::String(Cow::Borrowed(s.as_ref())),
        other => other.clone(),
    }
}

/// `$dates-days`: how many calendar days the campaign's dates span, both
/// ends included, so running text can say "October 11 and 12" (fr « les 11
/// et 12 octobre ») for two days and keep a range for more.
fn set_days(args: &mut FluentArgs, page: &PageFigures) {
    if let (Some(Var::Date(a, _)), Some(Var::Date(b, _))) =
        (page.vars.get("dates-start"), page.vars.get("dates-end"))
    {
        let days = day_number(b.year, b.month, b.day) - day_number(a.year, a.month, a.day) + 1;
        args.set("dates-days", FluentValue::from(days));
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's
/// `days_from_civil`).
fn day_number(year: i32, month: u8, day: u8) -> i64 {
    let (m, d) = (i64::from(month), i64::from(day));
    let y = i64::from(year) - i64::from(m <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The messages and terms (`-id`) each message and term (`-id`) of a
/// parsed file references, where it references any.
fn references(resource: &FluentResource) -> Vec<(String, BTreeSet<String>)> {
    use fluent_syntax::ast::Entry;
    let mut out = Vec::new();
    for entry in resource.entries() {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_owned(), m.value.as_ref(), &m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
            _ => continue,
        };
        let mut found = BTreeSet::new();
        for pattern in value.into_iter().chain(attributes.iter().map(|a| &a.value)) {
            pattern_refs(pattern, &mut found);
        }
        if !found.is_empty() {
            out.push((id, found));
        }
    }
    out
}

fn pattern_refs(p: &fluent_syntax::ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    walk_pattern(p, &mut |r| match r {
        Ref::Message(id, _) => {
            out.insert(id.to_owned());
        }
        Ref::Term(id) => {
            out.insert(format!("-{id}"));
        }
        Ref::Variable(_) | Ref::Selector { .. } | Ref::Literal(_) => {}
    });
}

/// What a pattern names: messages (with the attribute, if any), terms and
/// variables, and the variables it selects on. A term's own body is not
/// walked: its variables are its arguments, not the message's.
enum Ref<'s> {
    Message(&'s str, Option<&'s str>),
    Term(&'s str),
    Variable(&'s str),
    /// A select expression on a variable (or on a function of it, as
    /// `NUMBER($n)`); `plural` when its variants are all CLDR plural
    /// categories.
    Selector {
        variable: &'s str,
        plural: bool,
        /// It has an `[incomplete]` variant.
        incomplete: bool,
    },
    /// A string literal, as written (escapes not decoded).
    Literal(&'s str),
}

fn walk_pattern<'s>(p: &fluent_syntax::ast::Pattern<&'s str>, f: &mut dyn FnMut(Ref<'s>)) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement, VariantKey};
    fn inline<'s>(i: &InlineExpression<&'s str>, f: &mut dyn FnMut(Ref<'s>)) {
        match i {
            InlineExpression::MessageReference { id, attribute } => {
                f(Ref::Message(id.name, attribute.as_ref().map(|a| a.name)));
            }
            InlineExpression::TermReference { id, arguments, .. } => {
                f(Ref::Term(id.name));
                for a in arguments
                    .iter()
                    .flat_map(|a| a.positional.iter().chain(a.named.iter().map(|n| &n.value)))
                {
                    inline(a, f);
                }
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in arguments
                    .positional
                    .iter()
                    .chain(arguments.named.iter().map(|n| &n.value))
                {
                    inline(a, f);
                }
            }
            InlineExpression::VariableReference { id } => f(Ref::Variable(id.name)),
            InlineExpression::Placeable { expression } => expression_refs(expression, f),
            InlineExpression::StringLiteral { value } => f(Ref::Literal(value)),
            InlineExpression::NumberLiteral { .. } => {}
        }
    }
    fn expression_refs<'s>(e: &Expression<&'s str>, f: &mut dyn FnMut(Ref<'s>)) {
        match e {
            Expression::Inline(i) => inline(i, f),
            Expression::Select { selector, variants } => {
                let variable = match selector {
                    InlineExpression::VariableReference { id } => Some(id.name),
                    InlineExpression::FunctionReference { arguments, .. } => {
                        match arguments.positional.first() {
                            Some(InlineExpression::VariableReference { id }) => Some(id.name),
                            _ => None,
                        }
                    }
                    _ => None,
                };
                if let Some(variable) = variable {
                    let plural = variants.iter().all(|v| {
                        matches!(&v.key, VariantKey::Identifier { name }
                            if ["zero", "one", "two", "few", "many", "other"].contains(name))
                    });
                    let incomplete = variants.iter().any(|v| {
                        matches!(&v.key, VariantKey::Identifier { name }
                            if *name == crate::compute::model::INCOMPLETE)
                    });
                    f(Ref::Selector {
                        variable,
                        plural,
                        incomplete,
                    });
                }
                inline(selector, f);
                for v in variants {
                    walk_pattern(&v.value, f);
                }
            }
        }
    }
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_refs(expression, f);
        }
    }
}

/// String literals whose escapes (`{ "\\u001B" }`) stand for characters no
/// input may hold ([`crate::diag::Refused`]), each placed at its literal;
/// the characters written as themselves were refused on reading.
fn refused_literals(
    file: &str,
    resource: &FluentResource,
    page: Option<&Extra>,
) -> Vec<Diagnostic> {
    use fluent_syntax::ast::Entry;
    let mut literals = Vec::new();
    for entry in resource.entries() {
        let patterns: Vec<&fluent_syntax::ast::Pattern<&str>> = match entry {
            Entry::Message(m) => m
                .value
                .iter()
                .chain(m.attributes.iter().map(|a| &a.value))
                .collect(),
            Entry::Term(t) => std::iter::once(&t.value)
                .chain(t.attributes.iter().map(|a| &a.value))
                .collect(),
            _ => continue,
        };
        for pattern in patterns {
            walk_pattern(pattern, &mut |r| {
                if let Ref::Literal(value) = r {
                    literals.push(value);
                }
            });
        }
    }
    let mut diags = Vec::new();
    for value in literals {
        let decoded = fluent_syntax::unicode::unescape_unicode_to_string(value);
        let Some((c, why)) = decoded
            .chars()
            .find_map(|c| Some((c, crate::diag::Refused::of(c)?)))
        else {
            continue;
        };
        let offset = value.as_ptr() as usize - text_ptr(resource);
        let found = crate::diag::Found {
            offset,
            char: c,
            why,
            escaped: true,
        };
        diags.push(match page {
            Some(p) => {
                let map = crate::diag::SourceMap {
                    text: &p.text.0,
                    spans: Some(&p.text.1),
                };
                let d = found.diagnostic(file, resource.source());
                Diagnostic { snippet: None, ..d }.at_mapped(&map, offset)
            }
            None => found.diagnostic(file, resource.source()),
        });
    }
    diags
}

fn text_ptr(resource: &FluentResource) -> usize {
    resource.source().as_ptr() as usize
}

fn describe_error(e: &fluent_bundle::FluentError) -> String {
    use fluent_bundle::FluentError;
    match e {
        FluentError::ResolverError(r) => r.to_string(),
        other => other.to_string(),
    }
}

/// The messages of all configured locales; the first is the source locale
/// that others fall back to. Localizers are shared, so replacing one locale
/// (`pcdocs serve` after an edit) keeps the others as they were parsed.
#[derive(Debug, Clone)]
pub struct Messages {
    pub locales: Vec<Arc<Localizer>>,
}

/// Why a message could not be formatted.
#[derive(Debug, Clone, PartialEq)]
pub enum FormatError {
    /// No locale has the message: the fault is where it is asked for.
    Missing(String),
    /// Fluent failed on the message: placed at its definition.
    Fluent(Diagnostic),
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FormatError::Missing(id) => write!(f, "no message `{id}` in any locale"),
            FormatError::Fluent(d) => write!(f, "{d}"),
        }
    }
}

/// A formatted message, and whether it came from the source locale because
/// the page's locale lacks it.
#[derive(Debug, Clone, PartialEq)]
pub struct Formatted {
    pub text: String,
    pub fallback: bool,
}

impl Messages {
    /// Loads the locales after the first, the translations, in order. They
    /// need nothing of the pages, so they can load while the pages are read.
    pub fn load_translations(
        root: &Path,
        dir: &Path,
        tags: &[String],
    ) -> Vec<Result<Localizer, Diagnostics>> {
        use rayon::prelude::*;
        tags.par_iter()
            .skip(1)
            .map(|tag| Localizer::load_reusing(root, dir, tag, &[], None, false))
            .collect()
    }

    /// Loads the source locale (the first), with the pages' messages
    /// `extra`, and joins it to the `translations` that
    /// [`Self::load_translations`] loaded. Only the source locale's messages
    /// are fingerprinted: the translation status compares their
    /// fingerprints with those confirmed, and reads of a translation only
    /// whether it is there.
    pub fn load(
        root: &Path,
        dir: &Path,
        tags: &[String],
        extra: &[Extra],
        translations: Vec<Result<Localizer, Diagnostics>>,
    ) -> Result<Self, Diagnostics> {
        let source = tags
            .first()
            .map(|tag| Localizer::load_reusing(root, dir, tag, extra, None, true));
        let mut diags = Diagnostics::default();
        let mut locales = Vec::new();
        for result in source.into_iter().chain(translations) {
            match result {
                Ok(l) => locales.push(Arc::new(l)),
                Err(d) => diags.extend(d),
            }
        }
        diags.into_result()?;
        Ok(Self { locales })
    }

    pub fn source(&self) -> &Localizer {
        &self.locales[0]
    }

    /// Adds to `out` the variables message `id` reads as [`Self::format`]
    /// shows it in locale `loc`: that locale's, and the source locale's,
    /// which stands in for a missing message.
    pub fn variables<'s>(&'s self, loc: usize, id: &str, out: &mut BTreeSet<&'s str>) {
        self.locales[loc].variables(id, out);
        self.source().variables(id, out);
    }

    /// Formats `id` in locale `loc`, falling back to the source locale's
    /// wording. `args` are the page locale's: figures and dates follow its
    /// CLDR rules even inside a passage shown in the source language.
    pub fn format(
        &self,
        loc: usize,
        id: &str,
        args: &FluentArgs,
    ) -> Result<Formatted, FormatError> {
        if let Some(r) = self.locales[loc].format(id, args) {
            return r
                .map(|text| Formatted {
                    text,
                    fallback: false,
                })
                .map_err(FormatError::Fluent);
        }
        match self.source().format(id, args) {
            Some(r) => r
                .map(|text| Formatted {
                    text,
                    fallback: loc != 0,
                })
                .map_err(FormatError::Fluent),
            None => Err(FormatError::Missing(id.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compute::model::DatePart;

    fn load(files: &[(&str, &str)]) -> Localizer {
        load_as(files, true)
    }

    /// Loads `files` as the source locale (`fingerprints`) or a translation.
    fn load_as(files: &[(&str, &str)], fingerprints: bool) -> Localizer {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("locales");
        std::fs::create_dir_all(dir.join("en")).unwrap();
        for (name, text) in files {
            std::fs::write(dir.join("en").join(name), text).unwrap();
        }
        Localizer::load_reusing(root.path(), &dir, "en", &[], None, fingerprints)
            .unwrap_or_else(|d| panic!("{d}"))
    }

    const V1: &str = "-brand = Pingclair\nabout = { -brand } is fast\nuses = Yes: { about }\nother = Other\n# A comment\ngone = Gone\n";

    #[test]
    fn changes_reach_the_messages_that_reference_them() {
        // The same in the source locale and in a translation, which has no
        // fingerprints: the texts are compared, not their fingerprints.
        for fingerprints in [true, false] {
            let load = |files: &[(&str, &str)]| load_as(files, fingerprints);
            let old = load(&[("a.ftl", V1)]);
            assert_eq!(old.origins["other"].fingerprint.is_some(), fingerprints);
            let set = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
            // A term: the message using it, and the one using that message.
            let new = load(&[("a.ftl", &V1.replace("= Pingclair", "= Pingclair Pro"))]);
            assert_eq!(new.changed_since(&old), set(&["about", "uses"]));
            // A comment or a file split changes nothing shown.
            let new = load(&[
                (
                    "a.ftl",
                    &V1.replace("# A comment", "# Another comment")
                        .replace("gone = Gone\n", ""),
                ),
                ("b.ftl", "gone = Gone\n"),
            ]);
            assert_eq!(new.changed_since(&old), set(&[]));
            // Removed and added messages; an attribute is the message's text.
            let new = load(&[(
                "a.ftl",
                &V1.replace("gone = Gone", "added = Added")
                    .replace("other = Other", "other = Other\n    .title = Else"),
            )]);
            assert_eq!(new.changed_since(&old), set(&["added", "gone", "other"]));
        }
    }

    #[test]
    fn a_message_reads_the_variables_of_what_it_references_and_no_others() {
        let l = load(&[(
            "a.ftl",
            "-brand = { $inner } Pingclair\n\
             title = { -brand(size: \"big\") } v{ $version } { subtitle } { NUMBER($count) }\n\
             subtitle = { $standing ->\n    [ahead] ahead by { $gap }\n   *[other] { loop.note }\n}\n\
             loop = { title }\n    .note = { $note }\n\
             unrelated = { $never }\n",
        )]);
        let vars = |id: &str| {
            let mut out = BTreeSet::new();
            l.variables(id, &mut out);
            out.into_iter().collect::<Vec<_>>()
        };
        // Through a message, a selector and its variants, an attribute of a
        // message that references back (the cycle ends) and a function's
        // argument; not the term's own `$inner`.
        assert_eq!(
            vars("title"),
            ["count", "gap", "note", "standing", "version"]
        );
        assert_eq!(vars("loop.note"), ["note"]);
        assert_eq!(vars("missing"), Vec::<String>::new());
    }

    #[test]
    fn a_reload_keeps_unchanged_files_and_sees_changed_ones() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("locales");
        std::fs::create_dir_all(dir.join("en")).unwrap();
        std::fs::write(dir.join("en/a.ftl"), V1).unwrap();
        std::fs::write(dir.join("en/b.ftl"), "b = B\n").unwrap();
        let old = Localizer::load(root.path(), &dir, "en").unwrap();
        std::fs::write(dir.join("en/b.ftl"), "b = Bee\n").unwrap();
        let new = old.reload(root.path(), &dir, &[]).unwrap();
        assert!(Arc::ptr_eq(&old.resources[0].1, &new.resources[0].1));
        assert!(!Arc::ptr_eq(&old.resources[1].1, &new.resources[1].1));
        let fresh = Localizer::load(root.path(), &dir, "en").unwrap();
        assert_eq!(new.origins, fresh.origins);
        assert_eq!(new.terms, fresh.terms);
        assert_eq!(new.changed_since(&old), ["b".to_owned()].into());
    }

    #[test]
    fn a_reload_of_changed_files_equals_a_fresh_load() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("locales");
        std::fs::create_dir_all(dir.join("en")).unwrap();
        let write =
            |name: &str, text: &str| std::fs::write(dir.join("en").join(name), text).unwrap();
        let changed = |names: &[&str]| -> BTreeSet<String> {
            names.iter().map(|n| format!("locales/en/{n}")).collect()
        };
        write(
            "a.ftl",
            "-brand = Pingclair\nwho = { $who ->\n    [us] { -brand }\n   *[them] Others\n}\n",
        );
        write(
            "b.ftl",
            "says = { who } says { $what ->\n    [yes] yes\n   *[no] no\n}\nplain = Plain\n",
        );
        write("c.ftl", "other = Other\n");
        // Files that stay as they are: the others are patched in.
        for i in 0..6 {
            write(&format!("e{i}.ftl"), &format!("e{i} = E{i}\n"));
        }
        let fresh = || Localizer::load(root.path(), &dir, "en").unwrap_or_else(|d| panic!("{d}"));
        let mut old = fresh();
        assert_eq!(
            old.origins["says"].selectors,
            ["what".to_owned(), "who".to_owned()].into()
        );
        let same_as_fresh = |new: &Localizer, old: &Localizer| {
            let f = fresh();
            assert_eq!(new.origins, f.origins);
            assert_eq!(new.terms, f.terms);
            assert_eq!(new.changed_since(old), f.changed_since(old));
            assert_eq!(
                new.resources.iter().map(|(f, _)| f).collect::<Vec<_>>(),
                f.resources.iter().map(|(f, _)| f).collect::<Vec<_>>()
            );
        };
        // A referenced message's selector changes in another file: the
        // message referencing it, in a file not read again, reaches the new one.
        write(
            "a.ftl",
            "-brand = Pingclair\nwho = { $team ->\n    [us] { -brand }\n   *[them] Others\n}\n",
        );
        let new = old
            .reload_changed(root.path(), &dir, &[], &changed(&["a.ftl"]))
            .unwrap();
        assert!(Arc::ptr_eq(
            &old.parsed["locales/en/b.ftl"],
            &new.parsed["locales/en/b.ftl"]
        ));
        assert_eq!(
            new.origins["says"].selectors,
            ["team".to_owned(), "what".to_owned()].into()
        );
        assert_eq!(
            new.changed_since(&old),
            ["says".to_owned(), "who".to_owned()].into()
        );
        same_as_fresh(&new, &old);
        old = new;
        // A file comes, one goes, a message moves between them.
        write("d.ftl", "other = Other\nnew = New\n");
        std::fs::remove_file(dir.join("en/c.ftl")).unwrap();
        let new = old
            .reload_changed(root.path(), &dir, &[], &changed(&["c.ftl", "d.ftl"]))
            .unwrap();
        assert_eq!(new.changed_since(&old), ["new".to_owned()].into());
        same_as_fresh(&new, &old);
        old = new;
        // A message defined twice is the error a fresh load gives.
        write("c.ftl", "plain = Again\n");
        let err = old
            .reload_changed(root.path(), &dir, &[], &changed(&["c.ftl"]))
            .unwrap_err()
            .to_string();
        let fresh_err = Localizer::load(root.path(), &dir, "en")
            .unwrap_err()
            .to_string();
        assert!(err.contains("message `plain` is defined twice"), "{err}");
        assert_eq!(err, fresh_err);
    }

    #[test]
    fn days_count_calendar_days() {
        assert_eq!(day_number(1970, 1, 1), 0);
        assert_eq!(day_number(2026, 10, 12) - day_number(2026, 10, 11), 1);
        assert_eq!(day_number(2024, 3, 1) - day_number(2024, 2, 28), 2);
        assert_eq!(day_number(2027, 1, 1) - day_number(2026, 12, 31), 1);
        let mut page = PageFigures::default();
        let date = |day| crate::compute::model::DateValue {
            year: 2026,
            month: 10,
            day,
        };
        page.vars
            .insert("dates-start".into(), Var::Date(date(11), DatePart::Full));
        page.vars
            .insert("dates-end".into(), Var::Date(date(12), DatePart::Full));
        let en = load(&[(
            "a.ftl",
            "d = { $dates-days ->\n    [2] two days\n   *[other] { $dates-days } days\n}\n",
        )]);
        let args = en.args(&page);
        assert_eq!(en.format("d", &args).unwrap().unwrap(), "two days");
    }

    #[test]
    fn a_list_shows_its_and_form_and_nor_gives_its_negated_form() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("locales");
        std::fs::create_dir_all(dir.join("fr")).unwrap();
        std::fs::write(
            dir.join("fr/a.ftl"),
            "with = avec { $absent }\nwithout = sans { NOR($absent) }\nplain = sans { NOR($name) }\n",
        )
        .unwrap();
        let fr = Localizer::load(root.path(), &dir, "fr").unwrap_or_else(|d| panic!("{d}"));
        let mut page = PageFigures::default();
        let items = vec![Item::Text("Caddy".into()), Item::Text("Traefik".into())];
        page.vars.insert("absent".into(), Var::List(items.clone()));
        page.vars.insert("name".into(), Var::Text("Caddy".into()));
        let args = fr.args(&page);
        let show = |id: &str| fr.format(id, &args).unwrap().unwrap();
        assert_eq!(show("with"), "avec Caddy et Traefik");
        assert_eq!(show("without"), "sans Caddy ni Traefik");
        assert_eq!(show("plain"), "sans Caddy");
        assert_eq!(fr.var_text(&page, &Var::List(items)), "Caddy et Traefik");
    }
}
