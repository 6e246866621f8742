//! Mistake: Part I's habit, skipping the pit sown from on a lap; Lagos sows into it.
use ayoayo::toolkit::{Sown, landing_bins, scoop};
use ayoayo::Player;

pub use ayoayo::lagos::{take_fours, try_relay_move};

pub fn sow_taking_fours(sown: Sown<12>, mover: Player) -> Sown<12> {
    let from = sown.last;
    let skip = |_: Player, start: usize, pit: usize| {
        let next = (pit + 1) % 12;
        if next == start { (next + 1) % 12 } else { next }
    };
    let (bins, hand) = scoop(sown.bins, from);
    let drops = landing_bins(skip, mover, from, from, hand).zip((0..hand).rev());
    drops.fold(Sown { bins, ..sown }, |sown, (pit, in_hand)| {
        let mut bins = sown.bins;
        bins[pit] += 1;
        take_fours(Sown { bins, last: pit, ..sown }, mover, in_hand)
    })
}
