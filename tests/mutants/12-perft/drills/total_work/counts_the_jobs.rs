//! Mistake: counts the jobs, one each, rather than the sequences each job counts.
pub fn total_work(work: &Work) -> u64 {
    match work {
        Work::Idle => 0,
        Work::Job(_, _) => 1,
        Work::Split(first, second) => total_work(first) + total_work(second),
    }
}
