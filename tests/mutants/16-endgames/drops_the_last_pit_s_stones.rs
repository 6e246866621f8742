//! Mistake: board_at's base case leaves the last pit empty instead of giving it the stones
//! left over, so boards come back with stones missing.
use ayoayo::Board;
use ayoayo::endgames::arrangements;

pub use ayoayo::endgames::index_of;

fn unrank(pits: &mut [u8], stones: u32, index: usize) {
    match pits {
        [] | [_] => {}
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

pub fn board_at(stones: u32, index: usize) -> Board {
    let mut houses = [0; 12];
    unrank(&mut houses, stones, index);
    houses
}
