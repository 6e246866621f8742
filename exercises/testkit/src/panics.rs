//! A panic in the learner's code, in words: for the test's report, and for the course tool.

use std::any::Any;

/// A panic of the learner's code in words, with where it happened.
pub(crate) fn learner_panic(place: &str, message: &str) -> String {
    format!("Your code panicked at {place}: {message}")
}

/// Whether a panic's message is a `todo!()`'s (or `unimplemented!()`'s).
pub(crate) fn is_todo(message: &str) -> bool {
    message.starts_with("not yet implemented")
}

/// A panic's message with where it happened, as the course tool is told of it.
pub(crate) fn panic_event_message(place: &str, message: &str) -> String {
    format!("{} (at {place})", message.trim_end_matches('.'))
}

/// The text a panic was given, if any.
pub(crate) fn panic_message(payload: &(dyn Any + Send)) -> &str {
    payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
        .unwrap_or("a panic")
}
