//! Mistake: checks only the top of the range, so a pit of fewer than `low` stones is allowed.
pub fn capture_rule(low: u8, high: u8) -> impl Fn(u8) -> bool {
    let _ = low;
    move |stones| stones <= high
}
