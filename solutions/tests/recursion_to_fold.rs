//! One function, `count_stones`, written six ways: the worked sequence on chapter 7's page
//! ("From recursion to fold"), which includes each version from here. The accumulator version
//! is the reference itself (`solutions/src/game_end.rs`); the tests check that every other
//! version gives its answer, so the page shows only code that works.

use std::iter;

use ayoayo::{Board, PITS, Pit, Player, count_stones, next_pit, owner, potential_moves};
use proptest::prelude::*;

// ANCHOR: plain
/// Plain recursion: the stones in the first pit, added to the count of the rest. The addition
/// waits for the recursive call, so every call's frame stays on the stack until the end.
fn count_plain(board: Board, pits: &[Pit]) -> u8 {
    match pits {
        [] => 0,
        [first, rest @ ..] => board[*first].saturating_add(count_plain(board, rest)),
    }
}
// ANCHOR_END: plain

// ANCHOR: while_loop
/// The accumulator's tail call, turned into a loop by hand: the call's new arguments become
/// new values of two variables, and the base case becomes the loop's exit.
fn count_while(board: Board, pits: &[Pit], counted: u8) -> u8 {
    let (mut pits, mut counted) = (pits, counted);
    while let [first, rest @ ..] = pits {
        counted = counted.saturating_add(board[*first]);
        pits = rest;
    }
    counted
}
// ANCHOR_END: while_loop

// ANCHOR: for_loop
/// The same loop, with `for` walking the slice.
fn count_for(board: Board, pits: &[Pit], counted: u8) -> u8 {
    let mut counted = counted;
    for &pit in pits {
        counted = counted.saturating_add(board[pit]);
    }
    counted
}
// ANCHOR_END: for_loop

// ANCHOR: fold
/// `fold` is that loop with a name: a starting value, and a closure that takes the value so
/// far and one item and gives the next value.
fn count_fold(board: Board, pits: &[Pit], counted: u8) -> u8 {
    pits.iter()
        .fold(counted, |counted, &pit| counted.saturating_add(board[pit]))
}
// ANCHOR_END: fold

// ANCHOR: try_fold
/// `try_fold` may stop early: when the closure answers `None`, so does the whole fold, at once.
/// Here a count past 255 is reported as `None` instead of stopping at 255.
fn count_checked(board: Board, pits: &[Pit], counted: u8) -> Option<u8> {
    pits.iter()
        .try_fold(counted, |counted, &pit| counted.checked_add(board[pit]))
}
// ANCHOR_END: try_fold

// ANCHOR: successors
/// `successors` runs the other way: from a first pit and a closure that gives the next one (or
/// `None` to stop), it unfolds `player`'s row, and `fold` counts it, with no list in between.
fn count_row(board: Board, player: Player, counted: u8) -> u8 {
    let first = potential_moves(player)[0];
    let row = iter::successors(Some(first), |&pit| {
        Some(next_pit(pit)).filter(|&next| owner(next) == player)
    });
    row.fold(counted, |counted, pit| counted.saturating_add(board[pit]))
}
// ANCHOR_END: successors

/// Any board, with up to 40 stones in a pit so that some counts pass 255.
fn boards() -> impl Strategy<Value = Board> {
    proptest::array::uniform12(0u8..=40)
}

fn pits() -> impl Strategy<Value = Vec<Pit>> {
    proptest::collection::vec(0..PITS, 0..=30)
}

proptest! {
    #[test]
    fn every_form_counts_as_the_reference_does(board in boards(), pits in pits(), counted in any::<u8>()) {
        let reference = count_stones(board, &pits, counted);
        prop_assert_eq!(counted.saturating_add(count_plain(board, &pits)), reference);
        prop_assert_eq!(count_while(board, &pits, counted), reference);
        prop_assert_eq!(count_for(board, &pits, counted), reference);
        prop_assert_eq!(count_fold(board, &pits, counted), reference);
    }

    #[test]
    fn try_fold_answers_none_exactly_when_the_count_passes_255(board in boards(), pits in pits(), counted in any::<u8>()) {
        let total: u32 = u32::from(counted) + pits.iter().map(|&pit| u32::from(board[pit])).sum::<u32>();
        let expected = u8::try_from(total).ok();
        prop_assert_eq!(count_checked(board, &pits, counted), expected);
    }

    #[test]
    fn an_unfolded_row_counts_as_the_player_s_six_pits(board in boards(), counted in any::<u8>()) {
        for player in [Player::South, Player::North] {
            let pits = potential_moves(player);
            prop_assert_eq!(count_row(board, player, counted), count_stones(board, &pits, counted));
        }
    }
}

#[test]
fn try_fold_stops_at_the_first_pit_that_overflows() {
    let board = [200, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let mut looked_at = 0;
    let answer = [0, 1, 2, 3].iter().try_fold(0u8, |counted, &pit| {
        looked_at += 1;
        counted.checked_add(board[pit])
    });
    assert_eq!(
        (answer, looked_at),
        (None, 2),
        "pits 2 and 3 are never looked at"
    );
    assert_eq!(count_checked(board, &[0, 2, 3], 0), Some(200));
}
