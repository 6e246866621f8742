//! What the parent hears from an isolated child: its output read line by line on threads of
//! their own (so the child never blocks on a full pipe), and kept only up to a cap.

use std::io::{BufRead, BufReader, Read};
use std::sync::mpsc::Sender;
use std::thread;

/// Starts a line announcing a call ([`Call::line`]).
const CALL: &str = "@@ayoayo-call@@ ";
/// Starts a line reporting a panic ([`ChildPanic::line`]).
const PANIC: &str = "@@ayoayo-panic@@ ";
/// The line saying the call announced last has returned ([`returned_line`]).
const RETURNED: &str = "@@ayoayo-returned@@";

/// The line the child writes once the learner's call it announced last has returned, and the
/// test's own work (the reference's answers, comparing) goes on until the next call.
pub(crate) fn returned_line() -> String {
    format!("{RETURNED}\n")
}

/// What one line the parent heard says of the learner's calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Heard {
    /// A call of the learner's code is about to run.
    Call,
    /// The call announced last returned: what runs now is the test's own.
    Returned,
    /// Anything else.
    Other,
}

/// A call of the learner's code about to run in the child, as announced to the parent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Call {
    /// `relay_sow(board, 3)`.
    pub description: String,
    /// Its board, 12 pits or 14 bins; empty when it has none.
    pub board: Vec<u8>,
}

impl Call {
    /// The line the child writes on standard error: `CALL description|4,4,...`.
    pub fn line(&self) -> String {
        let numbers: Vec<String> = self.board.iter().map(u8::to_string).collect();
        let description = self.description.replace('\n', " ");
        format!("{CALL}{description}|{}\n", numbers.join(","))
    }

    /// The call a line announces, or `None` for any other line.
    fn read(line: &str) -> Option<Call> {
        let (description, numbers) = line.strip_prefix(CALL)?.rsplit_once('|')?;
        let board = numbers.split(',').filter_map(|n| n.parse().ok()).collect();
        let description = description.to_string();
        Some(Call { description, board })
    }
}

/// A panic in the child, as its hook reports it to the parent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct ChildPanic {
    /// `FILE:LINE:COLUMN`, or empty.
    pub place: String,
    pub message: String,
}

impl ChildPanic {
    /// The line the child's hook writes: `PANIC place|message`, backslashes and newlines escaped.
    pub fn line(&self) -> String {
        let escaped = self.message.replace('\\', "\\\\").replace('\n', "\\n");
        format!("{PANIC}{}|{escaped}\n", self.place)
    }

    /// The panic a line reports, or `None` for any other line.
    fn read(line: &str) -> Option<ChildPanic> {
        let (place, escaped) = line.strip_prefix(PANIC)?.split_once('|')?;
        let message = escaped
            .replace("\\\\", "\u{0}")
            .replace("\\n", "\n")
            .replace('\u{0}', "\\");
        let place = place.to_string();
        Some(ChildPanic { place, message })
    }

    /// Whether a test's own check panicked, rather than the code it called.
    pub fn is_a_tests_check(&self) -> bool {
        self.place.contains("/tests/") || self.place.is_empty()
    }
}

/// How much of each of the child's streams the parent keeps; the rest is read and dropped.
pub(super) const OUTPUT_CAP: usize = 64 * 1024;

#[derive(Clone, Copy)]
pub(super) enum Stream {
    Out,
    Err,
}

/// Reads `pipe` on a thread of its own and sends each line (a very long one in pieces of
/// [`OUTPUT_CAP`] bytes) to `to`, until the pipe is closed, when the thread drops `to`, or the
/// parent stops listening.
pub(super) fn listen(
    pipe: impl Read + Send + 'static,
    stream: Stream,
    to: Sender<(Stream, String)>,
) {
    thread::spawn(move || {
        let mut pipe = BufReader::new(pipe);
        let mut line = Vec::new();
        loop {
            line.clear();
            match (&mut pipe)
                .take(OUTPUT_CAP as u64)
                .read_until(b'\n', &mut line)
            {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            let text = String::from_utf8_lossy(&line);
            let text = text.trim_end_matches(['\n', '\r']).to_string();
            if to.send((stream, text)).is_err() {
                break;
            }
        }
    });
}

/// Lines kept from one stream, up to [`OUTPUT_CAP`] bytes in all.
#[derive(Default)]
pub(super) struct Kept {
    pub lines: Vec<String>,
    bytes: usize,
    /// Whether lines were dropped for want of room.
    pub cut: bool,
}

impl Kept {
    fn keep(&mut self, line: String) {
        self.cut |= self.bytes + line.len() > OUTPUT_CAP;
        if !self.cut {
            self.bytes += line.len() + 1;
            self.lines.push(line);
        }
    }
}

/// Everything the parent keeps of what the child said.
#[derive(Default)]
pub(super) struct Transcript {
    /// How the harness starts the test's line on standard output: `test NAME`.
    harness_start: String,
    /// The last call announced.
    pub last_call: Option<Call>,
    /// The panics the child's hook reported, up to [`OUTPUT_CAP`] bytes of messages.
    pub panics: Vec<ChildPanic>,
    /// Whether panics were dropped for want of room.
    pub panics_cut: bool,
    panic_bytes: usize,
    /// Anything else on standard error, and standard output.
    pub stderr: Kept,
    pub stdout: Kept,
    /// Whether the Rust runtime said a thread overflowed its stack.
    pub overflowed: bool,
    /// The allocator's line, when an allocation failed.
    pub out_of_memory: Option<String>,
}

impl Transcript {
    /// Nothing heard yet from the child running `test`.
    pub fn new(test: &str) -> Transcript {
        Transcript {
            harness_start: format!("test {test}"),
            ..Transcript::default()
        }
    }

    /// Takes in one line; says whether it announced a call, or the end of one.
    pub fn hear(&mut self, stream: Stream, line: String) -> Heard {
        if let Stream::Out = stream {
            // The harness writes `test NAME ... ` (or `test NAME - should panic ... `) before
            // the test runs, so the test's first printed line continues it.
            let printed = line
                .strip_prefix(&self.harness_start)
                .and_then(|rest| rest.split_once(" ... "))
                .map(|(_, printed)| printed.to_string());
            self.stdout.keep(printed.unwrap_or(line));
            return Heard::Other;
        }
        if let Some(call) = Call::read(&line) {
            self.last_call = Some(call);
            return Heard::Call;
        }
        if line == RETURNED {
            return Heard::Returned;
        }
        if let Some(panic) = ChildPanic::read(&line) {
            self.panic_bytes += panic.message.len();
            self.panics_cut |= self.panic_bytes > OUTPUT_CAP;
            if !self.panics_cut {
                self.panics.push(panic);
            }
            return Heard::Other;
        }
        self.overflowed |= line.contains("has overflowed its stack");
        if line.starts_with("memory allocation of ") && line.ends_with(" failed") {
            self.out_of_memory = Some(line);
        } else {
            self.stderr.keep(line);
        }
        Heard::Other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_and_a_panic_are_read_back_as_written() {
        let call = Call {
            description: "relay_sow(board, 3) | with a bar".into(),
            board: vec![4; 12],
        };
        assert_eq!(Call::read(call.line().trim_end()), Some(call));
        let panic = ChildPanic {
            place: "exercises/04-relay-sow/src/lib.rs:9:5".into(),
            message: "two\nlines and a \\n that is not one".into(),
        };
        assert_eq!(ChildPanic::read(panic.line().trim_end()), Some(panic));
        assert_eq!(Call::read("test a ... ok"), None);
    }
}
