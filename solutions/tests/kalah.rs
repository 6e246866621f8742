//! Chapter 11's reference against the worked examples of `variants.md` D (from the
//! functional-programming course's page), and its unfolded move against the toolkit's.

use ayoayo::Player::{self, North, South};
use ayoayo::kalah::{
    Board, RULES, STANDARD_BOARD, capture_stones, distribute, is_game_over, is_legal_move,
    play_move, player_next, sowing, square_next, winner,
};
use ayoayo::toolkit::{Sown, sow_move};
use proptest::prelude::*;

const PLAY_AGAIN: &str = "Last stone in your mancala. Play again.";
const CAPTURE: &str = "Last stone in empty space. Pick up the stones in the opposite square.";
const NEXT_TURN: &str = "Out of stones. Next player's turn.";

#[test]
fn square_next_follows_the_course_s_examples() {
    assert_eq!(square_next(South, 3), 4);
    assert_eq!(square_next(South, 5), 6);
    assert_eq!(square_next(North, 5), 7);
    assert_eq!(square_next(North, 12), 13);
    assert_eq!(square_next(South, 12), 0);
}

#[test]
fn square_next_goes_round_from_north_s_goal() {
    assert_eq!(square_next(North, 13), 0);
    assert_eq!(square_next(South, 13), 0);
}

#[test]
fn the_players_alternate() {
    assert_eq!(player_next(South), North);
    assert_eq!(player_next(North), South);
}

#[test]
fn capture_stones_moves_the_opposite_square_into_the_goal_and_leaves_the_square() {
    let board = [0, 0, 1, 0, 0, 0, 3, 0, 0, 0, 7, 0, 0, 2];
    assert_eq!(
        capture_stones(board, South, 2),
        [0, 0, 1, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 2]
    );
    assert_eq!(
        capture_stones(board, North, 10),
        [0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 7, 0, 0, 3]
    );
}

#[test]
fn a_stone_with_more_to_come_keeps_the_player_and_moves_on() {
    let (board, player, square, left, message) = distribute(STANDARD_BOARD, South, 3, 3);
    assert_eq!(board, [4, 4, 4, 5, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0]);
    assert_eq!((player, square, left, message), (South, 4, 2, ""));
}

#[test]
fn the_last_stone_in_the_own_goal_plays_again() {
    let (board, player, square, left, message) = distribute(STANDARD_BOARD, North, 13, 1);
    assert_eq!(board[13], 1);
    assert_eq!((player, square, left, message), (North, 0, 0, PLAY_AGAIN));
}

#[test]
fn the_last_stone_in_an_empty_own_pit_captures_the_opposite_pit() {
    let board = [0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 0];
    let (after, player, square, left, message) = distribute(board, South, 1, 1);
    assert_eq!(after, [0, 1, 0, 0, 0, 0, 4, 4, 4, 4, 4, 0, 4, 0]);
    assert_eq!((player, square, left, message), (North, 0, 0, CAPTURE));
}

#[test]
fn the_last_stone_in_an_empty_pit_of_the_opponent_captures_nothing() {
    let board = [4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0];
    let (after, player, square, left, message) = distribute(board, South, 8, 1);
    assert_eq!(after, [4, 4, 4, 4, 4, 4, 0, 0, 1, 0, 0, 0, 0, 0]);
    assert_eq!((player, square, left, message), (North, 0, 0, NEXT_TURN));
}

#[test]
fn the_last_stone_in_a_full_pit_passes_the_turn() {
    let (after, player, square, left, message) = distribute(STANDARD_BOARD, South, 4, 1);
    assert_eq!(after[4], 5);
    assert_eq!((player, square, left, message), (North, 0, 0, NEXT_TURN));
}

#[test]
fn a_whole_move_is_the_one_stone_step_unfolded() {
    let steps: Vec<_> = sowing(STANDARD_BOARD, South, 2).collect();
    let squares: Vec<_> = steps.iter().map(|step| step.2).collect();
    let hands: Vec<_> = steps.iter().map(|step| step.3).collect();
    assert_eq!(squares, [3, 4, 5, 6, 0]);
    assert_eq!(hands, [4, 3, 2, 1, 0]);
    assert_eq!(steps[4].0, [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0]);
    assert_eq!((steps[4].1, steps[4].4), (South, PLAY_AGAIN));
}

#[test]
fn a_move_of_thirteen_laps_to_its_own_emptied_pit_and_captures() {
    let mut board = [0; 14];
    board[0] = 13;
    board[12] = 2;
    let (after, next, message) = play_move(board, South, 0);
    // A stone in every square but North's goal; the thirteenth lands in the emptied pit 0,
    // which takes pit 12's three stones (two, and one just sown) into South's goal.
    assert_eq!(after, [1, 1, 1, 1, 1, 1, 4, 1, 1, 1, 1, 1, 0, 0]);
    assert_eq!((next, message), (North, CAPTURE));
}

#[test]
fn nothing_to_sow_changes_nothing() {
    let board = [0, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0];
    assert_eq!(play_move(board, South, 0), (board, South, ""));
    assert_eq!(play_move(board, South, 99), (board, South, ""));
}

#[test]
fn legal_moves_are_the_player_s_own_pits_with_stones() {
    let board = [0, 4, 4, 4, 4, 4, 3, 4, 4, 4, 4, 4, 4, 0];
    let legal = |player| -> Vec<usize> {
        (0..14)
            .filter(|&square| is_legal_move(board, player, square))
            .collect()
    };
    assert_eq!(legal(South), [1, 2, 3, 4, 5]);
    assert_eq!(legal(North), [7, 8, 9, 10, 11, 12]);
}

#[test]
fn the_game_ends_when_either_row_is_empty() {
    assert!(!is_game_over(STANDARD_BOARD));
    assert!(is_game_over([0, 0, 0, 0, 0, 0, 20, 1, 0, 0, 0, 0, 0, 27]));
    assert!(is_game_over([0, 0, 0, 0, 0, 2, 20, 0, 0, 0, 0, 0, 0, 26]));
}

#[test]
fn the_winner_has_more_in_the_goal_and_equal_goals_tie() {
    assert_eq!(
        winner([0, 0, 0, 0, 0, 0, 25, 1, 0, 0, 0, 0, 0, 22]),
        Some(South)
    );
    assert_eq!(
        winner([0, 0, 0, 0, 0, 0, 20, 1, 0, 0, 0, 0, 0, 27]),
        Some(North)
    );
    assert_eq!(winner([0, 0, 0, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 24]), None);
}

/// A board of any stones (up to 8 a square) and any square to sow from.
fn boards() -> impl Strategy<Value = (Board, Player, usize)> {
    let player = prop_oneof![Just(South), Just(North)];
    (proptest::array::uniform14(0u8..=8), player, 0..14usize)
}

proptest! {
    #[test]
    fn the_unfold_plays_the_move_the_toolkit_plays((board, player, square) in boards()) {
        let toolkit = sow_move(&RULES, board, player, square);
        let (after, next, message) = play_move(board, player, square);
        match toolkit {
            None => prop_assert_eq!((after, next, message), (board, player, "")),
            Some(Sown { bins, captured, last }) => {
                prop_assert_eq!(after, bins);
                prop_assert_eq!(captured, [0, 0], "Kalah's captures go into the goals");
                let again = last == 6 + 7 * player as usize;
                prop_assert_eq!(next == player, again, "only a last stone in the goal plays again");
                prop_assert_eq!(message == PLAY_AGAIN, again);
            }
        }
    }

    #[test]
    fn every_stone_is_kept((board, player, square) in boards()) {
        let total = |board: Board| board.iter().map(|&s| u32::from(s)).sum::<u32>();
        for (after, _, _, hand, _) in sowing(board, player, square) {
            prop_assert_eq!(total(after) + u32::from(hand), total(board));
        }
    }

    /// Any board (up to 255 a square), any square (on the board or off it), any hand: an
    /// answer without a panic, and a hand that only ever shrinks, so every move ends.
    #[test]
    fn any_input_is_answered(
        board in proptest::array::uniform14(any::<u8>()),
        player in prop_oneof![Just(South), Just(North)],
        square in 0..20usize,
        stones in any::<u8>(),
    ) {
        let (_, _, next, left, _) = distribute(board, player, square, stones);
        prop_assert!(next < 14 && left < stones.max(1));
        let _ = (capture_stones(board, player, square), is_legal_move(board, player, square));
        let _ = (play_move(board, player, square), winner(board), is_game_over(board));
    }
}
