//! Mistake: searches every subtree and collects the answers before taking the first win, so
//! nothing is saved once a win is found.
use ayoayo::Player;
use ayoayo::lazy::Lazy;
use ayoayo::search::GameTree;

pub fn first_win<G: GameTree>(tree: &Lazy<G>, me: Player, depth: u32) -> Option<G> {
    let position = tree.label;
    if position.moves().is_empty() {
        let [south, north] = position.stores();
        let won = match me {
            Player::South => south > north,
            Player::North => north > south,
        };
        return won.then_some(position);
    }
    let below = depth.checked_sub(1)?;
    let found: Vec<Option<G>> = tree
        .subtrees()
        .map(|subtree| first_win(&subtree, me, below))
        .collect();
    found.into_iter().flatten().next()
}
