//! Why a chapter's tests did not pass, in one vocabulary, with its words written once: the test
//! kit says them in `cargo test`'s output, the course tool in `check`, `watch`, `grade` and
//! `check --mine`.
//!
//! The test kit also tells the course tool what happened to an isolated call as an [`Event`], a
//! line of JSON in a file whose path the tool gives it ([`EVENTS_VAR`]), so that the tool never
//! reads it back out of a panic's text.

use std::fmt::Write;

/// The variable through which the course tool tells a test binary where to append its
/// [`Event`]s, one JSON object a line.
pub const EVENTS_VAR: &str = "AYOAYO_EVENTS";

/// Why a test of the learner's code did not pass, the most telling first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "parse",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Cause {
    /// The build did not finish in time.
    BuildTimedOut,
    /// The code does not compile.
    DoesNotCompile,
    /// A function the tests call is not in the learner's file (a deleted stub).
    MissingFunction,
    /// A call recursed until the stack ran out.
    StackOverflow,
    /// A call, or the whole run, did not return in time.
    NoAnswer,
    /// The process running the tests ended before they had finished: an exit, an abort, a signal.
    EndedEarly(ProcessEnd),
    /// A call asked for more memory than the tests allow.
    OutOfMemory,
    /// A function is still its stub's `todo!()`.
    Unwritten,
    /// The learner's code panicked instead of answering.
    Panic,
    /// The code answered, but not as the reference does.
    WrongAnswer,
}

/// How a process running the learner's code ended early.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "parse", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "parse", serde(rename_all = "snake_case"))]
pub enum ProcessEnd {
    /// It exited, with this code.
    Exited(i32),
    /// A signal ended it (unix): 6 is an abort, 9 a kill, 11 a crash.
    Signalled(i32),
}

impl Cause {
    /// One cause of each kind (an exit for the process ended early): for lists and checks.
    pub const KINDS: [Cause; 10] = [
        Cause::BuildTimedOut,
        Cause::DoesNotCompile,
        Cause::MissingFunction,
        Cause::StackOverflow,
        Cause::NoAnswer,
        Cause::EndedEarly(ProcessEnd::Exited(0)),
        Cause::OutOfMemory,
        Cause::Unwritten,
        Cause::Panic,
        Cause::WrongAnswer,
    ];

    /// The words a report of this cause starts with, in capitals where it stops the code dead.
    pub fn marker(self) -> &'static str {
        match self {
            Cause::BuildTimedOut => "BUILD TOO SLOW:",
            Cause::DoesNotCompile => "DOES NOT COMPILE:",
            Cause::MissingFunction => "MISSING FUNCTION:",
            Cause::StackOverflow => "STACK OVERFLOW:",
            Cause::NoAnswer => "NO ANSWER:",
            Cause::EndedEarly(_) => "ENDED EARLY:",
            Cause::OutOfMemory => "OUT OF MEMORY:",
            Cause::Unwritten => "Still a `todo!()`:",
            Cause::Panic => "A PANIC:",
            Cause::WrongAnswer => "DIFFERENT ANSWERS:",
        }
    }

    /// What happened, as a clause that follows the marker.
    pub fn happened(self) -> String {
        match self {
            Cause::BuildTimedOut => "the build did not finish in time".into(),
            Cause::DoesNotCompile => "your code does not compile yet".into(),
            Cause::MissingFunction => "your file lacks a function the chapter's tests call".into(),
            Cause::StackOverflow => "your function called itself until the stack ran out, so \
                                     the recursion never reached its base case"
                .into(),
            Cause::NoAnswer => "your code did not return in time, so it was stopped".into(),
            Cause::EndedEarly(how) => how.words(),
            Cause::OutOfMemory => "your code asked for more memory than the tests allow, which \
                                   ended the test process"
                .into(),
            Cause::Unwritten => "a function is still the stub's `todo!()`".into(),
            Cause::Panic => "your code stopped with a panic instead of giving an answer".into(),
            Cause::WrongAnswer => "some answers differ from the reference's".into(),
        }
    }

    /// What to look at next, in a sentence.
    pub fn advice(self) -> &'static str {
        match self {
            Cause::BuildTimedOut => {
                "Try again; if it keeps happening, run `cargo test` yourself to see what it is \
                 doing."
            }
            Cause::DoesNotCompile => {
                "Read the compiler's first error: it is usually the one to fix."
            }
            Cause::MissingFunction => {
                "Even a function you skip, such as an optional challenge, must stay in your file \
                 as its stub, `todo!()` and all."
            }
            Cause::StackOverflow => {
                "Check that every recursive call brings the work closer to the base case."
            }
            Cause::NoAnswer => "Is your recursion or loop making progress towards its end?",
            Cause::EndedEarly(_) => {
                "A test passes only when your function returns its answer: ending the program is \
                 never an answer."
            }
            Cause::OutOfMemory => {
                "Is a list or a string growing without end, or a size computed wrongly?"
            }
            Cause::Unwritten => "Replace each `todo!()` with your code.",
            Cause::Panic => {
                "A function answers by returning a value, for every input the chapter allows."
            }
            Cause::WrongAnswer => {
                "Read the simplest failure below: the reference's answer and yours."
            }
        }
    }

    /// The marker and what happened: `STACK OVERFLOW: your function called itself ...`.
    pub fn headline(self) -> String {
        format!("{} {}", self.marker(), self.happened())
    }

    /// Whether the cause stopped a call dead, so that its test could not even compare answers.
    pub fn is_crash(self) -> bool {
        matches!(
            self,
            Cause::StackOverflow | Cause::NoAnswer | Cause::EndedEarly(_) | Cause::OutOfMemory
        )
    }
}

impl ProcessEnd {
    /// How a process that exited ended: a signal's number (unix), else its exit code.
    pub fn of(status: std::process::ExitStatus) -> ProcessEnd {
        #[cfg(unix)]
        if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
            return ProcessEnd::Signalled(signal);
        }
        ProcessEnd::Exited(status.code().unwrap_or(-1))
    }

    /// How it ended, in words: `your code aborted the test process (std::process::abort?)`.
    pub fn words(self) -> String {
        match self {
            ProcessEnd::Exited(code) => format!(
                "your code ended the test process with exit code {code} (it called \
                 `std::process::exit({code})`?)"
            ),
            ProcessEnd::Signalled(6) => {
                "your code aborted the test process (`std::process::abort()`?)".into()
            }
            ProcessEnd::Signalled(9) => {
                "the test process was killed (SIGKILL: over a limit on memory, processes or time?)"
                    .into()
            }
            ProcessEnd::Signalled(11) => {
                "the test process crashed (SIGSEGV: memory used wrongly, in `unsafe` code?)".into()
            }
            ProcessEnd::Signalled(signal) => {
                format!("the test process was stopped by signal {signal}")
            }
        }
    }
}

/// What the test kit saw happen to a call of the learner's code in a test it isolated: the
/// test, why it did not pass, the call and its board, and the panic's message for a panic.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "parse", derive(serde::Serialize, serde::Deserialize))]
pub struct Event {
    /// The test's full name, as the harness lists it: `properties::relay_sow_agrees`.
    pub test: String,
    pub cause: Cause,
    /// For a panic: its message, with where it happened. For a function still unwritten: where
    /// the tests ran into its `todo!()`, `FILE:LINE:COLUMN`.
    pub message: Option<String>,
    /// The call that was running, in words (`relay_sow(board, 3)`), and its board, 12 pits or
    /// 14 bins (empty when it had none).
    pub call: Option<String>,
    pub board: Vec<u8>,
}

impl Event {
    /// The event as one line of JSON, ending in a newline: what the test kit appends to the
    /// file of [`EVENTS_VAR`]. Written by hand, so that no exercise builds a JSON library; a test
    /// checks that serde reads it back as the same event.
    pub fn to_json_line(&self) -> String {
        let mut line = format!("{{\"test\":{},\"cause\":", json_string(&self.test));
        match self.cause {
            Cause::EndedEarly(ProcessEnd::Exited(code)) => {
                let _ = write!(line, "{{\"ended_early\":{{\"exited\":{code}}}}}");
            }
            Cause::EndedEarly(ProcessEnd::Signalled(signal)) => {
                let _ = write!(line, "{{\"ended_early\":{{\"signalled\":{signal}}}}}");
            }
            cause => line += &json_string(cause.tag()),
        }
        let optional = |text: &Option<String>| text.as_deref().map_or("null".into(), json_string);
        let board: Vec<String> = self.board.iter().map(u8::to_string).collect();
        let _ = writeln!(
            line,
            ",\"message\":{},\"call\":{},\"board\":[{}]}}",
            optional(&self.message),
            optional(&self.call),
            board.join(",")
        );
        line
    }
}

impl Cause {
    /// The cause's name in an [`Event`]'s JSON, as serde names it.
    fn tag(self) -> &'static str {
        match self {
            Cause::BuildTimedOut => "build_timed_out",
            Cause::DoesNotCompile => "does_not_compile",
            Cause::MissingFunction => "missing_function",
            Cause::StackOverflow => "stack_overflow",
            Cause::NoAnswer => "no_answer",
            Cause::EndedEarly(_) => "ended_early",
            Cause::OutOfMemory => "out_of_memory",
            Cause::Unwritten => "unwritten",
            Cause::Panic => "panic",
            Cause::WrongAnswer => "wrong_answer",
        }
    }
}

/// `text` as a JSON string, quoted and escaped.
fn json_string(text: &str) -> String {
    let mut quoted = String::with_capacity(text.len() + 2);
    quoted.push('"');
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            '\r' => quoted.push_str("\\r"),
            '\t' => quoted.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(quoted, "\\u{:04x}", u32::from(c));
            }
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

#[cfg(all(test, feature = "parse"))]
mod tests {
    use super::*;

    #[test]
    fn an_event_written_by_hand_is_read_back_by_serde_as_the_same_event() {
        let causes = [
            Cause::StackOverflow,
            Cause::NoAnswer,
            Cause::EndedEarly(ProcessEnd::Exited(3)),
            Cause::EndedEarly(ProcessEnd::Signalled(6)),
            Cause::OutOfMemory,
            Cause::Panic,
            Cause::WrongAnswer,
        ];
        for cause in causes {
            let event = Event {
                test: "properties::a \"quoted\" name".into(),
                cause,
                call: Some("relay_sow(board, 3)\twith a tab\\".into()),
                board: vec![4; 12],
                message: (cause == Cause::Panic).then(|| "line 1\nline 2 \u{1}".into()),
            };
            let line = event.to_json_line();
            assert!(line.ends_with("}\n") && line.lines().count() == 1, "{line}");
            let read: Event = serde_json::from_str(&line).unwrap();
            assert_eq!(read, event, "{line}");
            assert_eq!(serde_json::to_string(&event).unwrap() + "\n", line);
        }
        let bare = Event {
            test: "t".into(),
            cause: Cause::NoAnswer,
            call: None,
            board: Vec::new(),
            message: None,
        };
        let line = bare.to_json_line();
        assert_eq!(serde_json::from_str::<Event>(&line).unwrap(), bare);
    }

    #[test]
    fn every_cause_has_its_own_marker_and_every_ending_its_words() {
        let causes = Cause::KINDS;
        let mut markers: Vec<&str> = causes.iter().map(|cause| cause.marker()).collect();
        markers.sort();
        markers.dedup();
        assert_eq!(markers.len(), causes.len());
        let exited = Cause::EndedEarly(ProcessEnd::Exited(0)).headline();
        assert!(
            exited.starts_with("ENDED EARLY: your code ended the test process with exit code 0"),
            "{exited}"
        );
        assert!(ProcessEnd::Signalled(6).words().contains("abort"));
    }
}
