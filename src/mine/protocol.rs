//! What the tool asks the learner's engine and what it answers, defined once: this file is a
//! module of the tool and, copied beside `engine_main.rs`, of the generated engine, where
//! `ayoayo` is the facade over the learner's chapters (whose types are the reference's).
//!
//! The question is the engine's first argument, as JSON; the answer is one JSON object on one
//! line, written to the file named by its second argument, never to standard output, where the
//! learner's own `println!` could stand in for it or break it.

use ayoayo::{Board, Pit, Player, Score};
use serde::{Deserialize, Serialize};

/// [`Player`] as the messages write it, `"South"` or `"North"` (the reference derives no
/// `Deserialize`).
#[derive(Serialize, Deserialize)]
#[serde(remote = "Player")]
enum Side {
    South,
    North,
}

/// A question for the learner's engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "snake_case")]
pub enum Question {
    /// `permissible_moves(board, player)`.
    Moves {
        board: Board,
        #[serde(with = "Side")]
        player: Player,
    },
    /// `take_turn(board, score, player, pit)`.
    Turn {
        board: Board,
        score: Score,
        #[serde(with = "Side")]
        player: Player,
        pit: Pit,
    },
}

/// The engine's answer to a [`Question`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "snake_case")]
pub enum Answer {
    /// The player's permissible moves.
    Moves { moves: Vec<Pit> },
    /// The turn was played: the board, the score and whether the game is over after it.
    Played {
        board: Board,
        score: Score,
        over: bool,
    },
    /// The move may not be played, for this reason (as `IllegalMove` says it).
    Illegal { reason: String },
}
