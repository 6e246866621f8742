//! The drawing of hand-built traces, as a learner sees it: snapshots under `tests/snapshots/`.

use ayoayo_calltree::{Arg, Call, CallTree, Cut, End, Options, Plain, Reference, draw, excerpt};

type Board = [u8; 12];

/// Part I's `distribute`, recorded call by call; `drops_last` false is the typical mistake of
/// a base case that forgets the last stone. Each call is compared with the right answer.
fn distribute(
    calls: &mut Vec<Call>,
    parent: Option<usize>,
    board: Board,
    pit: usize,
    in_hand: u8,
    drops_last: bool,
) -> (Board, usize) {
    let index = calls.len();
    calls.push(Call {
        function: "distribute".to_string(),
        parent,
        args: args(&[
            ("board", format!("{board:?}")),
            ("skip", "0".into()),
            ("pit", pit.to_string()),
            ("in_hand", in_hand.to_string()),
        ]),
        result: None,
        reference: None,
    });
    let answer = if in_hand == 0 || pit >= 12 {
        (board, pit)
    } else if pit == 0 {
        distribute(calls, Some(index), board, 1, in_hand, drops_last)
    } else {
        let mut after = board;
        if in_hand > 1 || drops_last {
            after[pit] += 1;
        }
        if in_hand == 1 {
            (after, pit)
        } else {
            distribute(
                calls,
                Some(index),
                after,
                (pit + 1) % 12,
                in_hand - 1,
                drops_last,
            )
        }
    };
    let right = if drops_last {
        answer
    } else {
        right_distribute(board, pit, in_hand)
    };
    let shown = |(board, pit): (Board, usize)| format!("({board:?}, {pit})");
    calls[index].result = Some(shown(answer));
    calls[index].reference = Some(if right == answer {
        Reference::Agrees
    } else {
        Reference::Differs(shown(right))
    });
    answer
}

fn right_distribute(board: Board, pit: usize, in_hand: u8) -> (Board, usize) {
    distribute(&mut Vec::new(), None, board, pit, in_hand, true)
}

fn args(pairs: &[(&str, String)]) -> Vec<Arg> {
    pairs
        .iter()
        .map(|(name, value)| Arg {
            name: name.to_string(),
            value: value.clone(),
        })
        .collect()
}

const OPENING_SCOOPED: Board = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];

fn distribute_trace(in_hand: u8, drops_last: bool) -> CallTree {
    let mut calls = Vec::new();
    distribute(&mut calls, None, OPENING_SCOOPED, 1, in_hand, drops_last);
    CallTree {
        call: format!("distribute({OPENING_SCOOPED:?}, 0, 1, {in_hand})"),
        example: None,
        calls,
        end: End::Returned,
    }
}

/// A chain of `count` calls of `function`, each inside the one before, none returned.
fn chain(function: &str, count: usize, args_of: impl Fn(usize) -> Vec<Arg>, end: End) -> CallTree {
    let calls = (0..count)
        .map(|i| Call {
            function: function.to_string(),
            parent: i.checked_sub(1),
            args: args_of(i),
            result: None,
            reference: None,
        })
        .collect();
    CallTree {
        call: format!("{function}(...)"),
        example: None,
        calls,
        end,
    }
}

/// Every line of `drawing` within `width` columns.
fn fits(drawing: &str, width: usize) -> &str {
    for line in drawing.lines() {
        assert!(line.chars().count() <= width, "wider than {width}: {line}");
    }
    drawing
}

fn all(width: usize) -> Options {
    Options { width, lines: None }
}

#[test]
fn a_right_recursion_is_drawn_call_by_call_with_its_boards() {
    let drawing = draw(&distribute_trace(3, true), &all(100), &Plain);
    insta::assert_snapshot!(fits(&drawing, 100));
}

#[test]
fn the_first_call_to_differ_is_marked_with_the_references_answer() {
    let trace = distribute_trace(3, false);
    assert_eq!(trace.first_difference(), Some(2));
    let drawing = draw(&trace, &all(100), &Plain);
    insta::assert_snapshot!(fits(&drawing, 100));
}

#[test]
fn a_narrow_terminal_gets_the_boards_one_under_another_and_shorter_values() {
    let drawing = draw(&distribute_trace(3, false), &all(60), &Plain);
    insta::assert_snapshot!(fits(&drawing, 60));
}

#[test]
fn a_panic_half_way_leaves_the_calls_that_were_running_without_an_answer() {
    let mut trace = distribute_trace(2, true);
    trace.calls.truncate(2);
    trace.calls[1].result = None;
    trace.calls[1].reference = None;
    trace.calls[0].result = None;
    trace.calls[0].reference = None;
    trace.end = End::Panicked {
        message: "index out of bounds: the len is 12 but the index is 12 (at src/lib.rs:14)"
            .to_string(),
    };
    let drawing = draw(&trace, &all(100), &Plain);
    insta::assert_snapshot!(fits(&drawing, 100));
}

#[test]
fn a_cut_recursion_with_the_same_arguments_is_drawn_within_its_budget() {
    let same = |_| {
        args(&[
            ("board", format!("{OPENING_SCOOPED:?}")),
            ("skip", "0".into()),
            ("pit", "1".into()),
            ("in_hand", "4".into()),
        ])
    };
    let trace = chain(
        "distribute",
        1_001,
        same,
        End::Cut {
            cut: Cut::Depth(1_000),
        },
    );
    let drawing = draw(
        &trace,
        &Options {
            width: 100,
            lines: Some(40),
        },
        &Plain,
    );
    assert!(drawing.lines().count() <= 40);
    insta::assert_snapshot!(fits(&drawing, 100));
}

#[test]
fn a_changing_argument_shows_in_each_line() {
    let growing = |i: usize| {
        args(&[
            ("pit", ((i + 1) % 12).to_string()),
            ("in_hand", (4 + i).to_string()),
        ])
    };
    let trace = chain(
        "distribute",
        30,
        growing,
        End::Cut {
            cut: Cut::Depth(29),
        },
    );
    let drawing = draw(
        &trace,
        &Options {
            width: 100,
            lines: Some(20),
        },
        &Plain,
    );
    insta::assert_snapshot!(fits(&drawing, 100));
}

#[test]
fn kalahs_fourteen_bins_inside_a_tuple_are_drawn_with_their_stores() {
    let bins = "[4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 4, 0]";
    let mut trace = chain(
        "sow",
        1,
        |_| {
            args(&[
                ("position", format!("({bins}, South)")),
                ("bin", "2".into()),
            ])
        },
        End::Returned,
    );
    trace.calls[0].result = Some(format!("({bins}, 6)"));
    let drawing = draw(&trace, &all(100), &Plain);
    insta::assert_snapshot!(fits(&drawing, 100));
}

#[test]
fn the_excerpt_is_the_marked_call_with_its_caller() {
    let shown = excerpt(&distribute_trace(3, false), 100, 9, &Plain).expect("a call differs");
    insta::assert_snapshot!(fits(&shown, 100));
    assert_eq!(excerpt(&distribute_trace(3, true), 100, 9, &Plain), None);
}

/// A wide tree of 5,000 calls: each call with `n` over 1 makes two, as a doubly recursive
/// count does; one deep inside answers wrong.
#[test]
fn a_big_tree_keeps_its_start_the_marked_call_with_its_callers_and_its_end() {
    let mut calls = Vec::new();
    fn grow(calls: &mut Vec<Call>, parent: Option<usize>, n: usize) {
        let index = calls.len();
        let reference = if index == 2_345 {
            Reference::Differs("2".into())
        } else {
            Reference::Agrees
        };
        calls.push(Call {
            function: "count".into(),
            parent,
            args: args(&[("n", n.to_string())]),
            result: Some("1".into()),
            reference: Some(reference),
        });
        if n > 1 && calls.len() < 5_000 {
            grow(calls, Some(index), n - 1);
            grow(calls, Some(index), n - 2);
        }
    }
    while calls.len() < 5_000 {
        grow(&mut calls, None, 18);
    }
    let trace = CallTree {
        call: "count(18)".into(),
        example: None,
        calls,
        end: End::Returned,
    };
    let drawing = draw(
        &trace,
        &Options {
            width: 100,
            lines: Some(40),
        },
        &Plain,
    );
    assert!(
        drawing.lines().count() <= 40,
        "{} lines",
        drawing.lines().count()
    );
    assert!(drawing.contains("✗ first to differ"));
    insta::assert_snapshot!(fits(&drawing, 100));
}

#[test]
fn no_width_or_budget_makes_a_line_too_wide_or_loses_the_marked_call() {
    let trace = distribute_trace(5, false);
    for width in 0..=120 {
        for lines in [Some(0), Some(3), Some(12), None] {
            let drawing = draw(&trace, &Options { width, lines }, &Plain);
            fits(&drawing, width);
            if width >= 40 {
                assert!(
                    drawing.contains("✗"),
                    "{width} wide, {lines:?} lines:\n{drawing}"
                );
            }
        }
    }
}

/// The same wrong `distribute`, instrumented by hand as the course tool instruments a learner's
/// function, and run by the recorder.
fn recorded_distribute(board: Board, skip: usize, pit: usize, in_hand: u8) -> (Board, usize) {
    use ayoayo_calltree::{record, show};
    let frame = record::enter(
        "distribute",
        vec![
            record::arg("board", show!(board)),
            record::arg("skip", show!(skip)),
            record::arg("pit", show!(pit)),
            record::arg("in_hand", show!(in_hand)),
        ],
    );
    let reference = frame.ask(|| show!(right_distribute(board, pit, in_hand)));
    let answer = if in_hand == 0 || pit >= 12 {
        (board, pit)
    } else if pit == skip {
        recorded_distribute(board, skip, (pit + 1) % 12, in_hand)
    } else if in_hand == 1 {
        (board, pit) // the mistake: the last stone is never dropped
    } else {
        let mut after = board;
        after[pit] += 1;
        recorded_distribute(after, skip, (pit + 1) % 12, in_hand - 1)
    };
    frame.leave(show!(answer), reference);
    answer
}

#[test]
fn a_recorded_run_draws_as_the_hand_built_trace_of_the_same_calls() {
    let recorded =
        ayoayo_calltree::record::run("distribute(...)", None, Default::default(), || {
            recorded_distribute(OPENING_SCOOPED, 0, 1, 3);
        });
    let options = all(100);
    assert_eq!(
        draw(&recorded, &options, &Plain),
        draw(&distribute_trace(3, false), &options, &Plain)
    );
}

/// A tree of `f(label)` calls, `width` children a node, `depth` levels below the root; the call
/// labelled `wrong` answers differently from the reference.
fn wide(width: usize, depth: usize, wrong: &str) -> CallTree {
    fn grow(
        calls: &mut Vec<Call>,
        parent: Option<usize>,
        label: String,
        width: usize,
        left: usize,
        wrong: &str,
    ) {
        let index = calls.len();
        calls.push(Call {
            function: "f".into(),
            parent,
            args: args(&[("node", label.clone())]),
            result: Some("1".into()),
            reference: Some(match label == wrong {
                true => Reference::Differs("2".into()),
                false => Reference::Agrees,
            }),
        });
        if left > 0 {
            for child in 0..width {
                grow(
                    calls,
                    Some(index),
                    format!("{label}.{child}"),
                    width,
                    left - 1,
                    wrong,
                );
            }
        }
    }
    let mut calls = Vec::new();
    grow(&mut calls, None, "r".into(), width, depth, wrong);
    CallTree {
        call: "f(r)".into(),
        example: None,
        calls,
        end: End::Returned,
    }
}

#[test]
fn within_a_budget_a_call_is_drawn_only_under_its_own_caller_and_the_marked_call_with_its_calls() {
    let trace = wide(5, 3, "r.4.0");
    let options = Options {
        width: 100,
        lines: Some(24),
    };
    let drawing = draw(&trace, &options, &Plain);
    // Each call line names its node; its caller's node is the label without its last part.
    let nodes: Vec<&str> = drawing
        .lines()
        .filter_map(|line| line.split("f(node: ").nth(1))
        .map(|rest| rest.split(')').next().unwrap())
        .collect();
    for node in &nodes {
        if let Some((caller, _)) = node.rsplit_once('.') {
            assert!(
                nodes.contains(&caller),
                "{node} is drawn without its caller:\n{drawing}"
            );
        }
    }
    for own in ["r.4.0.0", "r.4.0.4"] {
        assert!(
            nodes.contains(&own),
            "the marked call's {own} is hidden:\n{drawing}"
        );
    }
}

#[test]
fn sentences_are_wrapped_at_spaces_and_keep_their_own_line_breaks() {
    let text = "The run was cut with 1,000 calls running at once.\nA second line";
    assert_eq!(
        ayoayo_calltree::wrap(text, 20),
        "The run was cut with\n1,000 calls running\nat once.\nA second line"
    );
    assert_eq!(
        ayoayo_calltree::wrap("a muchtoolongword b", 5),
        "a\nmuchtoolongword\nb"
    );
}
