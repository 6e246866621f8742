//! Style: an iterator pipeline instead of chapter 2's `distribute`: the pits after `from`,
//! round and round the board, with `skip` filtered out, one per stone in hand, folded into the
//! board. Correct because that endless cycle of pits, less `skip`, is exactly the order the
//! stones are dropped in, and `take` stops it after the last one.
use ayoayo::{Board, Pit};

pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let hand = board.get(from).copied().unwrap_or(0);
    if hand == 0 {
        return (board, from);
    }
    let mut scooped = board;
    scooped[from] = 0;
    (1..)
        .map(|step| (from + step) % 12)
        .filter(|&pit| pit != skip)
        .take(usize::from(hand))
        .fold((scooped, from), |(mut sown, _), pit| {
            sown[pit] += 1;
            (sown, pit)
        })
}
