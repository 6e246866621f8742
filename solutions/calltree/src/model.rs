//! A call tree as data: every call in the order it was made, each pointing to its caller.

use serde::{Deserialize, Serialize};

/// One run of a traced function, from its first call to its end: the call tree the traced
/// program records and prints. Named apart from the reference's `Trace` (a move's steps).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallTree {
    /// The call the run started from, as Rust: `distribute([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 0, 1, 4)`.
    pub call: String,
    /// The example's name, when the call is one of the chapter's examples.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub example: Option<String>,
    /// Every traced call, in the order they started: a caller comes before the calls it made.
    pub calls: Vec<Call>,
    /// How the run ended.
    pub end: End,
}

/// One call of a traced function.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Call {
    /// The function's name as written: `distribute`, or `Tree::size` for a method.
    pub function: String,
    /// The index in [`CallTree::calls`] of the traced call that made this one; `None` for a call
    /// made from outside (the example itself).
    pub parent: Option<usize>,
    /// The arguments, in order, as they were when the call started.
    pub args: Vec<Arg>,
    /// What it returned, as `{:?}` shows it (or its type, when it has no `Debug`); `None` when
    /// it never returned: the run panicked or was cut inside it.
    pub result: Option<String>,
    /// What the reference answers for the same arguments, when it could be asked: the function
    /// is one of the chapter's, and its arguments are the reference's types.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<Reference>,
}

/// The reference's answer to the same call, beside the learner's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reference", content = "answer")]
pub enum Reference {
    /// It answers the same (compared in full, before any value is shortened).
    Agrees,
    /// It answers this instead, shown as [`Call::result`] is.
    Differs(String),
    /// It panicked on these arguments (arguments the reference never gets, say), with this message.
    Panicked(String),
}

/// One argument of a call: the parameter's name in the learner's code and the value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arg {
    /// The parameter as written (`board`), or `_0`, `_1`... for a pattern such as `(a, b)`.
    pub name: String,
    /// The value as `{:?}` shows it, or its type when it has no `Debug`: `impl Fn(&u8) -> u8`.
    pub value: String,
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "end")]
pub enum End {
    /// The first call returned.
    Returned,
    /// A call panicked; every call still running when it did has no result.
    Panicked {
        /// The panic's message, with where it was raised when known.
        message: String,
    },
    /// The run was stopped before it ended, by one of the limits.
    Cut {
        /// Which limit.
        cut: Cut,
    },
}

/// The limits a traced run is stopped at, so a recursion that never ends still draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "limit", content = "at")]
pub enum Cut {
    /// This many calls were running at once, each inside the one before.
    Depth(usize),
    /// This many calls were made in all.
    Calls(usize),
    /// The run took this many milliseconds (a loop inside one call, say).
    Time(u64),
}

impl CallTree {
    /// How deep call `index` is: 0 for a call made from outside, 1 for the calls it made...
    pub fn depth(&self, index: usize) -> usize {
        let mut depth = 0;
        let mut at = self.calls[index].parent;
        while let Some(parent) = at {
            depth += 1;
            at = self.calls[parent].parent;
        }
        depth
    }

    /// The calls that call `index` made, in order.
    pub fn children(&self, index: usize) -> impl Iterator<Item = usize> + '_ {
        (index + 1..self.calls.len()).filter(move |&i| self.calls[i].parent == Some(index))
    }

    /// The calls under `root`, itself included, as a trace whose first call is `root`: part of
    /// a tree drawn as if it were the whole, its depths counted from `root`.
    pub fn subtree(&self, root: usize) -> CallTree {
        let mut moved: Vec<Option<usize>> = vec![None; self.calls.len()];
        let mut calls: Vec<Call> = Vec::new();
        for (at, call) in self.calls.iter().enumerate().skip(root) {
            let parent = call.parent.and_then(|parent| moved[parent]);
            if at != root && parent.is_none() {
                // Calls start in order, so the subtree ends at the first call outside it.
                break;
            }
            moved[at] = Some(calls.len());
            calls.push(Call {
                parent,
                ..call.clone()
            });
        }
        let end = match calls[0].result {
            Some(_) => End::Returned,
            None => self.end.clone(),
        };
        CallTree {
            call: self.call.clone(),
            example: self.example.clone(),
            calls,
            end,
        }
    }

    /// The order the calls ended in: each call after all the calls it made (children before
    /// their parent). Calls that never returned end last, innermost first.
    pub fn end_order(&self) -> Vec<usize> {
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); self.calls.len()];
        let mut roots = Vec::new();
        for (index, call) in self.calls.iter().enumerate() {
            match call.parent {
                Some(parent) => children[parent].push(index),
                None => roots.push(index),
            }
        }
        fn post_order(index: usize, children: &[Vec<usize>], order: &mut Vec<usize>) {
            for &child in &children[index] {
                post_order(child, children, order);
            }
            order.push(index);
        }
        let mut order = Vec::with_capacity(self.calls.len());
        for root in roots {
            post_order(root, &children, &mut order);
        }
        order
    }

    /// The first call, in the order calls ended, whose answer differs from the reference's for
    /// the same arguments: where the learner's recursion first went wrong.
    pub fn first_difference(&self) -> Option<usize> {
        self.end_order().into_iter().find(|&index| {
            let call = &self.calls[index];
            call.result.is_some() && matches!(call.reference, Some(Reference::Differs(_)))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A call of `f(n)` made by `parent`, returning `result`.
    fn call(n: u32, parent: Option<usize>, result: Option<&str>) -> Call {
        Call {
            function: "f".into(),
            parent,
            args: vec![Arg {
                name: "n".into(),
                value: n.to_string(),
            }],
            result: result.map(str::to_string),
            reference: None,
        }
    }

    #[test]
    fn a_subtree_is_its_root_and_the_calls_below_it_renumbered() {
        // f(0) calls f(1), which calls f(2); then f(0) calls f(3).
        let trace = CallTree {
            call: "f(0)".into(),
            example: None,
            calls: vec![
                call(0, None, Some("0")),
                call(1, Some(0), Some("1")),
                call(2, Some(1), Some("2")),
                call(3, Some(0), Some("3")),
            ],
            end: End::Returned,
        };
        let part = trace.subtree(1);
        let shown: Vec<(&str, Option<usize>)> = (part.calls.iter())
            .map(|c| (c.args[0].value.as_str(), c.parent))
            .collect();
        assert_eq!(shown, [("1", None), ("2", Some(0))]);
        assert_eq!(part.end, End::Returned);
    }

    #[test]
    fn a_subtree_whose_root_never_returned_ends_as_the_run_did() {
        let cut = End::Cut { cut: Cut::Depth(2) };
        let trace = CallTree {
            call: "f(0)".into(),
            example: None,
            calls: vec![call(0, None, None), call(1, Some(0), None)],
            end: cut.clone(),
        };
        assert_eq!(trace.subtree(1).end, cut);
        assert_eq!(trace.subtree(1).calls.len(), 1);
    }
}
