//! Worked examples: each test is one small fact about scooping.

use ayoayo::OPENING;
use scoop::scoop;
use testkit::assert_answer;

#[test]
fn scooping_pit_0_of_the_opening_takes_its_four_stones() {
    assert_answer!(
        scoop(OPENING, 0),
        ([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 4),
        "the scooped pit is left empty and its stones are in the hand"
    );
}

#[test]
fn scooping_a_north_pit_works_the_same_way() {
    assert_answer!(
        scoop(OPENING, 11),
        ([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0], 4)
    );
}

#[test]
fn scooping_takes_however_many_stones_the_pit_holds() {
    let board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    assert_answer!(
        scoop(board, 6),
        ([1, 2, 3, 4, 5, 6, 0, 8, 9, 10, 11, 12], 7),
        "pit 6 held 7 stones; every other pit keeps its stones"
    );
}

#[test]
fn scooping_an_empty_pit_takes_nothing_and_changes_nothing() {
    let board = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
    assert_answer!(scoop(board, 0), (board, 0));
}
