//! What a render leaves for the next one: each page's record (the files
//! it wrote, the messages it shows) and what an update affects. Shared by
//! the full render (`pages`) and the incremental rebuild (`incremental`),
//! so neither depends on the other.

use std::collections::{BTreeMap, BTreeSet};

#[derive(Debug, Default, Clone)]
pub(super) struct PageRecord {
    pub(super) paths: Vec<String>,
    pub(super) warnings: Vec<String>,
    /// The messages the page shows, layout included.
    pub(super) shown: BTreeSet<String>,
    /// Which messages `shown` may hold, read without reading it.
    pub(super) filter: ShownFilter,
}

/// A Bloom filter of the messages a page shows (by id, an attribute
/// counting as its message). After an edit every page's record is asked
/// whether it shows a changed message; the strings of thousands of `shown`
/// sets lie all over memory, and walking them was most of a one-message
/// rebuild. A page the filter rules out does not show the message; one it
/// lets through is looked up in `shown`. 512 bits for a page's few dozen
/// messages let a few in a hundred through. (A few lines of its own: a
/// Bloom filter crate would bring its own hashing and sizing for this.)
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(super) struct ShownFilter([u64; 8]);

impl ShownFilter {
    /// The filter's two bits for message `id`, an attribute (`id.attr`)
    /// counting as its message.
    fn bits(id: &str) -> [usize; 2] {
        use std::hash::{Hash, Hasher};
        // Fixed keys: the same bits in every run.
        let mut h = std::hash::DefaultHasher::new();
        id.split('.').next().unwrap_or(id).hash(&mut h);
        let h = h.finish();
        [(h & 511) as usize, ((h >> 9) & 511) as usize]
    }

    pub(super) fn of<'a>(shown: impl IntoIterator<Item = &'a String>) -> Self {
        let mut words = [0u64; 8];
        for id in shown {
            for bit in Self::bits(id) {
                words[bit / 64] |= 1 << (bit % 64);
            }
        }
        ShownFilter(words)
    }

    /// False when the page surely does not show message `id`.
    pub(super) fn may_show(&self, id: &str) -> bool {
        Self::bits(id)
            .iter()
            .all(|&bit| self.0[bit / 64] & (1 << (bit % 64)) != 0)
    }
}

/// What to render again after an update: pages by content file and
/// locale, and the site-level pages whose inputs changed. A locale's
/// translation-status page is also rendered whenever a page's
/// source-locale render shows other messages. Site-level pages, like
/// pages, are rendered again for a changed message only if they showed it
/// ([`Affected::site_pages`]).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Affected {
    pub(super) pages: BTreeSet<(String, usize)>,
    /// Whether the translation status is read again (every locale's
    /// translation-status page shows it).
    pub(super) statuses: bool,
    /// Locales whose index, 404 and translation-status pages are rendered
    /// again whatever messages they show: their navigation list or
    /// language names changed. The sitemap follows these.
    pub(super) site: BTreeSet<usize>,
    /// Whether the root page is rendered again whatever messages it shows.
    pub(super) root: bool,
    /// By locale, messages whose text changed: the pages of that locale
    /// that show one are rendered again, site-level pages included.
    pub(super) messages: BTreeMap<usize, BTreeSet<String>>,
}

impl Affected {
    /// Adds what `other` affects: a rebuild that failed leaves its pages to
    /// the next one.
    pub fn merge(&mut self, other: Affected) {
        self.pages.extend(other.pages);
        self.statuses |= other.statuses;
        self.site.extend(other.site);
        self.root |= other.root;
        for (loc, ids) in other.messages {
            self.messages.entry(loc).or_default().extend(ids);
        }
    }

    /// Whether the page of `file` in locale `loc` is affected by name
    /// (read or evaluated again, or its navigation entry changed); whether
    /// it shows a changed message is [`Self::record_shows_changed`]'s.
    /// Every page of the site is asked after each edit, so a few named
    /// pages are looked at without making a key for each question.
    pub(super) fn names(&self, file: &str, loc: usize) -> bool {
        if self.pages.len() <= 16 {
            self.pages.iter().any(|(f, l)| *l == loc && f == file)
        } else {
            self.pages.contains(&(file.to_owned(), loc))
        }
    }

    /// Whether the page of `file` in locale `loc` is affected, by name or
    /// by `shown`, the messages it showed when last rendered (if it was):
    /// the whole question the two above answer for a render, as the tests
    /// ask it.
    #[cfg(test)]
    pub(super) fn contains<'s>(
        &self,
        file: &str,
        loc: usize,
        shown: impl FnOnce() -> Option<&'s BTreeSet<String>>,
    ) -> bool {
        self.names(file, loc)
            || (self.messages.contains_key(&loc) && self.shows_changed(loc, shown()))
    }

    /// Whether the page of locale `loc` whose last render `record` is
    /// shows a changed message: [`Self::contains`]'s question for one
    /// record, asked of every record after an edit, its filter first.
    pub(super) fn record_shows_changed(&self, loc: usize, record: &PageRecord) -> bool {
        self.messages
            .get(&loc)
            .is_some_and(|changed| changed.iter().any(|id| record.filter.may_show(id)))
            && self.shows_changed(loc, Some(&record.shown))
    }

    /// Whether `shown`, the messages a page of locale `loc` showed when
    /// last rendered (if it was), holds one whose text changed.
    fn shows_changed(&self, loc: usize, shown: Option<&BTreeSet<String>>) -> bool {
        let (Some(changed), Some(shown)) = (self.messages.get(&loc), shown) else {
            return false;
        };
        // `t(id="msg.attr")` shows an attribute of `msg`. The smaller set
        // is walked: every page is asked, and an edit changes few messages.
        if changed.len() <= shown.len() {
            changed.iter().any(|id| {
                let attr = format!("{id}.");
                shown.contains(id)
                    || shown
                        .range::<str, _>((
                            std::ops::Bound::Included(attr.as_str()),
                            std::ops::Bound::Unbounded,
                        ))
                        .next()
                        .is_some_and(|s| s.starts_with(&attr))
            })
        } else {
            shown
                .iter()
                .any(|id| changed.contains(id.split('.').next().unwrap_or(id)))
        }
    }

    /// The locales whose site-level pages (index, 404, translation status)
    /// are rendered again, and whether the root page is, given `shown`: by
    /// locale, the messages they showed when last rendered (the root page's
    /// are the source locale's). A locale with no record is rendered.
    /// A message edit that only a content page shows leaves them as they
    /// are: at a thousand pages, each index lists them all.
    pub(super) fn site_pages(
        &self,
        shown: &BTreeMap<usize, BTreeSet<String>>,
        locales: usize,
    ) -> (BTreeSet<usize>, bool) {
        let again = |loc: usize| {
            shown
                .get(&loc)
                .is_none_or(|ids| self.shows_changed(loc, Some(ids)))
        };
        let site = (0..locales)
            .filter(|&l| self.site.contains(&l) || again(l))
            .collect();
        (site, self.root || again(0))
    }
}
