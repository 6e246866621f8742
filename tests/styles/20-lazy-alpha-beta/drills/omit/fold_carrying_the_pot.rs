//! Style: one `fold` over the lists, carrying the pot and the values given, instead of recursion.
//!
//! A list is kept when all its values are above the pot (true of a list with no value, whose least
//! is then `i32::MAX`, as `min_above` gives); its least value is given and becomes the pot for the
//! lists after it. A list left out gives nothing and leaves the pot as it was.
pub fn omit(pot: i32, lists: &[Vec<i32>]) -> Vec<i32> {
    let (_, given) = lists
        .iter()
        .fold((pot, Vec::new()), |(pot, mut given), values| {
            if values.iter().all(|&value| value > pot) {
                let least = values.iter().copied().min().unwrap_or(i32::MAX);
                given.push(least);
                (least, given)
            } else {
                (pot, given)
            }
        });
    given
}
