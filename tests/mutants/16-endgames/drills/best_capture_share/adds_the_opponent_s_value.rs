//! Mistake: counts the capture plus the opponent's value of what is left, as if that value were the mover's.
use ayoayo::endgames::seen_by;
use ayoayo::oware::{self, sow_and_capture};
use ayoayo::{Board, Player};

pub fn best_capture_share(houses: Board, smaller: &impl Fn(Board) -> u8) -> Option<u8> {
    let position = oware::Position {
        houses,
        stores: [0, 0],
        to_move: Player::South,
    };
    oware::legal_moves(position)
        .into_iter()
        .filter_map(|pit| {
            let (after, taken) = sow_and_capture(houses, pit);
            (taken > 0).then(|| taken.saturating_add(smaller(seen_by(after, Player::North))))
        })
        .max()
}
