//! Chapter 11's tests, in the order to read them: worked examples, pictures, then properties
//! checked on hundreds of random boards. Every test runs in a child process (see `testkit`), so
//! a move whose hand never empties is reported in words.

mod challenges;
mod drills;
mod examples;
mod pictures;
mod properties;

use ayoayo::Player;
use ayoayo::kalah::{Board, Hand, Square};

/// Your sowing, cut off one item past the reference's so that one that never ends still
/// answers, and the reference's.
pub fn both_sowings(board: Board, player: Player, square: Square) -> (Vec<Hand>, Vec<Hand>) {
    let reference: Vec<Hand> = ayoayo::kalah::sowing(board, player, square).collect();
    let yours = kalah::sowing(board, player, square)
        .take(reference.len() + 1)
        .collect();
    (yours, reference)
}

/// The first item where your sowing and the reference's differ, drawn and explained by the
/// test kit; `None` when they are the same, item for item.
pub fn first_difference(yours: &[Hand], reference: &[Hand]) -> Option<String> {
    (0..=reference.len()).find_map(|item| {
        let why = format!(
            "Item {item} of the sowing differs (item 0 is the move before any stone is dropped; \
             `None` means there is no such item)."
        );
        let (yours, reference) = (yours.get(item).copied(), reference.get(item).copied());
        testkit::answer::difference("sowing", &yours, &reference, &why)
    })
}
