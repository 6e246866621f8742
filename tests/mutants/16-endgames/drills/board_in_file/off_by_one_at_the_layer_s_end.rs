//! Mistake: moves on to the next layer only past the layer's size (`>` for `>=`), so the first place of each layer is read as one past the end of the one before.
use ayoayo::Board;
use ayoayo::endgames::boards_with;

pub fn board_in_file(flat: usize) -> Option<Board> {
    fn from(stones: u32, flat: usize) -> Option<Board> {
        if stones > 48 {
            return None;
        }
        let size = boards_with(stones);
        if flat > size {
            from(stones + 1, flat - size)
        } else {
            Some(board_at(stones, flat))
        }
    }
    from(0, flat)
}
