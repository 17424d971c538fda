//! `pcdocs build --format starlight` in a folder that holds other people's
//! pages: it writes only its own files, lists them in its manifest, leaves
//! every other file as it was across builds, refuses to overwrite a file
//! it did not write (or one edited since), removes what it no longer
//! writes, never writes through a link, and writes the same bytes twice.
//! The project is `pcdocs init --format starlight`'s, in a temporary folder
//! inside a scratch Starlight site (`site/src/content/docs`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Output;

fn pcdocs(args: &[&str], dir: &Path) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("pcdocs runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Every file and link under `dir`: path → bytes (a link: its target).
fn snapshot(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let entry = entry.unwrap();
        let rel = entry
            .path()
            .strip_prefix(dir)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if entry.path_is_symlink() {
            let target = std::fs::read_link(entry.path()).unwrap();
            out.insert(rel, format!("-> {}", target.display()).into_bytes());
        } else if entry.file_type().is_file() {
            out.insert(rel, std::fs::read(entry.path()).unwrap());
        } else if entry.depth() > 0 {
            out.insert(format!("{rel}/"), Vec::new());
        }
    }
    out
}

struct Site {
    _tmp: tempfile::TempDir,
    project: PathBuf,
    docs: PathBuf,
}

/// A scratch Starlight site with hand-written pages, and the pcdocs
/// project inside its repository at `bench/`.
fn site() -> Site {
    let tmp = tempfile::tempdir().unwrap();
    let docs = tmp.path().join("src/content/docs");
    std::fs::create_dir_all(docs.join("benchmarks")).unwrap();
    std::fs::create_dir_all(docs.join("fr")).unwrap();
    std::fs::write(docs.join("index.md"), "---\ntitle: Home\n---\nMine.\n").unwrap();
    std::fs::write(
        docs.join("benchmarks/methodology.md"),
        "---\ntitle: How we measure\n---\nHand-written, in pcdocs's section.\n",
    )
    .unwrap();
    std::fs::write(
        docs.join("fr/index.md"),
        "---\ntitle: Accueil\n---\nÀ moi.\n",
    )
    .unwrap();
    let o = pcdocs(&["init", "--format", "starlight", "bench"], tmp.path());
    assert!(o.status.success(), "{}", stderr(&o));
    Site {
        project: tmp.path().join("bench"),
        docs,
        _tmp: tmp,
    }
}

fn build(site: &Site) -> Output {
    pcdocs(&["build", "--format", "starlight"], &site.project)
}

fn built(site: &Site) {
    let o = build(site);
    assert!(o.status.success(), "{}", stderr(&o));
}

fn hand_written(snap: &BTreeMap<String, Vec<u8>>) -> BTreeMap<String, Vec<u8>> {
    snap.iter()
        .filter(|(p, _)| {
            ["index.md", "benchmarks/methodology.md", "fr/index.md"].contains(&p.as_str())
        })
        .map(|(p, b)| (p.clone(), b.clone()))
        .collect()
}

#[test]
fn two_builds_write_the_same_bytes_and_leave_other_pages_alone() {
    let site = site();
    let before = snapshot(&site.docs);
    built(&site);
    let first = snapshot(&site.docs);
    built(&site);
    let second = snapshot(&site.docs);
    assert_eq!(first, second, "a second build changes nothing");
    assert_eq!(hand_written(&first), hand_written(&before));
    assert_eq!(hand_written(&first).len(), 3);
    let ours: Vec<&str> = first
        .keys()
        .filter(|p| !before.contains_key(*p))
        .map(String::as_str)
        .collect();
    assert_eq!(
        ours,
        [
            ".pcdocs-starlight/",
            ".pcdocs-starlight/benchmarks.json",
            "benchmarks/example.md",
            "fr/benchmarks/",
            "fr/benchmarks/example.md",
        ]
    );
    // The manifest names the project and its section, and lists exactly
    // the files written, with their digests.
    let manifest: serde_json::Value =
        serde_json::from_slice(&first[".pcdocs-starlight/benchmarks.json"]).unwrap();
    assert_eq!(manifest["project"], "../../../bench");
    assert_eq!(manifest["section"], "benchmarks");
    let listed: Vec<&String> = manifest["files"].as_object().unwrap().keys().collect();
    assert_eq!(
        listed,
        ["benchmarks/example.md", "fr/benchmarks/example.md",]
    );
    // Starlight front matter, dated by the campaign, not by the build.
    let page = String::from_utf8(first["fr/benchmarks/example.md"].clone()).unwrap();
    assert!(page.starts_with("---\n"), "{page}");
    for line in [
        "slug: \"fr/benchmarks/example\"\n",
        "sidebar:\n  order: 1\n",
        "lastUpdated: 2026-01-15\n",
        // The chart inline, one HTML block between blank lines.
        "\n\n<figure class=\"pcdocs-chart not-content\" style=\"",
        "<svg style=\"display:block;width:100%;min-width:37.5rem;max-width:none;height:auto\" color=\"#23262f\" ",
        "</desc>\n<rect width=\"100%\" height=\"100%\" rx=\"8\" fill=\"#ffffff\"/>\n",
        "</svg>\n</figure>\n\n",
        "<data value=\"41200\" title=\"",
    ] {
        assert!(page.contains(line), "{line} in {page}");
    }
    assert!(
        page.contains("title: \"") && page.contains("description: \""),
        "{page}"
    );
    // Astro's reader takes the chart for one HTML block: all of it, as it is.
    let html = as_astro_reads_it(&page);
    let figure = &page[page.find("<figure").unwrap()..page.find("</figure>").unwrap()];
    assert!(html.contains(figure), "{html}");
    // The standalone site of the same project is built and checked as ever.
    for args in [["build"].as_slice(), ["check"].as_slice()] {
        let o = pcdocs(args, &site.project);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    }
    assert_eq!(snapshot(&site.docs), second);
}

#[test]
fn a_file_pcdocs_did_not_write_is_refused_by_name_and_nothing_changes() {
    let site = site();
    std::fs::create_dir_all(site.docs.join("fr/benchmarks")).unwrap();
    std::fs::write(site.docs.join("fr/benchmarks/example.md"), "mine\n").unwrap();
    let before = snapshot(&site.docs);
    let o = build(&site);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("fr/benchmarks/example.md") && err.contains("did not write"),
        "{err}"
    );
    assert_eq!(snapshot(&site.docs), before, "nothing was written");

    // Once pcdocs wrote a file, an edit makes it the user's again.
    std::fs::remove_file(site.docs.join("fr/benchmarks/example.md")).unwrap();
    built(&site);
    std::fs::write(site.docs.join("benchmarks/example.md"), "edited\n").unwrap();
    let before = snapshot(&site.docs);
    let o = build(&site);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("changed since pcdocs wrote it"),
        "{}",
        stderr(&o)
    );
    assert_eq!(snapshot(&site.docs), before);
}

#[test]
fn a_page_pcdocs_no_longer_writes_is_removed_and_nothing_else() {
    let site = site();
    built(&site);
    let page = site.project.join("content/example.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(
        &page,
        text.replace("slug = \"example\"", "slug = \"renamed\""),
    )
    .unwrap();
    let o = build(&site);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("2 removed"), "{}", stderr(&o));
    let after = snapshot(&site.docs);
    assert!(!after.keys().any(|p| p.contains("example")), "{after:?}");
    assert!(after.contains_key("benchmarks/renamed.md"));
    assert!(after.contains_key("fr/benchmarks/renamed.md"));
    // The hand-written page in the section keeps it, and its folder.
    assert!(after.contains_key("benchmarks/methodology.md"));
    assert_eq!(hand_written(&after).len(), 3);

    // A page edited since pcdocs wrote it is left, with a warning, and is
    // pcdocs's no longer.
    std::fs::write(site.docs.join("benchmarks/renamed.md"), "my notes\n").unwrap();
    std::fs::write(
        &page,
        text.replace("slug = \"example\"", "slug = \"again\""),
    )
    .unwrap();
    let o = build(&site);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("renamed.md was changed since pcdocs wrote it"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        std::fs::read_to_string(site.docs.join("benchmarks/renamed.md")).unwrap(),
        "my notes\n"
    );
    assert!(!site.docs.join("fr/benchmarks/renamed.md").exists());
    let manifest =
        std::fs::read_to_string(site.docs.join(".pcdocs-starlight/benchmarks.json")).unwrap();
    assert!(!manifest.contains("renamed"), "{manifest}");
    assert!(manifest.contains("benchmarks/again.md"), "{manifest}");
    std::fs::remove_file(site.docs.join("benchmarks/renamed.md")).unwrap();

    // A locale no longer mapped: its pages go, the others stay.
    let config = site.project.join("pcdocs.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    std::fs::write(
        &config,
        text.replace(
            "locales = { en = \"\", fr = \"fr\" }",
            "locales = { en = \"\" }",
        ),
    )
    .unwrap();
    built(&site);
    let after = snapshot(&site.docs);
    assert!(
        !after.keys().any(|p| p.starts_with("fr/benchmarks")),
        "{after:?}"
    );
    assert!(after.contains_key("fr/index.md"));
    assert!(after.contains_key("benchmarks/again.md"));
}

#[test]
fn no_path_leads_out_of_the_folder() {
    let site = site();
    let outside = site.project.parent().unwrap().join("elsewhere");
    std::fs::create_dir(&outside).unwrap();
    std::fs::remove_dir_all(site.docs.join("fr")).unwrap();
    std::os::unix::fs::symlink(&outside, site.docs.join("fr")).unwrap();
    let before = snapshot(&site.docs);
    let o = build(&site);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("symbolic link"), "{}", stderr(&o));
    assert_eq!(std::fs::read_dir(&outside).unwrap().count(), 0);
    assert_eq!(snapshot(&site.docs), before);
}

#[test]
fn the_project_and_its_inputs_are_no_content_folder() {
    let site = site();
    let before = snapshot(site.project.parent().unwrap());
    for (out, says) in [
        (".", "holds the project itself"),
        ("..", "holds the project itself"),
        ("content", "the project's `content`"),
        ("results/example", "the project's `results`"),
        ("missing", "cannot open the Starlight content folder"),
    ] {
        let o = pcdocs(
            &["build", "--format", "starlight", "--out", out],
            &site.project,
        );
        assert_eq!(o.status.code(), Some(1), "{out}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{out}: {}", stderr(&o));
    }
    assert_eq!(snapshot(site.project.parent().unwrap()), before);
}

#[test]
fn the_output_section_is_checked_like_every_other_key() {
    let site = site();
    let config = site.project.join("pcdocs.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    for (from, to, says) in [
        (
            "section = \"benchmarks\"",
            "sektion = \"benchmarks\"",
            "sektion",
        ),
        (
            "section = \"benchmarks\"",
            "section = \"../up\"",
            "`..` starts with `.`",
        ),
        (
            "fr = \"fr\"",
            "de = \"fr\"",
            "`de`, which is not one of `locales`",
        ),
        ("fr = \"fr\"", "fr = \"a/b\"", "path separator"),
        ("en = \"\", ", "", "leaves out the source locale `en`"),
    ] {
        assert!(text.contains(from), "{from}");
        std::fs::write(&config, text.replace(from, to)).unwrap();
        let before = snapshot(&site.docs);
        let o = build(&site);
        assert_eq!(o.status.code(), Some(1), "{to}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{to}: {}", stderr(&o));
        assert!(stderr(&o).contains("pcdocs.toml:"), "{to}: {}", stderr(&o));
        assert_eq!(snapshot(&site.docs), before);
    }
    // Without a folder configured or given, the build says how to give one.
    let plain = text
        .lines()
        .filter(|l| !l.starts_with("dir = "))
        .collect::<Vec<_>>()
        .join("\n");
    std::fs::write(&config, plain).unwrap();
    let o = build(&site);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("--out DIR"), "{}", stderr(&o));
    // --out names it.
    let out = site.docs.to_string_lossy().into_owned();
    let o = pcdocs(
        &["build", "--format", "starlight", "--out", &out],
        &site.project,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(site.docs.join("benchmarks/example.md").is_file());
}

#[test]
fn a_build_killed_between_renames_is_finished_by_the_next() {
    let site = site();
    built(&site);
    let done = snapshot(&site.docs);
    // What a kill after the first renames leaves: the manifest lists the
    // old and the new version of every file; some files are new, some old.
    let page = site.project.join("content/example.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, text.replace("## Results", "## Measured results")).unwrap();
    built(&site);
    let new = snapshot(&site.docs);
    assert_ne!(new["benchmarks/example.md"], done["benchmarks/example.md"]);
    let manifest: serde_json::Value =
        serde_json::from_slice(&new[".pcdocs-starlight/benchmarks.json"]).unwrap();
    let mut both = manifest.clone();
    let old: serde_json::Value =
        serde_json::from_slice(&done[".pcdocs-starlight/benchmarks.json"]).unwrap();
    for (path, digests) in both["files"].as_object_mut().unwrap() {
        let mut all: Vec<serde_json::Value> = digests.as_array().unwrap().clone();
        all.extend(old["files"][path].as_array().unwrap().iter().cloned());
        all.sort_by_key(|v| v.as_str().unwrap().to_owned());
        all.dedup();
        *digests = serde_json::Value::Array(all);
    }
    std::fs::write(
        site.docs.join(".pcdocs-starlight/benchmarks.json"),
        serde_json::to_string_pretty(&both).unwrap(),
    )
    .unwrap();
    std::fs::write(
        site.docs.join("benchmarks/example.md"),
        &done["benchmarks/example.md"],
    )
    .unwrap();
    built(&site);
    assert_eq!(snapshot(&site.docs), new);
}

#[test]
fn only_a_staging_folder_a_killed_run_left_is_removed() {
    let site = site();
    built(&site);
    let done = snapshot(&site.docs);
    let staging = site.docs.join(".pcdocs-starlight/staging");
    // What a killed run leaves: staged files and a manifest. The next run
    // removes it and finishes.
    std::fs::create_dir(&staging).unwrap();
    std::fs::write(staging.join("0"), "half").unwrap();
    std::fs::write(staging.join("manifest"), "{").unwrap();
    built(&site);
    assert_eq!(snapshot(&site.docs), done);
    // Anything else there is someone's: refused by name, nothing changes.
    std::fs::create_dir(&staging).unwrap();
    std::fs::write(staging.join("0"), "half").unwrap();
    std::fs::write(staging.join("notes.md"), "mine\n").unwrap();
    std::fs::create_dir(staging.join("1")).unwrap();
    let before = snapshot(&site.docs);
    let o = build(&site);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains(".pcdocs-starlight/staging")
            && stderr(&o).contains("holds `1` and 1 more"),
        "{}",
        stderr(&o)
    );
    assert_eq!(snapshot(&site.docs), before);
    std::fs::remove_dir_all(&staging).unwrap();
    // A file or a link in its place likewise.
    std::fs::write(&staging, "mine\n").unwrap();
    let before = snapshot(&site.docs);
    let o = build(&site);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(snapshot(&site.docs), before);
    std::fs::remove_file(&staging).unwrap();
    std::os::unix::fs::symlink(site.project.join("content"), &staging).unwrap();
    let before = snapshot(&site.docs);
    let o = build(&site);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(snapshot(&site.docs), before);
}

#[test]
fn markup_in_a_translation_reaches_starlight_as_text() {
    let site = site();
    let ftl = site.project.join("locales/fr/example.ftl");
    let text = std::fs::read_to_string(&ftl).unwrap();
    let from = "example-intro = Chaque valeur";
    assert!(text.contains(from));
    std::fs::write(
        &ftl,
        text.replace(
            from,
            "example-intro = <img src=x onerror=alert(1)> [lien](javascript:alert(1)) <script>x</script> Chaque valeur",
        ),
    )
    .unwrap();
    built(&site);
    let page = std::fs::read_to_string(site.docs.join("fr/benchmarks/example.md")).unwrap();
    let page = without_tooltips(&page);
    // Each `<` or `[` that would open markup is escaped, so Astro shows it.
    for raw in ["<img", "<script", "[lien\\](javascript"] {
        let escaped = format!("\\{raw}");
        assert!(page.contains(&escaped), "{raw} escaped in {page}");
        assert_eq!(
            page.matches(raw).count(),
            page.matches(&escaped).count(),
            "{page}"
        );
    }
    // The figures around it are still elements.
    assert!(page.contains("<data value=\"3\" title=\""), "{page}");
}

#[test]
fn text_survives_astro_smart_punctuation() {
    let site = site();
    let ftl = site.project.join("locales/fr/example.ftl");
    let text = std::fs::read_to_string(&ftl).unwrap();
    let from = "example-intro = Chaque valeur";
    assert!(text.contains(from));
    std::fs::write(
        &ftl,
        text.replace(
            from,
            "example-intro = Lancé par cargo build --release, avec `--cpus=2`, \"tel quel\" et l'option ... ou ---. Chaque valeur",
        ),
    )
    .unwrap();
    built(&site);
    let page = std::fs::read_to_string(site.docs.join("fr/benchmarks/example.md")).unwrap();
    // Astro's Markdown reader converts `--`, `...` and straight quotes in
    // text by default (smart punctuation); escaped, they stay as written.
    let options =
        pulldown_cmark::Options::ENABLE_TABLES | pulldown_cmark::Options::ENABLE_SMART_PUNCTUATION;
    let mut html = String::new();
    let body = page.split_once("\n---\n").unwrap().1;
    pulldown_cmark::html::push_html(&mut html, pulldown_cmark::Parser::new_ext(body, options));
    for kept in [
        "cargo build --release,",
        "<code>--cpus=2</code>",
        "\"tel quel\"",
        "l'option ... ou ---.",
    ] {
        assert!(html.contains(kept), "{kept} in {html}");
    }
    for made in ['–', '—', '…', '“', '’'] {
        assert!(!html.contains(made), "{made} in {html}");
    }
}

/// A Starlight page without the tooltips' style and script that end it
/// (pcdocs's own, the same on every page): what is left holds the text.
fn without_tooltips(page: &str) -> &str {
    let (text, tail) = page
        .rsplit_once("\n<style>\n")
        .expect("the tooltips' style");
    assert!(
        tail.starts_with(".sl-markdown-content data[title]"),
        "{tail}"
    );
    assert!(tail.ends_with("})();\n</script>\n"), "{tail}");
    assert_eq!(tail.matches("<script>").count(), 1, "{tail}");
    assert_eq!(tail.matches("</script>").count(), 1, "{tail}");
    text
}

/// Line and column (1-based, in characters) of `needle` in `text`.
fn place(text: &str, needle: &str) -> (usize, usize) {
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} in {text}"));
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    (
        text[..at].matches('\n').count() + 1,
        text[line_start..at].chars().count() + 1,
    )
}

/// What a CommonMark reader (Astro's is one) makes of a Starlight page's
/// body: every element it would write, with its attributes, HTML as
/// written included.
fn as_astro_reads_it(page: &str) -> String {
    let body = page
        .strip_prefix("---\n")
        .and_then(|rest| rest.split_once("\n---\n"))
        .map_or(page, |(_, body)| body);
    let options = pulldown_cmark::Options::ENABLE_TABLES
        | pulldown_cmark::Options::ENABLE_FOOTNOTES
        | pulldown_cmark::Options::ENABLE_STRIKETHROUGH;
    let parser = pulldown_cmark::Parser::new_ext(body, options);
    assert_eq!(
        parser.reference_definitions().iter().count(),
        0,
        "no link reference definition in {body}"
    );
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, parser);
    html
}

/// The front matter of a Starlight page as (key, value) lines: every value
/// must be a JSON string, a number or a date, on one line.
fn front_matter(page: &str) -> Vec<(String, String)> {
    let (front, _) = page
        .strip_prefix("---\n")
        .and_then(|rest| rest.split_once("\n---\n"))
        .unwrap_or_else(|| panic!("front matter in {page}"));
    front
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            assert!(
                !l.chars().any(|c| c.is_control()),
                "a control character in {l:?}"
            );
            let (key, value) = l.split_once(':').unwrap_or_else(|| panic!("{l:?}"));
            let value = value.trim();
            let value = if value.starts_with('"') {
                serde_json::from_str::<String>(value).unwrap_or_else(|e| panic!("{l:?}: {e}"))
            } else {
                value.to_owned()
            };
            (key.to_owned(), value)
        })
        .collect()
}

#[test]
fn hostile_messages_reach_neither_target_and_check_names_each() {
    let site = site();
    let ftl = site.project.join("locales/fr/example.ftl");
    let text = std::fs::read_to_string(&ftl).unwrap();
    // Each construct the pages refuse, one per line of a translation.
    let hostile = [
        "![](https://tracker.example/p.gif)",
        "<img src=https://tracker.example/i.gif>",
        "<script>alert(1)</script>",
        "[lien](javascript:alert(2))",
        "<javascript:alert(3)>",
        "&lt;script&gt;alert(4)&lt;/script&gt;",
        "![pixel][t]",
        "<iframe src=https://evil.example/></iframe>",
        "<b onmouseover=alert(5)>gras</b>",
        "[x](  DaTa:text/html,x)",
        "<!-- caché -->",
    ];
    let intro = format!(
        "example-intro =\n    {{\"[\"}}t]: https://tracker.example/r.gif\n    Chaque valeur\n{}\n    est la médiane",
        hostile
            .iter()
            .map(|h| format!("    voir {h}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let from = "example-intro = Chaque valeur est la médiane";
    assert!(text.contains(from));
    // A title that would end the front matter and add keys of its own, with
    // YAML's special characters and those it refuses in a document.
    let title = "example-title = Titre\n    ---\n    banner:\n      content: <script>alert(6)</script>\n    ---\n    : [a] {\"{\"} b: &x *x !t | > ' \" % @ ` \u{2028} fin";
    let text = text
        .replace(from, &intro)
        .replace("example-title = Benchmark d’exemple, { date-range }", title);
    std::fs::write(&ftl, &text).unwrap();
    // The English prose of the page likewise.
    let page = site.project.join("content/example.md");
    let en = std::fs::read_to_string(&page).unwrap();
    let en = en.replace(
        "Each value is the median",
        "Each value ![](https://tracker.example/en.gif) is the median",
    );
    std::fs::write(&page, &en).unwrap();

    built(&site);
    let o = pcdocs(&["build"], &site.project);
    assert!(o.status.success(), "{}", stderr(&o));
    for (tag, folder) in [("fr", "fr/"), ("en", "")] {
        // The standalone page: nothing of it in the page's body.
        let html =
            std::fs::read_to_string(site.project.join(format!("site/{tag}/example/index.html")))
                .unwrap();
        let doc = scraper::Html::parse_document(&html);
        let main = scraper::Selector::parse("main").unwrap();
        let main = doc.select(&main).next().expect("a <main>");
        for e in main.descendants().filter_map(scraper::ElementRef::wrap) {
            let name = e.value().name();
            assert!(
                !["img", "script", "iframe", "b"].contains(&name),
                "{tag}: <{name}>"
            );
            for (k, v) in e.value().attrs() {
                assert!(!k.starts_with("on"), "{tag}: {k}={v}");
                assert!(!v.contains("tracker.example"), "{tag}: {k}={v}");
                let v = v.to_ascii_lowercase();
                assert!(
                    !v.contains("javascript:") && !v.contains("data:"),
                    "{tag}: {k}={v}"
                );
            }
        }
        // The Starlight page: nothing of it in what Astro makes of it.
        let md = std::fs::read_to_string(site.docs.join(format!("{folder}benchmarks/example.md")))
            .unwrap();
        let md = without_tooltips(&md);
        let read = as_astro_reads_it(md);
        let doc = scraper::Html::parse_fragment(&read);
        for e in doc
            .root_element()
            .descendants()
            .filter_map(scraper::ElementRef::wrap)
        {
            let name = e.value().name();
            assert!(
                !["img", "script", "iframe", "b"].contains(&name),
                "{tag}: <{name}> in {md}"
            );
            for (k, v) in e.value().attrs() {
                assert!(!k.starts_with("on"), "{tag}: {k}={v}");
                assert!(!v.contains("tracker.example"), "{tag}: {k}={v}");
                let v = v.to_ascii_lowercase();
                assert!(
                    !v.contains("javascript:") && !v.contains("data:"),
                    "{tag}: {k}={v}"
                );
            }
        }
        // The only HTML in it is pcdocs's own figures, passages and chart
        // (one block, whose text is checked above with the rest).
        let (_, body) = md.split_once("\n---\n").unwrap();
        let (before, chart) = body.split_once("\n<figure class=\"pcdocs-chart").unwrap();
        let (_, after) = chart.split_once("</svg>\n</figure>\n").unwrap();
        assert!(!after.contains("<figure"), "{body}");
        for e in pulldown_cmark::Parser::new(&format!("{before}\n{after}")) {
            if let pulldown_cmark::Event::Html(h) | pulldown_cmark::Event::InlineHtml(h) = e {
                assert!(
                    ["<data ", "</data>", "<span ", "</span>"]
                        .iter()
                        .any(|own| h.starts_with(own)),
                    "{tag}: {h}"
                );
            }
        }
    }
    // The French page shows the markup as the translator wrote it.
    let fr = std::fs::read_to_string(site.docs.join("fr/benchmarks/example.md")).unwrap();
    for (raw, shown) in [
        (hostile[0], "!\\[\\](https://tracker.example/p.gif)"),
        (hostile[2], "\\<script>alert(1)\\</script>"),
        (hostile[5], "\\&lt;script&gt;alert(4)\\&lt;/script&gt;"),
        // (Every `[`, `]` and `<` read as text is escaped for Astro.)
        (hostile[6], "!\\[pixel\\]\\[t\\]"),
    ] {
        assert!(fr.contains(shown), "{raw} as {shown} in {fr}");
    }
    // Its front matter is pcdocs's keys only, the title whole in its value.
    let keys: Vec<(String, String)> = front_matter(&fr);
    let names: Vec<&str> = keys.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        names,
        [
            "title",
            "description",
            "slug",
            "sidebar",
            "  order",
            "  label",
            "lastUpdated"
        ],
        "{fr}"
    );
    // (French spacing puts no-break spaces before `!` and `%`.)
    let shown = &keys[0].1;
    // A title is text: the Markdown's lines and breaks read as one line,
    // and what would have been markup shows as the characters written.
    assert!(
        shown.starts_with("Titre banner: content: <script>alert(6)</script>\u{a0}: [a] { b: &x *x")
            && shown.ends_with("| > ' \"\u{202f}% @ ` \u{2028} fin"),
        "{shown:?}"
    );
    assert_eq!(keys[5].1, keys[0].1);

    // `check` names each where it is written.
    let o = pcdocs(&["check"], &site.project);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    let mut expected: Vec<(String, &str, &str)> = hostile
        .iter()
        .map(|h| ("locales/fr/example.ftl".to_owned(), text.as_str(), *h))
        .collect();
    expected.push((
        "locales/fr/example.ftl".to_owned(),
        text.as_str(),
        "[\"}t]: https://tracker.example/r.gif",
    ));
    expected.push((
        "locales/fr/example.ftl".to_owned(),
        text.as_str(),
        "<script>alert(6)",
    ));
    expected.push((
        "content/example.md".to_owned(),
        en.as_str(),
        "![](https://tracker.example/en.gif)",
    ));
    for (file, text, needle) in expected {
        let (line, column) = place(text, needle);
        let at = format!("{file}:{line}:{column}: error: message `");
        assert!(
            err.lines()
                .any(|l| l.starts_with(&at) && l.ends_with("pages show it as text")),
            "{needle:?} at {at} in:\n{err}"
        );
    }
}

/// Another project beside the first, as `pcdocs init --format starlight`
/// makes it, writing `section` of the same content folder.
fn other_project(site: &Site, name: &str, section: &str) -> PathBuf {
    let parent = site.project.parent().unwrap();
    let o = pcdocs(&["init", "--format", "starlight", name], parent);
    assert!(o.status.success(), "{}", stderr(&o));
    let project = parent.join(name);
    set_section(&project, section);
    project
}

fn set_section(project: &Path, section: &str) {
    let config = project.join("pcdocs.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with("section = "))
        .unwrap()
        .to_owned();
    std::fs::write(
        &config,
        text.replace(&line, &format!("section = {section:?}")),
    )
    .unwrap();
}

/// Adds a page of slug `slug` to a project: its example page again.
fn add_page(project: &Path, slug: &str) {
    let text = std::fs::read_to_string(project.join("content/example.md")).unwrap();
    std::fs::write(
        project.join(format!("content/{slug}.md")),
        text.replace("slug = \"example\"", &format!("slug = {slug:?}"))
            .replace("example-", &format!("{slug}-")),
    )
    .unwrap();
}

fn build_in(project: &Path) -> Output {
    pcdocs(&["build", "--format", "starlight"], project)
}

/// The SHA-256 of every file and folder of a snapshot under one of the
/// `prefixes`, in order: a section's files, and its manifest.
fn tree_digest(snap: &BTreeMap<String, Vec<u8>>, prefixes: &[&str]) -> (usize, String) {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    let mut n = 0;
    for (path, bytes) in snap {
        if prefixes.iter().any(|p| path.starts_with(p)) {
            hash.update(path.as_bytes());
            hash.update([0]);
            hash.update(Sha256::digest(bytes));
            n += 1;
        }
    }
    (n, format!("{:x}", hash.finalize()))
}

#[test]
fn two_projects_write_two_sections_of_one_folder_and_leave_each_other_alone() {
    let site = site();
    let reports = other_project(&site, "reports-project", "reports");
    // A page of the user's own in each section's folder.
    std::fs::create_dir_all(site.docs.join("reports")).unwrap();
    std::fs::write(
        site.docs.join("reports/notes.md"),
        "---\ntitle: Notes\n---\nMine.\n",
    )
    .unwrap();
    let mine = |snap: &BTreeMap<String, Vec<u8>>| {
        let mut out = hand_written(snap);
        out.insert(
            "reports/notes.md".to_owned(),
            snap["reports/notes.md"].clone(),
        );
        out
    };
    let before = mine(&snapshot(&site.docs));
    let sections = [
        (site.project.clone(), "benchmarks", "a"),
        (reports.clone(), "reports", "b"),
    ];
    for round in 1..=3 {
        for (i, (project, section, prefix)) in sections.iter().enumerate() {
            let (_, other, _) = &sections[1 - i];
            let theirs = [
                format!("{other}/"),
                format!("fr/{other}/"),
                format!(".pcdocs-starlight/{other}.json"),
            ];
            let theirs: Vec<&str> = theirs.iter().map(String::as_str).collect();
            // A page added, the one added in the round before removed.
            add_page(project, &format!("{prefix}-{round}"));
            if round > 1 {
                std::fs::remove_file(project.join(format!("content/{prefix}-{}.md", round - 1)))
                    .unwrap();
            }
            let was = snapshot(&site.docs);
            let o = build_in(project);
            assert!(o.status.success(), "{section} {round}: {}", stderr(&o));
            let now = snapshot(&site.docs);
            // Every file of the other project survives byte for byte.
            let (n, digest) = tree_digest(&now, &theirs);
            assert_eq!((n, digest), tree_digest(&was, &theirs), "{section} {round}");
            assert!(
                round == 1 && i == 0 || n > 4,
                "{section} {round}: {n} files of {other}"
            );
            assert_eq!(mine(&now), before, "{section} {round}");
            for folder in ["", "fr/"] {
                assert!(now.contains_key(&format!("{folder}{section}/{prefix}-{round}.md")));
                assert!(now.contains_key(&format!("{folder}{section}/example.md")));
                if round > 1 {
                    let old = format!("{folder}{section}/{prefix}-{}", round - 1);
                    assert!(!now.keys().any(|p| p.starts_with(&old)), "{old}: {now:?}");
                }
            }
            // Each manifest lists its own section's files only.
            let manifest: serde_json::Value =
                serde_json::from_slice(&now[&format!(".pcdocs-starlight/{section}.json")]).unwrap();
            for path in manifest["files"].as_object().unwrap().keys() {
                assert!(
                    path.starts_with(&format!("{section}/"))
                        || path.starts_with(&format!("fr/{section}/")),
                    "{path}"
                );
            }
        }
    }

    // A third project that would write one of those sections is refused,
    // whatever the letter case, and nothing changes.
    let third = other_project(&site, "third-project", "reports");
    for section in ["reports", "Reports", "benchmarks"] {
        set_section(&third, section);
        let before = snapshot(&site.docs);
        let o = build_in(&third);
        assert_eq!(o.status.code(), Some(1), "{section}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(
            err.contains("two projects cannot write one section")
                && err.contains("` (its manifest .pcdocs-starlight/")
                && err.contains("another `section`"),
            "{section}: {err}"
        );
        assert_eq!(snapshot(&site.docs), before, "{section}");
    }
    // Its own section is its own.
    set_section(&third, "third");
    let o = build_in(&third);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn a_project_that_changes_its_section_takes_its_pages_along() {
    let site = site();
    built(&site);
    set_section(&site.project, "measured");
    built(&site);
    let now = snapshot(&site.docs);
    assert!(now.contains_key("measured/example.md"));
    assert!(now.contains_key("fr/measured/example.md"));
    assert!(!now.contains_key("benchmarks/example.md"), "{now:?}");
    assert!(!now.contains_key("fr/benchmarks/"), "{now:?}");
    assert!(!now.contains_key(".pcdocs-starlight/benchmarks.json"));
    assert!(now.contains_key(".pcdocs-starlight/measured.json"));
    assert!(now.contains_key("benchmarks/methodology.md"));

    // A project moved elsewhere finds its section's manifest naming a
    // folder that holds no project any more: it is its own.
    let moved = site.project.with_file_name("bench-moved");
    std::fs::rename(&site.project, &moved).unwrap();
    let o = build_in(&moved);
    assert!(o.status.success(), "{}", stderr(&o));
    let after = snapshot(&site.docs);
    assert_eq!(
        after.keys().collect::<Vec<_>>(),
        now.keys().collect::<Vec<_>>()
    );
    let manifest: serde_json::Value =
        serde_json::from_slice(&after[".pcdocs-starlight/measured.json"]).unwrap();
    assert_eq!(manifest["project"], "../../../bench-moved");
}

#[test]
fn the_manifest_of_earlier_versions_is_taken_over_section_by_section() {
    let site = site();
    let reports = other_project(&site, "reports-project", "reports");
    built(&site);
    let o = build_in(&reports);
    assert!(o.status.success(), "{}", stderr(&o));
    // What an earlier version left: one manifest of both sections' files.
    let mut files = serde_json::Map::new();
    for section in ["benchmarks", "reports"] {
        let path = site.docs.join(format!(".pcdocs-starlight/{section}.json"));
        let m: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        files.extend(m["files"].as_object().unwrap().clone());
    }
    std::fs::remove_dir_all(site.docs.join(".pcdocs-starlight")).unwrap();
    let legacy = site.docs.join(".pcdocs-starlight.json");
    std::fs::write(
        &legacy,
        serde_json::to_string_pretty(
            &serde_json::json!({ "about": "Files written by pcdocs.", "files": files }),
        )
        .unwrap(),
    )
    .unwrap();
    let pages = |snap: &BTreeMap<String, Vec<u8>>| -> BTreeMap<String, Vec<u8>> {
        snap.iter()
            .filter(|(p, _)| !p.starts_with(".pcdocs-starlight"))
            .map(|(p, b)| (p.clone(), b.clone()))
            .collect()
    };
    let before = pages(&snapshot(&site.docs));

    // The first project takes over its section's entries, and only those.
    let o = build(&site);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("took over 2 files"), "{}", stderr(&o));
    assert_eq!(pages(&snapshot(&site.docs)), before);
    let left: serde_json::Value = serde_json::from_slice(&std::fs::read(&legacy).unwrap()).unwrap();
    let left: Vec<&String> = left["files"].as_object().unwrap().keys().collect();
    assert_eq!(left, ["fr/reports/example.md", "reports/example.md",]);
    // It removes its own pages as before, and the other section's stay.
    std::fs::remove_file(site.project.join("content/example.md")).unwrap();
    let o = build(&site);
    assert!(o.status.success(), "{}", stderr(&o));
    let now = snapshot(&site.docs);
    assert!(
        !now.keys().any(|p| p.contains("benchmarks/example")),
        "{now:?}"
    );
    let theirs = ["reports/", "fr/reports/"];
    assert_eq!(tree_digest(&now, &theirs), tree_digest(&before, &theirs));
    // The second takes over the rest; the old manifest is gone.
    let o = build_in(&reports);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!legacy.exists());
    let now = snapshot(&site.docs);
    assert_eq!(tree_digest(&now, &theirs), tree_digest(&before, &theirs));
    assert_eq!(hand_written(&now).len(), 3);
}

#[test]
fn code_in_a_page_reaches_both_targets_verbatim() {
    // A shell comment that looks like a heading with an anchor, blank lines
    // inside the fence: code, not prose, in the twin and in Starlight.
    let site = site();
    let page = site.project.join("content/example.md");
    let code = "```sh\n# build it { #not-an-anchor }\n\n\ncargo build --release\n```\n";
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, format!("{text}\n{code}")).unwrap();
    built(&site);
    let md = std::fs::read_to_string(site.docs.join("benchmarks/example.md")).unwrap();
    assert!(md.contains(code), "{md}");
    let o = pcdocs(&["build"], &site.project);
    assert!(o.status.success(), "{}", stderr(&o));
    let twin = std::fs::read_to_string(site.project.join("site/en/example/index.md")).unwrap();
    assert!(twin.contains(code), "{twin}");
}
