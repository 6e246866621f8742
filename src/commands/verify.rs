//! `verify`: for teachers and CI, checks that the whole course is sound, with the very checks
//! of `cargo test --test integrity` (see `ayoayo_course::verify`): the reference passes every
//! exercise, every test fails on its stub, the snapshots are fresh, every typical mistake
//! is caught and every correct solution in another style passes. It works on scratch copies under `target/course-verify/`, building there too, so
//! the learner's files and build are never touched.
//!
//! Like the integrity tests, it honours `AYOAYO_CHAPTERS=sow,relay-sow` to check only some
//! chapters. It exits with 0 when all is sound, 1 when a check found a problem.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;
use ayoayo_course::session::Session;
use ayoayo_course::test_run::Channel;
use ayoayo_course::verify::{self, Check, Finding, Outcome, Progress, Verifier};
use ayoayo_course::workspace::{hold, work_dir};

/// The width of the table's first column.
const CHAPTER_WIDTH: usize = 16;

/// For teachers and CI: check that the whole course is sound.
///
/// Every exercise passes on the reference, every test fails on its stub, snapshots are
/// fresh and every typical mistake is caught. Check only some chapters with
/// AYOAYO_CHAPTERS=sow,relay-sow. Example: cargo run -- verify
#[derive(clap::Args)]
pub struct Args {}

pub fn run(_: Args, session: &Session) -> Result<ExitCode> {
    let workspace = &session.workspace;
    let dir = work_dir(workspace, "course-verify");
    let _held = hold(&dir, "verify")?;
    let chosen = verify::chosen_from_env();
    let mut verifier = Verifier::new(workspace, &dir, chosen.as_deref())?;
    let count = verifier.chapters().len();
    println!(
        "Verifying {count} chapters on scratch copies in {}",
        dir.display()
    );
    if chosen.is_some() {
        let slugs: Vec<&str> = verifier
            .chapters()
            .iter()
            .map(|c| c.slug.as_str())
            .collect();
        let var = verify::CHAPTERS_VAR;
        println!("(only {}, as {var} asks)", slugs.join(", "));
    }
    let disagreements = verify::model::disagreements(workspace)?;
    if !disagreements.is_empty() {
        println!(
            "\nThe course model ({}) and the exercises disagree:",
            course_model::COURSE_FILE
        );
        for problem in &disagreements {
            println!("  - {problem}");
        }
    }
    let outcomes = Check::ALL
        .into_iter()
        .map(|check| run_check(&mut verifier, check))
        .collect::<Result<Vec<_>>>()?;
    println!("\n{}", table(&verifier, &outcomes));
    if let Some(channel) = Channel::report() {
        println!("{channel}\n");
    }
    let unsound: Vec<&Outcome> = outcomes.iter().filter(|o| !o.is_sound()).collect();
    if unsound.is_empty() && disagreements.is_empty() {
        println!("The course is sound.");
        return Ok(ExitCode::SUCCESS);
    }
    println!("Problems:\n");
    for outcome in unsound {
        println!("{}\n", outcome.report());
    }
    Ok(ExitCode::FAILURE)
}

/// Runs one check, printing a line per chapter as it goes: a whole check takes a while.
fn run_check(verifier: &mut Verifier, check: Check) -> Result<Outcome> {
    println!("\n{}", check.heading());
    let mut started = Instant::now();
    let mut show = |progress: Progress<'_>| match progress {
        Progress::Building(count) => println!("  (building {count} versions of the exercises)"),
        Progress::Starting(chapter) => {
            started = Instant::now();
            print!("  {:<CHAPTER_WIDTH$} ", chapter.folder_name());
            let _ = std::io::stdout().flush();
        }
        Progress::Done(finding) => {
            let seconds = started.elapsed().as_secs_f32();
            println!("{} ({seconds:.1} s)", cell(finding));
        }
    };
    verifier.run(check, &mut show)
}

/// ✓ or ✗, and for the mistakes and styles checks how many were caught or passed.
fn cell(finding: &Finding) -> String {
    let mark = if finding.is_sound() { "✓" } else { "✗" };
    match finding.caught {
        Some((caught, of)) => format!("{mark} {caught}/{of}"),
        None => mark.to_string(),
    }
}

/// A row per chapter, a column per check.
fn table(verifier: &Verifier, outcomes: &[Outcome]) -> String {
    let mut heading = format!("{:<CHAPTER_WIDTH$}", "chapter");
    for outcome in outcomes {
        heading += &format!("  {}", outcome.check.heading());
    }
    let mut lines = vec![heading];
    for (index, chapter) in verifier.chapters().iter().enumerate() {
        let mut line = format!("{:<CHAPTER_WIDTH$}", chapter.folder_name());
        for outcome in outcomes {
            let width = outcome.check.heading().chars().count();
            let cell = outcome.findings.get(index).map(cell).unwrap_or_default();
            line += &format!("  {cell:<width$}");
        }
        lines.push(line.trim_end().to_string());
    }
    lines.join("\n") + "\n"
}
