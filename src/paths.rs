//! Names that become paths, and the files pcdocs agrees to read.
//!
//! Anything that turns into a file name (slugs, chart and table names,
//! campaign folders, import rows) passes `check_segment`, so no input can
//! name a path outside the folder it belongs in.
//!
//! Every input is read through this module: a file by [`open_input`], a
//! folder's entries by [`list_input`] or [`walk_input`]. All three apply
//! one rule, [`judge`]: only regular files and folders of the project's
//! inputs, reached from the root through plain names none of which is a
//! symbolic link. Anything else met on the way (a link, a FIFO, a socket,
//! a device) is refused with its path and, for a link on the way, the
//! folder that is one.
//!
//! Decision: no symbolic link inside the inputs is followed, not even one
//! that stays inside its own folder or the project. `.git/config` and
//! `.env` are inside the project too, so "inside the project" protects
//! nothing, and "inside the same input folder" would need every link's
//! target resolved and compared, a rule harder to audit than "none" (the
//! one Jekyll's safe mode and Hugo's module mounts keep) for a convenience
//! a copy gives as well. The project root itself may be reached through a
//! link (it is whatever the user named), and so may the output folder,
//! which is written, not read.

use std::path::{Path, PathBuf};

/// The rule for a name that becomes one path segment: non-empty, ASCII
/// letters, digits, `-`, `_` and `.`, not starting with `.` (no `..`, no
/// hidden files, nothing a shell or a URL treats specially).
pub fn check_segment(name: &str) -> Result<(), String> {
    if name.is_empty() {
        return Err("is empty".to_owned());
    }
    if name.starts_with('.') {
        return Err("starts with `.`".to_owned());
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')))
    {
        return Err(format!(
            "has {}, where names that become paths may use only ASCII letters, digits, `-`, `_` and `.`",
            describe(c)
        ));
    }
    Ok(())
}

fn describe(c: char) -> String {
    match c {
        '/' | '\\' => format!("a path separator `{c}`"),
        c if c.is_control() || c.is_whitespace() => format!("the character U+{:04X}", c as u32),
        c => format!("`{c}`"),
    }
}

/// What a site is built from, relative to the project root.
pub const INPUTS: &[&str] = &[
    "pcdocs.toml",
    "results",
    "locales",
    "content",
    "templates",
    "themes",
];

/// Page slugs pcdocs itself writes beside the pages of a locale.
pub const RESERVED_SLUGS: &[&str] = &[
    "translations",
    "theme",
    "404",
    "404.html",
    "index.html",
    "index.md",
    "sitemap.xml",
];

/// The project root as the file system names it, so that links and `..`
/// compare equal; the root as given when it cannot be resolved.
pub fn canonical_root(root: &Path) -> PathBuf {
    std::fs::canonicalize(root).unwrap_or_else(|_| root.to_owned())
}

/// What the files under `dir` are judged below: the root when `dir` is in
/// the project, else `dir` itself (`pcdocs diff` may compare with a results
/// folder named anywhere: like the root, it is what the user named).
pub fn base<'a>(root: &'a Path, dir: &'a Path) -> &'a Path {
    if dir.starts_with(root) { root } else { dir }
}

/// Why an input is refused: the file or folder (as asked for, or as met in
/// a listing), what is wrong with it, and what to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub path: PathBuf,
    pub message: String,
    pub hint: Option<&'static str>,
}

impl Refusal {
    fn new(path: &Path, message: impl Into<String>) -> Self {
        Refusal {
            path: path.to_owned(),
            message: message.into(),
            hint: None,
        }
    }

    fn hint(mut self, hint: &'static str) -> Self {
        self.hint = Some(hint);
        self
    }

    fn link(path: &Path, via: Option<String>) -> Self {
        let message = match via {
            None => "is a symbolic link, and pcdocs follows no symbolic link inside the project"
                .to_owned(),
            Some(link) => format!(
                "is reached through `{link}`, a symbolic link, and pcdocs follows no symbolic link inside the project"
            ),
        };
        Refusal::new(path, message).hint(LINK_HINT)
    }

    fn special(path: &Path, t: &std::fs::FileType) -> Self {
        Refusal::new(
            path,
            format!("cannot read file: it is {}, not a regular file", kind(t)),
        )
        .hint("inputs are regular files; replace it with the file itself")
    }
}

/// What to do about a link in the inputs.
const LINK_HINT: &str = "replace the link with the file or folder itself: a link could publish a file from elsewhere (`.git/config`, `.env`, your home folder)";

/// What a path of the inputs is, once judged.
#[derive(Debug)]
pub enum Found {
    File(std::fs::Metadata),
    Folder,
    /// Nothing there (the error that said so).
    Missing(std::io::Error),
}

/// What a file that is not a regular file is, for messages.
pub fn kind(t: &std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if t.is_dir() {
        "a directory"
    } else if t.is_symlink() {
        "a symbolic link"
    } else {
        "not a regular file"
    }
}

/// The names below `root` that make `path`: `None` when `path` is not
/// `root` followed by plain names (no `.`, `..` or root).
fn names_below<'p>(root: &Path, path: &'p Path) -> Option<Vec<&'p std::ffi::OsStr>> {
    use std::path::Component;
    let below = path.strip_prefix(root).ok()?;
    below
        .components()
        .map(|c| match c {
            Component::Normal(name) => Some(name),
            _ => None,
        })
        .collect()
}

/// The rule every read of an input obeys, stated once: `path` must be
/// `root` followed by plain names, none of which is a symbolic link, and
/// nothing there may be other than a folder or a regular file. The root
/// itself may be reached through a link (it is whatever the user named).
/// Asks `lstat` of each name below the root, so a link is seen, never
/// followed. [`open_input`], [`list_input`] and [`walk_input`] apply it.
pub fn judge(root: &Path, path: &Path) -> Result<Found, Refusal> {
    let Some(names) = names_below(root, path) else {
        return Err(Refusal::new(
            path,
            "is not inside the project: pcdocs reads only the files of its input folders",
        )
        .hint("name a path inside the project, without `..`"));
    };
    if names.is_empty() {
        return match std::fs::metadata(root) {
            Ok(m) if m.is_dir() => Ok(Found::Folder),
            Ok(_) => Err(Refusal::new(path, "is a file, not a folder")),
            Err(e) => Ok(Found::Missing(e)),
        };
    }
    let mut at = root.to_owned();
    for (i, name) in names.iter().enumerate() {
        at.push(name);
        let meta = match std::fs::symlink_metadata(&at) {
            Ok(m) => m,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Found::Missing(e)),
            Err(e) => return Err(Refusal::new(path, format!("cannot read file: {e}"))),
        };
        let t = meta.file_type();
        let last = i + 1 == names.len();
        if t.is_symlink() {
            let via = (!last).then(|| shown(&names[..=i]));
            return Err(Refusal::link(path, via));
        }
        if last {
            return if t.is_dir() {
                Ok(Found::Folder)
            } else if t.is_file() {
                Ok(Found::File(meta))
            } else {
                Err(Refusal::special(path, &t))
            };
        }
        if !t.is_dir() {
            return Err(Refusal::new(
                path,
                format!(
                    "cannot read file: `{}` is not a folder",
                    shown(&names[..=i])
                ),
            ));
        }
    }
    unreachable!("the last name returns")
}

/// Names joined by `/`, as messages show paths.
fn shown(names: &[&std::ffi::OsStr]) -> String {
    names
        .iter()
        .map(|n| n.to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// The input file `path` opened for reading, with its metadata, when
/// [`judge`] accepts it as a regular file. On Linux the kernel applies the
/// same rule while opening (`openat2` with `RESOLVE_NO_SYMLINKS`, first
/// from the working folder, which asks nothing more when no link is on the
/// whole path, then beneath the root's own descriptor when the root is
/// reached through one), so no link can be swapped in between the check
/// and the open; `judge` then only words a refusal. Elsewhere, and where
/// `openat2` is missing, `judge` decides and the file opened must be the
/// one it judged. `O_NONBLOCK` opens a FIFO at once, without waiting for a
/// writer, to be refused unread (reads of a regular file ignore it).
pub fn open_input(root: &Path, path: &Path) -> Result<(std::fs::File, std::fs::Metadata), Refusal> {
    if names_below(root, path).is_some_and(|n| !n.is_empty()) {
        #[cfg(target_os = "linux")]
        if let Some(file) = open_beneath(root, path) {
            let meta = file
                .metadata()
                .map_err(|e| Refusal::new(path, format!("cannot read file: {e}")))?;
            return match meta.file_type() {
                t if t.is_file() => Ok((file, meta)),
                t if t.is_dir() => Err(Refusal::new(path, "is a folder, where a file is expected")),
                t => Err(Refusal::special(path, &t)),
            };
        }
    }
    match judge(root, path)? {
        Found::File(judged) => open_judged(path, &judged),
        Found::Folder => Err(Refusal::new(path, "is a folder, where a file is expected")),
        Found::Missing(e) => Err(Refusal::new(path, format!("cannot read file: {e}"))),
    }
}

/// `path` (plain names below `root`) opened without following any
/// symbolic link below the root; `None` when that fails for any reason,
/// `openat2` missing included.
#[cfg(target_os = "linux")]
fn open_beneath(root: &Path, path: &Path) -> Option<std::fs::File> {
    use rustix::fs::{CWD, Mode, OFlags, ResolveFlags};
    let flags =
        OFlags::RDONLY | OFlags::CLOEXEC | OFlags::NONBLOCK | OFlags::NOCTTY | OFlags::NOFOLLOW;
    let resolve = ResolveFlags::NO_SYMLINKS | ResolveFlags::NO_MAGICLINKS;
    if let Ok(fd) = rustix::fs::openat2(CWD, path, flags, Mode::empty(), resolve) {
        return Some(fd.into());
    }
    let below = path.strip_prefix(root).ok()?;
    let dir = rustix::fs::open(
        root,
        OFlags::PATH | OFlags::DIRECTORY | OFlags::CLOEXEC,
        Mode::empty(),
    )
    .ok()?;
    rustix::fs::openat2(
        &dir,
        below,
        flags,
        Mode::empty(),
        resolve | ResolveFlags::BENEATH,
    )
    .ok()
    .map(Into::into)
}

/// Opens the file [`judge`] found at `path` and makes sure it is that one:
/// a link or a FIFO put there since is refused, not read.
fn open_judged(
    path: &Path,
    judged: &std::fs::Metadata,
) -> Result<(std::fs::File, std::fs::Metadata), Refusal> {
    let cannot = |e: std::io::Error| Refusal::new(path, format!("cannot read file: {e}"));
    #[cfg(target_os = "linux")]
    let file: std::fs::File = {
        use rustix::fs::{Mode, OFlags};
        rustix::fs::open(
            path,
            OFlags::RDONLY | OFlags::CLOEXEC | OFlags::NONBLOCK | OFlags::NOCTTY | OFlags::NOFOLLOW,
            Mode::empty(),
        )
        .map_err(|e| cannot(e.into()))?
        .into()
    };
    #[cfg(not(target_os = "linux"))]
    let file = std::fs::File::open(path).map_err(cannot)?;
    let meta = file.metadata().map_err(cannot)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if (meta.dev(), meta.ino()) != (judged.dev(), judged.ino()) || !meta.is_file() {
            return Err(Refusal::new(
                path,
                "cannot read file: it was replaced while pcdocs read it",
            ));
        }
    }
    #[cfg(not(unix))]
    let _ = judged;
    Ok((file, meta))
}

/// An entry of an input folder: a regular file or a folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub path: PathBuf,
    pub is_dir: bool,
}

/// The entries of the input folder `dir`, sorted by name; `None` when there
/// is no such folder. The folder is judged by [`judge`]; every symbolic
/// link, FIFO, socket or device in it is refused by name (all of them, not
/// the first), whatever its name, so that no listing of an input folder
/// holds anything but regular files and folders.
pub fn list_input(root: &Path, dir: &Path) -> Result<Option<Vec<Entry>>, Vec<Refusal>> {
    if !input_folder(root, dir)? {
        return Ok(None);
    }
    let entries = std::fs::read_dir(dir)
        .map_err(|e| vec![Refusal::new(dir, format!("cannot read the folder: {e}"))])?;
    let mut out = Vec::new();
    let mut refused = Vec::new();
    for entry in entries {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                refused.push(Refusal::new(dir, format!("cannot read the folder: {e}")));
                continue;
            }
        };
        let path = entry.path();
        match entry.file_type() {
            Ok(t) => match classify(&path, &t) {
                Ok(is_dir) => out.push(Entry { path, is_dir }),
                Err(r) => refused.push(r),
            },
            Err(e) => refused.push(Refusal::new(&path, format!("cannot read file: {e}"))),
        }
    }
    if !refused.is_empty() {
        refused.sort_by(|a, b| a.path.cmp(&b.path));
        return Err(refused);
    }
    out.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(Some(out))
}

/// The regular files under the input folder `dir`, at any depth, in the
/// order of a walk sorted by name; `None` when there is no such folder.
/// Refuses as [`list_input`] does, at every depth; a link is never followed
/// (so never walked into).
pub fn walk_input(root: &Path, dir: &Path) -> Result<Option<Vec<PathBuf>>, Vec<Refusal>> {
    if !input_folder(root, dir)? {
        return Ok(None);
    }
    let mut out = Vec::new();
    let mut refused = Vec::new();
    let walk = walkdir::WalkDir::new(dir)
        .min_depth(1)
        .follow_links(false)
        .follow_root_links(false)
        .sort_by_file_name();
    for entry in walk {
        match entry {
            Ok(e) => match classify(e.path(), &e.file_type()) {
                Ok(true) => {}
                Ok(false) => out.push(e.into_path()),
                Err(r) => refused.push(r),
            },
            Err(e) => {
                let at = e.path().unwrap_or(dir).to_owned();
                refused.push(Refusal::new(&at, format!("cannot read: {e}")));
            }
        }
    }
    if refused.is_empty() {
        Ok(Some(out))
    } else {
        Err(refused)
    }
}

/// Whether `dir` is a folder of the inputs (`false`: nothing there), by
/// [`judge`].
pub fn input_folder(root: &Path, dir: &Path) -> Result<bool, Vec<Refusal>> {
    match judge(root, dir).map_err(|r| vec![r])? {
        Found::Folder => Ok(true),
        Found::Missing(_) => Ok(false),
        Found::File(_) => Err(vec![Refusal::new(
            dir,
            "is a file, where a folder is expected",
        )]),
    }
}

/// An entry met in an input folder, by its own type (a link is not
/// followed): `Ok(true)` a folder, `Ok(false)` a regular file.
fn classify(path: &Path, t: &std::fs::FileType) -> Result<bool, Refusal> {
    if t.is_symlink() {
        Err(Refusal::link(path, None))
    } else if t.is_dir() {
        Ok(true)
    } else if t.is_file() {
        Ok(false)
    } else {
        Err(Refusal::special(path, t))
    }
}

/// Makes a FIFO at `path`, for tests of the refusal of special files.
/// A regular file wherever it is, for what pcdocs reads that is not an
/// input of the project (the page `pcdocs audit` checks): links are
/// followed, and only a folder, a FIFO, a socket or a device is refused,
/// without waiting on it (`O_NONBLOCK`, as [`open_input`] opens).
pub fn open_regular(path: &Path) -> Result<(std::fs::File, std::fs::Metadata), String> {
    #[cfg(target_os = "linux")]
    let file = {
        use rustix::fs::{CWD, Mode, OFlags};
        rustix::fs::openat(
            CWD,
            path,
            OFlags::RDONLY | OFlags::CLOEXEC | OFlags::NONBLOCK | OFlags::NOCTTY,
            Mode::empty(),
        )
        .map(std::fs::File::from)
        .map_err(std::io::Error::from)
    };
    #[cfg(not(target_os = "linux"))]
    let file = match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() && !meta.is_dir() => {
            return Err(
                "is not a regular file (a FIFO, socket or device); pcdocs reads only regular files"
                    .to_owned(),
            );
        }
        _ => std::fs::File::open(path),
    };
    let file = file.map_err(|e| format!("cannot read file: {e}"))?;
    let meta = file
        .metadata()
        .map_err(|e| format!("cannot read file: {e}"))?;
    if meta.is_dir() {
        return Err("is a folder, where a file is expected".to_owned());
    }
    if !meta.is_file() {
        return Err(
            "is not a regular file (a FIFO, socket or device); pcdocs reads only regular files"
                .to_owned(),
        );
    }
    Ok((file, meta))
}

#[cfg(test)]
pub(crate) fn mkfifo(path: &Path) {
    let made = std::process::Command::new("mkfifo").arg(path).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo {}", path.display());
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    /// A project beside a secret: `p/locales/en/a.ftl`, `p/.env`,
    /// `p/.git/config`, `elsewhere/b.ftl`, and the project reached through
    /// the link `p-link`.
    fn project() -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("p");
        for d in ["locales/en", ".git", "kept"] {
            std::fs::create_dir_all(root.join(d)).unwrap();
        }
        std::fs::create_dir(dir.path().join("elsewhere")).unwrap();
        for (f, text) in [
            ("p/locales/en/a.ftl", "a = A\n"),
            ("p/.env", "TOKEN=x\n"),
            ("p/.git/config", "[core]\n"),
            ("p/kept/a.ftl", "k = K\n"),
            ("elsewhere/b.ftl", "b = B\n"),
        ] {
            std::fs::write(dir.path().join(f), text).unwrap();
        }
        symlink(&root, dir.path().join("p-link")).unwrap();
        (dir, root)
    }

    fn refusal(r: Result<(std::fs::File, std::fs::Metadata), Refusal>) -> String {
        r.map(|_| ()).unwrap_err().message
    }

    #[test]
    fn only_regular_files_reached_through_no_link_below_the_root_are_opened() {
        let (dir, root) = project();
        let link = |target: &Path, at: &str| symlink(target, root.join(at)).unwrap();
        link(&root.join("locales/en/a.ftl"), "locales/en/inside.ftl");
        link(&root.join(".env"), "locales/en/env.ftl");
        link(&root.join(".git/config"), "locales/en/git.ftl");
        link(
            &dir.path().join("elsewhere/b.ftl"),
            "locales/en/outside.ftl",
        );
        link(&root.join("kept"), "locales/fr");
        link(Path::new("../kept"), "locales/de");
        mkfifo(&root.join("locales/en/waiting.ftl"));
        let open = |rel: &str| open_input(&root, &root.join(rel));
        let (_, meta) = open("locales/en/a.ftl").unwrap();
        assert_eq!(meta.len(), 6);
        // Every link is refused, wherever it leads: a file inside the same
        // folder, a secret inside the project, a file outside it.
        for rel in [
            "locales/en/inside.ftl",
            "locales/en/env.ftl",
            "locales/en/git.ftl",
            "locales/en/outside.ftl",
        ] {
            assert_eq!(
                refusal(open(rel)),
                "is a symbolic link, and pcdocs follows no symbolic link inside the project",
                "{rel}"
            );
        }
        // A folder on the way that is a link is named.
        for (rel, via) in [
            ("locales/fr/a.ftl", "locales/fr"),
            ("locales/de/a.ftl", "locales/de"),
        ] {
            let m = refusal(open(rel));
            assert!(
                m.contains(&format!("`{via}`, a symbolic link")),
                "{rel}: {m}"
            );
        }
        // A FIFO is refused at once (opened without waiting for a writer).
        assert!(
            refusal(open("locales/en/waiting.ftl"))
                .contains("a FIFO (named pipe), not a regular file")
        );
        assert!(refusal(open("locales/en")).contains("is a folder"));
        assert!(refusal(open("locales/en/missing.ftl")).starts_with("cannot read file:"));
        assert!(refusal(open("locales/en/../en/a.ftl")).contains("not inside the project"));
        assert!(
            refusal(open_input(&root, &dir.path().join("elsewhere/b.ftl")))
                .contains("not inside the project")
        );
        // The root itself may be reached through a link.
        let linked = dir.path().join("p-link");
        assert!(open_input(&linked, &linked.join("locales/en/a.ftl")).is_ok());
        assert!(
            refusal(open_input(&linked, &linked.join("locales/en/env.ftl")))
                .contains("symbolic link")
        );
        assert!(
            refusal(open_input(&linked, &linked.join("locales/fr/a.ftl"))).contains("`locales/fr`")
        );
    }

    /// `judge` says what `open_input`'s kernel check does, by itself.
    #[test]
    fn the_judge_refuses_every_link_below_the_root() {
        let (dir, root) = project();
        symlink(root.join("kept"), root.join("locales/fr")).unwrap();
        symlink(
            dir.path().join("gone"),
            root.join("locales/en/dangling.ftl"),
        )
        .unwrap();
        let judged = |root: &Path, rel: &str| judge(root, &root.join(rel));
        assert!(matches!(
            judged(&root, "locales/en/a.ftl"),
            Ok(Found::File(_))
        ));
        assert!(matches!(judged(&root, "locales/en"), Ok(Found::Folder)));
        assert!(matches!(
            judged(&root, "locales/xx/a.ftl"),
            Ok(Found::Missing(_))
        ));
        assert!(matches!(judged(&root, ""), Ok(Found::Folder)));
        // A link to nothing is a link, not a missing file: writing there
        // would create the file it points to.
        let r = judged(&root, "locales/en/dangling.ftl").unwrap_err();
        assert!(r.message.contains("symbolic link"), "{r:?}");
        assert_eq!(r.hint, Some(LINK_HINT));
        let r = judged(&root, "locales/fr/a.ftl").unwrap_err();
        assert_eq!(r.path, root.join("locales/fr/a.ftl"));
        assert!(r.message.contains("`locales/fr`"), "{r:?}");
        let linked = dir.path().join("p-link");
        assert!(matches!(
            judged(&linked, "locales/en/a.ftl"),
            Ok(Found::File(_))
        ));
        let r = judged(&root, "locales/en/a.ftl/x").unwrap_err();
        assert!(
            r.message.contains("`locales/en/a.ftl` is not a folder"),
            "{r:?}"
        );
    }

    #[test]
    fn listings_and_walks_hold_only_regular_files_and_folders() {
        let (dir, root) = project();
        std::fs::create_dir_all(root.join("locales/en/deep")).unwrap();
        std::fs::write(root.join("locales/en/deep/c.ftl"), "c = C\n").unwrap();
        let names = |v: Vec<PathBuf>| -> Vec<String> {
            v.iter()
                .map(|p| {
                    p.strip_prefix(&root)
                        .unwrap()
                        .to_string_lossy()
                        .into_owned()
                })
                .collect()
        };
        let dir_en = root.join("locales/en");
        let listed = list_input(&root, &dir_en).unwrap().unwrap();
        assert_eq!(
            listed
                .iter()
                .map(|e| (e.path.clone(), e.is_dir))
                .collect::<Vec<_>>(),
            [(dir_en.join("a.ftl"), false), (dir_en.join("deep"), true)]
        );
        assert_eq!(
            names(walk_input(&root, &dir_en).unwrap().unwrap()),
            ["locales/en/a.ftl", "locales/en/deep/c.ftl"]
        );
        assert_eq!(list_input(&root, &root.join("content")).unwrap(), None);
        assert_eq!(walk_input(&root, &root.join("content")).unwrap(), None);

        // Links of any name (not only the names pcdocs reads) and FIFOs,
        // at any depth: every one is named.
        symlink(root.join(".env"), root.join("locales/en/notes.txt")).unwrap();
        symlink(
            dir.path().join("elsewhere"),
            root.join("locales/en/deep/out"),
        )
        .unwrap();
        mkfifo(&root.join("locales/en/deep/waiting.ftl"));
        let refused =
            |r: Vec<Refusal>| -> Vec<String> { names(r.into_iter().map(|r| r.path).collect()) };
        assert_eq!(
            refused(list_input(&root, &dir_en).unwrap_err()),
            ["locales/en/notes.txt"]
        );
        assert_eq!(
            refused(walk_input(&root, &dir_en).unwrap_err()),
            [
                "locales/en/deep/out",
                "locales/en/deep/waiting.ftl",
                "locales/en/notes.txt"
            ]
        );
        // A folder that is itself a link, or behind one, is refused whole,
        // never walked into.
        symlink(root.join("locales/en"), root.join("linked")).unwrap();
        for at in ["linked", "linked/deep"] {
            let r = walk_input(&root, &root.join(at)).unwrap_err();
            assert_eq!(r.len(), 1, "{r:?}");
            assert!(r[0].message.contains("symbolic link"), "{r:?}");
            assert!(list_input(&root, &root.join(at)).is_err());
        }
        assert!(list_input(&root, &root.join(".env")).is_err());
    }

    #[test]
    fn segments() {
        for ok in ["v0.2.0-rc.3", "2026-10-container-matrix", "a_b", "X"] {
            assert_eq!(check_segment(ok), Ok(()), "{ok}");
        }
        for bad in [
            "", ".", "..", ".hidden", "a/b", "../x", "a\\b", "a b", "é", "a\0", "a:b", "a?b",
        ] {
            assert!(check_segment(bad).is_err(), "{bad:?}");
        }
    }
}
