//! Mistake: `boards` counts each pit down from four, so a failing board shrinks toward the
//! opening's 48 stones instead of toward an empty board.
use ayoayo::Board;
use proptest::prelude::*;

pub use ayoayo::{
    agrees_turned_round, agrees_with_one_sowing, captured_stones, keeps_every_stone,
    sow_and_capture,
};

pub fn boards() -> impl Strategy<Value = Board> {
    proptest::array::uniform12(0..=4u8).prop_map(|board| board.map(|taken| 4 - taken))
}
