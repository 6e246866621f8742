//! Properties that hold for every board, checked on random ones, some with a hand that laps the
//! board; a quarter of the moves come from the endless relay's cycle, and one property's from
//! relays that reach a cycle only after a few sowings. When one fails, proptest shrinks the
//! input to a small example that still fails and prints it.

use ayoayo::toolkit::Sown;
use ayoayo::{Board, Pit, Player, owner};
use lagos::{sow_taking_fours, take_fours, try_relay_move};
use proptest::prelude::*;
use testkit::lagos::endless_after_a_tail;
use testkit::{Drawn, announce, config, isolated, prop_assert_answer, quietly, stones};

use crate::corpus::endless_moves;

/// A board of at most 48 seeds (a game's), with one of its non-empty pits: 1 to 11 seeds, which
/// stop short of it, or one time in four 12 to 30, which lap the board into the pit they came
/// from.
fn boards_with_seeds_in() -> impl Strategy<Value = (Drawn, Pit)> {
    let hand = prop_oneof![3 => 1u8..=11, 1 => 12u8..=30];
    (proptest::array::uniform12(0u8..=6), 0..12usize, hand)
        .prop_map(|(mut board, pit, hand)| {
            board[pit] = hand;
            (Drawn(board), pit)
        })
        .prop_filter("more seeds than a game has", |&(Drawn(board), _)| {
            stones(board) <= 48
        })
}

/// Three moves in four from random boards (whose relays all end), one from the endless cycle.
fn moves() -> impl Strategy<Value = (Drawn, Pit)> {
    let endless = proptest::sample::select(endless_moves())
        .prop_map(|(board, pit): (Board, Pit)| (Drawn(board), pit));
    prop_oneof![3 => boards_with_seeds_in(), 1 => endless]
}

/// A drop just made: its pit holds 3 to 5 seeds (a four one time in three), with up to 4
/// seeds left in hand, captures so far, and the mover.
fn drops() -> impl Strategy<Value = (Sown<12>, Player, u8)> {
    let players = prop_oneof![Just(Player::South), Just(Player::North)];
    let sown = (
        boards_with_seeds_in(),
        3u8..=5,
        proptest::array::uniform2(0u8..=20),
    );
    (sown, players, 0u8..=4).prop_map(
        |(((Drawn(mut bins), last), seeds, captured), mover, in_hand)| {
            bins[last] = seeds;
            (
                Sown {
                    bins,
                    captured,
                    last,
                },
                mover,
                in_hand,
            )
        },
    )
}

#[test]
fn take_fours_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((sown, mover, in_hand) in drops())| {
            let last = sown.last;
            announce(format_args!("take_fours(sown with last {last}, {mover:?}, {in_hand})"), sown.bins);
            let yours = quietly(|| take_fours(sown, mover, in_hand))?;
            prop_assert_answer!(yours, ayoayo::lagos::take_fours(sown, mover, in_hand));
        });
    });
}

#[test]
fn sow_taking_fours_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(bins), pit) in boards_with_seeds_in())| {
            let sown = Sown { bins, captured: [0, 0], last: pit };
            announce(format_args!("sow_taking_fours(sown from pit {pit}, {:?})", owner(pit)), bins);
            let yours = quietly(|| sow_taking_fours(sown, owner(pit)))?;
            prop_assert_answer!(yours, ayoayo::lagos::sow_taking_fours(sown, owner(pit)));
        });
    });
}

#[test]
fn try_relay_move_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), pit) in moves())| {
            announce(format_args!("try_relay_move(board, {:?}, {pit})", owner(pit)), board);
            let yours = quietly(|| try_relay_move(board, owner(pit), pit))?;
            prop_assert_answer!(yours, ayoayo::lagos::try_relay_move(board, owner(pit), pit));
        });
    });
}

#[test]
fn try_relay_move_notices_a_cycle_that_begins_after_a_few_sowings() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), pit, tail) in endless_after_a_tail())| {
            announce(format_args!("try_relay_move(board, {:?}, {pit})", owner(pit)), board);
            let yours = quietly(|| try_relay_move(board, owner(pit), pit))?;
            prop_assert_answer!(
                yours,
                ayoayo::lagos::try_relay_move(board, owner(pit), pit),
                "this relay sows {tail} times before it reaches the page's cycle of 60 sowings: \
                 its first state never comes back, but a later one does, so it never ends"
            );
        });
    });
}

#[test]
fn a_move_that_ends_keeps_every_seed_on_the_board_or_taken() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), pit) in boards_with_seeds_in())| {
            announce(format_args!("try_relay_move(board, {:?}, {pit})", owner(pit)), board);
            if let Some((after, taken)) = quietly(|| try_relay_move(board, owner(pit), pit))? {
                let kept = stones(after) + u32::from(taken[0]) + u32::from(taken[1]);
                prop_assert_eq!(kept, stones(board), "seeds were lost or made");
                prop_assert_eq!(taken[0] % 4 + taken[1] % 4, 0, "seeds are taken in fours");
            }
        });
    });
}
