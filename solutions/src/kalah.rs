//! Chapter 11: Kalah as a functional-programming course builds it, one stone at a time.
//!
//! The board is fourteen squares: player 0 (South) owns pits 0 to 5 and goal 6, player 1
//! (North) owns pits 7 to 12 and goal 13. A move's stones go round counter-clockwise, skipping
//! the opponent's goal. [`distribute`] drops **one** stone and says what happens next; a whole
//! move, [`sowing`], is that step unfolded with `std::iter::successors` until the hand is empty.
//!
//! Every function answers any board and any square without a panic: a square off the board
//! (14 or more) holds nothing and receives nothing, and a square past 255 stones keeps 255.

use std::iter;

use crate::Player;
use crate::toolkit::{Rules, Sown, nothing_while_sowing};

// ANCHOR: types
/// Stones per square: 0..=5 player 0's pits, 6 its goal, 7..=12 player 1's pits, 13 its goal.
pub type Board = [u8; 14];

/// A square of the board, `0..=13`.
pub type Square = usize;

/// Every pit holds 4 stones, and both goals are empty.
pub const STANDARD_BOARD: Board = [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0];

/// How many squares the board has.
const SQUARES: usize = 14;
// ANCHOR_END: types

/// The three things that can happen when a hand runs out, as the course's `distribute` says them.
pub const PLAY_AGAIN: &str = "Last stone in your mancala. Play again.";
/// The last stone fell into an empty square of the mover's own: the opposite square is taken.
pub const CAPTURE: &str = "Last stone in empty space. Pick up the stones in the opposite square.";
/// The last stone fell anywhere else: the turn passes.
pub const NEXT_TURN: &str = "Out of stones. Next player's turn.";

// ANCHOR: small
/// The other player.
///
/// ```
/// use ayoayo::{Player, kalah::player_next};
/// assert_eq!(player_next(Player::South), Player::North);
/// ```
pub fn player_next(player: Player) -> Player {
    player.other()
}

/// A player's goal (mancala): square 6 for player 0, 13 for player 1.
pub fn goal(player: Player) -> Square {
    6 + 7 * player as usize
}

/// Whether `square` is one of the six pits of `player` (their goal is not a pit).
pub fn is_own_pit(player: Player, square: Square) -> bool {
    let first = 7 * player as usize;
    (first..first + 6).contains(&square)
}

/// The square after `square` for a stone of `player`: one further round the board, skipping
/// the opponent's goal. A square off the board is taken round the board first (`square % 14`).
///
/// ```
/// use ayoayo::{Player::{North, South}, kalah::square_next};
/// assert_eq!(square_next(South, 5), 6); // into South's own goal
/// assert_eq!(square_next(North, 5), 7); // past South's goal
/// assert_eq!(square_next(South, 12), 0); // past North's goal
/// ```
pub fn square_next(player: Player, square: Square) -> Square {
    let next = (square % SQUARES + 1) % SQUARES;
    if next == goal(player_next(player)) {
        (next + 1) % SQUARES
    } else {
        next
    }
}

/// Moves the stones of the square opposite `square` (`12 - square`) into `player`'s goal; the
/// square itself keeps its stones. Only pits have an opposite: for a goal, or a square off the
/// board, the board comes back as it is.
///
/// ```
/// use ayoayo::{Player::South, kalah::{STANDARD_BOARD, capture_stones}};
/// let after = capture_stones(STANDARD_BOARD, South, 2);
/// assert_eq!(after, [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 0]);
/// ```
pub fn capture_stones(board: Board, player: Player, square: Square) -> Board {
    if square > 12 || square == 6 {
        return board;
    }
    let mut after = board;
    let taken = std::mem::take(&mut after[12 - square]);
    let goal = &mut after[goal(player)];
    *goal = goal.saturating_add(taken);
    after
}
// ANCHOR_END: small

// ANCHOR: distribute
/// A move in progress, as [`distribute`] hands it on: the board, who plays next, the square
/// the next stone goes to (0 once the hand is empty), the stones left in hand, and what just
/// happened (empty while stones remain).
pub type Hand = (Board, Player, Square, u8, &'static str);

/// Drops **one** of `player`'s `stones` into `square` and says what comes next.
///
/// While stones remain, the same player drops the next one into [`square_next`]. With the last
/// stone: in the player's own goal, they play again; in an empty pit of their own, they
/// capture the pit opposite ([`capture_stones`]) and the turn passes; anywhere else the turn
/// just passes. An empty hand, or a square off the board, drops nothing and ends the turn.
///
/// ```
/// use ayoayo::{Player::South, kalah::{STANDARD_BOARD, distribute}};
/// let (board, next, square, left, message) = distribute(STANDARD_BOARD, South, 6, 1);
/// assert_eq!((board[6], next, square, left), (1, South, 0, 0));
/// assert_eq!(message, "Last stone in your mancala. Play again.");
/// ```
pub fn distribute(board: Board, player: Player, square: Square, stones: u8) -> Hand {
    if stones == 0 || square >= SQUARES {
        return (board, player_next(player), 0, 0, NEXT_TURN);
    }
    let was_empty = board[square] == 0;
    let mut after = board;
    after[square] = after[square].saturating_add(1);
    let left = stones - 1;
    if left > 0 {
        (after, player, square_next(player, square), left, "")
    } else if square == goal(player) {
        (after, player, 0, 0, PLAY_AGAIN)
    } else if was_empty && is_own_pit(player, square) {
        (
            capture_stones(after, player, square),
            player_next(player),
            0,
            0,
            CAPTURE,
        )
    } else {
        (after, player_next(player), 0, 0, NEXT_TURN)
    }
}
// ANCHOR_END: distribute

// ANCHOR: sowing
/// A whole move by `player` from `square`, stone by stone: the square is emptied into the
/// hand, then [`distribute`] is unfolded until the hand is empty. The first item is the move
/// before any stone is dropped (the emptied square, the whole hand, no message); each next item
/// is one more stone dropped. An empty square, or one off the board, gives that first item alone.
///
/// ```
/// use ayoayo::{Player::South, kalah::{STANDARD_BOARD, sowing}};
/// let steps: Vec<_> = sowing(STANDARD_BOARD, South, 2).collect();
/// assert_eq!(steps.len(), 5); // before, then four stones
/// assert_eq!(steps[4].4, "Last stone in your mancala. Play again.");
/// ```
pub fn sowing(board: Board, player: Player, square: Square) -> impl Iterator<Item = Hand> {
    let mut emptied = board;
    let hand = emptied.get_mut(square).map_or(0, std::mem::take);
    let first = (emptied, player, square_next(player, square), hand, "");
    iter::successors(Some(first), |&(board, player, square, stones, _)| {
        (stones > 0).then(|| distribute(board, player, square, stones))
    })
}

/// The end of [`sowing`]: the board after `player`'s move from `square`, who plays next, and
/// what happened. Nothing to sow (an empty or off-board square) changes nothing: the board
/// comes back as it is, with the same player to move and no message.
///
/// ```
/// use ayoayo::{Player::{North, South}, kalah::{STANDARD_BOARD, play_move}};
/// let (board, next, message) = play_move(STANDARD_BOARD, South, 0);
/// assert_eq!(board, [0, 5, 5, 5, 5, 4, 0, 4, 4, 4, 4, 4, 4, 0]);
/// assert_eq!((next, message), (North, "Out of stones. Next player's turn."));
/// ```
pub fn play_move(board: Board, player: Player, square: Square) -> (Board, Player, &'static str) {
    let at_rest = sowing(board, player, square).last();
    at_rest.map_or((board, player, ""), |(board, next, _, _, message)| {
        (board, next, message)
    })
}
// ANCHOR_END: sowing

// ANCHOR: game
/// Whether `player` may move from `square`: one of their own pits, holding stones.
pub fn is_legal_move(board: Board, player: Player, square: Square) -> bool {
    is_own_pit(player, square) && board[square] > 0
}

/// Whether the game is over: either player's six pits are all empty.
pub fn is_game_over(board: Board) -> bool {
    let empty = |pits: &[u8]| pits.iter().all(|&stones| stones == 0);
    empty(&board[0..6]) || empty(&board[7..13])
}

/// The player with more stones in their goal, or `None` for a tie. Only the goals count: the
/// stones still in the pits are left out (the source's page does not say; most rulebooks give
/// them to the player whose side they are on, which can change the result).
pub fn winner(board: Board) -> Option<Player> {
    match board[6].cmp(&board[13]) {
        std::cmp::Ordering::Greater => Some(Player::South),
        std::cmp::Ordering::Less => Some(Player::North),
        std::cmp::Ordering::Equal => None,
    }
}
// ANCHOR_END: game

// ANCHOR: rules
/// Kalah's sowing on the toolkit: round the fourteen squares, skipping the opponent's goal; no
/// relay; a last stone in an empty pit of the mover's takes the pit opposite into the goal.
pub const RULES: Rules<14> = Rules {
    name: "Kalah",
    stones: 48,
    route: |mover, _, square| square_next(mover, square),
    on_drop: nothing_while_sowing,
    relays: false,
    at_rest: take_opposite,
};

/// The last stone fell into an empty pit on the mover's own side: [`capture_stones`] takes the
/// pit opposite into the mover's goal; the last stone itself stays where it fell.
fn take_opposite(sown: Sown<14>, mover: Player, _start: usize) -> Sown<14> {
    if !is_own_pit(mover, sown.last) || sown.bins[sown.last] != 1 {
        return sown;
    }
    let bins = capture_stones(sown.bins, mover, sown.last);
    Sown { bins, ..sown }
}
// ANCHOR_END: rules
