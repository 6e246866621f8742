//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p awari`, so its verdict is about the chapter alone; run them with
//! `cargo test -p awari -- --ignored`.

use awari::{greedy_move_chained, human_greedy_move};
use ayoayo::awari::OPENING;
use ayoayo::challenges::awari as reference;
use proptest::prelude::*;
use testkit::{
    Drawn, announce, assert_answer, config, fourteen_bins, isolated, laden_fourteen_bins,
    prop_assert_answer, quietly,
};

/// Random bins, half of them with heavy pits whose sowings lap the board and reach the other
/// side's store.
fn bins() -> impl Strategy<Value = Drawn<[u8; 14]>> {
    prop_oneof![fourteen_bins(), laden_fourteen_bins()]
}

#[test]
#[ignore = "optional challenge: cargo test -p awari -- --ignored"]
fn human_greedy_move_examples() {
    isolated(|| {
        announce("human_greedy_move(OPENING)", OPENING);
        assert_answer!(
            human_greedy_move(OPENING),
            3,
            "pit 3's last token reaches the store, and the extra move from pit 0 captures"
        );
        let nothing_to_sow = [0, 0, 0, 0, 0, 0, 9, 1, 1, 0, 0, 0, 0, 5];
        announce("human_greedy_move(bins)", nothing_to_sow);
        assert_answer!(
            human_greedy_move(nothing_to_sow),
            0,
            "the human has no tokens in its pits: answer 0"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p awari -- --ignored"]
fn human_greedy_move_is_the_computer_s_turned_round() {
    isolated(|| {
        proptest!(config(), |(Drawn(bins) in bins())| {
            announce("human_greedy_move(bins)", bins);
            let yours = quietly(|| human_greedy_move(bins))?;
            prop_assert_answer!(yours, reference::human_greedy_move(bins));
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p awari -- --ignored"]
fn greedy_move_chained_examples() {
    isolated(|| {
        let chain = [1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 3, 2, 1, 0];
        announce("greedy_move_chained(bins)", chain);
        assert_answer!(
            greedy_move_chained(chain),
            12,
            "from pit 12 the computer can reach its store five times running, then capture"
        );
        announce("greedy_move_chained(OPENING)", OPENING);
        assert_answer!(
            greedy_move_chained(OPENING),
            10,
            "on the opening only pit 10's last token reaches the store"
        );
        let nothing_to_sow = [1, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 5];
        announce("greedy_move_chained(bins)", nothing_to_sow);
        assert_answer!(
            greedy_move_chained(nothing_to_sow),
            7,
            "nothing to sow: answer 7"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p awari -- --ignored"]
fn greedy_move_chained_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(bins) in bins())| {
            announce("greedy_move_chained(bins)", bins);
            let yours = quietly(|| greedy_move_chained(bins))?;
            prop_assert_answer!(yours, reference::greedy_move_chained(bins));
        });
    });
}
