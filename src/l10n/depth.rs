//! A bound on how deeply placeables nest in a Fluent file, checked before
//! the file is parsed: fluent-syntax's parser recurses once per level, so a
//! file of a few thousand nested `{` would overflow the stack and abort the
//! process (build, check or a running `pcdocs serve`) instead of reporting
//! an input error.

use crate::diag::Diagnostic;

/// Deeper than any message a person writes (real ones nest two or three
/// levels: a selector holding a placeable), far below what overflows.
pub const MAX_DEPTH: usize = 32;

/// Refuses a Fluent source whose placeables nest deeper than [`MAX_DEPTH`],
/// naming the place where the limit is passed.
///
/// The count is an over-estimate on purpose: braces inside string literals
/// count too (a `{ "{" }` literal is rare, and never repeated thirty times
/// in one message), because telling literals from text would need the
/// parser this check protects. It restarts at every entry, so one odd
/// message cannot affect the next.
pub fn check(file: &str, source: &str) -> Result<(), Diagnostic> {
    let bytes = source.as_bytes();
    let mut depth = 0usize;
    // Line by line, and in a line from brace to brace (`memchr`): every
    // byte decided on is ASCII, and no byte of a multi-byte UTF-8
    // character is, so bytes decide as characters would.
    let mut start = 0;
    while let Some(&first) = bytes.get(start) {
        let end = memchr::memchr(b'\n', &bytes[start..]).map_or(bytes.len(), |n| start + n);
        // An entry starts at column 0 (a message, a term or a comment).
        if !matches!(
            first,
            b' ' | b'\t' | b'\n' | b'\r' | b'}' | b'[' | b'*' | b'.'
        ) {
            depth = 0;
        }
        if first != b'#' {
            for offset in memchr::memchr2_iter(b'{', b'}', &bytes[start..end]).map(|n| start + n) {
                if bytes[offset] == b'}' {
                    depth = depth.saturating_sub(1);
                    continue;
                }
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(Diagnostic::new(
                        file,
                        format!("placeables nest more than {MAX_DEPTH} levels deep"),
                    )
                    .at_offset(source, offset)
                    .hint("a message nests a few placeables at most; split it into messages"));
                }
            }
        }
        start = end + 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_messages_pass_and_deep_ones_are_placed() {
        let ok = "a = { $n ->\n    [one] { $x }\n   *[other] { { \"{\" } }\n}\n# { { { {\nb = x\n";
        assert!(check("x.ftl", ok).is_ok());
        let deep = format!(
            "ok = fine\nbad = {}x{}\n",
            "{ ".repeat(3000),
            " }".repeat(3000)
        );
        let d = check("x.ftl", &deep).unwrap_err();
        assert_eq!((d.line, d.column), (Some(2), Some(7 + 2 * MAX_DEPTH)));
        // Each entry starts again from zero.
        let many = format!("a = {}x{}\n", "{ ".repeat(20), " }".repeat(20)).repeat(10);
        assert!(check("x.ftl", &many).is_ok());
    }

    #[test]
    fn the_parser_survives_what_the_check_lets_through() {
        let at_limit = format!(
            "m = {}$x{}\n",
            "{ ".repeat(MAX_DEPTH),
            " }".repeat(MAX_DEPTH)
        );
        assert!(check("x.ftl", &at_limit).is_ok());
        let _ = fluent_bundle::FluentResource::try_new(at_limit);
    }

    /// The definition, byte by byte: where the check first passes the
    /// limit, if it does.
    fn reference(source: &str) -> Option<usize> {
        let (mut depth, mut line_start, mut comment) = (0usize, true, false);
        for (offset, &b) in source.as_bytes().iter().enumerate() {
            if line_start {
                comment = b == b'#';
                if !matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'}' | b'[' | b'*' | b'.') {
                    depth = 0;
                }
            }
            line_start = b == b'\n';
            if comment {
                continue;
            }
            match b {
                b'{' => {
                    depth += 1;
                    if depth > MAX_DEPTH {
                        return Some(offset);
                    }
                }
                b'}' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        None
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(512))]
        #[test]
        fn the_check_decides_as_its_byte_by_byte_definition(
            // A line's first character decides whether an entry starts;
            // braces outweigh the rest, so the limit is often passed.
            lines in proptest::collection::vec("[#a {}.\t\r*\\[](\\{|\\{|\\{|\\{|\\}| |#|é){0,60}", 0..12),
            repeat in 1usize..4,
        ) {
            let source = lines.join("\n").repeat(repeat);
            let got = check("x.ftl", &source).err().map(|d| (d.line, d.column));
            let want = reference(&source).map(|offset| {
                let d = Diagnostic::new("x.ftl", "").at_offset(&source, offset);
                (d.line, d.column)
            });
            proptest::prop_assert_eq!(got, want);
        }
    }
}
