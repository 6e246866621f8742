//! Mistake: the essay's slip: the first move is taken to be `moves[1]`, so `possible_moves`
//! looks only at the rest and the real first move, `moves[0]`, is never kept.
use ayoayo::{Board, Pit};

pub use ayoayo::{has_stones, moves_that_feed, permissible_moves, potential_moves};

pub fn possible_moves(board: Board, moves: &[Pit]) -> Vec<Pit> {
    fn keep(board: Board, moves: &[Pit]) -> Vec<Pit> {
        match moves {
            [] => Vec::new(),
            [first, rest @ ..] if board[*first] > 0 => [vec![*first], keep(board, rest)].concat(),
            [_, rest @ ..] => keep(board, rest),
        }
    }
    match moves {
        [] => Vec::new(),
        [_, rest @ ..] => keep(board, rest),
    }
}
