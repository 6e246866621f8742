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

use std::hint::black_box;

use ayoayo::lazy::{self, Counted, positions_made};
use ayoayo::oware;
use ayoayo::search::{self, Ayoayo, GameTree};

mod measure;
use measure::{counted, median_time};

#[global_allocator]
static ALLOCATOR: measure::Counting = measure::Counting;

/// Timed rounds per figure; the median is reported.
const ROUNDS: usize = 5;

/// The lazy evaluator against negamax from `position` at each of `depths`.
fn compare<G: GameTree + 'static>(name: &str, position: G, depths: &[u32]) {
    println!("\n{name}: lazy::evaluate against search::negamax");
    for &depth in depths {
        let (value, made) = positions_made(|| search::negamax(Counted(position), depth));
        let (lazy_value, lazy_made) = positions_made(|| lazy::evaluate(depth)(Counted(position)));
        assert_eq!((lazy_value, lazy_made), (value, made), "the two disagree");
        let plain_allocations = counted(|| search::negamax(position, depth)).1.allocations;
        let lazy_allocations = counted(|| lazy::evaluate(depth)(position)).1.allocations;
        let plain = median_time(ROUNDS, || search::negamax(black_box(position), depth));
        let evaluator = lazy::evaluate(depth);
        let lazy = median_time(ROUNDS, || evaluator(black_box(position)));
        let per_position = |count: usize| count as f64 / made as f64;
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
