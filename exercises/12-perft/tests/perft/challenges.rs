//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p perft`, so its verdict is about the chapter alone; run them with
//! `cargo test -p perft -- --ignored`.

use ayoayo::challenges::perft as reference;
use ayoayo::search::{Ayoayo, GameTree};
use ayoayo::{Board, Player, lagos, oware};
use perft::{distinct_positions, finished_games};
use proptest::prelude::*;
use testkit::positions::reached;
use testkit::{announce, assert_answer, config, isolated, prop_assert_answer, quietly};

/// South to move with three stones left, a few moves from the end.
const NEAR_THE_END: oware::Position = oware::Position {
    houses: [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0],
    stores: [22, 23],
    to_move: Player::South,
};

/// Up to 300 moves of random play (games often end before), and a depth of 0 to 4.
fn games() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..300), 0..=4u32)
}

#[test]
#[ignore = "optional challenge: cargo test -p perft -- --ignored"]
fn finished_games_near_the_end_of_an_oware_game() {
    isolated(|| {
        for (depth, count) in [(0, 0), (1, 0), (2, 0), (3, 1), (4, 1), (5, 3)] {
            announce(
                format_args!("finished_games(position, {depth})"),
                NEAR_THE_END.houses,
            );
            assert_answer!(
                finished_games(NEAR_THE_END, depth),
                count,
                "stores 22 and 23, South to move: the sequences of at most {depth} moves that \
                 end the game"
            );
        }
        let decided = oware::Position {
            houses: [4; 12],
            stores: [25, 0],
            to_move: Player::South,
        };
        announce("finished_games(decided, 0)", decided.houses);
        assert_answer!(
            finished_games(decided, 0),
            1,
            "South has 25: the game is over, and the empty sequence is one way to be there"
        );
        announce("finished_games(oware::OPENING, 4)", oware::OPENING.houses);
        assert_answer!(
            finished_games(oware::OPENING, 4),
            0,
            "no game ends within four moves of the opening"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p perft -- --ignored"]
fn distinct_positions_counts_each_transposition_once() {
    isolated(|| {
        let cases: [(&str, Board, u32, usize); 4] = [
            ("oware::OPENING", oware::OPENING.houses, 4, 1014),
            ("oware::OPENING", oware::OPENING.houses, 5, 5188),
            ("Ayoayo::OPENING", Ayoayo::OPENING.board, 4, 799),
            ("lagos::OPENING", lagos::OPENING.board, 4, 624),
        ];
        for (name, board, depth, count) in cases {
            announce(format_args!("distinct_positions({name}, {depth})"), board);
            let yours = match name {
                "oware::OPENING" => distinct_positions(oware::OPENING, depth),
                "Ayoayo::OPENING" => distinct_positions(Ayoayo::OPENING, depth),
                _ => distinct_positions(lagos::OPENING, depth),
            };
            assert_answer!(
                yours,
                count,
                "perft counts every path; two paths to one position count once here"
            );
        }
        announce(
            "distinct_positions(oware::OPENING, 0)",
            oware::OPENING.houses,
        );
        assert_answer!(
            distinct_positions(oware::OPENING, 0),
            1,
            "depth 0: the position itself"
        );
    });
}

fn agrees<G: GameTree>(position: G, board: Board, depth: u32) -> Result<(), TestCaseError> {
    announce(format_args!("finished_games({position:?}, {depth})"), board);
    let yours = quietly(|| finished_games(position, depth))?;
    prop_assert_answer!(yours, reference::finished_games(position, depth));
    announce(
        format_args!("distinct_positions({position:?}, {depth})"),
        board,
    );
    let yours = quietly(|| distinct_positions(position, depth))?;
    prop_assert_answer!(yours, reference::distinct_positions(position, depth));
    Ok(())
}

#[test]
#[ignore = "optional challenge: cargo test -p perft -- --ignored"]
fn finished_games_and_distinct_positions_agree_with_the_reference_in_random_games() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in games())| {
            let position = reached(oware::OPENING, &choices);
            agrees(position, position.houses, depth)?;
            let position = reached(Ayoayo::OPENING, &choices);
            agrees(position, position.board, depth)?;
            let position = reached(lagos::OPENING, &choices);
            agrees(position, position.board, depth)?;
        });
    });
}
