//! Turns a trace saved as JSON into the page that steps through it:
//!
//! ```text
//! cargo run -p ayoayo-calltree --example page -- TRACE.json OUT.html
//! ```
//!
//! The browser test makes its pages with it; the course tool's `trace --html` calls the same
//! [`ayoayo_calltree::html::page`].

use std::process::ExitCode;

use ayoayo_calltree::CallTree;
use ayoayo_calltree::html;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [trace_path, page_path] = args.as_slice() else {
        eprintln!("usage: page TRACE.json OUT.html");
        return ExitCode::FAILURE;
    };
    match write_page(trace_path, page_path) {
        Ok(()) => ExitCode::SUCCESS,
        Err(problem) => {
            eprintln!("{problem}");
            ExitCode::FAILURE
        }
    }
}

/// Reads the trace at `trace_path` and writes its page to `page_path`, titled by its call.
fn write_page(trace_path: &str, page_path: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(trace_path)
        .map_err(|error| format!("cannot read {trace_path}: {error}"))?;
    let trace: CallTree = serde_json::from_str(&text)
        .map_err(|error| format!("{trace_path} is not a trace: {error}"))?;
    let title = format!("The calls of {}", trace.call);
    std::fs::write(page_path, html::page(&trace, &title))
        .map_err(|error| format!("cannot write {page_path}: {error}"))
}
