//! The tree's shape, worked out once for a drawing: each call's depth, whether it is its
//! caller's last call, the path down to the call a drawing is about, and the guides (`├─`, `│`)
//! in front of each line.

use crate::draw::{Role, Span};
use crate::model::CallTree;

/// Where a line is, for its guides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// The call's own line: `├─ f(...)`.
    Call,
    /// A line under the call's own (a board's rows, the reference's answer).
    Below,
    /// A fold line standing for this call and the ones after it.
    Fold,
}

/// The shape of a trace's tree, for one width.
pub(crate) struct Shape {
    pub width: usize,
    pub depth: Vec<usize>,
    parent: Vec<Option<usize>>,
    /// No later call has the same caller.
    last: Vec<bool>,
    has_calls: Vec<bool>,
    /// For each call on the path to the focus, its call on that path.
    path_child: Vec<Option<usize>>,
    /// The first call whose answer differs from the reference's.
    pub marked: Option<usize>,
    /// The innermost call still running when the run ended (panicked or cut).
    pub innermost_open: Option<usize>,
    /// What a drawing is about: the marked call, else the innermost call still running.
    pub focus: Option<usize>,
    /// Levels drawn before the deepest ones give way to a `⋯N` of the levels left out.
    levels: usize,
}

impl Shape {
    pub fn of(trace: &CallTree, width: usize) -> Shape {
        let count = trace.calls.len();
        let parent: Vec<Option<usize>> = trace.calls.iter().map(|call| call.parent).collect();
        let mut depth = vec![0; count];
        let mut last = vec![true; count];
        let mut has_calls = vec![false; count];
        let mut latest_call: Vec<Option<usize>> = vec![None; count];
        for index in 0..count {
            if let Some(caller) = parent[index] {
                depth[index] = depth[caller] + 1;
                has_calls[caller] = true;
                if let Some(previous) = latest_call[caller].replace(index) {
                    last[previous] = false;
                }
            }
        }
        let marked = trace.first_difference();
        let innermost_open = trace.calls.iter().rposition(|call| call.result.is_none());
        let focus = marked.or(innermost_open);
        let mut path_child = vec![None; count];
        let mut at = focus;
        while let Some(call) = at {
            at = parent[call];
            if let Some(caller) = at {
                path_child[caller] = Some(call);
            }
        }
        Shape {
            width,
            depth,
            parent,
            last,
            has_calls,
            path_child,
            marked,
            innermost_open,
            focus,
            levels: (width * 3 / 5 / 3).max(2),
        }
    }

    /// Levels left out at the left of a call `depth` deep: none while the guides take at most
    /// three fifths of the width; deeper, all but the last few, half as many levels at most,
    /// in jumps of that many, so a line's guides stay in step with its neighbours' between
    /// jumps.
    fn hidden(&self, depth: usize) -> usize {
        let step = (self.levels / 2).max(1);
        match depth.checked_sub(self.levels + 1) {
            None => 0,
            Some(over) => depth - (over % step + 1),
        }
    }

    /// The guides in front of a line of call `index`.
    pub fn prefix(&self, index: usize, place: Place) -> Vec<Span> {
        let depth = self.depth[index];
        let hidden = self.hidden(depth);
        let mut cells: Vec<Span> = Vec::with_capacity(depth - hidden + 2);
        if place == Place::Below {
            cells.push(self.below(index));
        }
        let mut node = index;
        for level in (hidden + 1..=depth).rev() {
            cells.push(if level == depth && place == Place::Call {
                self.connector(node)
            } else {
                self.vertical(node)
            });
            node = self.parent[node].expect("a call below the top has a caller");
        }
        if hidden > 0 {
            cells.push((Some(Role::Guide), format!("⋯{hidden} ").into()));
        }
        cells.reverse();
        cells
    }

    /// How many columns [`Shape::prefix`] takes.
    pub fn prefix_columns(&self, index: usize, place: Place) -> usize {
        let depth = self.depth[index];
        let hidden = self.hidden(depth);
        let tag = if hidden > 0 {
            hidden.to_string().len() + 2
        } else {
            0
        };
        3 * (depth - hidden + usize::from(place == Place::Below)) + tag
    }

    /// Whether `node` comes before its caller's call on the path, which passes by it.
    fn before_path(&self, node: usize) -> bool {
        let caller = self.parent[node].expect("a call below the top has a caller");
        self.path_child[caller].is_some_and(|on_path| node < on_path)
    }

    /// The guide joining `node` to its caller's line: `├─`, `└─`, or heavy on the path.
    fn connector(&self, node: usize) -> Span {
        let caller = self.parent[node].expect("a call below the top has a caller");
        let (role, text) = if self.before_path(node) {
            (Role::Path, "┠─ ")
        } else if self.path_child[caller] == Some(node) {
            (
                Role::Path,
                if self.last[node] {
                    "┗━ "
                } else {
                    "┡━ "
                },
            )
        } else {
            (
                Role::Guide,
                if self.last[node] {
                    "└─ "
                } else {
                    "├─ "
                },
            )
        };
        (Some(role), text.into())
    }

    /// The guide beside the lines under `node` in its caller's column: the caller's line going
    /// on down to its later calls, or nothing after its last.
    fn vertical(&self, node: usize) -> Span {
        if self.before_path(node) {
            (Some(Role::Path), "┃  ".into())
        } else if self.last[node] {
            (None, "   ".into())
        } else {
            (Some(Role::Guide), "│  ".into())
        }
    }

    /// The guide under call `index`'s own line, going down to its calls.
    fn below(&self, index: usize) -> Span {
        if self.path_child[index].is_some() {
            (Some(Role::Path), "┃  ".into())
        } else if self.has_calls[index] {
            (Some(Role::Guide), "│  ".into())
        } else {
            (None, "   ".into())
        }
    }
}
