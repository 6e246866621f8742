//! The drills: four small exercises beside the lab: a hand's squares as an unfold, a plan of
//! moves counted and run by recursion over its shape, and every turn a player can take. A plain
//! `cargo test -p kalah` leaves them out, so the chapter passes without them; run them with
//! `cargo test -p kalah -- --ignored drills`. Each test runs in a child process, so a recursion
//! that never ends is reported, naming the call.

use std::fmt;

use ayoayo::Player::{self, North, South};
use ayoayo::drills::kalah as reference;
use ayoayo::kalah::{Board, STANDARD_BOARD, Square};
use kalah::{Plan, landing_squares, plan_sowings, run_plan, whole_turns};
use proptest::prelude::*;
use testkit::{
    Answer, Drawn, announce, assert_answer, config, fourteen_bins, isolated, prop_assert_answer,
    quietly,
};

fn players() -> impl Strategy<Value = Player> {
    prop_oneof![Just(South), Just(North)]
}

fn sow(square: Square) -> Box<Plan> {
    Box::new(Plan::Sow(square))
}

fn then(first: Plan, second: Plan) -> Plan {
    Plan::Then(Box::new(first), Box::new(second))
}

fn repeat(times: u8, plan: Plan) -> Plan {
    Plan::Repeat(times, Box::new(plan))
}

/// "2 then 5", the classic opening.
fn two_then_five() -> Plan {
    Plan::Then(sow(2), sow(5))
}

/// Your plan as the model answers' `Plan`, variant for variant.
fn model(plan: &Plan) -> reference::Plan {
    match plan {
        Plan::Sow(square) => reference::Plan::Sow(*square),
        Plan::Then(first, second) => {
            reference::Plan::Then(Box::new(model(first)), Box::new(model(second)))
        }
        Plan::Repeat(times, again) => reference::Plan::Repeat(*times, Box::new(model(again))),
    }
}

/// Random plans of up to about a dozen sowings of any square, legal or not, repeated at most
/// four times a level.
fn plans() -> impl Strategy<Value = Plan> {
    let sowing = (0usize..15).prop_map(Plan::Sow);
    sowing.prop_recursive(4, 12, 2, |inner| {
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(first, second)| then(first, second)),
            (0u8..=4, inner).prop_map(|(times, plan)| repeat(times, plan)),
        ]
    })
}

/// A list of turns, each the squares it sows, compared and printed as it is.
#[derive(PartialEq)]
struct Turns(Vec<Vec<Square>>);

impl fmt::Debug for Turns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} ({} turns)", self.0, self.0.len())
    }
}

impl Answer for Turns {}

fn stones(board: Board) -> u32 {
    board.iter().map(|&square| u32::from(square)).sum()
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn landing_squares_unfold_square_next_one_a_stone() {
    isolated(|| {
        announce("landing_squares(board, South, 2)", STANDARD_BOARD);
        assert_answer!(
            landing_squares(STANDARD_BOARD, South, 2),
            vec![3, 4, 5, 6],
            "four stones from pit 2, the last in South's goal"
        );
        let mut board = STANDARD_BOARD;
        board[12] = 8;
        announce("landing_squares(board, North, 12)", board);
        assert_answer!(
            landing_squares(board, North, 12),
            vec![13, 0, 1, 2, 3, 4, 5, 7],
            "North's stones go round past 13 to 0, and pass over South's goal, 6"
        );
        let mut lap = [0; 14];
        lap[5] = 13;
        announce("landing_squares(board, South, 5)", lap);
        assert_answer!(
            landing_squares(lap, South, 5),
            vec![6, 7, 8, 9, 10, 11, 12, 0, 1, 2, 3, 4, 5],
            "thirteen stones lap the board, passing over North's goal, back to pit 5 itself"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn landing_squares_of_nothing_to_sow() {
    isolated(|| {
        let mut board = STANDARD_BOARD;
        board[3] = 0;
        announce("landing_squares(board, South, 3)", board);
        assert_answer!(
            landing_squares(board, South, 3),
            Vec::<Square>::new(),
            "pit 3 is empty: no stone falls anywhere"
        );
        announce("landing_squares(board, South, 14)", STANDARD_BOARD);
        assert_answer!(
            landing_squares(STANDARD_BOARD, South, 14),
            Vec::<Square>::new(),
            "there is no square 14"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn landing_squares_agree_with_the_reference_and_end_where_the_move_does() {
    isolated(|| {
        let hand = prop_oneof![3 => 0u8..=6, 1 => 8u8..=30];
        let cases = (fourteen_bins(), players(), 0..6usize, hand);
        proptest!(config(), |((Drawn(board), player, pit, hand) in cases)| {
            let square = pit + 7 * player as usize;
            let mut board = board;
            board[square] = hand;
            announce(format_args!("landing_squares(board, {player:?}, {square})"), board);
            let yours = quietly(|| landing_squares(board, player, square))?;
            prop_assert_eq!(yours.len(), usize::from(hand), "one square for each stone");
            prop_assert_answer!(yours, reference::landing_squares(board, player, square));
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn plan_sowings_adds_and_multiplies_by_the_shape() {
    isolated(|| {
        announce("plan_sowings(&Sow(3))", STANDARD_BOARD);
        assert_answer!(plan_sowings(&Plan::Sow(3)), 1, "one sowing");
        announce("plan_sowings(&Then(Sow(2), Sow(5)))", STANDARD_BOARD);
        assert_answer!(plan_sowings(&two_then_five()), 2, "one, then one more");
        let thrice = repeat(3, two_then_five());
        announce(
            "plan_sowings(&Repeat(3, Then(Sow(2), Sow(5))))",
            STANDARD_BOARD,
        );
        assert_answer!(
            plan_sowings(&thrice),
            6,
            "three times a plan of two sowings"
        );
        let never = then(repeat(0, Plan::Sow(1)), Plan::Sow(7));
        announce(
            "plan_sowings(&Then(Repeat(0, Sow(1)), Sow(7)))",
            STANDARD_BOARD,
        );
        assert_answer!(
            plan_sowings(&never),
            1,
            "a plan repeated 0 times asks for no sowing: only Sow(7) is left"
        );
        let uneven = then(
            repeat(2, Plan::Sow(0)),
            then(Plan::Sow(7), repeat(4, Plan::Sow(1))),
        );
        announce(
            "plan_sowings(&Then(Repeat(2, Sow(0)), Then(Sow(7), Repeat(4, Sow(1)))))",
            STANDARD_BOARD,
        );
        assert_answer!(plan_sowings(&uneven), 7, "2 + (1 + 4)");
        let page = then(repeat(2, Plan::Sow(0)), repeat(3, two_then_five()));
        announce(
            "plan_sowings(&Then(Repeat(2, Sow(0)), Repeat(3, Then(Sow(2), Sow(5)))))",
            STANDARD_BOARD,
        );
        assert_answer!(plan_sowings(&page), 8, "2 + 3 × 2, the page's plan");
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn plan_sowings_of_nested_repeats_stops_at_the_largest_u64() {
    isolated(|| {
        let nested = |levels: usize| (0..levels).fold(Plan::Sow(2), |plan, _| repeat(255, plan));
        announce("plan_sowings(&Repeat(255, ...)), 8 deep", STANDARD_BOARD);
        assert_answer!(
            plan_sowings(&nested(8)),
            255u64.pow(8),
            "255 to the power 8 still fits in a u64"
        );
        announce("plan_sowings(&Repeat(255, ...)), 9 deep", STANDARD_BOARD);
        assert_answer!(
            plan_sowings(&nested(9)),
            u64::MAX,
            "255 to the power 9 is past u64::MAX: the count stays at u64::MAX \
             (saturating_mul), and never panics or wraps round"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn plan_sowings_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(plan in plans())| {
            announce(format_args!("plan_sowings(&{plan:?})"), STANDARD_BOARD);
            let yours = quietly(|| plan_sowings(&plan))?;
            prop_assert_answer!(yours, reference::plan_sowings(&model(&plan)));
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn run_plan_plays_the_plan_from_where_each_part_leaves_the_game() {
    isolated(|| {
        announce(
            "run_plan(board, South, &Then(Sow(2), Sow(5)))",
            STANDARD_BOARD,
        );
        assert_answer!(
            run_plan(STANDARD_BOARD, South, &two_then_five()),
            ([4, 4, 0, 5, 5, 0, 2, 5, 5, 5, 5, 4, 4, 0], North),
            "pit 2 ends in South's goal, so South plays again: pit 5's five stones end in \
             North's pit 10, and North is to move"
        );
        let twice = then(Plan::Sow(2), Plan::Sow(2));
        announce(
            "run_plan(board, South, &Then(Sow(2), Sow(2)))",
            STANDARD_BOARD,
        );
        assert_answer!(
            run_plan(STANDARD_BOARD, South, &twice),
            ([4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0], South),
            "the second Sow(2) finds pit 2 emptied by the first: nothing changes, and South \
             is still to move"
        );
        let opening = then(two_then_five(), Plan::Sow(8));
        announce(
            "run_plan(board, South, &Then(Then(Sow(2), Sow(5)), Sow(8)))",
            STANDARD_BOARD,
        );
        assert_answer!(
            run_plan(STANDARD_BOARD, South, &opening),
            ([4, 4, 0, 5, 5, 0, 2, 5, 0, 6, 6, 5, 5, 1], North),
            "North answers with pit 8, whose last stone reaches North's goal: North again"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn run_plan_skips_what_cannot_be_played_and_repeats_as_told() {
    isolated(|| {
        announce("run_plan(board, South, &Sow(9))", STANDARD_BOARD);
        assert_answer!(
            run_plan(STANDARD_BOARD, South, &Plan::Sow(9)),
            (STANDARD_BOARD, South),
            "pit 9 is North's: South may not sow it, so nothing changes"
        );
        announce("run_plan(board, South, &Repeat(0, Sow(2)))", STANDARD_BOARD);
        assert_answer!(
            run_plan(STANDARD_BOARD, South, &repeat(0, Plan::Sow(2))),
            (STANDARD_BOARD, South),
            "a plan played 0 times changes nothing"
        );
        let exchanges = repeat(3, then(Plan::Sow(0), Plan::Sow(12)));
        announce(
            "run_plan(board, South, &Repeat(3, Then(Sow(0), Sow(12))))",
            STANDARD_BOARD,
        );
        assert_answer!(
            run_plan(STANDARD_BOARD, South, &exchanges),
            ([0, 7, 6, 5, 5, 4, 0, 4, 4, 4, 4, 4, 0, 1], North),
            "each round goes on from where the last left the game: in the second, pit 0 holds \
             only the stone North's pit 12 sowed into it, and pit 12, now empty, is no move for \
             North, who stays to move; the third round changes nothing"
        );
        let over = [0, 0, 0, 0, 0, 0, 20, 4, 4, 4, 4, 4, 4, 0];
        announce("run_plan(board, North, &Sow(7))", over);
        assert_answer!(
            run_plan(over, North, &Plan::Sow(7)),
            (over, North),
            "South's pits are all empty: the game is over, and no sowing is played"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn run_plan_keeps_every_stone_and_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in fourteen_bins(), player in players(), plan in plans())| {
            announce(format_args!("run_plan(board, {player:?}, &{plan:?})"), board);
            let yours = quietly(|| run_plan(board, player, &plan))?;
            prop_assert_eq!(stones(yours.0), stones(board), "stones were lost or made");
            prop_assert_answer!(yours, reference::run_plan(board, player, &model(&plan)));
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn whole_turns_play_on_after_every_move_into_the_goal() {
    isolated(|| {
        announce("whole_turns(board, South)", STANDARD_BOARD);
        let opening = vec![
            vec![0],
            vec![1],
            vec![2, 0],
            vec![2, 1],
            vec![2, 3],
            vec![2, 4],
            vec![2, 5],
            vec![3],
            vec![4],
            vec![5],
        ];
        assert_answer!(
            Turns(whole_turns(STANDARD_BOARD, South)),
            Turns(opening),
            "pit 2's last stone reaches the goal, so pit 2 is never a turn alone: it is \
             followed by each of the five moves South has then"
        );
        let order = [0, 0, 0, 0, 2, 1, 0, 4, 4, 4, 4, 4, 4, 0];
        announce("whole_turns(board, South)", order);
        assert_answer!(
            Turns(whole_turns(order, South)),
            Turns(vec![vec![4, 5], vec![5, 4, 5]]),
            "pit 4 first leaves two stones in pit 5, which overshoot; pit 5 first reaches the \
             goal, then pit 4 does, then pit 5 again, which empties South's row"
        );
        let four = [0, 0, 4, 3, 2, 1, 0, 4, 4, 4, 4, 4, 4, 0];
        announce("whole_turns(board, South)", four);
        assert_answer!(
            whole_turns(four, South).len(),
            56,
            "pits 2 to 5 each hold just the stones to reach the goal: 56 turns, in all the \
             orders that keep them reaching it"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn whole_turns_for_north_and_with_the_game_over() {
    isolated(|| {
        let north = [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 1, 0];
        announce("whole_turns(board, North)", north);
        assert_answer!(
            Turns(whole_turns(north, North)),
            Turns(vec![vec![11, 12], vec![12, 11, 12]]),
            "pit 11 first reaches goal 13 and leaves two stones in pit 12, which overshoot; \
             pit 12 first reaches the goal, then 11 does, then 12 again"
        );
        let over = [0, 0, 0, 0, 0, 0, 20, 4, 4, 4, 4, 4, 4, 0];
        announce("whole_turns(board, North)", over);
        assert_answer!(
            Turns(whole_turns(over, North)),
            Turns(Vec::new()),
            "South's pits are all empty: the game is over, no turn"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p kalah -- --ignored drills"]
fn whole_turns_agree_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in fourteen_bins(), player in players())| {
            announce(format_args!("whole_turns(board, {player:?})"), board);
            let yours = quietly(|| whole_turns(board, player))?;
            prop_assert_answer!(Turns(yours), Turns(reference::whole_turns(board, player)));
        });
    });
}
