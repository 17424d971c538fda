//! `pcdocs explain`: every figure of a page, in order, with its exact value,
//! formula and sources.

use crate::compute::model::CellOut;
use crate::compute::model::Var;
use crate::diag::{Diagnostic, Diagnostics};
use crate::l10n::marks::{self, Piece};
use crate::render::provenance;
use crate::site::Project;
use serde::Serialize;

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Explained {
    /// The figure's variable name, when the page declared or named it.
    pub name: Option<String>,
    /// The text the reader sees.
    pub shown: String,
    pub value: String,
    pub formula: Option<String>,
    pub sources: Vec<String>,
}

/// The figures of page `name` in locale `loc`, in reading order.
pub fn explain(project: &Project, name: &str, loc: usize) -> Result<Vec<Explained>, Diagnostics> {
    let r = &project.renderer;
    let Some(p) = project.find_page(name) else {
        let slugs: Vec<&str> = r
            .pages()
            .iter()
            .map(|p| p.source.front.slug.as_str())
            .collect();
        return Err(Diagnostic::new("content", format!("no page `{name}`"))
            .hint(format!("pages are: {}", slugs.join(", ")))
            .into());
    };
    let page = &r.pages()[p];
    let rendered = r.render_page(p, loc)?;
    let fmt = &r.messages().locales[loc].formatter;
    let names = |i: usize| {
        let f = &page.figures;
        f.vars
            .iter()
            .find_map(|(k, v)| (*v == Var::Figure(i)).then(|| k.clone()))
            .or_else(|| {
                f.row_vars.iter().find_map(|(row, vars)| {
                    vars.iter().find_map(|(k, v)| {
                        (*v == Var::Figure(i)).then(|| format!("{k} (row {row})"))
                    })
                })
            })
            .or_else(|| {
                f.cells
                    .iter()
                    .find_map(|((t, row, s), &c)| (c == i).then(|| format!("{t}/{row}/{s}")))
            })
            .or_else(|| {
                f.tables.values().find_map(|t| {
                    t.rows.iter().enumerate().find_map(|(ri, (_, cells))| {
                        cells.iter().enumerate().find_map(|(ci, c)| match c {
                            CellOut::Figure { fig, .. } if *fig == i => Some(t.cell_name(ri, ci)),
                            _ => None,
                        })
                    })
                })
            })
    };
    let mut out = Vec::new();
    let mut open: Vec<Vec<usize>> = Vec::new();
    let mut shown = String::new();
    for piece in marks::pieces(&rendered.markdown) {
        match piece {
            Piece::FigureStart(ids) => {
                open.push(ids);
                shown.clear();
            }
            Piece::Text(t) if !open.is_empty() => shown.push_str(t),
            Piece::FigureEnd => {
                let Some(ids) = open.pop() else { continue };
                for i in ids {
                    let f = &page.figures.figures[i];
                    out.push(Explained {
                        name: names(i),
                        shown: marks::strip(&shown),
                        value: provenance::exact(f),
                        formula: provenance::formula(&page.figures, f, fmt),
                        sources: provenance::sources(f),
                    });
                }
            }
            _ => {}
        }
    }
    Ok(out)
}

/// A decided word (a standing, a trend, a quantifier) or a guard, with what
/// decided it.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ExplainedClaim {
    /// `$name` of a word-valued figure, or `guard NAME` of a guard.
    pub name: String,
    /// The word chosen (`ahead`), or `holds`.
    pub value: String,
    /// The message a guard covers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// The rule or the conditions, with the values they were decided on.
    pub why: Vec<String>,
}

/// The claims of page `name`: every word-valued figure with its rule and
/// inputs, then every guard with its conditions, in locale `loc`'s digits.
pub fn claims(project: &Project, name: &str, loc: usize) -> Vec<ExplainedClaim> {
    use crate::compute::model::Side;
    let r = &project.renderer;
    let Some(p) = project.find_page(name) else {
        return Vec::new();
    };
    let figures = &r.pages()[p].figures;
    let fmt = &r.messages().locales[loc].formatter;
    let shown = |i: usize| provenance::input_shown(&figures.figures[i], fmt);
    let mut out: Vec<ExplainedClaim> = figures
        .decisions
        .iter()
        .map(|(name, d)| {
            let words = provenance::Words {
                messages: r.messages(),
                loc,
            };
            let mut why = vec![provenance::rule_text(&d.rule, fmt, &words)];
            // The members of its set that had no value, and why.
            if let Some(list) = figures.left_out_of(name) {
                why.push(format!(
                    "left out: {}",
                    list.iter()
                        .map(|m| format!("{} ({}: {})", m.label, m.cell, m.reason))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            if !d.inputs.is_empty() {
                why.push(format!(
                    "on {}",
                    d.inputs
                        .iter()
                        .map(|&i| shown(i))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            ExplainedClaim {
                name: format!("${name}"),
                value: d.value.clone(),
                message: None,
                why,
            }
        })
        .collect();
    let measured = |i: usize| {
        provenance::sources(&figures.figures[i])
            .iter()
            .any(|s| s.contains(crate::compute::figures::MEASURED_NOTE))
    };
    for claim in &figures.claims {
        let side = |s: &Side| match s {
            Side::Figure(i) if figures.missing.contains_key(i) => "no value".to_owned(),
            Side::Figure(i) if measured(*i) => format!("{} (typed in the manifest)", shown(*i)),
            Side::Figure(i) => shown(*i),
            Side::Number(n) => n.to_string(),
            Side::Word(w) => w.clone(),
        };
        let exact = |s: &Side| match s {
            Side::Figure(i) => figures.figures[*i].value.to_string(),
            other => side(other),
        };
        out.push(ExplainedClaim {
            name: format!("guard {}", claim.name),
            value: if claim.held() { "holds" } else { "fails" }.to_owned(),
            message: Some(claim.message.clone()),
            why: claim
                .checks
                .iter()
                .map(|c| {
                    let op = if c.held { c.op } else { c.op.negated() };
                    // Values that read alike once rounded are shown exactly.
                    let (mut l, mut r) = (side(&c.left), side(&c.right));
                    if l == r && exact(&c.left) != exact(&c.right) {
                        (l, r) = (exact(&c.left), exact(&c.right));
                    }
                    let tie = c.tie.map_or(String::new(), |t| {
                        format!(" (compared with the tie of {t})")
                    });
                    format!("{}: {l} {} {r}{tie}", c.text, op.symbol())
                })
                .collect(),
        });
    }
    out
}

/// Plain-text listing of the claims, after the figures.
pub fn claims_to_text(claims: &[ExplainedClaim]) -> String {
    let mut s = String::new();
    if claims.is_empty() {
        return s;
    }
    s.push_str("\nClaims\n");
    for c in claims {
        s.push_str(&format!("  {} = {}", c.name, c.value));
        if let Some(m) = &c.message {
            s.push_str(&format!("  (message {m})"));
        }
        s.push('\n');
        for w in &c.why {
            s.push_str(&format!("     {w}\n"));
        }
    }
    s
}

/// Plain-text listing, one figure per block.
pub fn to_text(figures: &[Explained]) -> String {
    let mut s = String::new();
    for (n, f) in figures.iter().enumerate() {
        s.push_str(&format!("{:>3}. {}  (exact {})", n + 1, f.shown, f.value));
        if let Some(name) = &f.name {
            s.push_str(&format!("  ${name}"));
        }
        s.push('\n');
        if let Some(formula) = &f.formula {
            s.push_str(&format!("     = {formula}\n"));
        }
        for src in &f.sources {
            s.push_str(&format!("     from {src}\n"));
        }
    }
    s
}
