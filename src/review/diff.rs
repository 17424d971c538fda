//! `pcdocs diff OLD NEW`: which sentences and figures of which pages change
//! between two sets of inputs, before anyone regenerates the site. OLD and
//! NEW are results folders, or git revisions of the whole project.

use crate::diag::{Diagnostic, Diagnostics};
use similar::{ChangeTag, TextDiff};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A side of the comparison, made into a loadable project.
pub struct Side {
    /// The project folder to load (the root, or an extracted revision).
    pub root: PathBuf,
    /// The results folder to use.
    pub results: PathBuf,
    /// Keeps an extracted revision alive while it is used.
    _tmp: Option<tempfile::TempDir>,
}

// The inputs of a site, extracted from a git revision.
use crate::paths::INPUTS;

/// The standard output of a git command (`crate::git`), or its error.
fn git(command: &str, out: std::io::Result<std::process::Output>) -> Result<Vec<u8>, Diagnostic> {
    let out = out.map_err(|e| Diagnostic::new(".", format!("cannot run git: {e}")))?;
    if !out.status.success() {
        return Err(Diagnostic::new(
            ".",
            format!(
                "git {command}: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ),
        ));
    }
    Ok(out.stdout)
}

/// `spec` is a folder of results, or a git revision of the project at `root`.
pub fn side(root: &Path, spec: &str) -> Result<Side, Diagnostic> {
    let as_path = if Path::new(spec).is_absolute() {
        PathBuf::from(spec)
    } else {
        root.join(spec)
    };
    if as_path.is_dir() {
        return Ok(Side {
            root: root.to_owned(),
            results: as_path,
            _tmp: None,
        });
    }
    // A revision is never an option of git's (`--output=FILE` writes files).
    if spec.starts_with('-') {
        return Err(Diagnostic::new(
            ".",
            format!("`{spec}` is neither a folder nor a git revision"),
        )
        .hint("name a results folder or a revision such as HEAD~1"));
    }
    let tmp = tempfile::tempdir()
        .map_err(|e| Diagnostic::new(".", format!("cannot make a temporary folder: {e}")))?;
    // No `--` after the revision: past `--end-of-options` it would be a
    // path, which no file matches. Entries end with NUL, unquoted:
    // `MODE TYPE OBJECT<TAB>PATH`, the path from the project's folder.
    let listing = git(
        "ls-tree",
        crate::git::ls_tree(root, &["-r", "-z", "--end-of-options", spec]),
    )
    .map_err(|d| d.hint(format!("`{spec}` is neither a folder nor a git revision")))?;
    for entry in listing.split(|&b| b == 0).filter(|p| !p.is_empty()) {
        // Inputs have UTF-8 names; any other file is none of them.
        let Ok(entry) = std::str::from_utf8(entry) else {
            continue;
        };
        let Some((meta, path)) = entry.split_once('\t') else {
            continue;
        };
        if !INPUTS
            .iter()
            .any(|i| path == *i || path.starts_with(&format!("{i}/")))
        {
            continue;
        }
        // A tree may name `..` (git mktree writes one): such a path would
        // be written outside the temporary folder.
        if !Path::new(path)
            .components()
            .all(|c| matches!(c, std::path::Component::Normal(_)))
        {
            return Err(Diagnostic::new(
                path,
                format!("revision `{spec}` holds this path, which leads out of the project"),
            ));
        }
        let mut fields = meta.split(' ');
        let (mode, kind, object) = (fields.next(), fields.next(), fields.next());
        // Only regular files, as in a working folder: a committed link is
        // refused as `build` refuses it, not written out as its target.
        let object = match (mode, kind, object) {
            (Some("100644" | "100755"), Some("blob"), Some(object)) => object,
            (Some("120000"), ..) => {
                return Err(Diagnostic::new(
                    path,
                    format!("revision `{spec}` holds this as a symbolic link, and pcdocs follows no symbolic link inside the project"),
                )
                .hint("replace the link with the file or folder itself"));
            }
            _ => {
                return Err(Diagnostic::new(
                    path,
                    format!("revision `{spec}` holds this as `{meta}`, not a regular file"),
                ));
            }
        };
        // The blob as stored: `cat-file` applies no filter and no textconv.
        let bytes = git("cat-file", crate::git::cat_blob(root, object))?;
        let target = tmp.path().join(path);
        if let Some(dir) = target.parent() {
            std::fs::create_dir_all(dir).map_err(|e| Diagnostic::new(path, e.to_string()))?;
        }
        std::fs::write(&target, bytes).map_err(|e| Diagnostic::new(path, e.to_string()))?;
    }
    let root = tmp.path().to_owned();
    Ok(Side {
        results: root.join("results"),
        root,
        _tmp: Some(tmp),
    })
}

/// Changed lines of each page twin, as a unified listing.
pub fn diff(old: &Side, new: &Side) -> Result<String, Diagnostics> {
    let a = crate::site::load_with_results(&old.root, &old.results)?.twins()?;
    let b = crate::site::load_with_results(&new.root, &new.results)?.twins()?;
    let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
    keys.sort();
    keys.dedup();
    let empty = String::new();
    let mut out = String::new();
    for key in keys {
        let (x, y) = (a.get(key).unwrap_or(&empty), b.get(key).unwrap_or(&empty));
        if x == y {
            continue;
        }
        out.push_str(&format!("## {key}\n"));
        let d = TextDiff::from_lines(x, y);
        for change in d.iter_all_changes() {
            let sign = match change.tag() {
                ChangeTag::Delete => '-',
                ChangeTag::Insert => '+',
                ChangeTag::Equal => continue,
            };
            out.push(sign);
            out.push(' ');
            out.push_str(change.value().trim_end());
            out.push('\n');
        }
        out.push('\n');
    }
    Ok(out)
}

/// Figures whose shown text changes, by page, locale and variable name.
pub fn figures(old: &Side, new: &Side) -> Result<BTreeMap<String, (String, String)>, Diagnostics> {
    let a = crate::site::load_with_results(&old.root, &old.results)?;
    let b = crate::site::load_with_results(&new.root, &new.results)?;
    let mut out = BTreeMap::new();
    for (loc, tag) in a.config.locales.iter().enumerate() {
        for page in a.renderer.pages() {
            let slug = &page.source.front.slug;
            let (Ok(x), Ok(y)) = (
                super::explain::explain(&a, slug, loc),
                super::explain::explain(&b, slug, loc),
            ) else {
                continue;
            };
            let named = |v: Vec<super::explain::Explained>| -> BTreeMap<String, String> {
                v.into_iter()
                    .filter_map(|e| e.name.map(|n| (n, e.shown)))
                    .collect()
            };
            let (x, y) = (named(x), named(y));
            for (name, before) in &x {
                if let Some(after) = y.get(name).filter(|after| *after != before) {
                    out.insert(
                        format!("{tag}/{slug} ${name}"),
                        (before.clone(), after.clone()),
                    );
                }
            }
        }
    }
    Ok(out)
}
