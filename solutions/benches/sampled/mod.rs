//! The positions the search benchmark measures and what each search enters on them, without
//! timing: shared by `benches/search.rs` (which also times the searches) and by
//! `tests/sampled_counts.rs`, which checks the tables of chapters 14 and 15 against them.

use std::collections::HashMap;

use ayoayo::search::{self, GameTree};
use ayoayo::{awari, lagos, oware};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// How many moves ahead every search looks.
pub const DEPTH: u32 = 5;
/// Positions per system: the opening and this many more, reached by random play.
const RANDOM_POSITIONS: usize = 5;
/// Fixed seed, so every run searches the same positions.
const SEED: u64 = 2024;

/// Every system's positions, drawn in this order from one seeded generator.
pub struct Sample {
    pub ayoayo: Vec<search::Ayoayo>,
    pub lagos: Vec<lagos::Position>,
    pub oware: Vec<oware::Position>,
    pub awari: Vec<awari::Position>,
    pub kalah: Vec<search::Kalah>,
}

impl Sample {
    /// The benchmark's positions: the same on every machine and every run.
    pub fn draw() -> Sample {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(SEED);
        Sample {
            ayoayo: positions(search::Ayoayo::OPENING, &mut rng),
            lagos: positions(lagos::OPENING, &mut rng),
            oware: positions(oware::OPENING, &mut rng),
            awari: positions(awari::START, &mut rng),
            kalah: positions(search::Kalah::OPENING, &mut rng),
        }
    }
}

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
pub type Search<G> = fn(G, &mut u64) -> i32;

/// The searches compared, negamax first, each `DEPTH` moves ahead.
pub fn searches<G: GameTree>() -> [(&'static str, Search<G>); 5] {
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

/// The positions each search enters on `positions`, summed, in the order of [`searches`];
/// panics unless every search finds negamax's values.
pub fn entered<G: GameTree>(positions: &[G]) -> [u64; 5] {
    let expected: Vec<i32> = positions
        .iter()
        .map(|&p| search::negamax(p, DEPTH))
        .collect();
    searches::<G>().map(|(name, search)| {
        let mut nodes = 0;
        let values: Vec<i32> = positions.iter().map(|&p| search(p, &mut nodes)).collect();
        assert_eq!(values, expected, "{name} must find negamax's values");
        nodes
    })
}
