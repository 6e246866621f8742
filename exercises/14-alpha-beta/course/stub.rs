//! Chapter 14: alpha-beta. Replace the `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p alpha-beta
//! ```
//!
//! The tests check more than the value: they record every position your search enters, through
//! `visit`, and compare the list with the reference's, position by position. So the search must
//! try the moves in the order `position.moves()` gives them (increasing pit order), and cut off
//! exactly when the reference does.

use ayoayo::search::GameTree;

/// Negamax in the window `alpha..beta`, with alpha-beta pruning: the value of `position` for
/// the player to move, `depth` moves ahead, written recursively.
///
/// What it answers: a value strictly inside the window is negamax's value; a value at or below
/// `alpha` only says that the position is worth no more than `alpha`, and one at or above
/// `beta` that it is worth at least `beta`. With the whole window,
/// `negamax_alpha_beta(position, depth, -i32::MAX, i32::MAX, visit)` is exactly
/// `ayoayo::search::negamax(position, depth)`. (Answering `alpha` rather than the best value,
/// when nothing beat it, is fine too: the tests accept either.)
///
/// What it enters, which the tests compare with the reference's list: `visit(&position)` is
/// called once on every position the search enters, leaves included, before anything else; the
/// moves are tried in the order `position.moves()` gives them; and no further move is tried at
/// a position once `alpha`, raised to the best value found there, reaches `beta`.
pub fn negamax_alpha_beta<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    let _ = visit; // yours to call
    todo!("search {position:?} {depth} moves ahead in the window {alpha}..{beta}")
}

// Challenges (optional): see the end of the chapter's page.

use ayoayo::Pit;

/// Challenge 1: the lowest of the best moves of `position`, `depth` moves ahead (a `depth` of 0
/// counts as 1, as in chapter 13's `best_moves`), found with alpha-beta at the root too: search
/// each move after the first in a window that starts at the best value so far, so that a move
/// no better is only proved so, not valued. `None` once the game is over. It equals the first
/// of `ayoayo::search::best_moves(position, depth)`.
///
/// For example, `best_move(Ayoayo::OPENING, 1)` is `Some(3)` (pits 3 and 4 both capture six),
/// and four moves ahead on Kalah's opening it is `Some(5)`.
pub fn best_move<G: GameTree>(position: G, depth: u32) -> Option<Pit> {
    todo!("the best move of {position:?}, {depth} moves ahead, by alpha-beta")
}

/// Challenge 2: whether `position` is worth at least `bound` (between -100 and 100) to the
/// player to move, `depth` moves ahead, answered by *one* call of your `negamax_alpha_beta` in
/// the null window `bound - 1..bound`, where every value fails high or low.
///
/// For example, `negamax(Ayoayo::OPENING, 3)` is 8, so `at_least(Ayoayo::OPENING, 3, 8)` is
/// `true` and `at_least(Ayoayo::OPENING, 3, 9)` is `false`.
pub fn at_least<G: GameTree>(position: G, depth: u32, bound: i32) -> bool {
    todo!("is {position:?} worth at least {bound}, {depth} moves ahead?")
}
