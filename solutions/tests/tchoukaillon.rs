//! Tchoukaillon: Broline and Loeb's lemma checked over every small position (the winning
//! position for each number of seeds is unique, and the recursion builds it), and the book's
//! table and plot checked fresh against the reference.

use std::path::Path;

use ayoayo::tchoukaillon::{
    every_position, first_uses, is_winning, legal_moves, play, ratio_plot, ratio_table, winning,
    winning_positions,
};

#[test]
fn the_winning_position_is_unique_and_the_recursion_builds_it() {
    for seeds in 0..=10 {
        let found: Vec<_> = every_position(seeds)
            .into_iter()
            .filter(|position| is_winning(position))
            .collect();
        assert_eq!(found, vec![winning(seeds)], "{seeds} seeds");
    }
}

#[test]
fn every_position_of_few_seeds_is_listed_once() {
    // Compositions of n into n parts: C(2n - 1, n - 1).
    let counts: Vec<usize> = (0..=6).map(|seeds| every_position(seeds).len()).collect();
    assert_eq!(counts, [1, 1, 3, 10, 35, 126, 462]);
}

#[test]
fn the_first_winning_positions_are_the_known_ones() {
    let first: Vec<_> = (0..=6).map(winning).collect();
    assert_eq!(
        first,
        [
            vec![],
            vec![1],
            vec![0, 2],
            vec![1, 2],
            vec![0, 1, 3],
            vec![1, 1, 3],
            vec![0, 0, 2, 4],
        ]
    );
}

#[test]
fn sowing_the_nearest_allowed_hole_empties_a_winning_position() {
    for (seeds, start) in winning_positions().take(200).enumerate() {
        let mut position = start;
        for _ in 0..seeds {
            let nearest = legal_moves(&position)[0];
            position = play(&position, nearest).unwrap();
        }
        assert!(position.is_empty(), "{seeds} seeds left {position:?}");
    }
}

#[test]
fn the_unfold_and_the_recursion_agree() {
    let unfolded: Vec<_> = winning_positions().take(300).collect();
    let recursive: Vec<_> = (0..300).map(winning).collect();
    assert_eq!(unfolded, recursive);
}

#[test]
fn a_move_is_allowed_only_when_its_last_seed_reaches_the_store() {
    assert_eq!(play(&[1, 2], 2), Some(vec![2]));
    assert_eq!(play(&[1, 2], 1), Some(vec![0, 2]));
    assert_eq!(
        play(&[1, 3], 2),
        None,
        "three seeds in hole 2 overshoot the store"
    );
    assert_eq!(
        play(&[1, 1], 2),
        None,
        "one seed in hole 2 stops short of it"
    );
    assert_eq!(play(&[1], 0), None, "the store is not a hole");
    assert_eq!(play(&[1], 5), None, "there is no hole 5");
    assert_eq!(legal_moves(&[1, 2, 0, 4]), [1, 2, 4]);
}

#[test]
fn seeds_per_hole_squared_approach_pi() {
    let uses = first_uses(320);
    assert_eq!(&uses[..5], [(1, 1), (2, 2), (3, 4), (4, 6), (5, 10)]);
    let (hole, seeds) = uses[319];
    let ratio = (hole * hole) as f64 / f64::from(seeds);
    assert!((ratio - std::f64::consts::PI).abs() < 0.05, "{ratio}");
}

/// The book's figures are what the reference computes now; `AYOAYO_BLESS_FIGURES=1` writes them.
#[test]
fn the_book_s_table_and_plot_are_fresh() {
    let figures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../book/src/figures");
    for (name, fresh) in [
        ("tchoukaillon-table.md", ratio_table()),
        ("tchoukaillon-ratio.svg", ratio_plot()),
    ] {
        let path = figures.join(name);
        if std::env::var_os("AYOAYO_BLESS_FIGURES").is_some() {
            std::fs::write(&path, &fresh).unwrap();
        }
        let stored = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            stored == fresh,
            "{} is stale: rerun with AYOAYO_BLESS_FIGURES=1",
            path.display()
        );
    }
}
