//! Writing the site so that a failed or interrupted build never leaves a
//! half-written output folder, and so that pcdocs never replaces a folder it
//! did not write.
//!
//! - The site is written to a fresh folder beside the output, which takes
//!   the output's place only when complete: in one atomic exchange where the
//!   platform has one (`renameat2(RENAME_EXCHANGE)` on Linux), else in two
//!   renames that [`repair`] completes if a kill falls between them.
//! - Every folder pcdocs writes holds a stamp file, [`STAMP`]. An existing
//!   output folder is replaced only if it has the stamp or is empty, and
//!   never when it is, holds or lies inside the project's inputs.
//! - The swap and the repair hold a lock on a file beside the output, so two
//!   builds at once leave one complete site. That file also records the
//!   files the last build wrote ([`Record`]): a file in the output that it
//!   does not list was put there by someone else, and the output is not
//!   replaced while it is there.

use std::collections::BTreeMap;
use std::fmt;
use std::fs::File;
use std::io;
use std::path::{Component, Path, PathBuf};

/// The file that marks a folder as written by pcdocs.
pub const STAMP: &str = ".pcdocs-output";
const STAMP_TEXT: &str = "This folder is written by `pcdocs build`. pcdocs replaces a folder \
only while this file is in it; remove the file to keep pcdocs from replacing the folder.\n";

/// What a project's output may never be, contain or lie inside: the inputs,
/// and what a checkout of the project holds beside them.
fn protected() -> impl Iterator<Item = &'static str> {
    crate::paths::INPUTS
        .iter()
        .copied()
        .chain(["assets", ".git"])
}

#[derive(Debug)]
pub enum WriteError {
    /// The output folder is not one pcdocs may replace: an input problem.
    Refused(String),
    Io(io::Error),
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Refused(m) => f.write_str(m),
            WriteError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl From<io::Error> for WriteError {
    fn from(e: io::Error) -> Self {
        WriteError::Io(e)
    }
}

fn name_of(out: &Path) -> String {
    out.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "site".into())
}

fn sibling(out: &Path, what: &str) -> PathBuf {
    out.with_file_name(format!(".{}.{what}-{}", name_of(out), std::process::id()))
}

fn parent(out: &Path) -> &Path {
    out.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// The absolute path the output is written at: a symbolic link is followed
/// (the site is written through it, into its target), and `..` is resolved
/// against the folders that exist.
pub fn resolve(out: &Path) -> Result<PathBuf, WriteError> {
    let meta = std::fs::symlink_metadata(out);
    if meta.as_ref().is_ok_and(|m| m.file_type().is_symlink()) {
        return std::fs::canonicalize(out).map_err(|e| {
            WriteError::Refused(format!(
                "{} is a symbolic link that leads nowhere ({e}); point it at a folder or remove it",
                out.display()
            ))
        });
    }
    let absolute = std::path::absolute(out)?;
    // Resolve the longest part that exists, then append the rest, which must
    // be plain names.
    let mut existing = absolute.clone();
    let mut rest = Vec::new();
    while !existing.exists() {
        match (existing.file_name(), existing.parent()) {
            (Some(name), Some(p)) => {
                rest.push(name.to_owned());
                existing = p.to_owned();
            }
            _ => break,
        }
    }
    let mut resolved = std::fs::canonicalize(&existing).unwrap_or(existing);
    for name in rest.iter().rev() {
        if Path::new(name)
            .components()
            .any(|c| !matches!(c, Component::Normal(_)))
        {
            return Err(WriteError::Refused(format!(
                "{} is not a plain folder path",
                out.display()
            )));
        }
        resolved.push(name);
    }
    Ok(resolved)
}

/// Refuses an output folder that pcdocs did not write or that would take the
/// project's inputs with it. `out` is resolved (see [`resolve`]).
pub fn check_target(root: &Path, out: &Path) -> Result<(), WriteError> {
    let refuse = |why: String| Err(WriteError::Refused(why));
    let root = crate::paths::canonical_root(root);
    let shown = crate::diag::rel(&root, out);
    let shown = if shown.is_empty() {
        ".".to_owned()
    } else {
        shown
    };
    if root.starts_with(out) {
        return refuse(format!(
            "cannot write the site to {shown}: it holds the project itself (its inputs and .git); \
             choose a folder of its own, such as site/"
        ));
    }
    for input in protected() {
        let path = root.join(input);
        let path = std::fs::canonicalize(&path).unwrap_or(path);
        if out.starts_with(&path) || path.starts_with(out) {
            return refuse(format!(
                "cannot write the site to {shown}: it is, holds or lies inside the project's `{input}`"
            ));
        }
    }
    if let Err(e) = unlinked_lock(out) {
        return refuse(format!("cannot write the site to {shown}: {e}"));
    }
    let meta = match std::fs::symlink_metadata(out) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e.into()),
    };
    if !meta.is_dir() {
        return refuse(format!(
            "cannot write the site to {shown}: it exists and is not a folder"
        ));
    }
    if out.join(".git").exists() {
        return refuse(format!(
            "cannot write the site to {shown}: it is a git checkout"
        ));
    }
    if std::fs::read_dir(out)?.next().is_none() || is_stamped(out) {
        return Ok(());
    }
    refuse(format!(
        "cannot write the site to {shown}: the folder exists and was not written by pcdocs \
         (it has no {STAMP} file); pcdocs replaces only folders it wrote: choose another \
         --out, or empty the folder first (a site from a pcdocs without stamps: remove it and \
         build again)"
    ))
}

fn is_stamped(dir: &Path) -> bool {
    std::fs::symlink_metadata(dir.join(STAMP)).is_ok_and(|m| m.is_file())
}

/// Whether a working folder beside the output is one a pcdocs run left: a
/// real folder, stamped (it is stamped first) or empty (killed before).
fn left_by_pcdocs(dir: &Path) -> bool {
    std::fs::symlink_metadata(dir).is_ok_and(|m| m.is_dir())
        && (is_stamped(dir) || std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_none()))
}

/// Refuses an output path that is not a relative path of plain names: no
/// file may land outside the output folder, whatever the inputs say.
fn check_path(path: &str) -> Result<(), WriteError> {
    let inside = !path.is_empty()
        && path != STAMP
        && Path::new(path)
            .components()
            .all(|c| matches!(c, Component::Normal(n) if n != ".."));
    if inside {
        return Ok(());
    }
    Err(WriteError::Refused(format!(
        "refusing to write `{}`: it is not a path inside the site",
        path.escape_debug()
    )))
}

fn lock_path(out: &Path) -> PathBuf {
    out.with_file_name(format!(".{}.lock", name_of(out)))
}

/// Refuses a lock file that is a symbolic link: pcdocs writes the record
/// into it, and a link committed in its place would have it overwrite
/// whatever file the link names.
fn unlinked_lock(out: &Path) -> io::Result<()> {
    let path = lock_path(out);
    if std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink()) {
        return Err(io::Error::other(format!(
            "{} is a symbolic link, and pcdocs writes no file through a link; remove it",
            name_of(&path)
        )));
    }
    Ok(())
}

/// Takes the lock beside the output, held while it lives. Opening it keeps
/// what it holds: the [`Record`] of the last build.
fn lock(out: &Path) -> io::Result<File> {
    unlinked_lock(out)?;
    std::fs::create_dir_all(parent(out))?;
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .write(true)
        .truncate(false)
        .open(lock_path(out))?;
    lock.lock()?;
    Ok(lock)
}

/// The files the last build wrote into the output, kept in the lock file
/// beside it (which `.gitignore` already leaves out of a checkout, and
/// which every build makes anyway). A checkout's output was written by
/// whoever committed it and counts as pcdocs's whole, as does one built
/// before this record existed: the lock file is then empty.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    #[serde(rename = "written-by-pcdocs")]
    files: std::collections::BTreeSet<String>,
}

impl Record {
    /// `None` when nothing is recorded. A record a killed write left
    /// unreadable counts as none, like a checkout's.
    fn read(out: &Path) -> Option<Record> {
        let bytes = std::fs::read(lock_path(out)).ok()?;
        serde_json::from_slice(&bytes).ok()
    }

    fn write(&self, out: &Path) -> io::Result<()> {
        let text = serde_json::to_vec(self).map_err(io::Error::other)?;
        std::fs::write(lock_path(out), text)
    }
}

/// What git knows of the files of `out`, relative to it, from one
/// `git ls-files`: (tracked, untracked and not ignored). `None` where git
/// is missing or `out` is in no repository.
type GitFiles = (
    std::collections::BTreeSet<String>,
    std::collections::BTreeSet<String>,
);

fn git_files(out: &Path) -> Option<GitFiles> {
    let listed = crate::git::ls_files(
        out,
        &["-z", "-t", "--cached", "--others", "--exclude-standard"],
    )
    .ok()
    .filter(|o| o.status.success())?;
    let mut files = GitFiles::default();
    // Each entry is a status letter, a space and the path; `?` is untracked.
    for entry in listed.stdout.split(|&b| b == 0) {
        if let [tag, b' ', path @ ..] = entry {
            let path = String::from_utf8_lossy(path).into_owned();
            if *tag == b'?' {
                files.1.insert(path);
            } else {
                files.0.insert(path);
            }
        }
    }
    Some(files)
}

/// Refuses to replace an output folder that holds files pcdocs cannot
/// claim, naming them: replacing the folder would remove them for good.
/// With a [`Record`], a file is pcdocs's when the last build wrote it or
/// git tracks it (a pull brings other builds' files, and git can give them
/// back). Without one (a checkout, or a site built before the record), a
/// file git neither tracks nor ignores in a committed site was put there
/// by hand; outside git, or never committed, the stamped folder is
/// pcdocs's whole. Returns the record it read.
fn check_foreign(root: &Path, out: &Path) -> Result<Option<Record>, WriteError> {
    if !out.is_dir() {
        return Ok(None);
    }
    let record = Record::read(out);
    let mut foreign: Vec<String> = match &record {
        Some(record) => {
            let mut unrecorded = Vec::new();
            for entry in walkdir::WalkDir::new(out).min_depth(1).sort_by_file_name() {
                let entry = entry.map_err(|e| WriteError::Io(e.into()))?;
                if entry.file_type().is_dir() {
                    continue;
                }
                let path = crate::diag::rel(out, entry.path());
                if !record.files.contains(&path) {
                    unrecorded.push(path);
                }
            }
            if !unrecorded.is_empty() {
                let (tracked, _) = git_files(out).unwrap_or_default();
                unrecorded.retain(|p| !tracked.contains(p));
            }
            unrecorded
        }
        // Only a committed site says what belongs: one that git does not
        // track at all (never committed, not ignored) is pcdocs's whole.
        None => match git_files(out) {
            Some((tracked, untracked)) if !tracked.is_empty() => untracked.into_iter().collect(),
            _ => Vec::new(),
        },
    };
    foreign.retain(|p| p != STAMP);
    if foreign.is_empty() {
        return Ok(record);
    }
    let shown = crate::diag::rel(&crate::paths::canonical_root(root), out);
    let mut list: Vec<String> = foreign
        .iter()
        .take(5)
        .map(|p| format!("{shown}/{p}"))
        .collect();
    if foreign.len() > 5 {
        list.push(format!("and {} more", foreign.len() - 5));
    }
    let (what, it) = if foreign.len() == 1 {
        ("a file in it is", "it")
    } else {
        ("files in it are", "them")
    };
    Err(WriteError::Refused(format!(
        "cannot write the site to {shown}: {what} neither recorded as written by pcdocs nor \
         tracked by git, and replacing the folder would remove {it}: {}; move {it} out of \
         {shown} or delete {it}, then build again",
        list.join(", "),
    )))
}

fn process_alive(pid: &str) -> bool {
    pid == std::process::id().to_string() || Path::new("/proc").join(pid).exists()
}

/// Completes or undoes what a killed run left beside the output: restores a
/// site that a kill between two renames left aside, and removes the folders
/// of runs that are gone. Only folders with pcdocs's names *and* its stamp
/// (or empty ones) are ever removed. Call it before anything else reads or
/// writes the output.
pub fn repair(out: &Path) -> io::Result<()> {
    let Ok(out) = resolve(out) else {
        return Ok(());
    };
    let prefix = format!(".{}.", name_of(&out));
    let left = std::fs::read_dir(parent(&out)).is_ok_and(|entries| {
        entries.filter_map(Result::ok).any(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with(&prefix) && (name.contains(".old-") || name.contains(".new-"))
        })
    });
    // Nothing to repair: touch nothing, not even the lock file.
    if !left {
        return Ok(());
    }
    let _lock = lock(&out)?;
    sweep(&out)
}

fn sweep(out: &Path) -> io::Result<()> {
    // Without /proc, whether a run is gone cannot be told: leave its folder.
    if !Path::new("/proc").exists() {
        return Ok(());
    }
    let prefix = format!(".{}.", name_of(out));
    let mut entries: Vec<_> = std::fs::read_dir(parent(out))?
        .filter_map(Result::ok)
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
        .filter(|(name, _)| name.starts_with(&prefix))
        .collect();
    entries.sort();
    for (name, path) in entries {
        let Some((kind, pid)) = name[prefix.len()..].split_once('-') else {
            continue;
        };
        if !left_by_pcdocs(&path) {
            continue;
        }
        match kind {
            // An `old` folder exists only between the two renames of a swap,
            // inside the lock: its run was killed there.
            "old" if !out.exists() => std::fs::rename(&path, out)?,
            "old" => std::fs::remove_dir_all(&path)?,
            "new" if !process_alive(pid) => std::fs::remove_dir_all(&path)?,
            _ => {}
        }
    }
    Ok(())
}

impl WriteError {
    /// An output folder pcdocs may not replace is a problem of the inputs
    /// (the `--out` given), anything else a failure of the machine.
    pub fn sorted(self, root: &Path, out: &Path) -> crate::diag::Error {
        use crate::diag::{Diagnostic, Failure};
        match self {
            WriteError::Refused(m) => Diagnostic::new(crate::diag::rel(root, out), m).into(),
            WriteError::Io(e) => Failure::new(format!("write {}", out.display()), e).into(),
        }
    }
}

/// A site being written: files go into a fresh folder beside the output as
/// they are rendered, from any thread, so a build never holds the whole
/// site in memory; [`Staging::commit`] puts the folder in the output's
/// place. Dropped without a commit, the folder is removed and the output
/// is as it was.
pub struct Staging {
    root: PathBuf,
    out: PathBuf,
    tmp: PathBuf,
    /// Folders made so far, so each is made once.
    dirs: std::sync::Mutex<std::collections::HashSet<PathBuf>>,
    /// Every path written, with its size.
    written: std::sync::Mutex<BTreeMap<String, usize>>,
    /// Folders above the output that did not exist, deepest first: removed
    /// again, when empty, if the site is never committed.
    made: Vec<PathBuf>,
    committed: bool,
}

impl Staging {
    /// Refuses an output pcdocs may not replace before anything is written.
    pub fn new(root: &Path, out: &Path) -> Result<Staging, WriteError> {
        let out = resolve(out)?;
        check_target(root, &out)?;
        // Said before the pages are rendered; checked again under the lock.
        check_foreign(root, &out)?;
        let made: Vec<PathBuf> = parent(&out)
            .ancestors()
            .take_while(|d| !d.as_os_str().is_empty() && !d.exists())
            .map(Path::to_owned)
            .collect();
        std::fs::create_dir_all(parent(&out))?;
        // A run of the same process id left it, or someone else put it there.
        let tmp = sibling(&out, "new");
        if std::fs::symlink_metadata(&tmp).is_ok() {
            if !left_by_pcdocs(&tmp) {
                return Err(WriteError::Refused(format!(
                    "cannot write the site: {} is in the way and was not written by pcdocs; \
                     move it away",
                    tmp.display()
                )));
            }
            std::fs::remove_dir_all(&tmp)?;
        }
        std::fs::create_dir(&tmp)?;
        let stage = Staging {
            root: root.to_owned(),
            out,
            tmp,
            dirs: Default::default(),
            written: Default::default(),
            made,
            committed: false,
        };
        // The stamp first: a folder killed half-written is still known as ours.
        std::fs::write(stage.tmp.join(STAMP), STAMP_TEXT)?;
        Ok(stage)
    }

    /// Writes one file of the site; `path` must be a plain relative path.
    pub fn put(&self, path: &str, bytes: &[u8]) -> Result<(), WriteError> {
        check_path(path)?;
        let target = self.tmp.join(path);
        if let Some(dir) = target.parent()
            && !self.dirs.lock().expect("poisoned").contains(dir)
        {
            std::fs::create_dir_all(dir)?;
            self.dirs.lock().expect("poisoned").insert(dir.to_owned());
        }
        // Files are written from many threads: two of one path would leave
        // whichever came last, so the second is refused.
        if self
            .written
            .lock()
            .expect("poisoned")
            .insert(path.to_owned(), bytes.len())
            .is_some()
        {
            return Err(WriteError::Refused(format!(
                "two files of the site would be written at `{}`",
                path.escape_debug()
            )));
        }
        std::fs::write(&target, bytes)?;
        Ok(())
    }

    /// A file this stage wrote, read back.
    pub fn read(&self, path: &str) -> Result<Vec<u8>, WriteError> {
        check_path(path)?;
        if !self.written.lock().expect("poisoned").contains_key(path) {
            return Err(WriteError::Refused(format!(
                "`{}` was not written by this build",
                path.escape_debug()
            )));
        }
        Ok(std::fs::read(self.tmp.join(path))?)
    }

    /// The paths written so far and their sizes, sorted.
    pub fn written(&self) -> Vec<(String, usize)> {
        let w = self.written.lock().expect("poisoned");
        w.iter().map(|(p, n)| (p.clone(), *n)).collect()
    }

    /// Puts the written site in the output's place, under the lock.
    pub fn commit(mut self) -> Result<(), WriteError> {
        let lock = lock(&self.out)?;
        let files: std::collections::BTreeSet<String> = self
            .written
            .lock()
            .expect("poisoned")
            .keys()
            .cloned()
            .collect();
        let result = sweep(&self.out)
            .map_err(WriteError::from)
            // The folder may have changed while the site was written.
            .and_then(|()| check_target(&self.root, &self.out))
            .and_then(|()| check_foreign(&self.root, &self.out))
            .and_then(|old| {
                // Killed between the swap and the new record, the output
                // must still be all recorded: first the files of both.
                if let Some(mut old) = old {
                    old.files.extend(files.iter().cloned());
                    old.write(&self.out)?;
                }
                swap(&self.tmp, &self.out)?;
                // Unwritten, the record of both still holds: the site is in place.
                let _ = Record { files }.write(&self.out);
                Ok(())
            });
        self.committed = true;
        if self.tmp.exists() {
            // After an exchange it holds the previous site.
            let _ = std::fs::remove_dir_all(&self.tmp);
        }
        drop(lock);
        result
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_dir_all(&self.tmp);
            for dir in &self.made {
                let _ = std::fs::remove_dir(dir);
            }
        }
    }
}

/// Puts `new` in the place of `out`: atomically where the platform can
/// exchange two paths, else by two renames that [`sweep`] can finish.
fn swap(new: &Path, out: &Path) -> io::Result<()> {
    #[cfg(target_os = "linux")]
    {
        use rustix::fs::{CWD, RenameFlags, renameat_with};
        let flags = if out.exists() {
            RenameFlags::EXCHANGE
        } else {
            RenameFlags::NOREPLACE
        };
        match renameat_with(CWD, new, CWD, out, flags) {
            Ok(()) => return Ok(()),
            // A file system without renameat2's flags: fall back.
            Err(e) if e == rustix::io::Errno::INVAL || e == rustix::io::Errno::NOSYS => {}
            Err(e) => return Err(e.into()),
        }
    }
    let old = sibling(out, "old");
    if out.exists() {
        std::fs::rename(out, &old)?;
    }
    if let Err(e) = std::fs::rename(new, out) {
        if old.exists() {
            std::fs::rename(&old, out)?;
        }
        return Err(e);
    }
    if old.exists() {
        std::fs::remove_dir_all(&old)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes `files` as the whole site, as a build does.
    fn write_atomic(
        root: &Path,
        out: &Path,
        files: &BTreeMap<String, Vec<u8>>,
    ) -> Result<(), WriteError> {
        let stage = Staging::new(root, out)?;
        for (path, bytes) in files {
            stage.put(path, bytes)?;
        }
        stage.commit()
    }

    fn files() -> BTreeMap<String, Vec<u8>> {
        [("en/index.html".to_owned(), b"<p>new</p>".to_vec())].into()
    }

    fn project() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for d in ["results", "content", "locales", ".git"] {
            std::fs::create_dir(dir.path().join(d)).unwrap();
        }
        std::fs::write(dir.path().join("pcdocs.toml"), "").unwrap();
        dir
    }

    fn refused(r: Result<(), WriteError>) -> String {
        match r {
            Err(WriteError::Refused(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn writes_a_missing_or_empty_folder_and_replaces_its_own() {
        let p = project();
        let out = p.path().join("site");
        write_atomic(p.path(), &out, &files()).unwrap();
        assert!(out.join(STAMP).is_file());
        let mut second = files();
        second.insert("fr/index.html".into(), b"x".to_vec());
        write_atomic(p.path(), &out, &second).unwrap();
        assert!(out.join("fr/index.html").is_file());
        let empty = p.path().join("empty");
        std::fs::create_dir(&empty).unwrap();
        write_atomic(p.path(), &empty, &files()).unwrap();
        let leftovers: Vec<_> = std::fs::read_dir(p.path())
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains(".new-") || n.contains(".old-"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
    }

    #[test]
    fn refuses_folders_it_did_not_write_and_the_inputs() {
        let p = project();
        let mine = p.path().join("mydocs");
        std::fs::create_dir(&mine).unwrap();
        std::fs::write(mine.join("notes.txt"), "mine").unwrap();
        for out in [
            mine.clone(),
            p.path().join("results"),
            p.path().join("content"),
            p.path().join("results/inner"),
            p.path().join(".git"),
            p.path().to_owned(),
            p.path().parent().unwrap().to_owned(),
            p.path().join("pcdocs.toml"),
        ] {
            let m = refused(write_atomic(p.path(), &out, &files()));
            assert!(m.contains("cannot write the site"), "{m}");
        }
        assert_eq!(
            std::fs::read_to_string(mine.join("notes.txt")).unwrap(),
            "mine"
        );
        assert!(p.path().join(".git").is_dir() && p.path().join("results").is_dir());
    }

    #[test]
    fn a_working_folder_in_the_way_is_removed_only_when_pcdocs_left_it() {
        let p = project();
        let out = p.path().join("site");
        let tmp = sibling(&out, "new");
        // Someone's folder, file or link where the build would stage: kept.
        std::fs::create_dir(&tmp).unwrap();
        std::fs::write(tmp.join("notes.txt"), "mine").unwrap();
        let m = refused(write_atomic(p.path(), &out, &files()));
        assert!(m.contains("in the way"), "{m}");
        assert_eq!(
            std::fs::read_to_string(tmp.join("notes.txt")).unwrap(),
            "mine"
        );
        std::fs::remove_dir_all(&tmp).unwrap();
        std::fs::write(&tmp, "mine").unwrap();
        refused(write_atomic(p.path(), &out, &files()));
        assert_eq!(std::fs::read_to_string(&tmp).unwrap(), "mine");
        std::fs::remove_file(&tmp).unwrap();
        #[cfg(unix)]
        {
            let empty = p.path().join("empty");
            std::fs::create_dir(&empty).unwrap();
            std::os::unix::fs::symlink(&empty, &tmp).unwrap();
            refused(write_atomic(p.path(), &out, &files()));
            assert!(std::fs::symlink_metadata(&tmp).unwrap().is_symlink());
            std::fs::remove_file(&tmp).unwrap();
        }
        // What a killed run left, stamped and half written: replaced.
        std::fs::create_dir(&tmp).unwrap();
        std::fs::write(tmp.join(STAMP), STAMP_TEXT).unwrap();
        std::fs::write(tmp.join("half.html"), "x").unwrap();
        write_atomic(p.path(), &out, &files()).unwrap();
        assert!(!tmp.exists() && out.join(STAMP).is_file());
    }

    #[test]
    fn output_paths_stay_inside() {
        let p = project();
        let out = p.path().join("site");
        for bad in ["../x", "/etc/x", "en/../../x", "", STAMP] {
            let mut f = files();
            f.insert(bad.to_owned(), b"x".to_vec());
            let m = refused(write_atomic(p.path(), &out, &f));
            assert!(m.contains("not a path inside the site"), "{m}");
        }
        assert!(!out.exists() && !p.path().join("x").exists());
    }

    #[test]
    fn a_path_written_twice_is_refused_and_nothing_is_left() {
        let p = project();
        let out = p.path().join("site");
        let stage = Staging::new(p.path(), &out).unwrap();
        stage.put("en/index.html", b"one").unwrap();
        let m = refused(stage.put("en/index.html", b"two"));
        assert!(m.contains("two files of the site"), "{m}");
        drop(stage);
        assert!(!out.exists());
        let left: Vec<_> = std::fs::read_dir(p.path())
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with(".site."))
            .collect();
        assert!(left.is_empty(), "{left:?}");
    }

    #[test]
    fn a_symlinked_site_is_written_through() {
        let p = project();
        let target = p.path().join("real-site");
        std::fs::create_dir(&target).unwrap();
        std::os::unix::fs::symlink(&target, p.path().join("site")).unwrap();
        write_atomic(p.path(), &p.path().join("site"), &files()).unwrap();
        assert!(
            std::fs::symlink_metadata(p.path().join("site"))
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert!(target.join("en/index.html").is_file());
    }

    #[test]
    fn repair_restores_a_site_left_between_two_renames() {
        let p = project();
        let out = p.path().join("site");
        write_atomic(p.path(), &out, &files()).unwrap();
        // A kill after the first rename of the fallback swap.
        let old = p.path().join(".site.old-999999999");
        std::fs::rename(&out, &old).unwrap();
        repair(&out).unwrap();
        assert!(out.join("en/index.html").is_file());
        assert!(!old.exists());
        // A dead run's half-written folder goes; a folder without the stamp stays.
        let dead = p.path().join(".site.new-999999999");
        std::fs::create_dir(&dead).unwrap();
        std::fs::write(dead.join(STAMP), "").unwrap();
        let foreign = p.path().join(".site.new-999999998");
        std::fs::create_dir(&foreign).unwrap();
        std::fs::write(foreign.join("keep"), "").unwrap();
        repair(&out).unwrap();
        assert!(!dead.exists());
        assert!(foreign.join("keep").exists());
    }
}
