//! Names that become paths, and the files pcdocs agrees to read.
//!
//! Anything that turns into a file name (slugs, chart and table names,
//! campaign folders, import rows) passes `check_segment`, so no input can
//! name a path outside the folder it belongs in. Every input file passes
//! `check_input_file` before it is opened, so a FIFO or a device is never
//! read and a symbolic link cannot pull in a file from outside the project.

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
    let real = std::fs::canonicalize(path).map_err(|e| format!("cannot read file: {e}"))?;
    let root = canonical_root(root);
    if !real.starts_with(&root) {
        return Err(
            "is a symbolic link to a file outside the project; pcdocs reads only files inside it"
                .to_owned(),
        );
    }
    let meta = std::fs::metadata(&real).map_err(|e| format!("cannot read file: {e}"))?;
    if meta.is_dir() {
        return Err("is a folder, where a file is expected".to_owned());
    }
    if !meta.is_file() {
        return Err(
            "is not a regular file (a FIFO, socket or device); pcdocs reads only regular files"
                .to_owned(),
        );
    }
    Ok(())
}

/// Entries of a walk that pcdocs must not skip silently: anything that is
/// neither a folder nor a regular file (or a link to one) is reported.
pub fn is_special(entry: &walkdir::DirEntry) -> bool {
    let t = entry.file_type();
    !(t.is_file() || t.is_dir() || t.is_symlink())
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap()
                .success()
        );
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
    }
}
