//! What pruning, move ordering, deepening and a table save. Run with
//! `cargo bench -p ayoayo --bench search`.
//!
//! For each system, on its opening and on positions reached by fixed random play
//! ([`sampled::Sample`]), searches `DEPTH` moves ahead with plain negamax, alpha-beta in the
//! fixed pit order, alpha-beta with the moves ordered, the same with iterative deepening, and
//! memoised negamax. Prints the positions each enters (summed over the positions) with its
//! ratio to negamax's, and the median time of several rounds with the rate in positions per
//! second. A plain program, run side by side in one process: it measures and prints, and
//! asserts only that every search found negamax's value. The counts it prints are checked
//! against the book's tables by `tests/sampled_counts.rs`.

use std::hint::black_box;

use ayoayo::search::GameTree;

mod measure;
mod sampled;
use measure::median_time;
use sampled::{DEPTH, Sample, entered, searches};

/// Timed rounds per figure; the median is reported.
const ROUNDS: usize = 3;

/// Runs every search on every position; prints nodes, ratio, time and rate.
fn report<G: GameTree>(system: &str, positions: &[G]) {
    println!("\n{system}: {} positions, depth {DEPTH}", positions.len());
    let counts = entered(positions);
    let negamax_nodes = counts[0];
    for ((name, search), nodes) in searches::<G>().into_iter().zip(counts) {
        let time = median_time(ROUNDS, || {
            for &position in positions {
                black_box(search(black_box(position), &mut 0));
            }
        });
        println!(
            "  {name:<32} {nodes:>10} positions ({:>6.3} of negamax's) {:>9.2} ms {:>6.2} M positions/s",
            nodes as f64 / negamax_nodes as f64,
            time.as_secs_f64() * 1e3,
            nodes as f64 / time.as_secs_f64() / 1e6,
        );
    }
}

fn main() {
    let sample = Sample::draw();
    report("Ayoayo", &sample.ayoayo);
    report("Lagos", &sample.lagos);
    report("Oware", &sample.oware);
    report("Awari", &sample.awari);
    report("Kalah", &sample.kalah);
}
