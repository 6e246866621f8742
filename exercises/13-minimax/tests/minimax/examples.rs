//! Worked examples: the book's two-move tree, a leaf at depth 0 and at the game's end, and
//! Kalah's extra move, whose value keeps its sign.

use ayoayo::Player::{North, South};
use ayoayo::search::{Ayoayo, GameTree, Kalah};
use minimax::{best_moves, negamax};
use testkit::{assert_answer, isolated};

use crate::announce_search;

/// The book's worked example: Part I's rules, South to move, two moves each way; 8 stones on
/// the board and 40 captured, 20 each, so that all 48 are accounted for.
const TWO_CHOICES: Ayoayo = Ayoayo {
    board: [1, 0, 3, 0, 0, 0, 1, 1, 0, 0, 2, 0],
    score: [20, 20],
    to_move: South,
    over: false,
};

#[test]
fn a_leaf_at_depth_0_is_its_store_difference_for_the_player_to_move() {
    isolated(|| {
        let north_behind = Ayoayo {
            score: [23, 17],
            to_move: North,
            ..TWO_CHOICES
        };
        announce_search("negamax", north_behind, 0);
        assert_answer!(
            negamax(north_behind, 0),
            -6,
            "North, to move, has 17 stones to South's 23"
        );
    });
}

#[test]
fn a_finished_game_is_a_leaf_at_any_depth() {
    isolated(|| {
        let over = Ayoayo {
            board: [0; 12],
            score: [20, 28],
            to_move: South,
            over: true,
        };
        announce_search("negamax", over, 3);
        assert_answer!(
            negamax(over, 3),
            -8,
            "the game is over: no moves, so the position is scored as it stands"
        );
        announce_search("best_moves", over, 3);
        assert_answer!(best_moves(over, 3), Vec::<usize>::new(), "no moves at all");
    });
}

#[test]
fn one_move_ahead_the_worked_example_takes_two() {
    isolated(|| {
        announce_search("negamax", TWO_CHOICES, 1);
        assert_answer!(
            negamax(TWO_CHOICES, 1),
            2,
            "pit 0 captures 2 stones, pit 2 one: one move ahead, the best is worth 2"
        );
        announce_search("best_moves", TWO_CHOICES, 1);
        assert_answer!(best_moves(TWO_CHOICES, 1), vec![0]);
    });
}

#[test]
fn two_moves_ahead_the_worked_example_sees_north_s_reply() {
    isolated(|| {
        let after_pit_0 = TWO_CHOICES.after(0);
        announce_search("negamax", after_pit_0, 1);
        assert_answer!(
            negamax(after_pit_0, 1),
            1,
            "after South's pit 0, North's pit 6 captures 3: North ends one stone ahead"
        );
        announce_search("negamax", TWO_CHOICES, 2);
        assert_answer!(
            negamax(TWO_CHOICES, 2),
            0,
            "pit 0 is worth -1 once North replies, pit 2 is worth 0: the best is 0"
        );
        announce_search("best_moves", TWO_CHOICES, 2);
        assert_answer!(
            best_moves(TWO_CHOICES, 2),
            vec![2],
            "two moves ahead, the smaller capture is the better move"
        );
    });
}

#[test]
fn an_extra_move_keeps_its_value_s_sign() {
    isolated(|| {
        // Kalah's pit 2 ends in South's goal: South moves again, and the second move's value is
        // South's own, not the opponent's.
        let again = Kalah::OPENING.after(2);
        announce_search("negamax", again, 1);
        assert_answer!(
            negamax(again, 1),
            2,
            "South, to move again with one stone in its goal, sows past it for a second"
        );
        announce_search("negamax", Kalah::OPENING, 2);
        assert_answer!(
            negamax(Kalah::OPENING, 2),
            ayoayo::search::negamax(Kalah::OPENING, 2),
            "pit 2's extra move must count for South, not against it"
        );
    });
}

#[test]
fn ties_are_all_kept_in_increasing_order() {
    isolated(|| {
        announce_search("best_moves", Ayoayo::OPENING, 1);
        assert_answer!(
            best_moves(Ayoayo::OPENING, 1),
            vec![3, 4],
            "pits 3 and 4 both capture six"
        );
        announce_search("best_moves", Ayoayo::OPENING, 0);
        assert_answer!(
            best_moves(Ayoayo::OPENING, 0),
            vec![3, 4],
            "a depth of 0 counts as 1"
        );
    });
}
