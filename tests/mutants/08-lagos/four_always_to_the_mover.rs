//! Mistake: every four goes to the mover, even one made while seeds remain in hand.
use ayoayo::toolkit::Sown;
use ayoayo::Player;

pub use ayoayo::lagos::{sow_taking_fours, try_relay_move};

pub fn take_fours(sown: Sown<12>, mover: Player, _in_hand: u8) -> Sown<12> {
    if sown.bins[sown.last] != 4 {
        return sown;
    }
    let mut taken = sown;
    taken.bins[sown.last] = 0;
    taken.captured[mover as usize] += 4;
    taken
}
