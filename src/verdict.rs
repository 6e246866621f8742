//! A chapter's verdict: the one value every command that runs a chapter's tests receives
//! (`check`, `watch`, the map, `grade`, `check --mine`), decided here, once, from a test run, and
//! only rendered elsewhere.

use course_model::cause::{Cause, ProcessEnd};
use serde::{Deserialize, Serialize};

use crate::challenges::Challenges;
use crate::chapters::Chapter;
use crate::diagnosis;
use crate::progress::State;
use crate::recursion::{self, Finding};
use crate::test_run::TestRun;
use crate::test_run::libtest::Failure;

/// Everything a run of a chapter's tests says, in the order a learner reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub state: State,
    /// The failing tests, in the book's reading order: examples, pictures, properties.
    pub failing: Vec<String>,
    /// Why they fail, the most telling first.
    pub problems: Vec<Problem>,
    /// The tests still running when the test process ended or was stopped.
    pub unfinished: Vec<String>,
    /// What the simplest failing test printed: its panic message or assertion diff.
    pub first_failure: Option<Failure>,
    /// The first failing picture test's diff, when it is not already the first failure.
    pub first_picture: Option<Failure>,
    /// Whether the functions the chapter asks to be recursive are (never changes the state).
    pub recursion: Vec<Finding>,
    /// How many optional challenges are done: counted only once the chapter passes.
    pub challenges: Option<Challenges>,
}

/// One reason the tests do not pass, with what a learner needs to act on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cause", rename_all = "snake_case")]
pub enum Problem {
    /// The first error the compiler gave, in its colours if it had them.
    DoesNotCompile {
        first_error: String,
    },
    BuildTimedOut,
    /// Functions the tests call that the learner's file lacks (deleted stubs).
    MissingFunctions {
        names: Vec<String>,
        learner_path: String,
        stub_path: String,
    },
    /// A stack overflow: in the named test (the runtime's report), or in an isolated call (the
    /// test kit's, whose report draws the board).
    StackOverflow {
        test: Option<String>,
    },
    /// The whole run was stopped at its deadline, or an isolated call was.
    NoAnswer {
        whole_run: bool,
    },
    /// The test process ended before `unfinished` tests had; `None` for an isolated call.
    EndedEarly {
        how: ProcessEnd,
        unfinished: Option<usize>,
    },
    OutOfMemory {
        unfinished: Option<usize>,
    },
    /// Functions still `todo!()`, in the learner's file.
    Unwritten {
        functions: Vec<String>,
        learner_path: String,
    },
    /// The learner's code (or code it called) panicked: the message and where.
    Panic {
        message: String,
    },
    /// Nothing stopped the code: its answers differ.
    WrongAnswers,
}

impl Problem {
    /// Its cause, whose words are the course model's.
    pub fn cause(&self) -> Cause {
        match self {
            Problem::DoesNotCompile { .. } => Cause::DoesNotCompile,
            Problem::BuildTimedOut => Cause::BuildTimedOut,
            Problem::MissingFunctions { .. } => Cause::MissingFunction,
            Problem::StackOverflow { .. } => Cause::StackOverflow,
            Problem::NoAnswer { .. } => Cause::NoAnswer,
            Problem::EndedEarly { how, .. } => Cause::EndedEarly(*how),
            Problem::OutOfMemory { .. } => Cause::OutOfMemory,
            Problem::Unwritten { .. } => Cause::Unwritten,
            Problem::Panic { .. } => Cause::Panic,
            Problem::WrongAnswers => Cause::WrongAnswer,
        }
    }

    /// What went wrong, in words a learner can act on: the cause's words with this case's facts.
    pub fn explain(&self) -> String {
        let cause = self.cause();
        let (marker, happened, advice) = (cause.marker(), cause.happened(), cause.advice());
        const BELOW: &str = "The failure below names and draws the board.";
        match self {
            Problem::DoesNotCompile { first_error } => {
                format!("{marker} {happened}. The first thing the compiler says:\n\n{first_error}")
            }
            Problem::BuildTimedOut => format!("{marker} {happened}. {advice}"),
            Problem::MissingFunctions {
                names,
                learner_path,
                stub_path,
            } => format!(
                "{marker} your file has no {}, which the chapter's tests call. {advice} It belongs \
                 in {learner_path}: copy it back from {stub_path}.",
                quoted(names)
            ),
            Problem::StackOverflow { test: Some(test) } => format!(
                "{} in `{test}`: {happened}. Look at that test's input. {advice}",
                marker.trim_end_matches(':')
            ),
            Problem::StackOverflow { test: None } => format!("{marker} {happened}. {BELOW}"),
            Problem::NoAnswer { whole_run: true } => {
                format!("{marker} the tests did not finish in time, so they were stopped. {advice}")
            }
            Problem::NoAnswer { whole_run: false } => {
                format!("{marker} {happened}. {advice} {BELOW}")
            }
            Problem::EndedEarly {
                unfinished: Some(left),
                ..
            }
            | Problem::OutOfMemory {
                unfinished: Some(left),
            } => format!(
                "{marker} {happened} before {} had finished. {advice}",
                tests(*left)
            ),
            Problem::EndedEarly {
                unfinished: None, ..
            } => format!(
                "{marker} a call of your code ended the process running its test instead of \
                 returning an answer: {happened}. {BELOW}"
            ),
            Problem::OutOfMemory { unfinished: None } => {
                format!("{marker} {happened}. {advice} {BELOW}")
            }
            Problem::Unwritten {
                functions,
                learner_path,
            } => format!("{marker} {} in {learner_path}. {advice}", quoted(functions)),
            Problem::Panic { message } => {
                format!("{marker} {happened}: {message}. The failure below says which call.")
            }
            Problem::WrongAnswers => format!("{marker} {happened}. {advice}"),
        }
    }

    /// A line for a grade's note: the cause and how the run ended, without the advice.
    pub fn note(&self) -> String {
        match self {
            Problem::NoAnswer { whole_run: true } => {
                format!("{} the tests did not finish in time", self.cause().marker())
            }
            _ => self.cause().headline(),
        }
    }
}

/// `2 tests`, `1 test`.
fn tests(count: usize) -> String {
    match count {
        1 => "1 test".into(),
        _ => format!("{count} tests"),
    }
}

/// `` `a`, `b` ``.
fn quoted(names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    quoted.join(", ")
}

/// The verdict on a run of `chapter`'s tests, on the learner's file `source` (`stub` is the
/// chapter's stub: an untouched file has no recursion to judge). The challenges are counted
/// apart, by whoever runs them ([`Verdict::challenges`]).
pub fn judge(run: &TestRun, chapter: &Chapter, source: &str, stub: &str) -> Verdict {
    let read = diagnosis::diagnose(run, chapter, source);
    let recursion = if source == stub {
        Vec::new()
    } else {
        recursion::analyse_chapter(source, chapter)
    };
    Verdict {
        state: State::of_run(run),
        failing: read.failing,
        problems: read.problems,
        unfinished: if run.built {
            run.unfinished.clone()
        } else {
            Vec::new()
        },
        first_failure: read.first_failure,
        first_picture: read.first_picture,
        recursion,
        challenges: None,
    }
}

impl Verdict {
    /// Whether the chapter passes.
    pub fn is_passing(&self) -> bool {
        self.state.is_passing()
    }

    /// The problem that stopped the tests, when one did: for a grade's note.
    pub fn crash(&self) -> Option<&Problem> {
        self.problems
            .iter()
            .find(|problem| problem.cause().is_crash())
    }
}
