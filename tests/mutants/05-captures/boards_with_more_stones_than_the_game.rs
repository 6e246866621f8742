//! Mistake: `boards` lets every pit hold up to eight stones, so a board may hold twice the
//! game's 48.
use ayoayo::Board;
use proptest::prelude::*;

pub use ayoayo::{
    agrees_turned_round, agrees_with_one_sowing, captured_stones, keeps_every_stone,
    sow_and_capture,
};

pub fn boards() -> impl Strategy<Value = Board> {
    proptest::array::uniform12(0..=8u8)
}
