//! A game in the terminal, of any of the course's five systems: the logic behind the `play`
//! command. You are South; North is a computer opponent or a second player at the keyboard
//! ([`Versus`]).
//!
//! - [`table`]: the [`Table`] trait, everything the game loop asks of a system;
//! - `systems`: each system's [`Table`], on its reference module;
//! - [`yours`]: Ayòayò on a learner's own engine (`play --mine`);
//! - [`game_loop`]: the one game loop, over any input and output.

pub mod game_loop;
#[cfg(test)]
mod greedy_tests;
mod systems;
pub mod table;
pub mod yours;

use std::fmt;
use std::str::FromStr;

use ayoayo::tournament::{NAMES, Opponent, OpponentError};

pub use game_loop::{Referee, game};
pub use table::Table;

/// Who plays North, as `--vs` names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Versus {
    /// The system's own computer player: the 1978 program's in Awari, greedy elsewhere.
    Computer,
    /// A computer opponent by name: random, greedy, `search[:depth]` or ahl (Awari only).
    Named(Opponent),
    /// A second player at the keyboard.
    Human,
}

/// The Awari program of David Ahl's 1978 book, which plays only Awari.
pub const AHL: Versus = Versus::Named(Opponent::Ahl);

/// Why a word names no one to play against: [`Opponent`]'s own error, told with the two
/// names only `--vs` knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VersusError(pub OpponentError);

impl fmt::Display for VersusError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            OpponentError::Unknown(text) => {
                write!(f, "`{text}` is not an opponent: computer, human, {NAMES}")
            }
            error => error.fmt(f),
        }
    }
}

impl std::error::Error for VersusError {}

/// Reads `computer`, `human` or any of [`Opponent`]'s names (`search:8`).
impl FromStr for Versus {
    type Err = VersusError;

    fn from_str(text: &str) -> Result<Versus, VersusError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "computer" => Ok(Versus::Computer),
            "human" => Ok(Versus::Human),
            _ => text.parse().map(Versus::Named).map_err(VersusError),
        }
    }
}

/// A seed that differs from run to run: the clock's nanoseconds.
pub fn seed_from_clock() -> u64 {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    now.map_or(0, |since| since.as_nanos() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opponents_are_read_by_name_and_a_bad_one_is_explained() {
        let read = ["computer", "Human", "search:8"].map(str::parse::<Versus>);
        let named = Versus::Named(Opponent::Search(8));
        assert_eq!(read, [Ok(Versus::Computer), Ok(Versus::Human), Ok(named)]);
        let error = "search:99".parse::<Versus>().unwrap_err();
        assert_eq!(error, VersusError(OpponentError::Depth("99".into())));
        let said = error.to_string();
        assert!(said.contains("`99` is not a search depth"), "{said}");
        let error = "robot".parse::<Versus>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "`robot` is not an opponent: computer, human, random, greedy, ahl, search or search:N"
        );
    }
}
