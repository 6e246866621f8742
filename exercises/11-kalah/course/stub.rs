//! Chapter 11: Kalah. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p kalah
//! ```
//!
//! The board has fourteen squares: player 0 (South) owns pits 0 to 5 and goal 6, player 1
//! (North) owns pits 7 to 12 and goal 13. `ayoayo::kalah` has the small pieces ready:
//! `player_next`, `goal`, `is_own_pit`, `capture_stones` and `STANDARD_BOARD`; add them to the
//! `use` line when you need them. The tests run each case in a child process, so a move whose
//! hand never empties is reported in words, with its board.

use ayoayo::Player;
use ayoayo::kalah::{Board, Hand, Square};

/// The square after `square` for a stone of `player`: one further round the board (13 wraps
/// round to 0), but never the opponent's goal, which is passed over.
///
/// `square_next(South, 5)` is 6 (South's own goal), `square_next(North, 5)` is 7 (past
/// South's goal), and `square_next(South, 12)` is 0 (past North's goal).
pub fn square_next(player: Player, square: Square) -> Square {
    todo!("the square after {square} for {player:?}")
}

/// Drops **one** of `player`'s `stones` (at least one) into `square`, and returns what comes
/// next: `(board, next player, next square, stones left in hand, message)`.
///
/// - Stones left in hand: the same player, the next square is `square_next(player, square)`,
///   and the message is `""`.
/// - The last stone, in the player's own goal: the same player plays again, next square 0,
///   `"Last stone in your mancala. Play again."`.
/// - The last stone, in an empty pit of the player's own (it now holds 1): the stones of the
///   pit opposite (`12 - square`) go into the player's goal (`capture_stones`), the other player
///   is next, square 0, `"Last stone in empty space. Pick up the stones in the opposite square."`.
/// - The last stone anywhere else: the other player is next, square 0,
///   `"Out of stones. Next player's turn."`.
///
/// For example, `distribute(STANDARD_BOARD, South, 3, 3)` returns
/// `([4, 4, 4, 5, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0], South, 4, 2, "")`.
pub fn distribute(board: Board, player: Player, square: Square, stones: u8) -> Hand {
    todo!("drop one of {stones} stones of {player:?} into square {square} of {board:?}")
}

/// A whole move by `player` from `square`, stone by stone, as an unfold of `distribute` with
/// `std::iter::successors`. Empty `square` into the hand; the first item is the move before any
/// stone is dropped: `(emptied board, player, square_next(player, square), stones in hand, "")`.
/// Each next item is `distribute` applied to the one before, as long as that one has stones in
/// hand. So a move of `n` stones gives `n + 1` items. An empty square gives the first item alone.
///
/// For example, `sowing(STANDARD_BOARD, South, 2)` gives five items, whose squares are
/// 3, 4, 5, 6, 0 and whose hands are 4, 3, 2, 1, 0; the last is
/// `([4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0], South, 0, 0, "Last stone in your mancala. Play again.")`.
pub fn sowing(board: Board, player: Player, square: Square) -> impl Iterator<Item = Hand> {
    // A placeholder that compiles: replace the whole line with your unfold.
    std::iter::from_fn(move || todo!("sow square {square} of {player:?} on {board:?}"))
}

/// The end of `sowing`: the board after the move, who plays next, and the last message. With
/// nothing to sow, the board comes back as it is, with `player` still to move and `""`.
///
/// For example, `play_move(STANDARD_BOARD, South, 0)` returns
/// `([0, 5, 5, 5, 5, 4, 0, 4, 4, 4, 4, 4, 4, 0], North, "Out of stones. Next player's turn.")`.
pub fn play_move(board: Board, player: Player, square: Square) -> (Board, Player, &'static str) {
    todo!("play square {square} of {player:?} on {board:?}")
}

// Drills: small exercises beside the lab; see the chapter's page.

/// A plan of moves, written before the game gets there, as the page designs it: one sowing, two
/// plans one after the other, or a plan played a number of times over. (Given, so the tests can
/// build plans: the drills below recurse over it, one case for each variant.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plan {
    Sow(Square),
    Then(Box<Plan>, Box<Plan>),
    Repeat(u8, Box<Plan>),
}

/// Drill 1: the squares the stones of `square` fall into when `player` sows it, in order, one
/// for each stone: an unfold of `square_next` (`std::iter::successors`) from the square after
/// `square`, so the opponent's goal is passed over. An empty square, or one off the board (14 or
/// more), sows nothing: no squares.
///
/// For example, `landing_squares(STANDARD_BOARD, South, 2)` is `vec![3, 4, 5, 6]`.
pub fn landing_squares(board: Board, player: Player, square: Square) -> Vec<Square> {
    todo!("the squares {player:?}'s stones from square {square} of {board:?} fall into")
}

/// Drill 2: how many sowings `plan` asks for, from its shape alone: 1 for a `Sow`, the two
/// plans' counts added for a `Then`, and the plan's count times the number for a `Repeat`. Past
/// `u64::MAX` the count stays at `u64::MAX` (`saturating_add`, `saturating_mul`).
///
/// For example, `Plan::Repeat(3, Box::new(Plan::Then(Box::new(Plan::Sow(2)),
/// Box::new(Plan::Sow(5)))))` asks for 6 sowings.
pub fn plan_sowings(plan: &Plan) -> u64 {
    todo!("count the sowings of {plan:?}")
}

/// Drill 3: the board and the player to move after `plan`, played from `board` with `player`
/// to move, by recursion over the plan:
///
/// - `Sow(square)`: when the game is not over (`is_game_over`) and `square` is a move `player`
///   may play (`is_legal_move`), your `play_move` plays it, and who plays next is its answer;
///   otherwise nothing changes, the same player still to move;
/// - `Then(first, second)`: `first`, then `second` from where `first` left the game;
/// - `Repeat(times, plan)`: `plan`, `times` times over, each from where the last left it (0
///   times changes nothing).
///
/// For example, the classic opening "2 then 5", `Plan::Then(Box::new(Plan::Sow(2)),
/// Box::new(Plan::Sow(5)))` from `STANDARD_BOARD` with South to move, ends in North's pit 10:
/// `([4, 4, 0, 5, 5, 0, 2, 5, 5, 5, 5, 4, 4, 0], North)`.
pub fn run_plan(board: Board, player: Player, plan: &Plan) -> (Board, Player) {
    todo!("run {plan:?} for {player:?} from {board:?}")
}

/// Drill 4: every turn `player` can take on `board`, each as the squares they sow, in order:
/// each move they may play (`is_legal_move`), lowest first, alone; or, when its last stone lands
/// in their own goal and the game is not over, that move followed by each turn they can take
/// from there, for Kalah gives another move every time. No turn at all when the game is over.
///
/// For example, South on `STANDARD_BOARD` has ten turns: `[0]`, `[1]`, then pit 2, whose last
/// stone reaches the goal, followed by each of 0, 1, 3, 4 and 5 (`[2, 0]` to `[2, 5]`), then
/// `[3]`, `[4]` and `[5]`.
pub fn whole_turns(board: Board, player: Player) -> Vec<Vec<Square>> {
    todo!("every turn {player:?} can take on {board:?}")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: `play_move` with recursion alone, no loops and no iterator: empty the square
/// into the hand, then drop one stone with `distribute` and play on, recursively, from the
/// `Hand` it answers, until no stone is left. The answer is exactly `play_move`'s, an empty
/// square included.
///
/// For example, North's 13 stones in pit 7 of `[0, 0, 0, 0, 2, 1, 3, 13, 0, 0, 0, 0, 0, 0]` lap
/// the board and end in pit 7, empty again, capturing the two stones opposite (pit 5's one and
/// the one the lap dropped there):
/// `([1, 1, 1, 1, 3, 0, 3, 1, 1, 1, 1, 1, 1, 3], South, "Last stone in empty space. ...")`.
pub fn play_move_by_recursion(
    board: Board,
    player: Player,
    square: Square,
) -> (Board, Player, &'static str) {
    todo!("play square {square} of {player:?} on {board:?}, by recursion")
}

/// Challenge 2: the pits of `player` whose move ends with the last stone in their own goal,
/// earning another move, in increasing order.
///
/// On `STANDARD_BOARD` South's answer is `[2]`: pit 2's four stones end in goal 6. On
/// `[0, 0, 0, 0, 2, 1, 3, 13, 0, 0, 0, 0, 0, 0]` it is `[4, 5]`.
pub fn extra_turn_moves(board: Board, player: Player) -> Vec<Square> {
    todo!("the pits of {player:?} on {board:?} that earn another move")
}
