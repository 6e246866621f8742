//! The source of a chapter's tests, in the order its files give them, for exports that show a
//! learner the code of each test (Exercism's `test_code`) and list tests as the files do.
//!
//! A chapter's tests are one test program, `tests/SLUG/main.rs`, whose `mod` lines name its
//! files in reading order. A test is a `#[test]` function, written as an item or inside a macro
//! such as `proptest! { ... }` (whose functions are not Rust syn can read as items, so the
//! macro's tokens are walked instead). Its name is the harness's: `examples::scoops_a_pit`.

use std::path::Path;

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::spanned::Spanned;
use syn::{Attribute, Item};

/// One test, as its file writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestSource {
    /// The harness's name for it: `properties::sowing_keeps_every_stone`.
    pub name: String,
    /// Its body, without the braces around it and the indentation they gave it.
    pub code: String,
}

/// The tests of the chapter package in `dir` named `slug`, in file order; none when its test
/// program cannot be read (the exports then list tests by name, without their code).
pub fn tests_of(dir: &Path, slug: &str) -> Vec<TestSource> {
    let mut found = Vec::new();
    read_module(&dir.join("tests").join(slug), "main", "", &mut found);
    found
}

/// Reads the module file `name`.rs in `folder` (`main.rs` for the program's root), whose tests
/// are named under `prefix` (`examples::`), and the modules it declares after it.
fn read_module(folder: &Path, name: &str, prefix: &str, found: &mut Vec<TestSource>) {
    let Ok(text) = std::fs::read_to_string(folder.join(format!("{name}.rs"))) else {
        return;
    };
    let Ok(file) = syn::parse_file(&text) else {
        return;
    };
    read_items(&file.items, &text, folder, prefix, found);
}

/// The tests of `items`, in order, reading a module without a body from its own file.
fn read_items(
    items: &[Item],
    text: &str,
    folder: &Path,
    prefix: &str,
    found: &mut Vec<TestSource>,
) {
    for item in items {
        match item {
            Item::Fn(function) if is_test(&function.attrs) => found.push(TestSource {
                name: format!("{prefix}{}", function.sig.ident),
                code: body(text, function.block.span()),
            }),
            Item::Mod(module) => {
                let inner = format!("{prefix}{}::", module.ident);
                match &module.content {
                    Some((_, items)) => read_items(items, text, folder, &inner, found),
                    None => read_module(folder, &module.ident.to_string(), &inner, found),
                }
            }
            Item::Macro(call) => read_tokens(call.mac.tokens.clone(), text, prefix, found),
            _ => {}
        }
    }
}

/// The tests written as `#[test] ... fn NAME ... { BODY }` in a macro's tokens, looking inside
/// every group they hold.
fn read_tokens(tokens: TokenStream, text: &str, prefix: &str, found: &mut Vec<TestSource>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut marked = false;
    let mut at = 0;
    while at < tokens.len() {
        match &tokens[at] {
            TokenTree::Group(group) if group.delimiter() == Delimiter::Bracket => {
                marked |= group.stream().to_string() == "test";
            }
            TokenTree::Ident(word) if marked && word == "fn" => {
                let name = tokens
                    .get(at + 1)
                    .map(ToString::to_string)
                    .unwrap_or_default();
                let block = tokens[at..].iter().find_map(|token| match token {
                    TokenTree::Group(group) if group.delimiter() == Delimiter::Brace => {
                        Some(group.span())
                    }
                    _ => None,
                });
                if let Some(block) = block {
                    let code = body(text, block);
                    found.push(TestSource {
                        name: format!("{prefix}{name}"),
                        code,
                    });
                }
                marked = false;
            }
            TokenTree::Group(group) => read_tokens(group.stream(), text, prefix, found),
            _ => {}
        }
        at += 1;
    }
}

/// Whether the attributes mark a test.
fn is_test(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|attr| attr.path().is_ident("test"))
}

/// The text inside the braces at `span` in `text`, its lines dedented by their common indent.
fn body(text: &str, span: proc_macro2::Span) -> String {
    let range = span.byte_range();
    let inside = text
        .get(range.start + 1..range.end.saturating_sub(1))
        .unwrap_or_default();
    let lines: Vec<&str> = inside.trim_matches('\n').lines().collect();
    let indent = (lines.iter())
        .filter(|line| !line.trim().is_empty())
        .map(|line| line.len() - line.trim_start().len())
        .min()
        .unwrap_or(0);
    let dedented = lines
        .iter()
        .map(|line| line.get(indent..).unwrap_or(line.trim_start()));
    dedented
        .collect::<Vec<_>>()
        .join("\n")
        .trim_end()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tests_come_in_the_order_of_the_modules_and_their_files_with_their_bodies() {
        let dir = tempfile::tempdir().unwrap();
        let tests = dir.path().join("tests/sow");
        std::fs::create_dir_all(&tests).unwrap();
        let write = |name: &str, text: &str| std::fs::write(tests.join(name), text).unwrap();
        write("main.rs", "mod worked;\nmod checks;\n");
        write(
            "worked.rs",
            "#[test]\nfn b_first() {\n    let x = 1;\n    assert_eq!(x, 1);\n}\n\n\
             fn helper() {}\n\n#[test]\n#[ignore]\nfn a_second() {\n    helper();\n}\n",
        );
        write(
            "checks.rs",
            "proptest! {\n    #[test]\n    fn keeps(board in boards()) {\n        \
             prop_assert!(true);\n    }\n}\nmod inner {\n    #[test]\n    fn deep() {}\n}\n",
        );
        let found = tests_of(dir.path(), "sow");
        let names: Vec<&str> = found.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "worked::b_first",
                "worked::a_second",
                "checks::keeps",
                "checks::inner::deep"
            ]
        );
        assert_eq!(found[0].code, "let x = 1;\nassert_eq!(x, 1);");
        assert_eq!(found[2].code, "prop_assert!(true);");
        assert_eq!(found[3].code, "");
    }

    #[test]
    fn every_test_of_a_chapter_is_found_by_the_harness_s_name() {
        let chapter = crate::chapters::of_this_course("distribute");
        let found = tests_of(&chapter.dir, &chapter.slug);
        assert!(found.len() >= 15, "{found:?}");
        assert!(found.iter().all(|test| !test.code.is_empty()), "{found:?}");
        assert!(
            found
                .iter()
                .any(|test| test.name.starts_with("properties::"))
        );
    }
}
