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

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;
    use std::time::Instant;

    use super::*;

    /// An engine that is a shell script running `body`, outside any sandbox.
    fn engine(folder: &tempfile::TempDir, body: &str) -> Engine {
        let exe = folder.path().join("engine");
        std::fs::write(&exe, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
        Engine { exe, sandbox: None }
    }

    const OPENING: Board = [4; 12];

    #[test]
    fn answers_are_read_and_a_refusal_is_the_engine_s_reason() {
        let folder = tempfile::tempdir().unwrap();
        let moves = engine(&folder, "echo moves 0 2 5");
        assert_eq!(moves.moves(OPENING, Player::South), Ok(vec![0, 2, 5]));
        let played = engine(&folder, "echo ok 1 5 5 0 6 6 0 1 6 6 6 0 6 0 false");
        let board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
        let turn = played.turn(OPENING, [0, 0], Player::South, 3);
        assert_eq!(
            turn,
            Ok(Turn::Played {
                board,
                score: [6, 0],
                over: false
            })
        );
        let refused = engine(&folder, "echo illegal pit 7 is your opponent\\'s");
        let turn = refused.turn(OPENING, [0, 0], Player::South, 7);
        assert_eq!(turn, Ok(Turn::Illegal("pit 7 is your opponent's".into())));
    }

    #[test]
    fn a_crash_or_a_call_that_never_returns_is_a_sentence_naming_the_function() {
        let folder = tempfile::tempdir().unwrap();
        let overflow = "echo \"thread 'main' has overflowed its stack\" >&2; kill -ABRT $$";
        let error = engine(&folder, overflow).turn(OPENING, [0, 0], Player::South, 3);
        assert_eq!(
            error,
            Err(
                "Your take_turn (chapter 7), or a function of yours it calls, overflowed its \
                 stack: take_turn([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0], South, 3). Does \
                 a recursion never reach its base case?"
                    .into()
            )
        );
        let panic = "echo \"thread 'main' panicked at exercises/06-feeding/src/lib.rs:3:5:\" >&2; \
                     echo 'index out of bounds' >&2; exit 101";
        let error = engine(&folder, panic)
            .moves(OPENING, Player::North)
            .unwrap_err();
        assert!(error.starts_with("Your permissible_moves (chapter 6), or a function of yours it calls, panicked: permissible_moves([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], North)."), "{error}");
        assert!(
            error.ends_with("lib.rs:3:5:\nindex out of bounds"),
            "{error}"
        );
        let started = Instant::now();
        let error = engine(&folder, "sleep 30")
            .moves(OPENING, Player::South)
            .unwrap_err();
        assert!(
            started.elapsed().as_secs() < 20,
            "waited for the endless call"
        );
        assert!(error.contains("did not return within 3 s"), "{error}");
        let error = engine(&folder, "echo nonsense")
            .moves(OPENING, Player::South)
            .unwrap_err();
        assert!(error.contains("answered `nonsense`"), "{error}");
    }
}
