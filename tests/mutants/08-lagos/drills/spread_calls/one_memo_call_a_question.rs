//! Mistake: counts one memo call for each question worked out, forgetting that each asks two.
use std::collections::HashMap;

pub fn spread_calls(seeds: u8, pits: u8) -> [usize; 2] {
    let memo = usize::from(seeds) * usize::from(pits) + 1;
    [tree_calls(seeds, pits, &mut HashMap::new()), memo]
}

fn tree_calls(seeds: u8, pits: u8, memo: &mut HashMap<(u8, u8), usize>) -> usize {
    if seeds == 0 || pits == 0 {
        return 1;
    }
    if let Some(&calls) = memo.get(&(seeds, pits)) {
        return calls;
    }
    let asked = tree_calls(seeds - 1, pits, memo).saturating_add(tree_calls(seeds, pits - 1, memo));
    let calls = asked.saturating_add(1);
    memo.insert((seeds, pits), calls);
    calls
}
