//! Mistake: predicts one call for each way the tree recursion counts, not one for each question.
use std::collections::HashMap;

pub fn spread_calls(seeds: u8, pits: u8) -> [usize; 2] {
    let memo = match seeds == 0 || pits == 0 {
        true => 1,
        false => 2 * usize::from(seeds) * usize::from(pits) + 1,
    };
    let ways = memo_spreads(seeds, pits, &mut HashMap::new());
    [usize::try_from(ways).unwrap_or(usize::MAX), memo]
}
