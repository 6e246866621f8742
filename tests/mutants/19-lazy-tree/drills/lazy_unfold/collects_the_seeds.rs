//! Mistake: collects the seeds of `next(&seed)` into a `Vec` first, so asking for the first
//! subtree makes all of a node's children at once, as the first challenge's `unfold` does.
use ayoayo::lazy::Lazy;

pub fn lazy_unfold<S, I, F>(seed: S, next: F) -> Lazy<S>
where
    S: Clone + 'static,
    I: Iterator<Item = S> + 'static,
    F: Fn(&S) -> I + Clone + 'static,
{
    Lazy::new(seed.clone(), move || {
        let seeds: Vec<S> = next(&seed).collect();
        let next = next.clone();
        seeds
            .into_iter()
            .map(move |child| lazy_unfold(child, next.clone()))
    })
}
