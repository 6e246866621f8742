//! Mistake: the origin is not skipped, so an Odu drops a stone back into the pit it came from.
use ayoayo::{Board, Pit};

pub use ayoayo::oware::{capture_chain, legal_moves, sow_and_capture};

pub fn sow_skipping_origin(houses: Board, pit: Pit) -> (Board, Pit) {
    let Some(&hand) = houses.get(pit) else {
        return (houses, pit);
    };
    let mut sown = houses;
    sown[pit] = 0;
    let mut last = pit;
    for _ in 0..hand {
        last = (last + 1) % 12;
        sown[last] += 1;
    }
    (sown, last)
}
