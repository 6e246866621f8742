//! What alpha-beta by composition costs. Run with `cargo bench -p ayoayo --bench pruning`.
//!
//! Chapter 20's three evaluators side by side in one process, on Oware's and Kalah's openings
//! at a few depths: chapter 14's direct `negamax_alpha_beta`, Hughes' composition
//! `evaluate_pruned`, and chapter 19's unpruned `evaluate`. For each it prints the positions
//! made (calls of `after`, counted by `pruning::counted`), the allocations and bytes allocated
//! (counted by the global allocator below), and the median time, with each figure's ratio to the
//! direct search's. A plain program: it measures and prints, and asserts only that the three
//! agree. The counts of positions are checked against the page by `tests/lazy_alpha_beta.rs`.

use std::hint::black_box;
use std::time::Duration;

use ayoayo::lazy::evaluate;
use ayoayo::oware;
use ayoayo::pruning::counted::positions_made_from;
use ayoayo::pruning::evaluate_pruned;
use ayoayo::search::{GameTree, Kalah, negamax_alpha_beta};

mod measure;
use measure::{counted, median_time};

#[global_allocator]
static ALLOCATOR: measure::Counting = measure::Counting;

/// Timed rounds per figure; the median is reported.
const ROUNDS: usize = 5;

/// What one evaluator cost on one position at one depth.
struct Cost {
    made: u64,
    allocations: usize,
    bytes: usize,
    time: Duration,
}

/// The value `evaluator` finds for `position`, and what it cost; `made` is counted apart, on
/// positions that count, so that the time is the plain positions'.
fn measure<G: GameTree>(position: G, made: u64, evaluator: impl Fn(G) -> i32) -> (i32, Cost) {
    let value = evaluator(position);
    let (_, counts) = counted(|| black_box(evaluator(black_box(position))));
    let cost = Cost {
        made,
        allocations: counts.allocations,
        bytes: counts.bytes,
        time: median_time(ROUNDS, || evaluator(black_box(position))),
    };
    (value, cost)
}

fn compare<G: GameTree + 'static>(name: &str, position: G, depths: &[u32]) {
    println!(
        "\n{name}: positions made, allocations (bytes), median time; ratios to the direct search's"
    );
    for &depth in depths {
        let direct_search =
            |position| negamax_alpha_beta(position, depth, -i32::MAX, i32::MAX, &mut |_| {});
        let (_, direct_made) = positions_made_from(position, direct_search);
        let (_, hughes_made) = positions_made_from(position, evaluate_pruned(depth));
        let (_, lazy_made) = positions_made_from(position, evaluate(depth));
        let (direct_value, direct) = measure(position, direct_made, |position: G| {
            negamax_alpha_beta(position, depth, -i32::MAX, i32::MAX, &mut |_| {})
        });
        let (hughes_value, hughes) = measure(position, hughes_made, evaluate_pruned(depth));
        let (lazy_value, lazy) = measure(position, lazy_made, evaluate(depth));
        assert_eq!(
            (hughes_value, lazy_value),
            (direct_value, direct_value),
            "{name} at {depth}"
        );
        println!("  depth {depth}");
        for (label, cost) in [
            ("direct alpha-beta", &direct),
            ("evaluate_pruned", &hughes),
            ("evaluate (unpruned)", &lazy),
        ] {
            println!(
                "    {label:<20} {:>9} made ({:>5.2}x) {:>10} allocations ({:>6.2}x, {:>11} bytes) {:>9.3} ms ({:>6.2}x)",
                cost.made,
                cost.made as f64 / direct.made as f64,
                cost.allocations,
                cost.allocations as f64 / direct.allocations.max(1) as f64,
                cost.bytes,
                cost.time.as_secs_f64() * 1e3,
                cost.time.as_secs_f64() / direct.time.as_secs_f64(),
            );
        }
        println!(
            "    per position made: direct {:.2} allocations, evaluate_pruned {:.2}, evaluate {:.2}",
            direct.allocations as f64 / direct.made as f64,
            hughes.allocations as f64 / hughes.made as f64,
            lazy.allocations as f64 / lazy.made as f64,
        );
    }
}

fn main() {
    compare("Oware's opening", oware::OPENING, &[3, 5, 7]);
    compare("Kalah's opening", Kalah::OPENING, &[3, 5, 7]);
}
