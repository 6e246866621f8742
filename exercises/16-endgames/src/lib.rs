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

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1: the database's layers written one after the other in one file, fewest stones
/// first; where the layer of `stones` stones starts in it. Written recursively on the number of
/// stones: the layer of no stones starts at 0, and each later layer starts where the one before
/// it starts, plus that layer's size (`ayoayo::endgames::boards_with`). A game has 48 stones,
/// so the file ends after the layer of 48: for any `stones` past 49, answer as for 49, the
/// whole file's length.
///
/// For example, `layer_start(1)` is 1 (the empty board comes first), `layer_start(2)` is 13,
/// and `layer_start(17)` is 30421755: every board of up to 16 stones.
pub fn layer_start(stones: u32) -> usize {
    todo!("where the layer of {stones} stones starts")
}

/// Drill 2: the place of `houses` in that file: where its layer starts, plus its number in the
/// layer. `None` for a board of more than 48 stones, which the file does not hold.
///
/// For example, the board with its one stone in pit 11 is at place 1, right after the empty
/// board, and `[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]` at place 13 + 66 = 79.
pub fn flat_index(houses: Board) -> Option<usize> {
    todo!("the place of {houses:?} in the file of every layer")
}

/// Drill 3: the board at place `flat` of the file: `flat_index` the other way. Walk the layers
/// recursively, fewest stones first: a place inside the layer is the board of that number
/// (`board_at`); a place past it is the same question on the rest of the file, with the
/// layer's boards taken off and one stone more. A helper that takes the layer's number of stones
/// too will make it easy. `None` past the end of the layer of 48.
///
/// For example, `board_in_file(0)` is the empty board, `board_in_file(79)` is
/// `[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]`, and a place past the whole file is `None`.
pub fn board_in_file(flat: usize) -> Option<Board> {
    todo!("the board at place {flat} of the file")
}

/// Drill 4: a value worked out from the values of boards with fewer stones. `houses` is a board
/// as the player to move sees it (their six pits first, so they move from pits 0 to 5, by
/// `ayoayo::oware`'s rules: `oware::legal_moves` for South, `oware::sow_and_capture`). A move
/// that captures `c` of the `n` stones leaves a board of `n - c` stones to the opponent, worth
/// `smaller(board)` to them, with `board` as *they* see it (turned half round:
/// `ayoayo::endgames::seen_by(after, Player::North)`); the mover then ends with `n` minus that.
/// The answer is the best of those shares over the moves that capture, `None` when no legal
/// move captures. `smaller` is asked only about boards with fewer stones.
///
/// For example, on `[0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1]` pit 5 makes two in pit 6 and takes
/// them, leaving North's one stone in pit 11: with `&|_| 0` (the board left worth nothing to
/// North) the share is all 3 stones, and with `&|board| board.iter().sum()` (worth every stone
/// to North) it is the 2 taken. Without North's pit 11 the capture would be a grand slam,
/// which takes nothing in this course's Oware: then no move captures, and the answer is `None`.
pub fn best_capture_share(houses: Board, smaller: &impl Fn(Board) -> u8) -> Option<u8> {
    let _ = smaller; // yours to call
    todo!("the best share of {houses:?} through a capture")
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
