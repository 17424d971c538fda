//! Snapshots of the Markdown twins (`site/<locale>/<slug>/index.md`) of
//! small sites written as prose: what a reader (or a model) gets of a page
//! in each locale. Review a change with `cargo insta review`.

use crate::common::site::*;

/// Every twin of a built site, by `locale/slug`, for pages of `slugs`.
fn twins(dir: &std::path::Path, locales: &[&str], slugs: &[&str]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for locale in locales {
        for slug in slugs {
            out.push((format!("{locale}-{slug}"), twin(dir, locale, slug)));
        }
    }
    out
}

#[test]
fn a_prose_page_with_a_table_in_english_and_french() {
    let dir = Site::tiny().write();
    let stderr = build_ok(dir.path());
    assert!(
        !stderr.contains("warning"),
        "every message is translated: {stderr}"
    );
    for (name, text) in twins(dir.path(), &["en", "fr"], &["c"]) {
        insta::assert_snapshot!(format!("prose-{name}"), text);
    }
}

/// `MANIFEST` as a campaign of the kind `release`, for another version of Alpha.
fn release(version: &str) -> String {
    MANIFEST
        .replace(
            "title = \"Two servers\"",
            "title = \"Two servers\"\nkind = \"release\"",
        )
        .replace("version = \"1.0\"", &format!("version = \"{version}\""))
}

const RELEASE_PAGE: &str = r#"+++
kind = "release"
id = "rel"
title = "Alpha { $subject-alpha-version } against Beta"
description = "Throughput of Alpha { $subject-alpha-version } and Beta."
+++
Alpha { $subject-alpha-version } served { $small } the small requests Beta served.

```pcdocs
[figures.small]
compute = "ratio"
of = ["rps/small/alpha", "rps/small/beta"]
digits = 2

[tables.rps]
source = "rps"
corner = "rel-col-scenario"
```

```ftl
rel-col-scenario = Scenario
```

{{ table(name="rps") }}
"#;

const RELEASE_FR: &str = "rel-title = Alpha { $subject-alpha-version } face à Beta
rel-description = Débit d’Alpha { $subject-alpha-version } et de Beta.
rel-intro-alpha-served-the = Alpha { $subject-alpha-version } a servi { $small } des petites requêtes servies par Beta.
rel-col-scenario = Scénario
";

#[test]
fn a_page_of_a_kind_is_made_for_each_campaign_of_that_kind() {
    let dir = Site::new()
        .locale("en")
        .locale("fr")
        .campaign("alpha-1.0", &release("1.0"))
        .table("alpha-1.0", "rps.csv", CSV)
        .campaign("alpha-1.1", &release("1.1"))
        .table(
            "alpha-1.1",
            "rps.csv",
            "scenario,server,rps\nsmall,alpha,2500\nsmall,beta,1000\nlarge,alpha,1200\nlarge,beta,600\n",
        )
        .page("release.md", RELEASE_PAGE)
        .ftl("fr", "release.ftl", RELEASE_FR)
        .write();
    let stderr = build_ok(dir.path());
    assert!(!stderr.contains("warning"), "{stderr}");
    for (name, text) in twins(dir.path(), &["en", "fr"], &["alpha-1.0", "alpha-1.1"]) {
        insta::assert_snapshot!(format!("kind-{name}"), text);
    }
}

const FACTS_MANIFEST: &str = r#"title = "Images"

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

[facts.images.alpha]
size-mb = 41.5
image = "alpha:1.0"
built = 2026-10-11

[facts.images.beta]
size-mb = 120
image = "beta:2.0"
built = 2026-10-12

[tables.rps]
file = "rps.csv"
row = "scenario"
series = "server"
value = "rps"
"#;

const FACTS_PAGE: &str = r#"+++
campaign = "images"
slug = "images"
id = "img"
title = "Two images"
description = "The images of Alpha and Beta."
+++
The servers ran from these images: { #lead }

```pcdocs
[tables.images]
facts = "images"
corner = "img-col-server"
columns = [
    { header = "img-col-size", fact = "size-mb" },
    { header = "img-col-image", message = "img-image" },
    { header = "img-col-built", fact = "built" },
]
```

```ftl
img-col-server = Server
img-col-size = Size (MB)
img-col-image = Image
img-col-built = Built
img-image = { $row ->
        [alpha] { $image }, built here
       *[other] official image { $image }
    }
```

{{ table(name="images") }}
"#;

const FACTS_FR: &str = "img-title = Deux images
img-description = Les images d’Alpha et de Beta.
img-lead = Les serveurs tournaient à partir de ces images :
img-col-server = Serveur
img-col-size = Taille (Mo)
img-col-image = Image
img-col-built = Construite
img-image = { $row ->
        [alpha] { $image }, construite ici
       *[other] image officielle { $image }
    }
";

#[test]
fn a_facts_table_view_shows_one_row_per_fact_row() {
    let dir = Site::new()
        .locale("en")
        .locale("fr")
        .campaign("images", FACTS_MANIFEST)
        .table(
            "images",
            "rps.csv",
            "scenario,server,rps\nsmall,alpha,10\nsmall,beta,9\n",
        )
        .page("images.md", FACTS_PAGE)
        .ftl("fr", "images.ftl", FACTS_FR)
        .write();
    let stderr = build_ok(dir.path());
    assert!(!stderr.contains("warning"), "{stderr}");
    for (name, text) in twins(dir.path(), &["en", "fr"], &["images"]) {
        insta::assert_snapshot!(format!("facts-{name}"), text);
    }
}
