//! Chapter 20: alpha-beta by composition. The page's table of positions made, the counts in its
//! benchmark lines and the counts its prose quotes are what the reference computes; and the
//! composed evaluator makes exactly the positions of alpha-beta without deep cut-offs, as the
//! page says, on every system, and finds the value of every other search on random positions.

mod common;
mod pages;

use ayoayo::challenges::lazy_alpha_beta::high_first;
use ayoayo::lazy::{evaluate, game_tree, map_tree, prune, score_for};
use ayoayo::pruning::counted::{
    negamax_shallow, negamax_shallow_through_extra_moves, positions_made_from,
};
use ayoayo::pruning::{evaluate_pruned, maximise_values};
use ayoayo::search::{Ayoayo, GameTree, Kalah, negamax, negamax_alpha_beta};
use ayoayo::{awari, lagos, oware};
use common::reached;
use pages::thousands;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

const PAGE: &str = include_str!("../../book/src/20-lazy-alpha-beta.md");

/// The positions each of the page's evaluators makes from `position`, `depth` moves ahead:
/// chapter 14's direct search, the composition, the search with only its parent's bound, and
/// the unpruned evaluator.
fn made<G: GameTree + 'static>(position: G, depth: u32) -> [u64; 4] {
    let direct = |position| negamax_alpha_beta(position, depth, -i32::MAX, i32::MAX, &mut |_| {});
    [
        positions_made_from(position, direct).1,
        positions_made_from(position, evaluate_pruned(depth)).1,
        positions_made_from(position, |position| {
            negamax_shallow(position, depth, i32::MAX)
        })
        .1,
        positions_made_from(position, evaluate(depth)).1,
    ]
}

/// The positions made by the composition with `high_first` composed in front.
fn made_best_first<G: GameTree + 'static>(position: G, depth: u32) -> u64 {
    positions_made_from(position, |position| {
        let scored = map_tree(
            score_for(position.to_move()),
            prune(depth, game_tree(position)),
        );
        maximise_values(high_first(scored)).max()
    })
    .1
}

fn says(text: &str) {
    let flat = PAGE.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(text), "the page should say {text:?}");
}

fn number(cell: &str) -> u64 {
    cell.replace(',', "")
        .parse()
        .unwrap_or_else(|_| panic!("{cell:?} is not a count"))
}

#[test]
fn the_page_s_table_is_what_the_reference_counts() {
    let mut rows = 0;
    for line in PAGE.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let Some((system, depth)) = cells.get(1).and_then(|cell| cell.split_once(", ")) else {
            continue;
        };
        let depth: u32 = match depth.parse() {
            Ok(depth) => depth,
            Err(_) => continue,
        };
        let counted = match system {
            "Oware" => made(oware::OPENING, depth),
            "Kalah" => made(Kalah::OPENING, depth),
            _ => continue,
        };
        let on_the_page: Vec<u64> = cells[2..6].iter().map(|cell| number(cell)).collect();
        assert_eq!(on_the_page, counted, "the row {line}");
        rows += 1;
    }
    assert_eq!(
        rows, 8,
        "the page's table has four rows for each of Oware and Kalah"
    );
}

#[test]
fn the_counts_in_the_page_s_benchmark_lines_are_the_reference_s() {
    // Lines such as `direct alpha-beta  1867 made ( 1.00x) ...` under `Oware's opening:` and
    // `depth 7`: the times are one run's, the positions made must be the reference's.
    let mut counted = None;
    let (mut system, mut depth) = ("", 0);
    let mut lines = 0;
    for line in PAGE.lines() {
        let line = line.trim();
        if let Some((name, _)) = line.split_once("'s opening:") {
            system = name;
        } else if let Some(found) = line.strip_prefix("depth ") {
            depth = found.parse().expect("a depth");
            counted = Some(match system {
                "Oware" => made(oware::OPENING, depth),
                "Kalah" => made(Kalah::OPENING, depth),
                _ => panic!("a system of the bench: {system}"),
            });
        } else if let Some((label, rest)) = line.split_once("  ") {
            let Some(count) = rest
                .trim()
                .split_once(" made")
                .map(|(count, _)| number(count))
            else {
                continue;
            };
            let [direct, pruned, _, unpruned] = counted.expect("a depth line first");
            let expected = match label {
                "direct alpha-beta" => direct,
                "evaluate_pruned" => pruned,
                "evaluate (unpruned)" => unpruned,
                _ => panic!("an evaluator of the bench: {label}"),
            };
            assert_eq!(count, expected, "{label}, {system}, depth {depth}");
            lines += 1;
        }
    }
    assert_eq!(lines, 6, "the page quotes three evaluators on two openings");
}

#[test]
fn the_composition_makes_the_positions_of_alpha_beta_without_deep_cut_offs() {
    fn same<G: GameTree + 'static>(position: G) {
        for depth in 0..=6 {
            let [_, pruned, shallow, _] = made(position, depth);
            assert_eq!(pruned, shallow, "{position:?}, depth {depth}");
        }
    }
    same(Ayoayo::OPENING);
    same(lagos::OPENING);
    same(oware::OPENING);
    same(awari::START);
    same(Kalah::OPENING);
}

#[test]
fn the_prose_quotes_the_reference_s_counts() {
    let [_, pruned, _, unpruned] = made(oware::OPENING, 6);
    assert!(pruned * 15 < unpruned, "under a fifteenth on Oware");
    let [_, kalah_pruned, _, kalah_unpruned] = made(Kalah::OPENING, 6);
    assert!(kalah_pruned * 5 < kalah_unpruned, "under a fifth on Kalah");

    let [oware_direct, oware_pruned, ..] = made(oware::OPENING, 7);
    let [kalah_direct, kalah_pruned_7, ..] = made(Kalah::OPENING, 7);
    let times = |pruned: u64, direct: u64| (pruned as f64 / direct as f64).round();
    assert_eq!(
        times(oware_pruned, oware_direct),
        3.0,
        "three times on Oware at depth 7"
    );
    assert_eq!(
        times(kalah_pruned_7, kalah_direct),
        2.0,
        "twice on Kalah at depth 7"
    );
    says("three times chapter 14's positions on Oware at depth 7, twice on Kalah");

    let through = positions_made_from(Kalah::OPENING, |position| {
        negamax_shallow_through_extra_moves(position, 6, i32::MAX)
    })
    .1;
    says(&format!(
        "it would have made {} positions from Kalah's opening at depth 6 instead of {}",
        thousands(through),
        thousands(kalah_pruned)
    ));

    says(&format!(
        "from Kalah's opening at depth 6 it brings the positions made from {} down to {}, but \
         from Oware's it raises them from {} to {}",
        thousands(kalah_pruned),
        thousands(made_best_first(Kalah::OPENING, 6)),
        thousands(pruned),
        thousands(made_best_first(oware::OPENING, 6))
    ));

    let [direct_3, _, shallow_3, _] = made(oware::OPENING, 3);
    assert_eq!(direct_3, shallow_3, "Oware's counts agree to depth 3");
    let [direct_4, _, shallow_4, _] = made(oware::OPENING, 4);
    assert!(direct_4 < shallow_4, "and part at depth 4");
    says("the counts agree to depth 3 and part at depth 4");
}

#[test]
fn nothing_is_captured_in_the_first_three_moves_of_oware() {
    // The teacher's answer to challenge 1 (answers-part-4.md) explains `high_first`'s cost on
    // Oware by it: every static value near the root is 0.
    fn even<G: GameTree>(position: G, depth: u32) -> bool {
        position.store_difference() == 0
            && (depth == 0
                || (position.moves().into_iter()).all(|pit| even(position.after(pit), depth - 1)))
    }
    assert!(even(oware::OPENING, 3));
    assert!(!even(oware::OPENING, 4), "the fourth move can capture");
}

/// On the position `choices` reach from `start`: the composed evaluator's value is chapter 13's
/// negamax's, chapter 14's alpha-beta's and chapter 19's unpruned evaluator's.
fn agree<G: GameTree + 'static>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let pruned = evaluate_pruned(depth)(position);
    prop_assert_eq!(
        pruned,
        negamax(position, depth),
        "negamax on {:?}",
        position
    );
    let direct = negamax_alpha_beta(position, depth, -i32::MAX, i32::MAX, &mut |_| {});
    prop_assert_eq!(pruned, direct, "alpha-beta on {:?}", position);
    prop_assert_eq!(
        pruned,
        evaluate(depth)(position),
        "evaluate on {:?}",
        position
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn the_composed_evaluator_agrees_with_every_search_in_every_system(
        choices in proptest::collection::vec(0..6usize, 0..60),
        depth in 0..5u32,
    ) {
        agree(Ayoayo::OPENING, &choices, depth)?;
        agree(lagos::OPENING, &choices, depth)?;
        agree(oware::OPENING, &choices, depth)?;
        agree(awari::START, &choices, depth)?;
        agree(Kalah::OPENING, &choices, depth)?;
    }
}
