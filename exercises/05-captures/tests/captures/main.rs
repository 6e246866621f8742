//! Chapter 5's tests, in the order to read them: worked examples, pictures, properties
//! checked on hundreds of random boards, then your own properties and boards, tried on
//! versions of `sow_and_capture` with bugs planted in them. Every test that calls `sow_and_capture` runs in a child
//! process (see `testkit`), so a relay that never ends is reported in words.

mod challenges;
mod drills;
mod examples;
mod pictures;
mod properties;
mod your_boards;
mod your_properties;
