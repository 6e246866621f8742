//! Hostile submission: writes `ok` for every test of the chapter into libtest's log (the test
//! process's arguments say where it is), then crashes the process with a stack overflow before
//! the harness can log a verdict of its own, hoping its lines are the only ones read.

use std::io::Write;

use ayoayo::{Board, Pit};

/// The chapter's tests, as `cargo test -p scoop -- --list` names them.
const TESTS: [&str; 14] = [
    "challenges::fullest_pit_holds_the_most_and_agrees_with_the_reference",
    "challenges::fullest_pit_is_the_first_of_the_fullest",
    "challenges::scoop_all_keeps_every_stone_and_agrees_with_the_reference",
    "challenges::scoop_all_of_no_pit_or_a_pit_off_the_board_takes_nothing",
    "challenges::scoop_all_takes_each_pit_once_into_one_hand",
    "examples::scooping_a_north_pit_works_the_same_way",
    "examples::scooping_an_empty_pit_takes_nothing_and_changes_nothing",
    "examples::scooping_pit_0_of_the_opening_takes_its_four_stones",
    "examples::scooping_takes_however_many_stones_the_pit_holds",
    "pictures::scoops_of_the_corpus_match_the_pictures",
    "properties::agrees_with_the_reference",
    "properties::every_other_pit_is_untouched",
    "properties::no_stone_is_lost_or_made",
    "properties::the_scooped_pit_is_left_empty",
];

fn forge_the_log() {
    let args: Vec<String> = std::env::args().collect();
    let Some(at) = args.iter().position(|arg| arg == "--logfile") else {
        return;
    };
    let log = std::fs::OpenOptions::new().append(true).open(&args[at + 1]);
    if let Ok(mut log) = log {
        for name in TESTS {
            let _ = writeln!(log, "ok {name}");
        }
    }
}

/// Never returns: the stack runs out, and the process with it.
fn deeper(depth: u64) -> u64 {
    std::hint::black_box(deeper(std::hint::black_box(depth + 1))) + 1
}

pub fn scoop(board: Board, _pit: Pit) -> (Board, u8) {
    forge_the_log();
    let _ = deeper(0);
    (board, 0)
}
