//! Style: tail recursion on an index into the slice, in a helper, where the model answer
//! recurses on the slice itself with `[first, rest @ ..]`. The index goes up by one a call, and
//! the helper answers the accumulator when it reaches the end.
//!
//! Correct because the helper hands `f` the pits at `0, 1, 2, ...` in turn, each with the value
//! `f` gave for the pits before it: the same calls of `f` in the same order. A pit off the board
//! holds none.
use ayoayo::{Board, Pit};

pub fn fold_pits<A>(board: Board, pits: &[Pit], acc: A, f: &impl Fn(A, Pit, u8) -> A) -> A {
    fn from<A>(board: Board, pits: &[Pit], at: usize, acc: A, f: &impl Fn(A, Pit, u8) -> A) -> A {
        let Some(&pit) = pits.get(at) else {
            return acc; // past the last pit
        };
        let acc = f(acc, pit, board.get(pit).copied().unwrap_or(0));
        from(board, pits, at + 1, acc, f)
    }
    from(board, pits, 0, acc, f)
}
