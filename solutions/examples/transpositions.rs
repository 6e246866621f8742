//! How often Oware's game tree reaches one position by different paths: the measurement behind
//! chapter 12's third challenge (the teacher's kit, Part III). For each depth, perft's number of
//! move sequences from the opening beside the number of different positions they end in.
//!
//! ```text
//! cargo run --release -p ayoayo --example transpositions
//! ```

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
}
