//! review/: what reviewers ask of a site — where each figure comes from
//! (`explain`) and what a change of inputs would do to the pages (`diff`).

pub mod diff;
pub mod explain;
