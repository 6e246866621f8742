//! The call tree as text: one call a line, nested by depth, each with its arguments and what it
//! returned; the first call whose answer differs from the reference's marked `✗` with the
//! reference's answer under it, and the path down to it drawn in heavy lines.
//!
//! ```
//! use ayoayo_calltree::{Arg, Call, End, Options, Plain, Reference, CallTree, draw};
//!
//! // sum_to(n) = n + sum_to(n - 1), with a base case that answers 1 instead of 0.
//! let call = |n: usize, answer: &str, right: &str| Call {
//!     function: "sum_to".to_string(),
//!     parent: (n < 2).then(|| 1 - n),
//!     args: vec![Arg { name: "n".to_string(), value: n.to_string() }],
//!     result: Some(answer.to_string()),
//!     reference: Some(Reference::Differs(right.to_string())),
//! };
//! let trace = CallTree {
//!     call: "sum_to(2)".to_string(),
//!     example: None,
//!     calls: vec![call(2, "4", "3"), call(1, "2", "1"), call(0, "1", "0")],
//!     end: End::Returned,
//! };
//! assert_eq!(
//!     draw(&trace, &Options::default(), &Plain),
//!     "sum_to(n: 2) → 4 ✗\n\
//!      ┗━ sum_to(n: 1) → 2 ✗\n\
//!      \u{20}  ┗━ sum_to(n: 0) → 1 ✗ first to differ\n\
//!      \u{20}          the reference: 0"
//! );
//! ```
//!
//! Boards (12 pits, or 14 bins) are drawn the course's way under their call, each standing for
//! a label (①, ②...) in the line; everything else is `{:?}` text, elided in the middle to fit
//! the width. Colours are the caller's: see [`Paint`].

use std::borrow::Cow;

use crate::entry;
use crate::fit::{self, columns};
use crate::fold;
use crate::model::CallTree;
use crate::pattern::thousands;
use crate::shape::{Place, Shape};
use crate::summary::summarised;

/// What a piece of a drawing is, for a [`Paint`] to style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A function's name.
    Function,
    /// An argument's value.
    Argument,
    /// What a call returned.
    Result,
    /// A mark that something is wrong: `✗`, a panic.
    Mark,
    /// The reference's answer beside the learner's.
    Reference,
    /// The tree's lines.
    Guide,
    /// The tree's lines on the way to the marked call.
    Path,
    /// A quiet remark: `✓`, a fold, a call that never returned.
    Note,
}

/// How a drawing is styled: the course tool colours a terminal's, the book and the tests use
/// [`Plain`]. Given text without line breaks, it returns it styled (the same columns wide).
pub trait Paint {
    fn paint(&self, role: Role, text: &str) -> String;
}

/// No styling at all.
#[derive(Clone, Copy, Debug, Default)]
pub struct Plain;

impl Paint for Plain {
    fn paint(&self, _role: Role, text: &str) -> String {
        text.to_string()
    }
}

/// A terminal's width, when the caller knows no better.
pub const DEFAULT_WIDTH: usize = 100;
/// Lines a drawing takes when the caller does not ask for every call: a screenful and a half.
pub const DEFAULT_LINES: usize = 60;

/// How big a drawing may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// No line is wider than this many columns.
    pub width: usize,
    /// At most about this many lines (the marked call is always shown); `None`: every call.
    pub lines: Option<usize>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            width: DEFAULT_WIDTH,
            lines: Some(DEFAULT_LINES),
        }
    }
}

/// A piece of a line and how to style it (`None`: not at all).
pub(crate) type Span = (Option<Role>, Cow<'static, str>);

/// The call tree of `trace`, one call a line with its boards and remarks under it. Within a
/// line budget it keeps the first calls, the marked call (or the one that panicked or was cut)
/// with its callers and its neighbours, and the last calls, with a fold line for each run of
/// calls it leaves out. A trace without calls draws as nothing.
pub fn draw(trace: &CallTree, options: &Options, paint: &dyn Paint) -> String {
    let trace = &*summarised(trace);
    let shape = Shape::of(trace, options.width);
    let count = trace.calls.len();
    let shown = match options.lines {
        Some(budget) => {
            let lines: Vec<usize> = (0..count)
                .map(|c| entry::height(trace, &shape, c))
                .collect();
            if lines.iter().sum::<usize>() > budget {
                fold::select(&lines, budget, preference(trace, &shape, &lines, budget))
            } else {
                vec![true; count]
            }
        }
        None => vec![true; count],
    };
    let fold_note = |count: usize| format!("{} not shown (--all shows every call)", calls(count));
    let drawing = Drawing {
        trace,
        shape: &shape,
        width: options.width,
        paint,
    };
    drawing.assemble(&shown, &fold_note, true)
}

/// The few lines around the marked call (or the call that panicked or was cut): its caller,
/// the call, and its own calls, in at most about `lines` lines; `None` when nothing went wrong.
/// A call with boards takes three to six lines: about twelve show the caller and the call.
pub fn excerpt(trace: &CallTree, width: usize, lines: usize, paint: &dyn Paint) -> Option<String> {
    let trace = &*summarised(trace);
    let focus = Shape::of(trace, width).focus?;
    // Drawn from the caller down, as if it were the whole tree: a mistake deep in a recursion
    // keeps the width for its values rather than for the guides of the calls above.
    match trace.calls[focus].parent {
        Some(caller) => excerpt_of_whole(&trace.subtree(caller), width, lines, paint),
        None => excerpt_of_whole(trace, width, lines, paint),
    }
}

/// [`excerpt`] of a tree drawn with the guides of all its depths.
fn excerpt_of_whole(
    trace: &CallTree,
    width: usize,
    lines: usize,
    paint: &dyn Paint,
) -> Option<String> {
    let shape = Shape::of(trace, width);
    let focus = shape.focus?;
    let costs: Vec<usize> = (0..trace.calls.len())
        .map(|c| entry::height(trace, &shape, c))
        .collect();
    let own_calls =
        (focus + 1..trace.calls.len()).take_while(|&c| shape.depth[c] > shape.depth[focus]);
    let wanted = [Some(focus), trace.calls[focus].parent]
        .into_iter()
        .flatten()
        .chain(own_calls);
    // The folds at the two ends, which `select` counts, are not drawn in an excerpt.
    let shown = fold::select(&costs, lines + 2, wanted);
    let fold_note = |count: usize| format!("{} not shown", calls(count));
    let drawing = Drawing {
        trace,
        shape: &shape,
        width,
        paint,
    };
    // Drawn from the caller (the first call), so a fold can only be at the end: the calls of
    // the caller's that follow, which the excerpt says it leaves out.
    Some(drawing.assemble(&shown, &fold_note, true))
}

/// `text` in lines of at most `width` columns, broken at spaces (a word longer than a line
/// keeps its own line); its own line breaks stay. For the sentences around a drawing.
pub fn wrap(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / width.max(1));
    for (number, paragraph) in text.split('\n').enumerate() {
        if number > 0 {
            out.push('\n');
        }
        let mut line = 0;
        for word in paragraph.split(' ') {
            let length = columns(word);
            if line > 0 && line + 1 + length > width {
                out.push('\n');
                line = 0;
            } else if line > 0 {
                out.push(' ');
                line += 1;
            }
            out.push_str(word);
            line += length;
        }
    }
    out
}

/// "1 call", "2,500 calls".
fn calls(count: usize) -> String {
    match count {
        1 => "… 1 call".to_string(),
        _ => format!("… {} calls", thousands(count)),
    }
}

/// The calls in the order a budget of `budget` lines keeps them: the focus, its callers
/// (nearest first, in up to half the budget), then by turns the first calls, the focus's
/// neighbours, the last calls and its neighbours again.
fn preference(trace: &CallTree, shape: &Shape, lines: &[usize], budget: usize) -> Vec<usize> {
    let count = trace.calls.len();
    let head = 0..count;
    let tail = (0..count).rev();
    let Some(focus) = shape.focus else {
        let order = interleave(vec![Box::new(head.clone()), Box::new(head), Box::new(tail)]);
        return with_callers(trace, order);
    };
    let mut spent = lines[focus];
    let callers = std::iter::successors(trace.calls[focus].parent, |&c| trace.calls[c].parent)
        .take_while(|&c| {
            spent += lines[c];
            spent <= budget / 2
        });
    let after = focus + 1..count;
    let before = (0..focus).rev();
    let near: Vec<usize> = interleave(vec![Box::new(after), Box::new(before)]);
    let (first, second) = (near.clone().into_iter(), near.into_iter());
    let rest = interleave(vec![
        Box::new(head),
        Box::new(first),
        Box::new(tail),
        Box::new(second),
    ]);
    // The focus's own calls next: what it made of them is what a learner reads first. The
    // focus itself comes first, so it is drawn whatever it costs.
    let own: Vec<usize> = trace.children(focus).collect();
    std::iter::once(focus)
        .chain(callers)
        .chain(own)
        .chain(with_callers(trace, rest))
        .collect()
}

/// Callers nearer than this many levels come before a call in a preference, so a call is not
/// drawn under another's caller (as a search's calls would be, two or three levels deep); in a
/// deep recursion the calls around are its callers anyway.
const CALLERS_KEPT: usize = 4;

/// `order` with each call's nearest callers (up to [`CALLERS_KEPT`], outermost first) put just
/// before it: a call is shown only once its callers are, since the choosing stops at the first
/// call that does not fit.
fn with_callers(trace: &CallTree, order: Vec<usize>) -> Vec<usize> {
    let mut out = Vec::with_capacity(order.len() * 2);
    for call in order {
        let mut callers: Vec<usize> =
            std::iter::successors(trace.calls[call].parent, |&c| trace.calls[c].parent)
                .take(CALLERS_KEPT)
                .collect();
        callers.reverse();
        out.extend(callers);
        out.push(call);
    }
    out
}

/// The items of `streams` taken by turns, one from each in order, until all are spent.
fn interleave(mut streams: Vec<Box<dyn Iterator<Item = usize> + '_>>) -> Vec<usize> {
    let mut out = Vec::new();
    loop {
        let before = out.len();
        for stream in &mut streams {
            out.extend(stream.next());
        }
        if out.len() == before {
            return out;
        }
    }
}

/// What a drawing is made from.
struct Drawing<'a> {
    trace: &'a CallTree,
    shape: &'a Shape,
    width: usize,
    paint: &'a dyn Paint,
}

impl Drawing<'_> {
    /// The lines of the calls that `shown` keeps, a fold line for each run it leaves out (at
    /// the ends too when `folds_at_ends`), each fitted to the width and painted.
    fn assemble(
        &self,
        shown: &[bool],
        fold_note: &dyn Fn(usize) -> String,
        folds_at_ends: bool,
    ) -> String {
        let runs = fold::runs(shown);
        let mut out: Vec<String> = Vec::new();
        for (index, &(first, past, is_shown)) in runs.iter().enumerate() {
            if is_shown {
                for call in first..past {
                    for line in entry::entry(self.trace, self.shape, call) {
                        out.push(finish(&line, self.width, self.paint));
                    }
                }
            } else if folds_at_ends || (index > 0 && index + 1 < runs.len()) {
                let mut line = self.shape.prefix(first, Place::Fold);
                line.push((Some(Role::Note), fold_note(past - first).into()));
                out.push(finish(&line, self.width, self.paint));
            }
        }
        out.join("\n")
    }
}

/// A line's spans painted, cut to `width` columns when they are wider.
fn finish(spans: &[Span], width: usize, paint: &dyn Paint) -> String {
    let mut line = String::with_capacity(width * 2);
    let mut left = width;
    for (role, text) in spans {
        let length = columns(text);
        let text: Cow<'_, str> = if length > left {
            fit::cut(text, left).into()
        } else {
            Cow::Borrowed(text)
        };
        left -= length.min(left);
        match role {
            Some(role) => line.push_str(&paint.paint(*role, &text)),
            None => line.push_str(&text),
        }
        if left == 0 {
            break;
        }
    }
    line.truncate(line.trim_end().len());
    line
}
