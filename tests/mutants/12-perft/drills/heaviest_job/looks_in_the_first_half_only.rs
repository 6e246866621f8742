//! Mistake: a split answers its first half's heaviest job, never looking at the second half.
use ayoayo::Pit;

pub fn heaviest_job(work: &Work) -> Option<(Pit, u64)> {
    match work {
        Work::Idle => None,
        Work::Job(pit, count) => Some((*pit, *count)),
        Work::Split(first, _) => heaviest_job(first),
    }
}
