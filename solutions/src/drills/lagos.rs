//! Chapter 8's drills: counting the ways seeds can lie in a row of pits, by tree recursion
//! (each question asking two or more smaller ones), then with a memo, and how many calls each
//! makes; the shapes of a board, when only the counts matter; and the rows a Lagos sowing can
//! cross without taking anything.

use std::collections::HashMap;

// ANCHOR: count_spreads
/// In how many ways `seeds` alike seeds can lie in a row of `pits` pits, the order of the pits
/// mattering (`[1, 0, 3]` is not `[3, 0, 1]`). It is counting change with one coin to give
/// `seeds` times: either the first pit takes one more seed, or it is closed and the seeds go to
/// the pits after it. Every way does exactly one of the two, so the two counts add up. No seed
/// left is one way (the pits as they are); seeds and no pit left, none.
///
/// A tree recursion: its calls grow with its answer, `2 * count_spreads(seeds, pits + 1) - 1`
/// of them, which is nearly 2.8 trillion for the 48 seeds of a Lagos board on its 12 pits:
/// [`memo_spreads`] answers that at once. A count past `u64::MAX` stops there.
pub fn count_spreads(seeds: u8, pits: u8) -> u64 {
    if seeds == 0 {
        1
    } else if pits == 0 {
        0
    } else {
        count_spreads(seeds - 1, pits).saturating_add(count_spreads(seeds, pits - 1))
    }
}
// ANCHOR_END: count_spreads

// ANCHOR: memo_spreads
/// [`count_spreads`] with a memo: the answer to each question `(seeds, pits)` it works out is
/// kept in `memo` under that key, and a question asked again is answered from there. The tree
/// recursion asks the same questions over and over; this works each out once, so a question
/// with seeds and pits makes `2 * seeds * pits + 1` calls with an empty memo: 1,153 for the
/// 279,871,768,995 ways 48 seeds can lie on 12 pits. A count past `u64::MAX` stops there, so every `u8`
/// question is answered, within a table of at most 255 × 255 answers.
pub fn memo_spreads(seeds: u8, pits: u8, memo: &mut HashMap<(u8, u8), u64>) -> u64 {
    if seeds == 0 {
        return 1;
    }
    if pits == 0 {
        return 0;
    }
    if let Some(&ways) = memo.get(&(seeds, pits)) {
        return ways;
    }
    let ways =
        memo_spreads(seeds - 1, pits, memo).saturating_add(memo_spreads(seeds, pits - 1, memo));
    memo.insert((seeds, pits), ways);
    ways
}
// ANCHOR_END: memo_spreads

// ANCHOR: spread_calls
/// How many calls `count_spreads(seeds, pits)` makes, and how many
/// `memo_spreads(seeds, pits, &mut HashMap::new())` makes, the first call included each time:
/// `[tree, memo]`, the numbers `trace --growth` measures.
///
/// A call of the tree recursion is one call plus the calls of the two questions it asks, so
/// the calls follow the count's own recursion, plus one; there are too many to make them, so
/// they are counted with a memo. The memo makes each question with seeds and pits (all
/// `seeds * pits` of them) once, and each asks two; a question without seeds or pits is one
/// call. A count past `usize::MAX` stops there.
pub fn spread_calls(seeds: u8, pits: u8) -> [usize; 2] {
    let memo = match seeds == 0 || pits == 0 {
        true => 1,
        false => 2 * usize::from(seeds) * usize::from(pits) + 1,
    };
    [tree_calls(seeds, pits, &mut HashMap::new()), memo]
}

/// The calls `count_spreads(seeds, pits)` makes, counted by its own recursion, with a memo.
fn tree_calls(seeds: u8, pits: u8, memo: &mut HashMap<(u8, u8), usize>) -> usize {
    if seeds == 0 || pits == 0 {
        return 1;
    }
    if let Some(&calls) = memo.get(&(seeds, pits)) {
        return calls;
    }
    let asked = tree_calls(seeds - 1, pits, memo).saturating_add(tree_calls(seeds, pits - 1, memo));
    let calls = asked.saturating_add(1);
    memo.insert((seeds, pits), calls);
    calls
}
// ANCHOR_END: spread_calls

// ANCHOR: shapes
/// In how many ways `seeds` seeds can lie in `pits` pits when only the counts matter, not which
/// pit holds which (`[1, 0, 3]` and `[3, 1, 0]` are one shape): the partitions of `seeds` into
/// at most `pits` parts. Either some pit is empty, and the shape is one of `pits - 1` pits; or
/// every pit holds a seed, and taking one from each leaves a shape of `seeds - pits` seeds on
/// the same pits. No seed left is one shape; seeds and no pit, none.
///
/// A tree recursion, like [`count_spreads`]: its calls grow with its answer, a blink for the
/// 74,287 shapes of 48 seeds on 12 pits. A count past `u64::MAX` stops there.
pub fn shapes(seeds: u8, pits: u8) -> u64 {
    if seeds == 0 {
        return 1;
    }
    if pits == 0 {
        return 0;
    }
    let some_pit_empty = shapes(seeds, pits - 1);
    let every_pit_full = seeds.checked_sub(pits).map_or(0, |left| shapes(left, pits));
    some_pit_empty.saturating_add(every_pit_full)
}
// ANCHOR_END: shapes

// ANCHOR: rows_without_threes
/// The rows of `pits` pits holding `seeds` seeds, order mattering as in [`count_spreads`], in
/// which no pit holds exactly three. In Lagos a seed dropped into a pit of three makes a four
/// and takes it, so these are the rows where no single seed takes anything. The first pit holds
/// any count but three, from none to every seed, and the rest lie in the pits after it: a tree
/// recursion with a branch for each count. No pit left is one row if no seed is left, else none.
///
/// Its calls grow with its answer, as [`count_spreads`]'s do. A count past `u64::MAX` stops
/// there.
pub fn rows_without_threes(seeds: u8, pits: u8) -> u64 {
    if pits == 0 {
        return u64::from(seeds == 0);
    }
    (0..=seeds)
        .filter(|&first| first != 3)
        .map(|first| rows_without_threes(seeds - first, pits - 1))
        .fold(0, u64::saturating_add)
}
// ANCHOR_END: rows_without_threes
