//! Properties: your `play` and `winning` agree with the reference; sowing the nearest allowed
//! hole of your winning position, again and again, gets every seed into the store; and, checked
//! against an exhaustive search of every position, yours is the only winning one.

use ayoayo::tchoukaillon::{every_position, is_winning};
use proptest::prelude::*;
use tchoukaillon::{play, winning};
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{allowed, seeds};

#[test]
fn play_agrees_with_the_reference() {
    isolated(|| {
        // Up to 9 holes of 0 to 9 seeds, so that holes 7 to 9 can be allowed too.
        let cases = (proptest::collection::vec(0u32..=9, 0..10), 0usize..=11);
        proptest!(config(), |((mut position, hole) in cases)| {
            while position.last() == Some(&0) {
                position.pop();
            }
            let yours = quietly(|| play(&position, hole))?;
            prop_assert_answer!(
                yours,
                ayoayo::tchoukaillon::play(&position, hole),
                "play(&{:?}, {})", position, hole
            );
        });
    });
}

#[test]
fn winning_agrees_with_the_reference_up_to_200_seeds() {
    isolated(|| {
        for count in 0..=200 {
            assert_answer!(
                winning(count),
                ayoayo::tchoukaillon::winning(count),
                "winning({count})"
            );
        }
    });
}

#[test]
fn the_nearest_allowed_hole_empties_your_winning_position_one_seed_at_a_time() {
    isolated(|| {
        for count in 0..=60 {
            let mut position = winning(count);
            assert_eq!(
                seeds(&position),
                count,
                "winning({count}) holds {position:?}"
            );
            for moves in 0..count {
                let Some(&nearest) = allowed(&position).first() else {
                    panic!(
                        "winning({count}) is stuck after {moves} moves at {position:?}: no hole \
                         holds exactly its number of seeds"
                    );
                };
                let after = play(&position, nearest);
                let Some(after) = after else {
                    panic!("play(&{position:?}, {nearest}) is None, but the move is allowed");
                };
                assert_eq!(
                    seeds(&after) + 1,
                    seeds(&position),
                    "play(&{position:?}, {nearest}) must put exactly one seed in the store"
                );
                position = after;
            }
            assert!(position.is_empty(), "winning({count}) ends at {position:?}");
        }
    });
}

#[test]
fn yours_is_the_only_winning_position_of_up_to_9_seeds() {
    isolated(|| {
        for count in 0..=9 {
            let found: Vec<_> = every_position(count)
                .into_iter()
                .filter(|position| is_winning(position))
                .collect();
            let yours = winning(count);
            assert_eq!(
                vec![yours.clone()],
                found,
                "winning({count}) is {yours:?}, but trying every way of placing {count} seeds \
                 finds exactly these winning positions: {found:?}"
            );
        }
    });
}
