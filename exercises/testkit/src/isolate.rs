//! Running a test in a child process, so that a learner's recursion that never ends is reported
//! in plain words, naming the board, instead of crashing the whole test run with `SIGSEGV` or
//! hanging it.
//!
//! The parent re-runs its own test binary for just this one test. Before each call of the
//! learner's code, the child announces it on standard error; the parent watches those lines. A
//! stack overflow (the child aborts) or a call that stays silent too long (the parent stops it)
//! is then explained using the last call announced.

use std::env;
use std::fmt::Display;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use ayoayo::{Board, draw};

/// Set in the child to the name of the test it runs.
const CHILD: &str = "AYOAYO_TESTKIT_CHILD";
/// Starts a line announcing a call, followed by `description|board`.
const CALL: &str = "@@ayoayo-call@@ ";
/// How long one call may stay silent before it is stopped.
const PATIENCE: Duration = Duration::from_secs(3);

/// Runs the body of the current test in a child process and reports, in words, a stack overflow
/// or a call that does not return. Outside a multi-threaded test run it simply runs the body.
/// A failure is reported at the test's own line (`track_caller`), not inside this helper.
#[track_caller]
pub fn isolated(body: impl FnOnce()) {
    let current = thread::current();
    match current.name() {
        Some(test) if env::var_os(CHILD).is_none() && test != "main" => run_in_child(test),
        _ => body(),
    }
}

/// Says which call of the learner's code is about to run, so that a crash or a hang inside it
/// can name the board. Does nothing outside an isolated child.
pub fn announce(call: impl Display, board: Board) {
    if env::var_os(CHILD).is_some() {
        let numbers: Vec<String> = board.iter().map(u8::to_string).collect();
        let line = format!("{CALL}{call}|{}\n", numbers.join(","));
        let _ = std::io::stderr().lock().write_all(line.as_bytes());
    }
}

#[track_caller]
fn run_in_child(test: &str) {
    let exe = env::current_exe().expect("the test binary's path");
    let mut child = Command::new(exe)
        .args([
            test,
            "--exact",
            "--nocapture",
            "--test-threads=1",
            "--color=never",
        ])
        .env(CHILD, test)
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starting the test in a child process");
    let mut stdout = child.stdout.take().unwrap();
    let stdout = thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        text
    });
    let (lines, heard) = mpsc::channel();
    let stderr = BufReader::new(child.stderr.take().unwrap());
    thread::spawn(move || {
        stderr
            .lines()
            .map_while(Result::ok)
            .try_for_each(|l| lines.send(l))
    });

    let mut last_call = None;
    let mut said = Vec::new();
    loop {
        match heard.recv_timeout(PATIENCE) {
            Ok(line) => match line.strip_prefix(CALL) {
                Some(call) => last_call = Some(call.to_string()),
                None => said.push(line),
            },
            Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("{}", did_not_return(last_call.as_deref()));
            }
        }
    }
    let status = child.wait().expect("waiting for the child test");
    if status.success() {
        return;
    }
    let said = said.join("\n");
    if said.contains("has overflowed its stack") {
        panic!("{}", overflowed(last_call.as_deref()));
    }
    let printed = stdout.join().unwrap_or_default();
    panic!("{}", failure_report(&said, &printed));
}

/// The announced call, with its board drawn.
fn describe(call: Option<&str>) -> String {
    let Some((call, numbers)) = call.and_then(|call| call.split_once('|')) else {
        return "(no call of your code had started)".into();
    };
    let pits: Vec<u8> = numbers.split(',').filter_map(|n| n.parse().ok()).collect();
    match Board::try_from(pits.as_slice()) {
        Ok(board) => format!("{call}, on the board {board:?}\n{}", draw(board)),
        Err(_) => call.to_string(),
    }
}

fn overflowed(call: Option<&str>) -> String {
    format!(
        "STACK OVERFLOW: your function called itself until the stack ran out, so the recursion \
         never reached its base case.\nThe call was {}\n\nCheck that every recursive call brings \
         the work closer to the base case. If this board's sowing can go on for ever, following \
         it cannot end: the function must notice that a state repeats (see chapter 4).",
        describe(call)
    )
}

fn did_not_return(call: Option<&str>) -> String {
    format!(
        "NO ANSWER: a call of your code did not return within {} s, so it was stopped.\nThe call \
         was {}\n\nIs your recursion or loop making progress towards its end? If this board's \
         sowing can go on for ever, the function must notice that a state repeats (see chapter \
         4) rather than follow it.",
        PATIENCE.as_secs(),
        describe(call)
    )
}

/// What the child printed about its failure (a panic message, an assertion's diff), without
/// the test harness's own lines.
fn failure_report(stderr: &str, stdout: &str) -> String {
    let harness_line = |line: &&str| {
        line.starts_with("running ")
            || line.starts_with("test ")
            || line.starts_with("note: run with `RUST_BACKTRACE=1`")
    };
    let before_summary = stdout.lines().take_while(|line| *line != "failures:");
    let kept: Vec<&str> = stderr
        .lines()
        .chain(before_summary)
        .filter(|l| !harness_line(l))
        .collect();
    kept.join("\n").trim().to_string()
}
