//! How an isolated test that did not pass ended, in words a learner understands, each report
//! starting with the course model's marker the course tool looks for.

use std::process::ExitStatus;

use course_model::markers::{ENDED_EARLY, NO_ANSWER, OUT_OF_MEMORY, STACK_OVERFLOW};

use super::PATIENCE;
use super::transcript::{OUTPUT_CAP, Transcript};

/// Why a child that exited did not pass: a check that failed (`test_failed`, as the harness's
/// result file says), or the process ending before the test could finish.
pub(super) fn failure(test_failed: bool, status: ExitStatus, heard: &Transcript) -> String {
    let call = heard.last_call.as_deref();
    if heard.overflowed {
        return overflowed(call);
    }
    if let Some(allocator) = &heard.out_of_memory {
        return out_of_memory(allocator, call, heard);
    }
    if test_failed {
        let report = said(heard);
        return if report.is_empty() {
            "the test failed without saying why".into()
        } else {
            report
        };
    }
    ended_early(status, call, heard)
}

/// A call silent for longer than [`PATIENCE`].
pub(super) fn did_not_return(heard: &Transcript) -> String {
    format!(
        "{NO_ANSWER} a call of your code did not return within {} s, so it was stopped.\nThe call \
         was {}\n\nIs your recursion or loop making progress towards its end? If this board's \
         sowing can go on for ever, the function must notice that a state repeats (see chapter \
         4) rather than follow it.",
        PATIENCE.as_secs(),
        describe(heard.last_call.as_deref())
    )
}

fn overflowed(call: Option<&str>) -> String {
    format!(
        "{STACK_OVERFLOW} your function called itself until the stack ran out, so the recursion \
         never reached its base case.\nThe call was {}\n\nCheck that every recursive call brings \
         the work closer to the base case. If this board's sowing can go on for ever, following \
         it cannot end: the function must notice that a state repeats (see chapter 4).",
        describe(call)
    )
}

fn out_of_memory(allocator: &str, call: Option<&str>, heard: &Transcript) -> String {
    let report = format!(
        "{OUT_OF_MEMORY} your code asked for more memory than it could have (\"{allocator}\"), \
         which ended the test process.\nThe call was {}\n\nIs a list or a string growing without \
         end, or a size computed wrongly?",
        describe(call)
    );
    with_what_was_said(report, heard)
}

/// The process ended without the harness finishing the test: an exit, an abort, a signal.
fn ended_early(status: ExitStatus, call: Option<&str>, heard: &Transcript) -> String {
    let report = format!(
        "{ENDED_EARLY} {} before the test could finish, so the test cannot pass.\nThe last call \
         was {}\n\nYour functions answer by returning a value; nothing in this course needs to \
         end the process.",
        how_it_ended(status),
        describe(call)
    );
    with_what_was_said(report, heard)
}

fn how_it_ended(status: ExitStatus) -> String {
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        return match signal {
            libc::SIGABRT => "your code aborted the process (`std::process::abort`?)".into(),
            libc::SIGKILL => {
                "the test process was killed (SIGKILL: over a limit on memory or time?)".into()
            }
            libc::SIGSEGV => {
                "the test process crashed (SIGSEGV: memory used wrongly, in `unsafe` code?)".into()
            }
            other => format!("the test process was stopped by signal {other}"),
        };
    }
    match status.code() {
        Some(0) => "your code ended the test process (it called `std::process::exit(0)`?)".into(),
        Some(code) => format!(
            "your code ended the test process with exit code {code} (it called \
             `std::process::exit({code})`?)"
        ),
        None => format!("the test process ended ({status})"),
    }
}

fn with_what_was_said(report: String, heard: &Transcript) -> String {
    match said(heard) {
        said if said.is_empty() => report,
        said => format!("{report}\n\n{said}"),
    }
}

/// The announced call, with its board drawn.
fn describe(call: Option<&str>) -> String {
    let Some((call, numbers)) = call.and_then(|call| call.split_once('|')) else {
        return "(no call of your code had started)".into();
    };
    let pits: Vec<u8> = numbers.split(',').filter_map(|n| n.parse().ok()).collect();
    match pits.len() {
        12 | 14 => format!(
            "{call}, on the board {pits:?}\n{}",
            crate::answer::draw(&pits)
        ),
        _ => call.to_string(),
    }
}

/// A panic the child reported, in words: the message alone when a test's check failed, and
/// where it happened too when the learner's code (or anything but a test) panicked.
fn explain_panic(line: &str) -> String {
    let (place, escaped) = line.split_once('|').unwrap_or(("", line));
    let message = escaped
        .replace("\\\\", "\u{0}")
        .replace("\\n", "\n")
        .replace('\u{0}', "\\");
    if place.contains("/tests/") || place.is_empty() {
        message
    } else {
        crate::learner_panic(place, &message)
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
    let panics: Vec<String> = heard
        .panics
        .lines
        .iter()
        .map(|p| explain_panic(p))
        .collect();
    let mut report = panics.join("\n\n");
    if !printed.is_empty() {
        report += &format!("\n\nYour code printed:\n{}", printed.join("\n"));
    }
    if heard.panics.cut || heard.stderr.cut || heard.stdout.cut {
        report += &format!(
            "\n(output cut: only the first {} KiB of each stream is kept)",
            OUTPUT_CAP / 1024
        );
    }
    report.trim().to_string()
}
