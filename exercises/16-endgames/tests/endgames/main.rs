//! Chapter 16's tests, in the order to read them: worked examples (the first and last boards,
//! one stone, two stones, 48 stones), then properties: the numbers go round trip, fill
//! `0..boards_with(n)` without a gap, follow the dictionary order, and agree with the
//! reference. Every test runs in a child process (see `testkit`), so a recursion that never
//! ends is reported in words.

mod challenges;
mod drills;
mod examples;
mod properties;

use ayoayo::Board;

/// The board with `stones` stones all in `pit`.
pub fn all_in(pit: usize, stones: u8) -> Board {
    let mut houses = [0; 12];
    houses[pit] = stones;
    houses
}
