//! The drills: four small exercises beside the lab, each a recursion on a count that shrinks by
//! one a call. A plain `cargo test -p distribute` leaves them out, so the chapter passes without
//! them; run them with `cargo test -p distribute -- --ignored drills`.

use ayoayo::drills::distribute as reference;
use ayoayo::{OPENING, PITS, Pit};
use distribute::{calls_to_distribute, row_stones, steps_round, tally_stones};
use proptest::prelude::*;
use testkit::{Drawn, assert_answer, boards, config, pits, prop_assert_answer, quietly};

/// A board whose pits hold 1 to 12 stones, pit 0 to pit 11: every pit's count is its own.
const ONE_TO_TWELVE: [u8; 12] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/// Any pit, and now and then pit 12 or 13, which are off the board.
fn any_pit() -> impl Strategy<Value = Pit> {
    0..PITS + 2
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn steps_round_walks_counter_clockwise_and_wraps() {
    assert_answer!(steps_round(4, 0), 4, "no steps: you stay in pit 4");
    assert_answer!(steps_round(4, 1), 5, "one step is next_pit");
    assert_answer!(
        steps_round(10, 3),
        1,
        "from pit 10, three steps go to pits 11, 0 and 1"
    );
    assert_answer!(
        steps_round(0, 12),
        0,
        "twelve steps go once round the board"
    );
    assert_answer!(
        steps_round(5, 255),
        8,
        "255 steps are 21 laps and 3 steps more"
    );
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn steps_round_from_a_pit_off_the_board_stays_there() {
    assert_answer!(
        steps_round(12, 3),
        12,
        "there is no pit 12, so there is no step to take from it"
    );
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn steps_round_agrees_with_the_reference() {
    proptest!(config(), |(pit in any_pit(), steps in any::<u8>())| {
        let walked = quietly(|| steps_round(pit, steps))?;
        if pit < PITS {
            prop_assert_eq!(walked, (pit + usize::from(steps)) % PITS, "each step is one pit on, 11 wrapping to 0");
        }
        prop_assert_answer!(walked, reference::steps_round(pit, steps));
    });
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn row_stones_adds_up_a_row_of_pits() {
    assert_answer!(
        row_stones(OPENING, 0, 6),
        24,
        "South's row, pits 0 to 5, holds six fours"
    );
    assert_answer!(
        row_stones(ONE_TO_TWELVE, 6, 6),
        57,
        "North's row, pits 6 to 11: 7 + 8 + 9 + 10 + 11 + 12"
    );
    assert_answer!(
        row_stones(ONE_TO_TWELVE, 10, 4),
        26,
        "pits 10, 11, 0 and 1: 11 + 12 + 1 + 2, wrapping from 11 to 0"
    );
    assert_answer!(row_stones(ONE_TO_TWELVE, 3, 0), 0, "no pits hold no stones");
    assert_answer!(row_stones(ONE_TO_TWELVE, 3, 1), 4, "one pit, pit 3");
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn row_stones_counts_past_what_a_pit_holds_and_round_again() {
    assert_answer!(
        row_stones([255; 12], 0, 12),
        3060,
        "twelve pits of 255: more than a u8 counts, so add them as u32"
    );
    assert_answer!(
        row_stones(ONE_TO_TWELVE, 0, 24),
        156,
        "24 pits go twice round the board and count each pit twice: 2 × 78"
    );
    assert_answer!(row_stones(ONE_TO_TWELVE, 12, 3), 0, "there is no pit 12");
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn row_stones_agrees_with_the_reference() {
    proptest!(config(), |(Drawn(board) in boards(), pit in any_pit(), count in 0u8..=30)| {
        prop_assert_answer!(
            quietly(|| row_stones(board, pit, count))?,
            reference::row_stones(board, pit, count)
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn tally_stones_adds_each_pit_to_the_tally_it_is_handed() {
    assert_answer!(
        tally_stones(OPENING, 0, 6, 0),
        24,
        "South's row, counted from a tally of 0"
    );
    assert_answer!(
        tally_stones(OPENING, 0, 6, 40),
        64,
        "South's row onto a tally of 40: the tally is the count so far"
    );
    assert_answer!(
        tally_stones(ONE_TO_TWELVE, 10, 4, 0),
        26,
        "pits 10, 11, 0 and 1: 11 + 12 + 1 + 2, wrapping from 11 to 0"
    );
    assert_answer!(
        tally_stones(ONE_TO_TWELVE, 3, 0, 7),
        7,
        "no pits to add: the base case answers the tally it was handed"
    );
    assert_answer!(
        tally_stones(ONE_TO_TWELVE, 12, 3, 5),
        5,
        "there is no pit 12: nothing to add to the tally"
    );
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn tally_stones_stops_at_the_largest_u32() {
    assert_answer!(
        tally_stones([255; 12], 0, 12, u32::MAX - 100),
        u32::MAX,
        "3060 more on a tally of u32::MAX - 100: the tally stays at u32::MAX (saturating_add)"
    );
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn tally_stones_is_row_stones_plus_the_tally_and_agrees_with_the_reference() {
    proptest!(config(), |(Drawn(board) in boards(), pit in any_pit(), count in 0u8..=30, tally in 0u32..=1000)| {
        let tallied = quietly(|| tally_stones(board, pit, count, tally))?;
        prop_assert_eq!(
            tallied,
            reference::row_stones(board, pit, count) + tally,
            "the answer is the tally handed in plus the stones of the pits"
        );
        prop_assert_answer!(tallied, reference::tally_stones(board, pit, count, tally));
    });
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn calls_to_distribute_grows_by_one_call_a_stone() {
    for (in_hand, calls) in [(1, 1), (2, 2), (4, 4), (8, 8)] {
        assert_answer!(
            calls_to_distribute(0, 1, in_hand),
            calls,
            "{in_hand} stones from pit 1: one call each, the last the base case"
        );
    }
    assert_answer!(
        calls_to_distribute(0, 1, 16),
        17,
        "16 stones from pit 1 come round to pit 0, the skip pit: one more call passes over it"
    );
    assert_answer!(
        calls_to_distribute(0, 1, 32),
        34,
        "32 stones from pit 1 come round to pit 0 twice: two calls pass over it"
    );
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn calls_to_distribute_counts_the_calls_that_drop_nothing() {
    assert_answer!(
        calls_to_distribute(5, 6, 12),
        13,
        "12 stones from pit 6, skipping pit 5: twelve drops, and one call to pass over pit 5"
    );
    assert_answer!(
        calls_to_distribute(0, 0, 3),
        4,
        "starting on the skip pit costs a call that drops nothing"
    );
    assert_answer!(
        calls_to_distribute(0, 1, 0),
        1,
        "an empty hand: the first call, which drops nothing, still counts"
    );
    assert_answer!(
        calls_to_distribute(0, 12, 4),
        1,
        "there is no pit 12: one call, which drops nothing"
    );
}

#[test]
#[ignore = "drill: cargo test -p distribute -- --ignored drills"]
fn calls_to_distribute_agrees_with_the_reference() {
    proptest!(config(), |(skip in pits(), pit in any_pit(), in_hand in any::<u8>())| {
        let calls = quietly(|| calls_to_distribute(skip, pit, in_hand))?;
        prop_assert_answer!(calls, reference::calls_to_distribute(skip, pit, in_hand));
    });
}
