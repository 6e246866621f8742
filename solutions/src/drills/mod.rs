//! Model answers to the drills: the small exercises beside each chapter's lab, one module a
//! chapter, named by its crate (`drills::scoop`). The drills' tests compare a learner's answer
//! with these, and the teacher's edition shows them; the learner's edition never does.

pub mod game_tree;
pub mod lazy_alpha_beta;
pub mod lazy_tree;
pub mod scoop;
pub mod sharing;
