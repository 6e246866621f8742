//! Mistake: joins the two comparisons with `||`, so every count passes one of them.
pub fn capture_rule(low: u8, high: u8) -> impl Fn(u8) -> bool {
    move |stones| low <= stones || stones <= high
}
