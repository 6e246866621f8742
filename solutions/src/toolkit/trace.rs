//! Watching a move under any rules: every scoop, stone, take, relay and capture of one sowing
//! move, as data to draw.
//!
//! The trace runs the toolkit's own pieces ([`scoop`], [`landing_bins`], the rules' `on_drop`
//! and `at_rest`, [`fate`]) in the order [`sow_move`](super::sow_move) runs them, keeping each
//! state on the way, so it shows exactly what the rules do. Steps are Part I's [`StepKind`]s,
//! with two more for what only Part II does: a take during the sowing, and a store that gains.

use std::ops::ControlFlow::{Break, Continue};

use super::{DROPS_PAST_THE_GAME, Rules, Sown, landing_bins, scoop};
use crate::cycle::{Fate, fate, steps_before_cycle};
use crate::{Player, StepKind};

// ANCHOR: trace
/// One step of a move, and the bins after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step<const N: usize> {
    pub kind: StepKind,
    pub bins: [u8; N],
}

/// Every step of one move by `mover` from `start`, under the rules named `system`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Trace<const N: usize> {
    pub system: &'static str,
    pub bins: [u8; N],
    pub mover: Player,
    pub start: usize,
    pub steps: Vec<Step<N>>,
}

impl<const N: usize> Trace<N> {
    /// The bins after the last step: after the captures, or where an endless trace stopped.
    pub fn final_bins(&self) -> [u8; N] {
        self.steps.last().map_or(self.bins, |step| step.bins)
    }

    /// The bin where the move's last sowing came to rest; `None` when it never does (every
    /// sowing of an endless move relays).
    pub fn end(&self) -> Option<usize> {
        self.steps.iter().find_map(|step| match step.kind {
            StepKind::Rest { pit } => Some(pit),
            _ => None,
        })
    }

    /// What the move comes to, read from its steps alone, as [`sow_move`](super::sow_move)
    /// answers it: the bins, what each player took off the board, and the bin of the last
    /// stone. `None` when the move never ends. Stones taken at rest go to the mover, less
    /// those a store on the board received.
    pub fn outcome(&self) -> Option<Sown<N>> {
        let last = self.end()?;
        let mut captured = [0u8; 2];
        let mut to_mover: i32 = 0;
        for step in &self.steps {
            match step.kind {
                StepKind::Take { stones, by, .. } => {
                    captured[by as usize] = captured[by as usize].saturating_add(stones);
                }
                StepKind::Capture { stones, .. } => to_mover += i32::from(stones),
                StepKind::Store { stones, .. } => to_mover -= i32::from(stones),
                _ => {}
            }
        }
        let mover = self.mover as usize;
        let off_the_board = u8::try_from(to_mover.max(0)).unwrap_or(u8::MAX);
        captured[mover] = captured[mover].saturating_add(off_the_board);
        Some(Sown {
            bins: self.final_bins(),
            captured,
            last,
        })
    }
}
// ANCHOR_END: trace

// ANCHOR: trace_move
/// Every step of the move by `mover` from `start` under `rules`: each scoop, each stone dropped
/// and what that drop takes, each relay, where the sowing rests, and each bin the capture at
/// rest changes. A move that sows for ever is traced for its first twelve sowings, then ends
/// in `Endless` (when its state first repeats, and the cycle's length, in sowings). An empty
/// or off-board `start` is no move: no steps. On a board of more stones than the game has, a
/// relay given up on (as [`sow_move`](super::sow_move) gives up) is traced for twelve sowings
/// with no last step.
///
/// ```
/// use ayoayo::StepKind::*;
/// use ayoayo::toolkit::trace::trace_move;
/// use ayoayo::{Player, kalah};
/// let trace = trace_move(&kalah::RULES, [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0], Player::South, 2);
/// let kinds: Vec<_> = trace.steps.iter().map(|step| step.kind).collect();
/// assert_eq!(
///     kinds,
///     [Scoop { pit: 2, stones: 4 }, Drop { pit: 3 }, Drop { pit: 4 }, Drop { pit: 5 },
///      Drop { pit: 6 }, Rest { pit: 6 }]
/// );
/// assert_eq!(trace.final_bins(), [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0]);
/// ```
pub fn trace_move<const N: usize>(
    rules: &Rules<N>,
    bins: [u8; N],
    mover: Player,
    start: usize,
) -> Trace<N> {
    let sows = bins.get(start).is_some_and(|&stones| stones > 0);
    let steps = if sows {
        move_steps(rules, bins, mover, start)
    } else {
        Vec::new() // no move
    };
    Trace {
        system: rules.name,
        bins,
        mover,
        start,
        steps,
    }
}

/// The steps of the move from `start`, which holds stones: how it goes is decided first, by
/// the same run of [`fate`] as [`sow_move`](super::sow_move)'s, then its sowings are traced.
fn move_steps<const N: usize>(
    rules: &Rules<N>,
    bins: [u8; N],
    mover: Player,
    start: usize,
) -> Vec<Step<N>> {
    let first = Sown {
        bins,
        captured: [0, 0],
        last: start,
    };
    let sowing = |sown| sowing_steps(rules, sown, mover, start);
    match move_fate(rules, first, mover, start) {
        Fate::Ends(Some(at_rest)) => sowings(rules, first, mover, start)
            .flat_map(sowing)
            .chain(capture_steps(rules, at_rest, mover, start))
            .collect(),
        Fate::Ends(None) => sowings(rules, first, mover, start)
            .take(ENDLESS_SOWINGS_TRACED)
            .flat_map(sowing)
            .collect(),
        Fate::Cycles { length } => {
            let next = |sown| super::sow_once(rules, sown, mover, start);
            let after_sowings = steps_before_cycle(first, length, next) + length;
            let mut steps: Vec<Step<N>> = sowings(rules, first, mover, start)
                .take(after_sowings.min(ENDLESS_SOWINGS_TRACED))
                .flat_map(sowing)
                .collect();
            let stopped = steps.last().map_or(bins, |step| step.bins);
            steps.push(Step {
                kind: StepKind::Endless {
                    after_sowings,
                    cycle: length,
                },
                bins: stopped,
            });
            steps
        }
    }
}
// ANCHOR_END: trace_move

/// An endless move is traced for at most this many sowings, as in Part I.
const ENDLESS_SOWINGS_TRACED: usize = 12;

/// Whether the rules relay from `sown`: the last stone joined others, and the rules relay.
fn relays<const N: usize>(rules: &Rules<N>, sown: &Sown<N>) -> bool {
    rules.relays && sown.bins.get(sown.last).is_some_and(|&stones| stones > 1)
}

/// Where the move goes, as [`sow_move`](super::sow_move) finds it, before the capture at rest:
/// `Ends(Some(state at rest))`, round a cycle, or `Ends(None)` when a board of more stones than
/// the game has runs out of its budget of drops.
fn move_fate<const N: usize>(
    rules: &Rules<N>,
    first: Sown<N>,
    mover: Player,
    start: usize,
) -> Fate<Option<Sown<N>>> {
    let on_the_board: u32 = first.bins.iter().map(|&bin| u32::from(bin)).sum();
    let mut drops_left = if on_the_board > rules.stones {
        DROPS_PAST_THE_GAME
    } else {
        u64::MAX
    };
    fate(first, |sown: Sown<N>| {
        let Some(left) = drops_left.checked_sub(u64::from(sown.bins[sown.last])) else {
            return Break(None);
        };
        drops_left = left;
        let after = super::sow_once(rules, sown, mover, start);
        if relays(rules, &after) {
            Continue(after)
        } else {
            Break(Some(after))
        }
    })
}

/// The states before each sowing: the first scoops `start`, each relay the bin of the last
/// stone. Endless when the move is.
fn sowings<const N: usize>(
    rules: &Rules<N>,
    first: Sown<N>,
    mover: Player,
    start: usize,
) -> impl Iterator<Item = Sown<N>> {
    std::iter::successors(Some(first), move |&sown| {
        let after = super::sow_once(rules, sown, mover, start);
        relays(rules, &after).then_some(after)
    })
}

/// One sowing, stone by stone: the scoop of `sown.last`, each drop with what it takes, and
/// whether the last stone relays or rests. It ends where [`sow_once`](super::sow_once) does.
fn sowing_steps<const N: usize>(
    rules: &Rules<N>,
    sown: Sown<N>,
    mover: Player,
    start: usize,
) -> Vec<Step<N>> {
    let from = sown.last;
    let (bins, hand) = scoop(sown.bins, from);
    let mut steps = vec![Step {
        kind: StepKind::Scoop {
            pit: from,
            stones: hand,
        },
        bins,
    }];
    let drops = landing_bins(rules.route, mover, start, from, hand).zip((0..hand).rev());
    let after = drops.fold(Sown { bins, ..sown }, |sown, (bin, in_hand)| {
        let mut bins = sown.bins;
        if let Some(pit) = bins.get_mut(bin) {
            *pit = pit.saturating_add(1);
        }
        steps.push(Step {
            kind: StepKind::Drop { pit: bin },
            bins,
        });
        let dropped = Sown {
            bins,
            last: bin,
            ..sown
        };
        let after = (rules.on_drop)(dropped, mover, in_hand);
        steps.extend(takes(&dropped, &after, mover));
        after
    });
    let kind = if relays(rules, &after) {
        StepKind::Relay { pit: after.last }
    } else {
        StepKind::Rest { pit: after.last }
    };
    steps.push(Step {
        kind,
        bins: after.bins,
    });
    steps
}

/// What a drop took: a `Take` per bin that lost stones, for the player whose captures grew
/// (the mover, if neither's did), each with the bins after it.
fn takes<const N: usize>(before: &Sown<N>, after: &Sown<N>, mover: Player) -> Vec<Step<N>> {
    let by = [Player::South, Player::North]
        .into_iter()
        .find(|&player| after.captured[player as usize] > before.captured[player as usize])
        .unwrap_or(mover);
    let mut bins = before.bins;
    (0..N)
        .filter(|&bin| after.bins[bin] < before.bins[bin])
        .map(|bin| {
            bins[bin] = after.bins[bin];
            Step {
                kind: StepKind::Take {
                    pit: bin,
                    stones: before.bins[bin] - after.bins[bin],
                    by,
                },
                bins,
            }
        })
        .collect()
}

/// The capture once the stones are at rest: a `Capture` for each bin it emptied or took from,
/// in the order the rules take them (from the bin of the last stone backwards, as Oware's
/// chain goes), then a `Store` for each bin that gained (a store), each with the bins after it.
fn capture_steps<const N: usize>(
    rules: &Rules<N>,
    at_rest: Sown<N>,
    mover: Player,
    start: usize,
) -> Vec<Step<N>> {
    let after = (rules.at_rest)(at_rest, mover, start);
    let (before, after) = (at_rest.bins, after.bins);
    let mut bins = before;
    let backwards_from_last = (0..N).map(|back| (at_rest.last + N - back) % N);
    let lost = backwards_from_last
        .filter(|&bin| after[bin] < before[bin])
        .map(|bin| {
            (
                bin,
                StepKind::Capture {
                    pit: bin,
                    stones: before[bin] - after[bin],
                },
            )
        });
    let gained = (0..N).filter(|&bin| after[bin] > before[bin]).map(|bin| {
        (
            bin,
            StepKind::Store {
                bin,
                stones: after[bin] - before[bin],
            },
        )
    });
    lost.chain(gained)
        .map(|(bin, kind)| {
            bins[bin] = after[bin];
            Step { kind, bins }
        })
        .collect()
}
