//! Style: the rule's answer turned over with the method `Not::not`, read left to right after
//! the call, where the model answer puts the operator `!` in front. `!x` is `Not::not(x)`, so
//! for a `bool` it is the same turn-over, on the rule's answer and not on the count.
use std::ops::Not;

pub fn not_rule(rule: impl Fn(u8) -> bool) -> impl Fn(u8) -> bool {
    move |stones| rule(stones).not()
}
