//! Style: two nested `for` loops, the inner one for the extra move, where the reference calls
//! its helper again with the extra move used up.
//!
//! Correct because the extra move earns no other, so the search is exactly two levels deep: a
//! sowing whose last token reaches the computer's store, the game not over, is followed by each
//! of the computer's non-empty pits on the bins it left, each a whole turn of two sowings;
//! any other sowing is a turn alone. Both loops go through the pits lowest first, so the turns
//! come in the reference's order.
use ayoayo::Player;
use ayoayo::awari::{Bins, is_over, pits, store};

pub fn computer_turns(bins: Bins) -> Vec<Vec<usize>> {
    let computer = Player::North;
    let mut turns = Vec::new();
    for pit in pits(computer) {
        if bins[pit] == 0 {
            continue;
        }
        let (after, last) = sow(bins, computer, pit);
        if last == store(computer) && !is_over(after) {
            for extra in pits(computer) {
                if after[extra] > 0 {
                    turns.push(vec![pit, extra]);
                }
            }
        } else {
            turns.push(vec![pit]);
        }
    }
    turns
}
