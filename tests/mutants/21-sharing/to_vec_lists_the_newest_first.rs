//! Mistake: lists the positions in the order the cells hold them, newest first.
pub use ayoayo::history::{back, contains, len, negamax_with_history, start, then};

pub fn to_vec<P: Clone>(history: &History<P>) -> Vec<P> {
    match history {
        History::Start => Vec::new(),
        History::Then(cell) => {
            let mut positions = vec![cell.0.clone()];
            positions.extend(to_vec(&cell.1));
            positions
        }
    }
}
