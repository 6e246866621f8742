//! Mistake: asks every subtree before deciding, so nothing is saved once one subtree has
//! settled the answer.
use ayoayo::lazy::{Lazy, Score};

pub fn reaches(tree: &Lazy<Score>, target: i32) -> bool {
    let answers: Vec<bool> = tree
        .subtrees()
        .map(|subtree| reaches(&subtree, target))
        .collect();
    if answers.is_empty() {
        return tree.label.value >= target;
    }
    if tree.label.mine {
        answers.into_iter().any(|reached| reached)
    } else {
        answers.into_iter().all(|reached| reached)
    }
}
