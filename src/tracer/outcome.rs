//! Whether a trace shows something wrong. Compiled twice: in the course tool, and beside the
//! generated program that runs the examples (which stops at the first such trace).

use ayoayo_calltree::{CallTree, End, Reference};

/// Whether `trace` shows a mistake: a call answering differently from the reference, a panic,
/// or a run cut at a limit.
pub fn fails(trace: &CallTree) -> bool {
    let differs = |reference: &Option<Reference>| matches!(reference, Some(Reference::Differs(_)));
    trace.end != End::Returned || trace.calls.iter().any(|call| differs(&call.reference))
}
