//! results/: what was measured. A campaign is a folder with `manifest.toml`
//! and the CSV tables it declares. This module reads and validates them; it
//! knows nothing of languages, prose or pages.

pub mod manifest;
pub mod table;

use crate::diag::{Diagnostic, Diagnostics, read_text, rel};
pub use manifest::Manifest;
use manifest::TableSpec;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
pub use table::{Cell, Outcome, Table};

#[derive(Debug, Clone)]
pub struct Campaign {
    /// The folder name, which content refers to.
    pub id: String,
    /// Path of the manifest relative to the project root.
    pub manifest_file: String,
    pub manifest: Manifest,
    pub tables: BTreeMap<String, Table>,
}

impl Campaign {
    pub fn table(&self, name: &str) -> Option<&Table> {
        self.tables.get(name)
    }
}

/// The journal `pcdocs import` keeps in a campaign folder while it writes
/// (`import::store`): a campaign holding one may hold part of an import and
/// is refused until the import is recovered.
pub const IMPORT_JOURNAL: &str = ".pcdocs-import.journal";

/// Every campaign under `dir`, keyed by folder name.
pub fn load_all(root: &Path, dir: &Path) -> Result<BTreeMap<String, Campaign>, Diagnostics> {
    use rayon::prelude::*;
    let mut diags = Diagnostics::default();
    let mut campaigns = BTreeMap::new();
    // Campaigns are independent: read and parsed in parallel, merged in
    // folder order, whichever finished first.
    let loaded: Vec<_> = folders(root, dir)?
        .par_iter()
        .map(|folder| load_campaign(root, folder))
        .collect();
    for loaded in loaded {
        match loaded {
            Ok(c) => {
                campaigns.insert(c.id.clone(), c);
            }
            Err(d) => diags.extend(d),
        }
    }
    diags.into_result()?;
    Ok(campaigns)
}

/// The campaign folders under `dir`, sorted. A link or special file in
/// `dir` is refused ([`crate::paths::list_input`]); other files are not
/// campaigns.
pub fn folders(root: &Path, dir: &Path) -> Result<Vec<PathBuf>, Diagnostics> {
    let base = crate::paths::base(root, dir);
    let Some(entries) = crate::diag::list_input(base, dir)? else {
        return Err(Diagnostic::new(
            rel(root, dir),
            "cannot read the results folder: there is none",
        )
        .into());
    };
    let folders: Vec<PathBuf> = entries
        .into_iter()
        .filter(|e| e.is_dir)
        .map(|e| e.path)
        .collect();
    // A campaign's name becomes part of the site's paths and URLs.
    let mut diags = Diagnostics::default();
    for f in &folders {
        let name = f.file_name().unwrap_or_default().to_string_lossy();
        if let Err(why) = crate::paths::check_segment(&name) {
            diags.push(
                Diagnostic::new(rel(root, f), format!("campaign folder `{name}` {why}"))
                    .hint("rename the folder, or move it out of results/"),
            );
        }
    }
    diags.into_result()?;
    Ok(folders)
}

/// The id of the campaign in `folder`: its name.
pub fn campaign_id(folder: &Path) -> String {
    folder
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// A diagnostic at `key` of the manifest's `[dates]` table (or at the table).
fn at_dates_key(file: &str, text: &str, key: &str, message: String) -> Diagnostic {
    let d = Diagnostic::new(file, message);
    let Some(table) = text.find("[dates]") else {
        return d;
    };
    let mut lines = text[table..].split_inclusive('\n');
    let mut start = table + lines.next().map_or(0, str::len);
    for line in lines {
        let rest = line.trim_start();
        if rest.starts_with('[') {
            break;
        }
        if rest
            .strip_prefix(key)
            .is_some_and(|r| r.trim_start().starts_with('='))
        {
            return d.at_offset(text, start + line.len() - rest.len());
        }
        start += line.len();
    }
    d.at_offset(text, table)
}

pub fn load_campaign(root: &Path, folder: &Path) -> Result<Campaign, Diagnostics> {
    let id = campaign_id(folder);
    let path = folder.join("manifest.toml");
    let file = rel(root, &path);
    let base = crate::paths::base(root, folder.parent().unwrap_or(folder));
    let text = read_text(base, &path)?;
    if std::fs::symlink_metadata(folder.join(IMPORT_JOURNAL)).is_ok() {
        return Err(Diagnostic::new(
            rel(root, &folder.join(IMPORT_JOURNAL)),
            "a `pcdocs import` into this campaign is running or was interrupted: the campaign may hold part of it",
        )
        .hint("wait for the import to finish; if it was killed, run `pcdocs import --recover` to undo it")
        .into());
    }
    let manifest: Manifest = crate::diag::parse_toml(&file, &text)?;
    let mut diags = Diagnostics::default();
    for (key, message) in manifest.date_problems() {
        diags.push(at_dates_key(&file, &text, key, message));
    }
    for (line, message) in manifest.comparability_problems(&text) {
        let d = Diagnostic::new(&file, message);
        diags.push(match line {
            Some(l) => d.at(l, None),
            None => d,
        });
    }
    let mut tables = BTreeMap::new();
    for (name, spec) in &manifest.tables {
        let at = TableAt {
            root,
            base,
            folder,
            manifest_file: &file,
        };
        match at.load(&manifest, name, spec) {
            Ok(t) => {
                tables.insert(name.clone(), t);
            }
            Err(d) => diags.extend(d),
        }
    }
    diags.into_result()?;
    Ok(Campaign {
        id,
        manifest_file: file,
        manifest,
        tables,
    })
}

/// Where a campaign's tables are read from, and the manifest's path shown
/// in messages.
struct TableAt<'a> {
    root: &'a Path,
    base: &'a Path,
    folder: &'a Path,
    manifest_file: &'a str,
}

impl TableAt<'_> {
    /// Table `name` of the manifest: its file inside the campaign folder,
    /// without a column no table of the file reads, loaded.
    fn load(
        &self,
        manifest: &Manifest,
        name: &str,
        spec: &TableSpec,
    ) -> Result<Table, Diagnostics> {
        let (root, folder) = (self.root, self.folder);
        let csv_path = folder.join(&spec.file);
        if !is_inside(folder, &csv_path) {
            return Err(Diagnostic::new(
                self.manifest_file,
                format!(
                    "table `{name}` points outside its campaign folder: `{}`",
                    spec.file
                ),
            )
            .hint("keep a campaign's tables inside its folder")
            .into());
        }
        let text = read_text(self.base, &csv_path)?;
        let known: Vec<&str> = manifest
            .tables
            .values()
            .filter(|s| folder.join(&s.file) == csv_path)
            .flat_map(|s| s.columns())
            .collect();
        table::check_unknown_columns(&rel(root, &csv_path), &text, &known)?;
        table::load(name, spec, manifest, &rel(root, &csv_path), &text)
    }
}

/// Lexical check that `path` stays inside `dir` (no `..` escapes, no absolute paths).
fn is_inside(dir: &Path, path: &Path) -> bool {
    let Ok(rest) = path.strip_prefix(dir) else {
        return false;
    };
    let mut depth = 0i32;
    for c in rest.components() {
        match c {
            std::path::Component::Normal(_) => depth += 1,
            std::path::Component::ParentDir => {
                depth -= 1;
                if depth < 0 {
                    return false;
                }
            }
            std::path::Component::CurDir => {}
            _ => return false,
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn campaign_folders_need_plain_names() {
        let dir = tempfile::tempdir().unwrap();
        let results = dir.path().join("results");
        for name in ["v0.2.0-rc.3", ".hidden", "with space"] {
            std::fs::create_dir_all(results.join(name)).unwrap();
        }
        let err = folders(dir.path(), &results).unwrap_err().to_string();
        assert!(
            err.contains("results/.hidden: error: campaign folder `.hidden` starts with `.`"),
            "{err}"
        );
        assert!(
            err.contains(
                "results/with space: error: campaign folder `with space` has the character U+0020"
            ),
            "{err}"
        );
        std::fs::remove_dir(results.join(".hidden")).unwrap();
        std::fs::remove_dir(results.join("with space")).unwrap();
        assert_eq!(folders(dir.path(), &results).unwrap().len(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_table_is_refused_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("results/x");
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(
            folder.join("manifest.toml"),
            "title = \"x\"\n[subjects.a]\nname = \"A\"\n[sampling]\naggregate = \"median\"\n\
             [validity]\nexclude-failed-runs = true\n[comparison]\ntie-within = 0.02\n\
             [tables.big]\nfile = \"big.csv\"\nrow = \"r\"\nseries = \"s\"\nvalue = \"v\"\n",
        )
        .unwrap();
        let fifo = folder.join("big.csv");
        crate::paths::mkfifo(&fifo);
        let (tx, rx) = std::sync::mpsc::channel();
        let root = dir.path().to_owned();
        // On a thread, so that a read blocking on the FIFO fails the test
        // instead of hanging it.
        std::thread::spawn(move || {
            let _ = tx.send(
                load_campaign(&root, &folder)
                    .map(|_| ())
                    .map_err(|d| d.to_string()),
            );
        });
        let got = rx
            .recv_timeout(std::time::Duration::from_secs(20))
            .expect("loading blocked on the FIFO");
        let err = got.unwrap_err();
        assert!(
            err.contains("results/x/big.csv: error: cannot read file: it is a FIFO (named pipe), not a regular file"),
            "{err}"
        );
    }
}
