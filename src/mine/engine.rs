//! The tool's side of `play --mine`: it asks the learner's engine (see `engine_main.rs`) one
//! question per run, inside the sandbox and to the time limit of one isolated call, and turns
//! a crash or a call that never returns into a sentence naming the function and its chapter.

use std::path::PathBuf;
use std::process::Command;

use ayoayo::{Board, Pit, Player, Score};
use course_model::limits;

use crate::process;
use crate::sandbox::Sandbox;

/// The learner's engine, built.
#[derive(Clone, Debug)]
pub struct Engine {
    pub exe: PathBuf,
    pub sandbox: Option<Sandbox>,
}

/// What the learner's `take_turn` answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    Played {
        board: Board,
        score: Score,
        over: bool,
    },
    /// Why the move may not be played, as `IllegalMove` says it.
    Illegal(String),
}

impl Engine {
    /// The learner's `permissible_moves(board, player)`, or what went wrong, in a sentence.
    pub fn moves(&self, board: Board, player: Player) -> Result<Vec<Pit>, String> {
        let mut args = vec!["moves".to_string()];
        args.extend(board.iter().map(u8::to_string));
        args.push(format!("{player:?}"));
        let call = format!("permissible_moves({board:?}, {player:?})");
        let answer = self.ask(&args, "permissible_moves (chapter 6)", &call)?;
        let moves = answer.strip_prefix("moves").map(|moves| {
            let moves = moves.split_whitespace().map(str::parse::<Pit>);
            moves.collect::<Result<Vec<Pit>, _>>()
        });
        match moves {
            Some(Ok(moves)) => Ok(moves),
            _ => Err(format!("The engine answered `{answer}` to {call}.")),
        }
    }

    /// The learner's `take_turn(board, score, player, pit)`, or what went wrong, in a sentence.
    pub fn turn(
        &self,
        board: Board,
        score: Score,
        player: Player,
        pit: Pit,
    ) -> Result<Turn, String> {
        let mut args = vec!["turn".to_string()];
        args.extend(board.iter().map(u8::to_string));
        args.extend(score.iter().map(u8::to_string));
        args.extend([format!("{player:?}"), pit.to_string()]);
        let call = format!("take_turn({board:?}, {score:?}, {player:?}, {pit})");
        let answer = self.ask(&args, "take_turn (chapter 7)", &call)?;
        if let Some(why) = answer.strip_prefix("illegal ") {
            return Ok(Turn::Illegal(why.to_string()));
        }
        let fields: Vec<&str> = answer.split_whitespace().collect();
        let played = match fields.as_slice() {
            ["ok", numbers @ .., over] if numbers.len() == 14 => {
                let numbers: Result<Vec<u8>, _> = numbers.iter().map(|n| n.parse()).collect();
                numbers.ok().and_then(|numbers| {
                    Some(Turn::Played {
                        board: numbers[..12].try_into().ok()?,
                        score: [numbers[12], numbers[13]],
                        over: over.parse().ok()?,
                    })
                })
            }
            _ => None,
        };
        played.ok_or_else(|| format!("The engine answered `{answer}` to {call}."))
    }

    /// Runs the engine with `args` and returns the line it printed; when it crashed or did not
    /// answer in time, a sentence naming `function` and the `call`.
    fn ask(&self, args: &[String], function: &str, call: &str) -> Result<String, String> {
        let mut command = Command::new(&self.exe);
        command.args(args).env("RUST_BACKTRACE", "0");
        let command = match &self.sandbox {
            Some(sandbox) => sandbox.wrap(&command, &[self.exe.as_path()], &[]),
            None => command,
        };
        let finished = process::run(command, limits::ISOLATED_CALL)
            .map_err(|error| format!("The engine could not be started: {error:#}."))?;
        let seconds = limits::ISOLATED_CALL.as_secs();
        if finished.timed_out() {
            return Err(format!(
                "Your {function}, or a function of yours it calls, did not return within \
                 {seconds} s: {call}. Does a loop or a recursion never end?"
            ));
        }
        let output = finished.output;
        if finished.status.is_some_and(|status| status.success()) {
            return Ok(output.lines().last().unwrap_or_default().to_string());
        }
        if output.contains("has overflowed its stack") {
            return Err(format!(
                "Your {function}, or a function of yours it calls, overflowed its stack: \
                 {call}. Does a recursion never reach its base case?"
            ));
        }
        let panic = output
            .lines()
            .skip_while(|line| !line.contains("panicked at"));
        let panic: Vec<&str> = panic.take(2).collect();
        Err(match panic.is_empty() {
            true => {
                format!("Your {function} ended the engine without an answer: {call}.\n{output}")
            }
            false => format!(
                "Your {function}, or a function of yours it calls, panicked: {call}.\n{}",
                panic.join("\n")
            ),
        })
    }
}
