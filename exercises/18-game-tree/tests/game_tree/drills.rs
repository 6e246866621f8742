//! The drills: four small exercises beside the lab, on the tree as a value: mapped to scores,
//! folded to the best hope, cut to a depth, grown from any seed. A plain `cargo test -p
//! game-tree` leaves them out, so the chapter passes without them; run them with
//! `cargo test -p game-tree -- --ignored drills`.

use std::fmt::Display;

use ayoayo::Player::{self, North, South};
use ayoayo::drills::game_tree as reference;
use ayoayo::search::{GameTree, Kalah, negamax};
use ayoayo::tree::{self, ENDING};
use ayoayo::{awari, lagos, oware};
use game_tree::{Tree, best_hope, cut, score_tree, unfold_tree};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::positions::CHOICES;
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{Shown, as_reference, as_yours, grown, reached, tree_difference};

/// Moves to play from the opening, a depth to grow the tree to, and a player.
fn trees() -> impl Strategy<Value = (Vec<usize>, u32, bool)> {
    (
        proptest::collection::vec(0..6usize, 0..60),
        0..=3u32,
        any::<bool>(),
    )
}

/// Runs a generic check on the position `choices` reaches from each system's opening.
macro_rules! every_system {
    ($check:ident, $choices:expr, $($argument:expr),*) => {{
        $check(reached(ayoayo::search::Ayoayo::OPENING, $choices), $($argument),*)?;
        $check(reached(lagos::OPENING, $choices), $($argument),*)?;
        $check(reached(oware::OPENING, $choices), $($argument),*)?;
        $check(reached(awari::START, $choices), $($argument),*)?;
        $check(reached(Kalah::OPENING, $choices), $($argument),*)?;
    }};
}

/// A leaf labelled `label`.
fn leaf<P>(label: P) -> Tree<P> {
    Tree {
        position: label,
        children: Vec::new(),
    }
}

/// A node labelled `label`, with these children.
fn node<P>(label: P, children: Vec<Tree<P>>) -> Tree<P> {
    Tree {
        position: label,
        children,
    }
}

/// The page's tree of letters, `a[b[c]d]`.
fn letters() -> Tree<char> {
    node('a', vec![node('b', vec![leaf('c')]), leaf('d')])
}

/// A tree written out, each node followed by its children in brackets, apart by spaces:
/// `5[1[-3 0] 2]`.
fn written<P: Display>(tree: &Tree<P>) -> String {
    if tree.children.is_empty() {
        return tree.position.to_string();
    }
    let children: Vec<String> = tree.children.iter().map(written).collect();
    format!("{}[{}]", tree.position, children.join(" "))
}

/// The same, for the reference's tree.
fn written_reference<P: Display + Clone>(tree: &tree::Tree<P>) -> String {
    written(&as_yours(tree))
}

/// The seeds of `grow` as an unfold: a position and the depth left.
fn moves_left<G: GameTree>(&(position, depth): &(G, u32)) -> Vec<(G, u32)> {
    match depth.checked_sub(1) {
        None => Vec::new(),
        Some(below) => position
            .moves()
            .into_iter()
            .map(|pit| (position.after(pit), below))
            .collect(),
    }
}

/// Panics with the words of `tree_difference` when your tree is not the reference's.
fn same_tree<G: Shown>(call: &str, yours: &Tree<G>, reference: &tree::Tree<G>) {
    if let Some(difference) = tree_difference(&as_reference(yours), reference) {
        panic!("Your call {call} gives a different tree from the reference's.\n{difference}");
    }
}

fn player(south: bool) -> Player {
    if south { South } else { North }
}

#[test]
#[ignore = "drill: cargo test -p game-tree -- --ignored drills"]
fn score_tree_scores_every_position_for_one_player() {
    isolated(|| {
        ENDING.announce("score_tree(&grow(ENDING, 1), South)");
        let scores = written(&score_tree(&grown(ENDING, 1), South));
        assert_answer!(
            scores.as_str(),
            "2[2 4]",
            "the tree of ENDING one move deep, each node scored for South: stores 23 to 21 at \
             the root and after pit 4, 25 to 21 after pit 5, whoever is to move there"
        );
        ENDING.announce("score_tree(&grow(ENDING, 1), North)");
        let scores = written(&score_tree(&grown(ENDING, 1), North));
        assert_answer!(
            scores.as_str(),
            "-2[-2 -4]",
            "the same tree scored for North: North is behind everywhere"
        );
        Kalah::OPENING.announce("score_tree(&grow(Kalah::OPENING, 1), South)");
        let scores = written(&score_tree(&grown(Kalah::OPENING, 1), South));
        assert_answer!(
            scores.as_str(),
            "0[0 0 1 1 1 1]",
            "Kalah's opening one move deep, for South: pits 2 to 5 each drop a stone in \
             South's store, and after pit 2 South moves again; the score is South's all the \
             same"
        );
    });
}

fn scores_as_the_reference_does<G: Shown>(
    position: G,
    depth: u32,
    south: bool,
) -> Result<(), TestCaseError> {
    let me = player(south);
    let reference = tree::grow(position, depth);
    let tree = as_yours(&reference);
    position.announce(&format!("score_tree(&grow(position, {depth}), {me:?})"));
    let yours = quietly(|| written(&score_tree(&tree, me)))?;
    let expected = written_reference(&reference::score_tree(&reference, me));
    prop_assert_answer!(
        yours.as_str(),
        expected.as_str(),
        "the tree of this position, {depth} moves deep, scored for {me:?} (each node written \
         with its children in brackets):\n{}\n{CHOICES}",
        position.picture()
    );
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p game-tree -- --ignored drills"]
fn score_tree_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth, south) in trees())| {
            every_system!(scores_as_the_reference_does, &choices, depth, south);
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p game-tree -- --ignored drills"]
fn best_hope_is_the_best_leaf() {
    isolated(|| {
        let tree = node(1, vec![leaf(-3), leaf(3)]);
        let tree = node(5, vec![tree, leaf(2)]);
        assert_answer!(
            best_hope(&tree),
            3,
            "the tree 5[1[-3 3] 2]: its leaves are -3, 3 and 2; the 5 and the 1 are not where \
             a game stops, and the 3 is two moves down"
        );
        assert_answer!(
            best_hope(&leaf(-7)),
            -7,
            "a leaf alone hopes for its own score"
        );
        let behind = node(0, vec![leaf(-3), leaf(-1)]);
        assert_answer!(
            best_hope(&behind),
            -1,
            "the tree 0[-3 -1]: every leaf is a loss, and the best of them is -1, not 0"
        );
        ENDING.announce("best_hope(&score_tree(&grow(ENDING, 2), South))");
        let scores = as_yours(&reference::score_tree(&tree::grow(ENDING, 2), South));
        assert_answer!(
            best_hope(&scores),
            4,
            "ENDING two moves deep, scored for South: the won game after pit 5 is the best leaf"
        );
    });
}

fn hopes_as_the_reference_does<G: Shown>(
    position: G,
    depth: u32,
    south: bool,
) -> Result<(), TestCaseError> {
    let me = player(south);
    let scores = reference::score_tree(&tree::grow(position, depth), me);
    let tree = as_yours(&scores);
    position.announce(&format!(
        "best_hope(&score_tree(&grow(position, {depth}), {me:?}))"
    ));
    let yours = quietly(|| best_hope(&tree))?;
    let about = format!(
        "the tree of this position, {depth} moves deep, scored for {me:?}:\n{}\n{CHOICES}",
        position.picture()
    );
    prop_assert_answer!(yours, reference::best_hope(&scores), "{about}");
    if me == position.to_move() {
        let value = negamax(position, depth);
        prop_assert!(
            yours >= value,
            "Your best hope, {yours}, is below negamax's value {value}, which best play by both \
             reaches at one of the leaves: the best leaf can only be better. For {about}"
        );
    }
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p game-tree -- --ignored drills"]
fn best_hope_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth, south) in trees())| {
            every_system!(hopes_as_the_reference_does, &choices, depth, south);
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p game-tree -- --ignored drills"]
fn cut_keeps_depth_moves_below_the_root() {
    isolated(|| {
        let why = "the tree a[b[c]d]";
        for (depth, expected) in [(0, "a"), (1, "a[b d]"), (2, "a[b[c] d]"), (5, "a[b[c] d]")] {
            let yours = written(&cut(&letters(), depth));
            assert_answer!(
                yours.as_str(),
                expected,
                "{why} cut at depth {depth} (written with spaces between the children)"
            );
        }
        for depth in 0..=3 {
            let call = format!("cut(&grow(ENDING, 3), {depth})");
            ENDING.announce(&call);
            same_tree(
                &call,
                &cut(&grown(ENDING, 3), depth),
                &tree::grow(ENDING, depth),
            );
        }
    });
}

fn cuts_as_grow_does<G: Shown>(position: G, depth: u32, cut_at: u32) -> Result<(), TestCaseError> {
    let call = format!("cut(&grow(position, {depth}), {cut_at})");
    position.announce(&call);
    let tree = grown(position, depth);
    let yours = quietly(|| as_reference(&cut(&tree, cut_at)))?;
    let expected = tree::grow(position, depth.min(cut_at));
    match tree_difference(&yours, &expected) {
        None => Ok(()),
        Some(difference) => Err(testkit::fail(format!(
            "Your call {call} gives a different tree from grow(position, {}), on\n{}\n\
             {difference}\n{CHOICES}",
            depth.min(cut_at),
            position.picture()
        ))),
    }
}

#[test]
#[ignore = "drill: cargo test -p game-tree -- --ignored drills"]
fn cut_is_a_shallower_grow_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth, _) in trees(), cut_at in 0..=4u32)| {
            every_system!(cuts_as_grow_does, &choices, depth, cut_at);
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p game-tree -- --ignored drills"]
fn unfold_tree_grows_each_seed_s_children() {
    isolated(|| {
        let count_down = |&n: &u32| (0..n).collect::<Vec<u32>>();
        let yours = written(&unfold_tree(3, &count_down));
        assert_answer!(
            yours.as_str(),
            "3[0 1[0] 2[0 1[0]]]",
            "from the seed 3, each seed n has the children 0 to n - 1, in order: 8 nodes"
        );
        let yours = written(&unfold_tree(0, &count_down));
        assert_answer!(yours.as_str(), "0", "the seed 0 has no children: a leaf");
        for depth in 0..=3 {
            let call = format!("unfold_tree((ENDING, {depth}), &moves_left)");
            ENDING.announce(&call);
            let unfolded = unfold_tree((ENDING, depth), &moves_left);
            let positions = tree::map_tree(&as_reference(&unfolded), &|&(position, _)| position);
            same_tree(&call, &as_yours(&positions), &tree::grow(ENDING, depth));
        }
    });
}

fn unfolds_to_grow<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    let call = format!("unfold_tree((position, {depth}), &moves_left)");
    position.announce(&call);
    let unfolded = quietly(|| as_reference(&unfold_tree((position, depth), &moves_left)))?;
    let positions = tree::map_tree(&unfolded, &|&(position, _)| position);
    match tree_difference(&positions, &tree::grow(position, depth)) {
        None => Ok(()),
        Some(difference) => Err(testkit::fail(format!(
            "Your call {call}, each seed a position and the depth left (the children: the \
             position after each move, one less deep; none at depth 0), gives a different \
             tree from grow(position, {depth}), on\n{}\n{difference}\n{CHOICES}",
            position.picture()
        ))),
    }
}

#[test]
#[ignore = "drill: cargo test -p game-tree -- --ignored drills"]
fn unfold_tree_of_the_moves_left_is_grow_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth, _) in trees())| {
            every_system!(unfolds_to_grow, &choices, depth);
        });
    });
}
