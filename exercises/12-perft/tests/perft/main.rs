//! Chapter 12's tests, in the order to read them: worked examples with the published counts,
//! then properties checked on positions reached by random play. Every test runs in a child
//! process (see `testkit`), so a recursion that never ends is reported in words.

mod challenges;
mod drills;
mod examples;
mod properties;
