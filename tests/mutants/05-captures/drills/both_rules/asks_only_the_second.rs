//! Mistake: asks the second rule alone, so what the first forbids is still allowed.
pub fn both_rules(
    first: impl Fn(u8) -> bool,
    second: impl Fn(u8) -> bool,
) -> impl Fn(u8) -> bool {
    let _ = first;
    move |stones| second(stones)
}
