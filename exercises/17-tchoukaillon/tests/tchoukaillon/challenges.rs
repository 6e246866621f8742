//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p tchoukaillon`, so its verdict is about the chapter alone; run them with
//! `cargo test -p tchoukaillon -- --ignored`.

use ayoayo::challenges::tchoukaillon as reference;
use ayoayo::tchoukaillon::{is_winning, play, winning};
use proptest::prelude::*;
use tchoukaillon::solve;
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

#[test]
#[ignore = "optional challenge: cargo test -p tchoukaillon -- --ignored"]
fn solve_examples() {
    isolated(|| {
        assert_answer!(solve(&[]), Some(vec![]), "solve(&[]): nothing to sow");
        assert_answer!(
            solve(&[1, 2]),
            Some(vec![1, 2, 1]),
            "solve(&[1, 2]): hole 1 first, then hole 2 refills it"
        );
        assert_answer!(
            solve(&[0, 0, 2, 4]),
            Some(vec![4, 1, 3, 1, 2, 1]),
            "solve(&[0, 0, 2, 4]), the winning position of six seeds"
        );
        assert_answer!(
            solve(&[1, 3]),
            None,
            "solve(&[1, 3]): after hole 1, nothing may be sown"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p tchoukaillon -- --ignored"]
fn solve_clears_every_winning_position_up_to_60_seeds() {
    isolated(|| {
        for seeds in 0..=60 {
            let start = winning(seeds);
            let moves = solve(&start);
            let Some(moves) = moves else {
                panic!(
                    "solve(&{start:?}) says None, but it is the winning position of {seeds} seeds"
                );
            };
            assert_eq!(
                moves.len(),
                seeds as usize,
                "solve(&{start:?}) answers {moves:?}: every move puts one seed in the store, so \
                 clearing {seeds} seeds takes {seeds} moves"
            );
            let end = moves
                .iter()
                .try_fold(start.clone(), |position, &hole| play(&position, hole));
            assert_eq!(
                end,
                Some(vec![]),
                "solve(&{start:?}) answers {moves:?}, which does not clear the board when played"
            );
        }
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p tchoukaillon -- --ignored"]
fn solve_agrees_with_the_exhaustive_search() {
    isolated(|| {
        let positions = proptest::collection::vec(0u32..=5, 0..7);
        proptest!(config(), |(mut position in positions)| {
            while position.last() == Some(&0) {
                position.pop();
            }
            let yours = quietly(|| solve(&position))?;
            prop_assert_eq!(
                yours.is_some(),
                is_winning(&position),
                "solve(&{:?}) answers {:?}", position, yours
            );
            prop_assert_answer!(yours, reference::solve(&position), "solve(&{:?})", position);
        });
    });
}
