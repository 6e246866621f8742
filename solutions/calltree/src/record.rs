//! Recording calls as they happen: what the learner's functions, rewritten by the course tool,
//! call on the way in and on the way out.
//!
//! Each traced function becomes a wrapper around its own body: the wrapper shows its arguments
//! ([`enter`]), asks the reference the same question when it can ([`Frame::ask`]), runs the body,
//! and shows what it returned ([`Frame::leave`]). [`run`] runs one example on a thread with a
//! large stack, under [`Limits`], so a recursion that never ends is cut and still drawn.

use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use crate::model::{Arg, Call, CallTree, Cut, End, Reference};

/// Where a traced run is stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Calls running at once, each inside the one before.
    pub depth: usize,
    /// Calls made in all.
    pub calls: usize,
    /// Milliseconds the whole run may take.
    pub millis: u64,
}

impl Default for Limits {
    /// Deep enough for any recursion of the course on its examples (the deepest, a relay of a
    /// few hundred sowings, stays under 1,000), and small enough to draw.
    fn default() -> Limits {
        Limits {
            depth: 1_000,
            calls: 20_000,
            millis: 5_000,
        }
    }
}

/// Values longer than this many characters are shortened when recorded (after comparing).
pub const LONGEST_VALUE: usize = 4_000;

/// The stack of the thread a run is made on: room for [`Limits::depth`] frames of any size the
/// course's functions have, so the depth limit, not a stack overflow, ends a runaway recursion.
const STACK_BYTES: usize = 512 * 1024 * 1024;

/// What is being recorded.
struct Recording {
    calls: Vec<Call>,
    /// The calls running now, innermost last.
    open: Vec<usize>,
    limits: Limits,
    /// Calls made while asking the reference are not the learner's: they are not recorded.
    asking: usize,
    /// The first panic's message, with where it was raised.
    panic: Option<String>,
    cut: Option<Cut>,
}

static RECORDING: Mutex<Option<Recording>> = Mutex::new(None);

/// Held by [`run`]: one run records at a time, since the recording and the panic hook are the
/// process's.
static ONE_RUN: Mutex<()> = Mutex::new(());

/// The panic a limit raises to unwind the learner's calls; never shown.
struct Stop;

fn with_recording<R>(f: impl FnOnce(&mut Recording) -> R) -> Option<R> {
    let mut guard = RECORDING
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    guard.as_mut().map(f)
}

/// A call that has started: given back to [`Frame::leave`] when it returns.
#[must_use]
pub struct Frame {
    index: Option<usize>,
}

/// Records the start of a call of `function` with `args`. Outside a [`run`], or while the
/// reference is being asked, it records nothing. Past a limit it records the call, then stops
/// the run by unwinding.
pub fn enter(function: &str, args: Vec<Arg>) -> Frame {
    let entered = with_recording(|recording| {
        if recording.asking > 0 || recording.cut.is_some() {
            return None;
        }
        let index = recording.calls.len();
        recording.calls.push(Call {
            function: function.to_string(),
            parent: recording.open.last().copied(),
            args,
            result: None,
            reference: None,
        });
        recording.open.push(index);
        let limits = recording.limits;
        recording.cut = if recording.open.len() > limits.depth {
            Some(Cut::Depth(limits.depth))
        } else if recording.calls.len() > limits.calls {
            Some(Cut::Calls(limits.calls))
        } else {
            None
        };
        Some((index, recording.cut.is_some()))
    })
    .flatten();
    match entered {
        Some((_, true)) => panic::panic_any(Stop),
        Some((index, false)) => Frame { index: Some(index) },
        None => Frame { index: None },
    }
}

impl Frame {
    /// The reference's answer to the same call, shown as [`show!`] shows a value, computed with
    /// recording paused; `None` when nothing is recorded. A panic of the reference is caught.
    pub fn ask(&self, reference: impl FnOnce() -> String) -> Option<Result<String, String>> {
        self.index?;
        Some(paused(reference))
    }

    /// Whether this call is being recorded: one made while the reference is asked, or while a
    /// value is shown [`quietly`], is not, and its result need not be shown.
    pub fn is_recorded(&self) -> bool {
        self.index.is_some()
    }

    /// Records that the call returned `result`, and what the reference said to it.
    pub fn leave(self, result: String, reference: Option<Result<String, String>>) {
        let Some(index) = self.index else { return };
        with_recording(|recording| {
            let reference = reference.map(|answer| match answer {
                Ok(answer) if answer == result => Reference::Agrees,
                Ok(answer) => Reference::Differs(shorten(answer)),
                Err(message) => Reference::Panicked(message),
            });
            let call = &mut recording.calls[index];
            call.result = Some(shorten(result));
            call.reference = reference;
            if recording.open.last() == Some(&index) {
                recording.open.pop();
            }
        });
    }
}

/// `show`'s text, made with recording paused as [`Frame::ask`] pauses it: for a value whose
/// showing runs the learner's code (a lazy tree's recipes, which call the learner's functions),
/// calls the learner did not make. A panic while showing is caught and said in the text.
pub fn quietly(show: impl FnOnce() -> String) -> String {
    paused(show).unwrap_or_else(|message| format!("(it panicked when shown: {message})"))
}

/// What `work` returns, run with recording paused (calls made meanwhile are not the learner's),
/// or the message of its panic, which is caught.
fn paused(work: impl FnOnce() -> String) -> Result<String, String> {
    with_recording(|recording| recording.asking += 1);
    let done = panic::catch_unwind(AssertUnwindSafe(work));
    with_recording(|recording| recording.asking -= 1);
    done.map_err(|payload| panic_message(payload.as_ref()))
}

/// An argument, its value already shown.
pub fn arg(name: &str, value: String) -> Arg {
    Arg {
        name: name.to_string(),
        value: shorten(value),
    }
}

/// Runs `example` (a call of a traced function, written as `call`) and returns its trace.
///
/// It runs on a thread of its own with a large stack, under `limits`. When the time limit
/// passes, the trace so far is returned while the thread is still running: the caller should
/// print it and end the process.
pub fn run(
    call: &str,
    name: Option<&str>,
    limits: Limits,
    example: impl FnOnce() + Send + 'static,
) -> CallTree {
    let _one_run = ONE_RUN.lock().unwrap_or_else(|p| p.into_inner());
    *RECORDING.lock().unwrap_or_else(|p| p.into_inner()) = Some(Recording {
        calls: Vec::new(),
        open: Vec::new(),
        limits,
        asking: 0,
        panic: None,
        cut: None,
    });
    let quiet = panic::take_hook();
    panic::set_hook(Box::new(|info| {
        if info.payload().is::<Stop>() {
            return;
        }
        let place = info
            .location()
            .map(|l| format!(" (at {}:{})", l.file(), l.line()))
            .unwrap_or_default();
        let message = format!("{}{place}", panic_message(info.payload()));
        with_recording(|recording| {
            if recording.asking == 0 && recording.panic.is_none() {
                recording.panic = Some(message);
            }
        });
    }));
    let (done, finished) = mpsc::channel();
    let worker = thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(move || {
            let _ = panic::catch_unwind(AssertUnwindSafe(example));
            let _ = done.send(());
        });
    let (timed_out, not_started) = match worker {
        Ok(worker) => {
            let waited = finished.recv_timeout(Duration::from_millis(limits.millis));
            if waited.is_ok() {
                // Its stack is given back before the next run asks for one: under the
                // sandbox's memory limit, two would not fit.
                let _ = worker.join();
            }
            (waited.is_err(), None)
        }
        Err(error) => (
            false,
            Some(format!("the run's thread could not start: {error}")),
        ),
    };
    let mut recording = RECORDING
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .take()
        .expect("the recording was started above");
    recording.panic = recording.panic.or(not_started);
    if !timed_out {
        panic::set_hook(quiet);
    }
    let end = match (timed_out, recording.cut, recording.panic) {
        (true, _, _) => End::Cut {
            cut: Cut::Time(limits.millis),
        },
        (false, Some(cut), _) => End::Cut { cut },
        (false, None, Some(message)) => End::Panicked { message },
        (false, None, None) => End::Returned,
    };
    CallTree {
        call: call.to_string(),
        example: name.map(str::to_string),
        calls: recording.calls,
        end,
    }
}

/// A panic's message, when it has one.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        text.to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// `text`, cut to [`LONGEST_VALUE`] characters with `…` when longer.
fn shorten(text: String) -> String {
    match text.char_indices().nth(LONGEST_VALUE) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::show;

    fn countdown(n: u32) -> u32 {
        let frame = enter("countdown", vec![arg("n", show!(n))]);
        let expected = frame.ask(|| show!(0u32));
        let result = if n == 0 { 0 } else { countdown(n - 1) };
        frame.leave(show!(result), expected);
        result
    }

    fn forever(n: u32) -> u32 {
        let frame = enter("forever", vec![arg("n", show!(n))]);
        // The base case never comes: n goes up.
        let result = if n == u32::MAX { n } else { forever(n + 1) };
        frame.leave(show!(result), None);
        result
    }

    #[test]
    fn a_recursion_is_recorded_call_by_call_with_each_callers_index() {
        let trace = run("countdown(2)", None, Limits::default(), || {
            countdown(2);
        });
        assert_eq!(trace.end, End::Returned);
        let parents: Vec<Option<usize>> = trace.calls.iter().map(|c| c.parent).collect();
        assert_eq!(parents, [None, Some(0), Some(1)]);
        assert_eq!(trace.calls[2].args[0].value, "0");
        assert_eq!(trace.calls[0].reference, Some(Reference::Agrees));
        assert_eq!(trace.end_order(), [2, 1, 0]);
    }

    #[test]
    fn a_recursion_that_never_ends_is_cut_at_the_depth_limit() {
        let limits = Limits {
            depth: 50,
            ..Limits::default()
        };
        let trace = run("forever(0)", None, limits, || {
            forever(0);
        });
        assert_eq!(
            trace.end,
            End::Cut {
                cut: Cut::Depth(50)
            }
        );
        assert_eq!(trace.calls.len(), 51);
        assert!(trace.calls.iter().all(|call| call.result.is_none()));
    }

    #[test]
    fn what_is_called_while_showing_quietly_is_not_recorded() {
        let trace = run("countdown(1)", None, Limits::default(), || {
            let frame = enter("outer", Vec::new());
            let shown = quietly(|| show!(countdown(1)));
            let failed = quietly(|| panic!("no"));
            frame.leave(format!("{shown} {failed}"), None);
        });
        assert_eq!(trace.end, End::Returned);
        assert_eq!(trace.calls.len(), 1);
        let result = trace.calls[0].result.as_deref();
        assert_eq!(result, Some("0 (it panicked when shown: no)"));
    }
}
