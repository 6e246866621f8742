//! Style: a `for` loop over the legal moves, keeping the best share so far in an `Option`.
//!
//! It skips the moves that take nothing with `continue`, instead of `filter_map` and `max`. The
//! best starts as `None` and becomes `Some` at the first capturing move, so a board where no move
//! captures answers `None`. Each share is the stones on the board less what the opponent (North, to
//! move after the capture, so the board turned round for them) ends with on the smaller board;
//! counted in `u32`, and brought back to a `u8` at the end.
use ayoayo::endgames::seen_by;
use ayoayo::oware::{self, sow_and_capture};
use ayoayo::{Board, Player};

pub fn best_capture_share(houses: Board, smaller: &impl Fn(Board) -> u8) -> Option<u8> {
    let all: u32 = houses.iter().map(|&stones| u32::from(stones)).sum();
    let position = oware::Position {
        houses,
        stores: [0, 0],
        to_move: Player::South,
    };
    let mut best: Option<u32> = None;
    for pit in oware::legal_moves(position) {
        let (after, taken) = sow_and_capture(houses, pit);
        if taken == 0 {
            continue;
        }
        let theirs = u32::from(smaller(seen_by(after, Player::North)));
        let share = all.saturating_sub(theirs);
        best = Some(best.map_or(share, |so_far| so_far.max(share)));
    }
    best.map(|share| u8::try_from(share).unwrap_or(u8::MAX))
}
