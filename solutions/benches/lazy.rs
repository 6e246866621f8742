//! What laziness costs in Rust. Run with `cargo bench -p ayoayo --bench lazy`.
//!
//! Chapter 19's evaluator, `lazy::evaluate(depth)` (the game tree as a lazy value, pruned,
//! scored and maximised), beside chapter 13's `search::negamax`, in one process, from the
//! openings of Part I's rules and of Oware. For each depth it prints the positions each makes
//! (counted through `lazy::Counted`: the same for both), the heap allocations each makes per
//! position (counted by the global allocator below), the median time of several rounds, and the
//! lazy evaluator's time as a multiple of negamax's (below 1: faster).
//!
//! A plain program rather than a test: it measures and prints, and asserts only that the two
//! agree, on the value and on the positions made.

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use ayoayo::lazy::{self, Counted, positions_made};
use ayoayo::oware;
use ayoayo::search::{self, Ayoayo, GameTree};

/// The system allocator, counting every allocation (a `realloc` counts as one more).
struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

// SAFETY: every call is passed on unchanged to the system allocator, which upholds the
// contract; the count is a side effect only.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract for `alloc`, passed on.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc`, passed on.
        unsafe { System.dealloc(pointer, layout) }
    }
    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract for `realloc`, passed on.
        unsafe { System.realloc(pointer, layout, size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Timed rounds per figure; the median is reported.
const ROUNDS: usize = 5;

/// The median wall time of `ROUNDS` runs of `work`, after one untimed run.
fn median_time<T>(mut work: impl FnMut() -> T) -> Duration {
    black_box(work());
    let mut times: Vec<Duration> = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            black_box(work());
            start.elapsed()
        })
        .collect();
    times.sort();
    times[ROUNDS / 2]
}

/// What `work` returns, and how many allocations it made.
fn allocations<T>(work: impl FnOnce() -> T) -> (T, u64) {
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let answer = work();
    (answer, ALLOCATIONS.load(Ordering::Relaxed) - before)
}

/// The lazy evaluator against negamax from `position` at each of `depths`.
fn compare<G: GameTree + 'static>(name: &str, position: G, depths: &[u32]) {
    println!("\n{name}: lazy::evaluate against search::negamax");
    for &depth in depths {
        let (value, made) = positions_made(|| search::negamax(Counted(position), depth));
        let (lazy_value, lazy_made) = positions_made(|| lazy::evaluate(depth)(Counted(position)));
        assert_eq!((lazy_value, lazy_made), (value, made), "the two disagree");
        let (_, plain_allocations) = allocations(|| search::negamax(position, depth));
        let (_, lazy_allocations) = allocations(|| lazy::evaluate(depth)(position));
        let plain = median_time(|| search::negamax(black_box(position), depth));
        let evaluator = lazy::evaluate(depth);
        let lazy = median_time(|| evaluator(black_box(position)));
        let per_position = |count: u64| count as f64 / made as f64;
        println!(
            "  depth {depth}: {made:>9} positions made by each; allocations per position: \
             negamax {:>5.2}, lazy {:>5.2}; time: negamax {:>9.3} ms, lazy {:>9.3} ms, lazy takes {:>5.2}x negamax's time",
            per_position(plain_allocations),
            per_position(lazy_allocations),
            plain.as_secs_f64() * 1e3,
            lazy.as_secs_f64() * 1e3,
            lazy.as_secs_f64() / plain.as_secs_f64()
        );
    }
}

fn main() {
    compare("Part I's opening", Ayoayo::OPENING, &[3, 4, 5]);
    compare("Oware's opening", oware::OPENING, &[4, 5, 6, 7]);
}
