//! Mistake: a lap skips the pit the move began in, as Ayòayò and Oware do; Awari's does not.
use ayoayo::Player;
use ayoayo::awari::{Bins, store};

pub use ayoayo::awari::greedy_move;

pub fn sow(bins: Bins, mover: Player, pit: usize) -> (Bins, usize) {
    let mut bins = bins;
    let hand = std::mem::take(&mut bins[pit]);
    let mut last = pit;
    for _ in 0..hand {
        last = (last + 1) % 14;
        if last == pit {
            last = (last + 1) % 14;
        }
        bins[last] += 1;
    }
    if last != 6 && last != 13 && bins[last] == 1 && bins[12 - last] > 0 {
        bins[store(mover)] += bins[12 - last] + 1;
        (bins[last], bins[12 - last]) = (0, 0);
    }
    (bins, last)
}
