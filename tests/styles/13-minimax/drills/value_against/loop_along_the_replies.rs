//! Style: a `loop` that follows the opponent's replies, one position after another, and
//! recursion only where `me` has a choice to make; the reference calls itself at the opponent's
//! moves too.
//!
//! Correct because at the opponent's move there is only one child to look at, the one `reply`
//! picks, whose value is the position's: so walking on to it, a move less deep, changes
//! nothing in the answer. The walk stops at a leaf (scored for `me`, negated when the opponent
//! is to move there) or at a position where `me` moves, worth the largest of its children's
//! values.
use ayoayo::search::GameTree;
use ayoayo::{Pit, Player};

pub fn value_against<G: GameTree>(
    position: G,
    depth: u32,
    me: Player,
    reply: &impl Fn(&G) -> Pit,
) -> i32 {
    let (mut position, mut depth) = (position, depth);
    loop {
        let moves = position.moves();
        if depth == 0 || moves.is_empty() {
            let difference = position.store_difference();
            return if position.to_move() == me {
                difference
            } else {
                -difference
            };
        }
        if position.to_move() == me {
            let values = moves.into_iter();
            let best = values.map(|pit| value_against(position.after(pit), depth - 1, me, reply));
            return best.max().unwrap_or_default();
        }
        position = position.after(reply(&position));
        depth -= 1;
    }
}
