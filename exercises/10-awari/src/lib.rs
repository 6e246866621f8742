//! Chapter 10: Awari, as David Ahl's "BASIC Computer Games" (1978) plays it. Replace each
//! `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p awari
//! ```
//!
//! The board is fourteen bins: 0..=5 are the human's pits, 6 the human's store, 7..=12 the
//! computer's pits, 13 the computer's store. `ayoayo::awari` has `OPENING`, `store(player)`
//! and `is_over(bins)` ready to use; write `sow` yourself rather than calling the reference's.
//!
//! The tests run each call in a child process, so if your recursion never stops they will say
//! so, and name the board, instead of crashing.

use ayoayo::Player;
use ayoayo::awari::Bins;

/// Scoops `pit` (a non-empty pit of `mover`) and drops its tokens one by one into the bins
/// after it, through **both** stores, wrapping from bin 13 to bin 0. A hand of 14 or more
/// tokens laps the board and drops into `pit` itself too.
///
/// Then the capture: if the last token landed in a pit (not a store), on **either** side, that
/// now holds exactly one token, and the bin opposite it (`12 - bin`) is not empty, both are
/// emptied into `mover`'s store.
///
/// Returns the bins and the bin of the last token. For example, the human sowing pit 3 of the
/// opening drops its three tokens into bins 4, 5 and 6:
/// `sow(OPENING, Player::South, 3)` is `([3, 3, 3, 0, 4, 4, 1, 3, 3, 3, 3, 3, 3, 0], 6)`.
pub fn sow(bins: Bins, mover: Player, pit: usize) -> (Bins, usize) {
    todo!("{mover:?} sows pit {pit} of {bins:?}")
}

/// The tutorial's computer opponent, written as a pure, recursive function: for each of the
/// computer's non-empty pits (7..=12), sow it on the bins (a copy: `Bins` is a value). If the
/// last token reached the computer's store (13) and the game is not over, the computer moves
/// again: then what counts is the best that extra move can reach, found by the same search on
/// the new bins, except that the extra move earns no further extra move. Answer the pit whose
/// sowing leaves the computer's store fullest; among equals, the lowest pit.
///
/// For example, on the opening every pit from 10 to 12 puts one token in the store, but only
/// pit 10's last token lands there; its extra move, from pit 7, captures four more tokens:
/// `greedy_move(OPENING)` is `10`. (When the computer has no tokens in its pits, answer 7.)
pub fn greedy_move(bins: Bins) -> usize {
    todo!("the greedy computer's pit on {bins:?}")
}

// Drills: small exercises beside the lab; see the chapter's page.

use ayoayo::IllegalMove;
use ayoayo::awari::Position;

/// A list of half moves: `End`, or a bin `Then` the moves after it, as the page designs it. A
/// record of a game is one, and so is a line to try from a position. (Given, so the tests can
/// build lists: the drills below recurse over it, one case for each of its two variants.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moves {
    End,
    Then(usize, Box<Moves>),
}

/// Drill 1: how many half moves `moves` holds, by recursion over the list: no move in `End`,
/// one more than the rest in a `Then`.
///
/// For example, `move_count(&Moves::Then(3, Box::new(Moves::Then(0, Box::new(Moves::End)))))`
/// is 2.
pub fn move_count(moves: &Moves) -> usize {
    todo!("count the half moves of {moves:?}")
}

/// Drill 2: the position after playing `moves` in turn from `position`, each half move with
/// `ayoayo::awari::play` on the position the one before left; or the error of the first half
/// move that cannot be played, the moves after it left untried. By recursion over the list.
///
/// For example, from `ayoayo::awari::START` the moves 3, 0 and 10 (the human's pit 3 reaches
/// the store, the extra move from pit 0 captures, then the computer's pit 10 reaches its store)
/// leave the bins `[0, 4, 4, 0, 4, 4, 5, 3, 3, 0, 0, 4, 4, 1]` with the computer to move again,
/// an extra move; and the single move 7 is `Err(IllegalMove::NotYourBin(7))`: the human moves
/// first.
pub fn replay(position: Position, moves: &Moves) -> Result<Position, IllegalMove> {
    todo!("play {moves:?} from {position:?}")
}

/// Drill 3: a record kept newest first (each half move pushed on the front as
/// `Moves::Then(pit, Box::new(record))`) turned round, oldest first, by recursion with an
/// accumulator: a helper that takes the moves off the front of the record one by one and puts
/// each on the front of the list turned so far.
///
/// For example, the record 10, 0, 3 (newest first) is the game 3, 0, 10.
pub fn oldest_first(record: &Moves) -> Moves {
    todo!("turn {record:?} round")
}

/// Drill 4: every turn the computer can play on `bins`, each as the pits it sows, in order: each
/// of its non-empty pits (7..=12), lowest first, alone; or, when that sowing's last token lands
/// in the computer's store (13) and the game is not over, the pit followed by each sowing of the
/// extra move, which earns no other. No turn at all when the computer has nothing to sow.
///
/// For example, on `OPENING` there are ten turns: `[7]`, `[8]`, `[9]`, then pit 10, whose last
/// token reaches the store, followed by each of 7, 8, 9, 11 and 12 (`[10, 7]` to `[10, 12]`),
/// then `[11]` and `[12]`.
pub fn computer_turns(bins: Bins) -> Vec<Vec<usize>> {
    todo!("the computer's turns on {bins:?}")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: the greedy opponent playing the human's side: the human pit (0..=5) whose
/// sowing leaves the human's store (6) fullest, looking one extra move ahead exactly as
/// `greedy_move` does for the computer; the lowest among equals, and 0 when the human has no
/// tokens in its pits. Write it without a second copy of the search: the board turned round
/// by seven bins is the same game.
///
/// For example, `human_greedy_move(OPENING)` is `3`: pit 3's last token lands in the store,
/// and its extra move, from pit 0, captures.
pub fn human_greedy_move(bins: Bins) -> usize {
    todo!("the greedy human's pit on {bins:?}")
}

/// Challenge 2: the greedy computer under a house rule: *every* last token in the computer's
/// store (13) earns another move, with no limit, until the game is over. Written recursively,
/// with no loops: a pit's worth is its store after the best whole turn it starts, the same
/// search on the new bins after each extra move. Answer the pit of the fullest store, the
/// lowest among equals, and 7 when the computer has no tokens in its pits.
///
/// On `[1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 3, 2, 1, 0]` `greedy_move` answers 10, but this answers
/// 12: starting with pit 12, the computer can sow into its store five times running and then
/// capture, seven tokens in one turn.
pub fn greedy_move_chained(bins: Bins) -> usize {
    todo!("the chaining greedy computer's pit on {bins:?}")
}
