//! Chapter 21: data that shares. A game's history as a persistent list: each history is the
//! newest position and a shared pointer to the history before it, so adding a position makes
//! one cell and copies nothing, and every branch of a search shares the path that led to it.
//! The search that honours the repetition rule (rule 10) reads its path from such a list.

use std::rc::Rc;

use crate::search::{Ayoayo, GameTree};
use crate::{Player, oware, potential_moves};

// ANCHOR: history
/// The positions a game went through, newest first: either nothing yet, or the newest
/// position and the history before it. The history before it sits behind an [`Rc`], so any
/// number of longer histories can share it: cloning a history copies one pointer.
#[derive(Debug)]
pub enum History<P> {
    /// No position yet.
    Start,
    /// The newest position, and the (shared) history before it.
    Then(Rc<(P, History<P>)>),
}

impl<P> Clone for History<P> {
    /// Another handle on the same cells: one count goes up, nothing is copied.
    fn clone(&self) -> Self {
        match self {
            History::Start => History::Start,
            History::Then(cell) => History::Then(Rc::clone(cell)),
        }
    }
}
// ANCHOR_END: history

// ANCHOR: drop
impl<P> Drop for History<P> {
    /// Frees the cells no other history holds, one after another in a loop. Without this,
    /// Rust's own drop would free a cell by first dropping the history inside it: one stack
    /// frame per cell, and a long enough history overflows the stack.
    fn drop(&mut self) {
        let History::Then(cell) = self else { return };
        // Another history still holds this cell, and so everything before it.
        let Some((_, before)) = Rc::get_mut(cell) else {
            return;
        };
        // This cell is ours alone: take the history before it out, leaving `Start` behind,
        // and walk back through the cells that are ours alone, each time keeping the tail
        // and letting the emptied cell go (its drop meets `Start` and stops there).
        let mut rest = std::mem::replace(before, History::Start);
        while let History::Then(cell) = &mut rest {
            match Rc::get_mut(cell) {
                Some((_, before)) => rest = std::mem::replace(before, History::Start),
                None => break,
            }
        }
    }
}
// ANCHOR_END: drop

// ANCHOR: start
/// The history of a game not yet begun.
pub fn start<P>() -> History<P> {
    History::Start
}
// ANCHOR_END: start

// ANCHOR: then
/// `history` with `position` added as its newest: one new cell, pointing at the cells of
/// `history`, which stays as it was and is shared, not copied.
pub fn then<P>(history: &History<P>, position: P) -> History<P> {
    History::Then(Rc::new((position, history.clone())))
}
// ANCHOR_END: then

// ANCHOR: back
/// `history` one position back: the history before its newest position, shared, not copied
/// (`Start` has nothing to take back, and stays `Start`). What an undo needs.
pub fn back<P>(history: &History<P>) -> History<P> {
    match history {
        History::Start => History::Start,
        History::Then(cell) => cell.1.clone(),
    }
}
// ANCHOR_END: back

// ANCHOR: len
/// How many positions `history` holds.
pub fn len<P>(history: &History<P>) -> usize {
    match history {
        History::Start => 0,
        History::Then(cell) => 1 + len(&cell.1),
    }
}
// ANCHOR_END: len

// ANCHOR: contains
/// Whether `position` is one of the positions in `history`, the newest or any before it.
pub fn contains<P: PartialEq>(history: &History<P>, position: &P) -> bool {
    match history {
        History::Start => false,
        History::Then(cell) => {
            let (newest, before) = &**cell;
            newest == position || contains(before, position)
        }
    }
}
// ANCHOR_END: contains

// ANCHOR: to_vec
/// The positions of `history` in the order they were played: oldest first.
pub fn to_vec<P: Clone>(history: &History<P>) -> Vec<P> {
    match history {
        History::Start => Vec::new(),
        History::Then(cell) => {
            let (newest, before) = &**cell;
            let mut positions = to_vec(before);
            positions.push(newest.clone());
            positions
        }
    }
}
// ANCHOR_END: to_vec

// ANCHOR: own_sides
/// A game whose positions can come again, and which knows what the repetition rule makes of
/// one: the game is over, and each player takes the stones on their own side (rule 10 for
/// Ayòayò, Khan's stop rule for Oware).
pub trait OwnSides: GameTree {
    /// The stones on each player's side of the board, South's first.
    fn own_sides(&self) -> [u8; 2];

    /// The value of this position for the player to move when it has come again: their
    /// stones minus their opponent's once each side has taken its own.
    fn repetition_value(&self) -> i32 {
        let [south_side, north_side] = self.own_sides().map(i32::from);
        let difference = self.store_difference();
        match self.to_move() {
            Player::South => difference + south_side - north_side,
            Player::North => difference + north_side - south_side,
        }
    }
}
// ANCHOR_END: own_sides

/// The stones in each player's pits of a twelve-pit board.
fn sides(pits: [u8; 12]) -> [u8; 2] {
    [Player::South, Player::North].map(|player| {
        potential_moves(player)
            .into_iter()
            .map(|pit| pits[pit])
            .sum()
    })
}

impl OwnSides for Ayoayo {
    fn own_sides(&self) -> [u8; 2] {
        sides(self.board)
    }
}

impl OwnSides for oware::Position {
    fn own_sides(&self) -> [u8; 2] {
        sides(self.houses)
    }
}

// ANCHOR: two_stones
/// Oware's smallest repetition: South's two stones, one on each end of South's row, North's
/// row empty. South must feed North; from then on every move is forced, the two stones walk
/// round the board, and twelve moves later the position is back, South to move.
pub const TWO_STONES: oware::Position = oware::Position {
    houses: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0],
    stores: [23, 23],
    to_move: Player::South,
};
// ANCHOR_END: two_stones

// ANCHOR: negamax_with_history
/// Negamax, `depth` moves ahead, for a game whose earlier positions are `history` (newest
/// first, `position` not among them). A position the game has already been through ends it
/// by the repetition rule, whatever the depth left; a game over by the rules of a position
/// ends it as negamax says. Each branch adds `position` to the history it was given, sharing
/// the rest with its siblings.
pub fn negamax_with_history<G: OwnSides>(position: G, depth: u32, history: &History<G>) -> i32 {
    let moves = position.moves();
    if moves.is_empty() {
        return position.store_difference();
    }
    if contains(history, &position) {
        return position.repetition_value();
    }
    if depth == 0 {
        return position.store_difference();
    }
    let path = then(history, position);
    moves
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = negamax_with_history(child, depth - 1, &path);
            if child.to_move() == position.to_move() {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or_default()
}
// ANCHOR_END: negamax_with_history

// ANCHOR: with_vectors
/// The same search with the path as a `Vec`, oldest first, copied for each position searched
/// (into a `Vec` of exactly the right size): every branch owns a whole copy of the path above
/// it.
pub fn negamax_with_cloned_path<G: OwnSides>(position: G, depth: u32, path: &[G]) -> i32 {
    let moves = position.moves();
    if moves.is_empty() {
        return position.store_difference();
    }
    if path.contains(&position) {
        return position.repetition_value();
    }
    if depth == 0 {
        return position.store_difference();
    }
    let mut longer = Vec::with_capacity(path.len() + 1);
    longer.extend_from_slice(path);
    longer.push(position);
    moves
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = negamax_with_cloned_path(child, depth - 1, &longer);
            if child.to_move() == position.to_move() {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or_default()
}

/// The same search with one `Vec` for the whole search: a position is pushed before its
/// branches are searched and popped after, so `path` comes back as it went in. The imperative
/// baseline: no copies, and no sharing either, since only one branch exists at a time.
pub fn negamax_with_path_stack<G: OwnSides>(position: G, depth: u32, path: &mut Vec<G>) -> i32 {
    let moves = position.moves();
    if moves.is_empty() {
        return position.store_difference();
    }
    if path.contains(&position) {
        return position.repetition_value();
    }
    if depth == 0 {
        return position.store_difference();
    }
    path.push(position);
    let best = moves
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = negamax_with_path_stack(child, depth - 1, path);
            if child.to_move() == position.to_move() {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or_default();
    path.pop();
    best
}
// ANCHOR_END: with_vectors

// ANCHOR: path_counts
/// What keeping every branch's path costs a search, counted exactly.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PathCounts {
    /// Positions whose moves the search tried: each adds one cell to the shared history.
    pub cells: u64,
    /// Positions held in all those branches' paths together: what copying each path stores.
    pub stored: u64,
    /// Positions the search ended by the repetition rule.
    pub repetitions: u64,
}

/// The counts of [`negamax_with_history`]'s search of `position`, `depth` moves ahead, from a
/// game with no history before it.
pub fn path_counts<G: OwnSides>(position: G, depth: u32) -> PathCounts {
    fn walk<G: OwnSides>(position: G, depth: u32, path: &mut Vec<G>, counts: &mut PathCounts) {
        let moves = position.moves();
        if moves.is_empty() {
            return;
        }
        if path.contains(&position) {
            counts.repetitions += 1;
            return;
        }
        if depth == 0 {
            return;
        }
        path.push(position);
        counts.cells += 1;
        counts.stored += path.len() as u64;
        for pit in moves {
            walk(position.after(pit), depth - 1, path, counts);
        }
        path.pop();
    }
    let mut counts = PathCounts::default();
    walk(position, depth, &mut Vec::new(), &mut counts);
    counts
}
// ANCHOR_END: path_counts

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{OWARE_ENDING, negamax};

    #[test]
    fn a_history_holds_its_positions_oldest_first_and_shares_its_past() {
        let base = then(&then(&start(), 1), 2);
        let left = then(&base, 3);
        let right = then(&base, 4);
        assert_eq!((len(&left), to_vec(&left)), (3, vec![1, 2, 3]));
        assert_eq!(to_vec(&right), vec![1, 2, 4]);
        assert!(contains(&left, &1) && !contains(&left, &4));
        assert_eq!(to_vec(&back(&left)), vec![1, 2]);
        assert_eq!(len(&back(&start::<u8>())), 0);
        let (History::Then(l), History::Then(r), History::Then(b)) = (&left, &right, &base) else {
            panic!("three non-empty histories");
        };
        assert!(matches!(&l.1, History::Then(shared) if Rc::ptr_eq(shared, b)));
        assert!(matches!(&r.1, History::Then(shared) if Rc::ptr_eq(shared, b)));
        // `base` itself, and the two histories built on it.
        assert_eq!(Rc::strong_count(b), 3);
        drop(left);
        assert_eq!(Rc::strong_count(b), 2);
    }

    #[test]
    fn a_long_history_drops_without_recursion() {
        // A million cells: a drop one frame per cell would overflow the test thread's stack.
        // (`len` would too: it is recursive, one frame per cell.)
        let long = (0..1_000_000).fold(start(), |history, n| then(&history, n));
        assert!(contains(&then(&start(), 0), &0));
        drop(long);
    }

    #[test]
    fn the_two_stones_come_back_after_twelve_forced_moves() {
        let counts = path_counts(TWO_STONES, 12);
        assert_eq!((counts.cells, counts.repetitions), (12, 1));
        // Back where it began, South takes the two stones on its side: 25 against 23.
        assert_eq!(negamax_with_history(TWO_STONES, 12, &start()), 2);
        assert_eq!(negamax(TWO_STONES, 12), 0);
        assert_eq!(negamax_with_history(TWO_STONES, 11, &start()), 0);
    }

    #[test]
    fn the_three_searches_agree_and_match_negamax_when_nothing_repeats() {
        for depth in 0..=8 {
            let value = negamax_with_history(OWARE_ENDING, depth, &start());
            assert_eq!(negamax_with_cloned_path(OWARE_ENDING, depth, &[]), value);
            assert_eq!(
                negamax_with_path_stack(OWARE_ENDING, depth, &mut Vec::new()),
                value
            );
            if path_counts(OWARE_ENDING, depth).repetitions == 0 {
                assert_eq!(value, negamax(OWARE_ENDING, depth), "depth {depth}");
            }
        }
    }
}
