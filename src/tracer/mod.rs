//! The tracer: a learner's recursive function (or the reference's) run on worked examples with
//! every call recorded, for `trace` to draw, for `check` to show the first call that went wrong
//! and for the grader to confirm that a recursion ran. It builds in the [workshop](crate::workshop)
//! and imports no feature.
//!
//! The learner's file is only read: [`instrument`] rewrites a copy in place so each function
//! records its calls (`ayoayo_calltree::record`) and asks the reference the same question;
//! [`package`] compiles it in a generated workspace with a program that runs the chapter's
//! examples, runs that in the sandbox, and reads each example's
//! [`CallTree`](ayoayo_calltree::CallTree) back from a file of JSON lines ([`batch`] does many
//! at once). The reference's module of the chapter is traced the same way ([`reference`](mod@reference)), for
//! the book and to check the engine: every chapter's reference traces and agrees with itself.
//!
//! Measured on the 2-core machine, with the workspace's dependencies built: the first trace
//! of a chapter 1.6 s (the first of all about 15 s, building the recorder and serde_json for
//! the scratch workspace), 0.7 s after an edit of the learner's file, 0.2 to 0.3 s with
//! nothing changed.

pub mod batch;
pub mod closures;
pub mod edits;
pub mod instrument;
pub mod outcome;
pub mod package;
pub mod plan;
pub mod reference;
pub mod signature;
pub mod tree;

#[cfg(test)]
mod tests;
