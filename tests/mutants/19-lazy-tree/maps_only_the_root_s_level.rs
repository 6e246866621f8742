//! Mistake: maps the root and its subtrees' labels, but leaves those subtrees as leaves: no
//! recursion below the first level.
use ayoayo::lazy::Lazy;
pub use ayoayo::lazy::{game_tree, prune, score_for, maximise, minimise, evaluate};

pub fn map_tree<L, M, F>(f: F, tree: Lazy<L>) -> Lazy<M>
where
    L: 'static,
    M: 'static,
    F: Fn(&L) -> M + Clone + 'static,
{
    let label = f(&tree.label);
    Lazy::new(label, move || {
        let f = f.clone();
        tree.subtrees()
            .map(move |subtree| Lazy::leaf(f(&subtree.label)))
    })
}
