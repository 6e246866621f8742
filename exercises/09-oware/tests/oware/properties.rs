//! Properties that hold for every board, checked on random ones (a third with an Odu), and
//! agreement with the reference. When one fails, proptest shrinks the input to a small example
//! that still fails and prints it.

use ayoayo::oware::Position;
use ayoayo::{Pit, Player, has_stones, owner};
use oware::{capture_chain, legal_moves, sow_and_capture, sow_skipping_origin};
use proptest::prelude::*;
use testkit::{Drawn, announce, config, isolated, prop_assert_answer, quietly, stones};

/// Any board with 0 to 8 stones a pit, and one of its pits holding stones: in a third of them,
/// an Odu of 12 to 30.
fn boards_with_a_hand() -> impl Strategy<Value = (Drawn, Pit)> {
    let hand = prop_oneof![2 => 1u8..=8, 1 => 12u8..=30];
    (testkit::boards(), testkit::pits(), hand).prop_map(|(Drawn(mut board), pit, hand)| {
        board[pit] = hand;
        (Drawn(board), pit)
    })
}

/// Any board, either player to move, stores that leave the game undecided or not.
fn positions() -> impl Strategy<Value = (Drawn, [u8; 2], Player)> {
    let player = prop_oneof![Just(Player::South), Just(Player::North)];
    let sparse = proptest::array::uniform12(prop_oneof![3 => Just(0u8), 1 => 1u8..=4]);
    let board = prop_oneof![testkit::boards(), sparse.prop_map(Drawn)];
    (board, proptest::array::uniform2(0u8..=26), player)
}

#[test]
fn sowing_keeps_every_stone_and_never_refills_its_pit() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), pit) in boards_with_a_hand())| {
            announce(format_args!("sow_skipping_origin(houses, {pit})"), board);
            let (after, last) = quietly(|| sow_skipping_origin(board, pit))?;
            prop_assert_eq!(stones(after), stones(board), "stones were lost or made");
            prop_assert_eq!(after[pit], 0, "pit {} was sown from: it is skipped", pit);
            prop_assert_answer!((after, last), ayoayo::oware::sow_skipping_origin(board, pit));
        });
    });
}

#[test]
fn a_chain_takes_only_the_opponent_s_twos_and_threes() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in testkit::boards(), last in 0..12usize, north: bool)| {
            let mover = if north { Player::North } else { Player::South };
            announce(format_args!("capture_chain(houses, {mover:?}, {last})"), board);
            let (after, taken) = quietly(|| capture_chain(board, mover, last))?;
            prop_assert_eq!(stones(after) + u32::from(taken), stones(board));
            for pit in 0..12 {
                if after[pit] != board[pit] {
                    prop_assert!(owner(pit) != mover && matches!(board[pit], 2 | 3),
                        "pit {} was taken, but it holds {} on {:?}'s side", pit, board[pit], owner(pit));
                }
            }
            prop_assert_answer!((after, taken), ayoayo::oware::capture_chain(board, mover, last));
        });
    });
}

#[test]
fn a_move_agrees_with_the_reference_and_never_empties_the_opponent_by_capture() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), pit) in boards_with_a_hand())| {
            announce(format_args!("sow_and_capture(houses, {pit})"), board);
            let (after, taken) = quietly(|| sow_and_capture(board, pit))?;
            let opponent = owner(pit).other();
            if taken > 0 {
                prop_assert!(has_stones(after, opponent), "a capture left the opponent no stone");
            }
            prop_assert_answer!((after, taken), ayoayo::oware::sow_and_capture(board, pit));
        });
    });
}

#[test]
fn legal_moves_agree_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(houses), stores, to_move) in positions())| {
            let position = Position { houses, stores, to_move };
            announce(format_args!("legal_moves(stores {stores:?}, {to_move:?} to move)"), houses);
            let yours = quietly(|| legal_moves(position))?;
            prop_assert_answer!(yours, ayoayo::oware::legal_moves(position));
        });
    });
}
