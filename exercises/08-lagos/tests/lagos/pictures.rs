//! Pictures of whole moves over a fixed set of boards, one of which never ends. The expected
//! pictures were made by the reference solution; when yours differ, the test prints both.

use ayoayo::toolkit::Sown;
use ayoayo::{Board, OPENING, Pit, draw, owner};
use lagos::{sow_taking_fours, try_relay_move};
use testkit::{announce, isolated};

use crate::corpus::ENDLESS;

/// (what the case shows, board, pit sown by its owner)
const CORPUS: &[(&str, Board, Pit)] = &[
    ("the opening, pit 0", OPENING, 0),
    ("the opening, North's pit 9", OPENING, 9),
    (
        "three fours in a row",
        [3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0],
        0,
    ),
    ("a lap of twelve", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12], 11),
    (
        "a four in the second sowing",
        [1, 2, 3, 1, 0, 2, 0, 3, 1, 2, 0, 3],
        2,
    ),
    (
        "the last seed's four",
        [3, 0, 0, 0, 0, 0, 1, 1, 0, 1, 13, 1],
        11,
    ),
    ("the endless relay", ENDLESS, 1),
];

fn heading(title: &str, board: Board, pit: Pit) -> String {
    format!(
        "# {title}: {:?} sows pit {pit} of\n{}",
        owner(pit),
        draw(board)
    )
}

#[test]
fn one_sowing_of_each_board_matches_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CORPUS
            .iter()
            .map(|&(title, board, pit)| {
                announce(
                    format_args!("sow_taking_fours(sown from pit {pit}, ..)"),
                    board,
                );
                let start = Sown {
                    bins: board,
                    captured: [0, 0],
                    last: pit,
                };
                let after = sow_taking_fours(start, owner(pit));
                format!(
                    "{}\nthe last seed falls in pit {}; taken: {:?}\n{}\n",
                    heading(title, board, pit),
                    after.last,
                    after.captured,
                    draw(after.bins)
                )
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}

#[test]
fn the_whole_move_from_each_board_matches_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CORPUS
            .iter()
            .map(|&(title, board, pit)| {
                announce(
                    format_args!("try_relay_move(board, {:?}, {pit})", owner(pit)),
                    board,
                );
                let outcome = match try_relay_move(board, owner(pit), pit) {
                    Some((after, taken)) => {
                        format!("comes to rest; taken: {taken:?}\n{}", draw(after))
                    }
                    None => "relays for ever".to_string(),
                };
                format!("{}\n{outcome}\n", heading(title, board, pit))
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}
