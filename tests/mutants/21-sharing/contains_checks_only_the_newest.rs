//! Mistake: looks at the newest position only, so a position played earlier is not found.
pub use ayoayo::history::{back, len, negamax_with_history, start, then, to_vec};

pub fn contains<P: PartialEq>(history: &History<P>, position: &P) -> bool {
    match history {
        History::Start => false,
        History::Then(cell) => cell.0 == *position,
    }
}
