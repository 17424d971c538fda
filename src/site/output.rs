//! Writing the site so that a failed or interrupted build never leaves a
//! half-written output folder: everything goes to a fresh folder beside it,
//! which replaces the old one only when complete.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

fn sibling(out: &Path, what: &str) -> PathBuf {
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "site".into());
    out.with_file_name(format!(".{name}.{what}-{}", std::process::id()))
}

/// Writes `files` as the complete content of `out`.
pub fn write_atomic(out: &Path, files: &BTreeMap<String, Vec<u8>>) -> io::Result<()> {
    if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)?;
    }
    let tmp = sibling(out, "new");
    if tmp.exists() {
        std::fs::remove_dir_all(&tmp)?;
    }
    let result = (|| {
        for (path, bytes) in files {
            let target = tmp.join(path);
            if let Some(dir) = target.parent() {
                std::fs::create_dir_all(dir)?;
            }
            std::fs::write(&target, bytes)?;
        }
        let old = sibling(out, "old");
        if out.exists() {
            std::fs::rename(out, &old)?;
        }
        if let Err(e) = std::fs::rename(&tmp, out) {
            // Put the previous site back before reporting.
            if old.exists() {
                std::fs::rename(&old, out)?;
            }
            return Err(e);
        }
        if old.exists() {
            std::fs::remove_dir_all(&old)?;
        }
        Ok(())
    })();
    if result.is_err() && tmp.exists() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    result
}
