//! Mistake: `map_min` keeps the first list's least value as its pot for ever, so it gives every
//! list that beats the first, not only those that beat the best so far (the right maximum, from
//! more positions).
pub use ayoayo::pruning::{evaluate_pruned, map_max, maximise_values, min_above, minimise_values};

pub fn map_min(lists: impl Iterator<Item = Values> + 'static) -> Values {
    let mut pot = None;
    Box::new(lists.filter_map(move |values| {
        let least = min_above(pot.unwrap_or(i32::MIN), values)?;
        pot.get_or_insert(least);
        Some(least)
    }))
}
