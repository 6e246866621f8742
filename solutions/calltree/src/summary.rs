//! Values too big to read in a line, said in a few words before they are drawn: a game tree
//! (Part IV's `Tree { position, children }`, the reference's or the learner's) as its root and
//! how many nodes it has, and a lazy tree's outline (`ayoayo::lazy::outline`: `LABEL [SUBTREES]`)
//! as its root and how many nodes it made. Only the drawing is shortened: the comparison with the
//! reference's answer was made on the whole value when it was recorded.

use std::borrow::Cow;

use crate::brackets::{top_level, top_level_items};
use crate::model::{Arg, Call, CallTree, Reference};

/// How a game tree's `{:?}` begins, and each of its nodes.
const NODE: &str = "Tree { position: ";
/// What follows a node's position.
const CHILDREN: &str = ", children: [";

/// `trace` with every game tree in its values said as its root and size; itself when it has
/// none.
pub fn summarised(trace: &CallTree) -> Cow<'_, CallTree> {
    let has_tree = |text: &str| text.starts_with(NODE) || outline(text).is_some();
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
    Cow::Owned(CallTree {
        calls: calls.collect(),
        ..trace.clone()
    })
}

/// A game tree's text as `Tree { N nodes, position: ROOT }`, a lazy tree's outline as
/// `Lazy { N made below, label: ROOT }` (`N+` when the outline stops above some); any other
/// text as it is. The size comes first, so a shortened value keeps it.
fn tree(text: &str) -> String {
    if let Some((root, below, more)) = outline(text) {
        let more = if more { "+" } else { "" };
        return format!("Lazy {{ {below}{more} made below, label: {root} }}");
    }
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
    format!("Tree {{ {size}, position: {root} }}")
}

/// A lazy tree's outline, `LABEL [SUBTREE, ...]` with `[..]` where it stops: its root's label,
/// how many nodes below it the outline shows, and whether it stops above some; `None` for any
/// other text.
fn outline(text: &str) -> Option<(&str, usize, bool)> {
    let split = top_level_bracket(text)?;
    let (root, rest) = (&text[..split], &text[split + 1..]);
    if root.is_empty() || !rest.ends_with(']') {
        return None;
    }
    let inside = &rest[1..rest.len() - 1];
    if inside == ".." {
        return Some((root, 0, true));
    }
    let mut below = 0;
    let mut more = false;
    for subtree in top_level_items(inside) {
        match outline(subtree) {
            Some((_, count, stops)) => {
                below += 1 + count;
                more |= stops;
            }
            None if top_level_bracket(subtree).is_none() => below += 1,
            None => return None,
        }
    }
    Some((root, below, more))
}

/// Where the first ` [` outside any brackets is, in `text`.
fn top_level_bracket(text: &str) -> Option<usize> {
    top_level(text)
        .find(|&(at, c)| c == '[' && text[..at].ends_with(' '))
        .map(|(at, _)| at - 1)
}

/// The text before the first `, children: [` outside any brackets: a node's position.
fn until_children(text: &str) -> Option<&str> {
    top_level(text)
        .find(|&(at, c)| c == ',' && text[at..].starts_with(CHILDREN))
        .map(|(at, _)| &text[..at])
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
        assert_eq!(tree(&grown), "Tree { 4 nodes, position: 'a' }");
        assert_eq!(tree(&leaf('c')), "Tree { a leaf, position: 'c' }");
        let nested = "Tree { position: Position { houses: [1, 2], to_move: South }, children: [] }";
        assert_eq!(
            tree(nested),
            "Tree { a leaf, position: Position { houses: [1, 2], to_move: South } }"
        );
        assert_eq!(tree("[1, 2, 3]"), "[1, 2, 3]");
    }

    #[test]
    fn a_lazy_trees_outline_is_said_as_its_root_and_the_nodes_it_made() {
        assert_eq!(
            tree("A { n: 1 } [B { n: [2] } [..], C { n: 3 }]"),
            "Lazy { 2+ made below, label: A { n: 1 } }"
        );
        assert_eq!(tree("3 [4 [5, 6], 7]"), "Lazy { 4 made below, label: 3 }");
        assert_eq!(tree("([1, 2], 4)"), "([1, 2], 4)");
        assert_eq!(tree("Some([1, 2])"), "Some([1, 2])");
    }
}
