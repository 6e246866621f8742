//! Mistake: puts each move after the sequence below it instead of before, so every sequence
//! comes out in reverse.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn lines<G: GameTree>(position: G, depth: u32) -> Vec<Vec<Pit>> {
    let Some(below) = depth.checked_sub(1) else {
        return vec![Vec::new()];
    };
    position
        .moves()
        .into_iter()
        .flat_map(|pit| {
            let after = lines(position.after(pit), below);
            after.into_iter().map(move |line| [line, vec![pit]].concat())
        })
        .collect()
}
