//! Chapter 7: game end. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p game-end
//! ```
//!
//! `IllegalMove` and the earlier chapters are ready in the reference crate `ayoayo`: add
//! `use ayoayo::{has_stones, permissible_moves, sow_and_capture};` (or `potential_moves`,
//! `try_relay_sow`, `owner`, `PITS`) when you need them.
//!
//! A turn relay-sows, and some relays never end. The tests run each case in a child process,
//! so if your code never stops they will say so, and name the board, instead of crashing.
//!
//! Two sessions: Session A is `count_stones` and `handle_game_end`; Session B is `take_turn`.

use ayoayo::{Board, IllegalMove, Pit, Player, Score};

// Session A: an accumulator.

/// The stones in the pits `pits` on `board`, added to `counted`, the stones counted so far.
/// A count stops at 255, as a score does.
///
/// `counted` is an **accumulator**: write this recursively, with the arms `[]` and
/// `[first, rest @ ..]`, where each call adds its first pit's stones to `counted` and passes
/// the new count on to the call for the rest. The empty slice has nothing left to add, so its
/// answer is `counted` itself.
///
/// For example, on `[1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0]` South's pits `[0, 1, 2, 3, 4, 5]` hold
/// three stones, so `count_stones(board, &[0, 1, 2, 3, 4, 5], 40)` is `43`, and with `0` counted
/// so far it is `3`.
pub fn count_stones(board: Board, pits: &[Pit], counted: u8) -> u8 {
    todo!("the stones in pits {pits:?} of {board:?}, added to the {counted} counted so far")
}

/// The end of the game, checked after `mover`'s move: when the opponent has no stones left on
/// their side, `mover` captures every stone on `mover`'s own side, which leaves the board
/// empty. When the opponent still has a stone, nothing changes. `count_stones` can count the
/// captured stones onto `mover`'s score.
///
/// For example, after South's move on `[1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0]` with the score
/// `[40, 5]`, North's side is empty, so South captures its three stones: the result is
/// `([0; 12], [43, 5])`.
pub fn handle_game_end(board: Board, score: Score, mover: Player) -> (Board, Score) {
    todo!("after {mover:?}'s move on {board:?}, score {score:?}: does the game end here?")
}

// Session B: a whole turn, and saying no.

/// One whole turn: `mover` asks to sow `pit`. Returns the board, the score, and whether the
/// game is now over; or, when the move may not be played, the first reason why, checked in
/// this order:
///
/// 1. `IllegalMove::OffBoard(pit)`: there is no such pit (pits are numbered 0 to 11);
/// 2. `IllegalMove::NotYourPit(pit)`: the pit is on the other player's side (even if empty);
/// 3. `IllegalMove::EmptyPit(pit)`: the pit holds no stones;
/// 4. `IllegalMove::SowsForever(pit)`: its relay sowing never ends;
/// 5. `IllegalMove::MustFeed(pit)`: it is not one of `mover`'s permissible moves (the opponent
///    has no stones, this move leaves them none, and another move would give them some).
///
/// A legal move is relay-sown, with its capture, and then the game may end: when the opponent
/// has no stones left, as `handle_game_end` says; or when the opponent has stones but no
/// permissible move, and then `mover` captures every stone left on the board. Either way the
/// board is left empty and the game is over.
///
/// For example, South sowing pit 2 of `[1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0]` with the score
/// `[39, 5]` relays through pit 4 and feeds North a stone in pit 6: the result is
/// `Ok(([1, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0], [39, 5], false))`. South sowing pit 0 of that
/// board would leave North nothing, so it is `Err(IllegalMove::MustFeed(0))`.
pub fn take_turn(
    board: Board,
    score: Score,
    mover: Player,
    pit: Pit,
) -> Result<(Board, Score, bool), IllegalMove> {
    todo!("{mover:?} sows pit {pit} on {board:?}, score {score:?}")
}

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1, recursion alone (no `for`, `while` or `loop`, no iterators): `count_stones` with
/// its addition handed in. `acc` is the accumulator, of any type `A`; `f(acc, pit, stones)`
/// gives the next value from the value so far, a pit and the stones in it. Hand the next value
/// on to the call for the rest; with no pits left, `acc` is the answer. A pit off the board
/// holds none. `f` is taken by reference, so each call can hand the same one on.
///
/// For example, `fold_pits(board, pits, counted, &|sum: u8, _pit, stones| sum.saturating_add(stones))`
/// is `count_stones(board, pits, counted)`, and on the opening
/// `fold_pits(OPENING, &[0, 1, 2], Vec::new(), &|mut seen: Vec<Pit>, pit, _| { seen.push(pit); seen })`
/// is `[0, 1, 2]`, the pits in the order `f` saw them.
pub fn fold_pits<A>(board: Board, pits: &[Pit], acc: A, f: &impl Fn(A, Pit, u8) -> A) -> A {
    let _ = (acc, f); // delete this line once you use them
    todo!("fold the pits {pits:?} of {board:?}")
}

/// Drill 2: the score once a game ends with stones still on the board, as a repeated position
/// ends it (rule 10): each player captures the stones on their own side, added to `score`.
/// Write it with `fold_pits` over every pit, the score as the accumulator. A score stops at 255.
///
/// For example, `share_out([1, 0, 2, 0, 0, 0, 0, 3, 0, 0, 0, 1], [20, 21])` is `[23, 25]`.
pub fn share_out(board: Board, score: Score) -> Score {
    todo!("share out the stones of {board:?} onto {score:?}")
}

/// Drill 3, recursion alone: `count_stones` that gives up instead of stopping at 255: `None`
/// as soon as the count would pass 255, with no more pits looked at, and otherwise `Some` of
/// the count. A pit off the board holds none.
///
/// For example, `checked_count(OPENING, &[0, 1, 2], 0)` is `Some(12)`, and
/// `checked_count(OPENING, &[0, 1, 2], 250)` is `None`.
pub fn checked_count(board: Board, pits: &[Pit], counted: u8) -> Option<u8> {
    todo!("the stones in pits {pits:?} of {board:?} added to {counted}, unless past 255")
}

/// Drill 4, recursion alone: the count each call of `count_stones` hands on to the next, in
/// order: after the first pit, after the second, and so on to the whole count. No pits, no
/// counts. A count stops at 255, as in `count_stones`.
///
/// For example, on `[1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0]`,
/// `running_counts(board, &[0, 1, 2, 3, 4, 5], 40)` is `[41, 41, 41, 42, 43, 43]`, as the
/// page's trace of `count_stones` shows them.
pub fn running_counts(board: Board, pits: &[Pit], counted: u8) -> Vec<u8> {
    todo!("the counts of pits {pits:?} of {board:?}, from {counted}")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: plays `moves` from the opening board with `take_turn`, South first and then
/// each player in turn. Returns the board, the score and whether the game is over after the
/// last of them; or, at the first move that cannot be played, its index in `moves` and why.
/// A move after the game is over is `IllegalMove::GameOver`. No moves at all leave the opening.
///
/// For example, `play_moves(&[3])` returns
/// `Ok(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0], false))`, and `play_moves(&[3, 3])`
/// returns `Err((1, IllegalMove::NotYourPit(3)))`: North cannot sow South's pit.
pub fn play_moves(moves: &[Pit]) -> Result<(Board, Score, bool), (usize, IllegalMove)> {
    todo!("play the moves {moves:?} from the opening")
}
