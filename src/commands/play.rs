//! `play`: a game in the terminal, of Ayòayò or of any Part II system (`--variant`), against
//! `--vs` (see [`ayoayo_course::play`], which plays it). This module reads the opponent from
//! the command line, opens the terminal and hands both to the game.

use std::ffi::OsStr;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use anyhow::{Result, bail};
use ayoayo::tournament::Opponent;
use ayoayo_course::mine::YourPartOne;
use ayoayo_course::mine::engine::{self, Engine};
use ayoayo_course::play::{self, AHL, Referee, Versus, seed_from_clock};
use ayoayo_course::session::Session;
use ayoayo_course::spinner::timed;
use ayoayo_narrator::system::System;
use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};

/// `--vs`'s parser: [`Versus`]'s own `FromStr`, with the opponents listed for `--help`;
/// clap's list of fixed values could not accept `search:N` for every depth.
#[derive(Clone)]
pub struct VersusParser;

impl TypedValueParser for VersusParser {
    type Value = Versus;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<Versus, clap::Error> {
        let from_str = StringValueParser::new().try_map(|text| text.parse::<Versus>());
        from_str.parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let opponents = [
            (
                "computer",
                "the system's own: the Awari program of Ahl's 1978 book, greedy elsewhere",
            ),
            ("random", "a random legal move"),
            ("greedy", "one move ahead"),
            ("search", "six moves ahead"),
            ("search:N", "N moves ahead, 1 to 10"),
            (
                "ahl",
                "the Awari program of Ahl's 1978 book, which learns (Awari only)",
            ),
            ("human", "a second player at the keyboard"),
        ];
        let values = opponents.map(|(name, help)| PossibleValue::new(name).help(help));
        Some(Box::new(values.into_iter()))
    }
}

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
#[derive(clap::Args)]
pub struct Args {
    /// Play Ayòayò on your own chapters 1 to 7 instead of the reference: your take_turn
    /// plays each move (the reference stands in for a chapter not written yet).
    #[arg(long, conflicts_with = "variant")]
    mine: bool,
    /// Play a Part II system. Without it, Part I's Ayòayò.
    #[arg(long, value_parser = super::variants(), ignore_case = true)]
    variant: Option<System>,
    /// Your opponent.
    #[arg(long, default_value = "computer", value_parser = VersusParser)]
    vs: Versus,
    /// Starts the random opponent's choices; the game prints the seed it used, so that
    /// game can be replayed (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
}

/// Plays a game against `--vs`, of `--variant` on the reference or, with `--mine`, on the
/// learner's chapters; only `--mine` needs the session, so only it looks for the workspace.
pub fn run(args: Args, session: impl FnOnce() -> Result<Session>) -> Result<ExitCode> {
    let Args {
        mine,
        variant,
        vs,
        seed,
    } = args;
    match mine {
        true => run_mine(&session()?, vs, seed),
        false => run_reference(variant.unwrap_or(System::Ayoayo), vs, seed),
    }
}

/// Plays a game of `system` against `vs`; `seed` starts the random opponent's choices (from
/// the clock when not given, and printed, so the game can be replayed).
fn run_reference(system: System, vs: Versus, seed: Option<u64>) -> Result<ExitCode> {
    refuse_ahl_outside_awari(system, vs)?;
    on_the_terminal(Referee::Reference(system), vs, seed)
}

/// Ayòayò on the learner's own chapters 1 to 7 (`--mine`), against `vs`: their engine is
/// built first, and a game whose code goes wrong ends with a sentence saying where.
fn run_mine(session: &Session, vs: Versus, seed: Option<u64>) -> Result<ExitCode> {
    refuse_ahl_outside_awari(System::Ayoayo, vs)?;
    let Some(engine) = your_engine(session)? else {
        return Ok(ExitCode::FAILURE);
    };
    on_the_terminal(Referee::YourChapters(engine), vs, seed)
}

/// Builds the learner's engine for `play --mine`, saying whose chapters it is made of; `None`
/// (having said why) when they do not compile together.
fn your_engine(session: &Session) -> Result<Option<Engine>> {
    print!("{}", session.sandbox_notice());
    let yours = YourPartOne::open(&session.workspace)?;
    println!("{}", yours.whose());
    if let Some(note) = yours.stand_in_note() {
        println!("{note}");
    }
    let sandbox = session.sandbox().sandbox().cloned();
    let built = timed("Building your engine", || engine::build(&yours, sandbox))?;
    match built {
        Ok(engine) => Ok(Some(engine)),
        Err(errors) => {
            println!("Your chapters do not compile together:\n\n{errors}");
            Ok(None)
        }
    }
}

/// `--vs ahl` with any system but Awari is refused before the game starts.
fn refuse_ahl_outside_awari(system: System, vs: Versus) -> Result<()> {
    if vs == AHL && system != System::Awari {
        bail!("--vs ahl is David Ahl's Awari program: it plays only with --variant awari");
    }
    Ok(())
}

/// Plays the game on the terminal, echoing what is read when it is not a terminal (moves piped
/// in are not echoed by one), and saying the random opponent's seed when it is used.
fn on_the_terminal(referee: Referee, vs: Versus, seed: Option<u64>) -> Result<ExitCode> {
    let echo = !io::stdin().is_terminal();
    let seed = seed.unwrap_or_else(seed_from_clock);
    if vs == Versus::Named(Opponent::Random) {
        writeln!(
            io::stdout(),
            "The computer's moves are drawn from seed {seed}: add --seed {seed} to replay them."
        )?;
    }
    play::game(
        referee,
        vs,
        seed,
        io::stdin().lock(),
        io::stdout().lock(),
        echo,
    )?;
    Ok(ExitCode::SUCCESS)
}
