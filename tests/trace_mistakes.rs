//! `trace` on the typical mistakes (`tests/mutants/NN-slug/*.rs`), each traced in learner mode
//! as the integrity checks build it: the mistake's functions, the chapter's types and its
//! challenges the reference's. The sweep of all of them is `#[ignore]`d (about a minute and a
//! half); the test below it pins a few, one or more per Part.
//!
//! Rerun the sweep: `cargo test --test trace_mistakes -- --ignored --nocapture`.

use std::path::Path;

use ayoayo_calltree::{Cut, End, Reference, Trace};
use ayoayo_course::chapters::{Exercise, chapters};
use ayoayo_course::learner_file::LearnerFile;
use ayoayo_course::trace::batch::{Given, Job, trace_all};
use ayoayo_course::trace::outcome::fails;
use ayoayo_course::trace::package::{Failure, Run, Traced, Whose};
use ayoayo_course::verify::mutants::mistakes;

fn workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The functions the chapter asks to be recursive, each once.
fn recursive_functions(chapter: &Exercise) -> Vec<String> {
    let mut all = chapter.recursive.clone();
    all.extend(chapter.recursive_only.iter().cloned());
    all.dedup();
    all.iter()
        .enumerate()
        .filter(|(at, f)| !all[..*at].contains(f))
        .map(|(_, f)| f.clone())
        .collect()
}

/// A typical mistake to trace: its chapter, its name, and its own recursive functions.
struct Case {
    chapter: Exercise,
    name: String,
    functions: Vec<String>,
    job: Option<Job>,
}

/// The job tracing mistake `name` of `chapter` on the examples of the recursive functions it
/// writes itself; `None` when it writes none (it re-exports the reference's).
fn case(chapter: &Exercise, name: &str, source: &str) -> Case {
    let defined = LearnerFile::parse(source).map(|file| file.public_functions());
    let defined = defined.unwrap_or_default();
    let functions: Vec<String> = (recursive_functions(chapter).into_iter())
        .filter(|f| defined.contains(f))
        .collect();
    let runs: Vec<Run> = (functions.iter())
        .flat_map(|f| chapter.examples.iter().filter(move |e| &e.function == f))
        .map(|example| Run {
            call: example.call.clone(),
            example: Some(example.name.clone()),
        })
        .collect();
    let text = source.to_string() + &chapter.given_types() + &chapter.challenge_answers();
    let job = (!runs.is_empty()).then(|| Job {
        chapter: chapter.clone(),
        whose: Whose::Learner,
        given: Some(Given {
            name: format!("mistake-{name}"),
            shown_path: format!("tests/mutants/{}/{name}.rs", chapter.folder_name()),
            text,
        }),
        runs,
    });
    Case {
        chapter: chapter.clone(),
        name: name.to_string(),
        functions,
        job,
    }
}

/// Every typical mistake of every chapter with a recursive function.
fn every_case() -> Vec<Case> {
    let mut cases = Vec::new();
    let all = chapters(workspace()).unwrap();
    for chapter in all.iter().filter(|c| !recursive_functions(c).is_empty()) {
        for mistake in mistakes(workspace(), chapter).unwrap() {
            cases.push(case(chapter, &mistake.name, &mistake.source));
        }
    }
    cases
}

/// Traces the cases that have a job, all built together; each case's outcome, in order.
fn trace_cases(cases: &[Case]) -> Vec<Option<Result<Traced, Failure>>> {
    let jobs: Vec<Job> = cases.iter().filter_map(|case| case.job.clone()).collect();
    let mut traced = trace_all(workspace(), &jobs, None).unwrap().into_iter();
    (cases.iter())
        .map(|case| case.job.as_ref().and_then(|_| traced.next()))
        .collect()
}

/// `function(arg, ...)` of call `index`.
fn call_text(trace: &Trace, index: usize) -> String {
    let call = &trace.calls[index];
    let args: Vec<&str> = call.args.iter().map(|arg| arg.value.as_str()).collect();
    short(&format!("{}({})", call.function, args.join(", ")), 90)
}

fn short(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

/// The deepest call that never answered: where a panic or a cut happened.
fn unfinished(trace: &Trace) -> Option<usize> {
    (0..trace.calls.len())
        .filter(|&at| trace.calls[at].result.is_none())
        .max_by_key(|&at| trace.depth(at))
}

/// What the trace shows, in a cell: the marked call, the panic, the cut, or that all agree.
fn verdict(trace: &Trace) -> String {
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
fn row(case: &Case, outcome: &Option<Result<Traced, Failure>>) -> [String; 5] {
    let (function, example, seen) = match outcome {
        None => (
            "-".into(),
            "-".into(),
            "REFUSED: re-exports the reference's".into(),
        ),
        Some(Err(Failure::DoesNotCompile(_))) => {
            ("-".into(), "-".into(), "DOES NOT COMPILE".into())
        }
        Some(Err(Failure::CallsDoNotCompile(_))) => {
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

/// The marked call of `trace`: its function, its arguments, and the reference's answer.
fn marked(trace: &Trace) -> (&str, Vec<&str>, &str) {
    let at = trace.first_difference().expect("a call is marked");
    let call = &trace.calls[at];
    let Some(Reference::Differs(answer)) = &call.reference else {
        unreachable!("first_difference marks a call that differs")
    };
    let args = call.args.iter().map(|arg| arg.value.as_str()).collect();
    (&call.function, args, answer)
}

/// A source to trace: a typical mistake of a chapter or a text of one's own, and the calls.
struct Pin {
    slug: &'static str,
    name: &'static str,
    /// The lib's text; `None`: the typical mistake `name`.
    text: Option<String>,
    /// The calls; empty: the chapter's examples of the functions written.
    calls: &'static [&'static str],
}

/// The first trace of each pin that shows something wrong, or its last when none does.
fn pinned(pins: &[Pin]) -> Vec<Trace> {
    let all = chapters(workspace()).unwrap();
    let cases: Vec<Case> = (pins.iter())
        .map(|pin| {
            let chapter = all.iter().find(|c| c.slug == pin.slug).unwrap();
            let path = workspace()
                .join("tests/mutants")
                .join(chapter.folder_name())
                .join(format!("{}.rs", pin.name));
            let text = (pin.text.clone()).unwrap_or_else(|| std::fs::read_to_string(path).unwrap());
            let mut case = case(chapter, pin.name, &text);
            if let (Some(job), Some(_)) = (&mut case.job, &pin.text) {
                (job.given.as_mut().unwrap()).shown_path = format!("{}.rs", pin.name);
            }
            if let (Some(job), false) = (&mut case.job, pin.calls.is_empty()) {
                job.runs = (pin.calls.iter())
                    .map(|call| Run {
                        call: call.to_string(),
                        example: None,
                    })
                    .collect();
            }
            case
        })
        .collect();
    let outcomes = trace_cases(&cases);
    (outcomes.into_iter().zip(pins))
        .map(|(outcome, pin)| {
            let traced = match outcome {
                Some(Ok(traced)) => traced,
                Some(Err(Failure::DoesNotCompile(errors) | Failure::CallsDoNotCompile(errors))) => {
                    panic!("{} {} does not compile:\n{errors}", pin.slug, pin.name)
                }
                None => panic!("{} {} writes no recursive function", pin.slug, pin.name),
            };
            let at = traced.traces.iter().position(fails);
            let at = at.unwrap_or(traced.traces.len() - 1);
            traced.traces[at].clone()
        })
        .collect()
}

/// The functions on the way from the first call to call `index`, the outermost first.
fn path(trace: &Trace, index: usize) -> Vec<&str> {
    let mut path = vec![trace.calls[index].function.as_str()];
    let mut at = trace.calls[index].parent;
    while let Some(parent) = at {
        path.insert(0, &trace.calls[parent].function);
        at = trace.calls[parent].parent;
    }
    path
}

const NEXT_PIT: &str = "use ayoayo::{Board, Pit};\n\
    pub fn next_pit(pit: Pit) -> Pit {\n    (pit + 1) % 12\n}\n";

/// Chapter 2's `distribute` with a loop: right, and one frame.
const LOOPING: &str = "pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {\n\
    \x20   let (mut board, mut pit, mut last) = (board, pit, pit);\n\
    \x20   for _ in 0..in_hand {\n\
    \x20       while pit == skip { pit = next_pit(pit); }\n\
    \x20       board[pit] += 1;\n\
    \x20       last = pit;\n\
    \x20       pit = next_pit(pit);\n\
    \x20   }\n\
    \x20   (board, last)\n\
    }\n";

/// Chapter 2's `distribute` as a call of a recursive helper carrying the last pit sown.
const HELPER: &str = "pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {\n\
    \x20   sow(board, skip, pit, in_hand, pit)\n\
    }\n\
    fn sow(board: Board, skip: Pit, pit: Pit, left: u8, last: Pit) -> (Board, Pit) {\n\
    \x20   if left == 0 { return (board, last); }\n\
    \x20   if pit == skip { return sow(board, skip, next_pit(pit), left, last); }\n\
    \x20   let mut after = board;\n\
    \x20   after[pit] += 1;\n\
    \x20   sow(after, skip, next_pit(pit), left - 1, pit)\n\
    }\n";

/// Chapter 2's `distribute` as a closure that recurses through `fix`, which hands it itself.
const CLOSURE: &str = "fn fix<A, R>(step: &dyn Fn(&dyn Fn(A) -> R, A) -> R, a: A) -> R {\n\
    \x20   step(&|a| fix(step, a), a)\n\
    }\n\
    pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {\n\
    \x20   let step = |again: &dyn Fn((Board, Pit, u8, Pit)) -> (Board, Pit), (board, pit, left, last): (Board, Pit, u8, Pit)| {\n\
    \x20       if left == 0 { return (board, last); }\n\
    \x20       if pit == skip { return again((board, next_pit(pit), left, last)); }\n\
    \x20       let mut after = board;\n\
    \x20       after[pit] += 1;\n\
    \x20       again((after, next_pit(pit), left - 1, pit))\n\
    \x20   };\n\
    \x20   fix(&step, (board, pit, in_hand, pit))\n\
    }\n";

/// A chapter-2 lib: `next_pit` and `distribute` as `body` writes it (the challenges are added).
fn chapter_two(body: &str) -> Option<String> {
    Some(format!("{NEXT_PIT}{body}"))
}

#[test]
fn typical_mistakes_are_marked_where_they_first_answer_wrong_and_other_styles_trace_right() {
    let pins = [
        Pin {
            slug: "distribute",
            name: "drops_one_stone_too_many",
            text: None,
            calls: &["distribute([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255], 0, 9, 2)"],
        },
        Pin {
            slug: "perft",
            name: "stops_one_level_early",
            text: None,
            calls: &[],
        },
        Pin {
            slug: "minimax",
            name: "negates_an_extra_move",
            text: None,
            calls: &[],
        },
        Pin {
            slug: "tchoukaillon",
            name: "never_reaches_the_base_case",
            text: None,
            calls: &[],
        },
        Pin {
            slug: "sharing",
            name: "len_counts_the_start",
            text: None,
            calls: &[],
        },
        Pin {
            slug: "game-tree",
            name: "size_forgets_the_root",
            text: None,
            calls: &[],
        },
        Pin {
            slug: "distribute",
            name: "style-loop",
            text: chapter_two(LOOPING),
            calls: &[],
        },
        Pin {
            slug: "distribute",
            name: "style-helper",
            text: chapter_two(HELPER),
            calls: &[],
        },
        Pin {
            slug: "distribute",
            name: "style-closure",
            text: chapter_two(CLOSURE),
            calls: &[],
        },
    ];
    let [
        panic,
        perft,
        negamax,
        endless,
        len,
        size,
        looping,
        helper,
        closure,
    ] = <[Trace; 9]>::try_from(pinned(&pins)).unwrap();

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

    // Other styles, each right on every example (else `pinned` would return the first that
    // failed, not the last example): a loop is one frame of `distribute` (and `trace` says
    // it loops: tests/trace.rs), a helper with an accumulator is drawn with its calls, each
    // inside the one before, and a closure recursing through `fix` is drawn as `fix`'s calls.
    for trace in [&looping, &helper, &closure] {
        assert_eq!(trace.example.as_deref(), Some("lap-past-skip"));
        assert_eq!(trace.end, End::Returned);
        assert_eq!(trace.calls[0].reference, Some(Reference::Agrees));
        assert!(
            trace
                .calls
                .iter()
                .all(|c| !matches!(c.reference, Some(Reference::Differs(_))))
        );
        assert_eq!(count(trace, "distribute"), 1);
    }
    assert_eq!(looping.calls.len(), 1 + count(&looping, "next_pit"));
    // 12 stones, a pass over the skipped pit, and the call that finds none left.
    for (trace, helper) in [(&helper, "sow"), (&closure, "fix")] {
        assert_eq!(count(trace, helper), 14);
        let deepest = (0..trace.calls.len())
            .max_by_key(|&at| trace.depth(at))
            .unwrap();
        assert_eq!(path(trace, deepest)[1..], [helper; 14]);
    }
}

/// The position `ayoayo::tree::ENDING`, as a trace shows it.
const ENDING: &str =
    "Position { houses: [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 1], stores: [23, 21], to_move: South }";

/// How many calls of `function` the trace holds.
fn count(trace: &Trace, function: &str) -> usize {
    trace
        .calls
        .iter()
        .filter(|c| c.function == function)
        .count()
}

fn args_of(call: &ayoayo_calltree::Call) -> Vec<&str> {
    call.args.iter().map(|arg| arg.value.as_str()).collect()
}

fn args(trace: &Trace, index: usize) -> Vec<&str> {
    args_of(&trace.calls[index])
}
