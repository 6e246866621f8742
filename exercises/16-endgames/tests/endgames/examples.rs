//! Worked examples: the first and the last board of a layer, each board of one stone, a few of
//! two, and the 48 stones of a whole game, which no list of boards could reach.

use ayoayo::endgames::boards_with;
use endgames::{board_at, index_of};
use testkit::{announce, assert_answer, isolated};

use crate::all_in;

#[test]
fn all_the_stones_in_pit_11_is_the_first_board() {
    isolated(|| {
        for stones in [0, 1, 2, 5] {
            let first = all_in(11, stones);
            announce(format_args!("index_of({first:?})"), first);
            assert_answer!(
                index_of(first),
                0,
                "no board with as many stones comes before all of them in pit 11"
            );
        }
    });
}

#[test]
fn one_stone_in_pit_k_is_number_11_minus_k() {
    isolated(|| {
        for pit in 0..12 {
            let houses = all_in(pit, 1);
            announce(format_args!("index_of({houses:?})"), houses);
            assert_answer!(
                index_of(houses),
                11 - pit,
                "the boards with the stone further right come first"
            );
            announce(format_args!("board_at(1, {})", 11 - pit), houses);
            assert_answer!(board_at(1, 11 - pit), houses);
        }
    });
}

#[test]
fn two_stones_count_the_boards_with_an_emptier_pit_0_first() {
    isolated(|| {
        let cases = [
            (
                [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
                66,
                "66 boards with pit 0 empty come first",
            ),
            (
                [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
                67,
                "then pit 0 holds 1: rest numbered 1",
            ),
            (
                [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
                76,
                "the last of the 11 with pit 0 holding 1",
            ),
            (
                [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
                77,
                "the last of the 78 boards of 2 stones",
            ),
            (
                [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
                65,
                "the last board with pit 0 empty",
            ),
        ];
        for (houses, index, why) in cases {
            announce(format_args!("index_of({houses:?})"), houses);
            assert_answer!(index_of(houses), index, "{}", why);
            announce(format_args!("board_at(2, {index})"), houses);
            assert_answer!(board_at(2, index), houses, "{}", why);
        }
    });
}

#[test]
fn forty_eight_stones_are_numbered_without_listing_the_boards() {
    isolated(|| {
        let last = boards_with(48) - 1;
        announce("board_at(48, 0)", all_in(11, 48));
        assert_answer!(board_at(48, 0), all_in(11, 48), "the first board");
        announce(format_args!("board_at(48, {last})"), all_in(0, 48));
        assert_answer!(
            board_at(48, last),
            all_in(0, 48),
            "the last of the {} boards",
            boards_with(48)
        );
        announce("index_of([48, 0, ...])", all_in(0, 48));
        assert_answer!(index_of(all_in(0, 48)), last);
    });
}
