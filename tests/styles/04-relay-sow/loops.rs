//! Style: loops everywhere. `relay_sow` sows again while the last stone joins others,
//! `relay_states` pushes each state into a `Vec` until the limit or the rest, and
//! `try_relay_sow` remembers every state it has been in in a `HashSet`. Correct because a
//! relay is a function of its state (the board and the pit about to be scooped): coming back
//! to a state seen before means going round the same states for ever, and a relay that does
//! not come back must come to rest, as there are only so many states.
use std::collections::HashSet;

use ayoayo::{Board, Pit, sow};

/// Whether `pit` is on the board and holds a stone.
fn holds_stones(board: Board, pit: Pit) -> bool {
    board.get(pit).is_some_and(|&stones| stones > 0)
}

pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
    if !holds_stones(board, start) {
        return (board, start);
    }
    let (mut board, mut from) = (board, start);
    loop {
        let (after, last) = sow(board, start, from);
        if after[last] == 1 {
            return (after, last);
        }
        (board, from) = (after, last);
    }
}

pub fn relay_states(board: Board, start: Pit, limit: usize) -> Vec<(Board, Pit)> {
    let mut states = Vec::new();
    let mut state = (board, start);
    while states.len() < limit {
        states.push(state);
        let (board, from) = state;
        if !holds_stones(board, from) {
            break;
        }
        let (after, last) = sow(board, start, from);
        if after[last] <= 1 {
            break;
        }
        state = (after, last);
    }
    states
}

pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    if !holds_stones(board, start) {
        return None;
    }
    let mut seen = HashSet::new();
    let mut state = (board, start);
    while seen.insert(state) {
        let (after, last) = sow(state.0, start, state.1);
        if after[last] == 1 {
            return Some((after, last));
        }
        state = (after, last);
    }
    None
}
