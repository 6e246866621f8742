//! Mistake: asks `winning` for 0, 1, 2, … seeds in turn, building each position again from the empty board instead of unfolding one step at a time.
pub fn first_use(hole: u8) -> u32 {
    let mut seeds = 0;
    while winning(seeds).len() < usize::from(hole) {
        seeds += 1;
    }
    seeds
}
