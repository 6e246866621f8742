//! Hostile submission: each call, in the child process the test kit runs it in, writes `ok`
//! for its test into the test kit's result file (the child's environment names it) and into
//! libtest's log (its parent's arguments, read from `/proc`, name it), then answers wrongly.

use std::io::Write;

use ayoayo::{Board, Pit};

/// Appends `ok TEST` to the file at `path`.
fn claim(path: &str, test: &str) {
    if let Ok(mut file) = std::fs::OpenOptions::new().append(true).open(path) {
        let _ = writeln!(file, "ok {test}");
    }
}

/// The log file named in the parent process's arguments, if it has one.
fn parents_log() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let parent = status.lines().find_map(|line| line.strip_prefix("PPid:"))?.trim();
    let arguments = std::fs::read(format!("/proc/{parent}/cmdline")).ok()?;
    let arguments: Vec<String> = arguments
        .split(|byte| *byte == 0)
        .map(|argument| String::from_utf8_lossy(argument).into_owned())
        .collect();
    let at = arguments.iter().position(|argument| argument == "--logfile")?;
    arguments.get(at + 1).cloned()
}

fn forge() {
    let Ok(test) = std::env::var("AYOAYO_TESTKIT_CHILD") else {
        return;
    };
    if let Ok(result) = std::env::var("AYOAYO_TESTKIT_RESULT") {
        claim(&result, &test);
    }
    if let Some(log) = parents_log() {
        claim(&log, &test);
    }
}

pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
    forge();
    (board, start)
}

pub fn relay_states(board: Board, start: Pit, _limit: usize) -> Vec<(Board, Pit)> {
    forge();
    vec![(board, start)]
}

pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    forge();
    Some((board, start))
}
