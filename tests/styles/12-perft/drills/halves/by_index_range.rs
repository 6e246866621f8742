//! Style: a recursive helper on a range of indices into the jobs, `start..end`, cut at its
//! middle, where the reference cuts the slice itself with `split_at`.
//!
//! Correct because the middle of `start..end` is `start + (end - start) / 2`, so the first half
//! holds `(end - start) / 2` jobs, the shorter when the count is odd, as the reference's first
//! half does. A range of one job is a `Job`, an empty one `Idle`; any longer range gives two
//! shorter ones, so the recursion ends.
use std::ops::Range;

use ayoayo::Pit;

pub fn halves(jobs: &[(Pit, u64)]) -> Work {
    fn split(jobs: &[(Pit, u64)], Range { start, end }: Range<usize>) -> Work {
        match end - start {
            0 => Work::Idle,
            1 => Work::Job(jobs[start].0, jobs[start].1),
            count => {
                let middle = start + count / 2;
                Work::Split(
                    Box::new(split(jobs, start..middle)),
                    Box::new(split(jobs, middle..end)),
                )
            }
        }
    }
    split(jobs, 0..jobs.len())
}
