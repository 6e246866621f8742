//! The optional challenges at the end of the chapter's page. A plain `cargo test -p captures`
//! leaves them out; run them with `cargo test -p captures -- --ignored`. Like the chapter's
//! tests, each runs in a child process, so a sowing that never ends is reported.

use ayoayo::{Board, OPENING, Pit, Player};
use captures::best_capture;
use proptest::prelude::*;
use testkit::{Drawn, announce, boards, config, every_relay_settles_quickly, isolated, quietly};

use Player::{North, South};

/// Calls `best_capture`, saying so first, so that a call that never returns names its board.
fn best(board: Board, player: Player) -> Option<(Pit, u8)> {
    announce(format_args!("best_capture(board, {player:?})"), board);
    best_capture(board, player)
}

/// The endless board of chapter 4: South's pit 1 relays for ever.
const ENDLESS: Board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];

#[test]
#[ignore = "optional challenge: cargo test -p captures -- --ignored"]
fn best_capture_on_the_opening_takes_six() {
    isolated(|| {
        assert_eq!(
            best(OPENING, South),
            Some((3, 6)),
            "South's pit 3 captures six"
        );
        assert_eq!(
            best(OPENING, North),
            Some((9, 6)),
            "North's pit 9 mirrors South's pit 3"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p captures -- --ignored"]
fn best_capture_may_capture_nothing_but_needs_a_move() {
    isolated(|| {
        let board = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(
            best(board, South),
            Some((0, 0)),
            "pit 0 is South's only move, and it captures nothing"
        );
        assert_eq!(best(board, North), None, "North has no stones, so no move");
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p captures -- --ignored"]
fn best_capture_never_plays_a_relay_that_never_ends() {
    isolated(|| {
        let (pit, _) = best(ENDLESS, South).expect("South has moves that end");
        assert_ne!(pit, 1, "South's pit 1 relays for ever");
    });
}

/// Random boards whose relays all settle quickly, with either player.
fn positions() -> impl Strategy<Value = (Drawn, Player)> {
    let quick = boards().prop_filter("a relay of millions of sowings", |&Drawn(board)| {
        every_relay_settles_quickly(board)
    });
    (quick, prop_oneof![Just(South), Just(North)])
}

#[test]
#[ignore = "optional challenge: cargo test -p captures -- --ignored"]
fn best_capture_captures_what_it_says_and_no_move_captures_more() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), player) in positions())| {
            announce(format_args!("best_capture(board, {player:?})"), board);
            let yours = quietly(|| best_capture(board, player))?;
            let captures = |pit: Pit| {
                let (_, score) = ayoayo::sow_and_capture(board, [0, 0], pit)?;
                Some(score[player as usize])
            };
            let offsets = 0..6;
            let moves: Vec<(Pit, u8)> = offsets
                .map(|offset| player as usize * 6 + offset)
                .filter_map(|pit| Some((pit, captures(pit)?)))
                .collect();
            if let Some((pit, taken)) = yours {
                prop_assert_eq!(captures(pit), Some(taken), "pit {} captures {:?}", pit, captures(pit));
                for &(other, more) in moves.iter().filter(|&&(_, more)| more > taken) {
                    prop_assert!(false, "pit {} captures {}, more than {}", other, more, taken);
                }
            }
            prop_assert_eq!(yours, ayoayo::challenges::captures::best_capture(board, player));
        });
    });
}
