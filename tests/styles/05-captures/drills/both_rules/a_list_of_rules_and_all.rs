//! Style: the two rules put in a list, as trait objects, and `all` asked of it, where the model
//! answer joins the two calls with `&&`. The closure owns both rules (`move`) and borrows them
//! for the list each time it is called.
//!
//! Correct because `all` is `true` exactly when every rule allows the count, and, like `&&`, it
//! stops at the first rule that forbids it.
pub fn both_rules(first: impl Fn(u8) -> bool, second: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones| {
        let rules: [&dyn Fn(u8) -> bool; 2] = [&first, &second];
        rules.iter().all(|rule| rule(stones))
    }
}
