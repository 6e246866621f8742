//! Mistake: the greedy search never looks at the extra move, so it judges each pit by its own
//! sowing alone.
use ayoayo::awari::Bins;

pub use ayoayo::awari::sow;

pub fn greedy_move(bins: Bins) -> usize {
    let stores = (7..=12)
        .filter(|&pit| bins[pit] > 0)
        .map(|pit| (pit, sow(bins, ayoayo::Player::North, pit).0[13]));
    stores.min_by_key(|&(_, store)| std::cmp::Reverse(store)).map_or(7, |(pit, _)| pit)
}
