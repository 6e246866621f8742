//! Properties that hold for every board, checked on random ones, some with heavy pits that lap
//! the board and sow into the human's store. When one fails, proptest shrinks the input to a
//! small example that still fails and prints it.

use awari::{greedy_move, sow};
use ayoayo::Player;
use ayoayo::awari::store;
use proptest::prelude::*;
use testkit::{
    Drawn, announce, config, fourteen_bins, isolated, laden_fourteen_bins, prop_assert_answer,
    quietly,
};

/// The player whose pit `pit` is: the human's 0..=5, the computer's 7..=12.
fn owner(pit: usize) -> Player {
    if pit < 7 {
        Player::South
    } else {
        Player::North
    }
}

/// Random bins with one non-empty pit of either player; one in four with heavy pits, whose
/// sowings lap the board.
fn bins_and_a_pit() -> impl Strategy<Value = (Drawn<[u8; 14]>, usize)> {
    let pit = prop_oneof![0..6usize, 7..13usize];
    let bins = prop_oneof![3 => fourteen_bins(), 1 => laden_fourteen_bins()];
    (bins, pit).prop_map(|(Drawn(mut bins), pit)| {
        bins[pit] = bins[pit].max(1);
        (Drawn(bins), pit)
    })
}

#[test]
fn sow_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(bins), pit) in bins_and_a_pit())| {
            let mover = owner(pit);
            announce(format_args!("sow(bins, {mover:?}, {pit})"), bins);
            let yours = quietly(|| sow(bins, mover, pit))?;
            prop_assert_answer!(yours, ayoayo::awari::sow(bins, mover, pit));
        });
    });
}

#[test]
fn sowing_keeps_every_token_and_only_the_mover_s_store_can_gain_more_than_one() {
    isolated(|| {
        proptest!(config(), |((Drawn(bins), pit) in bins_and_a_pit())| {
            let mover = owner(pit);
            announce(format_args!("sow(bins, {mover:?}, {pit})"), bins);
            let (after, last) = quietly(|| sow(bins, mover, pit))?;
            let total = |bins: [u8; 14]| bins.iter().map(|&t| u32::from(t)).sum::<u32>();
            prop_assert_eq!(total(after), total(bins), "tokens were lost or made");
            prop_assert!(last < 14, "the last token's bin {} is off the board", last);
            let other = store(mover.other());
            prop_assert!(after[other] <= bins[other] + 1 + bins[pit] / 14, "the opponent's store only gets sown tokens");
        });
    });
}

#[test]
fn greedy_move_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(bins) in fourteen_bins())| {
            prop_assume!(!ayoayo::awari::is_over(bins));
            announce("greedy_move(bins)", bins);
            let yours = quietly(|| greedy_move(bins))?;
            prop_assert_answer!(yours, ayoayo::awari::greedy_move(bins));
        });
    });
}

/// The computer's pits whose sowing reaches the human's store (bin 6): from pit `p`, the
/// `20 - p`th token lands there.
fn pits_sowing_into_your_store(bins: [u8; 14]) -> Vec<usize> {
    (7..13)
        .filter(|&pit| usize::from(bins[pit]) + pit >= 20)
        .collect()
}

#[test]
fn greedy_move_agrees_with_the_reference_when_the_computer_sows_into_your_store() {
    isolated(|| {
        proptest!(config(), |(Drawn(bins) in laden_fourteen_bins())| {
            let passing: Vec<String> = pits_sowing_into_your_store(bins)
                .iter()
                .map(usize::to_string)
                .collect();
            prop_assume!(!ayoayo::awari::is_over(bins) && !passing.is_empty());
            announce("greedy_move(bins)", bins);
            let yours = quietly(|| greedy_move(bins))?;
            prop_assert_answer!(
                yours,
                ayoayo::awari::greedy_move(bins),
                "a sowing from pit {} drops a token into your store (bin 6) too; the greedy \
                 computer counts its own store (bin 13) alone",
                passing.join(" or ")
            );
        });
    });
}
