//! What to trace: the calls a request names (a function, an example, a call of the learner's
//! own), checked against the chapter and the learner's file first, so a request that cannot be
//! traced gets its reason before anything is built; and, for `check`, the first of a chapter's
//! worked examples whose trace shows a mistake.

use std::path::Path;

use anyhow::{Result, bail};
use ayoayo_calltree::CallTree;

use super::outcome::fails;
use super::package::{self, Level, Run, Whose};
use crate::chapters::Exercise;
use crate::learner_file::LearnerFile;
use crate::recursion::{self, Judgement};
use crate::sandbox::Sandbox;
use crate::stub::unfinished;

/// What a learner asked `trace` for; each field narrows the calls traced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Request {
    /// One function of the chapter; all its recursive ones when `None`.
    pub function: Option<String>,
    /// One worked example, by name.
    pub example: Option<String>,
    /// A call of the learner's own, as Rust.
    pub call: Option<String>,
    /// The reference's code rather than the learner's: every function counts as written.
    pub reference: bool,
}

/// The first worked example whose trace shows a mistake, for `check` to point at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailingTrace {
    /// The recursive function the example calls.
    pub function: String,
    pub trace: CallTree,
}

/// The trace of the simplest worked example that goes wrong in the learner's written recursive
/// functions of `chapter`: `None` when every example agrees with the reference, when nothing
/// is written yet, or when the traced copy does not compile (the tests say why then).
pub fn first_failing(
    workspace: &Path,
    chapter: &Exercise,
    sandbox: Option<&Sandbox>,
) -> Result<Option<FailingTrace>> {
    let Ok(planned) = planned_runs(chapter, &Request::default()) else {
        return Ok(None);
    };
    let runs: Vec<Run> = planned.iter().map(|p| p.run.clone()).collect();
    let Ok(traced) = package::trace(workspace, chapter, Whose::Learner, &runs, sandbox)? else {
        return Ok(None);
    };
    if traced.level != Level::Full {
        return Ok(None);
    }
    let found = traced
        .traces
        .into_iter()
        .zip(planned)
        .find(|(trace, _)| fails(trace));
    Ok(found.map(|(trace, planned)| FailingTrace {
        function: planned.function,
        trace,
    }))
}

/// A call to trace, and the function it is an example of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planned {
    pub function: String,
    pub run: Run,
}

/// The calls to trace: the one given, the example named, or each example of the function asked
/// for (or of every recursive function of the chapter written so far), simplest first.
pub fn planned_runs(chapter: &Exercise, options: &Request) -> Result<Vec<Planned>> {
    let recursive = recursive_functions(chapter);
    if recursive.is_empty() {
        bail!(
            "chapter {} ({}) asks for no recursive function, so there is no recursion to trace",
            chapter.number,
            chapter.slug
        );
    }
    let asked = match &options.function {
        Some(name) => vec![known_function(chapter, name)?],
        None => recursive,
    };
    let functions = if options.reference {
        asked
    } else {
        written(chapter, asked, options.function.is_some())?
    };
    if let Some(call) = &options.call {
        let function = call.split('(').next().unwrap_or_default().trim();
        let function = match functions.iter().find(|f| f.as_str() == function) {
            Some(found) => found.clone(),
            None => functions[0].clone(),
        };
        let run = Run {
            call: call.clone(),
            example: None,
        };
        return Ok(vec![Planned { function, run }]);
    }
    let examples = chapter.examples.iter();
    let planned: Vec<Planned> = match &options.example {
        Some(name) => {
            let Some(example) = chapter.examples.iter().find(|e| &e.name == name) else {
                let names: Vec<&str> = chapter.examples.iter().map(|e| e.name.as_str()).collect();
                bail!(
                    "chapter {} has no example `{name}`; its examples are: {}",
                    chapter.number,
                    names.join(", ")
                );
            };
            vec![planned(example)]
        }
        None => functions
            .iter()
            .flat_map(|function| examples.clone().filter(move |e| &e.function == function))
            .map(planned)
            .collect(),
    };
    if planned.is_empty() {
        bail!(
            "chapter {} has no worked example of {} yet: give a call, as in \
             `cargo run -- trace {} {} --call \"{}(...)\"`",
            chapter.number,
            functions.join(", "),
            chapter.slug,
            functions[0],
            functions[0]
        );
    }
    Ok(planned)
}

fn planned(example: &course_model::Example) -> Planned {
    Planned {
        function: example.function.clone(),
        run: Run::of(example),
    }
}

/// The functions the chapter asks to be recursive, then those to be written with recursion
/// alone that are not listed already.
pub fn recursive_functions(chapter: &Exercise) -> Vec<String> {
    let extra = (chapter.recursive_only.iter()).filter(|f| !chapter.recursive.contains(f));
    chapter.recursive.iter().chain(extra).cloned().collect()
}

/// `name`, when it is one of the chapter's functions or challenges; else an error that says
/// which one was probably meant.
fn known_function(chapter: &Exercise, name: &str) -> Result<String> {
    let all = chapter.stub_functions();
    if all.iter().any(|f| f == name) {
        return Ok(name.to_string());
    }
    let closest = (all.iter())
        .map(|f| (strsim::jaro_winkler(name, f), f))
        .filter(|(score, _)| *score >= 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0));
    let hint = match closest {
        Some((_, f)) => format!("\nDid you mean `{f}`?"),
        None => String::new(),
    };
    bail!(
        "chapter {} has no function `{name}`; its functions are: {}{hint}",
        chapter.number,
        all.join(", ")
    )
}

/// Those of `functions` the learner has written (not still a `todo!()`); an error when none
/// is, or when the one `named` is not.
fn written(chapter: &Exercise, functions: Vec<String>, named: bool) -> Result<Vec<String>> {
    let source = std::fs::read_to_string(chapter.learner_file())?;
    let stubbed = unfinished(&source, &functions).unwrap_or_default();
    // A function the file re-exports from the reference is not the learner's to trace.
    let defined = LearnerFile::parse(&source).map(|file| file.public_functions());
    let defined = defined.unwrap_or_else(|_| functions.clone());
    let left: Vec<String> = (functions.iter())
        .filter(|f| !stubbed.contains(f) && defined.contains(f))
        .cloned()
        .collect();
    if named && !defined.contains(&functions[0]) {
        bail!(
            "`{}` is not written in {}: there is nothing of yours to trace",
            functions[0],
            chapter.learner_path()
        );
    }
    if left.is_empty() {
        let todo: Vec<&str> = (functions.iter())
            .filter(|f| stubbed.contains(f))
            .map(String::as_str)
            .collect();
        let others: Vec<&str> = (functions.iter())
            .filter(|f| !stubbed.contains(f))
            .map(String::as_str)
            .collect();
        let mut said = Vec::new();
        if !todo.is_empty() {
            said.push(format!("{} still a `todo!()`", in_words(&todo)));
        }
        if !others.is_empty() {
            said.push(format!(
                "{} the reference's, not written in your file",
                in_words(&others)
            ));
        }
        bail!(
            "{}: write {} first, then trace it (cargo test -p {} runs the tests)",
            said.join("; "),
            if functions.len() == 1 { "it" } else { "one" },
            chapter.slug
        );
    }
    Ok(left)
}

/// `a is`, or `a, b are`.
fn in_words(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    let verb = if names.len() == 1 { "is" } else { "are" };
    format!("{} {verb}", quoted.join(", "))
}

/// A sentence when the function loops where recursion was asked: its trace is one frame.
pub fn loop_note(
    chapter: &Exercise,
    whose: Whose,
    function: &str,
    trace: &CallTree,
    workspace: &Path,
) -> Option<String> {
    let file = match whose {
        Whose::Learner => chapter.learner_file(),
        Whose::Reference => chapter.reference_file(workspace),
    };
    let source = std::fs::read_to_string(file).ok()?;
    let assessment = recursion::analyse(&source, &[function.to_string()]).pop()?;
    let looping = matches!(
        assessment.judgement,
        Judgement::NotRecursive | Judgement::Loops(_)
    );
    let calls = trace
        .calls
        .iter()
        .filter(|c| c.function == function)
        .count();
    (looping && calls <= 1).then(|| {
        format!(
            "Your {function} does not call itself, so its trace is one frame: the work is done \
             inside it, by a loop. The chapter asks for recursion; the tree shows nothing more."
        )
    })
}

/// The command that traces the same call again, whole: `cargo run -- trace distribute
/// distribute --example first-move`.
pub fn command(chapter: &Exercise, function: &str, trace: &CallTree) -> String {
    let this = match &trace.example {
        Some(name) => format!("--example {name}"),
        None => format!("--call {:?}", trace.call),
    };
    format!("cargo run -- trace {} {function} {this}", chapter.slug)
}
