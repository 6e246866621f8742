//! Mistake: scores every position for South, South's store minus North's, whoever `me` is.
use ayoayo::Player;
use ayoayo::search::GameTree;

pub fn score_tree<G: GameTree>(tree: &Tree<G>, _me: Player) -> Tree<i32> {
    map_tree(tree, &|position: &G| {
        let [south, north] = position.stores().map(i32::from);
        south - north
    })
}
