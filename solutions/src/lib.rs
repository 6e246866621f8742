//! Ayòayò, the sowing game of the Yoruba people, built from small pure functions.
//!
//! This is the course's reference solution: one module per chapter, each function a value in,
//! value out. The book includes its code by anchor, and the exercises' tests compare learners'
//! functions with these.
//!
//! # Boards the game never reaches
//!
//! A game has [`STONES`] (48) stones, and a pit is numbered `0..=11`. Every public function
//! also answers anything else its types allow, without a panic and within about a second, so a
//! tool or a test may hand it any board:
//!
//! - A pit off the board holds no stones and receives none: scooping or sowing it leaves the
//!   board as it is, [`try_relay_sow`] and [`sow_and_capture`] answer `None`, and [`take_turn`]
//!   says [`IllegalMove::OffBoard`]. An empty pit, or an empty hand, sows nothing in the same way.
//! - A pit or a score holds at most 255 stones (a `u8`): a stone dropped into a full pit, or a
//!   capture past 255, is lost rather than wrapping round to 0. Only boards of more than 255
//!   stones in all (scores included) can get there.
//! - With more than 48 stones, a relay can run for hours before its state repeats, so on such a
//!   board a relay that has neither ended nor repeated within two million stones dropped
//!   counts as endless. With 48 or fewer, every answer is exact.
//!
//! The exceptions are [`relay_sow`], the book's naive version, which never returns when the
//! relay never ends, and [`cycle::steps_before_cycle`], which needs a true cycle length.

pub mod awari;
mod board;
mod captures;
pub mod challenges;
pub mod cycle;
mod distribute;
pub mod drills;
pub mod endgames;
mod feeding;
mod game;
mod game_end;
pub mod history;
pub mod kalah;
pub mod lagos;
pub mod lazy;
pub mod oware;
pub mod perft;
pub mod pruning;
mod relay_sow;
mod scoop;
pub mod search;
mod sow;
pub mod tchoukaillon;
pub mod toolkit;
pub mod tournament;
mod trace;
pub mod tree;

pub use board::{
    Board, OPENING, PITS, Pit, Player, STONES, Score, draw, draw_bins, opposite, owner,
};
pub use distribute::{distribute, next_pit};
pub use scoop::scoop;
pub use sow::sow;

#[cfg(feature = "proptest")]
pub use captures::boards;
pub use captures::{
    Play, agrees_turned_round, agrees_with_one_sowing, captured_stones, keeps_every_stone,
    sow_and_capture,
};
pub use feeding::{
    has_stones, moves_that_feed, permissible_moves, possible_moves, potential_moves,
};
pub use game::{Game, Outcome};
pub use game_end::{IllegalMove, count_stones, handle_game_end, take_turn};
pub use relay_sow::{relay_sow, relay_states, relay_step, try_relay_sow};
pub use trace::{Step, StepKind, Trace, trace_move};
