//! Style: a `while` loop pushing each winning position made from the last one pushed.
//!
//! No iterator unfold: the list itself holds the position the next step starts from. The list holds
//! the winning positions of 0 to `len - 1` seeds at every turn: the first push is the empty board,
//! the winning position of no seed, and each later one is `undo` of the last, the winning position
//! of one seed more. One step a position, so all 65,535 at once.
use ayoayo::tchoukaillon::{Position, undo};

pub fn first_winners(count: u16) -> Vec<Position> {
    let count = usize::from(count);
    let mut winners: Vec<Position> = Vec::with_capacity(count);
    while winners.len() < count {
        let next = match winners.last() {
            None => Vec::new(),
            Some(last) => undo(last.clone()),
        };
        winners.push(next);
    }
    winners
}
