//! What the benches and `tests/tree.rs` measure with: a global allocator that counts each
//! thread's allocations, and the median of timed rounds. Shared as `sampled` is: `mod measure;`
//! in a bench, `#[path = "../benches/measure/mod.rs"] mod measure;` in a test, and in either
//! `#[global_allocator] static ALLOCATOR: measure::Counting = measure::Counting;` at the root.

// Each program uses part of this module: the timed ones never read the allocator's counts.
#![allow(dead_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The system allocator, counting what each thread asks of it. Per thread, so that tests
/// running side by side do not count each other's work.
pub struct Counting;

/// One thread's running totals.
#[derive(Clone, Copy)]
struct Tally {
    allocations: usize,
    bytes: usize,
    /// Signed: a thread may free what another allocated.
    live: isize,
    peak: isize,
}

thread_local! {
    static TALLY: Cell<Tally> = const {
        Cell::new(Tally { allocations: 0, bytes: 0, live: 0, peak: 0 })
    };
}

/// Changes this thread's tally. `try_with`: a thread being torn down may allocate after its
/// tally is gone, and that is not counted.
fn note(change: impl FnOnce(&mut Tally)) {
    let _ = TALLY.try_with(|tally| {
        let mut now = tally.get();
        change(&mut now);
        tally.set(now);
    });
}

fn note_alloc(size: usize) {
    note(|tally| {
        tally.allocations += 1;
        tally.bytes += size;
        tally.live += size as isize;
        tally.peak = tally.peak.max(tally.live);
    });
}

fn note_dealloc(size: usize) {
    note(|tally| tally.live -= size as isize);
}

// SAFETY: every call is passed on unchanged to `System`, which upholds the contract; the
// counting is a side effect only, and allocates nothing.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note_alloc(layout.size());
        // SAFETY: the caller's contract for `alloc` is passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        note_dealloc(layout.size());
        // SAFETY: the caller's contract for `dealloc` is passed on unchanged.
        unsafe { System.dealloc(pointer, layout) }
    }

    /// Counted as the default `realloc` would be, a new block and then the old one freed (so
    /// the peak holds both), but done by `System.realloc`, which may grow the block in place.
    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        note_alloc(size);
        note_dealloc(layout.size());
        // SAFETY: the caller's contract for `realloc` is passed on unchanged.
        unsafe { System.realloc(pointer, layout, size) }
    }
}

/// What one piece of work asked of the allocator, on the thread it ran on.
#[derive(Clone, Copy, Debug)]
pub struct Counts {
    /// Allocations made (a `realloc` is one more).
    pub allocations: usize,
    /// Bytes asked for, over all those allocations.
    pub bytes: usize,
    /// Bytes still allocated when it returned, net of what it freed: what its answer holds.
    pub held: isize,
    /// The most bytes it held at once while it ran.
    pub peak: usize,
}

/// What `work` returns, and what it asked of the allocator. Counts only the calling thread.
pub fn counted<T>(work: impl FnOnce() -> T) -> (T, Counts) {
    let before = TALLY.get();
    // The peak is measured from what is live now; the outer peak is restored after, so that
    // a `counted` inside another leaves the outer one's right.
    TALLY.set(Tally {
        peak: before.live,
        ..before
    });
    let answer = work();
    let after = TALLY.get();
    TALLY.set(Tally {
        peak: after.peak.max(before.peak),
        ..after
    });
    let counts = Counts {
        allocations: after.allocations - before.allocations,
        bytes: after.bytes - before.bytes,
        held: after.live - before.live,
        peak: (after.peak - before.live) as usize,
    };
    (answer, counts)
}

/// The median wall time of `rounds` runs of `work`, after one untimed run that warms the
/// caches; the median, so that one slow round (a context switch) does not move it.
pub fn median_time<T>(rounds: usize, mut work: impl FnMut() -> T) -> Duration {
    black_box(work());
    let mut times: Vec<Duration> = (0..rounds)
        .map(|_| {
            let start = Instant::now();
            black_box(work());
            start.elapsed()
        })
        .collect();
    median(&mut times)
}

/// The middle value of some measurements (sorted in place).
pub fn median<T: Copy + PartialOrd>(values: &mut [T]) -> T {
    values.sort_unstable_by(|a, b| a.partial_cmp(b).expect("measurements compare"));
    values[values.len() / 2]
}
