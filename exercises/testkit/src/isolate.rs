//! Running a test in a child process, so that a learner's recursion that never ends is reported
//! in plain words, naming the board, instead of crashing the whole test run with `SIGSEGV` or
//! hanging it.
//!
//! The parent re-runs its own test binary for just this one test. Before each call of the
//! learner's code, the child announces it on standard error; the parent watches those lines. A
//! stack overflow (the child aborts) or a call that stays silent too long (the parent stops it)
//! is then explained using the last call announced. A panic in the child is passed on as its
//! message alone, so the learner reads one panic, reported at the test's own line.

use std::cell::RefCell;
use std::env;
use std::fmt::Display;
use std::io::{BufRead, BufReader, Read, Write};
use std::panic;
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use ayoayo::Board;
// The reports start with the course model's markers, which the course tool looks for.
use course_model::limits;
use course_model::markers::{NO_ANSWER, STACK_OVERFLOW};

/// How long one call may stay silent before it is stopped: the course model's limit, which the
/// course tool's own limit for a whole chapter leaves room for.
const PATIENCE: Duration = limits::ISOLATED_CALL;

/// Set in the child to the name of the test it runs.
const CHILD: &str = "AYOAYO_TESTKIT_CHILD";
/// Starts a line announcing a call, followed by `description|board`.
const CALL: &str = "@@ayoayo-call@@ ";
/// Starts a line reporting a panic, followed by `place|message` (newlines escaped).
const PANIC: &str = "@@ayoayo-panic@@ ";

thread_local! {
    static LAST_CALL: RefCell<Option<(String, Board)>> = const { RefCell::new(None) };
}

/// Runs the body of the current test in a child process and reports, in words, a stack overflow
/// or a call that does not return. Outside a multi-threaded test run it simply runs the body.
/// A failure is reported at the test's own line (`track_caller`), not inside this helper.
#[track_caller]
pub fn isolated(body: impl FnOnce()) {
    let current = thread::current();
    let in_child = env::var_os(CHILD).is_some();
    match current.name() {
        Some(test) if !in_child && test != "main" => run_in_child(test),
        _ if in_child => {
            panic::set_hook(Box::new(report_panic));
            body()
        }
        _ => body(),
    }
}

/// Says which call of the learner's code is about to run, so that a failure, a crash or a hang
/// inside it can name the board.
pub fn announce(call: impl Display, board: Board) {
    let call = call.to_string();
    if env::var_os(CHILD).is_some() {
        let numbers: Vec<String> = board.iter().map(u8::to_string).collect();
        let line = format!("{CALL}{call}|{}\n", numbers.join(","));
        let _ = std::io::stderr().lock().write_all(line.as_bytes());
    }
    LAST_CALL.set(Some((call, board)));
}

/// The last call announced on this thread, with its board.
pub(crate) fn last_call() -> Option<(String, Board)> {
    LAST_CALL.with_borrow(Clone::clone)
}

/// The child's panic hook: one line for the parent, with the panic's place and message.
fn report_panic(info: &panic::PanicHookInfo<'_>) {
    let place = info
        .location()
        .map(|at| format!("{}:{}:{}", at.file(), at.line(), at.column()))
        .unwrap_or_default();
    let message = crate::panic_message(info.payload());
    let escaped = message.replace('\\', "\\\\").replace('\n', "\\n");
    let _ = writeln!(std::io::stderr().lock(), "{PANIC}{place}|{escaped}");
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
    let (mut panics, mut said) = (Vec::new(), Vec::new());
    loop {
        match heard.recv_timeout(PATIENCE) {
            Ok(line) => {
                if let Some(call) = line.strip_prefix(CALL) {
                    last_call = Some(call.to_string());
                } else if let Some(panic) = line.strip_prefix(PANIC) {
                    panics.push(explain_panic(panic));
                } else {
                    said.push(line);
                }
            }
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
    if said
        .iter()
        .any(|line| line.contains("has overflowed its stack"))
    {
        panic!("{}", overflowed(last_call.as_deref()));
    }
    let printed = stdout.join().unwrap_or_default();
    panic!("{}", failure_report(&panics, &said, &printed));
}

/// The announced call, with its board drawn.
fn describe(call: Option<&str>) -> String {
    let Some((call, numbers)) = call.and_then(|call| call.split_once('|')) else {
        return "(no call of your code had started)".into();
    };
    let pits: Vec<u8> = numbers.split(',').filter_map(|n| n.parse().ok()).collect();
    match Board::try_from(pits.as_slice()) {
        Ok(board) => format!(
            "{call}, on the board {board:?}\n{}",
            crate::answer::draw(board)
        ),
        Err(_) => call.to_string(),
    }
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

fn did_not_return(call: Option<&str>) -> String {
    format!(
        "{NO_ANSWER} a call of your code did not return within {} s, so it was stopped.\nThe call \
         was {}\n\nIs your recursion or loop making progress towards its end? If this board's \
         sowing can go on for ever, the function must notice that a state repeats (see chapter \
         4) rather than follow it.",
        PATIENCE.as_secs(),
        describe(call)
    )
}

/// The child's panics, then anything else it printed (the learner's own `println!`s), without
/// the test harness's lines.
fn failure_report(panics: &[String], stderr: &[String], stdout: &str) -> String {
    let harness_line = |line: &&str| {
        line.starts_with("running ")
            || line.starts_with("test ")
            || line.starts_with("note: run with `RUST_BACKTRACE=1`")
            || line.trim().is_empty()
    };
    let before_summary = stdout.lines().take_while(|line| *line != "failures:");
    let printed: Vec<&str> = stderr
        .iter()
        .map(String::as_str)
        .chain(before_summary)
        .filter(|line| !harness_line(line))
        .collect();
    let mut report = panics.join("\n\n");
    if !printed.is_empty() {
        report += &format!("\n\nYour code printed:\n{}", printed.join("\n"));
    }
    report.trim().to_string()
}
