//! The optional challenges at the end of the chapter's page, both to be written with recursion
//! alone (`cargo run -- check feeding` says when a loop is used). A plain `cargo test -p
//! feeding` leaves them out; run them with `cargo test -p feeding -- --ignored`.

use ayoayo::{Board, OPENING, PITS, Pit};
use feeding::{split_moves, stones_in};
use proptest::prelude::*;
use testkit::{Drawn, announce, boards, config, isolated, quietly};

/// The board after South's opening move from pit 3: North's pits 6 and 11 are empty.
const AFTER_PIT_3: Board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];

/// Up to a dozen pits, repeats allowed, and now and then pit 12, which is off the board.
fn some_pits() -> impl Strategy<Value = Vec<Pit>> {
    proptest::collection::vec(0..=PITS, 0..12)
}

#[test]
#[ignore = "optional challenge: cargo test -p feeding -- --ignored"]
fn stones_in_adds_up_the_pits_listed() {
    isolated(|| {
        announce("stones_in(board, ...)", OPENING);
        assert_eq!(stones_in(OPENING, &[0, 1, 2]), 12, "three pits of four");
        assert_eq!(stones_in(OPENING, &[]), 0, "no pits hold no stones");
        announce("stones_in(board, &[1, 1, 12])", AFTER_PIT_3);
        assert_eq!(
            stones_in(AFTER_PIT_3, &[1, 1, 12]),
            10,
            "pit 1 counts twice; there is no pit 12"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p feeding -- --ignored"]
fn stones_in_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), pits in some_pits())| {
            announce(format_args!("stones_in(board, &{pits:?})"), board);
            let yours = quietly(|| stones_in(board, &pits))?;
            prop_assert_eq!(yours, ayoayo::challenges::feeding::stones_in(board, &pits));
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p feeding -- --ignored"]
fn split_moves_keeps_the_order_on_each_side() {
    isolated(|| {
        announce("split_moves(board, &[11, 7, 6, 8])", AFTER_PIT_3);
        assert_eq!(
            split_moves(AFTER_PIT_3, &[11, 7, 6, 8]),
            (vec![7, 8], vec![11, 6]),
            "pits 11 and 6 are empty"
        );
        announce("split_moves(board, &[])", AFTER_PIT_3);
        assert_eq!(split_moves(AFTER_PIT_3, &[]), (vec![], vec![]));
        announce("split_moves(board, &[12, 0])", AFTER_PIT_3);
        assert_eq!(
            split_moves(AFTER_PIT_3, &[12, 0]),
            (vec![0], vec![12]),
            "there is no pit 12, so it holds no stones"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p feeding -- --ignored"]
fn split_moves_is_possible_moves_and_the_rest() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), moves in some_pits())| {
            announce(format_args!("split_moves(board, &{moves:?})"), board);
            let (full, empty) = quietly(|| split_moves(board, &moves))?;
            prop_assert_eq!(&full, &ayoayo::possible_moves(board, &moves), "the first half is the pits with stones");
            let rest: Vec<Pit> = moves.iter().copied().filter(|&pit| !ayoayo::possible_moves(board, &[pit]).contains(&pit)).collect();
            prop_assert_eq!(&empty, &rest, "the second half is the other pits, in order");
            let reference = ayoayo::challenges::feeding::split_moves(board, &moves);
            prop_assert_eq!((full, empty), reference);
        });
    });
}
