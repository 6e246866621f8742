//! Pictures of sowings and of the greedy opponent's choice over a fixed set of boards. The
//! expected pictures were made by the reference solution; when yours differ, the test prints
//! both.

use awari::{greedy_move, sow};
use ayoayo::Player::{self, North, South};
use ayoayo::awari::{Bins, OPENING};
use testkit::{Drawn, announce, isolated};

/// (what the case shows, bins, mover, pit)
const CORPUS: &[(&str, Bins, Player, usize)] = &[
    ("the opening, pit 3", OPENING, South, 3),
    ("the opening, pit 5", OPENING, South, 5),
    ("the opening, the computer's pit 10", OPENING, North, 10),
    (
        "a lap",
        [0, 0, 15, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 2],
        South,
        2,
    ),
    (
        "a capture across",
        [0, 0, 0, 0, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0],
        South,
        5,
    ),
    (
        "mid-game",
        [1, 0, 2, 5, 0, 3, 6, 4, 0, 1, 2, 0, 3, 5],
        North,
        12,
    ),
];

/// (what the case shows, bins) for the computer to choose on.
const CHOICES: &[(&str, Bins)] = &[
    ("the opening", OPENING),
    (
        "after the human's pit 3 and 5",
        [3, 3, 3, 0, 4, 0, 2, 4, 4, 4, 3, 3, 3, 0],
    ),
    (
        "an extra move that captures",
        [3, 2, 0, 0, 2, 4, 0, 1, 0, 0, 3, 3, 0, 0],
    ),
    (
        "no second extra move",
        [5, 3, 3, 4, 0, 0, 0, 2, 2, 4, 4, 2, 0, 0],
    ),
    ("a tie", [1, 3, 4, 1, 0, 3, 0, 4, 2, 2, 2, 1, 0, 0]),
    ("mid-game", [1, 0, 2, 5, 0, 3, 6, 4, 0, 1, 2, 0, 3, 5]),
];

#[test]
fn sow_on_the_corpus_matches_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CORPUS
            .iter()
            .map(|&(title, bins, mover, pit)| {
                announce(format_args!("sow(bins, {mover:?}, {pit})"), bins);
                let (after, last) = sow(bins, mover, pit);
                format!(
                    "# {title}: {mover:?} sows pit {pit} of\n{:?}the last token in bin {last}:\n{:?}",
                    Drawn(bins),
                    Drawn(after)
                )
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}

#[test]
fn greedy_move_on_the_corpus_matches_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CHOICES
            .iter()
            .map(|&(title, bins)| {
                announce("greedy_move(bins)", bins);
                format!(
                    "# {title}: the greedy computer sows pit {} of\n{:?}",
                    greedy_move(bins),
                    Drawn(bins)
                )
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}
