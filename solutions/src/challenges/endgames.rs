//! Chapter 16's challenges.

use crate::{Board, PITS};

// ANCHOR: arrangements_by_recursion
/// How many ways `stones` stones can lie in `pits` pits, by one recursive call a pit: with one
/// pit fewer there are `C(stones + pits - 2, pits - 2)` ways, and multiplying by
/// `(stones + pits - 1) / (pits - 1)` gives `C(stones + pits - 1, pits - 1)`. The division is
/// exact, since the product is `pits - 1` times a whole number of ways.
pub fn arrangements_by_recursion(stones: u32, pits: u32) -> usize {
    let n = stones as usize;
    match pits as usize {
        0 => usize::from(n == 0),
        1 => 1,
        p => arrangements_by_recursion(stones, pits - 1) * (n + p - 1) / (p - 1),
    }
}
// ANCHOR_END: arrangements_by_recursion

// ANCHOR: next_board
/// The board after `houses` in the dictionary order, among those with as many stones; `None`
/// after the last. The last pit that has stones somewhere after it gets one more, and the rest
/// of those stones, one fewer, all go to pit 11: the first board with that beginning.
pub fn next_board(houses: Board) -> Option<Board> {
    let last = PITS - 1;
    let pit = (0..last)
        .rev()
        .find(|&pit| houses[pit + 1..].iter().any(|&stones| stones > 0))?;
    let after: u8 = houses[pit + 1..].iter().sum();
    let mut next = houses;
    next[pit] += 1;
    next[pit + 1..].fill(0);
    next[last] = after - 1;
    Some(next)
}
// ANCHOR_END: next_board
