//! Mistake: splits off one job at a time, first and rest, as chapter 6 walks a slice, so the
//! work is a long chain instead of halves.
use ayoayo::Pit;

pub fn halves(jobs: &[(Pit, u64)]) -> Work {
    match jobs {
        [] => Work::Idle,
        [(pit, count)] => Work::Job(*pit, *count),
        [(pit, count), rest @ ..] => {
            Work::Split(Box::new(Work::Job(*pit, *count)), Box::new(halves(rest)))
        }
    }
}
