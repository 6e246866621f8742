//! Mistake: joins the rules with `||`, so one rule allowing a capture is enough.
pub fn both_rules(
    first: impl Fn(u8) -> bool,
    second: impl Fn(u8) -> bool,
) -> impl Fn(u8) -> bool {
    move |stones| first(stones) || second(stones)
}
