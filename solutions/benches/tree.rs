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

use std::hint::black_box;

use ayoayo::oware;
use ayoayo::search::{Ayoayo, GameTree, Kalah, perft};
use ayoayo::tree::{Tree, grow, leaves, size};

mod measure;
use measure::{counted, median_time};

#[global_allocator]
static ALLOCATOR: measure::Counting = measure::Counting;

/// Timed rounds per figure; the median is reported.
const ROUNDS: usize = 5;

fn system<G: GameTree>(name: &str, opening: G) {
    let node = size_of::<Tree<G>>();
    println!(
        "\n{name}: a node is {node} bytes (a {}-byte position and a Vec)",
        size_of::<G>()
    );
    for depth in 1..=6 {
        let (tree, growing) = counted(|| grow(black_box(opening), depth));
        let (held, peak) = (growing.held, growing.peak);
        let nodes = size(&tree);
        assert_eq!(
            leaves(&tree),
            perft(opening, depth),
            "no game ends this early"
        );
        drop(tree);
        let perft_peak = counted(|| perft(black_box(opening), depth)).1.peak;
        let grown = median_time(ROUNDS, || leaves(&grow(black_box(opening), depth)));
        let counting = median_time(ROUNDS, || perft(black_box(opening), depth));
        println!(
            "  depth {depth}: {nodes:>9} nodes, {:>11} bytes held ({:.1} a node), peak {:>11}; \
             perft's peak {perft_peak:>4} bytes; grow then leaves takes {:>5.1}x perft's time",
            held,
            held as f64 / nodes as f64,
            peak,
            grown.as_secs_f64() / counting.as_secs_f64()
        );
    }
}

fn main() {
    system("Oware's opening", oware::OPENING);
    system("Ayoayo's opening", Ayoayo::OPENING);
    system("Kalah's opening", Kalah::OPENING);
}
