//! Locale-aware formatting of figures, backed by ICU4X and CLDR data.
//!
//! Every number that reaches a page goes through [`NumberFormatter`]: Fluent's
//! own number formatting is not locale-aware, so pcdocs never relies on it.

use fixed_decimal::{Decimal, FloatPrecision, SignedRoundingMode, UnsignedRoundingMode};
use icu_decimal::DecimalFormatter;
use icu_experimental::dimension::percent::formatter::PercentFormatter;
use icu_list::ListFormatter;
use icu_list::options::{ListFormatterOptions, ListLength};
use icu_locale_core::Locale;
use serde::{Deserialize, Serialize};
use writeable::Writeable;

/// How a figure is shown. The precision is part of the display, chosen where
/// the figure is declared, never globally.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Style {
    /// A plain number: `84,133`, fr `84 133`.
    #[default]
    Number,
    /// A fraction shown as a percentage: 0.931 → `93.1%`, fr `93,1 %`.
    Percent,
    /// A multiple: 1.2 → `1.2×`, fr `1,2×`.
    Multiple,
    /// Percentage points: 0.035 → `3.5`; the unit word belongs to the prose.
    Points,
}

/// A style with its number of fraction digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Display {
    pub style: Style,
    pub digits: u8,
}

impl Display {
    pub const fn new(style: Style, digits: u8) -> Self {
        Self { style, digits }
    }
}

/// Rounds half away from zero on the shortest decimal that round-trips the
/// binary value, so 0.125 shows as 0.13 (as a reader computes it by hand),
/// and keeps exactly `digits` fraction digits (1.0%, not 1%).
pub fn round_decimal(value: f64, digits: u8) -> Option<Decimal> {
    let mut d = Decimal::try_from_f64(value, FloatPrecision::RoundTrip).ok()?;
    let pos = -i16::from(digits);
    d.round_with_mode(
        pos,
        SignedRoundingMode::Unsigned(UnsignedRoundingMode::HalfExpand),
    );
    d.pad_end(pos);
    // A value that rounds to zero keeps no sign: "-0" is never meaningful here.
    if d.absolute.is_zero() {
        d.sign = fixed_decimal::Sign::None;
    }
    Some(d)
}

/// The formatters of one locale, built once and reused for every figure.
pub struct NumberFormatter {
    locale: Locale,
    decimal: DecimalFormatter,
    percent: PercentFormatter<DecimalFormatter>,
    list: ListFormatter,
}

impl std::fmt::Debug for NumberFormatter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NumberFormatter")
            .field("locale", &self.locale.to_string())
            .finish()
    }
}

impl NumberFormatter {
    pub fn new(locale: &Locale) -> Result<Self, String> {
        let decimal = DecimalFormatter::try_new(locale.into(), Default::default())
            .map_err(|e| format!("no CLDR number data for {locale}: {e}"))?;
        let percent = PercentFormatter::try_new(locale.into(), Default::default())
            .map_err(|e| format!("no CLDR percent data for {locale}: {e}"))?;
        let list = ListFormatter::try_new_and(
            locale.into(),
            ListFormatterOptions::default().with_length(ListLength::Wide),
        )
        .map_err(|e| format!("no CLDR list data for {locale}: {e}"))?;
        Ok(Self {
            locale: locale.clone(),
            decimal,
            percent,
            list,
        })
    }

    pub fn locale(&self) -> &Locale {
        &self.locale
    }

    /// Formats `value` for display. Non-finite values have no CLDR form and
    /// are rejected earlier, when results are loaded; they show as "NaN" here.
    pub fn format(&self, value: f64, display: Display) -> String {
        let scaled = match display.style {
            Style::Percent | Style::Points => value * 100.0,
            Style::Number | Style::Multiple => value,
        };
        let Some(d) = round_decimal(scaled, display.digits) else {
            return "NaN".to_owned();
        };
        match display.style {
            Style::Number | Style::Points => self.decimal.format(&d).write_to_string().into_owned(),
            Style::Percent => self.percent.format(&d).write_to_string().into_owned(),
            // CLDR has no pattern for multiples; the multiplication sign
            // follows the number without a space in all supported locales.
            Style::Multiple => format!("{}×", self.decimal.format(&d).write_to_string()),
        }
    }

    /// Joins items with the locale's "and" list pattern: `A, B, and C`,
    /// fr `A, B et C`, zh-TW `A、B和C`.
    pub fn and_list(&self, items: &[String]) -> String {
        self.list
            .format(items.iter())
            .write_to_string()
            .into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(tag: &str) -> NumberFormatter {
        NumberFormatter::new(&tag.parse().unwrap()).unwrap()
    }

    #[test]
    fn grouping_follows_cldr() {
        assert_eq!(fmt("en").format(84133.0, Display::default()), "84,133");
        assert_eq!(
            fmt("fr").format(46125.0, Display::default()),
            "46\u{202f}125"
        );
        assert_eq!(fmt("zh-TW").format(84133.0, Display::default()), "84,133");
    }

    #[test]
    fn percent_patterns_differ_by_locale() {
        let p0 = Display::new(Style::Percent, 0);
        let p1 = Display::new(Style::Percent, 1);
        assert_eq!(fmt("en").format(0.14, p0), "14%");
        assert_eq!(fmt("fr").format(0.14, p0), "14\u{a0}%");
        assert_eq!(fmt("zh-TW").format(0.931, p1), "93.1%");
        assert_eq!(fmt("fr").format(0.931, p1), "93,1\u{a0}%");
    }

    #[test]
    fn multiples_use_the_locale_decimal_separator() {
        let m = Display::new(Style::Multiple, 1);
        assert_eq!(fmt("en").format(46125.0 / 39478.0, m), "1.2×");
        assert_eq!(fmt("fr").format(46125.0 / 39478.0, m), "1,2×");
    }

    #[test]
    fn rounding_is_half_away_from_zero_on_the_decimal_value() {
        let d2 = Display::new(Style::Number, 2);
        assert_eq!(fmt("en").format(0.125, d2), "0.13");
        assert_eq!(fmt("en").format(-0.125, d2), "-0.13");
        assert_eq!(fmt("en").format(-0.001, d2), "0.00");
        // Padding keeps the declared precision.
        assert_eq!(
            fmt("en").format(0.01, Display::new(Style::Percent, 1)),
            "1.0%"
        );
    }

    #[test]
    fn lists_follow_cldr_conjunctions() {
        let items = ["A".to_owned(), "B".to_owned(), "C".to_owned()];
        assert_eq!(fmt("en").and_list(&items), "A, B, and C");
        assert_eq!(fmt("fr").and_list(&items), "A, B et C");
        assert_eq!(fmt("zh-TW").and_list(&items), "A、B和C");
    }
}
