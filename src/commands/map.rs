//! No command: the course map. Every chapter with the state of its exercise, a progress bar,
//! and the next step with the exact command.

use std::process::ExitCode;

use anyhow::Result;
use ayoayo_course::chapters::Exercise;
use ayoayo_course::optional::Tally;
use ayoayo_course::progress::{self, State, where_to_go_on};
use ayoayo_course::session::Session;
use ayoayo_course::verdict;
use console::style;
use course_model::limits;

const BAR_WIDTH: usize = 28;

pub fn run(session: &Session) -> Result<ExitCode> {
    println!("{}\n", style("Ayoayo, recursively: your progress").bold());
    let chapters = session.chapters()?;
    let mut states = Vec::new();
    let mut done = 0;
    // The states line up after the longest name (`lazy-alpha-beta`).
    let width = chapters
        .iter()
        .map(|chapter| chapter.slug.len())
        .max()
        .unwrap_or(0);
    for chapter in chapters {
        let state = session.state(chapter, limits::MAP_RUN)?;
        let mark = match state {
            State::Passing { .. } => style("✓").green(),
            State::NotStarted => style("·").dim(),
            _ => style("✗").red(),
        };
        let (number, slug) = (chapter.number, &chapter.slug);
        // The drills as the last `check` of these files counted them: the map runs none.
        let drills = progress::known_drills(&session.workspace, chapter)
            .map(|Tally { done, of }| format!(" · drills {done} of {of}"))
            .unwrap_or_default();
        println!(
            "  {mark} {number:>2}  {slug:<width$} {}{drills}",
            verdict::standing(&state)
        );
        done += usize::from(state.is_passing());
        states.push(state);
    }
    let next = where_to_go_on(&states).map(|at| (&chapters[at], &states[at]));
    let filled = BAR_WIDTH * done / chapters.len().max(1);
    let bar = format!("{}{}", "#".repeat(filled), "-".repeat(BAR_WIDTH - filled));
    println!("\n  [{bar}] {done} of {} chapters\n", chapters.len());
    match next {
        Some((chapter, state)) => print_next_step(chapter, state),
        None => println!("Every chapter passes. Well done! Try `cargo run -- play`."),
    }
    Ok(ExitCode::SUCCESS)
}

fn print_next_step(chapter: &Exercise, state: &State) {
    let verb = match state {
        State::NotStarted => "Start",
        _ => "Carry on with",
    };
    let next = format!("{verb} chapter {}, {}:", chapter.number, chapter.slug);
    println!("{}", style(next).bold());
    println!("  read   {}", chapter.book_page());
    println!("  edit   {}", chapter.learner_path());
    println!("  run    cargo test -p {}", chapter.package());
    println!(
        "         (or `cargo run -- check {}` for a summary in words)",
        chapter.slug
    );
}
