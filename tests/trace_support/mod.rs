//! What the tests of `trace` on typical mistakes and other sources share: each source made a
//! job (in learner mode, as the integrity checks build a typical mistake: the chapter's types
//! and challenges the reference's), all traced in one batch, and ways to read a trace.

#![allow(dead_code)] // each test file uses some of these

use std::path::Path;

use ayoayo_calltree::{CallTree, Reference};
use ayoayo_course::chapters::{Exercise, chapters};
use ayoayo_course::learner_file::LearnerFile;
use ayoayo_course::tracer::batch::{Given, Job, trace_all};
use ayoayo_course::tracer::outcome::fails;
use ayoayo_course::tracer::package::{BuildFailure, Run, Traced, Whose};
use ayoayo_course::verify::mutants::mistakes;

pub fn workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The functions the chapter asks to be recursive, each once.
pub fn recursive_functions(chapter: &Exercise) -> Vec<String> {
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
pub struct Case {
    pub chapter: Exercise,
    pub name: String,
    pub functions: Vec<String>,
    pub job: Option<Job>,
}

/// The job tracing mistake `name` of `chapter` on the examples of the recursive functions it
/// writes itself; `None` when it writes none (it re-exports the reference's).
pub fn case(chapter: &Exercise, name: &str, source: &str) -> Case {
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
    let text = source.to_string() + &chapter.given_types() + &chapter.optional_answers();
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
pub fn every_case() -> Vec<Case> {
    let mut cases = Vec::new();
    let all = chapters(workspace()).unwrap();
    for chapter in all.iter().filter(|c| !recursive_functions(c).is_empty()) {
        for mistake in mistakes(workspace(), chapter).unwrap() {
            cases.push(case(chapter, &mistake.name, &mistake.source));
        }
    }
    cases
}

/// Traces the cases that have a job, all built together (or one at a time, each with a
/// cargo command of its own, when `TRACE_ONE_BY_ONE` is set: to measure what the batch saves);
/// each case's outcome, in order.
pub fn trace_cases(cases: &[Case]) -> Vec<Option<Result<Traced, BuildFailure>>> {
    let jobs: Vec<Job> = cases.iter().filter_map(|case| case.job.clone()).collect();
    let traced = match std::env::var_os("TRACE_ONE_BY_ONE") {
        None => trace_all(workspace(), &jobs, None).unwrap(),
        Some(_) => (jobs.iter())
            .flat_map(|job| trace_all(workspace(), std::slice::from_ref(job), None).unwrap())
            .collect(),
    };
    let mut traced = traced.into_iter();
    (cases.iter())
        .map(|case| case.job.as_ref().and_then(|_| traced.next()))
        .collect()
}

/// `function(arg, ...)` of call `index`.
pub fn call_text(trace: &CallTree, index: usize) -> String {
    let call = &trace.calls[index];
    let args: Vec<&str> = call.args.iter().map(|arg| arg.value.as_str()).collect();
    short(&format!("{}({})", call.function, args.join(", ")), 90)
}

pub fn short(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

/// The deepest call that never answered: where a panic or a cut happened.
pub fn unfinished(trace: &CallTree) -> Option<usize> {
    (0..trace.calls.len())
        .filter(|&at| trace.calls[at].result.is_none())
        .max_by_key(|&at| trace.depth(at))
}

/// The marked call of `trace`: its function, its arguments, and the reference's answer.
pub fn marked(trace: &CallTree) -> (&str, Vec<&str>, &str) {
    let at = trace.first_difference().expect("a call is marked");
    let call = &trace.calls[at];
    let Some(Reference::Differs(answer)) = &call.reference else {
        unreachable!("first_difference marks a call that differs")
    };
    let args = call.args.iter().map(|arg| arg.value.as_str()).collect();
    (&call.function, args, answer)
}

/// A source to trace: a typical mistake of a chapter or a text of one's own, and the calls.
pub struct Pin {
    pub slug: &'static str,
    pub name: &'static str,
    /// The lib's text; `None`: the typical mistake `name`.
    pub text: Option<String>,
    /// The calls; empty: the chapter's examples of the functions written.
    pub calls: &'static [&'static str],
}

impl Pin {
    /// The typical mistake `name` of chapter `slug`, on its examples.
    pub fn mistake(slug: &'static str, name: &'static str) -> Pin {
        let (text, calls) = (None, &[][..]);
        Pin {
            slug,
            name,
            text,
            calls,
        }
    }

    /// The same on `calls` instead.
    pub fn on(self, calls: &'static [&'static str]) -> Pin {
        Pin { calls, ..self }
    }
}

/// The first trace of each pin that shows something wrong, or its last when none does.
pub fn pinned(pins: &[Pin]) -> Vec<CallTree> {
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
                Some(Err(
                    BuildFailure::DoesNotCompile(errors) | BuildFailure::CallsDoNotCompile(errors),
                )) => {
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
pub fn path(trace: &CallTree, index: usize) -> Vec<&str> {
    let mut path = vec![trace.calls[index].function.as_str()];
    let mut at = trace.calls[index].parent;
    while let Some(parent) = at {
        path.insert(0, &trace.calls[parent].function);
        at = trace.calls[parent].parent;
    }
    path
}

/// How many calls of `function` the trace holds.
pub fn count(trace: &CallTree, function: &str) -> usize {
    trace
        .calls
        .iter()
        .filter(|c| c.function == function)
        .count()
}

pub fn args_of(call: &ayoayo_calltree::Call) -> Vec<&str> {
    call.args.iter().map(|arg| arg.value.as_str()).collect()
}

pub fn args(trace: &CallTree, index: usize) -> Vec<&str> {
    args_of(&trace.calls[index])
}
