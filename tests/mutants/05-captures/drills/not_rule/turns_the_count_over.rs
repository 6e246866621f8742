//! Mistake: puts the `!` on the count, which for a `u8` flips its bits (`!12` is 243), instead
//! of on the rule's answer.
pub fn not_rule(rule: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones| rule(!stones)
}
