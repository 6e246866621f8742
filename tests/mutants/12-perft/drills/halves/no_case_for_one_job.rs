//! Mistake: has no case for a single job, which then splits into no job and itself, and the
//! recursion never ends.
use ayoayo::Pit;

pub fn halves(jobs: &[(Pit, u64)]) -> Work {
    if jobs.is_empty() {
        return Work::Idle;
    }
    let (first, rest) = jobs.split_at(jobs.len() / 2);
    Work::Split(Box::new(halves(first)), Box::new(halves(rest)))
}
