//! Chapter 16: endgames. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p endgames
//! ```
//!
//! The endgame database keeps one byte per board, in a plain list: it needs each board with
//! `n` stones on its twelve pits to have a number from 0 to `boards_with(n) - 1`, no two boards
//! the same number and no number unused, and the board back from its number.
//!
//! The order is the dictionary's: board `a` comes before board `b` when, at the first pit where
//! they differ, `a` holds fewer stones. So the first board with `n` stones has them all in pit
//! 11, and the last has them all in pit 0.
//!
//! You may use `ayoayo::endgames::arrangements(stones, pits)`, how many ways `stones` stones can
//! lie in `pits` pits, and `boards_with(n)`, which is `arrangements(n, 12)`. Both answer at once,
//! even for 48 stones, and so must yours, written recursively: the 48-stone layer holds more
//! than 10¹¹ boards, too many to list one by one.
//!
//! The tests run each call in a child process, so if your recursion never stops they will say
//! so instead of crashing.

use ayoayo::Board;

/// The number of `houses` among all boards with as many stones, counting from 0 in the
/// dictionary order above: how many of those boards come before it.
///
/// Examples: all the stones in pit 11 is 0; one stone in pit `k` is `11 - k`;
/// `[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]` is 66 (the 66 boards of two stones with pit 0 empty
/// come first).
pub fn index_of(houses: Board) -> usize {
    todo!("number {houses:?} among the boards with as many stones")
}

/// The board with `stones` stones whose [`index_of`] is `index` (below `boards_with(stones)`):
/// the inverse, so that `board_at(n, index_of(houses)) == houses` for every board with `n`
/// stones, and `index_of(board_at(n, i)) == i` for every `i` in `0..boards_with(n)`.
///
/// Examples: `board_at(2, 66)` is `[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]`; `board_at(48, 0)` has
/// all 48 stones in pit 11.
pub fn board_at(stones: u32, index: usize) -> Board {
    todo!("the board of {stones} stones numbered {index}")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: `ayoayo::endgames::arrangements` yourself, how many ways `stones` stones can
/// lie in `pits` pits, with recursion alone, no loops, and answering at once even for 48 stones
/// in 12 pits (more than 10¹¹ ways, so counting them one by one will not do): make *one*
/// recursive call, on one pit fewer. No pits hold no stones in exactly one way, and any other
/// number in none; one pit holds any number in one way.
///
/// For example, `arrangements_by_recursion(2, 3)` is 6 (200 110 101 020 011 002), and
/// `arrangements_by_recursion(48, 12)` is 279871768995.
pub fn arrangements_by_recursion(stones: u32, pits: u32) -> usize {
    todo!("the ways {stones} stones can lie in {pits} pits, by recursion")
}

/// Challenge 2: the board after `houses` in the dictionary order, among those with as many
/// stones, without numbering them; `None` after the last (all the stones in pit 0, or no
/// stones at all). So `index_of(next) == index_of(houses) + 1`.
///
/// For example, after all five stones in pit 11 comes `[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 4]`,
/// and after `[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0]` comes `[0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2]`.
pub fn next_board(houses: Board) -> Option<Board> {
    todo!("the board after {houses:?}")
}
