//! Reading `{:?}` text by its structure: the characters outside any brackets and quotes, which
//! is where a value's own commas and fields are, whatever the values nested inside hold.

use std::str::CharIndices;

/// The characters of `text` at its top level, with their byte offsets: outside any `()`, `[]`
/// or `{}` and any string or character literal. An opening bracket at the top level is itself
/// yielded; what it holds is not. It ends early at a bracket that closes none.
pub(crate) fn top_level(text: &str) -> TopLevel<'_> {
    TopLevel {
        chars: text.char_indices(),
        depth: 0,
        quote: None,
        escaped: false,
    }
}

/// See [`top_level`].
pub(crate) struct TopLevel<'a> {
    chars: CharIndices<'a>,
    depth: usize,
    /// The quote of the literal being read, `"` or `'`.
    quote: Option<char>,
    /// Whether the last character was a backslash inside a literal.
    escaped: bool,
}

impl Iterator for TopLevel<'_> {
    type Item = (usize, char);

    fn next(&mut self) -> Option<(usize, char)> {
        loop {
            let (at, character) = self.chars.next()?;
            let outside = self.depth == 0 && self.quote.is_none();
            match (self.quote, character) {
                (Some(_), _) if self.escaped => self.escaped = false,
                (Some(_), '\\') => self.escaped = true,
                (Some(quote), c) if c == quote => self.quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => self.quote = Some(character),
                (None, '(' | '[' | '{') => self.depth += 1,
                (None, ')' | ']' | '}') => self.depth = self.depth.checked_sub(1)?,
                (None, _) => {}
            }
            if outside {
                return Some((at, character));
            }
        }
    }
}

/// `text` cut at its commas outside any brackets and quotes, each piece trimmed.
pub(crate) fn top_level_items(text: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let mut start = 0;
    for (at, _) in top_level(text).filter(|&(_, c)| c == ',') {
        items.push(text[start..at].trim());
        start = at + 1;
    }
    items.push(text[start..].trim());
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_is_outside_brackets_and_quotes_is_at_the_top_level() {
        let text = r#"a: [1, 2], b: "x, ]", c: ',', d"#;
        let top: String = top_level(text).map(|(_, c)| c).collect();
        assert_eq!(top, r#"a: [, b: ", c: ', d"#);
        assert_eq!(
            top_level_items(text),
            ["a: [1, 2]", r#"b: "x, ]""#, "c: ','", "d"]
        );
    }

    #[test]
    fn a_bracket_that_closes_none_ends_the_top_level() {
        let top: String = top_level("a] b").map(|(_, c)| c).collect();
        assert_eq!(top, "a");
    }
}
