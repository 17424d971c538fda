//! The data behind every table, downloadable beside it as CSV and JSON,
//! made from the figures the page shows: a download never disagrees with
//! the page.

use crate::common::site::Site;
use crate::common::*;

#[test]
fn every_downloaded_value_is_a_figure_of_its_page() {
    let dir = built_repo();
    let site = dir.join("site");
    let mut tables = 0;
    for locale in ["en", "fr", "zh-TW"] {
        for page in ["v0.2.0-rc.3", "2026-10-container-matrix"] {
            let folder = site.join(locale).join(page);
            let html = std::fs::read_to_string(folder.join("index.html")).unwrap();
            let mut names: Vec<String> = std::fs::read_dir(&folder)
                .unwrap()
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter_map(|n| n.strip_suffix(".csv").map(str::to_owned))
                .collect();
            names.sort();
            assert!(!names.is_empty(), "{locale}/{page}: no table data");
            for name in names {
                tables += 1;
                assert!(
                    html.contains(&format!("<a href=\"{name}.csv\">CSV</a>"))
                        && html.contains(&format!("<a href=\"{name}.json\">JSON</a>")),
                    "{locale}/{page}: no links to {name}'s data"
                );
                let mut reader =
                    csv::Reader::from_path(folder.join(format!("{name}.csv"))).unwrap();
                let json: serde_json::Value = serde_json::from_str(
                    &std::fs::read_to_string(folder.join(format!("{name}.json"))).unwrap(),
                )
                .unwrap();
                assert_eq!(json["schema"], 1);
                let cells = json["cells"].as_array().unwrap();
                let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
                assert_eq!(rows.len(), cells.len(), "{locale}/{page}/{name}");
                for (row, cell) in rows.iter().zip(cells) {
                    assert_eq!(&row[0], cell["cell"].as_str().unwrap());
                    let value = &row[4];
                    if value.is_empty() {
                        assert_ne!(&row[3], "measured", "{locale}/{page}/{name}: {row:?}");
                        continue;
                    }
                    // The exact value the page's figure carries.
                    assert!(
                        html.contains(&format!("<data value=\"{value}\"")),
                        "{locale}/{page}/{name}: {value} is not a figure of the page"
                    );
                    // The JSON holds the same number (JSON parsers may be an
                    // ulp off; the text is the shortest round-trip form).
                    let (a, b) = (
                        value.parse::<f64>().unwrap(),
                        cell["value"].as_f64().unwrap(),
                    );
                    assert!((a - b).abs() <= a.abs() * 1e-15, "{name}: {a} ≠ {b}");
                    assert!(
                        !row[8].is_empty(),
                        "{locale}/{page}/{name}: {row:?} has no source"
                    );
                }
            }
        }
    }
    assert!(tables >= 3 * 7, "{tables} tables");
}

#[test]
fn a_changed_result_changes_the_download_and_the_page_alike() {
    let dir = Site::tiny().write();
    edit(
        dir.path(),
        "results/c/rps.csv",
        "small,beta,1000",
        "small,beta,1009",
    );
    build(dir.path());
    let data = read(dir.path(), "site/fr/c/rps.csv");
    assert!(
        data.contains("rps/small/beta,small,beta,measured,1009,"),
        "{data}"
    );
    let html = read(dir.path(), "site/fr/c/index.html");
    assert!(html.contains("<data value=\"1009\""));
}

/// A figure's tooltip is made from texts kept per page and locale on the
/// rendering thread (`provenance::with_texts`); what is kept for one page
/// or locale never answers for another. Every figure of every page of the
/// repository's site, asked for page after page in changing locales and
/// then again, gets what `exact` and `title` make from the page itself.
#[test]
fn tooltip_texts_kept_for_a_page_are_its_own() {
    use pcdocs::render::provenance::{Words, exact, title, with_texts};
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let project = pcdocs::site::load(root).expect("the repository's site loads");
    let pages = project.renderer.pages();
    let messages = project.renderer.messages();
    let locales = &messages.locales;
    let mut checked = 0;
    for round in 0..2 {
        for (n, page) in pages.iter().enumerate() {
            let loc = (n + round) % locales.len();
            let fmt = &locales[loc].formatter;
            let words = Words { messages, loc };
            let figures = &page.figures;
            for i in 0..figures.figures.len() {
                let (value, titles) = with_texts(page, messages, loc, |t| {
                    (
                        t.exact(i, &words).to_owned(),
                        t.titles(&[i, 0], fmt, &words),
                    )
                });
                assert_eq!(value, exact(&figures.figures[i]));
                let expected = [
                    title(figures, i, fmt, &words),
                    title(figures, 0, fmt, &words),
                ]
                .join("\n");
                assert_eq!(titles, expected);
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "only {checked} figures");
}
