//! The combinatorial number system over twelve pits: every board with `n` stones gets a number
//! from 0 to [`boards_with`]`(n) - 1`, with no gaps, so a layer of the database is a plain
//! `Vec<u8>` indexed by that number.

use crate::{Board, PITS};

// ANCHOR: boards_with
/// How many ways `stones` stones can lie in `pits` pits: "stars and bars",
/// `C(stones + pits - 1, pits - 1)`, and 1 way for no pits at all when there is no stone.
///
/// ```
/// use ayoayo::endgames::arrangements;
/// assert_eq!(arrangements(2, 3), 6); // 200 110 101 020 011 002
/// ```
pub fn arrangements(stones: u32, pits: u32) -> usize {
    match ARRANGEMENTS
        .get(stones as usize)
        .and_then(|row| row.get(pits as usize))
    {
        Some(&count) => count,
        None => counted(stones as usize, pits as usize),
    }
}

/// `C(stones + pits - 1, pits - 1)`, one factor at a time: every partial product is itself a
/// binomial coefficient, so each division is exact.
const fn counted(stones: usize, pits: usize) -> usize {
    if pits == 0 {
        return (stones == 0) as usize;
    }
    let (mut count, mut k) = (1, 1);
    while k < pits {
        count = count * (stones + k) / k;
        k += 1;
    }
    count
}

/// [`arrangements`] for every layer a game can have and up to twelve pits, worked out once by
/// the compiler: the database asks for them millions of times.
const ARRANGEMENTS: [[usize; PITS + 1]; 49] = {
    let mut table = [[0; PITS + 1]; 49];
    let mut stones = 0;
    while stones < 49 {
        let mut pits = 0;
        while pits <= PITS {
            table[stones][pits] = counted(stones, pits);
            pits += 1;
        }
        stones += 1;
    }
    table
};

/// How many boards of twelve pits hold `stones` stones: the size of that layer.
pub fn boards_with(stones: u32) -> usize {
    arrangements(stones, PITS as u32)
}
// ANCHOR_END: boards_with

// ANCHOR: index
/// The number of `houses` among all boards with as many stones, counting from 0. Boards are
/// ordered by their first pit, then by the rest, so the boards whose first pit holds fewer
/// stones than this one's all come before it: `arrangements(n, 12) - arrangements(n - h, 12)`
/// of them (a telescoping sum), and then the rest of the board is ranked the same way.
///
/// ```
/// use ayoayo::endgames::{board_at, index_of};
/// let houses = [0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0];
/// assert_eq!(board_at(3, index_of(houses)), houses);
/// ```
pub fn index_of(houses: Board) -> usize {
    rank(&houses, houses.iter().map(|&h| u32::from(h)).sum())
}

/// The rank of `pits`, holding `stones` in all, among the boards of as many pits and stones.
fn rank(pits: &[u8], stones: u32) -> usize {
    match pits {
        [] | [_] => 0,
        [first, rest @ ..] => {
            let count = rest.len() as u32 + 1;
            let first = u32::from(*first);
            let before = arrangements(stones, count) - arrangements(stones - first, count);
            before + rank(rest, stones - first)
        }
    }
}

/// The board of twelve pits with `stones` stones whose [`index_of`] is `index`: the inverse.
/// An index past the layer's end gives the last board.
pub fn board_at(stones: u32, index: usize) -> Board {
    let mut houses = [0; PITS];
    unrank(&mut houses, stones, index);
    houses
}

/// Fills `pits` with the arrangement of `stones` whose rank is `index`: the first pit holds the
/// largest count whose boards before it number no more than `index`; the rest recursively.
fn unrank(pits: &mut [u8], stones: u32, index: usize) {
    match pits {
        [] => {}
        [last] => *last = stones as u8,
        [first, rest @ ..] => {
            let count = rest.len() as u32 + 1;
            let total = arrangements(stones, count);
            let here = (0..stones)
                .take_while(|&h| total - arrangements(stones - h - 1, count) <= index)
                .count() as u32;
            *first = here as u8;
            let before = total - arrangements(stones - here, count);
            unrank(rest, stones - here, index - before);
        }
    }
}
// ANCHOR_END: index

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_board_of_a_layer_has_its_own_index_and_back() {
        for stones in 0..=5 {
            for index in 0..boards_with(stones) {
                let houses = board_at(stones, index);
                assert_eq!(houses.iter().map(|&h| u32::from(h)).sum::<u32>(), stones);
                assert_eq!(index_of(houses), index, "{houses:?}");
            }
        }
    }

    #[test]
    fn layer_sizes_are_binomials() {
        assert_eq!(boards_with(0), 1);
        assert_eq!(boards_with(1), 12);
        assert_eq!(boards_with(15), 7_726_160);
    }
}
