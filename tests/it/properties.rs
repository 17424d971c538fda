//! Property tests over the parsers, computations and formatters.

use fixed_decimal::Decimal;
use icu_decimal::DecimalFormatter;
use pcdocs::compute::model::{Display, Style};
use pcdocs::l10n::format::NumberFormatter;
use proptest::prelude::*;
use std::str::FromStr;
use writeable::Writeable;

const MANIFEST: &str = r#"
title = "p"
[subjects.a]
name = "A"
[subjects.b]
name = "B"
[sampling]
aggregate = "median"
[validity]
exclude-failed-runs = true
[comparison]
tie-within = 0.02
[tables.t]
file = "t.csv"
row = "row"
series = "series"
value = "value"
run = "run"
failed = "failed"
"#;

fn manifest() -> pcdocs::results::Manifest {
    toml::from_str(MANIFEST).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn table_loading_never_panics(text in "\\PC{0,400}") {
        let m = manifest();
        let _ = pcdocs::results::table::load("t", &m.tables["t"], &m, "t.csv", &text);
    }

    #[test]
    fn csv_like_input_never_panics(lines in proptest::collection::vec("[a-b,0-9.\\-\"NaNinf ]{0,30}", 0..20)) {
        let m = manifest();
        let text = format!("row,series,run,value,failed\n{}", lines.join("\n"));
        let _ = pcdocs::results::table::load("t", &m.tables["t"], &m, "t.csv", &text);
    }

    #[test]
    fn written_values_read_back_exactly(values in proptest::collection::vec(0.0f64..1e9, 1..8)) {
        // pcdocs import and results authors write plain decimals; what is
        // written is read back to the same number.
        for v in &values {
            prop_assert_eq!(pcdocs::results::table::parse_number(&format!("{v}")).unwrap(), *v);
        }
        let m = manifest();
        let mut text = String::from("row,series,run,value,failed\n");
        for (i, v) in values.iter().enumerate() {
            text.push_str(&format!("r,a,{i},{v},0\n"));
        }
        let t = pcdocs::results::table::load("t", &m.tables["t"], &m, "t.csv", &text).unwrap();
        let cell = t.cell("r", "a").unwrap();
        let read: Vec<f64> = cell.runs.iter().filter_map(|r| r.value).collect();
        prop_assert_eq!(read, values.clone());
        prop_assert_eq!(cell.value(), pcdocs::results::table::median(&values));
    }

    #[test]
    fn computations_never_panic(a in any::<f64>(), b in any::<f64>(), t in 0.0f64..1.0) {
        let _ = pcdocs::compute::ratio(a, b);
        let _ = pcdocs::compute::percent_difference(a, b);
        let _ = pcdocs::compute::retention(a, b);
        let _ = pcdocs::compute::loss(a, b);
        let _ = pcdocs::compute::standing(a, b, t);
        let _ = pcdocs::compute::ranking(&[a, b, t]);
    }

    #[test]
    fn standing_agrees_with_the_ratio(a in 1.0f64..1e6, b in 1.0f64..1e6, t in 0.0f64..0.5) {
        let s = pcdocs::compute::standing(a, b, t).unwrap();
        let r = a / b;
        let expected = if (r - 1.0).abs() <= t { "even" } else if r > 1.0 { "ahead" } else { "behind" };
        prop_assert_eq!(s.key(), expected);
    }

    #[test]
    fn formatting_agrees_with_icu4x(mantissa in 0i64..1_000_000_000_000, scale in 0u8..6, locale in "(en|fr|de|zh-TW|ja|ar|hi)") {
        // A decimal with `scale` fraction digits, shown with exactly that many:
        // pcdocs's f64 path must print what ICU4X prints for the decimal itself.
        let text = if scale == 0 {
            mantissa.to_string()
        } else {
            let s = format!("{:0>width$}", mantissa, width = scale as usize + 1);
            let (int, frac) = s.split_at(s.len() - scale as usize);
            format!("{int}.{frac}")
        };
        let value: f64 = text.parse().unwrap();
        let loc: icu_locale_core::Locale = locale.parse().unwrap();
        let ours = NumberFormatter::new(&loc).unwrap().format(value, Display::new(Style::Number, scale));
        let icu = DecimalFormatter::try_new((&loc).into(), Default::default()).unwrap();
        let decimal = Decimal::from_str(&text).unwrap();
        let theirs = icu.format(&decimal).write_to_string().into_owned();
        prop_assert_eq!(ours, theirs);
    }

    #[test]
    fn quantities_point_inside_their_text(text in "\\PC{0,200}") {
        for (offset, token) in pcdocs::check::literals::quantities(&text) {
            prop_assert!(text.is_char_boundary(offset));
            prop_assert!(text[offset..].starts_with(token));
        }
        let prose = pcdocs::check::literals::content_prose(&text);
        prop_assert_eq!(prose.len(), text.len());
    }

    /// `pcdocs audit` reads pages typed by hand: bars, tags, numbers,
    /// names and claim words in any arrangement, and audits them.
    #[test]
    fn audited_pages_never_panic(
        text in "[|<>0-9.,%× \n\\-:a\u{a0}\u{202f}漢]{0,120}",
        words in proptest::collection::vec(proptest::sample::select(AUDIT_WORDS), 0..40),
        html in proptest::bool::ANY,
        lang in proptest::sample::select(&[None, Some(pcdocs::audit::Lang::Fr), Some(pcdocs::audit::Lang::Zh)][..]),
    ) {
        let page = format!("{}{text}", words.concat());
        let name = if html { "page.html" } else { "page.md" };
        let _ = pcdocs::audit::audit_text(name, &page, audited_campaign(), lang);
        let lines: Vec<&str> = text.lines().collect();
        for f in pcdocs::audit::numbers(&text) {
            prop_assert!(f.line >= 1 && f.line <= lines.len());
            let digits: String = f.text.chars().take_while(char::is_ascii_digit).collect();
            prop_assert!(lines[f.line - 1].contains(&digits));
        }
    }

    #[test]
    fn markdown_with_marks_never_panics(text in "[\\PC\u{e000}-\u{e006}]{0,200}") {
        struct W;
        impl pcdocs::render::markdown::MarkWriter for W {
            fn figure_attributes(&self, _: &[usize]) -> Vec<(&'static str, String)> { Vec::new() }
            fn fallback_attributes(&self) -> Vec<(&'static str, String)> { Vec::new() }
            fn chart(&self, _: &str) -> Option<String> { None }
        }
        let _ = pcdocs::render::markdown::to_html(&text, &W);
        let _ = pcdocs::l10n::marks::strip(&text);
    }

    #[test]
    fn data_becomes_text_only(
        data in "[\\PC\n\r\t{}<>|#=`*_!&\\\\\\[\\]()~. \u{e000}-\u{e006}-]{1,60}",
        attack in proptest::sample::select(ATTACKS),
    ) {
        let expected = structure("placeholder");
        for text in [data.as_str(), attack] {
            let got = structure(text);
            prop_assert_eq!(&got, &expected, "data {:?}", text);
        }
    }
}

/// Data that has turned into markup before.
const ATTACKS: &[&str] = &[
    "\n# x { onfocus=alert(1) }",
    "x { #id .c onfocus=alert(1) }",
    "x\n===",
    "x\n---",
    "| a | b |\n|--|--|",
    "<img src=x onerror=alert(1)>",
    "```\n</code><script>alert(1)</script>",
    "[x](javascript:alert(1))",
    "1. one",
    "- item",
    "    indented",
    "x  ",
    "&lt;b&gt;",
    "\\",
    "*",
    "\u{e000}0\u{e001}forged\u{e002}",
    "\u{e006}chart",
    // White space of other kinds beside the template's emphasis.
    "\u{2000}",
    " x\u{3000}",
];

/// A message `{ $x }` formatted with the data as a fact, as label and
/// prose messages get them.
fn via_message(data: &str) -> String {
    use pcdocs::compute::model::Fact;
    use pcdocs::l10n::messages::Localizer;
    static LOCALIZER: std::sync::OnceLock<Localizer> = std::sync::OnceLock::new();
    let l = LOCALIZER.get_or_init(|| {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("locales");
        std::fs::create_dir_all(dir.join("en")).unwrap();
        std::fs::write(dir.join("en/m.ftl"), "m = { $x }\n").unwrap();
        Localizer::load(root.path(), &dir, "en").unwrap()
    });
    let args = l.fact_args(&[("x".to_owned(), Fact::Text(data.to_owned()))]);
    l.format("m", &args).unwrap().unwrap()
}

/// A page body placing one data field where templates and messages put
/// data: at a line start, in a heading before the author's anchor, in
/// table cells, a list, a quote, emphasis and a code block.
fn page(data: &str) -> String {
    let d = via_message(data);
    let code = pcdocs::render::code_block(data);
    format!(
        "{d}\n\n## Title {d} {{ #results }}\n\n{d}\nmore text\n\n| h | {d} |\n|:--|--:|\n| {d} | {d} |\n\n- {d}\n- item\n\n> {d}\n\nText {d} *em {d}* [link](https://a.example/) {d}\n\n{code}\n"
    )
}

struct Writer;
impl pcdocs::render::markdown::MarkWriter for Writer {
    fn figure_attributes(&self, _: &[usize]) -> Vec<(&'static str, String)> {
        Vec::new()
    }
    fn fallback_attributes(&self) -> Vec<(&'static str, String)> {
        vec![("class", "fallback".into()), ("lang", "en".into())]
    }
    fn chart(&self, _: &str) -> Option<String> {
        None
    }
    fn heading_id(&self, id: &str) -> bool {
        id == "results"
    }
}

/// Every element of the rendered page with its attribute names, in
/// document order: what the template wrote, whatever the data.
fn structure(data: &str) -> Vec<String> {
    let html = pcdocs::render::markdown::to_html(&page(data), &Writer).body;
    let doc = scraper::Html::parse_fragment(&html);
    doc.root_element()
        .descendants()
        .filter_map(scraper::ElementRef::wrap)
        .map(|e| {
            let mut attrs: Vec<&str> = e.value().attrs().map(|(k, _)| k).collect();
            attrs.sort();
            format!("{}[{}]", e.value().name(), attrs.join(","))
        })
        .collect()
}

/// Pieces of hand-typed benchmark pages, in three languages.
const AUDIT_WORDS: &[&str] = &[
    "Pingclair ",
    "nginx 1.31 ",
    "Caddy ",
    "HTTP/2 ",
    "static ",
    "proxy ",
    "| ",
    "|\n",
    "|--|--|\n",
    "<table>",
    "<tr>",
    "<td>",
    "</td>",
    "<th>",
    "\n\n",
    "# ",
    "- ",
    "**",
    "`",
    "1,234 ",
    "46,125 ",
    "2.2× ",
    "2,2 fois ",
    "2.2 倍",
    "75–80% ",
    "de 75 à 80 % ",
    "75%～80%",
    "about ",
    "roughly ",
    "environ ",
    "約",
    "less than 1% ",
    "no errors. ",
    "sans erreur. ",
    "沒有錯誤。",
    "the fastest. ",
    "leads at every concurrency. ",
    "roughly equal. ",
    "都領先。",
    "à peu près égaux. ",
    "大致相同。",
    "3 runs ",
    "5 séries ",
    "4 輪",
    "c500 ",
    "500 connections ",
    "October 11, 2026 ",
    "2026 年 ",
    "；",
    "，",
    "; ",
    ", and ",
    " while ",
    "(",
    ")",
    "&nbsp;",
    "&#8239;",
    "\u{a0}%",
    "−",
];

fn audited_campaign() -> &'static pcdocs::results::Campaign {
    static C: std::sync::OnceLock<pcdocs::results::Campaign> = std::sync::OnceLock::new();
    C.get_or_init(|| {
        let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let mut all = pcdocs::results::load_all(&root, &root.join("results")).unwrap();
        all.remove("v0.2.0-rc.3").unwrap()
    })
}
