//! Model answers to the optional challenges at the end of each chapter: one module per chapter,
//! named by its slug, each function with exactly the name and signature of the exercise's stub.
//! The challenges' tests compare learners' answers with these.

pub mod alpha_beta;
pub mod awari;
pub mod endgames;
pub mod kalah;
pub mod lagos;
pub mod memo;
pub mod minimax;
pub mod oware;
pub mod perft;
pub mod tchoukaillon;
