//! Chapter 11's drills: a hand's squares as an unfold of `square_next`, a plan of moves as an
//! expression the learner evaluates by recursion over its shape (`Plan`), and every turn a
//! player can take, a move that ends in their own goal playing on.

use std::iter;

use crate::Player;
use crate::kalah::{Board, Square, is_game_over, is_legal_move, play_move, square_next};

// ANCHOR: plan
/// A plan of moves, written before the game reaches it, as an opening book writes its lines:
/// one sowing, two plans one after the other, or a plan played a number of times over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plan {
    /// The player to move sows this square, if it is a move they may play.
    Sow(Square),
    /// The first plan, then the second from wherever the first left the game.
    Then(Box<Plan>, Box<Plan>),
    /// The plan played this many times, one after another; 0 times changes nothing.
    Repeat(u8, Box<Plan>),
}
// ANCHOR_END: plan

// ANCHOR: landing_squares
/// The squares the stones of `square` fall into when `player` sows it, in order: an unfold of
/// `square_next` from the square after it, one item a stone, so it passes over the opponent's
/// goal as the stones do. An empty square, or one off the board, sows nothing.
pub fn landing_squares(board: Board, player: Player, square: Square) -> Vec<Square> {
    let stones = board.get(square).copied().unwrap_or(0);
    let first = square_next(player, square);
    iter::successors(Some(first), |&next| Some(square_next(player, next)))
        .take(usize::from(stones))
        .collect()
}
// ANCHOR_END: landing_squares

// ANCHOR: plan_sowings
/// How many sowings `plan` asks for, read from its shape alone: one for a `Sow`, the two
/// plans' added up for a `Then`, and the plan's times over for a `Repeat`. Nested repeats
/// multiply fast: past `u64::MAX` the count stays at `u64::MAX` rather than wrap round.
pub fn plan_sowings(plan: &Plan) -> u64 {
    match plan {
        Plan::Sow(_) => 1,
        Plan::Then(first, second) => plan_sowings(first).saturating_add(plan_sowings(second)),
        Plan::Repeat(times, again) => u64::from(*times).saturating_mul(plan_sowings(again)),
    }
}
// ANCHOR_END: plan_sowings

// ANCHOR: run_plan
/// The board and the player to move after `plan`, played from `board` with `player` to move:
/// a `Sow` plays its square with `play_move` when it is a move `player` may play in a game not
/// over, and changes nothing otherwise; a `Then` runs its second plan from where its first left
/// the game; a `Repeat` runs its plan that many times, each from where the last left it.
pub fn run_plan(board: Board, player: Player, plan: &Plan) -> (Board, Player) {
    match plan {
        Plan::Sow(square) if !is_game_over(board) && is_legal_move(board, player, *square) => {
            let (board, next, _) = play_move(board, player, *square);
            (board, next)
        }
        Plan::Sow(_) => (board, player),
        Plan::Then(first, second) => {
            let (board, player) = run_plan(board, player, first);
            run_plan(board, player, second)
        }
        Plan::Repeat(times, again) => repeat(board, player, *times, again),
    }
}

/// `plan` run `times` times from `board`. A round that changes nothing would change nothing
/// each time after it, so the rounds stop there: since a legal move always moves the game on
/// (more stones in the goals, or the stones of a side nearer its goal), nested repeats of up
/// to 255 each then cost no more than the moves the game has left.
fn repeat(board: Board, player: Player, times: u8, plan: &Plan) -> (Board, Player) {
    if times == 0 {
        return (board, player);
    }
    let after = run_plan(board, player, plan);
    if after == (board, player) {
        return after;
    }
    repeat(after.0, after.1, times - 1, plan)
}
// ANCHOR_END: run_plan

// ANCHOR: whole_turns
/// Every turn `player` can take on `board`, as the moves it is made of: each move they may
/// play, lowest first, alone; or, when its last stone lands in their own goal and the game is
/// not over, that move followed by each turn they can take from there, since Kalah gives
/// another move every time. The recursion ends: every move that plays on puts a stone in the
/// goal and none comes out. None when the game is over or `player` has nothing to sow.
pub fn whole_turns(board: Board, player: Player) -> Vec<Vec<Square>> {
    if is_game_over(board) {
        return Vec::new();
    }
    (0..14)
        .filter(|&square| is_legal_move(board, player, square))
        .flat_map(|square| {
            let (after, next, _) = play_move(board, player, square);
            let goes_on = next == player && !is_game_over(after);
            match goes_on {
                true => (whole_turns(after, player).into_iter())
                    .map(|rest| [vec![square], rest].concat())
                    .collect(),
                false => vec![vec![square]],
            }
        })
        .collect()
}
// ANCHOR_END: whole_turns
