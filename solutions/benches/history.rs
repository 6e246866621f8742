//! What sharing saves. Run with `cargo bench -p ayoayo --bench history`.
//!
//! Chapter 21's search that honours the repetition rule, with the path to each position kept
//! three ways, side by side in one process: (a) the persistent history of `Rc` cells
//! (`negamax_with_history`), (b) a `Vec` cloned for each position searched
//! (`negamax_with_cloned_path`), (c) one `Vec` pushed and popped (`negamax_with_path_stack`).
//! For each depth it prints the cells the history makes against the positions all the cloned
//! paths hold (`path_counts`), the bytes each search allocates and how many allocations (a
//! counting global allocator), and the median time as a ratio to (c).
//!
//! Then the hazard of a long cons list: how long a history of `Rc` cells can grow before
//! Rust's own recursive drop overflows an 8 MiB stack, found by dropping lists in child
//! processes (an overflow aborts the process that has it), against the reference's iterative
//! `Drop`, which frees a list of any length.
//!
//! A plain program rather than a test: it measures and prints, and asserts only that the three
//! searches agree.

use std::hint::black_box;
use std::process::Command;
use std::rc::Rc;
use std::time::Duration;

use ayoayo::history::{
    OwnSides, negamax_with_cloned_path, negamax_with_history, negamax_with_path_stack, path_counts,
    start, then,
};
use ayoayo::oware;
use ayoayo::search::OWARE_ENDING;

mod measure;
use measure::{counted, median_time};

#[global_allocator]
static ALLOCATOR: measure::Counting = measure::Counting;

/// Timed rounds per figure; the median is reported.
const ROUNDS: usize = 5;

/// The bytes and the allocations `work` asks for, and its answer.
fn allocated<T>(work: impl FnOnce() -> T) -> (usize, usize, T) {
    let (answer, counts) = counted(work);
    (counts.bytes, counts.allocations, answer)
}

/// The three searches from `position` at each of `depths`.
fn searches<G: OwnSides>(name: &str, position: G, depths: &[u32]) {
    println!("\n{name}");
    for &depth in depths {
        let counts = path_counts(position, depth);
        let (shared_bytes, shared_count, value) =
            allocated(|| negamax_with_history(position, depth, &start()));
        let (cloned_bytes, cloned_count, cloned) =
            allocated(|| negamax_with_cloned_path(position, depth, &[]));
        let (stack_bytes, stack_count, stacked) =
            allocated(|| negamax_with_path_stack(position, depth, &mut Vec::new()));
        assert_eq!((cloned, stacked), (value, value), "the searches disagree");
        let shared = median_time(ROUNDS, || {
            negamax_with_history(black_box(position), depth, &start())
        });
        let cloned = median_time(ROUNDS, || {
            negamax_with_cloned_path(black_box(position), depth, &[])
        });
        let stack = median_time(ROUNDS, || {
            negamax_with_path_stack(black_box(position), depth, &mut Vec::new())
        });
        let ratio = |time: Duration| time.as_secs_f64() / stack.as_secs_f64();
        println!(
            "  depth {depth:>2}: value {value}, {} repetitions; {} cells against {} positions in \
             cloned paths ({:.1} per cell)",
            counts.repetitions,
            counts.cells,
            counts.stored,
            counts.stored as f64 / counts.cells as f64
        );
        println!(
            "    (a) shared history: {shared_bytes:>10} bytes in {shared_count:>8} allocations, \
             time {:>5.2} x (c)",
            ratio(shared)
        );
        println!(
            "    (b) cloned Vec:     {cloned_bytes:>10} bytes in {cloned_count:>8} allocations, \
             time {:>5.2} x (c)",
            ratio(cloned)
        );
        println!(
            "    (c) push and pop:   {stack_bytes:>10} bytes in {stack_count:>8} allocations, \
             time 1.00 ({:.3} ms)",
            stack.as_secs_f64() * 1e3
        );
    }
}

/// A cons list with Rust's own drop: dropping a cell drops the list inside it first, one
/// stack frame (or more) per cell.
#[allow(dead_code)] // the fields are there to be dropped
enum Naive {
    Start,
    Then(Rc<(u32, Naive)>),
}

/// The stack each drop runs on, as large as a main thread's usual default on Linux.
const STACK: usize = 8 << 20;

/// In a child process: builds a list of `length` cells and drops it on an 8 MiB stack.
fn drop_in_child(length: u32, naive: bool) {
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(move || {
            if naive {
                let list =
                    (0..length).fold(Naive::Start, |list, n| Naive::Then(Rc::new((n, list))));
                drop(black_box(list));
            } else {
                let list = (0..length).fold(start(), |history, n| then(&history, n));
                drop(black_box(list));
            }
        })
        .expect("a thread for the drop")
        .join()
        .expect("the drop ran");
}

/// Whether a child process drops a list of `length` cells without overflowing its stack.
fn drops(length: u32, naive: bool) -> bool {
    let kind = if naive { "naive" } else { "iterative" };
    Command::new(std::env::current_exe().expect("this program"))
        .args(["--drop", kind, &length.to_string()])
        .output()
        .expect("a child process")
        .status
        .success()
}

/// The longest list (to within 1%) a naive drop frees, by bisection between lengths known to
/// work and to fail.
fn longest_naive_drop() -> u32 {
    let (mut works, mut fails) = (1_000u32, 100_000_000u32);
    while fails - works > works / 100 {
        let middle = works + (fails - works) / 2;
        if drops(middle, true) {
            works = middle;
        } else {
            fails = middle;
        }
    }
    works
}

fn main() {
    let arguments: Vec<String> = std::env::args().collect();
    if let [_, flag, kind, length] = arguments.as_slice()
        && flag == "--drop"
    {
        drop_in_child(length.parse().expect("a length"), kind == "naive");
        return;
    }
    println!("rerun: cargo bench -p ayoayo --bench history (median of {ROUNDS} rounds)");
    searches(
        "Oware ending, three stones a side (OWARE_ENDING)",
        OWARE_ENDING,
        &[6, 8, 10, 12],
    );
    searches("Oware opening", oware::OPENING, &[4, 5, 6]);
    let longest = longest_naive_drop();
    println!(
        "\nDropping a list of Rc cells on an {} MiB stack: Rust's own drop frees about {longest} \
         cells and overflows past that; the reference's iterative Drop frees 100000000: {}",
        STACK >> 20,
        if drops(100_000_000, false) {
            "yes"
        } else {
            "no"
        }
    );
}
