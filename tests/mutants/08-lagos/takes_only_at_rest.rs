//! Mistake: fours are looked for only where the last seed lands, not after every drop.
use ayoayo::toolkit::{Sown, landing_bins, scoop};
use ayoayo::Player;

pub use ayoayo::lagos::{take_fours, try_relay_move};

pub fn sow_taking_fours(sown: Sown<12>, mover: Player) -> Sown<12> {
    let route = ayoayo::lagos::RULES.route;
    let from = sown.last;
    let (bins, hand) = scoop(sown.bins, from);
    let at_rest = landing_bins(route, mover, from, from, hand).fold(Sown { bins, ..sown }, |sown, pit| {
        let mut bins = sown.bins;
        bins[pit] += 1;
        Sown { bins, last: pit, ..sown }
    });
    take_fours(at_rest, mover, 0)
}
