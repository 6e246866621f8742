//! Properties checked on hundreds of positions reached from the opening by random legal play
//! (and, for `count_stones` and `handle_game_end`, on random boards). When one fails, proptest shrinks the game to
//! a short one that still fails and prints the position it reached.

use std::fmt;

use ayoayo::{Board, Game, IllegalMove, PITS, Pit, Player, Score, draw, has_stones};
use ayoayo::{permissible_moves, potential_moves, sow_and_capture};
use game_end::{count_stones, handle_game_end, take_turn};
use proptest::prelude::*;
use testkit::{
    Drawn, announce, boards, config, every_relay_settles_quickly, isolated, prop_assert_answer,
    quietly, settles_quickly, stones,
};

use Player::{North, South};

/// A position reached from the opening by legal moves, with the player to move.
#[derive(Clone)]
struct Reached {
    board: Board,
    score: Score,
    to_move: Player,
    moves: Vec<Pit>,
}

impl fmt::Debug for Reached {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Reached {
            board,
            score,
            to_move,
            moves,
        } = self;
        write!(
            f,
            "the position after the moves {moves:?} from the opening, {to_move:?} to move, \
             score {score:?}:\n{board:?}\n{}\n",
            draw(*board)
        )
    }
}

/// Plays from the opening, each choice picking one of the permissible moves, and stops at the
/// last position before the game ends: so long games reach positions where a move can end it.
fn reach(choices: &[usize]) -> Reached {
    let mut games = vec![Game::new()];
    for &choice in choices {
        let game = games.last().unwrap();
        let moves = permissible_moves(game.board(), game.to_move());
        let Some(&pit) = moves.get(choice % moves.len().max(1)) else {
            break;
        };
        if !quick_after(game.board(), pit) {
            break;
        }
        match game.play(pit) {
            Ok(next) if !next.is_over() => games.push(next),
            _ => break,
        }
    }
    // The tests try every move at the position: back off to one where all of them are quick.
    while games.len() > 1 && !every_move_quick(games.last().unwrap().board()) {
        games.pop();
    }
    let game = games.last().unwrap();
    Reached {
        board: game.board(),
        score: game.score(),
        to_move: game.to_move(),
        moves: game.moves().to_vec(),
    }
}

/// Whether sowing `pit` is quick, and so is every relay on the board it leaves.
fn quick_after(board: Board, pit: Pit) -> bool {
    settles_quickly(board, pit)
        && sow_and_capture(board, [0, 0], pit)
            .is_none_or(|(after, _)| every_relay_settles_quickly(after))
}

/// Whether every relay on `board`, and on every board a move can leave, is quick.
/// Some relays of real games take millions of sowings to reach a state they have been in
/// before; positions that lead to one are left out (see `testkit::QUICK_SOWINGS`).
fn every_move_quick(board: Board) -> bool {
    every_relay_settles_quickly(board)
        && (0..PITS).all(|pit| board[pit] == 0 || quick_after(board, pit))
}

/// Positions of random games: up to 100 moves, where a game lasts about 50.
fn positions() -> impl Strategy<Value = Reached> {
    proptest::collection::vec(0..6usize, 0..=100).prop_map(|choices| reach(&choices))
}

type Turn = Result<(Board, Score, bool), IllegalMove>;

/// Your `take_turn` on a reached position, for `mover` and `pit`.
fn yours(at: &Reached, mover: Player, pit: Pit) -> Result<Turn, TestCaseError> {
    let (board, score) = (at.board, at.score);
    announce(
        format_args!("take_turn(board, {score:?}, {mover:?}, {pit})"),
        board,
    );
    quietly(|| take_turn(board, score, mover, pit))
}

/// Every legal turn at a position (by either player), as (mover, pit, your answer).
fn legal_turns(at: &Reached) -> Result<Vec<(Player, Pit, Turn)>, TestCaseError> {
    let mut turns = Vec::new();
    for mover in [South, North] {
        for pit in potential_moves(mover) {
            if ayoayo::take_turn(at.board, at.score, mover, pit).is_ok() {
                turns.push((mover, pit, yours(at, mover, pit)?));
            }
        }
    }
    Ok(turns)
}

#[test]
fn take_turn_agrees_with_the_reference_for_every_pit_and_player() {
    isolated(|| {
        proptest!(config(), |(at in positions())| {
            let at = &at;
            for mover in [South, North] {
                for pit in 0..=PITS {
                    prop_assert_answer!(
                        yours(at, mover, pit)?,
                        ayoayo::take_turn(at.board, at.score, mover, pit)
                    );
                }
            }
        });
    });
}

#[test]
fn a_legal_turn_neither_loses_nor_makes_stones() {
    isolated(|| {
        proptest!(config(), |(at in positions())| {
            let at = &at;
            let before = stones(at.board) + u32::from(at.score[0]) + u32::from(at.score[1]);
            for (mover, pit, turn) in legal_turns(at)? {
                let Ok((after, score, _)) = turn else {
                    return Err(TestCaseError::fail(format!(
                        "{mover:?} may sow pit {pit} here, but your take_turn says {turn:?}"
                    )));
                };
                let now = stones(after) + u32::from(score[0]) + u32::from(score[1]);
                prop_assert_eq!(
                    now,
                    before,
                    "{:?} sows pit {}: stones on the board plus both scores must stay the same",
                    mover,
                    pit
                );
            }
        });
    });
}

#[test]
fn a_turn_that_leaves_the_opponent_no_stones_ends_the_game_with_an_empty_board() {
    isolated(|| {
        proptest!(config(), |(at in positions())| {
            let at = &at;
            for (mover, pit, turn) in legal_turns(at)? {
                let Ok((after, _, over)) = turn else {
                    continue;
                };
                if !has_stones(after, mover.other()) {
                    prop_assert!(
                        over,
                        "{:?} sows pit {} and {:?} has no stones left: the game is over",
                        mover,
                        pit,
                        mover.other()
                    );
                }
                if over {
                    prop_assert_eq!(
                        after,
                        [0; PITS],
                        "{:?} sows pit {} and the game is over: every stone left is captured",
                        mover,
                        pit
                    );
                }
            }
        });
    });
}

/// A random board, with the opponent's row emptied half the time, and the player who moved.
fn ends_of_moves() -> impl Strategy<Value = (Drawn, Score, Player)> {
    let mover = prop_oneof![Just(South), Just(North)];
    let score = proptest::array::uniform2(0u8..=48);
    (boards(), score, mover, any::<bool>()).prop_map(|(Drawn(mut board), score, mover, empty)| {
        if empty {
            for pit in potential_moves(mover.other()) {
                board[pit] = 0;
            }
        }
        (Drawn(board), score, mover)
    })
}

#[test]
fn handle_game_end_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), score, mover) in ends_of_moves())| {
            announce(
                format_args!("handle_game_end(board, {score:?}, {mover:?})"),
                board,
            );
            let yours = quietly(|| handle_game_end(board, score, mover))?;
            prop_assert_answer!(yours, ayoayo::handle_game_end(board, score, mover));
        });
    });
}

/// Up to twenty pits, repeats allowed, in any order.
fn some_pits() -> impl Strategy<Value = Vec<Pit>> {
    proptest::collection::vec(0..PITS, 0..=20)
}

#[test]
fn count_stones_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), pits in some_pits(), counted in any::<u8>())| {
            announce(format_args!("count_stones(board, &{pits:?}, {counted})"), board);
            let yours = quietly(|| count_stones(board, &pits, counted))?;
            prop_assert_answer!(yours, ayoayo::count_stones(board, &pits, counted));
        });
    });
}

#[test]
fn counting_in_two_parts_hands_the_first_count_on_to_the_second() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), pits in some_pits(), split in any::<prop::sample::Index>())| {
            let (first, rest) = pits.split_at(split.index(pits.len() + 1));
            announce(format_args!("count_stones(board, &{pits:?}, 0), then by parts at {}", first.len()), board);
            let whole = quietly(|| count_stones(board, &pits, 0))?;
            let by_parts = quietly(|| count_stones(board, rest, count_stones(board, first, 0)))?;
            prop_assert_answer!(
                by_parts,
                whole,
                "counting {first:?}, then {rest:?} from that count, counts every pit once"
            );
        });
    });
}

#[test]
fn the_count_is_the_count_so_far_plus_the_stones_in_the_pits() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), pits in some_pits(), counted in 0u8..=48)| {
            announce(format_args!("count_stones(board, &{pits:?}, {counted})"), board);
            let stones: u32 = pits.iter().map(|&pit| u32::from(board[pit])).sum();
            let expected = (u32::from(counted) + stones).min(255) as u8;
            let yours = quietly(|| count_stones(board, &pits, counted))?;
            prop_assert_answer!(
                yours,
                expected,
                "{counted} counted so far, and the pits {pits:?} hold {stones} stones"
            );
        });
    });
}
