//! The drills: four small exercises beside the lab, three on a list of half moves (counted,
//! replayed on positions that are values, turned round with an accumulator) and one on the
//! turns the computer can play, where the extra move makes the search call itself once. A plain
//! `cargo test -p awari` leaves them out, so the chapter passes without them; run them with
//! `cargo test -p awari -- --ignored drills`. Each test runs in a child process, so a recursion
//! that never ends is reported, naming the call.

use std::fmt;

use awari::{Moves, computer_turns, move_count, oldest_first, replay};
use ayoayo::awari::{OPENING, Position, START};
use ayoayo::drills::awari as reference;
use ayoayo::{IllegalMove, Player};
use proptest::prelude::*;
use testkit::{
    Answer, Drawn, announce, assert_answer, config, fourteen_bins, isolated, laden_fourteen_bins,
    prop_assert_answer, quietly,
};

/// The list of `pits`, first to last, as your `Moves`.
fn listed(pits: &[usize]) -> Moves {
    (pits.iter().rev()).fold(Moves::End, |rest, &pit| Moves::Then(pit, Box::new(rest)))
}

/// The list of `pits` as the model answers' `Moves`.
fn model_list(pits: &[usize]) -> reference::Moves {
    (pits.iter().rev()).fold(reference::Moves::End, |rest, &pit| {
        reference::Moves::Then(pit, Box::new(rest))
    })
}

/// The pits of your list, first to last (a loop, so a long list never overflows the stack here).
fn pits_of(moves: &Moves) -> Vec<usize> {
    let mut pits = Vec::new();
    let mut at = moves;
    while let Moves::Then(pit, rest) = at {
        pits.push(*pit);
        at = rest;
    }
    pits
}

/// The pits of a list of the model answers'.
fn model_pits(moves: &reference::Moves) -> Vec<usize> {
    let mut pits = Vec::new();
    let mut at = moves;
    while let reference::Moves::Then(pit, rest) = at {
        pits.push(*pit);
        at = rest;
    }
    pits
}

/// A position as the tests compare it: its bins drawn, who moves, and whether it is an extra
/// move.
fn shown(played: Result<Position, IllegalMove>) -> Result<([u8; 14], Player, bool), IllegalMove> {
    played.map(|position| (position.bins, position.to_move, position.extra_move))
}

/// A list of turns, each the pits it sows, compared and printed as it is.
#[derive(PartialEq)]
struct Turns(Vec<Vec<usize>>);

impl fmt::Debug for Turns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} ({} turns)", self.0, self.0.len())
    }
}

impl Answer for Turns {}

/// A game's half moves, as random play from `START` picks them (each choice picks the legal move
/// `choice % moves`), with now and then one pit replaced by any bin, which may be no move there.
fn games() -> impl Strategy<Value = Vec<usize>> {
    let choices = proptest::collection::vec(any::<usize>(), 0..16);
    let slip = proptest::option::weighted(0.3, (any::<usize>(), 0usize..14));
    (choices, slip).prop_map(|(choices, slip)| {
        let mut pits = Vec::new();
        let mut position = START;
        for choice in choices {
            let moves = ayoayo::awari::legal_moves(position);
            if moves.is_empty() {
                break;
            }
            let pit = moves[choice % moves.len()];
            pits.push(pit);
            position = ayoayo::awari::play(position, pit).unwrap_or(position);
        }
        if let Some((at, bin)) = slip.filter(|_| !pits.is_empty()) {
            let at = at % pits.len();
            pits[at] = bin;
        }
        pits
    })
}

/// Random bins, one in four with heavy pits whose sowings lap the board.
fn bins() -> impl Strategy<Value = Drawn<[u8; 14]>> {
    prop_oneof![3 => fourteen_bins(), 1 => laden_fourteen_bins()]
}

#[test]
#[ignore = "drill: cargo test -p awari -- --ignored drills"]
fn move_count_counts_one_for_each_then() {
    isolated(|| {
        announce("move_count(&Moves::End)", OPENING);
        assert_answer!(move_count(&Moves::End), 0, "the empty list holds no move");
        announce("move_count(&[3])", OPENING);
        assert_answer!(move_count(&listed(&[3])), 1, "one `Then`, then `End`");
        announce("move_count(&[3, 0, 10])", OPENING);
        assert_answer!(
            move_count(&listed(&[3, 0, 10])),
            3,
            "three half moves: one more than the two of the rest, [0, 10]"
        );
        let long = [3, 0, 10, 7, 5, 11, 2, 9, 4, 12, 1, 8];
        announce(
            "move_count(&[3, 0, 10, 7, 5, 11, 2, 9, 4, 12, 1, 8])",
            OPENING,
        );
        assert_answer!(move_count(&listed(&long)), 12, "twelve half moves");
    });
}

#[test]
#[ignore = "drill: cargo test -p awari -- --ignored drills"]
fn move_count_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(pits in games())| {
            announce(format_args!("move_count(&{pits:?})"), OPENING);
            let yours = quietly(|| move_count(&listed(&pits)))?;
            prop_assert_answer!(yours, reference::move_count(&model_list(&pits)));
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p awari -- --ignored drills"]
fn replay_plays_each_move_on_the_position_the_last_left() {
    isolated(|| {
        announce("replay(START, &Moves::End)", START.bins);
        assert_answer!(
            shown(replay(START, &Moves::End)),
            Ok((OPENING, Player::South, false)),
            "no move: the position as it was"
        );
        announce("replay(START, &[3, 0, 10])", START.bins);
        let after = [0, 4, 4, 0, 4, 4, 5, 3, 3, 0, 0, 4, 4, 1];
        assert_answer!(
            shown(replay(START, &listed(&[3, 0, 10]))),
            Ok((after, Player::North, true)),
            "pit 3 reaches the store; the extra move from pit 0 captures bin 9's three tokens; \
             then the computer's pit 10 reaches its store: an extra move for the computer"
        );
        let game = [3, 0, 10, 7, 4, 11, 0, 7, 5, 8, 1, 7];
        announce(format_args!("replay(START, &{game:?})"), START.bins);
        let after = [1, 0, 1, 1, 0, 1, 10, 0, 1, 4, 2, 1, 6, 8];
        assert_answer!(
            shown(replay(START, &listed(&game))),
            Ok((after, Player::South, false)),
            "the page's game of twelve half moves, each played where the one before left it"
        );
        announce("replay(START, &[7])", START.bins);
        assert_answer!(
            shown(replay(START, &listed(&[7]))),
            Err(IllegalMove::NotYourBin(7)),
            "the human moves first, and bin 7 is the computer's"
        );
        announce("replay(START, &[3, 7, 0])", START.bins);
        assert_answer!(
            shown(replay(START, &listed(&[3, 7, 0]))),
            Err(IllegalMove::NotYourBin(7)),
            "after pit 3 the human moves again: bin 7 is not theirs, and pit 0 is never tried"
        );
        announce("replay(START, &[0, 7, 0])", START.bins);
        assert_answer!(
            shown(replay(START, &listed(&[0, 7, 0]))),
            Err(IllegalMove::EmptyPit(0)),
            "pit 0 was emptied by the first move, and the human's second turn cannot sow it"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p awari -- --ignored drills"]
fn replay_agrees_with_the_reference_on_random_games() {
    isolated(|| {
        proptest!(config(), |(pits in games())| {
            announce(format_args!("replay(START, &{pits:?})"), START.bins);
            let yours = quietly(|| shown(replay(START, &listed(&pits))))?;
            prop_assert_answer!(yours, shown(reference::replay(START, &model_list(&pits))));
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p awari -- --ignored drills"]
fn oldest_first_turns_the_record_round() {
    isolated(|| {
        announce("oldest_first(&[10, 0, 3])", OPENING);
        assert_answer!(
            pits_of(&oldest_first(&listed(&[10, 0, 3]))),
            vec![3, 0, 10],
            "the record, newest first, is 10, 0, 3: the game was 3, 0, 10"
        );
        announce("oldest_first(&Moves::End)", OPENING);
        assert_answer!(
            pits_of(&oldest_first(&Moves::End)),
            Vec::<usize>::new(),
            "no move to turn round"
        );
        announce("oldest_first(&[8])", OPENING);
        assert_answer!(
            pits_of(&oldest_first(&listed(&[8]))),
            vec![8],
            "one move is oldest and newest at once"
        );
        let record = [8, 12, 1, 4, 9, 2, 11, 5, 7, 10, 0, 3];
        announce(format_args!("oldest_first(&{record:?})"), OPENING);
        assert_answer!(
            pits_of(&oldest_first(&listed(&record))),
            vec![3, 0, 10, 7, 5, 11, 2, 9, 4, 1, 12, 8],
            "twelve moves, the last of the record first"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p awari -- --ignored drills"]
fn oldest_first_twice_is_the_record_and_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(pits in games())| {
            announce(format_args!("oldest_first(&{pits:?})"), OPENING);
            let turned = quietly(|| oldest_first(&listed(&pits)))?;
            let model = reference::oldest_first(&model_list(&pits));
            prop_assert_answer!(pits_of(&turned), model_pits(&model));
            announce(format_args!("oldest_first(&{:?})", pits_of(&turned)), OPENING);
            let back = quietly(|| oldest_first(&turned))?;
            prop_assert_answer!(pits_of(&back), pits, "turned round twice, a record is itself");
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p awari -- --ignored drills"]
fn computer_turns_follow_the_extra_move_once() {
    isolated(|| {
        announce("computer_turns(OPENING)", OPENING);
        let opening = vec![
            vec![7],
            vec![8],
            vec![9],
            vec![10, 7],
            vec![10, 8],
            vec![10, 9],
            vec![10, 11],
            vec![10, 12],
            vec![11],
            vec![12],
        ];
        assert_answer!(
            Turns(computer_turns(OPENING)),
            Turns(opening),
            "pit 10's last token reaches the store, so pit 10 is never a turn alone: it is \
             followed by each of the five sowings of the extra move"
        );
        let all_reach = [1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 3, 2, 1, 0];
        announce("computer_turns(bins)", all_reach);
        let twos = vec![
            vec![10, 11],
            vec![10, 12],
            vec![11, 10],
            vec![11, 12],
            vec![12, 10],
            vec![12, 11],
        ];
        assert_answer!(
            Turns(computer_turns(all_reach)),
            Turns(twos),
            "pits 10, 11 and 12 all reach the store, and the extra move earns no other: each \
             turn is two of them, in either order"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p awari -- --ignored drills"]
fn computer_turns_with_the_game_over_or_nothing_to_sow() {
    isolated(|| {
        let last_token = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0];
        announce("computer_turns(bins)", last_token);
        assert_answer!(
            Turns(computer_turns(last_token)),
            Turns(vec![vec![12]]),
            "pit 12's token reaches the store but empties the computer's row: the game is \
             over, so there is no extra move, and [12] is a whole turn"
        );
        let nothing = [3, 2, 0, 0, 1, 4, 10, 0, 0, 0, 0, 0, 0, 16];
        announce("computer_turns(bins)", nothing);
        assert_answer!(
            Turns(computer_turns(nothing)),
            Turns(Vec::new()),
            "the computer has no tokens in its pits: no turn"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p awari -- --ignored drills"]
fn computer_turns_agree_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(bins) in bins())| {
            announce("computer_turns(bins)", bins);
            let yours = quietly(|| computer_turns(bins))?;
            prop_assert_answer!(Turns(yours), Turns(reference::computer_turns(bins)));
        });
    });
}
