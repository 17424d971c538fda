//! Claims that no selector chooses and no guard covers: a message whose
//! fixed text uses a comparative or quantifying word (`claim-words.toml`)
//! states something about the data, so the data must choose those words
//! (a Fluent selector on a computed figure) or a guard must hold on it
//! (`[claims.NAME]` in a page's front matter). A statement no measurement
//! can make false (the method, the site's interface) is marked in the
//! source locale with a comment line `# no-claim: why`.
//!
//! Also: translations that replace a selector of the source message with
//! fixed text, and figures that a page declares but nothing shows.

use crate::diag::{Diagnostic, Diagnostics};
use crate::l10n::messages::Localizer;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Message, PatternElement};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Words {
    en: Vec<String>,
    fr: Vec<String>,
    zh: Vec<String>,
}

/// The claim words of a locale, by its language subtag; none for a
/// language the list does not cover yet.
pub fn words_for(tag: &str) -> Vec<String> {
    let words: Words = toml::from_str(include_str!("claim-words.toml"))
        .expect("claim-words.toml is part of pcdocs and parses");
    match tag.split(['-', '_']).next().unwrap_or("") {
        "en" => words.en,
        "fr" => words.fr,
        "zh" => words.zh,
        _ => Vec::new(),
    }
}

fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}')
}

/// Byte offsets and words of `text` that are claim words: whole words for
/// Latin script (case aside), anywhere for Han, and the matches of `re:`
/// entries.
pub fn find(text: &str, words: &[String]) -> Vec<(usize, String)> {
    let lower = text.to_lowercase();
    // Lowercasing can change lengths; offsets are only used when it did not.
    let same = lower.len() == text.len();
    let mut out = Vec::new();
    for w in words {
        if let Some(pattern) = w.strip_prefix("re:") {
            let Ok(re) = regex::Regex::new(&format!("(?i){pattern}")) else {
                continue;
            };
            for m in re.find_iter(&lower) {
                out.push((if same { m.start() } else { 0 }, m.as_str().to_owned()));
            }
            continue;
        }
        let han = w.chars().any(is_han);
        for (i, _) in lower.match_indices(w.as_str()) {
            let before = lower[..i].chars().next_back();
            let after = lower[i + w.len()..].chars().next();
            let bounded =
                |c: Option<char>| c.is_none_or(|c| !(c.is_alphanumeric() || c == '\'' || c == '’'));
            if han || (bounded(before) && bounded(after)) {
                out.push((if same { i } else { 0 }, w.clone()));
            }
        }
    }
    out.sort();
    out.dedup_by(|a, b| a.0 == b.0);
    out
}

fn offset_in(source: &str, part: &str) -> usize {
    (part.as_ptr() as usize)
        .saturating_sub(source.as_ptr() as usize)
        .min(source.len())
}

/// One pattern of a message as a reader meets it: its own text elements,
/// with nested selectors read by their default variant and placeables as
/// `{…}`, and where each of its own elements starts in that reading.
/// Sentences are cut from the reading, so that a sentence keeps its
/// identity however its placeables are written.
struct Level<'s> {
    reading: String,
    elements: Vec<(&'s str, usize)>,
    /// Inside a variant that the data chooses (a selector on a decided
    /// word or a computed count): its words are the data's, not typed.
    chosen: bool,
}

/// The levels of pattern `p` (its own, then each variant's, recursively),
/// and `p`'s reading for its parent.
fn levels<'s>(
    p: &fluent_syntax::ast::Pattern<&'s str>,
    chosen: bool,
    data: &dyn Fn(&InlineExpression<&str>) -> bool,
    out: &mut Vec<Level<'s>>,
) -> String {
    let at = out.len();
    out.push(Level {
        reading: String::new(),
        elements: Vec::new(),
        chosen,
    });
    let mut reading = String::new();
    let mut elements = Vec::new();
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => {
                elements.push((*value, reading.len()));
                reading.push_str(value);
            }
            PatternElement::Placeable {
                expression: Expression::Select { selector, variants },
            } => {
                let inner = chosen || data(selector);
                for v in variants {
                    let text = levels(&v.value, inner, data, out);
                    if v.default {
                        reading.push_str(&text);
                    }
                }
            }
            PatternElement::Placeable { .. } => reading.push_str("{…}"),
        }
    }
    out[at].reading = reading.clone();
    out[at].elements = elements;
    reading
}

/// The variable a selector chooses on (`$x`, `NUMBER($x)`).
fn selector_var<'a>(e: &'a InlineExpression<&str>) -> Option<&'a str> {
    match e {
        InlineExpression::VariableReference { id } => Some(id.name),
        InlineExpression::FunctionReference { arguments, .. } => {
            match arguments.positional.first() {
                Some(InlineExpression::VariableReference { id }) => Some(id.name),
                _ => None,
            }
        }
        _ => None,
    }
}

/// A sentence's identity for a `no-claim[…]` mark: the first eight hex
/// digits of the SHA-256 of its words, white space collapsed. A mark
/// names it, so it lapses when the sentence's wording changes.
pub fn sentence_id(sentence: &str) -> String {
    use sha2::Digest;
    let words: Vec<&str> = sentence.split_whitespace().collect();
    let digest = sha2::Sha256::digest(words.join(" ").as_bytes());
    digest.iter().take(4).map(|b| format!("{b:02x}")).collect()
}

/// The sentences of `text`, as byte ranges (ICU4X, UAX #29).
fn sentences(text: &str) -> Vec<std::ops::Range<usize>> {
    use icu_segmenter::SentenceSegmenter;
    use icu_segmenter::options::SentenceBreakInvariantOptions;
    let breaks: Vec<usize> = SentenceSegmenter::new(SentenceBreakInvariantOptions::default())
        .segment_str(text)
        .collect();
    breaks.windows(2).map(|w| w[0]..w[1]).collect()
}

/// A claim word in a sentence no selector or guard decides.
struct Typed<'s> {
    /// The text element it is in, and its offset there.
    element: &'s str,
    offset: usize,
    word: String,
    sentence: String,
    id: String,
}

/// The claim words of message `m` that the data does not choose, each
/// with the sentence it stands in.
fn typed_claims<'s>(
    m: &Message<&'s str>,
    words: &[String],
    data: &dyn Fn(&InlineExpression<&str>) -> bool,
) -> Vec<Typed<'s>> {
    let mut all = Vec::new();
    for p in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
        levels(p, false, data, &mut all);
    }
    let mut out = Vec::new();
    for level in all.iter().filter(|l| !l.chosen) {
        let cuts = sentences(&level.reading);
        for (element, start) in &level.elements {
            for (off, word) in find(element, words) {
                let at = start + off;
                // A multiple's unit right after its figure ("{ $ratio } 倍")
                // is the figure's, computed like it.
                if word == "倍" && level.reading[..at].trim_end().ends_with('}') {
                    continue;
                }
                let range = cuts
                    .iter()
                    .find(|r| r.contains(&at))
                    .cloned()
                    .unwrap_or(0..level.reading.len());
                let sentence = level.reading[range].trim().to_owned();
                out.push(Typed {
                    element,
                    offset: off,
                    word,
                    id: sentence_id(&sentence),
                    sentence,
                });
            }
        }
    }
    out
}

/// Every sentence of message `m` outside the variants the data chooses,
/// with its id: what a `no-claim[…]` mark may name.
fn sentence_ids(
    m: &Message<&str>,
    data: &dyn Fn(&InlineExpression<&str>) -> bool,
) -> Vec<(String, String)> {
    let mut all = Vec::new();
    for p in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
        levels(p, false, data, &mut all);
    }
    let mut out: Vec<(String, String)> = Vec::new();
    for level in all.iter().filter(|l| !l.chosen) {
        for r in sentences(&level.reading) {
            let sentence = level.reading[r].trim().to_owned();
            if !sentence.is_empty() && !out.iter().any(|(_, s)| *s == sentence) {
                out.push((sentence_id(&sentence), sentence));
            }
        }
    }
    out
}

/// The sentences a message's comment marks `no-claim[ID, …]: why`, and
/// whether it carries a mark that names none (`no-claim: why`).
fn marks(m: &Message<&str>) -> (BTreeSet<String>, bool) {
    let mut ids = BTreeSet::new();
    let mut bare = false;
    for line in m.comment.iter().flat_map(|c| c.content.iter()) {
        let Some(rest) = line.trim_start().strip_prefix("no-claim") else {
            continue;
        };
        match rest.strip_prefix('[').and_then(|r| r.split_once(']')) {
            Some((list, _)) => ids.extend(list.split(',').map(|i| i.trim().to_owned())),
            None => bare = true,
        }
    }
    (ids, bare)
}

/// Whether a selector's expression reads a value the data decides.
type Chooses<'a> = dyn Fn(&InlineExpression<&str>) -> bool + 'a;

/// Runs the claim checks on a loaded project.
pub fn check(project: &crate::site::Project, diags: &mut Diagnostics) {
    let messages = project.renderer.messages();
    let pages = project.renderer.pages();
    let guarded: BTreeSet<&str> = pages
        .iter()
        .flat_map(|p| p.figures.claims.iter().map(|c| c.message.as_str()))
        .collect();
    let decided = decided_vars(pages);
    let data = |e: &InlineExpression<&str>| selector_var(e).is_some_and(|v| decided.contains(v));
    // The source locale decides what is a claim and which sentences are
    // marked; its translations follow.
    let source = source_claims(messages.source(), &guarded, &data, diags);
    for localizer in messages.locales.iter().skip(1) {
        translation_claims(localizer, messages.source(), &source, &data, diags);
    }
    stale_claims(project, &source.claims, diags);
    unused_figures(project, &source.shown_vars, diags);
}

/// Variables the data decides: word-valued figures, figures and counts
/// (the words spell what the results hold), and what an apart view
/// computes for each campaign it lists.
fn decided_vars(pages: &[std::sync::Arc<crate::render::Page>]) -> BTreeSet<&str> {
    use crate::compute::model::Var;
    let mut decided: BTreeSet<&str> = BTreeSet::new();
    for p in pages {
        decided.extend(p.figures.decisions.keys().map(String::as_str));
        decided.extend(
            p.figures
                .vars
                .iter()
                .chain(p.figures.row_vars.values().flatten())
                .filter(|(_, v)| matches!(v, Var::Count(_) | Var::Figure(_) | Var::Number(_)))
                .map(|(k, _)| k.as_str()),
        );
    }
    decided.extend(crate::compute::across::APART_VARS);
    decided
}

/// What the source locale's messages settle for the checks that follow.
#[derive(Default)]
struct SourceClaims {
    /// Messages whose claims are guarded or all marked: their
    /// translations' claim words are the source's.
    settled: BTreeSet<String>,
    /// Each message's sentences (id, text), for the hint of a translation's.
    sentences: BTreeMap<String, Vec<(String, String)>>,
    /// Messages that state a claim: guarded, chosen by the data, or with
    /// claim words.
    claims: BTreeSet<String>,
    /// Variables some message shows.
    shown_vars: BTreeSet<String>,
}

/// A message file being checked: its name, text and line map.
struct InFile<'a> {
    file: &'a str,
    text: &'a str,
    map: crate::diag::SourceMap<'a>,
}

impl InFile<'_> {
    /// A diagnostic placed at `off` bytes into `at`, a part of the text.
    fn place(&self, d: Diagnostic, at: &str, off: usize) -> Diagnostic {
        d.at_mapped(&self.map, offset_in(self.text, at) + off)
    }

    /// Message `id` claims word `t` in fixed text, placed at the word.
    fn claimed(&self, id: &str, t: &Typed<'_>) -> Diagnostic {
        self.place(
            Diagnostic::new(
                self.file,
                format!("message `{id}` claims \"{}\" in fixed text", t.word),
            ),
            t.element,
            t.offset,
        )
    }
}

/// The claim checks of the source locale's messages.
fn source_claims(
    source: &Localizer,
    guarded: &BTreeSet<&str>,
    data: &Chooses,
    diags: &mut Diagnostics,
) -> SourceClaims {
    let words = words_for(&source.tag);
    let mut out = SourceClaims::default();
    for (file, resource) in &source.resources {
        let text = resource.source();
        let f = InFile {
            file,
            text,
            map: source.source_map(file, text),
        };
        // The build's parse drops comments; the marks need them.
        let full = match fluent_syntax::parser::parse(text) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in &full.body {
            let Entry::Message(m) = entry else { continue };
            let id = m.id.name;
            out.shown_vars.extend(parts_vars(m));
            let typed = typed_claims(m, &words, data);
            let chosen = source
                .origins
                .get(id)
                .is_some_and(|o| !o.selectors.is_empty());
            if guarded.contains(id) || !typed.is_empty() || chosen {
                out.claims.insert(id.to_owned());
            }
            if guarded.contains(id) {
                out.settled.insert(id.to_owned());
                continue;
            }
            let all = sentence_ids(m, data);
            if marked_claims(&f, m, &typed, &all, diags) {
                out.settled.insert(id.to_owned());
            }
            out.sentences.insert(id.to_owned(), all);
        }
    }
    out
}

/// The claim words of an unguarded source message against its
/// `no-claim` marks: claims left unmarked, marks that name no sentence
/// (`all`: its sentences) or none at all. Whether the marks settle every
/// claim of the message.
fn marked_claims(
    f: &InFile,
    m: &Message<&str>,
    typed: &[Typed],
    all: &[(String, String)],
    diags: &mut Diagnostics,
) -> bool {
    let id = m.id.name;
    let (marked, bare) = marks(m);
    let ids: BTreeSet<&str> = all.iter().map(|(i, _)| i.as_str()).collect();
    for t in typed.iter().filter(|t| !marked.contains(&t.id)) {
        diags.push(
            f.claimed(id, t)
            .hint(format!(
                "choose the words with a selector on a computed figure, or guard the message with [claims.NAME] in its page; if no measurement can make the sentence \"{}\" false, mark it `no-claim[{}]: why` above the message (`<!-- no-claim[{}]: why -->` in a page)",
                crate::diag::shorten(&t.sentence),
                t.id,
                t.id
            )),
        );
    }
    for lapsed in marked.iter().filter(|m| !ids.contains(m.as_str())) {
        diags.push(
            f.place(
                Diagnostic::new(
                    f.file,
                    format!(
                        "message `{id}`: the mark `no-claim[{lapsed}]` names no sentence of it now; the sentence it covered was reworded"
                    ),
                ),
                id,
                0,
            )
            .hint("read the message again: a sentence that still states nothing a measurement could make false gets a mark with its new id (check names it), and the old mark goes"),
        );
    }
    if bare {
        diags.push(bare_mark(f, id, typed));
    }
    marked.iter().any(|m| ids.contains(m.as_str())) && typed.iter().all(|t| marked.contains(&t.id))
}

/// A `no-claim:` mark that names no sentence, and the marks to write
/// instead.
fn bare_mark(f: &InFile, id: &str, typed: &[Typed]) -> Diagnostic {
    let mut named: Vec<String> = typed
        .iter()
        .map(|t| format!("no-claim[{}]", t.id))
        .collect();
    named.dedup();
    f.place(
        Diagnostic::new(
            f.file,
            format!("message `{id}`: a `no-claim:` mark names the sentence it covers"),
        ),
        id,
        0,
    )
    .hint(match named.is_empty() {
        true => "no sentence of the message needs a mark: remove it".to_owned(),
        false => format!(
            "write {} (each covers one sentence, until it is reworded)",
            named.join(", ")
        ),
    })
}

/// The claim checks of a translation's messages: claim words where the
/// source settled none, selectors of the source replaced by fixed text.
fn translation_claims(
    localizer: &Localizer,
    source: &Localizer,
    sc: &SourceClaims,
    data: &Chooses,
    diags: &mut Diagnostics,
) {
    let words = words_for(&localizer.tag);
    for (file, resource) in &localizer.resources {
        let text = resource.source();
        let f = InFile {
            file,
            text,
            map: localizer.source_map(file, text),
        };
        for entry in resource.entries() {
            let Entry::Message(m) = entry else { continue };
            let id = m.id.name;
            if !sc.settled.contains(id) {
                for t in typed_claims(m, &words, data) {
                    diags.push(translated_claim(&f, id, &t, sc.sentences.get(id)));
                }
            }
            // Selectors other than plural ones (grammar, which languages
            // need differently) choose a claim's words.
            if let Some(src) = source.origins.get(id) {
                let none = BTreeSet::new();
                let own = localizer.origins.get(id).map_or(&none, |o| &o.selectors);
                for var in src.selectors.difference(own) {
                    diags.push(
                        f.place(
                            Diagnostic::new(
                                file,
                                format!(
                                    "message `{id}` replaces the source's selector on `${var}` with fixed text"
                                ),
                            ),
                            id,
                            0,
                        )
                        .hint("keep the selector, so that the data chooses the words in this language too"),
                    );
                }
            }
        }
    }
}

/// Claim words in a translation whose source message states no claim
/// there; `sentences`: the source message's, for the marks to write.
fn translated_claim(
    f: &InFile,
    id: &str,
    t: &Typed,
    sentences: Option<&Vec<(String, String)>>,
) -> Diagnostic {
    let marks = sentences
        .map(|all| {
            all.iter()
                .map(|(i, s)| format!("no-claim[{i}] for \"{}\"", crate::diag::shorten(s)))
                .collect::<Vec<_>>()
                .join("; ")
        })
        .unwrap_or_default();
    f.claimed(id, t)
    .hint(format!(
        "the source message states no claim here: choose these words with the source's selectors, guard the source message, or mark the source sentence this one translates if no measurement can make it false ({marks})"
    ))
}

/// Translations of claim messages (guarded, chosen by the data, or with
/// claim words) whose English changed since they were confirmed: a
/// translation that still says what the old English said would state a
/// claim the data no longer backs.
fn stale_claims(
    project: &crate::site::Project,
    claims: &BTreeSet<String>,
    diags: &mut Diagnostics,
) {
    let tags = &project.config.locales;
    let origins: Vec<_> = project
        .renderer
        .messages()
        .locales
        .iter()
        .map(|l| &l.origins)
        .collect();
    let Ok(statuses) = crate::translate::status_from_origins(&project.root, tags, &origins) else {
        return;
    };
    // The statuses are of the translations only.
    for status in &statuses {
        for f in &status.files {
            for id in f.stale.iter().filter(|id| claims.contains(*id)) {
                diags.push(
                    Diagnostic::new(
                        format!("locales/{}/{}", status.locale, f.file),
                        format!("the translation of claim message `{id}` is stale: its English changed since it was confirmed"),
                    )
                    .hint(format!(
                        "update the translation to the new English, then run `pcdocs i18n confirm {} {id}`",
                        status.locale
                    )),
                );
            }
        }
    }
}

/// The variables a message shows, in any variant.
fn parts_vars(m: &Message<&str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for p in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
        vars_of(p, &mut out);
    }
    out
}

fn vars_of(p: &fluent_syntax::ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    fn inline(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match i {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_owned());
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
            }
            InlineExpression::Placeable { expression: e } => expression(e, out),
            _ => {}
        }
    }
    fn expression(e: &Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    vars_of(&v.value, out);
                }
            }
        }
    }
    for el in &p.elements {
        if let PatternElement::Placeable { expression: e } = el {
            expression(e, out);
        }
    }
}

/// Figures a page declares that no message, table, chart, other figure or
/// guard uses: a claim someone meant to make and did not, or one left over.
fn unused_figures(
    project: &crate::site::Project,
    shown: &BTreeSet<String>,
    diags: &mut Diagnostics,
) {
    for page in project.renderer.pages() {
        let src = &page.source;
        let conditions: Vec<&str> = src
            .front
            .claims
            .values()
            .flat_map(|c| c.holds.conditions().iter())
            .flat_map(|c| c.split_whitespace())
            .collect();
        for name in src.front.figures.keys() {
            let used = shown
                .iter()
                .any(|v| v == name || v.strip_prefix(name.as_str()).is_some_and(|r| r.starts_with('-')))
                || conditions
                    .iter()
                    .any(|t| *t == name || t.strip_prefix(name.as_str()).is_some_and(|r| r.starts_with('-')))
                // An operand of another declaration names it in quotes.
                || src.text.contains(&format!("\"{name}\""));
            if !used {
                diags.push(
                    src.diagnostic_at(
                        &format!("[figures.{name}]"),
                        format!("figure `{name}` is declared and never shown"),
                    )
                    .hint("show it in a message, use it in a guard, or remove it"),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claim_words_match_whole_words_or_han() {
        let en = words_for("en");
        let found: Vec<String> = find("Pingclair was the fastest server in every test.", &en)
            .into_iter()
            .map(|(_, w)| w)
            .collect();
        assert_eq!(found, ["fastest", "every"]);
        assert!(find("the allocation was overall fine", &en).is_empty());
        let zh = words_for("zh-TW");
        assert_eq!(find("Pingclair 在所有測試中最快。", &zh).len(), 2);
        let fr = words_for("fr");
        assert_eq!(
            find("Pingclair était le plus rapide dans tous les tests.", &fr).len(),
            3
        );
        assert!(words_for("de").is_empty());
    }
}
