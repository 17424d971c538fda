//! The numbers of a piece of text, each with how it is written: its
//! precision, whether it is a percentage, a multiple or percentage points,
//! its unit or the noun it counts, the words that make it approximate or a
//! bound, and the other end of a range. Numbers that are not figures
//! (parts of names and versions, dates, years, ordinals) are marked so.
//!
//! One pass over the text, a constant amount of looking around each
//! number: linear in the text's length.

use super::page::Lang;
use super::words::{self, Bound, Unit};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    Plain,
    Percent,
    Multiple,
    Points,
}

/// A number as written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Num {
    pub value: f64,
    /// The power of ten of the last digit shown: −1 for `93.1`, 0 for
    /// `12,962`, 4 for `70,000` (whose zeros may be rounding).
    pub exp: i32,
}

impl Num {
    /// Half a unit of the last digit shown.
    pub fn half_unit(self) -> f64 {
        0.5 * 10f64.powi(self.exp)
    }

    /// Whether `v` shows as this number: rounded half away from zero at
    /// the last digit shown, as pages round.
    pub fn shows(self, v: f64) -> bool {
        let k = 10f64.powi(self.exp);
        let r = (v / k).round() * k;
        (r - self.value).abs() <= 1e-9 * self.value.abs().max(1.0)
    }

    /// Fraction digits shown.
    pub fn digits(self) -> usize {
        (-self.exp).max(0) as usize
    }
}

/// What a number is, besides a figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Figure,
    Year,
    Date,
    /// A decimal right after a name (`GCC 15.2`, `Ubuntu 26.04`).
    Version,
    /// List numbering, `2nd`, `第 3`.
    Ordinal,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Mention {
    /// Byte range in the text, the unit and percent sign included.
    pub start: usize,
    pub end: usize,
    pub text: String,
    pub low: Num,
    /// The other end of a range.
    pub high: Option<Num>,
    pub kind: Kind,
    pub approx: bool,
    pub bound: Option<Bound>,
    pub unit: Option<Unit>,
    /// The stem of the noun it counts (`run`, `request`, `connection`).
    pub noun: Option<String>,
    /// `c500`: a concurrency label.
    pub c_prefix: bool,
    pub role: Role,
    /// Written in words (`twice as`, `three rounds`).
    pub word: bool,
    /// The word right before it (`Ubuntu` in `Ubuntu 26.04`).
    pub after_word: Option<String>,
}

fn is_han(c: char) -> bool {
    matches!(c, '\u{2E80}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FFEF}')
}

fn is_space(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\u{a0}' | '\u{202f}' | '\u{2009}')
}

fn trim_spaces(s: &str) -> &str {
    s.trim_matches(is_space)
}

/// The last word of `s` (letters, digits, `-`, `.`), if `s` ends with one
/// after spaces.
fn last_word(s: &str) -> Option<&str> {
    let s = s.trim_end_matches(is_space);
    let start = s
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphanumeric() || matches!(c, '-' | '.' | '\''))
        .last()
        .map(|(k, _)| k)?;
    let w = s[start..].trim_end_matches('.');
    (!w.is_empty()).then_some(w)
}

fn first_word(s: &str) -> Option<&str> {
    let s = s.trim_start_matches(is_space);
    let end = s
        .char_indices()
        .find(|(_, c)| (is_han(*c) || !c.is_alphanumeric()) && *c != '-')
        .map_or(s.len(), |(k, _)| k);
    (end > 0).then(|| &s[..end])
}

/// Whether `hay` ends (ASCII case aside) with `word` at a word's start.
fn ends_with_word(hay: &str, word: &str) -> bool {
    let hay = hay.trim_end_matches(is_space);
    if hay.len() < word.len() || !hay.is_char_boundary(hay.len() - word.len()) {
        return false;
    }
    let tail = &hay[hay.len() - word.len()..];
    if !tail.to_lowercase().eq(&word.to_lowercase()) {
        return false;
    }
    let before = hay[..hay.len() - word.len()].chars().next_back();
    let word_first = word.chars().next().unwrap_or(' ');
    !(is_letter(word_first) && before.is_some_and(is_letter))
}

/// Whether `hay` starts (case aside) with `word` ending at a word's end;
/// the length matched.
fn starts_with_word(hay: &str, word: &str) -> Option<usize> {
    let head = hay.get(..word.len())?;
    if !head.to_lowercase().eq(&word.to_lowercase()) {
        return None;
    }
    let after = hay[word.len()..].chars().next();
    let last = word.chars().last().unwrap_or(' ');
    let ok = !(is_letter(last) && after.is_some_and(is_letter));
    ok.then_some(word.len())
}

/// A number at the start of `s`: value, exponent of the last digit and
/// bytes read. Grouping as `lang` writes it (`84,133`; fr `84 133`).
fn parse_number(s: &str, lang: Lang) -> Option<(f64, i32, usize)> {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i == 0 {
        return None;
    }
    let mut int = s[..i].to_owned();
    // Thousands groups: only after a first group of one to three digits.
    if i <= 3 {
        loop {
            let rest = &s[i..];
            let sep = rest.chars().next();
            let is_sep = match lang {
                Lang::Fr => matches!(sep, Some('\u{202f}' | '\u{a0}' | ' ' | '\u{2009}')),
                Lang::En | Lang::Zh => sep == Some(','),
            };
            if !is_sep {
                break;
            }
            let w = sep.map_or(1, char::len_utf8);
            let g = &rest.as_bytes()[w..];
            if g.len() >= 3
                && g[..3].iter().all(u8::is_ascii_digit)
                && !g.get(3).is_some_and(u8::is_ascii_digit)
            {
                int.push_str(&rest[w..w + 3]);
                i += w + 3;
            } else {
                break;
            }
        }
    }
    let mut exp = 0i32;
    let mut frac = String::new();
    let rest = &s[i..];
    let point = match lang {
        Lang::Fr => rest.starts_with(',') || rest.starts_with('.'),
        Lang::En | Lang::Zh => rest.starts_with('.'),
    };
    if point {
        let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 {
            frac = rest[1..1 + digits].to_owned();
            exp = -(digits as i32);
            i += 1 + digits;
        }
    }
    if frac.is_empty() {
        exp = int.bytes().rev().take_while(|b| *b == b'0').count() as i32;
        if exp as usize == int.len() {
            // `0`, `00`: no zeros of rounding.
            exp = 0;
        }
    }
    let value: f64 = if frac.is_empty() {
        int.parse().ok()?
    } else {
        format!("{int}.{frac}").parse().ok()?
    };
    Some((value, exp, i))
}

/// The numbers of `text`.
pub fn mentions(text: &str, lang: Lang) -> Vec<Mention> {
    let mut out = digit_mentions(text, lang);
    out.extend(word_mentions(text, lang));
    out.sort_by_key(|m| m.start);
    let mut out = join_ranges(text, lang, out);
    for k in 0..out.len() {
        classify(text, &mut out, k);
    }
    share_counted_nouns(text, &mut out);
    for m in &mut out {
        m.text = text[m.start..m.end].trim_end_matches(is_space).to_owned();
    }
    out
}

/// The numbers written in digits, in the order of the text.
fn digit_mentions(text: &str, lang: Lang) -> Vec<Mention> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        match digit_mention(text, lang, i) {
            Ok(m) => {
                i = m.end.max(i + 1);
                out.push(m);
            }
            Err(next) => i = next,
        }
    }
    out
}

/// A letter of a word written in an alphabet.
fn is_letter(c: char) -> bool {
    c.is_alphanumeric() && !is_han(c)
}

/// The characters right before a number: the nearest, and the one before it.
#[derive(Clone, Copy)]
struct Preceding {
    prev: Option<char>,
    prev2: Option<char>,
}

impl Preceding {
    fn of(before: &str) -> Preceding {
        let prev = before.chars().next_back();
        let prev2 = prev.and_then(|p| before[..before.len() - p.len_utf8()].chars().next_back());
        Preceding { prev, prev2 }
    }

    /// `c500`: a concurrency label.
    fn c_prefix(self) -> bool {
        matches!(self.prev, Some('c' | 'C'))
            && !self.prev2.is_some_and(|c| is_letter(c) || c == '-')
    }

    /// Whether the number is part of a name or an expression (`x86`,
    /// `v1.2`, `a+1`) rather than a figure.
    fn glued(self) -> bool {
        match self.prev {
            Some(c) if is_letter(c) && !self.c_prefix() => true,
            Some('.' | '/' | '#' | '@' | ':' | '\\' | '=' | '$' | '€' | '_' | '+' | '^') => {
                // `+12%` is a signed figure; `a+1` is not.
                self.prev != Some('+') || self.prev2.is_some_and(is_letter)
            }
            Some('-') => self.prev2.is_some_and(|c| c.is_alphabetic() && !is_han(c)),
            _ => false,
        }
    }
}

/// The end of the token a number at `start` belongs to, for skipping a
/// name whole.
fn token_end(text: &str, start: usize) -> usize {
    start
        + text[start..]
            .char_indices()
            .find(|(_, c)| {
                !(c.is_ascii_alphanumeric()
                    || matches!(c, '.' | '_' | ':' | '/' | '@' | '#' | '-' | ','))
            })
            .map_or(text.len() - start, |(k, _)| k)
}

/// `1.22.1`, `2026-10-11`, `10:30`, `1/2`, `192.168.0.1`: digits joined
/// to more digits, not a figure; `75-80` (one dash) is a range.
fn joined_to_digits(text: &str, start: usize, end: usize, token_end: usize) -> bool {
    let mut chars = text[end..].chars();
    let (Some(c), Some(d)) = (chars.next(), chars.next()) else {
        return false;
    };
    if !(matches!(c, '.' | ':' | '/' | '-' | '_' | ',') && d.is_ascii_digit()) {
        return false;
    }
    let token = &text[start..token_end];
    let dashed = c == '-' && token.split('-').count() == 2 && !token.contains(['.', ':', '/']);
    !dashed
}

/// The number at `start` with what is written around it, or where to go
/// on scanning when it is not a figure's number.
fn digit_mention(text: &str, lang: Lang, start: usize) -> Result<Mention, usize> {
    let before = &text[..start];
    let preceding = Preceding::of(before);
    let token_end = token_end(text, start);
    if preceding.glued() {
        return Err(token_end.max(start + 1));
    }
    let (value, exp, len) = parse_number(&text[start..], lang).ok_or(start + 1)?;
    let end = start + len;
    if joined_to_digits(text, start, end, token_end) {
        return Err(token_end.max(end + 1));
    }
    let mut w = Written {
        low: Num { value, exp },
        end,
        kind: Kind::Plain,
        unit: None,
        role: Role::Figure,
        noun: None,
    };
    if !w.letters_glued(&text[end..]) {
        // `5xx`, `0476be4a`, `64bit`: a name.
        return Err(token_end.max(end + 1));
    }
    w.dashed_noun(text, lang);
    w.sign_after(text, lang);
    w.role_around(before, text, lang);
    if w.noun.is_none() && w.is_plain() && w.role == Role::Figure {
        // The noun counted: the next word, or the one after an adjective.
        w.noun = noun_after(&text[w.end..], lang);
    }
    w.list_number(before, text);
    let q = Qualifiers::around(before, &text[w.end..], lang);
    if q.negative {
        w.low.value = -w.low.value;
    }
    let after_word = last_word(before)
        .filter(|_| before.ends_with(' '))
        .map(str::to_owned);
    Ok(Mention {
        start: if q.negative {
            before.rfind(['−', '-']).unwrap_or(start)
        } else {
            start
        },
        end: w.end,
        text: String::new(),
        low: w.low,
        high: None,
        kind: w.kind,
        approx: q.approx,
        bound: q.bound,
        unit: w.unit,
        noun: w.noun,
        c_prefix: preceding.c_prefix(),
        role: w.role,
        word: false,
        after_word,
    })
}

/// A number in digits and what its own characters make of it, read
/// forward from its digits; `end` grows over each sign read.
struct Written {
    low: Num,
    end: usize,
    kind: Kind,
    unit: Option<Unit>,
    role: Role,
    noun: Option<String>,
}

impl Written {
    /// Neither a percentage, a multiple or points, nor with a unit.
    fn is_plain(&self) -> bool {
        self.kind == Kind::Plain && self.unit.is_none()
    }

    /// Letters glued to the digits (`after`: the text after them): a unit,
    /// `x`, `k`, an ordinal's ending. False when they make a name.
    fn letters_glued(&mut self, after: &str) -> bool {
        let mut chars = after.chars();
        if !chars.next().is_some_and(|c| c.is_ascii_alphabetic()) {
            return true;
        }
        let next = chars.next();
        let run: String = after
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        if let Some((u, ulen)) = words::unit_at(after).filter(|(_, l)| *l >= run.len()) {
            self.unit = Some(u);
            self.end += ulen;
        } else if (run == "x" || run == "X") && !next.is_some_and(|c| c.is_ascii_alphabetic()) {
            self.kind = Kind::Multiple;
            self.end += 1;
        } else if run == "k" || run == "K" {
            self.low.value *= 1000.0;
            self.low.exp += 3;
            self.end += 1;
        } else if matches!(
            run.as_str(),
            "st" | "nd" | "rd" | "th" | "e" | "er" | "re" | "eme" | "ème"
        ) || run.starts_with("è")
        {
            self.role = Role::Ordinal;
            self.end += run.len();
        } else {
            return false;
        }
        true
    }

    /// `8-core`, `9,901-connection`: the noun it counts.
    fn dashed_noun(&mut self, text: &str, lang: Lang) {
        if text[self.end..].starts_with('-')
            && let Some(w) = first_word(&text[self.end + 1..])
            && w.chars().next().is_some_and(char::is_alphabetic)
        {
            self.noun = Some(stem_of(lang, w));
        }
    }

    /// What follows after spaces: %, ×, points, percent or times in
    /// words, a unit.
    fn sign_after(&mut self, text: &str, lang: Lang) {
        if !(self.is_plain() && self.role == Role::Figure) {
            return;
        }
        let rest = &text[self.end..];
        let spaced = rest.trim_start_matches(is_space);
        let gap = rest.len() - spaced.len();
        let word_at = |list: &[&str]| list.iter().find_map(|w| starts_with_word(spaced, w));
        let (kind, len) = if spaced.starts_with('%') || spaced.starts_with('％') {
            (
                Kind::Percent,
                spaced.chars().next().map_or(1, char::len_utf8),
            )
        } else if spaced.starts_with('×') {
            (Kind::Multiple, '×'.len_utf8())
        } else if let Some(l) = word_at(words::points_after(lang)) {
            (Kind::Points, l)
        } else if let Some(l) = word_at(words::percent_after(lang)) {
            (Kind::Percent, l)
        } else if let Some(l) = word_at(words::times_after(lang)) {
            (Kind::Multiple, l)
        } else if let Some((u, l)) = words::unit_at(spaced)
            && (gap > 0 || !spaced.starts_with(|c: char| c.is_ascii_alphabetic()))
        {
            self.unit = Some(u);
            self.end += gap + l;
            return;
        } else {
            return;
        };
        self.kind = kind;
        self.end += gap + len;
    }

    /// zh: a date's part (`2026 年`, `10 月`, `12 日`), an ordinal (`第 3`).
    fn role_around(&mut self, before: &str, text: &str, lang: Lang) {
        let spaced = text[self.end..].trim_start_matches(is_space);
        if spaced.starts_with(['年', '月', '日']) && self.is_plain() {
            self.role = Role::Date;
        }
        if lang == Lang::Zh && before.trim_end_matches(is_space).ends_with('第') {
            self.role = Role::Ordinal;
        }
    }

    /// A list's number: `1. `, `2) ` starting the text.
    fn list_number(&mut self, before: &str, text: &str) {
        let after = &text[self.end..];
        if trim_spaces(before).is_empty()
            && (after.starts_with(". ") || after.starts_with(") "))
            && self.is_plain()
        {
            self.role = Role::Ordinal;
        }
    }
}

/// The sign, approximation and bound words around a number.
struct Qualifiers {
    negative: bool,
    approx: bool,
    bound: Option<Bound>,
}

impl Qualifiers {
    /// From the text `before` the number's digits and the text `after`
    /// all it reads as its own: `about`, `up to about`, `~`, `−`, `or more`.
    fn around(before: &str, after: &str, lang: Lang) -> Qualifiers {
        let mut head = before.trim_end_matches(is_space);
        let mut negative = false;
        if let Some(h) = head.strip_suffix('−').or_else(|| {
            head.strip_suffix('-')
                .filter(|h| !h.ends_with(|c: char| c.is_alphanumeric()))
        }) {
            negative = true;
            head = h.trim_end_matches(is_space);
        } else if let Some(h) = head.strip_suffix('+') {
            head = h.trim_end_matches(is_space);
        }
        let mut approx = false;
        let mut bound = None;
        if let Some(w) = words::approx_before(lang)
            .iter()
            .find(|w| ends_with_word(head, w))
        {
            approx = true;
            head = head[..head.len() - w.len()].trim_end_matches(is_space);
        }
        if let Some((_, bd)) = words::bound_before(lang)
            .iter()
            .find(|(w, _)| ends_with_word(head, w))
        {
            bound = Some(*bd);
        }
        let tail = after.trim_start_matches(is_space);
        if words::approx_after(lang)
            .iter()
            .any(|w| starts_with_word(tail, w).is_some())
        {
            approx = true;
        }
        if let Some((_, bd)) = words::bound_after(lang)
            .iter()
            .find(|(w, _)| tail.starts_with(w))
        {
            bound = Some(*bd);
        }
        Qualifiers {
            negative,
            approx,
            bound,
        }
    }
}

/// `5,001 and 9,901 connections`: the first counts what the last does.
fn share_counted_nouns(text: &str, out: &mut [Mention]) {
    for k in (0..out.len().saturating_sub(1)).rev() {
        let (a, b) = (&out[k], &out[k + 1]);
        if a.noun.is_none()
            && b.noun.is_some()
            && a.kind == Kind::Plain
            && a.unit.is_none()
            && b.kind == Kind::Plain
            && a.end <= b.start
            && matches!(
                trim_spaces(&text[a.end..b.start]),
                "," | "and" | "or" | "et" | "ou" | "–" | "、" | "與" | "和" | "及" | "或"
            )
        {
            out[k].noun = out[k + 1].noun.clone();
        }
    }
}

/// The stem of a counted noun: known words by their stem, others by
/// their singular (`instances` → `instance`).
pub fn stem_of(lang: Lang, word: &str) -> String {
    if let Some(s) = words::noun_stem(lang, word) {
        return s.to_owned();
    }
    let w = word.to_lowercase();
    w.strip_suffix('s').unwrap_or(&w).to_owned()
}

/// The noun a number counts: `500,000 requests`, `three interleaved
/// rounds`, `20,000 個請求`, `兩顆 CPU`.
fn noun_after(rest: &str, lang: Lang) -> Option<String> {
    let rest = rest.trim_start_matches(is_space);
    if lang == Lang::Zh {
        let s: String = rest
            .chars()
            .take(6)
            .filter(|c| !is_space(*c) && !matches!(c, '顆' | '台' | '項' | '名'))
            .collect::<String>()
            .to_lowercase();
        for n in (1..=s.chars().count().min(5)).rev() {
            let head: String = s.chars().take(n).collect();
            if let Some(st) = words::noun_stem(lang, &head) {
                return Some(st.to_owned());
            }
        }
        return None;
    }
    let w1 = first_word(rest)?;
    if let Some(s) = words::noun_stem(lang, w1) {
        return Some(s.to_owned());
    }
    // One adjective between (`three interleaved rounds`).
    let rest2 = &rest[w1.len()..];
    if rest2.starts_with(' ')
        && let Some(w2) = first_word(rest2)
        && let Some(s) = words::noun_stem(lang, w2)
    {
        return Some(s.to_owned());
    }
    const NOT_NOUNS: &[&str] = &[
        "and", "or", "of", "the", "to", "in", "on", "at", "for", "with", "from", "by", "than",
        "as", "is", "was", "are", "were", "per", "each", "and", "more", "less", "out", "et", "ou",
        "de", "du", "des", "le", "la", "les", "en", "par", "pour", "sur", "avec", "dans", "que",
        "est", "sont", "plus", "moins", "chacun", "chacune",
    ];
    (w1.chars().all(|c| c.is_lowercase()) && w1.chars().count() >= 3 && !NOT_NOUNS.contains(&w1))
        .then(|| stem_of(lang, w1))
}

/// Multiples and counts written as words.
fn word_mentions(text: &str, lang: Lang) -> Vec<Mention> {
    use std::sync::OnceLock;
    static RES: OnceLock<Vec<(Lang, regex::Regex, f64)>> = OnceLock::new();
    let res = RES.get_or_init(|| {
        let mut v = Vec::new();
        for l in [Lang::En, Lang::Fr, Lang::Zh] {
            for (pat, val) in words::multiple_words(l) {
                v.push((
                    l,
                    regex::Regex::new(&format!("(?i){pat}")).expect("a valid expression"),
                    *val,
                ));
            }
        }
        v
    });
    let mut out = Vec::new();
    let blank = |start: usize, end: usize, value: f64, kind: Kind, noun: Option<String>| Mention {
        start,
        end,
        text: String::new(),
        low: Num { value, exp: 0 },
        high: None,
        kind,
        approx: kind == Kind::Multiple,
        bound: None,
        unit: None,
        noun,
        c_prefix: false,
        role: Role::Figure,
        word: true,
        after_word: None,
    };
    for (l, re, val) in res {
        if *l != lang {
            continue;
        }
        for m in re.find_iter(text) {
            out.push(blank(m.start(), m.end(), *val, Kind::Multiple, None));
        }
    }
    // Counts in words, only with the noun they count.
    let counts = words::count_words(lang);
    if lang == Lang::Zh {
        for (k, c) in text.char_indices() {
            let Some((_, v)) = counts.iter().find(|(w, _)| w.starts_with(c)) else {
                continue;
            };
            let after = &text[k + c.len_utf8()..];
            if after.starts_with('倍') || text[..k].ends_with('第') {
                continue;
            }
            if let Some(n) = noun_after(after, lang)
                && n != "year"
            {
                out.push(blank(k, k + c.len_utf8(), *v, Kind::Plain, Some(n)));
            }
        }
    } else {
        let mut at = 0;
        for word in text.split(|c: char| !c.is_alphabetic()) {
            let k = at;
            at += word.len();
            // The separator that ended the word.
            at += text[at..].chars().next().map_or(0, char::len_utf8);
            let Some((_, v)) = counts.iter().find(|(w, _)| word.eq_ignore_ascii_case(w)) else {
                continue;
            };
            let rest = &text[k + word.len()..];
            let w1 = first_word(rest).unwrap_or("");
            let w2 = rest.trim_start().split(' ').nth(1).unwrap_or("");
            let known = words::noun_stem(lang, w1).or_else(|| words::noun_stem(lang, w2));
            if let Some(n) = known {
                out.push(blank(
                    k,
                    k + word.len(),
                    *v,
                    Kind::Plain,
                    Some(n.to_owned()),
                ));
            }
        }
    }
    out
}

/// Joins `75` and `80%` of `75–80%`, `75% to 80%`, `de 75 à 80 %`,
/// `between 75 and 80%` into one range.
fn join_ranges(text: &str, lang: Lang, ms: Vec<Mention>) -> Vec<Mention> {
    let mut out: Vec<Mention> = Vec::with_capacity(ms.len());
    for m in ms {
        if let Some(a) = out.last()
            && !a.word
            && !m.word
            && a.high.is_none()
            && a.role == Role::Figure
            && m.role == Role::Figure
            && a.end <= m.start
        {
            let between = trim_spaces(&text[a.end..m.start]);
            let head = text[..a.start].trim_end_matches(is_space);
            let joined = (words::range_joins(lang).contains(&between)
                && !(lang == Lang::En && ends_with_word(head, "from")))
                || (words::between_joins(lang).contains(&between)
                    && words::between_before(lang)
                        .iter()
                        .any(|w| ends_with_word(head, w)));
            let same_kind = a.kind == Kind::Plain || m.kind == Kind::Plain || a.kind == m.kind;
            if joined
                && same_kind
                && (a.kind != Kind::Plain
                    || m.kind != Kind::Plain
                    || a.unit.is_some()
                    || m.unit.is_some()
                    || m.noun.is_some()
                    || between != "-")
            {
                let a = out.pop().expect("checked above");
                let (lo, hi) = {
                    let x = Num {
                        value: a.low.value.abs(),
                        ..a.low
                    };
                    let y = Num {
                        value: m.low.value.abs(),
                        ..m.low
                    };
                    if x.value <= y.value { (x, y) } else { (y, x) }
                };
                out.push(Mention {
                    start: a.start,
                    end: m.end,
                    low: lo,
                    high: Some(hi),
                    kind: if m.kind == Kind::Plain {
                        a.kind
                    } else {
                        m.kind
                    },
                    approx: a.approx || m.approx,
                    bound: a.bound,
                    unit: m.unit.or(a.unit),
                    noun: m.noun.or(a.noun),
                    c_prefix: a.c_prefix,
                    after_word: a.after_word,
                    ..m
                });
                continue;
            }
        }
        out.push(m);
    }
    out
}

/// Dates, years and versions among plain numbers.
fn classify(text: &str, ms: &mut [Mention], k: usize) {
    let m = &ms[k];
    if m.role != Role::Figure || m.word {
        return;
    }
    let plain = m.kind == Kind::Plain && m.unit.is_none();
    if !plain {
        return;
    }
    let before = &text[..m.start];
    let after = &text[m.end..];
    let month_before =
        last_word(before.trim_end_matches([',', ' ', '\u{a0}'])).is_some_and(words::is_month);
    let month_after = first_word(after).is_some_and(words::is_month);
    // `October 11 and 12, 2026`: the number after a date, joined to it.
    let joined_to_date = k > 0 && ms[k - 1].role == Role::Date && {
        let between = trim_spaces(&text[ms[k - 1].end.min(m.start)..m.start]);
        matches!(
            between,
            "," | "and" | "et" | "–" | "-" | "、" | "與" | "至" | ""
        )
    };
    let is_year = |n: Num| n.value.fract() == 0.0 && (1900.0..=2100.0).contains(&n.value);
    let ungrouped = !m.text_has_separator(text);
    let m = &mut ms[k];
    if month_before || month_after || joined_to_date {
        m.role = Role::Date;
    } else if is_year(m.low)
        && m.high.is_none_or(is_year)
        && ungrouped
        && m.noun.is_none()
        && !m.approx
        && m.bound.is_none()
    {
        m.role = Role::Year;
    } else if m.low.exp < 0
        && m.high.is_none()
        && !m.approx
        && m.bound.is_none()
        && m.after_word
            .as_deref()
            .is_some_and(|w| w.chars().next().is_some_and(char::is_uppercase))
    {
        m.role = Role::Version;
    }
    // A date before a date-joined number: `11 et 12 octobre`.
    if m.role == Role::Date && k > 0 {
        let between = trim_spaces(&text[ms[k - 1].end.min(ms[k].start)..ms[k].start]);
        if matches!(between, "et" | "and" | "–" | "-" | "、" | "與")
            && ms[k - 1].kind == Kind::Plain
            && ms[k - 1].unit.is_none()
        {
            ms[k - 1].role = Role::Date;
        }
    }
}

impl Mention {
    fn text_has_separator(&self, text: &str) -> bool {
        text[self.start..self.end].contains([',', '\u{202f}', '\u{a0}', ' '])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, lang: Lang) -> Vec<(String, Kind, Role, bool, Option<f64>)> {
        mentions(text, lang)
            .into_iter()
            .map(|m| (m.text, m.kind, m.role, m.approx, m.high.map(|h| h.value)))
            .collect()
    }

    #[test]
    fn numbers_names_and_dates_are_told_apart() {
        let got: Vec<(String, Role)> = mentions(
            "On October 11–12, 2026 nginx 1.22.1 did 12,962 req/s at c500 over HTTP/2 (h2c), 5xx none, GCC 15.2, node:22-slim, 2026-10-11, 192.168.97.0/24, the 2nd run",
            Lang::En,
        )
        .into_iter()
        .map(|m| (m.text, m.role))
        .collect();
        assert_eq!(
            got,
            [
                ("11–12".to_owned(), Role::Date),
                ("2026".to_owned(), Role::Date),
                ("12,962 req/s".to_owned(), Role::Figure),
                ("500".to_owned(), Role::Figure),
                ("15.2".to_owned(), Role::Version),
                ("2nd".to_owned(), Role::Ordinal),
            ]
        );
        let m = mentions("at c500 over", Lang::En);
        assert!(m[0].c_prefix);
    }

    #[test]
    fn ranges_approximations_and_multiples_in_three_languages() {
        use Kind::*;
        assert_eq!(
            read(
                "roughly 75–80% and 75-80 % or 75% to 80%, about 2.2× or 2.2x, ~3 times, twice as fast",
                Lang::En
            ),
            [
                ("75–80%".to_owned(), Percent, Role::Figure, true, Some(80.0)),
                (
                    "75-80 %".to_owned(),
                    Percent,
                    Role::Figure,
                    false,
                    Some(80.0)
                ),
                (
                    "75% to 80%".to_owned(),
                    Percent,
                    Role::Figure,
                    false,
                    Some(80.0)
                ),
                ("2.2×".to_owned(), Multiple, Role::Figure, true, None),
                ("2.2x".to_owned(), Multiple, Role::Figure, false, None),
                ("3 times".to_owned(), Multiple, Role::Figure, true, None),
                ("twice as".to_owned(), Multiple, Role::Figure, true, None),
            ]
        );
        assert_eq!(
            read(
                "environ de 75 à 80\u{a0}%, 84\u{202f}133 req/s, 2,58 fois, 3,5 points de pourcentage, les 11 et 12 octobre 2026",
                Lang::Fr
            ),
            [
                (
                    "75 à 80\u{a0}%".to_owned(),
                    Percent,
                    Role::Figure,
                    false,
                    Some(80.0)
                ),
                (
                    "84\u{202f}133 req/s".to_owned(),
                    Plain,
                    Role::Figure,
                    false,
                    None
                ),
                ("2,58 fois".to_owned(), Multiple, Role::Figure, false, None),
                (
                    "3,5 points de pourcentage".to_owned(),
                    Points,
                    Role::Figure,
                    false,
                    None
                ),
                ("11".to_owned(), Plain, Role::Date, false, None),
                ("12".to_owned(), Plain, Role::Date, false, None),
                ("2026".to_owned(), Plain, Role::Date, false, None),
            ]
        );
        assert_eq!(
            read(
                "約 75%～80%，約為 2.2 倍，3.5 個百分點，2026 年 10 月",
                Lang::Zh
            ),
            [
                (
                    "75%～80%".to_owned(),
                    Percent,
                    Role::Figure,
                    true,
                    Some(80.0)
                ),
                ("2.2 倍".to_owned(), Multiple, Role::Figure, true, None),
                ("3.5 個百分點".to_owned(), Points, Role::Figure, false, None),
                ("2026".to_owned(), Plain, Role::Date, false, None),
                ("10".to_owned(), Plain, Role::Date, false, None),
            ]
        );
    }

    #[test]
    fn counts_carry_their_noun_and_precision_its_digits() {
        let m = mentions(
            "three interleaved rounds of 50,000 requests on an 8-core host, 兩顆",
            Lang::En,
        );
        let nouns: Vec<(f64, Option<&str>)> =
            m.iter().map(|m| (m.low.value, m.noun.as_deref())).collect();
        assert_eq!(
            nouns,
            [
                (3.0, Some("run")),
                (50000.0, Some("request")),
                (8.0, Some("core"))
            ]
        );
        assert_eq!(m[1].low.exp, 4);
        let z = mentions("每輪仍發出 20,000 個請求，量測了四輪", Lang::Zh);
        let nouns: Vec<(f64, Option<&str>)> =
            z.iter().map(|m| (m.low.value, m.noun.as_deref())).collect();
        assert_eq!(nouns, [(20000.0, Some("request")), (4.0, Some("run"))]);
        let n = Num {
            value: 93.1,
            exp: -1,
        };
        assert!(n.shows(0.9312 * 100.0) && !n.shows(93.2));
        assert!(
            Num {
                value: 70000.0,
                exp: 4
            }
            .shows(69812.0)
        );
    }
}
