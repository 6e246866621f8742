//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p lagos`, so its verdict is about the chapter alone; run them with
//! `cargo test -p lagos -- --ignored`.

use ayoayo::challenges::lagos as reference;
use ayoayo::lagos::{OPENING, Position};
use ayoayo::{Board, Player, owner};
use lagos::endless_moves;
use proptest::prelude::*;
use testkit::positions::reached;
use testkit::{announce, assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::corpus::{ENDLESS, endless_moves as endless_starts};

fn position(board: Board, to_move: Player) -> Position {
    Position {
        board,
        captured: [0, 0],
        to_move,
    }
}

#[test]
#[ignore = "optional challenge: cargo test -p lagos -- --ignored"]
fn endless_moves_finds_the_page_s_endless_relay() {
    isolated(|| {
        announce("endless_moves(South to move)", ENDLESS);
        assert_answer!(
            endless_moves(position(ENDLESS, Player::South)),
            vec![1],
            "South's pit 1 is back where it started after 60 sowings; South's other pits end"
        );
        announce("endless_moves(North to move)", ENDLESS);
        assert_answer!(
            endless_moves(position(ENDLESS, Player::North)),
            vec![],
            "every relay of North's here ends"
        );
        announce("endless_moves(OPENING)", OPENING.board);
        assert_answer!(
            endless_moves(OPENING),
            vec![],
            "every move of the opening ends"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p lagos -- --ignored"]
fn endless_moves_lists_every_start_on_the_endless_cycle() {
    isolated(|| {
        for (board, pit) in endless_starts() {
            announce(format_args!("endless_moves, pit {pit}"), board);
            let yours = endless_moves(position(board, owner(pit)));
            assert!(
                yours.contains(&pit),
                "pit {pit} of {board:?} relays for ever, for its owner {:?}, but your answer \
                 {yours:?} leaves it out",
                owner(pit)
            );
        }
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p lagos -- --ignored"]
fn endless_moves_agrees_with_the_reference_in_random_games() {
    isolated(|| {
        proptest!(config(), |(choices in proptest::collection::vec(0..6usize, 0..80))| {
            let position = reached(OPENING, &choices);
            announce(format_args!("endless_moves({:?} to move)", position.to_move), position.board);
            let yours = quietly(|| endless_moves(position))?;
            prop_assert_answer!(yours, reference::endless_moves(position));
        });
    });
}
