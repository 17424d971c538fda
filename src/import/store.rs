//! Writing an import all at once: every new file is written beside its
//! target first, then renamed into place; a failure on the way puts back
//! what was already renamed.

use sha2::{Digest, Sha256};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Lower-case hex SHA-256 of `bytes`, as `sha256sum` prints it.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// One `sha256sum` line: the digest and the file name it covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumLine {
    pub digest: String,
    pub name: String,
}

/// Reads a `SHA256SUMS` file (text `HASH  NAME` or binary `HASH *NAME`
/// lines); lines that are not of that form are returned as errors (1-based
/// line, text).
pub fn parse_sums(text: &str) -> Result<Vec<SumLine>, (usize, String)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let parsed = line.split_once(' ').and_then(|(digest, rest)| {
            let name = rest.strip_prefix(' ').or_else(|| rest.strip_prefix('*'))?;
            let ok = digest.len() == 64 && digest.bytes().all(|b| b.is_ascii_hexdigit());
            (ok && !name.is_empty()).then(|| SumLine {
                digest: digest.to_ascii_lowercase(),
                name: name.to_owned(),
            })
        });
        match parsed {
            Some(l) => out.push(l),
            None => return Err((i + 1, line.to_owned())),
        }
    }
    Ok(out)
}

/// The text of a `SHA256SUMS` file, sorted by file name, as `sha256sum *`
/// writes it.
pub fn format_sums(lines: &[SumLine]) -> String {
    let mut lines = lines.to_vec();
    lines.sort_by(|a, b| a.name.cmp(&b.name));
    lines
        .iter()
        .map(|l| format!("{}  {}\n", l.digest, l.name))
        .collect()
}

/// A file to write: new (must not exist) or replacing the current one.
pub struct Write1 {
    pub target: PathBuf,
    pub bytes: Vec<u8>,
    pub replace: bool,
}

/// Writes every file, or none: each goes to a temporary file in its target's
/// folder, and the temporaries are renamed into place in order. `Err` names
/// the path that failed and why; the files renamed before it are removed or
/// restored, and folders this call created are removed again.
pub fn write_all(files: &[Write1]) -> Result<(), (PathBuf, std::io::Error)> {
    let mut created_dirs: Vec<PathBuf> = Vec::new();
    let mut staged = Vec::new();
    let result = (|| {
        for f in files {
            let dir = f.target.parent().unwrap_or(Path::new("."));
            if !dir.exists() {
                let mut missing = Vec::new();
                let mut d = dir;
                while !d.as_os_str().is_empty() && !d.exists() {
                    missing.push(d.to_owned());
                    d = d.parent().unwrap_or(Path::new(""));
                }
                std::fs::create_dir_all(dir).map_err(|e| (dir.to_owned(), e))?;
                created_dirs.extend(missing);
            }
            let mut tmp = tempfile::Builder::new()
                .prefix(".pcdocs-import-")
                .tempfile_in(dir)
                .map_err(|e| (dir.to_owned(), e))?;
            tmp.write_all(&f.bytes)
                .and_then(|()| tmp.as_file().sync_all())
                .map_err(|e| (f.target.clone(), e))?;
            // Temporary files are private; the results are as readable as
            // the file they replace, or as an ordinary new file.
            let perms = match std::fs::metadata(&f.target) {
                Ok(m) => Some(m.permissions()),
                Err(_) => default_permissions(),
            };
            if let Some(perms) = perms {
                tmp.as_file()
                    .set_permissions(perms)
                    .map_err(|e| (f.target.clone(), e))?;
            }
            staged.push((tmp, f));
        }
        Ok(())
    })();
    if let Err(e) = result {
        remove_created(&created_dirs);
        return Err(e);
    }
    // Rename in order, remembering how to undo each step.
    let mut done: Vec<(PathBuf, Option<Vec<u8>>)> = Vec::new();
    for (tmp, f) in staged {
        let previous = if f.replace {
            std::fs::read(&f.target).ok()
        } else {
            None
        };
        let renamed = if f.replace {
            tmp.persist(&f.target).map(|_| ())
        } else {
            tmp.persist_noclobber(&f.target).map(|_| ())
        };
        if let Err(e) = renamed {
            for (path, previous) in done.into_iter().rev() {
                let _ = match previous {
                    Some(bytes) => std::fs::write(&path, bytes),
                    None => std::fs::remove_file(&path),
                };
            }
            remove_created(&created_dirs);
            return Err((f.target.clone(), e.error));
        }
        done.push((f.target.clone(), previous));
    }
    Ok(())
}

fn remove_created(dirs: &[PathBuf]) {
    // Deepest first; only folders left empty.
    for d in dirs {
        let _ = std::fs::remove_dir(d);
    }
}

#[cfg(unix)]
fn default_permissions() -> Option<std::fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Some(std::fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn default_permissions() -> Option<std::fs::Permissions> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digests_match_sha256sum() {
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn sums_are_read_and_written_sorted_by_name() {
        let a = "a".repeat(64);
        let b = "B".repeat(64);
        let text = format!("{a}  z.txt\n{b} *m.txt\n");
        let lines = parse_sums(&text).unwrap();
        assert_eq!(lines[1].digest, "b".repeat(64));
        assert_eq!(
            format_sums(&lines),
            format!("{}  m.txt\n{a}  z.txt\n", "b".repeat(64))
        );
        assert_eq!(parse_sums("nonsense\n"), Err((1, "nonsense".to_owned())));
    }

    #[test]
    fn a_failed_rename_undoes_the_earlier_ones() {
        let dir = tempfile::tempdir().unwrap();
        let keep = dir.path().join("keep.txt");
        std::fs::write(&keep, "old").unwrap();
        let taken = dir.path().join("taken.txt");
        std::fs::write(&taken, "someone else's").unwrap();
        let err = write_all(&[
            Write1 {
                target: dir.path().join("sub/new.txt"),
                bytes: b"new".to_vec(),
                replace: false,
            },
            Write1 {
                target: keep.clone(),
                bytes: b"replaced".to_vec(),
                replace: true,
            },
            Write1 {
                target: taken.clone(),
                bytes: b"clobbered".to_vec(),
                replace: false,
            },
        ])
        .unwrap_err();
        assert_eq!(err.0, taken);
        assert_eq!(std::fs::read_to_string(&keep).unwrap(), "old");
        assert_eq!(std::fs::read_to_string(&taken).unwrap(), "someone else's");
        assert!(!dir.path().join("sub").exists());
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");
    }
}
