//! The optional challenges at the end of the chapter's page. A plain `cargo test -p
//! relay-sow` leaves them out; run them with `cargo test -p relay-sow -- --ignored`. Like the
//! chapter's tests, each runs in a child process, so a recursion that never ends is reported.

use ayoayo::{Board, OPENING, Pit};
use proptest::prelude::*;
use relay_sow::relay_path;
use testkit::{
    Drawn, announce, assert_answer, config, isolated, prop_assert_answer,
    quick_boards_with_stones_in, quietly,
};

/// Calls `relay_path`, saying so first, so that a call that never returns names its board.
fn path(board: Board, start: Pit) -> Vec<Pit> {
    announce(format_args!("relay_path(board, {start})"), board);
    relay_path(board, start)
}

#[test]
#[ignore = "optional challenge: cargo test -p relay-sow -- --ignored"]
fn relay_path_from_the_opening_scoops_four_pits() {
    isolated(|| {
        assert_answer!(
            path(OPENING, 0),
            vec![0, 4, 9, 3],
            "pit 0 ends in pit 4 among other stones, pit 4 in pit 9, pit 9 in pit 3, and pit \
             3's sowing ends in empty pit 9"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p relay-sow -- --ignored"]
fn relay_path_of_a_sowing_that_ends_at_once_is_its_start() {
    isolated(|| {
        let board = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_answer!(
            path(board, 0),
            vec![0],
            "the one stone lands in empty pit 1"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p relay-sow -- --ignored"]
fn relay_path_of_an_empty_or_off_board_pit_is_empty() {
    isolated(|| {
        let board = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
        assert_answer!(path(board, 0), Vec::<Pit>::new());
        assert_answer!(path(board, 12), Vec::<Pit>::new(), "there is no pit 12");
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p relay-sow -- --ignored"]
fn relay_path_sown_in_turn_is_the_relay() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), start) in quick_boards_with_stones_in())| {
            prop_assume!(ayoayo::try_relay_sow(board, start).is_some());
            announce(format_args!("relay_path(board, {start})"), board);
            let pits = quietly(|| relay_path(board, start))?;
            prop_assert_eq!(pits.first(), Some(&start), "a relay first scoops its start");
            let sown = pits.iter().fold((board, start), |(board, _), &from| ayoayo::sow(board, start, from));
            prop_assert_answer!(
                sown,
                ayoayo::relay_sow(board, start),
                "sowing the path's pits in turn, skipping the start, must be the whole relay"
            );
            prop_assert_answer!(pits, ayoayo::challenges::relay_sow::relay_path(board, start));
        });
    });
}
