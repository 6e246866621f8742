//! Whether a learner wrote a function recursively, read from the syntax tree of their file.
//!
//! Every function of the file (free, nested in another's body, in an `impl` or a trait) is a
//! node of a call graph; an edge says one function's body names another, in a call, a method
//! call, a closure or a macro's arguments, or as a value passed on (`map(step)`). A function is
//! recursive when the graph leads from it back to itself. Names are matched the way Rust finds
//! them, roughly: `f` and `crate::f` are the file's free functions, `Self::f` and `x.f()` its
//! methods, `ayoayo::f` is not the learner's.
//!
//! A function to be written with recursion alone (a chapter's `recursive_only` challenge) is
//! also searched for loops: a `for`, `while` or `loop` in its body or in a helper of the file it
//! calls (not in another of the chapter's functions it is told to call, such as `negamax`,
//! which is judged on its own), or an iterator doing the looping (`.iter()`, `.fold(..)`, `.sum()`, a method called on a
//! range, `iter::successors`). Types are not known here, so `map` or `filter`, which `Option`
//! has too, count only on a range or after an iterator's own method.

use std::collections::{BTreeSet, HashSet};

use serde::{Deserialize, Serialize};
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};
use syn::{Block, Expr, ExprMethodCall, ExprPath, Item, ItemUse, Macro, Token, UseTree};

use crate::learner_file::LearnerFile;
use crate::stub::is_untouched;

/// What the file says about one function the chapter asks to be written recursively: how it
/// recurses, or why it does not, or why it cannot be judged. (Whether its tests pass is
/// another matter, judged elsewhere.) In `grade`'s JSON it is still tagged `verdict`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "verdict", content = "detail")]
pub enum Judgement {
    /// It calls itself, directly or through functions of the file that call it back.
    Recursive,
    /// It calls itself only through another of the chapter's functions, which calls it back
    /// (`maximise` and `minimise`): mutual recursion, with that partner named.
    Mutual(String),
    /// It does not call itself, but hands its work to this recursive helper of the file (a
    /// wrapper around a worker with an accumulator, say), not another of the chapter's functions.
    RecursiveHelper(String),
    NotRecursive,
    /// Its code calls itself (or through the partner or helper named), but when it ran on the
    /// chapter's worked examples on which the reference's recurses, none of the file's
    /// functions called itself: a self-call that is never reached, around work done another
    /// way. Decided from a trace when grading ([`crate::grader::recursion_ran`]).
    NeverRan(String),
    /// It is to be written with recursion alone, but loops: the first loop found, in words
    /// that name where (`` a `for` loop in `go` ``).
    Loops(String),
    /// It still runs into the stub's `todo!()` whatever its input ([`crate::stub`]).
    Untouched,
    /// It is not the learner's own code: the file re-exports or calls the reference's.
    NotOwnCode,
    /// The file has no function of that name.
    Missing,
    /// The file is not Rust that parses; the reason is the parser's.
    Unparsable(String),
}

/// One function checked for recursion: its name and its judgement (not to be confused with a
/// learner's assessment, [`crate::assess`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecursionCheck {
    pub function: String,
    #[serde(flatten)]
    pub judgement: Judgement,
}

impl RecursionCheck {
    /// The check in a sentence, as `check` prints it after `Recursion: `.
    pub fn sentence(&self) -> String {
        let name = &self.function;
        match &self.judgement {
            Judgement::Recursive => format!("{name} calls itself ✓"),
            Judgement::Mutual(partner) => {
                format!("{name} calls itself through `{partner}`, which calls it back ✓")
            }
            Judgement::RecursiveHelper(helper) => {
                format!("{name} hands its work to `{helper}`, which calls itself ✓")
            }
            Judgement::NotRecursive => format!(
                "{name} has no recursive call: the chapter asks for recursion (your tests still count)"
            ),
            Judgement::Loops(found) => format!(
                "{name} uses {found}: this one asks for recursion alone, no loops or iterators \
                 (your tests still count)"
            ),
            Judgement::NeverRan(callee) => format!(
                "{name} calls `{callee}` in its code, but on the worked examples where the \
                 reference's {name} recurses, none of your functions called itself: the chapter \
                 asks for recursion that does the work (your tests still count)"
            ),
            Judgement::Untouched => format!("{name} is still a `todo!()`: nothing to judge yet"),
            Judgement::NotOwnCode => {
                format!("{name} is the reference's, not your own code: nothing to judge")
            }
            Judgement::Missing => format!("{name} is not in your file"),
            Judgement::Unparsable(why) => format!("{name} could not be read: {why}"),
        }
    }

    /// The check in a few characters, for a table cell: `distribute ✓`.
    pub fn mark(&self) -> String {
        let mark = match &self.judgement {
            Judgement::Recursive => "✓".to_string(),
            Judgement::Mutual(partner) => format!("✓ with {partner}"),
            Judgement::RecursiveHelper(helper) => format!("✓ via {helper}"),
            Judgement::NotRecursive => "✗".into(),
            Judgement::Loops(_) => "✗ loops".into(),
            Judgement::NeverRan(_) => "✗ never recursed".into(),
            Judgement::Untouched => "todo".into(),
            Judgement::NotOwnCode => "not own code".into(),
            Judgement::Missing => "missing".into(),
            Judgement::Unparsable(_) => "unparsable".into(),
        };
        format!("{} {mark}", self.function)
    }
}

/// The judgement on each function `chapter` asks to be recursive, then on each it asks to be
/// written with recursion alone (and not listed already): what `check` and `grade` report. The
/// latter are optional challenges, so those not attempted (still a `todo!()`, missing, or the
/// reference's) are left out.
pub fn analyse_chapter(source: &str, chapter: &course_model::Chapter) -> Vec<RecursionCheck> {
    let only = &chapter.recursive_only;
    let not_listed = only.iter().filter(|f| !chapter.recursive.contains(f));
    let functions: Vec<String> = chapter
        .recursive
        .iter()
        .chain(not_listed)
        .cloned()
        .collect();
    let attempted = |check: &RecursionCheck| {
        let unattempted = matches!(
            check.judgement,
            Judgement::Untouched | Judgement::Missing | Judgement::NotOwnCode
        );
        chapter.recursive.contains(&check.function) || !unattempted
    };
    let course = chapter.stub_functions();
    let checks = analyse_with(source, &functions, only, &course).into_iter();
    checks.filter(attempted).collect()
}

/// The judgement on each of `functions` in the Rust file `source`, in the same order.
pub fn analyse(source: &str, functions: &[String]) -> Vec<RecursionCheck> {
    analyse_with(source, functions, &[], &[])
}

/// The judgement on each of `functions`, those of `recursive_only` searched for loops as well.
/// The `course` functions (the chapter's and its challenges') are judged each on its own: one
/// is never taken for another's helper, nor searched for another's loops.
fn analyse_with(
    source: &str,
    functions: &[String],
    recursive_only: &[String],
    course: &[String],
) -> Vec<RecursionCheck> {
    let judgements: Vec<Judgement> = match LearnerFile::parse(source) {
        Ok(file) => {
            let graph = Graph::of(file.syntax());
            let judgement = |f: &String| {
                let others = graph.others_of(f, course);
                match graph.judgement(f, &others) {
                    _ if graph.untouched(f) => Judgement::Untouched,
                    Judgement::Recursive
                    | Judgement::Mutual(_)
                    | Judgement::RecursiveHelper(_)
                    | Judgement::NotRecursive
                        if recursive_only.contains(f) =>
                    {
                        (graph.loops(f, &others))
                            .map_or_else(|| graph.judgement(f, &others), Judgement::Loops)
                    }
                    other => other,
                }
            };
            functions.iter().map(judgement).collect()
        }
        Err(error) => {
            let why = Judgement::Unparsable(error.to_string());
            vec![why; functions.len()]
        }
    };
    let named = functions.iter().cloned().zip(judgements);
    named
        .map(|(function, judgement)| RecursionCheck {
            function,
            judgement,
        })
        .collect()
}

/// A function of the file and the names its body mentions.
struct Node {
    name: String,
    /// A method (in an `impl` or a trait), reached by `Self::f` or `x.f()`, not by `f`.
    method: bool,
    /// Declared at the file's top level, where the chapter's functions are.
    top_level: bool,
    mentions: Vec<Mention>,
    /// The loops in its own body (not in the functions declared inside it), in words.
    loops: Vec<String>,
    /// Whether its body still runs into the stub's `todo!(..)` whatever its input.
    untouched: bool,
}

/// A name a function's body mentions.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Mention {
    Free(String),
    Method(String),
    /// A path into the reference crate, `ayoayo::...::name`, by its last name.
    Reference(String),
}

/// The file's functions, the names its `use` items bring in, and who mentions whom.
struct Graph {
    nodes: Vec<Node>,
    imported: HashSet<String>,
}

impl Graph {
    fn of(file: &syn::File) -> Graph {
        let mut collector = Collector::default();
        collector.visit_file(file);
        Graph {
            nodes: collector.nodes,
            imported: collector.imported,
        }
    }

    /// The file's function named `function`: the top-level one, if several share the name.
    fn find(&self, function: &str) -> Option<usize> {
        let mut candidates: Vec<usize> = (0..self.nodes.len())
            .filter(|&i| !self.nodes[i].method && self.nodes[i].name == function)
            .collect();
        candidates.sort_by_key(|&i| !self.nodes[i].top_level);
        candidates.first().copied()
    }

    /// The file's top-level functions named in `course`, other than `function`: functions of
    /// the chapter that `function` may call, but which are not its helpers.
    fn others_of(&self, function: &str, course: &[String]) -> BTreeSet<usize> {
        let named = |i: &usize| {
            let node = &self.nodes[*i];
            node.top_level && !node.method && node.name != function && course.contains(&node.name)
        };
        (0..self.nodes.len()).filter(named).collect()
    }

    /// The first loop in `function` or in a function of the file it may call (not through the
    /// `others`), in words that say where: `` a `while` loop `` or `` `.fold(..)` in `go` ``.
    fn loops(&self, function: &str, others: &BTreeSet<usize>) -> Option<String> {
        let start = self.find(function)?;
        let mut places = vec![start];
        places.extend(
            self.reachable_from(start, others)
                .into_iter()
                .filter(|&i| i != start),
        );
        places.into_iter().find_map(|i| {
            let node = &self.nodes[i];
            let found = node.loops.first()?;
            Some(match i == start {
                true => found.clone(),
                false => format!("{found} in `{}`", node.name),
            })
        })
    }

    /// Whether `function` is still the stub's `todo!()`.
    fn untouched(&self, function: &str) -> bool {
        self.find(function).is_some_and(|i| self.nodes[i].untouched)
    }

    /// Whether `function` calls itself, or else hands its work to a recursive helper (not one of
    /// the `others`, the chapter's functions judged on their own).
    fn judgement(&self, function: &str, others: &BTreeSet<usize>) -> Judgement {
        let Some(start) = self.find(function) else {
            return if self.imported.contains(function) {
                Judgement::NotOwnCode
            } else {
                Judgement::Missing
            };
        };
        let none = BTreeSet::new();
        let reached = self.reachable_from(start, &none);
        let delegates = reached.iter().chain([&start]).any(|&i| {
            (self.nodes[i].mentions.iter()).any(|m| *m == Mention::Reference(function.into()))
        });
        if delegates {
            Judgement::NotOwnCode
        } else if self.reachable_from(start, others).contains(&start) {
            Judgement::Recursive
        } else if reached.contains(&start) {
            // The way back to `start` goes through another of the chapter's functions.
            let partner = (reached.iter().copied())
                .find(|&i| others.contains(&i) && self.reachable_from(i, &none).contains(&start));
            partner.map_or(Judgement::Recursive, |i| {
                Judgement::Mutual(self.nodes[i].name.clone())
            })
        } else if let Some(helper) = self
            .reachable_from(start, others)
            .into_iter()
            .find(|&i| self.reachable_from(i, others).contains(&i))
        {
            Judgement::RecursiveHelper(self.nodes[helper].name.clone())
        } else {
            Judgement::NotRecursive
        }
    }

    /// The functions `node`'s body may call: every one its mentions could name.
    fn callees(&self, node: usize) -> BTreeSet<usize> {
        let names = |i: usize, mention: &Mention| {
            let callee = &self.nodes[i];
            match mention {
                Mention::Free(name) => !callee.method && callee.name == *name,
                Mention::Method(name) => callee.method && callee.name == *name,
                Mention::Reference(_) => false,
            }
        };
        let mentions = &self.nodes[node].mentions;
        (0..self.nodes.len())
            .filter(|&i| mentions.iter().any(|m| names(i, m)))
            .collect()
    }

    /// The functions reached from `start` by one call or more, never entering those to `avoid`:
    /// `start` itself only if it recurses.
    fn reachable_from(&self, start: usize, avoid: &BTreeSet<usize>) -> BTreeSet<usize> {
        let mut seen = BTreeSet::from([start]);
        let mut to_visit = vec![start];
        let mut recursive = false;
        while let Some(node) = to_visit.pop() {
            for callee in self.callees(node).difference(avoid).copied() {
                recursive |= callee == start;
                if seen.insert(callee) {
                    to_visit.push(callee);
                }
            }
        }
        if !recursive {
            seen.remove(&start);
        }
        seen
    }
}

/// Walks the whole file for its functions, wherever they are declared, and its `use` items.
#[derive(Default)]
struct Collector {
    nodes: Vec<Node>,
    imported: HashSet<String>,
    /// How many items (functions, modules, impls) enclose the one visited: 0 at the top level.
    depth: usize,
}

impl Collector {
    fn add(&mut self, name: &syn::Ident, method: bool, body: &Block) {
        let mut mentions = Mentions::default();
        mentions.visit_block(body);
        self.nodes.push(Node {
            name: name.to_string(),
            method,
            top_level: self.depth == 0,
            mentions: mentions.names,
            loops: mentions.loops,
            untouched: is_untouched(body),
        });
    }
}

impl<'ast> Visit<'ast> for Collector {
    fn visit_item(&mut self, item: &'ast Item) {
        match item {
            Item::Fn(f) => self.add(&f.sig.ident, false, &f.block),
            Item::Use(ItemUse { tree, .. }) => imported_names(tree, &mut self.imported),
            _ => {}
        }
        self.depth += 1;
        visit::visit_item(self, item);
        self.depth -= 1;
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.add(&f.sig.ident, true, &f.block);
        visit::visit_impl_item_fn(self, f);
    }

    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        if let Some(body) = &f.default {
            self.add(&f.sig.ident, true, body);
        }
        visit::visit_trait_item_fn(self, f);
    }
}

/// The names a `use` tree brings into scope (`as` renames count by their new name).
fn imported_names(tree: &UseTree, names: &mut HashSet<String>) {
    match tree {
        UseTree::Path(path) => imported_names(&path.tree, names),
        UseTree::Name(name) => {
            names.insert(name.ident.to_string());
        }
        UseTree::Rename(rename) => {
            names.insert(rename.rename.to_string());
        }
        UseTree::Group(group) => group.items.iter().for_each(|t| imported_names(t, names)),
        UseTree::Glob(_) => {}
    }
}

/// Methods only an iterator (or a slice, to make one) has: calling one hands the looping to
/// the standard library. `map`, `filter`, `take` and the like are `Option`'s too, so they
/// count only where the receiver is known to be an iterator.
const ITERATOR_METHODS: &[&str] = &[
    "iter",
    "iter_mut",
    "into_iter",
    "chars",
    "bytes",
    "windows",
    "chunks",
    "fold",
    "try_fold",
    "for_each",
    "try_for_each",
    "sum",
    "product",
    "collect",
    "count",
    "enumerate",
    "zip",
    "rev",
    "flat_map",
    "scan",
    "position",
    "rposition",
    "take_while",
    "skip_while",
    "map_while",
    "step_by",
    "any",
    "all",
    "find_map",
    "fold_while",
    "cycle",
];

/// Free functions that make an iterator from a step: `iter::successors(..)`.
const ITERATOR_MAKERS: &[&str] = &["successors", "repeat_with", "from_fn", "repeat"];

/// The names one function's body mentions, and the loops it writes, not counting the
/// functions declared inside it, which are nodes of their own.
#[derive(Default)]
struct Mentions {
    names: Vec<Mention>,
    loops: Vec<String>,
}

impl<'ast> Visit<'ast> for Mentions {
    fn visit_item(&mut self, _nested: &'ast Item) {}

    fn visit_expr_for_loop(&mut self, expr: &'ast syn::ExprForLoop) {
        self.loops.push("a `for` loop".into());
        visit::visit_expr_for_loop(self, expr);
    }

    fn visit_expr_while(&mut self, expr: &'ast syn::ExprWhile) {
        self.loops.push("a `while` loop".into());
        visit::visit_expr_while(self, expr);
    }

    fn visit_expr_loop(&mut self, expr: &'ast syn::ExprLoop) {
        self.loops.push("a `loop`".into());
        visit::visit_expr_loop(self, expr);
    }

    fn visit_expr_path(&mut self, expr: &'ast ExprPath) {
        let names: Vec<String> = (expr.path.segments.iter())
            .map(|segment| segment.ident.to_string())
            .collect();
        let last = names.last().cloned().unwrap_or_default();
        if names.len() > 1 && ITERATOR_MAKERS.contains(&last.as_str()) {
            self.loops.push(format!("`{}(..)`", names.join("::")));
        }
        let mention = match names.first().map(String::as_str) {
            _ if expr.qself.is_some() => Mention::Method(last),
            _ if names.len() == 1 => Mention::Free(last),
            Some("crate" | "self" | "super") => Mention::Free(last),
            Some("ayoayo") => Mention::Reference(last),
            // `Self::f`, `Type::f`, or something of another crate's, which no method of the
            // file can be mistaken for unless it shares its name.
            _ => Mention::Method(last),
        };
        self.names.push(mention);
        visit::visit_expr_path(self, expr);
    }

    fn visit_expr_method_call(&mut self, call: &'ast ExprMethodCall) {
        let method = call.method.to_string();
        if ITERATOR_METHODS.contains(&method.as_str()) || on_a_range(&call.receiver) {
            self.loops.push(format!("`.{method}(..)`"));
        }
        self.names.push(Mention::Method(method));
        visit::visit_expr_method_call(self, call);
    }

    /// A macro's arguments are read as expressions when they are (`vec![...]`, `format!`,
    /// `assert_eq!`); other macros' bodies are not Rust syntax the parser can know.
    fn visit_macro(&mut self, mac: &'ast Macro) {
        let arguments = Punctuated::<Expr, Token![,]>::parse_terminated;
        if let Ok(arguments) = mac.parse_body_with(arguments) {
            arguments
                .iter()
                .for_each(|argument| self.visit_expr(argument));
        }
    }
}

/// Whether `receiver` is a range, `(0..n)`, whose every method is an iterator's.
fn on_a_range(receiver: &Expr) -> bool {
    match receiver {
        Expr::Range(_) => true,
        Expr::Paren(inner) => on_a_range(&inner.expr),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judgement(source: &str, function: &str) -> Judgement {
        let checks = analyse(source, &[function.to_string()]);
        checks.into_iter().next().unwrap().judgement
    }

    const RECURSIVE: &str = "
        use ayoayo::{Board, Pit};
        pub fn next_pit(pit: Pit) -> Pit { (pit + 1) % 12 }
        pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
            if pit == skip {
                return distribute(board, skip, next_pit(pit), in_hand);
            }
            let mut after = board;
            after[pit] += 1;
            if in_hand == 1 { (after, pit) } else { crate::distribute(after, skip, next_pit(pit), in_hand - 1) }
        }";

    #[test]
    fn a_function_that_calls_itself_is_recursive() {
        assert_eq!(judgement(RECURSIVE, "distribute"), Judgement::Recursive);
        assert_eq!(judgement(RECURSIVE, "next_pit"), Judgement::NotRecursive);
    }

    #[test]
    fn a_loop_or_a_fold_is_not_recursive() {
        let looping = "pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
            let (mut board, mut pit, mut left) = (board, pit, in_hand);
            loop { if pit != skip { board[pit] += 1; left -= 1; if left == 0 { return (board, pit); } } pit = next_pit(pit); }
        }
        fn next_pit(pit: Pit) -> Pit { (pit + 1) % 12 }";
        assert_eq!(judgement(looping, "distribute"), Judgement::NotRecursive);
        let folding = "pub fn possible_moves(board: Board, player: Player) -> Vec<Pit> {
            pits(player).fold(Vec::new(), |mut moves, pit| { if board[pit] > 0 { moves.push(pit); } moves })
        }";
        assert_eq!(
            judgement(folding, "possible_moves"),
            Judgement::NotRecursive
        );
    }

    #[test]
    fn recursion_through_a_helper_that_calls_back_counts() {
        let mutual = "
            pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
                if pit == skip { skip_over(board, skip, pit, in_hand) } else { drop_one(board, skip, pit, in_hand) }
            }
            fn skip_over(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
                distribute(board, skip, (pit + 1) % 12, in_hand)
            }
            fn drop_one(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
                let after = [0; 12];
                if in_hand == 1 { (after, pit) } else { self::distribute(after, skip, (pit + 1) % 12, in_hand - 1) }
            }";
        assert_eq!(judgement(mutual, "distribute"), Judgement::Recursive);
        let partners = "
            pub fn maximise(tree: &Tree) -> i32 { tree.subtrees().map(|t| minimise(&t)).max().unwrap_or(tree.value) }
            pub fn minimise(tree: &Tree) -> i32 { tree.subtrees().map(|t| maximise(&t)).min().unwrap_or(tree.value) }";
        let both = ["maximise".to_string(), "minimise".to_string()];
        let judged: Vec<Judgement> = (analyse_with(partners, &both, &[], &both).into_iter())
            .map(|check| check.judgement)
            .collect();
        assert_eq!(
            judged,
            [
                Judgement::Mutual("minimise".into()),
                Judgement::Mutual("maximise".into())
            ]
        );
        assert_eq!(
            RecursionCheck {
                function: "maximise".into(),
                judgement: judged[0].clone()
            }
            .sentence(),
            "maximise calls itself through `minimise`, which calls it back ✓"
        );
        let closure = "pub fn relay_sow(board: Board, pit: Pit) -> Board {
            let again = |b: Board, p: Pit| relay_sow(b, p);
            if board[pit] > 1 { again(board, pit) } else { board }
        }";
        assert_eq!(judgement(closure, "relay_sow"), Judgement::Recursive);
        let in_a_macro = "pub fn perft(depth: u32) -> u64 { vec![perft(depth - 1)].len() as u64 }";
        assert_eq!(judgement(in_a_macro, "perft"), Judgement::Recursive);
    }

    #[test]
    fn a_nested_worker_is_a_recursive_helper_and_can_call_back() {
        let worker = "pub fn count(board: Board) -> u32 {
            fn go(pits: &[u8], total: u32) -> u32 {
                match pits { [] => total, [first, rest @ ..] => go(rest, total + *first as u32) }
            }
            go(&board, 0)
        }";
        let helper = Judgement::RecursiveHelper("go".into());
        assert_eq!(judgement(worker, "count"), helper);
        let calls_back = "pub fn relay_sow(board: Board, pit: Pit) -> Board {
            fn next(board: Board, pit: Pit) -> Board { relay_sow(board, pit + 1) }
            if pit < 11 { next(board, pit) } else { board }
        }";
        assert_eq!(judgement(calls_back, "relay_sow"), Judgement::Recursive);
    }

    #[test]
    fn a_method_or_the_reference_of_the_same_name_is_not_the_function_itself() {
        let method = "pub fn distribute(board: Board) -> Board { board.distribute() }
            impl Hand { fn distribute(self) -> Self { self } }";
        assert_eq!(judgement(method, "distribute"), Judgement::NotRecursive);
        let wrapper =
            "pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
            ayoayo::distribute(board, skip, pit, in_hand)
        }";
        assert_eq!(judgement(wrapper, "distribute"), Judgement::NotOwnCode);
    }

    #[test]
    fn a_re_export_is_not_the_learner_s_own_code() {
        let renamed = "pub use ayoayo::{next_pit, distribute as distribute};";
        assert_eq!(judgement(renamed, "distribute"), Judgement::NotOwnCode);
        assert_eq!(
            judgement("pub use ayoayo::distribute;", "distribute"),
            Judgement::NotOwnCode
        );
        assert_eq!(
            judgement("pub fn sow() {}", "distribute"),
            Judgement::Missing
        );
    }

    #[test]
    fn an_unparsable_file_says_why_for_every_function() {
        let asked = ["distribute".to_string(), "next_pit".to_string()];
        let checks = analyse("pub fn distribute(board: Board {", &asked);
        assert_eq!(checks.len(), 2);
        for check in checks {
            let Judgement::Unparsable(why) = &check.judgement else {
                panic!("{check:?}")
            };
            assert!(!why.is_empty());
            assert!(check.sentence().contains("could not be read"), "{check:?}");
        }
    }

    #[test]
    fn every_reference_function_the_course_asks_to_be_recursive_is() {
        let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for chapter in crate::chapters::chapters(workspace).unwrap() {
            // A challenge's model answer is in the challenges module, a drill's in the drills
            // module, the rest in the chapter's.
            let (challenges, rest): (Vec<String>, Vec<String>) = chapter
                .recursive
                .iter()
                .cloned()
                .partition(|name| chapter.challenges.contains(name));
            let (drills, functions): (Vec<String>, Vec<String>) = rest
                .into_iter()
                .partition(|name| chapter.drills.contains(name));
            let answers = |kind: &str| {
                workspace.join(format!("solutions/src/{kind}/{}.rs", chapter.crate_name()))
            };
            let files = [
                (chapter.reference_file(workspace), functions),
                (answers("challenges"), challenges),
                (answers("drills"), drills),
            ];
            for (file, asked) in files.iter().filter(|(_, asked)| !asked.is_empty()) {
                let source = std::fs::read_to_string(file).unwrap();
                // Part III's reference re-exports some from files of its own, which are not read.
                let checks = analyse(&source, asked).into_iter();
                for check in checks.filter(|f| f.judgement != Judgement::NotOwnCode) {
                    let recursive = matches!(
                        check.judgement,
                        Judgement::Recursive | Judgement::RecursiveHelper(_)
                    );
                    assert!(recursive, "{}: {check:?}", file.display());
                }
            }
        }
    }

    /// The judgement on `function` asked to be written with recursion alone.
    fn alone(source: &str, function: &str) -> Judgement {
        let only = [function.to_string()];
        analyse_with(source, &only, &only, &[]).remove(0).judgement
    }

    #[test]
    fn recursion_alone_is_recursion_with_no_loop_anywhere_it_reaches() {
        let recursive = "pub fn count_stones(pits: &[u8]) -> u32 {
            match pits { [] => 0, [first, rest @ ..] => u32::from(*first) + count_stones(rest) }
        }";
        assert_eq!(alone(recursive, "count_stones"), Judgement::Recursive);
        let mutual = "pub fn south(board: Board, pit: Pit) -> u32 {
            if pit == 12 { 0 } else { u32::from(board[pit]) + north(board, pit + 1) }
        }
        fn north(board: Board, pit: Pit) -> u32 { south(board, pit) }";
        assert_eq!(alone(mutual, "south"), Judgement::Recursive);
        let optional = "pub fn last(pits: &[u8]) -> Option<u8> {
            match pits { [] => None, [only] => Some(*only), [_, rest @ ..] => last(rest).map(|x| x) }
        }";
        assert_eq!(alone(optional, "last"), Judgement::Recursive);
    }

    #[test]
    fn a_loop_or_an_iterator_in_a_recursion_alone_function_is_named() {
        let looping = "pub fn count_stones(board: Board) -> u32 {
            let mut total = 0; for pit in 0..12 { total += u32::from(board[pit]); } total
        }";
        let found = Judgement::Loops("a `for` loop".into());
        assert_eq!(alone(looping, "count_stones"), found);
        let summing = "pub fn count_stones(board: Board) -> u32 { board.iter().map(|&s| u32::from(s)).sum() }";
        let found = Judgement::Loops("`.sum(..)`".into());
        assert_eq!(alone(summing, "count_stones"), found);
        let ranged = "pub fn pits() -> Vec<u8> { Vec::from_iter((0..12).map(|p| p as u8)) }";
        assert_eq!(alone(ranged, "pits"), Judgement::Loops("`.map(..)`".into()));
        let stepping = "pub fn pits() -> Option<u8> { std::iter::successors(Some(0), |p| Some(p + 1)).last() }";
        let found = Judgement::Loops("`std::iter::successors(..)`".into());
        assert_eq!(alone(stepping, "pits"), found);
    }

    #[test]
    fn a_loop_in_a_helper_counts_even_when_the_function_recurses() {
        let helper = "pub fn relay(board: Board, pit: Pit) -> Board {
            if board[pit] == 0 { board } else { relay(drop_all(board, pit), (pit + 1) % 12) }
        }
        fn drop_all(mut board: Board, pit: Pit) -> Board {
            while board[pit] > 0 { board[pit] -= 1; } board
        }";
        let found = Judgement::Loops("a `while` loop in `drop_all`".into());
        assert_eq!(alone(helper, "relay"), found);
        // The same file, asked only to be recursive, is.
        assert_eq!(judgement(helper, "relay"), Judgement::Recursive);
        let check = RecursionCheck {
            function: "relay".into(),
            judgement: found,
        };
        assert_eq!(
            check.sentence(),
            "relay uses a `while` loop in `drop_all`: this one asks for recursion alone, no \
             loops or iterators (your tests still count)"
        );
        assert_eq!(check.mark(), "relay ✗ loops");
    }

    #[test]
    fn a_recursion_alone_challenge_not_attempted_is_left_out_but_a_chapter_function_is_not() {
        let mut chapter = crate::chapters::of_this_course("scoop").model;
        chapter.recursive = vec!["a".into()];
        chapter.recursive_only = vec!["b".into(), "c".into(), "d".into()];
        let source = "pub fn a() { todo!(\"a\") } pub fn b() { todo!() }
            pub use ayoayo::challenges::x::c;";
        let checks = analyse_chapter(source, &chapter);
        let judgements: Vec<&Judgement> = checks.iter().map(|f| &f.judgement).collect();
        assert_eq!(judgements, [&Judgement::Untouched]);
        assert_eq!(
            checks[0].sentence(),
            "a is still a `todo!()`: nothing to judge yet"
        );
    }

    #[test]
    fn a_challenge_still_running_into_its_todo_is_untouched_not_unrecursive() {
        let memo = crate::chapters::of_this_course("memo").model;
        // Chapter 15 written, its challenge `memo_perft` left as the stub gives it.
        let source = "pub fn memo_negamax(position: u8, depth: u32) -> i32 {
            if depth == 0 { 0 } else { -memo_negamax(position, depth - 1) }
        }
        pub fn memo_perft(position: u8, depth: u32, table: &mut Table) -> u64 {
            let _ = table; // yours to use
            todo!(\"count the sequences of {depth} moves from {position:?}\")
        }";
        let checks = analyse_chapter(source, &memo);
        assert_eq!(checks[0].judgement, Judgement::Recursive);
        assert_eq!(checks[1].function, "memo_perft");
        assert_eq!(checks[1].judgement, Judgement::Untouched);
    }

    #[test]
    fn recursion_alone_judges_the_challenge_not_the_chapter_s_functions_it_calls() {
        let minimax = crate::chapters::of_this_course("minimax").model;
        // `negamax` is the chapter's, written with an iterator; `principal_variation`, the
        // recursion-alone challenge, calls it, as its stub says, and recurses on its own.
        let source = "pub fn negamax(position: P, depth: u32) -> i32 {
            if depth == 0 { return 0; }
            position.moves().into_iter().map(|pit| -negamax(position.after(pit), depth - 1)).max().unwrap_or(0)
        }
        pub fn principal_variation(position: P, depth: u32) -> Vec<Pit> {
            match best(position, depth) {
                None => Vec::new(),
                Some(pit) => [vec![pit], principal_variation(position.after(pit), depth - 1)].concat(),
            }
        }
        fn best(position: P, depth: u32) -> Option<Pit> {
            let wanted = negamax(position, depth);
            first_with(position, depth, wanted, 0)
        }
        fn first_with(position: P, depth: u32, wanted: i32, at: usize) -> Option<Pit> {
            if at == 12 { None } else if -negamax(position.after(at), depth - 1) == wanted { Some(at) } else { first_with(position, depth, wanted, at + 1) }
        }";
        let judgement = |source: &str, name: &str| {
            let checks = analyse_chapter(source, &minimax);
            let check = checks.into_iter().find(|f| f.function == name);
            check.map(|f| f.judgement)
        };
        assert_eq!(judgement(source, "negamax"), Some(Judgement::Recursive));
        let challenge = "principal_variation";
        assert_eq!(judgement(source, challenge), Some(Judgement::Recursive));
        // The same challenge with no recursion of its own is not saved by `negamax`'s.
        let leaning = source.replace(
            "[vec![pit], principal_variation(position.after(pit), depth - 1)].concat()",
            "vec![pit]",
        );
        let helper = Judgement::RecursiveHelper("first_with".into());
        assert_eq!(judgement(&leaning, challenge), Some(helper));
        // But a loop in a helper written for it still counts.
        let looping = source.replace(
            "if at == 12 { None }",
            "if at == 12 { for _ in 0..1 {} None }",
        );
        let found = Judgement::Loops("a `for` loop in `first_with`".into());
        assert_eq!(judgement(&looping, challenge), Some(found));
    }

    #[test]
    fn a_chapter_s_recursion_alone_functions_follow_its_recursive_ones() {
        let mut chapter = crate::chapters::of_this_course("scoop").model;
        chapter.recursive = vec!["a".into(), "b".into()];
        chapter.recursive_only = vec!["b".into(), "c".into()];
        let source = "pub fn a() { a() } pub fn b() { loop {} } pub fn c() { c() }";
        let judgements: Vec<Judgement> = analyse_chapter(source, &chapter)
            .into_iter()
            .map(|check| check.judgement)
            .collect();
        let looping = Judgement::Loops("a `loop`".into());
        assert_eq!(
            judgements,
            [Judgement::Recursive, looping, Judgement::Recursive]
        );
    }

    #[test]
    fn every_model_answer_asked_for_recursion_alone_recurses_with_no_loop() {
        let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for chapter in crate::chapters::chapters(workspace).unwrap() {
            if chapter.recursive_only.is_empty() {
                continue;
            }
            // A drill's model answer is in the drills module, a challenge's in the challenges'.
            let (drills, challenges): (Vec<String>, Vec<String>) = (chapter.recursive_only)
                .iter()
                .cloned()
                .partition(|name| chapter.drills.contains(name));
            for (kind, only) in [("challenges", challenges), ("drills", drills)] {
                if only.is_empty() {
                    continue;
                }
                let file = format!("solutions/src/{kind}/{}.rs", chapter.crate_name());
                let source = std::fs::read_to_string(workspace.join(&file)).unwrap();
                for check in analyse_with(&source, &only, &only, &chapter.stub_functions()) {
                    let alone = matches!(
                        check.judgement,
                        Judgement::Recursive | Judgement::RecursiveHelper(_)
                    );
                    assert!(alone, "{file}: {check:?}");
                }
            }
        }
    }

    #[test]
    fn the_sentences_say_what_check_prints() {
        let check = |judgement| RecursionCheck {
            function: "distribute".into(),
            judgement,
        };
        assert_eq!(
            check(Judgement::Recursive).sentence(),
            "distribute calls itself ✓"
        );
        assert_eq!(
            check(Judgement::NotRecursive).sentence(),
            "distribute has no recursive call: the chapter asks for recursion (your tests still count)"
        );
        assert_eq!(check(Judgement::NotRecursive).mark(), "distribute ✗");
    }
}
