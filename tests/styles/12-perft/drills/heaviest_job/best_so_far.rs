//! Style: recursion with an accumulator: a helper carries the heaviest job met so far through
//! the work, the first half before the second, and a job replaces it only when its count is
//! strictly larger, where the reference compares the halves' answers on the way back up.
//!
//! Correct because the jobs are met in the order of the list the work was split from (left to
//! right in the tree), and a later job of the same count never replaces an earlier one: so the
//! answer is the first of the heaviest, and `None` only when no job is met.
use ayoayo::Pit;

pub fn heaviest_job(work: &Work) -> Option<(Pit, u64)> {
    fn heavier(work: &Work, best: Option<(Pit, u64)>) -> Option<(Pit, u64)> {
        match (work, best) {
            (Work::Idle, _) => best,
            (Work::Job(_, count), Some((_, most))) if *count <= most => best,
            (Work::Job(pit, count), _) => Some((*pit, *count)),
            (Work::Split(first, second), _) => heavier(second, heavier(first, best)),
        }
    }
    heavier(work, None)
}
