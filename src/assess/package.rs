//! A learner's assessment as files: the package handed out (`exercises/00-assessment/`, a
//! workspace member through the `exercises/*` glob) and the tests it is graded with.
//!
//! The learner's library depends on nothing, so it cannot call the reference; the reference is
//! a dev-dependency, for the tests alone. Every test fails on the stub, whose `play` is a
//! `todo!()`. The worked examples are the reference's answers, drawn from the seed: a few shown
//! to the learner, more kept for grading.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};
use ayoayo::toolkit::variant::Variant;

use super::draw::keyed;
use super::record::Assigned;
use super::words;

/// The package's folder in a copy of the course: number 0 so the course's rules for a
/// chapter's folder (`NN-slug`) hold, and it comes first.
pub const FOLDER: &str = "00-assessment";

/// The package's name, for `cargo test -p assessment`.
pub const PACKAGE: &str = "assessment";

/// Examples the learner sees, and examples kept for grading.
const SHOWN: usize = 6;
const HIDDEN: usize = 16;

/// One file of a package: its path inside the package, and its text.
pub type File = (&'static str, String);

/// One move and the reference's answer to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    pub board: Vec<u8>,
    pub pit: usize,
    pub answer: Option<(Vec<u8>, [u8; 2])>,
}

/// Everything handed to the learner: the manifest, the stub, the rules in words and the
/// visible tests.
pub fn handout(seed: &str, learner: &Assigned) -> Vec<File> {
    let shown = examples(seed, learner, "shown", SHOWN);
    let worked = worked_example(learner.rules, &shown);
    vec![
        ("Cargo.toml", manifest()),
        ("src/lib.rs", stub(learner.rules)),
        ("course/stub.rs", stub(learner.rules)),
        ("RULES.md", words::rules_page(learner, worked)),
        ("tests/assessment/main.rs", test_main(false)),
        ("tests/assessment/examples.rs", test_examples(&shown)),
        (
            "tests/assessment/properties.rs",
            test_properties(learner.rules),
        ),
    ]
}

/// The example RULES.md works through: a move that captures, of about ten steps (long enough
/// to show the rules, short enough to follow), else any move played.
fn worked_example(rules: Variant, shown: &[Example]) -> &Example {
    let captures = |e: &&Example| e.answer.as_ref().is_some_and(|(_, c)| c != &[0, 0]);
    let length = |e: &&Example| rules.steps(&e.board, e.pit).len().abs_diff(10);
    let played = |e: &&Example| e.answer.is_some();
    let best = shown.iter().filter(captures).min_by_key(length);
    best.or_else(|| shown.iter().filter(played).min_by_key(length))
        .unwrap_or(&shown[0])
}

/// The package a submission is graded in, written afresh from the learner's rules (never
/// from their copy): the handout's files and tests, and the hidden examples.
pub fn graded(seed: &str, learner: &Assigned) -> Vec<File> {
    let hidden = examples(seed, learner, "hidden", HIDDEN);
    let mut files = handout(seed, learner);
    files.retain(|(path, _)| *path != "src/lib.rs" && *path != "RULES.md");
    files.retain(|(path, _)| *path != "tests/assessment/main.rs");
    files.push(("tests/assessment/main.rs", test_main(true)));
    files.push(("tests/assessment/hidden.rs", test_examples(&hidden)));
    files
}

/// Writes `files` into the package folder `dir`.
pub fn write(dir: &Path, files: &[File]) -> Result<()> {
    for (path, text) in files {
        let path = dir.join(path);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).with_context(|| format!("creating {}", parent.display()))?;
        }
        fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(())
}

/// The learner's stub: `play`, to be written, with the rules' code to find RULES.md by.
pub fn stub(rules: Variant) -> String {
    let bins = rules.bins();
    let endless = if rules.relays() {
        ", or the move relays for ever"
    } else {
        ""
    };
    format!(
        "//! Your assessment: one sowing move under rules of your own,\n\
         //! `{rules}`, which RULES.md explains. Plain Rust: this library depends on nothing.\n\
         \n\
         /// One whole move from `pit`, by the player who owns it, on `board` ({bins} bins): the\n\
         /// board once the stones are at rest, and the stones South and North captured.\n\
         /// `None` when the board is not {bins} bins, `pit` is off it or empty{endless}.\n\
         pub fn play(board: &[u8], pit: usize) -> Option<(Vec<u8>, [u8; 2])> {{\n    \
             todo!(\"sow {{board:?}} from pit {{pit}}, as RULES.md says\")\n\
         }}\n"
    )
}

fn manifest() -> String {
    format!(
        "[package]\n\
         name = \"{PACKAGE}\"\n\
         version = \"0.1.0\"\n\
         description = \"Your assessment: one sowing move under rules of your own (RULES.md)\"\n\
         edition.workspace = true\n\
         rust-version.workspace = true\n\
         publish = false\n\
         \n\
         [lib]\n\
         # The tests live in tests/.\n\
         test = false\n\
         doctest = false\n\
         \n\
         # Your library has no dependency. The reference answers only in the tests, which\n\
         # compare your `play` with it.\n\
         [dev-dependencies]\n\
         ayoayo.workspace = true\n\
         proptest.workspace = true\n"
    )
}

fn test_main(hidden: bool) -> String {
    let hidden = if hidden { "mod hidden;\n" } else { "" };
    format!(
        "//! Your assessment's tests: worked examples from the reference, then your `play`\n\
         //! compared with the reference's on random boards.\n\
         \n\
         mod examples;\n{hidden}mod properties;\n"
    )
}

fn test_examples(examples: &[Example]) -> String {
    let mut text = String::from("use assessment::play;\n");
    for (number, example) in examples.iter().enumerate() {
        let Example { board, pit, answer } = example;
        let answer = match answer {
            None => "None".to_string(),
            Some((after, captured)) => format!("Some((vec!{after:?}, {captured:?}))"),
        };
        text += &format!(
            "\n#[test]\nfn example_{}_from_pit_{pit}() {{\n    \
             assert_eq!(play(&{board:?}, {pit}), {answer});\n}}\n",
            number + 1
        );
    }
    text
}

fn test_properties(rules: Variant) -> String {
    let bins = rules.bins();
    format!(
        "use ayoayo::toolkit::variant::Variant;\n\
         use proptest::prelude::*;\n\
         use proptest::test_runner::RngSeed;\n\
         \n\
         /// Your rules' code: what the reference plays.\n\
         const RULES: &str = \"{rules}\";\n\
         const BINS: usize = {bins};\n\
         \n\
         /// Boards of up to three stones a pit, and one pit with a hand that may go round.\n\
         fn boards() -> impl Strategy<Value = Vec<u8>> {{\n    \
             let hand = 0..=(BINS as u8 + 3);\n    \
             (prop::collection::vec(0u8..=3, BINS), 0..BINS, hand).prop_map(|(mut board, pit, hand)| {{\n        \
                 board[pit] = hand;\n        \
                 board\n    \
             }})\n\
         }}\n\
         \n\
         proptest! {{\n    \
             // The same boards on every run, so a grade never depends on the run.\n    \
             #![proptest_config(ProptestConfig {{\n        \
                 cases: 300,\n        \
                 rng_seed: RngSeed::Fixed(0xA55E_55ED),\n        \
                 ..ProptestConfig::default()\n    \
             }})]\n\
             \n    \
             #[test]\n    \
             fn every_move_is_the_references(board in boards(), pit in 0..BINS) {{\n        \
                 let reference: Variant = RULES.parse().unwrap();\n        \
                 prop_assert_eq!(assessment::play(&board, pit), reference.play(&board, pit));\n    \
             }}\n\
         }}\n"
    )
}

/// `count` examples for the learner drawn from the seed for `purpose` ("shown", "hidden").
/// The first is an empty pit's `None` and the second a move that captures (when the candidates
/// have them), then, for each dimension, a move another value of it would play differently,
/// then more moves that capture, then any.
pub fn examples(seed: &str, learner: &Assigned, purpose: &str, count: usize) -> Vec<Example> {
    let rules = learner.rules;
    let candidates: Vec<Example> = (0..400)
        .map(|n| candidate(rules, keyed(seed, purpose, &learner.id, n)))
        .filter(|example| example.answer.is_some())
        .collect();
    let mut chosen: Vec<Example> = Vec::new();
    let take = |example: Option<&Example>, chosen: &mut Vec<Example>| {
        if let Some(example) = example
            && chosen.len() < count
            && !chosen.contains(example)
        {
            chosen.push(example.clone());
        }
    };
    let empty_pit = candidates.iter().find_map(|example| {
        let pit = example.board.iter().position(|&stones| stones == 0)?;
        let board = example.board.clone();
        Some(Example {
            board,
            pit,
            answer: None,
        })
    });
    take(empty_pit.as_ref(), &mut chosen);
    let captures = |e: &&Example| e.answer.as_ref().is_some_and(|(_, c)| c != &[0, 0]);
    take(candidates.iter().find(captures), &mut chosen);
    for (_, neighbour) in rules.neighbours() {
        let differs = |e: &&Example| neighbour.play(&e.board, e.pit) != e.answer;
        let shown = |e: &&Example| chosen.iter().any(|c| c == *e);
        let found = candidates
            .iter()
            .filter(differs)
            .find(|e| !shown(e))
            .cloned();
        take(found.as_ref(), &mut chosen);
    }
    for example in candidates.iter().filter(captures).chain(&candidates) {
        take(Some(example), &mut chosen);
    }
    chosen
}

/// A move drawn from `draw`: pits of up to three stones and one with a hand that may go round
/// (never more stones than a game of these rules has), from a pit that has stones.
fn candidate(rules: Variant, draw: u64) -> Example {
    let mut state = draw | 1;
    let mut next = move |below: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % below as u64) as usize
    };
    let bins = rules.bins();
    let mut board: Vec<u8> = (0..bins).map(|_| next(4) as u8).collect();
    board[next(bins)] = next(bins + 4) as u8;
    let sown: Vec<usize> = (0..bins).filter(|&bin| board[bin] > 0).collect();
    let pit = if sown.is_empty() {
        0
    } else {
        sown[next(sown.len())]
    };
    let answer = rules.play(&board, pit);
    Example { board, pit, answer }
}
