//! Mistake: reads `board[*first]`, which panics for a pit off the board, instead of counting it
//! as holding none.
use ayoayo::{Board, Pit};

pub fn fold_pits<A>(board: Board, pits: &[Pit], acc: A, f: &impl Fn(A, Pit, u8) -> A) -> A {
    match pits {
        [] => acc,
        [first, rest @ ..] => {
            let acc = f(acc, *first, board[*first]);
            fold_pits(board, rest, acc, f)
        }
    }
}
