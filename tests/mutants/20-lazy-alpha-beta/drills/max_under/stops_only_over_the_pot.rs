//! Mistake: gives up only on a value over the pot, so a list that reaches the pot exactly is
//! taken for one that stays under it.
pub fn max_under(pot: i32, mut values: impl Iterator<Item = i32>) -> Option<i32> {
    values.try_fold(i32::MIN, |most, value| {
        (value <= pot).then_some(most.max(value))
    })
}
