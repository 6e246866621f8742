//! Style: a new board built pit by pit with `std::array::from_fn`, no copy changed in place.
use ayoayo::{Board, Pit};

pub fn add_stones(board: Board, pit: Pit, stones: u8) -> Board {
    std::array::from_fn(|at| match at == pit {
        true => board[at].saturating_add(stones),
        false => board[at],
    })
}
