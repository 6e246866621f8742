//! Mistake: puts the holes of the later steps before the step's own hole, so the list comes out backwards.
use ayoayo::tchoukaillon::{Hole, Position, undo};

pub fn holes_filled(seeds: u32) -> Vec<Hole> {
    fn from(position: Position, steps: u32) -> Vec<Hole> {
        if steps == 0 {
            return Vec::new();
        }
        let hole = position
            .iter()
            .position(|&seeds| seeds == 0)
            .map_or(position.len() + 1, |index| index + 1);
        [from(undo(position), steps - 1), vec![hole]].concat()
    }
    from(Vec::new(), seeds)
}
