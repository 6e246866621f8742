//! Mistake: waits for a position longer than `hole` (`>` for `>=`), the first to use the hole after it.
use ayoayo::tchoukaillon::{Position, undo};

pub fn first_use(hole: u8) -> u32 {
    std::iter::successors(Some(Vec::new()), |position: &Position| Some(undo(position.clone())))
        .position(|position| position.len() > usize::from(hole))
        .map_or(0, |seeds| seeds as u32)
}
