//! Mistake: `min_above` gives up only on a value under the pot, so a list that merely ties the
//! pot is valued in full and given, though it cannot raise the maximum.
pub use ayoayo::pruning::{evaluate_pruned, map_max, map_min, maximise_values, minimise_values};

pub fn min_above(pot: i32, mut values: impl Iterator<Item = i32>) -> Option<i32> {
    values.try_fold(i32::MAX, |least, value| (value >= pot).then_some(least.min(value)))
}
