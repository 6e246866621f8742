//! Style: a `for` loop adds the stones up, and the smaller layers are summed without `layer_start`.
//!
//! A board past 48 stones is `None` as soon as the count is known; otherwise the place is the
//! number of boards of fewer stones (the sizes of layers 0 to `stones - 1`) plus the board's number
//! inside its own layer.
use ayoayo::endgames::boards_with;
use ayoayo::{Board, STONES};

pub fn flat_index(houses: Board) -> Option<usize> {
    let mut stones = 0u32;
    for pit in houses {
        stones += u32::from(pit);
    }
    if stones > STONES {
        return None;
    }
    let before: usize = (0..stones).map(boards_with).sum();
    Some(before + index_of(houses))
}
