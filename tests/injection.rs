//! Data and translations never become markup: text from results/ reaches the
//! page as text, and a message's raw HTML or script link is removed from the
//! site and refused by `pcdocs check`.

mod common;
use common::*;
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
    let clean = copy_of_repo();
    build(clean.path());
    let dir = copy_of_repo();
    // A fact in running prose, one in a table cell, a subject name in table
    // labels and a code block's fact.
    edit(
        dir.path(),
        MANIFEST,
        "network = \"bench-net\"",
        "network = \"bench-net\\n# x { onfocus=alert(1) }\\n\\nx { .c onmouseover=alert(2) }\\n===\"",
    );
    // TOML escapes of the private-use marks pcdocs carries figures with.
    edit(
        dir.path(),
        MANIFEST,
        "subnet = \"192.168.97.0/24\"",
        "subnet = \"\\uE0000\\uE001forged\\uE002 \\uE003fb\\uE004\"",
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
        // Not one element or attribute more or less than the clean page has.
        assert_eq!(
            structure(dir.path(), locale),
            structure(clean.path(), locale),
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
    // The forged figure marks are shown, not turned into elements.
    assert!(html.contains("\u{FFFD}0\u{FFFD}forged\u{FFFD}"), "{html}");
    // The Markdown twin reads the same way: one line, no heading.
    let md = read(dir.path(), &format!("site/en/{PAGE}/index.md"));
    assert!(!md.lines().any(|l| l.starts_with("# x")), "{md}");
    assert!(
        md.contains(r"bench-net \# x \{ onfocus=alert(1) \}"),
        "{md}"
    );
}

#[test]
fn a_code_fact_cannot_close_its_fence() {
    let dir = copy_of_repo();
    edit(
        dir.path(),
        MANIFEST,
        "<image> <server command>\"\"\"",
        "<image> <server command>\n`````\n# heading\"\"\"",
    );
    build(dir.path());
    let md = read(dir.path(), &format!("site/en/{PAGE}/index.md"));
    assert!(md.contains("``````\ndocker run"), "{md}");
    let html = read(dir.path(), &format!("site/en/{PAGE}/index.html"));
    assert!(html.contains("`````\n# heading\n</code></pre>"), "{html}");
}

#[test]
fn raw_html_and_script_links_in_messages_show_as_text_and_are_refused() {
    let dir = common::site::Site::tiny().write();
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
    let line = common::site::line_of(
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
