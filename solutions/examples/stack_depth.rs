//! How long a slice of pits a recursive function can take before its thread runs out of
//! stack: the measurement behind the figures on chapter 6's page ("Recursion or iterators?"),
//! for `possible_moves`, and chapter 7's ("Tail position"), for `count_stones`. The pages
//! report three builds of the same functions:
//!
//! ```text
//! # unoptimised, as `cargo test -p feeding` builds a learner's code (opt-level 0)
//! cargo run -p ayoayo --example stack_depth --config 'profile.dev.package.ayoayo.opt-level=0'
//! # as the workspace's dev profile builds the reference (opt-level 2)
//! cargo run -p ayoayo --example stack_depth
//! # release (opt-level 3)
//! cargo run -p ayoayo --example stack_depth --release
//! ```
//!
//! A stack overflow aborts the whole process, so each try runs in a child process (this same
//! program, given the try on its command line), and the parent only reads whether it
//! succeeded. For each thread and each call, the parent doubles the length until a try
//! overflows, then bisects down to 1% between the longest slice that fitted and the shortest
//! that did not.

use std::hint::black_box;
use std::process::Command;
use std::thread;

use ayoayo::{OPENING, Pit, count_stones, possible_moves};

/// The threads a learner's recursion meets: an explicit 8 MiB one (the size of a Linux main
/// thread's stack), and one spawned with Rust's default size, which is what `cargo test` runs
/// each test on.
const THREADS: [(&str, Option<usize>); 2] = [
    ("8 MiB thread", Some(8 << 20)),
    ("default (test) thread", None),
];

/// One call measured: it takes the slice and answers something to keep the call from being
/// optimised away.
type Call = fn(&[Pit]) -> usize;

/// The calls measured, each given a slice of pits. `possible_moves` recurses in two ways: when
/// every pit holds stones, its result is joined after the call returns; when none does, the
/// recursive call is the last thing it does. `count_stones` hands its count on to the
/// recursive call, so that call is always the last thing it does: it is in tail position.
const CALLS: [(&str, Call); 3] = [
    (
        "possible_moves, every pit holds stones (call not last)",
        |pits| possible_moves(OPENING, pits).len(),
    ),
    ("possible_moves, every pit empty (call last)", |pits| {
        possible_moves([0; 12], pits).len()
    }),
    ("count_stones (call last)", |pits| {
        usize::from(count_stones(OPENING, pits, 0))
    }),
];

/// Past this length the search stops, reporting that no overflow was found.
const GIVE_UP: usize = 1 << 24;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [thread, call, length] = args.as_slice() {
        let parse = |text: &str| text.parse::<usize>().expect("a number");
        return one_try(parse(thread), parse(call), parse(length));
    }
    println!("The longest slice that fits the stack");
    for (thread, (thread_name, _)) in THREADS.iter().enumerate() {
        for (call, (call_name, _)) in CALLS.iter().enumerate() {
            let answer = match longest_that_fits(|length| fits(thread, call, length)) {
                Some((fitted, overflowed)) => format!("{fitted} fits, {overflowed} overflows"),
                None => format!("no overflow up to {GIVE_UP}"),
            };
            println!("  {thread_name}, {call_name}: {answer}");
        }
    }
}

/// The longest length for which `fits` holds and the shortest for which it does not, within
/// 1% of each other, or `None` if it still holds at `GIVE_UP`.
fn longest_that_fits(fits: impl Fn(usize) -> bool) -> Option<(usize, usize)> {
    let mut fitted = 0;
    let mut overflowed = 1024;
    while fits(overflowed) {
        fitted = overflowed;
        overflowed *= 2;
        if overflowed > GIVE_UP {
            return None;
        }
    }
    while overflowed - fitted > overflowed / 100 {
        let middle = fitted + (overflowed - fitted) / 2;
        if fits(middle) {
            fitted = middle;
        } else {
            overflowed = middle;
        }
    }
    Some((fitted, overflowed))
}

/// Whether one try, run in a child process, came back without overflowing its stack.
fn fits(thread: usize, call: usize, length: usize) -> bool {
    let me = std::env::current_exe().expect("this program's own path");
    Command::new(me)
        .args([thread, call, length].map(|n| n.to_string()))
        .output()
        .expect("a child process")
        .status
        .success()
}

/// In a child process: one of the calls on a slice of `length` pits, on the given thread.
/// `black_box` keeps the optimiser from dropping a call whose answer is never used.
fn one_try(thread: usize, call: usize, length: usize) {
    let (_, stack) = THREADS[thread];
    let (_, call) = CALLS[call];
    let pits: Vec<Pit> = (0..length).map(|i| i % 12).collect();
    let builder = match stack {
        Some(bytes) => thread::Builder::new().stack_size(bytes),
        None => thread::Builder::new(),
    };
    let answer = builder
        .spawn(move || call(black_box(&pits)))
        .expect("a thread")
        .join()
        .expect("no panic");
    black_box(answer);
}
