//! Chapter 21's tests, in the order to read them: worked examples, then properties: the list
//! functions against a `Vec` holding the same positions, and the search against the
//! reference's on positions of random play, with the path that led to them as the history.
//! Every test runs in a child process (see `testkit`), so a recursion that never ends is
//! reported in words.

mod challenges;
mod drills;
mod examples;
mod properties;

use ayoayo::search::GameTree;
use sharing::{History, start, then};

/// Your history holding `positions`, oldest first, built with your `start` and `then`.
pub fn yours<P: Clone>(positions: &[P]) -> History<P> {
    positions.iter().fold(start(), |history, position| {
        then(&history, position.clone())
    })
}

/// The reference's history holding `positions`, oldest first.
pub fn reference<P: Clone>(positions: &[P]) -> ayoayo::history::History<P> {
    positions
        .iter()
        .fold(ayoayo::history::start(), |history, position| {
            ayoayo::history::then(&history, position.clone())
        })
}

/// The positions random play goes through from `start`: each choice picks the move
/// `choice % (number of moves)`, in the order of `moves()`. The last is where play stopped;
/// the others are its game's history. Play stops early when the game is over.
pub fn played<G: GameTree>(start: G, choices: &[usize]) -> Vec<G> {
    let mut positions = vec![start];
    for &choice in choices {
        let now = positions[positions.len() - 1];
        let moves = now.moves();
        if moves.is_empty() {
            break;
        }
        positions.push(now.after(moves[choice % moves.len()]));
    }
    positions
}
