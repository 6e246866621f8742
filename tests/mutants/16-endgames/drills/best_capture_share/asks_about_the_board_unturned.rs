//! Mistake: asks `smaller` about the board left as South sees it, not turned round for North, who is to move there.
use ayoayo::oware::{self, sow_and_capture};
use ayoayo::{Board, Player};

pub fn best_capture_share(houses: Board, smaller: &impl Fn(Board) -> u8) -> Option<u8> {
    let all: u8 = houses.iter().fold(0u8, |sum, &h| sum.saturating_add(h));
    let position = oware::Position {
        houses,
        stores: [0, 0],
        to_move: Player::South,
    };
    oware::legal_moves(position)
        .into_iter()
        .filter_map(|pit| {
            let (after, taken) = sow_and_capture(houses, pit);
            (taken > 0).then(|| all.saturating_sub(smaller(after)))
        })
        .max()
}
