//! Mistake: values every legal move the same way, those that capture nothing too, asking `smaller` about a board with as many stones.
use ayoayo::endgames::seen_by;
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
        .map(|pit| {
            let (after, _) = sow_and_capture(houses, pit);
            all.saturating_sub(smaller(seen_by(after, Player::North)))
        })
        .max()
}
