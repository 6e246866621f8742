//! Chapter 16's database checked two independent ways: against the plain search with the
//! game's history on every position of the smallest layers, and against a second retrograde
//! analysis over whole positions (no index, no board turned round, no work list: every
//! position swept again until nothing changes) on every position of the larger ones.

mod pages;

use std::collections::HashMap;

use ayoayo::endgames::{Database, board_at, boards_with, own_side, value_by_search};
use ayoayo::oware::{self, Position};
use ayoayo::{Player, draw};
use pages::thousands;

/// Every position with `n` stones on the board, either player to move, stores empty.
fn positions(n: u32) -> impl Iterator<Item = Position> {
    (0..boards_with(n)).flat_map(move |index| {
        [Player::South, Player::North].map(|to_move| Position {
            houses: board_at(n, index),
            stores: [0, 0],
            to_move,
        })
    })
}

fn agrees(database: &Database, position: Position, value: u8) {
    assert_eq!(
        database.value(position),
        Some(value),
        "{:?} to move on\n{}",
        position.to_move,
        draw(position.houses)
    );
}

/// The value of every position with up to `stones` stones, by sweeping each layer's positions
/// until neither bound moves: `low` when endless play gives the player to move nothing, `high`
/// when it gives them everything; the value is their own stones held between the two. Also,
/// for each layer, how many positions have `low < high` (a value the repetition rule decides).
fn values_by_sweeps(stones: u32) -> (HashMap<Position, u8>, Vec<usize>) {
    let mut values = HashMap::new();
    let mut repetitions = Vec::new();
    for n in 0..=stones {
        let all = n as u8;
        let layer: Vec<Position> = positions(n).collect();
        let mut bounds: HashMap<Position, (u8, u8)> =
            layer.iter().map(|&position| (position, (0, all))).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for &position in &layer {
                let mut new = (0, 0);
                for pit in oware::legal_moves(position) {
                    let next = oware::play(position, pit).expect("a legal move");
                    let next = Position {
                        stores: [0, 0],
                        ..next
                    };
                    let (low, high) = match values.get(&next) {
                        Some(&theirs) => (all - theirs, all - theirs),
                        None => {
                            let (low, high) = bounds[&next];
                            (all - high, all - low)
                        }
                    };
                    new = (new.0.max(low), new.1.max(high));
                }
                if oware::legal_moves(position).is_empty() {
                    let own = own_side(position.houses, position.to_move);
                    new = (own, own);
                }
                if bounds[&position] != new {
                    bounds.insert(position, new);
                    changed = true;
                }
            }
        }
        repetitions.push(bounds.values().filter(|(low, high)| low < high).count());
        for (position, (low, high)) in bounds {
            let own = own_side(position.houses, position.to_move);
            values.insert(position, own.clamp(low, high));
        }
    }
    (values, repetitions)
}

/// The database built up to `stones` and the sweeps agree on every position, and on how many
/// boards of each layer the repetition rule decides (the sweeps count both players to move on
/// a board; the database stores a board once, as the player to move sees it).
fn agrees_with_sweeps(stones: u32) {
    let database = Database::build(stones, |_| {});
    let (values, repetitions) = values_by_sweeps(stones);
    for (position, value) in values {
        agrees(&database, position, value);
    }
    for (n, count) in (0..).zip(repetitions) {
        assert_eq!(
            database.decided_by_repetition(n),
            Some(count / 2),
            "{n} stones"
        );
    }
}

#[test]
fn the_database_agrees_with_plain_search_up_to_three_stones() {
    let database = Database::build(3, |_| {});
    for position in (0..=3).flat_map(positions) {
        agrees(&database, position, value_by_search(position));
    }
}

#[test]
fn the_database_agrees_with_a_second_retrograde_analysis_up_to_five_stones() {
    agrees_with_sweeps(5);
}

#[test]
#[ignore = "about a minute in a release build: every position with up to 11 stones, swept"]
fn the_database_agrees_with_a_second_retrograde_analysis_up_to_eleven_stones() {
    agrees_with_sweeps(11);
}

/// The row of the page's table for `n` stones, as the page writes it: the boards, the share of
/// the stones the player to move can be sure of on average, how often that is more than half
/// and all of them, and how many boards only the repetition rule decides.
fn table_row(database: &Database, n: u32) -> String {
    let values = database.layer(n).expect("a layer of the database");
    let boards = values.len() as f64;
    let percent = |count: usize| format!("{:.1} %", 100.0 * count as f64 / boards);
    let total: u64 = values.iter().map(|&value| u64::from(value)).sum();
    let mean = if n == 0 {
        "–".to_string()
    } else {
        format!("{:.1} %", 100.0 * total as f64 / (boards * f64::from(n)))
    };
    let more_than_half = values.iter().filter(|&&v| 2 * u32::from(v) > n).count();
    let all = values
        .iter()
        .filter(|&&v| n > 0 && u32::from(v) == n)
        .count();
    let repetition = database.decided_by_repetition(n).expect("a layer");
    format!(
        "| {n} | {} | {mean} | {} | {} | {} |",
        thousands(values.len() as u64),
        percent(more_than_half),
        percent(all),
        thousands(repetition as u64)
    )
}

/// The page's table rows for 0 to `stones` stones are the reference's numbers.
fn the_page_s_table_up_to(stones: u32) {
    let page = include_str!("../../book/src/16-endgames.md");
    let database = Database::build(stones, |_| {});
    let expected: Vec<String> = (0..=stones).map(|n| table_row(&database, n)).collect();
    let on_the_page: Vec<&str> = page
        .lines()
        .filter(|line| line.starts_with("| ") && line[2..].starts_with(char::is_numeric))
        .take(expected.len())
        .collect();
    assert_eq!(
        on_the_page,
        expected,
        "the page's table should read:\n{}",
        expected.join("\n")
    );
}

#[test]
fn the_page_s_table_is_what_the_reference_computes_up_to_eight_stones() {
    the_page_s_table_up_to(8);
}

#[test]
#[ignore = "40 s in a release build: the whole table, up to 15 stones"]
fn the_page_s_whole_table_is_what_the_reference_computes() {
    the_page_s_table_up_to(15);
}
