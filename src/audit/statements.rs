//! Statements without a number that the data can make false: "no
//! errors", "all requests succeeded", "the fastest", "X leads at every
//! concurrency", "roughly equal", in English, French and Chinese. This
//! module finds them in a sentence; the audit evaluates them.

use super::page::Lang;
use std::sync::OnceLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// No request (or connection) failed.
    NoErrors,
    /// A series is the highest.
    Leads,
    /// Two series within the campaign's tie.
    RoughlyEqual,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    pub class: Class,
    /// Byte range of its words in the sentence.
    pub start: usize,
    pub end: usize,
    /// About every row ("at every concurrency", « à chaque », 每一項).
    pub every: bool,
    /// Only requests that completed ("every completed request
    /// succeeded"): connection failures are not its business.
    pub completed_only: bool,
    /// Only the runs the values are made of ("every reported run").
    pub reported_only: bool,
}

struct Patterns {
    class: Vec<(Lang, Class, regex::Regex)>,
    every: Vec<(Lang, regex::Regex)>,
    partial: Vec<(Lang, regex::Regex)>,
    negation: Vec<(Lang, regex::Regex)>,
    negation_of_none: Vec<(Lang, regex::Regex)>,
    completed: Vec<(Lang, regex::Regex)>,
    reported: Vec<(Lang, regex::Regex)>,
}

fn patterns() -> &'static Patterns {
    static P: OnceLock<Patterns> = OnceLock::new();
    P.get_or_init(|| {
        let re = |s: &str| regex::Regex::new(&format!("(?i){s}")).expect("a valid expression");
        let class = vec![
            (Lang::En, Class::NoErrors, re(r"\b(?:no|zero|without(?: any)?)\s+(?:socket\s+|request\s+|connection\s+|http\s+)?(?:errors?|failures?|failed requests?|timeouts?)\b")),
            (Lang::En, Class::NoErrors, re(r"\berror[- ]free\b")),
            (Lang::En, Class::NoErrors, re(r"\b(?:all|every)\b(?:\s+[\w'’/,.-]+){0,4}?\s+requests?\s+(?:\w+\s+)?(?:succeeded|completed successfully|were successful|was successful)\b")),
            (Lang::Fr, Class::NoErrors, re(r"\b(?:sans|aucune?|zéro)\s+(?:erreur|échec|defaillance|défaillance|timeout|expiration)s?\b")),
            (Lang::Fr, Class::NoErrors, re(r"\b(?:toutes les|chaque|les)\b(?:\s+[\w'’/,.\u{202f}\u{a0}-]+){0,4}?\s+requêtes?(?:\s+[\w'’-]+){0,3}?\s+(?:ont|a)\s+(?:toutes\s+)?(?:abouti|réussi)\b")),
            (Lang::Zh, Class::NoErrors, re(r"(?:沒有|無|零|未出現)(?:任何)?(?:請求|連線)?(?:錯誤|失敗|逾時)")),
            (Lang::Zh, Class::NoErrors, re(r"(?:請求|連線).{0,6}(?:皆|都|全部|均)(?:已)?成功")),
            (Lang::En, Class::Leads, re(r"\b(?:the\s+)?(?:fastest|highest\s+throughput|highest\s+(?:number\s+of\s+)?requests\s+per\s+second|best\s+throughput|most\s+requests\s+per\s+second)\b")),
            (Lang::En, Class::Leads, re(r"\b(?:leads|led|lead|in\s+the\s+lead|came\s+first|comes\s+first)\b")),
            (Lang::Fr, Class::Leads, re(r"\b(?:le|la)\s+plus\s+rapide\b|\ble\s+débit\s+le\s+plus\s+élevé\b|\ble\s+meilleur\s+débit\b|\ben\s+tête\b|\bdevance\s+(?:tous|toutes|les\s+autres)\b")),
            (Lang::Zh, Class::Leads, re(r"最快|吞吐量(?:都是|皆為|均為)?最高|最高的吞吐量|(?:都|皆|均|全面|一路)領先|居冠")),
            (Lang::En, Class::RoughlyEqual, re(r"\b(?:roughly|about|approximately|nearly|almost|virtually|essentially|practically)\s+(?:equal|identical|the\s+same|level)\b|\bon\s+par\b|\bneck\s+and\s+neck\b|\bwithin\s+noise\b")),
            (Lang::Fr, Class::RoughlyEqual, re(r"\b(?:à\s+peu\s+près|quasiment|presque|pratiquement|sensiblement|quasi)[\s-]+(?:égaux|égales|égal|égale|identiques?|les\s+mêmes|le\s+même|au\s+même\s+niveau)\b|\bau\s+coude\s+à\s+coude\b|\bà\s+égalité\b")),
            (Lang::Zh, Class::RoughlyEqual, re(r"大致相同|大致相當|幾乎相同|幾乎一樣|不相上下|大致持平|相當接近")),
        ];
        let every = vec![
            (Lang::En, re(r"\b(?:every|each|all|across\s+the\s+board)\b")),
            (Lang::Fr, re(r"\b(?:chaque|tous|toutes|chacun|chacune|partout)\b")),
            (Lang::Zh, re(r"每一|每個|每項|各項|所有|全部|都")),
        ];
        let partial = vec![
            (Lang::En, re(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+of\s+(?:the|its|their|these)\b|\b(?:some|most|several|certain|many)\b|\bremaining\b")),
            (Lang::Fr, re(r"\b(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|\d+)\s+des\b|\bcertaine?s\b|\bla\s+plupart\b|\brestante?\b")),
            (Lang::Zh, re(r"其中|有[一二兩三四五六七八九十\d]+項|部分|多數|其餘")),
        ];
        let negation = vec![
            (Lang::En, re(r"\bnot\b|\bnever\b|n['’]t\b|\bno\s+longer\b|\bfailed\s+to\b|\binstead\s+of\b|\brather\s+than\b")),
            (Lang::Fr, re(r"\bne\b|\bn['’]|\bpas\b|\bjamais\b|\bau\s+lieu\s+de\b|\bplutôt\s+que\b")),
            (Lang::Zh, re(r"不是|並非|未能|從未|不再|而非")),
        ];
        // "aucune erreur n’a été vue" is no negation of "no errors".
        let negation_of_none = vec![
            (Lang::En, re(r"\bnot\b|n['’]t\b|\binstead\s+of\b|\brather\s+than\b")),
            (Lang::Fr, re(r"\bpas\b|\bau\s+lieu\s+de\b|\bplutôt\s+que\b")),
            (Lang::Zh, re(r"不是|並非|而非")),
        ];
        let completed = vec![
            (Lang::En, re(r"\bcompleted\s+(?:http\s+)?requests?\b|\bevery\s+completed\b|\ball\s+completed\b")),
            (Lang::Fr, re(r"\brequêtes?\s+(?:terminées|menées\s+à\s+terme|complétées)\b")),
            (Lang::Zh, re(r"已完成")),
        ];
        let reported = vec![
            (Lang::En, re(r"\b(?:reported|published|counted|valid|kept)\s+(?:runs?|rounds?|results?)\b")),
            (Lang::Fr, re(r"\b(?:séries|exécutions|mesures)\s+(?:publiées|retenues|comptées|valides)\b")),
            (Lang::Zh, re(r"列出的|公布的|計入的|有效的")),
        ];
        Patterns {
            class,
            every,
            partial,
            negation,
            negation_of_none,
            completed,
            reported,
        }
    })
}

fn any(list: &[(Lang, regex::Regex)], lang: Lang, text: &str) -> bool {
    list.iter().any(|(l, r)| *l == lang && r.is_match(text))
}

/// The statements of `sentence`. A sentence that states a rule or a
/// definition ("a cell without one means every request succeeded"), or
/// counts only some rows ("in two of the five workloads"), states nothing
/// the audit checks.
pub fn statements(sentence: &str, lang: Lang) -> Vec<Statement> {
    let p = patterns();
    let padded = format!(" {} ", sentence.to_lowercase());
    if super::words::rule_markers(lang)
        .iter()
        .any(|m| padded.contains(m))
    {
        return Vec::new();
    }
    let every = any(&p.every, lang, sentence);
    let partial = any(&p.partial, lang, sentence);
    let negated = any(&p.negation, lang, sentence);
    let none_negated = any(&p.negation_of_none, lang, sentence);
    let mut out: Vec<Statement> = Vec::new();
    for (l, class, re) in &p.class {
        if *l != lang {
            continue;
        }
        for m in re.find_iter(sentence) {
            if out
                .iter()
                .any(|s| s.class == *class || (s.start < m.end() && m.start() < s.end))
            {
                continue;
            }
            if *class != Class::NoErrors && (partial || negated) {
                continue;
            }
            if *class == Class::NoErrors && none_negated {
                continue;
            }
            out.push(Statement {
                class: *class,
                start: m.start(),
                end: m.end(),
                every,
                completed_only: any(&p.completed, lang, sentence),
                reported_only: any(&p.reported, lang, sentence),
            });
        }
    }
    out.sort_by_key(|s| s.start);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classes(s: &str, lang: Lang) -> Vec<Class> {
        statements(s, lang).into_iter().map(|s| s.class).collect()
    }

    #[test]
    fn statements_are_found_in_three_languages() {
        use Class::*;
        assert_eq!(
            classes("Both servers finished with no errors.", Lang::En),
            [NoErrors]
        );
        assert_eq!(
            classes("All 20,000 requests succeeded.", Lang::En),
            [NoErrors]
        );
        assert_eq!(
            classes("Beta leads at every concurrency.", Lang::En),
            [Leads]
        );
        assert_eq!(
            classes("Alpha and Beta are roughly equal.", Lang::En),
            [RoughlyEqual]
        );
        assert_eq!(
            classes("Les deux serveurs ont terminé sans erreur.", Lang::Fr),
            [NoErrors]
        );
        assert_eq!(
            classes("Beta est en tête à chaque niveau.", Lang::Fr),
            [Leads]
        );
        assert_eq!(
            classes("Alpha et Beta sont à peu près égaux.", Lang::Fr),
            [RoughlyEqual]
        );
        assert_eq!(classes("兩個伺服器都零錯誤完成。", Lang::Zh), [NoErrors]);
        assert_eq!(classes("Beta 在每一個併發等級都領先。", Lang::Zh), [Leads]);
        assert_eq!(
            classes("Alpha 與 Beta 大致相同。", Lang::Zh),
            [RoughlyEqual]
        );
    }

    #[test]
    fn rules_and_partial_counts_state_nothing() {
        assert!(
            statements(
                "A cell without one means every request of that run succeeded.",
                Lang::En
            )
            .is_empty()
        );
        assert!(
            statements(
                "Pingclair main itself had the highest throughput in two of the five workloads.",
                Lang::En
            )
            .is_empty()
        );
        assert!(statements("Beta is not the fastest.", Lang::En).is_empty());
        let s = &statements("Every completed HTTP request succeeded.", Lang::En)[0];
        assert!(s.completed_only && s.every);
        let s = &statements("Every reported run completed without errors.", Lang::En)[0];
        assert!(s.reported_only);
    }
}
