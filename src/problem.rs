//! Why a chapter's tests do not pass, one [`Problem`] a cause, with the facts a learner needs
//! to act on it; its words are the course model's ([`Cause`]), said with those facts.

use course_model::cause::{Cause, ProcessEnd};
use serde::{Deserialize, Serialize};

use crate::process::Stop;

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
    /// A limit stopped the whole run (which one), or an isolated call was stopped (`None`).
    NoAnswer {
        whole_run: Option<Stop>,
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
            Problem::NoAnswer {
                whole_run: Some(stop),
            } => format!(
                "{marker} {}. {}",
                run_stopped(stop),
                stop_advice(stop, advice)
            ),
            Problem::NoAnswer { whole_run: None } => {
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
            Problem::NoAnswer {
                whole_run: Some(stop),
            } => format!("{} the tests {}", self.cause().marker(), how_long(stop)),
            _ => self.cause().headline(),
        }
    }
}

/// What stopped a whole run, as a clause: the limit it passed, and on which clock, since a busy
/// machine slows the tests without counting against them.
fn run_stopped(stop: &Stop) -> String {
    let stopped = format!("the tests {}, so they were stopped", how_long(stop));
    match stop {
        Stop::Computing(_) => {
            stopped + " (time the machine gives to other programs does not count)"
        }
        Stop::Waiting(_) | Stop::Clock(_) => stopped,
    }
}

/// How long a stopped run went on, and doing what: `kept computing for 16 s without finishing`.
fn how_long(stop: &Stop) -> String {
    match stop {
        Stop::Computing(limit) => {
            format!("kept computing for {} s without finishing", seconds(*limit))
        }
        Stop::Waiting(limit) => {
            format!(
                "waited for {} s without computing or finishing",
                seconds(*limit)
            )
        }
        Stop::Clock(limit) => format!("did not finish within {} s", seconds(*limit)),
    }
}

/// What to look at next after `stop`: code that waits is not looping.
fn stop_advice(stop: &Stop, advice: &'static str) -> &'static str {
    match stop {
        Stop::Waiting(_) => {
            "Is your code waiting for something that never comes: a sleep, input, or a lock?"
        }
        Stop::Computing(_) | Stop::Clock(_) => advice,
    }
}

/// A limit in whole seconds, rounded up, so a limit under a second never reads 0 s.
fn seconds(limit: std::time::Duration) -> u64 {
    limit.as_secs() + u64::from(limit.subsec_nanos() > 0)
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

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn stopped(stop: Stop) -> Problem {
        Problem::NoAnswer {
            whole_run: Some(stop),
        }
    }

    #[test]
    fn a_stopped_run_says_which_limit_it_passed() {
        let computing = stopped(Stop::Computing(Duration::from_secs(16))).explain();
        assert!(computing.contains("kept computing for 16 s"), "{computing}");
        assert!(
            computing.contains("other programs does not count"),
            "{computing}"
        );
        let waiting = stopped(Stop::Waiting(Duration::from_secs(64))).explain();
        assert!(
            waiting.contains("waited for 64 s without computing"),
            "{waiting}"
        );
        assert!(waiting.contains("a sleep, input, or a lock"), "{waiting}");
        let clock = stopped(Stop::Clock(Duration::from_millis(8500))).explain();
        assert!(clock.contains("did not finish within 9 s"), "{clock}");
    }

    #[test]
    fn a_grade_s_note_says_the_limit_without_the_advice() {
        let note = stopped(Stop::Waiting(Duration::from_secs(80))).note();
        assert_eq!(
            note,
            "NO ANSWER: the tests waited for 80 s without computing or finishing"
        );
    }
}
