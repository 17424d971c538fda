//! Locale-aware formatting of figures, backed by ICU4X and CLDR data.
//!
//! Every number that reaches a page goes through [`NumberFormatter`]: Fluent's
//! own number formatting is not locale-aware, so pcdocs never relies on it.

use crate::compute::model::{DatePart, Display, Style};
use fixed_decimal::{Decimal, FloatPrecision, SignedRoundingMode, UnsignedRoundingMode};
use icu_calendar::{Date, Iso};
use icu_datetime::DateTimeFormatter;
use icu_datetime::fieldsets::{D, MD, Y, YMD};
use icu_decimal::DecimalFormatter;
use icu_experimental::dimension::percent::formatter::PercentFormatter;
use icu_list::ListFormatter;
use icu_list::options::{ListFormatterOptions, ListLength};
use icu_locale_core::Locale;
use writeable::Writeable;

/// Where a figure is shown: some locales write a figure differently in
/// running text than in a table cell (zh-TW prose 「5.18 倍」, tables
/// `5.18×`). Message arguments are prose; table cells are tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Context {
    Prose,
    #[default]
    Table,
}

/// Rounds half away from zero on the shortest decimal that round-trips the
/// binary value, so 0.125 shows as 0.13 (as a reader computes it by hand),
/// and keeps exactly `digits` fraction digits (1.0%, not 1%).
pub fn round_decimal(value: f64, digits: u8, significant: Option<u8>) -> Option<Decimal> {
    let mut d = decimal_of(value)?;
    let pos = match significant {
        // The last significant digit's position, from the leading digit.
        Some(n) if !d.absolute.is_zero() => {
            d.absolute.nonzero_magnitude_start() + 1 - i16::from(n.max(1))
        }
        Some(_) => 0,
        None => -i16::from(digits),
    };
    d.round_with_mode(
        pos,
        SignedRoundingMode::Unsigned(UnsignedRoundingMode::HalfExpand),
    );
    // Pad fractions to the rounding position; never pad integers with zeros.
    d.pad_end(pos.min(0));
    // A value that rounds to zero keeps no sign: "-0" is never meaningful here.
    if d.absolute.is_zero() {
        d.sign = fixed_decimal::Sign::None;
    }
    Some(d)
}

/// The shortest decimal that reads back to `value`. An integral value below
/// 10^15 is its integer exactly: made from it, without writing the shortest
/// text (ryu) and parsing it back, which most of a page's figures (counts,
/// whole requests per second) would otherwise pay for.
fn decimal_of(value: f64) -> Option<Decimal> {
    if value.fract() == 0.0 && value.abs() < 1e15 {
        return Some(Decimal::from(value as i64));
    }
    Decimal::try_from_f64(value, FloatPrecision::RoundTrip).ok()
}

/// The locale's name in its own language ("français", "日本語") from CLDR,
/// for locales whose translators have not named it yet.
pub fn autonym(locale: &Locale) -> Option<String> {
    use icu_experimental::displaynames::multi::LocaleDisplayNamesFormatter;
    let f = LocaleDisplayNamesFormatter::try_new(locale.into(), Default::default()).ok()?;
    let name = f.of(locale).into_owned();
    (name != locale.to_string()).then_some(name)
}

/// The formatters of one locale, built once and reused for every figure.
pub struct NumberFormatter {
    locale: Locale,
    decimal: DecimalFormatter,
    percent: PercentFormatter<DecimalFormatter>,
    list: ListFormatter,
    or_list: ListFormatter,
    units: ListFormatter,
    dates: DateFormatters,
}

/// CLDR date patterns of one locale: the whole date and the parts that
/// locale messages assemble into ranges ("October 11–12, 2026").
struct DateFormatters {
    ymd: DateTimeFormatter<YMD>,
    md: DateTimeFormatter<MD>,
    d: DateTimeFormatter<D>,
    y: DateTimeFormatter<Y>,
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
        let or_list = ListFormatter::try_new_or(
            locale.into(),
            ListFormatterOptions::default().with_length(ListLength::Wide),
        )
        .map_err(|e| format!("no CLDR list data for {locale}: {e}"))?;
        let units = ListFormatter::try_new_unit(
            locale.into(),
            ListFormatterOptions::default().with_length(ListLength::Short),
        )
        .map_err(|e| format!("no CLDR list data for {locale}: {e}"))?;
        let err = |e: icu_datetime::DateTimeFormatterLoadError| {
            format!("no CLDR date data for {locale}: {e}")
        };
        let dates = DateFormatters {
            ymd: DateTimeFormatter::try_new(locale.into(), YMD::long()).map_err(err)?,
            md: DateTimeFormatter::try_new(locale.into(), MD::long()).map_err(err)?,
            d: DateTimeFormatter::try_new(locale.into(), D::long()).map_err(err)?,
            y: DateTimeFormatter::try_new(locale.into(), Y::long()).map_err(err)?,
        };
        Ok(Self {
            locale: locale.clone(),
            decimal,
            percent,
            list,
            or_list,
            units,
            dates,
        })
    }

    /// Formats an ISO date (year, month, day) in the locale.
    /// One part of a calendar date in the locale: the whole date ("October
    /// 12, 2026", fr "12 octobre 2026", zh-TW "2026年10月12日"), its month
    /// and day ("October 12"), day ("12", zh-TW "12日") or year ("2026",
    /// zh-TW "2026年"). Only the part asked for is formatted: every page
    /// formats each of its dates in each locale.
    pub fn date(&self, year: i32, month: u8, day: u8, part: DatePart) -> Result<String, String> {
        let date = Date::try_new_iso(year, month, day)
            .map_err(|e| format!("{year}-{month:02}-{day:02} is not a date: {e:?}"))?;
        let date: Date<Iso> = date;
        let f = &self.dates;
        let text = match part {
            DatePart::Full => f.ymd.format(&date).write_to_string().into_owned(),
            DatePart::MonthDay => f.md.format(&date).write_to_string().into_owned(),
            DatePart::Day => f.d.format(&date).write_to_string().into_owned(),
            DatePart::Year => return Ok(f.y.format(&date).write_to_string().into_owned()),
        };
        // French writes the first of the month as an ordinal, « 1er décembre »;
        // CLDR's patterns have no ordinal day, so it is added here, where the
        // pattern puts the day first.
        let french = self.locale.id.language.as_str() == "fr";
        Ok(match text.strip_prefix('1') {
            Some(rest) if french && day == 1 && !rest.starts_with(|c: char| c.is_ascii_digit()) => {
                format!("1er{rest}")
            }
            _ => text,
        })
    }

    pub fn locale(&self) -> &Locale {
        &self.locale
    }

    /// Whether the locale is Chinese written the Taiwanese way (zh-TW,
    /// zh-Hant), whose technical prose differs from CLDR's zh patterns.
    fn taiwanese(&self) -> bool {
        let id = &self.locale.id;
        id.language.as_str() == "zh"
            && (id.region.is_some_and(|r| r.as_str() == "TW")
                || id.script.is_some_and(|s| s.as_str() == "Hant"))
    }

    /// Formats `value` as a table cell shows it.
    pub fn format(&self, value: f64, display: Display) -> String {
        self.format_in(value, display, Context::Table)
    }

    /// Formats `value` for display in `context`. Non-finite values have no
    /// CLDR form and are rejected earlier, when results are loaded; they show
    /// as "NaN" here.
    pub fn format_in(&self, value: f64, display: Display, context: Context) -> String {
        let scaled = match display.style {
            Style::Percent | Style::Points => value * 100.0,
            Style::Number | Style::Multiple => value,
        };
        let Some(d) = round_decimal(scaled, display.digits, display.significant) else {
            return "NaN".to_owned();
        };
        match display.style {
            Style::Number | Style::Points => self.decimal.format(&d).write_to_string().into_owned(),
            Style::Percent => self.percent.format(&d).write_to_string().into_owned(),
            // CLDR has no pattern for multiples. Taiwanese running text
            // writes the word 倍 (spaced, as digits and Han are); elsewhere,
            // and in every table, the multiplication sign follows unspaced.
            Style::Multiple if context == Context::Prose && self.taiwanese() => {
                format!("{} 倍", self.decimal.format(&d).write_to_string())
            }
            Style::Multiple => format!("{}×", self.decimal.format(&d).write_to_string()),
        }
    }

    /// Joins items with the locale's "and" list pattern: `A, B, and C`,
    /// fr `A, B et C`. CLDR's zh pattern joins with 和; Taiwanese technical
    /// writing uses 與 (`A、B與C`, spaced by the typography pass when the
    /// items are Latin). Only the pattern's own literal is replaced: the
    /// items are formatted as private-use placeholders first, so an item's
    /// own 和 is never touched.
    pub fn and_list(&self, items: &[String]) -> String {
        if !self.taiwanese() {
            return self
                .list
                .format(items.iter())
                .write_to_string()
                .into_owned();
        }
        join_replacing(&self.list, items, "和", "與")
    }

    /// Joins items as a list under a negation ("without A, B, or C"): CLDR's
    /// "or" pattern (`A, B, or C`), except in French, which negates with
    /// « ni » (`sans A, B ni C`), a conjunction CLDR has no list of: the
    /// "or" pattern's own « ou » is replaced, never an item's word.
    pub fn nor_list(&self, items: &[String]) -> String {
        if self.locale.id.language.as_str() == "fr" {
            return join_replacing(&self.or_list, items, "ou", "ni");
        }
        self.or_list
            .format(items.iter())
            .write_to_string()
            .into_owned()
    }

    /// Joins quantities with the locale's short unit list pattern (the parts
    /// of a table cell's note): `A, B`, fr `A et B`.
    pub fn unit_list(&self, items: &[String]) -> String {
        self.units
            .format(items.iter())
            .write_to_string()
            .into_owned()
    }
}

/// Formats `items` with `list`, replacing the pattern's literal `from` by
/// `to`: the items are formatted as private-use placeholders first, so an
/// item's own words are never touched.
fn join_replacing(list: &ListFormatter, items: &[String], from: &str, to: &str) -> String {
    let slot = |i: usize| char::from_u32(0xF0000 + i as u32).unwrap_or('\u{F0000}');
    let slots: Vec<String> = (0..items.len()).map(|i| slot(i).to_string()).collect();
    let pattern = list.format(slots.iter()).write_to_string().into_owned();
    let mut out =
        String::with_capacity(pattern.len() + items.iter().map(String::len).sum::<usize>());
    for c in pattern.replace(from, to).chars() {
        match (c as u32)
            .checked_sub(0xF0000)
            .and_then(|i| items.get(i as usize))
        {
            Some(item) => out.push_str(item),
            None => out.push(c),
        }
    }
    out
}

/// Whether text in the locale runs right to left: CLDR's likely script of
/// its language (Arabic, Hebrew, Persian, Urdu…), not a list of our own.
pub fn is_right_to_left(tag: &str) -> bool {
    use std::sync::LazyLock;
    static DIRECTION: LazyLock<icu_locale::LocaleDirectionality> =
        LazyLock::new(icu_locale::LocaleDirectionality::new_extended);
    tag.parse::<icu_locale_core::LanguageIdentifier>()
        .is_ok_and(|id| DIRECTION.is_right_to_left(&id))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(tag: &str) -> NumberFormatter {
        NumberFormatter::new(&tag.parse().unwrap()).unwrap()
    }

    #[test]
    fn integral_values_make_the_decimal_the_shortest_text_makes() {
        let mut values = vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            10.0,
            78348.0,
            84133.0,
            1e14,
            999_999_999_999_999.0,
        ];
        // Every magnitude, with and without trailing zeros, both signs.
        let mut v = 1.0f64;
        while v < 1e15 {
            values.extend([v, v * 7.0, v + 1.0, v * 3.0 + 7.0, -v, -(v * 9.0 + 9.0)]);
            v *= 10.0;
        }
        for v in values.into_iter().filter(|v| v.abs() < 1e15) {
            let parsed = Decimal::try_from_f64(v, FloatPrecision::RoundTrip).unwrap();
            let made = decimal_of(v).unwrap();
            // -0 parses with a sign that `round_decimal` drops.
            if v == 0.0 {
                assert_eq!(made.absolute, parsed.absolute);
            } else {
                assert_eq!(made, parsed, "{v}");
            }
        }
        // Not integral, too large or not finite: parsed as before.
        for v in [0.5, 1e15, 1e300, -2.25] {
            assert_eq!(
                decimal_of(v),
                Decimal::try_from_f64(v, FloatPrecision::RoundTrip).ok()
            );
        }
        assert_eq!(decimal_of(f64::NAN), None);
        assert_eq!(decimal_of(f64::INFINITY), None);
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
    fn dates_follow_cldr_patterns() {
        use DatePart::{Day, Full, MonthDay, Year};
        let parts = |tag: &str, (y, m, d): (i32, u8, u8)| -> [String; 4] {
            let f = fmt(tag);
            [Full, MonthDay, Day, Year].map(|p| f.date(y, m, d, p).unwrap())
        };
        assert_eq!(
            parts("en", (2026, 10, 12)),
            ["October 12, 2026", "October 12", "12", "2026"]
        );
        assert_eq!(
            parts("fr", (2026, 10, 11))[..2],
            ["11 octobre 2026", "11 octobre"]
        );
        // The first of the month is an ordinal in French, and only then.
        assert_eq!(
            parts("fr", (2026, 12, 1)),
            ["1er décembre 2026", "1er décembre", "1er", "2026"]
        );
        assert_eq!(parts("fr", (2026, 12, 10))[0], "10 décembre 2026");
        assert_eq!(parts("en", (2026, 12, 1))[0], "December 1, 2026");
        assert_eq!(
            parts("zh-TW", (2026, 10, 12)),
            ["2026年10月12日", "10月12日", "12日", "2026年"]
        );
        assert!(fmt("en").date(2026, 2, 30, Full).is_err());
    }

    #[test]
    fn significant_digits_round_by_magnitude() {
        let s1 = Display::significant(Style::Number, 1);
        assert_eq!(fmt("en").format(70344.0, s1), "70,000");
        assert_eq!(fmt("fr").format(30028.0, s1), "30\u{202f}000");
        let p2 = Display::significant(Style::Percent, 2);
        assert_eq!(fmt("en").format(0.018, p2), "1.8%");
        assert_eq!(fmt("en").format(0.61, p2), "61%");
        assert_eq!(fmt("en").format(0.4, p2), "40%");
        assert_eq!(fmt("fr").format(0.018, p2), "1,8\u{a0}%");
        assert_eq!(fmt("en").format(0.0, p2), "0%");
    }

    #[test]
    fn autonyms_come_from_cldr() {
        assert_eq!(autonym(&"ja".parse().unwrap()).as_deref(), Some("日本語"));
        assert_eq!(autonym(&"de".parse().unwrap()).as_deref(), Some("Deutsch"));
    }

    #[test]
    fn lists_follow_cldr_conjunctions() {
        let items = ["A".to_owned(), "B".to_owned(), "C".to_owned()];
        assert_eq!(fmt("en").and_list(&items), "A, B, and C");
        assert_eq!(fmt("fr").and_list(&items), "A, B et C");
        assert_eq!(fmt("zh-TW").and_list(&items), "A、B與C");
        assert_eq!(fmt("zh-Hant").and_list(&items), "A、B與C");
        // Only the pattern's conjunction changes, never an item's own word.
        let han = ["靜態檔案和快取".to_owned(), "反向代理".to_owned()];
        assert_eq!(fmt("zh-TW").and_list(&han), "靜態檔案和快取與反向代理");
        assert_eq!(fmt("zh-CN").and_list(&items), "A、B和C");
    }

    #[test]
    fn negated_lists_use_or_and_french_ni() {
        let two = ["Caddy".to_owned(), "Traefik".to_owned()];
        let three = ["A".to_owned(), "B".to_owned(), "C".to_owned()];
        assert_eq!(fmt("en").nor_list(&two), "Caddy or Traefik");
        assert_eq!(fmt("en").nor_list(&three), "A, B, or C");
        assert_eq!(fmt("fr").nor_list(&two), "Caddy ni Traefik");
        assert_eq!(fmt("fr").nor_list(&three), "A, B ni C");
        assert_eq!(fmt("fr").nor_list(&two[..1]), "Caddy");
        // An item's own « ou » stays.
        let ou = ["tout ou rien".to_owned(), "B".to_owned()];
        assert_eq!(fmt("fr").nor_list(&ou), "tout ou rien ni B");
        assert_eq!(fmt("zh-TW").nor_list(&two), "Caddy或Traefik");
    }

    #[test]
    fn taiwanese_prose_writes_multiples_with_bei() {
        let m = Display::new(Style::Multiple, 2);
        let zh = fmt("zh-TW");
        assert_eq!(zh.format_in(5.18, m, Context::Prose), "5.18 倍");
        assert_eq!(zh.format_in(5.18, m, Context::Table), "5.18×");
        assert_eq!(zh.format(5.18, m), "5.18×");
        assert_eq!(fmt("fr").format_in(5.18, m, Context::Prose), "5,18×");
        assert_eq!(fmt("en").format_in(5.18, m, Context::Prose), "5.18×");
    }
}
