//! Model answers to the optional challenges at the end of each chapter, one module per
//! chapter, named by its exercise's crate (`ayoayo::challenges::relay_sow`). The exercises'
//! challenge tests compare a learner's answers with these; the teacher's kit shows them.

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
