//! Chapter 9's drills: the sets of pits that hold a given number of stones (a tree recursion
//! that takes or leaves each pit), the chains a capture can take, as they lie on the board and
//! as shapes, and how many boards hold no Odu, with a memo.

use std::collections::HashMap;
use std::ops::Range;

use crate::{Board, PITS, Pit};

// ANCHOR: pits_making
/// The sets of the pits in `pits` whose stones add up to exactly `stones`. Only pits on the
/// board and holding stones are chosen (an empty pit adds nothing). Each set lists its pits
/// lowest first, and the sets come in the order the recursion finds them: every set with the
/// range's first pit, then every set without it. The range taken or left one pit at a time is
/// at most the board's twelve pits, so at most 4,096 sets are tried.
pub fn pits_making(houses: Board, pits: Range<Pit>, stones: u8) -> Vec<Vec<Pit>> {
    let Range { start: pit, end } = pits;
    if pit >= end.min(PITS) {
        return match stones {
            0 => vec![Vec::new()],
            _ => Vec::new(),
        };
    }
    let rest = pit + 1..end;
    let with = match stones.checked_sub(houses[pit]) {
        Some(left) if houses[pit] > 0 => pits_making(houses, rest.clone(), left),
        _ => Vec::new(),
    };
    let with = with.into_iter().map(|set| [vec![pit], set].concat());
    with.chain(pits_making(houses, rest, stones)).collect()
}
// ANCHOR_END: pits_making

// ANCHOR: chain_rows
/// The pits of a row, the most a capture chain can take.
const ROW: u8 = 6;

/// In how many ways a capture chain of at most `pits` pits can take exactly `stones`, as the
/// chain lies on the board: each pit it takes holds 2 or 3, and the order matters (2 then 3 is
/// another chain than 3 then 2). The pit where the last stone fell holds 2 or 3, and the chain
/// before it is shorter by a pit: two branches, as in counting change. No stone left is one
/// chain (it stops there); stones but no pit left, none.
///
/// A chain runs backwards through the opponent's row and stops at the mover's own, so it takes
/// at most the 6 pits of a row, whatever `pits` says. Under the grand slam rule a chain that takes
/// stones takes at most 5 (a sixth would be all the opponent has), so `pits` is 5 for Oware.
pub fn chain_rows(stones: u8, pits: u8) -> u64 {
    let pits = pits.min(ROW);
    if stones == 0 {
        return 1;
    }
    if pits == 0 {
        return 0;
    }
    let rows_after = |pit: u8| {
        stones
            .checked_sub(pit)
            .map_or(0, |left| chain_rows(left, pits - 1))
    };
    rows_after(2) + rows_after(3)
}
// ANCHOR_END: chain_rows

// ANCHOR: chain_shapes
/// In how many ways a capture chain of at most `pits` pits can take exactly `stones` when only
/// the counts matter, not their order: the partitions of `stones` into at most `pits` parts of
/// 2 and 3 (and at most 6, a row, as for [`chain_rows`]). Either the chain has a pit of 3, and
/// taking it away leaves a chain of `stones - 3` in one pit fewer; or every pit holds 2, which
/// is one shape when `stones` is even and needs no more than `pits` pits, else none.
pub fn chain_shapes(stones: u8, pits: u8) -> u64 {
    let pits = pits.min(ROW);
    let only_twos = u64::from(stones.is_multiple_of(2) && stones / 2 <= pits);
    let with_a_three = match (stones.checked_sub(3), pits.checked_sub(1)) {
        (Some(left), Some(fewer)) => chain_shapes(left, fewer),
        _ => 0,
    };
    only_twos + with_a_three
}
// ANCHOR_END: chain_shapes

// ANCHOR: odu_free_boards
/// How many rows of `pits` pits hold exactly `stones` stones in all with no Odu, no pit of 12
/// or more, the order of the pits mattering: the first pit holds 0 to 11 (and no more than the
/// stones), the rest the rest. Each question `(stones, pits)` worked out is kept in `memo`, so
/// the 98,105,618,326 boards of 48 stones on 12 pits without an Odu are counted in a few
/// thousand calls, where the tree recursion alone, one call at least for each, would take
/// hours. No pit left is one row if no stone is left, else none. A
/// count past `u64::MAX` stops there.
pub fn odu_free_boards(stones: u8, pits: u8, memo: &mut HashMap<(u8, u8), u64>) -> u64 {
    if pits == 0 {
        return u64::from(stones == 0);
    }
    if let Some(&boards) = memo.get(&(stones, pits)) {
        return boards;
    }
    let boards = (0..=stones.min(11))
        .map(|first| odu_free_boards(stones - first, pits - 1, memo))
        .fold(0, u64::saturating_add);
    memo.insert((stones, pits), boards);
    boards
}
// ANCHOR_END: odu_free_boards
