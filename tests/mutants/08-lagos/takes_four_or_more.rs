//! Mistake: a pit of four *or more* is taken, so a pit that a seed brings to five is taken too.
use ayoayo::toolkit::Sown;
use ayoayo::{Player, owner};

pub use ayoayo::lagos::{sow_taking_fours, try_relay_move};

pub fn take_fours(sown: Sown<12>, mover: Player, in_hand: u8) -> Sown<12> {
    let seeds = sown.bins[sown.last];
    if seeds < 4 {
        return sown;
    }
    let taker = if in_hand > 0 { owner(sown.last) } else { mover };
    let mut taken = sown;
    taken.bins[sown.last] = 0;
    taken.captured[taker as usize] += seeds;
    taken
}
