//! `trace CHAPTER [FUNCTION]`: a recursive function of the chapter run on a worked example,
//! every call recorded, drawn as a tree with the first call whose answer differs from the
//! reference's marked (see `ayoayo_course::trace`).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use ayoayo_calltree::{Trace, draw, html};
use ayoayo_course::chapters::Exercise;
use ayoayo_course::session::Session;
use ayoayo_course::spinner::while_working;
use ayoayo_course::trace::outcome::fails;
use ayoayo_course::trace::package::{self, Failure, Run, Whose};
use ayoayo_course::trace::plan::{Request, command, loop_note, planned_runs};
use ayoayo_course::trace::tree::Colours;

/// What `trace` was asked for.
pub struct Options {
    pub chapter: String,
    pub request: Request,
    pub html: Option<PathBuf>,
    /// Every call drawn, however many (by default about a screenful and a half).
    pub all: bool,
    pub json: bool,
}

pub fn run(session: &Session, options: &Options) -> Result<ExitCode> {
    let chapter = session.chapter(&options.chapter)?;
    let whose = match options.request.reference {
        true => Whose::Reference,
        false => Whose::Learner,
    };
    let planned = planned_runs(&chapter, &options.request)?;
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
    let whose_code = if options.request.reference {
        "the reference's"
    } else {
        "your"
    };
    let on = match &trace.example {
        Some(name) => format!(" on the example `{name}`"),
        None => String::new(),
    };
    println!(
        "Chapter {}, {}: {whose_code} {function}{on}\n  {}",
        chapter.number, chapter.slug, trace.call
    );
    if trace.first_difference().is_some() {
        println!(
            "✓ answers as the reference does; ✗ answers differently; the heavy line leads to the \
             first call that differs."
        );
    }
    let size = draw::Options {
        width: draw::DEFAULT_WIDTH,
        lines: (!options.all).then_some(draw::DEFAULT_LINES),
    };
    println!("\n{}", draw::draw(trace, &size, &Colours));
    if let Some(pattern) = ayoayo_calltree::pattern(trace) {
        println!("{pattern}");
    }
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
    if let Some(loops) = loop_note(&chapter, whose, function, trace, &session.workspace) {
        println!("{loops}");
    }
    if let Some(missing) = traced.level.missing() {
        println!("Note: {missing}.");
    }
    if let Some(trouble) = &traced.trouble {
        println!("The traced program ended early: {trouble}");
    }
    match &options.html {
        Some(path) => write_page(&chapter, function, trace, path)?,
        None => println!(
            "{}",
            more(&chapter, function, trace, options.request.reference)
        ),
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the page that steps through `trace` to `path`, and says where it is.
fn write_page(chapter: &Exercise, function: &str, trace: &Trace, path: &Path) -> Result<()> {
    let title = format!(
        "Chapter {} ({}): the calls of {function}",
        chapter.number, chapter.slug
    );
    fs::write(path, html::page(trace, &title))
        .with_context(|| format!("writing the page to {}", path.display()))?;
    println!(
        "\nThe page that steps through these calls: {} (open it in a browser).",
        path.display()
    );
    Ok(())
}

/// The commands to see more of the trace.
fn more(chapter: &Exercise, function: &str, trace: &Trace, reference: bool) -> String {
    let again = command(chapter, function, trace);
    let reference = if reference { " --reference" } else { "" };
    format!(
        "\nMore: `{again}{reference} --html trace.html` writes a page that steps through it in a \
         browser; `--all` draws every call; `--call \"{function}(...)\"` traces a call of your own."
    )
}
