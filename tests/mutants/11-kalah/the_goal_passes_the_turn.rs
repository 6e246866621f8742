//! Mistake: a last stone in the player's own goal passes the turn like any other last stone.
use ayoayo::Player;
use ayoayo::kalah::{Board, Hand, Square, capture_stones, goal, is_own_pit, player_next};

pub use ayoayo::kalah::{play_move, sowing, square_next};

pub fn distribute(board: Board, player: Player, square: Square, stones: u8) -> Hand {
    let was_empty = board[square] == 0;
    let mut after = board;
    after[square] += 1;
    if stones > 1 {
        (after, player, square_next(player, square), stones - 1, "")
    } else if square == goal(player) {
        (
            after,
            player_next(player),
            0,
            0,
            "Last stone in your mancala. Play again.",
        )
    } else if was_empty && is_own_pit(player, square) {
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
