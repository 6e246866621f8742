//! A trace as one self-contained page that steps through the calls as frames appear and
//! return, an environment diagram in the book's look.
//!
//! The page carries the trace as JSON and a small script that draws one step at a time: only
//! the frames running at that step and a window of the call tree around the current call are
//! ever in the document, so a trace of 10,000 calls stays quick to step through.

use serde::Serialize;

use crate::model::{CallTree, End};

/// The page's look: the book's colours, fonts and controls, light and dark.
const STYLE: &str = include_str!("page/trace.css");
/// The page's player: no logic about calls beyond walking the steps given to it.
const SCRIPT: &str = include_str!("page/trace.js");

/// One step of the page: a call starts, a call returns, or (after a panic or a cut) the run
/// ends with calls still running.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Call `n` (an index in [`CallTree::calls`]) starts.
    Start(usize),
    /// Call `n` returns its result.
    Return(usize),
    /// The run stops here: it panicked or was cut, inside the calls that never returned.
    End,
}

/// The steps of `trace` in time order: each call starts in [`CallTree::calls`] order, and returns
/// once every call it made has returned and before the next call its caller makes (the calls
/// still running when a new one starts are exactly that one's callers). A call that never
/// returned has no return step; a run that did not return ends with [`Step::End`].
pub fn steps(trace: &CallTree) -> Vec<Step> {
    let mut steps = Vec::with_capacity(2 * trace.calls.len() + 1);
    let mut running: Vec<usize> = Vec::new();
    let returns = |until: Option<usize>, running: &mut Vec<usize>, steps: &mut Vec<Step>| {
        while let Some(&top) = running.last() {
            if Some(top) == until {
                break;
            }
            running.pop();
            if trace.calls[top].result.is_some() {
                steps.push(Step::Return(top));
            }
        }
    };
    for (index, call) in trace.calls.iter().enumerate() {
        returns(call.parent, &mut running, &mut steps);
        steps.push(Step::Start(index));
        running.push(index);
    }
    returns(None, &mut running, &mut steps);
    if trace.end != End::Returned {
        steps.push(Step::End);
    }
    steps
}

/// What the page's script reads.
#[derive(Serialize)]
struct PageData<'a> {
    trace: &'a CallTree,
    steps: Vec<Step>,
    /// [`CallTree::first_difference`]: the call the page marks as where the recursion went wrong.
    first_difference: Option<usize>,
}

/// `trace` as one HTML page titled `title`, with its style, script and data inline: it opens
/// from disk, offline, in any browser.
pub fn page(trace: &CallTree, title: &str) -> String {
    // Game trees said as their root and size, as the text drawing says them.
    let trace = &*crate::summary::summarised(trace);
    let data = PageData {
        trace,
        steps: steps(trace),
        first_difference: trace.first_difference(),
    };
    let example = match &trace.example {
        Some(name) => format!(
            r#" <span class="trace-example">(example “{}”)</span>"#,
            escape(name)
        ),
        None => String::new(),
    };
    format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>{title}</title>
<style>
{STYLE}</style>
</head>
<body>
<main class="trace-page">
<h1>{title}</h1>
<p class="trace-call">The call traced: <code>{call}</code>{example}</p>
<div class="trace-bar">
<div class="ayoayo-controls" role="group" aria-label="step through the calls">
<button type="button" data-action="first" aria-label="first step">« First</button>
<button type="button" data-action="prev" aria-label="previous step">◀ Previous</button>
<button type="button" data-action="play" aria-label="play">▶ Play</button>
<button type="button" data-action="next" aria-label="next step">Next ▶</button>
<button type="button" data-action="last" aria-label="last step">Last »</button>
<input type="range" min="0" max="{last}" value="0" step="1" aria-label="step">
<span class="ayoayo-counter">step 1 of {count}</span>
<button type="button" data-action="difference" class="trace-difference">✗ Go to the first difference</button>
</div>
<p class="trace-step" aria-live="polite"></p>
</div>
<div class="trace-views">
<section class="trace-frames" aria-label="the calls running"><h2>Frames</h2><ol class="frames" tabindex="0"></ol></section>
<section class="trace-tree" aria-label="the calls so far"><h2>Calls so far</h2><ol class="tree"></ol></section>
</div>
<noscript><p>This page steps through the calls with a script: allow scripts to see them.</p></noscript>
</main>
<script type="application/json" id="trace-data">{json}</script>
<script>
{SCRIPT}</script>
</body>
</html>
"#,
        title = escape(title),
        call = escape(&trace.call),
        last = data.steps.len().saturating_sub(1),
        count = data.steps.len(),
        json = script_json(&data),
    )
}

/// `text` safe inside HTML, as text or as an attribute's value (the tool's `grades.html` writes
/// with it too).
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            other => escaped.push(other),
        }
    }
    escaped
}

/// `data` as JSON that can sit inside a `<script>`: every `<` (which JSON has only inside its
/// strings) written `\u003c`, so no value can close the script or open a comment.
fn script_json(data: &PageData<'_>) -> String {
    serde_json::to_string(data)
        .expect("a trace is plain strings and numbers")
        .replace('<', "\\u003c")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Arg, Call, Cut, Reference};

    /// A call of `count(n)` made by call `parent`, returning `result` when it returned.
    fn call(parent: Option<usize>, n: &str, result: Option<&str>) -> Call {
        Call {
            function: "count".to_string(),
            parent,
            args: vec![Arg {
                name: "n".to_string(),
                value: n.to_string(),
            }],
            result: result.map(str::to_string),
            reference: None,
        }
    }

    fn trace(calls: Vec<Call>, end: End) -> CallTree {
        CallTree {
            call: "count(2)".to_string(),
            example: None,
            calls,
            end,
        }
    }

    /// Call 0 makes calls 1 and 3; call 1 makes call 2.
    fn branching() -> CallTree {
        let calls = vec![
            call(None, "2", Some("3")),
            call(Some(0), "1", Some("1")),
            call(Some(1), "0", Some("0")),
            call(Some(0), "0", Some("1")),
        ];
        trace(calls, End::Returned)
    }

    /// The JSON inside the page's data script, read back.
    fn data_in(page: &str) -> serde_json::Value {
        let start = page.find(r#"id="trace-data">"#).expect("the data script") + 16;
        let end = start + page[start..].find("</script>").expect("its end");
        serde_json::from_str(&page[start..end]).expect("JSON")
    }

    #[test]
    fn a_call_returns_after_the_calls_it_made_and_before_its_callers_next_call() {
        use Step::{Return, Start};
        assert_eq!(
            steps(&branching()),
            [
                Start(0),
                Start(1),
                Start(2),
                Return(2),
                Return(1),
                Start(3),
                Return(3),
                Return(0)
            ]
        );
    }

    #[test]
    fn the_returns_come_in_the_order_the_trace_says_calls_ended() {
        let trace = branching();
        let returns: Vec<usize> = steps(&trace)
            .into_iter()
            .filter_map(|step| match step {
                Step::Return(index) => Some(index),
                _ => None,
            })
            .collect();
        assert_eq!(returns, trace.end_order());
    }

    #[test]
    fn a_run_that_panicked_ends_with_its_calls_still_running_and_no_return_for_them() {
        let calls = vec![
            call(None, "2", None),
            call(Some(0), "1", Some("1")),
            call(Some(0), "0", None),
        ];
        let panicked = End::Panicked {
            message: "attempt to subtract with overflow".to_string(),
        };
        use Step::{End as Ends, Return, Start};
        assert_eq!(
            steps(&trace(calls, panicked)),
            [Start(0), Start(1), Return(1), Start(2), Ends]
        );
    }

    #[test]
    fn a_cut_run_of_one_endless_recursion_is_all_starts_then_the_end() {
        let calls = (0..4_usize)
            .map(|i| call(i.checked_sub(1), "1", None))
            .collect();
        let cut = End::Cut { cut: Cut::Depth(3) };
        let steps = steps(&trace(calls, cut));
        assert_eq!(steps.len(), 5);
        assert_eq!(steps[3], Step::Start(3));
        assert_eq!(steps[4], Step::End);
    }

    #[test]
    fn the_page_carries_the_trace_its_steps_and_the_first_difference_as_json() {
        let mut trace = branching();
        trace.calls[2].reference = Some(Reference::Differs("1".to_string()));
        let data = data_in(&page(&trace, "count"));
        let carried: CallTree = serde_json::from_value(data["trace"].clone()).expect("a trace");
        assert_eq!(carried, trace);
        assert_eq!(data["steps"][3], serde_json::json!({ "return": 2 }));
        assert_eq!(data["steps"].as_array().map(Vec::len), Some(8));
        assert_eq!(data["first_difference"], 2);
    }

    #[test]
    fn the_title_is_the_pages_and_its_heading() {
        let page = page(&branching(), "The calls of count(2)");
        assert!(page.contains("<title>The calls of count(2)</title>"));
        assert!(page.contains("<h1>The calls of count(2)</h1>"));
    }

    #[test]
    fn a_learners_text_cannot_close_the_script_or_make_markup() {
        let mut trace = branching();
        trace.call = r#"shout("<b>loud</b>")"#.to_string();
        trace.calls[0].args[0].value = r#""</script><script>alert(1)</script><!--""#.to_string();
        trace.calls[0].result = Some(r#""&lt;""#.to_string());
        let page = page(&trace, "<i>count</i> & co");
        assert!(page.contains("<title>&lt;i&gt;count&lt;/i&gt; &amp; co</title>"));
        assert!(page.contains(r#"<code>shout(&quot;&lt;b&gt;loud&lt;/b&gt;&quot;)</code>"#));
        assert!(
            !page.contains("<b>") && !page.contains("<i>") && !page.contains("alert(1)</script>")
        );
        assert_eq!(
            page.matches("</script>").count(),
            2,
            "the data's and the player's own"
        );
        assert_eq!(page.matches("<!--").count(), 0);
        let carried: CallTree =
            serde_json::from_value(data_in(&page)["trace"].clone()).expect("a trace");
        assert_eq!(carried, trace, "the values come back as they were");
    }

    #[test]
    fn the_page_is_self_contained() {
        let page = page(&branching(), "count");
        assert!(page.starts_with("<!DOCTYPE html>"));
        for outside in ["src=", "href=", "http://", "https://", "@import", "url("] {
            assert!(!page.contains(outside), "the page loads nothing: {outside}");
        }
        assert!(page.contains("<style>") && page.contains("function show("));
    }

    #[test]
    fn the_slider_and_counter_span_every_step() {
        let page = page(&branching(), "count");
        assert!(page.contains(r#"max="7""#));
        assert!(page.contains("step 1 of 8"));
    }
}
