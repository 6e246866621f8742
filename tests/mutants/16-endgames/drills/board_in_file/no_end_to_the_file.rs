//! Mistake: never stops at the layer of 48, so a place past the file gives the last board instead of `None`.
use ayoayo::Board;
use ayoayo::endgames::boards_with;

pub fn board_in_file(flat: usize) -> Option<Board> {
    fn from(stones: u32, flat: usize) -> Option<Board> {
        let size = boards_with(stones);
        if flat < size || stones >= 48 {
            Some(board_at(stones, flat))
        } else {
            from(stones + 1, flat - size)
        }
    }
    from(0, flat)
}
