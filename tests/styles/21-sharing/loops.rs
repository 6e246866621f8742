//! Style: loops that walk the cells, where the page recurses down the history: `len`,
//! `contains` and `to_vec` follow the `Rc`s from the newest position back to the start with a
//! `while let`, and `negamax_with_history` keeps a running best in a `for` loop. No call
//! depth grows with the history, so a game of any length is no trouble.
//!
//! Correct because each walk meets every position of the history exactly once, newest first,
//! and stops at the start: counting them is `len`, stopping at an equal one is `contains`,
//! and reversing them gives the order they were played in. `then` and `back` clone an `Rc`,
//! never a position, so histories share their cells; the search checks the game's end, then
//! the repetition, then the depth, in the rule's order, and every child shares one history.
use std::rc::Rc;

use ayoayo::history::OwnSides;

pub fn start<P>() -> History<P> {
    History::Start
}

pub fn then<P>(history: &History<P>, position: P) -> History<P> {
    History::Then(Rc::new((position, history.clone())))
}

pub fn back<P>(history: &History<P>) -> History<P> {
    match history {
        History::Start => History::Start,
        History::Then(cell) => cell.1.clone(),
    }
}

pub fn len<P>(history: &History<P>) -> usize {
    let (mut count, mut at) = (0, history);
    while let History::Then(cell) = at {
        count += 1;
        at = &cell.1;
    }
    count
}

pub fn contains<P: PartialEq>(history: &History<P>, position: &P) -> bool {
    let mut at = history;
    while let History::Then(cell) = at {
        if cell.0 == *position {
            return true;
        }
        at = &cell.1;
    }
    false
}

pub fn to_vec<P: Clone>(history: &History<P>) -> Vec<P> {
    let (mut positions, mut at) = (Vec::new(), history);
    while let History::Then(cell) = at {
        positions.push(cell.0.clone());
        at = &cell.1;
    }
    positions.reverse();
    positions
}

pub fn negamax_with_history<G: OwnSides>(position: G, depth: u32, history: &History<G>) -> i32 {
    let moves = position.moves();
    if moves.is_empty() {
        return position.store_difference();
    }
    if contains(history, &position) {
        return position.repetition_value();
    }
    if depth == 0 {
        return position.store_difference();
    }
    let path = then(history, position);
    let mut best = i32::MIN;
    for pit in moves {
        let child = position.after(pit);
        let value = negamax_with_history(child, depth - 1, &path);
        best = best.max(if child.to_move() == position.to_move() {
            value
        } else {
            -value
        });
    }
    best
}
