//! Style: the standard library's `Iterator::fold` over the pits, each turned into the pit and
//! its stones for `f`, where the model answer writes the fold out as tail recursion. `fold`
//! hands `f` the pits from first to last, each with the value `f` gave for the pits before, and
//! answers the starting value for no pits. A pit off the board holds none.
use ayoayo::{Board, Pit};

pub fn fold_pits<A>(board: Board, pits: &[Pit], acc: A, f: &impl Fn(A, Pit, u8) -> A) -> A {
    pits.iter().fold(acc, |acc, &pit| {
        f(acc, pit, board.get(pit).copied().unwrap_or(0))
    })
}
