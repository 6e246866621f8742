//! Mistake: a `Repeat` adds its number to the plan's count instead of multiplying by it.
pub fn plan_sowings(plan: &Plan) -> u64 {
    match plan {
        Plan::Sow(_) => 1,
        Plan::Then(first, second) => plan_sowings(first).saturating_add(plan_sowings(second)),
        Plan::Repeat(times, again) => u64::from(*times).saturating_add(plan_sowings(again)),
    }
}
