//! Chapter 12: perft. The fast Oware count agrees with the plain generic one on positions from
//! random play, `divide` adds up to `perft`, and the table on the book's page is what the
//! reference computes.

mod common;

use common::reached;

use ayoayo::search::{Ayoayo, GameTree, divide, perft};
use ayoayo::{lagos, oware};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn fast_and_parallel_oware_perft_count_what_the_plain_one_counts(
        choices in proptest::collection::vec(0..6usize, 0..80),
        depth in 0..5u32,
    ) {
        let position = reached(oware::OPENING, &choices);
        let plain = perft(position, depth);
        prop_assert_eq!(oware::perft(position, depth), plain, "{:?}", position);
        prop_assert_eq!(oware::parallel_perft(position, depth), plain, "{:?}", position);
    }

    #[test]
    fn divide_splits_perft_by_the_first_move(
        choices in proptest::collection::vec(0..6usize, 0..40),
        depth in 1..4u32,
    ) {
        let position = reached(Ayoayo::OPENING, &choices);
        let split = divide(position, depth);
        let moves: Vec<_> = split.iter().map(|&(pit, _)| pit).collect();
        prop_assert_eq!(moves, position.moves());
        prop_assert_eq!(split.iter().map(|&(_, count)| count).sum::<u64>(), perft(position, depth));
    }
}

#[test]
fn parallel_perft_matches_the_published_count_at_depth_9() {
    assert_eq!(oware::parallel_perft(oware::OPENING, 9), 3_592_872);
}

/// The counts of the row of the page's table that begins `| {system} |`, one per depth.
fn row_on_the_page(system: &str) -> Vec<u64> {
    let page = include_str!("../../book/src/12-perft.md");
    let start = format!("| {system} |");
    let row = page
        .lines()
        .find(|line| line.starts_with(&start))
        .unwrap_or_else(|| panic!("the page has no row for {system}"));
    row.split('|')
        .skip(2)
        .map(str::trim)
        .filter(|cell| !cell.is_empty())
        .map(|cell| cell.replace(',', "").parse().expect("a count"))
        .collect()
}

fn counts<G: GameTree>(start: G, depths: usize) -> Vec<u64> {
    (1..=depths as u32)
        .map(|depth| perft(start, depth))
        .collect()
}

#[test]
fn the_page_s_table_is_what_the_reference_counts() {
    let oware = row_on_the_page("Oware (abapa)");
    assert_eq!(oware, counts(oware::OPENING, oware.len()));
    let lagos = row_on_the_page("Ayòayò (Lagos)");
    assert_eq!(lagos, counts(lagos::OPENING, lagos.len()));
    let ayoayo = row_on_the_page("Ayòayò (Part I)");
    assert_eq!(ayoayo, counts(Ayoayo::OPENING, ayoayo.len()));
}
