//! Chapter 7: a whole turn, with typed errors, and the end of the game.

use std::fmt;

use crate::{Board, PITS, Pit, Player, Score, has_stones, owner, permissible_moves};
use crate::{possible_moves, potential_moves, sow_and_capture, try_relay_sow};

// ANCHOR: illegal_move
/// Why a move cannot be played. `take_turn` checks in this order and reports the first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// There is no such pit: pits are numbered 0 to 11.
    OffBoard(Pit),
    /// The pit is on the other player's side.
    NotYourPit(Pit),
    /// The pit holds no stones.
    EmptyPit(Pit),
    /// Its relay sowing would never end (a house rule: such a move is not permissible).
    SowsForever(Pit),
    /// The opponent has no stones and another move would give them some.
    MustFeed(Pit),
    /// The game is over; no move can be played.
    GameOver,
    /// On a board of fourteen bins (Awari, Kalah): there is no such bin, 0 to 13.
    NoSuchBin(usize),
    /// On a board of fourteen bins: the bin is a store, or one of the opponent's pits.
    NotYourBin(usize),
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalMove::OffBoard(pit) => {
                write!(f, "there is no pit {pit}: the pits are numbered 0 to 11")
            }
            IllegalMove::NotYourPit(pit) => write!(
                f,
                "pit {pit} is your opponent's: sow from your own row \
                 (South has pits 0 to 5, North 6 to 11)"
            ),
            IllegalMove::EmptyPit(pit) => {
                write!(f, "pit {pit} is empty: choose a pit with stones in it")
            }
            IllegalMove::SowsForever(pit) => write!(
                f,
                "sowing pit {pit} would relay round the board for ever, so it may not be played"
            ),
            IllegalMove::MustFeed(pit) => write!(
                f,
                "your opponent has no stones and pit {pit} leaves them none: \
                 play a move that gives them some"
            ),
            IllegalMove::GameOver => write!(f, "the game is over: no more moves can be played"),
            IllegalMove::NoSuchBin(bin) => {
                write!(f, "there is no bin {bin}: the bins are numbered 0 to 13")
            }
            IllegalMove::NotYourBin(6 | 13) => write!(
                f,
                "that bin is a store: sow from one of your own pits \
                 (South has pits 0 to 5, North 7 to 12)"
            ),
            IllegalMove::NotYourBin(bin) => write!(
                f,
                "pit {bin} is your opponent's: sow from your own row \
                 (South has pits 0 to 5, North 7 to 12)"
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}
// ANCHOR_END: illegal_move

// ANCHOR: count_stones
/// The stones in `pits` on `board`, added to `counted`, the stones counted so far. `counted`
/// is an accumulator: each call adds its first pit to it and hands it on, so the recursive
/// call is the last thing done, and the empty slice answers with the finished count. A count
/// stops at 255, as a score does; a pit off the board holds no stones.
///
/// ```
/// use ayoayo::count_stones;
/// let board = [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0];
/// assert_eq!(count_stones(board, &[0, 1, 2, 3, 4, 5], 40), 43);
/// ```
pub fn count_stones(board: Board, pits: &[Pit], counted: u8) -> u8 {
    match pits {
        [] => counted,
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            count_stones(board, rest, counted.saturating_add(stones))
        }
    }
}
// ANCHOR_END: count_stones

// ANCHOR: handle_game_end
/// After `mover`'s move: when the opponent has no stones left, the mover captures every stone
/// on the mover's own side, counted by `count_stones` from the mover's score, and the board is
/// empty. Otherwise nothing changes. A score stops at 255.
///
/// ```
/// use ayoayo::{handle_game_end, Player};
/// let board = [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0];
/// assert_eq!(handle_game_end(board, [40, 5], Player::South), ([0; 12], [43, 5]));
/// ```
pub fn handle_game_end(board: Board, score: Score, mover: Player) -> (Board, Score) {
    if has_stones(board, mover.other()) {
        return (board, score);
    }
    let mut score = score;
    score[mover as usize] = count_stones(board, &potential_moves(mover), score[mover as usize]);
    ([0; PITS], score)
}
// ANCHOR_END: handle_game_end

// ANCHOR: take_turn
/// One whole turn by `mover` from `pit`: checks the move, relay-sows, captures and handles the
/// end of the game. Returns the board, the score and whether the game is now over.
///
/// ```
/// use ayoayo::{take_turn, IllegalMove, Player, OPENING};
/// let (board, score, over) = take_turn(OPENING, [0, 0], Player::South, 3).unwrap();
/// assert_eq!((board, score, over), ([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0], false));
/// assert_eq!(take_turn(OPENING, [0, 0], Player::South, 7), Err(IllegalMove::NotYourPit(7)));
/// ```
pub fn take_turn(
    board: Board,
    score: Score,
    mover: Player,
    pit: Pit,
) -> Result<(Board, Score, bool), IllegalMove> {
    check_move(board, mover, pit)?;
    let (board, score) = sow_and_capture(board, score, pit).ok_or(IllegalMove::SowsForever(pit))?;
    let (board, score) = handle_game_end(board, score, mover);
    if !has_stones(board, mover.other()) {
        return Ok((board, score, true));
    }
    if !can_move(board, mover.other()) {
        return Ok(([0; PITS], capture_all(board, score, mover), true));
    }
    Ok((board, score, false))
}

/// The first reason, in the fixed order, why `mover` may not play `pit`.
fn check_move(board: Board, mover: Player, pit: Pit) -> Result<(), IllegalMove> {
    if pit >= PITS {
        Err(IllegalMove::OffBoard(pit))
    } else if owner(pit) != mover {
        Err(IllegalMove::NotYourPit(pit))
    } else if board[pit] == 0 {
        Err(IllegalMove::EmptyPit(pit))
    } else if try_relay_sow(board, pit).is_none() {
        Err(IllegalMove::SowsForever(pit))
    } else if !has_stones(board, mover.other()) && !permissible_moves(board, mover).contains(&pit) {
        // Only feeding can forbid a move that ends, and only when the opponent has no stones.
        Err(IllegalMove::MustFeed(pit))
    } else {
        Ok(())
    }
}

/// `player` captures every stone left on the board (their score stops at 255).
/// Whether `player` has a move, that is a pit whose relay ends: the first one found settles it
/// (`permissible_moves` is empty exactly when none ends), so no endless relay after it is run.
fn can_move(board: Board, player: Player) -> bool {
    possible_moves(board, &potential_moves(player))
        .into_iter()
        .any(|pit| try_relay_sow(board, pit).is_some())
}

fn capture_all(board: Board, score: Score, player: Player) -> Score {
    let mut score = score;
    let player = player as usize;
    score[player] = board
        .iter()
        .fold(score[player], |sum, &pit| sum.saturating_add(pit));
    score
}
// ANCHOR_END: take_turn
