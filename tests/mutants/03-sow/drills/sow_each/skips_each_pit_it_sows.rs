//! Mistake: each sowing skips the pit it sows from instead of `skip`, as a first sowing does.
use ayoayo::{Board, Pit};

pub fn sow_each(board: Board, skip: Pit, pits: &[Pit]) -> Board {
    let _ = skip;
    match pits {
        [] => board,
        [first, rest @ ..] => sow_each(sow(board, *first, *first).0, *first, rest),
    }
}
