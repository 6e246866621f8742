//! The drills: four small exercises beside the lab, three of them recursions over a slice of
//! pits (`[first, rest @ ..]`), one an unfold. A plain `cargo test -p sow` leaves them out, so
//! the chapter passes without them; run them with `cargo test -p sow -- --ignored drills`.

use ayoayo::drills::sow as reference;
use ayoayo::{Board, OPENING, PITS, Pit};
use proptest::prelude::*;
use sow::{first_to_rest, is_relay, sow_each, stone_by_stone};
use testkit::{Drawn, assert_answer, boards, config, pits, prop_assert_answer, quietly, stones};

use crate::properties::boards_with_a_hand;

/// A late position (chapter 6's): sowing pit 1, 5 or 9 ends in an empty pit; pits 3, 6 and 11
/// are empty; every other pit's sowing relays.
const LATE: Board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];

/// A list of up to eight pits, now and then one off the board.
fn some_pits() -> impl Strategy<Value = Vec<Pit>> {
    proptest::collection::vec(0..PITS + 2, 0..=8)
}

/// A board, a pit to skip, and the first pits of the relay from it (up to six), as the
/// reference's relay makes them: a list of pits that is a relay.
fn relays() -> impl Strategy<Value = (Drawn, Pit, Vec<Pit>)> {
    (boards(), pits(), 1usize..=6).prop_map(|(Drawn(mut board), start, limit)| {
        board[start] = board[start].max(1);
        let states = ayoayo::relay_states(board, start, limit);
        let pits = states.iter().map(|&(_, pit)| pit).collect();
        (Drawn(board), start, pits)
    })
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn sow_each_sows_the_pits_in_turn() {
    assert_answer!(
        sow_each(OPENING, 0, &[0, 4, 9, 3]),
        [0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5],
        "the chapter's four sowings, pits 0, 4, 9 and 3, each on the board the one before left, \
         all skipping pit 0"
    );
    assert_answer!(
        sow_each(OPENING, 0, &[0]),
        [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4],
        "one pit is one sowing"
    );
    assert_answer!(
        sow_each(OPENING, 0, &[]),
        OPENING,
        "no pits: nothing is sown"
    );
    assert_answer!(
        sow_each(OPENING, 0, &[0, 0, 12]),
        [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4],
        "pit 0 is empty the second time, and there is no pit 12: neither sows anything"
    );
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn sow_each_keeps_every_stone_and_agrees_with_the_reference() {
    proptest!(config(), |(Drawn(board) in boards(), skip in pits(), pits in some_pits())| {
        let after = quietly(|| sow_each(board, skip, &pits))?;
        prop_assert_eq!(stones(after), stones(board), "stones were lost or made");
        prop_assert_answer!(after, reference::sow_each(board, skip, &pits));
    });
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn first_to_rest_finds_the_first_sowing_that_ends_in_an_empty_pit() {
    assert_answer!(
        first_to_rest(LATE, &[0, 1, 2, 3, 4, 5]),
        Some(1),
        "pit 0's stone joins pit 1's five and relays; pit 1's five end in pit 6, which was empty"
    );
    assert_answer!(
        first_to_rest(LATE, &[4, 2, 5, 1]),
        Some(5),
        "pits 4 and 2 relay; pit 5 is the first of the list whose sowing ends in an empty pit"
    );
    assert_answer!(
        first_to_rest(LATE, &[6, 7, 8, 10, 11]),
        None,
        "pits 6 and 11 are empty, and the sowings of 7, 8 and 10 all relay"
    );
    assert_answer!(
        first_to_rest(OPENING, &[0, 1, 2, 3, 4, 5]),
        None,
        "on the opening every sowing ends among four stones"
    );
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn first_to_rest_looks_at_the_board_after_the_sowing() {
    let board = [12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    assert_answer!(
        first_to_rest(board, &[0]),
        None,
        "twelve stones lap the board: the last falls into pit 1, empty before the sowing but \
         holding the hand's first stone by then, so it relays"
    );
    assert_answer!(first_to_rest(LATE, &[]), None, "no pits: none to find");
    assert_answer!(
        first_to_rest(LATE, &[12, 3, 1]),
        Some(1),
        "there is no pit 12 and pit 3 is empty: neither is sown, so neither is the answer"
    );
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn first_to_rest_agrees_with_the_reference() {
    proptest!(config(), |((Drawn(board), from) in boards_with_a_hand(), pits in some_pits())| {
        let pits = [vec![from], pits].concat();
        prop_assert_answer!(
            quietly(|| first_to_rest(board, &pits))?,
            reference::first_to_rest(board, &pits)
        );
        let rotated = [&pits[1..], &pits[..1]].concat();
        prop_assert_answer!(
            quietly(|| first_to_rest(board, &rotated))?,
            reference::first_to_rest(board, &rotated)
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn is_relay_follows_the_chapter_s_walk() {
    assert_answer!(
        is_relay(OPENING, 0, &[0, 4, 9, 3]),
        true,
        "the chapter's walk: pit 0 ends in pit 4, pit 4 in pit 9, pit 9 in pit 3, each among \
         other stones"
    );
    assert_answer!(
        is_relay(OPENING, 0, &[0, 4, 9, 3, 9]),
        false,
        "pit 3's sowing ends in pit 9, which was empty: the move is at rest, and pit 9 is not \
         sown again"
    );
    assert_answer!(
        is_relay(OPENING, 0, &[0, 5]),
        false,
        "pit 0's sowing ends in pit 4, not pit 5"
    );
    assert_answer!(
        is_relay(OPENING, 0, &[0, 4, 8]),
        false,
        "on the board pit 0's sowing left, pit 4 holds five stones and ends in pit 9, not pit 8"
    );
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn is_relay_of_one_pit_or_none_claims_nothing() {
    assert_answer!(is_relay(OPENING, 0, &[]), true, "no pits claim nothing");
    assert_answer!(
        is_relay(OPENING, 0, &[7]),
        true,
        "one pit claims nothing about where its sowing ends"
    );
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn is_relay_agrees_with_the_reference() {
    proptest!(config(), |((Drawn(board), start, relay) in relays(), pits in some_pits(), skip in pits())| {
        prop_assert_answer!(
            quietly(|| is_relay(board, start, &relay))?,
            true,
            "these pits are the relay from pit {}, as the reference's relay_states gives them", start
        );
        let mut broken = relay.clone();
        broken.push(pits.first().copied().unwrap_or(start));
        prop_assert_answer!(
            quietly(|| is_relay(board, start, &broken))?,
            reference::is_relay(board, start, &broken)
        );
        prop_assert_answer!(
            quietly(|| is_relay(board, skip, &pits))?,
            reference::is_relay(board, skip, &pits)
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn stone_by_stone_shows_each_stone_of_a_sowing() {
    assert_answer!(
        stone_by_stone(OPENING, 0, 0),
        vec![
            ([0, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 1),
            ([0, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4], 2),
            ([0, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4], 3),
            ([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4),
        ],
        "pit 0's four stones, one into each of pits 1 to 4; the last board is sow's"
    );
    assert_answer!(
        stone_by_stone([0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4], 0, 9),
        vec![
            ([0, 5, 5, 5, 0, 5, 5, 5, 5, 0, 5, 4], 10),
            ([0, 5, 5, 5, 0, 5, 5, 5, 5, 0, 5, 5], 11),
            ([0, 6, 5, 5, 0, 5, 5, 5, 5, 0, 5, 5], 1),
            ([0, 6, 6, 5, 0, 5, 5, 5, 5, 0, 5, 5], 2),
            ([0, 6, 6, 6, 0, 5, 5, 5, 5, 0, 5, 5], 3),
        ],
        "the walk's third sowing: pit 9 is scooped, its five stones start in pit 10, and pit 0, \
         the skip pit, gets no stone and no frame"
    );
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn stone_by_stone_of_an_empty_or_off_board_pit_is_empty() {
    let board = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
    assert_answer!(
        stone_by_stone(board, 0, 0),
        Vec::<(Board, Pit)>::new(),
        "pit 0 is empty: no stone to drop"
    );
    assert_answer!(
        stone_by_stone(board, 0, 12),
        Vec::<(Board, Pit)>::new(),
        "there is no pit 12"
    );
}

#[test]
#[ignore = "drill: cargo test -p sow -- --ignored drills"]
fn stone_by_stone_ends_as_sow_does_and_agrees_with_the_reference() {
    proptest!(config(), |((Drawn(board), from) in boards_with_a_hand(), skip in pits())| {
        let frames = quietly(|| stone_by_stone(board, skip, from))?;
        prop_assert_eq!(frames.len(), usize::from(board[from]), "one frame for each stone in the hand");
        prop_assert_eq!(frames.last().copied(), Some(ayoayo::sow(board, skip, from)), "the last frame is sow's answer");
        for &(_, pit) in &frames {
            prop_assert_ne!(pit, skip, "no stone goes into pit {}, the skip pit", skip);
        }
        prop_assert_answer!(frames, reference::stone_by_stone(board, skip, from));
    });
}
