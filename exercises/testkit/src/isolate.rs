//! Running a test in a child process, so that a learner's recursion that never ends, or code
//! that ends the process, is reported in plain words, naming the board, instead of crashing the
//! whole test run with `SIGSEGV`, hanging it, or passing unnoticed.
//!
//! The parent re-runs its own test binary for just this one test. Before each call of the
//! learner's code, the child announces it on standard error; the parent watches those lines, to
//! explain a crash or a call that stays silent too long using the last call announced. The
//! verdict comes from elsewhere: a result file at a fresh path the parent chose, which the child
//! writes `ok NAME` to only once the test's body has returned (and `failed NAME` to when it
//! panics). Only that `ok` line, and a successful exit, pass the test, so code that prints a fake
//! `test ... ok` or ends the process with `exit(0)` cannot pass it. The file is the test kit's
//! own, not libtest's `--logfile`, which the Rust project has deprecated (rust-lang/rust#134283).

mod own_time;
mod transcript;
mod words;

use std::cell::RefCell;
use std::env;
use std::fmt::Display;
use std::fs;
use std::io::Write;
use std::panic;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use own_time::Mark;

use course_model::cause::{Cause, Event};
use course_model::{limits, process_group};

pub(crate) use transcript::Call;
use transcript::{ChildPanic, Heard, Stream, Transcript};

/// How long one call may compute before it is stopped (and four times it, a call that waits
/// without computing): the course model's limit, which the course tool's own limit for a whole
/// chapter leaves room for. It is measured on the child's processor time ([`own_time`]), which
/// does not run while a busy machine keeps the child waiting.
const PATIENCE: Duration = limits::ISOLATED_CALL;
/// How many times [`PATIENCE`] the test's own work has between a call's return and the next
/// call: the reference is trusted, but an unpruned search on a long relay can take seconds, and
/// the learner's call must not be charged for it.
const HARNESS_FACTOR: u32 = 10;
/// How often the parent looks whether the child has exited, when it hears nothing.
const TICK: Duration = Duration::from_millis(10);
/// How long the parent still reads what the child wrote once it has exited: anything after that
/// comes from a process the child left behind, which the parent does not wait for. The wait
/// ends as soon as both pipes close, as they do at once when nothing was left behind; it is a
/// second, not a tenth, because the threads that read the pipes may wait for a processor on a
/// busy machine, and the last call heard is what a failure's message names.
const GRACE: Duration = Duration::from_secs(1);

/// Set in the child to the name of the test it runs.
const CHILD: &str = "AYOAYO_TESTKIT_CHILD";
/// Set in the child to the path of its result file.
const RESULT: &str = "AYOAYO_TESTKIT_RESULT";
thread_local! {
    static LAST_CALL: RefCell<Option<Call>> = const { RefCell::new(None) };
}

/// Runs the body of the current test in a child process and reports, in words, a stack overflow,
/// a call that does not return, or code that ends the process. Outside a multi-threaded test run
/// it simply runs the body. A failure is reported at the test's own line (`track_caller`).
#[track_caller]
pub fn isolated(body: impl FnOnce()) {
    let current = thread::current();
    let in_child = env::var_os(CHILD).is_some();
    match current.name() {
        Some(test) if !in_child && test != "main" => run_in_child(test),
        _ if in_child => {
            panic::set_hook(Box::new(report_panic));
            body();
            record("ok");
        }
        _ => body(),
    }
}

/// Says which call of the learner's code is about to run, so that a failure, a crash or a hang
/// inside it can name the board.
pub fn announce(call: impl Display, board: impl crate::drawing::Stones) {
    announced(Call {
        description: call.to_string(),
        board: board.stones(),
    });
}

/// Like [`announce`], for a call that is given no board (a count, a list of moves).
pub fn announce_call(call: impl Display) {
    announced(Call {
        description: call.to_string(),
        board: Vec::new(),
    });
}

/// Tells the parent of `call`, and keeps it as the last call announced.
fn announced(call: Call) {
    if env::var_os(CHILD).is_some() {
        let _ = std::io::stderr().lock().write_all(call.line().as_bytes());
    }
    LAST_CALL.set(Some(call));
}

/// Says that the learner's call announced last has returned: the test's own work that follows
/// (the reference's answers, an unpruned search to compare with) is not the learner's, and is
/// given [`HARNESS_FACTOR`] times a call's time until the next call is announced.
pub fn returned() {
    if env::var_os(CHILD).is_some() {
        let _ = std::io::stderr()
            .lock()
            .write_all(transcript::returned_line().as_bytes());
    }
}

/// The last call announced on this thread, with its board.
pub(crate) fn last_call() -> Option<Call> {
    LAST_CALL.with_borrow(Clone::clone)
}

/// Appends `VERDICT NAME` to the child's result file: `ok` once the body has returned, `failed`
/// when it panics. Nothing else in the child writes there.
fn record(verdict: &str) {
    let (Some(test), Some(path)) = (env::var_os(CHILD), env::var_os(RESULT)) else {
        return;
    };
    let line = format!("{verdict} {}\n", test.to_string_lossy());
    let file = fs::OpenOptions::new().append(true).open(path);
    let _ = file.and_then(|mut file| file.write_all(line.as_bytes()));
}

/// The child's panic hook: one line for the parent, with the panic's place and message, and the
/// failure in the result file.
fn report_panic(info: &panic::PanicHookInfo<'_>) {
    record("failed");
    let place = info
        .location()
        .map(|at| format!("{}:{}:{}", at.file(), at.line(), at.column()))
        .unwrap_or_default();
    let message = crate::panics::panic_message(info.payload()).to_string();
    let line = ChildPanic { place, message }.line();
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

/// Runs `test` alone in a child process and panics with the report unless its result file says
/// the test's body returned. Waits for the child, never for its pipes (which a process it left
/// behind may hold), and stops what it left behind.
#[track_caller]
fn run_in_child(test: &str) {
    // A fresh, private path, removed when this function returns or panics.
    let result_file = tempfile::Builder::new()
        .prefix("ayoayo-testkit-")
        .suffix(".log")
        .tempfile()
        .expect("a temporary file for the child test's result")
        .into_temp_path();
    let mut child = start_child(test, &result_file);
    let (tell, heard) = mpsc::channel();
    transcript::listen(child.stdout.take().unwrap(), Stream::Out, tell.clone());
    transcript::listen(child.stderr.take().unwrap(), Stream::Err, tell);
    let mut transcript = Transcript::new(test);
    let pid = child.id();
    // From the last call announced (or its return), and the time the child has from there.
    let (mut last_announced, mut patience) = (Mark::now(pid), PATIENCE);
    let status = loop {
        match heard.recv_timeout(TICK) {
            Ok((stream, line)) => match transcript.hear(stream, line) {
                Heard::Call => (last_announced, patience) = (Mark::now(pid), PATIENCE),
                Heard::Returned => {
                    (last_announced, patience) = (Mark::now(pid), PATIENCE * HARNESS_FACTOR);
                }
                Heard::Other => {}
            },
            Err(RecvTimeoutError::Timeout) => {}
            // Both pipes are closed: the child is most likely ending (or closed them and runs on).
            Err(RecvTimeoutError::Disconnected) => thread::sleep(TICK / 10),
        }
        if let Some(status) = child.try_wait().expect("waiting for the child test") {
            break status;
        }
        if last_announced.is_past(pid, patience) {
            process_group::kill(&mut child);
            let _ = child.wait();
            hear_the_rest(&heard, &mut transcript);
            raise(words::did_not_return(&transcript), &transcript);
        }
    };
    // Once the child is reaped, its id still names its group while the group has members.
    process_group::kill(&mut child);
    hear_the_rest(&heard, &mut transcript);

    let result = fs::read_to_string(&result_file).unwrap_or_else(|error| {
        panic!("the test kit could not read the child test's result file {result_file:?}: {error}")
    });
    let passed = result.lines().any(|line| line == format!("ok {test}"));
    let failed = !passed && result.lines().any(|line| line == format!("failed {test}"));
    if !(passed && status.success()) {
        raise(words::failure(failed, status, &transcript), &transcript);
    }
}

/// Tells the course tool why the test did not pass, then fails it with the report.
#[track_caller]
fn raise(failure: words::Failure, heard: &Transcript) -> ! {
    tell(failure.cause, heard.last_call.clone(), failure.message);
    panic!("{}", failure.report);
}

/// Tells the course tool, as an [`Event`](course_model::cause::Event), why the running test did
/// not pass: the test as libtest names it (in a child, as its parent named it), the cause, the
/// call and its board, and a panic's message.
pub(crate) fn tell(cause: Cause, call: Option<Call>, message: Option<String>) {
    let thread = thread::current();
    let from_thread = thread
        .name()
        .filter(|name| *name != "main")
        .map(str::to_string);
    let child = env::var_os(CHILD).map(|test| test.to_string_lossy().into_owned());
    let Some(test) = child.or(from_thread) else {
        return;
    };
    let (call, board) = call.map_or((None, Vec::new()), |call| {
        (Some(call.description), call.board)
    });
    crate::events::record(&Event {
        test,
        cause,
        call,
        board,
        message,
    });
}

/// Starts the test binary again, for `test` alone, leading a process group of its own, its
/// output piped, and its result file at `result_file`.
fn start_child(test: &str, result_file: &Path) -> Child {
    let mut command = Command::new(env::current_exe().expect("the test binary's path"));
    // Explicit arguments: none of the parent's (its filters, its `--logfile`). The test may
    // be an `#[ignore]`d challenge the parent was asked to run: the child runs it too.
    command
        .args([
            test,
            "--exact",
            "--include-ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .arg("--color=never")
        .env(CHILD, test)
        .env(RESULT, result_file)
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    process_group::lead_a_new_one(&mut command);
    command
        .spawn()
        .expect("starting the test in a child process")
}

/// Takes in what the child wrote before it ended, until both pipes are closed (every process
/// holding them has ended) or the grace period is over, whichever comes first.
fn hear_the_rest(heard: &mpsc::Receiver<(Stream, String)>, transcript: &mut Transcript) {
    let deadline = Instant::now() + GRACE;
    while let Ok((stream, line)) =
        heard.recv_timeout(deadline.saturating_duration_since(Instant::now()))
    {
        let _ = transcript.hear(stream, line);
    }
}
