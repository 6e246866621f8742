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

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1, with `min_pruned` below: alpha-beta written as minimax's two rules, two functions
/// that call each other, the window never negated. `max_pruned` is the value of `position` for
/// the player to move, who takes the largest of the values its moves lead to, searched in the
/// window `alpha..beta` (both for that player), calling `visit(&position)` first on every
/// position it enters. After a move where the opponent is to move, the child is searched by
/// `min_pruned` in the same window; after an extra move, by `max_pruned` again. A leaf (`depth`
/// 0, or no moves) is worth its `store_difference()`. Raise `alpha` to each better value, and
/// stop trying moves once `alpha >= beta`.
///
/// It enters exactly the positions your `negamax_alpha_beta(position, depth, alpha, beta,
/// visit)` enters, in the same order, and with the whole window answers the same value: for
/// example 4 for the Oware ending of the page's calls, two moves ahead.
pub fn max_pruned<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    let _ = visit; // yours to call
    todo!(
        "the value of {position:?} for the player to move, {depth} moves ahead, in {alpha}..{beta}"
    )
}

/// Drill 2, with `max_pruned` above: the value of `position` for the player *waiting* (not to
/// move there), whose opponent, to move, takes the smallest of the values its moves lead to,
/// searched in the window `alpha..beta` for the waiting player, calling `visit` first on every
/// position it enters. The opponent lowers `beta` to each smaller value, and stops trying moves
/// once `alpha >= beta`. A child where the waiting player is to move goes to `max_pruned`;
/// after an extra move, to `min_pruned` again. A leaf is worth minus its `store_difference()`.
///
/// It enters the positions `negamax_alpha_beta(position, depth, -beta, -alpha, visit)` enters,
/// and with the whole window answers `-negamax(position, depth)`.
pub fn min_pruned<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    let _ = visit; // yours to call
    todo!(
        "the value of {position:?} for the player waiting, {depth} moves ahead, in {alpha}..{beta}"
    )
}

/// Drill 3: your `negamax_alpha_beta`, trying the moves of each position in the order
/// `order(&position)` gives them, instead of `position.moves()`'s: a search handed its move
/// ordering as a function. `order` returns the position's moves, every one, reordered; ask it
/// only where the position has moves. Written recursively, passing `order` on.
///
/// With `&|p| p.moves()` it enters exactly what `negamax_alpha_beta` enters. From Part I's
/// opening four moves ahead, the whole window, pit order enters 305 positions; trying first the
/// moves `promising_first` (drill 4) ranks highest enters 111, for the same value, 6.
pub fn pruned_in_order<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    beta: i32,
    order: &impl Fn(&G) -> Vec<Pit>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    let _ = (order, visit); // yours to use
    todo!("search {position:?} {depth} moves ahead in {alpha}..{beta}, moves in the order given")
}

/// Drill 4: the moves of `position`, the most promising first. Each move is ranked by
/// `guess(&child)`, the position after it, a value for the player to move *there*: seen by the
/// player to move here, it is negated when the opponent moves next and kept after an extra move.
/// Largest first; moves ranked alike keep their pit order. No moves once the game is over.
///
/// For example, with the store difference as the guess, Part I's opening gives
/// `[3, 4, 5, 0, 1, 2]`: pits 3 and 4 capture six, and pit 5 two.
pub fn promising_first<G: GameTree>(position: G, guess: &impl Fn(&G) -> i32) -> Vec<Pit> {
    let _ = guess; // yours to call
    todo!("the moves of {position:?}, the most promising first")
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
