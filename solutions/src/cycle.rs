//! Brent's cycle detection, once, for any run of a deterministic step: chapter 4's relays, and
//! any other sowing that may go round for ever.
//!
//! A step maps a state to the next state (`Continue`) or to an end (`Break`). When each next
//! state depends only on the current one, a state seen twice means the run goes round a cycle
//! for ever, and Brent's method spots the repeat keeping one saved state and two counters.

use std::ops::ControlFlow::{self, Break, Continue};

// ANCHOR: fate
/// Where a run of a deterministic step goes: to an end, or round a cycle for ever.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fate<Done> {
    /// The step broke off with this.
    Ends(Done),
    /// A state came back: the run goes round this many steps for ever.
    Cycles { length: usize },
}

/// Runs `step` from `start` until it breaks off or a state repeats (Brent's algorithm).
///
/// The tortoise waits at a checkpoint while the hare runs ahead, and jumps to the hare whenever
/// the hare has run a power of two steps: no step limit, no list of states. A budget is the
/// step's business: count in the closure and `Break` when it runs out.
///
/// ```
/// use std::ops::ControlFlow::{Break, Continue};
/// use ayoayo::cycle::{Fate, fate};
/// // Halving ends at 0; adding 3 modulo 9 from 1 goes round 1, 4, 7 for ever.
/// assert_eq!(fate(40, |n| if n == 0 { Break("zero") } else { Continue(n / 2) }), Fate::Ends("zero"));
/// assert_eq!(fate(1, |n: u8| Continue::<(), _>((n + 3) % 9)), Fate::Cycles { length: 3 });
/// ```
#[inline]
pub fn fate<State, Done>(
    start: State,
    mut step: impl FnMut(State) -> ControlFlow<Done, State>,
) -> Fate<Done>
where
    State: Copy + Eq,
{
    let (mut tortoise, mut hare) = (start, start);
    let (mut allowance, mut run) = (1, 0);
    loop {
        hare = match step(hare) {
            Continue(next) => next,
            Break(done) => return Fate::Ends(done),
        };
        run += 1;
        if hare == tortoise {
            return Fate::Cycles { length: run }; // the hare came round to the tortoise
        }
        if run == allowance {
            (tortoise, allowance, run) = (hare, allowance * 2, 0);
        }
    }
}
// ANCHOR_END: fate

// ANCHOR: steps_before_cycle
/// For a run from `start` that goes round a cycle of `length` steps (as [`fate`] measured it):
/// how many steps come before the cycle. Two walkers `length` steps apart first meet where the
/// cycle begins. `length` must be the cycle's length (or a multiple of it), or they never meet.
///
/// ```
/// // 0, 1, 2, then 3, 4, 5, 6, 7, 3, 4, ...: three steps lead into a cycle of five.
/// let next = |n: u8| if n < 7 { n + 1 } else { 3 };
/// assert_eq!(ayoayo::cycle::steps_before_cycle(0, 5, next), 3);
/// ```
pub fn steps_before_cycle<State>(
    start: State,
    length: usize,
    mut next: impl FnMut(State) -> State,
) -> usize
where
    State: Copy + Eq,
{
    let mut ahead = start;
    for _ in 0..length {
        ahead = next(ahead);
    }
    let (mut behind, mut before) = (start, 0);
    while behind != ahead {
        (behind, ahead, before) = (next(behind), next(ahead), before + 1);
    }
    before
}
// ANCHOR_END: steps_before_cycle

#[cfg(test)]
mod tests {
    use super::*;

    /// A run that counts up to `tail`, then goes round `0..cycle` above it.
    fn lasso(tail: usize, cycle: usize) -> impl Fn(usize) -> usize {
        move |n| if n + 1 < tail + cycle { n + 1 } else { tail }
    }

    #[test]
    fn every_tail_and_cycle_is_measured_exactly() {
        for tail in 0..40 {
            for cycle in 1..40 {
                let next = lasso(tail, cycle);
                let fate = fate(0, |n| Continue::<(), _>(next(n)));
                assert_eq!(fate, Fate::Cycles { length: cycle }, "{tail}, {cycle}");
                assert_eq!(steps_before_cycle(0, cycle, &next), tail, "{tail}, {cycle}");
            }
        }
    }

    #[test]
    fn a_budget_in_the_step_stops_a_long_run() {
        let mut budget = 100;
        let run = fate(0u32, |n| {
            if budget == 0 {
                return Break(None);
            }
            budget -= 1;
            if n == 1_000 {
                Break(Some(n))
            } else {
                Continue(n + 1)
            }
        });
        assert_eq!(run, Fate::Ends(None));
    }
}
