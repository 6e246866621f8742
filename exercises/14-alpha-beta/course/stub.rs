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

/// Negamax in the window `alpha..beta`, with alpha-beta pruning, for the player to move.
///
/// 1. Call `visit(&position)` first, once, on every position you enter, leaves included.
/// 2. At depth 0, or when `position.moves()` is empty, answer `position.store_difference()`.
/// 3. Otherwise try each move of `position.moves()` in its order. For `child = position.after(pit)`:
///    - when `child.to_move()` is the player to move here (an extra move), its value is
///      `negamax_alpha_beta(child, depth - 1, alpha, beta, visit)`, as it is;
///    - otherwise it is the opponent's position: search it in the window `-beta..-alpha` and
///      negate what it answers.
///
///    Keep the best value so far, raise `alpha` to it, and stop trying moves as soon as
///    `alpha >= beta`: the caller already has a choice at least as good elsewhere.
/// 4. Answer the best value.
///
/// With the whole window, `negamax_alpha_beta(position, depth, -i32::MAX, i32::MAX, visit)` is
/// exactly `ayoayo::search::negamax(position, depth)`. (Answering `alpha` rather than the best
/// value, when nothing beat it, is fine too: the tests accept either.)
pub fn negamax_alpha_beta<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    let _ = visit; // yours to call: step 1
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
