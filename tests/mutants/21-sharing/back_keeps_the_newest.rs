//! Mistake: hands back the history it was given, newest position and all, instead of the
//! history before it.
pub use ayoayo::history::{contains, len, negamax_with_history, start, then, to_vec};

pub fn back<P>(history: &History<P>) -> History<P> {
    history.clone()
}
