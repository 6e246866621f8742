//! Properties on random boards and numbers: round trips both ways, numbers inside the layer,
//! the dictionary order, and agreement with the reference. When one fails, proptest shrinks it
//! to a small board that still fails and prints it as a picture.

use ::endgames::{board_at, index_of};
use ayoayo::Board;
use ayoayo::endgames::boards_with;
// The reference, always under this name: a bare `endgames` here would be the exercise crate or
// the reference's module, whichever was imported last.
use ayoayo::endgames as reference;
use proptest::prelude::*;
use testkit::{
    Drawn, announce, assert_answer, boards, config, isolated, prop_assert_answer, quietly,
};

fn stones(houses: Board) -> u32 {
    houses.iter().map(|&h| u32::from(h)).sum()
}

#[test]
fn every_board_comes_back_from_its_number() {
    isolated(|| {
        proptest!(config(), |(Drawn(houses) in boards())| {
            announce(format_args!("index_of({houses:?})"), houses);
            let index = quietly(|| index_of(houses))?;
            let n = stones(houses);
            prop_assert!(
                index < boards_with(n),
                "index_of gave {index}, but there are only {} boards of {n} stones",
                boards_with(n)
            );
            announce(format_args!("board_at({n}, {index})"), houses);
            prop_assert_answer!(
                quietly(|| board_at(n, index))?,
                houses,
                "board_at({}, index_of(houses)) should give houses back", n
            );
        });
    });
}

#[test]
fn every_number_comes_back_from_its_board() {
    isolated(|| {
        let cases = (0u32..=48).prop_flat_map(|n| (Just(n), 0..boards_with(n)));
        proptest!(config(), |((n, index) in cases)| {
            announce(format_args!("board_at({n}, {index})"), [0; 12]);
            let houses = quietly(|| board_at(n, index))?;
            prop_assert_eq!(stones(houses), n, "board_at({}, {}) = {:?}", n, index, houses);
            announce(format_args!("index_of({houses:?})"), houses);
            prop_assert_answer!(
                quietly(|| index_of(houses))?,
                index,
                "index_of(board_at({}, {})) should give the number back", n, index
            );
        });
    });
}

#[test]
fn the_boards_of_three_stones_fill_their_numbers_in_dictionary_order() {
    isolated(|| {
        let boards: Vec<Board> = (0..boards_with(3))
            .map(|i| reference::board_at(3, i))
            .collect();
        for (expected, &houses) in boards.iter().enumerate() {
            announce(format_args!("index_of({houses:?})"), houses);
            assert_answer!(
                index_of(houses),
                expected,
                "the boards of 3 stones in dictionary order are numbered 0, 1, 2... with no gap"
            );
        }
        assert!(boards.windows(2).all(|pair| pair[0] < pair[1]));
    });
}

#[test]
fn index_of_and_board_at_agree_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(houses) in boards(), index in 0usize..1_000_000)| {
            announce(format_args!("index_of({houses:?})"), houses);
            prop_assert_answer!(
                quietly(|| index_of(houses))?,
                reference::index_of(houses),
                "index_of({:?})", houses
            );
            let n = stones(houses);
            let index = index % boards_with(n);
            announce(format_args!("board_at({n}, {index})"), houses);
            prop_assert_answer!(
                quietly(|| board_at(n, index))?,
                reference::board_at(n, index),
                "board_at({}, {})", n, index
            );
        });
    });
}
