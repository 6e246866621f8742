//! Mistake: the cycle check only recognises a return to the starting state, so a relay that
//! sows a few times before it reaches its cycle is followed for ever.
use ayoayo::toolkit::Sown;
use ayoayo::{Board, Pit, Player, Score};

pub use ayoayo::lagos::{sow_taking_fours, take_fours};

pub fn try_relay_move(board: Board, mover: Player, pit: Pit) -> Option<(Board, Score)> {
    let start = Sown {
        bins: board,
        captured: [0, 0],
        last: pit,
    };
    let mut sown = sow_taking_fours(start, mover);
    while sown.bins[sown.last] > 1 {
        if sown == start {
            return None;
        }
        sown = sow_taking_fours(sown, mover);
    }
    Some((sown.bins, sown.captured))
}
