//! Writing pcdocs' pages into a folder that holds other people's pages,
//! and other projects' pages.
//!
//! - Each (project, section) has its manifest, in the folder [`MANIFESTS`]
//!   inside the content folder, named after the section
//!   ([`manifest_name`]): it names the project (its folder, relative to the
//!   content folder) and lists every file the project wrote there with the
//!   SHA-256 of what it wrote. pcdocs overwrites a file only when its own
//!   manifest lists it and it still holds what pcdocs wrote, and removes only
//!   such files it no longer writes; a file another project's manifest lists,
//!   or that no manifest lists, is refused, by name, before anything is
//!   changed, and so is a section another project's manifest already claims.
//! - The single manifest of earlier versions ([`LEGACY`]) is taken over
//!   piecemeal: each project takes the entries under its own section and
//!   leaves the rest, which stay another's, until none is left.
//! - No path leaves the folder: every path is relative, of plain names, and
//!   every folder on the way to a file must be a real folder (a symbolic
//!   link is refused), as must the file itself.
//! - Changed files are staged in a hidden folder inside the target, then
//!   renamed into place. Before the first rename the manifest lists the old
//!   and the new version of every file, so a run killed halfway leaves files
//!   the next run recognises as its own and finishes. A staging folder is
//!   removed only while it holds nothing but what pcdocs stages there.

use crate::diag::{Diagnostic, Diagnostics, Error, Failure};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::io;
use std::path::{Component, Path, PathBuf};

/// The folder of the manifests, one per project and section, inside the
/// Starlight content folder.
pub const MANIFESTS: &str = ".pcdocs-starlight";
/// The one manifest of the whole folder that earlier versions wrote.
pub const LEGACY: &str = ".pcdocs-starlight.json";
/// Where earlier versions staged their files.
const LEGACY_STAGING: &str = ".pcdocs-starlight.staging";
/// Where changed files wait before they are renamed into place, inside
/// [`MANIFESTS`].
const STAGING: &str = "staging";
const ABOUT: &str = "Files written by `pcdocs build --format starlight` for one project and \
section, with the SHA-256 of what was written. pcdocs overwrites or removes only these files, \
and only while they hold what it wrote.";

/// Who writes: a project, by its folder relative to the content folder,
/// and the section it writes.
#[derive(Debug, Clone)]
pub struct Owner {
    pub project: String,
    pub section: String,
    /// The folders of the section in each locale the project writes
    /// (`S`, `fr/S`): where its entries of a [`LEGACY`] manifest are.
    pub folders: Vec<String>,
}

/// The file name of a section's manifest in [`MANIFESTS`]: the section,
/// its `/` written `%2F` (a section's names never hold a `%`).
pub fn manifest_name(section: &str) -> String {
    format!("{}.json", section.replace('/', "%2F"))
}

/// `to` relative to `from`, with `/`: how a manifest names its project.
pub fn relative(from: &Path, to: &Path) -> String {
    let from: Vec<Component> = from.components().collect();
    let to: Vec<Component> = to.components().collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let parts: Vec<String> = std::iter::repeat_n("..".to_owned(), from.len() - common)
        .chain(
            to[common..]
                .iter()
                .map(|c| c.as_os_str().to_string_lossy().into_owned()),
        )
        .collect();
    if parts.is_empty() {
        ".".to_owned()
    } else {
        parts.join("/")
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    about: String,
    /// The project's folder, relative to the content folder.
    project: String,
    section: String,
    /// Path (with `/`) → digests of the versions pcdocs wrote.
    files: BTreeMap<String, BTreeSet<String>>,
}

/// The manifest of earlier versions: every file of the folder pcdocs wrote.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Legacy {
    about: String,
    files: BTreeMap<String, BTreeSet<String>>,
}

/// What a write did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Files whose bytes changed or that are new.
    pub written: Vec<String>,
    pub unchanged: usize,
    /// Files pcdocs wrote before and no longer writes.
    pub removed: Vec<String>,
    /// Listed files that were edited since pcdocs wrote them and that it no
    /// longer writes: left in place, and no longer listed.
    pub kept: Vec<String>,
    /// Entries taken over from the manifest of earlier versions.
    pub taken_over: usize,
}

fn digest(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A path of plain names that does not start with a dot: nothing pcdocs
/// writes can leave the folder or land on its own bookkeeping files.
fn plain(path: &str) -> bool {
    !path.is_empty()
        && !path.contains('\\')
        && Path::new(path)
            .components()
            .all(|c| matches!(c, Component::Normal(n) if !n.to_string_lossy().starts_with('.')))
}

/// What pcdocs writes into a Starlight folder: Markdown pages (never MDX,
/// which would run what a page holds) and SVG charts.
fn kind_written(path: &str) -> bool {
    path.ends_with(".md") || path.ends_with(".svg")
}

enum OnDisk {
    Missing,
    File(Vec<u8>),
}

/// What is at `path` inside `dir`, refusing a link or a non-folder on the
/// way and anything but a regular file at the end.
fn on_disk(dir: &Path, path: &str) -> Result<OnDisk, String> {
    let mut at = dir.to_path_buf();
    let parts: Vec<&str> = path.split('/').collect();
    for (i, part) in parts.iter().enumerate() {
        at.push(part);
        let meta = match std::fs::symlink_metadata(&at) {
            Ok(m) => m,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(OnDisk::Missing),
            Err(e) => return Err(format!("cannot read {}: {e}", at.display())),
        };
        let last = i + 1 == parts.len();
        if meta.file_type().is_symlink() {
            return Err(format!(
                "{} is a symbolic link; pcdocs never writes through a link",
                at.display()
            ));
        }
        if !last && !meta.is_dir() {
            return Err(format!(
                "{} is in the way: it is not a folder",
                at.display()
            ));
        }
        if last && !meta.is_file() {
            return Err(format!("{} is in the way: it is not a file", at.display()));
        }
    }
    std::fs::read(&at)
        .map(OnDisk::File)
        .map_err(|e| format!("cannot read {}: {e}", at.display()))
}

/// The folder to write into, resolved: it must exist and be a folder
/// (reached through a link if it is one), not hold the project, and be
/// none of the project's inputs, nor lie inside one.
pub fn resolve(root: &Path, dir: &Path) -> Result<PathBuf, Diagnostics> {
    let shown = dir.display().to_string();
    let resolved = match std::fs::canonicalize(dir) {
        Ok(d) if d.is_dir() => d,
        Ok(_) => {
            return Err(
                Diagnostic::new(shown, "the Starlight content folder is not a folder").into(),
            );
        }
        Err(e) => {
            return Err(Diagnostic::new(
                shown,
                format!("cannot open the Starlight content folder: {e}"),
            )
            .hint(
                "pass the content folder of an Astro Starlight site, such as docs/src/content/docs",
            )
            .into());
        }
    };
    let root = crate::paths::canonical_root(root);
    if root.starts_with(&resolved) {
        // Starlight would take the project's content/ for pages, and a
        // section could land in its inputs.
        return Err(Diagnostic::new(
            shown,
            "cannot write Starlight pages into a folder that holds the project itself",
        )
        .hint("keep the pcdocs project outside the Starlight content folder, e.g. beside src/")
        .into());
    }
    for input in crate::paths::INPUTS
        .iter()
        .copied()
        .chain(["assets", ".git"])
    {
        let path = root.join(input);
        let path = std::fs::canonicalize(&path).unwrap_or(path);
        if resolved.starts_with(&path) {
            return Err(Diagnostic::new(
                shown,
                format!("cannot write Starlight pages into the project's `{input}`"),
            )
            .into());
        }
    }
    Ok(resolved)
}

/// A regular file's JSON, parsed; `None` when nothing is there.
fn read_json<T: serde::de::DeserializeOwned>(path: &Path) -> Result<Option<T>, Diagnostic> {
    let shown = path.display().to_string();
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Diagnostic::new(shown, format!("cannot read: {e}"))),
        Ok(m) if !m.is_file() => {
            return Err(Diagnostic::new(shown, "is not a regular file"));
        }
        Ok(_) => {}
    }
    let text = std::fs::read_to_string(path)
        .map_err(|e| Diagnostic::new(shown.clone(), format!("cannot read: {e}")))?;
    serde_json::from_str(&text).map(Some).map_err(|e| {
        Diagnostic::new(shown, format!("not a manifest pcdocs wrote: {e}"))
            .at(e.line(), Some(e.column()))
            .hint("pcdocs lists the files it wrote here; restore the file, or remove it and the pages it listed")
    })
}

/// A problem when a manifest lists a path that is not inside the folder.
fn check_paths(path: &Path, files: &BTreeMap<String, BTreeSet<String>>) -> Result<(), Diagnostic> {
    match files.keys().find(|p| !plain(p)) {
        Some(p) => Err(Diagnostic::new(
            path.display().to_string(),
            format!(
                "lists `{}`, which is not a path inside the folder",
                p.escape_debug()
            ),
        )),
        None => Ok(()),
    }
}

/// The manifests of a folder by file name, and the one of earlier versions.
type Manifests = (Vec<(String, Manifest)>, Option<Legacy>);

/// The manifests of every project and section in `dir`, by file name, and
/// the manifest of earlier versions, if any.
fn read_manifests(dir: &Path) -> Result<Manifests, Diagnostics> {
    let mut diags = Diagnostics::default();
    let legacy_path = dir.join(LEGACY);
    let legacy = match read_json::<Legacy>(&legacy_path) {
        Ok(l) => {
            if let Some(l) = &l
                && let Err(d) = check_paths(&legacy_path, &l.files)
            {
                diags.push(d);
            }
            l
        }
        Err(d) => {
            diags.push(d);
            None
        }
    };
    let folder = dir.join(MANIFESTS);
    let shown = folder.display().to_string();
    let mut out = Vec::new();
    match std::fs::symlink_metadata(&folder) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => diags.push(Diagnostic::new(shown, format!("cannot read: {e}"))),
        Ok(m) if !m.is_dir() => diags.push(
            Diagnostic::new(shown, "is in the way of pcdocs's manifests, and is not a folder")
                .hint("move it out of the content folder: pcdocs keeps the lists of the files it wrote there"),
        ),
        Ok(_) => {
            let mut names: Vec<String> = match std::fs::read_dir(&folder) {
                Ok(entries) => entries
                    .filter_map(Result::ok)
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect(),
                Err(e) => {
                    diags.push(Diagnostic::new(shown, format!("cannot read: {e}")));
                    Vec::new()
                }
            };
            names.sort();
            for name in names {
                if name == STAGING {
                    continue;
                }
                let path = folder.join(&name);
                if !name.ends_with(".json") {
                    diags.push(
                        Diagnostic::new(
                            path.display().to_string(),
                            "is not a manifest: pcdocs did not put it there",
                        )
                        .hint("move it out of the folder: pcdocs keeps only its manifests there"),
                    );
                    continue;
                }
                match read_json::<Manifest>(&path) {
                    Ok(Some(m)) => {
                        if let Err(d) = check_paths(&path, &m.files) {
                            diags.push(d);
                        } else if manifest_name(&m.section) != name {
                            diags.push(Diagnostic::new(
                                path.display().to_string(),
                                format!(
                                    "lists the files of section `{}`, whose manifest is `{}`",
                                    m.section.escape_debug(),
                                    manifest_name(&m.section).escape_debug()
                                ),
                            ));
                        } else {
                            out.push((name, m));
                        }
                    }
                    Ok(None) => {}
                    Err(d) => diags.push(d),
                }
            }
        }
    }
    diags.into_result()?;
    Ok((out, legacy))
}

/// Why `staging` is not a staging folder a pcdocs run left, which holds
/// only staged files (`0`, `1`, …) and the next `manifest`; `None` when it
/// is one, or is not there.
fn foreign_staging(staging: &Path) -> Option<String> {
    let meta = std::fs::symlink_metadata(staging).ok()?;
    if !meta.is_dir() {
        return Some("is in the way of pcdocs's staging folder, and is not one".to_owned());
    }
    let entries = match std::fs::read_dir(staging) {
        Ok(entries) => entries,
        Err(e) => return Some(format!("cannot be read: {e}")),
    };
    let mut foreign: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|e| {
            let name = e.file_name();
            let name = name.to_string_lossy();
            let staged = name == "manifest"
                || (!name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()));
            !(staged && e.file_type().is_ok_and(|t| t.is_file()))
        })
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    foreign.sort();
    let first = foreign.first()?;
    Some(format!(
        "holds `{}`{}, which pcdocs did not put there",
        first.escape_debug(),
        match foreign.len() {
            1 => String::new(),
            n => format!(" and {} more", n - 1),
        }
    ))
}

/// Writes `value` as `target` by a rename from `staging`, so that a reader
/// finds the old manifest or the new one, never half of one.
fn save_json(target: &Path, staging: &Path, value: &impl Serialize) -> io::Result<()> {
    let mut text = serde_json::to_string_pretty(value).map_err(io::Error::other)?;
    text.push('\n');
    let tmp = staging.join("manifest");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, target)
}

/// Whose a file is that `dir`'s manifests list, as a reader is told.
fn whose(project: &str, manifest: &str) -> String {
    format!(
        "the project at `{}` (its manifest {MANIFESTS}/{})",
        project.escape_debug(),
        manifest.escape_debug()
    )
}

/// What the manifests of a folder say about one writer's files.
struct Claims<'a> {
    /// The manifests that are the writer's: its own, under whatever section
    /// it wrote before, and one of a project that is no longer where it
    /// says (moved here).
    ours: Vec<&'a (String, Manifest)>,
    /// Path → whose it is, for files of other projects.
    foreign: BTreeMap<&'a str, String>,
    /// Whether a live project claims the writer's section.
    claimed: bool,
    /// Path → digests of the versions the writer wrote.
    owned: BTreeMap<String, BTreeSet<String>>,
    /// The entries of the manifest of earlier versions that stay another's.
    legacy_rest: BTreeMap<String, BTreeSet<String>>,
    /// Entries of that manifest taken over.
    taken_over: usize,
}

/// Sorts the manifests of `dir` into `owner`'s and others'; a live project
/// claiming `owner`'s section is reported in `diags`.
fn claims<'a>(
    dir: &Path,
    owner: &Owner,
    manifests: &'a [(String, Manifest)],
    legacy: Option<&'a Legacy>,
    diags: &mut Diagnostics,
) -> Claims<'a> {
    let mut ours: Vec<&(String, Manifest)> = Vec::new();
    let mut foreign: BTreeMap<&str, String> = BTreeMap::new();
    let mut claimed = false;
    for entry in manifests {
        let (name, m) = entry;
        let same_section = m.section.eq_ignore_ascii_case(&owner.section);
        let moved = !dir.join(&m.project).join(crate::config::FILE).is_file();
        if m.project == owner.project || (same_section && moved) {
            ours.push(entry);
            continue;
        }
        if same_section {
            claimed = true;
            diags.push(
                Diagnostic::new(
                    dir.join(MANIFESTS).join(name).display().to_string(),
                    format!(
                        "section `{}` of this folder is written by {}; two projects cannot write one section",
                        m.section.escape_debug(),
                        whose(&m.project, name)
                    ),
                )
                .hint(format!(
                    "give one of the projects another `section` under [output.starlight] in pcdocs.toml; \
                     if that project is this one moved, set `project` in the manifest to `{}`",
                    owner.project.escape_debug()
                )),
            );
        }
        for path in m.files.keys() {
            foreign.insert(path, whose(&m.project, name));
        }
    }
    let mut owned: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (_, m) in &ours {
        for (path, digests) in &m.files {
            owned
                .entry(path.clone())
                .or_default()
                .extend(digests.iter().cloned());
        }
    }
    // Of the manifest of earlier versions, the entries under this section
    // are taken over; the others stay another's.
    let under_ours = |path: &str| {
        owner.folders.iter().any(|f| {
            path.strip_prefix(f.as_str())
                .is_some_and(|rest| rest.starts_with('/'))
        })
    };
    let mut legacy_rest: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut taken_over = 0;
    let legacy_owner = format!("the manifest {LEGACY} of an earlier pcdocs");
    for (path, digests) in legacy.iter().flat_map(|l| &l.files) {
        if under_ours(path) {
            owned
                .entry(path.clone())
                .or_default()
                .extend(digests.iter().cloned());
            taken_over += 1;
        } else {
            legacy_rest.insert(path.clone(), digests.clone());
            foreign
                .entry(path.as_str())
                .or_insert_with(|| legacy_owner.clone());
        }
    }
    Claims {
        ours,
        foreign,
        claimed,
        owned,
        legacy_rest,
        taken_over,
    }
}

/// The paths of `files` that differ from what `dir` holds, counting those
/// unchanged in `summary`; a file pcdocs may not write is reported in
/// `diags`.
fn changed_files<'f>(
    dir: &Path,
    files: &'f BTreeMap<String, Vec<u8>>,
    claims: &Claims<'_>,
    summary: &mut Summary,
    diags: &mut Diagnostics,
) -> Vec<&'f String> {
    let mut changed = Vec::new();
    for (path, bytes) in files {
        if !plain(path) || !kind_written(path) {
            diags.push(Diagnostic::new(
                dir.display().to_string(),
                format!(
                    "refusing to write `{}`: not a Markdown page or SVG chart inside the folder",
                    path.escape_debug()
                ),
            ));
            continue;
        }
        let shown = dir.join(path).display().to_string();
        if let Some(who) = claims.foreign.get(path.as_str())
            && !claims.owned.contains_key(path)
        {
            // One line for a section another project writes, not one per file.
            if claims.claimed {
                continue;
            }
            diags.push(
                Diagnostic::new(shown, format!("refusing to write a file of {who}"))
                    .hint("give one of the projects another `section`, or the page another slug"),
            );
            continue;
        }
        match on_disk(dir, path) {
            Err(why) => diags.push(Diagnostic::new(shown, why)),
            Ok(OnDisk::Missing) => changed.push(path),
            Ok(OnDisk::File(current)) => match claims.owned.get(path) {
                Some(digests) if digests.contains(&digest(&current)) => {
                    if current == *bytes {
                        summary.unchanged += 1;
                    } else {
                        changed.push(path);
                    }
                }
                Some(_) => diags.push(
                    Diagnostic::new(shown, "refusing to overwrite: it was changed since pcdocs wrote it")
                        .hint("move your changes to the project's content/ or locales/, then remove the file"),
                ),
                None => diags.push(
                    Diagnostic::new(shown, "refusing to overwrite a file pcdocs did not write")
                        .hint("rename or move that page, or choose another `section`"),
                ),
            },
        }
    }
    changed
}

/// The files the writer owned that it no longer writes and that still hold
/// what it wrote; those edited since are listed in `summary.kept`.
fn gone_files<'c>(
    dir: &Path,
    files: &BTreeMap<String, Vec<u8>>,
    claims: &'c Claims<'_>,
    summary: &mut Summary,
) -> Vec<&'c String> {
    let mut gone = Vec::new();
    for (path, digests) in &claims.owned {
        // A file another manifest lists too is left to it.
        if files.contains_key(path) || claims.foreign.contains_key(path.as_str()) {
            continue;
        }
        match on_disk(dir, path) {
            Ok(OnDisk::Missing) => {}
            Ok(OnDisk::File(current)) if digests.contains(&digest(&current)) => gone.push(path),
            // Edited, or a link or folder now: someone else's; left alone.
            Ok(OnDisk::File(_)) | Err(_) => summary.kept.push(path.clone()),
        }
    }
    gone
}

/// Writes `files` (path with `/` → bytes) into `dir`, which `resolve` gave,
/// as `owner`'s, and removes the files `owner` wrote before that are not
/// among them. Refusals are input errors and change nothing.
pub fn write(
    dir: &Path,
    owner: &Owner,
    files: &BTreeMap<String, Vec<u8>>,
) -> Result<Summary, Error> {
    // One writer at a time, whatever its project: the folder itself is the lock.
    let lock = std::fs::File::open(dir).map_err(|e| Failure::new("open the folder", e))?;
    lock.lock()
        .map_err(|e| Failure::new("lock the folder", e))?;
    let (manifests, legacy) = read_manifests(dir)?;
    let mut diags = Diagnostics::default();
    let claims = claims(dir, owner, &manifests, legacy.as_ref(), &mut diags);
    let mut summary = Summary {
        taken_over: claims.taken_over,
        ..Summary::default()
    };
    let changed = changed_files(dir, files, &claims, &mut summary, &mut diags);
    let gone = gone_files(dir, files, &claims, &mut summary);
    let staging = dir.join(MANIFESTS).join(STAGING);
    for s in [&staging, &dir.join(LEGACY_STAGING)] {
        if let Some(why) = foreign_staging(s) {
            diags.push(Diagnostic::new(s.display().to_string(), why).hint(
                "move it out of the folder: pcdocs stages its files there, and removes only \
                 what a run of its own left",
            ));
        }
    }
    diags.into_result()?;
    let change = Change {
        dir,
        owner,
        files,
        claims: &claims,
        legacy: legacy.as_ref(),
        changed: &changed,
        gone: &gone,
    };
    change.make_staging()?;
    let result = change.apply();
    let _ = std::fs::remove_dir_all(&staging);
    result?;
    summary.written = changed.into_iter().cloned().collect();
    summary.removed = gone.into_iter().cloned().collect();
    Ok(summary)
}

fn fail(what: &str, e: io::Error) -> Error {
    Error::Failure(Failure::new(what.to_owned(), e))
}

/// A write, checked: the files to write and to remove.
struct Change<'a> {
    dir: &'a Path,
    owner: &'a Owner,
    files: &'a BTreeMap<String, Vec<u8>>,
    claims: &'a Claims<'a>,
    legacy: Option<&'a Legacy>,
    changed: &'a [&'a String],
    gone: &'a [&'a String],
}

impl Change<'_> {
    fn manifest(&self, files: BTreeMap<String, BTreeSet<String>>) -> Manifest {
        Manifest {
            about: ABOUT.to_owned(),
            project: self.owner.project.clone(),
            section: self.owner.section.clone(),
            files,
        }
    }

    /// Makes the manifests' folder and an empty staging folder in it,
    /// removing what a killed run left (checked to be pcdocs').
    fn make_staging(&self) -> Result<(), Error> {
        let folder = self.dir.join(MANIFESTS);
        let staging = folder.join(STAGING);
        if !folder.is_dir() {
            std::fs::create_dir(&folder).map_err(|e| fail("create the manifests folder", e))?;
        }
        for s in [&staging, &self.dir.join(LEGACY_STAGING)] {
            if s.is_dir() {
                std::fs::remove_dir_all(s).map_err(|e| fail("remove an old staging folder", e))?;
            }
        }
        std::fs::create_dir(&staging).map_err(|e| fail("create the staging folder", e))
    }

    /// Stages the changed files, lists both versions of every file, lets
    /// the other manifests go, renames the files into place, removes those
    /// gone and lists what is written.
    fn apply(&self) -> Result<(), Error> {
        let (dir, files) = (self.dir, self.files);
        let folder = dir.join(MANIFESTS);
        let staging = folder.join(STAGING);
        let slot = manifest_name(&self.owner.section);
        for (i, path) in self.changed.iter().enumerate() {
            std::fs::write(staging.join(i.to_string()), &files[*path])
                .map_err(|e| fail(&format!("stage {path}"), e))?;
        }
        // Both versions of every file are pcdocs' until the last rename,
        // and every file this project owned is listed in its one manifest
        // before the others that listed it let go.
        let mut during = self.claims.owned.clone();
        for (path, bytes) in files {
            during
                .entry(path.clone())
                .or_default()
                .insert(digest(bytes));
        }
        save_json(&folder.join(&slot), &staging, &self.manifest(during))
            .map_err(|e| fail("write the manifest", e))?;
        self.let_go(&slot)?;
        for (i, path) in self.changed.iter().enumerate() {
            let target = dir.join(path);
            if let Some(parent) = target.parent() {
                std::fs::create_dir_all(parent)
                    .map_err(|e| fail(&format!("create {}", parent.display()), e))?;
            }
            std::fs::rename(staging.join(i.to_string()), &target)
                .map_err(|e| fail(&format!("write {}", target.display()), e))?;
        }
        self.remove_gone()?;
        let after = files
            .iter()
            .map(|(p, b)| (p.clone(), BTreeSet::from([digest(b)])))
            .collect();
        save_json(&folder.join(&slot), &staging, &self.manifest(after))
            .map_err(|e| fail("write the manifest", e))
    }

    /// Removes the writer's other manifests (`slot` is its own) and its
    /// entries of the manifest of earlier versions.
    fn let_go(&self, slot: &str) -> Result<(), Error> {
        let folder = self.dir.join(MANIFESTS);
        for (name, _) in &self.claims.ours {
            // (On a file system that ignores case, that name is the slot.)
            if !name.eq_ignore_ascii_case(slot) {
                let path = folder.join(name);
                std::fs::remove_file(&path)
                    .map_err(|e| fail(&format!("remove {}", path.display()), e))?;
            }
        }
        if self.claims.taken_over > 0 {
            let path = self.dir.join(LEGACY);
            if self.claims.legacy_rest.is_empty() {
                std::fs::remove_file(&path)
                    .map_err(|e| fail(&format!("remove {}", path.display()), e))?;
            } else {
                let rest = Legacy {
                    about: self.legacy.map(|l| l.about.clone()).unwrap_or_default(),
                    files: self.claims.legacy_rest.clone(),
                };
                save_json(&path, &folder.join(STAGING), &rest)
                    .map_err(|e| fail(&format!("write {}", path.display()), e))?;
            }
        }
        Ok(())
    }

    /// Removes the files gone, and the folders they leave empty up to the
    /// content folder.
    fn remove_gone(&self) -> Result<(), Error> {
        let dir = self.dir;
        for path in self.gone {
            let target = dir.join(path);
            std::fs::remove_file(&target)
                .map_err(|e| fail(&format!("remove {}", target.display()), e))?;
            let mut parent = target.parent();
            while let Some(p) = parent.filter(|p| *p != dir && p.starts_with(dir)) {
                if std::fs::remove_dir(p).is_err() {
                    break;
                }
                parent = p.parent();
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_project_is_named_from_the_content_folder() {
        for (from, to, want) in [
            (
                "/a/docs/src/content/docs",
                "/a/docs/bench",
                "../../../bench",
            ),
            ("/a/site/docs", "/a/site", ".."),
            ("/a/x", "/b/y", "../../b/y"),
            ("/a/x", "/a/x", "."),
        ] {
            assert_eq!(relative(Path::new(from), Path::new(to)), want);
        }
    }

    #[test]
    fn each_section_has_a_manifest_of_its_own() {
        let names: BTreeSet<String> = [
            "benchmarks",
            "reference/benchmarks",
            "reference.benchmarks",
            "reference",
        ]
        .iter()
        .map(|s| manifest_name(s))
        .collect();
        assert_eq!(names.len(), 4);
        assert!(names.contains("reference%2Fbenchmarks.json"));
        assert!(
            names
                .iter()
                .all(|n| !n.contains('/') && !n.starts_with('.'))
        );
    }
}
