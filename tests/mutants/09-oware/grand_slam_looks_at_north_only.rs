//! Mistake: the grand slam is checked on North's row whoever moves, so South's grand slams take
//! nothing, as they should, but North's take every stone South has.
use ayoayo::{Board, Pit, Player, has_stones, owner};

pub use ayoayo::oware::{capture_chain, legal_moves, sow_skipping_origin};

pub fn sow_and_capture(houses: Board, pit: Pit) -> (Board, u8) {
    let (sown, last) = sow_skipping_origin(houses, pit);
    let (captured, taken) = capture_chain(sown, owner(pit), last);
    if taken > 0 && !has_stones(captured, Player::North) {
        return (sown, 0);
    }
    (captured, taken)
}
