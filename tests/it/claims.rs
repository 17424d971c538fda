//! Guards: a message whose fixed words state something about the data
//! stops the build when a results change makes it false, naming the message,
//! the condition and the values that broke it.

use crate::common::site::{PAGE, Site, build_ok};
use crate::common::*;

#[test]
fn a_guard_that_no_longer_holds_stops_the_build_at_its_message() {
    let dir = copy_of_repo();
    build(dir.path());
    let before = snapshot(&dir.path().join("site"));
    // Pingclair main's JSON-logging throughput lowered until its loss is 15.0%.
    edit(
        dir.path(),
        "results/2026-10-container-matrix/logging.csv",
        "json-logging,pingclair-main,162103",
        "json-logging,pingclair-main,150000",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("content/2026-10-container-matrix.md:")
            && stderr.contains(
                "error: claim \"more efficiently\" needs loss-main < loss-v022, but 15.0% ≥ 11.6%"
            ),
        "{stderr}"
    );
    assert_eq!(snapshot(&dir.path().join("site")), before);
}

#[test]
fn a_guard_naming_an_unknown_message_or_figure_is_an_error() {
    // The small site's ratio sentence, guarded.
    let dir = Site::tiny()
        .page(
            "page.md",
            &PAGE.replace(
                "[figures.small]",
                "[claims.alpha-ahead]\nmessage = \"page-results-alpha-served-the\"\nwords = \"Alpha served\"\nholds = \"small > 1\"\n\n[figures.small]",
            ),
        )
        .write();
    build_ok(dir.path());
    edit(
        dir.path(),
        "content/page.md",
        "message = \"page-results-alpha-served-the\"",
        "message = \"page-no-such-message\"",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "claim `alpha-ahead` guards message `page-no-such-message`, which en does not have"
        ),
        "{stderr}"
    );
    edit(
        dir.path(),
        "content/page.md",
        "holds = \"small > 1\"",
        "holds = \"smal > 1\"",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("claim `alpha-ahead`: `smal` is not a figure of this page"),
        "{stderr}"
    );
}

/// A site from `pcdocs init` whose page declares the claim computations.
fn site_with(figures: &str, message: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    assert!(pcdocs(&["init", "s"], dir.path()).status.success());
    let site = dir.path().join("s");
    edit(
        &site,
        "content/example.md",
        "\n+++\n",
        &format!("\n{figures}\n+++\n"),
    );
    // The message is a paragraph of the page, after the first one.
    edit(
        &site,
        "content/example.md",
        " { #intro }\n",
        &format!(" {{ #intro }}\n\n{message} {{ #computed }}\n"),
    );
    dir
}

#[test]
fn extremes_trends_counts_and_signless_points_are_computed() {
    let figures = r#"
[figures.min-a]
compute = "minimum"
of = ["throughput/small/server-a", "throughput/medium/server-a", "throughput/large/server-a"]
[figures.max-a]
compute = "maximum"
of = ["throughput/small/server-a", "throughput/medium/server-a", "throughput/large/server-a"]
[figures.trend-a]
compute = "trend"
of = ["throughput/small/server-a", "throughput/medium/server-a", "throughput/large/server-a"]
[figures.trend-b]
compute = "trend"
of = ["throughput/medium/server-b", "throughput/large/server-b", "throughput/small/server-b"]
[figures.slow]
compute = "count-where"
table = "throughput"
row = "large"
below = 650
[figures.fast-rows]
compute = "count-where"
table = "throughput"
series = "server-a"
above = 1000
label = "name"
[figures.loss-a]
compute = "loss"
of = ["throughput/small/server-a", "throughput/medium/server-a"]
[figures.loss-b]
compute = "loss"
of = ["throughput/small/server-b", "throughput/medium/server-b"]
[figures.gap]
compute = "points"
of = ["loss-b", "loss-a"]
absolute = true
[figures.signed-gap]
compute = "points"
of = ["loss-b", "loss-a"]
"#;
    let message = "Lowest { $min-a }, highest { $max-a }; A { $trend-a }, B { $trend-b }; \
        below: { $slow } ({ $slow-quantifier } of { $slow-total }); \
        fast: { $fast-rows } ({ $fast-rows-count }, { $fast-rows-quantifier }); \
        gap { $gap }, signed { $signed-gap }.";
    let dir = site_with(figures, message);
    let site = dir.path().join("s");
    build(&site);
    let md = read(&site, "site/en/example/index.md");
    for expected in [
        "Lowest 605, highest 41,200",
        "A falls, B mixed",
        "below: Server A 1.0 (one of 2)",
        "fast: 1 KiB and 64 KiB (2, some)",
        "gap 4.0",
        "signed -4.0",
    ] {
        assert!(md.contains(expected), "{expected:?} not in:\n{md}");
    }
}

const MX: &str = "results/2026-10-container-matrix";

/// Builds a copy of the repository with one results edit and returns the
/// build's stderr, asserting that it failed.
fn refused_after(file: &str, from: &str, to: &str) -> String {
    let dir = copy_of_repo();
    // `A|B` edits two lines.
    for (f, t) in from.split('|').zip(to.split('|')) {
        edit(dir.path(), &format!("{MX}/{file}"), f, t);
    }
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{file}: {from} → {to}\n{stderr}"
    );
    stderr
}

#[test]
fn each_guarded_claim_of_the_container_matrix_stops_the_build_when_the_data_contradicts_it() {
    for (file, from, to, says) in [
        // nginx's throughput rises again at the last point: not "fell for every implementation".
        (
            "sweep.csv",
            "9901,nginx,2189,",
            "9901,nginx,7000,",
            "claim \"throughput fell for every implementation",
        ),
        // The development version clean at the last point: not "much less stable".
        (
            "sweep.csv",
            "9901,pingclair-main,1606,0.69",
            "9901,pingclair-main,1606,0",
            "claim \"much less stable under extreme pressure",
        ),
        (
            "manifest.toml",
            "http-5xx = 0",
            "http-5xx = 3",
            "claim \"every failure at the connection layer; no HTTP 5xx response\" needs followup-http-5xx == 0, but 3 ≠ 0",
        ),
        (
            "followup.csv",
            "5001,pingclair-main,0.44",
            "5001,pingclair-main,0",
            "claim \"reproduced the same version-dependent behavior\"",
        ),
        (
            "static.csv",
            "226b-identity,pingclair-main,181429",
            "226b-identity,pingclair-main,250000",
            "claim \"few workloads set the servers as far apart",
        ),
        (
            "http3.csv",
            "226b-quic,nginx,1857,4,0.02",
            "226b-quic,nginx,1857,4,0.3",
            "claim \"every completed HTTP request succeeded; a small number of connection-level failures\" needs h3-failures-max < 0.05, but 30% ≥ 0.05",
        ),
        (
            "manifest.toml",
            "failed-requests = 0",
            "failed-requests = 12",
            "needs http3-failed-requests == 0, but 12 ≠ 0",
        ),
        (
            "proxy.csv",
            "fixed-100,pingclair-main,78348",
            "fixed-100,pingclair-main,84133",
            "claim \"the highest throughput\" needs proxy-leader-lead == ahead, but even ≠ ahead",
        ),
        // nginx keeps exactly as much as main: no single lowest overhead.
        (
            "logging.csv",
            "no-logging,nginx,37256|json-logging,nginx,35095",
            "no-logging,nginx,176379|json-logging,nginx,162103",
            "claim \"the lowest relative logging overhead\" needs retention-best-lead == ahead, but even ≠ ahead",
        ),
    ] {
        let stderr = refused_after(file, from, to);
        assert!(
            stderr.contains(says),
            "{file}: {from} → {to}: lacks {says:?}\n{stderr}"
        );
        assert!(
            stderr.contains("content/2026-10-container-matrix.md:"),
            "{stderr}"
        );
    }
}

#[test]
fn claims_chosen_by_selectors_change_their_wording_in_every_locale() {
    let dir = copy_of_repo();
    // v0.2.2 fails too at the last follow-up point, and nginx's HTTP/3
    // connections all succeed.
    edit(
        dir.path(),
        &format!("{MX}/followup.csv"),
        "9901,pingclair-v022,0",
        "9901,pingclair-v022,0.3",
    );
    edit(
        dir.path(),
        &format!("{MX}/http3.csv"),
        "226b-quic,nginx,1857,4,0.02",
        "226b-quic,nginx,1857,4,0",
    );
    // The follow-up guard rightly stops such a page; take it out to see the wording.
    edit(
        dir.path(),
        "content/2026-10-container-matrix.md",
        "    \"followup-v022-clean-quantifier == all\",\n",
        "",
    );
    edit(
        dir.path(),
        "content/2026-10-container-matrix.md",
        "    \"sweep-errors/9901/pingclair-v022 == 0\",\n    \"followup/5001",
        "    \"followup/5001",
    );
    build(dir.path());
    let page = |l: &str| {
        read(
            dir.path(),
            &format!("site/{l}/2026-10-container-matrix/index.md"),
        )
    };
    for (locale, clean, h3) in [
        (
            "en",
            "completed every request only at 5,001 connections",
            "Every completed HTTP request succeeded. No connection failed either.",
        ),
        (
            "fr",
            "n’a mené toutes ses requêtes à terme qu’à 5\u{202f}001 connexions",
            "Aucune connexion n’a échoué non plus.",
        ),
        (
            "zh-TW",
            "僅在 5,001 條連線時完成了全部請求",
            "也沒有任何連線失敗。",
        ),
    ] {
        let md = page(locale);
        assert!(md.contains(clean), "{locale}: {clean:?} not in the page");
        assert!(md.contains(h3), "{locale}: {h3:?} not in the page");
    }
}

#[test]
fn check_refuses_an_unguarded_claim_in_every_locale() {
    let dir = crate::common::site::Site::tiny()
        .locale("zh-TW")
        .ftl(
            "zh-TW",
            "page.ftl",
            "page-planted = Alpha 在所有測試中都是最快的伺服器。\n",
        )
        .write();
    let mut ftl = read(dir.path(), "locales/fr/page.ftl");
    ftl.push_str("page-planted = Alpha a été le serveur le plus rapide dans tous les tests.\n");
    std::fs::write(dir.path().join("locales/fr/page.ftl"), ftl).unwrap();
    edit(
        dir.path(),
        "content/page.md",
        "## Results { #results }",
        "Alpha was the fastest server in every test. { #planted }\n\n## Results { #results }",
    );
    build(dir.path());
    let out = pcdocs(&["check"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    for expected in [
        "error: message `page-planted` claims \"fastest\" in fixed text",
        "error: message `page-planted` claims \"every\" in fixed text",
        "error: message `page-planted` claims \"le plus\" in fixed text",
        "error: message `page-planted` claims \"tous\" in fixed text",
        "error: message `page-planted` claims \"所有\" in fixed text",
        "error: message `page-planted` claims \"最快\" in fixed text",
    ] {
        assert!(stderr.contains(expected), "lacks {expected:?}\n{stderr}");
    }
    // Each with its place: the English at its paragraph of the page.
    let line = crate::common::site::line_of(dir.path(), "content/page.md", "Alpha was the fastest");
    assert!(
        stderr.contains(&format!("content/page.md:{line}:"))
            && stderr.contains("locales/zh-TW/page.ftl:1:"),
        "{stderr}"
    );
}

#[test]
fn check_refuses_a_translation_that_fixes_a_selector_and_a_figure_never_shown() {
    let dir = copy_of_repo();
    let fr = read(dir.path(), "locales/fr/2026-10-container-matrix.ftl");
    let start = fr.find("mx-followup-clean =").unwrap();
    let end = start + fr[start..].find("\n    }\n").unwrap() + 7;
    let fixed = format!(
        "{}mx-followup-clean = Avec {{ $subject-pingclair-v022 }}, les {{ $sweep-requests }} requêtes ont abouti ({{ $followup-v022-clean }}).\n{}",
        &fr[..start],
        &fr[end..]
    );
    std::fs::write(
        dir.path().join("locales/fr/2026-10-container-matrix.ftl"),
        fixed,
    )
    .unwrap();
    edit(
        dir.path(),
        "content/2026-10-container-matrix.md",
        "[figures.static-absent]",
        "[figures.never-shown]\ncompute = \"absent\"\ntable = \"proxy\"\n\n[figures.static-absent]",
    );
    build(dir.path());
    let out = pcdocs(&["check"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("message `mx-followup-clean` replaces the source's selector on `$followup-v022-clean-quantifier` with fixed text"),
        "{stderr}"
    );
    assert!(
        stderr.contains("figure `never-shown` is declared and never shown"),
        "{stderr}"
    );
}

#[test]
fn a_claim_shows_on_the_page_why_it_was_chosen() {
    let dir = built_repo();
    let en = read(dir, "site/en/2026-10-container-matrix/index.html");
    // A guard: its condition and the values it held on.
    assert!(
        en.contains(
            "<span class=\"claim\" title=\"holds: loss-main &lt; loss-v022 (8.1% &lt; 11.6%)\" tabindex=\"0\">"
        ),
        "{en}"
    );
    // A selector: the word chosen, its rule and inputs, in the page's
    // language and digits.
    let fr = read(dir, "site/fr/2026-10-container-matrix/index.html");
    assert!(
        fr.contains("sweep-trend-traefik = falls\u{a0}: chaque palier comparé au précédent, stable à 0,02 près (30\u{202f}028, 10\u{202f}272, 2\u{202f}906, 325)"),
        "{fr}"
    );
    // The Markdown twin reads as prose, without the marks.
    let md = read(dir, "site/en/2026-10-container-matrix/index.md");
    assert!(!md.contains(|c: char| pcdocs::diag::is_reserved_mark(c)));
}

#[test]
fn where_pingclair_main_leads_the_static_workloads_is_computed() {
    let built = built_repo();
    let en = read(built, "site/en/2026-10-container-matrix/index.md");
    // Leading, level and trailing by the campaign's one tie rule (2%): the
    // rows within it are neither led nor trailed; each of them is named,
    // with how far it is from the best of the others, and which that is.
    assert!(en.contains("Pingclair main itself led two of the five workloads, was about level in 10 KiB + Zstd (0.3% from Pingclair v0.2.2) and 2 MiB, identity encoding (1.2% from Pingclair v0.2.2), and trailed in 2 MiB + Zstd (14.4% behind Pingclair v0.2.2)."), "{en}");
    // The gap is a figure with both cells as its sources.
    let html = read(built, "site/en/2026-10-container-matrix/index.html");
    let gap = html
        .split("<data ")
        .find(|d| d.contains(">14.4%</data>") && d.contains("static.csv"))
        .unwrap_or_else(|| panic!("no 14.4% gap in {html}"));
    assert!(gap.contains("static.csv, line"), "{gap}");
    let dir = copy_of_repo();
    // Main overtakes v0.2.2 at 2 MiB + Zstd, and nginx leads 2 MiB
    // identity by far: who leads each row comes from the data.
    edit(
        dir.path(),
        &format!("{MX}/static.csv"),
        "2m-zstd,pingclair-main,1884",
        "2m-zstd,pingclair-main,2300",
    );
    edit(
        dir.path(),
        &format!("{MX}/static.csv"),
        "2m-identity,nginx,1102",
        "2m-identity,nginx,1700",
    );
    build(dir.path());
    let en = read(dir.path(), "site/en/2026-10-container-matrix/index.md");
    assert!(
        en.contains("Pingclair main itself led three of the five workloads, was about level in 10 KiB + Zstd (0.3% from Pingclair v0.2.2), and trailed in 2 MiB, identity encoding (15.2% behind nginx 1.31.6)."),
        "{en}"
    );
    let fr = read(dir.path(), "site/fr/2026-10-container-matrix/index.md");
    assert!(
        fr.contains("Pingclair main était lui-même en tête sur trois des cinq charges, à peu près à égalité sur 10\u{a0}Kio + Zstd (à 0,3\u{a0}% de Pingclair v0.2.2), et derrière sur 2\u{a0}Mio sans compression (15,2\u{a0}% de moins que nginx 1.31.6)."),
        "{fr}"
    );
    let zh = read(dir.path(), "site/zh-TW/2026-10-container-matrix/index.md");
    assert!(
        zh.contains("其餘 1 項落後：2 MiB 未壓縮（落後 nginx 1.31.6 15.2%）。"),
        "{zh}"
    );
}

/// A small campaign of three servers, with its page in English, French and
/// Chinese: the fixture of the claims-by-construction tests below.
mod three {
    use crate::common::site::Site;

    pub const MANIFEST: &str = r#"title = "Three servers"
measured = ["errors.http-5xx"]

[subjects.alpha]
name = "Alpha"
version = "1.0"

[subjects.beta]
name = "Beta"
version = "2.0"

[subjects.gamma]
name = "Gamma"
version = "3.0"

[sampling]
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[facts.errors]
http-5xx = 0

[failures.stalled]
description = "The server stopped answering."

[rows.small]
name = "Small"

[rows.large]
name = "Large"

[rows.q]
name = "QUIC"

[tables.rps]
file = "rps.csv"
row = "scenario"
series = "server"
value = "rps"
unit = "req/s"
status = "status"
reason = "reason"
runs = "runs"

[tables.rps-runs]
file = "rps.csv"
row = "scenario"
series = "server"
value = "runs"

[tables.fails]
file = "fails.csv"
row = "scenario"
series = "server"
value = "rate"
"#;

    pub const RPS: &str = "scenario,server,rps,status,reason,runs
small,alpha,1500,ok,,3
small,beta,1000,ok,,3
small,gamma,980,ok,,3
large,alpha,900,ok,,3
large,beta,600,ok,,3
large,gamma,590,ok,,3
";

    pub const FAILS: &str = "scenario,server,rate\nq,alpha,0\nq,beta,0\nq,gamma,0\n";

    pub const PAGE: &str = r#"+++
campaign = "c"
slug = "c"
title = "Three servers"
description = "Alpha, Beta, and Gamma."
+++
```pcdocs
[tables.rps]
source = "rps"
corner = "page-col"
row-label = "page-row"
caption = "page-caption"

[figures.failing]
compute = "count-where"
table = "fails"
row = "q"
above = 0

[figures.fail-max]
compute = "maximum"
of = ["fails/q/*"]
display = "percent"

[figures.bg]
compute = "mean"
of = ["rps/large/beta", "rps/large/gamma"]
within = 0.05
significant = 2

[figures.ab]
compute = "standing"
of = ["rps/small/alpha", "rps/small/beta"]

[figures.alpha-runs]
compute = "value"
of = "rps-runs/small/alpha"

[claims.no-5xx]
message = "page-five"
words = "no 5xx response"
holds = "errors-http-5xx == 0"
```

```ftl
page-col = Scenario
page-row = { $name }
page-caption = Requests per second
```

{{ table(name="rps") }}

{ $failing-quantifier ->
        [none] No server had a failed connection.
       *[some] { $failing } had failed connections, up to { $fail-max }.
    } { #failures }

Beta and Gamma { $bg-close ->
        [yes] each served about { $bg } req/s
       *[no] served between { $bg-low } and { $bg-high } req/s
    } with large files. { #large }

With small files Alpha was { $ab ->
        [ahead] ahead of
        [behind] behind
       *[even] level with
    } Beta. { #small }

Alpha’s small-file median stands for { $alpha-runs } runs. { #runs }

No response had a 5xx status. { #five }
"#;

    pub const FR: &str = "page-title = Trois serveurs
page-description = Alpha, Beta et Gamma.
page-col = Scénario
page-row = { $name }
page-caption = Requêtes par seconde
page-failures =
    { $failing-quantifier ->
        [none] Aucun serveur n’a eu de connexion en échec.
       *[some] { $failing } a eu des connexions en échec, jusqu’à { $fail-max }.
    }
page-large =
    Beta et Gamma { $bg-close ->
        [yes] servaient chacun environ { $bg }\u{a0}req/s
       *[no] servaient entre { $bg-low } et { $bg-high }\u{a0}req/s
    } avec les gros fichiers.
page-small =
    Avec les petits fichiers, Alpha était { $ab ->
        [ahead] devant
        [behind] derrière
       *[even] au niveau de
    } Beta.
page-runs = La médiane d’Alpha pour les petits fichiers repose sur { $alpha-runs } séries.
page-five = Aucune réponse n’a eu de statut 5xx.
";

    pub const ZH: &str = "page-title = 三個伺服器
page-description = Alpha、Beta 與 Gamma。
page-col = 情境
page-row = { $name }
page-caption = 每秒請求數
page-failures =
    { $failing-quantifier ->
        [none] 沒有任何伺服器出現連線失敗。
       *[some] { $failing } 出現連線失敗，最高達 { $fail-max }。
    }
page-large =
    處理大檔案時，Beta 與 Gamma { $bg-close ->
        [yes] 各自約為 { $bg } req/s
       *[no] 介於 { $bg-low } 到 { $bg-high } req/s 之間
    }。
page-small =
    處理小檔案時，Alpha { $ab ->
        [ahead] 領先 Beta
        [behind] 落後於 Beta
       *[even] 與 Beta 相當
    }。
page-runs = Alpha 在小檔案上的中位數來自 { $alpha-runs } 輪量測。
page-five = 沒有任何回應的狀態碼是 5xx。
";

    /// The site with `rps.csv` and `fails.csv` as given.
    pub fn site(rps: &str, fails: &str) -> Site {
        Site::new()
            .locale("en")
            .locale("fr")
            .locale("zh-TW")
            .campaign("c", MANIFEST)
            .table("c", "rps.csv", rps)
            .table("c", "fails.csv", fails)
            .page("page.md", PAGE)
            .ftl("fr", "page.ftl", FR)
            .ftl("zh-TW", "page.ftl", ZH)
    }
}

/// The page of the three-server fixture in each locale, built from `rps`
/// and `fails`: (en, fr, zh) Markdown twins.
fn three_pages(rps: &str, fails: &str) -> (tempfile::TempDir, [String; 3]) {
    let dir = three::site(rps, fails).write();
    let out = pcdocs(&["build"], dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let md = ["en", "fr", "zh-TW"].map(|l| read(dir.path(), &format!("site/{l}/c/index.md")));
    (dir, md)
}

fn all_contain(pages: &[String; 3], expected: [&str; 3]) {
    for (page, e) in pages.iter().zip(expected) {
        assert!(page.contains(e), "lacks {e:?}:\n{page}");
    }
}

/// Class 1: a sentence about a set reads the whole set. "No server had a
/// failed connection" reads every server's failures; "Beta and Gamma each
/// served about N" holds only while each is near N.
#[test]
fn a_claim_about_a_set_reads_every_member_in_every_locale() {
    let (_d, pages) = three_pages(three::RPS, three::FAILS);
    all_contain(
        &pages,
        [
            "No server had a failed connection.",
            "Aucun serveur n’a eu de connexion en échec.",
            "沒有任何伺服器出現連線失敗。",
        ],
    );
    all_contain(
        &pages,
        [
            "each served about 600 req/s",
            "servaient chacun environ 600",
            "各自約為 600 req/s",
        ],
    );
    // Gamma, the last server of the set, fails; Gamma, one of the two,
    // falls far from the other.
    let fails = three::FAILS.replace("q,gamma,0", "q,gamma,0.03");
    let rps = three::RPS.replace("large,gamma,590", "large,gamma,400");
    let (_d, pages) = three_pages(&rps, &fails);
    all_contain(
        &pages,
        [
            "Gamma 3.0 had failed connections, up to 3%.",
            "Gamma 3.0 a eu des connexions en échec, jusqu’à 3\u{a0}%.",
            "Gamma 3.0 出現連線失敗，最高達 3%。",
        ],
    );
    all_contain(
        &pages,
        [
            "served between 400 and 600 req/s",
            "servaient entre 400 et 600",
            "介於 400 到 600 req/s 之間",
        ],
    );
}

/// Class 2: one tie rule. Within the campaign's 2%, a standing says
/// "level", and a guard that says "faster" names its claim.
#[test]
fn one_tie_rule_holds_for_selectors_and_guards() {
    let rps = three::RPS.replace("small,alpha,1500", "small,alpha,1010");
    let (_d, pages) = three_pages(&rps, three::FAILS);
    all_contain(
        &pages,
        [
            "With small files Alpha was level with Beta.",
            "Alpha était au niveau de Beta.",
            "Alpha 與 Beta 相當。",
        ],
    );
    // The same pair called "faster" by a guard's `>`: refused, with the tie.
    let page = three::PAGE.replace(
        "[claims.no-5xx]",
        "[claims.faster]\nmessage = \"page-faster\"\nwords = \"faster\"\nholds = \"rps/small/alpha > rps/small/beta\"\n\n[claims.no-5xx]",
    ) + "\nAlpha was faster than Beta with small files. { #faster }\n";
    let dir = three::site(&rps, three::FAILS)
        .page("page.md", &page)
        .ftl(
            "fr",
            "page.ftl",
            &format!(
                "{}page-faster = Alpha était plus rapide que Beta.\n",
                three::FR
            ),
        )
        .ftl(
            "zh-TW",
            "page.ftl",
            &format!("{}page-faster = Alpha 比 Beta 快。\n", three::ZH),
        )
        .write();
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("claim \"faster\" needs rps/small/alpha > rps/small/beta (more than 2% apart), but 1,010 and 1,000 are within the tie of 2%"),
        "{stderr}"
    );
}

/// Class 3: a cell that did not complete, even the subject's, is data.
/// The page builds; the table says why; a statement that needs the cell
/// gives way to one saying what is missing; a set computed without it
/// says so; the download carries the reason.
#[test]
fn a_failed_subject_cell_builds_with_its_caveat_in_every_locale() {
    let rps = three::RPS
        .replace(
            "small,alpha,1500,ok,,3",
            "small,alpha,,not-completed,stalled,3",
        )
        .replace(
            "large,gamma,590,ok,,3",
            "large,gamma,,not-completed,stalled,3",
        );
    let (dir, pages) = three_pages(&rps, three::FAILS);
    all_contain(
        &pages,
        [
            "| Small | *not completed* |",
            "| Small | *non terminé* |",
            "| Small | *未完成* |",
        ],
    );
    // "Alpha was ahead of Beta" needs Alpha's cell: a statement of what is
    // missing stands in its place, in each language.
    all_contain(
        &pages,
        [
            "A statement is left out here: it rests on a measurement of Alpha 1.0 (Small) that did not complete.",
            "Une affirmation est omise ici\u{a0}: elle repose sur une mesure de Alpha 1.0 (Small) qui n’a pas abouti.",
            "此處省略一項敘述：它所依據的 Alpha 1.0（Small）共 1 項量測未能完成。",
        ],
    );
    // "Beta and Gamma each served about N" names Gamma: it cannot be said.
    all_contain(
        &pages,
        [
            "it rests on a measurement of Gamma 3.0 (Large) that did not complete.",
            "elle repose sur une mesure de Gamma 3.0 (Large) qui n’a pas abouti.",
            "它所依據的 Gamma 3.0（Large）共 1 項量測未能完成。",
        ],
    );
    for page in &pages {
        assert!(!page.contains("NaN"), "{page}");
    }
    let html = read(dir.path(), "site/en/c/index.html");
    assert!(
        html.contains("not completed: stalled (rps/small/alpha) — The server stopped answering."),
        "{html}"
    );
    let csv = read(dir.path(), "site/en/c/rps.csv");
    assert!(
        csv.lines()
            .any(|l| l.starts_with("rps/small/alpha,small,alpha,not-completed,,,3,stalled,")),
        "{csv}"
    );
    let explain = pcdocs(&["explain", "c"], dir.path());
    let text = String::from_utf8_lossy(&explain.stdout);
    assert!(
        text.contains("left out: Gamma 3.0 (rps/large/gamma: stalled)"),
        "{text}"
    );
    // A series removed from a table altogether: absent, not a build error.
    let without_gamma: String = three::RPS
        .lines()
        .filter(|l| !l.contains("gamma"))
        .map(|l| format!("{l}\n"))
        .collect();
    let (_d, pages) = three_pages(&without_gamma, three::FAILS);
    all_contain(
        &pages,
        [
            "the results hold no measurement of Gamma 3.0 (Large) for it.",
            "les résultats ne contiennent aucune mesure de Gamma 3.0 (Large) pour l’étayer.",
            "結果中沒有 Gamma 3.0（Large）的量測可供佐證。",
        ],
    );
}

/// Class 4: a run count comes from the results' runs column, in the page
/// and in the download; a fact the manifest types as measured is listed.
#[test]
fn run_counts_come_from_the_results_and_typed_measurements_are_listed() {
    let (dir, pages) = three_pages(three::RPS, three::FAILS);
    all_contain(
        &pages,
        ["stands for 3 runs", "repose sur 3 séries", "來自 3 輪量測"],
    );
    let csv = read(dir.path(), "site/en/c/rps.csv");
    assert!(
        csv.contains("rps/small/beta,small,beta,measured,1000,,3,,"),
        "{csv}"
    );
    let check = pcdocs(&["check"], dir.path());
    let stderr = String::from_utf8_lossy(&check.stderr);
    assert!(
        stderr.contains("note: results/c/manifest.toml: `errors.http-5xx` is a measurement typed into the manifest, not read from a results table; content/page.md (guard `no-5xx`) rests on it"),
        "{stderr}"
    );
    let rps = three::RPS.replace("small,alpha,1500,ok,,3", "small,alpha,1500,ok,,5");
    let (dir, pages) = three_pages(&rps, three::FAILS);
    all_contain(
        &pages,
        ["stands for 5 runs", "repose sur 5 séries", "來自 5 輪量測"],
    );
    let csv = read(dir.path(), "site/en/c/rps.csv");
    assert!(
        csv.contains("rps/small/alpha,small,alpha,measured,1500,,5,,"),
        "{csv}"
    );
}

/// Class 5: the claim lint reads every sentence not chosen by the data, in
/// each language, numbers written as words included; a `no-claim[ID]` mark
/// covers its one sentence until that sentence is reworded; a changed
/// English claim makes its translations stale.
#[test]
fn fixed_text_is_checked_sentence_by_sentence_in_every_locale() {
    let (dir, _) = three_pages(three::RPS, three::FAILS);
    for tag in ["fr", "zh-TW"] {
        assert!(
            pcdocs(&["i18n", "confirm", tag], dir.path())
                .status
                .success()
        );
    }
    build(dir.path());
    let (ok, err) = crate::common::site::check(dir.path());
    assert!(ok, "{err}");
    let typed = [
        (
            "content/page.md",
            "Alpha’s small-file median stands for",
            "Alpha was higher. Alpha’s small-file median stands for",
            "claims \"higher\"",
        ),
        (
            "content/page.md",
            "Alpha’s small-file median stands for",
            "Ninety-four percent of it. Alpha’s small-file median stands for",
            "claims \"ninety-four",
        ),
        (
            "locales/fr/page.ftl",
            "La médiane d’Alpha",
            "Alpha est supérieur. La médiane d’Alpha",
            "claims \"supérieur\"",
        ),
        (
            "locales/fr/page.ftl",
            "La médiane d’Alpha",
            "Quatre-vingt-quatorze\u{a0}% du total. La médiane d’Alpha",
            "claims \"quatre-vingt-quatorze",
        ),
        (
            "locales/zh-TW/page.ftl",
            "Alpha 在小檔案上",
            "Alpha 高於 Beta。Alpha 在小檔案上",
            "claims \"高於\"",
        ),
        (
            "locales/zh-TW/page.ftl",
            "Alpha 在小檔案上",
            "占百分之九十四。Alpha 在小檔案上",
            "claims \"百分之九十四\"",
        ),
    ];
    for (file, from, to, expected) in typed {
        let before = read(dir.path(), file);
        edit(dir.path(), file, from, to);
        let (ok, err) = crate::common::site::check(dir.path());
        assert!(!ok && err.contains(expected), "{file}: {expected}\n{err}");
        assert!(err.contains(&format!("{file}:")), "{err}");
        std::fs::write(dir.path().join(file), before).unwrap();
    }
    // The English sentence marked as stating nothing about results: its
    // mark covers it, then lapses when the sentence is reworded.
    edit(
        dir.path(),
        "content/page.md",
        "Alpha’s small-file median stands for",
        "Alpha was higher. Alpha’s small-file median stands for",
    );
    let (_, err) = crate::common::site::check(dir.path());
    let id = err
        .split("no-claim[")
        .nth(1)
        .and_then(|r| r.split(']').next())
        .expect("check names the sentence's mark")
        .to_owned();
    edit(
        dir.path(),
        "content/page.md",
        "Alpha was higher.",
        &format!("<!-- no-claim[{id}]: a test of the mark -->\nAlpha was higher."),
    );
    let (_, err) = crate::common::site::check(dir.path());
    assert!(!err.contains("claims \"higher\""), "{err}");
    edit(
        dir.path(),
        "content/page.md",
        "Alpha was higher.",
        "Alpha was much higher.",
    );
    let (ok, err) = crate::common::site::check(dir.path());
    assert!(
        !ok && err.contains(&format!(
            "the mark `no-claim[{id}]` names no sentence of it now"
        )),
        "{err}"
    );
    // Reworded English of a claim (a selector's message): its confirmed
    // translations are stale, and check says so in each.
    let dir = three::site(three::RPS, three::FAILS).write();
    for tag in ["fr", "zh-TW"] {
        assert!(
            pcdocs(&["i18n", "confirm", tag], dir.path())
                .status
                .success()
        );
    }
    edit(
        dir.path(),
        "content/page.md",
        "With small files Alpha was",
        "With the small files Alpha was",
    );
    build(dir.path());

    let (ok, err) = crate::common::site::check(dir.path());
    assert!(!ok, "{err}");
    for tag in ["fr", "zh-TW"] {
        assert!(
            err.contains(&format!("locales/{tag}/page.ftl: error: the translation of claim message `page-small` is stale")),
            "{err}"
        );
    }
}

/// Class 3: a computation over a set whose member has no measurement
/// counts the others, and the sentence showing it is followed by a note
/// naming what was left out, unless it says so itself (`NAME-left-out`).
#[test]
fn a_set_with_a_member_unmeasured_is_counted_without_it_and_says_so() {
    let fails = three::FAILS.replace("q,gamma,0\n", "");
    let (dir, pages) = three_pages(three::RPS, &fails);
    let explain = pcdocs(&["explain", "c"], dir.path());
    let text = String::from_utf8_lossy(&explain.stdout);
    assert!(
        text.contains("0 of 2 in `fails` pass the condition (read: Alpha 1.0, Beta 2.0)"),
        "{text}"
    );
    assert!(
        text.contains("left out: Gamma 3.0 (fails/q/gamma: absent)"),
        "{text}"
    );
    all_contain(
        &pages,
        [
            "No server had a failed connection. Not counted here, with no line in the results: Gamma 3.0 (q).",
            "Non compté ici, les résultats n’en contenant aucune ligne\u{a0}: Gamma 3.0 (q).",
            "此處未計入結果中沒有資料的 Gamma 3.0（q）。",
        ],
    );
    edit(
        dir.path(),
        "content/page.md",
        "[none] No server had a failed connection.",
        "[none] No server measured had a failed connection ({ $failing-left-out } has no measurement).",
    );
    build(dir.path());
    let en = read(dir.path(), "site/en/c/index.md");
    assert!(
        en.contains("No server measured had a failed connection (Gamma 3.0 has no measurement)."),
        "{en}"
    );
    assert!(!en.contains("Not counted here"), "{en}");
}
