//! `trace`: a learner's recursive function run on a worked example with every call recorded,
//! so the call tree can be drawn with the first call whose answer differs from the reference's
//! ([`shown`]), or called at growing sizes with its calls counted ([`growth`]).
//!
//! The recording itself is the [`tracer`](crate::tracer)'s, which `check` and `grade` use too;
//! this module is only what the `trace` command shows of it.

pub mod growth;
pub mod shown;
