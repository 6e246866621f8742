//! Mistake: scores every position with its `store_difference()`, which is for the player to
//! move there, even where that player is not `me`.
use ayoayo::Player;
use ayoayo::lazy::Score;
use ayoayo::search::GameTree;
pub use ayoayo::lazy::{game_tree, prune, map_tree, maximise, minimise, evaluate};

pub fn score_for<G: GameTree>(me: Player) -> impl Fn(&G) -> Score + Clone {
    move |position: &G| Score {
        mine: position.to_move() == me,
        value: position.store_difference(),
    }
}
