//! The generic trace of a move agrees with the toolkit: under every system's rules its steps
//! end where `sow_move` ends, each step changes the bins as it says, and Part I's Ayòayò,
//! traced as an instance, is traced as Part I traces it.

use ayoayo::StepKind::{self, Capture, Drop, Endless, Relay, Rest, Scoop, Store, Take};
use ayoayo::toolkit::trace::{Trace, trace_move};
use ayoayo::toolkit::{AYOAYO, Rules, sow_move};
use ayoayo::{Player, awari, kalah, lagos, oware};
use proptest::prelude::*;

/// Every step's bins are the bins before it, changed as its kind says.
fn each_step_changes_the_bins_as_it_says<const N: usize>(
    trace: &Trace<N>,
) -> Result<(), TestCaseError> {
    let mut before = trace.bins;
    for step in &trace.steps {
        let mut expected = before;
        match step.kind {
            Scoop { pit, stones } => {
                prop_assert_eq!(before[pit], stones);
                expected[pit] = 0;
            }
            Drop { pit } => expected[pit] = expected[pit].saturating_add(1),
            Take { pit, stones, .. } | Capture { pit, stones } => {
                prop_assert!(stones > 0 && before[pit] >= stones, "{:?}", step.kind);
                expected[pit] -= stones;
            }
            Store { bin, stones } => expected[bin] += stones,
            Relay { pit } => prop_assert!(before[pit] > 1),
            Rest { .. } | Endless { .. } => {}
        }
        prop_assert_eq!(step.bins, expected, "after {:?}", step.kind);
        before = step.bins;
    }
    Ok(())
}

/// The trace of the move from `start` by its `mover` ends as `sow_move` does.
fn agrees_with_sow_move<const N: usize>(
    rules: &Rules<N>,
    bins: [u8; N],
    mover: Player,
    start: usize,
) -> Result<(), TestCaseError> {
    let trace = trace_move(rules, bins, mover, start);
    let played = sow_move(rules, bins, mover, start);
    prop_assert_eq!(trace.outcome(), played, "{} from {}", rules.name, start);
    if played.is_none() && bins[start] > 0 {
        let last = trace.steps.last().map(|step| step.kind);
        let over_the_game = bins.iter().map(|&b| u32::from(b)).sum::<u32>() > rules.stones;
        prop_assert!(
            matches!(last, Some(Endless { .. })) || over_the_game,
            "an endless move ends with {:?}",
            last
        );
    }
    each_step_changes_the_bins_as_it_says(&trace)
}

/// A pit's owner on a board of 12 pits or of 14 bins.
fn owner_of<const N: usize>(pit: usize) -> Player {
    if pit < N / 2 {
        Player::South
    } else {
        Player::North
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn twelve_pit_systems_trace_as_they_sow(bins in proptest::array::uniform12(0u8..=6), start in 0..12usize) {
        for rules in [&AYOAYO, &lagos::RULES, &oware::RULES] {
            agrees_with_sow_move(rules, bins, owner_of::<12>(start), start)?;
        }
    }

    #[test]
    fn fourteen_bin_systems_trace_as_they_sow(bins in proptest::array::uniform14(0u8..=5), start in 0..14usize) {
        for rules in [&awari::RULES, &kalah::RULES] {
            agrees_with_sow_move(rules, bins, owner_of::<14>(start), start)?;
        }
    }

    #[test]
    fn ayoayo_as_an_instance_is_traced_as_part_one_traces_it(bins in proptest::array::uniform12(0u8..=6), start in 0..12usize) {
        let part_one = ayoayo::trace_move(bins, start);
        let instance = trace_move(&AYOAYO, bins, owner_of::<12>(start), start);
        // Part I names the pit opposite even when it holds nothing; a capture of nothing
        // changes no bin, so the generic trace has no step for it.
        let told: Vec<(StepKind, [u8; 12])> = part_one
            .steps
            .iter()
            .filter(|step| !matches!(step.kind, Capture { stones: 0, .. }))
            .map(|step| (step.kind, step.board))
            .collect();
        let traced: Vec<(StepKind, [u8; 12])> =
            instance.steps.iter().map(|step| (step.kind, step.bins)).collect();
        prop_assert_eq!(traced, told);
    }
}

#[test]
fn the_lagos_relay_of_variants_md_is_endless_after_60_sowings() {
    let bins = [1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0];
    let trace = trace_move(&lagos::RULES, bins, Player::South, 1);
    let Some(Endless {
        after_sowings,
        cycle,
    }) = trace.steps.last().map(|step| step.kind)
    else {
        panic!("the move should be endless: {:?}", trace.steps.last());
    };
    assert_eq!(after_sowings - cycle, 0, "back where it started");
    assert_eq!(cycle, 60);
    assert_eq!(trace.outcome(), None);
}

#[test]
fn a_lagos_four_made_with_stones_in_hand_goes_to_the_row_s_owner() {
    // South sows 2 stones from pit 5: pit 6 (North's) becomes 4 with a stone still in hand.
    let bins = [0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0, 0];
    let trace = trace_move(&lagos::RULES, bins, Player::South, 5);
    let takes: Vec<StepKind> = trace
        .steps
        .iter()
        .map(|step| step.kind)
        .filter(|kind| matches!(kind, Take { .. }))
        .collect();
    assert_eq!(
        takes,
        [Take {
            pit: 6,
            stones: 4,
            by: Player::North
        }]
    );
}

#[test]
fn oware_s_chain_is_a_capture_step_per_pit_from_the_last_backwards() {
    // South's 2 stones from pit 5 make pits 6 and 7 hold 2 and 3: both are taken, pit 7 (where
    // the last stone landed) first, as the chain goes.
    let bins = [0, 0, 0, 0, 1, 2, 1, 2, 0, 0, 0, 1];
    let trace = trace_move(&oware::RULES, bins, Player::South, 5);
    let captures: Vec<StepKind> = trace
        .steps
        .iter()
        .map(|step| step.kind)
        .filter(|kind| matches!(kind, Capture { .. }))
        .collect();
    assert_eq!(
        captures,
        [Capture { pit: 7, stones: 3 }, Capture { pit: 6, stones: 2 }]
    );
    assert_eq!(trace.outcome().map(|sown| sown.captured), Some([5, 0]));
}

#[test]
fn awari_s_capture_empties_two_bins_into_the_mover_s_store() {
    // South's single token from pit 0 lands alone in pit 1; pit 11, opposite, holds 3.
    let mut bins = [0; 14];
    (bins[0], bins[11], bins[4]) = (1, 3, 1);
    let trace = trace_move(&awari::RULES, bins, Player::South, 0);
    let at_rest: Vec<StepKind> = trace
        .steps
        .iter()
        .map(|step| step.kind)
        .skip_while(|kind| !matches!(kind, Rest { .. }))
        .collect();
    assert_eq!(
        at_rest,
        [
            Rest { pit: 1 },
            Capture { pit: 1, stones: 1 },
            Capture { pit: 11, stones: 3 },
            Store { bin: 6, stones: 4 }
        ]
    );
    assert_eq!(trace.final_bins()[6], 4);
}

#[test]
fn kalah_passes_over_the_opponent_s_store() {
    let mut bins = [0; 14];
    bins[5] = 9;
    let trace = trace_move(&kalah::RULES, bins, Player::South, 5);
    let dropped: Vec<usize> = trace
        .steps
        .iter()
        .filter_map(|step| match step.kind {
            Drop { pit } => Some(pit),
            _ => None,
        })
        .collect();
    assert_eq!(
        dropped,
        [6, 7, 8, 9, 10, 11, 12, 0, 1],
        "13, North's goal, passed over"
    );
}

#[test]
fn an_empty_or_off_board_pit_is_no_move() {
    assert!(
        trace_move(&kalah::RULES, [0; 14], Player::South, 2)
            .steps
            .is_empty()
    );
    assert!(
        trace_move(&oware::RULES, [4; 12], Player::South, 12)
            .steps
            .is_empty()
    );
}
