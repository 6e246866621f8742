//! Pictures of relays over a fixed set of boards, some of which never end. The expected
//! pictures were made by the reference solution; when yours differ, the test prints both.

use ayoayo::{Board, OPENING, Pit, draw};
use relay_sow::{relay_sow, relay_states, try_relay_sow};
use testkit::{announce, isolated};

/// (what the case shows, board, start pit)
const CORPUS: &[(&str, Board, Pit)] = &[
    ("the opening, pit 0", OPENING, 0),
    ("the opening, pit 3", OPENING, 3),
    ("the opening, North's pit 8", OPENING, 8),
    ("an Odu of 12", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 0], 10),
    ("one stone each", [1; 12], 5),
    ("a long relay", [20, 1, 7, 0, 1, 0, 3, 2, 1, 0, 1, 0], 0),
    (
        "the endless board of chapter 4",
        [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1],
        1,
    ),
    ("a short cycle", [1, 0, 2, 1, 1, 2, 1, 0, 1, 0, 1, 0], 4),
];

fn picture(title: &str, board: Board, start: Pit, result: Option<(Board, Pit)>) -> String {
    let outcome = match result {
        Some((after, last)) => format!("ends with the last stone in pit {last}:\n{}", draw(after)),
        None => "never ends".to_string(),
    };
    format!(
        "# {title}: relay-sow pit {start} of\n{}\n{outcome}\n",
        draw(board)
    )
}

#[test]
fn try_relay_sow_on_the_corpus_matches_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CORPUS
            .iter()
            .map(|&(title, board, start)| {
                announce(format_args!("try_relay_sow(board, {start})"), board);
                picture(title, board, start, try_relay_sow(board, start))
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}

#[test]
fn relay_sow_on_the_corpus_that_ends_matches_the_pictures() {
    isolated(|| {
        let ending = CORPUS
            .iter()
            .filter(|&&(_, board, start)| ayoayo::try_relay_sow(board, start).is_some());
        let pictures: Vec<String> = ending
            .map(|&(title, board, start)| {
                announce(format_args!("relay_sow(board, {start})"), board);
                picture(title, board, start, Some(relay_sow(board, start)))
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}

#[test]
fn the_first_states_of_each_relay_of_the_corpus_match_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CORPUS
            .iter()
            .map(|&(title, board, start)| {
                announce(format_args!("relay_states(board, {start}, 6)"), board);
                let states: Vec<String> = relay_states(board, start, 6)
                    .into_iter()
                    .map(|(board, pit)| {
                        format!("pit {pit} is about to be scooped:\n{}", draw(board))
                    })
                    .collect();
                format!(
                    "# {title}: the first 6 states from pit {start}\n{}",
                    states.join("\n")
                )
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}
