//! pcdocs: measured benchmark results in, localized documentation pages out.
//! The data flows results/ → compute → content → l10n → render → site/;
//! ARCHITECTURE.md describes each step, and its `## Layers` the direction
//! every module's dependencies must take (`tests/it/layers.rs` checks it).

// Diagnostics are large by design (file, place, snippet, hint) and travel
// only on the failure path, where their size costs nothing.
#![allow(clippy::result_large_err)]
// Safe Rust only: what needs the system (renameat2, openat2, prctl) goes
// through rustix's safe calls.
#![forbid(unsafe_code)]

pub mod audit;
pub mod charts;
pub mod check;
pub mod compute;
pub mod config;
pub mod content;
pub mod diag;
pub mod git;
pub mod import;
pub mod init;
pub mod l10n;
pub mod paths;
pub mod render;
pub mod results;
pub mod review;
pub mod search;
pub mod serve;
pub mod site;
pub mod starlight;
pub mod translate;
