//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p endgames`, so its verdict is about the chapter alone; run them with
//! `cargo test -p endgames -- --ignored`.

use ::endgames::{arrangements_by_recursion, next_board};
use ayoayo::Board;
// The reference, always under this name (see properties.rs).
use ayoayo::endgames as reference;
use proptest::prelude::*;
use testkit::{
    Drawn, announce, assert_answer, boards, config, isolated, prop_assert_answer, quietly,
};

use crate::all_in;

fn stones(houses: Board) -> u32 {
    houses.iter().map(|&h| u32::from(h)).sum()
}

#[test]
#[ignore = "optional challenge: cargo test -p endgames -- --ignored"]
fn arrangements_by_recursion_examples() {
    isolated(|| {
        let cases = [
            (2, 3, 6),
            (0, 0, 1),
            (3, 0, 0),
            (7, 1, 1),
            (0, 12, 1),
            (48, 12, 279871768995),
        ];
        for (stones, pits, ways) in cases {
            announce(
                format_args!("arrangements_by_recursion({stones}, {pits})"),
                [0u8; 12],
            );
            assert_answer!(
                arrangements_by_recursion(stones, pits),
                ways,
                "the ways {stones} stones can lie in {pits} pits"
            );
        }
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p endgames -- --ignored"]
fn arrangements_by_recursion_agrees_with_the_reference_up_to_48_stones() {
    isolated(|| {
        for stones in 0..=48 {
            for pits in 0..=12 {
                announce(
                    format_args!("arrangements_by_recursion({stones}, {pits})"),
                    [0u8; 12],
                );
                assert_answer!(
                    arrangements_by_recursion(stones, pits),
                    reference::arrangements(stones, pits)
                );
            }
        }
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p endgames -- --ignored"]
fn next_board_examples() {
    isolated(|| {
        announce("next_board(houses)", all_in(11, 5));
        assert_answer!(
            next_board(all_in(11, 5)),
            Some([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 4]),
            "the first board of five stones is followed by one stone moved up to pit 10"
        );
        let three_in_10 = all_in(10, 3);
        announce("next_board(houses)", three_in_10);
        assert_answer!(
            next_board(three_in_10),
            Some([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2])
        );
        announce("next_board(houses)", all_in(0, 5));
        assert_answer!(
            next_board(all_in(0, 5)),
            None,
            "all the stones in pit 0 is the last board of its layer"
        );
        announce("next_board(houses)", [0u8; 12]);
        assert_answer!(next_board([0; 12]), None, "no stones: one board, the last");
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p endgames -- --ignored"]
fn next_board_walks_a_small_layer_in_order() {
    isolated(|| {
        for index in 0..reference::boards_with(3) {
            let houses = reference::board_at(3, index);
            announce(
                format_args!("next_board, board {index} of 3 stones"),
                houses,
            );
            let expected =
                (index + 1 < reference::boards_with(3)).then(|| reference::board_at(3, index + 1));
            assert_answer!(next_board(houses), expected);
        }
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p endgames -- --ignored"]
fn next_board_is_numbered_one_more() {
    isolated(|| {
        proptest!(config(), |(Drawn(houses) in boards())| {
            announce(format_args!("next_board({houses:?})"), houses);
            let yours = quietly(|| next_board(houses))?;
            let (n, index) = (stones(houses), reference::index_of(houses));
            let expected = (index + 1 < reference::boards_with(n))
                .then(|| reference::board_at(n, index + 1));
            prop_assert_answer!(yours, expected, "board {index} of {n} stones comes before board {}", index + 1);
        });
    });
}
