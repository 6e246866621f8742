//! The workshop: where learners' code is copied, generated into packages, built and run, so
//! that no feature touches a learner's files or the teacher's. Every feature that builds
//! learners' work (`grade`, `assess`, `trace`, `check --mine`, `verify`) does it here, and none
//! of them reaches into another's.
//!
//! - In: a learner's copy of the course, [`Submission`] (its folder, or its last commit by a
//!   [`Deadline`]).
//! - Copied: [`Scratch`], a copy of the workspace where exercises are swapped for a learner's
//!   file, the reference, the stub or a mistake.
//! - Generated: [`Generated`], a scratch workspace with a folder of packages the tool writes
//!   (their manifests carry a chapter's own [`Dependencies`]); [`Versions`], every chapter's
//!   exercise in the versions the integrity checks need.
//! - Built: [`batch::build`], many packages with one cargo command; a file that reaches past
//!   itself is refused before it is built ([`refusal`]), and one that hands the chapter over to
//!   the reference's own answer is found (`delegation`).
//!
//! What is built here is run and judged by the [grader](crate::grader) and traced by the
//! [tracer](crate::tracer); the workshop imports neither.

mod as_built;
pub mod batch;
mod deadline;
pub(crate) mod delegation;
pub mod generated;
mod git;
pub mod refusal;
pub mod scratch;
mod submission;
pub mod versions;

pub(crate) use as_built::as_built;
pub use as_built::with_optional;
pub use deadline::Deadline;
pub(crate) use delegation::with_examples;
pub use generated::{Dependencies, GENERATED, Generated, package_head, tidy_paths};
pub use scratch::{Scratch, write_if_changed};
pub use submission::{Provenance, Submission};
pub use versions::{Version, Versions};

/// The turn of a unit test that grades in the shared build folder (`course-grade/target`):
/// cargo names a chapter's package by its path within the copy, the same in every copy of the
/// course, so two copies building there at once overwrite each other's builds and fingerprints,
/// and a file can be graded on another's build. One such test grades at a time.
#[cfg(test)]
pub(crate) fn grading_turn() -> std::sync::MutexGuard<'static, ()> {
    static TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    TURN.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
