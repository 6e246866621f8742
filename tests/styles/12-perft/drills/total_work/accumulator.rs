//! Style: recursion with an accumulator: a helper carries the total so far through the work,
//! first half before second, and adds each job's count to it, where the reference adds the two
//! halves' totals on the way back up.
//!
//! Correct because every job is reached once, and its count added once; the order of the
//! additions does not matter, and with `saturating_add` throughout the total stops at
//! `u64::MAX` exactly when the true sum reaches it.
pub fn total_work(work: &Work) -> u64 {
    fn added(work: &Work, so_far: u64) -> u64 {
        match work {
            Work::Idle => so_far,
            Work::Job(_, count) => so_far.saturating_add(*count),
            Work::Split(first, second) => added(second, added(first, so_far)),
        }
    }
    added(work, 0)
}
