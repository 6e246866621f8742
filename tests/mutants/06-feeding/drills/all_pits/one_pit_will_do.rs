//! Mistake: joins the first pit's answer to the rest's with `||`, so one pit passing is enough.
use ayoayo::{Board, Pit};

pub fn all_pits(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    match pits {
        [] => true,
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            test(stones) || all_pits(board, rest, test)
        }
    }
}
