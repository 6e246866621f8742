//! Properties that hold for every board, checked on random ones (a third with an Odu, and some
//! grand slams), and agreement with the reference.
//! When one fails, proptest shrinks the input to a small example that still fails and prints it.

use ayoayo::oware::Position;
use ayoayo::{Board, Pit, Player, has_stones, owner};
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

/// A South move onto a sparse North row of 0 to 2 stones a pit, where captures are common (and
/// a grand slam rare).
pub(crate) fn slams_in_reach() -> impl Strategy<Value = (Drawn, Pit)> {
    let south = proptest::array::uniform6(0u8..=8);
    let north = proptest::array::uniform6(prop_oneof![2 => Just(0u8), 1 => 1u8..=2]);
    (south, north, 0..6usize).prop_map(|(south, north, pit)| {
        let mut board: Board = [0; 12];
        board[..6].copy_from_slice(&south);
        board[6..].copy_from_slice(&north);
        board[pit] = board[pit].max(1);
        (Drawn(board), pit)
    })
}

/// A move that is a grand slam: its last stone falls in the opponent's pit `last`, every one of
/// their pits up to it holds 1 or 2 before the sowing (2 or 3 after), and every one after it is
/// empty, so the capture chain would take all the opponent has. South's, or half the time the
/// same board turned round, so that North moves.
pub(crate) fn grand_slams() -> impl Strategy<Value = (Drawn, Pit)> {
    let south = proptest::array::uniform6(0u8..=8);
    let north = proptest::array::uniform6(1u8..=2);
    let moves = (south, north, 0..6usize, 6..12usize, any::<bool>());
    moves.prop_map(|(south, north, pit, last, turned)| {
        let mut board: Board = [0; 12];
        board[..6].copy_from_slice(&south);
        board[6..=last].copy_from_slice(&north[..=last - 6]);
        board[pit] = u8::try_from(last - pit).expect("fewer than 12 stones");
        if turned {
            board.rotate_left(6);
            return (Drawn(board), pit + 6);
        }
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
        let moves = prop_oneof![3 => boards_with_a_hand(), 1 => grand_slams()];
        proptest!(config(), |((Drawn(board), pit) in moves)| {
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
