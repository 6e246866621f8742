//! Worked examples: a history grown one position at a time, two histories grown from one, and
//! the two stones that come back after twelve forced moves.

use ayoayo::history::{OwnSides, TWO_STONES};
use ayoayo::search::{Ayoayo, GameTree, negamax};
use ayoayo::{Player, oware};
use sharing::{History, back, contains, len, negamax_with_history, start, then, to_vec};
use testkit::{assert_answer, isolated};

use crate::yours;

#[test]
fn the_start_holds_nothing() {
    isolated(|| {
        let empty: History<u32> = start();
        assert_answer!(len(&empty) as u64, 0u64, "len(&start()): no position yet");
        assert_answer!(to_vec(&empty), Vec::<u32>::new(), "to_vec(&start())");
        assert_answer!(
            contains(&empty, &7),
            false,
            "contains(&start(), &7): nothing is in an empty history"
        );
    });
}

#[test]
fn then_adds_the_newest_position_and_to_vec_lists_the_oldest_first() {
    isolated(|| {
        let one = then(&start(), 10u32);
        let two = then(&one, 20);
        let three = then(&two, 30);
        assert_answer!(len(&one) as u64, 1u64, "len(&then(&start(), 10))");
        assert_answer!(len(&three) as u64, 3u64, "three positions added to start()");
        assert_answer!(
            to_vec(&three),
            vec![10, 20, 30],
            "to_vec lists the positions in the order they were played: 10 first"
        );
    });
}

#[test]
fn then_leaves_the_history_it_was_given_as_it_was() {
    isolated(|| {
        let base = yours(&[1u32, 2]);
        let right = {
            let left = then(&base, 3);
            let right = then(&base, 4);
            assert_answer!(
                to_vec(&base),
                vec![1, 2],
                "after then(&base, 3) and then(&base, 4), base is still [1, 2]: it is shared, never changed"
            );
            assert_answer!(to_vec(&left), vec![1, 2, 3], "then(&base, 3)");
            assert_answer!(
                to_vec(&right),
                vec![1, 2, 4],
                "then(&base, 4), built after then(&base, 3) from the same base"
            );
            right
            // `left` is dropped here.
        };
        assert_answer!(
            to_vec(&right),
            vec![1, 2, 4],
            "dropping one history leaves the histories it shares cells with whole"
        );
    });
}

#[test]
fn back_takes_the_newest_position_back() {
    isolated(|| {
        let history = yours(&[1u32, 2, 3]);
        assert_answer!(
            to_vec(&back(&history)),
            vec![1, 2],
            "back(&history of [1, 2, 3]): the newest, 3, is taken back"
        );
        assert_answer!(
            to_vec(&back(&back(&history))),
            vec![1],
            "back twice from [1, 2, 3]"
        );
        assert_answer!(
            to_vec(&history),
            vec![1, 2, 3],
            "after back(&history), history itself still holds [1, 2, 3]"
        );
        let empty: History<u32> = start();
        assert_answer!(
            len(&back(&empty)) as u64,
            0u64,
            "back(&start()): nothing to take back, still the start"
        );
    });
}

#[test]
fn contains_looks_at_every_position_not_only_the_newest() {
    isolated(|| {
        let history = yours(&[5u32, 6, 7]);
        assert_answer!(contains(&history, &7), true, "7 is the newest position");
        assert_answer!(contains(&history, &5), true, "5 is the oldest position");
        assert_answer!(contains(&history, &6), true, "6 is in the middle");
        assert_answer!(contains(&history, &8), false, "8 was never played");
    });
}

#[test]
fn the_two_stones_come_back_and_south_takes_them() {
    isolated(|| {
        assert_answer!(
            negamax_with_history(TWO_STONES, 12, &start()),
            2,
            "twelve forced moves bring TWO_STONES back; the repetition ends the game and South \
             takes the two stones on its side: 25 against 23 (plain negamax says 0)"
        );
        assert_answer!(
            negamax_with_history(TWO_STONES, 11, &start()),
            0,
            "eleven moves are one short of the repetition: 23 against 23"
        );
    });
}

#[test]
fn a_repeated_position_ends_the_game_whatever_the_depth_left() {
    isolated(|| {
        let seen = then(&start(), TWO_STONES);
        assert_answer!(
            negamax_with_history(TWO_STONES, 0, &seen),
            2,
            "TWO_STONES is already in the history: the game is over even at depth 0, and \
             South takes its two stones"
        );
        assert_answer!(
            negamax_with_history(TWO_STONES, 5, &seen),
            2,
            "TWO_STONES is already in the history: nothing is searched beyond it"
        );
        let north = oware::Position {
            houses: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
            to_move: Player::North,
            ..TWO_STONES
        };
        assert_answer!(
            negamax_with_history(north, 3, &then(&start(), north)),
            2,
            "North to move, with both stones on North's side, repeated: worth +2 to North, \
             the player to move"
        );
    });
}

#[test]
fn a_game_over_by_its_own_rules_is_scored_as_negamax_scores_it() {
    isolated(|| {
        // South has passed 24: the game is over, and the stones on South's side are not South's.
        let decided = oware::Position {
            houses: [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            stores: [25, 20],
            to_move: Player::South,
        };
        assert!(decided.moves().is_empty() && decided.repetition_value() != 5);
        assert_answer!(
            negamax_with_history(decided, 2, &then(&start(), decided)),
            5,
            "the game is over by its own rules (a store passed 24) before any repetition: \
             store_difference() gives 25 - 20, and the repetition rule does not apply"
        );
    });
}

#[test]
fn with_nothing_to_repeat_it_is_negamax() {
    isolated(|| {
        assert_answer!(
            negamax_with_history(Ayoayo::OPENING, 3, &start()),
            negamax(Ayoayo::OPENING, 3),
            "from Ayòayò's opening no position repeats in three moves"
        );
        assert_answer!(
            negamax_with_history(oware::OPENING, 4, &start()),
            negamax(oware::OPENING, 4),
            "from Oware's opening no position repeats in four moves"
        );
    });
}
