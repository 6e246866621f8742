//! Whether a function the syntax judged recursive did recurse when it ran, for `grade`.
//!
//! Reading the code finds a self-call; it cannot tell whether the call is ever reached. A
//! wrapper such as `if false { return f(x) }` around a loop reads as recursive. So each graded
//! file whose chapter runs (passing or failing) is traced on the chapter's worked examples of
//! its recursive functions, beside the reference's own code on the same examples
//! ([`trace_all_in`], all of a batch in one build). On each example where the reference's
//! function made a call of itself from within another, some function of the learner's must
//! have done so too (the one judged, or the helper or fold it hands its work to); a function
//! is judged [`Judgement::NeverRan`] when the examples ran and on none of them did. Where
//! nothing can be told (no such example, no trace, a callee the trace does not record, such
//! as a trait's method), the syntax's judgement stands. It never changes a grade.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::Result;
use ayoayo_calltree::CallTree;

use super::{Grade, Standing};
use crate::chapters::Exercise;
use crate::recursion::Judgement;
use crate::sandbox::Sandbox;
use crate::tracer::batch::{Given, Job, trace_all_in};
use crate::tracer::instrument::{Plan, instrument};
use crate::tracer::package::{Run, Traced, Whose};
use crate::tracer::plan::recursive_functions;
use crate::workshop::Generated;

/// One graded file whose recursion marks the run is to confirm.
pub struct ToConfirm<'a> {
    pub chapter: &'a Exercise,
    /// A name for the file, unique among those confirmed together: `learner-3`.
    pub name: String,
    /// The learner's `lib.rs`, as handed in.
    pub source: String,
    pub grade: &'a mut Grade,
}

/// Traces every file of `files` that has a recursion mark to confirm, with the reference on
/// the same examples, in `workshop` (a copy of `workspace`), running the traced programs in
/// `sandbox`; then marks [`Judgement::NeverRan`] each function whose self-call never ran.
pub fn confirm(
    workshop: &Generated,
    workspace: &Path,
    sandbox: Option<&Sandbox>,
    files: &mut [ToConfirm<'_>],
) -> Result<()> {
    let files: Vec<&mut ToConfirm<'_>> = (files.iter_mut()).filter(|f| to_confirm(f)).collect();
    if files.is_empty() {
        return Ok(());
    }
    let mut jobs: Vec<Job> = Vec::new();
    let mut reference_job: BTreeMap<String, usize> = BTreeMap::new();
    for file in &files {
        let chapter = file.chapter;
        reference_job
            .entry(chapter.slug.clone())
            .or_insert_with(|| {
                jobs.push(job(chapter, Whose::Reference, None));
                jobs.len() - 1
            });
        let given = Given {
            name: file.name.clone(),
            shown_path: chapter.learner_path(),
            text: file.source.clone(),
        };
        jobs.push(job(chapter, Whose::Learner, Some(given)));
    }
    let traced = trace_all_in(workshop, workspace, &jobs, sandbox)?;
    let learners = traced.iter().zip(&jobs).filter(|(_, j)| j.given.is_some());
    for (file, (learner, _)) in files.into_iter().zip(learners) {
        let reference = &traced[reference_job[&file.chapter.slug]];
        let (Ok(learner), Ok(reference)) = (learner, reference) else {
            continue;
        };
        judge_file(file, learner, reference);
    }
    Ok(())
}

/// Whether `file` ran its tests and has a function judged recursive with examples to run.
fn to_confirm(file: &ToConfirm<'_>) -> bool {
    let ran = matches!(file.grade.state, Standing::Passing | Standing::Failing);
    let examples = |function: &str| (file.chapter.examples.iter()).any(|e| e.function == function);
    ran && (file.grade.recursion.iter()).any(|check| {
        callee(&check.function, &check.judgement).is_some() && examples(&check.function)
    })
}

/// A trace job of the chapter's worked examples of its recursive functions, the same for the
/// learner and the reference, so their traces can be set side by side by example.
fn job(chapter: &Exercise, whose: Whose, given: Option<Given>) -> Job {
    let recursive = recursive_functions(chapter);
    let examples = (chapter.examples.iter()).filter(|e| recursive.contains(&e.function));
    let runs = examples.map(Run::of);
    Job {
        chapter: chapter.clone(),
        whose,
        given,
        runs: runs.collect(),
    }
}

/// Marks each recursive function of `file` whose recursion the learner's traces never show, on
/// the examples where the reference's traces do.
fn judge_file(file: &mut ToConfirm<'_>, learner: &Traced, reference: &Traced) {
    let chapter = file.chapter;
    // What the instrumentation records: a callee it leaves as written is never seen called.
    let recorded = instrument(&file.source, &Plan::default()).unwrap_or_default();
    for check in &mut file.grade.recursion {
        let Some(callee) = callee(&check.function, &check.judgement).map(str::to_string) else {
            continue;
        };
        if !recorded.contains(&format!("fn __traced_{callee}")) {
            continue;
        }
        let examples = (chapter.examples.iter()).filter(|e| e.function == check.function);
        let mut seen = Vec::new();
        for example in examples {
            let Some(theirs) = by_example(reference, &example.name) else {
                continue;
            };
            // Only where the reference's own function recursed in its call tree: a lazy one's
            // self-call runs later, from a closure another call forces, and shows no such
            // nesting, in the reference's trace as in the learner's.
            let ours = by_example(learner, &example.name);
            if let (true, Some(trace)) = (recursed(theirs, &check.function), ours) {
                seen.push(any_recursion(trace));
            }
        }
        if !seen.is_empty() && !seen.contains(&true) {
            check.judgement = Judgement::NeverRan(callee);
        }
    }
}

/// The function whose calls show the recursion `judgement` claims for `function`: itself, or
/// the helper it hands its work to; `None` when it claims none.
fn callee<'a>(function: &'a str, judgement: &'a Judgement) -> Option<&'a str> {
    match judgement {
        Judgement::Recursive | Judgement::Mutual(_) => Some(function),
        Judgement::RecursiveHelper(helper) => Some(helper),
        _ => None,
    }
}

/// The trace of the example `name` in `traced`, if the run made one.
fn by_example<'a>(traced: &'a Traced, name: &str) -> Option<&'a CallTree> {
    (traced.traces.iter()).find(|trace| trace.example.as_deref() == Some(name))
}

/// Whether a call of the function `name` (free, or a method `Type::name`) was made while
/// another call of it had not returned: directly, or through other calls.
pub fn recursed(trace: &CallTree, name: &str) -> bool {
    let is_it = |function: &str| {
        function == name
            || function
                .rsplit_once("::")
                .is_some_and(|(_, last)| last == name)
    };
    (0..trace.calls.len()).any(|at| {
        is_it(&trace.calls[at].function)
            && ancestors(trace, at).any(|up| is_it(&trace.calls[up].function))
    })
}

/// Whether any of the learner's functions in `trace` recursed: the one judged, or a helper it
/// hands its work to (a fold, say, however the syntax named it), each traced call being the
/// learner's own.
fn any_recursion(trace: &CallTree) -> bool {
    (0..trace.calls.len()).any(|at| {
        let function = &trace.calls[at].function;
        ancestors(trace, at).any(|up| &trace.calls[up].function == function)
    })
}

/// The indices of the calls that led to call `at`, nearest first.
fn ancestors(trace: &CallTree, at: usize) -> impl Iterator<Item = usize> + '_ {
    std::iter::successors(trace.calls[at].parent, |&up| trace.calls[up].parent)
}

#[cfg(test)]
mod tests {
    use ayoayo_calltree::{Call, End};

    use super::*;

    /// A trace of calls given as (function, parent).
    fn trace(calls: &[(&str, Option<usize>)]) -> CallTree {
        let calls = calls.iter().map(|&(function, parent)| Call {
            function: function.to_string(),
            parent,
            args: Vec::new(),
            result: None,
            reference: None,
        });
        CallTree {
            call: "f()".to_string(),
            example: None,
            calls: calls.collect(),
            end: End::Returned,
        }
    }

    #[test]
    fn a_function_recursed_only_when_a_call_of_it_ran_inside_another_of_its_own() {
        // A self-call that never ran: one call of `go`, beside a helper that recursed.
        let once = trace(&[("go", None), ("step", Some(0)), ("step", Some(1))]);
        assert!(!recursed(&once, "go"));
        assert!(recursed(&once, "step"));
        assert!(any_recursion(&once));
        // Through a partner (`maximise` → `minimise` → `maximise`) and as a method.
        let mutual = trace(&[("max", None), ("min", Some(0)), ("Tree::max", Some(1))]);
        assert!(recursed(&mutual, "max"));
        assert!(!recursed(&mutual, "min"));
        // Calls side by side are not recursion.
        let siblings = trace(&[("f", None), ("g", Some(0)), ("g", Some(0))]);
        assert!(!recursed(&siblings, "g"));
        assert!(!any_recursion(&siblings));
    }

    #[test]
    fn only_a_mark_that_claims_recursion_names_a_callee() {
        let helper = Judgement::RecursiveHelper("go".to_string());
        assert_eq!(callee("f", &helper), Some("go"));
        assert_eq!(callee("f", &Judgement::Mutual("g".into())), Some("f"));
        assert_eq!(callee("f", &Judgement::Recursive), Some("f"));
        assert_eq!(callee("f", &Judgement::NotRecursive), None);
    }
}
