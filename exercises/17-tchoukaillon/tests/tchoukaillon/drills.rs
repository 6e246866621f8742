//! The drills: four small exercises beside the lab, on unfolds: a sequence grown from a seed by
//! a step, backwards from the empty board or forwards from a position. A plain
//! `cargo test -p tchoukaillon` leaves them out, so the chapter passes without them; run them
//! with `cargo test -p tchoukaillon -- --ignored drills`.

use ayoayo::drills::tchoukaillon as model;
use ayoayo::tchoukaillon::{Position, winning};
use proptest::prelude::*;
use tchoukaillon::{first_use, first_winners, holes_filled, playout};
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{allowed, seeds};

/// Says, in words, where your list of positions and the expected one part.
fn same_positions(yours: &[Position], expected: &[Position], call: &str) -> Result<(), String> {
    if let Some(at) =
        (0..yours.len().max(expected.len())).find(|&i| yours.get(i) != expected.get(i))
    {
        return Err(match (yours.get(at), expected.get(at)) {
            (Some(mine), Some(theirs)) => {
                format!("{call}: position {at} of your list is {mine:?}; it should be {theirs:?}")
            }
            (Some(mine), None) => format!(
                "{call}: your list goes on past the {} positions expected, with {mine:?}",
                expected.len()
            ),
            (None, Some(theirs)) => format!(
                "{call}: your list stops after {at} positions; the next should be {theirs:?}"
            ),
            (None, None) => unreachable!("`at` is below one of the lengths"),
        });
    }
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p tchoukaillon -- --ignored drills"]
fn first_winners_examples() {
    isolated(|| {
        assert_answer!(
            first_winners(0).len(),
            0,
            "no positions asked for, none given"
        );
        let expected: Vec<Position> = vec![vec![], vec![1], vec![0, 2], vec![1, 2], vec![0, 1, 3]];
        if let Err(why) = same_positions(&first_winners(5), &expected, "first_winners(5)") {
            panic!("{why}. The page's table: each position from the one before.");
        }
        let many = first_winners(u16::MAX);
        assert_answer!(
            many.len(),
            65_535,
            "all 65,535 a u16 counts, each made from the one before in one step: asking winning \
             for each of them would take far longer"
        );
        let last = ayoayo::tchoukaillon::winning_positions().nth(65_534);
        assert_answer!(
            many.last().cloned(),
            last,
            "the last of them, the winning position of 65,534 seeds"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p tchoukaillon -- --ignored drills"]
fn first_winners_are_the_winning_positions_in_order() {
    isolated(|| {
        proptest!(config(), |(count in 0u16..=300)| {
            let yours = quietly(|| first_winners(count))?;
            let expected: Vec<Position> = (0..u32::from(count)).map(winning).collect();
            same_positions(&yours, &expected, &format!("first_winners({count})"))
                .map_err(testkit::fail)?;
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p tchoukaillon -- --ignored drills"]
fn holes_filled_examples() {
    isolated(|| {
        assert_answer!(holes_filled(0), Vec::<usize>::new(), "no steps, no holes");
        assert_answer!(
            holes_filled(1),
            vec![1],
            "the empty board has no hole at all: the step fills hole 1, one past its end"
        );
        assert_answer!(
            holes_filled(6),
            vec![1, 2, 1, 3, 1, 4],
            "[] to [1] fills hole 1, [1] to [0, 2] hole 2, [0, 2] to [1, 2] hole 1, [1, 2] to \
             [0, 1, 3] hole 3, then hole 1, then hole 4 for [0, 0, 2, 4]"
        );
        assert_answer!(
            holes_filled(10),
            vec![1, 2, 1, 3, 1, 4, 1, 2, 1, 5],
            "ten steps: hole 5 is first needed at ten seeds"
        );
    });
}

/// The holes sown when the nearest allowed one is sown again and again from `position`.
fn nearest_first(position: &[u32]) -> Vec<usize> {
    let mut holes = Vec::new();
    let mut position = position.to_vec();
    while let Some(&hole) = allowed(&position).first() {
        holes.push(hole);
        position = ayoayo::tchoukaillon::play(&position, hole).unwrap_or_default();
    }
    holes
}

#[test]
#[ignore = "drill: cargo test -p tchoukaillon -- --ignored drills"]
fn holes_filled_read_backwards_clear_the_winning_position() {
    isolated(|| {
        proptest!(config(), |(count in 0u32..=200)| {
            let yours = quietly(|| holes_filled(count))?;
            prop_assert_answer!(
                yours.clone(),
                model::holes_filled(count),
                "the holes filled building winning(1) to winning({count})"
            );
            let backwards: Vec<usize> = yours.into_iter().rev().collect();
            prop_assert_answer!(
                backwards,
                nearest_first(&winning(count)),
                "read backwards, the holes are the moves that clear winning({count})"
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p tchoukaillon -- --ignored drills"]
fn first_use_examples() {
    isolated(|| {
        assert_answer!(
            first_use(0),
            0,
            "hole 0 is the store: the empty board has it"
        );
        assert_answer!(first_use(1), 1, "[1], one seed, is the first to use hole 1");
        assert_answer!(first_use(2), 2, "[0, 2], two seeds");
        assert_answer!(first_use(3), 4, "[0, 1, 3], four seeds");
        for (hole, seeds) in [
            (5, 10),
            (10, 34),
            (20, 132),
            (40, 510),
            (80, 2058),
            (160, 8160),
        ] {
            assert_answer!(
                first_use(hole),
                seeds,
                "the page's table: hole {hole} is first used at {seeds} seeds"
            );
        }
        assert_answer!(
            first_use(255),
            20_832,
            "hole 255, at once: 20,832 steps of the unfold"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p tchoukaillon -- --ignored drills"]
fn first_use_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(hole in 0u8..=60)| {
            prop_assert_answer!(
                quietly(|| first_use(hole))?,
                model::first_use(hole),
                "the fewest seeds whose winning position has at least {hole} holes"
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p tchoukaillon -- --ignored drills"]
fn playout_examples() {
    isolated(|| {
        let expected: Vec<Position> = vec![vec![0, 1, 3], vec![1, 2], vec![0, 2], vec![1], vec![]];
        if let Err(why) = same_positions(&playout(&[0, 1, 3]), &expected, "playout(&[0, 1, 3])") {
            panic!("{why}. From winning(4) the nearest allowed hole wins, one seed a move.");
        }
        let stuck: Vec<Position> = vec![vec![1, 3], vec![0, 3]];
        if let Err(why) = same_positions(&playout(&[1, 3]), &stuck, "playout(&[1, 3])") {
            panic!("{why}. After hole 1, hole 2 holds three seeds and can never be sown.");
        }
        if let Err(why) = same_positions(&playout(&[]), &[vec![]], "playout(&[])") {
            panic!("{why}. The empty board is the whole playout: no hole may be sown.");
        }
        let nearest: Vec<Position> = vec![
            vec![1, 1, 3, 4],
            vec![0, 1, 3, 4],
            vec![1, 2, 0, 4],
            vec![0, 2, 0, 4],
            vec![1, 0, 0, 4],
            vec![0, 0, 0, 4],
            vec![1, 1, 1],
            vec![0, 1, 1],
        ];
        if let Err(why) =
            same_positions(&playout(&[1, 1, 3, 4]), &nearest, "playout(&[1, 1, 3, 4])")
        {
            panic!("{why}. Always the nearest hole that may be sown, while there is one.");
        }
    });
}

#[test]
#[ignore = "drill: cargo test -p tchoukaillon -- --ignored drills"]
fn playout_agrees_with_the_reference_and_empties_every_winning_position() {
    isolated(|| {
        proptest!(config(), |(mut position in proptest::collection::vec(0u32..=6, 0..7), count in 0u32..=100)| {
            while position.last() == Some(&0) {
                position.pop();
            }
            let yours = quietly(|| playout(&position))?;
            same_positions(&yours, &model::playout(&position), &format!("playout(&{position:?})"))
                .map_err(testkit::fail)?;
            let start = winning(count);
            let yours = quietly(|| playout(&start))?;
            prop_assert_answer!(
                yours.len(),
                count as usize + 1,
                "from winning({}), one seed into the store a move: {} positions", count, count + 1
            );
            prop_assert_answer!(
                yours.last().map_or(u32::MAX, seeds),
                0,
                "from winning({count}), the playout ends at the empty board"
            );
        });
    });
}
