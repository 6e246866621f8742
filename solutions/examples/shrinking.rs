//! Chapter 5's lesson in properties: how many of 2,000 random moves each property rejects, for
//! three versions of `sow_and_capture` with a bug planted in each; then proptest looking for a
//! move on which one of them loses a stone, finding one on a random board, and shrinking it to
//! a small board that still shows the bug. The book pastes what it prints, and `cargo test`
//! checks the page still says exactly that:
//!
//! ```text
//! cargo run -p ayoayo --example shrinking
//! ```

use std::cell::Cell;

use ayoayo::{
    Board, Pit, Play, Score, agrees_turned_round, agrees_with_one_sowing, boards, draw,
    keeps_every_stone, sow_and_capture,
};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestError, TestRunner};
use testkit::planted::{CAPTURES_THE_END_PIT, CREDITS_SOUTH_ALWAYS, LOSES_A_STONE};

/// A property of a move, such as `keeps_every_stone`.
type Property = fn(Play, Board, Score, Pit) -> bool;

/// A move: the board, the pit to sow, and the score before.
type Move = (Board, Pit, Score);

/// Random moves on the reference's `boards()`, with scores of 0 to 20.
fn moves() -> impl Strategy<Value = Move> {
    (boards(), 0..12usize, proptest::array::uniform2(0..=20u8))
}

/// A table's rows: for each planted bug, how many of 2,000 random moves (from a fixed seed) each
/// property rejects.
fn rejections() -> String {
    let mut runner = TestRunner::deterministic();
    let moves: Vec<Move> = (0..2000)
        .map(|_| moves().new_tree(&mut runner).expect("a move").current())
        .collect();
    let planted: [(&str, Play); 3] = [
        (
            "the mover's score gets one stone fewer than each capture",
            LOSES_A_STONE.play,
        ),
        (
            "every capture goes to South, North's too",
            CREDITS_SOUTH_ALWAYS.play,
        ),
        (
            "a capture takes the end pit, not the pit opposite",
            CAPTURES_THE_END_PIT.play,
        ),
    ];
    let properties: [Property; 3] = [
        keeps_every_stone,
        agrees_turned_round,
        agrees_with_one_sowing,
    ];
    planted
        .iter()
        .map(|&(bug, play)| {
            let counts: Vec<String> = properties
                .iter()
                .map(|property| {
                    let rejected = moves
                        .iter()
                        .filter(|&&(board, start, score)| !property(play, board, score, start))
                        .count();
                    rejected.to_string()
                })
                .collect();
            format!("| {bug} | {} |\n", counts.join(" | "))
        })
        .collect()
}

fn described((board, start, score): Move) -> String {
    let stones: u32 = board.iter().map(|&pit| u32::from(pit)).sum();
    format!(
        "pit {start}, with the score {score:?}, on {board:?} ({stones} stones)\n{}\n\
         The planted bug gives {:?}\nbut sow_and_capture gives {:?}",
        draw(board),
        (LOSES_A_STONE.play)(board, score, start),
        sow_and_capture(board, score, start)
    )
}

/// Runs proptest, from a fixed seed, and says what it found and what it shrank that to.
fn shrinking() -> (String, Move) {
    let first: Cell<Option<Move>> = Cell::new(None);
    let tried_after = Cell::new(0);
    let config = Config {
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(config, TestRunner::deterministic().new_rng());
    let outcome = runner.run(&moves(), |(board, start, score)| {
        let kept = keeps_every_stone(LOSES_A_STONE.play, board, score, start);
        if first.get().is_some() {
            tried_after.set(tried_after.get() + 1);
        } else if !kept {
            first.set(Some((board, start, score)));
        }
        prop_assert!(kept);
        Ok(())
    });
    let Err(TestError::Fail(_, shrunk)) = outcome else {
        panic!("proptest found no move that loses a stone: {outcome:?}");
    };
    let found = first.get().expect("the first failure");
    let report = format!(
        "proptest first found {}\n\nIt tried {} simpler moves, and shrank it to {}\n",
        described(found),
        tried_after.get(),
        described(shrunk)
    );
    (report, shrunk)
}

fn main() {
    print!("{}\n{}", rejections(), shrinking().0);
}

#[test]
fn the_book_shows_this_very_run() {
    let page = include_str!("../../book/src/05-captures.md");
    let table = rejections();
    assert!(
        page.contains(&table),
        "book/src/05-captures.md should count the rejections as they are:\n{table}"
    );
    let (report, (board, start, _)) = shrinking();
    assert!(
        page.contains(&report),
        "book/src/05-captures.md should show this run as it is:\n{report}"
    );
    let stones: Vec<String> = board.iter().map(u8::to_string).collect();
    let block = format!("```ayoayo\nboard: {}\nsow: {start}\n", stones.join(" "));
    assert!(
        page.contains(&block),
        "book/src/05-captures.md should draw the shrunk move:\n{block}"
    );
}
