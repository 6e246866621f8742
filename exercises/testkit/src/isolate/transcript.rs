//! What the parent hears from an isolated child: its output read line by line on threads of
//! their own (so the child never blocks on a full pipe), and kept only up to a cap.

use std::io::{BufRead, BufReader, Read};
use std::sync::mpsc::Sender;
use std::thread;

use super::{CALL, PANIC};

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
    /// The last call announced, as `description|board`.
    pub last_call: Option<String>,
    /// The panics the child's hook reported, as `place|message`.
    pub panics: Kept,
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

    /// Takes in one line; says whether it announced a call.
    pub fn hear(&mut self, stream: Stream, line: String) -> bool {
        if let Stream::Out = stream {
            // The harness writes `test NAME ... ` (or `test NAME - should panic ... `) before
            // the test runs, so the test's first printed line continues it.
            let printed = line
                .strip_prefix(&self.harness_start)
                .and_then(|rest| rest.split_once(" ... "))
                .map(|(_, printed)| printed.to_string());
            self.stdout.keep(printed.unwrap_or(line));
            return false;
        }
        if let Some(call) = line.strip_prefix(CALL) {
            self.last_call = Some(call.to_string());
            return true;
        }
        if let Some(panic) = line.strip_prefix(PANIC) {
            self.panics.keep(panic.to_string());
            return false;
        }
        self.overflowed |= line.contains("has overflowed its stack");
        if line.starts_with("memory allocation of ") && line.ends_with(" failed") {
            self.out_of_memory = Some(line);
        } else {
            self.stderr.keep(line);
        }
        false
    }
}

/// An announced call, `description|board`, as its description and its board's stone counts.
pub(super) fn call_and_board(announced: &str) -> Option<(String, Vec<u8>)> {
    let (call, numbers) = announced.split_once('|')?;
    let board = numbers.split(',').filter_map(|n| n.parse().ok()).collect();
    Some((call.to_string(), board))
}
