//! Mistake: a split with an idle half answers `None`, losing the other half's jobs.
use ayoayo::Pit;

pub fn heaviest_job(work: &Work) -> Option<(Pit, u64)> {
    match work {
        Work::Idle => None,
        Work::Job(pit, count) => Some((*pit, *count)),
        Work::Split(first, second) => match (heaviest_job(first), heaviest_job(second)) {
            (Some(left), Some(right)) if right.1 > left.1 => Some(right),
            (Some(left), Some(_)) => Some(left),
            _ => None,
        },
    }
}
