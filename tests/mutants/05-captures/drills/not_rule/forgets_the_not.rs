//! Mistake: hands the rule back as it is, allowing what it allows.
pub fn not_rule(rule: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones| rule(stones)
}
