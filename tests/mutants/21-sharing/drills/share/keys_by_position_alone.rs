//! Mistake: keeps the cells made by position alone, so a position met again with a different
//! depth left is handed the cell grown for the other depth.
use std::collections::HashMap;
use std::rc::Rc;

use ayoayo::search::GameTree;

pub fn share<G: GameTree>(position: G, depth: u32) -> Shared<G> {
    fn share_from<G: GameTree>(position: G, depth: u32, made: &mut HashMap<G, Shared<G>>) -> Shared<G> {
        if let Some(cell) = made.get(&position) {
            return cell.clone();
        }
        let children = match depth.checked_sub(1) {
            None => Vec::new(),
            Some(below) => position
                .moves()
                .into_iter()
                .map(|pit| share_from(position.after(pit), below, made))
                .collect(),
        };
        let cell = Shared(Rc::new((position, children)));
        made.insert(position, cell.clone());
        cell
    }
    share_from(position, depth, &mut HashMap::new())
}
