//! Worked examples: relays that end (for both functions: `relay_sow`'s, Session A, are the
//! tests named `relay_sow_...`), a relay's states one by one, and relays that never end (for
//! `relay_states` and `try_relay_sow` only).

use ayoayo::{Board, OPENING, Pit};
use relay_sow::{relay_sow, relay_states, try_relay_sow};
use testkit::{announce, assert_answer, isolated};

/// The endless board of chapter 4's page: South's pit 1 relays for ever (after the first sowing,
/// it goes round a cycle of 638 sowings, so its first repeated state comes after 639).
const ENDLESS: Board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];

/// The relays that end, each with where it comes to rest.
const ENDS: [(Board, Pit, (Board, Pit)); 6] = [
    // The opening from pit 0
    (OPENING, 0, ([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9)),
    // The opening from pit 3
    (OPENING, 3, ([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6], 0)),
    // A last stone in an empty pit
    (
        [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        2,
        ([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0], 3),
    ),
    // A relay of 179 sowings
    (
        [20, 1, 7, 0, 1, 0, 3, 2, 1, 0, 1, 0],
        0,
        ([0, 3, 0, 7, 0, 7, 8, 1, 5, 0, 3, 2], 7),
    ),
    // A relay of 624 sowings
    (
        [2, 1, 3, 5, 8, 2, 8, 3, 2, 4, 2, 3],
        9,
        ([0, 9, 6, 0, 4, 1, 5, 2, 3, 0, 12, 1], 5),
    ),
    // A relay that laps the board
    (
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 0],
        10,
        ([0, 1, 3, 1, 2, 0, 2, 0, 2, 0, 0, 1], 3),
    ),
];

/// Calls `relay_sow` (Session A) on the example `index` of [`ENDS`].
fn relay_sow_ends_as(index: usize) {
    let (board, start, expected) = ENDS[index];
    announce(format_args!("relay_sow(board, {start})"), board);
    assert_answer!(relay_sow(board, start), expected);
}

/// Calls `try_relay_sow` (Session B) on the example `index` of [`ENDS`]: `Some` of the same.
fn try_relay_sow_ends_as(index: usize) {
    let (board, start, expected) = ENDS[index];
    announce(format_args!("try_relay_sow(board, {start})"), board);
    assert_answer!(try_relay_sow(board, start), Some(expected));
}

#[test]
fn relay_sow_of_the_opening_from_pit_0_relays_three_times_and_ends_in_pit_9() {
    isolated(|| relay_sow_ends_as(0));
}

#[test]
fn relay_sow_of_the_opening_from_pit_3_ends_in_south_s_pit_0() {
    isolated(|| relay_sow_ends_as(1));
}

#[test]
fn relay_sow_ends_at_once_when_the_last_stone_falls_in_an_empty_pit() {
    isolated(|| relay_sow_ends_as(2));
}

#[test]
fn relay_sow_follows_a_relay_of_179_sowings() {
    isolated(|| relay_sow_ends_as(3));
}

#[test]
fn relay_sow_follows_a_relay_of_624_sowings() {
    isolated(|| relay_sow_ends_as(4));
}

#[test]
fn relay_sow_skips_its_origin_on_every_lap() {
    isolated(|| relay_sow_ends_as(5));
}

#[test]
fn the_opening_from_pit_0_relays_three_times_and_ends_in_pit_9() {
    isolated(|| try_relay_sow_ends_as(0));
}

#[test]
fn the_opening_from_pit_3_ends_in_south_s_pit_0() {
    isolated(|| try_relay_sow_ends_as(1));
}

#[test]
fn a_last_stone_in_an_empty_pit_ends_the_move_at_once() {
    isolated(|| try_relay_sow_ends_as(2));
}

#[test]
fn a_relay_of_179_sowings_still_ends() {
    isolated(|| try_relay_sow_ends_as(3));
}

#[test]
fn a_relay_of_624_sowings_still_ends() {
    isolated(|| try_relay_sow_ends_as(4));
}

#[test]
fn a_relay_that_laps_the_board_skips_its_origin_every_time() {
    isolated(|| try_relay_sow_ends_as(5));
}

#[test]
fn the_endless_board_of_chapter_4_never_ends() {
    isolated(|| {
        announce("try_relay_sow(board, 1)", ENDLESS);
        assert_answer!(
            try_relay_sow(ENDLESS, 1),
            None,
            "this relay comes back to an earlier state after 639 sowings and goes round 638 sowings \
             a lap, so it never ends"
        );
    });
}

#[test]
fn a_relay_that_cycles_every_55_sowings_never_ends() {
    let board = [1, 0, 2, 1, 1, 2, 1, 0, 1, 0, 1, 0];
    isolated(|| {
        announce("try_relay_sow(board, 4)", board);
        assert_answer!(try_relay_sow(board, 4), None);
    });
}

#[test]
fn the_endless_board_s_other_pits_may_end() {
    isolated(|| {
        announce("try_relay_sow(board, 0)", ENDLESS);
        assert_answer!(
            try_relay_sow(ENDLESS, 0),
            ayoayo::try_relay_sow(ENDLESS, 0),
            "whether a relay ends depends on the pit as well as the board"
        );
    });
}

fn states(board: Board, start: Pit, limit: usize) -> Vec<(Board, Pit)> {
    announce(format_args!("relay_states(board, {start}, {limit})"), board);
    relay_states(board, start, limit)
}

#[test]
fn the_opening_from_pit_0_has_four_states() {
    isolated(|| {
        assert_answer!(
            states(OPENING, 0, 10),
            vec![
                (OPENING, 0),
                ([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4),
                ([0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4], 9),
                ([0, 6, 6, 6, 0, 5, 5, 5, 5, 0, 5, 5], 3),
            ],
            "chapter 3's four sowings: the board and the pit about to be scooped before each; \
             the fourth comes to rest, so there is no fifth state"
        );
    });
}

#[test]
fn the_limit_keeps_the_first_states_only() {
    isolated(|| {
        assert_answer!(
            states(OPENING, 0, 2),
            vec![(OPENING, 0), ([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4)],
            "a limit of 2 keeps the first two of the four states"
        );
        assert_answer!(states(OPENING, 0, 0), vec![], "a limit of 0 keeps none");
    });
}

#[test]
fn an_empty_start_has_only_its_first_state() {
    let board = [0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    isolated(|| {
        assert_answer!(
            states(board, 0, 5),
            vec![(board, 0)],
            "pit 0 holds no stones, so nothing is sown after the first state"
        );
    });
}

#[test]
fn the_endless_board_comes_back_to_its_second_state_638_sowings_later() {
    isolated(|| {
        let relay = states(ENDLESS, 1, 640);
        assert_answer!(
            relay.len(),
            640,
            "this relay never ends, so the limit decides how many states there are"
        );
        assert_answer!(
            relay[1],
            ([2, 0, 5, 3, 0, 1, 2, 1, 2, 1, 2, 1], 3),
            "after the first sowing, pit 3 is about to be scooped"
        );
        assert_answer!(
            relay[639],
            relay[1],
            "638 sowings later the relay is back in its second state: a cycle"
        );
    });
}
