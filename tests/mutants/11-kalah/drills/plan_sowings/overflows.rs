//! Mistake: multiplies and adds with `*` and `+`, which panic past `u64::MAX` in a test build.
pub fn plan_sowings(plan: &Plan) -> u64 {
    match plan {
        Plan::Sow(_) => 1,
        Plan::Then(first, second) => plan_sowings(first) + plan_sowings(second),
        Plan::Repeat(times, again) => u64::from(*times) * plan_sowings(again),
    }
}
