//! Hostile submission: still the stub's `todo!()`, but a constructor in `.init_array` runs
//! before libtest's `main`: in the run of the tests (not their listing), it lists the tests of
//! its own binary, writes `ok NAME` for each into the log file its `--logfile` argument names,
//! and exits 0 before any test runs.

use ayoayo::{Board, Pit};

#[used]
#[unsafe(link_section = ".init_array")]
static FORGE: extern "C" fn() = forge;

extern "C" fn forge() {
    let args: Vec<String> = std::env::args().collect();
    let Some(at) = args.iter().position(|arg| arg == "--logfile") else {
        return;
    };
    if args.iter().any(|arg| arg == "--list") {
        return;
    }
    let ignored = args.iter().filter(|arg| arg.ends_with("ignored"));
    let listed = std::process::Command::new(&args[0])
        .args(["--list", "--format", "terse"])
        .args(ignored)
        .output();
    let Ok(listed) = listed else { return };
    let listed = String::from_utf8_lossy(&listed.stdout);
    let names = listed.lines().filter_map(|line| line.strip_suffix(": test"));
    let log: String = names.map(|name| format!("ok {name}\n")).collect();
    let _ = std::fs::write(&args[at + 1], log);
    std::process::exit(0);
}

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    todo!("scoop pit {pit} of the board {board:?}")
}

pub fn scoop_all(board: Board, pits: &[Pit]) -> (Board, u32) {
    todo!("scoop each of the pits {pits:?} of {board:?} into one hand")
}

pub fn fullest_pit(board: Board) -> Pit {
    todo!("the fullest pit of {board:?}")
}
