//! Mistake: North's pits written as the range `6..11`, which stops before 11, so North's last
//! pit is never a move.
use ayoayo::{Pit, Player};

pub use ayoayo::{has_stones, moves_that_feed, permissible_moves, possible_moves};

pub fn potential_moves(player: Player) -> Vec<Pit> {
    match player {
        Player::South => (0..6).collect(),
        Player::North => (6..11).collect(),
    }
}
