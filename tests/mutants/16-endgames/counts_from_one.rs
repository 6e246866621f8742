//! Mistake: numbers the boards from 1, counting the board itself among those before it, so
//! the last board's number is one past the layer's end.
use ayoayo::Board;

pub fn index_of(houses: Board) -> usize {
    ayoayo::endgames::index_of(houses) + 1
}

pub fn board_at(stones: u32, index: usize) -> Board {
    ayoayo::endgames::board_at(stones, index - 1)
}
