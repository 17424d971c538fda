//! The v0.2.0-rc.3 comparison, built from this repository, in all three locales.

use crate::common::*;

const NNBSP: &str = "\u{202f}";
const NBSP: &str = "\u{a0}";

/// Throughput cells of the published table, as the English seed shows them.
const CELLS_EN: &[&str] = &[
    "46,125", "39,478", "18,266", "40,721", "31,508", "19,978", "92,369", "41,972", "17,424",
    "56,180", "55,638", "22,912", "20,856", "22,584", "17,117", "20,297", "21,944", "16,660",
    "23,181", "20,396", "28,078", "22,213",
];

fn page(dir: &std::path::Path, locale: &str) -> String {
    read(dir, &format!("site/{locale}/v0.2.0-rc.3/index.md"))
}

#[test]
fn every_figure_of_the_published_comparison_is_on_each_page() {
    let dir = built_repo();
    let en = page(dir, "en");
    let fr = page(dir, "fr");
    let zh = page(dir, "zh-TW");
    for cell in CELLS_EN {
        assert!(en.contains(&format!("| {cell} ")), "en lacks {cell}");
        assert!(zh.contains(&format!("| {cell} ")), "zh-TW lacks {cell}");
        let fr_cell = cell.replace(',', NNBSP);
        assert!(fr.contains(&format!("| {fr_cell} ")), "fr lacks {fr_cell}");
    }
    for text in [
        "Pingclair v0.2.0-rc.3",
        "nginx 1.31.6",
        "Caddy 2.11.4",
        "Apple M2",
        "OrbStack",
        // Small counts in running text are words, chosen on the data.
        "two CPUs",
        "1 KiB",
        "three interleaved rounds of 50,000 requests",
        "HTTP/1.1, HTTPS/1.1, and HTTP/2 static rows (1.2×, 1.3×, and 2.2× respectively)",
        "while in HTTP/3 static the two are approximately equal",
        "ahead of nginx on HTTP/2 and HTTP/3 (by 14% and 26%)",
        "HTTP/1.1 and HTTPS/1.1 remain about 8% behind nginx",
        "| HTTP/2 reverse proxy | 23,181 | 20,396 | *not completed* |",
        "ephemeral ports",
    ] {
        assert!(en.contains(text), "en lacks {text:?}\n{en}");
    }
    for text in [
        format!("50{NNBSP}000 requêtes"),
        format!("1{NBSP}Kio"),
        "HTTP/1.1, HTTPS/1.1 et HTTP/2 (respectivement 1,2×, 1,3× et 2,2×)".to_owned(),
        "tandis qu’en HTTP/3 statique les deux débits sont pratiquement égaux".to_owned(),
        format!("HTTP/2 et HTTP/3 (de 14{NBSP}% et 26{NBSP}%)"),
        format!("environ 8{NBSP}% derrière nginx"),
        "| HTTP/2 en reverse proxy | 23\u{202f}181 | 20\u{202f}396 | *non terminé* |".to_owned(),
    ] {
        assert!(fr.contains(&text), "fr lacks {text:?}\n{fr}");
    }
    for text in [
        "HTTP/1.1、HTTPS/1.1 與 HTTP/2 靜態檔案列的吞吐量較高（分別為 1.2 倍、1.3 倍與 2.2 倍）",
        "HTTP/3 靜態檔案則大致相當",
        "14% 與 26%",
        "落後 nginx 約 8%",
        "| HTTP/2 反向代理 | 23,181 | 20,396 | *未完成* |",
        "50,000",
    ] {
        assert!(zh.contains(text), "zh-TW lacks {text:?}\n{zh}");
    }
}

#[test]
fn html_pages_are_localized_and_linked() {
    let dir = built_repo();
    for (locale, other) in [("en", "fr"), ("zh-TW", "en"), ("fr", "zh-TW")] {
        let html = read(dir, &format!("site/{locale}/v0.2.0-rc.3/index.html"));
        assert!(html.contains(&format!("<html lang=\"{locale}\" dir=\"ltr\">")));
        // No base URL is set until the real address is known: the
        // alternates are relative, and no placeholder address is anywhere.
        assert!(html.contains(&format!(
            "<link rel=\"alternate\" hreflang=\"{other}\" href=\"../../{other}/v0.2.0-rc.3/\">"
        )));
        assert!(!html.contains(".example"), "{html}");
        assert!(
            html.contains(&format!(
                "<a href=\"../../{other}/v0.2.0-rc.3/\" hreflang=\"{other}\""
            )),
            "the switcher stays on the page"
        );
        assert!(
            html.contains("<h2 id=\"results\">"),
            "stable anchors across locales"
        );
        assert!(
            html.contains("<th scope=\"col\" class=\"num\">nginx 1.31.6</th>"),
            "{html}"
        );
        assert!(html.contains("<caption>"), "tables have captions");
        assert!(
            !html.contains('\u{2068}') && !html.contains('\u{2069}'),
            "no isolation marks"
        );
        assert!(
            !html.contains(|c: char| ('\u{e000}'..='\u{e004}').contains(&c)),
            "no marks left"
        );
        let index = read(dir, &format!("site/{locale}/index.html"));
        assert!(index.contains("href=\"../") && index.contains("v0.2.0-rc.3/"));
    }
    let root = read(dir, "site/index.html");
    for href in ["en/", "zh-TW/", "fr/"] {
        assert!(
            root.contains(&format!("href=\"{href}\"")),
            "root page links {href}"
        );
    }
}

#[test]
fn a_changed_result_changes_table_ratio_and_claim_in_every_locale() {
    let dir = copy_of_repo();
    edit(
        dir.path(),
        "results/v0.2.0-rc.3/throughput.csv",
        "http2-static,nginx,41972",
        "http2-static,nginx,95000",
    );
    build(dir.path());
    let en = page(dir.path(), "en");
    assert!(en.contains("| HTTP/2 static | 92,369 | 95,000 |"), "{en}");
    assert!(
        en.contains("HTTP/1.1 and HTTPS/1.1 static rows (1.2× and 1.3× respectively)"),
        "{en}"
    );
    assert!(
        en.contains("and it trails nginx in HTTP/2 static (by 3%)"),
        "{en}"
    );
    assert!(!en.contains("2.2×"));
    let fr = page(dir.path(), "fr");
    assert!(
        fr.contains("| HTTP/2 statique | 92\u{202f}369 | 95\u{202f}000 |"),
        "{fr}"
    );
    assert!(
        fr.contains("HTTP/1.1 et HTTPS/1.1 (respectivement 1,2× et 1,3×)"),
        "{fr}"
    );
    assert!(
        fr.contains("reste derrière nginx en HTTP/2 statique (de 3\u{a0}%)"),
        "{fr}"
    );
    let zh = page(dir.path(), "zh-TW");
    assert!(zh.contains("| HTTP/2 靜態檔案 | 92,369 | 95,000 |"), "{zh}");
    assert!(
        zh.contains("HTTP/2 靜態檔案則落後 nginx（差距 3%）"),
        "{zh}"
    );
}

#[test]
fn the_tie_threshold_comes_from_the_manifest() {
    let dir = copy_of_repo();
    edit(
        dir.path(),
        "results/v0.2.0-rc.3/manifest.toml",
        "tie-within = 0.02",
        "tie-within = 0.005",
    );
    build(dir.path());
    let en = page(dir.path(), "en");
    assert!(en.contains("HTTP/1.1, HTTPS/1.1, HTTP/2, and HTTP/3 static rows (1.2×, 1.3×, 2.2×, and 1.01× respectively)"), "{en}");
    assert!(!en.contains("approximately equal"));
}

#[test]
fn builds_are_byte_identical() {
    let dir = built_repo();
    let again = tempfile::tempdir().unwrap();
    let out = again.path().join("site");
    let o = pcdocs(&["build", "--out", out.to_str().unwrap()], dir);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(snapshot(&dir.join("site")), snapshot(&out));
}

#[test]
fn the_committed_site_is_what_build_writes() {
    let dir = built_repo();
    let fresh = snapshot(&dir.join("site"));
    let committed = snapshot(&repo().join("site"));
    let differing: Vec<&String> = fresh
        .keys()
        .chain(committed.keys())
        .filter(|k| fresh.get(*k) != committed.get(*k))
        .collect();
    assert!(
        differing.is_empty(),
        "site/ is stale; run `pcdocs build`. Differs: {differing:?}"
    );
}

#[test]
fn the_caveats_say_what_the_records_say_and_no_more() {
    let built = built_repo();
    let en = page(built, "en");
    // Why rows only compare within themselves, from the manifest's
    // record of where each generator ran.
    assert!(
        en.contains("The HTTP/3 load comes from a generator running inside the Docker network, the other protocols’ load from one running natively"),
        "{en}"
    );
    // The records say the raw evidence is deliberately unpublished, not
    // that the single workload was a deliberate choice.
    assert!(!en.contains("deliberately limited"), "{en}");
    assert!(en.contains("is deliberately not published"), "{en}");
    // The method and the harness are named, not linked to a placeholder.
    assert!(en.contains("in `bench/METHODOLOGY.md`"), "{en}");
    assert!(en.contains("public address is not recorded"), "{en}");
    let fr = page(built, "fr");
    assert!(fr.contains("exécuté dans le réseau Docker, celle des autres protocoles d’un générateur exécuté en natif"), "{fr}");
    let zh = page(built, "zh-TW");
    assert!(
        zh.contains("HTTP/3 的負載來自在 Docker 網路內執行的產生器"),
        "{zh}"
    );
    // The one-release page says nothing of an earlier release it lacks.
    for md in [&en, &fr, &zh] {
        assert!(!md.contains("no earlier comparable"), "{md}");
    }
    let dir = copy_of_repo();
    // A release with its generators both native gives the caveat its
    // other reason, and every locale follows.
    edit(
        dir.path(),
        "results/v0.2.0-rc.3/manifest.toml",
        "http3-placement = \"docker-network\"",
        "http3-placement = \"native\"",
    );
    build(dir.path());
    let en = page(dir.path(), "en");
    assert!(
        en.contains("The HTTP/3 load comes from another build of the generator than the other protocols’ load"),
        "{en}"
    );
    assert!(page(dir.path(), "fr").contains("une autre compilation du générateur"));
}
