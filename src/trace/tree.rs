//! The tree as text, until `ayoayo_calltree::draw` is merged: the one function to swap for it.

use ayoayo_calltree::{End, Reference, Trace};

/// Each call on a line, `function(args) -> result`, indented by its depth; the first call whose
/// answer differs from the reference's is marked with the reference's answer.
pub fn draw(trace: &Trace) -> String {
    let marked = trace.first_difference();
    let mut text = String::new();
    for (index, call) in trace.calls.iter().enumerate() {
        let args: Vec<&str> = call.args.iter().map(|arg| arg.value.as_str()).collect();
        let result = call.result.as_deref().unwrap_or("(no answer)");
        let indent = "  ".repeat(trace.depth(index));
        text += &format!("{indent}{}({}) -> {result}", call.function, args.join(", "));
        if marked == Some(index)
            && let Some(Reference::Differs(answer)) = &call.reference
        {
            text += &format!("   <- first difference: the reference answers {answer}");
        }
        text.push('\n');
    }
    text += &match &trace.end {
        End::Returned => String::new(),
        End::Panicked { message } => format!("panicked: {message}\n"),
        End::Cut { cut } => format!("cut: {cut:?}\n"),
    };
    text
}
