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

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1: a capture rule as a value. A rule answers one question: may a capture take a pit
/// holding this many stones? `capture_rule(low, high)` is the rule "from `low` to `high`
/// stones, both included". With `low` above `high`, no count fits and the rule allows nothing.
///
/// For example, Oware takes a pit of two or three: `capture_rule(2, 3)` says `true` to 2 and 3,
/// `false` to 1 and 4.
pub fn capture_rule(low: u8, high: u8) -> impl Fn(u8) -> bool {
    // The closure is what this returns: write its body.
    move |stones: u8| -> bool { todo!("does {stones} lie from {low} to {high}?") }
}

/// Drill 2: the rule that allows a capture when `first` allows it, or `second` does.
///
/// For example, `either_rule(capture_rule(2, 2), capture_rule(3, 3))` allows 2 and 3, as
/// `capture_rule(2, 3)` does.
pub fn either_rule(first: impl Fn(u8) -> bool, second: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones: u8| -> bool {
        let _ = (&first, &second); // the closure's body is yours to write
        todo!("does either rule allow taking {stones}?")
    }
}

/// Drill 3: the rule that allows a capture only when `first` and `second` both allow it.
///
/// For example, `both_rules(capture_rule(1, 10), capture_rule(5, 20))` allows 5 to 10.
pub fn both_rules(first: impl Fn(u8) -> bool, second: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones: u8| -> bool {
        let _ = (&first, &second); // the closure's body is yours to write
        todo!("do both rules allow taking {stones}?")
    }
}

/// Drill 4: the rule that allows exactly what `rule` forbids.
///
/// For example, a pit of twelve stones or more is too big to take under
/// `not_rule(capture_rule(12, 255))`: it allows 0 to 11.
pub fn not_rule(rule: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones: u8| -> bool {
        let _ = &rule; // the closure's body is yours to write
        todo!("does the rule forbid taking {stones}?")
    }
}

/// Drill 5: `captured_stones` under a rule. When `end` is on the mover's side (the owner of
/// `start`) and `rule` allows a capture of the stones in the pit opposite `end`, scoop that
/// pit; otherwise take nothing. A `start` or `end` off the board (12 or more) takes nothing.
///
/// For example, on `[1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6]`, after pit 3 came to rest in pit 0,
/// `capture_with(board, 3, 0, capture_rule(0, 255))` takes the 6 stones of pit 11, as
/// `captured_stones` does, but `capture_with(board, 3, 0, capture_rule(1, 5))` takes nothing:
/// `(board, 0)`.
pub fn capture_with(board: Board, start: Pit, end: Pit, rule: impl Fn(u8) -> bool) -> (Board, u8) {
    let _ = &rule; // delete this line once you call the rule
    todo!("capture after pit {start} came to rest in pit {end} of {board:?}, under the rule")
}

/// Drill 6: `sow_and_capture` under a rule: relay-sow `start` (`None` when the relay never
/// ends), capture as `capture_with` says, and add the capture to the mover's score.
///
/// For example, `move_with_rule(OPENING, [0, 0], 3, capture_rule(0, 255))` gives what
/// `sow_and_capture` gives, `Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0]))`, but under
/// `capture_rule(1, 5)` pit 11's six stones stay:
/// `Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6], [0, 0]))`.
pub fn move_with_rule(
    board: Board,
    score: Score,
    start: Pit,
    rule: impl Fn(u8) -> bool,
) -> Option<(Board, Score)> {
    let _ = &rule; // delete this line once you call the rule
    todo!("sow pit {start} of {board:?} from the score {score:?}, capturing under the rule")
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
