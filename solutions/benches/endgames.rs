//! How fast is the endgame database? Run with `cargo bench -p ayoayo --bench endgames`
//! (or add a number of stones: `cargo bench -p ayoayo --bench endgames -- 15`).
//!
//! Reports (1) the time to build every layer up to `n` stones, and the boards solved per second,
//! and (2) the same rate for the independent plain search ([`value_by_search`]) over every
//! position of its largest affordable layer, with the ratio between the two. A plain program:
//! it measures and prints, it asserts nothing about time.

use std::time::Instant;

use ayoayo::Player;
use ayoayo::endgames::{Database, board_at, boards_with, value_by_search};
use ayoayo::oware::Position;

/// The layer the plain search is timed on: every path of a 3-stone position is searched.
const SEARCHED: u32 = 3;

fn main() {
    let stones: u32 = std::env::args()
        .skip(1)
        .find_map(|arg| arg.parse().ok())
        .unwrap_or(12);
    println!("rerun: cargo bench -p ayoayo --bench endgames -- {stones}\n");

    let start = Instant::now();
    let database = Database::build(stones, |_| {});
    let seconds = start.elapsed().as_secs_f64();
    let boards: usize = (0..=stones).map(boards_with).sum();
    let built_rate = boards as f64 / seconds;
    println!(
        "database up to {stones} stones: {boards} boards in {seconds:.2} s, {built_rate:.0} boards/s"
    );
    for n in 0..=stones {
        println!(
            "  layer {n:>2}: {:>9} boards, {:>7} decided by the repetition rule",
            boards_with(n),
            database.decided_by_repetition(n).unwrap_or(0)
        );
    }

    let positions: Vec<Position> = (0..boards_with(SEARCHED))
        .map(|index| Position {
            houses: board_at(SEARCHED, index),
            stores: [0, 0],
            to_move: Player::South,
        })
        .collect();
    let start = Instant::now();
    let total: u64 = positions
        .iter()
        .map(|&p| u64::from(value_by_search(p)))
        .sum();
    let seconds = start.elapsed().as_secs_f64();
    let searched_rate = positions.len() as f64 / seconds;
    println!(
        "\nplain search, every {SEARCHED}-stone board: {} boards in {seconds:.2} s, {searched_rate:.0} boards/s (checksum {total})",
        positions.len()
    );
    println!(
        "database / plain search = {:.0}x boards per second",
        built_rate / searched_rate
    );
}
