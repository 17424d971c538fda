//! `pcdocs check` on the repository as built and on small sites.

use crate::common::site::*;
use crate::common::*;

fn check(dir: &std::path::Path) -> (bool, String) {
    let out = pcdocs(&["check"], dir);
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_repository_passes() {
    let dir = built_repo();
    let (ok, err) = check(dir);
    assert!(ok, "{err}");
}

/// The small site, built, with every French translation confirmed.
fn tiny() -> tempfile::TempDir {
    let dir = Site::tiny().write();
    confirm(dir.path(), "fr");
    build(dir.path());
    assert!(check(dir.path()).0, "the small site passes its checks");
    dir
}

#[test]
fn a_typed_number_in_prose_fails_with_its_place() {
    let dir = tiny();
    let page = "content/page.md";
    let original = read(dir.path(), page);
    edit(
        dir.path(),
        page,
        "## Results { #results }",
        "## Results of 3 runs { #results }",
    );
    let (ok, err) = check(dir.path());
    assert!(!ok);
    // The heading is a message of the page: the error is at its line and
    // column there.
    let line = line_of(dir.path(), page, "## Results of 3 runs");
    assert!(
        err.contains(&format!(
            "content/page.md:{line}:15: error: typed figure `3` in prose"
        )),
        "{err}"
    );
    std::fs::write(dir.path().join(page), original).unwrap();
    assert!(check(dir.path()).0);

    edit(
        dir.path(),
        "locales/fr/page.ftl",
        "page-results-heading = Résultats",
        "page-results-heading = Résultats (93,1\u{a0}%)",
    );
    let (ok, err) = check(dir.path());
    let line = line_of(dir.path(), "locales/fr/page.ftl", "page-results-heading");
    assert!(
        !ok && err.contains(&format!("locales/fr/page.ftl:{line}:"))
            && err.contains("typed figure `93,1`"),
        "{err}"
    );
}

#[test]
fn a_deliberate_literal_is_allowed_when_marked() {
    let dir = tiny();
    edit(
        dir.path(),
        "content/page.md",
        "## Results { #results }",
        "## Results { \"1\" } { #results }",
    );
    let (ok, err) = check(dir.path());
    assert!(
        !ok && err.contains("typed figure in the string literal \"1\""),
        "{err}"
    );
    edit(
        dir.path(),
        "content/page.md",
        "Results { \"1\" }",
        "Results { LITERAL(\"1\") }",
    );
    // The literal now shows on the page, so the site is stale until rebuilt.
    build(dir.path());
    let (ok, err) = check(dir.path());
    assert!(!err.contains("typed figure"), "{err}");
    // The French translation was made from the old English: same variables, still fine.
    assert!(ok, "{err}");
}

#[test]
fn a_translation_with_another_variable_names_both() {
    let dir = tiny();
    edit(
        dir.path(),
        "locales/fr/page.ftl",
        "Alpha a servi { $small }",
        "Alpha a servi { $host-cpus }",
    );
    let (ok, err) = check(dir.path());
    assert!(!ok);
    let line = line_of(
        dir.path(),
        "locales/fr/page.ftl",
        "page-results-alpha-served-the",
    );
    let english = line_of(dir.path(), "content/page.md", "Alpha served");
    assert!(
        err.contains(&format!(
            "locales/fr/page.ftl:{line}:1: error: message `page-results-alpha-served-the` drops `$small`, which the en message shows\n   = hint: see content/page.md:{english}"
        )),
        "{err}"
    );
    let uses = "message `page-results-alpha-served-the` uses `$host-cpus`, which the en message does not provide (it provides ";
    assert!(err.contains(uses), "{err}");
    let provided = err.lines().find(|l| l.contains(uses)).unwrap();
    assert!(
        provided.contains("$small"),
        "names what English provides: {provided}"
    );
}

#[test]
fn missing_obsolete_and_plural_problems_are_reported() {
    let dir = tiny();
    let path = dir.path().join("locales/fr/site.ftl");
    let text = read(dir.path(), "locales/fr/site.ftl")
        .replace("toc-heading = Sur cette page\n", "")
        + "old-message = Ancien texte\n";
    std::fs::write(&path, text).unwrap();
    let many = "        [many] { $sampling-runs } manches ont été jouées.\n";
    edit(dir.path(), "locales/fr/page.ftl", many, "");
    let (ok, err) = check(dir.path());
    assert!(!ok);
    assert!(
        err.contains("locales/fr/site.ftl: error: message `toc-heading` is missing in fr"),
        "{err}"
    );
    assert!(err.contains("message `old-message` is obsolete"), "{err}");
    let line = line_of(dir.path(), "locales/fr/page.ftl", "[one] Une manche");
    assert!(
        err.contains(&format!(
            "locales/fr/page.ftl:{line}:10: error: plural selector lacks the CLDR category `[many]` that fr needs"
        )),
        "{err}"
    );
}

#[test]
fn a_claim_key_the_data_cannot_select_is_reported() {
    let dir = tiny();
    edit(
        dir.path(),
        "content/page.md",
        "{{ table(name=\"rps\") }}\n",
        "{{ table(name=\"rps\") }}\n\n```pcdocs\n[figures.large-standing]\ncompute = \"standing\"\nof = [\"rps/large/alpha\", \"rps/large/beta\"]\ntie-within = 0\n```\n\nOn large requests Alpha { $large-standing ->\n    [ahead] led\n    [behnid] trailed\n   *[even] matched Beta\n}. { #large }\n",
    );
    let (ok, err) = check(dir.path());
    assert!(!ok);
    assert!(
        err.contains("`[behnid]` is not a value `$large-standing` can take"),
        "{err}"
    );
}

#[test]
fn results_changed_without_rebuilding_fail_until_rebuilt() {
    let dir = tiny();
    edit(
        dir.path(),
        "results/c/rps.csv",
        "small,beta,1000",
        "small,beta,1001",
    );
    let (ok, err) = check(dir.path());
    assert!(!ok);
    for locale in ["en", "fr"] {
        assert!(
            err.contains(&format!(
                "site/{locale}/c/index.html: error: differs from what `pcdocs build` writes now"
            )),
            "{err}"
        );
    }
    build(dir.path());
    assert!(check(dir.path()).0);
}

#[test]
fn typed_figures_in_page_text_are_reported() {
    // Text beside a template call stays page text (it is no message):
    // the lint places it at its line and column of the page.
    let dir = tiny();
    edit(
        dir.path(),
        "content/page.md",
        "{{ table(name=\"rps\") }}\n",
        "{{ table(name=\"rps\") }} (3 runs)\n",
    );
    let (ok, err) = check(dir.path());
    let line = line_of(dir.path(), "content/page.md", "(3 runs)");
    assert!(
        !ok && err.contains(&format!(
            "content/page.md:{line}:26: error: typed figure `3` in page text"
        )),
        "{err}"
    );
}

#[test]
fn a_published_cell_with_failed_requests_breaks_the_rules() {
    let dir = Site::tiny().write();
    let m = "results/c/manifest.toml";
    edit(
        dir.path(),
        m,
        "unit = \"req/s\"\n",
        "unit = \"req/s\"\nfailed = \"failed\"\n",
    );
    let csv = "results/c/rps.csv";
    let text = read(dir.path(), csv);
    let text: String = text
        .lines()
        .enumerate()
        .map(|(i, l)| match i {
            0 => format!("{l},failed\n"),
            2 => format!("{l},12\n"),
            _ => format!("{l},0\n"),
        })
        .collect();
    std::fs::write(dir.path().join(csv), text).unwrap();
    let (ok, err) = check(dir.path());
    assert!(!ok);
    assert!(err.contains("results/c/rps.csv:3:"), "{err}");
    assert!(
        err.contains("published as valid, but 12 requests failed"),
        "{err}"
    );
}

#[test]
fn a_site_that_is_not_there_is_one_problem_not_one_per_file() {
    let dir = tiny();
    std::fs::remove_dir_all(dir.path().join("site")).unwrap();
    let (ok, err) = check(dir.path());
    assert!(!ok);
    assert!(
        err.contains("site: error: is missing: the site was never built here"),
        "{err}"
    );
    assert!(err.contains("check found 1 problem"), "{err}");
    std::fs::write(dir.path().join("site"), "not a site").unwrap();
    let (ok, err) = check(dir.path());
    assert!(!ok);
    assert!(err.contains("site: error: is not a folder"), "{err}");
    assert!(err.contains("check found 1 problem"), "{err}");
}

#[test]
fn a_link_to_a_placeholder_host_fails_and_a_placeholder_base_url_warns() {
    let dir = tiny();
    let d = dir.path();
    // The small site's base URL is on a reserved name: check passes, and
    // says the site is not ready to publish.
    let (ok, err) = check(d);
    assert!(ok, "{err}");
    assert!(
        err.contains(
            "warning: pcdocs.toml: `base-url` is on `example.org`, a placeholder or reserved name"
        ),
        "{err}"
    );
    for (url, host) in [
        (
            "https://pingclair.example/bench/METHODOLOGY.md",
            "pingclair.example",
        ),
        ("http://localhost:8080/bench", "localhost"),
        ("https://docs.example.com/x", "docs.example.com"),
    ] {
        edit(
            d,
            "content/page.md",
            "the small requests Beta served.",
            &format!("the small requests Beta served. See [the method]({url})."),
        );
        build(d);
        let (ok, err) = check(d);
        assert!(!ok, "{url}: {err}");
        assert!(
            err.contains(&format!(
                "a link to `{url}`: `{host}` is a placeholder or reserved name no reader can reach"
            )),
            "{err}"
        );
        let html = read(d, "site/en/c/index.html");
        let line = html[..html.find(url).unwrap()].matches('\n').count() + 1;
        assert!(
            err.contains(&format!("site/en/c/index.html:{line}:")),
            "{err}"
        );
        edit(
            d,
            "content/page.md",
            &format!(" See [the method]({url})."),
            "",
        );
    }
    // A real address is no problem.
    edit(
        d,
        "pcdocs.toml",
        "https://example.org/",
        "https://bench.pingclair.dev/",
    );
    build(d);
    let (ok, err) = check(d);
    assert!(ok && !err.contains("warning"), "{err}");
}

#[test]
fn a_relative_link_to_something_the_site_lacks_fails() {
    let dir = tiny();
    let d = dir.path();
    edit(
        d,
        "content/page.md",
        "the small requests Beta served.",
        "the small requests Beta served. See [the next release](../v9/) and [its data](rps.csv).",
    );
    build(d);
    let (ok, err) = check(d);
    assert!(!ok, "{err}");
    assert!(
        err.contains("a link to `../v9/`, which the site does not have (`en/v9/index.html`)"),
        "{err}"
    );
    // The table's own data is there.
    assert!(!err.contains("`rps.csv`"), "{err}");
}

#[test]
fn the_404_pages_carry_their_theme_and_start_their_links_at_the_base_path() {
    let dir = tiny();
    let d = dir.path();
    edit(
        d,
        "pcdocs.toml",
        "https://example.org/",
        "https://bench.pingclair.dev/docs/bench/",
    );
    build(d);
    for page in ["site/404.html", "site/fr/404.html"] {
        let html = read(d, page);
        // Styled wherever it is served: the style sheet is inline.
        assert!(
            html.contains("<style>/* pcdocs default theme"),
            "{page}: {html}"
        );
        assert!(!html.contains("theme/style.css"), "{page}");
        assert!(
            !html.contains("pagefind/pagefind-ui"),
            "{page}: no search box"
        );
        // Its links start at the base URL's path, on any host.
        assert!(html.contains("href=\"/docs/bench/"), "{page}: {html}");
        assert!(!html.contains("<a href=\"https://"), "{page}");
    }
    // Other pages link to the theme beside them.
    let page = read(d, "site/en/c/index.html");
    assert!(page.contains("href=\"../../theme/style.css\""), "{page}");
    assert!(!page.contains("<style>"), "{page}");
}

#[test]
fn a_reason_the_results_record_and_no_variant_names_is_reported() {
    // The manifest records a reason the page's "why" column has no words
    // for: worded by the default, the page would say no reason was recorded.
    let dir = copy_of_repo();
    let manifest = dir
        .path()
        .join("results/2026-10-container-matrix/manifest.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    assert!(text.contains("\"not-measured\""));
    std::fs::write(&manifest, text.replace("not-measured", "skipped")).unwrap();
    build(dir.path());
    let (ok, err) = check(dir.path());
    assert!(!ok);
    for file in [
        "content/2026-10-container-matrix.md:",
        "locales/fr/2026-10-container-matrix.ftl:",
        "locales/zh-TW/2026-10-container-matrix.ftl:",
    ] {
        assert!(
            err.lines().any(|l| l.starts_with(file)
                && l.contains("`$reason` is `skipped` in a table of the pages, but no variant names it: it would be worded as `[unexplained]`")),
            "{file}: {err}"
        );
    }
}
