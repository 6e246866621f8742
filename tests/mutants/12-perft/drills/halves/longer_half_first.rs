//! Mistake: rounds the middle up, so the first half is the longer one when the count is odd.
use ayoayo::Pit;

pub fn halves(jobs: &[(Pit, u64)]) -> Work {
    match jobs {
        [] => Work::Idle,
        [(pit, count)] => Work::Job(*pit, *count),
        _ => {
            let (first, rest) = jobs.split_at(jobs.len().div_ceil(2));
            Work::Split(Box::new(halves(first)), Box::new(halves(rest)))
        }
    }
}
