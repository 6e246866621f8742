//! A learner's Rust file, read once by its syntax tree rather than scanned as text: its public
//! functions, the function a line of it belongs to, and the tree itself for [`crate::recursion`].

use syn::visit::{self, Visit};
use syn::{ImplItemFn, ItemFn, TraitItemFn, Visibility};

/// A Rust file that parses, with what the course asks of it.
pub struct LearnerFile {
    syntax: syn::File,
}

impl LearnerFile {
    /// The file `source`, or the parser's reason why it is not Rust.
    pub fn parse(source: &str) -> syn::Result<LearnerFile> {
        syn::parse_file(source).map(|syntax| LearnerFile { syntax })
    }

    /// The syntax tree, for a closer reading ([`crate::recursion`]).
    pub fn syntax(&self) -> &syn::File {
        &self.syntax
    }

    /// The names of the file's `pub` functions, free ones (in modules too) and methods, in the
    /// order written: what the checks compare with the course model, and what the book's
    /// checks look for in the reference.
    pub fn public_functions(&self) -> Vec<String> {
        self.functions()
            .into_iter()
            .filter(|function| function.public)
            .map(|function| function.name)
            .collect()
    }

    /// The names of the functions written at the file's root, public or not: the ones the file
    /// itself defines, where a `pub use` or a module's function is taken from elsewhere.
    pub fn root_functions(&self) -> Vec<String> {
        (self.syntax.items.iter())
            .filter_map(|item| match item {
                syn::Item::Fn(function) => Some(function.sig.ident.to_string()),
                _ => None,
            })
            .collect()
    }

    /// The name of the innermost function (free, nested in another, or a method) whose
    /// declaration spans `line` (1-based), if any: where a panic at that line comes from.
    pub fn function_at_line(&self, line: usize) -> Option<String> {
        let around = self
            .functions()
            .into_iter()
            .filter(|f| f.lines.contains(&line));
        // A function declared inside another starts after it, and ends before it.
        around.max_by_key(|f| *f.lines.start()).map(|f| f.name)
    }

    /// Every function of the file with a body, in the order written.
    fn functions(&self) -> Vec<Function> {
        let mut collector = Functions::default();
        collector.visit_file(&self.syntax);
        collector.found
    }
}

/// A function of the file, as these readings need it.
struct Function {
    name: String,
    public: bool,
    /// From the line of its `fn` to that of its closing brace.
    lines: std::ops::RangeInclusive<usize>,
}

/// Walks the file for its functions, wherever they are declared.
#[derive(Default)]
struct Functions {
    found: Vec<Function>,
}

impl Functions {
    fn add(&mut self, vis: &Visibility, sig: &syn::Signature, body: &syn::Block) {
        let first = sig.fn_token.span.start().line;
        let last = body.brace_token.span.close().end().line;
        self.found.push(Function {
            name: sig.ident.to_string(),
            public: matches!(vis, Visibility::Public(_)),
            lines: first..=last,
        });
    }
}

impl<'ast> Visit<'ast> for Functions {
    fn visit_item_fn(&mut self, f: &'ast ItemFn) {
        self.add(&f.vis, &f.sig, &f.block);
        visit::visit_item_fn(self, f);
    }

    fn visit_impl_item_fn(&mut self, f: &'ast ImplItemFn) {
        self.add(&f.vis, &f.sig, &f.block);
        visit::visit_impl_item_fn(self, f);
    }

    fn visit_trait_item_fn(&mut self, f: &'ast TraitItemFn) {
        if let Some(body) = &f.default {
            self.add(&Visibility::Inherited, &f.sig, body);
        }
        visit::visit_trait_item_fn(self, f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = "\
use ayoayo::Pit;

/// Not this one.
pub fn next_pit(pit: Pit) -> Pit {
    fn wrap(pit: Pit) -> Pit {
        pit % 12
    }
    wrap(pit + 1)
}

fn helper() {}

mod inner {
    pub fn sow<T>(x: T) {}
}

pub(crate) fn shared() {}

impl Thing {
    pub fn method(&self) {
        todo!()
    }
}
";

    #[test]
    fn public_functions_are_the_pub_ones_in_modules_and_impls_too_in_order() {
        let file = LearnerFile::parse(SOURCE).unwrap();
        assert_eq!(file.public_functions(), ["next_pit", "sow", "method"]);
    }

    #[test]
    fn a_line_belongs_to_the_innermost_function_around_it() {
        let file = LearnerFile::parse(SOURCE).unwrap();
        let at = |line| file.function_at_line(line);
        assert_eq!(at(3), None, "a doc comment is not yet the function");
        assert_eq!(at(4).as_deref(), Some("next_pit"));
        assert_eq!(at(6).as_deref(), Some("wrap"));
        assert_eq!(at(8).as_deref(), Some("next_pit"));
        assert_eq!(at(10), None);
        assert_eq!(at(21).as_deref(), Some("method"));
    }

    #[test]
    fn a_file_that_is_not_rust_is_an_error() {
        assert!(LearnerFile::parse("pub fn (").is_err());
    }
}
