//! Chapter 17's drills: unfolds. A sequence grown from a seed by a step, the winning positions
//! from the empty board by a move played backwards, and a game from a position by the move
//! played forwards; what each step leaves behind (a hole), and where the sequence first passes
//! a mark.

use std::iter;

use crate::tchoukaillon::{Hole, Position, legal_moves, play, undo};

// ANCHOR: first_winners
/// The winning positions of 0, 1, 2, … seeds, the first `count` of them: the empty board
/// unfolded by [`undo`], each position built from the one before rather than from nothing, so
/// that the `count` of them cost one step each (all 65,535 a `u16` counts, at once).
pub fn first_winners(count: u16) -> Vec<Position> {
    iter::successors(Some(Vec::new()), |position: &Position| {
        Some(undo(position.clone()))
    })
    .take(usize::from(count))
    .collect()
}
// ANCHOR_END: first_winners

// ANCHOR: holes_filled
/// The hole each step of the unfold fills, building the winning positions of 1 to `seeds`
/// seeds in turn from the empty board: the nearest empty hole of the position before (one past
/// its end when none is empty). Read backwards, they are the moves that clear the winning
/// position of `seeds` seeds. Written as the unfold it is: a step gives a hole and the next
/// position, and the rest comes from that position, a recursion as deep as `winning`'s.
pub fn holes_filled(seeds: u32) -> Vec<Hole> {
    filled_from(Vec::new(), seeds)
}

/// The holes the next `steps` steps fill, from `position`.
fn filled_from(position: Position, steps: u32) -> Vec<Hole> {
    if steps == 0 {
        return Vec::new();
    }
    let hole = position
        .iter()
        .position(|&seeds| seeds == 0)
        .map_or(position.len() + 1, |index| index + 1);
    [vec![hole], filled_from(undo(position), steps - 1)].concat()
}
// ANCHOR_END: holes_filled

// ANCHOR: first_use
/// The fewest seeds whose winning position uses hole `hole` (holds at least `hole` holes): the
/// winning positions unfolded until the first that long. Hole 0 is the store, which every
/// position has, so 0 seeds. The seeds needed grow like `hole² / π`, so hole 255, the last a
/// `u8` names, takes 20,000 steps or so, at once.
pub fn first_use(hole: u8) -> u32 {
    iter::successors(Some(Vec::new()), |position: &Position| {
        Some(undo(position.clone()))
    })
    .position(|position| position.len() >= usize::from(hole))
    .map_or(0, |seeds| seeds as u32)
}
// ANCHOR_END: first_use

// ANCHOR: playout
/// The positions a player passes through who always sows the nearest hole that may be sown,
/// from `position` (as given) until no hole may be: an unfold forwards, one seed into the store
/// each step, so it ends, a recursion as deep as the moves played. From a winning position it
/// ends at the empty board.
pub fn playout(position: &[u32]) -> Vec<Position> {
    let next = legal_moves(position)
        .first()
        .and_then(|&hole| play(position, hole));
    match next {
        Some(after) => [vec![position.to_vec()], playout(&after)].concat(),
        None => vec![position.to_vec()],
    }
}
// ANCHOR_END: playout
