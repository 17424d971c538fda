//! Writing pcdocs' pages into a folder that holds other people's pages.
//!
//! - The manifest ([`MANIFEST`], in the folder) lists every file pcdocs
//!   wrote there with the SHA-256 of what it wrote. pcdocs overwrites a file
//!   only when the manifest lists it and it still holds what pcdocs wrote,
//!   and removes only listed files it no longer writes; any other file in
//!   the way is refused, by name, before anything is changed.
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

/// The manifest of the files pcdocs wrote into a Starlight content folder.
pub const MANIFEST: &str = ".pcdocs-starlight.json";
/// Where changed files wait before they are renamed into place.
const STAGING: &str = ".pcdocs-starlight.staging";
const ABOUT: &str = "Files written by `pcdocs build --format starlight`, with the SHA-256 of \
what was written. pcdocs overwrites or removes only these files, and only while they hold \
what it wrote.";

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    about: String,
    /// Path (with `/`) → digests of the versions pcdocs wrote.
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

fn read_manifest(dir: &Path) -> Result<Manifest, Diagnostics> {
    let path = dir.join(MANIFEST);
    let shown = path.display().to_string();
    let empty = Manifest {
        about: ABOUT.to_owned(),
        files: BTreeMap::new(),
    };
    match std::fs::symlink_metadata(&path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(empty),
        Err(e) => return Err(Diagnostic::new(shown, format!("cannot read: {e}")).into()),
        Ok(m) if !m.is_file() => {
            return Err(Diagnostic::new(shown, "is not a regular file").into());
        }
        Ok(_) => {}
    }
    let text = std::fs::read_to_string(&path)
        .map_err(|e| Diagnostic::new(shown.clone(), format!("cannot read: {e}")))?;
    let manifest: Manifest = serde_json::from_str(&text).map_err(|e| {
        Diagnostic::new(shown.clone(), format!("not a manifest pcdocs wrote: {e}"))
            .at(e.line(), Some(e.column()))
            .hint("pcdocs lists the files it wrote here; restore the file, or remove it and the pages it listed")
    })?;
    let bad: Vec<&String> = manifest.files.keys().filter(|p| !plain(p)).collect();
    if let Some(p) = bad.first() {
        return Err(Diagnostic::new(
            shown,
            format!(
                "lists `{}`, which is not a path inside the folder",
                p.escape_debug()
            ),
        )
        .into());
    }
    Ok(manifest)
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

fn save_manifest(dir: &Path, staging: &Path, manifest: &Manifest) -> io::Result<()> {
    let mut text = serde_json::to_string_pretty(manifest).map_err(io::Error::other)?;
    text.push('\n');
    let tmp = staging.join("manifest");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, dir.join(MANIFEST))
}

/// Writes `files` (path with `/` → bytes) into `dir`, which `resolve` gave,
/// and removes the files an earlier write listed that are not among them.
/// Refusals are input errors and change nothing.
pub fn write(dir: &Path, files: &BTreeMap<String, Vec<u8>>) -> Result<Summary, Error> {
    // One writer at a time: the folder itself is the lock.
    let lock = std::fs::File::open(dir).map_err(|e| Failure::new("open the folder", e))?;
    lock.lock()
        .map_err(|e| Failure::new("lock the folder", e))?;
    let old = read_manifest(dir)?;
    let mut diags = Diagnostics::default();
    let mut summary = Summary::default();
    let mut changed = Vec::new();
    for (path, bytes) in files {
        if !plain(path) {
            diags.push(Diagnostic::new(
                dir.display().to_string(),
                format!(
                    "refusing to write `{}`: not a path inside the folder",
                    path.escape_debug()
                ),
            ));
            continue;
        }
        let shown = dir.join(path).display().to_string();
        match on_disk(dir, path) {
            Err(why) => diags.push(Diagnostic::new(shown, why)),
            Ok(OnDisk::Missing) => changed.push(path),
            Ok(OnDisk::File(current)) => match old.files.get(path) {
                Some(ours) if ours.contains(&digest(&current)) => {
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
    let mut gone = Vec::new();
    for (path, ours) in &old.files {
        if files.contains_key(path) {
            continue;
        }
        match on_disk(dir, path) {
            Ok(OnDisk::Missing) => {}
            Ok(OnDisk::File(current)) if ours.contains(&digest(&current)) => gone.push(path),
            // Edited, or a link or folder now: someone else's; left alone.
            Ok(OnDisk::File(_)) | Err(_) => summary.kept.push(path.clone()),
        }
    }
    let staging = dir.join(STAGING);
    if let Some(why) = foreign_staging(&staging) {
        diags.push(Diagnostic::new(staging.display().to_string(), why).hint(
            "move it out of the folder: pcdocs stages its files there, and removes only \
                 what a run of its own left",
        ));
    }
    diags.into_result()?;

    let fail = |what: &str, e: io::Error| Error::Failure(Failure::new(what.to_owned(), e));
    // Left by a killed run (checked above).
    if staging.is_dir() {
        std::fs::remove_dir_all(&staging).map_err(|e| fail("remove an old staging folder", e))?;
    }
    std::fs::create_dir(&staging).map_err(|e| fail("create the staging folder", e))?;
    let result = (|| -> Result<(), Error> {
        for (i, path) in changed.iter().enumerate() {
            std::fs::write(staging.join(i.to_string()), &files[*path])
                .map_err(|e| fail(&format!("stage {path}"), e))?;
        }
        // Both versions of every file are pcdocs' until the last rename.
        let mut during = Manifest {
            about: ABOUT.to_owned(),
            files: old.files.clone(),
        };
        for (path, bytes) in files {
            during
                .files
                .entry(path.clone())
                .or_default()
                .insert(digest(bytes));
        }
        save_manifest(dir, &staging, &during).map_err(|e| fail("write the manifest", e))?;
        for (i, path) in changed.iter().enumerate() {
            let target = dir.join(path);
            if let Some(parent) = target.parent() {
                std::fs::create_dir_all(parent)
                    .map_err(|e| fail(&format!("create {}", parent.display()), e))?;
            }
            std::fs::rename(staging.join(i.to_string()), &target)
                .map_err(|e| fail(&format!("write {}", target.display()), e))?;
        }
        for path in &gone {
            let target = dir.join(path);
            std::fs::remove_file(&target)
                .map_err(|e| fail(&format!("remove {}", target.display()), e))?;
            // Folders left empty go too, up to the content folder.
            let mut parent = target.parent();
            while let Some(p) = parent.filter(|p| *p != dir && p.starts_with(dir)) {
                if std::fs::remove_dir(p).is_err() {
                    break;
                }
                parent = p.parent();
            }
        }
        let after = Manifest {
            about: ABOUT.to_owned(),
            files: files
                .iter()
                .map(|(p, b)| (p.clone(), BTreeSet::from([digest(b)])))
                .collect(),
        };
        save_manifest(dir, &staging, &after).map_err(|e| fail("write the manifest", e))?;
        Ok(())
    })();
    let _ = std::fs::remove_dir_all(&staging);
    result?;
    summary.written = changed.into_iter().cloned().collect();
    summary.removed = gone.into_iter().cloned().collect();
    Ok(summary)
}
