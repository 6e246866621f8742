//! `cargo run -- COMMAND`: the course tool. Each command lives in a module of its own under
//! `src/commands/`; this file only reads the command line.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use ayoayo_course::session::Session;
use ayoayo_course::trace::plan::Request;
use ayoayo_narrator::system::System;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
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

#[derive(Subcommand)]
enum Command {
    /// Run a chapter's tests and explain the result in plain words.
    ///
    /// With --mine, runs each Part I chapter you have written on your own earlier chapters
    /// instead of the reference's, and names the chapter of yours that breaks a later one.
    ///
    /// Example: cargo run -- check sow
    ///
    /// Your own engine: cargo run -- check --mine
    Check {
        /// The chapter: its number, name or folder (default: the first unfinished).
        chapter: Option<String>,
        /// Check Part I's chapters on each other: your chapter 3 on your chapters 1 and 2...
        #[arg(long, conflicts_with = "chapter")]
        mine: bool,
    },
    /// Re-check the current chapter each time you save its src/lib.rs.
    ///
    /// Example: cargo run -- watch
    Watch,
    /// Show one of a chapter's hints (the first unless you give a number); hints go from a
    /// nudge to nearly the answer, and each one names the command for the next.
    ///
    /// Example: cargo run -- hint distribute 2
    ///
    /// The current chapter's first hint: cargo run -- hint
    Hint {
        /// The chapter: its number, name or folder (default: the first unfinished, as for
        /// check).
        chapter: Option<String>,
        /// Which hint (1 is the gentlest); without it, hint 1.
        number: Option<usize>,
    },
    /// Restore a chapter's stub, first saving your file to a timestamped backup.
    ///
    /// Example: cargo run -- reset scoop
    Reset {
        /// The chapter: its number, name or folder.
        chapter: String,
    },
    /// Show the reference solution of a chapter you have passed.
    ///
    /// The chapter's reference, then the model answers to its optional challenges, to compare
    /// with yours. Example: cargo run -- solution sow
    Solution {
        /// The chapter: its number, name or folder.
        chapter: String,
        /// Show it even though the chapter does not pass yet.
        #[arg(long)]
        anyway: bool,
    },
    /// For teachers and CI: check that the whole course is sound.
    ///
    /// Every exercise passes on the reference, every test fails on its stub, snapshots are
    /// fresh and every typical mistake is caught. Check only some chapters with
    /// AYOAYO_CHAPTERS=sow,relay-sow. Example: cargo run -- verify
    Verify,
    /// For teachers: grade copies of the course (a class's submissions).
    ///
    /// Writes, in OUT: grades.md (a summary table, then each learner's chapters), grades.json,
    /// grades.csv (for a gradebook), junit.xml (for CI) and results/LEARNER/NN-slug/results.json
    /// (Exercism's format).
    ///
    /// Example: cargo run -- grade ../class/ada ../class/grace --out grades
    ///
    /// At a deadline: cargo run -- grade ../class/* --before "2026-12-01 17:00"
    Grade {
        /// The learners' copies of the course.
        #[arg(required = true)]
        dirs: Vec<PathBuf>,
        /// Where to write the reports.
        #[arg(long, default_value = "grades")]
        out: PathBuf,
        /// Grade each learner's last commit at or before DATE (by its commit date), read from
        /// their git repository without changing their folder. DATE is 2026-12-01 (midnight),
        /// 2026-12-01 17:00, or RFC 3339 (2026-12-01T17:00:00+01:00); without an offset it is
        /// UTC.
        #[arg(long, value_name = "DATE")]
        before: Option<ayoayo_course::grade::Deadline>,
        /// Print grades.csv on stdout instead of the summary table, for piping.
        #[arg(long)]
        csv: bool,
        /// Grade each learner's assessment too, with the record `assess new` wrote
        /// (assessments.json): a learner's folder is their ID, or ends in -ID.
        #[arg(long, value_name = "FILE")]
        assessments: Option<PathBuf>,
    },
    /// For teachers: assessments whose rules are drawn for each learner, so none can be copied.
    ///
    /// Example: cargo run -- assess new --seed "my secret" --roster roster.txt --out assessments
    Assess {
        #[command(subcommand)]
        action: commands::assess::Action,
    },
    /// For GitHub Classroom: grade one chapter of this repository, as its workflow does.
    ///
    /// Your exercises/NN-slug/src/lib.rs against the tests of the course as it was handed out
    /// (the repository's first commit, or --pristine). The result goes to $GITHUB_OUTPUT for
    /// Classroom's reporter (when it is not set, only its size is said); the exit code is 0
    /// whenever a result was made, a failing chapter too: the reporter marks the run failed.
    ///
    /// Example: cargo run -- autograde sow
    Autograde {
        /// The chapter: its number, name or folder.
        chapter: String,
        /// The commit whose tests grade the chapter (default: the repository's first commit).
        #[arg(long, value_name = "REV")]
        pristine: Option<String>,
    },
    /// Build the book and serve it on 127.0.0.1.
    ///
    /// The learner's edition, without the teacher's kit and the chapters' teacher notes; with
    /// --teacher, the teacher's edition, which has them. The first time, this also builds mdBook
    /// (a few minutes, once).
    ///
    /// Example: cargo run -- book --open
    ///
    /// The teacher's edition: cargo run -- book --teacher --open
    Book {
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
    },
    /// Play a game of Ayòayò, or of a Part II system, in the terminal.
    ///
    /// Example: cargo run -- play --vs computer
    ///
    /// Part II's systems: cargo run -- play --variant awari --vs ahl
    ///
    /// Thinking ahead: cargo run -- play --variant oware --vs search:8
    ///
    /// On your own chapters 1 to 7 (built first, a few seconds the first time):
    /// cargo run -- play --mine
    Play {
        /// Play Ayòayò on your own chapters 1 to 7 instead of the reference: your take_turn
        /// plays each move (the reference stands in for a chapter not written yet).
        #[arg(long, conflicts_with = "variant")]
        mine: bool,
        /// Play a Part II system. Without it, Part I's Ayòayò.
        #[arg(long, value_parser = variants(), ignore_case = true)]
        variant: Option<System>,
        /// Your opponent.
        #[arg(long, default_value = "computer", value_parser = commands::play::VersusParser)]
        vs: ayoayo_course::play::Versus,
        /// Starts the random opponent's choices; the game prints the seed it used, so that
        /// game can be replayed (default: from the clock).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Play the computer opponents against each other: a round-robin, both colours.
    ///
    /// Random, greedy and search (and Ahl's program in Awari) meet each other for --games
    /// games per pairing; the table gives each pairing's wins, draws, losses and stones.
    ///
    /// Example: cargo run --release -- tournament --variant oware --games 20 --depth 4
    Tournament {
        /// A Part II system. Without it, Part I's Ayòayò.
        #[arg(long, value_parser = variants(), ignore_case = true)]
        variant: Option<System>,
        /// Games per pairing; the opponents take turns at South.
        #[arg(long, default_value_t = 20)]
        games: u32,
        /// How many moves ahead the search opponent looks (1 to 10).
        #[arg(long, default_value_t = 4)]
        depth: u32,
        /// Starts the random opponent's choices (default: from the clock; printed).
        #[arg(long)]
        seed: Option<u64>,
        /// Print the pairings as JSON, for tools.
        #[arg(long)]
        json: bool,
    },
    /// Solve an Oware position with at most 16 stones on the board: the most of them the
    /// player to move can be sure to end with, and the best moves (chapter 16's database).
    ///
    /// The database is built once (a minute or so in a release build for 16 stones) and kept
    /// in target/endgames/oware.db. Stores are ignored: the answer is a share of the stones on
    /// the board.
    ///
    /// Example: cargo run --release -- solve --variant oware --board "0 0 0 0 1 2 0 0 0 1 0 0"
    Solve {
        /// The system: only oware has an endgame database.
        #[arg(long, value_parser = variants(), ignore_case = true)]
        variant: Option<System>,
        /// The twelve houses' stone counts, pit 0 (South's first) first.
        #[arg(long, allow_hyphen_values = true)]
        board: String,
        /// Whose move it is.
        #[arg(long, value_enum, default_value = "south")]
        to_move: commands::solve::Side,
        /// Print the answer as JSON, for tools.
        #[arg(long)]
        json: bool,
    },
    /// Draw your recursive function's calls as a tree, run on a worked example, with the first
    /// call whose answer differs from the reference's marked.
    ///
    /// With no function, the chapter's first recursive function whose examples fail; with no
    /// example, its simplest failing one.
    ///
    /// Example: cargo run -- trace distribute
    ///
    /// A call of your own: cargo run -- trace distribute --call "distribute([4; 12], 0, 1, 6)"
    Trace {
        /// The chapter: its number, name or folder.
        chapter: String,
        /// The function to trace (default: the first recursive one whose examples fail).
        function: Option<String>,
        /// One of the chapter's worked examples, by name.
        #[arg(long, conflicts_with = "call")]
        example: Option<String>,
        /// A call to trace instead, as Rust: `distribute([4; 12], 0, 1, 6)`.
        #[arg(long)]
        call: Option<String>,
        /// Also write a page that steps through the calls, to this file.
        #[arg(long)]
        html: Option<PathBuf>,
        /// Trace the reference's own code instead of yours.
        #[arg(long)]
        reference: bool,
        /// Draw every call, however many (by default about a screenful and a half: the first
        /// calls, the path to the first call that differs, and the last).
        #[arg(long)]
        all: bool,
        /// Print the trace as JSON, for tools.
        #[arg(long)]
        json: bool,
    },
    /// Draw a board and every step of one move: scoop, each relay, capture.
    ///
    /// Example: cargo run -- show --board "4 4 4 4 4 4 4 4 4 4 4 4" --sow 3
    ///
    /// Part II's systems: cargo run -- show --variant kalah --sow 2
    Show {
        /// Play under a Part II system's rules: lagos, oware (12 pits), awari or kalah
        /// (14 bins: pits 0 to 5, South's store 6, pits 7 to 12, North's store 13). Without
        /// it, Part I's Ayòayò.
        #[arg(long, value_parser = variants(), ignore_case = true)]
        variant: Option<System>,
        /// The stone counts, pit 0 first: twelve, or fourteen for awari and kalah (default:
        /// the opening).
        // A board may begin with `-`: the board grammar, not clap, says why `-1` is wrong.
        #[arg(long, allow_hyphen_values = true)]
        board: Option<String>,
        /// The pit to sow.
        #[arg(long)]
        sow: usize,
        /// Print the steps as JSON, for tools.
        #[arg(long)]
        json: bool,
    },
}

/// `--variant`'s parser: the systems by slug, each with its name, so `--help` lists them.
/// Part I's `ayoayo` is accepted but not listed: it is what no `--variant` means.
fn variants() -> impl TypedValueParser<Value = System> {
    let slugs = System::ALL.map(|system| {
        let slug = PossibleValue::new(system.slug()).help(system.name());
        slug.hide(system.is_part_one())
    });
    PossibleValuesParser::new(slugs).try_map(|slug| slug.parse::<System>())
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
        Some(Command::Check { mine: true, .. }) => commands::mine::check(&session()?),
        Some(Command::Check { chapter, .. }) => {
            commands::check::run(&session()?, chapter.as_deref())
        }
        Some(Command::Watch) => commands::watch::run(&session()?),
        Some(Command::Hint { chapter, number }) => {
            commands::hint::run(&session()?, chapter.as_deref(), number)
        }
        Some(Command::Reset { chapter }) => commands::reset::run(&session()?, &chapter),
        Some(Command::Solution { chapter, anyway }) => {
            commands::solution::run(&session()?, &chapter, anyway)
        }
        Some(Command::Verify) => commands::verify::run(&session()?),
        Some(Command::Grade {
            dirs,
            out,
            before,
            csv,
            assessments,
        }) => {
            let options = commands::grade::Options {
                out,
                before,
                csv,
                assessments,
            };
            commands::grade::run(&session()?, &dirs, &options)
        }
        Some(Command::Assess { action }) => commands::assess::run(action),
        Some(Command::Autograde { chapter, pristine }) => {
            commands::autograde::run(&session()?, &chapter, pristine.as_deref())
        }
        Some(Command::Book {
            teacher,
            open,
            port,
        }) => commands::book::run(&session()?, teacher, open, port),
        Some(Command::Play {
            mine: true,
            vs,
            seed,
            ..
        }) => commands::play::run_mine(&session()?, vs, seed),
        Some(Command::Play {
            variant, vs, seed, ..
        }) => commands::play::run(variant.unwrap_or(System::Ayoayo), vs, seed),
        Some(Command::Tournament {
            variant,
            games,
            depth,
            seed,
            json,
        }) => {
            commands::tournament::run(variant.unwrap_or(System::Ayoayo), games, depth, seed, json)
        }
        Some(Command::Solve {
            variant,
            board,
            to_move,
            json,
        }) => commands::solve::run(workspace().ok().as_deref(), variant, &board, to_move, json),
        Some(Command::Trace {
            chapter,
            function,
            example,
            call,
            html,
            reference,
            all,
            json,
        }) => commands::trace::run(
            &session()?,
            &commands::trace::Options {
                chapter,
                request: Request {
                    function,
                    example,
                    call,
                    reference,
                },
                html,
                all,
                json,
            },
        ),
        Some(Command::Show {
            variant,
            board,
            sow,
            json,
        }) => commands::show::run(
            variant.unwrap_or(System::Ayoayo),
            board.as_deref(),
            sow,
            json,
        ),
    }
}
