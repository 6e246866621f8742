//! Ayòayò, the sowing game of the Yoruba people, built from small pure functions.
//!
//! This is the course's reference solution: one module per chapter, each function a value in,
//! value out. The book includes its code by anchor, and the exercises' tests compare learners'
//! functions with these.

mod board;
mod captures;
pub mod cycle;
mod distribute;
mod feeding;
mod game;
mod game_end;
mod relay_sow;
mod scoop;
mod sow;
mod trace;

pub use board::{Board, OPENING, PITS, Pit, Player, Score, draw, opposite, owner};
pub use distribute::{distribute, next_pit};
pub use scoop::scoop;
pub use sow::sow;

pub use captures::{captured_stones, sow_and_capture};
pub use feeding::{
    has_stones, moves_that_feed, permissible_moves, possible_moves, potential_moves,
};
pub use game::{Game, Outcome};
pub use game_end::{IllegalMove, handle_game_end, take_turn};
pub use relay_sow::{relay_sow, relay_step, try_relay_sow};
pub use trace::{Step, StepKind, Trace, trace_move};
