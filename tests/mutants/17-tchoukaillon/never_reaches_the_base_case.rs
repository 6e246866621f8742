//! Mistake: recurses on `seeds` itself instead of `seeds - 1`, so the recursion never ends.
use ayoayo::tchoukaillon::{Position, undo};

pub use ayoayo::tchoukaillon::play;

pub fn winning(seeds: u32) -> Position {
    match seeds {
        0 => Vec::new(),
        _ => undo(winning(seeds)),
    }
}
