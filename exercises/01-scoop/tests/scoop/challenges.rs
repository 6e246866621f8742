//! The optional challenges at the end of the chapter's page. A plain `cargo test -p scoop`
//! leaves them out; run them with `cargo test -p scoop -- --ignored`.

use ayoayo::{OPENING, PITS, Pit};
use proptest::prelude::*;
use scoop::{fullest_pit, scoop_all};
use testkit::{Drawn, assert_answer, boards, config, prop_assert_answer, quietly, stones};

#[test]
#[ignore = "optional challenge: cargo test -p scoop -- --ignored"]
fn scoop_all_takes_each_pit_once_into_one_hand() {
    assert_answer!(
        scoop_all(OPENING, &[0, 5, 0]),
        ([0, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4], 8),
        "pits 0 and 5 give four stones each; pit 0 is empty when it comes round again"
    );
}

#[test]
#[ignore = "optional challenge: cargo test -p scoop -- --ignored"]
fn scoop_all_of_no_pit_or_a_pit_off_the_board_takes_nothing() {
    assert_answer!(scoop_all(OPENING, &[]), (OPENING, 0));
    assert_answer!(
        scoop_all(OPENING, &[12]),
        (OPENING, 0),
        "there is no pit 12"
    );
}

/// Up to eight pits, repeats allowed, and now and then pit 12, which is off the board.
fn some_pits() -> impl Strategy<Value = Vec<Pit>> {
    proptest::collection::vec(0..=PITS, 0..8)
}

#[test]
#[ignore = "optional challenge: cargo test -p scoop -- --ignored"]
fn scoop_all_keeps_every_stone_and_agrees_with_the_reference() {
    proptest!(config(), |(Drawn(board) in boards(), pits in some_pits())| {
        let (after, in_hand) = quietly(|| scoop_all(board, &pits))?;
        prop_assert_eq!(stones(after) + in_hand, stones(board), "stones were lost or made");
        for &pit in pits.iter().filter(|&&pit| pit < PITS) {
            prop_assert_eq!(after[pit], 0, "pit {} was listed, so it must be empty", pit);
        }
        let reference = ayoayo::challenges::scoop::scoop_all(board, &pits);
        prop_assert_answer!((after, in_hand), reference);
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p scoop -- --ignored"]
fn fullest_pit_is_the_first_of_the_fullest() {
    let board = [1, 0, 7, 2, 7, 0, 0, 0, 0, 0, 0, 3];
    assert_answer!(
        fullest_pit(board),
        2,
        "pits 2 and 4 both hold seven stones, and 2 comes first"
    );
    assert_answer!(
        fullest_pit(OPENING),
        0,
        "every pit holds four: pit 0 comes first"
    );
    let last = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    assert_answer!(fullest_pit(last), 11);
}

#[test]
#[ignore = "optional challenge: cargo test -p scoop -- --ignored"]
fn fullest_pit_holds_the_most_and_agrees_with_the_reference() {
    proptest!(config(), |(Drawn(board) in boards())| {
        let fullest = quietly(|| fullest_pit(board))?;
        prop_assert!(fullest < PITS, "pit {} is off the board", fullest);
        for pit in 0..PITS {
            prop_assert!(board[pit] <= board[fullest], "pit {} holds more than pit {}", pit, fullest);
        }
        prop_assert_answer!(fullest, ayoayo::challenges::scoop::fullest_pit(board));
    });
}
