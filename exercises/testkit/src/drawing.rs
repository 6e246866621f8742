//! The boards the test kit draws, in failures and in a failing property's input: Part I's twelve pits, or fourteen bins with two stores, drawn
//! as [`ayoayo::draw_bins`] draws any board of the course.

use std::fmt::{self, Debug};

use ayoayo::Board;

/// A board the kit can draw: Part I's twelve pits, or fourteen bins with two stores (Awari,
/// Kalah). Its stones, bin by bin, are all the kit needs.
pub trait Stones: Copy + PartialEq + Debug {
    fn stones(&self) -> Vec<u8>;
}

impl Stones for Board {
    fn stones(&self) -> Vec<u8> {
        self.to_vec()
    }
}

impl Stones for [u8; 14] {
    fn stones(&self) -> Vec<u8> {
        self.to_vec()
    }
}

/// The board as the test kit draws every board of a failure, so they all line up: as
/// [`ayoayo::draw_bins`] draws any board, with room for a marked pit (fourteen bins with their
/// stores between the rows, at the ends where the sowing turns).
pub fn draw(board: &[u8]) -> String {
    ayoayo::draw_bins(board, Some(&|_| false))
}

/// The board as [`draw`] draws it, with each pit whose count differs from `other`'s in brackets.
pub(crate) fn draw_marked(board: &[u8], other: &[u8]) -> String {
    ayoayo::draw_bins(board, Some(&|pit| board.get(pit) != other.get(pit)))
}

/// A board that a failing property prints as the picture a player sees, rather than as a
/// column of numbers. Take the board out with a pattern: `Drawn(board) in boards()`. Twelve
/// pits by default; `Drawn<[u8; 14]>` for the boards with stores ([`fourteen_bins`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Drawn<B = Board>(pub B);

impl<B: Stones> fmt::Debug for Drawn<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}\n{}\n", self.0, draw(&self.0.stones()))
    }
}
