//! Chapter 5: captures, and properties every move must have, for testing any version of it.

use crate::board::{holds_stones, stones};
use crate::{Board, PITS, Pit, Score, opposite, owner, scoop, sow, try_relay_sow};

// ANCHOR: captured_stones
/// After a move from `start` came to rest in `end`: when `end` is on the mover's own side, the
/// mover captures every stone in the pit opposite it (which may be none). Returns the board
/// without the captured stones, and how many were captured. An `end` off the board faces no
/// pit, so captures nothing.
///
/// ```
/// use ayoayo::captured_stones;
/// let board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6];
/// assert_eq!(captured_stones(board, 3, 0), ([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], 6));
/// // Ending on the opponent's side captures nothing.
/// assert_eq!(captured_stones(board, 3, 7), (board, 0));
/// ```
pub fn captured_stones(board: Board, start: Pit, end: Pit) -> (Board, u8) {
    if owner(end) == owner(start) {
        scoop(board, opposite(end))
    } else {
        (board, 0)
    }
}
// ANCHOR_END: captured_stones

// ANCHOR: sow_and_capture
/// Relay-sows from `start` and captures, adding the capture to the mover's score. `None` when
/// the sowing never ends, or there is none (as for [`try_relay_sow`]). A score stops at 255.
///
/// ```
/// use ayoayo::{sow_and_capture, OPENING};
/// assert_eq!(
///     sow_and_capture(OPENING, [0, 0], 3),
///     Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0]))
/// );
/// ```
pub fn sow_and_capture(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let (after, captured) = captured_stones(sown, start, end);
    let mut score = score;
    let mover = owner(start) as usize;
    score[mover] = score[mover].saturating_add(captured);
    Some((after, score))
}
// ANCHOR_END: sow_and_capture

// ANCHOR: play
/// A whole move as `sow_and_capture` plays it: the property functions below take one of these,
/// so that they can check the reference, a learner's version, or a version with a planted bug.
pub type Play = fn(Board, Score, Pit) -> Option<(Board, Score)>;
// ANCHOR_END: play

/// All the stones of a position: those on the board and those both players have captured.
fn stones_in_play(board: Board, score: Score) -> u32 {
    stones(board) + u32::from(score[0]) + u32::from(score[1])
}

// ANCHOR: keeps_every_stone
/// The property "a move neither loses nor makes a stone": when `play` gives an answer, the
/// stones on its board plus both scores are as many as before the move. A move that never ends
/// (`None`) has nothing to count, so it keeps the property.
///
/// ```
/// use ayoayo::{keeps_every_stone, sow_and_capture, OPENING};
/// assert!(keeps_every_stone(sow_and_capture, OPENING, [0, 0], 3));
/// ```
pub fn keeps_every_stone(play: Play, board: Board, score: Score, start: Pit) -> bool {
    match play(board, score, start) {
        Some((after, new_score)) => {
            stones_in_play(after, new_score) == stones_in_play(board, score)
        }
        None => true,
    }
}
// ANCHOR_END: keeps_every_stone

// ANCHOR: agrees_turned_round
/// The board turned round by six pits, so that each row is where the other was.
fn turned_round(board: Board) -> Board {
    std::array::from_fn(|pit| board[turned_pit(pit)])
}

/// Where a pit is once the board is turned round; a pit off the board stays off it.
fn turned_pit(pit: Pit) -> Pit {
    if pit < PITS {
        (pit + PITS / 2) % PITS
    } else {
        pit
    }
}

/// The property "the rules favour neither player": turning the board round by six pits (pit
/// `p` becomes pit `p + 6`, round the ring) and swapping the scores, then playing the turned
/// pit, gives the turned answer.
///
/// ```
/// use ayoayo::{agrees_turned_round, sow_and_capture, OPENING};
/// assert!(agrees_turned_round(sow_and_capture, OPENING, [0, 0], 3));
/// ```
pub fn agrees_turned_round(play: Play, board: Board, score: Score, start: Pit) -> bool {
    let [south, north] = score;
    let turned = play(turned_round(board), [north, south], turned_pit(start));
    let answer = play(board, score, start);
    turned == answer.map(|(after, [south, north])| (turned_round(after), [north, south]))
}
// ANCHOR_END: agrees_turned_round

// ANCHOR: agrees_with_one_sowing
/// The property "a move of one sowing is a sowing and a capture": when the first sowing from
/// `start` drops its last stone into an empty pit, there is no relay, so `play` must give what
/// [`sow`] then [`captured_stones`] give, the capture added to the mover's score. Moves that
/// relay, or have nothing to sow, are left to other properties: for them it is `true`.
///
/// ```
/// use ayoayo::{agrees_with_one_sowing, sow_and_capture};
/// assert!(agrees_with_one_sowing(sow_and_capture, [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], [39, 5], 0));
/// ```
pub fn agrees_with_one_sowing(play: Play, board: Board, score: Score, start: Pit) -> bool {
    let (sown, end) = sow(board, start, start);
    if !holds_stones(board, start) || sown[end] != 1 {
        return true; // nothing sown, or the last stone joined others: a relay
    }
    let (after, captured) = captured_stones(sown, start, end);
    let mut expected = score;
    let mover = owner(start) as usize;
    expected[mover] = expected[mover].saturating_add(captured);
    play(board, score, start) == Some((after, expected))
}
// ANCHOR_END: agrees_with_one_sowing

// ANCHOR: boards
/// Random boards for property tests: up to four stones a pit, so never more than the game's 48
/// stones in all. Each pit shrinks toward 0, so a failing board shrinks toward fewer stones.
#[cfg(feature = "proptest")]
pub fn boards() -> impl proptest::strategy::Strategy<Value = Board> {
    proptest::array::uniform12(0..=4u8)
}
// ANCHOR_END: boards
