//! Model answers to the optional challenges at the end of each chapter, one module per
//! chapter, named by its exercise's crate (`ayoayo::challenges::relay_sow`). The exercises'
//! challenge tests compare a learner's answers with these; the teacher's kit shows them.

pub mod captures;
pub mod distribute;
pub mod feeding;
pub mod game_end;
pub mod relay_sow;
pub mod scoop;
pub mod sow;
