//! `cargo run -- COMMAND`: the course tool. Each command lives in a module of its own under
//! `src/commands/`; this file only reads the command line.
#![warn(clippy::too_many_lines)] // functions of at most 70 lines: see .clippy.toml

use std::process::ExitCode;

use anyhow::Result;
use ayoayo_course::session::Session;
use clap::{Parser, Subcommand};

mod commands;

/// What each exit code means, for scripts and CI: shown by `--help`, and quoted in the
/// README (a test keeps the two the same).
const EXIT_CODES: &str = "\
Exit codes:
  0    done; for check, the chapter passes; for verify, the course is sound
  1    check: the chapter does not pass; check --mine: a chapter of yours breaks a later one;
       verify: the course is not sound; solution: the chapter does not pass yet (see
       --anyway); play --mine: your chapters do not compile; book: the book did not build
       or could not be served
  2    the command line or its input is wrong (clap's usage errors, an unknown chapter, a
       malformed board), or an error stopped the command: the message says which
  130  stopped by Ctrl-C (or SIGTERM, SIGHUP), with everything it started";

/// Ayoayo, recursively: your progress, your checks, the book and the game.
///
/// With no command, shows every chapter's state and the next step.
#[derive(Parser)]
#[command(name = "ayoayo-course", bin_name = "cargo run --", version, after_help = EXIT_CODES)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// The commands, each with its flags and help in its own module (`commands::NAME::Args`).
#[derive(Subcommand)]
enum Command {
    Check(commands::check::Args),
    Watch(commands::watch::Args),
    Hint(commands::hint::Args),
    Reset(commands::reset::Args),
    Solution(commands::solution::Args),
    Verify(commands::verify::Args),
    Grade(commands::grade::Args),
    Assess(commands::assess::Args),
    Autograde(commands::autograde::Args),
    Gradescope(commands::gradescope::Args),
    Classroom50(commands::classroom50::Args),
    Book(commands::book::Args),
    Play(commands::play::Args),
    Tournament(commands::tournament::Args),
    Solve(commands::solve::Args),
    Trace(commands::trace::Args),
    Show(commands::show::Args),
}

fn main() -> ExitCode {
    end_quietly_on_a_closed_pipe();
    stop_children_on_interrupt();
    // Without a sandbox, a learner's process that escapes its group is still ended with its run.
    ayoayo_course::process::adopt_orphans();
    colour_as_clap_does();
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(code) => code,
        Err(error) => {
            // Marked as clap marks its errors, so the tool's and clap's agree.
            let marker = console::style("error:").for_stderr().red().bold();
            eprintln!("{marker} {error:#}");
            ExitCode::from(2)
        }
    }
}

/// Lets a closed output pipe end the tool (`cargo run -- show --sow 3 | head -1`), as it ends
/// `cat` or `ls`: Rust ignores SIGPIPE, so every `println!` to a closed pipe would panic.
/// Restoring the default once here covers every command and every line printed, where
/// catching `BrokenPipe` would have to wrap each of them.
fn end_quietly_on_a_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any other thread exists, with the default
    // disposition, which installs no handler.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Makes the tool's colours (console's: on a terminal, or with CLICOLOR_FORCE) agree with
/// clap's where the two differ: a non-empty NO_COLOR turns colour off even when forced.
fn colour_as_clap_does() {
    if std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty()) {
        console::set_colors_enabled(false);
        console::set_colors_enabled_stderr(false);
    }
}

/// Makes Ctrl-C (and SIGTERM, SIGHUP) stop every child the tool has started before it ends
/// with 130, as an interrupted command does: cargo and the tests run in process groups of their
/// own, which the terminal's signal does not reach. `book` runs cargo in the terminal's own
/// group, so there the signal reaches it directly.
fn stop_children_on_interrupt() {
    let installed = ctrlc::set_handler(|| ayoayo_course::process::stop_all_and_exit(130));
    if let Err(error) = installed {
        eprintln!("warning: Ctrl-C may leave the tests running: {error}");
    }
}

fn run(command: Option<Command>) -> Result<ExitCode> {
    // Found only by the commands that need it: playing and drawing a move work anywhere.
    let workspace = || ayoayo_course::workspace::find(&std::env::current_dir()?);
    let session = || workspace().map(|workspace| Session::new(&workspace));
    match command {
        None => commands::map::run(&session()?),
        Some(Command::Check(args)) => commands::check::run(args, &session()?),
        Some(Command::Watch(args)) => commands::watch::run(args, &session()?),
        Some(Command::Hint(args)) => commands::hint::run(args, &session()?),
        Some(Command::Reset(args)) => commands::reset::run(args, &session()?),
        Some(Command::Solution(args)) => commands::solution::run(args, &session()?),
        Some(Command::Verify(args)) => commands::verify::run(args, &session()?),
        Some(Command::Grade(args)) => commands::grade::run(args, &session()?),
        Some(Command::Assess(args)) => commands::assess::run(args),
        Some(Command::Autograde(args)) => commands::autograde::run(args, &session()?),
        Some(Command::Gradescope(args)) => commands::gradescope::run(args, session),
        Some(Command::Classroom50(args)) => commands::classroom50::run(args, &session()?),
        Some(Command::Book(args)) => commands::book::run(args, &session()?),
        Some(Command::Play(args)) => commands::play::run(args, session),
        Some(Command::Tournament(args)) => commands::tournament::run(args),
        Some(Command::Solve(args)) => commands::solve::run(args, workspace().ok().as_deref()),
        Some(Command::Trace(args)) => commands::trace::run(args, &session()?),
        Some(Command::Show(args)) => commands::show::run(args),
    }
}
