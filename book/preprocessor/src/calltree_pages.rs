//! The book's call trees: the folder of traces holds only what the pages show, and the pages'
//! sentences read their trees right.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use ayoayo_calltree::CallTree;
use course_model::Course;

use super::{FOLDER, LANGUAGE, Request};

fn course() -> Course {
    Course::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")).unwrap()
}
/// The (chapter slug, example) of every call-tree block of the book's pages.
fn shown_in_the_book(course: &Course) -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src");
    let mut shown = Vec::new();
    for entry in fs::read_dir(&src).unwrap() {
        let page = fs::read_to_string(entry.unwrap().path()).unwrap_or_default();
        let fence = format!("```{LANGUAGE}\n");
        for block in page.split(&fence).skip(1) {
            let body = block.split("```").next().unwrap();
            let request = Request::parse(body).unwrap();
            let chapter = course.find(&request.chapter).unwrap();
            shown.push((chapter.slug.clone(), request.example));
        }
    }
    shown
}

/// The folder keeps only what the pages show, so every trace in it is one a build checks.
#[test]
fn every_committed_trace_is_shown_by_a_page() {
    let course = course();
    let shown = shown_in_the_book(&course);
    assert!(
        shown.contains(&("distribute".into(), "first-move".into())),
        "{shown:?}"
    );
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../src")
        .join(FOLDER);
    for entry in fs::read_dir(folder).unwrap() {
        let file = entry.unwrap().path();
        let slug = file.file_stem().unwrap().to_string_lossy().to_string();
        let text = fs::read_to_string(&file).unwrap();
        let traces: BTreeMap<String, CallTree> = serde_json::from_str(&text).unwrap();
        for example in traces.keys() {
            let pair = (slug.clone(), example.clone());
            assert!(
                shown.contains(&pair),
                "{}: no page shows `{example}`",
                file.display()
            );
        }
    }
}

/// What a page's sentence says of its tree: a call of `function`, with `arg` when given (a
/// parameter and its value), answered `result` ("": anything), or an answer ending with it when
/// it is longer than a number.
type Claim = (
    &'static str,
    Option<(&'static str, &'static str)>,
    &'static str,
);

/// The answers the pages' sentences read off their trees, chapter by chapter: when a trace is
/// written again and one of them changes, the sentence beside its tree needs reading again.
const CLAIMS: &[(&str, &str, &[Claim])] = &[
    (
        "distribute",
        "first-move",
        &[
            (
                "distribute",
                Some(("in_hand", "1")),
                "([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4)",
            ),
            (
                "distribute",
                Some(("in_hand", "4")),
                "([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4)",
            ),
        ],
    ),
    (
        "relay-sow",
        "opening",
        &[
            ("relay_from", Some(("from", "4")), ", 9)"),
            ("relay_from", Some(("from", "9")), ", 9)"),
            ("relay_from", Some(("from", "3")), "1, 5, 5], 9)"),
        ],
    ),
    (
        "feeding",
        "three-pits",
        &[
            ("possible_moves", Some(("moves", "[]")), "[]"),
            ("possible_moves", Some(("moves", "[1, 2]")), "[2]"),
            ("possible_moves", Some(("moves", "[0, 1, 2]")), "[0, 2]"),
        ],
    ),
    (
        "game-end",
        "three-pits",
        &[
            ("count_stones", Some(("counted", "8")), "12"),
            ("count_stones", Some(("pits", "[]")), "12"),
        ],
    ),
    (
        "oware",
        "chain-of-two",
        &[
            ("capture_chain", Some(("last", "6")), ", 0)"),
            ("capture_chain", Some(("last", "7")), ", 3)"),
            ("capture_chain", Some(("last", "8")), ", 5)"),
        ],
    ),
    (
        "awari",
        "opening",
        &[
            ("sow", Some(("pit", "10")), ", 13)"),
            ("best_sowing", Some(("extra_left", "false")), ""),
            ("greedy_move", None, "10"),
        ],
    ),
    (
        "kalah",
        "into-the-store",
        &[("play_move_by_recursion", Some(("square", "2")), "")],
    ),
    (
        "perft",
        "ending-1",
        &[("perft", Some(("depth", "0")), "1"), ("perft", None, "2")],
    ),
    (
        "minimax",
        "ending-1",
        &[
            ("negamax", Some(("depth", "0")), "-2"),
            ("negamax", Some(("depth", "0")), "-4"),
            ("negamax", Some(("depth", "1")), "4"),
        ],
    ),
    (
        "alpha-beta",
        "ending-2",
        &[
            ("negamax_alpha_beta", Some(("beta", "-2")), "-4"),
            ("negamax_alpha_beta", Some(("beta", "2")), "2"),
            ("negamax_alpha_beta", Some(("depth", "2")), "4"),
        ],
    ),
    (
        "endgames",
        "index-two-stones",
        &[
            ("rank", Some(("pits", "[1]")), "0"),
            ("rank", Some(("pits", "[1, 1]")), "1"),
            ("index_of", None, "1"),
        ],
    ),
    (
        "tchoukaillon",
        "four-seeds",
        &[
            ("winning", Some(("seeds", "0")), "[]"),
            ("winning", Some(("seeds", "2")), "[0, 2]"),
            ("winning", Some(("seeds", "3")), "[1, 2]"),
            ("winning", Some(("seeds", "4")), "[0, 1, 3]"),
        ],
    ),
    (
        "game-tree",
        "grow-ending-1",
        &[("grow", Some(("depth", "0")), "children: [] }")],
    ),
    (
        "game-tree",
        "size-ending-2",
        &[("size", None, "5"), ("size", None, "3")],
    ),
    (
        "lazy-tree",
        "tree-ending-1",
        &[("node_count", None, "3"), ("node_count", None, "1")],
    ),
    (
        "lazy-alpha-beta",
        "max-ending-2",
        &[
            ("min_above", None, "Some(2)"),
            ("min_above", None, "None"),
            ("min_above", Some(("pot", "2")), "Some(4)"),
        ],
    ),
    (
        "sharing",
        "len-two",
        &[("len", Some(("history", "Start")), "0"), ("len", None, "2")],
    ),
];

/// The pages' sentences read their trees: each answer they name is in the committed trace.
#[test]
fn the_pages_read_their_trees_right() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../src")
        .join(FOLDER);
    for (slug, example, claims) in CLAIMS {
        let text = fs::read_to_string(folder.join(format!("{slug}.json"))).unwrap();
        let mut traces: BTreeMap<String, CallTree> = serde_json::from_str(&text).unwrap();
        let trace = traces.remove(*example).unwrap();
        for &(function, arg, result) in *claims {
            let found = trace.calls.iter().any(|call| {
                let has_arg = arg.is_none_or(|(name, value)| {
                    (call.args.iter()).any(|a| a.name == name && a.value == value)
                });
                let answer = call.result.as_deref().unwrap_or_default();
                call.function == function
                    && has_arg
                    && (result.is_empty()
                        || answer == result
                        || result.len() > 3 && answer.ends_with(result))
            });
            assert!(
                found,
                "{slug} {example}: no call {function} {arg:?} → …{result}"
            );
        }
    }
}
