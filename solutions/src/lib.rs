//! Ayòayò, the sowing game of the Yoruba people, built from small pure functions.
//!
//! This is the course's reference solution: one module per chapter, each function a value in,
//! value out. The book includes its code by anchor, and the exercises' tests compare learners'
//! functions with these.

mod board;
mod distribute;
mod scoop;
mod sow;

pub use board::{Board, OPENING, PITS, Pit, Player, Score, draw, opposite, owner};
pub use distribute::{distribute, next_pit};
pub use scoop::scoop;
pub use sow::sow;
