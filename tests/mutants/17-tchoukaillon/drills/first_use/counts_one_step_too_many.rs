//! Mistake: counts the steps up to and including the position found, one more than the seeds it holds.
use ayoayo::tchoukaillon::{Position, undo};

pub fn first_use(hole: u8) -> u32 {
    std::iter::successors(Some(Vec::new()), |position: &Position| Some(undo(position.clone())))
        .position(|position| position.len() >= usize::from(hole))
        .map_or(0, |seeds| seeds as u32 + 1)
}
