//! Chapter 10's tests, in the order to read them: worked examples, pictures, then properties
//! checked on hundreds of random boards. Every test runs in a child process (see `testkit`), so
//! a recursion that never ends is reported in words.

mod challenges;
mod drills;
mod examples;
mod pictures;
mod properties;
