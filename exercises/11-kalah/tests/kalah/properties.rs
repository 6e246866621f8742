//! Properties that hold for every board, checked on random ones: agreement with the reference,
//! and what a move must keep (every stone, a hand that shrinks by one a stone).

use ayoayo::Player::{self, North, South};
use ayoayo::kalah::{Board, Square};
use kalah::{distribute, play_move, sowing, square_next};
use proptest::prelude::*;
use testkit::{Drawn, announce, config, fourteen_bins, isolated, prop_assert_answer, quietly};

use crate::{both_sowings, first_difference};

fn players() -> impl Strategy<Value = Player> {
    prop_oneof![Just(South), Just(North)]
}

/// A board of fourteen squares, a player and one of that player's pits, with 1 to 6 stones in
/// it, or one time in four 8 to 30: enough to pass the opponent's goal, or to lap the board.
fn moves() -> impl Strategy<Value = (Drawn<Board>, Player, Square)> {
    let hand = prop_oneof![3 => 1u8..=6, 1 => 8u8..=30];
    (fourteen_bins(), players(), 0..6usize, hand).prop_map(
        |(Drawn(mut board), player, pit, hand)| {
            let square = pit + 7 * player as usize;
            board[square] = hand;
            (Drawn(board), player, square)
        },
    )
}

fn stones(board: Board) -> u32 {
    board.iter().map(|&square| u32::from(square)).sum()
}

#[test]
fn square_next_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(player in players(), square in 0..14usize)| {
            announce(format_args!("square_next({player:?}, {square})"), ayoayo::kalah::STANDARD_BOARD);
            let yours = quietly(|| square_next(player, square))?;
            prop_assert_answer!(yours, ayoayo::kalah::square_next(player, square));
        });
    });
}

#[test]
fn distribute_agrees_with_the_reference() {
    isolated(|| {
        let cases = (fourteen_bins(), players(), 0..14usize, 1u8..=15);
        proptest!(config(), |((Drawn(board), player, square, hand) in cases)| {
            announce(format_args!("distribute(board, {player:?}, {square}, {hand})"), board);
            let yours = quietly(|| distribute(board, player, square, hand))?;
            prop_assert_answer!(yours, ayoayo::kalah::distribute(board, player, square, hand));
        });
    });
}

#[test]
fn sowing_agrees_with_the_reference_item_by_item() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), player, square) in moves())| {
            announce(format_args!("sowing(board, {player:?}, {square})"), board);
            let (yours, reference) = quietly(|| both_sowings(board, player, square))?;
            if let Some(difference) = first_difference(&yours, &reference) {
                return Err(testkit::fail(difference));
            }
        });
    });
}

#[test]
fn play_move_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), player, square) in moves())| {
            announce(format_args!("play_move(board, {player:?}, {square})"), board);
            let yours = quietly(|| play_move(board, player, square))?;
            prop_assert_answer!(yours, ayoayo::kalah::play_move(board, player, square));
        });
    });
}

#[test]
fn each_item_of_a_sowing_drops_one_stone_and_keeps_every_stone() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), player, square) in moves())| {
            announce(format_args!("sowing(board, {player:?}, {square})"), board);
            let limit = usize::from(board[square]) + 2;
            let items: Vec<_> = quietly(|| sowing(board, player, square).take(limit).collect())?;
            let hands: Vec<u8> = items.iter().map(|item| item.3).collect();
            let expected: Vec<u8> = (0..=board[square]).rev().collect();
            prop_assert_eq!(hands, expected, "the hand starts with the pit's stones, one fewer each item");
            for (after, _, _, hand, _) in items {
                prop_assert_eq!(
                    stones(after) + u32::from(hand),
                    stones(board),
                    "a stone was lost or made: the board and the hand must hold them all"
                );
            }
        });
    });
}
