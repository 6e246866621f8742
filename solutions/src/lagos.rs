//! Chapter 8: Ayòayò as the Lagos write-up plays it, where fours are taken during the sowing.
//!
//! The sowing is the toolkit's, under [`RULES`]; this module adds what only Lagos needs: the
//! per-drop capture ([`take_fours`]), the move as the chapter builds it ([`sow_taking_fours`],
//! [`try_relay_move`]), and the game ([`Position`], [`permitted_moves`], [`play`], [`outcome`]).

use std::cmp::Ordering;

use crate::toolkit::{Rules, Sown, feeding_filter, nothing_at_rest, sow_move, sow_once};
use crate::{Board, IllegalMove, Outcome, PITS, Pit, Player, Score, owner, potential_moves};

// ANCHOR: rules
/// Lagos' sowing: round the twelve pits without skipping the origin, taking any pit that a
/// drop brings to exactly four, relaying from a last stone that lands on others.
pub const RULES: Rules<12> = Rules {
    name: "Ayòayò (Lagos)",
    stones: 48,
    route: |_, _, pit| (pit + 1) % 12,
    on_drop: take_fours,
    relays: true,
    at_rest: nothing_at_rest,
};
// ANCHOR_END: rules

// ANCHOR: take_fours
/// After a drop that makes a pit hold exactly four: the four are taken, by the owner of that
/// row while stones remain in hand, or by the mover with the last stone. Any other drop (or a
/// `last` off the board) takes nothing.
///
/// ```
/// use ayoayo::{Player, toolkit::Sown};
/// use ayoayo::lagos::take_fours;
/// let mut bins = [0; 12];
/// bins[8] = 4; // South's seed made North's pit 8 a four, with two seeds still in hand
/// let sown = Sown { bins, captured: [0, 0], last: 8 };
/// assert_eq!(take_fours(sown, Player::South, 2), Sown { bins: [0; 12], captured: [0, 4], last: 8 });
/// assert_eq!(take_fours(sown, Player::South, 0).captured, [4, 0]); // the last seed: the mover's
/// ```
pub fn take_fours(sown: Sown<12>, mover: Player, in_hand: u8) -> Sown<12> {
    if sown.bins.get(sown.last) != Some(&4) {
        return sown;
    }
    let taker = if in_hand > 0 { owner(sown.last) } else { mover };
    let mut bins = sown.bins;
    bins[sown.last] = 0;
    let mut captured = sown.captured;
    captured[taker as usize] = captured[taker as usize].saturating_add(4);
    Sown {
        bins,
        captured,
        ..sown
    }
}
// ANCHOR_END: take_fours

// ANCHOR: sow_taking_fours
/// One sowing by `mover`: scoop the pit `sown.last` and drop its seeds one by one into the
/// pits after it, round the board (the origin too, on a lap), taking fours as they come. The
/// toolkit's fold under [`RULES`] does exactly this, so that is all Lagos needs to say.
///
/// ```
/// use ayoayo::{Player, toolkit::Sown};
/// use ayoayo::lagos::sow_taking_fours;
/// let start = Sown { bins: [3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0], captured: [0, 0], last: 0 };
/// let after = sow_taking_fours(start, Player::South);
/// assert_eq!(after, Sown { bins: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], captured: [12, 0], last: 3 });
/// ```
pub fn sow_taking_fours(sown: Sown<12>, mover: Player) -> Sown<12> {
    sow_once(&RULES, sown, mover, sown.last)
}
// ANCHOR_END: sow_taking_fours

// ANCHOR: try_relay_move
/// A whole move by `mover` from `pit`: sow, and while the last seed lands on others, scoop them
/// and sow on, taking fours throughout. Returns the board at rest and the seeds each player
/// took during the move, or `None` when the relay comes back to a state it was in, and so
/// would sow for ever (or when `pit` has nothing to sow). The toolkit's [`sow_move`] is this
/// relay for any rules: Part I's cycle detection, [`crate::cycle::fate`], run over
/// [`sow_once`], the step that [`sow_taking_fours`] is for Lagos.
///
/// ```
/// use ayoayo::{OPENING, Player};
/// use ayoayo::lagos::try_relay_move;
/// let endless = [1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0];
/// assert_eq!(try_relay_move(endless, Player::South, 1), None);
/// let (board, taken) = try_relay_move(OPENING, Player::South, 0).unwrap();
/// assert_eq!((board, taken), ([2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6, 6], [0, 0]));
/// ```
pub fn try_relay_move(board: Board, mover: Player, pit: Pit) -> Option<(Board, Score)> {
    sow_move(&RULES, board, mover, pit).map(|sown| (sown.bins, sown.captured))
}
// ANCHOR_END: try_relay_move

// ANCHOR: position
/// A moment of a game: the board, the seeds each player has captured, and whose move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub board: Board,
    pub captured: Score,
    pub to_move: Player,
}

/// Four seeds in every pit, nothing captured, South to move.
pub const OPENING: Position = Position {
    board: crate::OPENING,
    captured: [0, 0],
    to_move: Player::South,
};

/// Half the seeds of a game: a player who has captured more has won, whatever is left.
const HALF: u8 = 24;
// ANCHOR_END: position

// ANCHOR: permitted_moves
/// The pits the player to move may sow, in increasing order: those with seeds whose move ends
/// (a relay that would sow for ever is not permitted), and, when the opponent's row is empty,
/// only those that give the opponent a seed. Empty once the game is over.
///
/// ```
/// use ayoayo::lagos::{OPENING, permitted_moves};
/// assert_eq!(permitted_moves(OPENING), [0, 1, 2, 3, 4, 5]);
/// ```
pub fn permitted_moves(position: Position) -> Vec<Pit> {
    if is_decided(position.captured) {
        return Vec::new();
    }
    moves_by_the_rules(position)
        .into_iter()
        .map(|(pit, _)| pit)
        .collect()
}

/// The permitted moves, with the sowing each one makes, before asking whether the game is
/// decided: each pit of the player to move with seeds, sown once.
fn moves_by_the_rules(position: Position) -> Vec<(Pit, Sown<12>)> {
    let Position { board, to_move, .. } = position;
    let ending: Vec<(Pit, Sown<12>)> = potential_moves(to_move)
        .into_iter()
        .filter_map(|pit| sow_move(&RULES, board, to_move, pit).map(|sown| (pit, sown)))
        .collect();
    let opponent = to_move.other();
    feeding_filter(&ending, !has_seeds(board, opponent), |(_, sown)| {
        has_seeds(sown.bins, opponent)
    })
}

fn has_seeds(board: Board, player: Player) -> bool {
    potential_moves(player).iter().any(|&pit| board[pit] > 0)
}

/// Someone has captured more than half the seeds.
fn is_decided(captured: Score) -> bool {
    captured.iter().any(|&seeds| seeds > HALF)
}
// ANCHOR_END: permitted_moves

// ANCHOR: play
/// The position after the player to move sows `pit`, or the first reason it may not, checked
/// in this order: [`IllegalMove::GameOver`] (as Part I's `Game::play`: no move is asked about
/// once the game has ended), then `OffBoard`, `NotYourPit`, `EmptyPit`, `SowsForever`,
/// `MustFeed`.
///
/// After the move, if neither player has more than 24 and the next player has no permitted
/// move, the game ends: each player captures the seeds left in their own row.
///
/// ```
/// use ayoayo::{IllegalMove, Player};
/// use ayoayo::lagos::{OPENING, play};
/// let next = play(OPENING, 0).unwrap();
/// assert_eq!(next.board, [2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6, 6]);
/// assert_eq!((next.captured, next.to_move), ([0, 0], Player::North));
/// assert_eq!(play(next, 2), Err(IllegalMove::NotYourPit(2)));
/// ```
pub fn play(position: Position, pit: Pit) -> Result<Position, IllegalMove> {
    let Position {
        board,
        captured,
        to_move,
    } = position;
    if outcome(position).is_some() {
        return Err(IllegalMove::GameOver);
    } else if pit >= PITS {
        return Err(IllegalMove::OffBoard(pit));
    } else if owner(pit) != to_move {
        return Err(IllegalMove::NotYourPit(pit));
    } else if board[pit] == 0 {
        return Err(IllegalMove::EmptyPit(pit));
    }
    let sown = sow_move(&RULES, board, to_move, pit).ok_or(IllegalMove::SowsForever(pit))?;
    let opponent = to_move.other();
    if !has_seeds(board, opponent) && !has_seeds(sown.bins, opponent) {
        return Err(IllegalMove::MustFeed(pit));
    }
    let next = Position {
        board: sown.bins,
        captured: [0, 1].map(|p| captured[p].saturating_add(sown.captured[p])),
        to_move: to_move.other(),
    };
    if is_decided(next.captured) || !moves_by_the_rules(next).is_empty() {
        return Ok(next);
    }
    Ok(Position {
        board: [0; PITS],
        captured: seeds_with_rows(next),
        ..next
    })
}

/// Each player's captured seeds plus the seeds left in their own row (a score stops at 255).
fn seeds_with_rows(position: Position) -> Score {
    [Player::South, Player::North].map(|player| {
        let row = potential_moves(player)
            .into_iter()
            .map(|pit| position.board[pit]);
        row.fold(position.captured[player as usize], u8::saturating_add)
    })
}
// ANCHOR_END: play

// ANCHOR: outcome
/// How the game came out, or `None` while it goes on: more than 24 captured wins at once;
/// otherwise, when the player to move has no permitted move, each row's seeds count for its
/// owner, and more wins (equal is a draw).
///
/// ```
/// use ayoayo::{Outcome, Player};
/// use ayoayo::lagos::{OPENING, Position, outcome};
/// assert_eq!(outcome(OPENING), None);
/// let decided = Position { captured: [25, 3], ..OPENING };
/// assert_eq!(outcome(decided), Some(Outcome::Winner(Player::South)));
/// ```
pub fn outcome(position: Position) -> Option<Outcome> {
    let [south, north] = if is_decided(position.captured) {
        position.captured
    } else if moves_by_the_rules(position).is_empty() {
        seeds_with_rows(position)
    } else {
        return None;
    };
    Some(match south.cmp(&north) {
        Ordering::Greater => Outcome::Winner(Player::South),
        Ordering::Less => Outcome::Winner(Player::North),
        Ordering::Equal => Outcome::Draw,
    })
}
// ANCHOR_END: outcome
