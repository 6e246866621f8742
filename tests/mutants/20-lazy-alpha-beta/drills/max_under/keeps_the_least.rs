//! Mistake: copies `min_above`'s fold as it is, keeping the least value instead of the
//! greatest.
pub fn max_under(pot: i32, mut values: impl Iterator<Item = i32>) -> Option<i32> {
    values.try_fold(i32::MAX, |least, value| {
        (value < pot).then_some(least.min(value))
    })
}
