//! Mistake: moves on to the next layer without taking the layer's boards off the place, so the place is read as a number inside the wrong layer.
use ayoayo::Board;
use ayoayo::endgames::boards_with;

pub fn board_in_file(flat: usize) -> Option<Board> {
    fn from(stones: u32, flat: usize) -> Option<Board> {
        if stones > 48 {
            return None;
        }
        if flat < boards_with(stones) {
            Some(board_at(stones, flat))
        } else {
            from(stones + 1, flat)
        }
    }
    from(0, flat)
}
