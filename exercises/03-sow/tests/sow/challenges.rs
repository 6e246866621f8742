//! The optional challenges at the end of the chapter's page. A plain `cargo test -p sow`
//! leaves them out; run them with `cargo test -p sow -- --ignored`.

use ayoayo::{Board, OPENING, PITS};
use proptest::prelude::*;
use sow::sow_clockwise;
use testkit::{Drawn, assert_answer, config, pits, prop_assert_answer, quietly, stones};

use crate::properties::boards_with_a_hand;

/// The board seen in a mirror: pit `p` holds what pit `11 - p` held.
fn mirrored(board: Board) -> Board {
    std::array::from_fn(|pit| board[PITS - 1 - pit])
}

#[test]
#[ignore = "optional challenge: cargo test -p sow -- --ignored"]
fn sow_clockwise_from_the_opening_goes_down_from_11() {
    assert_answer!(
        sow_clockwise(OPENING, 0, 0),
        ([0, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5], 8),
        "pit 0's four stones go into 11, 10, 9 and 8"
    );
    assert_answer!(
        sow_clockwise(OPENING, 6, 6),
        ([4, 4, 5, 5, 5, 5, 0, 4, 4, 4, 4, 4], 2),
        "pit 6's four stones go into 5, 4, 3 and 2"
    );
}

#[test]
#[ignore = "optional challenge: cargo test -p sow -- --ignored"]
fn sow_clockwise_passes_over_the_skip_pit_on_a_lap() {
    let board = [12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    assert_answer!(
        sow_clockwise(board, 0, 0),
        ([0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2], 11),
        "twelve stones lap the board from 11 down to 1, pass over pit 0, and end in 11 again"
    );
}

#[test]
#[ignore = "optional challenge: cargo test -p sow -- --ignored"]
fn sow_clockwise_of_an_empty_or_off_board_pit_sows_nothing() {
    let board = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
    assert_answer!(sow_clockwise(board, 0, 0), (board, 0));
    assert_answer!(
        sow_clockwise(board, 0, 12),
        (board, 12),
        "there is no pit 12"
    );
}

#[test]
#[ignore = "optional challenge: cargo test -p sow -- --ignored"]
fn sow_clockwise_is_sow_in_a_mirror() {
    proptest!(config(), |((Drawn(board), from) in boards_with_a_hand(), skip in pits())| {
        let (after, last) = quietly(|| sow_clockwise(board, skip, from))?;
        prop_assert_eq!(stones(after), stones(board), "stones were lost or made");
        let (sown, end) = ayoayo::sow(mirrored(board), PITS - 1 - skip, PITS - 1 - from);
        prop_assert_answer!(
            (after, last),
            (mirrored(sown), PITS - 1 - end),
            "sowing clockwise is sowing counter-clockwise on the board seen in a mirror"
        );
        let reference = ayoayo::challenges::sow::sow_clockwise(board, skip, from);
        prop_assert_answer!((after, last), reference);
    });
}
