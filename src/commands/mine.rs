//! `check --mine` and `play --mine`: the learner's own Part I chapters composed on each other
//! (see `ayoayo_course::mine`). `check --mine` says which chapter of theirs breaks a later one;
//! `play --mine` builds the engine a game is played on.

use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;
use ayoayo_course::chapters::Chapter;
use ayoayo_course::diagnosis::diagnose;
use ayoayo_course::mine::engine::{self, Engine};
use ayoayo_course::mine::{Basis, Workshop};
use ayoayo_course::test_run::TestRun;

/// Runs `work` saying `message` while it works, then says how long it took.
fn with_spinner<T>(message: &str, work: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let result = super::working::while_working(message, work);
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
    let sandbox = super::check::sandbox();
    let built = with_spinner("Building your engine", || engine::build(&workshop, sandbox))?;
    match built {
        Ok(engine) => Ok(Some(engine)),
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
/// learner's; where only the second fails, the learner's earlier chapters are added one at a
/// time to name the one that breaks it.
pub fn check(workspace: &Path) -> Result<ExitCode> {
    let workshop = Workshop::open(workspace)?;
    let sandbox = super::check::sandbox();
    println!("{}", whose(&workshop));
    let mut wanted = Vec::new();
    for chapter in workshop.chapters() {
        if workshop.is_written(chapter.number) {
            wanted.push((chapter.clone(), Basis::Reference));
            if !workshop.composed(chapter.number, Basis::Yours).is_empty() {
                wanted.push((chapter.clone(), Basis::Yours));
            }
        }
    }
    // With no chapter written there is nothing to build, and no time worth reporting.
    let runs = match wanted.is_empty() {
        true => Vec::new(),
        false => with_spinner("Building and testing your chapters on each other", || {
            workshop.test(&wanted, sandbox.as_ref())
        })?,
    };
    let runs = Runs(wanted.into_iter().zip(runs).collect());
    print_table(&workshop, &runs);
    let broken: Vec<&Chapter> = workshop
        .chapters()
        .iter()
        .filter(|chapter| {
            let alone = runs.of(chapter, Basis::Reference).is_some_and(passes);
            alone
                && runs
                    .of(chapter, Basis::Yours)
                    .is_some_and(|run| !passes(run))
        })
        .collect();
    if broken.is_empty() {
        println!("No chapter of yours breaks a later one.");
        for chapter in workshop.chapters() {
            if runs
                .of(chapter, Basis::Reference)
                .is_some_and(|run| !passes(run))
            {
                let (number, slug) = (chapter.number, &chapter.slug);
                println!(
                    "Chapter {number} does not pass its own tests yet: cargo run -- check {slug}"
                );
            }
        }
        return Ok(ExitCode::SUCCESS);
    }
    // Each broken chapter on the learner's chapters up to each earlier one, built at once; on
    // all of them it has run already.
    let mut suspects = Vec::new();
    for chapter in &broken {
        let mut earlier = workshop.composed(chapter.number, Basis::Yours);
        earlier.pop();
        suspects.extend(
            earlier
                .into_iter()
                .map(|n| ((*chapter).clone(), Basis::UpTo(n))),
        );
    }
    let suspected = match suspects.is_empty() {
        true => Vec::new(),
        false => with_spinner("Adding your chapters one at a time", || {
            workshop.test(&suspects, sandbox.as_ref())
        })?,
    };
    let suspected = Runs(suspects.into_iter().zip(suspected).collect());
    for chapter in broken {
        let earlier = workshop.composed(chapter.number, Basis::Yours);
        let culprit = earlier.iter().find_map(|&number| {
            let run = suspected.of(chapter, Basis::UpTo(number));
            run.filter(|run| !passes(run)).map(|run| (number, run))
        });
        let last = || Some((*earlier.last()?, runs.of(chapter, Basis::Yours)?));
        if let Some((number, run)) = culprit.or_else(last) {
            explain_culprit(&runs, workshop_chapter(&workshop, number), chapter, run);
        }
    }
    Ok(ExitCode::FAILURE)
}

/// The test runs of chapters on their bases.
struct Runs(Vec<((Chapter, Basis), TestRun)>);

impl Runs {
    fn of(&self, chapter: &Chapter, basis: Basis) -> Option<&TestRun> {
        let mut found = self
            .0
            .iter()
            .filter(|((c, b), _)| c.number == chapter.number && *b == basis);
        found.next().map(|(_, run)| run)
    }
}

fn workshop_chapter(workshop: &Workshop, number: u32) -> &Chapter {
    let found = workshop.chapters().iter().find(|c| c.number == number);
    found.expect("an earlier chapter of Part I")
}

/// Each Part I chapter's verdicts: on the reference's earlier chapters and on the learner's.
fn print_table(workshop: &Workshop, runs: &Runs) {
    println!("\nChapter            on the reference's chapters   on your own earlier chapters");
    for chapter in workshop.chapters() {
        let name = format!("{:>2} {:<15}", chapter.number, chapter.slug);
        let Some(alone) = runs.of(chapter, Basis::Reference) else {
            let functions = chapter.functions.join(", ");
            println!("{name} not written yet: later chapters use the reference's {functions}");
            continue;
        };
        let yours = match runs.of(chapter, Basis::Yours) {
            Some(run) => verdict(run),
            None => "the same: none of your chapters comes before it".to_string(),
        };
        println!("{name} {:<29} {yours}", verdict(alone));
    }
    println!();
}

/// Says that the learner's chapter `culprit` breaks `broken`, which gave `run` on it, with the
/// diagnosis of that run and where to look.
fn explain_culprit(runs: &Runs, culprit: &Chapter, broken: &Chapter, run: &TestRun) {
    println!(
        "Your chapter {} ({}) breaks chapter {} ({}): with it, {}.",
        culprit.number,
        culprit.slug,
        broken.number,
        broken.slug,
        verdict(run)
    );
    let source = std::fs::read_to_string(broken.learner_file()).unwrap_or_default();
    let report = diagnose(run, broken, &source);
    for advice in &report.advice {
        println!("  - {}", advice.replace('\n', "\n    "));
    }
    if let Some((name, text)) = &report.first_failure {
        println!("\nThe simplest failure, {name}:\n");
        for line in text.lines() {
            println!("    {line}");
        }
    }
    let own = runs.of(culprit, Basis::Reference).is_some_and(passes);
    let composed = runs.of(culprit, Basis::Yours).is_none_or(passes);
    let (number, slug) = (culprit.number, &culprit.slug);
    let functions = culprit.functions.join(", ");
    match (own, composed) {
        (false, _) => println!(
            "\nYour chapter {number} does not pass its own tests either: start with \
             `cargo run -- check {slug}`.\n"
        ),
        (true, false) => println!(
            "\nYour chapter {number} is itself broken by an earlier chapter of yours (above).\n"
        ),
        (true, true) => println!(
            "\nYour chapter {number} passes its own tests, yet answers differently from the \
             reference somewhere they do not look: compare your {functions} with the \
             reference's on the failing case above.\n"
        ),
    }
}
