//! Mistake: `map_min` raises the pot to a list's least value but gives only the first list's,
//! dropping the value it should keep: a better subtree after the first is never seen.
pub use ayoayo::pruning::{evaluate_pruned, map_max, maximise_values, min_above, minimise_values};

pub fn map_min(lists: impl Iterator<Item = Values> + 'static) -> Values {
    let mut pot = i32::MIN;
    let mut first = true;
    Box::new(lists.filter_map(move |values| {
        let least = min_above(pot, values)?;
        pot = least;
        std::mem::take(&mut first).then_some(least)
    }))
}
