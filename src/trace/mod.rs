//! `trace`: a learner's recursive function run on a worked example with every call recorded,
//! so the call tree can be drawn with the first call whose answer differs from the reference's.
//!
//! The learner's file is only read: [`instrument`] rewrites a copy so each function records its
//! calls (`ayoayo_calltree::record`), [`package`] compiles it in a scratch workspace with a
//! program that runs the chapter's examples, and runs that program in the sandbox; each
//! example's [`Trace`](ayoayo_calltree::Trace) comes back as a line of JSON.

pub mod closures;
pub mod edits;
pub mod instrument;
pub mod outcome;
pub mod package;
pub mod reference;
pub mod signature;
pub mod tree;

#[cfg(test)]
mod tests;
