//! Worked examples: a leaf, a value found in the table, the openings, and an ending where
//! many move orders meet.

use ayoayo::search::{Ayoayo, GameTree, Kalah, Table, negamax};
use ayoayo::{Player, awari, lagos, oware};
use testkit::{assert_answer, isolated};

use crate::{Shown, compare, reference, yours};

/// An Oware ending: three stones each, so many move orders reach the same positions.
const ENDING: oware::Position = oware::Position {
    houses: [0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1],
    stores: [21, 21],
    to_move: Player::South,
};

fn check<G: Shown>(position: G, depth: u32, table: &Table<G>) {
    if let Err(difference) = compare(position, depth, table) {
        panic!("{difference}");
    }
}

#[test]
fn a_leaf_is_worked_out_once_and_stored() {
    isolated(|| {
        let position = oware::Position {
            stores: [3, 1],
            ..oware::OPENING
        };
        position.announce("memo_negamax(position, 0, empty table, visit)");
        let (value, _, _) = yours(position, 0, Table::new());
        assert_answer!(value, 2, "South to move, 3 stones against 1: worth 2");
        // The leaf is worked out (visited) once, and stored under (position, 0), as the
        // reference's is.
        check(position, 0, &Table::new());
    });
}

#[test]
fn a_value_in_the_table_is_the_answer_without_any_search() {
    isolated(|| {
        // A value no search would find: only the table can answer it.
        let table = Table::from([((ENDING, 3), 99)]);
        ENDING.announce("memo_negamax(ENDING, 3, table holding (ENDING, 3) = 99, visit)");
        let (value, searched, _) = yours(ENDING, 3, table);
        assert_answer!(
            value,
            99,
            "the table holds (ENDING, 3): its value is the answer"
        );
        assert!(
            searched.is_empty(),
            "nothing to work out, so nothing to visit: {searched:?}"
        );
    });
}

#[test]
fn the_same_position_at_another_depth_is_another_entry() {
    isolated(|| {
        let table = Table::from([((ENDING, 2), 99)]);
        check(ENDING, 3, &table);
    });
}

#[test]
fn the_openings_of_every_system_three_moves_ahead() {
    isolated(|| {
        check(Ayoayo::OPENING, 3, &Table::new());
        check(lagos::OPENING, 3, &Table::new());
        check(oware::OPENING, 3, &Table::new());
        check(awari::START, 3, &Table::new());
        check(Kalah::OPENING, 3, &Table::new());
    });
}

#[test]
fn in_an_ending_the_table_answers_a_third_of_the_arrivals() {
    isolated(|| {
        let depth = 6;
        let (value, searched, _) = reference(ENDING, depth, Table::new());
        assert_eq!(value, negamax(ENDING, depth));
        let mut arrivals = 0;
        count(ENDING, depth, &mut arrivals);
        assert!(
            3 * searched.len() < 2 * arrivals,
            "the example must have transpositions: {} of {arrivals}",
            searched.len()
        );
        check(ENDING, depth, &Table::new());
    });
}

/// Counts the positions plain negamax enters: every arrival, the repeated ones too.
fn count<G: GameTree>(position: G, depth: u32, arrivals: &mut usize) {
    *arrivals += 1;
    if depth > 0 {
        for pit in position.moves() {
            count(position.after(pit), depth - 1, arrivals);
        }
    }
}
