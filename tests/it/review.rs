//! What reviewers see: provenance in the HTML, `explain`, Markdown twins that
//! diff line by line, and `diff` before regenerating.

use crate::common::site::Site;
use crate::common::*;

#[test]
fn every_figure_in_the_html_carries_its_value_and_source() {
    let dir = built_repo();
    let html = read(dir, "site/en/2026-10-container-matrix/index.html");
    assert!(html.contains(
        "<data value=\"0.931239822661738\" title=\"78,348 ÷ 84,133 = 93.1%\nresults/2026-10-container-matrix/proxy.csv, line 3, column req_per_s\nresults/2026-10-container-matrix/proxy.csv, line 2, column req_per_s\" tabindex=\"0\">93.1%</data>"
    ), "share with formula and both sources");
    assert!(html.contains(
        "<data value=\"84133\" title=\"results/2026-10-container-matrix/proxy.csv, line 2, column req_per_s\" tabindex=\"0\">84,133</data>"
    ));
    let fr = read(dir, "site/fr/2026-10-container-matrix/index.html");
    assert!(
        fr.contains("title=\"78\u{202f}348 ÷ 84\u{202f}133 = 93,1\u{a0}%"),
        "formulas are in the page's locale"
    );
}

#[test]
fn explain_lists_every_computed_figure_with_its_formula() {
    let dir = built_repo();
    let out = pcdocs(&["explain", "2026-10-container-matrix"], dir);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for expected in [
        "93.1%  (exact 0.931239822661738)  $proxy-share\n     = 78,348 ÷ 84,133 = 93.1%",
        "2.58  (exact 2.584463137060861)  $proxy-vs-traefik\n     = 78,348 ÷ 30,315 = 2.58",
        "70,000  (exact 70343.66666666667)  $sweep-low-fast\n     = mean(69,201; 71,227; 70,603) = 70,000",
        "5.90×  (exact 5.895132814843876)  $vs-nginx (row 10k-zstd)\n     = 127,721 ÷ 21,666 = 5.90×",
        "3.5  (exact 0.03538023163008652)  $retention-gain\n     = 91.9% − 88.4% = 3.5",
        "8.1%  (exact 0.08093934085123511)  $loss-main\n     = 1 − 162,103 ÷ 176,379 = 8.1%",
        "from results/2026-10-container-matrix/static.csv, line 12, column req_per_s",
    ] {
        assert!(
            text.contains(expected),
            "explain lacks {expected:?}\n{text}"
        );
    }
    let json = pcdocs(
        &[
            "explain",
            "v0.2.0-rc.3",
            "--locale",
            "fr",
            "--format",
            "json",
        ],
        dir,
    );
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert!(
        v["figures"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f["shown"] == "46\u{202f}125")
    );
    // Every word a claim is chosen by comes with its rule and values.
    let claims = v["claims"].as_array().unwrap();
    assert!(
        claims.iter().any(|c| c["name"] == "$static-even-count"
            && c["value"] == "1"
            && c["why"][0]
                .as_str()
                .is_some_and(|w| w.contains("même à 0,02 près") && w.ends_with("HTTP/3"))),
        "{claims:?}"
    );
}

#[test]
fn one_changed_value_changes_one_line_of_each_twin() {
    let twins = ["en", "zh-TW", "fr"].map(|l| format!("site/{l}/v0.2.0-rc.3/index.md"));
    let before: Vec<String> = twins.iter().map(|t| read(built_repo(), t)).collect();
    let dir = copy_of_repo();
    edit(
        dir.path(),
        "results/v0.2.0-rc.3/throughput.csv",
        "http3-static,caddy,22912",
        "http3-static,caddy,22990",
    );
    build(dir.path());
    for (t, old) in twins.iter().zip(&before) {
        let new = read(dir.path(), t);
        let changed: Vec<(&str, &str)> = old
            .lines()
            .zip(new.lines())
            .filter(|(a, b)| a != b)
            .collect();
        assert_eq!(old.lines().count(), new.lines().count(), "{t}");
        assert_eq!(changed.len(), 1, "{t}: {changed:?}");
        assert!(
            changed[0].1.contains("22,990") || changed[0].1.contains("22\u{202f}990"),
            "{t}: {changed:?}"
        );
    }
}

#[test]
fn diff_reports_figures_and_sentences_before_regenerating() {
    let dir = Site::two().write();
    let old = dir.path().join("old-results");
    std::fs::create_dir(&old).unwrap();
    let copy = |from: &std::path::Path, to: &std::path::Path| {
        for e in walkdir::WalkDir::new(from)
            .into_iter()
            .filter_map(Result::ok)
        {
            let target = to.join(e.path().strip_prefix(from).unwrap());
            if e.file_type().is_dir() {
                std::fs::create_dir_all(&target).unwrap();
            } else {
                std::fs::copy(e.path(), &target).unwrap();
            }
        }
    };
    copy(&dir.path().join("results"), &old);
    edit(
        dir.path(),
        "results/c/rps.csv",
        "small,beta,1000",
        "small,beta,1600",
    );
    let out = pcdocs(&["diff", "old-results", "results"], dir.path());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for expected in [
        "en/c $rps/small/beta: 1,000 → 1,600",
        "fr/c $rps/small/beta: 1\u{202f}000 → 1\u{202f}600",
        "## en/c\n",
        "- | small | 1,500 | 1,000 |",
        "+ | small | 1,500 | 1,600 |",
        "+ Alpha served 0.9× the small requests Beta served.",
        "## fr/c\n",
    ] {
        assert!(text.contains(expected), "diff lacks {expected:?}\n{text}");
    }
    assert!(
        !text.contains("en/d") && !text.contains("fr/d"),
        "unchanged pages are not listed"
    );
    // Nothing was regenerated.
    assert!(!dir.path().join("site").exists());
}

#[test]
fn diff_compares_git_revisions_of_the_project() {
    let dir = Site::two().write();
    let d = dir.path();
    git(d, &["init", "-q"]);
    git(d, &["add", "-A"]);
    git(d, &["commit", "-q", "-m", "measured"]);
    edit(d, "results/c/rps.csv", "small,beta,1000", "small,beta,1600");
    // A revision against the working tree's results, then two revisions.
    let out = pcdocs(&["diff", "HEAD", "results"], d);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("en/c $rps/small/beta: 1,000 → 1,600"),
        "{text}"
    );
    git(d, &["commit", "-q", "-a", "-m", "measured again"]);
    let out = pcdocs(&["diff", "HEAD~1", "HEAD"], d);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), text);
    let out = pcdocs(&["diff", "HEAD", "HEAD"], d);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "no page changes\n");
}

#[test]
fn a_revision_whose_paths_lead_out_is_refused_and_nothing_is_written() {
    let dir = Site::tiny().write();
    let d = dir.path();
    git(d, &["init", "-q"]);
    // results/../../escaped.txt: git mktree takes `..` as a name.
    let blob = git_with(d, &["hash-object", "-w", "--stdin"], "escaped\n");
    let mktree = |entry: String| git_with(d, &["mktree"], &format!("{entry}\n"));
    let file = mktree(format!("100644 blob {blob}\tescaped.txt"));
    let up = mktree(format!("040000 tree {file}\t.."));
    let up = mktree(format!("040000 tree {up}\t.."));
    let top = mktree(format!("040000 tree {up}\tresults"));
    let commit = git(d, &["commit-tree", &top, "-m", "crafted"]);
    let tmp = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pcdocs"))
        .args(["diff", &commit, "results"])
        .current_dir(d)
        .env("TMPDIR", tmp.path())
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("results/../../escaped.txt") && err.contains("leads out"),
        "{err}"
    );
    let left: Vec<_> = walkdir::WalkDir::new(tmp.path())
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(|e| e.path().to_owned())
        .collect();
    assert!(left.is_empty(), "{left:?}");
}
