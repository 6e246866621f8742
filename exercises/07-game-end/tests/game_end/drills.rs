//! The drills: four small exercises beside the lab, on the accumulator: `count_stones` with its
//! addition handed in (`fold_pits`), that fold sharing out a finished board (`share_out`), a
//! count that gives up rather than stopping at 255 (`checked_count`), and the count each call
//! hands on (`running_counts`). A plain `cargo test -p game-end` leaves them out, so the
//! chapter passes without them; run them with `cargo test -p game-end -- --ignored drills`.
//!
//! Each test runs in a child process, so a recursion that never reaches its base case is
//! reported in words instead of crashing the run.

use ayoayo::drills::game_end as reference;
use ayoayo::{Board, OPENING, PITS, Pit, Score};
use game_end::{checked_count, fold_pits, running_counts, share_out};
use proptest::prelude::*;
use testkit::{
    Answer, Drawn, announce, assert_answer, boards, config, isolated, prop_assert_answer, quietly,
};

/// The page's late board: South's row holds three stones, North's none.
const LATE: Board = [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0];
/// South's six pits.
const SOUTH_ROW: [Pit; 6] = [0, 1, 2, 3, 4, 5];

/// A score, compared and shown as one.
#[derive(Debug, PartialEq)]
struct Scores(Score);
impl Answer for Scores {}

/// A list of counts, compared and shown as one.
#[derive(Debug, PartialEq)]
struct Counts(Vec<u8>);
impl Answer for Counts {}

/// Up to a dozen pits, repeats allowed, and now and then pit 12, which is off the board.
fn some_pits() -> impl Strategy<Value = Vec<Pit>> {
    proptest::collection::vec(0..=PITS, 0..12)
}

/// A count so far: mostly small, often near 255, where a count runs out of room.
fn counted() -> impl Strategy<Value = u8> {
    prop_oneof![0u8..=48, 230u8..=255]
}

/// The stones of `pits` added to `counted` as `count_stones` adds them.
fn add(sum: u8, _: Pit, stones: u8) -> u8 {
    sum.saturating_add(stones)
}

/// The pits in the order `fold_pits` hands them to `f`.
fn seen(mut seen: Vec<Pit>, pit: Pit, _: u8) -> Vec<Pit> {
    seen.push(pit);
    seen
}

/// The last pit seen that holds stones.
fn last_with_stones(last: Option<Pit>, pit: Pit, stones: u8) -> Option<Pit> {
    if stones > 0 { Some(pit) } else { last }
}

/// Every pit and its stones, in order, in one number: any change of order or stones changes it.
fn fingerprint(print: u64, pit: Pit, stones: u8) -> u64 {
    print.wrapping_mul(1_000_003) ^ (pit as u64 * 256 + u64::from(stones))
}

#[test]
#[ignore = "drill: cargo test -p game-end -- --ignored drills"]
fn fold_pits_hands_each_pit_to_f_in_order() {
    isolated(|| {
        announce("fold_pits(board, &[0, 1, 2], Vec::new(), &seen)", OPENING);
        assert_answer!(
            fold_pits(OPENING, &[0, 1, 2], Vec::new(), &seen),
            vec![0, 1, 2],
            "f sees pit 0 first, then 1, then 2"
        );
        announce("fold_pits(board, &[0, 1, 2, 3, 4, 5], 40, &add)", LATE);
        assert_answer!(
            fold_pits(LATE, &SOUTH_ROW, 40, &add),
            43,
            "adding, it is count_stones: the page's count of South's row from 40"
        );
        announce(
            "fold_pits(board, &[0, 1, 2, 3, 4, 5], None, &last_with_stones)",
            LATE,
        );
        assert_answer!(
            fold_pits(LATE, &SOUTH_ROW, None, &last_with_stones),
            Some(4),
            "pit 4 is the last of South's pits with stones, and f sees it after pit 0"
        );
        announce("fold_pits(board, &[], 7, &add)", OPENING);
        assert_answer!(
            fold_pits(OPENING, &[], 7, &add),
            7,
            "no pits: the accumulator is the answer"
        );
        announce("fold_pits(board, &[12, 0], 0, &add)", OPENING);
        assert_answer!(
            fold_pits(OPENING, &[12, 0], 0, &add),
            4,
            "there is no pit 12, so it holds no stones"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p game-end -- --ignored drills"]
fn fold_pits_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), pits in some_pits(), start in counted())| {
            announce(format_args!("fold_pits(board, &{pits:?}, {start}, &add)"), board);
            let yours = quietly(|| fold_pits(board, &pits, start, &add))?;
            prop_assert_answer!(yours, ayoayo::count_stones(board, &pits, start), "adding, it is count_stones");
            announce(format_args!("fold_pits(board, &{pits:?}, 0, &fingerprint)"), board);
            let yours = quietly(|| fold_pits(board, &pits, 0, &fingerprint))?;
            prop_assert_answer!(yours, reference::fold_pits(board, &pits, 0, &fingerprint));
        });
    });
}

/// Your `share_out`, saying first which call it is.
fn shared(board: Board, score: Score) -> Scores {
    announce(format_args!("share_out(board, {score:?})"), board);
    Scores(share_out(board, score))
}

#[test]
#[ignore = "drill: cargo test -p game-end -- --ignored drills"]
fn share_out_gives_each_player_their_own_side() {
    isolated(|| {
        assert_answer!(
            shared([1, 0, 2, 0, 0, 0, 0, 3, 0, 0, 0, 1], [20, 21]),
            Scores([23, 25]),
            "South's row holds 3, added to South's 20; North's holds 4, added to North's 21"
        );
        assert_answer!(
            shared(OPENING, [0, 0]),
            Scores([24, 24]),
            "24 stones on each side"
        );
        assert_answer!(
            shared([0; 12], [30, 18]),
            Scores([30, 18]),
            "nothing left to share"
        );
        assert_answer!(
            shared([255; 12], [250, 0]),
            Scores([255, 255]),
            "a score stops at 255"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p game-end -- --ignored drills"]
fn share_out_keeps_every_stone_and_agrees_with_the_reference() {
    isolated(|| {
        let scores = proptest::array::uniform2(0u8..=20);
        proptest!(config(), |(Drawn(board) in boards(), score in scores)| {
            let yours = quietly(|| shared(board, score))?;
            let Scores([south, north]) = yours;
            let before = u32::from(score[0]) + u32::from(score[1]) + testkit::stones(board);
            prop_assert_eq!(u32::from(south) + u32::from(north), before, "stones were lost or made");
            prop_assert_answer!(Scores([south, north]), Scores(reference::share_out(board, score)));
        });
    });
}

/// Your `checked_count`, saying first which call it is.
fn checked(board: Board, pits: &[Pit], counted: u8) -> Option<u8> {
    announce(
        format_args!("checked_count(board, &{pits:?}, {counted})"),
        board,
    );
    checked_count(board, pits, counted)
}

#[test]
#[ignore = "drill: cargo test -p game-end -- --ignored drills"]
fn checked_count_gives_up_past_255() {
    isolated(|| {
        assert_answer!(
            checked(OPENING, &[0, 1, 2], 0),
            Some(12),
            "three pits of four"
        );
        assert_answer!(checked(LATE, &SOUTH_ROW, 40), Some(43), "the page's count");
        assert_answer!(
            checked(OPENING, &[0, 1, 2], 243),
            Some(255),
            "243 and 12 make 255 exactly, which a u8 holds"
        );
        assert_answer!(
            checked(OPENING, &[0, 1, 2], 250),
            None,
            "250, 254, then 258: past 255, so there is no count"
        );
        assert_answer!(
            checked(OPENING, &[], 255),
            Some(255),
            "no pits: the count so far"
        );
        assert_answer!(
            checked(OPENING, &[12, 0], 0),
            Some(4),
            "there is no pit 12, so it holds no stones"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p game-end -- --ignored drills"]
fn checked_count_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), pits in some_pits(), start in counted())| {
            let yours = quietly(|| checked(board, &pits, start))?;
            prop_assert_answer!(yours, reference::checked_count(board, &pits, start));
            let total = u32::from(start) + ayoayo::challenges::feeding::stones_in(board, &pits);
            let fits = u8::try_from(total).ok();
            prop_assert_answer!(yours, fits, "the whole count, {}, if it is at most 255", total);
        });
    });
}

/// Your `running_counts`, saying first which call it is.
fn running(board: Board, pits: &[Pit], counted: u8) -> Counts {
    announce(
        format_args!("running_counts(board, &{pits:?}, {counted})"),
        board,
    );
    Counts(running_counts(board, pits, counted))
}

#[test]
#[ignore = "drill: cargo test -p game-end -- --ignored drills"]
fn running_counts_are_the_counts_each_call_hands_on() {
    isolated(|| {
        assert_answer!(
            running(LATE, &SOUTH_ROW, 40),
            Counts(vec![41, 41, 41, 42, 43, 43]),
            "the page's trace: 40 is handed in, then each pit's stones are added"
        );
        assert_answer!(
            running(OPENING, &[0, 1, 2], 0),
            Counts(vec![4, 8, 12]),
            "three pits of four"
        );
        assert_answer!(
            running(OPENING, &[], 9),
            Counts(vec![]),
            "no pits, no counts"
        );
        assert_answer!(
            running([200, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], &[0, 1], 0),
            Counts(vec![200, 255]),
            "a count stops at 255"
        );
        assert_answer!(
            running(OPENING, &[12, 0], 0),
            Counts(vec![0, 4]),
            "there is no pit 12, so it holds no stones"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p game-end -- --ignored drills"]
fn running_counts_agree_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(board) in boards(), pits in some_pits(), start in counted())| {
            let yours = quietly(|| running(board, &pits, start))?;
            prop_assert_eq!(yours.0.len(), pits.len(), "one count a pit");
            if let Some(&last) = yours.0.last() {
                prop_assert_eq!(last, ayoayo::count_stones(board, &pits, start), "the last count is the whole count");
            }
            prop_assert_answer!(yours, Counts(reference::running_counts(board, &pits, start)));
        });
    });
}
