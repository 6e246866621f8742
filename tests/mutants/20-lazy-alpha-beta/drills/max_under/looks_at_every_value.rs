//! Mistake: takes every value first and decides afterwards, so a list is walked to its end
//! even once a value at or over the pot has settled it.
pub fn max_under(pot: i32, values: impl Iterator<Item = i32>) -> Option<i32> {
    let values: Vec<i32> = values.collect();
    if values.iter().any(|&value| value >= pot) {
        return None;
    }
    Some(values.into_iter().max().unwrap_or(i32::MIN))
}
