//! Chapter 4: relay sow. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p relay-sow
//! ```
//!
//! The reference versions of the earlier chapters are ready to use: add
//! `use ayoayo::sow;` (or `scoop`, `distribute`, `next_pit`) when you need them.
//!
//! Some boards' relays never end. The tests run each case in a child process, so if your
//! recursion never stops they will say so, and name the board, instead of crashing.
//!
//! Two sessions: Session A is `relay_sow`; Session B is `relay_states` and `try_relay_sow`.

use ayoayo::{Board, Pit};

// Session A: generative recursion.

/// Sows from `start` and keeps relaying: while the last stone lands in a pit that was not
/// empty (it now holds more than one stone), scoop that pit and sow again from it. Every sowing
/// of the move skips `start`, the pit the move began in.
///
/// Returns the board and the pit where the last stone came to rest (it holds exactly one).
/// The tests only call this on boards whose relay ends. Relay-sowing the opening from pit 0
/// gives `([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9)`.
pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
    todo!("relay-sow from pit {start} on {board:?}")
}

// Session B: a relay's state, and noticing a repeat.

/// The first `limit` states of the relay from `start`, in order, or all of them if the relay
/// comes to rest sooner. A state is the board and the pit about to be scooped: the first is
/// `(board, start)`, and each next one is the board after sowing (skipping `start`) with the
/// pit of its last stone, as long as that pit now holds more than one stone. The last state of
/// a relay that ends is the one whose sowing comes to rest. If `start` holds no stones, the
/// first state is the only one.
///
/// Because it stops after `limit` states, it ends even on a relay that never does. Write it as
/// you like: a loop that pushes each state into a `Vec`, or a recursion that counts `limit`
/// down (the page's "Going further" shows a third way, `std::iter::successors`).
///
/// For example, the opening from pit 0 has four states, with the pits `0`, `4`, `9` and `3`
/// about to be scooped (chapter 3's four sowings), so `relay_states(OPENING, 0, 10)` returns
/// those four, and `relay_states(OPENING, 0, 2)` the first two:
/// `[(OPENING, 0), ([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4)]`.
pub fn relay_states(board: Board, start: Pit, limit: usize) -> Vec<(Board, Pit)> {
    todo!("the first {limit} states of the relay from pit {start} on {board:?}")
}

/// Like `relay_sow`, but returns `None` when the relay would go on for ever, and
/// `Some((board, pit))` when it ends.
///
/// A relay goes on for ever exactly when it comes back to a state it has been in before: the
/// same board with the same pit about to be scooped. For example, relay-sowing pit 1 of
/// `[2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1]` comes back to its state after the first sowing 638
/// sowings later, so it returns `None`. A `HashSet` of the states seen so far is enough.
pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    todo!("relay-sow from pit {start} on {board:?}, or notice that it never ends")
}

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1: the Tower of Hanoi, on three pits of the board. A tower of `stones` stones, each
/// smaller than the one below it, stands in pit `from`; the answer is the moves that carry it
/// to pit `to`, using `via` as the third pit, one stone at a time from the top of a pit to the
/// top of another, never a stone onto a smaller one. Each move is `(from, to)`. Write it
/// recursively, the function calling itself (no helper), so that the course tool can count
/// its calls. Without three different pits of the board, or with more than 16 stones (over
/// 131,000 moves), there are no moves: an empty list.
///
/// For example, `hanoi(2, 0, 2, 1)` is `[(0, 1), (0, 2), (1, 2)]`: the small stone out of the
/// way, the big one across, the small one back on top.
pub fn hanoi(stones: u8, from: Pit, to: Pit, via: Pit) -> Vec<(Pit, Pit)> {
    todo!("the moves that carry a tower of {stones} from pit {from} to pit {to} by way of {via}")
}

/// Drill 2: how many moves `hanoi` makes for a tower of `stones` stones, counted without
/// making them, recursively and with a single recursive call. From 65 stones on the count is
/// past `u64::MAX`, and stays there (`saturating_mul`, `saturating_add`).
///
/// For example, `moves_needed(3)` is 7, and `moves_needed(48)` is 281,474,976,710,655.
pub fn moves_needed(stones: u8) -> u64 {
    todo!("the moves that a tower of {stones} stones takes")
}

/// Drill 3: `relay_sow` with fuel. Relay-sows from `start` as `relay_sow` does, but makes at
/// most `fuel` sowings: `Some` of the board and the pit where the relay comes to rest, if it
/// does within `fuel` sowings, and `None` if it would need more. Write it recursively, using
/// up one unit of fuel a sowing. An empty or off-board `start` sows nothing and is at rest at
/// once: `Some((board, start))`, whatever the fuel.
///
/// For example, the opening relayed from pit 0 takes four sowings, so
/// `relay_within(OPENING, 0, 4)` is `Some(([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9))` and
/// `relay_within(OPENING, 0, 3)` is `None`.
pub fn relay_within(board: Board, start: Pit, fuel: u8) -> Option<(Board, Pit)> {
    todo!("relay-sow from pit {start} on {board:?}, within {fuel} sowings")
}

/// Drill 4: the index of the first of `states` that equals a state before it, or `None` when
/// they are all different. Write it recursively, on the slice; no `HashSet` this time.
///
/// For example, with `a` and `b` two different states, `first_repeat(&[a, b, b, a])` is
/// `Some(2)`: state 2 repeats state 1 before state 3 repeats state 0.
pub fn first_repeat(states: &[(Board, Pit)]) -> Option<usize> {
    todo!(
        "the first of {} states that repeats one before it",
        states.len()
    )
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1, recursion alone (no `for`, `while` or `loop`, no iterators): the pits a relay
/// from `start` scoops, in order: `start` itself, then each pit where a sowing ended among
/// other stones. Like `relay_sow`, it may never return when the relay never ends (the tests
/// only ask about relays that end). An empty or off-board `start` scoops nothing.
///
/// For example, `relay_path(OPENING, 0)` is `[0, 4, 9, 3]`.
pub fn relay_path(board: Board, start: Pit) -> Vec<Pit> {
    todo!("the pits a relay from pit {start} scoops on {board:?}")
}
