//! Style: loops over the pits, where the page recurses on the rest of the board. `index_of`
//! walks the pits from 0, adding for each the boards that hold fewer stones there (and agree
//! before it); `board_at` walks them too, giving each pit as many stones as the index can
//! pay for, one count of boards at a time.
//!
//! Correct because in dictionary order the boards before `houses` are, pit by pit, those
//! equal to it on the earlier pits and with fewer stones in this one: with `h` stones here and
//! `left` stones still to place, `arrangements(left - h, pits after)` of them for each `h`
//! below this pit's. `board_at` undoes exactly those subtractions, and the last pit takes
//! what is left.
use ayoayo::Board;
use ayoayo::endgames::arrangements;

pub fn index_of(houses: Board) -> usize {
    let mut left: u32 = houses.iter().map(|&stones| u32::from(stones)).sum();
    let mut index = 0;
    for (pit, &stones) in houses.iter().enumerate().take(11) {
        let after = 11 - pit as u32;
        for fewer in 0..u32::from(stones) {
            index += arrangements(left - fewer, after);
        }
        left -= u32::from(stones);
    }
    index
}

pub fn board_at(stones: u32, index: usize) -> Board {
    let (mut board, mut left, mut index) = ([0; 12], stones, index);
    for (pit, here) in board.iter_mut().enumerate().take(11) {
        let after = 11 - pit as u32;
        let mut count = 0;
        while index >= arrangements(left - count, after) {
            index -= arrangements(left - count, after);
            count += 1;
        }
        *here = count as u8;
        left -= count;
    }
    board[11] = left as u8;
    board
}
