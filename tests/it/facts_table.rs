//! Table views over manifest facts (`[tables.NAME] facts = "GROUP"`), on a
//! tiny project written for the test: facts formatted per locale, message
//! columns given the row's facts, default row labels, provenance, and the
//! errors of a bad declaration or a missing fact.

use crate::common::site::Site;
use crate::common::{edit, pcdocs, read};
use std::path::Path;

const MANIFEST: &str = r#"title = "Tiny"

[subjects.alpha]
name = "Alpha"
version = "1.0"

[subjects.beta]
name = "Beta"
version = "2.0"

[sampling]
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[facts.builds.alpha]
weight = 1234.5
image = "alpha:1.0"
built = 2026-10-11

[facts.builds.beta]
weight = 42
image = "beta:2.0"
built = 2026-10-12

[tables.rps]
file = "rps.csv"
row = "scenario"
series = "server"
value = "rps"
"#;

const PAGE: &str = r#"+++
campaign = "x"
slug = "x"
title = "{ x-title }"
description = "{ x-description }"

[tables.builds]
facts = "builds"
corner = "x-col-server"
columns = [
    { header = "x-col-weight", fact = "weight" },
    { header = "x-col-image", message = "x-image" },
    { header = "x-col-built", fact = "built" },
]

[tables.people]
facts = "subjects"
corner = "x-col-server"
rows = ["beta", "alpha"]
row-label = "x-subject"
columns = [{ header = "x-col-version", fact = "version" }]
+++
{{ table(name="builds") }}

{{ table(name="people") }}
"#;

const EN: &str = "x-title = Tiny
x-description = A tiny page.
x-col-server = Server
x-col-weight = Weight
x-col-image = Image
x-col-built = Built
x-col-version = Version
x-image = { $row ->
        [alpha] { $image }, built here ({ $weight } g)
       *[other] official image { $image }
    }
x-subject = { $row } is { $name }
";

const FR: &str = "x-title = Minuscule
x-description = Une toute petite page.
x-col-server = Serveur
x-col-weight = Poids
x-col-image = Image
x-col-built = Construite
x-col-version = Version
x-image = { $row ->
        [alpha] { $image }, construite ici ({ $weight }\u{a0}g)
       *[other] image officielle { $image }
    }
x-subject = { $row } est { $name }
";

/// A project with one campaign and one page whose title, description and
/// labels are messages of the locales' own files (named as `"{ id }"`).
fn project() -> tempfile::TempDir {
    Site::new()
        .locale("en")
        .locale("fr")
        .campaign("x", MANIFEST)
        .table(
            "x",
            "rps.csv",
            "scenario,server,rps\nplain,alpha,100\nplain,beta,90\n",
        )
        .page("x.md", PAGE)
        .ftl("en", "x.ftl", EN)
        .ftl("fr", "x.ftl", FR)
        .write()
}

/// Runs `pcdocs build`, expecting it to fail; its stderr.
fn build_fails(dir: &Path) -> String {
    let out = pcdocs(&["build"], dir);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    stderr
}

fn build(dir: &Path) {
    let out = pcdocs(&["build"], dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn facts_show_per_locale_with_row_args_and_labels() {
    let dir = project();
    build(dir.path());
    let en = read(dir.path(), "site/en/x/index.md");
    assert!(
        en.contains("| Server | Weight | Image | Built |\n|:--|--:|:--|:--|"),
        "{en}"
    );
    // The default label of a subject row is its name; numbers in the
    // locale's digits with the manifest's own fraction digits.
    assert!(
        en.contains("| Alpha | 1,234.5 | alpha:1.0, built here (1,234.5 g) | October 11, 2026 |"),
        "{en}"
    );
    assert!(
        en.contains("| Beta | 42 | official image beta:2.0 | October 12, 2026 |"),
        "{en}"
    );
    // `subjects` rows in the order `rows` gives, labelled by a message.
    assert!(
        en.contains("| beta is Beta | 2.0 |\n| alpha is Alpha | 1.0 |"),
        "{en}"
    );
    let fr = read(dir.path(), "site/fr/x/index.md");
    assert!(
        fr.contains(
            "| Alpha | 1\u{202f}234,5 | alpha:1.0, construite ici (1\u{202f}234,5\u{a0}g) | 11 octobre 2026 |"
        ),
        "{fr}"
    );
    assert!(
        fr.contains("| Beta | 42 | image officielle beta:2.0 | 12 octobre 2026 |"),
        "{fr}"
    );
    // Every cell names its source: numbers as figures, text as data.
    let html = read(dir.path(), "site/en/x/index.html");
    assert!(
        html.contains(
            "<data value=\"1234.5\" title=\"results/x/manifest.toml, facts.builds.alpha.weight\" tabindex=\"0\">1,234.5</data>"
        ),
        "{html}"
    );
    assert!(
        html.contains(
            "title=\"results/x/manifest.toml, subjects.beta.version\" tabindex=\"0\">2.0</span>"
        ),
        "{html}"
    );
    let csv = read(dir.path(), "site/en/x/builds.csv");
    assert!(
        csv.contains("facts.builds/beta/weight,beta,weight,fact,42,"),
        "{csv}"
    );
}

#[test]
fn an_unknown_column_key_is_refused_at_its_line() {
    let dir = project();
    edit(
        dir.path(),
        "content/x.md",
        "{ header = \"x-col-weight\", fact = \"weight\" }",
        "{ header = \"x-col-weight\", fakt = \"weight\" }",
    );
    let stderr = build_fails(dir.path());
    assert!(
        stderr.contains("content/x.md:11:32")
            && stderr.contains("unknown key `fakt` in a column of facts view `builds`")
            && stderr.contains("did you mean `fact`?"),
        "{stderr}"
    );
}

#[test]
fn a_key_of_a_campaign_table_view_is_refused_in_a_facts_view() {
    let dir = project();
    edit(
        dir.path(),
        "content/x.md",
        "facts = \"builds\"\n",
        "facts = \"builds\"\ntranspose = true\n",
    );
    let stderr = build_fails(dir.path());
    assert!(
        stderr.contains("unknown key `transpose` in facts view `builds`"),
        "{stderr}"
    );
}

#[test]
fn an_unknown_facts_group_is_an_error() {
    let dir = project();
    edit(
        dir.path(),
        "content/x.md",
        "facts = \"builds\"",
        "facts = \"bilds\"",
    );
    let stderr = build_fails(dir.path());
    assert!(
        stderr.contains("content/x.md")
            && stderr.contains(
                "results/x/manifest.toml has no `[facts.bilds]` (groups with rows: subjects, builds)"
            ),
        "{stderr}"
    );
}

#[test]
fn a_missing_fact_names_page_table_and_row_unless_the_column_is_optional() {
    let dir = project();
    edit(dir.path(), "results/x/manifest.toml", "weight = 42\n", "");
    let stderr = build_fails(dir.path());
    assert!(
        stderr.contains("content/x.md")
            && stderr.contains("row `beta` of `[facts.builds.beta]` in results/x/manifest.toml has no fact `weight`")
            && stderr.contains("table view `builds`: row `beta`"),
        "{stderr}"
    );
    edit(
        dir.path(),
        "content/x.md",
        "fact = \"weight\" }",
        "fact = \"weight\", optional = true }",
    );
    build(dir.path());
    let en = read(dir.path(), "site/en/x/index.md");
    assert!(
        en.contains("| Beta | — | official image beta:2.0 |"),
        "{en}"
    );
    // An empty cell leaves the column of numbers right-aligned.
    assert!(en.contains("| Built |\n|:--|--:|:--|:--|"), "{en}");
}

#[test]
fn columns_are_keys_or_tables_not_a_mix() {
    let dir = project();
    edit(
        dir.path(),
        "content/x.md",
        "columns = [{ header = \"x-col-version\"",
        "columns = [\"version\", { header = \"x-col-version\"",
    );
    let stderr = build_fails(dir.path());
    assert!(
        stderr.contains("content/x.md:21:")
            && stderr.contains(
                "`columns` must be column keys (strings) or, in a facts view, column tables"
            ),
        "{stderr}"
    );
}

#[test]
fn subjects_of_one_name_are_told_apart_by_their_labels() {
    let dir = project();
    edit(
        dir.path(),
        "results/x/manifest.toml",
        "name = \"Beta\"",
        "name = \"Alpha\"",
    );
    build(dir.path());
    let en = read(dir.path(), "site/en/x/index.md");
    assert!(
        en.contains("| Alpha 1.0 | 1,234.5 |") && en.contains("| Alpha 2.0 | 42 |"),
        "{en}"
    );
}

#[test]
fn facts_declared_code_show_as_code_in_every_locale_untouched_by_its_typography() {
    let dir = project();
    edit(
        dir.path(),
        "results/x/manifest.toml",
        "title = \"Tiny\"",
        "title = \"Tiny\"\ncode = [\"builds.*.image\", \"pool\"]",
    );
    edit(
        dir.path(),
        "results/x/manifest.toml",
        "[facts.builds.alpha]",
        "[facts]\npool = \"maxIdle: 64\"\n\n[facts.builds.alpha]",
    );
    edit(
        dir.path(),
        "results/x/manifest.toml",
        "\"beta:2.0\"",
        "\"b`e|ta\"",
    );
    edit(
        dir.path(),
        "content/x.md",
        "{{ table(name=\"people\") }}",
        "{{ table(name=\"people\") }}\n\nPool { $pool }.",
    );
    sync_and_translate(dir.path());
    build(dir.path());
    let en = read(dir.path(), "site/en/x/index.md");
    assert!(en.contains("| `alpha:1.0`, built here"), "{en}");
    // A value with a `|` (which splits a table row, in code or not) stays
    // escaped text.
    assert!(en.contains("official image b\\`e\\|ta |"), "{en}");
    let fr = read(dir.path(), "site/fr/x/index.md");
    // French spacing reaches the prose around it, never inside it.
    assert!(fr.contains("Réserve\u{a0}: `maxIdle: 64`."), "{fr}");
    let html = read(dir.path(), "site/fr/x/index.html");
    assert!(html.contains("<code>maxIdle: 64</code>"), "{html}");
    assert!(
        html.contains("<code>alpha:1.0</code>, construite ici"),
        "{html}"
    );
}

#[test]
fn a_code_path_that_matches_no_fact_is_refused() {
    let dir = project();
    edit(
        dir.path(),
        "results/x/manifest.toml",
        "title = \"Tiny\"",
        "title = \"Tiny\"\ncode = [\"builds.*.imgae\"]",
    );
    let stderr = build_fails(dir.path());
    assert!(
        stderr.contains("results/x/manifest.toml:")
            && stderr.contains("`code` names `builds.*.imgae`, which matches no value of [facts]"),
        "{stderr}"
    );
}

/// Writes the French of the page's one prose message.
fn sync_and_translate(dir: &Path) {
    crate::common::site::sync(dir);
    let path = "locales/fr/x.ftl";
    let text = read(dir, path).replace("# x-intro-pool =", "x-intro-pool = Réserve : { $pool }.");
    std::fs::write(dir.join(path), text).unwrap();
}
