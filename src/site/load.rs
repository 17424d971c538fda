//! Loading a project: configuration, campaigns, messages, content pages
//! and layouts, read in parallel; each page's figures evaluated against its
//! campaign; every guard checked against the source locale's messages.

use super::Project;
use crate::config::Config;
use crate::content::{self, Source};
use crate::diag::{Diagnostic, Diagnostics, read_text, rel};
use crate::l10n::messages::{Localizer, Messages};
use crate::render::{Page, Renderer, Templates};
use crate::results::{self, Campaign};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::{Arc, OnceLock};

pub fn load(root: &Path) -> Result<Project, Diagnostics> {
    load_with_results(root, &root.join("results"))
}

/// Loads a project to render it once (`pcdocs build`): the parsed
/// campaigns are dropped as soon as the pages' figures are made from them
/// (while the messages are parsed beside them), never kept for rendering.
/// The project cannot be updated incrementally (`Project::update` reads
/// every campaign again).
pub fn load_once(root: &Path) -> Result<Project, Diagnostics> {
    load_inner(root, &root.join("results"), false, Config::load(root)?)
}

/// [`load`] with `pcdocs.toml` as already read.
pub fn load_with_config(root: &Path, config: Config) -> Result<Project, Diagnostics> {
    load_inner(root, &root.join("results"), true, config)
}

/// Loads a project whose results come from `results_dir` instead of
/// `results/` (for comparing two sets of results).
pub fn load_with_results(root: &Path, results_dir: &Path) -> Result<Project, Diagnostics> {
    load_inner(root, results_dir, true, Config::load(root)?)
}

fn load_inner(
    root: &Path,
    results_dir: &Path,
    keep_campaigns: bool,
    config: Config,
) -> Result<Project, Diagnostics> {
    // The inputs are independent but for the source locale's messages,
    // which include the pages' prose: read and parse the rest at once (the
    // translations too, so that no core waits for the campaigns).
    let locales = root.join("locales");
    let Inputs {
        campaigns,
        sources,
        layouts,
        translations,
    } = read_inputs(root, results_dir, &locales, &config.locales);
    let page_messages = match &sources {
        Ok(s) => extras(s),
        Err(_) => Vec::new(),
    };
    // The figures' branch takes the pages' sources over (copying them showed
    // in profiles); their errors are kept for the report.
    let (sources, sources_err) = match sources {
        Ok(s) => (Some(s), None),
        Err(d) => (None, Some(d)),
    };
    // The figures need the campaigns and the prose, the source locale's
    // messages the prose: the two are made side by side, and the templates,
    // which need neither, beside the messages, the slower.
    let ((evaluated, templates), messages) = rayon::join(
        || figures_and_templates(campaigns, sources, &layouts, keep_campaigns),
        || {
            Messages::load(
                root,
                &locales,
                &config.locales,
                &page_messages,
                translations,
            )
        },
    );
    let (evaluated, messages) = match (evaluated, messages, sources_err, layouts) {
        (Ok(e), Ok(m), None, Ok(_)) => (e, m),
        (e, m, s, l) => {
            let failed = [e.err().flatten(), m.err(), s, l.err()];
            return Err(load_failures(templates.as_ref(), failed));
        }
    };
    let templates = templates.expect("compiled whenever the content and layouts loaded");
    let Evaluated {
        pages,
        campaigns,
        keys,
        dates,
    } = evaluated.map_err(|e| e.into_diagnostics(&templates))?;
    check_claims(&pages, &messages).into_result()?;
    let renderer = Renderer::new(messages, keys, pages, templates)?;
    if !keep_campaigns {
        // Loaded to render once: nothing reads what pages show.
        renderer.render_once();
    }
    let mut project = Project {
        root: root.to_owned(),
        config,
        renderer,
        order: Vec::new(),
        dates,
        results_dir: results_dir.to_owned(),
        campaigns,
        nav: OnceLock::new(),
    };
    project.order_pages();
    Ok(project)
}

/// A project's inputs, each read and parsed, or its problems.
struct Inputs {
    campaigns: Result<BTreeMap<String, Campaign>, Diagnostics>,
    sources: Result<Vec<Source>, Diagnostics>,
    layouts: Result<Vec<(String, String)>, Diagnostics>,
    /// Every locale's but the source locale's, whose messages need the pages.
    translations: Vec<Result<Localizer, Diagnostics>>,
}

/// Reads the inputs side by side: the campaigns, the pages, the layouts and
/// the translations.
fn read_inputs(root: &Path, results_dir: &Path, locales: &Path, tags: &[String]) -> Inputs {
    let (campaigns, ((sources, layouts), translations)) = rayon::join(
        || results::load_all(root, results_dir),
        || {
            rayon::join(
                || {
                    rayon::join(
                        || content::load_all(root, &root.join("content")),
                        || load_layouts(root),
                    )
                },
                || Messages::load_translations(root, locales, tags),
            )
        },
    );
    Inputs {
        campaigns,
        sources,
        layouts,
        translations,
    }
}

/// The pages' figures, or why they could not be made; the error is the
/// campaigns' (none when only the pages failed to load).
type Figures = Result<Result<Evaluated, EvalError>, Option<Diagnostics>>;

/// The pages' figures, when the campaigns and the pages loaded, and the
/// templates, when the pages and the layouts did. The figures' own errors
/// are inside: they count only when every input read (as the messages' do).
fn figures_and_templates(
    campaigns: Result<BTreeMap<String, Campaign>, Diagnostics>,
    sources: Option<Vec<Source>>,
    layouts: &Result<Vec<(String, String)>, Diagnostics>,
    keep_campaigns: bool,
) -> (Figures, Option<Templates>) {
    let templates = match (&sources, layouts) {
        (Some(s), Ok(l)) => Some(Renderer::templates(l, &s.iter().collect::<Vec<_>>())),
        _ => None,
    };
    let evaluated = match (campaigns, sources) {
        (Ok(campaigns), Some(s)) => Ok(evaluate_all(s, campaigns, keep_campaigns)),
        (c, _) => Err(c.err()),
    };
    (evaluated, templates)
}

/// Every problem of a load that failed: the templates' syntax errors, then
/// the campaigns' or figures', the messages', the pages' and the layouts'.
fn load_failures(templates: Option<&Templates>, failed: [Option<Diagnostics>; 4]) -> Diagnostics {
    let mut diags = Diagnostics::default();
    // Template syntax errors are reported with the others.
    if let Some(t) = templates {
        diags.extend(t.syntax_errors(|_| true));
    }
    for e in failed.into_iter().flatten() {
        diags.extend(e);
    }
    diags
}

/// What the campaigns give a loaded project.
struct Evaluated {
    pages: Vec<Arc<Page>>,
    /// Empty unless kept.
    campaigns: BTreeMap<String, Arc<Campaign>>,
    /// Every subject key, for the chart colours.
    keys: Vec<String>,
    /// Each page's campaign dates, for the order of pages.
    dates: Vec<Option<String>>,
}

/// Why the pages' figures could not be made.
enum EvalError {
    /// A page of a kind that no campaign has, or the like.
    Instances(Diagnostics),
    /// A figure; with the content files of the pages, whose template
    /// syntax errors go with it.
    Pages(Diagnostics, BTreeSet<String>),
}

impl EvalError {
    fn into_diagnostics(self, templates: &Templates) -> Diagnostics {
        match self {
            EvalError::Instances(d) => d,
            EvalError::Pages(mut d, files) => {
                // An instance's body is its file's: the files' syntax errors.
                d.extend(templates.syntax_errors(|f| files.contains(f)));
                d
            }
        }
    }
}

/// The pages of `sources` with their figures.
fn evaluate_all(
    sources: Vec<Source>,
    campaigns: BTreeMap<String, Campaign>,
    keep_campaigns: bool,
) -> Result<Evaluated, EvalError> {
    let sources = instances(sources, &campaigns).map_err(EvalError::Instances)?;
    let campaigns: BTreeMap<String, Arc<Campaign>> = campaigns
        .into_iter()
        .map(|(id, c)| (id, Arc::new(c)))
        .collect();
    let files: BTreeSet<String> = sources.iter().map(|s| s.file.clone()).collect();
    let pages = evaluate_pages(
        sources.into_iter().map(|s| Loaded::Source(Box::new(s))),
        &campaigns,
        None,
    )
    .map_err(|d| EvalError::Pages(d, files))?;
    let keys = crate::render::subject_keys(campaigns.values().map(|c| &**c));
    let dates = super::nav::page_dates(&pages, &campaigns);
    Ok(Evaluated {
        pages,
        campaigns: if keep_campaigns {
            campaigns
        } else {
            BTreeMap::new()
        },
        keys,
        dates,
    })
}

/// The source-locale messages of the pages, one resource per content file.
pub fn extras<'a>(
    sources: impl IntoIterator<Item = &'a Source>,
) -> Vec<crate::l10n::messages::Extra> {
    let mut seen = BTreeSet::new();
    sources
        .into_iter()
        .filter(|s| seen.insert(s.file.clone()))
        .map(|s| crate::l10n::messages::Extra {
            file: s.file.clone(),
            text: Arc::clone(&s.messages),
        })
        .collect()
}

/// The pages of each content file: itself, or for a page of a kind one
/// copy per campaign of that kind (slug: the campaign's folder name; key:
/// `file#campaign`), or for a history page itself, written from the
/// campaign `history_campaign` chooses. A kind no campaign has is an error: a page that never
/// appears is a mistake.
pub fn instances<C: std::borrow::Borrow<Campaign>>(
    sources: Vec<Source>,
    campaigns: &BTreeMap<String, C>,
) -> Result<Vec<Source>, Diagnostics> {
    let mut diags = Diagnostics::default();
    let mut out = Vec::new();
    for s in sources {
        let Some(kind) = s.front.kind.clone() else {
            out.push(s);
            continue;
        };
        let of_kind: Vec<&String> = campaigns
            .iter()
            .filter(|(_, c)| c.borrow().manifest.kind.as_deref() == Some(kind.as_str()))
            .map(|(id, _)| id)
            .collect();
        if s.front.history && !of_kind.is_empty() {
            let all: Vec<&Campaign> = campaigns.values().map(|c| c.borrow()).collect();
            if let Some(c) = crate::compute::history::history_campaign(&kind, &all) {
                let mut page = s;
                page.front.campaign = c.id.clone();
                out.push(page);
            }
            continue;
        }
        if of_kind.is_empty() {
            diags.push(
                s.diagnostic_at_key(
                    "kind",
                    format!("no campaign in results/ is of kind `{kind}`"),
                )
                .hint("a campaign takes a kind with `kind = \"NAME\"` in its manifest.toml"),
            );
            continue;
        }
        for id in of_kind {
            let mut page = s.clone();
            page.front.campaign = id.clone();
            page.front.slug = id.clone();
            page.key = format!("{}#{id}", s.file);
            out.push(page);
        }
    }
    diags.extend(content::check_slugs(out.iter()));
    diags.into_result()?;
    Ok(out)
}

/// A content page on its way to evaluation: parsed again, or kept from the
/// previous state with its figures.
pub(super) enum Loaded {
    Source(Box<Source>),
    Kept(Arc<Page>),
}

/// Evaluates each page's figures against its campaign. A kept page is kept
/// as it is unless its campaign differs from the one in `before` (the
/// campaigns it was evaluated with).
pub(super) fn evaluate_pages(
    items: impl IntoIterator<Item = Loaded>,
    campaigns: &BTreeMap<String, Arc<Campaign>>,
    before: Option<&BTreeMap<String, Arc<Campaign>>>,
) -> Result<Vec<Arc<Page>>, Diagnostics> {
    use rayon::prelude::*;
    let changed_kinds = before.map(|b| changed_series(campaigns, b));
    // Pages whose campaign and series are as they were are kept as they are,
    // in one pass on this thread: after an edit that is all of them but a
    // few, which alone are evaluated in parallel.
    let mut evaluated: Vec<Option<Result<Arc<Page>, Diagnostics>>> = Vec::new();
    let mut todo: Vec<(usize, Source)> = Vec::new();
    for item in items {
        let source = match item {
            Loaded::Kept(page) => {
                let id = &page.source.front.campaign;
                let same = match (campaigns.get(id), before.and_then(|b| b.get(id))) {
                    (Some(now), Some(then)) => {
                        Arc::ptr_eq(now, then)
                            && changed_kinds.as_ref().is_some_and(|changed| {
                                now.manifest
                                    .kind
                                    .as_deref()
                                    .is_none_or(|k| !changed.contains(k))
                            })
                    }
                    _ => false,
                };
                if same {
                    evaluated.push(Some(Ok(page)));
                    continue;
                }
                page.source.clone()
            }
            Loaded::Source(s) => *s,
        };
        todo.push((evaluated.len(), source));
        evaluated.push(None);
    }
    // Once for all pages evaluated: a page may look at every campaign of its
    // kind.
    let all: Vec<&Campaign> = campaigns.values().map(|c| &**c).collect();
    let done: Vec<(usize, Result<Arc<Page>, Diagnostics>)> = todo
        .into_par_iter()
        .map(|(i, source)| (i, evaluate_page(source, campaigns, &all).map(Arc::new)))
        .collect();
    for (i, result) in done {
        evaluated[i] = Some(result);
    }
    let mut diags = Diagnostics::default();
    let mut pages = Vec::with_capacity(evaluated.len());
    for e in evaluated {
        match e.expect("every page is kept or evaluated") {
            Ok(page) => pages.push(page),
            Err(d) => diags.extend(d),
        }
    }
    diags.into_result()?;
    Ok(pages)
}

/// The kinds whose campaigns are not the same now as `before`: a page may
/// compare its campaign with the previous one of its series, so adding,
/// changing or removing one re-evaluates the others. Made once per update,
/// not once per page: a series may hold thousands of campaigns.
fn changed_series<'a>(
    now: &'a BTreeMap<String, Arc<Campaign>>,
    before: &'a BTreeMap<String, Arc<Campaign>>,
) -> BTreeSet<&'a str> {
    type Series<'a> = BTreeMap<&'a str, Vec<(&'a str, *const Campaign)>>;
    let series = |m: &'a BTreeMap<String, Arc<Campaign>>| -> Series<'a> {
        let mut by_kind: Series<'a> = BTreeMap::new();
        for (id, c) in m {
            if let Some(kind) = c.manifest.kind.as_deref() {
                by_kind.entry(kind).or_default().push((id, Arc::as_ptr(c)));
            }
        }
        by_kind
    };
    let (now, before) = (series(now), series(before));
    now.keys()
        .chain(before.keys())
        .filter(|k| now.get(*k) != before.get(*k))
        .copied()
        .collect()
}

pub(super) fn evaluate_page(
    source: Source,
    campaigns: &BTreeMap<String, Arc<Campaign>>,
    all: &[&Campaign],
) -> Result<Page, Diagnostics> {
    let Some(campaign) = campaigns.get(&source.front.campaign) else {
        return Err(source
            .diagnostic_at(
                &source.front.campaign,
                format!("no campaign `{}` in results/", source.front.campaign),
            )
            .hint(format!(
                "campaigns are: {}",
                campaigns.keys().cloned().collect::<Vec<_>>().join(", ")
            ))
            .into());
    };
    match crate::compute::figures::evaluate_among(
        campaign,
        all,
        &source.front.figures,
        &source.front.tables,
        &source.front.charts,
        &source.front.claims,
    ) {
        Ok(mut figures) => {
            match crate::compute::claims::hidden_sections(
                campaign,
                &mut figures,
                &source.front.sections,
            ) {
                Ok(hidden) => {
                    figures.hidden = hidden;
                    Ok(Page { source, figures })
                }
                Err(errors) => Err(crate::diag::Diagnostics(
                    errors
                        .into_iter()
                        .map(|e| {
                            source.diagnostic_in(
                                "sections",
                                &e.name,
                                &e.needle,
                                format!("{} `{}`: {}", e.kind, e.name, e.message),
                            )
                        })
                        .collect::<Vec<_>>(),
                )),
            }
        }
        Err(errors) => {
            let mut diags = Diagnostics::default();
            for e in errors {
                let section = match e.kind {
                    "table view" => "tables",
                    "chart" => "charts",
                    "claim" => "claims",
                    _ => "figures",
                };
                diags.push(source.diagnostic_in(
                    section,
                    &e.name,
                    &e.needle,
                    format!("{} `{}`: {}", e.kind, e.name, e.message),
                ));
            }
            Err(diags)
        }
    }
}

/// Every guard that does not hold, at the message whose words need it, with
/// the values that broke it in the source locale's formatting; and every
/// guard naming a message the source locale does not have.
pub(super) fn check_claims(pages: &[Arc<Page>], messages: &Messages) -> Diagnostics {
    use crate::compute::model::Side;
    let mut diags = Diagnostics::default();
    let source = messages.source();
    for page in pages {
        for claim in &page.figures.claims {
            let Some(origin) = source.origins.get(&claim.message) else {
                diags.push(page.source.diagnostic_in(
                    "claims",
                    &claim.name,
                    &claim.message,
                    format!(
                        "claim `{}` guards message `{}`, which {} does not have",
                        claim.name, claim.message, source.tag
                    ),
                ));
                continue;
            };
            let shown = |s: &Side| match s {
                Side::Figure(i) => {
                    let f = &page.figures.figures[*i];
                    source.formatter.format(f.value, f.display)
                }
                Side::Number(n) => n.to_string(),
                Side::Word(w) => w.clone(),
            };
            let exact = |s: &Side| match s {
                Side::Figure(i) => page.figures.figures[*i].value.to_string(),
                Side::Number(n) => n.to_string(),
                Side::Word(w) => w.clone(),
            };
            // A condition on a figure without a value neither holds nor
            // fails: the message it guards is shown as incomplete instead
            // (`render`), and the build goes on.
            let unknown =
                |s: &Side| matches!(s, Side::Figure(i) if page.figures.missing.contains_key(i));
            for check in claim
                .checks
                .iter()
                .filter(|c| !c.held && !unknown(&c.left) && !unknown(&c.right))
            {
                // Rounded for display, two different values can read alike
                // ("0 ≠ 0"): then both are shown exactly.
                let (mut left, mut right) = (shown(&check.left), shown(&check.right));
                if left == right {
                    (left, right) = (exact(&check.left), exact(&check.right));
                }
                let within_tie = |s: &Side| match s {
                    Side::Figure(i) => Some(page.figures.figures[*i].value),
                    _ => None,
                };
                let (but, needs) =
                    match (check.tie, within_tie(&check.left), within_tie(&check.right)) {
                        (Some(tie), Some(a), Some(b))
                            if crate::compute::compare(a, b, tie)
                                == Ok(crate::compute::Standing::Even) =>
                        {
                            (
                                format!(
                                    "{left} and {right} are within the tie of {}",
                                    tie_text(tie)
                                ),
                                format!("{} (more than {} apart)", check.text, tie_text(tie)),
                            )
                        }
                        _ => (
                            format!("{left} {} {right}", check.op.negated().symbol()),
                            check.text.clone(),
                        ),
                    };
                let words = claim
                    .words
                    .as_ref()
                    .map_or(format!("claim `{}`", claim.name), |w| {
                        format!("claim \"{w}\"")
                    });
                diags.push(
                    Diagnostic::new(
                        &origin.file,
                        format!("{words} needs {needs}, but {but}"),
                    )
                    .at(origin.line, None)
                    .hint(format!(
                        "the results no longer support message `{}`: reword it, or choose its words with a selector on a figure (guard `{}` in {})",
                        claim.message, claim.name, page.source.file
                    )),
                );
            }
        }
    }
    diags
}

pub(super) fn load_layouts(root: &Path) -> Result<Vec<(String, String)>, Diagnostics> {
    let dir = root.join("templates");
    let mut diags = Diagnostics::default();
    let mut out = Vec::new();
    let Some(files) = crate::diag::walk_input(root, &dir)? else {
        return Err(Diagnostic::new(
            rel(root, &dir),
            "cannot read templates: there is no templates/ folder",
        )
        .into());
    };
    for path in files {
        let name = rel(&dir, &path);
        match read_text(root, &path) {
            Ok(t) => out.push((name, t)),
            Err(d) => diags.push(d),
        }
    }
    diags.into_result()?;
    Ok(out)
}

/// A tie threshold as people write it: 0.02 is "2%".
fn tie_text(tie: f64) -> String {
    format!("{}%", (tie * 1000.0).round() / 10.0)
}
