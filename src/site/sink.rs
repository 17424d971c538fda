//! Where a render's files go: a [`Sink`]. A build streams each page into
//! its staging folder as soon as it is rendered ([`Streamed`]) and makes
//! the search index meanwhile; `pcdocs serve` and Starlight keep the files
//! in memory ([`Memory`]), serve with each page's record so that part of
//! the site can be rendered again.

use super::output::{Staging, WriteError};
use super::pages::RenderError;
use super::target::Files;
use crate::diag::Diagnostic;
use std::collections::BTreeMap;

/// The URL path, from the site root, of the page written at `path`.
pub(super) fn page_url(path: &str) -> String {
    format!("/{}", path.strip_suffix("index.html").unwrap_or(path))
}

/// Where a render writes.
pub trait Sink: Sync {
    /// Whether each page is rendered once and let go as soon as it is
    /// written (a build): its arguments are released and neither its files
    /// nor what it showed are kept.
    fn streams(&self) -> bool;

    /// Takes the files of the page at `position` in the render's order,
    /// leaving in `files` those it does not write itself.
    fn page(&self, position: usize, files: &mut Files) -> Result<(), WriteError>;

    /// Writes the site-level files (index, 404, status pages, sitemap).
    fn site(&self, files: &BTreeMap<String, Vec<u8>>) -> Result<(), WriteError>;

    /// The search index of the pages written, made while they were, or
    /// `None` when it is made apart from the render. `html_paths` gives
    /// the paths of the pages' HTML in the order they were written.
    fn search_index(
        &mut self,
        html_paths: &dyn Fn() -> Vec<String>,
    ) -> Result<Option<Files>, RenderError>;

    /// Writes the search index's files.
    fn index(&self, files: &Files) -> Result<(), WriteError>;
}

/// In memory: the files stay with the render's [`super::pages::Output`],
/// which is the site; its search index is made apart
/// ([`super::Project::index_search`]).
pub struct Memory;

impl Sink for Memory {
    fn streams(&self) -> bool {
        false
    }

    fn page(&self, _: usize, _: &mut Files) -> Result<(), WriteError> {
        Ok(())
    }

    fn site(&self, _: &BTreeMap<String, Vec<u8>>) -> Result<(), WriteError> {
        Ok(())
    }

    fn search_index(&mut self, _: &dyn Fn() -> Vec<String>) -> Result<Option<Files>, RenderError> {
        Ok(None)
    }

    fn index(&self, _: &Files) -> Result<(), WriteError> {
        Ok(())
    }
}

/// A staging folder, written page by page: each page's HTML goes to the
/// search index, made meanwhile on a thread per locale.
pub struct Streamed<'a> {
    stage: &'a Staging,
    indexer: Option<crate::search::Indexer>,
}

impl<'a> Streamed<'a> {
    /// Writes into `stage`; with `search`, indexes pages of the locales
    /// `locales` (in the order they are written) as they come.
    pub fn new(stage: &'a Staging, search: bool, locales: Vec<usize>) -> Self {
        Streamed {
            stage,
            indexer: search.then(|| crate::search::Indexer::start(locales)),
        }
    }
}

impl Sink for Streamed<'_> {
    fn streams(&self) -> bool {
        true
    }

    fn page(&self, position: usize, files: &mut Files) -> Result<(), WriteError> {
        for (path, bytes) in files.iter() {
            self.stage.put(path, bytes)?;
        }
        if let Some(indexer) = &self.indexer
            && let Some((path, html)) = files
                .iter_mut()
                .find(|(path, _)| path.ends_with("/index.html"))
        {
            let url = page_url(path);
            let html = String::from_utf8(std::mem::take(html))
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
            indexer.add(position, url, html);
        }
        files.clear();
        Ok(())
    }

    fn site(&self, files: &BTreeMap<String, Vec<u8>>) -> Result<(), WriteError> {
        // Side by side (the sitemap and index pages are large); the first
        // error in path order is the one reported.
        use rayon::prelude::*;
        let puts: Vec<Result<(), WriteError>> = files
            .par_iter()
            .map(|(path, bytes)| self.stage.put(path, bytes))
            .collect();
        puts.into_iter().collect()
    }

    fn search_index(
        &mut self,
        html_paths: &dyn Fn() -> Vec<String>,
    ) -> Result<Option<Files>, RenderError> {
        let failed = |e: String| RenderError::Input(Diagnostic::new("site", e).into());
        let Some(indexer) = self.indexer.take() else {
            return Ok(None);
        };
        if let Some(index) = indexer.finish().map_err(failed)? {
            return Ok(Some(index));
        }
        // Locales whose pages share a language: their written pages are
        // indexed again, as one.
        let paths = html_paths();
        let mut html = Vec::with_capacity(paths.len());
        for path in &paths {
            html.push((page_url(path), self.stage.read(path)?));
        }
        let pages: Vec<crate::search::Page<'_>> = html
            .iter()
            .map(|(url, bytes)| (0, url.clone(), bytes.as_slice()))
            .collect();
        crate::search::index(&pages).map(Some).map_err(failed)
    }

    fn index(&self, files: &Files) -> Result<(), WriteError> {
        for (path, bytes) in files {
            self.stage.put(path, bytes)?;
        }
        Ok(())
    }
}
