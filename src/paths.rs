//! Names that become paths, and the files pcdocs agrees to read.
//!
//! Anything that turns into a file name (slugs, chart and table names,
//! campaign folders, import rows) passes `check_segment`, so no input can
//! name a path outside the folder it belongs in. Every input file is
//! either opened by `open_plain_input`, which takes only a regular file
//! reached through no symbolic link at all, or passes `check_input_file`
//! before it is opened: a FIFO or a device is never read and a symbolic
//! link cannot pull in a file from outside the project.

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

/// Refuses a file that is not a regular file (a FIFO or a device would block
/// or never end) or that a symbolic link places outside the project.
pub fn check_input_file(root: &Path, path: &Path) -> Result<(), String> {
    input_metadata(root, path).map(drop)
}

/// [`check_input_file`], giving the file's metadata (that of the file a
/// link leads to) so that its reader need not ask again.
pub fn input_metadata(root: &Path, path: &Path) -> Result<std::fs::Metadata, String> {
    let meta = match unlinked_below(root, path) {
        Some(meta) => meta,
        None => {
            let real = std::fs::canonicalize(path).map_err(|e| format!("cannot read file: {e}"))?;
            if !real.starts_with(canonical_root(root)) {
                // Named by plain names below the root, the file can leave
                // the project only through a link; otherwise the path itself
                // names a place outside it.
                return Err(if plain_below(root, path) {
                    "is a symbolic link to a file outside the project; pcdocs reads only files inside it"
                        .to_owned()
                } else {
                    "is outside the project; pcdocs reads only files inside it".to_owned()
                });
            }
            std::fs::metadata(&real).map_err(|e| format!("cannot read file: {e}"))?
        }
    };
    if meta.is_dir() {
        return Err("is a folder, where a file is expected".to_owned());
    }
    if !meta.is_file() {
        return Err(
            "is not a regular file (a FIFO, socket or device); pcdocs reads only regular files"
                .to_owned(),
        );
    }
    Ok(meta)
}

/// `path` opened for reading, with its metadata, when it is `root` followed
/// by plain names, no component of the whole path is a symbolic link, and
/// it is a regular file: what [`input_metadata`] accepts without resolving
/// anything, asked in one `openat2` (`RESOLVE_NO_SYMLINKS`) and one
/// `fstat` instead of a `stat` of every folder below the root and of the
/// file before opening it, for each of the thousands of files a large site
/// reads. `None` for anything else, and wherever `openat2` is missing: the
/// caller then takes [`input_metadata`]'s way, which gives the verdict and
/// its message. `O_NONBLOCK` opens a FIFO at once, without waiting for a
/// writer, to be refused unread (reads of a regular file ignore it).
#[cfg(target_os = "linux")]
pub fn open_plain_input(root: &Path, path: &Path) -> Option<(std::fs::File, std::fs::Metadata)> {
    use rustix::fs::{CWD, Mode, OFlags, ResolveFlags};
    if !plain_below(root, path) {
        return None;
    }
    let fd = rustix::fs::openat2(
        CWD,
        path,
        OFlags::RDONLY | OFlags::CLOEXEC | OFlags::NONBLOCK | OFlags::NOCTTY | OFlags::NOFOLLOW,
        Mode::empty(),
        ResolveFlags::NO_SYMLINKS | ResolveFlags::NO_MAGICLINKS,
    )
    .ok()?;
    let file = std::fs::File::from(fd);
    let meta = file.metadata().ok()?;
    meta.is_file().then_some((file, meta))
}

/// A regular file wherever it is, for what pcdocs reads that is not an
/// input of the project (the page `pcdocs audit` checks): links are
/// followed, and only a folder, a FIFO, a socket or a device is refused,
/// without waiting on it (`O_NONBLOCK`, as in [`open_plain_input`]).
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

/// Elsewhere, [`input_metadata`]'s way is the only one.
#[cfg(not(target_os = "linux"))]
pub fn open_plain_input(_root: &Path, _path: &Path) -> Option<(std::fs::File, std::fs::Metadata)> {
    None
}

/// Whether `path` is `root` followed by one or more plain names (no `.`,
/// `..` or root): then, if none of them is a symbolic link, the file is
/// inside the project wherever the root itself resolves to.
fn plain_below(root: &Path, path: &Path) -> bool {
    use std::path::Component;
    path.strip_prefix(root).is_ok_and(|below| {
        !below.as_os_str().is_empty()
            && below
                .components()
                .all(|c| matches!(c, Component::Normal(_)))
    })
}

/// The file's own metadata when `path` is `root` followed by plain names
/// none of which is a symbolic link: such a file is inside the project
/// wherever the root itself resolves to. Why: resolving both paths in full
/// asked the file system about every folder above the project, twice, for
/// each of the thousands of files a large site reads; this asks about the
/// folders below the root only. `None` sends the caller to full resolution.
fn unlinked_below(root: &Path, path: &Path) -> Option<std::fs::Metadata> {
    if !plain_below(root, path) {
        return None;
    }
    let meta = std::fs::symlink_metadata(path).ok()?;
    let mut dir = path.parent()?;
    let mut at = meta.file_type();
    loop {
        if at.is_symlink() {
            return None;
        }
        if dir == root {
            return Some(meta);
        }
        at = std::fs::symlink_metadata(dir).ok()?.file_type();
        dir = dir.parent()?;
    }
}

/// Entries of a walk that pcdocs must not skip silently: anything that is
/// neither a folder nor a regular file (or a link to one) is reported.
pub fn is_special(entry: &walkdir::DirEntry) -> bool {
    let t = entry.file_type();
    !(t.is_file() || t.is_dir() || t.is_symlink())
}

/// Makes a FIFO at `path`, for tests of the refusal of special files.
#[cfg(test)]
pub(crate) fn mkfifo(path: &Path) {
    let made = std::process::Command::new("mkfifo").arg(path).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo {}", path.display());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(target_os = "linux")]
    #[test]
    fn only_plain_regular_files_are_opened_without_resolving() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("project");
        std::fs::create_dir_all(root.join("locales/en")).unwrap();
        std::fs::write(root.join("locales/en/a.ftl"), "a = A\n").unwrap();
        std::fs::write(dir.path().join("outside.ftl"), "b = B\n").unwrap();
        let link =
            |target: &Path, at: &str| std::os::unix::fs::symlink(target, root.join(at)).unwrap();
        link(&root.join("locales/en/a.ftl"), "locales/en/inside.ftl");
        link(&dir.path().join("outside.ftl"), "locales/en/outside.ftl");
        link(&root.join("locales/en"), "locales/linked");
        mkfifo(&root.join("locales/en/waiting.ftl"));
        let opened = |rel: &str| open_plain_input(&root, &root.join(rel)).map(|(_, m)| m.len());
        assert_eq!(opened("locales/en/a.ftl"), Some(6));
        // Links, even to a file inside, a FIFO (opened without waiting for a
        // writer), a folder, a missing file and a path that is not plain
        // names below the root are left to `input_metadata`.
        for rel in [
            "locales/en/inside.ftl",
            "locales/en/outside.ftl",
            "locales/linked/a.ftl",
            "locales/en/waiting.ftl",
            "locales/en",
            "locales/en/missing.ftl",
            "locales/en/../en/a.ftl",
        ] {
            assert_eq!(opened(rel), None, "{rel}");
        }
        assert_eq!(
            open_plain_input(&root, &dir.path().join("outside.ftl")).map(|_| ()),
            None
        );
        // Where it declines, the slow way still reads what is allowed.
        assert!(input_metadata(&root, &root.join("locales/en/inside.ftl")).is_ok());
        assert!(input_metadata(&root, &root.join("locales/en/outside.ftl")).is_err());
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

    #[test]
    fn special_files_and_outside_links_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("p");
        std::fs::create_dir(&root).unwrap();
        std::fs::write(dir.path().join("secret"), "x").unwrap();
        std::fs::write(root.join("inside"), "x").unwrap();
        std::os::unix::fs::symlink(dir.path().join("secret"), root.join("out")).unwrap();
        std::os::unix::fs::symlink(root.join("inside"), root.join("in")).unwrap();
        let fifo = root.join("fifo");
        mkfifo(&fifo);
        assert_eq!(check_input_file(&root, &root.join("inside")), Ok(()));
        assert_eq!(check_input_file(&root, &root.join("in")), Ok(()));
        assert!(
            check_input_file(&root, &root.join("out"))
                .unwrap_err()
                .contains("outside")
        );
        assert!(check_input_file(&root, &fifo).unwrap_err().contains("FIFO"));
        assert!(
            check_input_file(&root, &root)
                .unwrap_err()
                .contains("folder")
        );
        // A regular file named outside the project is no link: it is said
        // to be outside.
        let outside = check_input_file(&root, &dir.path().join("secret")).unwrap_err();
        assert!(
            outside.starts_with("is outside the project") && !outside.contains("link"),
            "{outside}"
        );
        let through = check_input_file(&root, &root.join("out")).unwrap_err();
        assert!(through.contains("symbolic link"), "{through}");
    }

    /// Every way a path can reach a file through a link below the root, or
    /// a root reached through one, decides as full resolution does.
    #[test]
    fn links_anywhere_below_the_root_are_followed_and_judged() {
        use std::os::unix::fs::symlink;
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("p");
        let outside = dir.path().join("elsewhere");
        for d in [
            root.join("locales/fr/deep"),
            outside.clone(),
            root.join("kept"),
        ] {
            std::fs::create_dir_all(d).unwrap();
        }
        for f in [
            outside.join("a.ftl"),
            root.join("kept/a.ftl"),
            root.join("locales/fr/deep/a.ftl"),
        ] {
            std::fs::write(f, "x").unwrap();
        }
        // A folder of the project that leads out of it, one that leads
        // back into it, and the project reached through a link.
        symlink(&outside, root.join("locales/en")).unwrap();
        symlink(root.join("kept"), root.join("locales/de")).unwrap();
        symlink(&root, dir.path().join("p-link")).unwrap();
        let linked = dir.path().join("p-link");
        for (root, path, inside) in [
            (&root, root.join("locales/fr/deep/a.ftl"), true),
            (&root, root.join("locales/en/a.ftl"), false),
            (&root, root.join("locales/de/a.ftl"), true),
            (&root, root.join("locales/fr/../en/a.ftl"), false),
            (&linked, linked.join("locales/fr/deep/a.ftl"), true),
            (&linked, linked.join("locales/en/a.ftl"), false),
            (&linked, root.join("kept/a.ftl"), true),
        ] {
            let found = input_metadata(root, &path);
            assert_eq!(found.is_ok(), inside, "{}: {found:?}", path.display());
            if let Ok(meta) = found {
                assert_eq!(meta.len(), 1);
            }
        }
    }
}
