//! Chapter 5's tests, in the order to read them: worked examples, pictures, then properties
//! checked on hundreds of random boards. Every test that calls `sow_and_capture` runs in a child
//! process (see `testkit`), so a relay that never ends is reported in words.

mod challenges;
mod examples;
mod pictures;
mod properties;
