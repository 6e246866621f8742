//! `play`: a game of Ayòayò in the terminal, on the reference `ayoayo::Game`. You are South;
//! North is the computer (`--vs computer`) or a second player at the keyboard (`--vs human`).
//!
//! The game loop reads from any `BufRead` and writes to any `Write`, so the tests can play
//! whole games from a script.

mod computer;

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

use anyhow::Result;
use ayoayo::{Game, Outcome, Pit, Player, permissible_moves, potential_moves};
use ayoayo_narrator::words::{capitalise, count, player_name};

pub use computer::choose_move;

/// Who plays North.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Opponent {
    Computer,
    Human,
}

pub fn run(vs: Opponent) -> Result<ExitCode> {
    let stdin = io::stdin();
    // Moves piped in are not echoed by a terminal: write them back, so the transcript reads.
    let echo = !stdin.is_terminal();
    play(vs, stdin.lock(), io::stdout().lock(), echo)?;
    Ok(ExitCode::SUCCESS)
}

/// Plays one game: draws the board before each move, asks the player to move for a pit (or
/// plays for the computer), until the game is over, the player quits or the input ends.
/// Returns the game as it stood then. With `echo`, each line read is written after its prompt.
fn play(
    vs: Opponent,
    mut input: impl BufRead,
    mut out: impl Write,
    echo: bool,
) -> io::Result<Game> {
    writeln!(out, "{}", introduction(vs))?;
    let mut game = Game::new();
    while !game.is_over() {
        writeln!(out, "\n{game}")?;
        let next = match (vs, game.to_move()) {
            (Opponent::Computer, Player::North) => computer_move(&game, &mut out)?,
            _ => human_move(&game, &mut input, &mut out, echo)?,
        };
        let Some(next) = next else {
            return Ok(game);
        };
        report_capture(&game, &next, &mut out)?;
        game = next;
    }
    writeln!(out, "\n{game}\n{}", result(&game, vs))?;
    Ok(game)
}

fn introduction(vs: Opponent) -> String {
    let north = match vs {
        Opponent::Computer => "the computer plays North (the top row)",
        Opponent::Human => "a second player plays North (the top row)",
    };
    format!(
        "Ayòayò. You are South (the bottom row, pits 0 to 5); {north}.\n\
         To see how a move sows, stone by stone: cargo run -- show --sow PIT"
    )
}

/// Asks the player to move for a pit until they give a legal one; explains what is wrong with
/// each answer that is not. `None` when they quit or the input ends.
fn human_move(
    game: &Game,
    input: &mut impl BufRead,
    out: &mut impl Write,
    echo: bool,
) -> io::Result<Option<Game>> {
    let player = game.to_move();
    let own = potential_moves(player);
    let (first, last) = (own[0], own[own.len() - 1]);
    let moves = permissible_moves(game.board(), player);
    let name = player_name(player);
    writeln!(out, "{name} may sow {}.", pits_in_words(&moves))?;
    loop {
        write!(
            out,
            "{name}, your move (pit {first}-{last}, or q to quit): "
        )?;
        out.flush()?;
        let Some(line) = read_line(input)? else {
            writeln!(
                out,
                "\nNo more moves to read: the game stops here, unfinished."
            )?;
            return Ok(None);
        };
        if echo {
            writeln!(out, "{line}")?;
        }
        let answer = line.trim();
        if answer.eq_ignore_ascii_case("q") || answer.eq_ignore_ascii_case("quit") {
            writeln!(out, "You left the game. Goodbye!")?;
            return Ok(None);
        }
        match answer.parse::<Pit>() {
            Err(_) if answer.is_empty() => writeln!(out, "Type a pit number, or q to quit.")?,
            Err(_) => writeln!(
                out,
                "`{answer}` is not a pit number: type a number from {first} to {last}, \
                 or q to quit."
            )?,
            Ok(pit) => match game.play(pit) {
                Ok(next) => return Ok(Some(next)),
                Err(illegal) => {
                    writeln!(out, "Not allowed. {}.", capitalise(&illegal.to_string()))?
                }
            },
        }
    }
}

/// One line of input without its line break, or `None` at the end of the input. Bytes that
/// are not UTF-8 are replaced, not fatal: they only make an answer that is not a number.
fn read_line(input: &mut impl BufRead) -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    let line = String::from_utf8_lossy(&bytes);
    Ok(Some(line.trim_end_matches(['\n', '\r']).to_string()))
}

/// The computer's move, announced. `None` only if it has no move, which a game that goes on
/// never lacks.
fn computer_move(game: &Game, out: &mut impl Write) -> io::Result<Option<Game>> {
    let Some(pit) = choose_move(game) else {
        writeln!(out, "{} has no move.", player_name(game.to_move()))?;
        return Ok(None);
    };
    writeln!(out, "{} plays pit {pit}.", player_name(game.to_move()))?;
    Ok(game.play(pit).ok())
}

/// Says what the move from `before` to `after` captured, if anything.
fn report_capture(before: &Game, after: &Game, out: &mut impl Write) -> io::Result<()> {
    let mover = before.to_move();
    let gained = after.score()[mover as usize] - before.score()[mover as usize];
    match gained {
        0 => Ok(()),
        stones => writeln!(
            out,
            "{} captures {}.",
            player_name(mover),
            count(stones.into(), "stone")
        ),
    }
}

/// "pit 3", "pits 0, 2 or 5".
fn pits_in_words(pits: &[Pit]) -> String {
    match pits {
        [] => "no pit".to_string(),
        [pit] => format!("pit {pit}"),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(Pit::to_string).collect();
            format!("pits {} or {last}", init.join(", "))
        }
    }
}

/// How the game came out, in the players' names.
fn result(game: &Game, vs: Opponent) -> String {
    let [south, north] = game.score();
    let you_won = match vs {
        Opponent::Computer => "You win",
        Opponent::Human => "South wins",
    };
    let they_won = match vs {
        Opponent::Computer => "The computer wins",
        Opponent::Human => "North wins",
    };
    match game.outcome() {
        Some(Outcome::Winner(Player::South)) => format!("{you_won}, {south} stones to {north}."),
        Some(Outcome::Winner(Player::North)) => format!("{they_won}, {north} stones to {south}."),
        Some(Outcome::Draw) => format!("A draw: {south} stones each."),
        None => "The game is not over.".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays a game from `script` and returns the game and everything written.
    fn transcript(vs: Opponent, script: &str) -> (Game, String) {
        let mut out = Vec::new();
        let game = play(vs, script.as_bytes(), &mut out, true).unwrap();
        (game, String::from_utf8(out).unwrap())
    }

    #[test]
    fn bad_answers_are_explained_and_asked_again() {
        let (game, out) = transcript(Opponent::Human, "x\n12\n6\n\n2\nq\n");
        assert!(out.contains("`x` is not a pit number: type a number from 0 to 5"));
        assert!(out.contains("Not allowed. There is no pit 12"));
        assert!(out.contains("Not allowed. Pit 6 is your opponent's"));
        assert!(out.contains("Type a pit number, or q to quit."));
        assert!(out.contains("North, your move (pit 6-11, or q to quit): q\n"));
        assert!(out.ends_with("You left the game. Goodbye!\n"));
        assert_eq!(game.moves(), [2]);
    }

    #[test]
    fn the_computer_answers_each_move_and_the_capture_is_reported() {
        let (game, out) = transcript(Opponent::Computer, "3\nq\n");
        assert!(out.contains("South may sow pits 0, 1, 2, 3, 4 or 5.\n"));
        assert!(out.contains("South captures 6 stones."));
        let north = game.moves()[1];
        assert!(out.contains(&format!("North plays pit {north}.")));
        assert_eq!(game.moves().len(), 2);
    }

    #[test]
    fn the_end_of_the_input_stops_the_game_gracefully() {
        let (game, out) = transcript(Opponent::Computer, "0");
        assert!(out.ends_with("No more moves to read: the game stops here, unfinished.\n"));
        assert_eq!(
            game.moves(),
            [0, choose_move(&Game::new().play(0).unwrap()).unwrap()]
        );
    }

    #[test]
    fn a_whole_game_against_the_computer_ends_with_the_result() {
        // South tries its pits in turn; illegal tries are refused and the next is read.
        let script = "0\n1\n2\n3\n4\n5\n".repeat(500);
        let (game, out) = transcript(Opponent::Computer, &script);
        assert!(game.is_over(), "the game did not finish:\n{out}");
        let last = out.lines().last().unwrap();
        assert!(
            ["You win", "The computer wins", "A draw"]
                .iter()
                .any(|result| last.starts_with(result)),
            "no result at the end: {last}"
        );
    }

    #[test]
    fn lists_of_pits_read_as_english() {
        assert_eq!(pits_in_words(&[2]), "pit 2");
        assert_eq!(pits_in_words(&[7, 8, 9]), "pits 7, 8 or 9");
    }
}
