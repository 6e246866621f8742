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
    keeps_every_stone, owner, scoop, sow_and_capture, try_relay_sow,
};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestError, TestRunner};

/// The planted bug: the mover's score gains one stone fewer than each capture.
fn loses_a_stone(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (after, mut new_score) = sow_and_capture(board, score, start)?;
    let mover = owner(start) as usize;
    if new_score[mover] > score[mover] {
        new_score[mover] -= 1;
    }
    Some((after, new_score))
}

/// The planted bug: every capture goes to South's score, North's too.
fn credits_south_always(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (after, new_score) = sow_and_capture(board, score, start)?;
    let captured = new_score[0] + new_score[1] - score[0] - score[1];
    Some((after, [score[0] + captured, score[1]]))
}

/// The planted bug: a capture takes the pit the move ended in, not the pit opposite.
fn captures_the_end_pit(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let mover = owner(start);
    let (after, captured) = if owner(end) == mover {
        scoop(sown, end)
    } else {
        (sown, 0)
    };
    let mut new_score = score;
    new_score[mover as usize] += captured;
    Some((after, new_score))
}

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
            loses_a_stone,
        ),
        (
            "every capture goes to South, North's too",
            credits_south_always,
        ),
        (
            "a capture takes the end pit, not the pit opposite",
            captures_the_end_pit,
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
        loses_a_stone(board, score, start),
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
        let kept = keeps_every_stone(loses_a_stone, board, score, start);
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
