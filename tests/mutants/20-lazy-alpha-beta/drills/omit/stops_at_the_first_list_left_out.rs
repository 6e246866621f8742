//! Mistake: ends the whole walk at the first list left out, instead of going on to the lists
//! after it.
pub fn omit(pot: i32, lists: &[Vec<i32>]) -> Vec<i32> {
    let Some((values, rest)) = lists.split_first() else {
        return Vec::new();
    };
    if values.iter().any(|&value| value <= pot) {
        return Vec::new();
    }
    let least = values.iter().copied().min().unwrap_or(i32::MAX);
    [vec![least], omit(least, rest)].concat()
}
