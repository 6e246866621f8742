//! A function the learner has not written yet, read from the syntax tree, in the two senses the
//! tool needs. *Unfinished*: it still holds a stub's `todo!()` somewhere, so calling it may
//! panic (`play --mine` and `check --mine` take only finished chapters). *Untouched*: it still
//! runs into the `todo!()` whatever its input, as the stub does, perhaps after a line of its own
//! such as `let _ = table;`, so there is nothing of the learner's to judge (the recursion
//! findings). An untouched function is unfinished; a half-written one is only unfinished. A
//! `todo!` in a comment or in a string is neither.

use syn::visit::{self, Visit};
use syn::{Block, Expr, Item, Macro, Stmt};

use crate::learner_file::LearnerFile;

/// Whether `mac` is a stub's placeholder: `todo!` or `unimplemented!` (`std::todo!` too).
fn is_stub_macro(mac: &Macro) -> bool {
    let name = mac.path.segments.last().map(|s| s.ident.to_string());
    matches!(name.as_deref(), Some("todo" | "unimplemented"))
}

/// Whether a function with this body is untouched: one of its statements is a `todo!(..)`
/// (alone, or as a `let`'s value), and none before it can leave the function (`return`, `?`),
/// so every call runs into it.
pub fn is_untouched(body: &Block) -> bool {
    for statement in &body.stmts {
        let placeholder = match statement {
            Stmt::Macro(statement) => Some(&statement.mac),
            Stmt::Expr(Expr::Macro(expr), _) => Some(&expr.mac),
            Stmt::Local(local) => match local.init.as_ref().map(|init| &*init.expr) {
                Some(Expr::Macro(expr)) => Some(&expr.mac),
                _ => None,
            },
            _ => None,
        };
        if placeholder.is_some_and(is_stub_macro) {
            return true;
        }
        let mut exit = EarlyExit::default();
        exit.visit_stmt(statement);
        if exit.found {
            return false;
        }
    }
    false
}

/// Looks for a way out of the function before its end: a `return` or a `?`, not counting those
/// of closures and functions declared inside it.
#[derive(Default)]
struct EarlyExit {
    found: bool,
}

impl<'ast> Visit<'ast> for EarlyExit {
    fn visit_expr_return(&mut self, _: &'ast syn::ExprReturn) {
        self.found = true;
    }

    fn visit_expr_try(&mut self, _: &'ast syn::ExprTry) {
        self.found = true;
    }

    fn visit_expr_closure(&mut self, _: &'ast syn::ExprClosure) {}

    fn visit_item(&mut self, _: &'ast Item) {}
}

/// The names among `functions` whose top-level definition in `source` still calls `todo!` or
/// `unimplemented!`, in the order given; `None` when the file does not parse (the compiler will
/// say why, better than this can).
pub fn unfinished(source: &str, functions: &[String]) -> Option<Vec<String>> {
    let file = LearnerFile::parse(source).ok()?;
    let stubbed = file.syntax().items.iter().filter_map(|item| match item {
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

/// Looks for a `todo!` or `unimplemented!` anywhere in a function: an unfinished one.
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
        self.found |= is_stub_macro(mac);
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

    fn untouched(body: &str) -> bool {
        let function: syn::ItemFn = syn::parse_str(&format!("fn f() {body}")).unwrap();
        is_untouched(&function.block)
    }

    #[test]
    fn a_body_that_always_runs_into_its_todo_is_untouched() {
        assert!(untouched("{ todo!() }"));
        assert!(untouched("{ todo!(\"count {depth}\") }"));
        // Chapter 15's challenge stub, and the same with a line of the learner's before it.
        assert!(untouched("{ let _ = table; todo!(\"count\") }"));
        assert!(untouched(
            "{ let n = depth + 1; let _ = n; std::unimplemented!(); }"
        ));
        assert!(untouched("{ let answer: u64 = todo!(); answer }"));
        let closure = "{ let f = |x: Option<u8>| -> Option<u8> { Some(x? + 1) }; todo!() }";
        assert!(
            untouched(closure),
            "a `?` in a closure does not leave the function"
        );
    }

    #[test]
    fn a_body_that_may_answer_before_its_todo_is_touched() {
        assert!(!untouched("{ if depth == 0 { return 1; } todo!() }"));
        assert!(!untouched("{ let x = parse(s)?; todo!() }"));
        assert!(!untouched("{ if depth == 0 { 1 } else { todo!() } }"));
        assert!(!untouched("{ perft(position, depth) }"));
        assert!(!untouched("{ let _ = \"todo!()\"; 0 }"));
    }
}
