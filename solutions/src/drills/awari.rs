//! Chapter 10's drills: a game's record as a list the learner recurses over (`Moves`), played
//! on positions that are values, and the computer's turns, where the extra move makes the
//! search call itself once.

use crate::IllegalMove;
use crate::Player;
use crate::awari::{Bins, Position, is_over, pits, play, sow, store};

// ANCHOR: moves
/// A list of half moves: `End`, or a bin `Then` the moves after it. A record of a game is one,
/// as is a line to try from a position; either way, a list is a first move and a shorter list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moves {
    /// No move.
    End,
    /// A bin to sow, then the rest of the list.
    Then(usize, Box<Moves>),
}
// ANCHOR_END: moves

// ANCHOR: move_count
/// How many half moves the list holds: one for each `Then`, by the shape of the list.
pub fn move_count(moves: &Moves) -> usize {
    match moves {
        Moves::End => 0,
        Moves::Then(_, rest) => 1 + move_count(rest),
    }
}
// ANCHOR_END: move_count

// ANCHOR: replay
/// The position after playing `moves` in turn from `position`, each on the position the one
/// before it left (positions are values: nothing to save or restore), or the error of the first
/// move that cannot be played there; the moves after it are never tried.
pub fn replay(position: Position, moves: &Moves) -> Result<Position, IllegalMove> {
    match moves {
        Moves::End => Ok(position),
        Moves::Then(pit, rest) => replay(play(position, *pit)?, rest),
    }
}
// ANCHOR_END: replay

// ANCHOR: oldest_first
/// A record kept newest first (each half move pushed on the front, as `Then(pit, record)`
/// does cheaply) turned round, oldest first, as a game is replayed and as Ahl's opponent reads
/// its history. The helper carries what is turned round so far: each move it takes off the
/// front of the record goes on the front of that, so the first taken ends up last.
pub fn oldest_first(record: &Moves) -> Moves {
    onto(record, Moves::End)
}

/// `moves` turned round, in front of `turned`.
fn onto(moves: &Moves, turned: Moves) -> Moves {
    match moves {
        Moves::End => turned,
        Moves::Then(pit, rest) => onto(rest, Moves::Then(*pit, Box::new(turned))),
    }
}
// ANCHOR_END: oldest_first

// ANCHOR: computer_turns
/// Every turn the computer can play on `bins`, as the sowings it is made of: each of its
/// non-empty pits, lowest first, alone; or, when that sowing's last token lands in the
/// computer's store and the game is not over, the pit followed by each sowing of the extra
/// move. None when the computer has nothing to sow.
pub fn computer_turns(bins: Bins) -> Vec<Vec<usize>> {
    turns_from(bins, true)
}

/// The turns from `bins`, with an extra move still to come when `extra_left`: the extra move's
/// own turns are asked for with `extra_left` false, which is the base case, as `greedy_move`'s
/// search is.
fn turns_from(bins: Bins, extra_left: bool) -> Vec<Vec<usize>> {
    let computer = Player::North;
    pits(computer)
        .filter(|&pit| bins[pit] > 0)
        .flat_map(|pit| {
            let (after, last) = sow(bins, computer, pit);
            if extra_left && last == store(computer) && !is_over(after) {
                let extra = turns_from(after, false).into_iter();
                extra.map(|rest| [vec![pit], rest].concat()).collect()
            } else {
                vec![vec![pit]]
            }
        })
        .collect()
}
// ANCHOR_END: computer_turns
