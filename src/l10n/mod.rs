//! Everything that depends on the reader's language: CLDR formatting and
//! Fluent messages.
pub mod format;
pub mod marks;
pub mod messages;
