//! `check --mine` and `play --mine`: the learner's own Part I chapters composed on each other
//! (see `ayoayo_course::mine`). `check --mine` says which chapter of theirs breaks a later one;
//! `play --mine` builds the engine a game is played on.

use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Result;
use ayoayo_course::chapters::Chapter;
use ayoayo_course::diagnosis::diagnose;
use ayoayo_course::mine::engine::Engine;
use ayoayo_course::mine::{Basis, Workshop};
use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::test_run::TestRun;
use indicatif::{ProgressBar, ProgressStyle};

/// Runs `work` with a spinner saying `message` (on a terminal only), then says how long it took.
fn with_spinner<T>(message: &str, work: impl FnOnce() -> T) -> T {
    let spinner = ProgressBar::new_spinner().with_message(message.to_string());
    if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
        spinner.set_style(style);
    }
    spinner.enable_steady_tick(Duration::from_millis(120));
    let started = Instant::now();
    let result = work();
    spinner.finish_and_clear();
    println!("{message} took {:.1} s.", started.elapsed().as_secs_f64());
    result
}

/// Which of the learner's chapters are used and which are the reference's, in a sentence.
fn whose(workshop: &Workshop) -> String {
    let (yours, not): (Vec<&Chapter>, Vec<&Chapter>) = workshop
        .chapters()
        .iter()
        .partition(|chapter| workshop.is_written(chapter.number));
    let numbers = |chapters: &[&Chapter]| {
        let numbers: Vec<String> = chapters.iter().map(|c| c.number.to_string()).collect();
        numbers.join(", ")
    };
    match (yours.is_empty(), not.is_empty()) {
        (true, _) => {
            "None of Part I's chapters is written yet: the reference plays all of them.".to_string()
        }
        (false, true) => format!("Your chapters {} are used, all of them.", numbers(&yours)),
        (false, false) => format!(
            "Your chapters {} are used; {} {} not written yet (a stub, or a todo!() left), so \
             the reference's stand in for them.",
            numbers(&yours),
            numbers(&not),
            if not.len() == 1 { "is" } else { "are" }
        ),
    }
}

/// Builds the learner's engine for `play --mine`; `None` (having said why) when it does not
/// compile.
pub fn engine(workspace: &Path) -> Result<Option<Engine>> {
    let workshop = Workshop::open(workspace)?;
    println!("{}", whose(&workshop));
    let some_written = workshop
        .chapters()
        .iter()
        .any(|c| workshop.is_written(c.number));
    if some_written && !workshop.is_written(7) {
        println!(
            "Chapter 7 (take_turn) is not written, so the reference's take_turn plays each turn."
        );
    }
    let built = with_spinner("Building your engine", || workshop.build_engine())?;
    match built {
        Ok(exe) => Ok(Some(Engine {
            exe,
            sandbox: Sandbox::detect().ok(),
        })),
        Err(errors) => {
            println!("Your chapters do not compile together:\n\n{errors}");
            Ok(None)
        }
    }
}

/// A run's verdict in a few words.
fn verdict(run: &TestRun) -> String {
    let (passed, total) = (run.passed().len(), run.total());
    match () {
        _ if !run.built => "does not compile".to_string(),
        _ if !run.ran() => format!("{passed} of {total} tests pass; some never finished"),
        _ if passed == total => format!("all {total} tests pass"),
        _ => format!("{} of {total} tests fail", total - passed),
    }
}

fn passes(run: &TestRun) -> bool {
    run.ran() && run.passed().len() == run.total()
}

/// `check --mine`: each written chapter's tests on the reference's earlier chapters and on the
/// learner's; where only the second fails, the learner's earlier chapters are tried one at a
/// time to name the one that breaks it.
pub fn check(workspace: &Path) -> Result<ExitCode> {
    let workshop = Workshop::open(workspace)?;
    let sandbox = Sandbox::detect().ok();
    println!("{}\n", whose(&workshop));
    let written: Vec<Chapter> = workshop
        .chapters()
        .iter()
        .filter(|chapter| workshop.is_written(chapter.number))
        .cloned()
        .collect();
    let mut wanted = Vec::new();
    for chapter in &written {
        wanted.push((chapter.clone(), Basis::Reference));
        if !workshop.composed(chapter.number, Basis::Yours).is_empty() {
            wanted.push((chapter.clone(), Basis::Yours));
        }
    }
    let runs = with_spinner("Building and testing your chapters on each other", || {
        workshop.test(&wanted, sandbox.as_ref())
    })?;
    let run_of = |chapter: &Chapter, basis: Basis| {
        let found = wanted.iter().zip(&runs);
        let mut found = found.filter(|((c, b), _)| c.number == chapter.number && *b == basis);
        found.next().map(|(_, run)| run)
    };
    println!("\nChapter            on the reference's chapters   on your own earlier chapters");
    let mut broken = Vec::new();
    for chapter in workshop.chapters() {
        let name = format!("{:>2} {:<15}", chapter.number, chapter.slug);
        let Some(alone) = run_of(chapter, Basis::Reference) else {
            println!(
                "{name} not written yet: later chapters use the reference's {}",
                chapter.functions.join(", ")
            );
            continue;
        };
        let yours = match run_of(chapter, Basis::Yours) {
            Some(run) => {
                if passes(alone) && !passes(run) {
                    broken.push(chapter.clone());
                }
                verdict(run)
            }
            None => "the same: none of your chapters comes before it".to_string(),
        };
        println!("{name} {:<29} {yours}", verdict(alone));
    }
    println!();
    if broken.is_empty() {
        println!("No chapter of yours breaks a later one.");
        let failing = written
            .iter()
            .filter(|c| run_of(c, Basis::Reference).is_some_and(|run| !passes(run)));
        for chapter in failing {
            println!(
                "Chapter {} does not pass its own tests yet: cargo run -- check {}",
                chapter.number, chapter.slug
            );
        }
        return Ok(ExitCode::SUCCESS);
    }
    // Each broken chapter on each of the learner's earlier chapters alone, all built at once.
    let mut suspects = Vec::new();
    for chapter in &broken {
        for number in workshop.composed(chapter.number, Basis::Yours) {
            suspects.push((chapter.clone(), Basis::OnlyYour(number)));
        }
    }
    let runs = with_spinner("Finding which of your chapters breaks them", || {
        workshop.test(&suspects, sandbox.as_ref())
    })?;
    for chapter in &broken {
        let culprit = suspects
            .iter()
            .zip(&runs)
            .find(|((c, _), run)| c.number == chapter.number && !passes(run));
        let Some(((_, Basis::OnlyYour(number)), run)) = culprit else {
            println!(
                "Chapter {} ({}) passes on each of your earlier chapters alone, but not on all of \
                 them together: check how they call each other.\n",
                chapter.number, chapter.slug
            );
            continue;
        };
        let Some(earlier) = workshop.chapters().iter().find(|c| c.number == *number) else {
            continue;
        };
        println!(
            "Your chapter {} ({}) breaks chapter {} ({}): on it, {}.",
            earlier.number,
            earlier.slug,
            chapter.number,
            chapter.slug,
            verdict(run)
        );
        let source = std::fs::read_to_string(chapter.learner_file()).unwrap_or_default();
        let report = diagnose(run, chapter, &source);
        if let Some((name, text)) = &report.first_failure {
            println!("\nThe simplest failure, {name}:\n");
            for line in text.lines() {
                println!("    {line}");
            }
        }
        let own = run_of(earlier, Basis::Reference).is_some_and(passes);
        match own {
            false => println!(
                "\nYour chapter {} does not pass its own tests either: start with \
                 `cargo run -- check {}`.\n",
                earlier.number, earlier.slug
            ),
            true => println!(
                "\nYour chapter {} passes its own tests, yet answers differently from the \
                 reference somewhere they do not look: compare your {} with the reference's \
                 on the failing case above.\n",
                earlier.number,
                earlier.functions.join(", ")
            ),
        }
    }
    Ok(ExitCode::FAILURE)
}
