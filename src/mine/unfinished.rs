//! Which of a chapter's functions still hold a stub's `todo!()`, read from the syntax tree: a
//! `todo!` in a comment, in a string or in an optional challenge further down the file does not
//! make the chapter's own functions unwritten.

use syn::visit::{self, Visit};
use syn::{Item, Macro};

/// The names among `functions` whose top-level definition in `source` still calls `todo!` or
/// `unimplemented!`, in the order given; `None` when the file does not parse (the compiler will
/// say why, better than this can).
pub fn unfinished(source: &str, functions: &[String]) -> Option<Vec<String>> {
    let file = syn::parse_file(source).ok()?;
    let stubbed = file.items.iter().filter_map(|item| match item {
        Item::Fn(function) if StubMacro::finds_one_in(function) => {
            Some(function.sig.ident.to_string())
        }
        _ => None,
    });
    let stubbed: Vec<String> = stubbed.collect();
    Some(
        functions
            .iter()
            .filter(|name| stubbed.contains(name))
            .cloned()
            .collect(),
    )
}

/// Looks for a `todo!` or `unimplemented!` anywhere in a function.
#[derive(Default)]
struct StubMacro {
    found: bool,
}

impl StubMacro {
    fn finds_one_in(function: &syn::ItemFn) -> bool {
        let mut search = StubMacro::default();
        search.visit_item_fn(function);
        search.found
    }
}

impl<'ast> Visit<'ast> for StubMacro {
    fn visit_macro(&mut self, mac: &'ast Macro) {
        let name = mac.path.segments.last().map(|s| s.ident.to_string());
        if matches!(name.as_deref(), Some("todo" | "unimplemented")) {
            self.found = true;
        }
        visit::visit_macro(self, mac);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_stub_is_unfinished_and_a_written_function_is_not() {
        let source = r#"
            pub fn scoop(board: Board, pit: Pit) -> (Board, u8) { todo!("scoop {pit}") }
            pub fn sow(board: Board) -> Board { board }
        "#;
        let found = unfinished(source, &names(&["scoop", "sow"]));
        assert_eq!(found, Some(names(&["scoop"])));
    }

    #[test]
    fn a_todo_in_a_comment_or_a_challenge_does_not_count() {
        let source = r#"
            // todo!() was here
            pub fn scoop(board: Board, pit: Pit) -> (Board, u8) { (board, "todo!()".len() as u8) }
            // Challenges (optional): see the end of the chapter's page.
            pub fn scoop_all(board: Board) -> Board { todo!() }
        "#;
        assert_eq!(unfinished(source, &names(&["scoop"])), Some(vec![]));
    }

    #[test]
    fn a_nested_todo_counts_and_a_file_that_does_not_parse_is_left_to_the_compiler() {
        let nested = "pub fn f(x: u8) -> u8 { if x > 0 { std::todo!() } else { 0 } }";
        assert_eq!(unfinished(nested, &names(&["f"])), Some(names(&["f"])));
        assert_eq!(unfinished("pub fn f( {", &names(&["f"])), None);
    }
}
