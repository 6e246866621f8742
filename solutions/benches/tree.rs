//! What a game tree you can hold costs. Run with `cargo bench -p ayoayo --bench tree`.
//!
//! Chapter 18 grows the tree of a position to a depth (`tree::grow`) and then counts it; chapter
//! 12's perft counts the same sequences without building anything. For three systems' openings
//! and each depth up to 6, side by side in one process, this prints the nodes grown, the bytes
//! the finished tree holds and the most held at once while it grew, both counted by a global
//! allocator that tallies every allocation, the most perft holds at once, and how many times
//! longer growing and counting takes than perft (the median of several rounds).
//!
//! A plain program rather than a test: the byte counts are exact and
//! `solutions/tests/tree.rs` checks the rule they follow; the times are only ratios.

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::{Duration, Instant};

use ayoayo::oware;
use ayoayo::search::{Ayoayo, GameTree, Kalah, perft};
use ayoayo::tree::{Tree, grow, leaves, size};

/// The system allocator, counting the bytes live now and the most live at once.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(live, Relaxed);
        // SAFETY: the caller's contract for `alloc` is passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Relaxed);
        // SAFETY: the caller's contract for `dealloc` is passed on unchanged.
        unsafe { System.dealloc(pointer, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The bytes `work` leaves allocated when it returns (what its answer holds), the most it
/// held at once above what was live before it, and its answer.
fn measured<T>(work: impl FnOnce() -> T) -> (usize, usize, T) {
    let before = LIVE.load(Relaxed);
    PEAK.store(before, Relaxed);
    let answer = work();
    let held = LIVE.load(Relaxed) - before;
    let peak = PEAK.load(Relaxed) - before;
    (held, peak, answer)
}

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

fn system<G: GameTree>(name: &str, opening: G) {
    let node = size_of::<Tree<G>>();
    println!(
        "\n{name}: a node is {node} bytes (a {}-byte position and a Vec)",
        size_of::<G>()
    );
    for depth in 1..=6 {
        let (held, peak, tree) = measured(|| grow(black_box(opening), depth));
        let nodes = size(&tree);
        assert_eq!(
            leaves(&tree),
            perft(opening, depth),
            "no game ends this early"
        );
        drop(tree);
        let (_, perft_peak, _) = measured(|| perft(black_box(opening), depth));
        let grown = median_time(|| leaves(&grow(black_box(opening), depth)));
        let counted = median_time(|| perft(black_box(opening), depth));
        println!(
            "  depth {depth}: {nodes:>9} nodes, {:>11} bytes held ({:.1} a node), peak {:>11}; \
             perft's peak {perft_peak:>4} bytes; grow then leaves takes {:>5.1}x perft's time",
            held,
            held as f64 / nodes as f64,
            peak,
            grown.as_secs_f64() / counted.as_secs_f64()
        );
    }
}

fn main() {
    system("Oware's opening", oware::OPENING);
    system("Ayoayo's opening", Ayoayo::OPENING);
    system("Kalah's opening", Kalah::OPENING);
}
