//! The optional challenges at the end of the chapter's page. A plain `cargo test -p
//! game-end` leaves them out; run them with `cargo test -p game-end -- --ignored`.

use ayoayo::{Board, IllegalMove, OPENING, Pit, Player, Score, take_turn};
use game_end::play_moves;
use proptest::prelude::*;
use testkit::{announce, assert_answer, config, isolated, prop_assert_answer, quietly};

type Played = Result<(Board, Score, bool), (usize, IllegalMove)>;

/// Calls `play_moves`, saying so first, so that a call that never returns names the moves.
fn play(moves: &[Pit]) -> Played {
    announce(format_args!("play_moves(&{moves:?})"), OPENING);
    play_moves(moves)
}

#[test]
#[ignore = "optional challenge: cargo test -p game-end -- --ignored"]
fn play_moves_plays_the_book_s_first_moves() {
    isolated(|| {
        assert_answer!(
            play(&[]),
            Ok((OPENING, [0, 0], false)),
            "no moves: the opening"
        );
        assert_answer!(
            play(&[3]),
            Ok(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0], false)),
            "South's pit 3 captures six"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p game-end -- --ignored"]
fn play_moves_names_the_first_illegal_move_by_its_index() {
    isolated(|| {
        assert_answer!(
            play(&[3, 3, 12]),
            Err((1, IllegalMove::NotYourPit(3))),
            "move 1 is North's, and pit 3 is South's; move 2 is never looked at"
        );
        assert_answer!(
            play(&[3, 11]),
            Err((1, IllegalMove::EmptyPit(11))),
            "South's first move captured pit 11's stones"
        );
    });
}

/// The moves of a whole game in which each player plays their first permissible move, as
/// the reference's `take_turn` plays it.
fn a_whole_game() -> Vec<Pit> {
    let (mut board, mut score, mut mover) = (OPENING, [0, 0], Player::South);
    let mut moves = Vec::new();
    loop {
        let pit = ayoayo::permissible_moves(board, mover)[0];
        moves.push(pit);
        let (after, scored, over) = take_turn(board, score, mover, pit).unwrap();
        if over {
            return moves;
        }
        (board, score, mover) = (after, scored, mover.other());
    }
}

#[test]
#[ignore = "optional challenge: cargo test -p game-end -- --ignored"]
fn play_moves_refuses_a_move_after_the_game_is_over() {
    isolated(|| {
        let mut moves = a_whole_game();
        let reference = ayoayo::challenges::game_end::play_moves(&moves);
        assert_answer!(play(&moves), reference, "a whole game, to its end");
        moves.push(0);
        let late = moves.len() - 1;
        assert_answer!(
            play(&moves),
            Err((late, IllegalMove::GameOver)),
            "the game ended at move {}",
            late - 1
        );
    });
}

/// Moves that are often legal: each in the row of the player whose turn it is, now and then
/// one that is not.
fn move_lists() -> impl Strategy<Value = Vec<Pit>> {
    let offsets = proptest::collection::vec(prop_oneof![9 => 0..6usize, 1 => 6..13usize], 0..40);
    offsets.prop_map(|offsets| {
        let turns = offsets.into_iter().enumerate();
        turns
            .map(|(turn, offset)| (turn % 2 * 6 + offset) % 13)
            .collect()
    })
}

#[test]
#[ignore = "optional challenge: cargo test -p game-end -- --ignored"]
fn play_moves_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(moves in move_lists())| {
            announce(format_args!("play_moves(&{moves:?})"), OPENING);
            let yours = quietly(|| play_moves(&moves))?;
            prop_assert_answer!(yours, ayoayo::challenges::game_end::play_moves(&moves));
        });
    });
}
