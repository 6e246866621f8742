//! `check [CHAPTER]`: runs a chapter's tests and says, in plain words, what passed, what failed
//! and why it probably failed. Every run has a time limit, so it never hangs. The verdict is
//! the session's ([`Session::verdict`]), the words the verdict's ([`words::render`]).

use std::process::ExitCode;

use anyhow::Result;
use ayoayo_course::session::Session;
use ayoayo_course::verdict::words;

pub fn run(session: &Session, chapter: Option<&str>) -> Result<ExitCode> {
    print!("{}", session.sandbox_notice());
    let chapter = match chapter {
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
    print!("{}", words::render(&chapter, &checked));
    Ok(match checked.verdict.is_passing() {
        true => ExitCode::SUCCESS,
        false => ExitCode::FAILURE,
    })
}
