//! `check --mine`: the learner's own Part I chapters composed on each other (see
//! `ayoayo_course::mine`), and which chapter of theirs breaks a later one. (`play --mine` builds
//! its engine from the same generated packages, in the `play` command.)

use std::process::ExitCode;

use anyhow::Result;
use ayoayo_course::chapters::Exercise;
use ayoayo_course::mine::culprit::{self, Culprit, OnItsOwn};
use ayoayo_course::mine::runs::{Runs, in_words};
use ayoayo_course::mine::{Basis, YourPartOne};
use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::session::Session;
use ayoayo_course::spinner::timed;
use ayoayo_course::test_run::TestRun;
use ayoayo_course::verdict;

/// Builds and runs the tests of `wanted` in `yours`, saying `message` while it works; with
/// nothing to build, it says nothing, as there is no time worth reporting.
fn test_saying(
    message: &str,
    yours: &YourPartOne,
    wanted: Vec<(Exercise, Basis)>,
    sandbox: Option<&Sandbox>,
) -> Result<Runs> {
    if wanted.is_empty() {
        return Ok(Runs::default());
    }
    timed(message, || yours.test(wanted, sandbox))
}

/// `check --mine`: each written chapter's tests on the reference's earlier chapters and on the
/// learner's; where only the second fails, the learner's earlier chapters are added one at a
/// time to name the one that breaks it.
pub fn check(session: &Session) -> Result<ExitCode> {
    let yours = YourPartOne::open(&session.workspace)?;
    print!("{}", session.sandbox_notice());
    let sandbox = session.sandbox().sandbox().cloned();
    println!("{}", yours.whose());
    let first = culprit::first_runs(&yours);
    let message = "Building and testing your chapters on each other";
    let runs = test_saying(message, &yours, first, sandbox.as_ref())?;
    print_table(&yours, &runs);
    let broken = culprit::broken(&yours, &runs);
    if broken.is_empty() {
        println!("No chapter of yours breaks a later one.");
        for chapter in culprit::failing_alone(&yours, &runs) {
            let (number, slug) = (chapter.number, &chapter.slug);
            println!("Chapter {number} does not pass its own tests yet: cargo run -- check {slug}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    let suspects = culprit::suspects(&yours, &broken);
    let message = "Adding your chapters one at a time";
    let suspected = test_saying(message, &yours, suspects, sandbox.as_ref())?;
    for culprit in culprit::culprits(&yours, &broken, &runs, &suspected) {
        explain_culprit(&culprit)?;
    }
    Ok(ExitCode::FAILURE)
}

/// Each Part I chapter's verdicts: on the reference's earlier chapters and on the learner's.
fn print_table(yours: &YourPartOne, runs: &Runs) {
    println!("\nChapter            on the reference's chapters   on your own earlier chapters");
    for chapter in yours.chapters() {
        let name = format!("{:>2} {:<15}", chapter.number, chapter.slug);
        let Some(alone) = runs.of(chapter, Basis::Reference) else {
            let functions = chapter.functions.join(", ");
            println!("{name} not written yet: later chapters use the reference's {functions}");
            continue;
        };
        let yours = match runs.of(chapter, Basis::Yours) {
            Some(run) => in_words(run),
            None => "the same: none of your chapters comes before it".to_string(),
        };
        println!("{name} {:<29} {yours}", in_words(alone));
    }
    println!();
}

/// Says which of the learner's chapters breaks which, with the verdict on the failing run and
/// where to look.
fn explain_culprit(culprit: &Culprit<'_>) -> Result<()> {
    let Culprit {
        chapter,
        broken,
        run,
        on_its_own,
    } = culprit;
    println!(
        "Your chapter {} ({}) breaks chapter {} ({}): with it, {}.",
        chapter.number,
        chapter.slug,
        broken.number,
        broken.slug,
        in_words(run)
    );
    let source = std::fs::read(broken.learner_file()).unwrap_or_default();
    let stub = std::fs::read(broken.stub_file()).unwrap_or_default();
    // The verdict `check` gives, of which only what went wrong and the simplest failure are
    // said here: a broken chapter's challenges are never asked for, and its drills are not
    // this report's business, so none of its ignored tests is run.
    let none_run = || Ok(TestRun::not_built(String::new(), false));
    let verdict = verdict::judge(run, broken, &source, &stub, none_run)?;
    for problem in &verdict.problems {
        println!("  - {}", problem.explain().replace('\n', "\n    "));
    }
    if let Some(failure) = &verdict.first_failure {
        println!("\nThe simplest failure, {}:\n", failure.test);
        for line in failure.text.lines() {
            println!("    {line}");
        }
    }
    let (number, slug) = (chapter.number, &chapter.slug);
    let functions = chapter.functions.join(", ");
    match on_its_own {
        OnItsOwn::FailsItsOwnTests => println!(
            "\nYour chapter {number} does not pass its own tests either: start with \
             `cargo run -- check {slug}`.\n"
        ),
        OnItsOwn::BrokenByAnEarlierChapter => println!(
            "\nYour chapter {number} is itself broken by an earlier chapter of yours (above).\n"
        ),
        OnItsOwn::PassesItsOwnTests => println!(
            "\nYour chapter {number} passes its own tests, yet answers differently from the \
             reference somewhere they do not look: compare your {functions} with the \
             reference's on the failing case above.\n"
        ),
    }
    Ok(())
}
