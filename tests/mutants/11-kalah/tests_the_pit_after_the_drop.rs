//! Mistake: looks for an empty pit after dropping the last stone in it, so it never captures
//! (the pit always holds at least one by then).
use ayoayo::Player;
use ayoayo::kalah::{Board, Hand, Square, capture_stones, goal, is_own_pit, player_next};

pub use ayoayo::kalah::{play_move, sowing, square_next};

pub fn distribute(board: Board, player: Player, square: Square, stones: u8) -> Hand {
    let mut after = board;
    after[square] += 1;
    if stones > 1 {
        (after, player, square_next(player, square), stones - 1, "")
    } else if square == goal(player) {
        (
            after,
            player,
            0,
            0,
            "Last stone in your mancala. Play again.",
        )
    } else if after[square] == 0 && is_own_pit(player, square) {
        let message = "Last stone in empty space. Pick up the stones in the opposite square.";
        (
            capture_stones(after, player, square),
            player_next(player),
            0,
            0,
            message,
        )
    } else {
        (
            after,
            player_next(player),
            0,
            0,
            "Out of stones. Next player's turn.",
        )
    }
}
