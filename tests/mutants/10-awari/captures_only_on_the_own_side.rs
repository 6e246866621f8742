//! Mistake: captures only when the last token lands on the mover's own side, as in Kalah;
//! Awari's capture works on either side.
use ayoayo::Player;
use ayoayo::awari::{Bins, store};

pub use ayoayo::awari::greedy_move;

pub fn sow(bins: Bins, mover: Player, pit: usize) -> (Bins, usize) {
    let mut bins = bins;
    let hand = std::mem::take(&mut bins[pit]);
    let mut last = pit;
    for _ in 0..hand {
        last = (last + 1) % 14;
        bins[last] += 1;
    }
    let own_side = (7 * mover as usize..7 * mover as usize + 6).contains(&last);
    if own_side && bins[last] == 1 && bins[12 - last] > 0 {
        bins[store(mover)] += bins[12 - last] + 1;
        (bins[last], bins[12 - last]) = (0, 0);
    }
    (bins, last)
}
