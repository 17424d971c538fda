//! The dependency direction of `src/`: ARCHITECTURE.md lists the modules in
//! layers, bottom first, and a module may use only modules of lower layers.
//! This test reads that list and every `src/**/*.rs` file, resolves each
//! `crate::`, `super::` and (in main.rs) `pcdocs::` path to the top-level
//! module it names, and fails at the file and line of every path that
//! reaches a module of its own or a higher layer. Inside compute/ the same
//! rule holds for its files, by the order ARCHITECTURE.md gives there.

use std::collections::BTreeMap;
use std::path::Path;

/// The numbered list under `## Layers`: each item's backticked names before
/// its dash, by layer (0 = bottom).
fn layers(architecture: &str, heading: &str) -> BTreeMap<String, usize> {
    let section = architecture
        .split("\n## ")
        .find(|s| s.lines().next() == Some(heading))
        .unwrap_or_else(|| panic!("ARCHITECTURE.md has no `## {heading}` section"));
    let mut out = BTreeMap::new();
    let mut layer = 0;
    for line in section.lines() {
        let Some((number, rest)) = line.split_once(". ") else {
            continue;
        };
        if number.is_empty() || !number.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let names = rest.split(" — ").next().unwrap_or(rest);
        for name in names.split('`').skip(1).step_by(2) {
            assert!(
                out.insert(name.to_owned(), layer).is_none(),
                "`{name}` is listed twice under ## {heading}"
            );
        }
        layer += 1;
    }
    assert!(layer > 1, "## {heading} lists no layers");
    out
}

/// Code of a line, without its comment (a `//` after a space or at the
/// start; `//` inside a string such as a URL follows no space).
fn code(line: &str) -> &str {
    let trimmed = line.trim_start();
    if trimmed.starts_with("//") {
        return "";
    }
    match line.find(" //") {
        Some(i) => &line[..i],
        None => line,
    }
}

/// Identifiers following each occurrence of `prefix` in `text`, with
/// `prefix{a, b::c}` giving `a` and `b`.
fn names_after(text: &str, prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(prefix) {
        // Not the tail of a longer identifier (`$crate::`, `my_crate::`).
        let before = rest[..i].chars().next_back();
        rest = &rest[i + prefix.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    out.push(name);
                }
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.push(name);
            }
        }
    }
    out
}

/// A reference found in a file: the line, the module path it resolves to
/// (from the crate root) and whether it sits in a `#[cfg(test)]` module.
struct Reference {
    line: usize,
    path: Vec<String>,
    in_test: bool,
}

/// Every module path `file` (module path `module`) refers to.
fn references(text: &str, module: &[String], main: bool) -> Vec<Reference> {
    let mut out = Vec::new();
    // Inline modules open here: (indentation, name, is a test module).
    let mut inline: Vec<(usize, String, bool)> = Vec::new();
    let mut cfg_test = false;
    for (n, raw) in text.lines().enumerate() {
        let indent = raw.len() - raw.trim_start().len();
        if inline
            .last()
            .is_some_and(|(i, _, _)| *i == indent && raw.trim() == "}")
        {
            inline.pop();
            continue;
        }
        let line = code(raw);
        let trimmed = line.trim();
        if trimmed == "#[cfg(test)]" {
            cfg_test = true;
            continue;
        }
        let opened = trimmed
            .trim_start_matches("pub(crate) ")
            .trim_start_matches("pub(super) ")
            .trim_start_matches("pub ")
            .strip_prefix("mod ")
            .and_then(|r| r.strip_suffix('{'))
            .map(|r| r.trim().to_owned());
        if let Some(name) = opened {
            inline.push((indent, name, cfg_test));
            cfg_test = false;
            continue;
        }
        if !trimmed.starts_with("#[") {
            cfg_test = false;
        }
        let here: Vec<String> = module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(_, m, _)| m.clone()))
            .collect();
        let in_test = inline.iter().any(|(_, _, t)| *t);
        let root = if main { "pcdocs::" } else { "crate::" };
        for name in names_after(line, root) {
            out.push(Reference {
                line: n + 1,
                path: vec![name],
                in_test,
            });
        }
        // `super::super::x` climbs twice.
        let mut rest = line;
        while let Some(i) = rest.find("super::") {
            let before = rest[..i].chars().next_back();
            let mut tail = &rest[i..];
            rest = &rest[i + "super::".len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let mut up = 0;
            while let Some(t) = tail.strip_prefix("super::") {
                up += 1;
                tail = t;
            }
            rest = tail;
            let base = &here[..here.len().saturating_sub(up)];
            let names = names_after(&format!("::{tail}"), "::");
            // `super::{a, b::c}` names several; `super::a::b` names `a`.
            let take = if tail.starts_with('{') {
                names.len()
            } else {
                1
            };
            for name in names.into_iter().take(take) {
                let mut path = base.to_vec();
                path.push(name);
                out.push(Reference {
                    line: n + 1,
                    path,
                    in_test,
                });
            }
        }
    }
    out
}

/// The module path of a file under `src/`: `a/b.rs` and `a/b/mod.rs` are
/// `[a, b]`; `lib.rs` is the root.
fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_owned());
    }
    parts
}

#[test]
fn no_module_uses_a_module_of_its_own_or_a_higher_layer() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let architecture = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let top = layers(&architecture, "Layers");
    let compute = layers(&architecture, "Layers inside compute/");
    let src = root.join("src");
    let mut problems = Vec::new();
    let mut files = 0;
    for entry in walkdir::WalkDir::new(&src).sort_by_file_name() {
        let entry = entry.unwrap();
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let relative = path.strip_prefix(&src).unwrap();
        let module = module_of(relative);
        let Some(own) = module.first() else {
            continue; // lib.rs only declares the modules.
        };
        files += 1;
        let shown = format!("src/{}", relative.to_string_lossy());
        let Some(&own_layer) = top.get(own) else {
            problems.push(format!(
                "{shown}: module `{own}` is in no layer of ARCHITECTURE.md's ## Layers"
            ));
            continue;
        };
        let text = std::fs::read_to_string(path).unwrap();
        for r in references(&text, &module, own == "main") {
            let Some(target) = r.path.first() else {
                continue;
            };
            if target != own {
                match top.get(target) {
                    Some(&layer) if layer < own_layer => {}
                    Some(_) => problems.push(format!(
                        "{shown}:{}: `{own}` uses `{target}`, which is not in a lower layer",
                        r.line
                    )),
                    // Not a module of pcdocs (`crate::ARGS` style items of
                    // the root are none; external crates never follow
                    // `crate::`): anything else is reported.
                    None => problems.push(format!(
                        "{shown}:{}: `{own}` uses `{target}`, which is in no layer",
                        r.line
                    )),
                }
                continue;
            }
            // Inside compute/: its files by their own order; test modules
            // may evaluate a whole page.
            if own == "compute" && !r.in_test && module.len() > 1 {
                let from = &module[1];
                let to = r.path.get(1).map_or("mod", String::as_str);
                let to = if compute.contains_key(to) { to } else { "mod" };
                if from == to {
                    continue;
                }
                let (Some(&a), Some(&b)) = (compute.get(from.as_str()), compute.get(to)) else {
                    problems.push(format!(
                        "{shown}: compute file `{from}` is in no layer of ## Layers inside compute/"
                    ));
                    continue;
                };
                if b >= a {
                    problems.push(format!(
                        "{shown}:{}: compute `{from}` uses `{to}`, which is not in a lower layer",
                        r.line
                    ));
                }
            }
        }
    }
    assert!(files > 50, "only {files} source files found");
    assert!(
        problems.is_empty(),
        "layering broken:\n{}",
        problems.join("\n")
    );
}

#[test]
fn references_are_resolved_as_rust_resolves_them() {
    let module = vec!["render".to_owned(), "charts".to_owned()];
    let text = "use super::markdown::x;\nuse crate::{l10n::y, compute};\n// crate::site in a comment\nlet u = 1; // crate::serve\n#[cfg(test)]\nmod tests {\n    use super::super::super::diag;\n}\nuse super::{data, provenance::p};\n";
    let refs: Vec<(usize, String, bool)> = references(text, &module, false)
        .into_iter()
        .map(|r| (r.line, r.path.join("::"), r.in_test))
        .collect();
    assert_eq!(
        refs,
        [
            (1, "render::markdown".to_owned(), false),
            (2, "l10n".to_owned(), false),
            (2, "compute".to_owned(), false),
            (7, "diag".to_owned(), true),
            (9, "render::data".to_owned(), false),
            (9, "render::provenance".to_owned(), false),
        ]
    );
}

/// Code lines of every `src/**/*.rs` file outside its test modules (a
/// `#[cfg(test)] mod NAME {` at the start of a line, to the `}` that
/// closes it there), comments removed: (file, line number, code).
fn code_lines() -> Vec<(String, usize, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = root.join("src");
    let mut out = Vec::new();
    for entry in walkdir::WalkDir::new(&src).sort_by_file_name() {
        let entry = entry.unwrap();
        if entry.path().extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let shown = format!(
            "src/{}",
            entry.path().strip_prefix(&src).unwrap().to_string_lossy()
        );
        let text = std::fs::read_to_string(entry.path()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let mut in_tests = false;
        for (n, line) in lines.iter().enumerate() {
            if *line == "#[cfg(test)]"
                && lines
                    .get(n + 1)
                    .is_some_and(|next| next.starts_with("mod ") && next.ends_with(" {"))
            {
                in_tests = true;
            }
            if in_tests {
                in_tests = *line != "}";
                continue;
            }
            out.push((shown.clone(), n + 1, code(line).to_owned()));
        }
    }
    out
}

/// Git runs only through `src/git.rs`, which neutralises what a
/// repository's configuration could make it run: no other file names the
/// program, or starts one whose name it does not spell out.
#[test]
fn git_is_run_only_by_the_git_module() {
    let mut problems = Vec::new();
    for (file, n, code) in code_lines() {
        if file == "src/git.rs" {
            continue;
        }
        if code.contains("\"git\"") {
            problems.push(format!("{file}:{n}: names the program git: use crate::git"));
        }
        let mut rest = code.as_str();
        while let Some(i) = rest.find("Command::new(") {
            rest = &rest[i + "Command::new(".len()..];
            if !rest.starts_with('"') {
                problems.push(format!(
                    "{file}:{n}: starts a program whose name is not written out"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Inputs are read only through `paths` (`open_input`, `list_input`,
/// `walk_input`, by way of `diag`'s readers), which refuse every symbolic
/// link and special file inside the project. The files listed here read
/// something else: the output folders, a campaign folder the import has
/// judged already, the reports and the folder named on the command line.
#[test]
fn inputs_are_read_only_through_paths() {
    const READS: &[&str] = &[
        "fs::read(",
        "fs::read_to_string(",
        "fs::read_dir(",
        "File::open(",
        "WalkDir::new(",
        "fs::copy(",
        "read_link(",
    ];
    const OTHERS: &[(&str, &str)] = &[
        ("src/paths.rs", "the rule itself"),
        ("src/site/output.rs", "the output folder"),
        ("src/starlight/write.rs", "the Starlight content folder"),
        ("src/check/mod.rs", "site/, compared with a build"),
        (
            "src/import/store.rs",
            "the journal of a campaign judged already",
        ),
        ("src/import/mod.rs", "reports named on the command line"),
        ("src/init/mod.rs", "the folder to fill, which must be empty"),
    ];
    let mut problems = Vec::new();
    for (file, n, code) in code_lines() {
        if OTHERS.iter().any(|(f, _)| *f == file) {
            continue;
        }
        if let Some(read) = READS.iter().find(|r| code.contains(*r)) {
            problems.push(format!(
                "{file}:{n}: `{read}` reads a file past `paths`: use diag::read_text, read_bytes, list_input or walk_input"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
