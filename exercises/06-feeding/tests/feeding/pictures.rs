//! Pictures of the moves each player has, over a fixed set of boards. The expected pictures
//! were made by the reference solution; when yours differ, the test prints both.

use ayoayo::{Board, OPENING, Pit, Player, draw};
use feeding::{moves_that_feed, permissible_moves, possible_moves};
use testkit::{announce, isolated};

/// (what the case shows, board)
const CORPUS: &[(&str, Board)] = &[
    ("the opening", OPENING),
    (
        "after South's first capture",
        [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0],
    ),
    (
        "North's row is empty, only pit 2 feeds it",
        [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0],
    ),
    (
        "North's row is empty, no move feeds it",
        [1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0],
    ),
    (
        "North's row is empty, an Odu feeds it",
        [0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0],
    ),
    (
        "South's row is empty, only pit 8 feeds it",
        [0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 1, 0],
    ),
    (
        "the endless board of chapter 4",
        [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1],
    ),
    (
        "a short cycle from pit 4",
        [1, 0, 2, 1, 1, 2, 1, 0, 1, 0, 1, 0],
    ),
    (
        "pit 1 captures North's last stones",
        [0, 1, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0],
    ),
];

const PLAYERS: [Player; 2] = [Player::South, Player::North];

/// The player's six pits, from the reference, so that these pictures test only the function
/// they name.
fn pits_of(player: Player) -> Vec<Pit> {
    ayoayo::potential_moves(player)
}

#[test]
fn possible_moves_of_the_corpus_match_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CORPUS
            .iter()
            .map(|&(title, board)| {
                let lines: Vec<String> = PLAYERS
                    .iter()
                    .map(|&player| {
                        let pits = pits_of(player);
                        announce(format_args!("possible_moves(board, &{pits:?})"), board);
                        let possible = possible_moves(board, &pits);
                        format!("{player:?} can sow from {possible:?}")
                    })
                    .collect();
                format!("# {title}\n{}\n{}\n", draw(board), lines.join("\n"))
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}

#[test]
fn feeding_and_permissible_moves_of_the_corpus_match_the_pictures() {
    isolated(|| {
        let pictures: Vec<String> = CORPUS
            .iter()
            .map(|&(title, board)| {
                let lines: Vec<String> = PLAYERS
                    .iter()
                    .map(|&player| {
                        let possible = ayoayo::possible_moves(board, &pits_of(player));
                        announce(format_args!("moves_that_feed(board, &{possible:?})"), board);
                        let feeding = moves_that_feed(board, &possible);
                        announce(
                            format_args!("permissible_moves(board, Player::{player:?})"),
                            board,
                        );
                        let permissible = permissible_moves(board, player);
                        format!(
                            "{player:?}: of the possible moves {possible:?}, {feeding:?} feed \
                             {:?}, and {player:?} may play {permissible:?}",
                            player.other()
                        )
                    })
                    .collect();
                format!("# {title}\n{}\n{}\n", draw(board), lines.join("\n"))
            })
            .collect();
        testkit::assert_pictures!(pictures.join("\n"));
    });
}
