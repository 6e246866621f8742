//! Worked examples: a leaf, a value found in the table, the openings, and an ending where
//! many move orders meet.

use ayoayo::search::{Ayoayo, Kalah, OWARE_ENDING, Table, savings};
use ayoayo::{awari, lagos, oware};
use testkit::{assert_answer, isolated};

use crate::{Shown, compare, yours};

/// The page's Oware ending: three stones each, so many move orders reach the same positions.
const ENDING: oware::Position = OWARE_ENDING;

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
fn in_the_ending_the_table_saves_more_the_deeper_the_search() {
    isolated(|| {
        // The page's table: six moves ahead the reference works out 345 of the 627 positions
        // negamax enters, ten moves ahead 2,866 of 19,339. Yours must work out the same ones.
        for depth in [6, 10] {
            let counted = savings(ENDING, depth);
            assert!(
                counted.worked_out < counted.entered,
                "the example must have transpositions: {counted:?}"
            );
            check(ENDING, depth, &Table::new());
        }
    });
}
