//! Style: bottom up, one table a level, the deepest level's cells made first; no recursion.
//!
//! The different positions at each number of moves below the root are found first, going down; then
//! their cells are built level by level, going up. The positions `k` moves below the root, each
//! once, are those after the moves of the positions `k - 1` moves below. At `k` moves the depth
//! left is `depth - k`, so a level and a position in it make the model answer's key, `(position,
//! depth left)`, and each key gets one cell, shared by every parent that reaches it. The walk down
//! stops after `depth` moves, or sooner at a level none of whose positions has a move, so the
//! positions of the deepest level found are all leaves. The cells of each level above are built
//! from the table of the level below it, which holds every position after their moves, taken in the
//! order of the moves; the root is the one cell of level 0.
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use ayoayo::search::GameTree;

pub fn share<G: GameTree>(position: G, depth: u32) -> Shared<G> {
    let mut levels: Vec<Vec<G>> = Vec::new();
    let mut deepest = vec![position];
    for _ in 0..depth {
        let mut seen = HashSet::new();
        let next: Vec<G> = (deepest.iter())
            .flat_map(|&above| above.moves().into_iter().map(move |pit| above.after(pit)))
            .filter(|&below| seen.insert(below))
            .collect();
        if next.is_empty() {
            break;
        }
        levels.push(std::mem::replace(&mut deepest, next));
    }
    let leaf = |here: G| (here, Shared(Rc::new((here, Vec::new()))));
    let mut cells_below: HashMap<G, Shared<G>> = deepest.into_iter().map(leaf).collect();
    for positions in levels.iter().rev() {
        cells_below = (positions.iter())
            .map(|&here| {
                let children = (here.moves().into_iter())
                    .map(|pit| cells_below[&here.after(pit)].clone())
                    .collect();
                (here, Shared(Rc::new((here, children))))
            })
            .collect();
    }
    cells_below[&position].clone()
}
