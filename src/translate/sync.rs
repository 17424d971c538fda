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
    let source_text = &page.messages.0;
    let source = match fluent_syntax::parser::parse(source_text.as_str()) {
        Ok(r) => r,
        // The build reports the page's syntax errors with their lines.
        Err(_) => {
            return Err(
                Diagnostic::new(&page.file, "the page's messages do not parse")
                    .hint("run `pcdocs build` to see where")
                    .into(),
            );
        }
    };
    let old_text = match crate::diag::input_exists(root, &path)? {
        true => crate::diag::read_text(root, &path)?,
        false => String::new(),
    };
    let old: Resource<&str> = match fluent_syntax::parser::parse(old_text.as_str()) {
        Ok(r) => r,
        Err((_, errors)) => {
            let mut diags = Diagnostics::default();
            for e in errors {
                diags.push(
                    Diagnostic::new(&file, crate::diag::fluent_syntax_error(&old_text, &e))
                        .at_offset(&old_text, e.pos.start)
                        .hint(
                            "fix it first: sync rewrites the file and would lose the broken text",
                        ),
                );
            }
            return Err(diags);
        }
    };
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
    // Comment lines are built as owned strings, then borrowed by the AST.
    let mut english: Vec<Vec<String>> = Vec::new();
    let mut order: Vec<(&str, Option<Message<&str>>)> = Vec::new();
    let mut elsewhere = Vec::new();
    let mut page_ids = BTreeSet::new();
    for e in &source.body {
        let Entry::Message(m) = e else { continue };
        let id = m.id.name;
        page_ids.insert(id);
        let kept = have.remove(id);
        if kept.is_none()
            && let Some(other) = others.get(id).filter(|f| **f != name)
        {
            elsewhere.push((id.to_owned(), other.clone()));
            continue;
        }
        english.push(en_lines(m));
        order.push((id, kept));
    }
    let stub_lines: Vec<String> = order
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
    let (mut translated, mut untranslated) = (0, 0);
    let mut stubs = stub_lines.iter();
    for ((_, kept), en) in order.into_iter().zip(&english) {
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
    let obsolete = have.len();
    if !have.is_empty() {
        body.push(Entry::GroupComment(Comment {
            content: obsolete_header.iter().map(String::as_str).collect(),
        }));
        body.extend(have.into_values().map(Entry::Message));
    }
    body.extend(rest);
    // A blank line before each translation, for the eye.
    let mut text =
        fluent_syntax::serializer::serialize(&Resource { body }).replace("\n# en: ", "\n\n# en: ");
    while text.contains("\n\n\n") {
        text = text.replace("\n\n\n", "\n\n");
    }
    let text = join_leading_text(&text);
    if let Err((_, errors)) = fluent_syntax::parser::parse(text.as_str()) {
        return Err(Diagnostic::new(
            &file,
            format!(
                "pcdocs would write a file that does not parse ({:?}); nothing was written",
                errors[0].kind
            ),
        )
        .into());
    }
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
