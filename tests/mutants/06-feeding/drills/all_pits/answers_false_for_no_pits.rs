//! Mistake: the base case answers `false`, as `any_pit`'s does, so no list of pits ever passes.
use ayoayo::{Board, Pit};

pub fn all_pits(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    match pits {
        [] => false,
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            test(stones) && all_pits(board, rest, test)
        }
    }
}
