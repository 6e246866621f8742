//! Mistake: joins the rules with `&&`, so a capture needs both to allow it.
pub fn either_rule(
    first: impl Fn(u8) -> bool,
    second: impl Fn(u8) -> bool,
) -> impl Fn(u8) -> bool {
    move |stones| first(stones) && second(stones)
}
