//! Navigation: the order of pages (newest campaign first), the titles and
//! language names every page lists, formatted once per build (`Nav`), and
//! the sidebar's choice of pages.

use super::{Project, up};
use crate::render::{Language, PageLoc};
use serde::Serialize;

/// What the navigation of every page and the language switcher show,
/// formatted once per build rather than once per page that lists them.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Nav {
    /// `[locale][page]`: the page's title and description as plain text,
    /// or the error formatting them.
    pub(super) entries: Vec<Vec<NavEntry>>,
    /// Each locale's name for itself.
    pub(super) names: Vec<String>,
    /// `[locale]`: the items every page's sidebar starts with (the newest
    /// `sidebar-pages` pages, none current), as the layout reads them; `None`
    /// when one of them failed to format. Made with the navigation, after
    /// the pages are ordered, so that a page's sidebar serialises one item
    /// (its own, current) instead of every one it lists.
    pub(super) sidebar: Vec<Option<Vec<tera::Value>>>,
}

/// A page's navigation title and description in a locale, or the error
/// formatting them. Shared: an edit takes over thousands of them.
pub(super) type NavEntry = std::sync::Arc<Result<(String, String), String>>;

#[derive(Serialize, Clone)]
pub(super) struct NavItem {
    pub(super) title: String,
    pub(super) description: String,
    pub(super) href: String,
    pub(super) current: bool,
    pub(super) date: Option<String>,
}

/// How deep a page is below the site's root: `<locale>/<slug>/`.
pub(super) const PAGE_DEPTH: usize = 2;

/// The start date of each page's campaign.
pub(super) fn page_dates(
    pages: &[std::sync::Arc<crate::render::Page>],
    campaigns: &std::collections::BTreeMap<String, std::sync::Arc<crate::results::Campaign>>,
) -> Vec<Option<String>> {
    pages
        .iter()
        .map(|p| {
            campaigns
                .get(&p.source.front.campaign)
                .and_then(|c| c.manifest.dates.as_ref())
                .map(|d| d.start.to_string())
        })
        .collect()
}

impl Project {
    /// Orders pages newest campaign first, then by slug.
    pub(super) fn sort_pages(&mut self) {
        self.dates = page_dates(self.renderer.pages(), &self.campaigns);
        self.order_pages();
    }

    /// Orders pages by their `dates`, newest first, then by slug.
    pub(super) fn order_pages(&mut self) {
        let pages = self.renderer.pages();
        let mut order: Vec<usize> = (0..pages.len()).collect();
        order.sort_by(|&a, &b| {
            self.dates[b]
                .cmp(&self.dates[a])
                .then_with(|| pages[a].source.front.slug.cmp(&pages[b].source.front.slug))
        });
        self.order = order;
    }

    /// The navigation cache, formatted on first use. Called before pages
    /// render in parallel, never from inside that work.
    pub(super) fn nav_cache(&self) -> &Nav {
        self.nav.get_or_init(|| {
            let npages = self.renderer.pages().len();
            self.format_nav(vec![vec![None; npages]; self.tags().len()])
        })
    }

    /// Formats the navigation entries (`[locale][page]`) not already given.
    pub(super) fn format_nav(&self, given: Vec<Vec<Option<NavEntry>>>) -> Nav {
        use rayon::prelude::*;
        // Only the missing entries are formatted, in parallel: after an edit
        // they are a few among thousands that are given.
        let missing: Vec<PageLoc> = given
            .iter()
            .enumerate()
            .flat_map(|(loc, row)| {
                row.iter()
                    .enumerate()
                    .filter(|(_, e)| e.is_none())
                    .map(move |(page, _)| PageLoc { page, loc })
            })
            .collect();
        let formatted: Vec<NavEntry> = missing.par_iter().map(|&at| self.nav_entry(at)).collect();
        let mut entries = given;
        for (at, entry) in missing.into_iter().zip(formatted) {
            entries[at.loc][at.page] = Some(entry);
        }
        let entries = entries
            .into_iter()
            .map(|row| {
                row.into_iter()
                    .map(|e| e.expect("every entry is given or formatted"))
                    .collect()
            })
            .collect();
        let names = (0..self.tags().len())
            .map(|loc| self.format_language_name(loc))
            .collect();
        let mut nav = Nav {
            entries,
            names,
            sidebar: Vec::new(),
        };
        nav.sidebar = (0..self.tags().len())
            .map(|loc| {
                self.nav_items(&nav, loc, None, PAGE_DEPTH, Some(self.config.sidebar_pages))
                    .ok()?
                    .iter()
                    .map(|item| tera::Value::try_from_serializable(item).ok())
                    .collect()
            })
            .collect();
        nav
    }

    /// A page's sidebar as the layout reads it: [`Nav::sidebar`] with the
    /// page's own item, current, in its place or after them.
    pub(super) fn sidebar(&self, PageLoc { page: p, loc }: PageLoc) -> Result<tera::Value, String> {
        let limit = self.config.sidebar_pages;
        let nav = self.nav_cache();
        let Some(top) = nav.sidebar.get(loc).and_then(Option::as_ref) else {
            let items = self.nav_items(nav, loc, Some(p), PAGE_DEPTH, Some(limit))?;
            return tera::Value::try_from_serializable(&items).map_err(|e| e.to_string());
        };
        let own = self.nav_items(nav, loc, Some(p), PAGE_DEPTH, Some(0))?;
        let own = tera::Value::try_from_serializable(&own[0]).map_err(|e| e.to_string())?;
        let mut items = top.clone();
        match self.order.iter().take(limit).position(|&q| q == p) {
            Some(i) => items[i] = own,
            None => items.push(own),
        }
        Ok(tera::Value::from(items))
    }

    pub(super) fn nav_entry(&self, PageLoc { page, loc }: PageLoc) -> NavEntry {
        let front = &self.renderer.pages()[page].source.front;
        let read = |id: &str| self.renderer.plain_read(page, loc, id);
        std::sync::Arc::new(read(&front.title).and_then(|t| Ok((t, read(&front.description)?))))
    }

    /// A locale's name for itself: its `language-name` message, else CLDR's.
    pub(super) fn format_language_name(&self, loc: usize) -> String {
        let l = &self.renderer.messages().locales[loc];
        if l.has("language-name")
            && let Ok(name) = self.renderer.plain(None, loc, "language-name")
        {
            return name;
        }
        crate::l10n::format::autonym(l.formatter.locale()).unwrap_or_else(|| l.tag.clone())
    }

    pub(super) fn language_name(&self, loc: usize) -> String {
        self.nav_cache().names[loc].clone()
    }

    pub(super) fn languages(
        &self,
        current: usize,
        path_after_tag: &str,
        depth: usize,
    ) -> Vec<Language> {
        self.tags()
            .iter()
            .enumerate()
            .map(|(i, tag)| {
                let href = format!("{}{tag}/{path_after_tag}", up(depth));
                Language {
                    tag: tag.clone(),
                    name: self.language_name(i),
                    url: self
                        .absolute(&format!("{tag}/{path_after_tag}"))
                        .unwrap_or_else(|| href.clone()),
                    href,
                    current: i == current,
                }
            })
            .collect()
    }

    /// The absolute address of a site path, when a base URL is configured.
    pub(super) fn absolute(&self, path: &str) -> Option<String> {
        self.config
            .base_url
            .as_ref()
            .map(|b| format!("{}/{path}", b.trim_end_matches('/')))
    }

    /// The pages a locale's lists show, newest first: all of them, or with
    /// `limit` that many and then `current` if it is older.
    pub(super) fn nav(
        &self,
        loc: usize,
        current: Option<usize>,
        depth: usize,
        limit: Option<usize>,
    ) -> Result<Vec<NavItem>, String> {
        self.nav_items(self.nav_cache(), loc, current, depth, limit)
    }

    /// [`Self::nav`] from the navigation `nav`.
    fn nav_items(
        &self,
        nav: &Nav,
        loc: usize,
        current: Option<usize>,
        depth: usize,
        limit: Option<usize>,
    ) -> Result<Vec<NavItem>, String> {
        let tag = &self.tags()[loc];
        let entries = &nav.entries[loc];
        let shown = self.sidebar_pages(current, limit.unwrap_or(usize::MAX));
        shown
            .into_iter()
            .map(|p| {
                let front = &self.renderer.pages()[p].source.front;
                let (title, description) = Result::clone(&entries[p])?;
                Ok(NavItem {
                    title,
                    description,
                    href: format!("{}{tag}/{}/", up(depth), front.slug),
                    current: current == Some(p),
                    date: self.dates[p].clone(),
                })
            })
            .collect()
    }

    /// Page indexes a sidebar lists: the newest `limit`, then `current`
    /// when it is not among them.
    pub(super) fn sidebar_pages(&self, current: Option<usize>, limit: usize) -> Vec<usize> {
        let mut shown: Vec<usize> = self.order.iter().copied().take(limit).collect();
        if let Some(c) = current
            && !shown.contains(&c)
        {
            shown.push(c);
        }
        shown
    }
}
