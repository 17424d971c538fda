//! Provenance: every imported value is what its raw report says. For each
//! campaign, the files of `raw/` match `raw/SHA256SUMS` one for one (none
//! missing, changed or unlisted), and every CSV line that names a raw
//! report holds, in each column `pcdocs import` fills from a report, what
//! parsing that report again gives. A hand-edited value or a swapped report
//! then fails `check` with its file and line instead of reaching a tooltip
//! that names the report as its source.

use crate::diag::{Diagnostic, Diagnostics, rel};
use crate::import::{self, Role};
use crate::results::manifest::{Manifest, TableSpec};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const SUMS: &str = "SHA256SUMS";

/// Checks the provenance of every campaign under `root/results/`.
pub fn check(root: &Path, diags: &mut Diagnostics) {
    let Ok(folders) = crate::results::folders(root, &root.join("results")) else {
        return;
    };
    for folder in folders {
        // A manifest that cannot be read was reported by the build already.
        let Ok(text) = crate::diag::read_text(root, &folder.join("manifest.toml")) else {
            continue;
        };
        // A manifest that does not parse was reported by the build already.
        let Ok(manifest) = toml::from_str::<Manifest>(&text) else {
            continue;
        };
        campaign(root, &folder, &manifest, diags);
    }
}

fn campaign(root: &Path, folder: &Path, manifest: &Manifest, diags: &mut Diagnostics) {
    raw_folder(root, &folder.join("raw"), diags);

    // Each CSV file once, with every meaning its columns have across the
    // tables that share it (import fills them all).
    let mut files: BTreeMap<&str, Vec<&TableSpec>> = BTreeMap::new();
    for spec in manifest.tables.values() {
        files.entry(spec.file.as_str()).or_default().push(spec);
    }
    for (file, specs) in files {
        let Some(raw_col) = specs.iter().find_map(|s| s.raw.as_deref()) else {
            continue;
        };
        csv_file(root, folder, file, raw_col, &specs, diags);
    }
}

/// A file `SHA256SUMS` lists: the line that lists it, and its digest.
struct Listed {
    line: usize,
    digest: String,
}

/// The files of `raw/` against its `SHA256SUMS`, one for one.
fn raw_folder(root: &Path, raw_dir: &Path, diags: &mut Diagnostics) {
    let sums_path = raw_dir.join(SUMS);
    let sums_rel = rel(root, &sums_path);
    // raw/ is read here only, so its links and special files are refused
    // here, with the build's words.
    let raw_files = match crate::diag::list_input(root, raw_dir) {
        Ok(entries) => entries,
        Err(d) => {
            diags.extend(d);
            return;
        }
    };
    let sums = match crate::diag::input_exists(root, &sums_path) {
        Ok(true) => crate::diag::read_text(root, &sums_path).map(Some),
        Ok(false) => Ok(None),
        Err(d) => Err(d),
    };
    let listed = match sums {
        Ok(Some(text)) => listed_files(&text, &sums_rel, diags),
        Ok(None) => {
            if raw_files.is_some() {
                diags.push(
                    Diagnostic::new(&sums_rel, "is missing: the raw reports have no checksums")
                        .hint("`pcdocs import` writes it; a raw report added by hand has no provenance"),
                );
            }
            BTreeMap::new()
        }
        Err(d) => {
            diags.push(d);
            return;
        }
    };
    let on_disk: BTreeSet<String> = raw_files
        .iter()
        .flatten()
        .map(|e| {
            e.path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name != SUMS)
        .collect();
    for name in &on_disk {
        let path = raw_dir.join(name);
        if let Some(d) = against_list(root, &path, listed.get(name), &sums_rel) {
            diags.push(d);
        }
    }
    for (name, l) in &listed {
        if !on_disk.contains(name) {
            diags.push(
                Diagnostic::new(&sums_rel, format!("lists `{name}`, which is missing"))
                    .at(l.line, None)
                    .hint("restore the report from version control, or remove its line and the runs that name it"),
            );
        }
    }
}

/// The files the text of `SHA256SUMS` lists, by name; its lines that are
/// not `sha256sum` lines or list a file twice reported.
fn listed_files(text: &str, sums_rel: &str, diags: &mut Diagnostics) -> BTreeMap<String, Listed> {
    let mut listed: BTreeMap<String, Listed> = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match import::parse_sums(line) {
            Ok(mut l) if l.len() == 1 => {
                let l = l.remove(0);
                if let Some(first) = listed.get(&l.name) {
                    diags.push(
                        Diagnostic::new(
                            sums_rel,
                            format!("lists `{}` twice; line {} has it", l.name, first.line),
                        )
                        .at(i + 1, None)
                        .snippet(line),
                    );
                }
                let entry = Listed {
                    line: i + 1,
                    digest: l.digest,
                };
                listed.insert(l.name, entry);
            }
            _ => diags.push(
                Diagnostic::new(sums_rel, "not a `sha256sum` line")
                    .at(i + 1, None)
                    .snippet(line)
                    .hint("lines read `HASH  FILE`, as `sha256sum` writes them"),
            ),
        }
    }
    listed
}

/// A file of `raw/` not listed, or whose digest is not the listed one.
fn against_list(
    root: &Path,
    path: &Path,
    listed: Option<&Listed>,
    sums_rel: &str,
) -> Option<Diagnostic> {
    let Some(Listed { line, digest }) = listed else {
        return Some(
            Diagnostic::new(rel(root, path), format!("is not listed in {sums_rel}"))
                .hint("import reports with `pcdocs import`, or remove the file"),
        );
    };
    let bytes = match crate::diag::read_bytes(root, path) {
        Ok(bytes) => bytes,
        Err(d) => return Some(d),
    };
    let actual = import::sha256_hex(&bytes);
    (actual != *digest).then(|| {
        Diagnostic::new(
            rel(root, path),
            format!(
                "changed since it was imported: its SHA-256 is {actual}, {sums_rel} line {line} says {digest}"
            ),
        )
        .hint("a raw report is kept as the tool printed it; restore it from version control")
    })
}

/// A raw report parsed, with the facts derived from it.
type Parsed = Result<(import::Report, import::Facts), String>;

fn csv_file(
    root: &Path,
    folder: &Path,
    file: &str,
    raw_col: &str,
    specs: &[&TableSpec],
    diags: &mut Diagnostics,
) {
    let path = folder.join(file);
    let shown = rel(root, &path);
    // A table that cannot be read was reported by the build already.
    let Ok(text) = crate::diag::read_text(root, &path) else {
        return;
    };
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .from_reader(text.as_bytes());
    let Ok(header) = reader.headers().cloned() else {
        return;
    };
    let lines: Vec<&str> = text.lines().collect();
    let pos = |c: &str| header.iter().position(|h| h.trim() == c);
    let Some(raw_at) = pos(raw_col) else {
        return;
    };
    let status_at = specs.iter().find_map(|s| s.status.as_deref()).and_then(pos);
    let meanings = column_meanings(specs, pos);
    let mut parsed: BTreeMap<String, Parsed> = BTreeMap::new();
    for record in reader.records().filter_map(Result::ok) {
        let line = record.position().map_or(0, |p| p.line()) as usize;
        let snippet = lines.get(line.wrapping_sub(1)).copied().unwrap_or("");
        let raw = record.get(raw_at).unwrap_or("").trim();
        if raw.is_empty() {
            continue;
        }
        // A not-completed line names its report as evidence, not as a source.
        if status_at.is_some_and(|i| record.get(i).unwrap_or("").trim() == "not-completed") {
            continue;
        }
        // The name comes from the data: read only as an input of the
        // campaign's folder (no `..`, no absolute path, no link).
        let report_path = folder.join(raw);
        let entry = parsed
            .entry(raw.to_owned())
            .or_insert_with(|| parse_raw(root, &report_path, diags));
        let report = match entry {
            Ok(parsed) => parsed,
            Err(why) => {
                diags.push(
                    Diagnostic::new(&shown, format!("the line names raw report `{raw}`, {why}"))
                        .at(line, Some(column_of(&record, raw_at)))
                        .snippet(snippet),
                );
                continue;
            }
        };
        let at = Line {
            shown: &shown,
            line,
            snippet,
            report: rel(root, &report_path),
        };
        for (&i, roles) in &meanings {
            if let Some(d) = at.field(&record, &header, i, roles, report) {
                diags.push(d);
            }
        }
    }
}

/// A CSV line that names a raw report, for its diagnostics.
struct Line<'a> {
    shown: &'a str,
    line: usize,
    snippet: &'a str,
    /// The report, as a path from the root.
    report: String,
}

impl Line<'_> {
    /// Field `i` of the line against what the report gives for each of
    /// its `roles`: a diagnostic when it is none of them.
    fn field(
        &self,
        record: &csv::StringRecord,
        header: &csv::StringRecord,
        i: usize,
        roles: &[(Role, &TableSpec)],
        (report, facts): &(import::Report, import::Facts),
    ) -> Option<Diagnostic> {
        let field = record.get(i).unwrap_or("").trim();
        let expected: Vec<String> = roles
            .iter()
            .filter_map(|(r, spec)| import::derived(report, facts, *r, spec))
            .collect();
        if expected.is_empty() || expected.iter().any(|e| e == field) {
            return None;
        }
        let column = header.get(i).unwrap_or("").trim();
        let message = format!(
            "`{column}` is `{field}`, but its raw report {} gives `{}`",
            self.report, expected[0]
        );
        Some(
            Diagnostic::new(self.shown, message)
                .at(self.line, Some(column_of(record, i)))
                .snippet(self.snippet)
                .hint("imported values are not edited by hand; import the run again, or mark it `not-completed` with a reason"),
        )
    }
}

/// Column index → the roles it has in some table of the file (`pos`: a
/// column's index by name).
fn column_meanings<'s>(
    specs: &[&'s TableSpec],
    pos: impl Fn(&str) -> Option<usize>,
) -> BTreeMap<usize, Vec<(Role, &'s TableSpec)>> {
    let mut meanings: BTreeMap<usize, Vec<(Role, &TableSpec)>> = BTreeMap::new();
    for spec in specs {
        for (role, col) in import::roles(spec) {
            if let Some(i) = pos(col) {
                meanings.entry(i).or_default().push((role, spec));
            }
        }
    }
    meanings
}

/// The 1-based column (in characters) where field `i` of a CSV line starts.
fn column_of(record: &csv::StringRecord, i: usize) -> usize {
    1 + record
        .iter()
        .take(i)
        .map(|f| f.chars().count() + 1)
        .sum::<usize>()
}

/// The raw report at `report_path` parsed, or why it cannot be. The
/// report's own problem is reported once, placed in the report (figures
/// that contradict each other name both lines); each line naming it then
/// says why.
fn parse_raw(root: &Path, report_path: &Path, diags: &mut Diagnostics) -> Parsed {
    let bytes = match crate::paths::judge(root, report_path) {
        Ok(crate::paths::Found::Missing(_)) => Err("which is missing".to_owned()),
        Err(r) => Err(format!("which is refused ({})", r.message)),
        Ok(_) => crate::diag::read_bytes(root, report_path)
            .map_err(|d| format!("which cannot be read ({})", d.message)),
    }?;
    match import::parse_report(&rel(root, report_path), &bytes, None) {
        Ok(r) => {
            let f = r.facts();
            Ok((r, f))
        }
        Err(d) => {
            diags.push(d);
            Err("which is not a report pcdocs can read".to_owned())
        }
    }
}
