//! docs/authoring.md walks through a page of a new kind; its files, taken
//! from the document itself, must build into that page in three locales,
//! and a second campaign of the kind must give a second page with nothing
//! else added.

use std::path::Path;
use std::process::Command;

fn pcdocs(args: &[&str], dir: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_pcdocs"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

/// The code blocks of a Markdown document, with the fence's info word and
/// the first line of the block's text.
fn blocks(doc: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut open: Option<(String, String, String)> = None;
    for line in doc.lines() {
        match &mut open {
            Some((fence, info, text)) => {
                if line == fence.as_str() {
                    out.push((info.clone(), std::mem::take(text)));
                    open = None;
                } else {
                    text.push_str(line);
                    text.push('\n');
                }
            }
            None => {
                let ticks = line.len() - line.trim_start_matches('`').len();
                if ticks >= 3 && line.starts_with("```") {
                    let info = line[ticks..].trim().to_owned();
                    open = Some(("`".repeat(ticks), info, String::new()));
                }
            }
        }
    }
    out
}

#[test]
fn the_walk_through_builds_its_page_in_three_locales() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(repo.join("docs/authoring.md")).unwrap();
    let blocks = blocks(&doc);
    let find = |info: &str, start: &str| -> String {
        blocks
            .iter()
            .find(|(i, t)| i == info && t.starts_with(start))
            .unwrap_or_else(|| panic!("no ```{info} block starting with {start:?}"))
            .1
            .clone()
    };
    let manifest = find("toml", "# results/tls-2026-11/manifest.toml");
    let csv = find("csv", "key,server,per_s");
    let page = find("markdown", "+++\nkind = \"tls-handshakes\"");
    let fr_line = find("ftl", "# en: Each value");

    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site-root");
    let out = pcdocs(&["init", site.to_str().unwrap()], dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let config = std::fs::read_to_string(site.join("pcdocs.toml")).unwrap();
    std::fs::write(
        site.join("pcdocs.toml"),
        config.replace(
            "locales = [\"en\", \"fr\"]",
            "locales = [\"en\", \"fr\", \"zh-TW\"]",
        ),
    )
    .unwrap();
    std::fs::create_dir_all(site.join("locales/zh-TW")).unwrap();
    for f in ["site.ftl", "charts.ftl"] {
        std::fs::copy(
            repo.join("locales/zh-TW").join(f),
            site.join("locales/zh-TW").join(f),
        )
        .unwrap();
    }
    let campaign = site.join("results/tls-2026-11");
    std::fs::create_dir_all(&campaign).unwrap();
    std::fs::write(campaign.join("manifest.toml"), &manifest).unwrap();
    std::fs::write(campaign.join("handshakes.csv"), &csv).unwrap();
    std::fs::write(site.join("content/tls.md"), &page).unwrap();

    // sync writes the stubs the document shows; the translator fills one.
    let out = pcdocs(&["i18n", "sync"], &site);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let fr = std::fs::read_to_string(site.join("locales/fr/tls.ftl")).unwrap();
    let stub = fr_line.lines().take(2).collect::<Vec<_>>().join("\n");
    assert!(fr.contains(&stub), "sync did not write {stub:?}:\n{fr}");
    let translated = find(
        "ftl",
        "# en: Each value is the median of { $sampling-runs } runs, in handshakes per second.\ntls-intro",
    );
    std::fs::write(
        site.join("locales/fr/tls.ftl"),
        fr.replace(&stub, translated.trim_end()),
    )
    .unwrap();

    let out = pcdocs(&["build"], &site);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let twin = |loc: &str, slug: &str| {
        std::fs::read_to_string(site.join("site").join(loc).join(slug).join("index.md")).unwrap()
    };
    let en = twin("en", "tls-2026-11");
    assert!(en.contains("| RSA 2048 | 1,830 | 1,710 |"), "{en}");
    assert!(
        en.contains(
            "Server A is ahead with RSA 2048 (by 7%), and behind with ECDSA P-256 (by 6%)."
        ),
        "{en}"
    );
    let fr = twin("fr", "tls-2026-11");
    assert!(
        fr.contains("Chaque valeur est la médiane de 3 séries"),
        "{fr}"
    );
    assert!(fr.contains("1\u{202f}830"), "{fr}");
    assert!(twin("zh-TW", "tls-2026-11").contains("1,830"));

    // A second campaign of the kind is a new folder and nothing else.
    let next = site.join("results/tls-2026-12");
    std::fs::create_dir_all(&next).unwrap();
    std::fs::write(
        next.join("manifest.toml"),
        manifest.replace("2026-11-20", "2026-12-20"),
    )
    .unwrap();
    std::fs::write(next.join("handshakes.csv"), csv.replace("9655", "8000")).unwrap();
    let out = pcdocs(&["build"], &site);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let en = twin("en", "tls-2026-12");
    assert!(
        en.starts_with("# TLS handshakes, December 20, 2026"),
        "{en}"
    );
    assert!(
        en.contains("Server A is ahead with RSA 2048 and ECDSA P-256"),
        "{en}"
    );
    for loc in ["fr", "zh-TW"] {
        assert!(
            twin(loc, "tls-2026-12").contains("8,000")
                || twin(loc, "tls-2026-12").contains("8\u{202f}000")
        );
    }
}
