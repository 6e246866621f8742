//! `cargo bench -p ayoayo-calltree --bench draw`: the time to draw a trace of 10,000 calls, a
//! deep recursion and a wide one, every argument and answer a board, in full and within the
//! default line budget. The issue asks for under a second.

use std::time::Duration;

use ayoayo_calltree::{Arg, Call, CallTree, End, Options, Plain, Reference, draw};

#[path = "../../benches/measure/mod.rs"]
mod measure;

const CALLS: usize = 10_000;
/// The call whose answer differs from the reference's: deep in both traces.
const WRONG: usize = 9_000;

/// A board of `seed`'s making, as `{:?}` shows it.
fn board(seed: usize) -> String {
    let bins: Vec<usize> = (0..12).map(|pit| (seed * 7 + pit * 3) % 9).collect();
    format!("{bins:?}")
}

fn call(index: usize, parent: Option<usize>) -> Call {
    let reference = if index == WRONG {
        Reference::Differs(format!("({}, 3)", board(index + 1)))
    } else {
        Reference::Agrees
    };
    Call {
        function: "distribute".to_string(),
        parent,
        args: vec![
            Arg {
                name: "board".to_string(),
                value: board(index),
            },
            Arg {
                name: "pit".to_string(),
                value: (index % 12).to_string(),
            },
            Arg {
                name: "in_hand".to_string(),
                value: (CALLS - index).to_string(),
            },
        ],
        result: Some(format!("({}, {})", board(index + 1), index % 12)),
        reference: Some(reference),
    }
}

/// Each call inside the one before: 10,000 deep.
fn deep() -> CallTree {
    let calls = (0..CALLS).map(|i| call(i, i.checked_sub(1))).collect();
    CallTree {
        call: "distribute(...)".to_string(),
        example: None,
        calls,
        end: End::Returned,
    }
}

/// Each call making two, as a doubly recursive search does, 13 levels deep, stopped at 10,000
/// calls.
fn wide() -> CallTree {
    let mut calls: Vec<Call> = Vec::with_capacity(CALLS);
    fn grow(calls: &mut Vec<Call>, parent: Option<usize>, depth: usize) {
        if calls.len() == CALLS {
            return;
        }
        let index = calls.len();
        calls.push(call(index, parent));
        if depth > 0 {
            grow(calls, Some(index), depth - 1);
            grow(calls, Some(index), depth - 1);
        }
    }
    while calls.len() < CALLS {
        grow(&mut calls, None, 13);
    }
    CallTree {
        call: "search(...)".to_string(),
        example: None,
        calls,
        end: End::Returned,
    }
}

fn main() {
    println!("Drawing a trace of {CALLS} calls (median of 11 rounds, plain, 100 columns):");
    for (name, trace) in [("deep", deep()), ("wide", wide())] {
        assert_eq!(trace.calls.len(), CALLS);
        assert_eq!(trace.first_difference().map(|i| i >= WRONG), Some(true));
        for (budget, options) in [
            (
                "in full",
                Options {
                    lines: None,
                    ..Options::default()
                },
            ),
            ("default budget", Options::default()),
        ] {
            let drawing = draw(&trace, &options, &Plain);
            let time = measure::median_time(11, || draw(&trace, &options, &Plain));
            println!(
                "  {name:<5} {budget:<15} {:>8} lines  {:>8.1} ms  ({:.0}x under a second)",
                drawing.lines().count(),
                millis(time),
                1_000.0 / millis(time)
            );
        }
    }
}

fn millis(time: Duration) -> f64 {
    time.as_secs_f64() * 1_000.0
}
