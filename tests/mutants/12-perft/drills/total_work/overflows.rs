//! Mistake: adds with `+`, which panics past `u64::MAX` in a test build.
pub fn total_work(work: &Work) -> u64 {
    match work {
        Work::Idle => 0,
        Work::Job(_, count) => *count,
        Work::Split(first, second) => total_work(first) + total_work(second),
    }
}
