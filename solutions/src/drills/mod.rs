//! Model answers to the drills: the small exercises beside each chapter's lab, one module a
//! chapter, named by its crate (`drills::scoop`). The drills' tests compare a learner's answer
//! with these, and the teacher's edition shows them; the learner's edition never does.

pub mod alpha_beta;
pub mod awari;
pub mod captures;
pub mod distribute;
pub mod endgames;
pub mod feeding;
pub mod game_end;
pub mod game_tree;
pub mod kalah;
pub mod lagos;
pub mod lazy_alpha_beta;
pub mod lazy_tree;
pub mod memo;
pub mod minimax;
pub mod oware;
pub mod perft;
pub mod relay_sow;
pub mod scoop;
pub mod sharing;
pub mod sow;
pub mod tchoukaillon;
