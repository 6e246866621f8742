//! Mistake: makes each child a leaf holding its seed, forgetting to unfold it in turn: the
//! tree stops one level below the root.
use ayoayo::lazy::Lazy;

pub fn lazy_unfold<S, I, F>(seed: S, next: F) -> Lazy<S>
where
    S: Clone + 'static,
    I: Iterator<Item = S> + 'static,
    F: Fn(&S) -> I + Clone + 'static,
{
    Lazy::new(seed.clone(), move || next(&seed).map(Lazy::leaf))
}
