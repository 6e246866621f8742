//! One call's lines in a drawing: the call with its arguments and its answer, its boards as
//! rows under it, and under the marked call the reference's answer (or why a call never
//! returned).

use crate::boards;
use crate::draw::{Role, Span};
use crate::fit::{self, columns};
use crate::model::{CallTree, Cut, End, Reference};
use crate::pattern::thousands;
use crate::shape::{Place, Shape};

/// A call's lines: the call with its arguments and answer, its boards, and for the marked call
/// the reference's answer and its boards.
pub(crate) fn entry(trace: &CallTree, shape: &Shape, index: usize) -> Vec<Vec<Span>> {
    let call = &trace.calls[index];
    let room = shape
        .width
        .saturating_sub(shape.prefix_columns(index, Place::Call));
    let below = shape.prefix(index, Place::Below);
    let room_below = shape
        .width
        .saturating_sub(shape.prefix_columns(index, Place::Below));
    let mut labels = Labels::new(room_below);
    let args: Vec<String> = call
        .args
        .iter()
        .map(|a| labels.substitute(&a.value))
        .collect();
    let (answer, answer_role) = match &call.result {
        Some(result) => (labels.substitute(result), Role::Result),
        None if shape.innermost_open == Some(index) => {
            (ended(&trace.end).0.to_string(), Role::Mark)
        }
        None => ("never returned".to_string(), Role::Note),
    };

    // Every column but the values': `f(a: , b: ) → ` and the mark. When the values would
    // have fewer than a few columns each, the names go (the calls above show them), then the
    // mark is shortened.
    let count = call.args.len() + 1;
    let names = call
        .args
        .iter()
        .map(|a| columns(&a.name) + 2)
        .sum::<usize>();
    let bare = columns(&call.function) + 5 + 2 * call.args.len().saturating_sub(1);
    let marked = |short| mark(shape, index, &call.reference, short);
    let width_of = |mark: &Option<Span>| mark.as_ref().map_or(0, |(_, text)| columns(text));
    // Whole values that fit keep the names and the whole mark; else each value keeps a few
    // columns at least.
    let values = args.iter().map(|a| columns(a)).sum::<usize>() + columns(&answer);
    let roomy = |fixed: usize| fixed + values <= room || fixed + SHORTEST_VALUE * count <= room;
    let (mark, with_names) = [(false, true), (false, false), (true, true), (true, false)]
        .into_iter()
        .map(|(short, with_names)| (marked(short), with_names))
        .find(|(mark, with_names)| {
            roomy(bare + width_of(mark) + if *with_names { names } else { 0 })
        })
        .unwrap_or((marked(true), false));
    let fixed = bare + width_of(&mark) + if with_names { names } else { 0 };
    let mut lengths: Vec<usize> = args.iter().map(|a| columns(a)).collect();
    lengths.push(columns(&answer));
    let longest = fit::longest_kept(&lengths, room.saturating_sub(fixed)).unwrap_or(usize::MAX);
    // Below a few columns a value says little, but the mark at the end of the line says more.
    let elide = |text: &str| fit::elide(text, longest.max(1));

    let mut line = shape.prefix(index, Place::Call);
    line.push((Some(Role::Function), call.function.clone().into()));
    line.push((None, "(".into()));
    for (number, (arg, value)) in call.args.iter().zip(&args).enumerate() {
        let separator = if number == 0 { "" } else { ", " };
        let name = if with_names {
            format!("{}: ", arg.name)
        } else {
            String::new()
        };
        line.push((None, format!("{separator}{name}").into()));
        line.push((Some(Role::Argument), elide(value).into()));
    }
    line.push((None, ") → ".into()));
    line.push((Some(answer_role), elide(&answer).into()));
    line.extend(mark);
    let mut lines = vec![line];
    lines.extend(labels.rows(&below));

    let remark = remark(trace, shape, index);
    if let Some((heading, text, role)) = remark {
        let text = labels.substitute(&text);
        let mut line = below.clone();
        line.push((Some(Role::Note), format!("  {heading}").into()));
        let room = room_below.saturating_sub(columns(heading) + 2);
        line.push((Some(role), fit::elide(&text, room).into()));
        lines.push(line);
        lines.extend(labels.rows(&below));
    }
    lines
}

/// How many lines [`entry`] gives call `index`, worked out without drawing them: the call's,
/// its boards' rows, and the remark under it with its boards' rows.
pub(crate) fn height(trace: &CallTree, shape: &Shape, index: usize) -> usize {
    let call = &trace.calls[index];
    let room_below = shape
        .width
        .saturating_sub(shape.prefix_columns(index, Place::Below));
    let mut labels = Labels::new(room_below);
    for arg in &call.args {
        labels.substitute(&arg.value);
    }
    if let Some(result) = &call.result {
        labels.substitute(result);
    }
    let mut lines = 1 + 2 * labels.groups().len();
    if let Some((_, text, _)) = remark(trace, shape, index) {
        labels.substitute(&text);
        lines += 1 + 2 * labels.groups().len();
    }
    lines
}

/// The line under a call, when it has one: the reference's answer under the marked call, or
/// why the innermost call still running never returned; with a heading and how to paint it.
fn remark(trace: &CallTree, shape: &Shape, index: usize) -> Option<(&'static str, String, Role)> {
    let call = &trace.calls[index];
    match &call.reference {
        Some(Reference::Differs(theirs)) if shape.marked == Some(index) => {
            Some(("the reference: ", theirs.clone(), Role::Reference))
        }
        _ if call.result.is_none() && shape.innermost_open == Some(index) => {
            Some(("", ended(&trace.end).1, Role::Mark))
        }
        _ => None,
    }
}

/// Columns between boards side by side.
const GAP: usize = 3;

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
            format!(
                "cut here: still running after {} ms",
                thousands(*ms as usize)
            ),
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
    Some((Some(role), text.into()))
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

    /// The boards labelled since the last call, in groups that fit side by side (marked as
    /// drawn).
    fn groups(&mut self) -> Vec<std::ops::Range<usize>> {
        let mut groups = Vec::new();
        let (mut next, end) = (self.drawn, self.boards.len());
        self.drawn = end;
        while next < end {
            let first = next;
            let mut used = 0;
            while next < end {
                let width = boards::rows_width(self.boards[next].len(), self.cell);
                let start = if used == 0 { 0 } else { used + GAP };
                if used > 0 && start + width > self.room {
                    break;
                }
                used = start + width;
                next += 1;
            }
            groups.push(first..next);
        }
        groups
    }

    /// The rows of the boards labelled since the last call, each line after `prefix`.
    fn rows(&mut self, prefix: &[Span]) -> Vec<Vec<Span>> {
        let mut lines = Vec::new();
        for group in self.groups() {
            let mut pair = [String::new(), String::new()];
            let mut used = 0;
            for number in group {
                let bins = &self.boards[number];
                let start = if used == 0 { 0 } else { used + GAP };
                let label = boards::label(number).unwrap_or(' ');
                for (row, text) in pair.iter_mut().zip(boards::rows(label, bins, self.cell)) {
                    row.push_str(&" ".repeat(start.saturating_sub(columns(row))));
                    row.push_str(&text);
                }
                used = start + boards::rows_width(bins.len(), self.cell);
            }
            for row in pair {
                let mut line = prefix.to_vec();
                line.push((None, format!("  {row}").into()));
                lines.push(line);
            }
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Arg, Call};

    /// A chain of four calls, each with two different boards, the third marked with a third
    /// board as the reference's answer, the fourth still running when the run panicked.
    fn trace() -> CallTree {
        let board = |n: u8| format!("{:?}", [n; 12]);
        let calls = (0..4usize)
            .map(|i| Call {
                function: "relay".to_string(),
                parent: i.checked_sub(1),
                args: vec![Arg {
                    name: "board".to_string(),
                    value: board(i as u8),
                }],
                result: (i < 3).then(|| format!("({}, 2)", board(9))),
                reference: match i {
                    2 => Some(Reference::Differs(format!("({}, 2)", board(7)))),
                    3 => None,
                    _ => Some(Reference::Agrees),
                },
            })
            .collect();
        let message = "a panic".to_string();
        CallTree {
            call: "relay(...)".to_string(),
            example: None,
            calls,
            end: End::Panicked { message },
        }
    }

    #[test]
    fn the_height_of_each_call_is_the_number_of_lines_it_draws() {
        let trace = trace();
        for width in [20, 40, 60, 100, 200] {
            let shape = Shape::of(&trace, width);
            for index in 0..trace.calls.len() {
                let lines = entry(&trace, &shape, index).len();
                assert_eq!(
                    height(&trace, &shape, index),
                    lines,
                    "call {index}, {width} wide"
                );
            }
        }
        // The marked call, 100 wide: its line, two boards side by side, the reference's
        // answer and its board.
        assert_eq!(height(&trace, &Shape::of(&trace, 100), 2), 1 + 2 + 1 + 2);
    }
}
