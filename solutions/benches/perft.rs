//! How fast does Oware's game tree get counted? Run with `cargo bench -p ayoayo --bench perft`.
//!
//! Three versions of the same count, from one process: the plain generic
//! `search::perft` over `oware::legal_moves` and `oware::play` (chapter 9's recursion), the
//! fast `oware::perft` (sowing by laps, no `Vec`, each move made once), and
//! `oware::parallel_perft` on every core. Each reports leaves (sequences counted) per second,
//! the median of several rounds, and its ratio to the plain version.
//!
//! A plain program rather than a test: it measures and prints, it asserts nothing about time.

use std::hint::black_box;
use std::time::Instant;

use ayoayo::{oware, search};

/// Timed rounds per figure; the median is reported.
const ROUNDS: usize = 5;

/// The median time in seconds of `ROUNDS` runs of `count`, after one untimed run, and what it
/// counted (the same every time, or the program stops: a fast count that is wrong is no count).
fn timed(count: impl Fn() -> u64) -> (f64, u64) {
    let leaves = count();
    let mut times: Vec<f64> = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            assert_eq!(black_box(count()), leaves, "a count changed between runs");
            start.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_unstable_by(f64::total_cmp);
    (times[ROUNDS / 2], leaves)
}

fn main() {
    println!("rerun: cargo bench -p ayoayo --bench perft");
    println!("Oware perft from the opening, median of {ROUNDS} rounds");
    let threads = rayon::current_num_threads();

    let plain_depth = 8;
    let (plain, plain_leaves) = timed(|| search::perft(black_box(oware::OPENING), plain_depth));
    let plain_rate = plain_leaves as f64 / plain;
    println!(
        "  plain    depth {plain_depth:>2}: {plain_leaves:>10} leaves in {:>7.3} s, {:>6.2} M leaves/s",
        plain,
        plain_rate / 1e6
    );

    let depth = 10;
    let (fast, leaves) = timed(|| oware::perft(black_box(oware::OPENING), depth));
    assert_eq!(leaves, 18_137_964, "the published count");
    let fast_rate = leaves as f64 / fast;
    println!(
        "  fast     depth {depth:>2}: {leaves:>10} leaves in {:>7.3} s, {:>6.2} M leaves/s, {:.1}x plain",
        fast,
        fast_rate / 1e6,
        fast_rate / plain_rate
    );

    let (parallel, parallel_leaves) =
        timed(|| oware::parallel_perft(black_box(oware::OPENING), depth));
    assert_eq!(parallel_leaves, leaves, "parallel and fast disagree");
    let parallel_rate = leaves as f64 / parallel;
    println!(
        "  parallel depth {depth:>2}: {leaves:>10} leaves in {:>7.3} s, {:>6.2} M leaves/s, {:.1}x plain, {:.2}x fast on {threads} threads",
        parallel,
        parallel_rate / 1e6,
        parallel_rate / plain_rate,
        fast / parallel
    );
}
