//! The trace of a move agrees with the rules: it ends where `try_relay_sow` and
//! `captured_stones` end, drops every stone it scoops, and stops on a relay that never ends.

use ayoayo::StepKind::{Capture, Drop, Endless, Relay, Rest, Scoop};
use ayoayo::*;
use proptest::prelude::*;

/// A random board with a few stones per pit, and a pit with stones in it to sow.
fn board_and_start() -> impl Strategy<Value = (Board, Pit)> {
    (proptest::array::uniform12(0u8..=8), 0..PITS)
        .prop_filter("the pit sown holds stones", |(board, start)| {
            board[*start] > 0
        })
}

/// The stones dropped into each pit and scooped from it, step by step, match the boards.
fn each_step_changes_the_board_as_it_says(trace: &Trace) -> Result<(), TestCaseError> {
    let mut before = trace.board;
    for step in &trace.steps {
        let mut expected = before;
        match step.kind {
            Scoop { pit, stones } => {
                prop_assert_eq!(before[pit], stones);
                expected[pit] = 0;
            }
            Drop { pit } => {
                prop_assert_ne!(pit, trace.start, "a drop into the origin");
                expected[pit] += 1;
            }
            Capture { pit, stones } => {
                prop_assert_eq!(before[pit], stones);
                expected[pit] = 0;
            }
            Relay { pit } => prop_assert!(before[pit] > 1),
            Rest { pit } => prop_assert_eq!(before[pit], 1),
            Endless { .. } => {}
            // Part II's kinds: never in a trace of Part I's rules.
            StepKind::Take { .. } | StepKind::Store { .. } => {
                prop_assert!(false, "a Part II step in Part I's trace: {:?}", step.kind)
            }
        }
        prop_assert_eq!(step.board, expected, "after {:?}", step.kind);
        before = step.board;
    }
    Ok(())
}

/// The trace from `start` ends as the rules do, and drops every stone it scoops.
fn agrees_with_the_rules(board: Board, start: Pit) -> Result<(), TestCaseError> {
    let trace = trace_move(board, start);
    match try_relay_sow(board, start) {
        Some((sown, end)) => {
            let (after, captured) = captured_stones(sown, start, end);
            prop_assert_eq!(trace.final_board(), after);
            prop_assert_eq!(trace.end(), Some(end));
            prop_assert_eq!(trace.captured(), Some(captured));
        }
        None => {
            // Past the game's 48 stones, the reference may give up on a long relay before it
            // repeats (its documented budget): then the trace stops after twelve sowings.
            let over_the_game = board.iter().map(|&stones| u32::from(stones)).sum::<u32>() > STONES;
            let last = trace.steps.last().map(|step| step.kind);
            let endless = matches!(last, Some(Endless { .. }));
            prop_assert!(endless || over_the_game, "ends with {:?}", last);
            prop_assert_eq!(trace.end(), None);
            prop_assert_eq!(trace.captured(), None);
        }
    }
    let scooped: usize = trace
        .steps
        .iter()
        .map(|step| match step.kind {
            Scoop { stones, .. } => usize::from(stones),
            _ => 0,
        })
        .sum();
    let drops = trace
        .steps
        .iter()
        .filter(|step| matches!(step.kind, Drop { .. }))
        .count();
    prop_assert_eq!(drops, scooped, "stones dropped and stones scooped");
    each_step_changes_the_board_as_it_says(&trace)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    /// Random boards: a relay that never ends is rare on these (about 1 in 1000).
    #[test]
    fn random_boards_trace_as_the_rules_play((board, start) in board_and_start()) {
        agrees_with_the_rules(board, start)?;
    }
}

proptest! {
    // Fewer cases: a relay that never ends can take a second to measure (its first repeat may
    // be millions of sowings away), and a few games meet many of them.
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    /// Positions of random games, where about one game in four meets a move that never ends:
    /// every pit the player to move could sow, permissible or not, is traced.
    #[test]
    fn positions_of_random_games_trace_as_the_rules_play(choices in proptest::collection::vec(any::<usize>(), 1..64)) {
        let mut game = Game::new();
        for turn in 0..200 {
            let board = game.board();
            for start in possible_moves(board, &potential_moves(game.to_move())) {
                agrees_with_the_rules(board, start)?;
            }
            let moves = permissible_moves(board, game.to_move());
            if game.is_over() || moves.is_empty() {
                break;
            }
            game = game.play(moves[choices[turn % choices.len()] % moves.len()]).unwrap();
        }
    }
}

#[test]
fn the_opening_from_3_relays_three_times_and_captures_pit_11() {
    let trace = trace_move(OPENING, 3);
    let landings: Vec<StepKind> = trace
        .steps
        .iter()
        .map(|step| step.kind)
        .filter(|kind| !matches!(kind, Drop { .. }))
        .collect();
    assert_eq!(
        landings,
        [
            Scoop { pit: 3, stones: 4 },
            Relay { pit: 7 },
            Scoop { pit: 7, stones: 5 },
            Relay { pit: 0 },
            Scoop { pit: 0, stones: 5 },
            Relay { pit: 6 },
            Scoop { pit: 6, stones: 6 },
            Rest { pit: 0 },
            Capture { pit: 11, stones: 6 },
        ]
    );
    assert_eq!(trace.final_board(), [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]);
}

#[test]
fn a_move_ending_on_the_other_side_has_no_capture_step() {
    let trace = trace_move(OPENING, 0);
    assert_eq!(
        trace.steps.last().map(|step| step.kind),
        Some(Rest { pit: 9 })
    );
    assert_eq!(trace.captured(), Some(0));
}

#[test]
fn the_endless_board_of_rule_6_repeats_after_639_sowings_in_a_cycle_of_638() {
    let board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
    let trace = trace_move(board, 1);
    let last = trace
        .steps
        .last()
        .expect("an endless trace still has steps");
    assert_eq!(
        last.kind,
        Endless {
            after_sowings: 639,
            cycle: 638
        }
    );
    // Only the first 12 sowings are traced: a first repeat can be millions of sowings away.
    let scoops = trace
        .steps
        .iter()
        .filter(|step| matches!(step.kind, Scoop { .. }));
    assert_eq!(scoops.count(), 12);
    let (after_12, _) = (0..12).fold((board, 1), |(now, from), _| sow(now, 1, from));
    assert_eq!(last.board, after_12);
}
