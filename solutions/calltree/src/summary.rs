//! Values too big to read in a line, said in a few words before they are drawn: a game tree
//! (Part IV's `Tree { position, children }`, the reference's or the learner's) as its root and
//! how many nodes it has. Only the drawing is shortened: the comparison with the reference's
//! answer was made on the whole value when it was recorded.

use std::borrow::Cow;

use crate::model::{Arg, Call, Reference, Trace};

/// How a game tree's `{:?}` begins, and each of its nodes.
const NODE: &str = "Tree { position: ";
/// What follows a node's position.
const CHILDREN: &str = ", children: [";

/// `trace` with every game tree in its values said as its root and size; itself when it has
/// none.
pub fn summarised(trace: &Trace) -> Cow<'_, Trace> {
    let has_tree = |text: &str| text.starts_with(NODE);
    let any = trace.calls.iter().any(|call| {
        call.args.iter().any(|arg| has_tree(&arg.value))
            || call.result.as_deref().is_some_and(has_tree)
            || matches!(&call.reference, Some(Reference::Differs(theirs)) if has_tree(theirs))
    });
    if !any {
        return Cow::Borrowed(trace);
    }
    let calls = trace.calls.iter().map(|call| Call {
        args: (call.args.iter())
            .map(|arg| Arg {
                name: arg.name.clone(),
                value: tree(&arg.value),
            })
            .collect(),
        result: call.result.as_deref().map(tree),
        reference: match &call.reference {
            Some(Reference::Differs(theirs)) => Some(Reference::Differs(tree(theirs))),
            other => other.clone(),
        },
        ..call.clone()
    });
    Cow::Owned(Trace {
        calls: calls.collect(),
        ..trace.clone()
    })
}

/// A game tree's text as `Tree { position: ROOT, N nodes }`; any other text as it is.
fn tree(text: &str) -> String {
    let Some(rest) = text.strip_prefix(NODE) else {
        return text.to_string();
    };
    let Some(root) = until_children(rest) else {
        return text.to_string();
    };
    let nodes = text.matches(NODE).count();
    let size = if nodes == 1 {
        "a leaf".to_string()
    } else {
        format!("{nodes} nodes")
    };
    format!("Tree {{ position: {root}, {size} }}")
}

/// The text before the first `, children: [` outside any brackets: a node's position.
fn until_children(text: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (at, character) in text.char_indices() {
        match character {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.checked_sub(1)?,
            ',' if depth == 0 && text[at..].starts_with(CHILDREN) => return Some(&text[..at]),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_tree_is_said_as_its_root_and_its_size() {
        let leaf = |letter: char| format!("Tree {{ position: '{letter}', children: [] }}");
        let grown = format!(
            "Tree {{ position: 'a', children: [Tree {{ position: 'b', children: [{}] }}, {}] }}",
            leaf('c'),
            leaf('d')
        );
        assert_eq!(tree(&grown), "Tree { position: 'a', 4 nodes }");
        assert_eq!(tree(&leaf('c')), "Tree { position: 'c', a leaf }");
        let nested = "Tree { position: Position { houses: [1, 2], to_move: South }, children: [] }";
        assert_eq!(
            tree(nested),
            "Tree { position: Position { houses: [1, 2], to_move: South }, a leaf }"
        );
        assert_eq!(tree("[1, 2, 3]"), "[1, 2, 3]");
    }
}
