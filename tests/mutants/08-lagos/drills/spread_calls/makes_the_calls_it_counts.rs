//! Mistake: counts the tree's calls by the tree recursion itself, right but as slow as the calls.
pub fn spread_calls(seeds: u8, pits: u8) -> [usize; 2] {
    let memo = match seeds == 0 || pits == 0 {
        true => 1,
        false => 2 * usize::from(seeds) * usize::from(pits) + 1,
    };
    [tree_calls(seeds, pits), memo]
}

fn tree_calls(seeds: u8, pits: u8) -> usize {
    if seeds == 0 || pits == 0 {
        return 1;
    }
    1 + tree_calls(seeds - 1, pits) + tree_calls(seeds, pits - 1)
}
