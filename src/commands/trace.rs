//! `trace CHAPTER [FUNCTION]`: a recursive function of the chapter run on a worked example,
//! every call recorded, drawn as a tree with the first call whose answer differs from the
//! reference's marked (see `ayoayo_course::trace`).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Result, bail};
use ayoayo_calltree::Trace;
use ayoayo_course::chapters::Exercise;
use ayoayo_course::learner_file::LearnerFile;
use ayoayo_course::recursion::{self, Judgement};
use ayoayo_course::session::Session;
use ayoayo_course::spinner::while_working;
use ayoayo_course::stub::unfinished;
use ayoayo_course::trace::outcome::fails;
use ayoayo_course::trace::package::{self, Failure, Run, Whose};
use ayoayo_course::trace::tree;

/// What `trace` was asked for.
pub struct Options {
    pub chapter: String,
    pub function: Option<String>,
    pub example: Option<String>,
    pub call: Option<String>,
    pub html: Option<PathBuf>,
    pub reference: bool,
    pub json: bool,
}

/// A call to trace, and the function it is an example of.
struct Planned {
    function: String,
    run: Run,
}

pub fn run(session: &Session, options: &Options) -> Result<ExitCode> {
    let chapter = session.chapter(&options.chapter)?;
    let whose = match options.reference {
        true => Whose::Reference,
        false => Whose::Learner,
    };
    let planned = planned_runs(&chapter, options)?;
    if !options.json {
        print!("{}", session.sandbox_notice());
    }
    let sandbox = session.sandbox().sandbox().cloned();
    let runs: Vec<Run> = planned.iter().map(|p| p.run.clone()).collect();
    let message = format!(
        "Tracing chapter {}, {} (the first build takes a minute)",
        chapter.number, chapter.slug
    );
    let traced = while_working(&message, || {
        package::trace(&session.workspace, &chapter, whose, &runs, sandbox.as_ref())
    })?;
    let traced = match traced {
        Ok(traced) => traced,
        Err(Failure::DoesNotCompile(errors)) => {
            eprintln!("{errors}");
            bail!(
                "the traced copy of {} does not compile (above); `cargo run -- check {}` shows \
                 whether the file itself does",
                chapter.learner_path(),
                chapter.slug
            )
        }
        Err(Failure::CallsDoNotCompile(errors)) => {
            eprintln!("{errors}");
            let calls = runs.iter().map(|run| run.call.as_str());
            bail!(
                "the call does not compile (above): {}",
                calls.collect::<Vec<_>>().join("; ")
            )
        }
    };
    let chosen = (traced.traces.iter().position(fails)).unwrap_or(0);
    let Some(trace) = traced.traces.get(chosen) else {
        bail!("the traced program made no trace");
    };
    let function = &planned[chosen].function;
    if options.json {
        println!("{}", serde_json::to_string_pretty(trace)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "Chapter {} ({}), {function}: {}",
        chapter.number, chapter.slug, trace.call
    );
    if let Some(name) = &trace.example {
        println!("(the example `{name}`)");
    }
    println!("\n{}", tree::draw(trace));
    let all_agree = !traced.traces.iter().any(fails) && traced.traces.len() == planned.len();
    if all_agree && traced.level == package::Level::Full {
        let mut functions: Vec<&str> = planned.iter().map(|p| p.function.as_str()).collect();
        functions.dedup();
        let examples = match planned.len() {
            1 => "its example".to_string(),
            n => format!("all {n} examples"),
        };
        println!(
            "Your {} agree{} with the reference on {examples}.",
            functions.join(", "),
            if functions.len() == 1 { "s" } else { "" },
        );
    }
    if let Some(loops) = loop_note(&chapter, whose, function, trace, session) {
        println!("{loops}");
    }
    if let Some(missing) = traced.level.missing() {
        println!("Note: {missing}.");
    }
    if let Some(trouble) = &traced.trouble {
        println!("The traced program ended early: {trouble}");
    }
    println!("{}", more(&chapter, function, trace));
    if let Some(path) = &options.html {
        write_page(trace, path)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the page that steps through `trace` to `path`: `ayoayo_calltree::html`'s, once it is
/// merged.
fn write_page(_trace: &Trace, path: &std::path::Path) -> Result<()> {
    bail!(
        "the HTML page is not built yet: {} was not written",
        path.display()
    )
}

/// The calls to trace: the one given, the example named, or each example of the function asked
/// for (or of every recursive function of the chapter written so far), simplest first.
fn planned_runs(chapter: &Exercise, options: &Options) -> Result<Vec<Planned>> {
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
        run: Run {
            call: example.call.clone(),
            example: Some(example.name.clone()),
        },
    }
}

/// The functions the chapter asks to be recursive, then those to be written with recursion
/// alone that are not listed already.
fn recursive_functions(chapter: &Exercise) -> Vec<String> {
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
fn loop_note(
    chapter: &Exercise,
    whose: Whose,
    function: &str,
    trace: &Trace,
    session: &Session,
) -> Option<String> {
    let file = match whose {
        Whose::Learner => chapter.learner_file(),
        Whose::Reference => chapter.reference_file(&session.workspace),
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

/// The commands to see more of the trace.
fn more(chapter: &Exercise, function: &str, trace: &Trace) -> String {
    let slug = &chapter.slug;
    let this = match &trace.example {
        Some(name) => format!("--example {name}"),
        None => format!("--call {:?}", trace.call),
    };
    format!(
        "\nMore: `cargo run -- trace {slug} {function} {this} --html trace.html` steps through \
         it in a browser; `--json` prints it whole; `--call \"{function}(...)\"` traces a call \
         of your own."
    )
}
