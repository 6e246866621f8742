//! Mistake: a `Then` counts its first plan and forgets the second.
pub fn plan_sowings(plan: &Plan) -> u64 {
    match plan {
        Plan::Sow(_) => 1,
        Plan::Then(first, _) => plan_sowings(first),
        Plan::Repeat(times, again) => u64::from(*times).saturating_mul(plan_sowings(again)),
    }
}
