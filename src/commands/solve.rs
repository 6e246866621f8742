//! `solve`: an Oware position with few stones answered exactly by chapter 16's endgame
//! database: the most of the stones on the board the player to move can be sure to end with,
//! and the moves that get it. The database is built once, with a progress bar, and kept in a
//! cache file under the workspace's build folder.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Result, bail};
use ayoayo::endgames::{Database, MAX_STONES, boards_with};
use ayoayo::oware::Position;
use ayoayo::{Board, Player};
use ayoayo_narrator::system::{AnyBoard, System};
use indicatif::{ProgressBar, ProgressStyle};

use ayoayo_course::workspace::work_dir;

/// Whose move it is, as the command line writes it.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Side {
    South,
    North,
}

impl From<Side> for Player {
    fn from(side: Side) -> Player {
        match side {
            Side::South => Player::South,
            Side::North => Player::North,
        }
    }
}

/// Solve an Oware position with at most 16 stones on the board: the most of them the
/// player to move can be sure to end with, and the best moves (chapter 16's database).
///
/// The database is built once (a minute or so in a release build for 16 stones) and kept
/// in target/endgames/oware.db. Stores are ignored: the answer is a share of the stones on
/// the board.
///
/// Example: cargo run --release -- solve --variant oware --board "0 0 0 0 1 2 0 0 0 1 0 0"
#[derive(clap::Args)]
pub struct Args {
    /// The system: only oware has an endgame database.
    #[arg(long, value_parser = super::variants(), ignore_case = true)]
    variant: Option<System>,
    /// The twelve houses' stone counts, pit 0 (South's first) first.
    #[arg(long, allow_hyphen_values = true)]
    board: String,
    /// Whose move it is.
    #[arg(long, value_enum, default_value = "south")]
    to_move: Side,
    /// Print the answer as JSON, for tools.
    #[arg(long)]
    json: bool,
}

/// Solves the Oware position `--board` with `--to-move` to move and prints its value and best
/// moves, as text or JSON. `workspace` is where the cache file lives (none: no cache).
pub fn run(args: Args, workspace: Option<&Path>) -> Result<ExitCode> {
    let Args {
        variant,
        board,
        to_move,
        json,
    } = args;
    match variant {
        Some(System::Oware) => {}
        Some(other) => bail!(
            "--variant {}: the endgame database is Oware's only (chapter 16); write --variant oware",
            other.slug()
        ),
        None => bail!("solve needs --variant oware: the endgame database is Oware's only"),
    }
    let AnyBoard::Twelve(houses) = System::Oware.parse_board(&board)? else {
        unreachable!("Oware's board has twelve pits")
    };
    let stones: u32 = houses.iter().map(|&h| u32::from(h)).sum();
    if stones > MAX_STONES {
        bail!(
            "the board holds {stones} stones: solve answers positions with at most {MAX_STONES} \
             (the database doubles with each stone more)"
        );
    }
    let position = Position {
        houses,
        stores: [0, 0],
        to_move: to_move.into(),
    };
    let cache = workspace.map(|workspace| work_dir(workspace, "endgames").join("oware.db"));
    let database = database_for(stones, cache.as_deref())?;
    let value = database
        .value(position)
        .expect("the database covers the board");
    let best = database
        .best_moves(position)
        .expect("the database covers the board");
    if json {
        let answer = serde_json::json!({
            "variant": "oware",
            "board": houses,
            "to_move": format!("{:?}", position.to_move),
            "stones": stones,
            "value": value,
            "best_moves": best,
        });
        println!("{}", serde_json::to_string_pretty(&answer)?);
    } else {
        println!("{}", describe(houses, position.to_move, value, &best));
    }
    Ok(ExitCode::SUCCESS)
}

/// The answer in words: who can be sure of how many stones, and how.
fn describe(houses: Board, to_move: Player, value: u8, best: &[usize]) -> String {
    let stones: u8 = houses.iter().sum();
    let (mover, other) = (format!("{to_move:?}"), format!("{:?}", to_move.other()));
    let answer = match best {
        [] => format!(
            "{mover} has no move: the game is over, and each side takes the stones on its side \
             ({mover} {value}, {other} {}).",
            stones - value
        ),
        pits => {
            let moves = match pits {
                [pit] => format!("Best move: pit {pit}."),
                _ => {
                    let pits: Vec<String> = pits.iter().map(usize::to_string).collect();
                    format!("Best moves (each as good): pits {}.", pits.join(", "))
                }
            };
            format!(
                "{mover} can be sure to end with {value} of the {stones} stones on the board, \
                 and {other} with the other {}.\n{moves}",
                stones - value
            )
        }
    };
    format!("Oware (abapa), {mover} to move.\n{answer}")
}

/// A database with at least `stones` stones: read from `cache` when it holds one that large,
/// else built with a progress bar and written there. Both are said on stderr, so that `--json`
/// stays clean on stdout.
fn database_for(stones: u32, cache: Option<&Path>) -> Result<Database> {
    if let Some(path) = cache {
        match read_cache(path) {
            Ok(Some(database)) if database.stones() >= stones => {
                eprintln!("Read the endgame database from {}.", path.display());
                return Ok(database);
            }
            Ok(_) => {}
            Err(why) => eprintln!(
                "{} is unreadable ({why}): building it again.",
                path.display()
            ),
        }
    }
    let database = build_with_bar(stones);
    match cache {
        Some(path) => {
            write_cache(path, &database)?;
            eprintln!(
                "Wrote the endgame database (up to {stones} stones) to {}.",
                path.display()
            );
        }
        None => eprintln!("Not inside the course: the database is not kept for next time."),
    }
    Ok(database)
}

/// The cached database, `None` when there is no cache file yet.
fn read_cache(path: &Path) -> Result<Option<Database>, String> {
    match fs::read(path) {
        Ok(bytes) => Database::from_bytes(&bytes).map(Some),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error.to_string()),
    }
}

/// Writes the database through a temporary file renamed into place, so that an interrupted
/// write never leaves half a database to be read next time.
fn write_cache(path: &Path, database: &Database) -> Result<()> {
    let folder = path.parent().expect("the cache file is in a folder");
    fs::create_dir_all(folder)?;
    let partial: PathBuf = path.with_extension("db.partial");
    fs::write(&partial, database.to_bytes())?;
    fs::rename(&partial, path)?;
    Ok(())
}

/// Builds every layer up to `stones`, showing the boards solved so far.
fn build_with_bar(stones: u32) -> Database {
    let total: usize = (0..=stones).map(boards_with).sum();
    let bar = ProgressBar::new(total as u64).with_style(
        ProgressStyle::with_template(
            "Solving every board with up to {msg} stones: {bar:40} {percent}%, {eta} left",
        )
        .expect("a fixed template"),
    );
    bar.set_message(stones.to_string());
    let database = Database::build(stones, |solved| bar.inc(solved as u64));
    bar.finish_and_clear();
    database
}
