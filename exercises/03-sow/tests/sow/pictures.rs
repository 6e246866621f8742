//! Pictures of sowings over a fixed set of boards. The expected pictures were made by the
//! reference solution; when yours differ, the test prints both, line by line.

use ayoayo::{Board, OPENING, Pit, draw};
use sow::sow;

/// (what the case shows, board, skip, pit to sow)
const CORPUS: &[(&str, Board, Pit, Pit)] = &[
    ("the opening, South's first pit", OPENING, 0, 0),
    ("the opening, North's first pit", OPENING, 6, 6),
    (
        "a relay from pit 4",
        [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4],
        0,
        4,
    ),
    (
        "a relay past the skipped pit",
        [0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4],
        0,
        9,
    ),
    ("a single stone", [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], 2, 2),
    ("a full lap", [0, 0, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0], 9, 9),
    ("an Odu of 14", [14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 0),
    (
        "a relay next to the skip",
        [1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1],
        6,
        5,
    ),
];

#[test]
fn sowings_of_the_corpus_match_the_pictures() {
    let pictures: Vec<String> = CORPUS
        .iter()
        .map(|&(title, board, skip, from)| {
            let (after, last) = sow(board, skip, from);
            format!(
                "# {title}: sow pit {from}, skipping pit {skip}, on\n{}\n\
                 gives, with the last stone in pit {last},\n{}\n",
                draw(board),
                draw(after)
            )
        })
        .collect();
    testkit::assert_pictures!(pictures.join("\n"));
}
