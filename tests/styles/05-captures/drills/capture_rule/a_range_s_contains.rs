//! Style: the rule asks an inclusive range, `(low..=high).contains(&stones)`, where the model
//! answer writes the two comparisons out. A range whose start is past its end contains nothing,
//! so with `low` above `high` the rule allows no count, as it should.
pub fn capture_rule(low: u8, high: u8) -> impl Fn(u8) -> bool {
    move |stones| (low..=high).contains(&stones)
}
