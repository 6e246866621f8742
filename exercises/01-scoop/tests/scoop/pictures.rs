//! Pictures of scoops over a fixed set of boards. The expected pictures were made by the
//! reference solution; when yours differ, the test prints both, line by line.

use ayoayo::{Board, OPENING, Pit, draw};
use scoop::scoop;

const CORPUS: &[(&str, Board, Pit)] = &[
    ("the opening, South's first pit", OPENING, 0),
    ("the opening, North's last pit", OPENING, 11),
    (
        "a pit of one stone",
        [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        0,
    ),
    ("a full pit", [0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0], 3),
    ("an empty pit", [3, 3, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3], 2),
    (
        "a board of different counts",
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        8,
    ),
];

#[test]
fn scoops_of_the_corpus_match_the_pictures() {
    let pictures: Vec<String> = CORPUS
        .iter()
        .map(|&(title, board, pit)| {
            let (after, in_hand) = scoop(board, pit);
            format!(
                "# {title}: scoop pit {pit} of\n{}\ngives {in_hand} in hand and\n{}\n",
                draw(board),
                draw(after)
            )
        })
        .collect();
    testkit::assert_pictures!(pictures.join("\n"));
}
