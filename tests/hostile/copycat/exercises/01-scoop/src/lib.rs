//! Hostile submission: writes nothing of its own, but compiles a classmate's chapter 1 file
//! into its crate with a `#[path]` module: in a batch, that file is the package beside its own
//! (`learner-0`, the first of the class), and one by one, the copy's own chapter 1 file.

#[path = "../../scoop--learner-0/src/lib.rs"]
mod theirs;

pub use theirs::{fullest_pit, scoop, scoop_all};
