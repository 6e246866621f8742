//! How often Oware's game tree reaches one position by different paths, and what a memory of
//! counted positions saves: the measurements behind chapter 12's third challenge (the teacher's
//! kit, Part III). For each depth from the opening: perft's number of move sequences, the number
//! of different positions they end in, and the time of the plain perft beside the perft with a
//! table, with the table's size. (Chapter 15's `cargo bench -p ayoayo --bench memo` times the
//! table side by side from the opening and from an ending, as ratios.)
//!
//! ```text
//! cargo run --release -p ayoayo --example transpositions
//! ```

use std::collections::HashMap;
use std::time::Instant;

use ayoayo::challenges::memo::memo_perft;
use ayoayo::challenges::perft::distinct_positions;
use ayoayo::oware;
use ayoayo::search::perft;

fn main() {
    println!("depth  sequences  positions  positions/sequences");
    for depth in 1..=8 {
        let sequences = perft(oware::OPENING, depth);
        let positions = distinct_positions(oware::OPENING, depth);
        let share = 100.0 * positions as f64 / sequences as f64;
        println!("{depth:>5}  {sequences:>9}  {positions:>9}  {share:>18.1}%");
    }
    println!("\ndepth  plain perft  memo perft  table entries");
    for depth in 6..=9 {
        let start = Instant::now();
        let plain = perft(oware::OPENING, depth);
        let plain_time = start.elapsed();
        let mut table = HashMap::new();
        let start = Instant::now();
        let remembered = memo_perft(oware::OPENING, depth, &mut table);
        let memo_time = start.elapsed();
        assert_eq!(plain, remembered, "the two counts must agree");
        println!(
            "{depth:>5}  {:>9.3} s  {:>8.3} s  {:>13}",
            plain_time.as_secs_f64(),
            memo_time.as_secs_f64(),
            table.len()
        );
    }
}
