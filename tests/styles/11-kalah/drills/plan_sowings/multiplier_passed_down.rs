//! Style: recursion with an accumulator passed down: a helper carries how many times the part
//! it looks at is played (the product of the `Repeat`s around it), and each `Sow` counts that
//! many, where the reference multiplies on the way back up.
//!
//! Correct because a plan's sowings are its `Sow`s, each counted once for every time the
//! `Repeat`s around it play it, that is the product of their numbers. Saturating at every step
//! gives `u64::MAX` exactly when the true count reaches it, as the reference's does: the counts
//! only grow, except through a `Repeat` of 0, which gives 0 here as there.
pub fn plan_sowings(plan: &Plan) -> u64 {
    fn played(plan: &Plan, times: u64) -> u64 {
        match plan {
            Plan::Sow(_) => times,
            Plan::Then(first, second) => played(first, times).saturating_add(played(second, times)),
            Plan::Repeat(again, inner) => played(inner, times.saturating_mul(u64::from(*again))),
        }
    }
    played(plan, 1)
}
