//! `trace CHAPTER [FUNCTION]`: a recursive function of the chapter run on a worked example,
//! every call recorded, drawn as a tree with the first call whose answer differs from the
//! reference's marked (see `ayoayo_course::trace`).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use ayoayo_calltree::{CallTree, draw, html};
use ayoayo_course::chapters::Exercise;
use ayoayo_course::session::Session;
use ayoayo_course::spinner::while_working;
use ayoayo_course::trace::outcome::fails;
use ayoayo_course::trace::package::{self, BuildFailure, Run, Whose};
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
        Err(BuildFailure::DoesNotCompile(errors)) => {
            eprintln!("{errors}");
            bail!(
                "the traced copy of {} does not compile (above); `cargo run -- check {}` shows \
                 whether the file itself does",
                chapter.learner_path(),
                chapter.slug
            )
        }
        Err(BuildFailure::CallsDoNotCompile(errors)) => {
            eprintln!("{errors}");
            let calls = runs.iter().map(|run| run.call.as_str());
            bail!(
                "the call does not compile (above): {}\nIn a call, your chapter's functions are \
                 named alone and everything else by its path from `ayoayo` (`ayoayo::OPENING`, \
                 `ayoayo::search::Kalah::OPENING`); a position's methods (`.after(2)`) work as in \
                 your file.",
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
    if let Some(legend) = legend(trace) {
        say(&legend);
    }
    let size = draw::Options {
        width: draw::DEFAULT_WIDTH,
        lines: (!options.all).then_some(draw::DEFAULT_LINES),
    };
    println!("\n{}", draw::draw(trace, &size, &Colours));
    if let Some(pattern) = ayoayo_calltree::pattern(trace) {
        say(&pattern);
    }
    let all_agree = !traced.traces.iter().any(fails) && traced.traces.len() == planned.len();
    if all_agree && traced.level == package::Level::Full {
        let mut functions: Vec<&str> = planned.iter().map(|p| p.function.as_str()).collect();
        functions.dedup();
        let examples = match (planned.len(), &options.request.call) {
            (_, Some(_)) => "this call".to_string(),
            (1, None) => "its example".to_string(),
            (n, None) => format!("all {n} examples"),
        };
        let (whose_code, mirror) = match options.request.reference {
            true => ("The reference's", " (a check of the tracing itself)"),
            false => ("Your", ""),
        };
        say(&format!(
            "{whose_code} {} agree{} with the reference on {examples}{mirror}.",
            functions.join(", "),
            if functions.len() == 1 { "s" } else { "" },
        ));
    }
    if let Some(loops) = loop_note(&chapter, whose, function, trace, &session.workspace) {
        say(&loops);
    }
    if let Some(missing) = traced.level.missing() {
        say(&format!("Note: {missing}."));
    }
    if let Some(trouble) = &traced.trouble {
        say(&format!("The traced program ended early: {trouble}"));
    }
    match &options.html {
        Some(path) => write_page(&chapter, function, trace, path)?,
        None => println!("{}", more(&chapter, function, trace, options)),
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the page that steps through `trace` to `path`, and says where it is.
fn write_page(chapter: &Exercise, function: &str, trace: &CallTree, path: &Path) -> Result<()> {
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

/// Prints `text` in lines that fit a 100-column terminal, as the tree does.
fn say(text: &str) {
    println!("{}", ayoayo_calltree::wrap(text, draw::DEFAULT_WIDTH));
}

/// What the marks mean, when the tree has any: which calls were compared, and the path.
fn legend(trace: &CallTree) -> Option<String> {
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

/// The command that draws the trace again, on a line of its own so it can be copied whole,
/// then what can be added to it, but for what was already asked.
fn more(chapter: &Exercise, function: &str, trace: &CallTree, options: &Options) -> String {
    let again = command(chapter, function, trace);
    let reference = if options.request.reference {
        " --reference"
    } else {
        ""
    };
    let mut more =
        vec!["`--html trace.html` for a page that steps through it in a browser".to_string()];
    if !options.all {
        more.push("`--all` to draw every call".to_string());
    }
    if options.request.call.is_none() {
        more.push(format!(
            "`--call \"{function}(...)\"` to trace a call of your own"
        ));
    }
    let added = ayoayo_calltree::wrap(&format!("Add {}.", more.join("; ")), draw::DEFAULT_WIDTH);
    format!("\nThis trace again: {again}{reference}\n{added}")
}
