//! Mistake: the base case answers `true`, so every list of pits passes, however its pits fare.
use ayoayo::{Board, Pit};

pub fn any_pit(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    match pits {
        [] => true,
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            test(stones) || any_pit(board, rest, test)
        }
    }
}
