//! Mistake: a split counts its first half and forgets the second.
pub fn total_work(work: &Work) -> u64 {
    match work {
        Work::Idle => 0,
        Work::Job(_, count) => *count,
        Work::Split(first, _) => total_work(first),
    }
}
