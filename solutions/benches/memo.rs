//! When does a memory pay? Run with `cargo bench -p ayoayo --bench memo`.
//!
//! Chapter 15's two settings, searched with plain negamax and with `memo_negamax` (a fresh table
//! each time), side by side in one process: Oware's ending of three stones a side, where move
//! orders meet all the time, and Oware's opening, where they hardly meet. For each depth it
//! prints the positions each search enters or works out, the median time of several rounds, and
//! how many times faster the memoised search is (below 1: slower). The same for chapter 12's
//! perft beside the challenge's `memo_perft`.
//!
//! A plain program rather than a test: it measures and prints, and asserts only that the two
//! searches agree.

use std::collections::HashMap;
use std::hint::black_box;

use ayoayo::challenges::memo::memo_perft;
use ayoayo::oware;
use ayoayo::search::{self, OWARE_ENDING};

mod measure;
use measure::median_time;

/// Timed rounds per figure; the median is reported.
const ROUNDS: usize = 5;

/// Negamax against memoised negamax from `position` at each of `depths`.
fn searches(name: &str, position: oware::Position, depths: &[u32]) {
    println!("\n{name}: negamax against memo_negamax");
    for &depth in depths {
        let counted = search::savings(position, depth);
        let plain = median_time(ROUNDS, || search::negamax(black_box(position), depth));
        let memo = median_time(ROUNDS, || {
            search::memo_negamax(black_box(position), depth, &mut HashMap::new(), &mut |_| {})
        });
        println!(
            "  depth {depth:>2}: {:>9} entered in {:>9.3} ms, {:>9} worked out in {:>9.3} ms: memo {:>6.2}x as fast",
            counted.entered,
            plain.as_secs_f64() * 1e3,
            counted.worked_out,
            memo.as_secs_f64() * 1e3,
            plain.as_secs_f64() / memo.as_secs_f64()
        );
    }
}

/// Perft against perft with a memory from `position` at each of `depths`.
fn counts(name: &str, position: oware::Position, depths: &[u32]) {
    println!("\n{name}: perft against memo_perft");
    for &depth in depths {
        let mut table = HashMap::new();
        let sequences = memo_perft(position, depth, &mut table);
        assert_eq!(
            sequences,
            search::perft(position, depth),
            "the counts differ"
        );
        let plain = median_time(ROUNDS, || search::perft(black_box(position), depth));
        let memo = median_time(ROUNDS, || {
            memo_perft(black_box(position), depth, &mut HashMap::new())
        });
        println!(
            "  depth {depth:>2}: {sequences:>9} sequences in {:>9.3} ms, {:>9} entries in {:>9.3} ms: memo {:>6.2}x as fast",
            plain.as_secs_f64() * 1e3,
            table.len(),
            memo.as_secs_f64() * 1e3,
            plain.as_secs_f64() / memo.as_secs_f64()
        );
    }
}

fn main() {
    println!("rerun: cargo bench -p ayoayo --bench memo (median of {ROUNDS} rounds)");
    searches(
        "Oware ending, three stones a side",
        OWARE_ENDING,
        &[6, 8, 10, 12, 14],
    );
    searches("Oware opening", oware::OPENING, &[5, 6, 7]);
    counts("Oware ending, three stones a side", OWARE_ENDING, &[10, 14]);
    counts("Oware opening", oware::OPENING, &[6, 8]);
}
