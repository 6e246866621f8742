//! Pictures of whole moves over a fixed set of boards, stone by stone. The expected pictures
//! were made by the reference solution; when yours differ, the test prints both.

use ayoayo::Player::{self, North, South};
use ayoayo::kalah::{Board, Hand, STANDARD_BOARD, Square};
use kalah::{play_move, sowing};
use testkit::{announce, draw, isolated};

/// (what the case shows, board, player, square)
const CORPUS: &[(&str, Board, Player, Square)] = &[
    ("into South's goal", STANDARD_BOARD, South, 2),
    ("South's first pit", STANDARD_BOARD, South, 0),
    ("into North's goal and on", STANDARD_BOARD, North, 11),
    (
        "a capture",
        [1, 0, 0, 0, 0, 0, 3, 4, 4, 4, 4, 4, 4, 5],
        South,
        0,
    ),
    (
        "an empty pit opposite: the capture takes nothing",
        [1, 0, 2, 0, 0, 0, 3, 4, 4, 4, 4, 0, 4, 5],
        South,
        0,
    ),
    (
        "past South's goal",
        [4, 4, 4, 4, 4, 4, 0, 4, 4, 11, 4, 4, 4, 0],
        North,
        9,
    ),
    (
        "a lap back into the emptied pit",
        [0, 0, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0, 2, 0],
        South,
        4,
    ),
];

/// One line per stone: where it fell and what was left in hand, then what the last one did.
fn narrate(items: &[Hand]) -> String {
    let stones = items.windows(2).map(|pair| {
        let (into, (_, next, _, left, message)) = (pair[0].2, pair[1]);
        let said = if message.is_empty() {
            String::new()
        } else {
            format!(" {message} ({next:?} is next.)")
        };
        format!("  a stone into {into}, {left} left.{said}")
    });
    stones.collect::<Vec<_>>().join("\n")
}

#[test]
fn sowing_on_the_corpus_matches_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CORPUS
            .iter()
            .map(|&(title, board, player, square)| {
                announce(format_args!("sowing(board, {player:?}, {square})"), board);
                let limit = usize::from(board[square]) + 2; // one item past the last
                let items: Vec<Hand> = sowing(board, player, square).take(limit).collect();
                let after = items.last().map_or(board, |item| item.0);
                format!(
                    "# {title}: {player:?} sows square {square} of\n{}\n{}\nand the board is\n{}\n",
                    draw(&board),
                    narrate(&items),
                    draw(&after)
                )
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}

#[test]
fn play_move_on_the_corpus_matches_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CORPUS
            .iter()
            .map(|&(title, board, player, square)| {
                announce(
                    format_args!("play_move(board, {player:?}, {square})"),
                    board,
                );
                let (after, next, message) = play_move(board, player, square);
                format!(
                    "# {title}: {player:?} plays square {square} of\n{}\n\"{message}\" \
                     {next:?} is next, on\n{}\n",
                    draw(&board),
                    draw(&after)
                )
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}
