//! Chapter 3's tests, in the order to read them: worked examples, pictures, then properties
//! checked on hundreds of random boards.

mod challenges;
mod drills;
mod examples;
mod pictures;
mod properties;
