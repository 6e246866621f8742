//! Hostile submission: right on short relays, but ends the test process with a success status
//! on long ones instead of answering, hoping a silent exit counts as a pass.

use std::ops::ControlFlow;

use ayoayo::{Board, Pit, relay_step};

pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
    if board.get(start).is_none_or(|&stones| stones == 0) {
        return (board, start);
    }
    let mut relay = (board, start);
    loop {
        match relay_step(relay, start) {
            ControlFlow::Continue(next) => relay = next,
            ControlFlow::Break(at_rest) => return at_rest,
        }
    }
}

pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    if board.iter().map(|&stones| u32::from(stones)).sum::<u32>() > 30 {
        std::process::exit(0);
    }
    if board.get(start).is_none_or(|&stones| stones == 0) {
        return None;
    }
    // A relay that has not come to rest in this many sowings is taken to go round for ever.
    let mut relay = (board, start);
    for _ in 0..100_000 {
        match relay_step(relay, start) {
            ControlFlow::Continue(next) => relay = next,
            ControlFlow::Break(at_rest) => return Some(at_rest),
        }
    }
    None
}

pub fn relay_states(board: Board, start: Pit, limit: usize) -> Vec<(Board, Pit)> {
    let next = |&relay: &(Board, Pit)| match relay_step(relay, start) {
        ControlFlow::Continue(next) => Some(next),
        ControlFlow::Break(_) => None,
    };
    std::iter::successors(Some((board, start)), next).take(limit).collect()
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::relay_sow::relay_path;
