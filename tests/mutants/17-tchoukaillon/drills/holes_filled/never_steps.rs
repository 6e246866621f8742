//! Mistake: recurses on the same position, never playing the move backwards, so the same hole comes back every time.
use ayoayo::tchoukaillon::{Hole, Position};

pub fn holes_filled(seeds: u32) -> Vec<Hole> {
    fn from(position: Position, steps: u32) -> Vec<Hole> {
        if steps == 0 {
            return Vec::new();
        }
        let hole = position
            .iter()
            .position(|&seeds| seeds == 0)
            .map_or(position.len() + 1, |index| index + 1);
        [vec![hole], from(position, steps - 1)].concat()
    }
    from(Vec::new(), seeds)
}
