//! Chapter 13: minimax. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p minimax
//! ```
//!
//! Both functions work for every game of the course through the trait `ayoayo::search::GameTree`:
//! `position.moves()` lists the moves of the player to move in increasing order (none once the
//! game is over), `position.after(pit)` is the position after one of them, `position.to_move()`
//! says who moves next (the same player again after an extra move), and
//! `position.store_difference()` is the evaluation: the stones of the player to move minus their
//! opponent's. The tests run each case in a child process, so a search that never ends is
//! reported in words.

use ayoayo::Pit;
use ayoayo::search::GameTree;

/// The value of `position` for the player to move, looking `depth` moves ahead with both
/// players doing their best, written recursively and with one rule for both players
/// (negamax): the store difference for the player to move that best play reaches, the value
/// minimax gives with that player as *me*. A leaf (`depth` is 0, or there are no moves) is
/// worth its `store_difference()`. Mind the extra moves: after one, the same player moves again.
///
/// For example, in Part I's opening South's pit 3 captures six stones, so
/// `negamax(Ayoayo::OPENING, 1)` is 6.
pub fn negamax<G: GameTree>(position: G, depth: u32) -> i32 {
    todo!("the value of {position:?}, {depth} moves ahead")
}

/// Every move of the player to move whose value (as `negamax` values a move, looking `depth`
/// moves ahead with the move itself the first; a `depth` of 0 counts as 1) is the best there is,
/// in increasing order. Ties are all kept; no moves once the game is over.
///
/// For example, `best_moves(Ayoayo::OPENING, 1)` is `[3, 4]`: both capture six.
pub fn best_moves<G: GameTree>(position: G, depth: u32) -> Vec<Pit> {
    todo!("the best moves of {position:?}, {depth} moves ahead")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: the line best play follows from `position`, `depth` moves ahead, with
/// recursion alone, no loops: the lowest of `best_moves(position, depth)`, then the line from
/// the position after it, one move less ahead. Empty at depth 0 and once the game is over.
/// Playing the whole line ends at a position whose `store_difference()` (for the player to
/// move at `position`, so negated when it is the other's move there) is `negamax`'s value.
///
/// For example, `principal_variation(Ayoayo::OPENING, 3)` is `[3, 10, 5]`.
pub fn principal_variation<G: GameTree>(position: G, depth: u32) -> Vec<Pit> {
    todo!("the line of best play from {position:?}, {depth} moves ahead")
}

/// Challenge 2, with `min_value` below: minimax as two rules, written as two functions that
/// call each other (mutual recursion), with no negation of a searched value. `max_value` is
/// the value of `position` for the player to move, who takes the largest of the values its
/// moves lead to (for that player); a leaf is worth its `store_difference()`. It equals
/// `negamax(position, depth)`.
///
/// For example, `max_value(Ayoayo::OPENING, 3)` is 8.
pub fn max_value<G: GameTree>(position: G, depth: u32) -> i32 {
    todo!("the value of {position:?} for the player to move, {depth} moves ahead")
}

/// Challenge 2, with `max_value` above: the value of `position` for the player who is *not*
/// to move there, whose opponent (the player to move) takes the smallest of the values its
/// moves lead to, for the waiting player; a leaf is worth minus its `store_difference()`. It
/// equals `-negamax(position, depth)`.
///
/// For example, `min_value(Ayoayo::OPENING, 3)` is -8.
pub fn min_value<G: GameTree>(position: G, depth: u32) -> i32 {
    todo!("the value of {position:?} for the player waiting, {depth} moves ahead")
}
