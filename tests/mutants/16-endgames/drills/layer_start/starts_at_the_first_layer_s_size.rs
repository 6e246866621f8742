//! Mistake: the layer of no stones starts at 1, its own size, so every place is one too far.
use ayoayo::endgames::boards_with;

pub fn layer_start(stones: u32) -> usize {
    match stones {
        0 => 1,
        n if n > 49 => layer_start(49),
        n => layer_start(n - 1) + boards_with(n - 1),
    }
}
