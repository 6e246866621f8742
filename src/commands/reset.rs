//! `reset CHAPTER`: puts the shipped stub back into a chapter's `src/lib.rs`, so a learner can
//! start the chapter again, having saved their file to a backup first (see
//! [`ayoayo_course::reset`]).

use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;
use ayoayo_course::reset::{Reset, reset};
use ayoayo_course::session::Session;

/// Restore a chapter's stub, first saving your file to a timestamped backup.
///
/// Example: cargo run -- reset scoop
#[derive(clap::Args)]
pub struct Args {
    /// The chapter: its number, name or folder.
    chapter: String,
}

impl Args {
    /// A reset of `chapter`: what `watch`'s `x` asks for, once confirmed.
    pub fn of(chapter: &str) -> Args {
        Args {
            chapter: chapter.to_string(),
        }
    }
}

pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    let workspace = &session.workspace;
    let chapter = session.chapter(&args.chapter)?;
    let shown = |path: &Path| {
        let relative = path.strip_prefix(workspace).unwrap_or(path);
        relative.display().to_string()
    };
    let title = format!("Chapter {}, {}", chapter.number, chapter.slug);
    let learner_file = shown(&chapter.learner_file());
    match reset(&chapter, shown)? {
        Reset::AlreadyTheStub => println!(
            "{title}: {learner_file} is still the stub as shipped, so there is nothing to reset."
        ),
        Reset::Restored { backup } => {
            let backup = shown(&backup);
            println!("{title}: your {learner_file} is saved in {backup}.");
            println!(
                "The stub is back: start again with `cargo test -p {}`.",
                chapter.package()
            );
            println!("To get your version back: cp {backup} {learner_file}");
        }
        Reset::WasMissing => println!("{title}: {learner_file} was missing; the stub is back."),
    }
    Ok(ExitCode::SUCCESS)
}
