//! Chapter 5: captures. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p captures
//! ```
//!
//! The reference versions of the earlier chapters are ready to use: add
//! `use ayoayo::{opposite, owner, scoop, try_relay_sow};` (or whichever you need) when you need
//! them. A `Score` is `[u8; 2]`: `score[0]` is what South has captured, `score[1]` North's.
//!
//! `sow_and_capture` relay-sows, and some boards' relays never end. The tests run each case in a
//! child process, so if your code never stops they will say so, and name the board, instead of
//! crashing.
//!
//! Two sessions. Session A is `captured_stones` and `sow_and_capture`. Session B is the last
//! four functions, the page's "Properties of your own": three properties a move must have,
//! each taking the move to check as its `play` argument (a `Play` is any function with the
//! signature of `sow_and_capture`), and the random boards to check them on.

use ayoayo::{Board, Pit, Play, Score};
use proptest::prelude::*;

// Session A: a move that may have no answer.

/// Takes the capture, if any, after a move that began in `start` came to rest in `end`.
///
/// The mover is the owner of `start` (South owns pits 0 to 5, North 6 to 11). When `end` is on
/// the mover's own side, the mover captures every stone in the pit opposite `end` (which may
/// hold none); the last stone, in `end`, stays. When `end` is on the other side, nothing is
/// captured. Returns the board without the captured stones, and how many were captured.
///
/// For example, relay-sowing pit 3 of the opening comes to rest in pit 0, on
/// `[1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6]`. Pits 3 and 0 are both South's, so South captures
/// the 6 stones of pit 11, opposite pit 0: `captured_stones` of that board, 3 and 0 returns
/// `([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], 6)`.
pub fn captured_stones(board: Board, start: Pit, end: Pit) -> (Board, u8) {
    todo!("capture after the move from pit {start} came to rest in pit {end}, on {board:?}")
}

/// Plays one move's sowing and capture: relay-sows from `start`, captures, and adds the
/// capture to the mover's score. `score` is what each player had captured before the move.
///
/// Returns `None` when the relay sowing never ends (there is then no end pit and no capture),
/// and otherwise `Some((board, score))` after the capture. For example, sowing pit 3 of the
/// opening with the score `[0, 0]` returns
/// `Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0]))`, and sowing pit 1 of
/// `[2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1]` returns `None`.
pub fn sow_and_capture(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    todo!("sow pit {start} of {board:?} and capture, starting from the score {score:?}")
}

// Session B: properties of your own.

/// The property "a move neither loses nor makes a stone": whether, when `play(board, score,
/// start)` gives `Some((after, new_score))`, the stones on `after` plus both entries of
/// `new_score` are as many as the stones on `board` plus both entries of `score`. A move that
/// never ends (`None`) has nothing to count: answer `true`.
///
/// Count in `u32`: twelve pits of `u8` can add up to more than a `u8` holds.
pub fn keeps_every_stone(play: Play, board: Board, score: Score, start: Pit) -> bool {
    todo!(
        "are the stones of {board:?} and {score:?} all in {:?}?",
        play(board, score, start)
    )
}

/// The property "the rules favour neither player". Turn the board round by six pits, so that
/// the stones of pit `p` move to pit `(p + 6) % 12`, and swap the two scores: then playing the
/// turned pit, `(start + 6) % 12`, must give the turned answer of playing `start` on the board
/// as it was (`None` for both, or both boards and scores turned alike). `start` is 0 to 11.
pub fn agrees_turned_round(play: Play, board: Board, score: Score, start: Pit) -> bool {
    todo!(
        "playing pit {start} gave {:?}: and turned round?",
        play(board, score, start)
    )
}

/// The property "a move of one sowing is a sowing and a capture", checked against a simpler
/// version. Sow `start` once with chapter 3's `ayoayo::sow(board, start, start)`: when its last
/// stone drops into a pit that was empty (it now holds 1), the move has no relay, so `play`
/// must give exactly `Some` of that board after `captured_stones`, with the capture added to
/// the mover's score. For every other move (a relay, or an empty `start`) answer `true`: those
/// are for other properties to judge.
pub fn agrees_with_one_sowing(play: Play, board: Board, score: Score, start: Pit) -> bool {
    todo!(
        "is {:?} one sowing and a capture?",
        play(board, score, start)
    )
}

/// Random boards to check the properties on, as a proptest strategy: boards the game can have
/// (48 stones at most, in all), of many kinds, that shrink toward fewer stones, so that a
/// failure shrinks to a small board.
pub fn boards() -> impl Strategy<Value = Board> {
    // Replace the line below, a strategy whose every board is a `todo!()`, with yours.
    Just(()).prop_map(|()| -> Board { todo!("random boards of at most 48 stones") })
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: the greedy move. Of `player`'s pits whose relay sowing ends, the one that
/// captures the most stones at once, with how many it captures; the lowest-numbered of equals.
/// `Some` even when the best move captures nothing; `None` when no pit of `player`'s has a
/// relay that ends (an empty pit has none).
///
/// For example, South's best on the opening board is `Some((3, 6))`: pit 3 captures six.
pub fn best_capture(board: Board, player: ayoayo::Player) -> Option<(Pit, u8)> {
    todo!("the greediest move of {player:?} on {board:?}")
}
