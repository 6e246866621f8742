//! Mistake: depth 0 gives no sequence at all instead of the empty one, so every depth gives
//! none.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn lines<G: GameTree>(position: G, depth: u32) -> Vec<Vec<Pit>> {
    let Some(below) = depth.checked_sub(1) else {
        return Vec::new();
    };
    position
        .moves()
        .into_iter()
        .flat_map(|pit| {
            let after = lines(position.after(pit), below);
            after.into_iter().map(move |line| [vec![pit], line].concat())
        })
        .collect()
}
