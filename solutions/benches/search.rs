//! What pruning, move ordering, deepening and a table save. Run with
//! `cargo bench -p ayoayo --bench search`.
//!
//! For each system, on its opening and on positions reached by fixed random play, searches
//! `DEPTH` moves ahead with plain negamax, alpha-beta in the fixed pit order, alpha-beta with
//! the moves ordered, the same with iterative deepening, and memoised negamax. Prints the
//! positions each enters (summed over the positions) with its ratio to negamax's, and the
//! median time of several rounds with the rate in positions per second. A plain program, run
//! side by side in one process: it measures and prints, and asserts only that every search
//! found negamax's value.

use std::collections::HashMap;
use std::hint::black_box;
use std::time::{Duration, Instant};

use ayoayo::search::{self, GameTree};
use ayoayo::{awari, lagos, oware};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// How many moves ahead every search looks.
const DEPTH: u32 = 5;
/// Positions per system: the opening and this many more, reached by random play.
const RANDOM_POSITIONS: usize = 5;
/// Fixed seed, so every run searches the same positions.
const SEED: u64 = 2024;
/// Timed rounds per figure; the median is reported.
const ROUNDS: usize = 3;

/// The opening and positions reached from it by 4 to 30 random moves.
fn positions<G: GameTree>(opening: G, rng: &mut Xoshiro256PlusPlus) -> Vec<G> {
    let mut found = vec![opening];
    while found.len() <= RANDOM_POSITIONS {
        let plies = rng.random_range(4..30);
        let mut position = opening;
        for _ in 0..plies {
            let moves = position.moves();
            if moves.is_empty() {
                break;
            }
            position = position.after(moves[rng.random_range(0..moves.len())]);
        }
        if !position.moves().is_empty() {
            found.push(position);
        }
    }
    found
}

/// Plain negamax counting the positions it enters.
fn negamax_counting<G: GameTree>(position: G, depth: u32, nodes: &mut u64) -> i32 {
    *nodes += 1;
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    let values = moves.into_iter().map(|pit| {
        let child = position.after(pit);
        let value = negamax_counting(child, depth - 1, nodes);
        if child.to_move() == position.to_move() {
            value
        } else {
            -value
        }
    });
    values.max().unwrap_or_default()
}

/// A search of one position: its value, counting the positions entered.
type Search<G> = fn(G, &mut u64) -> i32;

fn searches<G: GameTree>() -> [(&'static str, Search<G>); 5] {
    [
        ("negamax", |p, n| negamax_counting(p, DEPTH, n)),
        ("alpha-beta, pit order", |p, n| {
            search::negamax_alpha_beta(p, DEPTH, -i32::MAX, i32::MAX, &mut |_| *n += 1)
        }),
        ("alpha-beta, ordered", |p, n| {
            search::alpha_beta_ordered(p, DEPTH, -i32::MAX, i32::MAX, n)
        }),
        ("alpha-beta, ordered + deepening", |p, n| {
            search::alpha_beta_deepening(p, DEPTH, n).0
        }),
        ("memoised negamax", |p, n| {
            search::memo_negamax(p, DEPTH, &mut HashMap::new(), &mut |_| *n += 1)
        }),
    ]
}

/// Runs every search on every position; prints nodes, ratio, time and rate.
fn report<G: GameTree>(system: &str, positions: &[G]) {
    println!("\n{system}: {} positions, depth {DEPTH}", positions.len());
    let expected: Vec<i32> = positions
        .iter()
        .map(|&p| search::negamax(p, DEPTH))
        .collect();
    let mut negamax_nodes = 0;
    for (name, search) in searches::<G>() {
        let mut nodes = 0;
        let values: Vec<i32> = positions.iter().map(|&p| search(p, &mut nodes)).collect();
        assert_eq!(values, expected, "{name} must find negamax's values");
        let time = median_time(|| {
            for &position in positions {
                black_box(search(black_box(position), &mut 0));
            }
        });
        if negamax_nodes == 0 {
            negamax_nodes = nodes;
        }
        println!(
            "  {name:<32} {nodes:>10} positions ({:>6.3} of negamax's) {:>9.2} ms {:>6.2} M positions/s",
            nodes as f64 / negamax_nodes as f64,
            time.as_secs_f64() * 1e3,
            nodes as f64 / time.as_secs_f64() / 1e6,
        );
    }
}

/// The median wall time of `ROUNDS` runs of `work`.
fn median_time(mut work: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[ROUNDS / 2]
}

fn main() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(SEED);
    report("Ayoayo", &positions(search::Ayoayo::OPENING, &mut rng));
    report("Lagos", &positions(lagos::OPENING, &mut rng));
    report("Oware", &positions(oware::OPENING, &mut rng));
    report("Awari", &positions(awari::START, &mut rng));
    report("Kalah", &positions(search::Kalah::OPENING, &mut rng));
}
