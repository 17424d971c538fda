//! Writing an import all at once. Under the campaign's lock, a journal
//! records what will be written and how to undo it; each file is staged
//! beside its target and renamed into place; the journal goes last. A
//! journal left by a killed run is rolled back by the next import.

use serde::{Deserialize, Serialize};
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
    /// Path relative to the campaign folder, `/`-separated.
    pub target: String,
    pub bytes: Vec<u8>,
    /// The current content, `None` when the file must not exist yet.
    pub previous: Option<Vec<u8>>,
}

/// The journal of an import under way, in the campaign folder. Its presence
/// means the files it lists may be partly written. Named in results/, which
/// refuses a campaign holding one and knows nothing else of imports.
pub const JOURNAL: &str = crate::results::IMPORT_JOURNAL;
/// Where the lock is not taken on the folder itself, the file `pcdocs
/// import` locks. It stays in place: removing it would let a waiting import
/// lock a file that is no longer the one others lock.
#[cfg(not(unix))]
const LOCK: &str = ".pcdocs-import.lock";
const JOURNAL_TMP: &str = ".pcdocs-import.journal.tmp";

/// What an import will write, recorded before any of it is written.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Journal {
    files: Vec<Entry>,
    /// Folders that did not exist, deepest first.
    created_dirs: Vec<String>,
    /// The CSV lines being added, for a person reading the journal.
    lines: Vec<String>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    path: String,
    /// The new content is first written here, beside `path`.
    staged: String,
    sha256: String,
    before: Before,
}

/// How to put a file back as it was.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
enum Before {
    Absent,
    /// The new content starts with the old one (lines appended to a CSV).
    Prefix {
        len: u64,
        sha256: String,
    },
    /// The old content itself (SHA256SUMS, small).
    Text {
        text: String,
    },
}

impl Before {
    fn of(previous: Option<&[u8]>, new: &[u8]) -> Before {
        match previous {
            None => Before::Absent,
            Some(old) if new.starts_with(old) => Before::Prefix {
                len: old.len() as u64,
                sha256: sha256_hex(old),
            },
            Some(old) => Before::Text {
                text: String::from_utf8_lossy(old).into_owned(),
            },
        }
    }
}

/// An exclusive lock on a campaign, held until dropped.
pub struct CampaignLock(#[allow(dead_code)] std::fs::File);

/// Waits for, then takes, the campaign's import lock (std's `File::lock`,
/// an advisory `flock`). On Unix the campaign folder itself is locked, so
/// that no lock file is left among the results.
pub fn lock(campaign: &Path) -> std::io::Result<CampaignLock> {
    #[cfg(unix)]
    let file = std::fs::File::open(campaign)?;
    #[cfg(not(unix))]
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(campaign.join(LOCK))?;
    file.lock()?;
    Ok(CampaignLock(file))
}

/// Writes every file of an import as one transaction: the journal first,
/// then each file staged beside its target and renamed over it, and the
/// journal removed last. Removing the journal is the commit point: a run
/// killed before it is rolled back by `recover`, as if it never started.
/// On an error here the same rollback runs at once. Call with the
/// campaign's lock held.
pub fn commit(
    campaign: &Path,
    files: &[Write1],
    lines: &[String],
) -> Result<(), (PathBuf, std::io::Error)> {
    let mut created_dirs = Vec::new();
    for f in files {
        let mut d = Path::new(&f.target).parent();
        while let Some(dir) = d.filter(|d| !d.as_os_str().is_empty()) {
            let name = dir.to_string_lossy().into_owned();
            if !campaign.join(dir).exists() && !created_dirs.contains(&name) {
                created_dirs.push(name);
            }
            d = dir.parent();
        }
    }
    created_dirs.sort_by_key(|d| std::cmp::Reverse(d.len()));
    let journal = Journal {
        files: files
            .iter()
            .map(|f| Entry {
                path: f.target.clone(),
                staged: staged_name(&f.target),
                sha256: sha256_hex(&f.bytes),
                before: Before::of(f.previous.as_deref(), &f.bytes),
            })
            .collect(),
        created_dirs,
        lines: lines.to_vec(),
    };
    let text = serde_json::to_string_pretty(&journal).expect("a journal serializes");
    let tmp = campaign.join(JOURNAL_TMP);
    write_synced(&tmp, text.as_bytes(), None).map_err(|e| (tmp.clone(), e))?;
    std::fs::rename(&tmp, campaign.join(JOURNAL)).map_err(|e| (campaign.join(JOURNAL), e))?;
    sync_dir(campaign);
    let applied = (|| {
        for (f, e) in files.iter().zip(&journal.files) {
            let target = campaign.join(&f.target);
            let staged = campaign.join(&e.staged);
            let dir = target.parent().unwrap_or(campaign);
            std::fs::create_dir_all(dir).map_err(|err| (dir.to_owned(), err))?;
            let perms = std::fs::metadata(&target)
                .ok()
                .map(|m| m.permissions())
                .or_else(default_permissions);
            write_synced(&staged, &f.bytes, perms).map_err(|err| (target.clone(), err))?;
            test_hook(&f.target);
            if f.previous.is_none() && target.exists() {
                return Err((
                    target,
                    std::io::Error::new(
                        std::io::ErrorKind::AlreadyExists,
                        "the file exists already",
                    ),
                ));
            }
            std::fs::rename(&staged, &target).map_err(|err| (target.clone(), err))?;
            sync_dir(dir);
        }
        Ok(())
    })();
    if let Err(e) = applied {
        // Best effort: whatever cannot be undone stays in the journal for
        // the next import, which refuses to start until it is resolved.
        if roll_back(campaign, &journal).is_ok() {
            let _ = std::fs::remove_file(campaign.join(JOURNAL));
        }
        return Err(e);
    }
    std::fs::remove_file(campaign.join(JOURNAL)).map_err(|e| (campaign.join(JOURNAL), e))?;
    sync_dir(campaign);
    Ok(())
}

/// Undoes an import that was killed before it finished (its journal is
/// still there), so that running it again succeeds. Returns what was undone
/// for a note, `Ok(None)` when there was nothing to do, or `Err` naming a
/// file that changed since, which a person has to look at. Call with the
/// campaign's lock held.
pub fn recover(campaign: &Path) -> Result<Option<String>, (String, String)> {
    let _ = std::fs::remove_file(campaign.join(JOURNAL_TMP));
    let path = campaign.join(JOURNAL);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err((JOURNAL.to_owned(), format!("cannot read: {e}"))),
    };
    let journal: Journal = serde_json::from_str(&text).map_err(|e| {
        (
            JOURNAL.to_owned(),
            format!("not a journal pcdocs wrote: {e}"),
        )
    })?;
    for p in journal
        .files
        .iter()
        .flat_map(|e| [&e.path, &e.staged])
        .chain(&journal.created_dirs)
    {
        if !inside(p) {
            return Err((
                JOURNAL.to_owned(),
                format!("names `{p}`, which is not inside the campaign"),
            ));
        }
        // Nor through a link: a journal committed with a link beside it
        // would otherwise restore or remove a file elsewhere.
        if let Err(r) = crate::paths::judge(campaign, &campaign.join(p)) {
            return Err((p.clone(), r.message));
        }
    }
    roll_back(campaign, &journal)?;
    std::fs::remove_file(&path).map_err(|e| (JOURNAL.to_owned(), format!("cannot remove: {e}")))?;
    sync_dir(campaign);
    Ok(Some(format!(
        "undid an interrupted import of {} line{} ({})",
        journal.lines.len(),
        if journal.lines.len() == 1 { "" } else { "s" },
        journal
            .files
            .iter()
            .map(|e| e.path.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    )))
}

/// Puts every file of the journal back as it was, last written first.
fn roll_back(campaign: &Path, journal: &Journal) -> Result<(), (String, String)> {
    for e in journal.files.iter().rev() {
        let target = campaign.join(&e.path);
        let _ = std::fs::remove_file(campaign.join(&e.staged));
        let current = match std::fs::read(&target) {
            Ok(b) => Some(b),
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => None,
            Err(err) => return Err((e.path.clone(), format!("cannot read: {err}"))),
        };
        let changed = || {
            (
                e.path.clone(),
                format!(
                    "changed since an interrupted import (see {JOURNAL}); restore it by hand, then remove the journal"
                ),
            )
        };
        let Some(current) = current else {
            match e.before {
                Before::Absent => continue,
                _ => return Err(changed()),
            }
        };
        let written = sha256_hex(&current) == e.sha256;
        let restore: Option<Vec<u8>> = match &e.before {
            Before::Absent if written => None,
            // Not this import's file: it never renames over one.
            Before::Absent => continue,
            Before::Prefix { len, sha256 } => {
                let old = current
                    .get(..*len as usize)
                    .filter(|o| sha256_hex(o) == *sha256);
                match old {
                    Some(_) if !written && current.len() as u64 == *len => continue,
                    Some(old) if written => Some(old.to_vec()),
                    _ => return Err(changed()),
                }
            }
            Before::Text { text } if current == text.as_bytes() => continue,
            Before::Text { text } if written => Some(text.as_bytes().to_vec()),
            Before::Text { .. } => return Err(changed()),
        };
        let io = |err: std::io::Error| (e.path.clone(), format!("cannot restore: {err}"));
        match restore {
            None => std::fs::remove_file(&target).map_err(io)?,
            Some(old) => {
                let staged = campaign.join(&e.staged);
                let perms = std::fs::metadata(&target).ok().map(|m| m.permissions());
                write_synced(&staged, &old, perms).map_err(io)?;
                std::fs::rename(&staged, &target).map_err(io)?;
            }
        }
        sync_dir(target.parent().unwrap_or(campaign));
    }
    for d in &journal.created_dirs {
        // Only folders left empty go.
        let _ = std::fs::remove_dir(campaign.join(d));
    }
    Ok(())
}

/// `raw/x.txt` → `raw/.pcdocs-import-x.txt.new`.
fn staged_name(target: &str) -> String {
    match target.rsplit_once('/') {
        Some((dir, name)) => format!("{dir}/.pcdocs-import-{name}.new"),
        None => format!(".pcdocs-import-{target}.new"),
    }
}

/// A journal path stays inside the campaign: relative, `/`-separated, no
/// `..` (a table's file may be in a subfolder and have any name).
fn inside(p: &str) -> bool {
    !p.is_empty()
        && p.split('/')
            .all(|s| !s.is_empty() && s != "." && s != ".." && !s.contains(['\\', ':']))
}

/// Writes a new file at `path`, removing what is there first: `create_new`
/// never follows a link, so a link left at a staging name cannot send the
/// bytes elsewhere.
fn write_synced(
    path: &Path,
    bytes: &[u8],
    perms: Option<std::fs::Permissions>,
) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    f.write_all(bytes)?;
    if let Some(p) = perms {
        f.set_permissions(p)?;
    }
    f.sync_all()
}

/// Makes a rename durable; not every platform can open a folder for it.
fn sync_dir(dir: &Path) {
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

/// For tests of an interrupted import only: with `PCDOCS_TEST_KILL_BEFORE`
/// set to a file of the import (`raw/SHA256SUMS`, `t.csv`), the process
/// exits just before renaming that file into place, as a kill would. Only
/// in debug builds (the tests'): a release binary never reads it.
fn test_hook(target: &str) {
    if cfg!(debug_assertions)
        && std::env::var_os("PCDOCS_TEST_KILL_BEFORE").is_some_and(|v| v == target)
    {
        std::process::exit(137);
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

    fn w(target: &str, bytes: &str, previous: Option<&str>) -> Write1 {
        Write1 {
            target: target.into(),
            bytes: bytes.into(),
            previous: previous.map(Into::into),
        }
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut n: Vec<String> = walkdir::WalkDir::new(dir)
            .min_depth(1)
            .into_iter()
            .map(|e| {
                e.unwrap()
                    .path()
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        n.sort();
        n
    }

    #[test]
    fn a_failed_write_undoes_the_earlier_ones() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("keep.txt"), "old").unwrap();
        std::fs::write(d.join("taken.txt"), "someone else's").unwrap();
        let err = commit(
            d,
            &[
                w("sub/new.txt", "new", None),
                w("keep.txt", "old and more", Some("old")),
                w("taken.txt", "clobbered", None),
            ],
            &[],
        )
        .unwrap_err();
        assert_eq!(err.0, d.join("taken.txt"));
        assert_eq!(std::fs::read_to_string(d.join("keep.txt")).unwrap(), "old");
        assert_eq!(
            std::fs::read_to_string(d.join("taken.txt")).unwrap(),
            "someone else's"
        );
        assert_eq!(names(d), vec!["keep.txt", "taken.txt"]);
    }

    #[test]
    fn a_journal_left_behind_is_rolled_back() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("t.csv"), "h\na\n").unwrap();
        std::fs::write(d.join("sums"), "x  a.txt\n").unwrap();
        commit(
            d,
            &[
                w("raw/b.txt", "report", None),
                w("sums", "x  a.txt\ny  b.txt\n", Some("x  a.txt\n")),
                w("t.csv", "h\na\nb\n", Some("h\na\n")),
            ],
            &["b".into()],
        )
        .unwrap();
        assert_eq!(recover(d), Ok(None));
        assert!(!d.join(JOURNAL).exists());
        // The state a kill before the CSV's rename leaves: the journal, the
        // report and the sums in place, the CSV staged.
        std::fs::remove_file(d.join("raw/b.txt")).unwrap();
        std::fs::remove_dir(d.join("raw")).unwrap();
        std::fs::write(d.join("sums"), "x  a.txt\n").unwrap();
        std::fs::write(d.join("t.csv"), "h\na\n").unwrap();
        let journal = r#"{"files": [
            {"path": "raw/b.txt", "staged": "raw/.pcdocs-import-b.txt.new",
             "sha256": "SHA_REPORT", "before": "absent"},
            {"path": "sums", "staged": ".pcdocs-import-sums.new",
             "sha256": "SHA_SUMS", "before": {"text": {"text": "x  a.txt\n"}}},
            {"path": "t.csv", "staged": ".pcdocs-import-t.csv.new",
             "sha256": "SHA_CSV", "before": {"prefix": {"len": 4, "sha256": "SHA_OLD"}}}],
            "created_dirs": ["raw"], "lines": ["b"]}"#
            .replace("SHA_REPORT", &sha256_hex(b"report"))
            .replace("SHA_SUMS", &sha256_hex(b"x  a.txt\ny  b.txt\n"))
            .replace("SHA_CSV", &sha256_hex(b"h\na\nb\n"))
            .replace("SHA_OLD", &sha256_hex(b"h\na\n"));
        std::fs::write(d.join(JOURNAL), &journal).unwrap();
        std::fs::create_dir(d.join("raw")).unwrap();
        std::fs::write(d.join("raw/b.txt"), "report").unwrap();
        std::fs::write(d.join("sums"), "x  a.txt\ny  b.txt\n").unwrap();
        std::fs::write(d.join(".pcdocs-import-t.csv.new"), "h\na\nb").unwrap();
        let note = recover(d).unwrap().unwrap();
        assert!(
            note.contains("undid an interrupted import of 1 line"),
            "{note}"
        );
        assert_eq!(names(d), vec!["sums", "t.csv"]);
        assert_eq!(
            std::fs::read_to_string(d.join("sums")).unwrap(),
            "x  a.txt\n"
        );
        assert_eq!(std::fs::read_to_string(d.join("t.csv")).unwrap(), "h\na\n");

        // A file edited since is left for a person, with the journal.
        std::fs::write(d.join(JOURNAL), &journal).unwrap();
        std::fs::write(d.join("t.csv"), "h\nedited\n").unwrap();
        let err = recover(d).unwrap_err();
        assert_eq!(err.0, "t.csv");
        assert!(
            err.1.contains("changed since an interrupted import"),
            "{err:?}"
        );
        assert!(d.join(JOURNAL).exists());

        // A journal cannot send the rollback outside the campaign.
        std::fs::write(
            d.join(JOURNAL),
            journal.replace("\"t.csv\"", "\"../t.csv\""),
        )
        .unwrap();
        let err = recover(d).unwrap_err();
        assert!(
            err.1.contains("names `../t.csv`, which is not inside"),
            "{err:?}"
        );
        assert!(inside("data/my table.csv") && !inside("/etc/x") && !inside("a//b"));

        // Nor through a link in the campaign: a journal committed beside
        // `elsewhere -> /some/folder` would restore or remove a file there.
        let outside = tempfile::tempdir().unwrap();
        std::fs::write(outside.path().join("t.csv"), "h\na\nb\n").unwrap();
        std::os::unix::fs::symlink(outside.path(), d.join("elsewhere")).unwrap();
        std::fs::write(
            d.join(JOURNAL),
            journal.replace("\"t.csv\"", "\"elsewhere/t.csv\""),
        )
        .unwrap();
        let err = recover(d).unwrap_err();
        assert_eq!(err.0, "elsewhere/t.csv");
        assert!(err.1.contains("symbolic link"), "{err:?}");
        assert_eq!(
            std::fs::read_to_string(outside.path().join("t.csv")).unwrap(),
            "h\na\nb\n"
        );
    }

    /// A link left at a staging name (committed, say) is replaced, never
    /// written through.
    #[test]
    fn a_link_at_a_staging_name_is_not_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let outside = tempfile::tempdir().unwrap();
        let victim = outside.path().join("victim");
        std::fs::write(&victim, "mine").unwrap();
        std::fs::write(d.join("t.csv"), "h\n").unwrap();
        std::os::unix::fs::symlink(&victim, d.join(".pcdocs-import-t.csv.new")).unwrap();
        std::os::unix::fs::symlink(&victim, d.join(JOURNAL_TMP)).unwrap();
        commit(d, &[w("t.csv", "h\na\n", Some("h\n"))], &["a".into()]).unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "mine");
        assert_eq!(std::fs::read_to_string(d.join("t.csv")).unwrap(), "h\na\n");
        assert_eq!(names(d), vec!["t.csv"]);
    }
}
