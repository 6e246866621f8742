//! `trace` on the typical mistakes (`tests/mutants/NN-slug/*.rs`), each traced in learner mode
//! as the integrity checks build it: the mistake's functions, the chapter's types and its
//! challenges the reference's. The sweep of all of them is `#[ignore]`d (about a minute and a
//! half); the test below it pins a few, from every Part.
//!
//! Rerun the sweep: `cargo test --test trace_mistakes -- --ignored --nocapture` (with
//! `TRACE_ONE_BY_ONE=1`, each mistake built by a cargo command of its own, to compare).

mod trace_support;

use ayoayo_calltree::{CallTree, Cut, End};
use ayoayo_course::tracer::outcome::fails;
use ayoayo_course::tracer::package::{BuildFailure, Traced};
use trace_support::{
    Case, Pin, args, args_of, call_text, count, every_case, marked, path, pinned, short,
    trace_cases, unfinished,
};

/// What the trace shows, in a cell: the marked call, the panic, the cut, or that all agree.
fn verdict(trace: &CallTree) -> String {
    if let Some(at) = trace.first_difference() {
        return format!("MARKED {}", call_text(trace, at));
    }
    let place = unfinished(trace).map(|at| call_text(trace, at));
    let place = place.unwrap_or_else(|| "(no call)".into());
    match &trace.end {
        End::Panicked { message } => format!("PANIC in {place}: {}", short(message, 60)),
        End::Cut { cut } => format!("CUT {cut:?} in {place}"),
        End::Returned => "agrees".to_string(),
    }
}

/// One row of the table: chapter, mistake, function, example, and what was seen.
fn row(case: &Case, outcome: &Option<Result<Traced, BuildFailure>>) -> [String; 5] {
    let (function, example, seen) = match outcome {
        None => (
            "-".into(),
            "-".into(),
            "REFUSED: re-exports the reference's".into(),
        ),
        Some(Err(BuildFailure::DoesNotCompile(_))) => {
            ("-".into(), "-".into(), "DOES NOT COMPILE".into())
        }
        Some(Err(BuildFailure::CallsDoNotCompile(_))) => {
            ("-".into(), "-".into(), "CALLS DO NOT COMPILE".into())
        }
        Some(Ok(traced)) => {
            let chosen = traced.traces.iter().position(fails);
            let trace = chosen.and_then(|at| traced.traces.get(at));
            match trace {
                Some(trace) => (
                    trace
                        .calls
                        .first()
                        .map_or("-".into(), |c| c.function.clone()),
                    trace.example.clone().unwrap_or_default(),
                    verdict(trace),
                ),
                None if traced.traces.is_empty() => (
                    case.functions.join(","),
                    "-".into(),
                    format!(
                        "NO TRACE: {}",
                        short(traced.trouble.as_deref().unwrap_or(""), 80)
                    ),
                ),
                None => (
                    case.functions.join(","),
                    format!("{} examples", traced.traces.len()),
                    match (&traced.trouble, traced.level.missing()) {
                        (Some(trouble), _) => format!("ENDED EARLY: {}", short(trouble, 80)),
                        (None, None) => "agrees on every example".into(),
                        (None, Some(_)) => format!("agrees (level {:?})", traced.level),
                    },
                ),
            }
        }
    };
    [
        case.chapter.folder_name(),
        case.name.clone(),
        function,
        example,
        seen,
    ]
}

/// Every typical mistake traced; prints the table and a count per chapter.
#[test]
#[ignore = "about a minute and a half: run it to see how trace fares on every mistake"]
fn sweep_every_typical_mistake() {
    let cases = every_case();
    let started = std::time::Instant::now();
    let outcomes = trace_cases(&cases);
    let took = started.elapsed();
    let mut per_chapter: Vec<(String, [usize; 4])> = Vec::new();
    for (case, outcome) in cases.iter().zip(&outcomes) {
        let cells = row(case, outcome);
        println!("{}", cells.join(" | "));
        let kind = match &cells[4] {
            s if s.starts_with("MARKED") => 0,
            s if s.starts_with("PANIC") || s.starts_with("CUT") => 1,
            s if s.starts_with("REFUSED") => 3,
            _ => 2,
        };
        match per_chapter.last_mut() {
            Some((chapter, counts)) if *chapter == cells[0] => counts[kind] += 1,
            _ => {
                let mut counts = [0; 4];
                counts[kind] += 1;
                per_chapter.push((cells[0].clone(), counts));
            }
        }
    }
    println!("\nchapter | marked | panic or cut | nothing shown | refused");
    let mut total = [0; 4];
    for (chapter, counts) in &per_chapter {
        println!(
            "{chapter} | {} | {} | {} | {}",
            counts[0], counts[1], counts[2], counts[3]
        );
        (0..4).for_each(|k| total[k] += counts[k]);
    }
    println!(
        "all | {} | {} | {} | {}",
        total[0], total[1], total[2], total[3]
    );
    println!(
        "traced {} mistakes in {:.1} s",
        cases.len(),
        took.as_secs_f64()
    );
}

#[test]
fn typical_mistakes_are_marked_where_they_first_answer_wrong_or_cut_or_panic_where_they_do() {
    let overflow = &["distribute([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255], 0, 9, 2)"];
    let pins = [
        Pin::mistake("distribute", "drops_one_stone_too_many").on(overflow),
        Pin::mistake("perft", "stops_one_level_early"),
        Pin::mistake("minimax", "negates_an_extra_move"),
        Pin::mistake("tchoukaillon", "never_reaches_the_base_case"),
        Pin::mistake("sharing", "len_counts_the_start"),
        Pin::mistake("game-tree", "size_forgets_the_root"),
        Pin::mistake("game-tree", "folds_the_children_in_reverse"),
        Pin::mistake("lazy-tree", "cuts_one_level_too_deep"),
        Pin::mistake("lazy-alpha-beta", "ignores_extra_moves"),
    ];
    let [
        panic,
        perft,
        negamax,
        endless,
        len,
        size,
        fold,
        prune,
        values,
    ] = <[CallTree; 9]>::try_from(pinned(&pins)).unwrap();

    // Part I, a panic: one stone too many overflows pit 11, three calls deep, where the
    // reference would have stopped; the calls that never answered have no result.
    let End::Panicked { message } = &panic.end else {
        panic!("{panic:?}")
    };
    assert!(message.starts_with("attempt to add with overflow (at tests/mutants/02-distribute/drops_one_stone_too_many.rs:13)"), "{message}");
    assert_eq!(count(&panic, "distribute"), 3);
    let last = unfinished(&panic).unwrap();
    assert_eq!(path(&panic, last), ["distribute"; 3]);
    assert_eq!(
        args(&panic, last),
        ["[0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 255]", "0", "11", "0"]
    );
    assert_eq!(panic.first_difference(), None);

    // Part II: perft stops a level early, so the very first call is wrong, and alone.
    assert_eq!(perft.calls.len(), 1);
    assert_eq!(marked(&perft), ("perft", vec![ENDING, "1"], "2"));

    // Part III: every call below the root agrees; the root negates an extra move's score.
    assert_eq!(negamax.example.as_deref(), Some("kalah-2"));
    assert_eq!(negamax.calls.len(), 42);
    assert_eq!(negamax.first_difference(), Some(0));
    assert_eq!(marked(&negamax).2, "2");
    assert_eq!(negamax.calls[0].result.as_deref(), Some("0"));

    // Part III, endless recursion: `winning(4)` calls itself until the depth limit cuts it.
    assert_eq!(
        endless.end,
        End::Cut {
            cut: Cut::Depth(1000)
        }
    );
    let last = unfinished(&endless).unwrap();
    assert_eq!(path(&endless, last), vec!["winning"; 1001]);
    assert!(
        endless
            .calls
            .iter()
            .all(|c| c.result.is_none() && args_of(c) == ["4"])
    );

    // Part IV: the empty history's length is the first wrong answer, at the bottom.
    assert_eq!(len.calls.len(), 3);
    assert_eq!(len.first_difference(), Some(2));
    assert_eq!(path(&len, 2), ["len"; 3]);
    assert_eq!(marked(&len), ("len", vec!["Start"], "0"));
    assert_eq!(len.calls[2].result.as_deref(), Some("1"));

    // Part IV: a leaf's size, forgetting the root, is 0 where the reference says 1.
    assert_eq!(size.calls.len(), 5);
    let at = size.first_difference().unwrap();
    assert_eq!(path(&size, at), ["size"; 3]);
    let (_, leaf, answer) = marked(&size);
    assert!(leaf[0].ends_with("children: [] }"), "{leaf:?}");
    assert_eq!((size.calls[at].result.as_deref(), answer), (Some("0"), "1"));

    // Part IV, a closure that answers: `combine` is the caller's, handed to the reference too,
    // so the fold is compared; the children reversed show first at the root, whose two
    // subtrees differ (the lower node's two leaves look the same either way round).
    assert_eq!(fold.example.as_deref(), Some("fold-shape-2"));
    assert_eq!(fold.calls.len(), 5);
    assert_eq!(fold.first_difference(), Some(0));
    assert_eq!(marked(&fold).2, r#""((()())())""#);
    assert_eq!(fold.calls[0].result.as_deref(), Some(r#""(()(()()))""#));

    // Part IV, lazy: the pruned tree's outline shows nodes at depth 2 that go on, where the
    // reference's stop; its `{:?}`, the root's label only, would have agreed.
    assert_eq!(prune.example.as_deref(), Some("prune-ending-2"));
    let (function, args, answer) = marked(&prune);
    assert_eq!((function, args[0]), ("prune", "2"));
    assert!(!answer.contains("[..]"), "{answer}");
    let result = prune.calls[prune.first_difference().unwrap()]
        .result
        .as_deref();
    assert!(result.unwrap().contains("[..]"), "{result:?}");

    // Part IV, a lazy list: compared by the list a second call makes; with Kalah's extra move
    // valued by the wrong rule, the root's list ends 1 where the reference's ends 2.
    assert_eq!(values.example.as_deref(), Some("max-kalah-2"));
    assert_eq!(values.first_difference(), Some(0));
    assert_eq!(
        marked(&values),
        ("maximise_values", vec![KALAH_ROOT], "[-1, 2]")
    );
    assert_eq!(values.calls[0].result.as_deref(), Some("[-1, 1]"));
}

/// The position `ayoayo::tree::ENDING`, as a trace shows it.
const ENDING: &str =
    "Position { houses: [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 1], stores: [23, 21], to_move: South }";

/// Kalah's opening scored for South, as a trace shows the lazy tree's root.
const KALAH_ROOT: &str = "Lazy { label: Score { mine: true, value: 0 }, .. }";
