//! Chapter 5's challenge: the greedy move.

use crate::{Board, Pit, Player, captured_stones, potential_moves, try_relay_sow};

// ANCHOR: best_capture
/// The move of `player` that captures the most stones at once, with how many: of the pits
/// whose relay ends, the one whose capture is largest, the lowest-numbered of equals. `Some`
/// even when the best captures nothing; `None` when no pit of `player`'s has a relay that ends.
///
/// ```
/// use ayoayo::{OPENING, Player, challenges::captures::best_capture};
/// assert_eq!(best_capture(OPENING, Player::South), Some((3, 6)));
/// ```
pub fn best_capture(board: Board, player: Player) -> Option<(Pit, u8)> {
    let captures = potential_moves(player).into_iter().filter_map(|pit| {
        let (sown, end) = try_relay_sow(board, pit)?;
        Some((pit, captured_stones(sown, pit, end).1))
    });
    captures.fold(None, |best, (pit, taken)| match best {
        Some((_, most)) if most >= taken => best,
        _ => Some((pit, taken)),
    })
}
// ANCHOR_END: best_capture
