//! One game loop for every system: it reads moves from any `BufRead` and writes the game to
//! any `Write`, so the tests can play whole games from a script, and asks a [`Table`] for
//! everything that differs between systems. Awari against Ahl's program goes on game after
//! game, so its learning shows.

use std::io::{self, BufRead, Write};

use ayoayo::awari::AhlOpponent;
use ayoayo::tournament::{self, Seat};
use ayoayo::{Game, Outcome, Pit, Player, lagos, oware};
use ayoayo_narrator::system::System;
use ayoayo_narrator::words::{capitalise, count, player_name};

use super::systems::{Awari, Kalah};
use super::table::Table;
use super::yours::YourGame;
use super::{AHL, Versus};
use crate::mine::engine::Engine;

/// Who applies the rules of a game: a system's reference, or a learner's own chapters (their
/// engine, built by `crate::mine`), which play Ayòayò.
pub enum Referee {
    Reference(System),
    YourChapters(Engine),
}

/// Plays a game refereed by `referee` against `vs`, from `input` to `out` (against Ahl's
/// program, or Awari's own computer, game after game); `seed` starts the random opponent's
/// choices. With `echo`, each line read is written after its prompt, as a terminal shows it.
pub fn game(
    referee: Referee,
    vs: Versus,
    seed: u64,
    input: impl BufRead,
    out: impl Write,
    echo: bool,
) -> io::Result<()> {
    let system = match referee {
        Referee::YourChapters(engine) => {
            return play(YourGame::new(engine), vs, seed, input, out, echo).map(drop);
        }
        Referee::Reference(system) => system,
    };
    match system {
        System::Ayoayo => play(Game::new(), vs, seed, input, out, echo).map(drop),
        System::Lagos => play(lagos::OPENING, vs, seed, input, out, echo).map(drop),
        System::Oware => play(oware::OPENING, vs, seed, input, out, echo).map(drop),
        System::Awari if vs == AHL || vs == Versus::Computer => play_awari(vs, input, out, echo),
        System::Awari => play(Awari::new(), vs, seed, input, out, echo).map(drop),
        System::Kalah => play(Kalah::new(), vs, seed, input, out, echo).map(drop),
    }
}

/// Awari against the 1978 program plays game after game, as the original did, so its learning
/// shows: after each finished game it remembers the game if it did not win.
fn play_awari(
    vs: Versus,
    mut input: impl BufRead,
    mut out: impl Write,
    echo: bool,
) -> io::Result<()> {
    let mut ahl = AhlOpponent::new();
    loop {
        let mut computer = |table: &Awari| Some(ahl.choose(table.position.bins, &table.history));
        let game = play_with(Awari::new(), vs, &mut computer, &mut input, &mut out, echo)?;
        let Some(_) = game.outcome() else {
            return Ok(());
        };
        let [south, north] = game.score();
        ahl = ahl.learn(&game.history, i32::from(south) - i32::from(north));
        write!(
            out,
            "\nAnother game? The computer remembers the games it did not win (y/n): "
        )?;
        out.flush()?;
        let again = read_line(&mut input)?;
        if echo && let Some(line) = &again {
            writeln!(out, "{line}")?;
        }
        if !again.is_some_and(|line| line.trim().eq_ignore_ascii_case("y")) {
            return Ok(());
        }
    }
}

/// Plays one game from `table` against `vs` (the system's own computer is greedy; Ahl's
/// program is only Awari's, and learns between games in [`play_awari`]); `seed` starts the
/// random opponent's choices.
fn play<T: Table>(
    table: T,
    vs: Versus,
    seed: u64,
    mut input: impl BufRead,
    mut out: impl Write,
    echo: bool,
) -> io::Result<T> {
    let opponent = match vs {
        Versus::Named(opponent) => opponent,
        Versus::Computer | Versus::Human => tournament::Opponent::Greedy,
    };
    let mut seat = Seat::new(opponent, seed);
    let mut computer = |table: &T| seat.choose(table.position(), &[]);
    play_with(table, vs, &mut computer, &mut input, &mut out, echo)
}

/// Plays one game: draws the board before each move, asks the player to move for a pit (or
/// asks `computer` for North's), until the game is over, the player quits or the input ends.
/// Returns the game as it stood then. With `echo`, each line read is written after its prompt.
fn play_with<T: Table>(
    mut table: T,
    vs: Versus,
    computer: &mut dyn FnMut(&T) -> Option<Pit>,
    input: &mut impl BufRead,
    out: &mut impl Write,
    echo: bool,
) -> io::Result<T> {
    writeln!(out, "{}", introduction(&table, vs))?;
    while table.outcome().is_none() {
        if let Some(why) = table.broken() {
            writeln!(out, "\n{why}\nThe game stops here.")?;
            return Ok(table);
        }
        writeln!(out, "\n{}", table.picture())?;
        let next = match (vs, table.to_move()) {
            (Versus::Human, _) | (_, Player::South) => human_move(&table, input, out, echo)?,
            _ => computer_move(&table, computer, out)?,
        };
        let Some(next) = next else {
            return Ok(table);
        };
        // A move the learner's engine broke on said nothing: why is said before the next.
        if next.broken().is_none() {
            report(&table, &next, out)?;
        }
        table = next;
    }
    writeln!(out, "\n{}\n{}", table.picture(), result(&table, vs))?;
    Ok(table)
}

fn introduction(table: &impl Table, vs: Versus) -> String {
    let north = match vs {
        Versus::Human => "a second player plays North (the top row)".to_string(),
        AHL => "the Awari program of Ahl's 1978 book plays North (the top row)".to_string(),
        Versus::Named(opponent) => {
            format!("the computer ({opponent}) plays North (the top row)")
        }
        Versus::Computer => "the computer plays North (the top row)".to_string(),
    };
    let (first, last) = table.own_pits(Player::South);
    format!(
        "{}. You are South (the bottom row, pits {first} to {last}); {north}.\n\
         To see how a move sows, stone by stone: cargo run -- show{} --sow PIT",
        table.name(),
        table.system().flag()
    )
}

/// Asks the player to move for a pit until they give a legal one; explains what is wrong with
/// each answer that is not. `None` when they quit or the input ends.
fn human_move<T: Table>(
    table: &T,
    input: &mut impl BufRead,
    out: &mut impl Write,
    echo: bool,
) -> io::Result<Option<T>> {
    let player = table.to_move();
    let (first, last) = table.own_pits(player);
    let name = player_name(player);
    writeln!(
        out,
        "{name} may sow {}.",
        pits_in_words(&table.legal_moves())
    )?;
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
            Ok(pit) => match table.play(pit) {
                Ok(next) => return Ok(Some(next)),
                Err(why) => writeln!(out, "Not allowed. {}.", capitalise(&why))?,
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

/// The computer's move, announced. `None` if it has no move, which a game that goes on never
/// lacks, or if the move is refused, which only a learner's own engine can do.
fn computer_move<T: Table>(
    table: &T,
    computer: &mut dyn FnMut(&T) -> Option<Pit>,
    out: &mut impl Write,
) -> io::Result<Option<T>> {
    let Some(pit) = computer(table) else {
        writeln!(out, "{} has no move.", player_name(table.to_move()))?;
        return Ok(None);
    };
    let name = player_name(table.to_move());
    writeln!(out, "{name} plays pit {pit}.")?;
    match table.play(pit) {
        Ok(next) => Ok(Some(next)),
        Err(why) => {
            // Only a learner's own engine can refuse the reference's choice.
            writeln!(out, "The move was refused: {why}. The game stops here.")?;
            Ok(None)
        }
    }
}

/// Says what the move from `before` to `after` said and gained, if anything, and when the
/// same player moves again.
fn report<T: Table>(before: &T, after: &T, out: &mut impl Write) -> io::Result<()> {
    if let Some(said) = after.said() {
        writeln!(out, "{said}")?;
    }
    let mover = before.to_move();
    let gained = after.score()[mover as usize].saturating_sub(before.score()[mover as usize]);
    let stones = count(gained.into(), "stone");
    match gained {
        0 => {}
        _ if after.has_stores() => writeln!(out, "{}'s store gains {stones}.", player_name(mover))?,
        _ => writeln!(out, "{} captures {stones}.", player_name(mover))?,
    }
    if after.outcome().is_none() && after.to_move() == mover {
        writeln!(out, "{} moves again.", player_name(mover))?;
    }
    Ok(())
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
fn result(game: &impl Table, vs: Versus) -> String {
    let [south, north] = game.score();
    let (you_won, they_won) = match vs {
        Versus::Human => ("South wins", "North wins"),
        _ => ("You win", "The computer wins"),
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
    use super::super::greedy_tests::choose_move;
    use super::*;

    /// Plays a game from `script` and returns the game and everything written.
    fn transcript(vs: Versus, script: &str) -> (Game, String) {
        let mut out = Vec::new();
        let game = play(Game::new(), vs, 0, script.as_bytes(), &mut out, true).unwrap();
        (game, String::from_utf8(out).unwrap())
    }

    #[test]
    fn bad_answers_are_explained_and_asked_again() {
        let (game, out) = transcript(Versus::Human, "x\n12\n6\n\n2\nq\n");
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
        let (game, out) = transcript(Versus::Computer, "3\nq\n");
        assert!(out.contains("South may sow pits 0, 1, 2, 3, 4 or 5.\n"));
        assert!(out.contains("South captures 6 stones."));
        let north = game.moves()[1];
        assert!(out.contains(&format!("North plays pit {north}.")));
        assert_eq!(game.moves().len(), 2);
    }

    #[test]
    fn the_end_of_the_input_stops_the_game_gracefully() {
        let (game, out) = transcript(Versus::Computer, "0");
        assert!(out.ends_with("No more moves to read: the game stops here, unfinished.\n"));
        assert_eq!(
            game.moves(),
            [0, choose_move(&Game::new().play(0).unwrap()).unwrap()]
        );
    }

    /// Plays a whole game of `table`'s system against the computer, South trying its pits
    /// in turn (illegal tries are refused and the next is read), and returns the transcript.
    fn a_whole_game<T: Table>(table: T, vs: Versus) -> (T, String) {
        let script = "0\n1\n2\n3\n4\n5\n".repeat(500);
        let mut out = Vec::new();
        let game = play(table, vs, 0, script.as_bytes(), &mut out, true).unwrap();
        (game, String::from_utf8(out).unwrap())
    }

    #[test]
    fn every_system_plays_a_whole_game_to_its_result() {
        fn finishes<T: Table>(table: T, flag: &str) {
            let (game, out) = a_whole_game(table, Versus::Computer);
            assert!(
                game.outcome().is_some(),
                "{flag}: the game did not finish:\n{out}"
            );
            assert!(
                out.contains(&format!("cargo run -- show{flag} --sow PIT")),
                "{out}"
            );
            let last = out.lines().last().unwrap();
            assert!(
                ["You win", "The computer wins", "A draw"]
                    .iter()
                    .any(|r| last.starts_with(r)),
                "{flag}: no result at the end: {last}"
            );
        }
        finishes(Game::new(), "");
        finishes(lagos::OPENING, " --variant lagos");
        finishes(oware::OPENING, " --variant oware");
        finishes(Awari::new(), " --variant awari");
        finishes(Kalah::new(), " --variant kalah");
    }

    #[test]
    fn a_fourteen_bin_game_refuses_stores_and_the_opponent_s_pits_in_words() {
        let mut out = Vec::new();
        let script = "6\n13\n9\n14\n2\nq\n";
        let game = play(
            Kalah::new(),
            Versus::Human,
            0,
            script.as_bytes(),
            &mut out,
            true,
        )
        .unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("Not allowed. That bin is a store: sow from one of your own pits"));
        assert!(out.contains("(South has pits 0 to 5, North 7 to 12).\nSouth, your move"));
        assert!(out.contains("Not allowed. Pit 9 is your opponent's"));
        assert!(out.contains("Not allowed. There is no bin 14"));
        assert!(
            out.contains("Last stone in your mancala. Play again."),
            "{out}"
        );
        assert!(out.contains("South moves again."), "{out}");
        assert_eq!(game.to_move, Player::South);
    }

    #[test]
    fn every_named_opponent_plays_every_system_to_the_end() {
        for opponent in [
            tournament::Opponent::Search(2),
            tournament::Opponent::Random,
        ] {
            let vs = Versus::Named(opponent);
            assert!(a_whole_game(lagos::OPENING, vs).0.outcome().is_some());
            assert!(a_whole_game(oware::OPENING, vs).0.outcome().is_some());
            assert!(a_whole_game(Awari::new(), vs).0.outcome().is_some());
            assert!(a_whole_game(Kalah::new(), vs).0.outcome().is_some());
            let (_, out) = a_whole_game(Game::new(), vs);
            let intro = format!("the computer ({opponent}) plays North");
            assert!(out.contains(&intro), "{out}");
        }
    }

    #[test]
    fn the_same_seed_replays_the_random_opponent_s_game_and_another_does_not() {
        let random = Versus::Named(tournament::Opponent::Random);
        let game = |seed: u64| {
            let script = "0\n1\n2\n3\n4\n5\n".repeat(400);
            play(
                oware::OPENING,
                random,
                seed,
                script.as_bytes(),
                Vec::new(),
                true,
            )
            .unwrap()
        };
        assert_eq!(game(11), game(11));
        assert_ne!(game(11), game(12));
    }

    #[test]
    fn the_search_opponent_answers_with_the_reference_s_search_move() {
        let vs = Versus::Named(tournament::Opponent::Search(4));
        let (game, out) = transcript(vs, "3\nq\n");
        assert!(out.contains("the computer (search:4) plays North"), "{out}");
        let after_three = Game::new().play(3).unwrap().position();
        assert_eq!(
            game.moves()[1..],
            [tournament::search_move(after_three, 4).unwrap()]
        );
    }

    #[test]
    fn lists_of_pits_read_as_english() {
        assert_eq!(pits_in_words(&[2]), "pit 2");
        assert_eq!(pits_in_words(&[7, 8, 9]), "pits 7, 8 or 9");
    }
}
