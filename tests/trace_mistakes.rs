//! `trace` on the typical mistakes (`tests/mutants/NN-slug/*.rs`), each traced in learner mode
//! as the integrity checks build it: the mistake's functions, the chapter's types and its
//! challenges the reference's. The sweep of all of them is `#[ignore]`d (about a minute and a
//! half); the test below it pins a few, one or more per Part.
//!
//! Rerun the sweep: `cargo test --test trace_mistakes -- --ignored --nocapture`.

use std::path::Path;

use ayoayo_calltree::{End, Reference, Trace};
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
                None => (
                    case.functions.join(","),
                    format!("{} examples", traced.traces.len()),
                    match traced.level.missing() {
                        None => "agrees on every example".into(),
                        Some(_) => format!("agrees (level {:?})", traced.level),
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

/// The reference's answer at the marked call of `trace`.
#[allow(dead_code)]
fn marked(trace: &Trace) -> (&str, Vec<&str>, &str) {
    let at = trace.first_difference().expect("a call is marked");
    let call = &trace.calls[at];
    let Some(Reference::Differs(answer)) = &call.reference else {
        unreachable!("first_difference marks a call that differs")
    };
    let args = call.args.iter().map(|arg| arg.value.as_str()).collect();
    (&call.function, args, answer)
}
