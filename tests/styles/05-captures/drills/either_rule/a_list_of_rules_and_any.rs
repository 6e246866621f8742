//! Style: the two rules put in a list, as trait objects, and `any` asked of it, where the model
//! answer joins the two calls with `||`. The closure owns both rules (`move`) and borrows them
//! for the list each time it is called.
//!
//! Correct because `any` is `true` exactly when one of the rules allows the count, and, like
//! `||`, it stops at the first rule that does.
pub fn either_rule(first: impl Fn(u8) -> bool, second: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones| {
        let rules: [&dyn Fn(u8) -> bool; 2] = [&first, &second];
        rules.iter().any(|rule| rule(stones))
    }
}
