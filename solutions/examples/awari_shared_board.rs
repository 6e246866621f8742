//! The JavaScript tutorial's Awari opponent, in the tutorial's own style: one shared board,
//! saved before each trial sowing and restored after it, with a shared flag for the extra move.
//!
//! THIS IS THE STYLE CHAPTER 10 MOVES AWAY FROM: the book shows it as the foil to the pure
//! `ayoayo::awari::greedy_move`. It is compiled and run (it checks that both pick the same pit
//! on many boards) so that the comparison stays honest:
//!
//! ```text
//! cargo run -p ayoayo --example awari_shared_board
//! ```

use std::sync::Mutex;

use ayoayo::Player;
use ayoayo::awari::{Bins, OPENING, greedy_move, is_over, sow};

// ANCHOR: shared
/// The one board of the game. Every function below reads and changes it; none is handed it.
static BOARD: Mutex<Bins> = Mutex::new(OPENING);
/// Whether the search is already inside an extra move: also shared.
static IN_EXTRA_MOVE: Mutex<bool> = Mutex::new(false);

/// Sows a computer pit on the shared board; true when the last token reached its store.
fn sow_shared(pit: usize) -> bool {
    let mut board = BOARD.lock().unwrap();
    let (after, last) = sow(*board, Player::North, pit);
    *board = after;
    last == 13
}

/// Tries every computer pit on the shared board, restoring the board after each, and writes the
/// best board reached into `best_board`. Returns the best pit, lowest first among equals.
fn try_all_moves(best_board: &mut Bins) -> Option<usize> {
    let saved = *BOARD.lock().unwrap();
    let mut best: Option<(usize, u8)> = None;
    for pit in 7..=12 {
        if saved[pit] == 0 {
            continue;
        }
        let again = sow_shared(pit);
        let over = is_over(*BOARD.lock().unwrap());
        if again && !over && !*IN_EXTRA_MOVE.lock().unwrap() {
            *IN_EXTRA_MOVE.lock().unwrap() = true;
            let mut after_extra = *BOARD.lock().unwrap();
            try_all_moves(&mut after_extra);
            *BOARD.lock().unwrap() = after_extra;
            // The tutorial never sets its flag back; without this line, only the first pit
            // that earns an extra move would have its extra move tried.
            *IN_EXTRA_MOVE.lock().unwrap() = false;
        }
        let store = BOARD.lock().unwrap()[13];
        if best.is_none_or(|(_, most)| store > most) {
            best = Some((pit, store));
            *best_board = *BOARD.lock().unwrap();
        }
        *BOARD.lock().unwrap() = saved; // restore, or the next pit is tried on the wrong board
    }
    best.map(|(pit, _)| pit)
}
// ANCHOR_END: shared

/// A few thousand boards from a simple generator (no dependency needed for an example).
fn boards() -> impl Iterator<Item = Bins> {
    let mut seed: u64 = 0x5eed;
    std::iter::repeat_with(move || {
        let mut bins = [0; 14];
        for bin in &mut bins {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            *bin = (seed >> 59) as u8 % 7; // 0..=6 tokens
        }
        bins
    })
    .take(5000)
}

fn main() {
    let mut compared = 0;
    for bins in boards().filter(|&bins| !is_over(bins)) {
        *BOARD.lock().unwrap() = bins;
        let mut best_board = bins;
        let shared = try_all_moves(&mut best_board).unwrap_or(7);
        assert_eq!(
            *BOARD.lock().unwrap(),
            bins,
            "the shared board was not restored"
        );
        assert_eq!(
            shared,
            greedy_move(bins),
            "the two opponents disagree on {bins:?}"
        );
        compared += 1;
    }
    println!("the shared-board search and the pure greedy_move agree on {compared} boards");
}

#[test]
fn the_shared_board_search_agrees_with_the_pure_one() {
    main();
}
