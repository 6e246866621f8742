//! Chapter 3's drills: recursion over a slice of pits, `[first, rest @ ..]`, carrying the board
//! each sowing leaves to the next (a fold, a search, a check of a chain), and an unfold, a
//! sowing's frames made one from the other out of a seed.

use crate::{Board, Pit, next_pit, scoop, sow};

// ANCHOR: sow_each
/// The board after sowing each of `pits` in turn, each on the board the sowing before left,
/// all skipping `skip`: `sow_each(OPENING, 0, &[0, 4, 9, 3])` is the chapter's walk of four
/// sowings. First/rest recursion: sow the first pit, and the rest is the same job on the new
/// board. An empty or off-board pit sows nothing, as `sow` says.
pub fn sow_each(board: Board, skip: Pit, pits: &[Pit]) -> Board {
    match pits {
        [] => board,
        [first, rest @ ..] => {
            let (after, _) = sow(board, skip, *first);
            sow_each(after, skip, rest)
        }
    }
}
// ANCHOR_END: sow_each

// ANCHOR: first_to_rest
/// The first of `pits` whose sowing, as the first of a move (skipping itself), drops its last
/// stone into a pit that was empty, so that the move comes to rest without a relay; `None` when
/// no pit of `pits` does. An empty or off-board pit has no sowing and is passed over.
///
/// A search: the first pit answers when it will do, and otherwise the rest are searched.
pub fn first_to_rest(board: Board, pits: &[Pit]) -> Option<Pit> {
    match pits {
        [] => None,
        [first, ..] if comes_to_rest(board, *first) => Some(*first),
        [_, rest @ ..] => first_to_rest(board, rest),
    }
}

/// Whether sowing `pit` (skipping it) ends in a pit that now holds exactly the last stone. An
/// empty pit ends where it is, holding none; an off-board one ends off the board.
fn comes_to_rest(board: Board, pit: Pit) -> bool {
    let (after, last) = sow(board, pit, pit);
    after.get(last) == Some(&1)
}
// ANCHOR_END: first_to_rest

// ANCHOR: is_relay
/// Whether sowing `pits` in turn (each on the board the sowing before left, all skipping
/// `skip`) goes as a relay goes: each sowing but the last ends in the pit listed after it,
/// which then holds more than one stone. One pit, or none, claims nothing, so it is a relay.
///
/// The first pit and the rest, as ever, then the pit after the first (the rest's first); the
/// rest is the same question on the board the first sowing left.
pub fn is_relay(board: Board, skip: Pit, pits: &[Pit]) -> bool {
    let [first, rest @ ..] = pits else {
        return true; // no pits
    };
    let [next, ..] = rest else {
        return true; // one pit: its sowing may end anywhere
    };
    let (after, last) = sow(board, skip, *first);
    let relays = last == *next && after.get(last).is_some_and(|&stones| stones > 1);
    relays && is_relay(after, skip, rest)
}
// ANCHOR_END: is_relay

// ANCHOR: stone_by_stone
/// The sowing `sow(board, skip, from)` one stone at a time: for each stone dropped, the board
/// just after it and the pit it went into. The last is `sow`'s answer; an empty or off-board
/// `from` drops nothing, so there are none.
///
/// An unfold: the seed is what the walk needs to go on (the board so far, the next pit, the
/// stones in hand). Each step makes one frame and the next seed, and an empty hand stops it.
pub fn stone_by_stone(board: Board, skip: Pit, from: Pit) -> Vec<(Board, Pit)> {
    fn frames(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> Vec<(Board, Pit)> {
        if in_hand == 0 {
            return Vec::new(); // the hand is empty: no more frames
        }
        if pit == skip {
            return frames(board, skip, next_pit(pit), in_hand); // passed over: no frame
        }
        let mut after = board;
        after[pit] = after[pit].saturating_add(1);
        [
            vec![(after, pit)],
            frames(after, skip, next_pit(pit), in_hand - 1),
        ]
        .concat()
    }
    let (scooped, in_hand) = scoop(board, from);
    frames(scooped, skip, next_pit(from), in_hand)
}
// ANCHOR_END: stone_by_stone
