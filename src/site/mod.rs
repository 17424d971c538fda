//! site/: loads a project, renders every page in every locale, and writes the
//! result atomically. The only module that reads the project tree as a whole
//! and the only one that writes.
//!
//! `pcdocs serve` keeps a loaded [`Project`] and its [`pages::Output`] between
//! rebuilds: [`Project::changes`] sorts changed paths by input,
//! [`Project::update`] re-reads only those inputs and tells which pages they
//! affect, and [`Project::render_affected`] renders only those pages (plus
//! the site-level pages) into the kept output. A full build is the same
//! render with every page affected, so both give the same bytes.

pub mod incremental;
mod load;
mod nav;
pub mod output;
pub mod pages;
pub mod record;
pub mod sink;
pub mod target;

pub use load::{load, load_once, load_with_config, load_with_results};

use crate::config::Config;
use crate::render::Renderer;
use crate::results::Campaign;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

/// A loaded project, ready to render.
pub struct Project {
    pub root: PathBuf,
    pub config: Config,
    pub renderer: Renderer,
    /// Page indexes, newest campaign first.
    pub order: Vec<usize>,
    /// Dates of each page's campaign, for ordering and display.
    dates: Vec<Option<String>>,
    results_dir: PathBuf,
    /// The parsed campaigns, kept so an update re-reads only changed ones
    /// (none after `load_once`).
    campaigns: BTreeMap<String, Arc<Campaign>>,
    /// Navigation titles and language names, formatted on first use.
    nav: OnceLock<nav::Nav>,
}

/// Relative prefix from a folder `depth` levels below the site root.
fn up(depth: usize) -> String {
    "../".repeat(depth)
}

impl Project {
    /// The campaigns loaded with the project (none after a build's
    /// `load_once`, which lets them go once the figures are made).
    pub fn campaigns(&self) -> &BTreeMap<String, Arc<Campaign>> {
        &self.campaigns
    }

    fn tags(&self) -> &[String] {
        &self.renderer.locale_tags
    }

    /// Index of the page with this slug or content file.
    pub fn find_page(&self, name: &str) -> Option<usize> {
        self.renderer.pages().iter().position(|p| {
            p.source.front.slug == name
                || p.source.file == name
                || p.source.file == format!("content/{name}.md")
        })
    }
}
