//! Style: loops and a running best, where the page recurses and takes a `min_by_key`. `sow`
//! drops the tokens in a `for` loop; `greedy_move` looks at each of the computer's pits in
//! turn and keeps a pit only when it beats the best so far, and `store_after` plays a pit and,
//! when its last token earns an extra move, the best single extra move after it.
//!
//! Correct because the loop drops one token into each bin after the pit, stores included,
//! wrapping at 13 (so a lap drops into the pit itself), and the capture is the rule's; a pit
//! that only equals the best so far is not kept, so of equals the lowest pit wins, and a
//! computer with nothing to sow keeps the answer 7.
use ayoayo::Player;
use ayoayo::awari::{Bins, is_over};

/// The computer's store.
const STORE: usize = 13;

/// The store of `player`: 6 for the human (South), 13 for the computer (North).
fn store_of(player: Player) -> usize {
    match player {
        Player::South => 6,
        Player::North => 13,
    }
}

pub fn sow(bins: Bins, mover: Player, pit: usize) -> (Bins, usize) {
    let hand = bins.get(pit).copied().unwrap_or(0);
    if hand == 0 {
        return (bins, pit);
    }
    let mut bins = bins;
    bins[pit] = 0;
    let mut bin = pit;
    for _ in 0..hand {
        bin = (bin + 1) % 14;
        bins[bin] += 1;
    }
    let in_a_pit = bin != 6 && bin != STORE;
    if in_a_pit && bins[bin] == 1 && bins[12 - bin] > 0 {
        let taken = bins[12 - bin] + 1;
        bins[bin] = 0;
        bins[12 - bin] = 0;
        bins[store_of(mover)] += taken;
    }
    (bins, bin)
}

/// The computer's store after sowing `pit`, and after the best extra move it earns if
/// `extra` is allowed; with the bins the move leaves.
fn store_after(bins: Bins, pit: usize, extra: bool) -> (u8, Bins) {
    let (after, last) = sow(bins, Player::North, pit);
    if !(extra && last == STORE && !is_over(after)) {
        return (after[STORE], after);
    }
    let mut best = (after[STORE], after);
    let mut found = false;
    for next in 7..=12 {
        if after[next] > 0 {
            let (store, end) = store_after(after, next, false);
            if !found || store > best.0 {
                (best, found) = ((store, end), true);
            }
        }
    }
    best
}

pub fn greedy_move(bins: Bins) -> usize {
    let mut best: Option<(usize, u8)> = None;
    for pit in 7..=12 {
        if bins[pit] == 0 {
            continue;
        }
        let (store, _) = store_after(bins, pit, true);
        if best.is_none_or(|(_, most)| store > most) {
            best = Some((pit, store));
        }
    }
    best.map_or(7, |(pit, _)| pit)
}
