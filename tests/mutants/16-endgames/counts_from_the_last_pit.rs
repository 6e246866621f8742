//! Mistake: ranks the pits from pit 11 to pit 0, so the numbering is a different one, the same
//! both ways: every round trip works, but the boards are not in the dictionary order.
use ayoayo::Board;
use ayoayo::endgames::arrangements;

fn rank(pits: &[u8], stones: u32) -> usize {
    match pits {
        [] | [_] => 0,
        [first, rest @ ..] => {
            let count = rest.len() as u32 + 1;
            let first = u32::from(*first);
            arrangements(stones, count) - arrangements(stones - first, count)
                + rank(rest, stones - first)
        }
    }
}

pub fn index_of(houses: Board) -> usize {
    let mut reversed = houses;
    reversed.reverse();
    rank(&reversed, houses.iter().map(|&h| u32::from(h)).sum())
}

pub fn board_at(stones: u32, index: usize) -> Board {
    let mut houses = ayoayo::endgames::board_at(stones, index);
    houses.reverse();
    houses
}
