//! `check [CHAPTER]`: runs a chapter's tests and says, in plain words, what passed, what failed
//! and why it probably failed. Every run has a time limit, so it never hangs.

use std::fs;
use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;
use ayoayo_course::challenges::Challenges;
use ayoayo_course::chapters::{Chapter, chapters, find_chapter};
use ayoayo_course::diagnosis::{Report, diagnose};
use ayoayo_course::progress::{self, State};
use ayoayo_course::recursion::{self, Assessment};
use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::test_run::TestCommand;
use console::style;
use course_model::limits;

use super::working::{chapter_state, running_tests, while_working};

/// How many failing tests to list by name.
const LISTED: usize = 8;

pub fn run(workspace: &Path, chapter: Option<&str>) -> Result<ExitCode> {
    let chapter = match chapter {
        Some(name) => find_chapter(workspace, name)?,
        None => match next_unfinished(workspace, None)? {
            Some(chapter) => chapter,
            None => {
                println!("Every chapter passes. Well done!");
                return Ok(ExitCode::SUCCESS);
            }
        },
    };
    let passing = check(workspace, &chapter)?;
    Ok(if passing {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The chapter to do next: after `passed`, the chapter just passed, the first after it that
/// does not pass, wrapping round to chapter 1 only when every chapter after it passes; with
/// none, where the course map says to go on ([`progress::where_to_go_on`]). `None` when every
/// chapter passes.
pub fn next_unfinished(workspace: &Path, passed: Option<&Chapter>) -> Result<Option<Chapter>> {
    let mut chapters = chapters(workspace)?;
    let state = |chapter: &Chapter| chapter_state(workspace, chapter, limits::CHECK_RUN);
    let next = match passed {
        Some(passed) => {
            let passed = chapters.iter().position(|c| c.number == passed.number);
            let mut next = None;
            for at in progress::next_step_order(chapters.len(), passed) {
                if !state(&chapters[at])?.is_passing() {
                    next = Some(at);
                    break;
                }
            }
            next
        }
        None => {
            let states: Vec<State> = chapters.iter().map(state).collect::<Result<_>>()?;
            progress::where_to_go_on(&states)
        }
    };
    Ok(next.map(|at| chapters.swap_remove(at)))
}

/// Runs the chapter's tests, prints the report and returns whether every test passes.
pub fn check(workspace: &Path, chapter: &Chapter) -> Result<bool> {
    // Taken first: the verdict belongs to the files as the tests read them.
    let tested = progress::fingerprint(workspace, chapter)?;
    let source = fs::read_to_string(chapter.learner_file()).unwrap_or_default();
    let mut command = TestCommand::new(workspace, chapter.package());
    command.timeout = limits::CHECK_RUN;
    command.sandbox = sandbox();
    command.coloured = console::colors_enabled();
    let run = while_working(&running_tests(chapter), || command.run())?;
    let state = State::of_run(&run);
    // Saved while the tests ran, the file may or may not be the one they tested: then nothing
    // is remembered, and the next check or map runs them again.
    if progress::fingerprint(workspace, chapter)? == tested {
        progress::record(workspace, chapter, &tested, &state);
    }
    let mut report = diagnose(&run, chapter, &source);
    if run.built && !run.unfinished.is_empty() {
        let unfinished = &run.unfinished;
        let more = unfinished.len().saturating_sub(LISTED);
        let mut names = unfinished[..unfinished.len() - more].join(", ");
        if more > 0 {
            names += &format!(" and {more} more");
        }
        report
            .advice
            .push(format!("Unfinished when the test process ended: {names}."));
    }
    // Read from the same text the tests ran on; the stub has nothing of the learner's to judge.
    let stub = fs::read_to_string(chapter.stub_file()).unwrap_or_default();
    let recursion = if source == stub {
        Vec::new()
    } else {
        recursion::analyse_chapter(&source, chapter)
    };
    // The challenges run only once the chapter passes, so a learner is not distracted.
    let challenges = if state.is_passing() && !chapter.challenges.is_empty() {
        let counted = while_working("Running the chapter's challenges", || {
            Challenges::counted(&mut command, &chapter.challenges)
        })?;
        Some(counted.line(chapter.package()))
    } else {
        None
    };
    print_report(workspace, chapter, &state, &report, &recursion, challenges)?;
    Ok(state.is_passing())
}

/// The sandbox learner code runs in, or `None`, having said why where one could be had: once
/// per command, and nowhere else, where there is nothing a learner could do about it.
pub fn sandbox() -> Option<Sandbox> {
    match Sandbox::detect() {
        Ok(sandbox) => Some(sandbox),
        Err(why) => {
            if cfg!(target_os = "linux") && why != "AYOAYO_SANDBOX=off" {
                println!("(Your code runs without a sandbox here: {why}.)\n");
            }
            None
        }
    }
}

/// The test verdict, then whether the functions the chapter asks to be recursive are (which
/// never changes the verdict), how many challenges are done, then what to do next or what went
/// wrong.
fn print_report(
    workspace: &Path,
    chapter: &Chapter,
    state: &State,
    report: &Report,
    recursion: &[Assessment],
    challenges: Option<String>,
) -> Result<()> {
    let title = format!("Chapter {}, {}", chapter.number, chapter.slug);
    let print_recursion = || {
        for finding in recursion {
            println!("Recursion: {}", finding.sentence());
        }
        if !recursion.is_empty() {
            println!();
        }
    };
    if state.is_passing() {
        let passing = format!("{title}: all {} tests pass. Well done!", report.total);
        println!("{}\n", style(passing).green().bold());
        print_recursion();
        if let Some(challenges) = challenges {
            println!("{challenges}\n");
        }
        // The next chapter still to do after this one, wrapping round to an earlier one only
        // when every chapter after it passes.
        match next_unfinished(workspace, Some(chapter))? {
            Some(next) => println!(
                "Next: chapter {}, {}. Read {}, then run `cargo run -- check {}`.",
                next.number,
                next.slug,
                next.book_page(),
                next.slug
            ),
            None => println!(
                "Every chapter passes now. Try `cargo run -- play`, or `cargo run -- play --mine` \
                 on your own chapters."
            ),
        }
        return Ok(());
    }
    let verdict = match state {
        State::DoesNotCompile => format!("{title}: the code does not compile yet."),
        State::Stuck => format!("{title}: the tests did not all finish."),
        _ => format!("{title}: {} of {} tests pass.", report.passed, report.total),
    };
    println!("{}\n", style(verdict).red().bold());
    print_recursion();
    if !report.failing.is_empty() {
        println!("{}", style("Failing tests:").bold());
        for name in report.failing.iter().take(LISTED) {
            println!("  {} {name}", style("✗").red());
        }
        if report.failing.len() > LISTED {
            println!("  (and {} more)", report.failing.len() - LISTED);
        }
        println!();
    }
    println!("{}", style("What went wrong:").bold());
    for advice in &report.advice {
        println!("  - {}", advice.replace('\n', "\n    "));
    }
    for (heading, section) in [
        ("The simplest failure", &report.first_failure),
        ("The first picture that differs", &report.first_picture),
    ] {
        if let Some((name, text)) = section {
            println!("\n{}\n", style(format!("{heading}, {name}:")).bold());
            println!("{}", indent(text));
        }
    }
    println!(
        "\nFor the full output: cargo test -p {}. Stuck? cargo run -- hint {}",
        chapter.package(),
        chapter.slug
    );
    Ok(())
}

fn indent(text: &str) -> String {
    let lines: Vec<String> = text.lines().map(|line| format!("    {line}")).collect();
    lines.join("\n")
}
