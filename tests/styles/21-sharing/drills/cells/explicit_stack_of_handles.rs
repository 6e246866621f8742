//! Style: an explicit stack of handles and a `HashSet` of addresses, instead of a recursive helper.
//!
//! A handle is popped, and its cell is counted and its children pushed only if its address
//! (`Rc::as_ptr`) is new to the set: a cell reached through several parents is counted and walked
//! once, and two cells holding equal positions are still two cells.
use std::collections::HashSet;
use std::rc::Rc;

pub fn cells<G>(tree: &Shared<G>) -> usize {
    let mut seen = HashSet::new();
    let mut stack = vec![tree];
    while let Some(handle) = stack.pop() {
        if seen.insert(Rc::as_ptr(&handle.0)) {
            stack.extend(&handle.0.1);
        }
    }
    seen.len()
}
