//! Mistake: `permissible_moves` forgets rule 6 and allows a move whose relay never ends.
use ayoayo::{Board, Pit, Player};

pub use ayoayo::{has_stones, moves_that_feed, possible_moves, potential_moves};

pub fn permissible_moves(board: Board, player: Player) -> Vec<Pit> {
    let possible = possible_moves(board, &potential_moves(player));
    if has_stones(board, player.other()) {
        return possible;
    }
    let feeding = moves_that_feed(board, &possible);
    if feeding.is_empty() {
        possible
    } else {
        feeding
    }
}
