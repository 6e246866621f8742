//! Style: a `for` loop over the layers, taking each layer's boards off the place.
//!
//! The place left after the layers of 0 to `stones - 1` stones is counted from the start of the
//! layer of `stones`: below that layer's size it is a board of it, numbered by that place;
//! otherwise the layer is taken off and the loop goes on. A place past the layer of 48 leaves the
//! loop, and is `None`. Nothing is subtracted unless it fits, so nothing underflows, even for
//! `usize::MAX`.
use ayoayo::endgames::boards_with;
use ayoayo::{Board, STONES};

pub fn board_in_file(flat: usize) -> Option<Board> {
    let mut place = flat;
    for stones in 0..=STONES {
        let size = boards_with(stones);
        if place < size {
            return Some(board_at(stones, place));
        }
        place -= size;
    }
    None
}
