//! Chapter 21's challenges: a history read as an iterator, and the cells two histories share.

use std::rc::Rc;

use crate::history::History;

// ANCHOR: positions
/// The positions of `history`, newest first, as an iterator that borrows the cells one at a
/// time: no recursion, so a history of any length can be walked.
pub fn positions<P>(history: &History<P>) -> impl Iterator<Item = &P> {
    std::iter::successors(first_cell(history), |(_, before)| first_cell(before))
        .map(|(newest, _)| newest)
}

/// The newest cell of `history`, if it has one.
fn first_cell<P>(history: &History<P>) -> Option<&(P, History<P>)> {
    match history {
        History::Start => None,
        History::Then(cell) => Some(cell),
    }
}
// ANCHOR_END: positions

// ANCHOR: shared_len
/// How many positions `a` and `b` share as the very same cells, not merely as equal
/// positions: the length of the longest history both grew from. Walks the longer one back
/// to the other's length, then both together until they reach the same cell (`Rc::ptr_eq`).
pub fn shared_len<P>(a: &History<P>, b: &History<P>) -> usize {
    let (mut a, mut b) = (a, b);
    let (mut a_len, mut b_len) = (positions(a).count(), positions(b).count());
    while a_len > b_len {
        a = before(a);
        a_len -= 1;
    }
    while b_len > a_len {
        b = before(b);
        b_len -= 1;
    }
    loop {
        match (a, b) {
            (History::Then(x), History::Then(y)) if !Rc::ptr_eq(x, y) => {
                (a, b) = (&x.1, &y.1);
                a_len -= 1;
            }
            _ => return a_len,
        }
    }
}

/// The history before the newest position (`Start` stays `Start`).
fn before<P>(history: &History<P>) -> &History<P> {
    match history {
        History::Start => history,
        History::Then(cell) => &cell.1,
    }
}
// ANCHOR_END: shared_len

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::{start, then};

    #[test]
    fn shared_cells_are_counted_and_equal_copies_are_not() {
        let base = then(&then(&start(), 'a'), 'b');
        let left = then(&then(&base, 'c'), 'd');
        let right = then(&base, 'e');
        assert_eq!(shared_len(&left, &right), 2);
        assert_eq!(shared_len(&right, &left), 2);
        assert_eq!(shared_len(&left, &left), 4);
        let copy = then(&then(&start(), 'a'), 'b');
        assert_eq!(shared_len(&copy, &base), 0);
        assert_eq!(positions(&left).collect::<String>(), "dcba");
    }
}
