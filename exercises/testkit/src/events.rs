//! Telling the course tool why a test of the learner's code did not pass, as typed events
//! ([`course_model::cause::Event`]) appended to the file the tool names in
//! [`EVENTS_VAR`](course_model::cause::EVENTS_VAR): never through the text of a panic, which
//! the learner's code can print too. Under a plain `cargo test` no file is named, and nothing is
//! written.

use std::env;
use std::fs::OpenOptions;
use std::io::Write;

use course_model::cause::{Cause, EVENTS_VAR, Event};

use crate::isolate::Call;

/// Appends one event about the running test (named by its thread, as libtest names it). A file
/// that cannot be written only costs the course tool its words, never a verdict.
pub(crate) fn record(cause: Cause, call: Option<Call>, message: Option<String>) {
    let Some(path) = env::var_os(EVENTS_VAR) else {
        return;
    };
    let Some(test) = test_name() else {
        return;
    };
    let (call, board) = call.map_or((None, Vec::new()), |call| {
        (Some(call.description), call.board)
    });
    let event = Event {
        test,
        cause,
        call,
        board,
        message,
    };
    let file = OpenOptions::new().create(true).append(true).open(path);
    let _ = file.and_then(|mut file| file.write_all(event.to_json_line().as_bytes()));
}

/// The running test's name: its thread's, or in an isolated child the one the parent gave it.
fn test_name() -> Option<String> {
    if let Some(test) = crate::isolate::child_test() {
        return Some(test);
    }
    let thread = std::thread::current();
    thread
        .name()
        .filter(|name| *name != "main")
        .map(str::to_string)
}
