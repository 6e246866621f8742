//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p kalah`, so its verdict is about the chapter alone; run them with
//! `cargo test -p kalah -- --ignored`.

use ayoayo::Player::{self, North, South};
use ayoayo::challenges::kalah as reference;
use ayoayo::kalah::{Board, STANDARD_BOARD, Square};
use kalah::{extra_turn_moves, play_move_by_recursion};
use proptest::prelude::*;
use testkit::{
    Drawn, announce, assert_answer, config, fourteen_bins, isolated, laden_fourteen_bins,
    prop_assert_answer, quietly,
};

const LAP: Board = [0, 0, 0, 0, 2, 1, 3, 13, 0, 0, 0, 0, 0, 0];

fn players() -> impl Strategy<Value = Player> {
    prop_oneof![Just(South), Just(North)]
}

/// A board of fourteen squares, a player and one of that player's pits (empty or not).
fn moves() -> impl Strategy<Value = (Drawn<Board>, Player, Square)> {
    (fourteen_bins(), players(), 0..6usize, 0u8..=14).prop_map(
        |(Drawn(mut board), player, pit, stones)| {
            let square = pit + 7 * player as usize;
            board[square] = stones;
            (Drawn(board), player, square)
        },
    )
}

#[test]
#[ignore = "optional challenge: cargo test -p kalah -- --ignored"]
fn play_move_by_recursion_examples() {
    isolated(|| {
        announce("play_move_by_recursion(board, North, 7)", LAP);
        assert_answer!(
            play_move_by_recursion(LAP, North, 7),
            (
                [1, 1, 1, 1, 3, 0, 3, 1, 1, 1, 1, 1, 1, 3],
                South,
                "Last stone in empty space. Pick up the stones in the opposite square."
            ),
            "thirteen stones lap the board, passing South's goal, and end in pit 7, emptied at \
             the start"
        );
        announce("play_move_by_recursion(board, South, 2)", STANDARD_BOARD);
        assert_answer!(
            play_move_by_recursion(STANDARD_BOARD, South, 2),
            (
                [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0],
                South,
                "Last stone in your mancala. Play again."
            )
        );
        announce("play_move_by_recursion(board, South, 5)", [0u8; 14]);
        assert_answer!(
            play_move_by_recursion([0; 14], South, 5),
            ([0; 14], South, ""),
            "nothing to sow: the board as it is, the same player, no message"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p kalah -- --ignored"]
fn play_move_by_recursion_agrees_with_play_move() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), player, square) in moves())| {
            announce(format_args!("play_move_by_recursion(board, {player:?}, {square})"), board);
            let yours = quietly(|| play_move_by_recursion(board, player, square))?;
            prop_assert_answer!(yours, ayoayo::kalah::play_move(board, player, square));
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p kalah -- --ignored"]
fn extra_turn_moves_examples() {
    isolated(|| {
        announce("extra_turn_moves(STANDARD_BOARD, South)", STANDARD_BOARD);
        assert_answer!(
            extra_turn_moves(STANDARD_BOARD, South),
            vec![2],
            "only pit 2's four stones end in goal 6"
        );
        announce("extra_turn_moves(STANDARD_BOARD, North)", STANDARD_BOARD);
        assert_answer!(
            extra_turn_moves(STANDARD_BOARD, North),
            vec![9],
            "only pit 9's four stones end in goal 13"
        );
        announce("extra_turn_moves(board, South)", LAP);
        assert_answer!(extra_turn_moves(LAP, South), vec![4, 5]);
        announce("extra_turn_moves(board, North)", LAP);
        assert_answer!(
            extra_turn_moves(LAP, North),
            vec![],
            "pit 7's lap ends in pit 7, not in goal 13"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p kalah -- --ignored"]
fn extra_turn_moves_agrees_with_the_reference() {
    isolated(|| {
        // Half the boards with heavy pits, whose sowings can lap the board into the own goal.
        let boards = prop_oneof![fourteen_bins(), laden_fourteen_bins()];
        proptest!(config(), |(Drawn(board) in boards, player in players())| {
            announce(format_args!("extra_turn_moves(board, {player:?})"), board);
            let yours = quietly(|| extra_turn_moves(board, player))?;
            prop_assert_answer!(yours, reference::extra_turn_moves(board, player));
        });
    });
}
