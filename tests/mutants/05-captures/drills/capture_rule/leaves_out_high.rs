//! Mistake: compares with `<` at the top, as a Rust range `low..high` would, so `high` itself
//! is not allowed.
pub fn capture_rule(low: u8, high: u8) -> impl Fn(u8) -> bool {
    move |stones| low <= stones && stones < high
}
