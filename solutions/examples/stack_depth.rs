//! How long a slice chapter 6's recursive `possible_moves` can take before its thread runs out
//! of stack: the measurement behind the figures on the chapter's page ("Recursion or
//! iterators?"). The page reports three builds of the same function:
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
//! succeeded. For each thread and each kind of slice, the parent doubles the length until a try
//! overflows, then bisects down to 1% between the longest slice that fitted and the shortest
//! that did not.

use std::process::Command;
use std::thread;

use ayoayo::{Board, OPENING, Pit, possible_moves};

/// The threads a learner's recursion meets: an explicit 8 MiB one (the size of a Linux main
/// thread's stack), and one spawned with Rust's default size, which is what `cargo test` runs
/// each test on.
const THREADS: [(&str, Option<usize>); 2] = [
    ("8 MiB thread", Some(8 << 20)),
    ("default (test) thread", None),
];

/// The two ways `possible_moves` recurses: when every pit holds stones, its result is joined
/// after the call returns; when none does, the recursive call is the last thing it does.
const SLICES: [(&str, Board); 2] = [
    ("every pit holds stones (call not last)", OPENING),
    ("every pit empty (call last)", [0; 12]),
];

/// Past this length the search stops, reporting that no overflow was found.
const GIVE_UP: usize = 1 << 24;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [thread, slice, length] = args.as_slice() {
        let parse = |text: &str| text.parse::<usize>().expect("a number");
        return one_try(parse(thread), parse(slice), parse(length));
    }
    println!("possible_moves: the longest slice that fits the stack");
    for (thread, (thread_name, _)) in THREADS.iter().enumerate() {
        for (slice, (slice_name, _)) in SLICES.iter().enumerate() {
            let answer = match longest_that_fits(|length| fits(thread, slice, length)) {
                Some((fitted, overflowed)) => format!("{fitted} fits, {overflowed} overflows"),
                None => format!("no overflow up to {GIVE_UP}"),
            };
            println!("  {thread_name}, {slice_name}: {answer}");
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
fn fits(thread: usize, slice: usize, length: usize) -> bool {
    let me = std::env::current_exe().expect("this program's own path");
    Command::new(me)
        .args([thread, slice, length].map(|n| n.to_string()))
        .output()
        .expect("a child process")
        .status
        .success()
}

/// In a child process: `possible_moves` on a slice of `length` pits, on the given thread.
fn one_try(thread: usize, slice: usize, length: usize) {
    let (_, stack) = THREADS[thread];
    let (_, board) = SLICES[slice];
    let moves: Vec<Pit> = (0..length).map(|i| i % 12).collect();
    let builder = match stack {
        Some(bytes) => thread::Builder::new().stack_size(bytes),
        None => thread::Builder::new(),
    };
    let kept = builder
        .spawn(move || possible_moves(board, &moves).len())
        .expect("a thread")
        .join()
        .expect("no panic");
    assert!(kept <= length);
}
