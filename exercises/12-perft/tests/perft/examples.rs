//! Worked examples: the published Oware counts (variants.md), the same counts for Ayòayò and
//! Lagos as the page's table gives them, the empty sequence, and a finished game.

use ayoayo::search::{Ayoayo, GameTree};
use ayoayo::{Board, Player, lagos, oware};
use perft::{divide, perft};
use testkit::{announce, assert_answer, isolated};

/// Checks `perft(start, depth)` for depths 1, 2, ... against `counts`, naming the first depth
/// that differs.
fn counts_from<G: GameTree>(name: &str, start: G, board: Board, counts: &[u64]) {
    for (depth, &count) in (1..).zip(counts) {
        announce(format_args!("perft({name}, {depth})"), board);
        assert_answer!(
            perft(start, depth),
            count,
            "perft({name}, {depth}) should be {count}: the sum, over each legal move, of the \
             count at depth {} after it",
            depth - 1
        );
    }
}

#[test]
fn depth_zero_counts_the_empty_sequence() {
    isolated(|| {
        announce("perft(oware::OPENING, 0)", oware::OPENING.houses);
        assert_answer!(
            perft(oware::OPENING, 0),
            1,
            "at depth 0 there is one sequence, the empty one"
        );
    });
}

#[test]
fn oware_from_the_opening_matches_the_published_counts() {
    isolated(|| {
        counts_from(
            "oware::OPENING",
            oware::OPENING,
            oware::OPENING.houses,
            &[6, 36, 190, 1014, 5219, 27332],
        )
    });
}

#[test]
fn ayoayo_from_the_opening_leaves_out_the_endless_moves() {
    isolated(|| {
        counts_from(
            "Ayoayo::OPENING",
            Ayoayo::OPENING,
            Ayoayo::OPENING.board,
            &[6, 30, 159, 802],
        )
    });
}

#[test]
fn lagos_from_the_opening() {
    isolated(|| {
        counts_from(
            "lagos::OPENING",
            lagos::OPENING,
            lagos::OPENING.board,
            &[6, 32, 140, 635, 3011],
        )
    });
}

#[test]
fn a_finished_game_has_no_sequence_of_one_move_or_more() {
    isolated(|| {
        let decided = oware::Position {
            houses: [4; 12],
            stores: [25, 0],
            to_move: Player::South,
        };
        announce("perft(decided, 0)", decided.houses);
        assert_answer!(
            perft(decided, 0),
            1,
            "depth 0: the empty sequence, even here"
        );
        announce("perft(decided, 1)", decided.houses);
        assert_answer!(
            perft(decided, 1),
            0,
            "South has 25 stones: the game is over, no move"
        );
        announce("perft(decided, 3)", decided.houses);
        assert_answer!(
            perft(decided, 3),
            0,
            "no first move, so no sequence of three"
        );
        announce("divide(decided, 2)", decided.houses);
        assert_answer!(divide(decided, 2), vec![], "no first move to split by");
    });
}

#[test]
fn divide_keeps_a_move_that_ends_the_game() {
    isolated(|| {
        // 9 stones on the board and 39 in the stores; South needs one more capture to win.
        let nearly = oware::Position {
            houses: [0, 0, 3, 0, 0, 1, 1, 2, 2, 0, 0, 0],
            stores: [24, 15],
            to_move: Player::South,
        };
        announce("divide(nearly, 2)", nearly.houses);
        assert_answer!(
            divide(nearly, 2),
            vec![(2, 3), (5, 0)],
            "pit 5 captures two and wins: the game is over, so no sequence of two moves \
             begins with it, but it is still a legal first move and keeps its pair, with 0"
        );
    });
}

#[test]
fn divide_splits_oware_s_depth_two_by_the_first_move() {
    isolated(|| {
        announce("divide(oware::OPENING, 2)", oware::OPENING.houses);
        assert_answer!(
            divide(oware::OPENING, 2),
            vec![(0, 6), (1, 6), (2, 6), (3, 6), (4, 6), (5, 6)],
            "each of South's six moves is followed by each of North's six"
        );
    });
}

#[test]
fn divide_at_depth_zero_counts_each_move_once() {
    isolated(|| {
        announce("divide(lagos::OPENING, 0)", lagos::OPENING.board);
        assert_answer!(
            divide(lagos::OPENING, 0),
            vec![(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (5, 1)],
            "at depth 0 each move is one sequence"
        );
    });
}
