//! Style: no `sow` from the reference, stones dropped one at a time by hand, and the relay as
//! a step that either goes on or comes to rest (`Ok` or `Err`). `relay_states` is an iterator
//! made with `std::iter::from_fn`, and `try_relay_sow` keeps the states it has seen in a
//! `BTreeSet` rather than a `HashSet`.
//!
//! Correct because `drop_all` drops exactly the stones a sowing would, in the same pits
//! (passing over `start` on every lap), so each step is one sowing of the relay; a state (the
//! board and the pit about to be scooped) seen twice means the relay goes round the same
//! states for ever, and one that is never seen twice must come to rest.
use std::collections::BTreeSet;

use ayoayo::{Board, Pit};

/// The machine between two drops: the board, the stones in hand, the pit the next drops into.
type Hand = (Board, u8, Pit);

/// Where a sowing from `from` passing over `start` drops its next stone after `pit`.
fn after(pit: Pit, start: Pit) -> Pit {
    let next = (pit + 1) % 12;
    if next == start { (next + 1) % 12 } else { next }
}

/// Scoops `from` into the hand, ready to drop from the pit after it.
fn pick_up(board: Board, start: Pit, from: Pit) -> Hand {
    let mut board = board;
    let hand = std::mem::take(&mut board[from]);
    (board, hand, after(from, start))
}

/// Drops every stone of the hand: the board and the pit of the last.
fn drop_all((board, hand, pit): Hand, start: Pit) -> (Board, Pit) {
    let (mut board, mut pit, mut last) = (board, pit, pit);
    for _ in 0..hand {
        board[pit] += 1;
        last = pit;
        pit = after(pit, start);
    }
    (board, last)
}

/// One sowing of the relay from the state `(board, from)`: the next state, or `Err` with the
/// board at rest when its last stone fell into an empty pit.
fn step(board: Board, start: Pit, from: Pit) -> Result<(Board, Pit), (Board, Pit)> {
    let (board, last) = drop_all(pick_up(board, start, from), start);
    if board[last] > 1 {
        Ok((board, last))
    } else {
        Err((board, last))
    }
}

fn holds_stones(board: Board, pit: Pit) -> bool {
    board.get(pit).is_some_and(|&stones| stones > 0)
}

pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
    if !holds_stones(board, start) {
        return (board, start);
    }
    let mut state = (board, start);
    loop {
        match step(state.0, start, state.1) {
            Ok(next) => state = next,
            Err(at_rest) => return at_rest,
        }
    }
}

pub fn relay_states(board: Board, start: Pit, limit: usize) -> Vec<(Board, Pit)> {
    let mut next = Some((board, start));
    std::iter::from_fn(|| {
        let state = next?;
        next = holds_stones(state.0, state.1)
            .then(|| step(state.0, start, state.1).ok())
            .flatten();
        Some(state)
    })
    .take(limit)
    .collect()
}

pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    if !holds_stones(board, start) {
        return None;
    }
    let mut seen = BTreeSet::new();
    let mut state = (board, start);
    while seen.insert(state) {
        match step(state.0, start, state.1) {
            Ok(next) => state = next,
            Err(at_rest) => return Some(at_rest),
        }
    }
    None
}
