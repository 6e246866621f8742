//! Style: a `for` loop with an early `return None`, instead of `try_fold`.
//!
//! The loop takes the values in order and stops at the first at or over the pot, so no value after
//! it is taken; if none is, the greatest seen is the answer, `i32::MIN` for a list with no value.
pub fn max_under(pot: i32, values: impl Iterator<Item = i32>) -> Option<i32> {
    let mut most = i32::MIN;
    for value in values {
        if value >= pot {
            return None;
        }
        most = most.max(value);
    }
    Some(most)
}
