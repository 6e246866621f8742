//! The drills: five small exercises beside the lab, each first-and-rest recursion over a slice:
//! `any_pit` and `all_pits` with the test handed in, `keep_moves` (`possible_moves` with its
//! question handed in), and two functions that hand a game's record to each other,
//! `south_moves` and `north_moves`. A plain `cargo test -p feeding` leaves them out, so the
//! chapter passes without them; run them with `cargo test -p feeding -- --ignored drills`.
//!
//! Each test runs in a child process, so a recursion that never reaches its base case is
//! reported in words instead of crashing the run.

use ayoayo::drills::feeding as reference;
use ayoayo::{Board, OPENING, PITS, Pit, Player};
use feeding::{all_pits, any_pit, keep_moves, north_moves, south_moves};
use proptest::prelude::*;
use testkit::{
    Drawn, announce, assert_answer, boards, config, isolated, prop_assert_answer, quietly,
};

/// The essay's example: North's row is empty, South has stones in pits 0, 2 and 4.
const NORTH_EMPTY: Board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
/// The board after South's first capture (chapter 5): North's pits 6 and 11 are empty.
const AFTER_CAPTURE: Board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
/// North's six pits.
const NORTH_ROW: [Pit; 6] = [6, 7, 8, 9, 10, 11];
/// The first eight moves of a game from the opening, South first: `south_moves`'s examples
/// check that `play_moves` plays them all.
const GAME: [Pit; 8] = [3, 7, 5, 8, 2, 7, 3, 8];

/// A test of a pit's stones, with how it is written.
type Test = (&'static str, fn(u8) -> bool);

/// The tests the random cases hand to `any_pit` and `all_pits`.
const TESTS: [Test; 4] = [
    ("|stones| stones > 0", |stones| stones > 0),
    ("|stones| stones == 0", |stones| stones == 0),
    ("|stones| stones >= 4", |stones| stones >= 4),
    ("|stones| stones % 2 == 1", |stones| stones % 2 == 1),
];

/// Up to a dozen pits, repeats allowed, and now and then pit 12, which is off the board.
fn some_pits() -> impl Strategy<Value = Vec<Pit>> {
    proptest::collection::vec(0..=PITS, 0..12)
}

/// Your `any_pit`, saying first which call it is.
fn any(board: Board, pits: &[Pit], (written, test): Test) -> bool {
    announce(format_args!("any_pit(board, &{pits:?}, &{written})"), board);
    any_pit(board, pits, &test)
}

/// Your `all_pits`, saying first which call it is.
fn all(board: Board, pits: &[Pit], (written, test): Test) -> bool {
    announce(
        format_args!("all_pits(board, &{pits:?}, &{written})"),
        board,
    );
    all_pits(board, pits, &test)
}

#[test]
#[ignore = "drill: cargo test -p feeding -- --ignored drills"]
fn any_pit_finds_one_pit_that_passes() {
    isolated(|| {
        let [has, empty, ..] = TESTS;
        assert_answer!(
            any(NORTH_EMPTY, &NORTH_ROW, has),
            false,
            "North's row is empty"
        );
        assert_answer!(
            any(NORTH_EMPTY, &[0, 1, 2, 3, 4, 5], has),
            true,
            "South's pits 0, 2 and 4 hold stones"
        );
        assert_answer!(
            any(AFTER_CAPTURE, &[7, 8, 11], empty),
            true,
            "pits 7 and 8 hold stones, but the last pit, 11, is empty"
        );
        assert_answer!(
            any(OPENING, &[], has),
            false,
            "no pits: not one of them passes"
        );
        assert_answer!(
            any(OPENING, &[12], empty),
            true,
            "there is no pit 12, so it holds no stones"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p feeding -- --ignored drills"]
fn any_pit_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), pits in some_pits(), which in 0..TESTS.len())| {
            let yours = quietly(|| any(board, &pits, TESTS[which]))?;
            prop_assert_answer!(yours, reference::any_pit(board, &pits, &TESTS[which].1));
            let yours = quietly(|| any(board, &NORTH_ROW, TESTS[0]))?;
            prop_assert_answer!(
                yours,
                ayoayo::has_stones(board, Player::North),
                "a pit of North's holding a stone is has_stones"
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p feeding -- --ignored drills"]
fn all_pits_finds_whether_every_pit_passes() {
    isolated(|| {
        let [has, empty, ..] = TESTS;
        assert_answer!(
            all(NORTH_EMPTY, &NORTH_ROW, empty),
            true,
            "North's row is empty: the feeding rule applies"
        );
        assert_answer!(
            all(AFTER_CAPTURE, &NORTH_ROW, empty),
            false,
            "North's pits 7 to 10 hold stones"
        );
        assert_answer!(
            all(AFTER_CAPTURE, &[7, 8, 11], has),
            false,
            "pits 7 and 8 hold stones, but the last pit, 11, is empty"
        );
        assert_answer!(
            all(OPENING, &[], has),
            true,
            "no pits: not one of them fails"
        );
        assert_answer!(
            all(OPENING, &[0, 12], has),
            false,
            "there is no pit 12, so it holds no stones"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p feeding -- --ignored drills"]
fn all_pits_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), pits in some_pits(), which in 0..TESTS.len())| {
            let yours = quietly(|| all(board, &pits, TESTS[which]))?;
            prop_assert_answer!(yours, reference::all_pits(board, &pits, &TESTS[which].1));
            let yours = quietly(|| all(board, &NORTH_ROW, TESTS[1]))?;
            prop_assert_answer!(
                yours,
                !ayoayo::has_stones(board, Player::North),
                "every pit of North's empty is North having no stones"
            );
        });
    });
}

/// Your `keep_moves`, keeping the moves whose pit holds stones on `board`.
fn full(board: Board, moves: &[Pit]) -> Vec<Pit> {
    announce(
        format_args!("keep_moves(&{moves:?}, &|pit| board[pit] > 0)"),
        board,
    );
    keep_moves(moves, &|pit| {
        board.get(pit).is_some_and(|&stones| stones > 0)
    })
}

#[test]
#[ignore = "drill: cargo test -p feeding -- --ignored drills"]
fn keep_moves_keeps_the_moves_it_is_told_in_their_order() {
    isolated(|| {
        assert_answer!(
            full(AFTER_CAPTURE, &NORTH_ROW),
            vec![7, 8, 9, 10],
            "as possible_moves finds: North's pits 6 and 11 are empty"
        );
        assert_answer!(
            full(AFTER_CAPTURE, &[11, 7, 6, 8]),
            vec![7, 8],
            "the moves kept stay in the order given"
        );
        announce(
            "keep_moves(&[0, 1, 2, 3, 4, 5], &|pit| pit % 2 == 0)",
            OPENING,
        );
        assert_answer!(
            keep_moves(&[0, 1, 2, 3, 4, 5], &|pit| pit % 2 == 0),
            vec![0, 2, 4],
            "the even pits"
        );
        announce("keep_moves(&[5, 3, 1], &|_| true)", OPENING);
        assert_answer!(
            keep_moves(&[5, 3, 1], &|_| true),
            vec![5, 3, 1],
            "everything kept, in the order given"
        );
        announce("keep_moves(&[], &|_| true)", OPENING);
        assert_answer!(
            keep_moves(&[], &|_| true),
            Vec::<Pit>::new(),
            "no moves to keep"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p feeding -- --ignored drills"]
fn keep_moves_is_possible_moves_with_its_question_handed_in() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), moves in some_pits())| {
            let yours = quietly(|| full(board, &moves))?;
            prop_assert_answer!(
                yours.clone(),
                ayoayo::possible_moves(board, &moves),
                "keeping the pits that hold stones is possible_moves"
            );
            announce(format_args!("keep_moves(&{moves:?}, &|pit| pit % 3 != 0)"), board);
            let yours = quietly(|| keep_moves(&moves, &|pit| pit % 3 != 0))?;
            prop_assert_answer!(yours, reference::keep_moves(&moves, &|pit| pit % 3 != 0));
        });
    });
}

/// Your `south_moves`, saying first which call it is.
fn souths(moves: &[Pit]) -> Vec<Pit> {
    announce(format_args!("south_moves(&{moves:?})"), OPENING);
    south_moves(moves)
}

/// Your `north_moves`, saying first which call it is.
fn norths(moves: &[Pit]) -> Vec<Pit> {
    announce(format_args!("north_moves(&{moves:?})"), OPENING);
    north_moves(moves)
}

/// A game's record: up to twenty moves, any pits.
fn records() -> impl Strategy<Value = Vec<Pit>> {
    proptest::collection::vec(0..PITS, 0..20)
}

#[test]
#[ignore = "drill: cargo test -p feeding -- --ignored drills"]
fn south_moves_are_the_first_move_and_every_second_one_after() {
    isolated(|| {
        let played = ayoayo::challenges::game_end::play_moves(&GAME);
        assert!(
            played.is_ok(),
            "the test's record is not a game's: {played:?}"
        );
        assert_answer!(
            souths(&[3, 9, 1, 7, 5]),
            vec![3, 1, 5],
            "moves 1, 3 and 5 are South's"
        );
        assert_answer!(
            souths(&GAME),
            vec![3, 5, 2, 3],
            "South's four moves of the game's first eight"
        );
        assert_answer!(souths(&[3, 9]), vec![3], "the second move is North's");
        assert_answer!(souths(&[3]), vec![3], "South moves first");
        assert_answer!(souths(&[]), Vec::<Pit>::new(), "no moves yet");
    });
}

#[test]
#[ignore = "drill: cargo test -p feeding -- --ignored drills"]
fn south_moves_agree_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(moves in records())| {
            let yours = quietly(|| souths(&moves))?;
            let expected: Vec<Pit> = moves.iter().copied().step_by(2).collect();
            prop_assert_answer!(yours, reference::south_moves(&moves));
            prop_assert_eq!(reference::south_moves(&moves), expected);
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p feeding -- --ignored drills"]
fn north_moves_are_the_second_move_and_every_second_one_after() {
    isolated(|| {
        assert_answer!(
            norths(&[3, 9, 1, 7, 5]),
            vec![9, 7],
            "moves 2 and 4 are North's"
        );
        assert_answer!(
            norths(&GAME),
            vec![7, 8, 7, 8],
            "North's four moves of the game's first eight"
        );
        assert_answer!(norths(&[3, 9]), vec![9], "the second move is North's");
        assert_answer!(norths(&[3]), Vec::<Pit>::new(), "the first move is South's");
        assert_answer!(norths(&[]), Vec::<Pit>::new(), "no moves yet");
    });
}

#[test]
#[ignore = "drill: cargo test -p feeding -- --ignored drills"]
fn north_moves_agree_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(moves in records())| {
            let yours = quietly(|| norths(&moves))?;
            let expected: Vec<Pit> = moves.iter().copied().skip(1).step_by(2).collect();
            prop_assert_answer!(yours, reference::north_moves(&moves));
            prop_assert_eq!(reference::north_moves(&moves), expected);
        });
    });
}
