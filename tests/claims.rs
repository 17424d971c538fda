//! Guards: a message whose fixed words state something about the data
//! stops the build when a results change makes it false, naming the message,
//! the condition and the values that broke it.

mod common;
use common::*;

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
    let dir = copy_of_repo();
    edit(
        dir.path(),
        "content/2026-10-container-matrix.md",
        "message = \"mx-logging-loss\"",
        "message = \"mx-no-such-message\"",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "claim `logging-efficiency` guards message `mx-no-such-message`, which en does not have"
        ),
        "{stderr}"
    );
    edit(
        dir.path(),
        "content/2026-10-container-matrix.md",
        "holds = \"loss-main < loss-v022\"",
        "holds = \"loss-mian < loss-v022\"",
    );
    let out = pcdocs(&["build"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("claim `logging-efficiency`: `loss-mian` is not a figure of this page"),
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
    let dir = common::site::Site::tiny()
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
    let line = common::site::line_of(dir.path(), "content/page.md", "Alpha was the fastest");
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
    let dir = copy_of_repo();
    build(dir.path());
    let en = read(dir.path(), "site/en/2026-10-container-matrix/index.html");
    // A guard: its condition and the values it held on.
    assert!(
        en.contains(
            "<span class=\"claim\" title=\"holds: loss-main &lt; loss-v022 (8.1% &lt; 11.6%)\" tabindex=\"0\">"
        ),
        "{en}"
    );
    // A selector: the word chosen, its rule and inputs, in the page's
    // language and digits.
    let fr = read(dir.path(), "site/fr/2026-10-container-matrix/index.html");
    assert!(
        fr.contains("sweep-trend-traefik = falls\u{a0}: chaque palier comparé au précédent, stable à 0,02 près (30\u{202f}028, 10\u{202f}272, 2\u{202f}906, 325)"),
        "{fr}"
    );
    // The Markdown twin reads as prose, without the marks.
    let md = read(dir.path(), "site/en/2026-10-container-matrix/index.md");
    assert!(!md.contains(|c: char| ('\u{E000}'..='\u{E009}').contains(&c)));
}

#[test]
fn where_pingclair_main_leads_the_static_workloads_is_computed() {
    let dir = copy_of_repo();
    build(dir.path());
    let en = read(dir.path(), "site/en/2026-10-container-matrix/index.md");
    // Leading, level and trailing by the campaign's one tie rule (2%): the
    // rows within it are neither led nor trailed; each of them is named,
    // with how far it is from the best of the others, and which that is.
    assert!(en.contains("Pingclair main itself led two of the five workloads, was about level in 10 KiB + Zstd (0.3% from Pingclair v0.2.2) and 2 MiB, identity encoding (1.2% from Pingclair v0.2.2), and trailed in 2 MiB + Zstd (14.4% behind Pingclair v0.2.2)."), "{en}");
    // The gap is a figure with both cells as its sources.
    let html = read(dir.path(), "site/en/2026-10-container-matrix/index.html");
    let gap = html
        .split("<data ")
        .find(|d| d.contains(">14.4%</data>") && d.contains("static.csv"))
        .unwrap_or_else(|| panic!("no 14.4% gap in {html}"));
    assert!(gap.contains("static.csv, line"), "{gap}");
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
