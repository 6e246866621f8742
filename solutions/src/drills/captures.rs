//! Chapter 5's drills: a capture rule as a value. A rule says whether a capture may take a pit
//! of so many stones; functions make rules, combine them, and play a move under any of them,
//! as the page's properties take any move.

use crate::{Board, PITS, Pit, Score, opposite, owner, scoop, try_relay_sow};

// ANCHOR: capture_rule
/// The rule "a capture may take a pit holding from `low` to `high` stones, both included", as
/// a closure: `move` hands it its own copies of `low` and `high`, so it outlives this call.
/// With `low` above `high` no count fits, and the rule allows nothing.
pub fn capture_rule(low: u8, high: u8) -> impl Fn(u8) -> bool {
    move |stones| low <= stones && stones <= high
}
// ANCHOR_END: capture_rule

// ANCHOR: either_rule
/// The rule that allows a capture when `first` allows it or `second` does. The new closure
/// owns both rules, so it is made by `move`, and asks `second` only when `first` says no.
pub fn either_rule(first: impl Fn(u8) -> bool, second: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones| first(stones) || second(stones)
}
// ANCHOR_END: either_rule

// ANCHOR: both_rules
/// The rule that allows a capture only when `first` and `second` both allow it.
pub fn both_rules(first: impl Fn(u8) -> bool, second: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones| first(stones) && second(stones)
}
// ANCHOR_END: both_rules

// ANCHOR: not_rule
/// The rule that allows exactly the captures `rule` forbids.
pub fn not_rule(rule: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones| !rule(stones)
}
// ANCHOR_END: not_rule

// ANCHOR: capture_with
/// `captured_stones` under a rule: when `end` is on the mover's side (the owner of `start`) and
/// `rule` allows a capture of the pit opposite `end`, that pit is scooped; otherwise nothing is
/// taken. The rule is asked about the stones of the pit the capture would take. A pit off the
/// board starts or ends no move, so captures nothing.
pub fn capture_with(board: Board, start: Pit, end: Pit, rule: impl Fn(u8) -> bool) -> (Board, u8) {
    let prize = opposite(end);
    if start < PITS && end < PITS && owner(end) == owner(start) && rule(board[prize]) {
        scoop(board, prize)
    } else {
        (board, 0)
    }
}
// ANCHOR_END: capture_with

// ANCHOR: move_with_rule
/// `sow_and_capture` under a rule: relay-sows from `start` (`None`, through `?`, when the
/// relay never ends), captures as [`capture_with`] says, and adds the capture to the mover's
/// score, which stops at 255.
pub fn move_with_rule(
    board: Board,
    score: Score,
    start: Pit,
    rule: impl Fn(u8) -> bool,
) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let (after, captured) = capture_with(sown, start, end, rule);
    let mut score = score;
    let mover = owner(start) as usize;
    score[mover] = score[mover].saturating_add(captured);
    Some((after, score))
}
// ANCHOR_END: move_with_rule
