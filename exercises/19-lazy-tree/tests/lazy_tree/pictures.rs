//! Pictures: a game tree, pruned and scored, drawn as an outline, each node with the value
//! your `maximise` or `minimise` gives it. The expected pictures were made by the reference;
//! when yours differ, the test prints both.

use ayoayo::lazy::{Lazy, Score};
use ayoayo::search::{Ayoayo, Kalah};
use lazy_tree::{game_tree, map_tree, maximise, minimise, prune, score_for};
use testkit::isolated;

use crate::Shown;

/// One line per node, indented by its depth: whose move it is for *me*, the static value, and
/// the value searched from there.
fn outline(tree: &Lazy<Score>, depth: usize, lines: &mut Vec<String>) {
    let Score { mine, value } = tree.label;
    let searched = if mine { maximise(tree) } else { minimise(tree) };
    let mover = if mine { "mine  " } else { "theirs" };
    lines.push(format!(
        "{:indent$}{mover} static {value:>3}  searched {searched:>3}",
        "",
        indent = 2 * depth
    ));
    for subtree in tree.subtrees() {
        outline(&subtree, depth + 1, lines);
    }
}

fn drawn<G: Shown + 'static>(title: &str, position: G, depth: u32) -> String {
    position.announce(&format!(
        "map_tree(score_for(me), prune({depth}, game_tree(position)))"
    ));
    let tree = map_tree(
        score_for(position.to_move()),
        prune(depth, game_tree(position)),
    );
    let mut lines = Vec::new();
    outline(&tree, 0, &mut lines);
    format!("# {title}, pruned to depth {depth}\n{}\n", lines.join("\n"))
}

#[test]
fn the_scored_trees_match_the_pictures() {
    isolated(|| {
        let pictures = [
            drawn("Part I's opening", Ayoayo::OPENING, 1),
            drawn("Kalah's opening, extra moves", Kalah::OPENING, 2),
        ];
        testkit::assert_pictures!(pictures.join("\n"));
    });
}
