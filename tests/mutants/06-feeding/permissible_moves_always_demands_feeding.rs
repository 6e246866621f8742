//! Mistake: `permissible_moves` applies the feeding rule even when the opponent still has
//! stones, so a move that captures their last ones is refused.
use ayoayo::{Board, Pit, Player, try_relay_sow};

pub use ayoayo::{has_stones, moves_that_feed, possible_moves, potential_moves};

pub fn permissible_moves(board: Board, player: Player) -> Vec<Pit> {
    let possible = possible_moves(board, &potential_moves(player));
    let ending: Vec<Pit> = possible
        .into_iter()
        .filter(|&pit| try_relay_sow(board, pit).is_some())
        .collect();
    let feeding = moves_that_feed(board, &ending);
    if feeding.is_empty() { ending } else { feeding }
}
