//! `pcdocs check`: everything `build` verifies, plus what a reviewer needs to
//! trust the site — no typed figures in prose, translations that match the
//! source locale, plural categories, claim selectors that can be chosen, and
//! a committed site that is what `build` would write now.

pub mod claims;
pub mod literals;
pub mod messages;
pub mod provenance;
pub mod typography;

use crate::compute::figures::Decl;
use crate::compute::model::{DatePart, Var};
use crate::diag::{Diagnostic, Diagnostics};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The values a claim variable can take, by variable name.
fn claim_domains(project: &crate::site::Project) -> BTreeMap<String, BTreeSet<String>> {
    let set = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<BTreeSet<_>>();
    let mut out = BTreeMap::new();
    out.insert(
        "dates-span".to_owned(),
        set(&["same-day", "same-month", "same-year", "other"]),
    );
    for page in project.renderer.pages() {
        for (name, d) in &page.source.front.figures {
            let domain = match &d.decl {
                Decl::Standing { .. } => set(&["ahead", "even", "behind"]),
                Decl::Within { .. } => set(&["yes", "no"]),
                Decl::GroupLeads { .. } => set(&["all", "all-or-near", "some", "none"]),
                Decl::Trend { .. } => set(&["falls", "rises", "flat", "mixed"]),
                Decl::Leader { .. } | Decl::LeaderOf { .. } => {
                    out.insert(format!("{name}-lead"), set(&["ahead", "even"]));
                    continue;
                }
                Decl::CountWhere { .. } => {
                    out.insert(
                        format!("{name}-quantifier"),
                        set(&["none", "one", "some", "all"]),
                    );
                    continue;
                }
                _ => continue,
            };
            out.insert(name.clone(), domain);
        }
    }
    out
}

/// Runs every check on the project at `root` whose site is in `out`; what
/// passes with a word to the reviewer comes back as notes.
pub fn run(root: &Path, out: &Path) -> Result<Vec<String>, Diagnostics> {
    let project = crate::site::load(root)?;
    let (files, _warnings) = project.render()?;
    let mut diags = Diagnostics::default();

    let domains = claim_domains(&project);
    let tags = &project.config.locales;
    let locales: Vec<messages::Locale> = project
        .renderer
        .messages()
        .locales
        .iter()
        .map(|l| messages::check_locale(l, &domains, &mut diags))
        .collect();
    // Date variables, whose parts locales combine differently: the campaign
    // dates always, and the date facts pages have.
    let mut dates: BTreeSet<String> = ["dates-start", "dates-end"].map(str::to_owned).into();
    dates.extend(
        project
            .renderer
            .pages()
            .iter()
            .flat_map(|p| p.figures.vars.iter())
            .filter(|(_, v)| matches!(v, Var::Date(_, DatePart::Full)))
            .map(|(k, _)| k.clone()),
    );
    for (i, tag) in tags.iter().enumerate().skip(1) {
        messages::compare(&tags[0], &locales[0], tag, &locales[i], &dates, &mut diags);
    }

    for page in project.renderer.pages() {
        let src = &page.source;
        // The template body keeps the page's lines but not their lengths
        // (prose became message calls): place offsets in it, after the
        // page's own front matter.
        let template = format!("{}{}", &src.text[..src.body_offset], src.body);
        let prose = literals::content_prose(&src.body);
        for (off, token) in literals::quantities(&prose) {
            diags.push(
                Diagnostic::new(&src.file, format!("typed figure `{token}` in page text"))
                    .at_offset(&template, src.body_offset + off)
                    .hint("write prose as a block of its own, with figures as placeables of figures computed from results/"),
            );
        }
    }

    claims::check(&project, &mut diags);
    provenance::check(root, &mut diags);
    typography::check(project.renderer.messages(), &mut diags);
    stale_site(root, out, &files, &mut diags);
    diags.into_result()?;
    Ok(measured_notes(&project))
}

/// The facts each campaign declares `measured`: numbers no results table
/// holds, typed into the manifest, and the guards of pages that rest on
/// them, for a reviewer to check against the raw evidence.
fn measured_notes(project: &crate::site::Project) -> Vec<String> {
    use crate::compute::model::Side;
    let mut notes = Vec::new();
    for (id, campaign) in project.campaigns() {
        for key in &campaign.manifest.measured {
            let var = key.replace('.', "-");
            let mut guards: Vec<String> = Vec::new();
            for page in project
                .renderer
                .pages()
                .iter()
                .filter(|p| p.source.front.campaign == *id)
            {
                let f = &page.figures;
                let Some(Var::Figure(i)) = f.vars.get(&var) else {
                    continue;
                };
                let value = f.figures[*i].value;
                for claim in &f.claims {
                    let uses = claim.checks.iter().any(|c| {
                        [&c.left, &c.right].iter().any(|s| match s {
                            Side::Figure(j) => {
                                f.figures[*j].value == value
                                    && f.figures[*j].sources == f.figures[*i].sources
                            }
                            _ => false,
                        })
                    });
                    let name = format!("{} (guard `{}`)", page.source.file, claim.name);
                    if uses && !guards.contains(&name) {
                        guards.push(name);
                    }
                }
            }
            let resting = match guards.len() {
                0 => String::new(),
                1 => format!("; {} rests on it", guards[0]),
                _ => format!("; {} rest on it", guards.join(", ")),
            };
            notes.push(format!(
                "{}: `{key}` is a measurement typed into the manifest, not read from a results table{resting}",
                campaign.manifest_file
            ));
        }
    }
    notes
}

/// Reports every file of `out` that differs from what `build` writes now.
fn stale_site(root: &Path, out: &Path, files: &BTreeMap<String, Vec<u8>>, diags: &mut Diagnostics) {
    let shown = crate::diag::rel(root, out);
    let hint = "run `pcdocs build` and commit the result with the change that caused it";
    // One line for a site that is not there, not one per file it lacks.
    let whole = match std::fs::metadata(out) {
        Err(_) => Some("is missing: the site was never built here"),
        Ok(m) if !m.is_dir() => Some("is not a folder: the site cannot be there"),
        Ok(_) => None,
    };
    if let Some(what) = whole {
        diags.push(Diagnostic::new(shown, what).hint(hint));
        return;
    }
    let mut on_disk = BTreeSet::new();
    for entry in walkdir::WalkDir::new(out)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
    {
        if entry.file_type().is_file() && entry.depth() > 0 {
            let path = crate::diag::rel(out, entry.path());
            if path == crate::site::output::STAMP {
                continue;
            }
            on_disk.insert(path);
        }
    }
    for (path, bytes) in files {
        match std::fs::read(out.join(path)) {
            Ok(b) if b == *bytes => {}
            Ok(_) => diags.push(
                Diagnostic::new(
                    format!("{shown}/{path}"),
                    "differs from what `pcdocs build` writes now",
                )
                .hint(hint),
            ),
            Err(_) => diags.push(
                Diagnostic::new(
                    format!("{shown}/{path}"),
                    "is missing; `pcdocs build` writes it",
                )
                .hint(hint),
            ),
        }
    }
    for path in on_disk.iter().filter(|p| !files.contains_key(*p)) {
        diags.push(
            Diagnostic::new(
                format!("{shown}/{path}"),
                "is not written by `pcdocs build` any more",
            )
            .hint(hint),
        );
    }
}
