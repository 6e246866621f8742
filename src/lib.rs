//! The course's own machinery, shared by the `course` tool and the integrity checks in `tests/`:
//! finding the chapters, running an exercise's tests and reading their verdicts, and working
//! on a scratch copy of the workspace so that a learner's files are never touched.
#![warn(clippy::too_many_lines)] // functions of at most 70 lines: see .clippy.toml

pub mod assess;
pub mod cargo_messages;
pub mod chapters;
pub mod check_words;
pub mod diagnosis;
pub mod files;
pub mod grade;
pub mod grader;
pub mod hints;
pub mod learner_file;
pub mod mine;
pub mod optional;
pub mod play;
pub mod problem;
pub mod process;
pub mod progress;
pub mod recursion;
pub mod reset;
pub mod rust_file;
pub mod sandbox;
pub mod session;
pub mod spinner;
pub mod stub;
pub mod test_run;
pub mod trace;
pub mod tracer;
pub mod verdict;
pub mod verify;
pub mod workshop;
pub mod workspace;

/// What building a learner's code gives, in two levels: `Err` when the tool itself failed (a
/// file it could not write, cargo not found), which stops the command; `Ok(Err(why))` when the
/// learner's code did not build, which is an answer to put into words, not a failure.
pub type Attempt<T, E> = anyhow::Result<Result<T, E>>;
