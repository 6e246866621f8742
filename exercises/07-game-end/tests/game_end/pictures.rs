//! Pictures of a count growing pit by pit, and of whole turns, one after another: each legal move drawn with the score and whether
//! the game is over, and each illegal attempt with the reason a player would read. The expected
//! pictures were made by the reference solution; when yours differ, the test prints both.

use ayoayo::{Board, OPENING, Pit, Player, Score, draw};
use game_end::{count_stones, take_turn};
use testkit::{announce, isolated};

use Player::{North, South};

/// Draws `board`, then counts each player's row onto their score one pit more at a time: the
/// accumulator after each pit.
fn count_rows(board: Board, score: Score) -> String {
    let mut lines = vec![format!("board, score {score:?}:\n{}", draw(board))];
    for player in [South, North] {
        let row: Vec<Pit> = (0..6).map(|pit| pit + 6 * player as usize).collect();
        let counts: Vec<String> = (0..=row.len())
            .map(|pits| {
                let pits = &row[..pits];
                announce(
                    format_args!("count_stones(board, &{pits:?}, {})", score[player as usize]),
                    board,
                );
                format!(
                    "{pits:?} -> {}",
                    count_stones(board, pits, score[player as usize])
                )
            })
            .collect();
        lines.push(format!(
            "{player:?}'s row counted onto {}:\n  {}",
            score[player as usize],
            counts.join("\n  ")
        ));
    }
    lines.join("\n\n") + "\n"
}

#[test]
fn counting_each_row_pit_by_pit_matches_the_pictures() {
    isolated(|| {
        let pictures = [
            count_rows([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], [40, 5]),
            count_rows([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0]),
        ];
        testkit::assert_pictures!(pictures.join("\n"));
    });
}

/// Plays `attempts` in turn from `board` and `score`, and draws what each one does. An illegal
/// attempt changes nothing; a legal one gives the next position.
fn play(board: Board, score: Score, attempts: &[(Player, Pit)]) -> String {
    let mut lines = vec![format!("start, score {score:?}:\n{}", draw(board))];
    let (mut board, mut score) = (board, score);
    for &(mover, pit) in attempts {
        announce(
            format_args!("take_turn(board, {score:?}, {mover:?}, {pit})"),
            board,
        );
        match take_turn(board, score, mover, pit) {
            Ok((after, new_score, over)) => {
                lines.push(format!(
                    "{mover:?} sows pit {pit}:\n{}\nscore {new_score:?}, game over: {over}",
                    draw(after)
                ));
                (board, score) = (after, new_score);
            }
            Err(illegal) => lines.push(format!(
                "{mover:?} asks for pit {pit}: Err({illegal:?})\n    {illegal}"
            )),
        }
    }
    lines.join("\n\n") + "\n"
}

#[test]
fn a_whole_game_from_the_opening_to_a_draw_matches_the_pictures() {
    isolated(|| {
        let attempts = [
            (South, 12),
            (South, 7),
            (South, 3),
            (North, 6),
            (North, 7),
            (South, 5),
            (North, 8),
            (South, 2),
            (North, 7),
            (South, 3),
            (North, 8),
            (South, 1),
            (South, 0),
            (North, 9),
            (South, 5),
            (North, 6),
        ];
        testkit::assert_pictures!(play(OPENING, [0, 0], &attempts));
    });
}

#[test]
fn the_essay_s_endgame_under_the_feeding_rule_matches_the_pictures() {
    isolated(|| {
        let attempts = [
            (South, 0),
            (South, 4),
            (South, 2),
            (North, 6),
            (South, 0),
            (North, 7),
            (South, 1),
            (North, 8),
            (South, 6),
            (South, 5),
            (North, 6),
        ];
        testkit::assert_pictures!(play(
            [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0],
            [39, 5],
            &attempts
        ));
    });
}

#[test]
fn the_endless_board_of_chapter_4_matches_the_pictures() {
    isolated(|| {
        let attempts = [(South, 1), (South, 4), (South, 0), (North, 7), (North, 8)];
        let endless = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
        testkit::assert_pictures!(play(endless, [0, 0], &attempts));
    });
}
