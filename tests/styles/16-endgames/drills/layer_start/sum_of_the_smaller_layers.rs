//! Style: no recursion: one iterator sum of the sizes of the smaller layers.
//!
//! The layer of `stones` stones starts after every board of fewer stones, the layers of 0 to
//! `stones - 1` stones; the file holds the layers of 0 to 48 only, so the count stops at 48 however
//! many stones are asked about (`min(49)` layers at most). That is 49 additions at worst, each
//! `boards_with` answering at once.
use ayoayo::STONES;
use ayoayo::endgames::boards_with;

pub fn layer_start(stones: u32) -> usize {
    (0..stones.min(STONES + 1)).map(boards_with).sum()
}
