//! Mistake: a finished game answers the empty sequence whatever the depth, so games that end
//! sooner are listed as shorter sequences.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn lines<G: GameTree>(position: G, depth: u32) -> Vec<Vec<Pit>> {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return vec![Vec::new()];
    }
    moves
        .into_iter()
        .flat_map(|pit| {
            let after = lines(position.after(pit), depth - 1);
            after.into_iter().map(move |line| [vec![pit], line].concat())
        })
        .collect()
}
