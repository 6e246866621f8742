//! The trace `trace` shows for a learner's [`Request`]: every run planned for it traced in one
//! program, then the one drawn (the first whose answer differs from the reference's), with what
//! is said around its tree. `commands/trace.rs` prints it; this decides what it is, so the
//! command stays the command line's.

use std::path::Path;

use anyhow::{Error, Result, anyhow};
use ayoayo_calltree::CallTree;

use crate::chapters::Exercise;
use crate::sandbox::Sandbox;
use crate::spinner::while_working;
use crate::tracer::outcome::fails;
use crate::tracer::package::{self, BuildFailure, Level, Run, Traced, Whose};
use crate::tracer::plan::{Planned, Request};

/// The runs traced for a request, and the one of them to draw.
pub struct Shown {
    planned: Vec<Planned>,
    pub traced: Traced,
    chosen: usize,
}

/// Whose code a request traces: the learner's, or with `--reference` the reference's.
pub fn whose(request: &Request) -> Whose {
    match request.reference {
        true => Whose::Reference,
        false => Whose::Learner,
    }
}

impl Shown {
    /// Traces the `planned` runs of `chapter` on the code `request` names, while a spinner says
    /// so; code that does not compile is an error saying which, after the compiler's own
    /// errors on stderr.
    pub fn trace(
        workspace: &Path,
        chapter: &Exercise,
        request: &Request,
        planned: Vec<Planned>,
        sandbox: Option<&Sandbox>,
    ) -> Result<Shown> {
        let runs: Vec<Run> = planned.iter().map(|p| p.run.clone()).collect();
        let message = format!(
            "Tracing chapter {}, {} (the first build takes a minute)",
            chapter.number, chapter.slug
        );
        let traced = while_working(&message, || {
            package::trace(workspace, chapter, whose(request), &runs, sandbox)
        })?;
        let traced = traced.map_err(|failure| not_compiled(failure, chapter, &runs))?;
        let chosen = (traced.traces.iter().position(fails)).unwrap_or(0);
        if traced.traces.get(chosen).is_none() {
            return Err(anyhow!("the traced program made no trace"));
        }
        Ok(Shown {
            planned,
            traced,
            chosen,
        })
    }

    /// The trace to draw: the first that fails, or the first of all when none does.
    pub fn trace_drawn(&self) -> &CallTree {
        &self.traced.traces[self.chosen]
    }

    /// The function the drawn trace calls.
    pub fn function(&self) -> &str {
        &self.planned[self.chosen].function
    }

    /// "Your sow agrees with the reference on all 3 examples.", when every run was traced
    /// against the reference and none differs: with no tree marked, the learner is told why.
    pub fn agreement(&self, request: &Request) -> Option<String> {
        let traced = &self.traced;
        let all_agree =
            !traced.traces.iter().any(fails) && traced.traces.len() == self.planned.len();
        if !all_agree || traced.level != Level::Full {
            return None;
        }
        let mut functions: Vec<&str> = self.planned.iter().map(|p| p.function.as_str()).collect();
        functions.dedup();
        let examples = match (self.planned.len(), &request.call) {
            (_, Some(_)) => "this call".to_string(),
            (1, None) => "its example".to_string(),
            (n, None) => format!("all {n} examples"),
        };
        let (whose_code, mirror) = match request.reference {
            true => ("The reference's", " (a check of the tracing itself)"),
            false => ("Your", ""),
        };
        Some(format!(
            "{whose_code} {} agree{} with the reference on {examples}{mirror}.",
            functions.join(", "),
            if functions.len() == 1 { "s" } else { "" },
        ))
    }
}

/// The error for code that did not compile, once the compiler's errors are on stderr: the
/// learner's file, or the calls (a `--call` mistyped, with how calls are written).
fn not_compiled(failure: BuildFailure, chapter: &Exercise, runs: &[Run]) -> Error {
    match failure {
        BuildFailure::DoesNotCompile(errors) => {
            eprintln!("{errors}");
            anyhow!(
                "the traced copy of {} does not compile (above); `cargo run -- check {}` shows \
                 whether the file itself does",
                chapter.learner_path(),
                chapter.slug
            )
        }
        BuildFailure::CallsDoNotCompile(errors) => {
            eprintln!("{errors}");
            let calls = runs.iter().map(|run| run.call.as_str());
            anyhow!(
                "the call does not compile (above): {}\nIn a call, your chapter's functions are \
                 named alone and everything else by its path from `ayoayo` (`ayoayo::OPENING`, \
                 `ayoayo::search::Kalah::OPENING`); a position's methods (`.after(2)`) work as in \
                 your file.",
                calls.collect::<Vec<_>>().join("; ")
            )
        }
    }
}

/// What the marks mean, when the tree has any: which calls were compared, and the path.
pub fn legend(trace: &CallTree) -> Option<String> {
    let compared = trace.calls.iter().any(|call| call.reference.is_some());
    if !compared {
        return None;
    }
    let mut legend = String::from("✓ answers as the reference does; ✗ answers differently");
    if trace.first_difference().is_some() {
        legend += "; the heavy line leads to the first call that differs";
    }
    let unasked =
        (trace.calls.iter()).any(|call| call.reference.is_none() && call.result.is_some());
    if unasked {
        legend += ". A call with no mark is one of your own helpers: the reference has no such \
                   function to ask";
    }
    Some(legend + ".")
}
