//! Pictures of moves over a fixed set of positions, some of which capture and one of which never
//! ends. The expected pictures were made by the reference solution; when yours differ, the test
//! prints both.

use ayoayo::{Board, OPENING, Pit, Score, draw, owner};
use captures::{captured_stones, sow_and_capture};
use testkit::{announce, isolated};

/// (what the case shows, board, score before the move, start pit)
const CORPUS: &[(&str, Board, Score, Pit)] = &[
    ("the opening, pit 0", OPENING, [0, 0], 0),
    ("the opening, pit 3", OPENING, [0, 0], 3),
    (
        "North's reply from pit 8",
        [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0],
        [6, 0],
        8,
    ),
    (
        "South captures twelve",
        [5, 9, 1, 3, 0, 1, 3, 4, 0, 2, 10, 4],
        [6, 0],
        0,
    ),
    (
        "North captures thirteen",
        [7, 13, 5, 1, 0, 1, 0, 4, 0, 1, 0, 4],
        [6, 6],
        9,
    ),
    (
        "a capture of nothing",
        [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0],
        [39, 5],
        0,
    ),
    (
        "the endless board of chapter 4",
        [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1],
        [0, 0],
        1,
    ),
];

fn score_line(score: Score) -> String {
    format!("the score South {}, North {}", score[0], score[1])
}

fn picture(
    title: &str,
    board: Board,
    score: Score,
    start: Pit,
    result: Option<(Board, Score)>,
) -> String {
    let outcome = match result {
        Some((after, score)) => format!("gives {}, and\n{}", score_line(score), draw(after)),
        None => "never ends".to_string(),
    };
    let mover = owner(start);
    format!(
        "# {title}: {mover:?} moves pit {start}, with {}, on\n{}\n{outcome}\n",
        score_line(score),
        draw(board)
    )
}

#[test]
fn sow_and_capture_on_the_corpus_matches_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CORPUS
            .iter()
            .map(|&(title, board, score, start)| {
                announce(
                    format_args!("sow_and_capture(board, {score:?}, {start})"),
                    board,
                );
                picture(
                    title,
                    board,
                    score,
                    start,
                    sow_and_capture(board, score, start),
                )
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}

/// `captured_stones` on the board where each move of the corpus that ends came to rest (worked
/// out by the reference's `try_relay_sow`).
#[test]
fn captured_stones_on_the_corpus_matches_the_pictures() {
    let pictures: Vec<String> = CORPUS
        .iter()
        .filter_map(|&(title, board, _, start)| {
            let (sown, end) = ayoayo::try_relay_sow(board, start)?;
            let (after, captured) = captured_stones(sown, start, end);
            Some(format!(
                "# {title}: the move from pit {start} came to rest in pit {end} on\n{}\n\
                 captures {captured}, leaving\n{}\n",
                draw(sown),
                draw(after)
            ))
        })
        .collect();
    testkit::assert_pictures!(pictures.join("\n"));
}
