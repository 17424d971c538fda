//! translate/: the translators' workflow. What each locale lacks, what became
//! stale when the source changed, and confirming reviewed translations.
//!
//! Staleness survives git clones: `locales/<tag>/confirmed.toml` records, for
//! each translated message, a fingerprint of the source message it was last
//! confirmed against. A changed source message no longer matches, so exactly
//! its translations become stale.

use crate::diag::{Diagnostic, Diagnostics, read_text, rel};
use crate::l10n::messages::{Origin, fingerprint};
use fluent_syntax::ast::Entry;
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub mod sync;

pub const LOCK_FILE: &str = "confirmed.toml";

/// A message of a locale: the file it is in and the fingerprint of its text
/// (owned when read from the files, borrowed from a build's origins).
#[derive(Debug, Clone)]
struct Message<S = String> {
    file: S,
    fingerprint: S,
}

fn locale_dir(root: &Path, tag: &str) -> PathBuf {
    root.join("locales").join(tag)
}

/// The messages of the source locale: its `.ftl` files and the pages' prose.
fn source_messages(root: &Path, tag: &str) -> Result<BTreeMap<String, Message>, Diagnostics> {
    let mut out = messages(root, tag)?;
    let pages = crate::content::load_all(root, &root.join("content"))?;
    let mut seen = std::collections::BTreeSet::new();
    for page in pages.iter().filter(|p| seen.insert(p.file.clone())) {
        let resource = match fluent_syntax::parser::parse(page.messages.0.as_str()) {
            Ok(r) | Err((r, _)) => r,
        };
        let file = sync::translation_file(&page.file);
        for entry in &resource.body {
            if let Entry::Message(m) = entry {
                out.entry(m.id.name.to_owned()).or_insert(Message {
                    file: file.clone(),
                    fingerprint: fingerprint(m),
                });
            }
        }
    }
    Ok(out)
}

/// The messages of a locale, by id, from its `.ftl` files in name order.
fn messages(root: &Path, tag: &str) -> Result<BTreeMap<String, Message>, Diagnostics> {
    let dir = locale_dir(root, tag);
    // A locale without a folder has no messages yet.
    let files: Vec<PathBuf> = crate::diag::list_input(root, &dir)?
        .unwrap_or_default()
        .into_iter()
        .filter(|e| !e.is_dir && e.path.extension().is_some_and(|x| x == "ftl"))
        .map(|e| e.path)
        .collect();
    let mut out = BTreeMap::new();
    for path in files {
        let text = read_text(root, &path)?;
        crate::l10n::depth::check(&rel(root, &path), &text)?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        for entry in &resource.body {
            if let Entry::Message(m) = entry {
                out.entry(m.id.name.to_owned()).or_insert(Message {
                    file: name.clone(),
                    fingerprint: fingerprint(m),
                });
            }
        }
    }
    Ok(out)
}

#[derive(Debug, Clone, Default, serde::Deserialize, serde::Serialize)]
struct Lock {
    #[serde(default)]
    confirmed: BTreeMap<String, String>,
}

fn read_lock(root: &Path, tag: &str) -> Result<Lock, Diagnostic> {
    let path = locale_dir(root, tag).join(LOCK_FILE);
    if !crate::diag::input_exists(root, &path)? {
        return Ok(Lock::default());
    }
    let text = read_text(root, &path)?;
    crate::diag::parse_toml(&rel(root, &path), &text)
}

/// Where a translated message stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum State {
    Translated,
    Missing,
    /// The source message changed since the translation was confirmed, or it
    /// was never confirmed.
    Stale,
    /// The source locale no longer has the message.
    Obsolete,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct FileStatus {
    /// The source file the messages belong to (`mx.ftl`).
    pub file: String,
    pub translated: Vec<String>,
    pub missing: Vec<String>,
    pub stale: Vec<String>,
    /// Translated, but never confirmed against the source text: not known
    /// to be stale, not known to be current.
    pub unconfirmed: Vec<String>,
    pub obsolete: Vec<String>,
}

impl FileStatus {
    pub fn total(&self) -> usize {
        self.translated.len() + self.missing.len() + self.stale.len() + self.unconfirmed.len()
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct LocaleStatus {
    pub locale: String,
    pub files: Vec<FileStatus>,
    /// Share of the source messages translated and current, 0–100.
    pub percent: f64,
}

impl LocaleStatus {
    pub fn count(&self, f: fn(&FileStatus) -> usize) -> usize {
        self.files.iter().map(f).sum()
    }

    /// The state of one message in this locale.
    pub fn state(&self, id: &str) -> Option<State> {
        let has = |v: &Vec<String>| v.iter().any(|x| x == id);
        self.files.iter().find_map(|f| {
            if has(&f.translated) {
                Some(State::Translated)
            } else if has(&f.missing) {
                Some(State::Missing)
            } else if has(&f.stale) || has(&f.unconfirmed) {
                // Neither is known to be current: the status page counts both.
                Some(State::Stale)
            } else if has(&f.obsolete) {
                Some(State::Obsolete)
            } else {
                None
            }
        })
    }
}

/// The status of every locale of `tags` against `tags[0]`, the source,
/// reading the `.ftl` files.
pub fn status(root: &Path, tags: &[String]) -> Result<Vec<LocaleStatus>, Diagnostics> {
    let catalogs = tags
        .iter()
        .enumerate()
        .map(|(i, tag)| match i {
            0 => source_messages(root, tag),
            _ => messages(root, tag),
        })
        .collect::<Result<Vec<_>, _>>()?;
    status_of(root, tags, &catalogs)
}

/// The status of every locale, from the messages a build has loaded
/// (`Localizer::origins`, one map per tag): only `confirmed.toml` is read.
pub fn status_from_origins(
    root: &Path,
    tags: &[String],
    origins: &[&BTreeMap<String, Arc<Origin>>],
) -> Result<Vec<LocaleStatus>, Diagnostics> {
    // Borrowed from the origins: a build's catalogs hold every message of
    // every locale, and copying each id, file and fingerprint showed. A
    // file's messages mostly follow one another: the last file is kept.
    let mut names: HashMap<&str, String> = HashMap::new();
    for origin in origins.iter().flat_map(|o| o.values()) {
        let f = origin.file.as_str();
        if !names.contains_key(f) {
            names.insert(f, sync::translation_file(f));
        }
    }
    let mut catalogs: Vec<BTreeMap<&str, Message<&str>>> = Vec::new();
    for o in origins {
        let mut last: (&str, &str) = ("", "");
        let mut catalog = Vec::with_capacity(o.len());
        for (id, origin) in o.iter() {
            if origin.file != last.0 {
                last = (origin.file.as_str(), names[origin.file.as_str()].as_str());
            }
            let message = Message {
                file: last.1,
                // Only the source locale's are read.
                fingerprint: origin.fingerprint.as_deref().unwrap_or_default(),
            };
            catalog.push((id.as_str(), message));
        }
        // In id order already: the map is built from the sorted list.
        catalogs.push(catalog.into_iter().collect());
    }
    status_of(root, tags, &catalogs)
}

/// Whether [`status_from_origins`] reads the same of the origins `a` and `b`
/// of one locale: the same messages in the same files, and for the source
/// locale (`source`) the same fingerprints. The text of a translation does
/// not count: its status is its presence and its confirmation, so editing
/// one leaves the statuses as they were (`pcdocs serve` keeps them then).
pub fn same_status_inputs(
    source: bool,
    a: &BTreeMap<String, Arc<Origin>>,
    b: &BTreeMap<String, Arc<Origin>>,
) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|((ia, oa), (ib, ob))| {
            ia == ib
                && (Arc::ptr_eq(oa, ob)
                    || (oa.file == ob.file && (!source || oa.fingerprint == ob.fingerprint)))
        })
}

/// The files of a locale's status as they are met, found by name; sorted
/// by name at the end. The last one is checked first: a file's messages
/// mostly come one after another.
#[derive(Default)]
struct Files {
    list: Vec<FileStatus>,
    index: HashMap<String, usize>,
    last: usize,
}

impl Files {
    fn of(&mut self, file: &str) -> &mut FileStatus {
        if self.list.get(self.last).is_none_or(|f| f.file != file) {
            self.last = match self.index.get(file) {
                Some(&i) => i,
                None => {
                    self.list.push(FileStatus {
                        file: file.to_owned(),
                        ..Default::default()
                    });
                    self.index.insert(file.to_owned(), self.list.len() - 1);
                    self.list.len() - 1
                }
            };
        }
        &mut self.list[self.last]
    }

    fn sorted(mut self) -> Vec<FileStatus> {
        self.list.sort_by(|a, b| a.file.cmp(&b.file));
        self.list
    }
}

fn status_of<K: std::borrow::Borrow<str> + Ord, S: AsRef<str>>(
    root: &Path,
    tags: &[String],
    catalogs: &[BTreeMap<K, Message<S>>],
) -> Result<Vec<LocaleStatus>, Diagnostics> {
    let source = &catalogs[0];
    let mut out = Vec::new();
    for (tag, have) in tags.iter().zip(catalogs).skip(1) {
        let lock = read_lock(root, tag)?;
        let mut files = Files::default();
        for (id, src) in source {
            let id = id.borrow();
            let f = files.of(src.file.as_ref());
            match have.get(id) {
                None => f.missing.push(id.to_owned()),
                Some(_) => match lock.confirmed.get(id) {
                    Some(fp) if fp == src.fingerprint.as_ref() => f.translated.push(id.to_owned()),
                    Some(_) => f.stale.push(id.to_owned()),
                    None => f.unconfirmed.push(id.to_owned()),
                },
            }
        }
        for (id, m) in have {
            let id = id.borrow();
            if !source.contains_key(id) {
                files.of(m.file.as_ref()).obsolete.push(id.to_owned());
            }
        }
        let files = files.sorted();
        let total: usize = files.iter().map(FileStatus::total).sum();
        let translated: usize = files.iter().map(|f| f.translated.len()).sum();
        let percent = if total == 0 {
            100.0
        } else {
            translated as f64 * 100.0 / total as f64
        };
        out.push(LocaleStatus {
            locale: tag.clone(),
            files,
            percent,
        });
    }
    Ok(out)
}

/// Marks the translations of `ids` (all present ones when empty) in `tag` as
/// current against the source locale `source_tag`. Returns how many were
/// confirmed.
pub fn confirm(
    root: &Path,
    source_tag: &str,
    tag: &str,
    ids: &[String],
) -> Result<usize, crate::diag::Error> {
    let source = source_messages(root, source_tag)?;
    let have = messages(root, tag)?;
    let mut lock = read_lock(root, tag)?;
    let mut diags = Diagnostics::default();
    let wanted: Vec<String> = if ids.is_empty() {
        have.keys().cloned().collect()
    } else {
        ids.to_vec()
    };
    let mut n = 0;
    for id in &wanted {
        match (source.get(id), have.contains_key(id)) {
            (Some(src), true) => {
                lock.confirmed.insert(id.clone(), src.fingerprint.clone());
                n += 1;
            }
            (None, _) if ids.is_empty() => {}
            (None, _) => diags.push(Diagnostic::new(
                format!("locales/{source_tag}"),
                format!("no message `{id}` in {source_tag}"),
            )),
            (Some(_), false) => diags.push(Diagnostic::new(
                format!("locales/{tag}"),
                format!(
                    "message `{id}` is not translated in {tag}; translate it before confirming"
                ),
            )),
        }
    }
    diags.into_result()?;
    // Entries of messages gone from the source are dropped.
    lock.confirmed.retain(|id, _| source.contains_key(id));
    let path = locale_dir(root, tag).join(LOCK_FILE);
    let body = toml::to_string(&lock)
        .map_err(|e| Diagnostics::from(Diagnostic::new(rel(root, &path), e.to_string())))?;
    let text = format!(
        "# Written by `pcdocs i18n confirm`: a fingerprint of the {source_tag} text each\n# translation was last confirmed against. Commit it with the translations.\n\n{body}"
    );
    std::fs::write(&path, text)
        .map_err(|e| crate::diag::Failure::new(format!("write {}", rel(root, &path)), e))?;
    Ok(n)
}

/// A human report of `status`, per locale and file.
pub fn to_text(statuses: &[LocaleStatus]) -> String {
    let mut s = String::new();
    for l in statuses {
        s.push_str(&format!(
            "{}: {:.0}% translated ({} translated, {} missing, {} stale, {} unconfirmed, {} obsolete)\n",
            l.locale,
            l.percent.floor(),
            l.count(|f| f.translated.len()),
            l.count(|f| f.missing.len()),
            l.count(|f| f.stale.len()),
            l.count(|f| f.unconfirmed.len()),
            l.count(|f| f.obsolete.len()),
        ));
        for f in &l.files {
            s.push_str(&format!(
                "  {}: {}/{} translated, {} missing, {} stale, {} unconfirmed, {} obsolete\n",
                f.file,
                f.translated.len(),
                f.total(),
                f.missing.len(),
                f.stale.len(),
                f.unconfirmed.len(),
                f.obsolete.len()
            ));
            for (word, ids) in [
                ("missing", &f.missing),
                ("stale", &f.stale),
                ("unconfirmed", &f.unconfirmed),
                ("obsolete", &f.obsolete),
            ] {
                for id in ids {
                    s.push_str(&format!("    {word}: {id}\n"));
                }
            }
        }
    }
    s
}
