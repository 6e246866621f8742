//! Changes to a source file made in place, by byte ranges read from the syntax tree's spans,
//! so everything not changed keeps its place: the learner's lines keep their numbers, and a
//! panic or a compiler error in the generated file points to the line they wrote.

use std::ops::Range;

use proc_macro2::Span;

/// Replacements to make in one source text, collected in any order.
#[derive(Default)]
pub struct Edits {
    changes: Vec<(Range<usize>, String)>,
}

impl Edits {
    /// Puts `text` where `span` is.
    pub fn replace(&mut self, span: Span, text: impl Into<String>) {
        self.changes.push((span.byte_range(), text.into()));
    }

    /// Puts `text` just before `span`.
    pub fn before(&mut self, span: Span, text: impl Into<String>) {
        let at = span.byte_range().start;
        self.changes.push((at..at, text.into()));
    }

    /// Puts `text` at byte `at` of the source.
    pub fn insert_at(&mut self, at: usize, text: impl Into<String>) {
        self.changes.push((at..at, text.into()));
    }

    /// Puts `text` just after `span`.
    pub fn after(&mut self, span: Span, text: impl Into<String>) {
        let at = span.byte_range().end;
        self.changes.push((at..at, text.into()));
    }

    /// Replaces the text from the start of `first` to the end of `last`.
    pub fn replace_between(&mut self, first: Span, last: Span, text: impl Into<String>) {
        let range = first.byte_range().start..last.byte_range().end;
        self.changes.push((range, text.into()));
    }

    /// `source` with every change made. Insertions at the same place keep the order they were
    /// made in; a change inside a range already replaced is dropped.
    pub fn apply(mut self, source: &str) -> String {
        // Stable, and by end too: an insertion comes before a replacement starting where it is.
        self.changes
            .sort_by_key(|(range, _)| (range.start, range.end));
        let mut out = String::with_capacity(source.len() * 2);
        let mut at = 0;
        for (range, text) in self.changes {
            if range.start < at {
                continue;
            }
            out.push_str(&source[at..range.start]);
            out.push_str(&text);
            at = range.end;
        }
        out.push_str(&source[at..]);
        out
    }
}

/// The source text `span` covers.
pub fn text_of(source: &str, span: Span) -> &str {
    &source[span.byte_range()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_made_by_place_whatever_order_they_come_in() {
        let source = "fn f(x: u8) -> u8 { x }";
        let file = syn::parse_file(source).unwrap();
        let syn::Item::Fn(f) = &file.items[0] else {
            panic!()
        };
        let mut edits = Edits::default();
        edits.replace(f.sig.ident.span(), "g");
        edits.before(f.sig.fn_token.span, "/* a */ ");
        edits.after(f.sig.ident.span(), "<T>");
        assert_eq!(text_of(source, f.sig.ident.span()), "f");
        assert_eq!(edits.apply(source), "/* a */ fn g<T>(x: u8) -> u8 { x }");
    }
}
