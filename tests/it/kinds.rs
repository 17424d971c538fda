//! Pages of a kind: `kind = "NAME"` in a page makes it for every campaign
//! whose manifest says `kind = "NAME"`, at the campaign's folder name.

use crate::common::site::*;
use crate::common::*;
use std::collections::BTreeSet;

/// The paths of the input files of a project.
fn inputs(dir: &std::path::Path) -> BTreeSet<String> {
    INPUTS
        .iter()
        .flat_map(|name| {
            let path = dir.join(name);
            walkdir::WalkDir::new(&path)
                .into_iter()
                .filter_map(Result::ok)
                .filter(|e| e.file_type().is_file())
                .map(|e| {
                    e.path()
                        .strip_prefix(dir)
                        .unwrap()
                        .to_string_lossy()
                        .into_owned()
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn a_new_release_folder_gets_its_page_in_every_locale_with_nothing_else_written() {
    let dir = copy_of_repo();
    let root = dir.path();
    let before = inputs(root);
    let to = root.join("results/v0.3.0");
    std::fs::create_dir(&to).unwrap();
    let manifest = read(root, "results/v0.2.0-rc.3/manifest.toml");
    assert_eq!(manifest.matches("version = \"v0.2.0-rc.3\"").count(), 1);
    std::fs::write(
        to.join("manifest.toml"),
        manifest.replace("version = \"v0.2.0-rc.3\"", "version = \"v0.3.0\""),
    )
    .unwrap();
    let mut csv = read(root, "results/v0.2.0-rc.3/throughput.csv");
    for (from, to) in [
        (
            "http1-static,pingclair,46125,",
            "http1-static,pingclair,51234,",
        ),
        ("http2-static,nginx,41972,", "http2-static,nginx,43210,"),
        (
            "http3-proxy,pingclair,28078,",
            "http3-proxy,pingclair,30517,",
        ),
        // Caddy completes the HTTP/2 proxy row now.
        (
            "http2-proxy,caddy,,not-completed,ephemeral-ports",
            "http2-proxy,caddy,19876,ok,",
        ),
    ] {
        assert_eq!(csv.matches(from).count(), 1, "{from}");
        csv = csv.replace(from, to);
    }
    std::fs::write(to.join("throughput.csv"), csv).unwrap();
    let added = inputs(root);
    assert_eq!(
        added.difference(&before).collect::<Vec<_>>(),
        [
            "results/v0.3.0/manifest.toml",
            "results/v0.3.0/throughput.csv"
        ]
    );

    build(root);
    // Building wrote nothing among the inputs: no page, no message file.
    assert_eq!(inputs(root), added);
    for locale in ["en", "fr", "zh-TW"] {
        let md = read(root, &format!("site/{locale}/v0.3.0/index.md"));
        let old = read(root, &format!("site/{locale}/v0.2.0-rc.3/index.md"));
        // The same title, with the new version.
        let title = md.lines().next().unwrap();
        assert!(
            title.starts_with("# ") && title.ends_with("Pingclair v0.3.0"),
            "{title}"
        );
        assert_eq!(
            title,
            old.lines().next().unwrap().replace("v0.2.0-rc.3", "v0.3.0")
        );
        // The rc.3 page keeps its own version.
        assert!(!old.contains("v0.3.0"), "{old}");
    }
    let en = read(root, "site/en/v0.3.0/index.md");
    assert!(
        en.contains("| HTTP/1.1 static | 51,234 | 39,478 | 18,266 |"),
        "{en}"
    );
    assert!(
        en.contains("| HTTP/2 static | 92,369 | 43,210 | 17,424 |"),
        "{en}"
    );
    assert!(
        en.contains("| HTTP/2 reverse proxy | 23,181 | 20,396 | 19,876 |"),
        "{en}"
    );
    assert!(
        en.contains("| HTTP/3 reverse proxy | 30,517 | 22,213 | *not completed* |"),
        "{en}"
    );
    // The caveat names only the row still incomplete.
    assert!(
        en.contains("Caddy could not finish the row for HTTP/3 reverse proxy: opening and closing"),
        "{en}"
    );
    assert!(
        !en.contains("rows for HTTP/2 reverse proxy and HTTP/3 reverse proxy"),
        "{en}"
    );
    let old = read(root, "site/en/v0.2.0-rc.3/index.md");
    assert!(
        old.contains(
            "Caddy could not finish the rows for HTTP/2 reverse proxy and HTTP/3 reverse proxy"
        ),
        "{old}"
    );
    let fr = read(root, "site/fr/v0.3.0/index.md");
    assert!(fr.contains("51\u{202f}234"), "{fr}");
    let zh = read(root, "site/zh-TW/v0.3.0/index.md");
    assert!(zh.contains("51,234") && zh.contains("19,876"), "{zh}");
}

#[test]
fn a_campaign_of_a_kind_no_page_uses_is_fine() {
    let manifest = MANIFEST.replace(
        "title = \"Two servers\"",
        "title = \"Two servers\"\nkind = \"nobody-writes-this\"",
    );
    let dir = Site::tiny().campaign("c", &manifest).write();
    let stderr = build_ok(dir.path());
    assert!(!stderr.contains("warning"), "{stderr}");
    assert!(twin(dir.path(), "en", "c").starts_with("# Two servers compared"));
}

#[test]
fn a_page_of_a_kind_no_campaign_has_is_an_error_naming_the_page() {
    let page = "+++\nkind = \"absent\"\ntitle = \"Nothing\"\ndescription = \"Nothing at all.\"\n+++\nNo campaign has this kind.\n";
    let dir = Site::tiny().page("orphan.md", page).write();
    let stderr = build_fails(dir.path());
    assert!(
        stderr
            .contains("content/orphan.md:2:1: error: no campaign in results/ is of kind `absent`"),
        "{stderr}"
    );
}
