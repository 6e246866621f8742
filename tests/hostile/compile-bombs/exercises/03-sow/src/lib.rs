//! Hostile submission: a right answer that carries a static of 256 MiB, so its build writes
//! three files of that size (the library, its metadata and the test binary), hoping they are
//! left behind on the grading machine's disk for every learner.

use ayoayo::{Board, Pit};

static BALLAST: [u8; 1 << 28] = [1; 1 << 28];

pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let hand = board.get(from).copied().unwrap_or(0) * std::hint::black_box(&BALLAST)[0];
    if hand == 0 {
        return (board, from);
    }
    let mut sown = board;
    sown[from] = 0;
    let mut at = from;
    for _ in 0..hand {
        at = (at + 1) % 12;
        if at == skip {
            at = (at + 1) % 12;
        }
        sown[at] += 1;
    }
    (sown, at)
}
