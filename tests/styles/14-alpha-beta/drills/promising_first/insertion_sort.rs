//! Style: an insertion sort by hand: each move, in pit order, is put in after every move
//! already ranked at least as high, where the reference sorts pairs with `sort_by_key`.
//!
//! Correct because inserting after every move ranked as high or higher keeps the list sorted
//! largest first, and a move never goes in front of an earlier move of the same rank, so moves
//! ranked alike keep their pit order, as a stable sort leaves them. Each move's rank is its
//! child's guess seen by the player to move here: negated (`saturating_neg`, as the reference
//! does) when the opponent moves next, kept after an extra move.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn promising_first<G: GameTree>(position: G, guess: &impl Fn(&G) -> i32) -> Vec<Pit> {
    let mut ranked: Vec<(i32, Pit)> = Vec::new();
    for pit in position.moves() {
        let child = position.after(pit);
        let rank = if child.to_move() == position.to_move() {
            guess(&child)
        } else {
            guess(&child).saturating_neg()
        };
        let at = ranked.partition_point(|&(higher, _)| higher >= rank);
        ranked.insert(at, (rank, pit));
    }
    ranked.into_iter().map(|(_, pit)| pit).collect()
}
