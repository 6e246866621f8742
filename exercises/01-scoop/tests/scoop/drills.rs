//! The drills: four small exercises beside the lab, on reading a board and making a new one
//! from an old one. A plain `cargo test -p scoop` leaves them out, so the chapter passes without
//! them; run them with `cargo test -p scoop -- --ignored drills`.

use ayoayo::drills::scoop as reference;
use ayoayo::{OPENING, PITS, Pit};
use proptest::prelude::*;
use scoop::{add_stones, empty_pits, move_stones, total};
use testkit::{Drawn, assert_answer, boards, config, pits, prop_assert_answer, quietly, stones};

/// Any pit, and now and then pit 12 or 13, which are off the board.
fn any_pit() -> impl Strategy<Value = Pit> {
    0..PITS + 2
}

#[test]
#[ignore = "drill: cargo test -p scoop -- --ignored drills"]
fn total_counts_the_stones_of_every_pit() {
    assert_answer!(total(OPENING), 48, "twelve pits of four stones");
    assert_answer!(total([0; 12]), 0, "an empty board");
    let board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    assert_answer!(total(board), 78, "1 + 2 + ... + 12: North's pits count too");
    assert_answer!(
        total([255; 12]),
        3060,
        "more stones than a u8 can count: add them as u32"
    );
}

#[test]
#[ignore = "drill: cargo test -p scoop -- --ignored drills"]
fn total_agrees_with_the_reference() {
    proptest!(config(), |(Drawn(board) in boards())| {
        prop_assert_answer!(quietly(|| total(board))?, reference::total(board));
    });
}

#[test]
#[ignore = "drill: cargo test -p scoop -- --ignored drills"]
fn add_stones_puts_stones_into_one_pit() {
    assert_answer!(
        add_stones(OPENING, 3, 2),
        [4, 4, 4, 6, 4, 4, 4, 4, 4, 4, 4, 4],
        "pit 3 had four and gets two more"
    );
    assert_answer!(
        add_stones([0; 12], 11, 5),
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5],
        "the last pit, 11, is on the board"
    );
    assert_answer!(add_stones(OPENING, 12, 3), OPENING, "there is no pit 12");
    assert_answer!(add_stones(OPENING, 0, 0), OPENING, "adding no stones");
}

#[test]
#[ignore = "drill: cargo test -p scoop -- --ignored drills"]
fn add_stones_makes_exactly_the_stones_added_and_agrees_with_the_reference() {
    proptest!(config(), |(Drawn(board) in boards(), pit in any_pit(), more in 0u8..=8)| {
        let after = quietly(|| add_stones(board, pit, more))?;
        let added = if pit < PITS { u32::from(more) } else { 0 };
        prop_assert_eq!(stones(after), stones(board) + added, "stones were lost or made");
        prop_assert_answer!(after, reference::add_stones(board, pit, more));
    });
}

#[test]
#[ignore = "drill: cargo test -p scoop -- --ignored drills"]
fn move_stones_empties_one_pit_into_another() {
    assert_answer!(
        move_stones(OPENING, 0, 5),
        [0, 4, 4, 4, 4, 8, 4, 4, 4, 4, 4, 4],
        "pit 0's four stones go into pit 5"
    );
    let board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    assert_answer!(
        move_stones(board, 11, 0),
        [13, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0],
        "backwards works too: pit 11 into pit 0"
    );
    assert_answer!(
        move_stones(board, 4, 4),
        board,
        "a pit moved into itself keeps its stones"
    );
    assert_answer!(move_stones(board, 12, 0), board, "there is no pit 12");
    assert_answer!(move_stones(board, 0, 12), board, "there is no pit 12");
}

#[test]
#[ignore = "drill: cargo test -p scoop -- --ignored drills"]
fn move_stones_keeps_every_stone_and_agrees_with_the_reference() {
    proptest!(config(), |(Drawn(board) in boards(), from in any_pit(), to in any_pit())| {
        let after = quietly(|| move_stones(board, from, to))?;
        prop_assert_eq!(stones(after), stones(board), "stones were lost or made");
        prop_assert_answer!(after, reference::move_stones(board, from, to));
    });
}

#[test]
#[ignore = "drill: cargo test -p scoop -- --ignored drills"]
fn empty_pits_lists_the_empty_ones_lowest_first() {
    assert_answer!(
        empty_pits([0, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 0]),
        vec![0, 3, 11],
        "pits 0, 3 and 11 are empty, in that order"
    );
    assert_answer!(empty_pits(OPENING), Vec::<Pit>::new(), "no pit is empty");
    assert_answer!(
        empty_pits([0; 12]),
        (0..PITS).collect::<Vec<Pit>>(),
        "every pit is empty"
    );
}

#[test]
#[ignore = "drill: cargo test -p scoop -- --ignored drills"]
fn empty_pits_agrees_with_the_reference() {
    proptest!(config(), |(Drawn(board) in boards(), pit in pits())| {
        let mut board = board;
        board[pit] = 0; // at least one empty pit
        prop_assert_answer!(quietly(|| empty_pits(board))?, reference::empty_pits(board));
    });
}
