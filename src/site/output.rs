//! Writing the site so that a failed or interrupted build never leaves a
//! half-written output folder: everything goes to a fresh folder beside it,
//! which replaces the old one only when complete. The swap holds a lock on a
//! file beside the output, so two builds at once leave one complete site.

use std::collections::BTreeMap;
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};

fn name_of(out: &Path) -> String {
    out.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "site".into())
}

fn sibling(out: &Path, what: &str) -> PathBuf {
    out.with_file_name(format!(".{}.{what}-{}", name_of(out), std::process::id()))
}

/// Removes what killed builds left beside the output: any `old` folder (they
/// exist only inside the lock) and `new` folders of processes that are gone.
fn sweep(out: &Path) {
    let Some(dir) = out.parent().map(|p| {
        if p.as_os_str().is_empty() {
            Path::new(".")
        } else {
            p
        }
    }) else {
        return;
    };
    let prefix = format!(".{}.", name_of(out));
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(rest) = name.strip_prefix(&prefix) else {
            continue;
        };
        let stale = match rest.split_once('-') {
            Some(("old", _)) => true,
            Some(("new", pid)) => {
                pid != std::process::id().to_string() && !Path::new("/proc").join(pid).exists()
            }
            _ => false,
        };
        if stale && Path::new("/proc").exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
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
    let write = || -> io::Result<()> {
        for (path, bytes) in files {
            let target = tmp.join(path);
            if let Some(dir) = target.parent() {
                std::fs::create_dir_all(dir)?;
            }
            std::fs::write(&target, bytes)?;
        }
        Ok(())
    };
    if let Err(e) = write() {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(e);
    }
    let lock = File::create(out.with_file_name(format!(".{}.lock", name_of(out))))?;
    lock.lock()?;
    sweep(out);
    let old = sibling(out, "old");
    let swap = || -> io::Result<()> {
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
        Ok(())
    };
    let result = swap();
    if old.exists() {
        let _ = std::fs::remove_dir_all(&old);
    }
    if tmp.exists() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    drop(lock);
    result
}
