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

// Drills: small exercises beside the lab; see the chapter's page.

use ayoayo::Player;

/// Drill 1, with `must_trail` below: whether the player to move can make sure to be *ahead*
/// (a store difference above 0 for them), `depth` moves ahead, written as two functions that
/// call each other, with `true` and `false` instead of numbers. A leaf (`depth` 0, or no moves)
/// says so by its `store_difference()`. Otherwise the player needs *some* move after which they
/// can still force a lead (an extra move: it is their turn again) or their opponent, to move,
/// must trail. It equals `negamax(position, depth) > 0`.
///
/// For example, in the page's worked example (South to move on `1 0 3 0 0 0 | 1 1 0 0 2 0`,
/// 20 stones each) South can force a lead one move ahead (pit 0 takes two), but not two moves
/// ahead: North's reply always levels it.
pub fn can_force_lead<G: GameTree>(position: G, depth: u32) -> bool {
    todo!("can the player to move force a lead in {position:?}, {depth} moves ahead?")
}

/// Drill 2, with `can_force_lead` above: whether the player to move must end *behind* (a store
/// difference below 0 for them), `depth` moves ahead, whatever they do. A leaf says so by its
/// `store_difference()`; otherwise *every* move must lead to a position where they must still
/// trail (an extra move) or their opponent, to move, can force a lead. It equals
/// `negamax(position, depth) < 0`.
///
/// For example, a finished game that South, to move, lost by 20 stones to 28 is a leaf at any
/// depth, and South must trail there; in the worked example two moves ahead South neither leads
/// nor trails: both `can_force_lead` and `must_trail` answer `false`.
pub fn must_trail<G: GameTree>(position: G, depth: u32) -> bool {
    todo!("must the player to move trail in {position:?}, {depth} moves ahead?")
}

/// Drill 3: `negamax` with the evaluation handed in as a function. A leaf (`depth` 0, or no
/// moves) is worth `evaluate(&position)`, a value for the player to move there; any other
/// position is the best of its children's values, each seen from this player's side (negated
/// unless it is an extra move), exactly as in `negamax`. Written recursively.
///
/// For example, `value_with(position, depth, &|p| p.store_difference())` is
/// `negamax(position, depth)`; and with *mobility*, `&|p| p.moves().len() as i32` (how many
/// moves the player to move has), Part I's opening is worth 6 at depth 0 (South's six moves)
/// and -4 one move ahead: the best South can do is leave North four moves.
pub fn value_with<G: GameTree>(position: G, depth: u32, evaluate: &impl Fn(&G) -> i32) -> i32 {
    let _ = evaluate; // yours to call
    todo!("the value of {position:?}, {depth} moves ahead, with the evaluation handed in")
}

/// Drill 4: the store difference for `me` that best play by `me` reaches, `depth` moves ahead,
/// against an opponent who always sows the pit `reply(&position)` chooses (one of
/// `position.moves()`). One recursive function with two rules, chosen by whose move it is:
/// where `me` is to move, the largest of the children's values; where the opponent is, the
/// value of the one child their `reply` leads to. A leaf is worth its store difference for
/// `me` (negated when the opponent is to move there).
///
/// For example, in the page's worked example two moves ahead, against a North who always sows
/// their lowest pit South can make sure of 0 (level), and against one who sows their highest,
/// of 2: `value_against(position, 2, South, &|p| *p.moves().last().unwrap())` is 2.
pub fn value_against<G: GameTree>(
    position: G,
    depth: u32,
    me: Player,
    reply: &impl Fn(&G) -> Pit,
) -> i32 {
    let _ = reply; // yours to call
    todo!("the value of {position:?} for {me:?}, {depth} moves ahead, against a fixed reply")
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
