//! The instrumentation on small sources: what each kind of function becomes.

use super::instrument::{Plan, instrument};

fn plan(oracles: &[(&str, &str)]) -> Plan {
    Plan {
        oracles: (oracles.iter())
            .map(|(name, path)| (name.to_string(), path.to_string()))
            .collect(),
        bounds: true,
        ..Plan::default()
    }
}

/// `text` without its spaces: the wrappers are printed from tokens
/// (`:: ayoayo_calltree :: show ! (__a2)`), and what they say, not how it is spaced, is checked.
fn bare(text: &str) -> String {
    text.split_whitespace().collect()
}

/// The generated text, checked to be Rust and to keep every line where it was.
fn instrumented(source: &str, plan: &Plan) -> String {
    let out = instrument(source, plan).unwrap();
    syn::parse_file(&out).unwrap_or_else(|e| panic!("not Rust: {e}\n{out}"));
    assert_eq!(out.lines().count(), source.lines().count(), "{out}");
    out
}

#[test]
fn a_function_becomes_a_wrapper_that_records_and_asks_around_its_renamed_body() {
    let source = "use ayoayo::{Board, Pit};\n\
                  pub fn distribute(board: Board, skip: Pit, mut pit: Pit, in_hand: u8) -> (Board, Pit) {\n\
                  \x20   if in_hand == 0 { return (board, pit); }\n\
                  \x20   pit += 1;\n\
                  \x20   distribute(board, skip, pit, in_hand - 1)\n\
                  }\n";
    let out = instrumented(source, &plan(&[("distribute", "::ayoayo::distribute")]));
    let line = out.lines().nth(1).unwrap();
    assert!(
        bare(line).starts_with(&bare(
            "pub fn distribute(__a0: Board, __a1: Pit, __a2: Pit, __a3: u8) -> (Board, Pit) {"
        )),
        "{line}"
    );
    assert!(
        bare(line).contains(&bare(
            r#"::ayoayo_calltree::record::arg("pit", ::ayoayo_calltree::show!(__a2))"#
        )),
        "{line}"
    );
    let asked = "__frame.ask(|| ::ayoayo_calltree::show!(::ayoayo::distribute(\
                 ::core::clone::Clone::clone(&__a0), ::core::clone::Clone::clone(&__a1)";
    assert!(bare(line).contains(&bare(asked)), "{line}");
    assert!(line.ends_with("pub fn __traced_distribute(board: Board, skip: Pit, mut pit: Pit, in_hand: u8) -> (Board, Pit) {"), "{line}");
    // The recursive call is left as written: it calls the wrapper.
    assert!(
        out.contains("    distribute(board, skip, pit, in_hand - 1)"),
        "{out}"
    );
}

#[test]
fn helpers_nested_functions_and_methods_are_traced_but_only_the_chapters_ask_the_reference() {
    let source = "pub fn count(pits: &[u8]) -> u32 {\n\
                  \x20   fn go(pits: &[u8], (total, _): (u32, u8)) -> u32 { match pits { [] => total, [first, rest @ ..] => go(rest, (total + u32::from(*first), 0)) } }\n\
                  \x20   go(pits, (0, 0))\n\
                  }\n\
                  pub struct Counter;\n\
                  impl Counter {\n\
                  \x20   pub fn down(&self, n: u32) -> u32 { if n == 0 { 0 } else { self.down(n - 1) } }\n\
                  }\n";
    let out = instrumented(
        source,
        &plan(&[("count", "::ayoayo::count"), ("go", "::ayoayo::go")]),
    );
    assert!(
        bare(&out).contains(&bare(
            "__frame.ask(|| ::ayoayo_calltree::show!(::ayoayo::count(__a0)))"
        )),
        "{out}"
    );
    let nested = out.lines().nth(1).unwrap();
    assert!(
        bare(nested).contains(&bare(r#"enter("go""#))
            && bare(nested).contains(&bare("::core::option::Option::None")),
        "{nested}"
    );
    assert!(
        bare(nested).contains(&bare(r#"arg("_1", "#)),
        "a pattern is named by its place: {nested}"
    );
    let method = out.lines().nth(6).unwrap();
    assert!(
        bare(method).contains(&bare(r#"enter("Counter::down""#)),
        "{method}"
    );
    assert!(
        bare(method).contains(&bare("pub fn down(&self, __a1: u32) -> u32")),
        "{method}"
    );
    assert!(
        bare(method).contains(&bare("Self::__traced_down(self, __a1)")),
        "{method}"
    );
    assert!(
        bare(method).contains(&bare(r#"arg("self", ::ayoayo_calltree::show!(self))"#)),
        "{method}"
    );
}

#[test]
fn type_parameters_get_debug_and_clone_closures_neither_and_a_shared_closure_goes_to_both() {
    let source = "pub fn size<P>(tree: &Tree<P>) -> u64 { 1 }\n\
                  pub fn fold_tree<P, R, F: Fn(&P) -> R>(tree: &Tree<P>, f: &F) -> R { f(&tree.0) }\n\
                  pub fn map_tree<P, Q>(tree: &Tree<P>, f: &impl Fn(&P) -> Q) -> Q where P: Clone { f(&tree.0) }\n";
    let paths = [
        ("size", "::ayoayo::tree::size"),
        ("fold_tree", "::ayoayo::tree::fold_tree"),
        ("map_tree", "::ayoayo::tree::map_tree"),
    ];
    let out = instrumented(source, &plan(&paths));
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        bare(lines[0]).starts_with(&bare(
            "pub fn size<P: ::core::fmt::Debug + ::core::clone::Clone>(__a0: &Tree<P>)"
        )),
        "{}",
        lines[0]
    );
    assert!(bare(lines[0]).ends_with(&bare("pub fn __traced_size<P: ::core::fmt::Debug + ::core::clone::Clone>(tree: &Tree<P>) -> u64 { 1 }")), "{}", lines[0]);
    let bounded = "fold_tree<P: ::core::fmt::Debug + ::core::clone::Clone, \
                   R: ::core::fmt::Debug + ::core::clone::Clone, F: Fn(&P) -> R>";
    assert!(bare(lines[1]).contains(&bare(bounded)), "{}", lines[1]);
    // The closure, behind a shared reference, is handed to the reference as it is.
    let asked =
        "ask(|| ::ayoayo_calltree::show!(::ayoayo::tree::fold_tree::<P, R, F>(__a0, __a1)))";
    assert!(bare(lines[1]).contains(&bare(asked)), "{}", lines[1]);
    let asked = "ask(|| ::ayoayo_calltree::show!(::ayoayo::tree::map_tree(__a0, __a1)))";
    assert!(
        bare(lines[2]).contains(&bare(asked)) && bare(lines[2]).contains(&bare("where P: Clone")),
        "{}",
        lines[2]
    );
    let plain = Plan {
        bounds: false,
        ..plan(&paths)
    };
    let out = instrumented(source, &plain);
    assert!(
        bare(&out).starts_with(&bare("pub fn size<P>(__a0: &Tree<P>)")),
        "{out}"
    );
}

#[test]
fn a_type_defined_as_the_stub_defines_it_becomes_the_references_and_one_of_the_learners_own_keeps_its_functions_from_the_oracle()
 {
    let stub = "/// A tree.\npub struct Tree<P> { pub position: P, pub children: Vec<Tree<P>>, }\npub struct History;\n";
    let source = "// Mine.\npub struct Tree<P> {\n    pub position: P,\n    pub children: Vec<Tree<P>>,\n}\n\
                  pub enum History { Empty }\n\
                  pub fn size<P>(tree: &Tree<P>) -> u64 { 1 }\n\
                  pub fn len(history: &History) -> usize { 0 }\n";
    let mut plan = plan(&[
        ("size", "::ayoayo::tree::size"),
        ("len", "::ayoayo::history::len"),
    ]);
    plan.types = [
        ("Tree", "::ayoayo::tree::Tree"),
        ("History", "::ayoayo::history::History"),
    ]
    .iter()
    .map(|(name, path)| (name.to_string(), path.to_string()))
    .collect();
    plan.stub = Some(stub.to_string());
    let out = instrumented(source, &plan);
    assert!(out.contains("pub use ::ayoayo::tree::Tree;\n"), "{out}");
    assert!(out.contains("pub enum History { Empty }"), "{out}");
    assert!(
        bare(&out).contains(&bare("::ayoayo::tree::size::<P>(__a0)")),
        "{out}"
    );
    assert!(
        !bare(&out).contains(&bare("::ayoayo::history::len(")),
        "{out}"
    );
}

#[test]
fn trait_impls_and_const_functions_are_left_as_written() {
    let source = "impl std::fmt::Display for X { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } }\n\
                  pub const fn two() -> u8 { 2 }\n";
    assert_eq!(instrumented(source, &plan(&[])), source);
}

#[test]
fn a_lazy_result_is_shown_quietly_by_its_outline_and_a_list_that_walks_once_from_a_second_call() {
    let source = "pub fn prune<L: Clone>(depth: u32, tree: Lazy<L>) -> Lazy<L> { tree }\n\
                  pub fn maximise_values(tree: Lazy<Score>) -> Values { todo!() }\n\
                  pub fn map_min(lists: impl Iterator<Item = Values>) -> Values { todo!() }\n";
    let mut plan = plan(&[
        ("prune", "::ayoayo::lazy::prune"),
        ("maximise_values", "::ayoayo::pruning::maximise_values"),
        ("map_min", "::ayoayo::pruning::map_min"),
    ]);
    let outline = |show: &str, again| super::instrument::Outline {
        show: show.to_string(),
        again,
    };
    plan.outlines = [
        ("Lazy".to_string(), outline("outline(&{})", false)),
        (
            "Values".to_string(),
            outline("show!({}.collect::<Vec<i32>>())", true),
        ),
    ]
    .into_iter()
    .collect();
    let out = instrumented(source, &plan);
    let lines: Vec<&str> = out.lines().collect();
    let asked = "__frame.ask(|| outline(&::ayoayo::lazy::prune::<L>(\
                 ::core::clone::Clone::clone(&__a0), ::core::clone::Clone::clone(&__a1))))";
    assert!(bare(lines[0]).contains(&bare(asked)), "{}", lines[0]);
    let shown = "let __shown = if __frame.is_recorded() { \
                 ::ayoayo_calltree::record::quietly(|| outline(&__result)) }";
    assert!(bare(lines[0]).contains(&bare(shown)), "{}", lines[0]);
    // The list the caller gets is the first call's; the one shown, a second's, made before.
    let again = "let __again = if __frame.is_recorded() { ::ayoayo_calltree::record::quietly(|| \
                 show!(__traced_maximise_values(::core::clone::Clone::clone(&__a0))\
                 .collect::<Vec<i32>>())) }";
    assert!(bare(lines[1]).contains(&bare(again)), "{}", lines[1]);
    assert!(
        bare(lines[1]).contains(&bare(
            "let __result = __traced_maximise_values(__a0); let __shown = __again;"
        )),
        "{}",
        lines[1]
    );
    // An iterator argument cannot be copied: the list is shown by its type, and not compared.
    assert!(
        bare(lines[2]).contains(&bare("let __shown = ::ayoayo_calltree::show!(__result);"))
            && !bare(lines[2]).contains(&bare("ask("))
            && !bare(lines[2]).contains(&bare("collect")),
        "{}",
        lines[2]
    );
}

#[test]
fn a_memo_table_is_not_copied_for_the_reference_which_gets_an_empty_one() {
    let source =
        "pub fn memo(depth: u32, table: &mut Table<u8>, seen: &mut Vec<u8>) -> i32 { 0 }\n";
    let mut plan = plan(&[("memo", "::ayoayo::search::memo")]);
    plan.fresh = vec!["Table".to_string()];
    let out = instrumented(source, &plan);
    let asked = "::ayoayo::search::memo(::core::clone::Clone::clone(&__a0), \
                 &mut ::core::default::Default::default(), \
                 &mut ::core::clone::Clone::clone(&*__a2))";
    assert!(bare(&out).contains(&bare(asked)), "{out}");
}
