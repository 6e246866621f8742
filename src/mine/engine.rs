//! The tool's side of `play --mine`: it builds the learner's engine (see `engine_main.rs`), then
//! asks it one [`Question`] per run, inside the sandbox and to the time limit of one isolated
//! call, and reads its [`Answer`] from a file of its own; a crash or a call that never returns
//! becomes a sentence naming the function and its chapter.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::Result;
use ayoayo::{Board, Pit, Player, Score};
use course_model::cause::{Cause, ProcessEnd};
use course_model::limits;

use super::YourPartOne;
use super::protocol::{Answer, Question};
use crate::Attempt;
use crate::process::{self, Finished};
use crate::sandbox::Sandbox;
use crate::test_run::libtest;

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

/// Builds the engine on all of the learner's written chapters in `yours`, to run in
/// `sandbox`; the compiler's errors when they do not compile together.
pub fn build(yours: &YourPartOne, sandbox: Option<Sandbox>) -> Attempt<Engine, String> {
    let built = yours.build_engine()?;
    Ok(built.map(|exe| Engine { exe, sandbox }))
}

impl Engine {
    /// The learner's `permissible_moves(board, player)`, or what went wrong, in a sentence.
    pub fn moves(&self, board: Board, player: Player) -> Result<Vec<Pit>, String> {
        let call = format!("permissible_moves({board:?}, {player:?})");
        let question = Question::Moves { board, player };
        match self.ask(&question, "permissible_moves (chapter 6)", &call)? {
            Answer::Moves { moves } => Ok(moves),
            other => Err(unexpected(&other, &call)),
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
        let call = format!("take_turn({board:?}, {score:?}, {player:?}, {pit})");
        let question = Question::Turn {
            board,
            score,
            player,
            pit,
        };
        match self.ask(&question, "take_turn (chapter 7)", &call)? {
            Answer::Played { board, score, over } => Ok(Turn::Played { board, score, over }),
            Answer::Illegal { reason } => Ok(Turn::Illegal(reason)),
            other => Err(unexpected(&other, &call)),
        }
    }

    /// Runs the engine on `question` and reads its answer; when it crashed, did not answer in
    /// time or answered nothing the tool can read, a sentence naming `function` and the `call`.
    fn ask(&self, question: &Question, function: &str, call: &str) -> Result<Answer, String> {
        let folder = tempfile::tempdir()
            .map_err(|error| format!("The engine could not be given a folder: {error}."))?;
        let answer_file = folder.path().join("answer.json");
        let question = serde_json::to_string(question).expect("a question is always JSON");
        let mut command = Command::new(&self.exe);
        command
            .arg(question)
            .arg(&answer_file)
            .current_dir(folder.path())
            .env("RUST_BACKTRACE", "0");
        // The engine's call is judged on the processor time it is given, like an isolated call.
        let run = |command| process::run_computing(command, limits::ISOLATED_CALL);
        // In the sandbox, as a user of its own when the tool runs as root ([`Sandbox::run`]).
        let finished = match &self.sandbox {
            Some(sandbox) => {
                let readable = [self.exe.as_path()];
                sandbox
                    .run(&command, &readable, &[folder.path()], run)
                    .map(|(ran, _)| ran)
            }
            None => run(command),
        };
        let finished =
            finished.map_err(|error| format!("The engine could not be started: {error:#}."))?;
        if !finished.succeeded() {
            return Err(crash_in_words(&finished, function, call));
        }
        read_answer(&answer_file, call)
    }
}

/// The answer the engine wrote to `file`, one JSON object on one line.
fn read_answer(file: &Path, call: &str) -> Result<Answer, String> {
    let text = std::fs::read_to_string(file)
        .map_err(|_| format!("The engine ended without an answer to {call}."))?;
    serde_json::from_str(text.trim_end()).map_err(|error| {
        format!(
            "The engine answered `{}` to {call}, which is not an answer: {error}.",
            text.trim_end()
        )
    })
}

/// The sentence for an answer of the wrong kind, such as moves to a turn.
fn unexpected(answer: &Answer, call: &str) -> String {
    format!("The engine answered {answer:?} to {call}.")
}

/// Why the engine ended without answering the `call` of the learner's `function`, from how it
/// `finished`, in the course's words for the cause: a call that never returned, a stack
/// overflow, memory, a panic (with its message and place), or another ending.
fn crash_in_words(finished: &Finished, function: &str, call: &str) -> String {
    let output = &finished.output;
    let panic = libtest::panics(output).into_iter().next();
    let cause = match finished.status {
        None => Cause::NoAnswer,
        Some(_) if libtest::overflowed_test(output).is_some() => Cause::StackOverflow,
        Some(_) if libtest::ran_out_of_memory(output) => Cause::OutOfMemory,
        Some(_) if panic.is_some() => Cause::Panic,
        Some(status) => Cause::EndedEarly(ProcessEnd::of(status)),
    };
    let said = match (&panic, cause) {
        (Some(panic), Cause::Panic) => format!(": {}", panic.in_words()),
        (_, Cause::EndedEarly(_)) if !output.trim().is_empty() => format!("\n{}", output.trim()),
        _ => String::new(),
    };
    format!(
        "{} your {function}, or a function of yours it calls, on {call}: {}{said}. {}",
        cause.marker(),
        cause.happened(),
        cause.advice()
    )
}

#[cfg(all(test, unix))]
mod tests {
    use std::time::Instant;

    use super::*;

    /// An engine that is a shell script running `body`, outside any sandbox.
    fn engine(folder: &tempfile::TempDir, body: &str) -> Engine {
        let exe = folder.path().join("engine");
        crate::process::write_script(&exe, &format!("#!/bin/sh\n{body}\n")).unwrap();
        Engine { exe, sandbox: None }
    }

    const OPENING: Board = [4; 12];

    /// A script that checks it was asked `question`, prints a decoy answer on standard output
    /// as a learner's `println!` could, then writes `answer` to its answer file.
    fn answering(question: &str, answer: &str) -> String {
        format!(
            "[ \"$1\" = '{question}' ] || {{ echo \"asked $1\" >&2; exit 3; }}\n\
             echo '{{\"answer\":\"moves\",\"moves\":[1]}}'\n\
             echo '{answer}' > \"$2\""
        )
    }

    #[test]
    fn answers_are_read_from_the_answer_file_never_from_what_is_printed() {
        let folder = tempfile::tempdir().unwrap();
        let moves = engine(
            &folder,
            &answering(
                r#"{"ask":"moves","board":[4,4,4,4,4,4,4,4,4,4,4,4],"player":"North"}"#,
                r#"{"answer":"moves","moves":[6,8,11]}"#,
            ),
        );
        assert_eq!(moves.moves(OPENING, Player::North), Ok(vec![6, 8, 11]));
        let played = engine(
            &folder,
            &answering(
                r#"{"ask":"turn","board":[4,4,4,4,4,4,4,4,4,4,4,4],"score":[0,0],"player":"South","pit":3}"#,
                r#"{"answer":"played","board":[1,5,5,0,6,6,0,1,6,6,6,0],"score":[6,0],"over":false}"#,
            ),
        );
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
        let refused = engine(
            &folder,
            r#"echo '{"answer":"illegal","reason":"pit 7 is not yours"}' > "$2""#,
        );
        let turn = refused.turn(OPENING, [0, 0], Player::South, 7);
        assert_eq!(turn, Ok(Turn::Illegal("pit 7 is not yours".into())));
    }

    #[test]
    fn a_missing_malformed_or_mismatched_answer_is_a_sentence() {
        let folder = tempfile::tempdir().unwrap();
        let silent = engine(&folder, r#"echo '{"answer":"moves","moves":[0]}'"#);
        let error = silent.moves(OPENING, Player::South).unwrap_err();
        assert!(error.contains("ended without an answer"), "{error}");
        let error = engine(&folder, r#"echo nonsense > "$2""#)
            .moves(OPENING, Player::South)
            .unwrap_err();
        assert!(error.contains("answered `nonsense`"), "{error}");
        let error = engine(&folder, r#"echo '{"answer":"moves","moves":[0]}' > "$2""#)
            .turn(OPENING, [0, 0], Player::South, 0)
            .unwrap_err();
        assert!(error.starts_with("The engine answered Moves"), "{error}");
    }

    #[test]
    fn a_crash_or_a_call_that_never_returns_is_a_sentence_naming_the_function() {
        let folder = tempfile::tempdir().unwrap();
        let overflow = "echo \"thread 'main' has overflowed its stack\" >&2; kill -ABRT $$";
        let error = engine(&folder, overflow).turn(OPENING, [0, 0], Player::South, 3);
        assert_eq!(
            error,
            Err(
                "STACK OVERFLOW: your take_turn (chapter 7), or a function of yours it calls, on \
                 take_turn([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0], South, 3): your \
                 function called itself until the stack ran out, so the recursion never reached \
                 its base case. Check that every recursive call brings the work closer to the \
                 base case."
                    .into()
            )
        );
        let panic = "echo \"thread 'main' panicked at exercises/06-feeding/src/lib.rs:3:5:\" >&2; \
                     echo 'index out of bounds' >&2; exit 101";
        let error = engine(&folder, panic)
            .moves(OPENING, Player::North)
            .unwrap_err();
        assert!(error.starts_with("A PANIC: your permissible_moves (chapter 6), or a function of yours it calls, on permissible_moves([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], North): "), "{error}");
        assert!(
            error.contains(": index out of bounds (at exercises/06-feeding/src/lib.rs:3:5)."),
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
        assert!(
            error.starts_with("NO ANSWER: your permissible_moves"),
            "{error}"
        );
    }
}
