//! Everything that depends on the reader's language: CLDR formatting and
//! Fluent messages.
pub mod depth;
pub mod format;
pub mod marks;
pub mod messages;
