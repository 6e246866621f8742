//! `check [CHAPTER]`: runs a chapter's tests and says, in plain words, what passed, what failed
//! and why it probably failed. Every run has a time limit, so it never hangs. The verdict is
//! the session's ([`Session::check`]), its words `check_words`'s ([`check_words::render`]).

use std::process::ExitCode;

use anyhow::Result;
use ayoayo_course::check_words;
use ayoayo_course::session::Session;

/// Run a chapter's tests and explain the result in plain words.
///
/// With --mine, runs each Part I chapter you have written on your own earlier chapters
/// instead of the reference's, and names the chapter of yours that breaks a later one.
///
/// Example: cargo run -- check sow
///
/// Your own engine: cargo run -- check --mine
#[derive(clap::Args)]
pub struct Args {
    /// The chapter: its number, name or folder (default: the first unfinished).
    chapter: Option<String>,
    /// Check Part I's chapters on each other: your chapter 3 on your chapters 1 and 2...
    #[arg(long, conflicts_with = "chapter")]
    mine: bool,
}

pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    if args.mine {
        return super::mine::check(session);
    }
    print!("{}", session.sandbox_notice());
    let chapter = match args.chapter.as_deref() {
        Some(name) => session.chapter(name)?,
        None => match session.next_after(None)? {
            Some(chapter) => chapter,
            None => {
                println!("Every chapter passes. Well done!");
                return Ok(ExitCode::SUCCESS);
            }
        },
    };
    let checked = session.check(&chapter)?;
    print!("{}", check_words::render(&chapter, &checked));
    Ok(match checked.verdict.is_passing() {
        true => ExitCode::SUCCESS,
        false => ExitCode::FAILURE,
    })
}
