//! Mistake: when the opponent has no stones and no move can feed them, `permissible_moves`
//! allows no move at all, instead of every move that ends.
use ayoayo::{Board, Pit, Player, try_relay_sow};

pub use ayoayo::{has_stones, moves_that_feed, possible_moves, potential_moves};

pub fn permissible_moves(board: Board, player: Player) -> Vec<Pit> {
    let possible = possible_moves(board, &potential_moves(player));
    let ending: Vec<Pit> = possible
        .into_iter()
        .filter(|&pit| try_relay_sow(board, pit).is_some())
        .collect();
    if has_stones(board, player.other()) {
        ending
    } else {
        moves_that_feed(board, &ending)
    }
}
