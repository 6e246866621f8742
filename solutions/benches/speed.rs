//! How fast is the reference? Run with `cargo bench -p ayoayo --bench speed`.
//!
//! Reports, from one process, (1) how many `take_turn` calls per second the reference makes on
//! positions from random games, and (2) what `try_relay_sow`'s cycle check costs over the naive
//! `relay_sow`, on boards whose relay ends (the only boards the naive version can be given).
//!
//! A plain program rather than a test: it measures and prints, it asserts nothing about time.
//! Every figure is the median of several rounds, so one slow round (a context switch, a
//! frequency change) does not move it.

use std::hint::black_box;
use std::time::Instant;

// The crate's functions are called by path (`ayoayo::take_turn`), so it is plain what is timed.
use ayoayo::{Board, Game, Pit, Player, Score};
use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::IndexedRandom;

mod measure;
use measure::median;

/// How many positions to sample; enough to cover openings, middle games and endings.
const POSITIONS: usize = 2_000;
/// Fixed seed, so every run times the same positions and runs can be compared.
const SEED: u64 = 2024;
/// Timed rounds per figure; the median of these is reported.
const ROUNDS: usize = 21;
/// Passes over the inputs within one round, so a round lasts well above the timer's grain.
const PASSES: usize = 5;

/// A position just before a move: the board, the score, who moves, and the pit they chose.
type Position = (Board, Score, Player, Pit);

/// Plays random legal games from the opening (a uniform choice among the permissible moves)
/// until `count` positions are recorded. Returns them and the number of games started.
fn random_positions(count: usize, seed: u64) -> (Vec<Position>, usize) {
    use rand::SeedableRng;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut positions = Vec::with_capacity(count);
    let mut games = 0;
    while positions.len() < count {
        games += 1;
        let mut game = Game::new();
        while !game.is_over() && positions.len() < count {
            let (board, player) = (game.board(), game.to_move());
            let Some(&pit) = ayoayo::permissible_moves(board, player).choose(&mut rng) else {
                break;
            };
            positions.push((board, game.score(), player, pit));
            game = game.play(pit).expect("a permissible move is legal");
        }
    }
    (positions, games)
}

/// Every (board, pit) of these positions where the player to move has stones in the pit and
/// the relay from it ends: inputs both relay functions can be given.
fn ending_relays(positions: &[Position]) -> Vec<(Board, Pit)> {
    positions
        .iter()
        .flat_map(|&(board, _, player, _)| {
            ayoayo::possible_moves(board, &ayoayo::potential_moves(player))
                .into_iter()
                .filter(move |&pit| ayoayo::try_relay_sow(board, pit).is_some())
                .map(move |pit| (board, pit))
        })
        .collect()
}

/// Average nanoseconds per call of `f`, over `PASSES` passes through all of `inputs`. A float,
/// since a `Duration` divided by the number of calls would round to whole nanoseconds.
fn per_call<T: Copy, R>(inputs: &[T], f: impl Fn(T) -> R) -> f64 {
    let start = Instant::now();
    for _ in 0..PASSES {
        for &input in inputs {
            black_box(f(black_box(input)));
        }
    }
    start.elapsed().as_secs_f64() * 1e9 / (PASSES * inputs.len()) as f64
}

fn main() {
    println!("rerun: cargo bench -p ayoayo --bench speed\n");
    let (positions, games) = random_positions(POSITIONS, SEED);
    println!(
        "{} positions from {games} random games (seed {SEED})",
        positions.len()
    );

    // 1. Whole turns. One untimed pass warms the caches and the branch predictor.
    let turn = |(board, score, player, pit): Position| ayoayo::take_turn(board, score, player, pit);
    per_call(&positions, turn);
    let mut turns: Vec<f64> = (0..ROUNDS).map(|_| per_call(&positions, turn)).collect();
    let turn_time = median(&mut turns);
    println!(
        "take_turn: {:.0} calls/s ({:.1} ns/call, median of {ROUNDS} rounds)",
        1e9 / turn_time,
        turn_time,
    );

    // 2. Relay sowing, the two versions alternating round by round (A B A B ...) so that any
    // drift in the machine's speed falls on both alike.
    let relays = ending_relays(&positions);
    let naive = |(board, pit): (Board, Pit)| ayoayo::relay_sow(board, pit);
    let tried = |(board, pit): (Board, Pit)| ayoayo::try_relay_sow(board, pit);
    per_call(&relays, naive);
    per_call(&relays, tried);
    let (mut naive_times, mut tried_times) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        tried_times.push(per_call(&relays, tried));
        naive_times.push(per_call(&relays, naive));
    }
    let (naive_time, tried_time) = (median(&mut naive_times), median(&mut tried_times));
    println!(
        "\nrelay sowing on {} (board, pit) pairs that end, median of {ROUNDS} interleaved rounds:",
        relays.len()
    );
    println!("  relay_sow      {naive_time:>7.1} ns/call");
    println!("  try_relay_sow  {tried_time:>7.1} ns/call");
    println!(
        "  try_relay_sow / relay_sow = {:.2}x",
        tried_time / naive_time
    );
}
