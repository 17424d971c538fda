//! Checks of the Fluent files: typed quantities in prose, raw HTML and
//! script links (messages may hold Markdown only), translations against the
//! source locale (missing, obsolete, variables), plural categories each
//! locale needs, and selector keys against the values a computed claim can
//! take.

use super::literals;
use crate::diag::{Diagnostic, Diagnostics};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use icu_plurals::{PluralCategory, PluralRules};
use std::collections::{BTreeMap, BTreeSet};

/// What a message is made of, for comparisons across locales.
#[derive(Debug, Clone, Default)]
pub struct MessageInfo {
    pub file: String,
    pub line: usize,
    pub vars: BTreeSet<String>,
}

/// A select expression: its selector variable (if a plain variable or
/// `NUMBER($x)`), its keys, and where it is.
#[derive(Debug, Clone)]
struct Select {
    var: Option<String>,
    keys: Vec<String>,
    /// The default variant's key.
    default: String,
    offset: usize,
}

/// One parsed locale: message infos by id, in a stable order.
pub type Locale = BTreeMap<String, MessageInfo>;

fn offset_in(source: &str, part: &str) -> usize {
    (part.as_ptr() as usize)
        .saturating_sub(source.as_ptr() as usize)
        .min(source.len())
}

struct Walker<'s> {
    source: &'s str,
    map: crate::diag::SourceMap<'s>,
    file: String,
    vars: BTreeSet<String>,
    selects: Vec<Select>,
    diags: Diagnostics,
}

impl<'s> Walker<'s> {
    fn pattern(&mut self, p: &Pattern<&'s str>) {
        for el in &p.elements {
            match el {
                PatternElement::TextElement { value } => {
                    let base = offset_in(self.source, value);
                    for (off, token) in literals::quantities(value) {
                        self.diags.push(
                            Diagnostic::new(&self.file, format!("typed figure `{token}` in prose"))
                                .at_mapped(&self.map, base + off)
                                .hint("give the figure to the message as a variable computed from results/; for a deliberate literal write { LITERAL(\"…\") }"),
                        );
                    }
                }
                PatternElement::Placeable { expression } => self.expression(expression),
            }
        }
    }

    fn expression(&mut self, e: &Expression<&'s str>) {
        match e {
            Expression::Inline(i) => self.inline(i, false),
            Expression::Select { selector, variants } => {
                self.inline(selector, false);
                let var = match selector {
                    InlineExpression::VariableReference { id } => Some(id.name.to_owned()),
                    InlineExpression::FunctionReference { id, arguments }
                        if id.name == "NUMBER" =>
                    {
                        match arguments.positional.first() {
                            Some(InlineExpression::VariableReference { id }) => {
                                Some(id.name.to_owned())
                            }
                            _ => None,
                        }
                    }
                    _ => None,
                };
                let mut keys = Vec::new();
                let mut default = String::new();
                let mut offset = self.source.len();
                for v in variants {
                    let name = match &v.key {
                        VariantKey::Identifier { name } => name,
                        VariantKey::NumberLiteral { value } => value,
                    };
                    offset = offset.min(offset_in(self.source, name));
                    keys.push((*name).to_owned());
                    if v.default {
                        (*name).clone_into(&mut default);
                    }
                    self.pattern(&v.value);
                }
                self.selects.push(Select {
                    var,
                    keys,
                    default,
                    offset,
                });
            }
        }
    }

    fn inline(&mut self, i: &InlineExpression<&'s str>, in_literal: bool) {
        match i {
            InlineExpression::VariableReference { id } => {
                self.vars.insert(id.name.to_owned());
            }
            InlineExpression::StringLiteral { value }
                if !in_literal && value.chars().any(|c| c.is_ascii_digit()) =>
            {
                self.diags.push(
                    Diagnostic::new(
                        &self.file,
                        format!("typed figure in the string literal \"{value}\""),
                    )
                    .at_mapped(&self.map, offset_in(self.source, value))
                    .hint(
                        "write a deliberate literal as { LITERAL(\"…\") } so reviewers can find it",
                    ),
                );
            }
            InlineExpression::NumberLiteral { value } => {
                self.diags.push(
                    Diagnostic::new(&self.file, format!("typed number {value} in a placeable"))
                        .at_mapped(&self.map, offset_in(self.source, value))
                        .hint(
                            "give the figure to the message as a variable computed from results/",
                        ),
                );
            }
            InlineExpression::FunctionReference { id, arguments } => {
                let literal = id.name == "LITERAL";
                for a in &arguments.positional {
                    self.inline(a, literal);
                }
                for n in &arguments.named {
                    self.inline(&n.value, literal);
                }
            }
            InlineExpression::Placeable { expression } => self.expression(expression),
            _ => {}
        }
    }
}

/// Plural categories of a locale's cardinal rules, by their Fluent names.
fn plural_categories(tag: &str) -> BTreeSet<&'static str> {
    let Ok(locale) = tag.parse::<icu_locale_core::Locale>() else {
        return BTreeSet::new();
    };
    let Ok(rules) = PluralRules::try_new_cardinal((&locale).into()) else {
        return BTreeSet::new();
    };
    rules
        .categories()
        .map(|c| match c {
            PluralCategory::Zero => "zero",
            PluralCategory::One => "one",
            PluralCategory::Two => "two",
            PluralCategory::Few => "few",
            PluralCategory::Many => "many",
            PluralCategory::Other => "other",
        })
        .collect()
}

const PLURAL_NAMES: [&str; 5] = ["zero", "one", "two", "few", "many"];

/// Text values the pages' tables give messages: by message id, by variable.
pub type Given = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

/// Checks every `.ftl` file of a locale, as the build parsed them.
pub fn check_locale(
    localizer: &crate::l10n::messages::Localizer,
    domains: &BTreeMap<String, BTreeSet<String>>,
    given: &Given,
    diags: &mut Diagnostics,
) -> Locale {
    let tag = localizer.tag.as_str();
    let needed = plural_categories(tag);
    let mut out = Locale::new();
    for (file, resource) in &localizer.resources {
        let source = resource.source();
        let map = localizer.source_map(file, source);
        for entry in resource.entries() {
            let Entry::Message(m) = entry else { continue };
            let mut w = Walker {
                source,
                map,
                file: file.clone(),
                vars: BTreeSet::new(),
                selects: Vec::new(),
                diags: Diagnostics::default(),
            };
            if let Some(v) = &m.value {
                w.pattern(v);
                markup(&map, file, m.id.name, v, diags);
            }
            for a in &m.attributes {
                w.pattern(&a.value);
                markup(&map, file, m.id.name, &a.value, diags);
            }
            diags.extend(w.diags);
            for s in &w.selects {
                let plural = s.keys.iter().any(|k| PLURAL_NAMES.contains(&k.as_str()));
                if plural {
                    for cat in needed.iter().filter(|c| !s.keys.iter().any(|k| k == *c)) {
                        diags.push(
                            Diagnostic::new(file, format!("plural selector lacks the CLDR category `[{cat}]` that {tag} needs"))
                                .at_mapped(&map, s.offset)
                                .hint(format!("{tag} distinguishes: {}", needed.iter().copied().collect::<Vec<_>>().join(", "))),
                        );
                    }
                }
                let values = s.var.as_ref().and_then(|v| given.get(m.id.name)?.get(v));
                // A default keyed `other` words whatever else comes; one
                // keyed by a value asserts that value of every other.
                for value in values.into_iter().flatten() {
                    if s.default != "other" && !s.keys.contains(value) {
                        diags.push(
                            Diagnostic::new(
                                file,
                                format!(
                                    "`${}` is `{value}` in a table of the pages, but no variant names it: it would be worded as `[{}]`",
                                    s.var.as_deref().unwrap_or(""),
                                    s.default
                                ),
                            )
                            .at_mapped(&map, s.offset)
                            .hint(format!("add a variant `[{value}]` that says what `{value}` means")),
                        );
                    }
                }
                if let Some(domain) = s.var.as_ref().and_then(|v| domains.get(v)) {
                    for k in s.keys.iter().filter(|k| !domain.contains(*k)) {
                        diags.push(
                            Diagnostic::new(
                                file,
                                format!(
                                    "`[{k}]` is not a value `${}` can take, so its wording can never be chosen",
                                    s.var.as_deref().unwrap_or("")
                                ),
                            )
                            .at_mapped(&map, s.offset)
                            .hint(format!("`${}` is one of: {}", s.var.as_deref().unwrap_or(""), domain.iter().cloned().collect::<Vec<_>>().join(", "))),
                        );
                    }
                }
            }
            let line = map.place(offset_in(source, m.id.name)).0;
            out.insert(
                m.id.name.to_owned(),
                MessageInfo {
                    file: file.clone(),
                    line,
                    vars: w.vars,
                },
            );
        }
    }
    out
}

/// Reports every construct of a message's pattern that pages refuse
/// (`render::markdown::refusals`, the decision both targets follow), read
/// as the Markdown it becomes: text elements joined, each placeable
/// standing as a word, each variant of a selector on its own.
fn markup(
    map: &crate::diag::SourceMap,
    file: &str,
    id: &str,
    p: &Pattern<&str>,
    diags: &mut Diagnostics,
) {
    let source = map.text;
    // The joined text, and where each piece of it starts in the file.
    let mut text = String::new();
    let mut starts: Vec<(usize, usize)> = Vec::new();
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => {
                starts.push((text.len(), offset_in(source, value)));
                text.push_str(value);
            }
            // A string literal is its text (`{"["}` writes what a line
            // of Fluent cannot start with).
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::StringLiteral { value }),
            } => {
                starts.push((text.len(), offset_in(source, value)));
                text.push_str(&fluent_syntax::unicode::unescape_unicode_to_string(value));
            }
            PatternElement::Placeable { expression } => {
                if let Expression::Select { variants, .. } = expression {
                    for v in variants {
                        markup(map, file, id, &v.value, diags);
                    }
                }
                // Where the placeable is, the previous piece's end stands for it.
                let end = starts.last().map_or(0, |&(t, s)| s + (text.len() - t));
                starts.push((text.len(), end));
                text.push('x');
            }
        }
    }
    let at = |offset: usize| -> usize {
        let i = starts
            .partition_point(|&(t, _)| t <= offset)
            .saturating_sub(1);
        starts.get(i).map_or(0, |&(t, s)| s + (offset - t))
    };
    for refused in crate::render::markdown::refusals(&text).1 {
        diags.push(
            Diagnostic::new(
                file,
                format!(
                    "message `{id}` contains {}: pages show it as text",
                    refused.what.describe()
                ),
            )
            .at_mapped(map, at(refused.offset))
            .hint(refused.what.hint()),
        );
    }
}

/// A date variable's parts (`$d-day`, `$d-month-day`, `$d-year`) count as
/// `$d`: locales assemble dates from different parts.
fn families(vars: &BTreeSet<String>, dates: &BTreeSet<String>) -> BTreeSet<String> {
    vars.iter()
        .map(|v| {
            ["-month-day", "-day", "-year"]
                .iter()
                .find_map(|s| v.strip_suffix(s).filter(|base| dates.contains(*base)))
                .unwrap_or(v)
                .to_owned()
        })
        .collect()
}

/// Compares a translation with the source locale; `dates` names the date
/// variables.
pub fn compare(
    source_tag: &str,
    source: &Locale,
    tag: &str,
    locale: &Locale,
    dates: &BTreeSet<String>,
    diags: &mut Diagnostics,
) {
    for (id, src) in source {
        match locale.get(id) {
            None => {
                let file = format!(
                    "locales/{tag}/{}",
                    crate::l10n::messages::translation_file(&src.file)
                );
                diags.push(
                    Diagnostic::new(&file, format!("message `{id}` is missing in {tag}"))
                        .hint(format!("translate it from {}:{}", src.file, src.line)),
                );
            }
            Some(tr) => {
                let (src_vars, tr_vars) = (families(&src.vars, dates), families(&tr.vars, dates));
                let extra: Vec<&String> = tr_vars.difference(&src_vars).collect();
                let dropped: Vec<&String> = src_vars.difference(&tr_vars).collect();
                let provided = || {
                    src.vars
                        .iter()
                        .map(|v| format!("${v}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                for v in &extra {
                    diags.push(
                        Diagnostic::new(&tr.file, format!(
                            "message `{id}` uses `${v}`, which the {source_tag} message does not provide (it provides {})",
                            if src.vars.is_empty() { "no variables".to_owned() } else { provided() }
                        ))
                        .at(tr.line, Some(1)),
                    );
                }
                for v in &dropped {
                    diags.push(
                        Diagnostic::new(
                            &tr.file,
                            format!(
                                "message `{id}` drops `${v}`, which the {source_tag} message shows"
                            ),
                        )
                        .at(tr.line, Some(1))
                        .hint(format!("see {}:{}", src.file, src.line)),
                    );
                }
            }
        }
    }
    for (id, tr) in locale {
        if !source.contains_key(id) {
            diags.push(
                Diagnostic::new(
                    &tr.file,
                    format!("message `{id}` is obsolete: {source_tag} no longer has it"),
                )
                .at(tr.line, Some(1))
                .hint("remove it, or rename it to the id it was translated from"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(ftl: &str) -> Vec<String> {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("locales");
        std::fs::create_dir_all(dir.join("en")).unwrap();
        std::fs::write(dir.join("en/a.ftl"), ftl).unwrap();
        let l = crate::l10n::messages::Localizer::load(root.path(), &dir, "en").unwrap();
        let mut diags = Diagnostics::default();
        check_locale(&l, &BTreeMap::new(), &Given::new(), &mut diags);
        diags
            .0
            .iter()
            .map(|d| {
                format!(
                    "{}:{}:{}: {}",
                    d.file,
                    d.line.unwrap_or(0),
                    d.column.unwrap_or(0),
                    d.message
                )
            })
            .collect()
    }

    #[test]
    fn raw_html_and_script_links_are_found_in_every_part_of_a_message() {
        let ftl = "ok = *Fine* [a](https://a.example/) [b](../b/) [c](#c) <https://d.example/> a < b\n\
                   sel = { $n ->\n    [one] one <b>bold</b>\n   *[other] [x](  JavaScript:alert(1))\n}\n\
                   multi = first line\n    second <img src=x onerror=y> { $v } [v](vbscript:x)\n\
                   attr = A\n    .title = <script>z</script>\n";
        assert_eq!(
            problems(ftl),
            [
                "locales/en/a.ftl:3:15: message `sel` contains raw HTML `<b>`: pages show it as text",
                "locales/en/a.ftl:3:22: message `sel` contains raw HTML `</b>`: pages show it as text",
                "locales/en/a.ftl:4:13: message `sel` contains a link to a `javascript:` address `JavaScript:alert(1)`: pages show it as text",
                "locales/en/a.ftl:7:12: message `multi` contains raw HTML `<img src=x onerror=y>`: pages show it as text",
                "locales/en/a.ftl:7:41: message `multi` contains a link to a `vbscript:` address `vbscript:x`: pages show it as text",
                "locales/en/a.ftl:9:14: message `attr` contains raw HTML `<script>z</script>`: pages show it as text",
            ]
        );
    }

    /// Everything the sanitiser of the standalone site would remove is
    /// reported where it is written, as the Starlight target refuses it too.
    #[test]
    fn what_pages_refuse_is_reported_at_its_place() {
        let ftl = "img = Look ![](https://tracker.example/p.gif) here\n\
                   refs = See ![logo][t] now\n\
                   \n    {\"[\"}t]: https://tracker.example/q.gif\n\
                   auto = Go <vbscript:x> or <https://ok.example/>\n\
                   ents = Shown &lt;script&gt;x&lt;/script&gt; and a &lt; b\n\
                   ftp = Get [it](ftp://a.example/f) or [bad](http://[::1/)\n\
                   comment = Hidden <!-- x --> text\n";
        assert_eq!(
            problems(ftl),
            [
                "locales/en/a.ftl:1:12: message `img` contains an image `https://tracker.example/p.gif`: pages show it as text",
                "locales/en/a.ftl:2:12: message `refs` contains an image `https://tracker.example/q.gif`: pages show it as text",
                "locales/en/a.ftl:4:7: message `refs` contains a link reference definition `[t]:`: pages show it as text",
                "locales/en/a.ftl:5:11: message `auto` contains a link to a `vbscript:` address `vbscript:x`: pages show it as text",
                "locales/en/a.ftl:6:14: message `ents` contains the character reference `&lt;`, which spells markup: pages show it as text",
                "locales/en/a.ftl:6:29: message `ents` contains the character reference `&lt;`, which spells markup: pages show it as text",
                "locales/en/a.ftl:7:11: message `ftp` contains a link to a `ftp:` address `ftp://a.example/f`: pages show it as text",
                "locales/en/a.ftl:7:38: message `ftp` contains a link to `http://[::1/`, which is no valid address: pages show it as text",
                "locales/en/a.ftl:8:18: message `comment` contains raw HTML `<!-- x -->`: pages show it as text",
            ]
        );
    }
}
