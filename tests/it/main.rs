//! The integration tests, one binary: each module drives `pcdocs` (the
//! library or the built binary) on fixture sites (`common::site`), on the
//! one build of the repository the run shares (`common::built_repo`), or on
//! a copy of the repository of its own when it changes the inputs.
#![allow(clippy::result_large_err)]

mod common;

mod audit;
mod authoring_doc;
mod check;
mod claims;
mod cli;
mod container_matrix;
mod corpus;
mod downloads;
mod errors;
mod facts_table;
mod git;
mod history;
mod i18n;
mod import;
mod injection;
mod kinds;
mod layers;
mod links;
mod output;
mod places;
mod properties;
mod rc3_page;
mod review;
mod search;
mod serve;
mod starlight;
mod sync;
mod twins;
mod typography;
