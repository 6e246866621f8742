//! `cargo run`: the course map. Lists every chapter with the state of its exercise, found by
//! running its tests, and says what to do next.

use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Result;
use ayoayo_course::chapters::{Chapter, chapters};
use ayoayo_course::progress::{State, state};

/// Long enough for a first build of a chapter's tests; a run past it is reported, not awaited.
const TIMEOUT: Duration = Duration::from_secs(180);

fn main() -> ExitCode {
    if std::env::args().len() > 1 {
        eprintln!("usage: cargo run\n\nShows each chapter's exercise and what to do next.");
        return ExitCode::from(2);
    }
    match show_progress(Path::new(env!("CARGO_MANIFEST_DIR"))) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn show_progress(workspace: &Path) -> Result<()> {
    println!("Ayoayo, recursively: your progress\n");
    let mut next: Option<(Chapter, State)> = None;
    for chapter in chapters(workspace)? {
        let state = state(&chapter, TIMEOUT)?;
        println!(
            "  {:>2}  {:<12} {}",
            chapter.number,
            chapter.slug,
            describe(&state)
        );
        if next.is_none() && !state.is_passing() {
            next = Some((chapter, state));
        }
    }
    println!();
    match next {
        Some((chapter, state)) => print_next_step(&chapter, &state),
        None => println!("Every chapter passes. Well done!"),
    }
    Ok(())
}

fn describe(state: &State) -> String {
    match state {
        State::NotStarted => "not started".into(),
        State::DoesNotCompile => "does not compile yet".into(),
        State::TimedOut => "tests did not finish: does a recursion never end?".into(),
        State::Failing { passed, total } => format!("failing: {passed} of {total} tests pass"),
        State::Passing { total } => format!("passing: all {total} tests"),
    }
}

fn print_next_step(chapter: &Chapter, state: &State) {
    let folder = chapter.folder_name();
    let verb = match state {
        State::NotStarted => "Start",
        _ => "Carry on with",
    };
    println!("{verb} chapter {}, {}:", chapter.number, chapter.slug);
    println!("  read   book/src/{folder}.md");
    println!("  edit   exercises/{folder}/src/lib.rs");
    println!("  run    cargo test -p {}", chapter.package());
}
