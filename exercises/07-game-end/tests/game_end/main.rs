//! Chapter 7's tests, in the order to read them: worked examples, pictures of whole turns, then
//! properties checked on hundreds of positions reached by random play. Every test runs in a
//! child process (see `testkit`), so a sowing that never ends is reported in words.

mod challenges;
mod drills;
mod examples;
mod pictures;
mod properties;
