//! Chapter 1's challenges: scooping several pits, and finding the fullest one.

use crate::{Board, PITS, Pit, scoop};

// ANCHOR: scoop_all
/// Scoops each of `pits` in turn into one hand: returns the board with all of them empty and
/// how many stones the hand holds. A pit listed twice gives nothing the second time, and a pit
/// off the board gives nothing.
///
/// ```
/// use ayoayo::{OPENING, challenges::scoop::scoop_all};
/// let (after, in_hand) = scoop_all(OPENING, &[0, 5, 0]);
/// assert_eq!((after, in_hand), ([0, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4], 8));
/// ```
pub fn scoop_all(board: Board, pits: &[Pit]) -> (Board, u32) {
    pits.iter().fold((board, 0), |(board, in_hand), &pit| {
        let (after, taken) = scoop(board, pit);
        (after, in_hand + u32::from(taken))
    })
}
// ANCHOR_END: scoop_all

// ANCHOR: fullest_pit
/// The pit holding the most stones; of several that hold as many, the lowest-numbered.
///
/// ```
/// use ayoayo::challenges::scoop::fullest_pit;
/// assert_eq!(fullest_pit([1, 0, 7, 2, 7, 0, 0, 0, 0, 0, 0, 3]), 2);
/// ```
pub fn fullest_pit(board: Board) -> Pit {
    (0..PITS).fold(
        0,
        |best, pit| if board[pit] > board[best] { pit } else { best },
    )
}
// ANCHOR_END: fullest_pit
