//! Mistake: forgets the case of a pit moved into itself, scooping it and dropping the hand.
use ayoayo::{Board, PITS, Pit};

pub fn move_stones(board: Board, from: Pit, to: Pit) -> Board {
    if from >= PITS || to >= PITS {
        return board;
    }
    let (emptied, in_hand) = scoop(board, from);
    let mut after = add_stones(emptied, to, in_hand);
    after[from] = 0;
    after
}
