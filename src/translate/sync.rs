//! `pcdocs i18n sync`: writes, for each page and each locale other than the
//! source, `locales/<tag>/<page>.ftl` with the page's messages in page
//! order. Each translation gets the source text as a comment above it
//! (`# en: …`), renewed on every sync, so a translator sees what a stale
//! translation was written against and what it must say now; a message
//! not translated yet appears as that comment and a commented-out id.
//! Nothing a translator wrote is dropped: translations of messages gone
//! from the page stay at the end of the file (`i18n status` calls them
//! obsolete), and so do terms and comments of their own.

use crate::content::{self, Source};
use crate::diag::{Diagnostic, Diagnostics, rel};
use fluent_syntax::ast::{Comment, Entry, Message, Resource};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

pub use crate::l10n::messages::translation_file;

/// What a sync did to one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Synced {
    /// Path from the project root.
    pub file: String,
    pub translated: usize,
    pub untranslated: usize,
    pub obsolete: usize,
    /// Translations of the page's messages kept in another file of the locale.
    pub elsewhere: Vec<(String, String)>,
    pub written: bool,
}

/// Syncs every page's translation file in every locale of `tags` but the
/// first (the source). Writes only files whose text changes, and none
/// when any input has a problem.
pub fn sync(root: &Path, tags: &[String]) -> Result<Vec<Synced>, crate::diag::Error> {
    let sources = content::load_all(root, &root.join("content"))?;
    let mut seen = BTreeSet::new();
    let pages: Vec<&Source> = sources
        .iter()
        .filter(|s| seen.insert(s.file.clone()))
        .collect();
    let mut out = Vec::new();
    let mut writes = Vec::new();
    let mut diags = Diagnostics::default();
    for tag in tags.iter().skip(1) {
        let dir = root.join("locales").join(tag);
        let others = locale_ids(root, tag)?;
        for page in &pages {
            match sync_page(root, &dir, page, &others) {
                Ok((s, write)) => {
                    out.push(s);
                    writes.extend(write);
                }
                Err(d) => diags.extend(d),
            }
        }
    }
    diags.into_result()?;
    for (path, text) in writes {
        path.parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, text))
            .map_err(|e| crate::diag::Failure::new(format!("write {}", rel(root, &path)), e))?;
    }
    Ok(out)
}

/// Message ids of a locale by the file name that holds them.
fn locale_ids(root: &Path, tag: &str) -> Result<BTreeMap<String, String>, Diagnostics> {
    Ok(super::messages(root, tag)?
        .into_iter()
        .map(|(id, m)| (id, m.file))
        .collect())
}

/// The marker of the source text in a translation's comment.
const EN: &str = "en: ";
const HEADER: &str = "Translations of the messages of";

fn sync_page(
    root: &Path,
    dir: &Path,
    page: &Source,
    others: &BTreeMap<String, String>,
) -> Result<(Synced, Option<(std::path::PathBuf, String)>), Diagnostics> {
    let name = translation_file(&page.file);
    let path = dir.join(&name);
    let file = rel(root, &path);
    let source = parse_page_messages(page)?;
    let old_text = match crate::diag::input_exists(root, &path)? {
        true => crate::diag::read_text(root, &path)?,
        false => String::new(),
    };
    let (mut have, rest) = sort_old(parse_translations(&old_text, &file)?);
    let Order {
        entries,
        english,
        elsewhere,
    } = page_order(&source, &mut have, others, &name);
    // Comment lines are built as owned strings, then borrowed by the AST.
    let stub_lines: Vec<String> = entries
        .iter()
        .filter(|(_, m)| m.is_none())
        .map(|(id, _)| format!("{id} ="))
        .collect();
    let header = [
        format!("{HEADER} {}. Above each one, `en:` shows the", page.file),
        "source text; `pcdocs i18n sync` renews it when the page changes.".to_owned(),
    ];
    let obsolete_header = [format!(
        "{OBSOLETE}: no longer on the page. Remove them when done with them."
    )];
    let mut body: Vec<Entry<&str>> = vec![Entry::ResourceComment(Comment {
        content: header.iter().map(String::as_str).collect(),
    })];
    let (translated, untranslated) = push_translations(&mut body, entries, &english, &stub_lines);
    let obsolete = have.len();
    if !have.is_empty() {
        body.push(Entry::GroupComment(Comment {
            content: obsolete_header.iter().map(String::as_str).collect(),
        }));
        body.extend(have.into_values().map(Entry::Message));
    }
    body.extend(rest);
    let text = serialise_checked(body, &file)?;
    let written = text != old_text;
    let synced = Synced {
        file,
        translated,
        untranslated,
        obsolete,
        elsewhere,
        written,
    };
    Ok((synced, written.then_some((path, text))))
}

/// The page's source-locale messages. The build reports their syntax
/// errors with their lines.
fn parse_page_messages(page: &Source) -> Result<Resource<&str>, Diagnostics> {
    fluent_syntax::parser::parse(page.messages.0.as_str()).map_err(|_| {
        Diagnostic::new(&page.file, "the page's messages do not parse")
            .hint("run `pcdocs build` to see where")
            .into()
    })
}

/// A translation file as it is; one that does not parse is refused with
/// every error, since sync would lose the broken text.
fn parse_translations<'t>(old_text: &'t str, file: &str) -> Result<Resource<&'t str>, Diagnostics> {
    fluent_syntax::parser::parse(old_text).map_err(|(_, errors)| {
        let mut diags = Diagnostics::default();
        for e in errors {
            diags.push(
                Diagnostic::new(file, crate::diag::fluent_syntax_error(old_text, &e))
                    .at_offset(old_text, e.pos.start)
                    .hint("fix it first: sync rewrites the file and would lose the broken text"),
            );
        }
        diags
    })
}

/// A translation file's translations by id, and the entries of its own
/// that are kept at its end; the comments sync writes are dropped, to be
/// written again.
fn sort_old(old: Resource<&str>) -> (BTreeMap<&str, Message<&str>>, Vec<Entry<&str>>) {
    let mut have: BTreeMap<&str, Message<&str>> = BTreeMap::new();
    let mut rest: Vec<Entry<&str>> = Vec::new();
    for e in old.body {
        match e {
            Entry::Message(m) => {
                have.insert(m.id.name, m);
            }
            Entry::Comment(c) if c.content.first().is_some_and(|l| l.starts_with(EN)) => {}
            Entry::ResourceComment(c)
                if c.content.first().is_some_and(|l| l.starts_with(HEADER)) => {}
            Entry::GroupComment(c)
                if c.content.first().is_some_and(|l| l.starts_with(OBSOLETE)) => {}
            other => rest.push(other),
        }
    }
    (have, rest)
}

/// The page's messages that belong in its translation file, in page order.
struct Order<'s> {
    /// Each id with its translation, taken from the file's, if any.
    entries: Vec<(&'s str, Option<Message<&'s str>>)>,
    /// Each one's source text, as comment lines.
    english: Vec<Vec<String>>,
    /// Messages not translated here but in another file of the locale: (id, file).
    elsewhere: Vec<(String, String)>,
}

fn page_order<'s>(
    source: &Resource<&'s str>,
    have: &mut BTreeMap<&'s str, Message<&'s str>>,
    others: &BTreeMap<String, String>,
    name: &str,
) -> Order<'s> {
    let mut order = Order {
        entries: Vec::new(),
        english: Vec::new(),
        elsewhere: Vec::new(),
    };
    for e in &source.body {
        let Entry::Message(m) = e else { continue };
        let id = m.id.name;
        let kept = have.remove(id);
        if kept.is_none()
            && let Some(other) = others.get(id).filter(|f| **f != name)
        {
            order.elsewhere.push((id.to_owned(), other.clone()));
            continue;
        }
        order.english.push(en_lines(m));
        order.entries.push((id, kept));
    }
    order
}

/// Each of the page's messages under its source text: a translation kept
/// (its own comment after), or a commented-out stub. Returns how many of
/// each: (translated, untranslated).
fn push_translations<'b>(
    body: &mut Vec<Entry<&'b str>>,
    entries: Vec<(&'b str, Option<Message<&'b str>>)>,
    english: &'b [Vec<String>],
    stub_lines: &'b [String],
) -> (usize, usize) {
    let (mut translated, mut untranslated) = (0, 0);
    let mut stubs = stub_lines.iter();
    for ((_, kept), en) in entries.into_iter().zip(english) {
        let en: Vec<&str> = en.iter().map(String::as_str).collect();
        match kept {
            Some(mut m) => {
                let own: Vec<&str> = m
                    .comment
                    .take()
                    .map(|c| strip_en(c.content))
                    .unwrap_or_default();
                m.comment = Some(Comment {
                    content: en.into_iter().chain(own).collect(),
                });
                body.push(Entry::Message(m));
                translated += 1;
            }
            None => {
                let mut content = en;
                content.extend(stubs.next().map(String::as_str));
                body.push(Entry::Comment(Comment { content }));
                untranslated += 1;
            }
        }
    }
    (translated, untranslated)
}

/// The file's text: serialised, a blank line before each translation, and
/// refused if it would not parse back.
fn serialise_checked(body: Vec<Entry<&str>>, file: &str) -> Result<String, Diagnostics> {
    // A blank line before each translation, for the eye.
    let mut text =
        fluent_syntax::serializer::serialize(&Resource { body }).replace("\n# en: ", "\n\n# en: ");
    while text.contains("\n\n\n") {
        text = text.replace("\n\n\n", "\n\n");
    }
    let text = join_leading_text(&text);
    if let Err((_, errors)) = fluent_syntax::parser::parse(text.as_str()) {
        return Err(Diagnostic::new(
            file,
            format!(
                "pcdocs would write a file that does not parse ({:?}); nothing was written",
                errors[0].kind
            ),
        )
        .into());
    }
    Ok(text)
}

const OBSOLETE: &str = "Obsolete";

/// Fluent's serializer puts a multi-line value on the lines after `id =`,
/// where a line may not start with `*`, `[` or `.` (they open variants and
/// attributes): such a first line goes back beside the `=`.
fn join_leading_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut lines = text.split_inclusive('\n').peekable();
    while let Some(line) = lines.next() {
        let bare = line.trim_end();
        let is_head = bare.ends_with(" =")
            && !bare.starts_with([' ', '#'])
            && bare[..bare.len() - 2]
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if is_head
            && let Some(next) = lines.peek()
            && next.trim_start().starts_with(['*', '[', '.'])
        {
            out.push_str(bare);
            out.push(' ');
            out.push_str(next.trim_start());
            lines.next();
            continue;
        }
        out.push_str(line);
    }
    out
}

/// A comment's lines without an earlier sync's source text.
fn strip_en(lines: Vec<&str>) -> Vec<&str> {
    let mut out = Vec::new();
    let mut in_en = false;
    for l in lines {
        if l.starts_with(EN) {
            in_en = true;
            continue;
        }
        if in_en && l.starts_with("    ") {
            continue;
        }
        in_en = false;
        out.push(l);
    }
    out
}

/// The source text of a message as comment lines: `en: ` and its value,
/// further lines indented as Fluent writes them.
fn en_lines(m: &Message<&str>) -> Vec<String> {
    let mut m = m.clone();
    m.comment = None;
    let text = fluent_syntax::serializer::serialize(&Resource {
        body: vec![Entry::Message(m.clone())],
    });
    let value = text
        .strip_prefix(m.id.name)
        .and_then(|t| t.trim_start_matches(' ').strip_prefix('='))
        .unwrap_or(&text);
    // A value on lines of its own is indented by four spaces.
    let (first, rest) = match value.strip_prefix('\n') {
        Some(v) => (None, v),
        None => (
            Some(value.lines().next().unwrap_or("").trim()),
            value.split_once('\n').map_or("", |x| x.1),
        ),
    };
    let mut lines: Vec<String> = first.map(|f| vec![format!("{EN}{f}")]).unwrap_or_default();
    for l in rest.trim_end().lines() {
        let l = l.strip_prefix("    ").unwrap_or(l);
        if lines.is_empty() {
            lines.push(format!("{EN}{}", l.trim()));
        } else {
            lines.push(format!("    {l}"));
        }
    }
    if lines.is_empty() {
        lines.push(EN.trim_end().to_owned());
    }
    lines
}

/// A report of a sync, a line per file.
pub fn to_text(synced: &[Synced]) -> String {
    let mut s = String::new();
    for f in synced {
        s.push_str(&format!(
            "{}{}: {} translated, {} to translate, {} obsolete\n",
            f.file,
            if f.written { " (written)" } else { "" },
            f.translated,
            f.untranslated,
            f.obsolete
        ));
        for (id, other) in &f.elsewhere {
            s.push_str(&format!("  {id}: translated in {other}; move it here\n"));
        }
    }
    s
}
