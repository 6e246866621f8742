//! Support shared by every chapter's tests, so every failure reads the same way:
//!
//! - [`answer`]: `assert_answer!` / `prop_assert_answer!`, a wrong answer drawn as the reference's
//!   board and yours, differing pits marked, under a heading naming your call;
//! - [`pictures`]: `assert_pictures!`, pictures compared with the reference's snapshots, line by
//!   line, labelled "reference" and "yours";
//! - random boards for `proptest!` (with a corpus of relays that never end, and [`lagos`]'s
//!   relays that never end only after a few sowings), a proptest configuration that never
//!   writes files, and `quietly`, which turns a panic (such as `todo!()`) into one clear test
//!   failure;
//! - [`planted`]: `sow_and_capture` with a bug planted in it, four ways, for chapter 5's
//!   properties to catch;
//! - for the chapters whose sowing may never end, `isolated`: each test in a child process, so
//!   an endless recursion or loop is reported in words, naming the board.

pub mod answer;
mod drawing;
mod endless;
mod events;
mod isolate;
pub mod lagos;
mod panics;
pub mod pictures;
pub mod planted;
pub mod positions;

pub use answer::Answer;
pub use drawing::{Drawn, Stones, draw};
pub use endless::endless_relays;
pub use isolate::{announce, announce_call, isolated, returned};
use panics::{is_todo, learner_panic, panic_event_message, panic_message};

use std::cell::{Cell, RefCell};
use std::ops::ControlFlow;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use ayoayo::cycle::{Fate, fate};
use ayoayo::{Board, PITS, Pit, relay_step};
use course_model::cause::Cause;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError};

/// The seed every property starts from, unless `PROPTEST_RNG_SEED` names another.
pub const SEED: u64 = 0xA10A_10A0;

/// Property-test settings: enough cases to find mistakes quickly, no regression files written
/// into the learner's exercise folder, and the same boards on every run. A fixed seed makes a
/// verdict repeatable: a failure seen once is seen again until the code changes, a grade does not
/// depend on the run, and the typical mistakes the integrity checks find caught are caught by
/// the very boards a learner's run draws. `PROPTEST_RNG_SEED=N` draws other boards, to explore.
pub fn config() -> Config {
    let default = Config::default();
    let rng_seed = match default.rng_seed {
        RngSeed::Random => RngSeed::Fixed(SEED),
        chosen => chosen,
    };
    Config {
        cases: 256,
        failure_persistence: None,
        rng_seed,
        ..default
    }
}

/// Any board whose pits hold 0 to 8 stones: small enough to draw, large enough to lap.
pub fn boards() -> impl Strategy<Value = Drawn> {
    proptest::array::uniform12(0u8..=8).prop_map(Drawn)
}

/// Any board of fourteen bins (Awari, Kalah): 0 to 6 stones in each pit, 0 to 20 in each store.
pub fn fourteen_bins() -> impl Strategy<Value = Drawn<[u8; 14]>> {
    (proptest::array::uniform14(0u8..=6), 0u8..=20, 0u8..=20).prop_map(
        |(mut bins, south, north)| {
            (bins[6], bins[13]) = (south, north);
            Drawn(bins)
        },
    )
}

/// Fourteen bins with heavy pits: each pit holds 0 to 6 tokens two times in three, else 7 to 30,
/// and each store 0 to 20. A hand of 14 or more laps the board, and Awari's computer sows into
/// the human's store (bin 6) from pit `p` with `20 - p` tokens: [`fourteen_bins`] never gets
/// there.
pub fn laden_fourteen_bins() -> impl Strategy<Value = Drawn<[u8; 14]>> {
    let pit = prop_oneof![2 => 0u8..=6, 1 => 7u8..=30];
    (proptest::array::uniform14(pit), 0u8..=20, 0u8..=20).prop_map(|(mut bins, south, north)| {
        (bins[6], bins[13]) = (south, north);
        Drawn(bins)
    })
}

/// Any pit number, `0..=11`.
pub fn pits() -> impl Strategy<Value = Pit> {
    0..PITS
}

/// Any board together with one of its non-empty pits.
pub fn boards_with_stones_in() -> impl Strategy<Value = (Drawn, Pit)> {
    (boards(), pits()).prop_map(|(Drawn(mut board), pit)| {
        board[pit] = board[pit].max(1);
        (Drawn(board), pit)
    })
}

/// Some relays take millions of sowings before a state repeats (about 2 random boards in
/// 10,000). A correct but unoptimised learner's function can take many seconds there, longer
/// than the tests wait, so random boards keep to relays the reference settles within this
/// many sowings: ending, or seen to repeat.
pub const QUICK_SOWINGS: u32 = 20_000;

/// Whether the relay from `start` ends, or is seen to repeat by the reference's cycle
/// detection ([`ayoayo::cycle::fate`], Brent's), within [`QUICK_SOWINGS`] sowings: the step
/// breaks off with `false` when the budget runs out.
pub fn settles_quickly(board: Board, start: Pit) -> bool {
    let mut budget = QUICK_SOWINGS;
    let run = fate((board, start), |relay| {
        if budget == 0 {
            return ControlFlow::Break(false);
        }
        budget -= 1;
        relay_step(relay, start).map_break(|_| true)
    });
    run != Fate::Ends(false)
}

/// Whether every relay on `board`, from each pit with stones, settles quickly.
pub fn every_relay_settles_quickly(board: Board) -> bool {
    (0..PITS).all(|pit| board[pit] == 0 || settles_quickly(board, pit))
}

/// A board with one of its non-empty pits, whose relays all settle quickly. Three in four come
/// from [`boards_with_stones_in`], where about one relay in a thousand never ends; one in four
/// from [`endless_relays`], so that every run of a property meets dozens of relays that never
/// end, and a function that does not notice a repeating state always fails it. (The corpus is
/// checked to settle quickly once, by its own test; only the random boards are filtered.)
pub fn quick_boards_with_stones_in() -> impl Strategy<Value = (Drawn, Pit)> {
    let random = boards_with_stones_in()
        .prop_filter("a relay of millions of sowings", |&(Drawn(board), _)| {
            every_relay_settles_quickly(board)
        });
    prop_oneof![3 => random, 1 => endless_relays()]
}

thread_local! {
    static QUIET: Cell<bool> = const { Cell::new(false) };
    static LAST_PANIC: RefCell<(String, String)> = const { RefCell::new((String::new(), String::new())) };
}

/// Runs a learner's function for a property test. A panic is caught and returned as the test
/// case's failure (with its message and place), without printing anything, so proptest can
/// shrink the input quietly and report the smallest board that still panics.
pub fn quietly<T>(call: impl FnOnce() -> T) -> Result<T, TestCaseError> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if QUIET.get() {
                let place = info
                    .location()
                    .map(|at| format!("{}:{}:{}", at.file(), at.line(), at.column()))
                    .unwrap_or_default();
                let message = panic_message(info.payload());
                LAST_PANIC.set((place, message.to_string()));
            } else {
                previous(info);
            }
        }));
    });
    QUIET.set(true);
    let outcome = panic::catch_unwind(AssertUnwindSafe(call));
    QUIET.set(false);
    outcome.map_err(|_| {
        let (place, message) = LAST_PANIC.take();
        // A `todo!()` still there is the course tool's to name, from where the tests ran into it.
        if is_todo(&message) {
            isolate::tell(Cause::Unwritten, isolate::last_call(), Some(place.clone()));
        } else {
            let told = panic_event_message(&place, &message);
            isolate::tell(Cause::Panic, isolate::last_call(), Some(told));
        }
        fail(learner_panic(&place, &message))
    })
}

/// A property's failure saying `message`, less the full stop it may end with: proptest puts its
/// own after it (`Test failed: MESSAGE.`), and a learner should not read two.
pub fn fail(message: impl Into<String>) -> TestCaseError {
    let message = message.into();
    let message = message
        .strip_suffix('.')
        .map(str::to_string)
        .unwrap_or(message);
    TestCaseError::fail(message)
}

/// The total number of stones on a board.
pub fn stones(board: Board) -> u32 {
    board.iter().map(|&pit| u32::from(pit)).sum()
}

#[cfg(test)]
mod tests {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;

    use super::*;

    /// `config().cases` bins drawn as a property run draws them.
    fn a_run_of(strategy: impl Strategy<Value = Drawn<[u8; 14]>>) -> Vec<[u8; 14]> {
        let mut runner = TestRunner::deterministic();
        (0..config().cases)
            .map(|_| strategy.new_tree(&mut runner).unwrap().current().0)
            .collect()
    }

    #[test]
    fn a_run_of_laden_bins_laps_and_sows_into_the_human_s_store_often() {
        let bins = a_run_of(laden_fourteen_bins());
        let pits = [0..6, 7..13];
        let lapping = bins
            .iter()
            .filter(|bins| pits.iter().cloned().flatten().any(|pit| bins[pit] >= 14));
        let into_store = bins
            .iter()
            .filter(|bins| (7..13).any(|pit| usize::from(bins[pit]) + pit >= 20));
        assert!(lapping.count() >= 128);
        assert!(into_store.count() >= 128);
    }
}
