//! Mistake: the relay is followed with plain recursion and no cycle detection, so an endless
//! relay overflows the stack.
use ayoayo::toolkit::Sown;
use ayoayo::{Board, Pit, Player, Score};

pub use ayoayo::lagos::{sow_taking_fours, take_fours};

pub fn try_relay_move(board: Board, mover: Player, pit: Pit) -> Option<(Board, Score)> {
    fn relay(sown: Sown<12>, mover: Player) -> Option<(Board, Score)> {
        let after = sow_taking_fours(sown, mover);
        if after.bins[after.last] > 1 {
            relay(after, mover)
        } else {
            Some((after.bins, after.captured))
        }
    }
    relay(Sown { bins: board, captured: [0, 0], last: pit }, mover)
}
