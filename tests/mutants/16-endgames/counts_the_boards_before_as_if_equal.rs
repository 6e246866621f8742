//! Mistake: takes the boards with a smaller first pit to be `first` groups of the same size,
//! `arrangements(stones, pits - 1)` each, though a fuller first pit leaves fewer stones for
//! the rest, so fewer boards.
use ayoayo::Board;
use ayoayo::endgames::arrangements;

pub use ayoayo::endgames::board_at;

fn rank(pits: &[u8], stones: u32) -> usize {
    match pits {
        [] | [_] => 0,
        [first, rest @ ..] => {
            let first = u32::from(*first);
            first as usize * arrangements(stones, rest.len() as u32) + rank(rest, stones - first)
        }
    }
}

pub fn index_of(houses: Board) -> usize {
    rank(&houses, houses.iter().map(|&h| u32::from(h)).sum())
}
