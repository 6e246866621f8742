use super::*;
use crate::model::Arg;

fn call(function: &str, parent: Option<usize>, args: &[(&str, &str)]) -> Call {
    Call {
        function: function.to_string(),
        parent,
        args: args
            .iter()
            .map(|(name, value)| Arg {
                name: name.to_string(),
                value: value.to_string(),
            })
            .collect(),
        result: None,
        reference: None,
    }
}

/// A chain of calls, each inside the one before, cut by `cut`.
fn chain(calls: Vec<(&str, Vec<(&str, String)>)>, cut: Cut) -> CallTree {
    let calls = calls
        .into_iter()
        .enumerate()
        .map(|(index, (function, args))| {
            let args: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_str())).collect();
            call(function, index.checked_sub(1), &args)
        })
        .collect();
    CallTree {
        call: "example".to_string(),
        example: None,
        calls,
        end: End::Cut { cut },
    }
}

#[test]
fn the_shortest_cycle_at_the_end_of_the_chain_is_found() {
    assert_eq!(cycle(&["main", "f", "f", "f"]), Some((1, 3)));
    assert_eq!(cycle(&["a", "b", "a", "b", "a"]), Some((2, 5)));
    assert_eq!(cycle(&["a", "b", "c"]), None);
}

#[test]
fn the_same_arguments_again_mean_the_recursion_can_never_end() {
    let board = "[0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]".to_string();
    let args = || {
        vec![
            ("board", board.clone()),
            ("skip", "0".to_string()),
            ("pit", "1".to_string()),
            ("in_hand", "4".to_string()),
        ]
    };
    let trace = chain(vec![("distribute", args()); 4], Cut::Depth(3));
    assert_eq!(
        pattern(&trace).unwrap(),
        "The run was cut when more than 3 calls were running at once, each inside the one before. \
         `distribute` calls itself again and again: `distribute(board, 0, 1, 4)` calls itself \
         with the same arguments, after 1 call: it can never end."
    );
}

#[test]
fn an_argument_that_grows_is_named_with_its_values() {
    let calls = (4..10)
        .map(|n| {
            (
                "distribute",
                vec![("skip", "0".to_string()), ("in_hand", n.to_string())],
            )
        })
        .collect();
    let said = pattern(&chain(calls, Cut::Depth(5))).unwrap();
    assert!(
        said.ends_with(
            "(it repeats after 1 call): in_hand grows 4, 5, 6, … 9: it moves away from 0; skip stays 0."
        ),
        "{said}"
    );
}

#[test]
fn a_pit_that_goes_round_the_board_is_told_as_a_round() {
    let pits: Vec<String> = (1..30).map(|i| (i % 12).to_string()).collect();
    let pits: Vec<&str> = pits.iter().map(String::as_str).collect();
    assert_eq!(change("pit", &pits), "pit goes round 1, 2, 3, … 0, 1, …");
}

#[test]
fn a_number_that_went_past_zero_is_said_to_have() {
    assert_eq!(
        change("n", &["2", "1", "0", "-1", "-2"]),
        "n goes down 2, 1, 0, … -2: it went past 0 without stopping"
    );
    assert_eq!(
        change("n", &["9", "8", "7", "6"]),
        "n goes down 9, 8, 7, 6: heading for 0, it had not reached it at the cut"
    );
}

#[test]
fn two_functions_calling_each_other_are_a_cycle_of_two() {
    let calls = (0..6)
        .map(|i| {
            let function = if i % 2 == 0 { "relay_sow" } else { "sow" };
            (function, vec![("start", "3".to_string())])
        })
        .collect();
    let said = pattern(&chain(calls, Cut::Depth(5))).unwrap();
    assert!(
        said.contains("The calls go `sow → relay_sow → sow` again and again: `sow(3)` comes back to itself with the same arguments, after 2 calls"),
        "{said}"
    );
}

#[test]
fn a_run_cut_for_too_many_calls_says_how_deep_and_how_often_calls_repeat() {
    // fib(n) as a tree: each call makes two, none deeper than 3.
    let mut calls = vec![call("fib", None, &[("n", "3")])];
    for (parent, n) in [(0, "2"), (1, "1"), (1, "0"), (0, "1")] {
        calls.push(call("fib", Some(parent), &[("n", n)]));
    }
    for call in &mut calls[1..] {
        call.result = Some("1".to_string());
    }
    let trace = CallTree {
        call: "fib(3)".to_string(),
        example: None,
        calls,
        end: End::Cut { cut: Cut::Calls(5) },
    };
    assert_eq!(
        pattern(&trace).unwrap(),
        "The run was cut when it had made more than 5 calls. The calls never went more than 3 deep. Only 4 \
         of the 5 calls had different arguments: the same calls are made again and again."
    );
}

#[test]
fn a_run_out_of_time_names_the_call_that_was_running() {
    let mut trace = chain(
        vec![("play", vec![("pit", "3".to_string())])],
        Cut::Time(5000),
    );
    trace.calls.push(call("sow", Some(0), &[("pit", "3")]));
    trace.calls[1].result = Some("()".to_string());
    assert_eq!(
        pattern(&trace).unwrap(),
        "The run was still going after 5,000 ms, inside `play(3)`, the innermost call running. \
         Its one traced call had returned: look for a loop inside it."
    );
}

#[test]
fn a_run_that_returned_has_no_pattern() {
    let mut trace = chain(vec![], Cut::Depth(1));
    trace.end = End::Returned;
    assert_eq!(pattern(&trace), None);
    assert_eq!(thousands(1_234_567), "1,234,567");
}

#[test]
fn a_helper_call_stopped_by_the_limit_does_not_hide_the_pattern_above_it() {
    // Each `distribute` calls `next_pit` before calling itself; the limit stopped a `next_pit`.
    let pit = |pit: usize| vec![("pit", (pit % 12).to_string())];
    let mut calls: Vec<(&str, Vec<(&str, String)>)> =
        (4..10).map(|p| ("distribute", pit(p))).collect();
    calls.push(("next_pit", pit(10)));
    let trace = chain(calls, Cut::Depth(6));
    let said = pattern(&trace).unwrap();
    assert!(
        said.contains("`distribute` calls itself again and again"),
        "{said}"
    );
    assert!(!said.contains("repeat no pattern"), "{said}");
}
