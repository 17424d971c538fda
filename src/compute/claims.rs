//! Guards: conditions a page declares beside a message whose fixed words
//! state something about the data ("more efficiently", "without errors").
//! They are evaluated on every build; a guard that does not hold stops the
//! build at the message, so a page never states what its data contradicts.
//!
//! ```toml
//! [claims.logging-efficiency]
//! message = "mx-logging-loss"
//! words = "more efficiently"
//! holds = "loss-main < loss-v022"        # or a list: every one must hold
//! ```
//!
//! A condition is `LEFT OP RIGHT`: a figure or number compared with `<`,
//! `<=`, `>`, `>=`, `==` or `!=`, or a word variable (a `standing`) compared
//! with a word by `==` or `!=`.

fn err(name: &str, needle: &str, message: impl Into<String>) -> DeclError {
    DeclError {
        kind: "claim",
        ..super::model::err(name, needle, message)
    }
}
use super::model::{Check, Claim, CmpOp, DeclError, PageFigures, Side, Var, operand};
use crate::results::Campaign;
use indexmap::IndexMap;
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimDecl {
    /// The message (in every locale) whose wording the guard covers.
    pub message: String,
    /// The claim in the source locale's words, for the error and `explain`.
    #[serde(default)]
    pub words: Option<String>,
    pub holds: Holds,
    /// The tie rule for this guard's comparisons of two figures, where the
    /// claim needs its own; the campaign's `[comparison] tie-within` else.
    #[serde(default, rename = "tie-within")]
    pub tie_within: Option<f64>,
}

/// A section of a page shown only when its conditions hold
/// (`[sections.ID]`, `ID` the `{ #id }` of its heading): a part of a page
/// that has nothing to say for some data (the changes since a previous
/// release that does not exist) is left out rather than saying so.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SectionDecl {
    /// Conditions as a guard's `holds` takes them: every one must hold.
    pub when: Holds,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Holds {
    One(String),
    All(Vec<String>),
}

impl Holds {
    pub fn conditions(&self) -> &[String] {
        match self {
            Holds::One(c) => std::slice::from_ref(c),
            Holds::All(v) => v,
        }
    }
}

fn side(c: &Campaign, page: &mut PageFigures, name: &str, token: &str) -> Result<Side, DeclError> {
    // A cell, named as operands name it: `table/row/series`.
    if token.contains('/') {
        return operand(c, page, name, token)
            .map(Side::Figure)
            .map_err(|e| DeclError { kind: "claim", ..e });
    }
    if let Ok(n) = token.parse::<f64>()
        && n.is_finite()
        && token
            .bytes()
            .all(|b| b.is_ascii_digit() || b"-+.".contains(&b))
    {
        return Ok(Side::Number(n));
    }
    match page.vars.get(token) {
        Some(Var::Figure(i)) => Ok(Side::Figure(*i)),
        Some(Var::Count(n)) => Ok(Side::Number(*n as f64)),
        Some(Var::Number(n)) => Ok(Side::Number(*n)),
        Some(Var::Text(t) | Var::Code(t)) => Ok(Side::Word(t.clone())),
        Some(_) => Err(err(
            name,
            token,
            format!("`{token}` is a list or a date; a condition compares figures, counts or words"),
        )),
        None => Err(err(
            name,
            token,
            format!("`{token}` is not a figure of this page"),
        )),
    }
}

fn check(
    c: &Campaign,
    page: &mut PageFigures,
    name: &str,
    text: &str,
    tie: f64,
) -> Result<Check, DeclError> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let [l, op, r] = tokens.as_slice() else {
        return Err(err(
            name,
            text,
            format!("condition `{text}` is not `LEFT OP RIGHT` (e.g. `loss-main < loss-v022`)"),
        ));
    };
    let op = CmpOp::parse(op).ok_or_else(|| {
        err(
            name,
            text,
            format!("`{op}` is not one of <, <=, >, >=, ==, !="),
        )
    })?;
    let left = side(c, page, name, l)?;
    // A word on the right of `==` or `!=` with a word variable on the left
    // (`standing == ahead`) is the word itself.
    let right = match (&left, side(c, page, name, r)) {
        (Side::Word(_), Err(_))
            if matches!(op, CmpOp::Equal | CmpOp::NotEqual)
                && r.bytes().all(|b| b.is_ascii_lowercase() || b == b'-') =>
        {
            Side::Word((*r).to_owned())
        }
        (_, right) => right?,
    };
    let held = holds(page, name, text, &left, op, &right, tie)?;
    let figures = matches!((&left, &right), (Side::Figure(_), Side::Figure(_)));
    Ok(Check {
        text: text.to_owned(),
        left,
        op,
        right,
        held,
        tie: figures.then_some(tie),
    })
}

/// Whether `left op right` holds. Two figures compare under the tie rule,
/// as standings do: `a < b` holds only when a is behind b by more than the
/// tie, `a == b` when they are within it. A figure against a number (a
/// threshold, zero) compares exactly; words compare only for equality.
fn holds(
    page: &PageFigures,
    name: &str,
    text: &str,
    left: &Side,
    op: CmpOp,
    right: &Side,
    tie: f64,
) -> Result<bool, DeclError> {
    let value = |s: &Side| match s {
        Side::Figure(i) => Some(page.figures[*i].value),
        Side::Number(n) => Some(*n),
        Side::Word(_) => None,
    };
    Ok(match (left, right) {
        (Side::Word(a), Side::Word(b)) if matches!(op, CmpOp::Equal | CmpOp::NotEqual) => {
            op.holds(a, b)
        }
        (Side::Figure(a), Side::Figure(b)) => {
            let (a, b) = (page.figures[*a].value, page.figures[*b].value);
            match super::compare(a, b, tie) {
                Ok(s) => op.holds_standing(s),
                Err(_) => false,
            }
        }
        (Side::Word(_), _) | (_, Side::Word(_)) => {
            return Err(err(
                name,
                text,
                format!("`{text}` compares a word with a number, or words by order"),
            ));
        }
        (a, b) => match (value(a), value(b)) {
            (Some(a), Some(b)) => op.holds(a, b),
            _ => false,
        },
    })
}

/// Evaluates every claim of a page against its figures.
pub fn evaluate(
    c: &Campaign,
    page: &mut PageFigures,
    claims: &IndexMap<String, ClaimDecl>,
) -> Result<Vec<Claim>, Vec<DeclError>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (name, decl) in claims {
        if decl.holds.conditions().is_empty() {
            errors.push(err(
                name,
                name,
                "`holds` is empty: a claim needs a condition",
            ));
            continue;
        }
        let mut checks = Vec::new();
        let tie = decl.tie_within.unwrap_or(c.manifest.comparison.tie_within);
        for text in decl.holds.conditions() {
            match check(c, page, name, text, tie) {
                Ok(c) => checks.push(c),
                Err(e) => errors.push(e),
            }
        }
        out.push(Claim {
            name: name.clone(),
            message: decl.message.clone(),
            words: decl.words.clone(),
            checks,
        });
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// The sections of a page whose conditions do not all hold, evaluated
/// like guards' (two figures under the tie rule).
pub fn hidden_sections(
    c: &Campaign,
    page: &mut PageFigures,
    sections: &IndexMap<String, SectionDecl>,
) -> Result<std::collections::BTreeSet<String>, Vec<DeclError>> {
    let mut hidden = std::collections::BTreeSet::new();
    let mut errors = Vec::new();
    for (name, decl) in sections {
        let section_err = |e: DeclError| DeclError {
            kind: "section",
            ..e
        };
        if decl.when.conditions().is_empty() {
            errors.push(section_err(err(
                name,
                name,
                "`when` is empty: a section needs a condition",
            )));
            continue;
        }
        for text in decl.when.conditions() {
            match check(c, page, name, text, c.manifest.comparison.tie_within) {
                Ok(check) if !check.held => {
                    hidden.insert(name.clone());
                }
                Ok(_) => {}
                Err(e) => errors.push(section_err(e)),
            }
        }
    }
    match errors.is_empty() {
        true => Ok(hidden),
        false => Err(errors),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compute::model::{Display, Figure, Style};

    fn page() -> PageFigures {
        let none = IndexMap::new();
        let mut p = crate::compute::figures::evaluate(
            &campaign(),
            &IndexMap::new(),
            &IndexMap::new(),
            &IndexMap::new(),
            &none,
        )
        .unwrap();
        for (name, value) in [
            ("loss-main", 0.15),
            ("loss-v022", 0.116),
            ("zero", 0.0),
            ("near-a", 101.0),
            ("near-b", 100.0),
        ] {
            let i = p.push(Figure {
                value,
                display: Display::new(Style::Percent, 1),
                formula: None,
                sources: Vec::new(),
            });
            p.vars.insert(name.to_owned(), Var::Figure(i));
        }
        p.vars
            .insert("standing".to_owned(), Var::Text("ahead".to_owned()));
        p.vars.insert("failed-count".to_owned(), Var::Count(0));
        p
    }

    /// The campaign `pcdocs init` writes, a real input.
    fn campaign() -> Campaign {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/init/scaffold");
        crate::results::load_campaign(&root, &root.join("results/example")).unwrap()
    }

    fn claim(holds: &str) -> Result<Vec<Claim>, Vec<DeclError>> {
        let decls = [(
            "c".to_owned(),
            ClaimDecl {
                message: "m".to_owned(),
                words: None,
                holds: Holds::One(holds.to_owned()),
                tie_within: None,
            },
        )]
        .into_iter()
        .collect();
        evaluate(&campaign(), &mut page(), &decls)
    }

    #[test]
    fn conditions_hold_or_fail_on_the_values() {
        for (cond, held) in [
            ("loss-main < loss-v022", false),
            ("loss-main > loss-v022", true),
            ("loss-main >= 0.15", true),
            ("zero == 0", true),
            ("zero != 0", false),
            ("failed-count == 0", true),
            ("standing == ahead", true),
            ("standing != ahead", false),
            ("loss-v022 <= loss-v022", true),
            (
                "throughput/small/server-a > throughput/small/server-b",
                true,
            ),
            (
                "throughput/large/server-a > throughput/large/server-b",
                false,
            ),
        ] {
            let c = claim(cond).unwrap();
            assert_eq!(c[0].held(), held, "{cond}");
        }
    }

    /// Two figures compare by the campaign's tie rule (2% in the scaffold's
    /// campaign), as standings do; a figure against a number exactly.
    #[test]
    fn figures_compare_under_the_tie_rule() {
        for (cond, held) in [
            ("near-a > near-b", false),
            ("near-a >= near-b", true),
            ("near-a == near-b", true),
            ("near-a != near-b", false),
            ("near-b < near-a", false),
            ("near-b <= near-a", true),
            ("near-a > 100", true),
            ("zero < near-b", true),
        ] {
            let c = claim(cond).unwrap();
            assert_eq!(c[0].held(), held, "{cond}");
        }
        // A guard may state its own tie.
        let decls = [(
            "c".to_owned(),
            ClaimDecl {
                message: "m".to_owned(),
                words: None,
                holds: Holds::One("near-a > near-b".to_owned()),
                tie_within: Some(0.005),
            },
        )]
        .into_iter()
        .collect();
        let c = evaluate(&campaign(), &mut page(), &decls).unwrap();
        assert!(c[0].held());
        assert_eq!(c[0].checks[0].tie, Some(0.005));
    }

    #[test]
    fn malformed_conditions_are_errors() {
        for cond in [
            "loss-main <",
            "loss-main << loss-v022",
            "nothing < 1",
            "standing < ahead",
            "standing == 1",
            "a < b < c",
            "throughput/small/nobody > 0",
        ] {
            assert!(claim(cond).is_err(), "{cond}");
        }
    }

    #[test]
    fn negation_is_the_complement() {
        for op in [
            CmpOp::Less,
            CmpOp::LessOrEqual,
            CmpOp::Greater,
            CmpOp::GreaterOrEqual,
            CmpOp::Equal,
            CmpOp::NotEqual,
        ] {
            for (a, b) in [(1.0, 2.0), (2.0, 2.0), (3.0, 2.0)] {
                assert_ne!(op.holds(a, b), op.negated().holds(a, b));
            }
        }
    }
}
