//! Data and translations never become markup: text from results/ reaches the
//! page as text, and a message's raw HTML or script link is removed from the
//! site and refused by `pcdocs check`.

use crate::common::*;
use std::path::Path;

const PAGE: &str = "2026-10-container-matrix";
const MANIFEST: &str = "results/2026-10-container-matrix/manifest.toml";

/// Every element of a page's `<main>` with its attribute names, in order.
fn structure(dir: &Path, locale: &str) -> Vec<String> {
    let html = read(dir, &format!("site/{locale}/{PAGE}/index.html"));
    let doc = scraper::Html::parse_document(&html);
    let main = scraper::Selector::parse("main").unwrap();
    let main = doc.select(&main).next().expect("a <main>");
    main.descendants()
        .filter_map(scraper::ElementRef::wrap)
        .map(|e| {
            let mut attrs: Vec<&str> = e.value().attrs().map(|(k, _)| k).collect();
            attrs.sort();
            format!("{}[{}]", e.value().name(), attrs.join(","))
        })
        .collect()
}

/// Event-handler attributes (`on…`) anywhere in a page.
fn handlers(html: &str) -> Vec<String> {
    let doc = scraper::Html::parse_document(html);
    doc.root_element()
        .descendants()
        .filter_map(scraper::ElementRef::wrap)
        .flat_map(|e| {
            e.value()
                .attrs()
                .filter(|(k, _)| k.starts_with("on"))
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn manifest_facts_reach_the_page_as_text_only() {
    let clean = built_repo();
    let dir = copy_of_repo();
    // A fact in running prose, one in a table cell, a subject name in table
    // labels and a code block's fact.
    edit(
        dir.path(),
        MANIFEST,
        "network = \"bench-net\"",
        "network = \"bench-net\\n# x { onfocus=alert(1) }\\n\\nx { .c onmouseover=alert(2) }\\n===\"",
    );
    edit(
        dir.path(),
        MANIFEST,
        "image = \"caddy:2.11.7\"",
        "image = \"caddy | <img src=x onerror=alert(3)> |\\n|--|--|\\n[y](javascript:alert(4))\"",
    );
    edit(
        dir.path(),
        MANIFEST,
        "name = \"Traefik\"",
        "name = \"Traefik <script>alert(5)</script> {#t}\"",
    );
    edit(
        dir.path(),
        MANIFEST,
        "<image> <server command>\"\"\"",
        "<image> <server command>\n```\n</code></pre><script>alert(6)</script>\n````\"\"\"",
    );
    build(dir.path());
    for locale in ["en", "fr", "zh-TW"] {
        let html = read(dir.path(), &format!("site/{locale}/{PAGE}/index.html"));
        for bad in ["<img", "<script>alert", "href=\"javascript:", "class=\"c\""] {
            assert!(!html.contains(bad), "{locale}: {bad} in the page");
        }
        assert_eq!(handlers(&html), Vec::<String>::new(), "{locale}");
        // Not one element or attribute more or less than the clean page
        // has, but for one code face: a configuration value holding `|`
        // (which would split its table row, in code or not) shows as text.
        let no_code =
            |s: Vec<String>| -> Vec<String> { s.into_iter().filter(|e| e != "code[]").collect() };
        assert_eq!(
            no_code(structure(dir.path(), locale)),
            no_code(structure(clean, locale)),
            "{locale}"
        );
        assert_eq!(
            structure(clean, locale).len() - structure(dir.path(), locale).len(),
            1,
            "{locale}"
        );
    }
    let html = read(dir.path(), &format!("site/en/{PAGE}/index.html"));
    // The text is shown as written, a line break as a space.
    assert!(
        html.contains("bench-net # x { onfocus=alert(1) }  x { .c onmouseover=alert(2) } ==="),
        "{html}"
    );
    assert!(html.contains("caddy | &lt;img src=x onerror=alert(3)&gt; |"));
    assert!(html.contains("&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(6)"));
    // Chart labels are XML-escaped text in the inline SVG.
    assert!(
        html.contains(
            "fill=\"currentColor\">Traefik &lt;script&gt;alert(5)&lt;/script&gt; {#t} v3.7.14</text>"
        ),
        "{html}"
    );
    let svg = read(dir.path(), &format!("site/en/{PAGE}/proxy.svg"));
    assert!(roxmltree::Document::parse(&svg).is_ok());
    assert!(svg.contains("Traefik &lt;script&gt;"));
    // The Markdown twin reads the same way: one line, no heading.
    let md = read(dir.path(), &format!("site/en/{PAGE}/index.md"));
    assert!(!md.lines().any(|l| l.starts_with("# x")), "{md}");
    // A network name is configuration: a code span, where nothing is read
    // as Markdown.
    assert!(
        md.contains("`bench-net # x { onfocus=alert(1) }  x { .c onmouseover=alert(2) } ===`"),
        "{md}"
    );
}

#[test]
fn a_code_fact_cannot_close_its_fence() {
    use crate::common::site::{self, Site};
    // A command shown as a code block, with a longer fence inside.
    let dir = Site::tiny()
        .campaign(
            "c",
            &site::MANIFEST.replace(
                "[rows.small]",
                "[facts.run]\ncommand = \"\"\"docker run <image>\n`````\n# heading\"\"\"\n\n[rows.small]",
            ),
        )
        .page(
            "page.md",
            &format!("{}\n{{{{ code(name=\"run-command\") }}}}\n", site::PAGE),
        )
        .write();
    build(dir.path());
    let md = read(dir.path(), "site/en/c/index.md");
    assert!(md.contains("``````\ndocker run"), "{md}");
    let html = read(dir.path(), "site/en/c/index.html");
    assert!(html.contains("`````\n# heading\n</code></pre>"), "{html}");
}

#[test]
fn raw_html_and_script_links_in_messages_show_as_text_and_are_refused() {
    let dir = crate::common::site::Site::tiny().write();
    let original = "page-intro-alpha-and-beta = Alpha";
    edit(
        dir.path(),
        "locales/fr/page.ftl",
        original,
        "page-intro-alpha-and-beta = <img src=x onerror=alert(1)> [x](javascript:alert(1)) [d](DATA:text/html,x) *fine* Alpha",
    );
    build(dir.path());
    let html = read(dir.path(), "site/fr/c/index.html");
    for bad in ["<img", "href=\"javascript:", "href=\"DATA:"] {
        assert!(!html.contains(bad), "{bad} in the French page");
    }
    // The markup shows as the text the translator wrote, Markdown stays.
    assert!(
        html.contains("&lt;img src=x onerror=alert(1)&gt; [x](javascript:alert(1)) [d](DATA:text/html,x) <em>fine</em> Alpha"),
        "{html}"
    );
    assert_eq!(handlers(&html), Vec::<String>::new());
    // The Markdown twin carries it as text too, for whatever renders it.
    let md = read(dir.path(), "site/fr/c/index.md");
    assert!(
        md.contains(
            r"\<img src=x onerror=alert(1)> \[x](javascript:alert(1)) \[d](DATA:text/html,x) *fine*"
        ),
        "{md}"
    );

    let out = pcdocs(&["check"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let line = crate::common::site::line_of(
        dir.path(),
        "locales/fr/page.ftl",
        "page-intro-alpha-and-beta = <img",
    );
    for expected in [
        format!(
            "locales/fr/page.ftl:{line}:29: error: message `page-intro-alpha-and-beta` contains raw HTML `<img src=x onerror=alert(1)>`"
        ),
        format!(
            "locales/fr/page.ftl:{line}:58: error: message `page-intro-alpha-and-beta` contains a link to a `javascript:` address"
        ),
        format!(
            "locales/fr/page.ftl:{line}:83: error: message `page-intro-alpha-and-beta` contains a link to a `data:` address"
        ),
    ] {
        assert!(stderr.contains(&expected), "lacks {expected:?}:\n{stderr}");
    }
}

/// Control characters (an escape sequence that sets a terminal's title,
/// clears it or writes its clipboard) and bidirectional overrides, written
/// as themselves or as an escape the input's format decodes, in every kind
/// of input: each is refused at its file, line and column, the error shows
/// it escaped, and the site built before stays as it was.
#[test]
fn control_characters_are_refused_in_place_and_never_printed_raw() {
    use crate::common::site::*;
    let page_with = |from: &str, to: &str| PAGE.replacen(from, to, 1);
    let fr_with = |from: &str, to: &str| FR_PAGE.replacen(from, to, 1);
    let csv = CSV.replacen("large,beta,600", "large,beta\u{1b}]0;owned\u{7},600", 1);
    let manifest_escape = MANIFEST.replacen(
        "machine = \"a test machine\"",
        "machine = \"a test \\u001b]52;c;b3duZWQ=\\u0007machine\"",
        1,
    );
    let manifest_raw = MANIFEST.replacen("name = \"Beta\"", "name = \"Be\u{1b}[2Jta\"", 1);
    let manifest_c1 = MANIFEST.replacen(
        "title = \"Two servers\"",
        "title = \"Two \\e[31mservers\"",
        1,
    );
    let cases: Vec<(&str, Site, &str)> = vec![
        ("a CSV cell", Site::tiny().table("c", "rps.csv", &csv), "results/c/rps.csv:5:11:"),
        (
            "a manifest string's \\u escape",
            Site::tiny().campaign("c", &manifest_escape),
            "results/c/manifest.toml:23:11:",
        ),
        (
            // The private-use marks pcdocs carries figures with cannot be forged.
            "a manifest string's escape of a figure mark",
            Site::tiny().campaign(
                "c",
                &MANIFEST.replacen("cpus = 4", "cpus = 4\nnote = \"\\uE0000\\uE001forged\\uE002\"", 1),
            ),
            "results/c/manifest.toml:25:8:",
        ),
        (
            "a manifest string's raw ESC",
            Site::tiny().campaign("c", &manifest_raw),
            "results/c/manifest.toml:8:11:",
        ),
        (
            "a manifest string's TOML 1.1 \\e",
            Site::tiny().campaign("c", &manifest_c1),
            "results/c/manifest.toml:1:9:",
        ),
        (
            "a translation's raw ESC",
            Site::tiny().ftl("fr", "page.ftl", &fr_with("Résultats", "Rés\u{1b}]0;x\u{7}ultats")),
            "locales/fr/page.ftl:4:27:",
        ),
        (
            "a translation's string literal escape",
            Site::tiny().ftl(
                "fr",
                "page.ftl",
                &fr_with("Résultats", "Rés{ \"\\u001B[2J\" }ultats"),
            ),
            "locales/fr/page.ftl:4:30:",
        ),
        (
            "a translation's bidi override",
            Site::tiny().ftl("fr", "page.ftl", &fr_with("Scénario", "Sc\u{202e}oiranéS")),
            "locales/fr/page.ftl:12:23:",
        ),
        (
            "a translation's bidi isolate",
            Site::tiny().ftl("fr", "page.ftl", &fr_with("Beta.", "\u{2067}Beta\u{2069}.")),
            "locales/fr/page.ftl:5:",
        ),
        (
            "a page's character reference",
            Site::tiny().page("page.md", &page_with("## Results", "## Res&#x1b;]0;t&#7;ults")),
            "content/page.md:9:7:",
        ),
        (
            "a page's C1 control in the front matter",
            Site::tiny().page(
                "page.md",
                &page_with("title = \"Two servers compared\"", "title = \"Two \\u009b2J servers\""),
            ),
            "content/page.md:4:9:",
        ),
        (
            "pcdocs.toml",
            Site::tiny().file(
                "pcdocs.toml",
                "locales = [\"en\", \"fr\"]\ntheme = \"default\"\nbase-url = \"https://example.org/\\u001b[8m\"\n",
            ),
            "pcdocs.toml:3:12:",
        ),
    ];
    let clean = Site::tiny().write();
    build_ok(clean.path());
    let built = snapshot(&clean.path().join("site"));
    for (what, site, place) in cases {
        let dir = site.write();
        // The good site first, so that a failed build can be seen to keep it.
        std::fs::remove_dir_all(dir.path().join("site")).ok();
        copy_site(clean.path(), dir.path());
        for args in [&["build"][..], &["check"]] {
            let out = pcdocs(args, dir.path());
            assert_eq!(out.status.code(), Some(1), "{what}: {args:?} should fail");
            let printed = [out.stdout.as_slice(), out.stderr.as_slice()].concat();
            let text = String::from_utf8_lossy(&printed);
            assert!(
                text.contains(place),
                "{what}: {args:?} names no {place}:\n{text}"
            );
            for raw in ["\u{1b}", "\u{7}", "\u{9b}", "\u{202e}", "\u{2067}"] {
                assert!(
                    !text.contains(raw),
                    "{what}: {args:?} printed {raw:?} raw:\n{text}"
                );
            }
            assert!(!text.contains("panicked"), "{what}: {text}");
        }
        assert_eq!(
            snapshot(&dir.path().join("site")),
            built,
            "{what}: site/ changed"
        );
    }
}

/// The site of `from` copied into `to`, with the lock file that makes it
/// the last build's.
fn copy_site(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from.join("site")) {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
    if from.join(".site.lock").exists() {
        std::fs::copy(from.join(".site.lock"), to.join(".site.lock")).unwrap();
    }
}

/// What pcdocs prints of an imported report, or of a hand-typed page it
/// audits, shows their control characters escaped.
#[test]
fn reports_and_audited_pages_reach_the_terminal_escaped() {
    use crate::common::site::*;
    let dir = Site::tiny().write();
    build_ok(dir.path());
    let report = dir.path().join("report.txt");
    let real = read(&repo(), "tests/fixtures/import/h2load-h1-run1.txt");
    std::fs::write(
        &report,
        real.replacen("15196.18 req/s", "15196.18\u{1b}]0;owned\u{7} req/s", 1),
    )
    .unwrap();
    let out = pcdocs(
        &[
            "import",
            "--campaign",
            "c",
            "--table",
            "rps",
            "--row",
            "small",
            "--series",
            "alpha",
            "--run",
            "4",
            "report.txt",
        ],
        dir.path(),
    );
    let page = dir.path().join("hand.md");
    std::fs::write(
        &page,
        "# Results \u{1b}[2J\n\nAlpha served 1,500 req/s \u{1b}]52;c;eA==\u{7} and Beta 1,000.\n",
    )
    .unwrap();
    let audit = pcdocs(&["audit", "hand.md", "--campaign", "c"], dir.path());
    for out in [out, audit] {
        let printed = [out.stdout.as_slice(), out.stderr.as_slice()].concat();
        let text = String::from_utf8_lossy(&printed);
        assert!(
            !text.contains('\u{1b}') && !text.contains('\u{7}'),
            "printed raw:\n{text}"
        );
        assert!(text.contains("\\u{1b}"), "shown escaped:\n{text}");
        assert!(!text.contains("panicked"), "{text}");
    }
}

/// A value from the data with Markdown's characters reads exactly as the
/// data has it wherever a page shows text only (`<title>`, `<h1>`, the
/// index, a heading, Starlight's `title:`), and a heading that ends with a
/// placeable keeps it.
#[test]
fn data_in_titles_and_headings_reads_exactly_as_written() {
    use crate::common::site::*;
    let value = r"box *one* [x](y) `z` #1 <b> a\b _u_ & 1 < 2";
    let manifest = MANIFEST.replacen(
        "machine = \"a test machine\"",
        &format!("machine = '{value}'"),
        1,
    );
    let page = PAGE
        .replacen(
            "title = \"Two servers compared\"",
            "title = \"Measured on { $host-machine }\"",
            1,
        )
        .replacen(
            "## Results { #results }",
            "## Results on { $host-machine }",
            1,
        );
    let dir = Site::new()
        .locale("en")
        .campaign("c", &manifest)
        .table("c", "rps.csv", CSV)
        .page("page.md", &page)
        .file(
            "pcdocs.toml",
            "locales = [\"en\"]\ntheme = \"default\"\nbase-url = \"https://example.org/\"\n\n[output.starlight]\ndir = \"docs\"\n",
        )
        .write();
    std::fs::create_dir_all(dir.path().join("docs")).unwrap();
    build_ok(dir.path());
    let text_of = |html: &str, css: &str| -> Vec<String> {
        let doc = scraper::Html::parse_document(html);
        let sel = scraper::Selector::parse(css).unwrap();
        doc.select(&sel)
            .map(|e| e.text().collect::<String>())
            .collect()
    };
    let html = read(dir.path(), "site/en/c/index.html");
    let title = format!("Measured on {value}");
    assert_eq!(text_of(&html, "h1"), std::slice::from_ref(&title));
    assert!(text_of(&html, "title")[0].starts_with(&title), "{html}");
    let heading = text_of(&html, "main h2");
    assert!(
        heading
            .iter()
            .any(|h| h.starts_with(&format!("Results on {value}"))),
        "{heading:?}"
    );
    let index = read(dir.path(), "site/en/index.html");
    assert!(text_of(&index, "a").contains(&title), "{index}");
    let r = run(dir.path(), &["build", "--format", "starlight"]);
    assert!(r.ok, "{}", r.stderr);
    let md = read(dir.path(), "docs/benchmarks/c.md");
    let front = md.split("---").nth(1).expect("front matter");
    let yaml_title = front
        .lines()
        .find_map(|l| l.strip_prefix("title: "))
        .expect("a title");
    let parsed: String = serde_json::from_str(yaml_title).expect("a quoted title");
    assert_eq!(parsed, title);
}
