//! Style: a loop over an explicit stack where the reference recurses: an entry is either a whole
//! turn, ready to be listed, or a turn still going on (the board it left and its moves so far),
//! to be opened into the entries for each move the player may play there.
//!
//! Correct because an opened entry pushes its entries in reverse, so they come off the stack
//! lowest move first, and everything below one move is listed before the next move is looked
//! at: the turns come out in the reference's order. A move that ends in the player's goal with
//! the game not over goes on, its turns all starting with the moves so far; the stack empties,
//! as each move that goes on puts a stone in the goal for good.
use ayoayo::Player;
use ayoayo::kalah::{Board, Square, is_game_over, is_legal_move};

/// A turn on the stack: whole, or going on from a board after some moves.
enum Entry {
    Whole(Vec<Square>),
    GoingOn(Board, Vec<Square>),
}

pub fn whole_turns(board: Board, player: Player) -> Vec<Vec<Square>> {
    if is_game_over(board) {
        return Vec::new();
    }
    let mut turns = Vec::new();
    let mut stack = vec![Entry::GoingOn(board, Vec::new())];
    while let Some(entry) = stack.pop() {
        let (board, moves) = match entry {
            Entry::Whole(turn) => {
                turns.push(turn);
                continue;
            }
            Entry::GoingOn(board, moves) => (board, moves),
        };
        for square in (0..14).rev() {
            if !is_legal_move(board, player, square) {
                continue;
            }
            let (after, next, _) = play_move(board, player, square);
            let mut turn = moves.clone();
            turn.push(square);
            if next == player && !is_game_over(after) {
                stack.push(Entry::GoingOn(after, turn));
            } else {
                stack.push(Entry::Whole(turn));
            }
        }
    }
    turns
}
