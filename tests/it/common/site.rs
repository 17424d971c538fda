//! Small sites written for one test: `Site::new()` gathers the files of a
//! project (configuration, campaigns, pages, translations) and `write()`
//! lays them out in a temporary folder beside the repository's own
//! layouts, theme and site-wide messages.

use super::{pcdocs, read, repo};
use std::collections::BTreeMap;
use std::path::Path;

/// A campaign with two servers and two rows, enough for figures, a table,
/// a chart and selectors.
pub const MANIFEST: &str = r#"title = "Two servers"

[subjects.alpha]
name = "Alpha"
version = "1.0"

[subjects.beta]
name = "Beta"
version = "2.0"

[sampling]
runs = 3
requests-per-run = 1000
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[facts.host]
machine = "a test machine"
cpus = 4

[rows.small]
name = "Small"

[rows.large]
name = "Large"

[tables.rps]
file = "rps.csv"
row = "scenario"
series = "server"
value = "rps"
unit = "req/s"
"#;

/// The results of `MANIFEST`'s table: Alpha leads in both rows.
pub const CSV: &str =
    "scenario,server,rps\nsmall,alpha,1500\nsmall,beta,1000\nlarge,alpha,900\nlarge,beta,600\n";

/// The files of a project, by path from its root.
#[derive(Debug, Clone, Default)]
pub struct Site {
    locales: Vec<String>,
    files: BTreeMap<String, String>,
}

impl Site {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a locale; the first is the source. Its site-wide messages
    /// (site.ftl, charts.ftl) come from the repository when it has them.
    pub fn locale(mut self, tag: &str) -> Self {
        self.locales.push(tag.to_owned());
        self
    }

    /// `results/NAME/manifest.toml`.
    pub fn campaign(self, name: &str, manifest: &str) -> Self {
        self.file(&format!("results/{name}/manifest.toml"), manifest)
    }

    /// `results/CAMPAIGN/FILE`.
    pub fn table(self, campaign: &str, file: &str, csv: &str) -> Self {
        self.file(&format!("results/{campaign}/{file}"), csv)
    }

    /// `content/FILE`.
    pub fn page(self, file: &str, text: &str) -> Self {
        self.file(&format!("content/{file}"), text)
    }

    /// `locales/TAG/FILE`.
    pub fn ftl(self, tag: &str, file: &str, text: &str) -> Self {
        self.file(&format!("locales/{tag}/{file}"), text)
    }

    /// Any file, by path from the root; replaces one given before.
    pub fn file(mut self, path: &str, text: &str) -> Self {
        self.files.insert(path.to_owned(), text.to_owned());
        self
    }

    /// The project in a fresh temporary folder.
    pub fn write(self) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let locales: Vec<String> = self.locales.iter().map(|t| format!("{t:?}")).collect();
        let mut files = BTreeMap::new();
        files.insert(
            "pcdocs.toml".to_owned(),
            format!(
                "locales = [{}]\ntheme = \"default\"\nbase-url = \"https://example.org/\"\n",
                locales.join(", ")
            ),
        );
        for tag in &self.locales {
            for name in ["site.ftl", "charts.ftl"] {
                let path = format!("locales/{tag}/{name}");
                if repo().join(&path).exists() {
                    files.insert(path.clone(), read(&repo(), &path));
                }
            }
            std::fs::create_dir_all(root.join("locales").join(tag)).unwrap();
        }
        files.extend(self.files);
        for (path, text) in &files {
            let p = root.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        copy(&repo().join("templates"), &root.join("templates"));
        copy(&repo().join("themes"), &root.join("themes"));
        dir
    }
}

fn copy(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// What a run of pcdocs gave: success, stdout, stderr.
#[derive(Debug)]
pub struct Run {
    pub ok: bool,
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs pcdocs with `args` in `dir`.
pub fn run(dir: &Path, args: &[&str]) -> Run {
    let out = pcdocs(args, dir);
    Run {
        ok: out.status.success(),
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// `pcdocs build`, which must succeed; what it printed on stderr.
pub fn build_ok(dir: &Path) -> String {
    let r = run(dir, &["build"]);
    assert!(r.ok, "build failed:\n{}", r.stderr);
    r.stderr
}

/// `pcdocs build`, which must fail with status 1 and write nothing; its stderr.
pub fn build_fails(dir: &Path) -> String {
    let r = run(dir, &["build"]);
    assert_eq!(r.code, Some(1), "build should fail:\n{}", r.stderr);
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    r.stderr
}

/// `pcdocs check`: whether it passed and its stderr.
pub fn check(dir: &Path) -> (bool, String) {
    let r = run(dir, &["check"]);
    (r.ok, r.stderr)
}

/// `pcdocs i18n sync`, which must succeed; its stdout.
pub fn sync(dir: &Path) -> String {
    let r = run(dir, &["i18n", "sync"]);
    assert!(r.ok, "sync failed:\n{}{}", r.stdout, r.stderr);
    r.stdout
}

/// `pcdocs i18n status ARGS…`: exit code and stdout.
pub fn status(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let mut all = vec!["i18n", "status"];
    all.extend_from_slice(args);
    let r = run(dir, &all);
    (r.code, r.stdout)
}

/// The Markdown twin of a page: `site/LOCALE/SLUG/index.md`.
pub fn twin(dir: &Path, locale: &str, slug: &str) -> String {
    read(dir, &format!("site/{locale}/{slug}/index.md"))
}

/// A one-table page of the campaign `c` (slug `c`, message prefix `page`):
/// a paragraph with facts, a heading, an ```ftl label block, a ```pcdocs
/// block, a paragraph with a figure after a no-claim comment, and a
/// plural selector with an explicit id.
pub const PAGE: &str = r#"+++
campaign = "c"
slug = "c"
title = "Two servers compared"
description = "Alpha and Beta under one small workload."
+++
Alpha and Beta were measured on { $host-machine } with { $host-cpus } CPUs.

## Results { #results }

```ftl
page-col-scenario = Scenario
page-caption = Requests per second
```

```pcdocs
[tables.rps]
source = "rps"
corner = "page-col-scenario"
caption = "page-caption"

[figures.small]
compute = "ratio"
of = ["rps/small/alpha", "rps/small/beta"]
digits = 1
```

{{ table(name="rps") }}

<!-- the ratio, as measured -->
Alpha served { $small } the small requests Beta served.

{ $sampling-runs ->
    [one] One round was run.
   *[other] { $sampling-runs } rounds were run.
} { #rounds }
"#;

/// The French translation of every message of `PAGE`.
pub const FR_PAGE: &str = r#"page-title = Deux serveurs comparés
page-description = Alpha et Beta sous une petite charge.
page-intro-alpha-and-beta = Alpha et Beta ont été mesurés sur { $host-machine } avec { $host-cpus } processeurs.
page-results-heading = Résultats
page-results-alpha-served-the = Alpha a servi { $small } des petites requêtes servies par Beta.
page-rounds =
    { $sampling-runs ->
        [one] Une manche a été jouée.
        [many] { $sampling-runs } manches ont été jouées.
       *[other] { $sampling-runs } manches ont été jouées.
    }
page-col-scenario = Scénario
page-caption = Requêtes par seconde
"#;

impl Site {
    /// en and fr, the campaign `c` (`MANIFEST`, `CSV`) and the page
    /// `content/page.md` (`PAGE`) translated in `locales/fr/page.ftl` (`FR_PAGE`).
    pub fn tiny() -> Self {
        Site::new()
            .locale("en")
            .locale("fr")
            .campaign("c", MANIFEST)
            .table("c", "rps.csv", CSV)
            .page("page.md", PAGE)
            .ftl("fr", "page.ftl", FR_PAGE)
    }
}

/// `pcdocs i18n confirm TAG`: every translation of the locale is current.
pub fn confirm(dir: &Path, tag: &str) {
    let r = run(dir, &["i18n", "confirm", tag]);
    assert!(r.ok, "confirm failed:\n{}", r.stderr);
}

/// The 1-based line of `content/FILE` (or any file) where `needle` first occurs.
pub fn line_of(dir: &Path, path: &str, needle: &str) -> usize {
    let text = read(dir, path);
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("{path} lacks {needle:?}"));
    text[..at].matches('\n').count() + 1
}

impl Site {
    /// `tiny()` with a second campaign `d` and its page `content/d.md`
    /// (slug `d`, message prefix `d`), translated alike: a change to one
    /// campaign leaves the other's pages as they were.
    pub fn two() -> Self {
        Site::tiny()
            .campaign("d", MANIFEST)
            .table("d", "rps.csv", CSV)
            .page(
                "d.md",
                &PAGE
                    .replace("\"c\"", "\"d\"")
                    .replace("page-", "d-")
                    .replace("Two servers compared", "Two servers again"),
            )
            .ftl(
                "fr",
                "d.ftl",
                &FR_PAGE
                    .replace("page-", "d-")
                    .replace("Deux serveurs comparés", "Deux serveurs encore"),
            )
    }
}

/// `PAGE` with a bar chart of its table (`rps`) at the end.
pub fn charted_page() -> String {
    PAGE.replacen(
        "[figures.small]",
        "[charts.rps]\ntable = \"rps\"\nkind = \"bar\"\ntitle = \"page-caption\"\ny-label = \"page-caption\"\n\n[figures.small]",
        1,
    ) + "\n{{ chart(name=\"rps\") }}\n"
}
