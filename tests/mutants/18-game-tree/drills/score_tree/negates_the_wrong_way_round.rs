//! Mistake: negates the difference where `me` is to move instead of where the other player is.
use ayoayo::Player;
use ayoayo::search::GameTree;

pub fn score_tree<G: GameTree>(tree: &Tree<G>, me: Player) -> Tree<i32> {
    map_tree(tree, &|position: &G| {
        let difference = position.store_difference();
        if position.to_move() == me {
            -difference
        } else {
            difference
        }
    })
}
