//! The call tree as text: one call a line, nested by depth, each with its arguments and what it
//! returned; the first call whose answer differs from the reference's marked `✗` with the
//! reference's answer under it, and the path down to it drawn in heavy lines.
//!
//! ```text
//! distribute(board: ①, skip: 0, pit: 1, in_hand: 2) → (②, 2) ✗
//! ┃ ① North    4   4   4   4   4   4
//! ┃   South    0   4   4   4   4   4
//! ┗━ distribute(board: ①, skip: 0, pit: 2, in_hand: 1) → (②, 2) ✗ first to differ
//!      the reference: (③, 2)
//! ```
//!
//! Boards (12 pits, or 14 bins) are drawn the course's way under their call; everything else
//! is `{:?}` text, elided in the middle to fit the width. Colours are the caller's: see [`Paint`].

use crate::boards;
use crate::fit::{self, columns};
use crate::fold;
use crate::model::{Cut, End, Reference, Trace};
use crate::pattern::thousands;
use crate::shape::{Place, Shape};

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
pub(crate) type Span = (Option<Role>, String);

/// The call tree of `trace`, one call a line with its boards and remarks under it. Within a
/// line budget it keeps the first calls, the marked call (or the one that panicked or was cut)
/// with its callers and its neighbours, and the last calls, with a fold line for each run of
/// calls it leaves out.
pub fn draw(trace: &Trace, options: &Options, paint: &dyn Paint) -> String {
    let shape = Shape::of(trace, options.width);
    let entries: Vec<Vec<Vec<Span>>> = (0..trace.calls.len())
        .map(|call| entry(trace, &shape, call))
        .collect();
    let lines: Vec<usize> = entries.iter().map(Vec::len).collect();
    let shown = match options.lines {
        Some(budget) if lines.iter().sum::<usize>() > budget => {
            fold::select(&lines, budget, preference(trace, &shape, &lines, budget))
        }
        _ => vec![true; entries.len()],
    };
    let fold_note = |count: usize| format!("{} not shown (--all shows every call)", calls(count));
    assemble(&shape, &entries, &shown, &fold_note, true, options.width, paint)
}

/// The few lines around the marked call (or the call that panicked or was cut): its caller,
/// the call, and its own calls, in at most about `lines` lines; `None` when nothing went wrong.
pub fn excerpt(trace: &Trace, width: usize, lines: usize, paint: &dyn Paint) -> Option<String> {
    let shape = Shape::of(trace, width);
    let focus = shape.focus?;
    let entries: Vec<Vec<Vec<Span>>> = (0..trace.calls.len())
        .map(|call| entry(trace, &shape, call))
        .collect();
    let costs: Vec<usize> = entries.iter().map(Vec::len).collect();
    let own_calls = (focus + 1..trace.calls.len()).take_while(|&c| shape.depth[c] > shape.depth[focus]);
    let wanted = [Some(focus), trace.calls[focus].parent]
        .into_iter()
        .flatten()
        .chain(own_calls);
    // The folds at the two ends, which `select` counts, are not drawn in an excerpt.
    let shown = fold::select(&costs, lines + 2, wanted);
    let fold_note = |count: usize| format!("{} not shown", calls(count));
    Some(assemble(&shape, &entries, &shown, &fold_note, false, width, paint))
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
fn preference(trace: &Trace, shape: &Shape, lines: &[usize], budget: usize) -> Vec<usize> {
    let count = trace.calls.len();
    let head = 0..count;
    let tail = (0..count).rev();
    let Some(focus) = shape.focus else {
        return interleave(vec![Box::new(head.clone()), Box::new(head), Box::new(tail)]);
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
    let rest = interleave(vec![Box::new(head), Box::new(first), Box::new(tail), Box::new(second)]);
    std::iter::once(focus).chain(callers).chain(rest).collect()
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

/// The lines of `entries` that `shown` keeps, a fold line for each run it leaves out (at the
/// ends too when `folds_at_ends`), each fitted to `width` and painted.
fn assemble(
    shape: &Shape,
    entries: &[Vec<Vec<Span>>],
    shown: &[bool],
    fold_note: &dyn Fn(usize) -> String,
    folds_at_ends: bool,
    width: usize,
    paint: &dyn Paint,
) -> String {
    let runs = fold::runs(shown);
    let mut out: Vec<String> = Vec::new();
    for (index, &(first, past, is_shown)) in runs.iter().enumerate() {
        if is_shown {
            for line in entries[first..past].iter().flatten() {
                out.push(finish(line, width, paint));
            }
        } else if folds_at_ends || (index > 0 && index + 1 < runs.len()) {
            let mut line = shape.prefix(first, Place::Fold);
            line.push((Some(Role::Note), fold_note(past - first)));
            out.push(finish(&line, width, paint));
        }
    }
    out.join("\n")
}

/// A line's spans painted, cut to `width` columns when they are wider.
fn finish(spans: &[Span], width: usize, paint: &dyn Paint) -> String {
    let mut line = String::new();
    let mut left = width;
    for (role, text) in spans {
        let text = if columns(text) > left {
            fit::cut(text, left)
        } else {
            text.clone()
        };
        left -= columns(&text);
        match role {
            Some(role) => line.push_str(&paint.paint(*role, &text)),
            None => line.push_str(&text),
        }
        if left == 0 {
            break;
        }
    }
    line.trim_end().to_string()
}

/// A call's lines: the call with its arguments and answer, its boards, and for the marked call
/// the reference's answer and its boards.
fn entry(trace: &Trace, shape: &Shape, index: usize) -> Vec<Vec<Span>> {
    let call = &trace.calls[index];
    let room = shape.width.saturating_sub(shape.prefix_columns(index, Place::Call));
    let below = shape.prefix(index, Place::Below);
    let room_below = shape.width.saturating_sub(shape.prefix_columns(index, Place::Below));
    let mut labels = Labels::new(room_below);
    let args: Vec<String> = call.args.iter().map(|a| labels.substitute(&a.value)).collect();
    let (answer, answer_role) = match &call.result {
        Some(result) => (labels.substitute(result), Role::Result),
        None if shape.innermost_open == Some(index) => (ended(&trace.end).0.to_string(), Role::Mark),
        None => ("never returned".to_string(), Role::Note),
    };

    // Every column but the values': `f(a: , b: ) → ` and the mark. When the values would
    // have fewer than a few columns each, the mark is shortened, then the names go.
    let count = call.args.len() + 1;
    let names = call.args.iter().map(|a| columns(&a.name) + 2).sum::<usize>();
    let bare = columns(&call.function) + 5 + 2 * call.args.len().saturating_sub(1);
    let marked = |short| mark(shape, index, &call.reference, short);
    let width_of = |mark: &Option<Span>| mark.as_ref().map_or(0, |(_, text)| columns(text));
    let roomy = |fixed: usize| fixed + SHORTEST_VALUE * count <= room;
    let (mark, with_names) = [(false, true), (true, true), (true, false)]
        .into_iter()
        .map(|(short, with_names)| (marked(short), with_names))
        .find(|(mark, with_names)| roomy(bare + width_of(mark) + if *with_names { names } else { 0 }))
        .unwrap_or((marked(true), false));
    let fixed = bare + width_of(&mark) + if with_names { names } else { 0 };
    let mut lengths: Vec<usize> = args.iter().map(|a| columns(a)).collect();
    lengths.push(columns(&answer));
    let longest = fit::longest_kept(&lengths, room.saturating_sub(fixed)).unwrap_or(usize::MAX);
    let elide = |text: &str| fit::elide(text, longest.max(SHORTEST_VALUE));

    let mut line = shape.prefix(index, Place::Call);
    line.push((Some(Role::Function), call.function.clone()));
    line.push((None, "(".to_string()));
    for (number, (arg, value)) in call.args.iter().zip(&args).enumerate() {
        let separator = if number == 0 { "" } else { ", " };
        let name = if with_names { format!("{}: ", arg.name) } else { String::new() };
        line.push((None, format!("{separator}{name}")));
        line.push((Some(Role::Argument), elide(value)));
    }
    line.push((None, ") → ".to_string()));
    line.push((Some(answer_role), elide(&answer)));
    line.extend(mark);
    let mut lines = vec![line];
    lines.extend(labels.rows(&below));

    let remark = match &call.reference {
        Some(Reference::Differs(theirs)) if shape.marked == Some(index) => {
            Some(("the reference: ", labels.substitute(theirs), Role::Reference))
        }
        _ if call.result.is_none() && shape.innermost_open == Some(index) => {
            let (_, why) = ended(&trace.end);
            Some(("", why, Role::Mark))
        }
        _ => None,
    };
    if let Some((heading, text, role)) = remark {
        let mut line = below.clone();
        line.push((Some(Role::Note), format!("  {heading}")));
        let room = room_below.saturating_sub(columns(heading) + 2);
        line.push((Some(role), fit::elide(&text, room)));
        lines.push(line);
        lines.extend(labels.rows(&below));
    }
    lines
}

/// Values are never elided to fewer columns than this: `[0,…4]`.
const SHORTEST_VALUE: usize = 5;

/// Why the innermost call still running never returned: a word for its line, and a sentence
/// for the line under it.
fn ended(end: &End) -> (&'static str, String) {
    match end {
        End::Panicked { message } => ("✗ panicked", format!("panicked: {message}")),
        End::Cut { cut: Cut::Depth(n) } => (
            "✗ cut",
            format!("cut here: {} calls were running at once", thousands(*n)),
        ),
        End::Cut { cut: Cut::Calls(n) } => (
            "✗ cut",
            format!("cut here: {} calls had been made in all", thousands(*n)),
        ),
        End::Cut { cut: Cut::Time(ms) } => (
            "✗ cut",
            format!("cut here: still running after {} ms", thousands(*ms as usize)),
        ),
        End::Returned => ("never returned", "never returned".to_string()),
    }
}

/// The remark after a call: `✓` when the reference agrees, `✗` when it does not ("first to
/// differ" on the marked call unless `short`), a note when the reference panics on these
/// arguments.
fn mark(shape: &Shape, index: usize, reference: &Option<Reference>, short: bool) -> Option<Span> {
    let (role, text) = match reference {
        Some(Reference::Agrees) => (Role::Note, " ✓"),
        Some(Reference::Differs(_)) if shape.marked == Some(index) && !short => {
            (Role::Mark, " ✗ first to differ")
        }
        Some(Reference::Differs(_)) => (Role::Mark, " ✗"),
        Some(Reference::Panicked(_)) if !short => (Role::Note, " (the reference panics on these)"),
        Some(Reference::Panicked(_)) | None => return None,
    };
    Some((Some(role), text.to_string()))
}

/// The boards of one call's line: each different board gets a label (①, ②...) that stands for
/// it in the text, and is drawn as two rows under the line, as many side by side as fit.
struct Labels {
    /// Columns the rows may take.
    room: usize,
    /// Cells' width: 4 as the course draws boards, 3 when that is too wide, 0 for no boards.
    cell: usize,
    boards: Vec<Vec<u8>>,
    /// How many of `boards` are drawn already.
    drawn: usize,
}

impl Labels {
    fn new(room: usize) -> Labels {
        let room = room.saturating_sub(2);
        let cell = [4, 3]
            .into_iter()
            .find(|&cell| boards::rows_width(14, cell) <= room)
            .unwrap_or(0);
        Labels {
            room,
            cell,
            boards: Vec::new(),
            drawn: 0,
        }
    }

    /// `text` with each board in it replaced by its label, when boards can be drawn.
    fn substitute(&mut self, text: &str) -> String {
        if self.cell == 0 {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        let mut from = 0;
        for found in boards::find_boards(text) {
            let number = match self.boards.iter().position(|b| *b == found.bins) {
                Some(number) => number,
                None => {
                    self.boards.push(found.bins);
                    self.boards.len() - 1
                }
            };
            if let Some(label) = boards::label(number) {
                out.push_str(&text[from..found.start]);
                out.push(label);
                from = found.end;
            } else {
                self.boards.truncate(20);
            }
        }
        out.push_str(&text[from..]);
        out
    }

    /// The rows of the boards labelled since the last call, each line after `prefix`.
    fn rows(&mut self, prefix: &[Span]) -> Vec<Vec<Span>> {
        let mut lines = Vec::new();
        let (mut next, end) = (self.drawn, self.boards.len());
        self.drawn = end;
        while next < end {
            let mut pair = [String::new(), String::new()];
            let mut used = 0;
            while next < end {
                let bins = &self.boards[next];
                let width = boards::rows_width(bins.len(), self.cell);
                let start = if used == 0 { 0 } else { used + 3 };
                if used > 0 && start + width > self.room {
                    break;
                }
                let label = boards::label(next).unwrap_or(' ');
                for (row, text) in pair.iter_mut().zip(boards::rows(label, bins, self.cell)) {
                    let padding = start.saturating_sub(columns(row));
                    row.push_str(&" ".repeat(padding));
                    row.push_str(&text);
                }
                used = start + width;
                next += 1;
            }
            for row in pair {
                let mut line = prefix.to_vec();
                line.push((None, format!("  {row}")));
                lines.push(line);
            }
        }
        lines
    }
}
