//! How an isolated test that did not pass ended, in words a learner understands, each report
//! starting with the course model's marker the course tool looks for.

use std::process::ExitStatus;

use course_model::cause::{Cause, ProcessEnd};
use course_model::limits;

use super::PATIENCE;
use super::transcript::{Call, ChildPanic, OUTPUT_CAP, Transcript};

/// Why an isolated test did not pass, and the report its parent panics with.
pub(super) struct Failure {
    pub cause: Cause,
    pub report: String,
    /// The learner's panic, for a [`Cause::Panic`]; where its `todo!()` is, for a
    /// [`Cause::Unwritten`].
    pub message: Option<String>,
}

/// Why a child that exited did not pass: a check that failed (`test_failed`, as the harness's
/// result file says), or the process ending before the test could finish.
pub(super) fn failure(test_failed: bool, status: ExitStatus, heard: &Transcript) -> Failure {
    let call = heard.last_call.as_ref();
    if heard.overflowed {
        let more = if call.is_some() {
            endless(call)
        } else {
            OUTSIDE_A_CALL
        };
        let report = crash(Cause::StackOverflow, call, more);
        return Failure::of(Cause::StackOverflow, report);
    }
    if let Some(allocator) = &heard.out_of_memory {
        let why = format!("The allocator said: \"{allocator}\".");
        let report = with_what_was_said(crash(Cause::OutOfMemory, call, &why), heard);
        return Failure::of(Cause::OutOfMemory, report);
    }
    if test_failed {
        let report = said(heard);
        return match (learner_panic(heard), todo_reached(heard)) {
            (Some(message), _) => Failure {
                cause: Cause::Panic,
                report,
                message: Some(message),
            },
            (None, Some(place)) => Failure {
                cause: Cause::Unwritten,
                report,
                message: Some(place),
            },
            (None, None) if report.is_empty() => Failure::of(
                Cause::WrongAnswer,
                "the test failed without saying why".into(),
            ),
            (None, None) => Failure::of(Cause::WrongAnswer, report),
        };
    }
    let cause = Cause::EndedEarly(ProcessEnd::of(status));
    let headline = format!("{} before the test could finish", cause.headline());
    let report = with_what_was_said(report(&headline, call, cause.advice()), heard);
    Failure::of(cause, report)
}

/// A call silent for longer than [`PATIENCE`] allows.
pub(super) fn did_not_return(heard: &Transcript) -> Failure {
    let after = format!(
        "Each call may compute for {} s, or wait for {} s (time the machine gives to other \
         programs does not count).",
        PATIENCE.as_secs(),
        (PATIENCE * limits::WAITING_FACTOR).as_secs()
    );
    let report = crash(
        Cause::NoAnswer,
        heard.last_call.as_ref(),
        &format!("{after} {}", endless(heard.last_call.as_ref())),
    );
    Failure::of(Cause::NoAnswer, report)
}

impl Failure {
    fn of(cause: Cause, report: String) -> Failure {
        Failure {
            cause,
            report,
            message: None,
        }
    }
}

/// What a runaway relay is, for the reports of calls that never ended.
const ENDLESS_SOWING: &str = "If this board's sowing can go on for ever, following it cannot \
                              end: the function must notice that a state repeats (see chapter 4).";

/// [`ENDLESS_SOWING`], unless the call was given no board to sow (a count, a list of moves).
fn endless(call: Option<&Call>) -> &'static str {
    match call {
        Some(call) if call.board.is_empty() => "",
        _ => ENDLESS_SOWING,
    }
}

/// Why the stack can run out when no call of the learner's code is running.
const OUTSIDE_A_CALL: &str = "No call of your code was running, so look at what the test did \
                              with your values: Rust frees a linked list or a tree one stack \
                              frame per link, so dropping a very long chain can run out of stack \
                              (chapter 21 shows why, and how a `Drop` of your own avoids it).";

/// A call stopped dead, in the course's words for its cause: what happened, the call with its
/// board, then the advice and `more`.
fn crash(cause: Cause, call: Option<&Call>, more: &str) -> String {
    let advice = [cause.advice(), more].join(" ");
    report(&cause.headline(), call, advice.trim())
}

/// A report: what happened, the call with its board drawn, then the advice.
fn report(headline: &str, call: Option<&Call>, advice: &str) -> String {
    format!("{headline}.\nThe call was {}\n\n{advice}", describe(call))
}

/// The message of the first panic the child reported from the learner's code (anything but a
/// test's own check), with where it happened.
fn learner_panic(heard: &Transcript) -> Option<String> {
    let mut theirs = (heard.panics.iter())
        .filter(|panic| !panic.is_a_tests_check() && !crate::panics::is_todo(&panic.message));
    let panic = theirs.next()?;
    Some(crate::panics::panic_event_message(
        &panic.place,
        &panic.message,
    ))
}

/// Where the child ran into a `todo!()` still in the learner's code, `FILE:LINE:COLUMN`: the
/// course tool names the function from it.
fn todo_reached(heard: &Transcript) -> Option<String> {
    (heard.panics.iter())
        .find(|panic| !panic.is_a_tests_check() && crate::panics::is_todo(&panic.message))
        .map(|panic| panic.place.clone())
}

fn with_what_was_said(report: String, heard: &Transcript) -> String {
    match said(heard) {
        said if said.is_empty() => report,
        said => format!("{report}\n\n{said}"),
    }
}

/// The announced call, with its board drawn.
fn describe(call: Option<&Call>) -> String {
    let Some(Call { description, board }) = call else {
        return "(no call of your code had started)".into();
    };
    match board.len() {
        12 | 14 => format!(
            "{description}, on the board {board:?}\n{}",
            crate::drawing::draw(board)
        ),
        _ => description.clone(),
    }
}

/// A panic the child reported, in words: the message alone when a test's check failed, and
/// where it happened too when the learner's code (or anything but a test) panicked.
fn explain_panic(panic: &ChildPanic) -> String {
    match panic.is_a_tests_check() {
        true => panic.message.clone(),
        false => crate::panics::learner_panic(&panic.place, &panic.message),
    }
}

/// The child's panics, then anything else it printed (the learner's own `println!`s), without
/// the test harness's lines; empty when there is neither.
fn said(heard: &Transcript) -> String {
    let harness_line = |line: &&str| {
        line.starts_with("running ")
            || line.starts_with("test ")
            || ["ok", "FAILED"].contains(line)
            || line.starts_with("note: run with `RUST_BACKTRACE=1`")
            || line.trim().is_empty()
    };
    let before_summary = heard
        .stdout
        .lines
        .iter()
        .map(String::as_str)
        .take_while(|line| *line != "failures:");
    let printed: Vec<&str> = heard
        .stderr
        .lines
        .iter()
        .map(String::as_str)
        .chain(before_summary)
        .filter(|line| !harness_line(line))
        .collect();
    let panics: Vec<String> = heard.panics.iter().map(explain_panic).collect();
    let mut report = panics.join("\n\n");
    if !printed.is_empty() {
        report += &format!("\n\nYour code printed:\n{}", printed.join("\n"));
    }
    if heard.panics_cut || heard.stderr.cut || heard.stdout.cut {
        report += &format!(
            "\n(output cut: only the first {} KiB of each stream is kept)",
            OUTPUT_CAP / 1024
        );
    }
    report.trim().to_string()
}
