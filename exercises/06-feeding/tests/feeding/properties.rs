//! Properties that hold for every board, checked on random ones. When one fails, proptest
//! shrinks the input to a small example that still fails and prints it.

use ayoayo::{Board, PITS, Pit, Player};
use feeding::{has_stones, moves_that_feed, permissible_moves, possible_moves};
use proptest::prelude::*;
use proptest::sample::subsequence;
use testkit::{
    Drawn, announce, config, endless_relays, every_relay_settles_quickly, isolated,
    prop_assert_answer, quietly,
};

/// Random boards where empty pits are common (one in three) and, half the time, one whole row
/// is empty, so that the feeding rule often applies; and half of those with too few stones in
/// the other row to reach across (at most `5 - i` in its `i`th pit), so that often no move
/// feeds. One board in five instead has a pit whose relay never ends (rule 6), with the other
/// relays of the board. All their relays settle quickly, ending or seen to repeat (see
/// `testkit::QUICK_SOWINGS`).
fn boards_with_gaps() -> impl Strategy<Value = Drawn> {
    let pit = prop_oneof![1 => Just(0u8), 2 => 1u8..=8];
    let boards = (proptest::array::uniform12(pit), 0..4usize, any::<bool>()).prop_map(
        |(mut board, row, few)| {
            if row < 2 {
                board[row * PITS / 2..(row + 1) * PITS / 2].fill(0);
            }
            if row < 2 && few {
                let other = (1 - row) * PITS / 2;
                let most = (0..=5u8).rev();
                for (pit, most) in board[other..other + PITS / 2].iter_mut().zip(most) {
                    *pit = (*pit).min(most);
                }
            }
            Drawn(board)
        },
    );
    let endless = endless_relays().prop_map(|(board, _)| board);
    let boards = prop_oneof![4 => boards, 1 => endless];
    boards.prop_filter("a relay of millions of sowings", |&Drawn(board)| {
        every_relay_settles_quickly(board)
    })
}

fn players() -> impl Strategy<Value = Player> {
    prop_oneof![Just(Player::South), Just(Player::North)]
}

/// Any distinct pits of the board, in any order.
fn any_pits() -> impl Strategy<Value = Vec<Pit>> {
    subsequence((0..PITS).collect::<Vec<Pit>>(), 0..=PITS).prop_shuffle()
}

/// Some of `player`'s pits that hold stones, in any order: what `moves_that_feed` is given.
fn moves_of_one_player() -> impl Strategy<Value = (Drawn, Player, Vec<Pit>)> {
    let offsets = subsequence((0..PITS / 2).collect::<Vec<Pit>>(), 0..=PITS / 2).prop_shuffle();
    (boards_with_gaps(), players(), offsets).prop_map(|(Drawn(board), player, offsets)| {
        let first = ayoayo::potential_moves(player)[0];
        let moves = offsets.iter().map(|offset| first + offset);
        let moves = moves.filter(|&pit| board[pit] > 0).collect();
        (Drawn(board), player, moves)
    })
}

/// Whether `part` is `whole` with some items left out, the others in the same order.
fn keeps_order(part: &[Pit], whole: &[Pit]) -> bool {
    let mut rest = whole.iter();
    part.iter().all(|pit| rest.any(|other| other == pit))
}

fn possible(board: Board, moves: &[Pit]) -> Result<Vec<Pit>, TestCaseError> {
    announce(format_args!("possible_moves(board, &{moves:?})"), board);
    quietly(|| possible_moves(board, moves))
}

fn feeders(board: Board, moves: &[Pit]) -> Result<Vec<Pit>, TestCaseError> {
    announce(format_args!("moves_that_feed(board, &{moves:?})"), board);
    quietly(|| moves_that_feed(board, moves))
}

fn permissible(board: Board, player: Player) -> Result<Vec<Pit>, TestCaseError> {
    announce(
        format_args!("permissible_moves(board, Player::{player:?})"),
        board,
    );
    quietly(|| permissible_moves(board, player))
}

#[test]
fn possible_moves_are_given_pits_with_stones_in_the_given_order() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), moves) in (boards_with_gaps(), any_pits()))| {
            let yours = possible(board, &moves)?;
            prop_assert!(
                keeps_order(&yours, &moves),
                "{:?} is not {:?} with some pits left out, in the same order",
                yours,
                moves
            );
            for pit in yours {
                prop_assert!(board[pit] > 0, "pit {} is empty", pit);
            }
        });
    });
}

#[test]
fn possible_moves_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), moves) in (boards_with_gaps(), any_pits()))| {
            let yours = possible(board, &moves)?;
            prop_assert_answer!(yours, ayoayo::possible_moves(board, &moves));
        });
    });
}

#[test]
fn has_stones_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), player) in (boards_with_gaps(), players()))| {
            announce(format_args!("has_stones(board, Player::{player:?})"), board);
            let yours = quietly(|| has_stones(board, player))?;
            prop_assert_answer!(yours, ayoayo::has_stones(board, player), "for {player:?}");
        });
    });
}

#[test]
fn moves_that_feed_are_given_moves_in_the_given_order() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), _, moves) in moves_of_one_player())| {
            let yours = feeders(board, &moves)?;
            prop_assert!(
                keeps_order(&yours, &moves),
                "{:?} is not {:?} with some moves left out, in the same order",
                yours,
                moves
            );
        });
    });
}

#[test]
fn moves_that_feed_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), _, moves) in moves_of_one_player())| {
            let yours = feeders(board, &moves)?;
            prop_assert_answer!(yours, ayoayo::moves_that_feed(board, &moves));
        });
    });
}

#[test]
fn permissible_moves_are_the_player_s_pits_that_end_in_increasing_order() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), player) in (boards_with_gaps(), players()))| {
            let yours = permissible(board, player)?;
            for &pit in &yours {
                prop_assert!(pit < PITS, "pit {} is off the board", pit);
                prop_assert_eq!(
                    ayoayo::owner(pit),
                    player,
                    "pit {} is not {:?}'s",
                    pit,
                    player
                );
                prop_assert!(board[pit] > 0, "pit {} is empty", pit);
                prop_assert!(
                    ayoayo::try_relay_sow(board, pit).is_some(),
                    "pit {}'s relay never ends",
                    pit
                );
            }
            prop_assert!(
                yours.windows(2).all(|pair| pair[0] < pair[1]),
                "{:?} is not in increasing pit order",
                yours
            );
        });
    });
}

#[test]
fn permissible_moves_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), player) in (boards_with_gaps(), players()))| {
            let yours = permissible(board, player)?;
            prop_assert_answer!(yours, ayoayo::permissible_moves(board, player), "for {player:?}");
        });
    });
}
