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
//! - Built: [`batch::build`], many packages with one cargo command.
//! - Run and judged: [`Grader`], a learner's file against the teacher's tests, for a chapter or
//!   an assessment, into a [`Grade`]; a file that hands the chapter over to the reference's
//!   own answer is refused ([`delegation`]).

mod as_built;
pub mod batch;
mod deadline;
mod delegation;
pub mod generated;
mod git;
mod grade;
mod grader;
pub mod refusal;
pub mod scratch;
mod submission;
mod test_results;
pub mod versions;

pub(crate) use as_built::as_built;
pub use deadline::Deadline;
pub(crate) use delegation::with_examples;
pub use generated::{Dependencies, GENERATED, Generated, package_head, tidy_paths};
pub use grade::{Grade, POINTS_PER_CHAPTER, Standing};
pub use grader::Grader;
pub(crate) use grader::{File, Prepared, judged, own_work, prepare};
pub use scratch::{Scratch, write_if_changed};
pub use submission::{Provenance, Submission};
pub use test_results::{TestResult, TestStatus};
pub use versions::{Version, Versions};
