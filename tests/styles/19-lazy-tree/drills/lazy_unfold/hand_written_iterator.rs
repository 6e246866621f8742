//! Style: the subtrees made by a hand-written iterator, a struct holding the seeds and the step.
//!
//! The recipe of a node makes `next(&seed)` afresh each time it runs, and wraps it: each call of
//! `Iterator::next` takes one more seed from it and unfolds that seed, with a clone of the step,
//! into its own lazy tree, so a subtree is made only when the iterator reaches it, and asking for
//! the first subtree makes one seed.
use ayoayo::lazy::Lazy;

struct Unfolding<I, F> {
    seeds: I,
    step: F,
}

impl<S, I, F> Iterator for Unfolding<I, F>
where
    S: Clone + 'static,
    I: Iterator<Item = S> + 'static,
    F: Fn(&S) -> I + Clone + 'static,
{
    type Item = Lazy<S>;

    fn next(&mut self) -> Option<Lazy<S>> {
        let seed = self.seeds.next()?;
        Some(lazy_unfold(seed, self.step.clone()))
    }
}

pub fn lazy_unfold<S, I, F>(seed: S, next: F) -> Lazy<S>
where
    S: Clone + 'static,
    I: Iterator<Item = S> + 'static,
    F: Fn(&S) -> I + Clone + 'static,
{
    Lazy::new(seed.clone(), move || Unfolding {
        seeds: next(&seed),
        step: next.clone(),
    })
}
