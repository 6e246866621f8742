//! Chapter 21: the search that honours the repetition rule agrees with the games that apply
//! it (Oware's `Game`, Part I's `Game`), differs from negamax only where a position repeats,
//! and the page's counts, sizes and examples are what the reference computes.

mod pages;

use std::rc::Rc;

use ayoayo::history::{
    History, OwnSides, TWO_STONES, negamax_with_history, path_counts, start, then,
};
use ayoayo::search::{Ayoayo, GameTree, OWARE_ENDING, negamax};
use ayoayo::{Game, oware};
use pages::thousands;
use proptest::prelude::*;

const PAGE: &str = include_str!("../../book/src/21-sharing.md");

fn says(text: &str) {
    let flat = PAGE.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(text), "the page should say {text:?}");
}

/// The history holding `positions`, oldest first.
fn history_of<P: Clone>(positions: &[P]) -> History<P> {
    positions.iter().fold(start(), |history, position| {
        then(&history, position.clone())
    })
}

/// The positions an Oware game goes through from `start`, each choice picking a legal move,
/// as `Game` plays them: the last one is where the game stands, and when `Game` ended it by
/// repetition, the position the move made (before each side took its own) is returned too.
fn oware_game(
    start: oware::Position,
    choices: &[usize],
) -> (Vec<oware::Position>, Option<oware::Game>) {
    let mut game = oware::Game::from_position(start);
    let mut positions = vec![start];
    for &choice in choices {
        let now = positions[positions.len() - 1];
        let moves = now.moves();
        if moves.is_empty() || game.is_over() {
            break;
        }
        let pit = moves[choice % moves.len()];
        game = game.play(pit).expect("a legal move");
        positions.push(now.after(pit));
        if game.is_over() {
            return (positions, Some(game));
        }
    }
    (positions, None)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Wherever Oware's `Game` stands after a move, the search at depth 0, given the positions
    /// before, values the position as `Game` does: by the repetition rule when `Game` applied
    /// it, as the position stands otherwise.
    #[test]
    fn the_search_at_depth_0_values_a_game_as_oware_s_game_does(
        choices in proptest::collection::vec(0..6usize, 0..60),
        from_two_stones in any::<bool>(),
    ) {
        let start = if from_two_stones { TWO_STONES } else { OWARE_ENDING };
        let (positions, ended) = oware_game(start, &choices);
        let (&now, before) = positions.split_last().unwrap();
        let value = negamax_with_history(now, 0, &history_of(before));
        match ended {
            Some(game) => prop_assert_eq!(value, game.position().store_difference()),
            None => prop_assert_eq!(value, now.store_difference()),
        }
    }

    /// The same for Part I's Ayòayò and its `Game` (rule 10).
    #[test]
    fn the_search_at_depth_0_values_a_game_as_part_one_s_game_does(
        choices in proptest::collection::vec(0..6usize, 0..80),
    ) {
        let mut game = Game::new();
        let mut positions = vec![Ayoayo::OPENING];
        for choice in choices {
            let now = positions[positions.len() - 1];
            let moves = now.moves();
            if moves.is_empty() {
                break;
            }
            let pit = moves[choice % moves.len()];
            game = game.play(pit).expect("a legal move");
            positions.push(now.after(pit));
            let (&now, before) = positions.split_last().unwrap();
            let as_game_ends = Ayoayo {
                board: game.board(),
                score: game.score(),
                to_move: game.to_move(),
                over: game.is_over(),
            };
            prop_assert_eq!(
                negamax_with_history(now, 0, &history_of(before)),
                as_game_ends.store_difference()
            );
            if game.is_over() {
                break;
            }
        }
    }

    /// Where the search meets no repetition, it is negamax.
    #[test]
    fn without_a_repetition_the_search_is_negamax(
        choices in proptest::collection::vec(0..6usize, 0..40),
        depth in 0..=4u32,
    ) {
        let (positions, _) = oware_game(oware::OPENING, &choices);
        let now = positions[positions.len() - 1];
        if path_counts(now, depth).repetitions == 0 {
            prop_assert_eq!(negamax_with_history(now, depth, &start()), negamax(now, depth));
        }
    }
}

#[test]
fn oware_s_game_ends_the_two_stones_by_repetition_after_twelve_moves() {
    let (positions, ended) = oware_game(TWO_STONES, &[0; 20]);
    assert_eq!(
        positions.len(),
        13,
        "twelve forced moves, then the repetition"
    );
    assert_eq!(positions[12], TWO_STONES);
    let game = ended.expect("the game ends by repetition");
    assert_eq!(game.position().stores, [25, 23]);
    for position in &positions[..12] {
        assert_eq!(
            position.moves().len(),
            1,
            "every move is forced: {position:?}"
        );
    }
}

#[test]
fn the_page_s_examples_are_what_the_reference_computes() {
    assert_eq!(negamax(TWO_STONES, 12), 0);
    says("`negamax(TWO_STONES, 12)` says 0: the stores are still 23 against 23.");
    assert_eq!(negamax_with_history(TWO_STONES, 12, &start()), 2);
    says("`negamax_with_history(TWO_STONES, 12, &start())` says 2");
    assert_eq!(negamax_with_history(TWO_STONES, 11, &start()), 0);
    says("Eleven moves ahead it is 0 again");
    assert_eq!(TWO_STONES.repetition_value(), 2);
    // The ending meets its first repetitions at depth 12, and its value is still negamax's.
    assert!((0..12).all(|depth| path_counts(OWARE_ENDING, depth).repetitions == 0));
    assert!((0..=6).all(|depth| path_counts(oware::OPENING, depth).repetitions == 0));
    says(
        "From Oware's opening up to depth 6, and from chapter 15's ending `OWARE_ENDING` up to depth 11, the search meets no repetition",
    );
    assert_eq!(
        negamax_with_history(OWARE_ENDING, 12, &start()),
        negamax(OWARE_ENDING, 12)
    );
}

#[test]
fn the_page_s_table_of_cells_and_copies_is_what_the_reference_counts() {
    let rows: Vec<Vec<&str>> = PAGE
        .lines()
        .filter(|line| {
            line.starts_with("| ")
                && line
                    .split('|')
                    .nth(1)
                    .is_some_and(|cell| cell.trim().parse::<u32>().is_ok())
        })
        .map(|line| {
            line.split('|')
                .skip(1)
                .map(str::trim)
                .filter(|cell| !cell.is_empty())
                .collect()
        })
        .collect();
    assert_eq!(rows.len(), 4, "the page's table has four depths");
    for row in rows {
        let [depth, cells, stored, repetitions] = row[..] else {
            panic!("a row of four cells: {row:?}");
        };
        let counts = path_counts(OWARE_ENDING, depth.parse().unwrap());
        assert_eq!(
            [cells, stored, repetitions].map(str::to_string),
            [counts.cells, counts.stored, counts.repetitions].map(thousands),
            "depth {depth}"
        );
    }
}

#[test]
fn the_page_s_sizes_are_the_types_sizes() {
    use std::mem::size_of;
    assert_eq!(size_of::<oware::Position>(), 15);
    assert_eq!(size_of::<(oware::Position, History<oware::Position>)>(), 24);
    // An Rc's allocation holds the two counts, strong and weak, before the value.
    assert_eq!(2 * size_of::<usize>(), 16);
    says(
        "an Oware position is 15 bytes, and a cell is 40: the position and the handle before it (24 bytes together, with padding) and the `Rc`'s two counts (16 bytes)",
    );
}

#[test]
fn a_shared_cell_has_an_owner_per_history_that_holds_it() {
    let base = history_of(&[1, 2]);
    let left = then(&base, 3);
    let right = then(&base, 4);
    let History::Then(cell) = &base else {
        panic!("base holds two positions")
    };
    assert_eq!(Rc::strong_count(cell), 3);
    drop(left);
    assert_eq!(Rc::strong_count(cell), 2);
    drop(right);
    says(
        "base's newest cell has three owners, `base` itself and the two histories built on it; drop `left` and it has two",
    );
}
