//! Mistake: asks the first rule alone, never the second.
pub fn either_rule(
    first: impl Fn(u8) -> bool,
    second: impl Fn(u8) -> bool,
) -> impl Fn(u8) -> bool {
    let _ = second;
    move |stones| first(stones)
}
