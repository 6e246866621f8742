//! Pictures of distributions over a fixed set of boards. The expected pictures were made by
//! the reference solution; when yours differ, the test prints both, line by line.

use ayoayo::{Board, Pit, draw};
use distribute::distribute;

/// (what the case shows, board, skip, start pit, stones in hand)
const CORPUS: &[(&str, Board, Pit, Pit, u8)] = &[
    (
        "the opening's first sowing",
        [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
        0,
        1,
        4,
    ),
    ("one stone", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], 6, 9, 1),
    (
        "across both rows",
        [1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1],
        4,
        5,
        8,
    ),
    (
        "round the corner",
        [3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0],
        9,
        10,
        5,
    ),
    ("starting on the skip", [0; 12], 8, 8, 4),
    ("a full lap", [0; 12], 6, 7, 11),
    ("more than a lap", [1; 12], 11, 0, 15),
    ("three laps", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 1, 34),
];

#[test]
fn distributions_of_the_corpus_match_the_pictures() {
    let pictures: Vec<String> = CORPUS
        .iter()
        .map(|&(title, board, skip, pit, in_hand)| {
            let (after, last) = distribute(board, skip, pit, in_hand);
            format!(
                "# {title}: drop {in_hand} from pit {pit}, skipping pit {skip}, on\n{}\n\
                 gives, with the last stone in pit {last},\n{}\n",
                draw(board),
                draw(after)
            )
        })
        .collect();
    testkit::assert_pictures!(pictures.join("\n"));
}
