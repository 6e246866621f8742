//! Your `boards` strategy: boards of the game, of many kinds, that shrink toward fewer stones,
//! and, with your `keeps_every_stone`, the lesson of the page: proptest finds a board where a
//! planted bug loses a stone, then shrinks it to a small one. See both boards with
//!
//! ```text
//! cargo test -p captures shrinking -- --nocapture
//! ```

use std::cell::Cell;
use std::collections::HashSet;

use ayoayo::{Board, Pit, STONES, Score, draw, sow_and_capture};
use captures::{boards, keeps_every_stone};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{TestError, TestRunner};
use testkit::{config, stones};

use testkit::planted::{CAPTURES_THE_END_PIT, CREDITS_SOUTH_ALWAYS, LOSES_A_STONE, Planted};

/// A property of a move, as the reference writes it.
type Property = fn(ayoayo::Play, Board, Score, Pit) -> bool;

/// How many of your boards each test looks at.
const BOARDS: usize = 256;
/// The fewest different boards among [`BOARDS`] of yours: enough kinds to find bugs with.
const KINDS: usize = BOARDS / 2;
/// A failure shrinks to a board of at most this many stones: a capture needs two, the stone
/// sown and one to capture; a little more leaves room for proptest's way of shrinking.
const SMALL: u32 = 4;

/// Your boards, the same every run (proptest's fixed seed).
fn sample() -> Vec<Board> {
    let mut runner = TestRunner::deterministic();
    let strategy = boards();
    (0..BOARDS)
        .map(|_| made(strategy.new_tree(&mut runner)).current())
        .collect()
}

/// The board proptest made from your strategy, or a failure saying why it could not (a filter
/// that rejects nearly everything, for example).
fn made<T>(tree: Result<T, proptest::test_runner::Reason>) -> T {
    tree.unwrap_or_else(|why| panic!("proptest could not make a board from your boards(): {why}"))
}

/// A move on one of your boards: a pit to sow and the score before.
fn moves() -> impl Strategy<Value = (Board, Pit, Score)> {
    (boards(), 0..12usize, proptest::array::uniform2(0u8..=20))
}

fn picture(board: Board) -> String {
    format!("{board:?}, {} stones\n{}", stones(board), draw(board))
}

#[test]
fn your_boards_are_boards_of_the_game() {
    for board in sample() {
        assert!(
            stones(board) <= STONES,
            "Your boards() made a board of more stones than the game has ({STONES}):\n{}",
            picture(board)
        );
    }
}

#[test]
fn your_boards_are_of_many_kinds() {
    let boards = sample();
    let kinds: HashSet<Board> = boards.iter().copied().collect();
    assert!(
        kinds.len() >= KINDS,
        "Of {BOARDS} boards from your boards(), only {} differ from each other (at least {KINDS} \
         should): properties find bugs on boards of many kinds. The first was\n{}",
        kinds.len(),
        picture(boards[0])
    );
}

#[test]
fn your_boards_shrink_toward_fewer_stones() {
    let mut runner = TestRunner::deterministic();
    for _ in 0..20 {
        let mut tree = made(boards().new_tree(&mut runner));
        let found = tree.current();
        // Shrink as proptest does when every smaller board fails too, as far as it goes.
        for _ in 0..100_000 {
            if !tree.simplify() {
                break;
            }
        }
        let shrunk = tree.current();
        assert!(
            stones(shrunk) <= SMALL.min(stones(found)),
            "A board of your boards() shrank only as far as\n{}\nfrom\n{}\nWhen a property fails, \
             proptest shrinks the board toward the simplest your strategy can make; make that a \
             board of few stones (at most {SMALL}), so that the failure it shows is small.",
            picture(shrunk),
            picture(found)
        );
    }
}

/// Whether proptest, with your boards, finds a move on which `planted` breaks the reference's
/// `property`.
fn finds(planted: Planted, property: Property) -> bool {
    let mut runner = TestRunner::new_with_rng(config(), TestRunner::deterministic().new_rng());
    let outcome = runner.run(&moves(), |(board, start, score)| {
        prop_assert!(property(planted.play, board, score, start));
        Ok(())
    });
    outcome.is_err()
}

#[test]
fn your_boards_find_each_planted_bug() {
    let caught_by = [
        (
            LOSES_A_STONE,
            "keeps_every_stone",
            ayoayo::keeps_every_stone as Property,
        ),
        (
            CREDITS_SOUTH_ALWAYS,
            "agrees_turned_round",
            ayoayo::agrees_turned_round,
        ),
        (
            CAPTURES_THE_END_PIT,
            "agrees_with_one_sowing",
            ayoayo::agrees_with_one_sowing,
        ),
    ];
    for (planted, name, property) in caught_by {
        assert!(
            finds(planted, property),
            "On {} moves on your boards(), the reference's {name} never caught the planted bug \
             `{}` ({}): give your boards more variety, such as stones on both sides.",
            config().cases,
            planted.name,
            planted.bug
        );
    }
}

#[test]
fn shrinking_finds_a_small_board_that_loses_a_stone() {
    let first_found: Cell<Option<(Board, Pit, Score)>> = Cell::new(None);
    let mut runner = TestRunner::new_with_rng(config(), TestRunner::deterministic().new_rng());
    let outcome = runner.run(&moves(), |(board, start, score)| {
        let kept = keeps_every_stone(LOSES_A_STONE.play, board, score, start);
        if !kept && first_found.get().is_none() {
            first_found.set(Some((board, start, score)));
        }
        prop_assert!(kept);
        Ok(())
    });
    let shrunk = match outcome {
        Err(TestError::Fail(_, shrunk)) => shrunk,
        Err(TestError::Abort(why)) => panic!("proptest gave up: {why}"),
        Ok(()) => panic!(
            "On {} moves on your boards(), your keeps_every_stone never said false of the \
             planted bug `{}` ({}).",
            config().cases,
            LOSES_A_STONE.name,
            LOSES_A_STONE.bug
        ),
    };
    let (board, start, score) = first_found.get().expect("a first failure");
    let show = |(board, start, score): (Board, Pit, Score)| {
        format!(
            "pit {start} with the score {score:?} on {}\nwhere the planted bug gives {:?}\n\
             and sow_and_capture gives {:?}",
            picture(board),
            (LOSES_A_STONE.play)(board, score, start),
            sow_and_capture(board, score, start)
        )
    };
    println!(
        "proptest first found {}\n\nand shrank it to {}",
        show((board, start, score)),
        show(shrunk)
    );
    assert!(
        stones(shrunk.0) <= SMALL,
        "proptest found a move that loses a stone, {}, but shrank it only to {}: make your \
         boards() shrink toward fewer stones.",
        show((board, start, score)),
        show(shrunk)
    );
}
