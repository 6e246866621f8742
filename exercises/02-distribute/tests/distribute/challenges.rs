//! The optional challenges at the end of the chapter's page. A plain `cargo test -p
//! distribute` leaves them out; run them with `cargo test -p distribute -- --ignored`.

use ayoayo::{PITS, Pit};
use distribute::{landing_pits, undistribute};
use proptest::prelude::*;
use testkit::{Drawn, assert_answer, boards, config, pits, prop_assert_answer, quietly};

#[test]
#[ignore = "optional challenge: cargo test -p distribute -- --ignored"]
fn landing_pits_pass_over_the_skip_pit() {
    assert_answer!(landing_pits(11, 10, 3), vec![10, 0, 1], "pit 11 is skipped");
    assert_answer!(
        landing_pits(0, 0, 2),
        vec![1, 2],
        "starting on the skip pit, the first stone goes into the pit after it"
    );
}

#[test]
#[ignore = "optional challenge: cargo test -p distribute -- --ignored"]
fn landing_pits_of_no_stones_or_a_pit_off_the_board_are_none() {
    assert_answer!(landing_pits(0, 3, 0), Vec::<Pit>::new());
    assert_answer!(
        landing_pits(0, 12, 4),
        Vec::<Pit>::new(),
        "there is no pit 12"
    );
}

#[test]
#[ignore = "optional challenge: cargo test -p distribute -- --ignored"]
fn landing_pits_are_where_distribute_drops_its_stones() {
    proptest!(config(), |(Drawn(board) in boards(), skip in pits(), pit in pits(), in_hand in 1u8..=34)| {
        let landed = quietly(|| landing_pits(skip, pit, in_hand))?;
        let (after, last) = ayoayo::distribute(board, skip, pit, in_hand);
        prop_assert_eq!(landed.len(), usize::from(in_hand), "one pit for each stone in hand");
        prop_assert_eq!(landed.last(), Some(&last), "the last stone lands where distribute ends");
        for p in 0..PITS {
            let times = landed.iter().filter(|&&landed| landed == p).count();
            prop_assert_eq!(usize::from(after[p] - board[p]), times, "pit {} gains a stone each time it is listed", p);
        }
        let reference = ayoayo::challenges::distribute::landing_pits(skip, pit, in_hand);
        prop_assert_answer!(landed, reference);
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p distribute -- --ignored"]
fn undistribute_takes_the_book_s_distribution_back() {
    assert_answer!(
        undistribute([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 0, 4, 4),
        ([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 1),
        "four stones were dropped into pits 1 to 4"
    );
    assert_answer!(
        undistribute([1, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0], 11, 1, 2),
        ([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0], 0),
        "the pit before 1 is 0; before 0 it would be 11"
    );
    assert_answer!(
        undistribute([5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5], 0, 0, 0),
        ([5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5], 0),
        "no stones: nothing to lift"
    );
}

#[test]
#[ignore = "optional challenge: cargo test -p distribute -- --ignored"]
fn undistribute_undoes_distribute() {
    proptest!(config(), |(Drawn(board) in boards(), skip in pits(), pit in pits(), in_hand in 1u8..=34)| {
        let (after, last) = ayoayo::distribute(board, skip, pit, in_hand);
        let first = if pit == skip { (pit + 1) % PITS } else { pit };
        let undone = quietly(|| undistribute(after, skip, last, in_hand))?;
        prop_assert_answer!(undone, (board, first), "undistribute(distribute(board)) is the board again");
        let reference = ayoayo::challenges::distribute::undistribute(after, skip, last, in_hand);
        prop_assert_answer!(undone, reference);
    });
}
