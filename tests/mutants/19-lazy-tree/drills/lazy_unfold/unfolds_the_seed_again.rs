//! Mistake: grows every subtree from the node's own seed instead of the child's, so each
//! level repeats the root's label and the tree never ends.
use ayoayo::lazy::Lazy;

pub fn lazy_unfold<S, I, F>(seed: S, next: F) -> Lazy<S>
where
    S: Clone + 'static,
    I: Iterator<Item = S> + 'static,
    F: Fn(&S) -> I + Clone + 'static,
{
    Lazy::new(seed.clone(), move || {
        let again = next.clone();
        let root = seed.clone();
        next(&seed).map(move |_| lazy_unfold(root.clone(), again.clone()))
    })
}
