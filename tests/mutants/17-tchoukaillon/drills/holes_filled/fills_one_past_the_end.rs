//! Mistake: names the hole one past the end every time, instead of the nearest empty hole.
use ayoayo::tchoukaillon::{Hole, Position, undo};

pub fn holes_filled(seeds: u32) -> Vec<Hole> {
    fn from(position: Position, steps: u32) -> Vec<Hole> {
        if steps == 0 {
            return Vec::new();
        }
        let hole = position.len() + 1;
        [vec![hole], from(undo(position), steps - 1)].concat()
    }
    from(Vec::new(), seeds)
}
