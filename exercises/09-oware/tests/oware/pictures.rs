//! Pictures of whole moves over a fixed set of boards (sowing, then the chain or the grand
//! slam), and of the moves each side may make. The expected pictures were made by the
//! reference solution; when yours differ, the test prints both.

use ayoayo::oware::{OPENING, Position};
use ayoayo::{Board, Pit, Player, draw};
use oware::{legal_moves, sow_and_capture, sow_skipping_origin};
use testkit::{announce, isolated};

/// (what the case shows, houses, pit sown by its owner)
const MOVES: &[(&str, Board, Pit)] = &[
    ("the opening, pit 0", [4; 12], 0),
    ("the opening, North's pit 11", [4; 12], 11),
    ("an Odu of 12", [0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0], 5),
    ("an Odu of 17", [2, 1, 0, 0, 0, 0, 1, 1, 1, 17, 1, 1], 9),
    (
        "a chain of two; pit 8 is after it",
        [0, 0, 0, 1, 3, 0, 1, 2, 2, 0, 4, 1],
        4,
    ),
    (
        "a chain broken by a 4",
        [0, 0, 2, 0, 0, 0, 1, 3, 1, 4, 0, 0],
        2,
    ),
    (
        "North's chain of three",
        [1, 2, 2, 0, 1, 0, 3, 0, 0, 0, 0, 3],
        11,
    ),
    ("a grand slam", [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0], 5),
    (
        "nearly a grand slam",
        [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 1],
        5,
    ),
];

/// (what the case shows, position)
const POSITIONS: &[(&str, Position)] = &[
    ("the opening", OPENING),
    (
        "South must feed",
        Position {
            houses: [0, 2, 0, 3, 1, 1, 0, 0, 0, 0, 0, 0],
            stores: [20, 21],
            to_move: Player::South,
        },
    ),
    (
        "North cannot feed",
        Position {
            houses: [0, 0, 0, 0, 0, 0, 1, 1, 2, 0, 0, 0],
            stores: [24, 20],
            to_move: Player::North,
        },
    ),
    (
        "North has no stones",
        Position {
            houses: [3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            stores: [22, 22],
            to_move: Player::North,
        },
    ),
];

#[test]
fn whole_moves_on_the_corpus_match_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = MOVES
            .iter()
            .map(|&(title, houses, pit)| {
                announce(format_args!("sow_skipping_origin(houses, {pit})"), houses);
                let (sown, last) = sow_skipping_origin(houses, pit);
                announce(format_args!("sow_and_capture(houses, {pit})"), houses);
                let (after, taken) = sow_and_capture(houses, pit);
                format!(
                    "# {title}: sow pit {pit} of\n{}\nsown, the last stone in pit {last}:\n{}\n\
                     then {taken} captured:\n{}\n",
                    draw(houses),
                    draw(sown),
                    draw(after)
                )
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}

#[test]
fn legal_moves_on_the_corpus_match_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = POSITIONS
            .iter()
            .map(|&(title, position)| {
                announce(format_args!("legal_moves({title})"), position.houses);
                let moves = legal_moves(position);
                format!(
                    "# {title}: stores {:?}, {:?} to move\n{}\nlegal moves: {moves:?}\n",
                    position.stores,
                    position.to_move,
                    draw(position.houses)
                )
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}
