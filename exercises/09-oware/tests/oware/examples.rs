//! Worked examples from the page and from Khan's "Combinatorial Games: Ayo": the Odu skip, the
//! backward chain, the grand slam that takes nothing, and feeding.

use ayoayo::oware::{OPENING, Position};
use ayoayo::{Board, Player};
use oware::{capture_chain, legal_moves, sow_and_capture, sow_skipping_origin};
use testkit::{announce, assert_answer, isolated};

fn position(houses: Board, stores: [u8; 2], to_move: Player) -> Position {
    Position {
        houses,
        stores,
        to_move,
    }
}

#[test]
fn an_odu_of_twelve_skips_its_own_pit() {
    isolated(|| {
        let odu = [0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0];
        announce("sow_skipping_origin(houses, 5)", odu);
        assert_answer!(
            sow_skipping_origin(odu, 5),
            ([1, 1, 1, 1, 1, 0, 2, 1, 1, 1, 1, 1], 6),
            "the twelfth stone skips pit 5, where the move began, and lands in pit 6"
        );
    });
}

#[test]
fn an_odu_of_23_skips_its_own_pit_on_both_laps() {
    isolated(|| {
        let odu = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 23];
        announce("sow_skipping_origin(houses, 11)", odu);
        assert_answer!(
            sow_skipping_origin(odu, 11),
            ([3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0], 0)
        );
    });
}

#[test]
fn a_short_hand_sows_as_in_part_one() {
    isolated(|| {
        announce("sow_skipping_origin(houses, 5)", OPENING.houses);
        assert_answer!(
            sow_skipping_origin(OPENING.houses, 5),
            ([4, 4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4], 9)
        );
    });
}

#[test]
fn the_chain_runs_backwards_while_pits_hold_two_or_three() {
    isolated(|| {
        let houses = [0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0];
        announce("capture_chain(houses, South, 10)", houses);
        assert_answer!(
            capture_chain(houses, Player::South, 10),
            ([0, 0, 0, 0, 0, 0, 2, 3, 1, 0, 0, 0], 5),
            "pits 10 and 9 are taken; pit 8 holds 1, so the chain stops there"
        );
    });
}

#[test]
fn the_chain_stops_where_the_mover_s_side_begins() {
    isolated(|| {
        let houses = [0, 0, 0, 0, 0, 2, 2, 3, 0, 0, 0, 0];
        announce("capture_chain(houses, South, 7)", houses);
        assert_answer!(
            capture_chain(houses, Player::South, 7),
            ([0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0], 5),
            "pit 5 holds 2, but it is South's own: the chain ends at pit 6"
        );
    });
}

#[test]
fn north_s_chain_does_not_wrap_round_to_pit_11() {
    isolated(|| {
        let houses = [3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2];
        announce("capture_chain(houses, North, 0)", houses);
        assert_answer!(
            capture_chain(houses, Player::North, 0),
            ([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2], 3),
            "before pit 0 comes pit 11, which is North's own"
        );
    });
}

#[test]
fn a_last_stone_at_home_captures_nothing() {
    isolated(|| {
        let houses = [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        announce("capture_chain(houses, South, 2)", houses);
        assert_answer!(capture_chain(houses, Player::South, 2), (houses, 0));
    });
}

#[test]
fn a_move_takes_the_chain_its_last_stone_ends() {
    isolated(|| {
        let houses = [0, 0, 0, 0, 3, 0, 1, 2, 0, 0, 0, 1];
        announce("sow_and_capture(houses, 4)", houses);
        assert_answer!(
            sow_and_capture(houses, 4),
            ([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1], 5)
        );
    });
}

#[test]
fn a_grand_slam_captures_nothing() {
    isolated(|| {
        let houses = [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0];
        announce("sow_and_capture(houses, 5)", houses);
        assert_answer!(
            sow_and_capture(houses, 5),
            ([0, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0], 0),
            "taking pits 7 and 6 would leave North no stone: a grand slam, which captures nothing"
        );
    });
}

#[test]
fn an_odu_can_capture_on_its_second_lap() {
    isolated(|| {
        let houses = [0, 0, 0, 0, 0, 0, 1, 1, 1, 14, 1, 1];
        announce("sow_and_capture(houses, 9)", houses);
        assert_answer!(
            sow_and_capture(houses, 9),
            ayoayo::oware::sow_and_capture(houses, 9)
        );
    });
}

#[test]
fn the_opening_allows_all_six_pits() {
    isolated(|| {
        announce("legal_moves(OPENING)", OPENING.houses);
        assert_answer!(legal_moves(OPENING), vec![0, 1, 2, 3, 4, 5]);
    });
}

#[test]
fn an_empty_opponent_must_be_fed() {
    isolated(|| {
        let starved = position(
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2],
            [22, 23],
            Player::North,
        );
        announce("legal_moves(North to move)", starved.houses);
        assert_answer!(
            legal_moves(starved),
            vec![11],
            "South has no stone: pit 10 leaves South empty, pit 11 reaches pit 1"
        );
    });
}

#[test]
fn no_move_when_none_can_feed() {
    isolated(|| {
        let short = position(
            [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [24, 22],
            Player::South,
        );
        announce("legal_moves(South to move, stores [24, 22])", short.houses);
        assert_answer!(
            legal_moves(short),
            Vec::new(),
            "neither pit 0 nor pit 1 reaches North's side, so the game is over"
        );
    });
}

#[test]
fn a_store_of_more_than_24_ends_the_game() {
    isolated(|| {
        let decided = position([4; 12], [25, 0], Player::North);
        announce("legal_moves(North to move, stores [25, 0])", decided.houses);
        assert_answer!(legal_moves(decided), Vec::new());
    });
}
