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
                Decl::GroupLeads(_) => set(&["all", "all-or-near", "some", "none"]),
                Decl::Trend { .. } => set(&["falls", "rises", "flat", "mixed"]),
                Decl::Leader { .. } | Decl::LeaderOf { .. } => {
                    out.insert(format!("{name}-lead"), set(&["ahead", "even"]));
                    continue;
                }
                Decl::CountWhere(_) => {
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

/// The text values each message is given by the tables of the pages (a
/// row's `$row`, an absent view's `$reason`), by message and variable: a
/// selector on one must name each, or the data would be worded by
/// whatever its default variant says.
fn given_texts(project: &crate::site::Project) -> messages::Given {
    use crate::compute::model::{CellOut, Label, Var};
    let mut out = messages::Given::new();
    let mut add = |id: &str, vars: &indexmap::IndexMap<String, Var>| {
        for (name, var) in vars {
            if let Var::Text(value) = var {
                out.entry(id.to_owned())
                    .or_default()
                    .entry(name.clone())
                    .or_default()
                    .insert(value.clone());
            }
        }
    };
    for page in project.renderer.pages() {
        for table in page.figures.tables.values() {
            for (label, cells) in &table.rows {
                if let Label::Row { id, vars } = label {
                    add(id, vars);
                }
                for cell in cells {
                    if let CellOut::Message { id, vars } = cell {
                        add(id, vars);
                    }
                }
            }
        }
    }
    out
}

/// What a check that passed has to say: notes for the reviewer, and
/// warnings about settings that are not ready to publish.
#[derive(Debug, Default)]
pub struct Passed {
    pub notes: Vec<String>,
    pub warnings: Vec<String>,
}

/// Runs every check on the project at `root` whose site is in `out`; what
/// passes with a word to the reviewer comes back as notes and warnings.
pub fn run(root: &Path, out: &Path) -> Result<Passed, Diagnostics> {
    let project = crate::site::load(root)?;
    let (files, _warnings) = project.render()?;
    let mut diags = Diagnostics::default();

    let domains = claim_domains(&project);
    let given = given_texts(&project);
    let tags = &project.config.locales;
    let locales: Vec<messages::Locale> = project
        .renderer
        .messages()
        .locales
        .iter()
        .map(|l| messages::check_locale(l, &domains, &given, &mut diags))
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
    typography::rendered(&files, &crate::diag::rel(root, out), &mut diags);
    links(&files, &crate::diag::rel(root, out), &mut diags);
    stale_site(root, out, &files, &mut diags);
    diags.into_result()?;
    let mut warnings = Vec::new();
    if let Some(url) = &project.config.base_url
        && let Some(host) = reserved_host(url)
    {
        warnings.push(format!(
            "pcdocs.toml: `base-url` is on `{host}`, a placeholder or reserved name: canonical links, language alternates and sitemap.xml point there; set the address the site is published under, or remove `base-url` until it is known"
        ));
    }
    Ok(Passed {
        notes: measured_notes(&project),
        warnings,
    })
}

/// The host of an http(s) URL when it is a name reserved for examples,
/// tests or this machine (RFC 2606, RFC 6761: `*.example`, `example.com`,
/// `.org` and `.net`, `*.test`, `*.invalid`, `localhost`, loopback
/// addresses), which no reader can reach.
pub fn reserved_host(url: &str) -> Option<String> {
    let rest = url
        .strip_prefix("http://")
        .or_else(|| url.strip_prefix("https://"))?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host_port = authority.rsplit('@').next().unwrap_or("");
    let host = match host_port.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or("").to_owned(),
        None => host_port.split(':').next().unwrap_or("").to_owned(),
    };
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    let tld = host.rsplit('.').next().unwrap_or("");
    let reserved = ["example", "test", "invalid", "localhost"].contains(&tld)
        || ["example.com", "example.net", "example.org"]
            .iter()
            .any(|d| host == *d || host.ends_with(&format!(".{d}")))
        || host.starts_with("127.")
        || host == "::1"
        || host == "0.0.0.0";
    reserved.then_some(host)
}

/// The links of the site's pages: none to a reserved or placeholder host
/// (a reader following it finds nothing), and every relative one to a
/// page or file the site has.
fn links(files: &BTreeMap<String, Vec<u8>>, site: &str, diags: &mut Diagnostics) {
    use std::sync::LazyLock;
    static HREF: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r#"<a\s[^>]*?href="([^"]*)""#).expect("a valid pattern")
    });
    for (path, bytes) in files {
        if !path.ends_with(".html") || path.starts_with("pagefind/") {
            continue;
        }
        let html = String::from_utf8_lossy(bytes);
        let dir = path.rsplit_once('/').map_or("", |(d, _)| d);
        for m in HREF.captures_iter(&html) {
            let href = m[1].replace("&amp;", "&");
            let (line, col) = crate::diag::line_col(&html, m.get(1).expect("group 1").start());
            let at = |message: String, hint: &str| {
                Diagnostic::new(format!("{site}/{path}"), message)
                    .at(line, Some(col))
                    .hint(hint.to_owned())
            };
            if let Some(host) = reserved_host(&href) {
                diags.push(at(
                    format!("a link to `{href}`: `{host}` is a placeholder or reserved name no reader can reach"),
                    "link to the real address; where it is not known, say so in the page and name the document instead (a manifest fact such as `[facts.sources] public = false`)",
                ));
                continue;
            }
            let relative = !href.is_empty() && !href.starts_with(['/', '#']) && !href.contains(':');
            if !relative {
                continue;
            }
            let target = href.split(['#', '?']).next().unwrap_or("");
            let mut parts: Vec<&str> = dir.split('/').filter(|p| !p.is_empty()).collect();
            for segment in target.split('/') {
                match segment {
                    "" | "." => {}
                    ".." => {
                        parts.pop();
                    }
                    s => parts.push(s),
                }
            }
            let mut resolved = parts.join("/");
            if target.ends_with('/') || target.is_empty() {
                resolved = format!("{resolved}/index.html")
                    .trim_start_matches('/')
                    .to_owned();
            }
            if !files.contains_key(&resolved) {
                diags.push(at(
                    format!("a link to `{href}`, which the site does not have (`{resolved}`)"),
                    "a relative link in a message must name a page or file pcdocs writes (`../v0.2.0-rc.3/` for a page of a campaign)",
                ));
            }
        }
    }
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
