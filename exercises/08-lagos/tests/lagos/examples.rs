//! Worked examples: the Lagos write-up's rules one seed at a time, one sowing, then whole
//! moves, among them variants.md A's endless relay and its last-seed capture.

use ayoayo::toolkit::Sown;
use ayoayo::{Board, OPENING, Pit, Player, Score};
use lagos::{sow_taking_fours, take_fours, try_relay_move};
use testkit::{announce, assert_answer, isolated};

use crate::corpus::ENDLESS;

/// A sowing state with nothing captured yet.
fn fresh(bins: Board, last: Pit) -> Sown<12> {
    Sown {
        bins,
        captured: [0, 0],
        last,
    }
}

/// North's pit 8 has just been made a four.
fn four_in_pit_8() -> Sown<12> {
    let mut bins = [1; 12];
    bins[8] = 4;
    fresh(bins, 8)
}

fn without_pit_8(captured: Score) -> Sown<12> {
    let mut bins = [1; 12];
    bins[8] = 0;
    Sown {
        bins,
        captured,
        last: 8,
    }
}

#[test]
fn a_four_made_with_seeds_in_hand_goes_to_the_owner_of_its_row() {
    isolated(|| {
        announce("take_fours(sown, Player::South, 2)", four_in_pit_8().bins);
        assert_answer!(
            take_fours(four_in_pit_8(), Player::South, 2),
            without_pit_8([0, 4]),
            "pit 8 is North's, and South still has seeds in hand: the four are North's"
        );
    });
}

#[test]
fn a_four_made_by_the_last_seed_goes_to_the_mover() {
    isolated(|| {
        announce("take_fours(sown, Player::South, 0)", four_in_pit_8().bins);
        assert_answer!(
            take_fours(four_in_pit_8(), Player::South, 0),
            without_pit_8([4, 0]),
            "the last seed made the four, so the mover, South, takes it"
        );
    });
}

#[test]
fn a_pit_of_three_or_five_takes_nothing_and_captures_so_far_are_kept() {
    isolated(|| {
        for seeds in [3, 5] {
            let mut sown = four_in_pit_8();
            (sown.bins[8], sown.captured) = (seeds, [8, 12]);
            announce(
                format_args!("take_fours(sown with {seeds} in pit 8, North, 1)"),
                sown.bins,
            );
            assert_answer!(
                take_fours(sown, Player::North, 1),
                sown,
                "only exactly four is taken"
            );
        }
    });
}

#[test]
fn one_sowing_can_make_three_fours_in_a_row() {
    let board = [3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0];
    isolated(|| {
        announce("sow_taking_fours(sown from pit 0, Player::South)", board);
        assert_answer!(
            sow_taking_fours(fresh(board, 0), Player::South),
            Sown {
                bins: [0; 12],
                captured: [12, 0],
                last: 3
            },
            "pits 1 and 2 are South's (seeds in hand), pit 3 is the mover's (the last seed)"
        );
    });
}

#[test]
fn a_sowing_of_twelve_laps_the_board_into_its_own_pit() {
    let mut board = [0; 12];
    board[11] = 12;
    isolated(|| {
        announce("sow_taking_fours(sown from pit 11, Player::North)", board);
        assert_answer!(
            sow_taking_fours(fresh(board, 11), Player::North),
            Sown {
                bins: [1; 12],
                captured: [0, 0],
                last: 11
            },
            "in Lagos the pit sown from is not skipped: the twelfth seed lands back in it"
        );
    });
}

#[test]
fn a_sowing_adds_to_what_was_captured_before_it() {
    let board = [5, 0, 2, 3, 1, 0, 0, 2, 3, 0, 1, 0];
    let before = Sown {
        captured: [10, 7],
        ..fresh(board, 0)
    };
    isolated(|| {
        announce("sow_taking_fours(sown from pit 0, Player::South)", board);
        assert_answer!(
            sow_taking_fours(before, Player::South),
            Sown {
                bins: [0, 1, 3, 0, 2, 1, 0, 2, 3, 0, 1, 0],
                captured: [14, 7],
                last: 5
            },
            "pit 3 makes four with seeds in hand: South's own row, so 10 + 4"
        );
    });
}

#[test]
fn the_endless_relay_of_the_lagos_rules_never_ends() {
    isolated(|| {
        announce("try_relay_move(board, Player::South, 1)", ENDLESS);
        assert_answer!(
            try_relay_move(ENDLESS, Player::South, 1),
            None,
            "this relay is back where it started after 60 sowings, so it never ends"
        );
    });
}

#[test]
fn the_endless_board_s_pit_0_ends_at_once_with_a_four() {
    isolated(|| {
        announce("try_relay_move(board, Player::South, 0)", ENDLESS);
        assert_answer!(
            try_relay_move(ENDLESS, Player::South, 0),
            Some(([0, 0, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0], [4, 0])),
            "pit 0's one seed makes pit 1 a four: the last seed, so the mover's, and the move \
             ends (whether a relay ends depends on the pit as well as the board)"
        );
    });
}

#[test]
fn the_opening_from_pit_0_relays_without_a_capture() {
    isolated(|| {
        announce("try_relay_move(OPENING, Player::South, 0)", OPENING);
        assert_answer!(
            try_relay_move(OPENING, Player::South, 0),
            Some(([2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6, 6], [0, 0]))
        );
    });
}

#[test]
fn north_s_last_seed_makes_a_four_in_south_s_row_and_the_move_ends() {
    let board = [3, 0, 0, 0, 0, 0, 1, 1, 0, 1, 13, 1];
    isolated(|| {
        announce("try_relay_move(board, Player::North, 11)", board);
        assert_answer!(
            try_relay_move(board, Player::North, 11),
            Some(([0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 13, 0], [0, 4])),
            "the last seed makes four in pit 0: the mover takes it, and an empty pit is no relay"
        );
    });
}

#[test]
fn a_four_made_in_a_relay_s_second_sowing_is_kept_to_the_end() {
    let board = [1, 2, 3, 1, 0, 2, 0, 3, 1, 2, 0, 3];
    isolated(|| {
        announce("try_relay_move(board, Player::South, 2)", board);
        assert_answer!(
            try_relay_move(board, Player::South, 2),
            Some(([1, 2, 0, 2, 1, 0, 1, 0, 0, 3, 1, 3], [0, 4])),
            "the relay from pit 5 makes pit 7 a four with a seed in hand: North's, kept \
             through the third sowing"
        );
    });
}
