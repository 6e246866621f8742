//! Chapter 6's tests, in the order to read them: worked examples, pictures, then properties
//! checked on hundreds of random boards. Every test that sows runs in a child process (see
//! `testkit`), so a relay followed for ever is reported in words.

mod challenges;
mod drills;
mod examples;
mod pictures;
mod properties;
