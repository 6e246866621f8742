//! Mistake: each sowing of a relay starts its captures from nothing, so a four taken before the
//! last sowing is forgotten.
use ayoayo::cycle::{Fate, fate};
use ayoayo::toolkit::Sown;
use ayoayo::{Board, Pit, Player, Score};
use std::ops::ControlFlow::{Break, Continue};

pub use ayoayo::lagos::{sow_taking_fours, take_fours};

pub fn try_relay_move(board: Board, mover: Player, pit: Pit) -> Option<(Board, Score)> {
    let start = Sown { bins: board, captured: [0, 0], last: pit };
    let run = fate(start, |sown| {
        let after = sow_taking_fours(Sown { captured: [0, 0], ..sown }, mover);
        if after.bins[after.last] > 1 { Continue(after) } else { Break((after.bins, after.captured)) }
    });
    match run {
        Fate::Ends(answer) => Some(answer),
        Fate::Cycles { .. } => None,
    }
}
