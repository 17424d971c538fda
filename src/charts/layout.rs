//! Measuring text, breaking labels into lines and choosing the y scale.
//!
//! Widths come from the embedded DejaVu Sans through plotters' `ab_glyph`
//! support. DejaVu has no CJK glyphs, so wide (East Asian) characters are
//! counted at 1em each instead of asking the font. Every width is an estimate
//! that errs on the wide side: the browser draws the text with a system font
//! (see [`super::FONT_FAMILY`]), which is usually narrower than DejaVu.

use std::sync::Once;

use plotters::style::{FontDesc, FontFamily, FontStyle};

/// DejaVu Sans (Bitstream Vera licence, see `assets/fonts/DejaVuSans-LICENSE.txt`).
static DEJAVU_SANS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// plotters' SVG backend writes `font-size` as the requested size divided by
/// 1.24; every size handed to plotters is the wanted CSS pixel size times this.
pub(crate) const PLOTTERS_SIZE_FACTOR: f64 = 1.24;

static REGISTER: Once = Once::new();

/// Registers the embedded font as plotters' "sans-serif" family, once per
/// process. Without it (feature `ab_glyph`, no `ttf`) plotters has no font at
/// all; with it no system font is ever looked up.
pub(crate) fn ensure_font() {
    REGISTER.call_once(|| {
        // The bytes are a valid TrueType file checked in with the sources; if
        // parsing ever failed, measuring falls back to an estimate below.
        let _ = plotters::style::register_font("sans-serif", FontStyle::Normal, DEJAVU_SANS);
    });
}

/// True for characters drawn about 1em wide (CJK ideographs, kana, Hangul,
/// full-width forms, CJK punctuation, emoji), none of which DejaVu Sans has.
pub(crate) fn is_wide(c: char) -> bool {
    matches!(c as u32,
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xA960..=0xA97F
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE10..=0xFE19
        | 0xFE30..=0xFE6F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6
        | 0x1F300..=0x1F64F
        | 0x1F900..=0x1F9FF
        | 0x20000..=0x2FFFD
        | 0x30000..=0x3FFFD)
}

/// Estimated width in CSS pixels of `text` drawn at `px` pixels.
pub(crate) fn text_width(text: &str, px: f64, bold: bool) -> f64 {
    ensure_font();
    let mut narrow = String::new();
    let mut wide = 0usize;
    for c in text.chars() {
        if is_wide(c) {
            wide += 1;
        } else {
            narrow.push(c);
        }
    }
    let narrow_width = if narrow.is_empty() {
        0.0
    } else {
        narrow_width(narrow, px)
    };
    let width = narrow_width + wide as f64 * px;
    // Only the regular face is embedded; bold runs about 10 % wider.
    if bold { width * 1.1 } else { width }
}

/// The width of text in the embedded font. Remembered per thread: a
/// chart's labels, ticks and legend are measured again and again while they
/// are wrapped and cut, and the same labels recur on every page. Only
/// looked up, never iterated, so the hash order cannot show.
fn narrow_width(text: String, px: f64) -> f64 {
    use std::cell::RefCell;
    use std::collections::HashMap;
    thread_local! {
        static WIDTHS: RefCell<HashMap<(String, u64), f64>> = RefCell::new(HashMap::new());
    }
    let key = (text, px.to_bits());
    if let Some(w) = WIDTHS.with(|m| m.borrow().get(&key).copied()) {
        return w;
    }
    let w = FontDesc::new(
        FontFamily::SansSerif,
        px * PLOTTERS_SIZE_FACTOR,
        FontStyle::Normal,
    )
    .box_size(&key.0)
    .map(|(w, _)| f64::from(w))
    // No font (registration failed): a generous average advance.
    .unwrap_or_else(|_| key.0.chars().count() as f64 * px * 0.62);
    WIDTHS.with(|m| {
        let mut m = m.borrow_mut();
        // Bounded: a site of many distinct labels measures them again.
        if m.len() >= 65_536 {
            m.clear();
        }
        m.insert(key, w);
    });
    w
}

/// `text` cut so that it fits in `max_width` pixels, ending with "…" when cut.
pub(crate) fn truncate(text: &str, px: f64, bold: bool, max_width: f64) -> String {
    if text_width(text, px, bold) <= max_width {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    // Binary search on the number of characters kept.
    let (mut lo, mut hi) = (0usize, chars.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        let candidate: String = chars[..mid].iter().collect::<String>() + "…";
        if text_width(&candidate, px, bold) <= max_width {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    if lo == 0 {
        return "…".to_string();
    }
    chars[..lo]
        .iter()
        .collect::<String>()
        .trim_end()
        .to_string()
        + "…"
}

/// Breaks `text` greedily into at most `max_lines` lines no wider than
/// `max_width`, only at UAX #14 line-break opportunities (ICU4X's line
/// segmenter). First with CSS `word-break: keep-all`, so CJK words break only
/// at spaces and punctuation as Latin words do (「HTTP/2 靜態檔案」 never as
/// 「靜｜態檔案」); when that cannot fit, also between Han characters that
/// the dictionary-based word segmenter puts in different words. `None` when
/// neither fits.
pub(crate) fn wrap(text: &str, px: f64, max_width: f64, max_lines: usize) -> Option<Vec<String>> {
    use icu_segmenter::options::{
        LineBreakOptions, LineBreakWordOption, WordBreakInvariantOptions,
    };
    use icu_segmenter::{LineSegmenter, LineSegmenterBorrowed, WordSegmenter};
    use std::sync::LazyLock;
    // Made once: making one loads the models for South-East Asian scripts,
    // which cost more than segmenting a label.
    static KEEP_ALL: LazyLock<LineSegmenterBorrowed<'static>> = LazyLock::new(|| {
        let mut keep_all = LineBreakOptions::default();
        keep_all.word_option = Some(LineBreakWordOption::KeepAll);
        LineSegmenter::new_auto(keep_all)
    });
    static NORMAL: LazyLock<LineSegmenterBorrowed<'static>> =
        LazyLock::new(|| LineSegmenter::new_auto(LineBreakOptions::default()));
    let breaks: Vec<usize> = KEEP_ALL.segment_str(text).collect();
    if let Some(lines) = wrap_at(text, &breaks, px, max_width, max_lines) {
        return Some(lines);
    }
    let words: std::collections::BTreeSet<usize> =
        WordSegmenter::new_auto(WordBreakInvariantOptions::default())
            .segment_str(text)
            .collect();
    let breaks: Vec<usize> = NORMAL
        .segment_str(text)
        .filter(|b| words.contains(b))
        .collect();
    wrap_at(text, &breaks, px, max_width, max_lines)
}

/// Greedy wrapping of `text` at the byte offsets `breaks` (ascending, from
/// 0 to its length); spaces at the end of a line are dropped.
fn wrap_at(
    text: &str,
    breaks: &[usize],
    px: f64,
    max_width: f64,
    max_lines: usize,
) -> Option<Vec<String>> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for pair in breaks.windows(2) {
        let piece = &text[pair[0]..pair[1]];
        let candidate = format!("{line}{piece}");
        if text_width(candidate.trim_end(), px, false) <= max_width {
            line = candidate;
            continue;
        }
        if text_width(piece.trim_end(), px, false) > max_width {
            return None;
        }
        if !line.trim_end().is_empty() {
            lines.push(line.trim_end().to_owned());
            if lines.len() >= max_lines {
                return None;
            }
        }
        line = piece.trim_start().to_owned();
    }
    if !line.trim_end().is_empty() {
        lines.push(line.trim_end().to_owned());
    }
    (lines.len() <= max_lines).then_some(lines)
}

/// The y axis: from 0 to `top`, with labelled ticks at `ticks` (0 first).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct YScale {
    pub top: f64,
    pub ticks: Vec<f64>,
}

impl YScale {
    /// Fraction of the axis height for `value` (clamped to 0..=1).
    pub fn fraction(&self, value: f64) -> f64 {
        let f = value / self.top;
        if f.is_finite() {
            f.clamp(0.0, 1.0)
        } else {
            0.0
        }
    }
}

/// `x · 10^e`, exact whenever the result is representable (division by an
/// exact power of ten for negative exponents, so 3 × 0.1 gives 0.3).
fn times_pow10(x: f64, e: i32) -> f64 {
    if e >= 0 {
        x * 10f64.powi(e)
    } else {
        x / 10f64.powi(-e)
    }
}

/// A round-numbered scale from 0 up to at least `max` with 4 to 6 ticks.
/// `max` is the largest value drawn; anything not a positive normal number
/// (no data, all zero, NaN) gives the scale 0..1.
pub(crate) fn y_scale(max: f64) -> YScale {
    let max = if max.is_finite() && max >= f64::MIN_POSITIVE {
        max
    } else {
        1.0
    };
    let exp = max.log10().floor() as i32;
    for e in (exp - 1)..=(exp + 1) {
        for m in [1.0, 2.0, 2.5, 5.0] {
            let step = times_pow10(m, e);
            if !(step.is_finite() && step > 0.0) {
                continue;
            }
            let n = (max / step).ceil();
            if !(1.0..=5.0).contains(&n) {
                continue;
            }
            let n = n as i32;
            let ticks: Vec<f64> = (0..=n).map(|i| times_pow10(f64::from(i) * m, e)).collect();
            let top = ticks[ticks.len() - 1];
            if top.is_finite() && top >= max {
                return YScale { top, ticks };
            }
        }
    }
    // Near f64::MAX the round top overflows: even steps up to `max` itself.
    let ticks: Vec<f64> = (0..=5).map(|i| max / 5.0 * f64::from(i)).collect();
    YScale { top: max, ticks }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scale_is_round_with_four_to_six_ticks() {
        for (max, top) in [
            (84133.0, 100000.0),
            (1.0, 1.0),
            (10.0, 10.0),
            (0.37, 0.4),
            (12.5, 12.5),
            (12.6, 15.0),
            (999.0, 1000.0),
            (3.0, 3.0),
        ] {
            let s = y_scale(max);
            assert_eq!(s.top, top, "max {max}");
            assert!((4..=6).contains(&s.ticks.len()), "{max}: {:?}", s.ticks);
            assert_eq!(s.ticks[0], 0.0);
        }
        assert_eq!(y_scale(0.3).ticks, vec![0.0, 0.1, 0.2, 0.3]);
    }

    #[test]
    fn scale_survives_extremes() {
        for max in [
            0.0,
            -5.0,
            f64::NAN,
            f64::INFINITY,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            1e300,
            1e-300,
        ] {
            let s = y_scale(max);
            assert!(s.top.is_finite() && s.top > 0.0, "{max}: {s:?}");
            assert!((4..=6).contains(&s.ticks.len()), "{max}: {s:?}");
            assert!(s.ticks.iter().all(|t| t.is_finite()));
        }
    }

    #[test]
    fn cjk_counts_one_em() {
        let w = text_width("每秒請求數", 12.0, false);
        assert!(w >= 60.0, "{w}");
        assert!(text_width("nginx", 12.0, false) > 20.0);
        assert!(text_width("WWWW", 12.0, false) > text_width("iiii", 12.0, false));
    }

    #[test]
    fn wraps_latin_and_cjk() {
        let lines = wrap("static file 1 KiB", 11.0, 60.0, 3).unwrap();
        assert!(lines.len() >= 2, "{lines:?}");
        assert_eq!(lines.join(" "), "static file 1 KiB");
        let lines = wrap("每秒請求數每秒請求數", 11.0, 60.0, 3).unwrap();
        assert_eq!(lines.concat(), "每秒請求數每秒請求數");
        // A CJK word breaks at the space before it, never inside.
        for label in ["HTTP/2 靜態檔案", "HTTP/2 反向代理"] {
            let lines = wrap(label, 11.0, 50.0, 3).unwrap();
            assert_eq!(lines, label.split(' ').collect::<Vec<_>>(), "{label}");
        }
        assert!(wrap("supercalifragilistic", 11.0, 30.0, 3).is_none());
    }

    #[test]
    fn truncates_with_ellipsis() {
        let t = truncate("a rather long legend entry here", 12.0, false, 80.0);
        assert!(t.ends_with('…'));
        assert!(text_width(&t, 12.0, false) <= 80.0);
        assert_eq!(truncate("short", 12.0, false, 80.0), "short");
    }
}
