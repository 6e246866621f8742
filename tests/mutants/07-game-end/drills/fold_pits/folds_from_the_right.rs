//! Mistake: folds the rest first and gives `f` the first pit last, as the count without an
//! accumulator adds on the way back up, so `f` sees the pits in reverse order.
use ayoayo::{Board, Pit};

pub fn fold_pits<A>(board: Board, pits: &[Pit], acc: A, f: &impl Fn(A, Pit, u8) -> A) -> A {
    match pits {
        [] => acc,
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            f(fold_pits(board, rest, acc, f), *first, stones)
        }
    }
}
