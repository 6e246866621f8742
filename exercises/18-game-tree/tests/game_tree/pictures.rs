//! Pictures: the trees your `grow` makes, drawn as outlines, one position a line, each child
//! under its parent. The expected pictures were made by the reference; when yours differ, the
//! test prints both.

use ayoayo::search::Kalah;
use ayoayo::tree::{ENDING, outline};
use game_tree::grow;
use testkit::isolated;

use crate::{Shown, as_reference, label};

fn drawn<G: Shown>(title: &str, position: G, depth: u32) -> String {
    position.announce(&format!("grow(position, {depth})"));
    let tree = as_reference(&grow(position, depth));
    format!(
        "# {title}: grow(position, {depth})\n{}\n",
        outline(&tree, &label)
    )
}

#[test]
fn the_trees_grown_match_the_pictures() {
    isolated(|| {
        let pictures = [
            drawn("the page's Oware ending", ENDING, 3),
            drawn(
                "Kalah's opening: pit 2 earns an extra move",
                Kalah::OPENING,
                1,
            ),
        ];
        testkit::assert_pictures!(pictures.join("\n"));
    });
}
