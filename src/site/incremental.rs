//! The incremental rebuild of `pcdocs serve`: [`Project::changes`] sorts
//! changed paths by input, [`Project::update`] re-reads only those inputs
//! and re-evaluates the pages they touch, and [`affected`] — a pure function
//! of the state before and after — says which pages and site-level pages
//! must be rendered again.

use super::Project;
use super::load::{Loaded, check_claims, evaluate_pages, extras, instances};
use super::nav::{Nav, NavEntry};
pub use super::record::Affected;
use crate::content;
use crate::diag::{Diagnostics, rel};
use crate::l10n::messages::{Localizer, Messages};
use crate::render::Page;
use crate::results::{self, Campaign};
use crate::translate;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, OnceLock};

/// Changed inputs, sorted by kind (see [`Project::changes`]).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Changes {
    /// Something only a full load handles: `pcdocs.toml`, `templates/`,
    /// `themes/`, or a whole input folder.
    pub full: bool,
    /// Campaign folders under `results/` whose files changed, appeared or went.
    pub campaigns: BTreeSet<String>,
    /// Locales whose `.ftl` files changed.
    pub messages: BTreeSet<String>,
    /// By locale of `messages`, the `.ftl` files that changed (paths from
    /// the root), or `None` when the locale's folder itself did: then every
    /// file of it is read again, else only these.
    pub ftl_files: BTreeMap<String, Option<BTreeSet<String>>>,
    /// Whether the translation status must be read again: a file of a
    /// locale folder other than its `.ftl` files changed (`confirmed.toml`).
    /// Changed messages are compared by [`Project::update`] instead.
    pub statuses: bool,
    /// Changed paths under `content/`, relative to the root.
    pub content: BTreeSet<String>,
}

impl Changes {
    pub fn is_empty(&self) -> bool {
        *self == Changes::default()
    }
}

impl Project {
    /// Every page in every locale, and the translation status.
    pub fn everything(&self) -> Affected {
        let mut all = Affected {
            pages: BTreeSet::new(),
            statuses: true,
            site: (0..self.tags().len()).collect(),
            root: true,
            messages: BTreeMap::new(),
        };
        for page in self.renderer.pages() {
            for loc in 0..self.tags().len() {
                all.pages.insert((page.source.key.clone(), loc));
            }
        }
        all
    }

    /// Sorts changed paths (relative to the root, `/`-separated) by the
    /// input they belong to. Paths of nothing pcdocs reads are left out.
    pub fn changes<'a>(&self, paths: impl IntoIterator<Item = &'a str>) -> Changes {
        let mut changes = Changes::default();
        for path in paths {
            let mut parts = path.splitn(3, '/');
            let (top, second, rest) = (parts.next(), parts.next(), parts.next());
            match (top, second) {
                (Some("results"), Some(campaign)) => {
                    changes.campaigns.insert(campaign.to_owned());
                }
                (Some("locales"), Some(tag)) => {
                    if self.config.locales.iter().any(|t| t == tag) {
                        // Localizers read the folder's .ftl files only.
                        let files = changes.ftl_files.entry(tag.to_owned());
                        match rest {
                            None => {
                                changes.statuses = true;
                                changes.messages.insert(tag.to_owned());
                                *files.or_insert(None) = None;
                            }
                            Some(r) if r.ends_with(".ftl") => {
                                changes.messages.insert(tag.to_owned());
                                if let Some(set) = files.or_insert_with(|| Some(BTreeSet::new())) {
                                    set.insert(path.to_owned());
                                }
                            }
                            Some(_) => changes.statuses = true,
                        }
                    }
                }
                (Some("content"), Some(_)) => {
                    changes.content.insert(path.to_owned());
                }
                _ => changes.full = true,
            }
        }
        changes
    }

    /// Reads the changed inputs again, keeping everything else as parsed,
    /// and returns the pages whose output may change. `changes.full` is for
    /// [`super::load`]. On error the project stays as it was.
    pub fn update(&mut self, changes: &Changes) -> Result<Affected, Diagnostics> {
        assert!(!changes.full, "a full change needs a full load");
        let old_pages: Vec<Arc<Page>> = self.renderer.pages().to_vec();
        // Read what changed; nothing is replaced until all of it is good.
        let mut diags = Diagnostics::default();
        let (campaigns, listed) = self.read_campaigns(changes, &mut diags);
        let (items, read) = self.read_content(changes, &old_pages, &campaigns, &mut diags);
        let messages = self.read_messages(changes, &items, read, &mut diags);
        diags.into_result()?;
        let Reloaded {
            messages,
            changed: changed_messages,
            statuses,
        } = messages;
        let pages = evaluate_pages(items, &campaigns, Some(&self.campaigns))?;
        check_claims(&pages, &messages).into_result()?;
        let old_keys = self.renderer.subject_keys().to_vec();
        let keys = self.subject_keys_after(changes, &campaigns, listed);
        // The last step that can fail; it leaves the renderer as it was then.
        self.renderer.update(messages, keys, pages)?;
        let mut changes = self.with_series(changes, &campaigns);
        changes.statuses = statuses;
        Ok(self.move_to(
            campaigns,
            &old_pages,
            &old_keys,
            &changes,
            &changed_messages,
        ))
    }

    /// The campaigns after `changes`, read again where they changed, and
    /// whether the folders were left unlisted (none came or went). Errors
    /// go to `diags`.
    fn read_campaigns(
        &self,
        changes: &Changes,
        diags: &mut Diagnostics,
    ) -> (BTreeMap<String, Arc<Campaign>>, bool) {
        let mut campaigns = self.campaigns.clone();
        // The folders are listed again only when one may have come or gone:
        // a changed file inside a campaign that is still there leaves the
        // list as it was (every new or removed folder is a change of its own).
        // None kept (`load_once`): every folder is read again.
        let listed = !self.campaigns.is_empty()
            && changes
                .campaigns
                .iter()
                .all(|id| self.campaigns.contains_key(id) && self.results_dir.join(id).is_dir());
        if listed {
            for id in &changes.campaigns {
                match results::load_campaign(&self.root, &self.results_dir.join(id)) {
                    Ok(c) => {
                        campaigns.insert(id.clone(), Arc::new(c));
                    }
                    Err(d) => diags.extend(d),
                }
            }
            return (campaigns, listed);
        }
        match results::folders(&self.root, &self.results_dir) {
            Ok(folders) => {
                campaigns.clear();
                for folder in folders {
                    let id = results::campaign_id(&folder);
                    match self.campaigns.get(&id) {
                        Some(c) if !changes.campaigns.contains(&id) => {
                            campaigns.insert(id, Arc::clone(c));
                        }
                        _ => match results::load_campaign(&self.root, &folder) {
                            Ok(c) => {
                                campaigns.insert(id, Arc::new(c));
                            }
                            Err(d) => diags.extend(d),
                        },
                    }
                }
            }
            Err(d) => diags.extend(d),
        }
        (campaigns, listed)
    }

    /// The pages after `changes`: the content files read again where they
    /// changed, the others kept; and whether any was read. Content comes
    /// first: the source locale's messages include its prose. A page of a
    /// kind is read again when campaigns change, for its list of campaigns
    /// may have.
    fn read_content(
        &self,
        changes: &Changes,
        old_pages: &[Arc<Page>],
        campaigns: &BTreeMap<String, Arc<Campaign>>,
        diags: &mut Diagnostics,
    ) -> (Vec<Loaded>, bool) {
        let kinds_changed = !changes.campaigns.is_empty()
            && old_pages.iter().any(|p| p.source.front.kind.is_some());
        let read = !changes.content.is_empty() || kinds_changed;
        if !read {
            return (old_pages.iter().cloned().map(Loaded::Kept).collect(), false);
        }
        let mut items = Vec::new();
        // A content file's pages (a page of a kind has one per campaign),
        // found once: thousands of files each asking every page would be
        // quadratic.
        let mut by_file: BTreeMap<&str, Vec<&Arc<Page>>> = BTreeMap::new();
        for page in old_pages {
            by_file.entry(&page.source.file).or_default().push(page);
        }
        let files = match content::files(&self.root, &self.root.join("content")) {
            Ok(files) => files,
            Err(d) => {
                diags.extend(d);
                Vec::new()
            }
        };
        for path in files {
            let file = rel(&self.root, &path);
            let old = by_file.remove(file.as_str()).unwrap_or_default();
            let kind = old.iter().any(|p| p.source.front.kind.is_some());
            let changed = changes.content.contains(&file) || (kind && kinds_changed);
            if !old.is_empty() && !changed {
                items.extend(old.into_iter().map(|p| Loaded::Kept(Arc::clone(p))));
                continue;
            }
            match content::load(&self.root, &path).and_then(|s| instances(vec![s], campaigns)) {
                Ok(s) => items.extend(s.into_iter().map(|s| Loaded::Source(Box::new(s)))),
                Err(d) => diags.extend(d),
            }
        }
        diags.extend(content::check_slugs(items.iter().map(|i| match i {
            Loaded::Kept(p) => &p.source,
            Loaded::Source(s) => &**s,
        })));
        (items, true)
    }

    /// The messages after `changes` (`read`: whether content was read
    /// again), with what changed in each locale reloaded and whether the
    /// translation statuses must be made again. Errors go to `diags`.
    fn read_messages(
        &self,
        changes: &Changes,
        items: &[Loaded],
        read: bool,
        diags: &mut Diagnostics,
    ) -> Reloaded {
        let nloc = self.tags().len();
        // The pages' messages are the source locale's as they were unless
        // content was read again (a page may also have gone).
        let page_messages = if read || changes.messages.contains(&self.tags()[0]) {
            extras(items.iter().map(|i| match i {
                Loaded::Kept(p) => &p.source,
                Loaded::Source(s) => &**s,
            }))
        } else {
            Vec::new()
        };
        let mut messages = self.renderer.messages().clone();
        let source_changed = read && !page_messages.iter().eq(messages.source().extras.values());
        let reloaded: Vec<usize> = (0..nloc)
            .filter(|&l| changes.messages.contains(&self.tags()[l]) || (l == 0 && source_changed))
            .collect();
        let localizers: Vec<Result<Localizer, Diagnostics>> = {
            use rayon::prelude::*;
            let dir = self.root.join("locales");
            reloaded
                .par_iter()
                .map(|&l| {
                    let extra: &[_] = if l == 0 { &page_messages } else { &[] };
                    let (old, tag) = (&self.renderer.messages().locales[l], &self.tags()[l]);
                    match changes.ftl_files.get(tag) {
                        // Only the files the watcher saw change are read.
                        Some(Some(files)) => old.reload_changed(&self.root, &dir, extra, files),
                        // The folder changed, or which files is not known.
                        _ if changes.messages.contains(tag) => old.reload(&self.root, &dir, extra),
                        // The source locale, for its pages' messages only.
                        _ => old.reload_changed(&self.root, &dir, extra, &BTreeSet::new()),
                    }
                })
                .collect()
        };
        let mut changed = BTreeMap::new();
        // The translation statuses read the messages each locale has (and
        // the source's fingerprints), not the translations' text.
        let mut statuses = changes.statuses;
        for (&l, result) in reloaded.iter().zip(localizers) {
            match result {
                Ok(localizer) => {
                    let old = &messages.locales[l];
                    changed.insert(l, localizer.changed_since(old));
                    statuses |=
                        !translate::same_status_inputs(l == 0, &old.origins, &localizer.origins);
                    messages.locales[l] = Arc::new(localizer);
                }
                Err(d) => diags.extend(d),
            }
        }
        Reloaded {
            messages,
            changed,
            statuses,
        }
    }

    /// The keys of every campaign's subjects after `changes`: they change
    /// only with a campaign's subjects, so after an edit of a campaign's
    /// tables the thousands of others are not walked again.
    fn subject_keys_after(
        &self,
        changes: &Changes,
        campaigns: &BTreeMap<String, Arc<Campaign>>,
        listed: bool,
    ) -> Vec<String> {
        let same_subjects = listed
            && changes.campaigns.iter().all(|id| {
                match (campaigns.get(id), self.campaigns.get(id)) {
                    (Some(now), Some(then)) => now
                        .manifest
                        .subjects
                        .keys()
                        .eq(then.manifest.subjects.keys()),
                    _ => false,
                }
            });
        if same_subjects {
            self.renderer.subject_keys().to_vec()
        } else {
            crate::render::subject_keys(campaigns.values().map(|c| &**c))
        }
    }

    /// `changes` with every campaign of a changed campaign's series: a page
    /// may compare its campaign with the previous one of its kind
    /// (compute::history), so a changed campaign affects its whole series.
    fn with_series(
        &self,
        changes: &Changes,
        campaigns: &BTreeMap<String, Arc<Campaign>>,
    ) -> Changes {
        let mut changes = changes.clone();
        let kinds: BTreeSet<&str> = changes
            .campaigns
            .iter()
            .filter_map(|id| campaigns.get(id).or_else(|| self.campaigns.get(id)))
            .filter_map(|c| c.manifest.kind.as_deref())
            .collect();
        let series: Vec<String> = campaigns
            .iter()
            .chain(self.campaigns.iter())
            .filter(|(_, c)| {
                c.manifest
                    .kind
                    .as_deref()
                    .is_some_and(|k| kinds.contains(k))
            })
            .map(|(id, _)| id.clone())
            .collect();
        changes.campaigns.extend(series);
        changes
    }

    /// Everything read is good: moves the project to `campaigns` and the
    /// renderer's new pages, orders them and formats their navigation
    /// again, and returns what the move affects.
    fn move_to(
        &mut self,
        campaigns: BTreeMap<String, Arc<Campaign>>,
        old_pages: &[Arc<Page>],
        old_keys: &[String],
        changes: &Changes,
        changed_messages: &BTreeMap<usize, BTreeSet<String>>,
    ) -> Affected {
        let nloc = self.tags().len();
        let old_nav = self.nav.take();
        let old_order = std::mem::take(&mut self.order);
        let old_dates = std::mem::take(&mut self.dates);
        self.campaigns = campaigns;
        self.sort_pages();
        let nav = self.format_nav(self.kept_nav(old_pages, old_nav.as_ref(), changed_messages));
        let before = State::of(
            nloc,
            old_pages,
            &old_order,
            &old_dates,
            old_nav.as_ref(),
            old_keys,
        );
        let pages = self.renderer.pages();
        let after = State::of(
            nloc,
            pages,
            &self.order,
            &self.dates,
            Some(&nav),
            self.renderer.subject_keys(),
        );
        let affected = affected(
            &before,
            &after,
            changes,
            changed_messages,
            self.config.sidebar_pages,
        );
        self.nav = OnceLock::from(nav);
        affected
    }

    /// By locale and page, the navigation entry taken over from `old_nav`:
    /// that of a page that did not change, unless its title or description
    /// is among the changed messages of its locale or of the source locale
    /// (which they fall back to); `None` for those formatted again.
    fn kept_nav(
        &self,
        old_pages: &[Arc<Page>],
        old_nav: Option<&Nav>,
        changed_messages: &BTreeMap<usize, BTreeSet<String>>,
    ) -> Vec<Vec<Option<NavEntry>>> {
        let pages = self.renderer.pages();
        let mut given = vec![vec![None; pages.len()]; self.tags().len()];
        let Some(old) = old_nav else {
            return given;
        };
        // Looked up by key for every page: hashed, not compared along a tree.
        let old_by_file: HashMap<&str, usize> = old_pages
            .iter()
            .enumerate()
            .map(|(i, p)| (p.source.key.as_str(), i))
            .collect();
        let kept: Vec<Option<usize>> = pages
            .iter()
            .map(|p| {
                old_by_file
                    .get(p.source.key.as_str())
                    .copied()
                    .filter(|&i| Arc::ptr_eq(&old_pages[i], p))
            })
            .collect();
        let changed = |loc: usize, id: &str| {
            let id = id.split('.').next().unwrap_or(id);
            [loc, 0]
                .iter()
                .any(|l| changed_messages.get(l).is_some_and(|c| c.contains(id)))
        };
        for (loc, row) in given.iter_mut().enumerate() {
            for (p, entry) in row.iter_mut().enumerate() {
                let front = &pages[p].source.front;
                if let Some(i) = kept[p]
                    && !changed(loc, &front.title)
                    && !changed(loc, &front.description)
                {
                    *entry = Some(old.entries[loc][i].clone());
                }
            }
        }
        given
    }
}

/// The messages after an update, what changed in them by locale, and
/// whether the translation statuses must be made again.
struct Reloaded {
    messages: Messages,
    changed: BTreeMap<usize, BTreeSet<String>>,
    statuses: bool,
}

/// One state of a project as far as what its pages show depends on it: what
/// [`affected`] compares before and after an update.
pub(super) struct State<'a> {
    pub(super) locales: usize,
    /// By page index.
    pub(super) pages: Vec<PageState<'a>>,
    /// Page indexes, newest first.
    pub(super) order: &'a [usize],
    /// Navigation titles and language names, when they were formatted.
    pub(super) nav: Option<&'a Nav>,
    /// The sorted subject keys of all campaigns (they fix chart colours).
    pub(super) subject_keys: &'a [String],
}

/// What [`affected`] needs of one page.
#[derive(Debug, Clone, Copy)]
pub(super) struct PageState<'a> {
    /// The page's key: its content file, `file#campaign` for a page of a kind.
    pub(super) file: &'a str,
    /// The content file it is made from.
    pub(super) content: &'a str,
    pub(super) campaign: &'a str,
    pub(super) slug: &'a str,
    /// Its campaign's start date, by which pages are listed.
    pub(super) date: Option<&'a str>,
    /// Whether it draws charts.
    pub(super) charts: bool,
}

impl<'a> State<'a> {
    fn of(
        locales: usize,
        pages: &'a [Arc<Page>],
        order: &'a [usize],
        dates: &'a [Option<String>],
        nav: Option<&'a Nav>,
        subject_keys: &'a [String],
    ) -> Self {
        let pages = pages
            .iter()
            .zip(dates)
            .map(|(p, date)| PageState {
                file: &p.source.key,
                content: &p.source.file,
                campaign: &p.source.front.campaign,
                slug: &p.source.front.slug,
                date: date.as_deref(),
                charts: !p.figures.charts.is_empty(),
            })
            .collect();
        State {
            locales,
            pages,
            order,
            nav,
            subject_keys,
        }
    }
}

/// What an update affects, from the state before and after it, the inputs
/// read again (`changes`) and, by reloaded locale, the messages whose text
/// changed (`Localizer::changed_since`). Reads nothing but its arguments.
///
/// - A page read or evaluated again (new, its content file changed, or its
///   campaign) is rendered in every locale.
/// - A reloaded locale's pages that show a changed message, site-level
///   pages included (by what they showed: [`Affected::site_pages`]); for
///   the source locale in every locale, since all fall back to it, and the
///   translation statuses (a translation is stale against the source text
///   it was confirmed for). The statuses also when `changes` says so: a
///   locale's messages came or went, or its `confirmed.toml` changed.
/// - A page whose own navigation title or description changed; every page
///   of a locale when that happened to one of the newest `sidebar_pages`
///   or when that list itself changed (the sidebar shows it); a locale's
///   site-level pages when its list of all pages changed.
/// - Everything, the root page included, when a language name changed
///   (the language switcher is on every page).
/// - Chart pages in every locale when the subject keys changed.
pub(super) fn affected(
    old: &State,
    new: &State,
    changes: &Changes,
    changed_messages: &BTreeMap<usize, BTreeSet<String>>,
    sidebar_pages: usize,
) -> Affected {
    let nloc = new.locales;
    let old_by_file: BTreeMap<&str, usize> = old
        .pages
        .iter()
        .enumerate()
        .map(|(i, p)| (p.file, i))
        .collect();
    let mut affected = Affected {
        statuses: changes.statuses,
        ..Affected::default()
    };
    let in_every_locale = |affected: &mut Affected, file: &str| {
        for loc in 0..nloc {
            affected.pages.insert((file.to_owned(), loc));
        }
    };
    // Every page of a locale, and its site-level pages.
    let whole_locale = |affected: &mut Affected, loc: usize| {
        for p in &new.pages {
            affected.pages.insert((p.file.to_owned(), loc));
        }
        affected.site.insert(loc);
    };
    for page in &new.pages {
        let kept = old_by_file.contains_key(page.file)
            && !changes.content.contains(page.content)
            && !changes.campaigns.contains(page.campaign);
        if !kept {
            in_every_locale(&mut affected, page.file);
        }
    }
    for (&loc, ids) in changed_messages {
        let locales = if loc == 0 { 0..nloc } else { loc..loc + 1 };
        for l in locales {
            affected
                .messages
                .entry(l)
                .or_default()
                .extend(ids.iter().cloned());
        }
        // New source text makes translations stale or current again.
        affected.statuses |= loc == 0 && !ids.is_empty();
    }
    match (old.nav, new.nav) {
        (Some(old_nav), Some(nav)) if old_nav.names == nav.names => {
            // The pages in list order, as a list shows them.
            fn listed<'a>(s: &State<'a>) -> Vec<(&'a str, Option<&'a str>)> {
                s.order
                    .iter()
                    .map(|&p| (s.pages[p].slug, s.pages[p].date))
                    .collect()
            }
            let (old_list, new_list) = (listed(old), listed(new));
            let top = sidebar_pages.min(new_list.len());
            let same_top = old_list
                .iter()
                .take(sidebar_pages)
                .eq(new_list.iter().take(sidebar_pages));
            for loc in 0..nloc {
                let changed: Vec<usize> = (0..new.pages.len())
                    .filter(|&p| {
                        old_by_file
                            .get(new.pages[p].file)
                            .is_none_or(|&i| old_nav.entries[loc][i] != nav.entries[loc][p])
                    })
                    .collect();
                if !same_top || changed.iter().any(|p| new.order[..top].contains(p)) {
                    whole_locale(&mut affected, loc);
                    continue;
                }
                if old_list != new_list || !changed.is_empty() {
                    affected.site.insert(loc);
                }
                for p in changed {
                    affected.pages.insert((new.pages[p].file.to_owned(), loc));
                }
            }
        }
        _ => {
            (0..nloc).for_each(|l| whole_locale(&mut affected, l));
            affected.root = true;
        }
    }
    if old.subject_keys != new.subject_keys {
        for page in new.pages.iter().filter(|p| p.charts) {
            in_every_locale(&mut affected, page.file);
        }
    }
    affected
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOCALES: usize = 2;
    const SIDEBAR: usize = 2;

    fn page(file: &'static str, campaign: &'static str, date: &'static str) -> PageState<'static> {
        PageState {
            file,
            content: file,
            campaign,
            slug: file.trim_start_matches("content/").trim_end_matches(".md"),
            date: Some(date),
            charts: false,
        }
    }

    /// Three pages, newest first: a (campaign one), b and c (campaign two).
    fn pages() -> Vec<PageState<'static>> {
        vec![
            page("content/a.md", "one", "2026-03-01"),
            page("content/b.md", "two", "2026-02-01"),
            page("content/c.md", "two", "2026-01-01"),
        ]
    }

    /// Titles `[locale][page]` and language names.
    fn nav(titles: &[&[&str]], names: &[&str]) -> Nav {
        Nav {
            entries: titles
                .iter()
                .map(|row| {
                    row.iter()
                        .map(|t| Ok(((*t).to_owned(), format!("about {t}"))).into())
                        .collect()
                })
                .collect(),
            names: names.iter().map(|n| (*n).to_owned()).collect(),
            // Derived from the entries; `affected` reads the entries.
            sidebar: Vec::new(),
        }
    }

    fn base_nav() -> Nav {
        nav(
            &[&["A", "B", "C"], &["A fr", "B fr", "C fr"]],
            &["English", "français"],
        )
    }

    fn state<'a>(
        pages: Vec<PageState<'a>>,
        order: &'a [usize],
        nav: &'a Nav,
        keys: &'a [String],
    ) -> State<'a> {
        State {
            locales: LOCALES,
            pages,
            order,
            nav: Some(nav),
            subject_keys: keys,
        }
    }

    fn set<'a>(items: impl IntoIterator<Item = (&'a str, usize)>) -> BTreeSet<(String, usize)> {
        items.into_iter().map(|(f, l)| (f.to_owned(), l)).collect()
    }

    fn ids(ids: &[&str]) -> BTreeSet<String> {
        ids.iter().map(|i| (*i).to_owned()).collect()
    }

    /// What an update with `changes` and `messages` affects, when the pages
    /// and navigation stay as `base` has them.
    fn unchanged_nav(changes: &Changes, messages: &BTreeMap<usize, BTreeSet<String>>) -> Affected {
        let nav = base_nav();
        let keys = vec!["x".to_owned()];
        let order = [0, 1, 2];
        let old = state(pages(), &order, &nav, &keys);
        let new = state(pages(), &order, &nav, &keys);
        affected(&old, &new, changes, messages, SIDEBAR)
    }

    #[test]
    fn a_campaign_change_affects_exactly_its_pages_in_every_locale() {
        let changes = Changes {
            campaigns: ["two".to_owned()].into(),
            ..Changes::default()
        };
        let a = unchanged_nav(&changes, &BTreeMap::new());
        assert_eq!(
            a,
            Affected {
                pages: set([
                    ("content/b.md", 0),
                    ("content/b.md", 1),
                    ("content/c.md", 0),
                    ("content/c.md", 1)
                ]),
                ..Affected::default()
            }
        );
    }

    #[test]
    fn a_change_of_a_kind_page_affects_each_of_its_campaigns_pages() {
        let kind = |key: &'static str, campaign: &'static str| PageState {
            content: "content/k.md",
            ..page(key, campaign, "2026-01-01")
        };
        let pages = || {
            vec![
                kind("content/k.md#one", "one"),
                kind("content/k.md#two", "two"),
            ]
        };
        let (nav, keys) = (
            nav(&[&["K1", "K2"], &["K1 fr", "K2 fr"]], &["en", "fr"]),
            [],
        );
        let order = [0, 1];
        let changes = Changes {
            content: ["content/k.md".to_owned()].into(),
            ..Changes::default()
        };
        let a = affected(
            &state(pages(), &order, &nav, &keys),
            &state(pages(), &order, &nav, &keys),
            &changes,
            &BTreeMap::new(),
            SIDEBAR,
        );
        assert_eq!(
            a.pages,
            set([
                ("content/k.md#one", 0),
                ("content/k.md#one", 1),
                ("content/k.md#two", 0),
                ("content/k.md#two", 1)
            ])
        );
    }

    #[test]
    fn a_content_change_affects_that_page_in_every_locale() {
        let changes = Changes {
            content: ["content/a.md".to_owned()].into(),
            ..Changes::default()
        };
        let a = unchanged_nav(&changes, &BTreeMap::new());
        assert_eq!(a.pages, set([("content/a.md", 0), ("content/a.md", 1)]));
        assert!(a.site.is_empty() && a.messages.is_empty() && !a.root && !a.statuses);
    }

    #[test]
    fn a_source_locale_message_change_affects_the_pages_showing_it_in_every_locale() {
        let changes = Changes {
            messages: ["en".to_owned()].into(),
            statuses: true,
            ..Changes::default()
        };
        let a = unchanged_nav(&changes, &[(0, ids(&["intro"]))].into());
        assert!(a.pages.is_empty());
        assert_eq!(
            a.messages,
            [(0, ids(&["intro"])), (1, ids(&["intro"]))].into()
        );
        // Site-level pages go by what they showed (`site_pages`).
        assert!(a.site.is_empty() && !a.root && a.statuses);
        // An attribute of the message counts as the message.
        let (title, other) = (ids(&["intro.title"]), ids(&["other"]));
        for loc in 0..LOCALES {
            assert!(a.contains("content/b.md", loc, || Some(&title)));
            assert!(!a.contains("content/b.md", loc, || Some(&other)));
            assert!(!a.contains("content/b.md", loc, || None));
        }
    }

    #[test]
    fn new_prose_of_a_page_changes_the_translation_statuses() {
        // A content file changed, and with it the source text of a message.
        let changes = Changes {
            content: ["content/a.md".to_owned()].into(),
            ..Changes::default()
        };
        let a = unchanged_nav(&changes, &[(0, ids(&["a-intro"]))].into());
        assert!(a.statuses);
        // A French edit alone leaves them to the locale's own change.
        let a = unchanged_nav(&Changes::default(), &[(1, ids(&["a-intro"]))].into());
        assert!(!a.statuses);
    }

    #[test]
    fn a_french_message_change_affects_only_french_pages_showing_it() {
        let changes = Changes {
            messages: ["fr".to_owned()].into(),
            ..Changes::default()
        };
        let a = unchanged_nav(&changes, &[(1, ids(&["intro"]))].into());
        assert!(a.pages.is_empty());
        assert_eq!(a.messages, [(1, ids(&["intro"]))].into());
        assert!(a.site.is_empty() && !a.root && !a.statuses);
        let intro = ids(&["intro"]);
        assert!(a.contains("content/a.md", 1, || Some(&intro)));
        assert!(!a.contains("content/a.md", 0, || Some(&intro)));
    }

    #[test]
    fn a_record_filter_lets_through_every_message_its_page_shows() {
        use super::super::record::{PageRecord, ShownFilter};
        let shown: BTreeSet<String> = (0..60)
            .map(|i| format!("c{i:04}-note"))
            .chain(["site-nav.aria".to_owned(), "title".to_owned()])
            .collect();
        let filter = ShownFilter::of(&shown);
        for id in &shown {
            assert!(filter.may_show(id), "{id}");
            assert!(filter.may_show(id.split('.').next().unwrap()), "{id}");
        }
        // It rules out most messages the page does not show.
        let through = (0..1000)
            .filter(|i| filter.may_show(&format!("other-{i}")))
            .count();
        assert!(through < 100, "{through} of 1000 let through");
        // And a record's answer is the one its `shown` gives.
        let record = PageRecord {
            paths: Vec::new(),
            warnings: Vec::new(),
            filter,
            shown: shown.clone(),
        };
        for changed in [
            "site-nav",
            "title",
            "c0003-note",
            "c0003",
            "other-1",
            "site",
        ] {
            let a = Affected {
                messages: [(1, ids(&[changed]))].into(),
                ..Affected::default()
            };
            assert_eq!(
                a.record_shows_changed(1, &record),
                a.contains("content/a.md", 1, || Some(&shown)),
                "{changed}"
            );
            assert!(!a.record_shows_changed(0, &record));
        }
    }

    #[test]
    fn site_level_pages_follow_the_messages_they_showed() {
        let shown: BTreeMap<usize, BTreeSet<String>> = [
            (0, ids(&["site-title", "toc-heading"])),
            (1, ids(&["site-title", "not-found-title.aria"])),
        ]
        .into();
        let changed = |loc: usize, id: &str| Affected {
            messages: [(loc, ids(&[id]))].into(),
            ..Affected::default()
        };
        // A message only content pages show: no site-level page.
        assert_eq!(
            changed(1, "c-intro").site_pages(&shown, LOCALES),
            (BTreeSet::new(), false)
        );
        // One the French site-level pages show, an attribute of it included.
        assert_eq!(
            changed(1, "not-found-title").site_pages(&shown, LOCALES),
            ([1].into(), false)
        );
        // The source locale's: its site-level pages and the root page.
        assert_eq!(
            changed(0, "toc-heading").site_pages(&shown, LOCALES),
            ([0].into(), true)
        );
        // What the navigation or language names decided stays.
        let listed = Affected {
            site: [1].into(),
            ..Affected::default()
        };
        assert_eq!(listed.site_pages(&shown, LOCALES), ([1].into(), false));
        // A locale whose site-level pages were never rendered is rendered.
        assert_eq!(
            Affected::default().site_pages(&[(0, ids(&[]))].into(), LOCALES),
            ([1].into(), false)
        );
    }

    #[test]
    fn a_title_change_below_the_sidebar_list_affects_that_page_and_the_index() {
        let (old_nav, keys, order) = (base_nav(), vec![], [0, 1, 2]);
        let new_nav = nav(
            &[&["A", "B", "C"], &["A fr", "B fr", "C fr, retitled"]],
            &["English", "français"],
        );
        let changes = Changes {
            messages: ["fr".to_owned()].into(),
            ..Changes::default()
        };
        let a = affected(
            &state(pages(), &order, &old_nav, &keys),
            &state(pages(), &order, &new_nav, &keys),
            &changes,
            &[(1, ids(&["c-title"]))].into(),
            SIDEBAR,
        );
        assert_eq!(a.pages, set([("content/c.md", 1)]));
        assert_eq!(a.site, [1].into());
        assert!(!a.root);
    }

    #[test]
    fn a_title_change_in_the_sidebar_list_affects_every_page_of_the_locale() {
        let (old_nav, keys, order) = (base_nav(), vec![], [0, 1, 2]);
        let new_nav = nav(
            &[&["A", "B", "C"], &["A fr, retitled", "B fr", "C fr"]],
            &["English", "français"],
        );
        let a = affected(
            &state(pages(), &order, &old_nav, &keys),
            &state(pages(), &order, &new_nav, &keys),
            &Changes::default(),
            &BTreeMap::new(),
            SIDEBAR,
        );
        assert_eq!(
            a.pages,
            set([
                ("content/a.md", 1),
                ("content/b.md", 1),
                ("content/c.md", 1)
            ])
        );
        assert_eq!(a.site, [1].into());
        assert!(!a.root);
    }

    #[test]
    fn a_new_page_below_the_sidebar_list_affects_itself_and_the_lists_of_all_pages() {
        let (old_nav, keys) = (base_nav(), vec![]);
        let new_nav = nav(
            &[&["A", "B", "C", "D"], &["A fr", "B fr", "C fr", "D fr"]],
            &["English", "français"],
        );
        let mut new_pages = pages();
        new_pages.push(page("content/d.md", "one", "2025-12-01"));
        let changes = Changes {
            content: ["content/d.md".to_owned()].into(),
            ..Changes::default()
        };
        let a = affected(
            &state(pages(), &[0, 1, 2], &old_nav, &keys),
            &state(new_pages, &[0, 1, 2, 3], &new_nav, &keys),
            &changes,
            &BTreeMap::new(),
            SIDEBAR,
        );
        assert_eq!(a.pages, set([("content/d.md", 0), ("content/d.md", 1)]));
        assert_eq!(a.site, [0, 1].into());
        assert!(!a.root);
    }

    #[test]
    fn a_change_of_the_sidebar_list_affects_every_page_of_every_locale() {
        let (old_nav, keys) = (base_nav(), vec![]);
        // Campaign two moves before campaign one: b becomes the newest page.
        let mut new_pages = pages();
        new_pages[1].date = Some("2026-04-01");
        new_pages[2].date = Some("2026-04-01");
        let changes = Changes {
            campaigns: ["two".to_owned()].into(),
            ..Changes::default()
        };
        let a = affected(
            &state(pages(), &[0, 1, 2], &old_nav, &keys),
            &state(new_pages, &[1, 2, 0], &old_nav, &keys),
            &changes,
            &BTreeMap::new(),
            SIDEBAR,
        );
        let every: Vec<(&str, usize)> = ["content/a.md", "content/b.md", "content/c.md"]
            .into_iter()
            .flat_map(|f| (0..LOCALES).map(move |l| (f, l)))
            .collect();
        assert_eq!(a.pages, set(every));
        assert_eq!(a.site, [0, 1].into());
        assert!(!a.root);
    }

    #[test]
    fn a_language_name_change_affects_everything_and_the_root() {
        let (old_nav, keys, order) = (base_nav(), vec![], [0, 1, 2]);
        let new_nav = nav(
            &[&["A", "B", "C"], &["A fr", "B fr", "C fr"]],
            &["English", "Français"],
        );
        let a = affected(
            &state(pages(), &order, &old_nav, &keys),
            &state(pages(), &order, &new_nav, &keys),
            &Changes::default(),
            &[(1, ids(&["language-name"]))].into(),
            SIDEBAR,
        );
        assert_eq!(a.pages.len(), 3 * LOCALES);
        assert_eq!(a.site, [0, 1].into());
        assert!(a.root);
    }

    #[test]
    fn new_subject_keys_affect_the_chart_pages_in_every_locale() {
        let nav = base_nav();
        let order = [0, 1, 2];
        let (old_keys, new_keys) = (vec!["x".to_owned()], vec!["x".to_owned(), "y".to_owned()]);
        let mut with_chart = pages();
        with_chart[2].charts = true;
        let a = affected(
            &state(with_chart.clone(), &order, &nav, &old_keys),
            &state(with_chart, &order, &nav, &new_keys),
            &Changes::default(),
            &BTreeMap::new(),
            SIDEBAR,
        );
        assert_eq!(
            a,
            Affected {
                pages: set([("content/c.md", 0), ("content/c.md", 1)]),
                ..Affected::default()
            }
        );
    }

    #[test]
    fn a_status_only_change_renders_no_page() {
        let changes = Changes {
            statuses: true,
            ..Changes::default()
        };
        let a = unchanged_nav(&changes, &BTreeMap::new());
        assert_eq!(
            a,
            Affected {
                statuses: true,
                ..Affected::default()
            }
        );
    }
}
