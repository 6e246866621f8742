//! Worked examples: the tutorial's rules of sowing and capture, and its greedy opponent, on
//! boards where each rule changes the answer.

use awari::{greedy_move, sow};
use ayoayo::Player::{self, North, South};
use ayoayo::awari::{Bins, OPENING};
use testkit::{announce, assert_answer, isolated};

/// Calls `sow` and checks its answer against `expected`.
fn sows(bins: Bins, mover: Player, pit: usize, expected: (Bins, usize), why: &str) {
    isolated(|| {
        announce(format_args!("sow(bins, {mover:?}, {pit})"), bins);
        assert_answer!(sow(bins, mover, pit), expected, "{why}");
    });
}

/// Calls `greedy_move` and checks its answer against `expected`.
fn greedy_picks(bins: Bins, expected: usize, why: &str) {
    isolated(|| {
        announce("greedy_move(bins)", bins);
        assert_answer!(greedy_move(bins), expected, "{why}");
    });
}

#[test]
fn the_opening_from_pit_3_ends_in_the_human_s_store() {
    let after = [3, 3, 3, 0, 4, 4, 1, 3, 3, 3, 3, 3, 3, 0];
    sows(
        OPENING,
        South,
        3,
        (after, 6),
        "the third token goes into bin 6, the store",
    );
}

#[test]
fn sowing_runs_through_the_computer_s_store_and_wraps_to_bin_0() {
    let bins = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0];
    let after = [1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    sows(bins, North, 12, (after, 3), "after bin 13 comes bin 0");
}

#[test]
fn the_human_sows_the_computer_s_store_too() {
    let bins = [1, 0, 0, 0, 0, 9, 0, 1, 1, 1, 1, 1, 1, 0];
    let after = [2, 0, 0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 1];
    let why = "every bin after pit 5 gets a token, both stores included";
    sows(bins, South, 5, (after, 0), why);
}

#[test]
fn a_lap_drops_a_token_into_the_pit_it_began_in() {
    let mut bins = [0; 14];
    bins[2] = 15;
    let after = [1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    sows(bins, South, 2, (after, 3), "the origin is not skipped");
}

#[test]
fn a_last_token_alone_on_the_other_side_still_captures() {
    let bins = [0, 0, 0, 0, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0];
    let after = [0, 0, 0, 0, 0, 0, 6, 1, 0, 0, 0, 0, 0, 0];
    sows(
        bins,
        South,
        5,
        (after, 8),
        "bin 8 is the computer's, but it takes pit 4",
    );
}

#[test]
fn the_computer_captures_into_its_own_store() {
    let bins = [0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0];
    let after = [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 3];
    sows(bins, North, 7, (after, 9), "the mover's store is bin 13");
}

#[test]
fn nothing_is_taken_when_the_bin_opposite_is_empty() {
    let bins = [0, 0, 0, 0, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0];
    let after = [0, 0, 0, 0, 4, 0, 1, 1, 0, 0, 0, 0, 0, 0];
    sows(
        bins,
        South,
        5,
        (after, 7),
        "bin 7 is opposite pit 5, which the move emptied",
    );
}

#[test]
fn a_last_token_joining_others_takes_nothing() {
    let after = [3, 3, 3, 3, 0, 4, 1, 4, 3, 3, 3, 3, 3, 0];
    sows(
        OPENING,
        South,
        4,
        (after, 7),
        "bin 7 now holds 4 tokens, not 1",
    );
}

#[test]
fn greedy_on_the_opening_sees_pit_10_s_extra_move() {
    greedy_picks(
        OPENING,
        10,
        "pit 10 earns an extra move, and pit 7 then captures 4",
    );
}

#[test]
fn greedy_counts_what_the_extra_move_reaches() {
    let bins = [3, 2, 0, 0, 2, 4, 0, 1, 0, 0, 3, 3, 0, 0];
    greedy_picks(
        bins,
        10,
        "pit 10's last token reaches the store: look at its extra move",
    );
}

#[test]
fn greedy_looks_at_one_extra_move_only() {
    let bins = [5, 3, 3, 4, 0, 0, 0, 2, 2, 4, 4, 2, 0, 0];
    greedy_picks(bins, 9, "an extra move never earns another");
}

#[test]
fn greedy_breaks_ties_towards_the_lowest_pit() {
    let bins = [1, 3, 4, 1, 0, 3, 0, 4, 2, 2, 2, 1, 0, 0];
    greedy_picks(
        bins,
        10,
        "pits 10 and 11 both leave the store at its fullest",
    );
}

#[test]
fn greedy_with_nothing_to_sow_answers_pit_7() {
    let bins = [3, 2, 0, 0, 1, 4, 10, 0, 0, 0, 0, 0, 0, 16];
    greedy_picks(
        bins,
        7,
        "the computer's pits are all empty: the page asks for 7 then",
    );
}
