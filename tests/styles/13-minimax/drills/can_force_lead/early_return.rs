//! Style: a `for` loop that returns `true` at the first move that works, and `false` once every
//! move has been tried, where the reference asks `any`; whose turn the child is decides, in a
//! `match`, which of the pair to ask.
//!
//! Correct because it asks the same question of the same children in the same order, and stops
//! at the same first move that forces a lead: a child where the same player moves again (an
//! extra move) must still let them force it, one where the opponent moves must leave the
//! opponent trailing.
use ayoayo::search::GameTree;

pub fn can_force_lead<G: GameTree>(position: G, depth: u32) -> bool {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference() > 0;
    }
    for pit in moves {
        let child = position.after(pit);
        let works = match child.to_move() == position.to_move() {
            true => can_force_lead(child, depth - 1),
            false => must_trail(child, depth - 1),
        };
        if works {
            return true;
        }
    }
    false
}
