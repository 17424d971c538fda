//! Property tests over the parsers, computations and formatters.

use fixed_decimal::Decimal;
use icu_decimal::DecimalFormatter;
use pcdocs::l10n::format::{Display, NumberFormatter, Style};
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

    #[test]
    fn markdown_with_marks_never_panics(text in "[\\PC\u{e000}-\u{e006}]{0,200}") {
        struct W;
        impl pcdocs::render::markdown::MarkWriter for W {
            fn figure_open(&self, _: &[usize]) -> String { "<data>".into() }
            fn fallback_open(&self) -> String { "<span>".into() }
            fn chart(&self, _: &str) -> Option<String> { None }
        }
        let _ = pcdocs::render::markdown::to_html(&text, &W);
        let _ = pcdocs::l10n::marks::strip(&text);
    }
}
