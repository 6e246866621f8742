//! Chapter 10's challenges.

use crate::Player;
use crate::awari::{Bins, greedy_move, is_over, pits, sow, store};

// ANCHOR: human_greedy_move
/// The greedy opponent playing the human's side: the board turned round, so that the human's
/// pits are where the computer's were, searched by the chapter's `greedy_move`, and its answer
/// turned back.
pub fn human_greedy_move(bins: Bins) -> usize {
    let mut turned = bins;
    turned.rotate_right(7);
    greedy_move(turned) - 7
}
// ANCHOR_END: human_greedy_move

// ANCHOR: greedy_move_chained
/// The greedy computer under the house rule that every last token in its own store earns
/// another move, with no limit: the computer pit whose whole turn leaves its store fullest,
/// the lowest among equals; 7 when it has nothing to sow.
pub fn greedy_move_chained(bins: Bins) -> usize {
    best_turn(bins).map_or(7, |(pit, _)| pit)
}

/// The computer's best pit on `bins` and its store at the end of the turn it starts, playing
/// on after every last token in the store until the game is over; `None` with nothing to sow.
fn best_turn(bins: Bins) -> Option<(usize, u8)> {
    let computer = Player::North;
    pits(computer)
        .filter(|&pit| bins[pit] > 0)
        .map(|pit| {
            let (after, last) = sow(bins, computer, pit);
            let again = last == store(computer) && !is_over(after);
            let end = match again.then(|| best_turn(after)).flatten() {
                Some((_, end)) => end,
                None => after[store(computer)],
            };
            (pit, end)
        })
        // `min_by_key` keeps the first of equals: the lowest pit of the fullest store.
        .min_by_key(|&(_, end)| std::cmp::Reverse(end))
}
// ANCHOR_END: greedy_move_chained
