//! Watching a move: every scoop, stone, relay and capture of one move, as data to display.
//!
//! Not a chapter of its own: the course tool's `show` command draws these steps. The trace is
//! built from the chapters' functions, so what it shows is exactly what the rules do.

use StepKind::{Capture, Drop, Endless, Relay, Rest, Scoop};

use crate::board::holds_stones;
use crate::cycle::{Fate, steps_before_cycle};
use crate::relay_sow::relay_fate;
use crate::{
    Board, Pit, Player, captured_stones, distribute, next_pit, opposite, owner, scoop, sow,
};

// ANCHOR: trace
/// What happened in one step of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(tag = "kind", rename_all = "snake_case")
)]
pub enum StepKind {
    /// All the `stones` of `pit` went into the hand.
    Scoop { pit: Pit, stones: u8 },
    /// One stone was dropped into `pit`.
    Drop { pit: Pit },
    /// The last stone landed in `pit`, which was not empty: `pit` is scooped next.
    Relay { pit: Pit },
    /// The last stone fell into `pit`, which was empty: the sowing is over.
    Rest { pit: Pit },
    /// The move came to rest on the mover's side: the `stones` of `pit`, opposite the end
    /// pit, are captured (there may be none). In Part II's traces: the capture at rest took
    /// the `stones` of `pit` (each pit it emptied is a step: Oware's chain, Awari's two bins).
    Capture { pit: Pit, stones: u8 },
    /// The relay never comes to rest, so the trace stops here: after `after_sowings` sowings
    /// it is back in a state it was in before, and from there goes round the same `cycle`
    /// sowings for ever.
    Endless { after_sowings: usize, cycle: usize },
    /// Part II only (Lagos' fours): the drop just made took the `stones` of `pit` off the
    /// board, during the sowing, for the player `by`.
    Take { pit: Pit, stones: u8, by: Player },
    /// Part II only (Awari, Kalah): the capture at rest put `stones` into the store `bin`.
    Store { bin: usize, stones: u8 },
}

/// One step of a move, and the board after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub kind: StepKind,
    pub board: Board,
}

/// Every step of one move from `start`, on the board it started from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Trace {
    pub board: Board,
    pub start: Pit,
    pub steps: Vec<Step>,
}

impl Trace {
    /// The board after the last step: after the capture, or where an endless trace stopped.
    pub fn final_board(&self) -> Board {
        self.steps.last().map_or(self.board, |step| step.board)
    }

    /// The pit where the move came to rest; `None` when it never does.
    pub fn end(&self) -> Option<Pit> {
        self.steps.iter().find_map(|step| match step.kind {
            Rest { pit } => Some(pit),
            _ => None,
        })
    }

    /// How many stones the mover captured (0 when the move ended on the other side); `None`
    /// when the move never ends.
    pub fn captured(&self) -> Option<u8> {
        let captured = self.steps.iter().find_map(|step| match step.kind {
            Capture { stones, .. } => Some(stones),
            _ => None,
        });
        self.end().map(|_| captured.unwrap_or(0))
    }
}

/// Every step of the move from `start`: the scoop, each stone dropped, each relay, where it
/// comes to rest and the capture. A move whose relay never ends is traced for its first twelve
/// sowings, then ends in `Endless`, which says when its state (board, pit to scoop next) first
/// repeats. An empty or off-board `start` is no move: the trace has no steps. On a board of
/// more than the game's 48 stones, a relay that [`try_relay_sow`](crate::try_relay_sow) gives
/// up on is traced for its first twelve sowings with no last step (neither rest nor `Endless`).
///
/// ```
/// use ayoayo::{trace_move, OPENING, StepKind::*};
/// let trace = trace_move(OPENING, 0);
/// let first: Vec<_> = trace.steps.iter().take(6).map(|step| step.kind).collect();
/// assert_eq!(
///     first,
///     [Scoop { pit: 0, stones: 4 }, Drop { pit: 1 }, Drop { pit: 2 }, Drop { pit: 3 },
///      Drop { pit: 4 }, Relay { pit: 4 }]
/// );
/// assert_eq!(trace.steps[1].board, [0, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
/// assert_eq!(trace.final_board(), [0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5]);
/// assert_eq!((trace.end(), trace.captured()), (Some(9), Some(0)));
/// ```
pub fn trace_move(board: Board, start: Pit) -> Trace {
    let steps = if holds_stones(board, start) {
        move_steps(board, start)
    } else {
        Vec::new() // no move
    };
    Trace {
        board,
        start,
        steps,
    }
}

/// The steps of the move from `start`, which holds stones.
fn move_steps(board: Board, start: Pit) -> Vec<Step> {
    match relay_fate(board, start) {
        Fate::Ends(Some((sown, end))) => sowings(board, start)
            .flat_map(|state| sowing_steps(state, start))
            .chain(capture_step(sown, start, end))
            .collect(),
        Fate::Cycles { length } => endless_steps(board, start, length),
        Fate::Ends(None) => sowings(board, start)
            .take(ENDLESS_SOWINGS_TRACED)
            .flat_map(|state| sowing_steps(state, start))
            .collect(),
    }
}
// ANCHOR_END: trace

/// Where a relay stands before a sowing: the board, and the pit about to be scooped.
type State = (Board, Pit);

/// The states before each sowing of the move from `start`: the first scoops `start`, each
/// relay scoops the pit the last stone fell in. Endless when the relay is.
fn sowings(board: Board, start: Pit) -> impl Iterator<Item = State> {
    std::iter::successors(Some((board, start)), move |&(board, from)| {
        let (after, last) = sow(board, start, from);
        (after[last] > 1).then_some((after, last))
    })
}

/// One sowing, stone by stone: the scoop of `from`, a drop per stone (never into `skip`), and
/// whether the last stone relays or rests. Its outcome is [`sow`]'s.
fn sowing_steps((board, from): State, skip: Pit) -> Vec<Step> {
    let (scooped, stones) = scoop(board, from);
    let (after, last) = sow(board, skip, from);
    let landing = if after[last] == 1 {
        Rest { pit: last }
    } else {
        Relay { pit: last }
    };
    let scoop = Step {
        kind: Scoop { pit: from, stones },
        board: scooped,
    };
    let drops = drop_steps(scooped, skip, next_pit(from), stones);
    let landing = Step {
        kind: landing,
        board: after,
    };
    [vec![scoop], drops, vec![landing]].concat()
}

/// `in_hand` stones dropped one at a time from `pit` on, never into `skip`: each is a
/// [`distribute`] of a single stone, so a drop skips exactly as a sowing does.
fn drop_steps(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> Vec<Step> {
    if in_hand == 0 {
        return Vec::new();
    }
    let (after, landed) = distribute(board, skip, pit, 1);
    let drop = Step {
        kind: Drop { pit: landed },
        board: after,
    };
    [
        vec![drop],
        drop_steps(after, skip, next_pit(landed), in_hand - 1),
    ]
    .concat()
}

/// The capture when the move from `start` came to rest in `end` on the mover's own side.
fn capture_step(board: Board, start: Pit, end: Pit) -> Option<Step> {
    let (after, stones) = captured_stones(board, start, end);
    (owner(end) == owner(start)).then_some(Step {
        kind: Capture {
            pit: opposite(end),
            stones,
        },
        board: after,
    })
}

/// An endless relay is traced for at most this many sowings: enough to watch it go round the
/// board, and the trace stays small even when its first repeat is millions of sowings away.
const ENDLESS_SOWINGS_TRACED: usize = 12;

/// The first sowings of a relay that never ends, going round a `cycle` of that many sowings,
/// then `Endless`, whose board is the board where the trace stopped. Where the cycle begins is
/// found as chapter 4 finds the cycle, keeping no list of states: a cycle can be millions of
/// sowings long.
fn endless_steps(board: Board, start: Pit, cycle: usize) -> Vec<Step> {
    // In a relay that never rests, the state after a sowing is exactly what `sow` returns.
    let next = |(board, from): State| sow(board, start, from);
    let before_cycle = steps_before_cycle((board, start), cycle, next);
    let after_sowings = before_cycle + cycle;
    let steps: Vec<Step> = sowings(board, start)
        .take(after_sowings.min(ENDLESS_SOWINGS_TRACED))
        .flat_map(|state| sowing_steps(state, start))
        .collect();
    let stopped = steps.last().map_or(board, |step| step.board);
    let endless = Step {
        kind: Endless {
            after_sowings,
            cycle,
        },
        board: stopped,
    };
    [steps, vec![endless]].concat()
}
