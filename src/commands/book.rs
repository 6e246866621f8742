//! `book [--teacher] [--open] [--port N]`: builds the book (the learner's edition, or with
//! `--teacher` the teacher's) and serves it on 127.0.0.1, by running the
//! book's own package (`book/tool`, `ayoayo-book`) through cargo. mdBook lives there, so a
//! learner's first `cargo run` does not wait for it; it is built the first time the book is.

use std::process::ExitCode;

use anyhow::{Context, Result};
use ayoayo_course::process;
use ayoayo_course::session::Session;

/// Build the book and serve it on 127.0.0.1.
///
/// The learner's edition, without the teacher's kit and the chapters' teacher notes; with
/// --teacher, the teacher's edition, which has them. The first time, this also builds mdBook
/// (a few minutes, once).
///
/// Example: cargo run -- book --open
///
/// The teacher's edition: cargo run -- book --teacher --open
#[derive(clap::Args)]
pub struct Args {
    /// Build the teacher's edition: the teacher's kit (quizzes, model answers, rubrics,
    /// exams) and each chapter's teacher notes.
    #[arg(long)]
    teacher: bool,
    /// Open it in a web browser.
    #[arg(long)]
    open: bool,
    /// The port to serve on.
    #[arg(long, default_value_t = 3000)]
    port: u16,
}

pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    let Args {
        teacher,
        open,
        port,
    } = args;
    let workspace = &session.workspace;
    println!(
        "Building the book. The first time, cargo also builds the book's toolchain (mdBook): \
         a few minutes, once."
    );
    let status = process::cargo()
        .current_dir(workspace)
        .args(book_tool_args(teacher, open, port))
        .status()
        .context("starting cargo to build the book")?;
    // A child stopped by a signal (Ctrl-C) has no code; 130 is the shell's name for that. Any
    // other failure of cargo's (101 for a build that fails) is the tool's 1, as in --help.
    Ok(match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(_) => ExitCode::FAILURE,
        None => ExitCode::from(130),
    })
}

/// The arguments of `cargo` that run the book's package with this command's options. Not
/// `--quiet`: cargo's own progress (each crate compiled, a bar on a terminal) is what shows the
/// first build, of minutes, moving; a spinner could not tell when the build ends and the server
/// starts, inside the one `cargo run`.
fn book_tool_args(teacher: bool, open: bool, port: u16) -> Vec<String> {
    let mut args: Vec<String> = ["run", "-p", "ayoayo-book", "--", "--port"]
        .map(String::from)
        .into();
    args.push(port.to_string());
    if teacher {
        args.push("--teacher".into());
    }
    if open {
        args.push("--open".into());
    }
    args
}

#[cfg(test)]
mod tests {
    use super::book_tool_args;

    #[test]
    fn the_options_reach_the_book_package() {
        assert_eq!(
            book_tool_args(false, true, 4000).join(" "),
            "run -p ayoayo-book -- --port 4000 --open"
        );
        assert_eq!(
            book_tool_args(true, false, 3000).join(" "),
            "run -p ayoayo-book -- --port 3000 --teacher"
        );
    }
}
