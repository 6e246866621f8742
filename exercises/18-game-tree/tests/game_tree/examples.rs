//! Worked examples: a tree of letters drawn by hand, then the page's Oware ending, where one
//! game finishes before the depth is used up, and Kalah's extra move.

use ayoayo::search::{GameTree, Kalah, negamax, perft};
use ayoayo::tree::{self, ENDING};
use ayoayo::{Pit, oware};
use game_tree::{Tree, fold_tree, fringe, grow, height, leaves, map_tree, negamax_fold, size};
use testkit::{assert_answer, isolated};

use crate::{Shown, as_reference, grown, tree_difference};

/// A leaf holding `letter`.
fn leaf(letter: char) -> Tree<char> {
    Tree {
        position: letter,
        children: Vec::new(),
    }
}

/// The page's tree of letters: `a` has the children `b` and `d`, and `b` the one child `c`.
fn letters() -> Tree<char> {
    Tree {
        position: 'a',
        children: vec![
            Tree {
                position: 'b',
                children: vec![leaf('c')],
            },
            leaf('d'),
        ],
    }
}

/// A tree of letters written out, each node's children in brackets after it: `a[b[c]d]`.
fn written(tree: &Tree<char>) -> String {
    let children: String = tree.children.iter().map(written).collect();
    if children.is_empty() {
        tree.position.to_string()
    } else {
        format!("{}[{children}]", tree.position)
    }
}

fn check_grow<G: Shown>(position: G, depth: u32) {
    position.announce(&format!("grow(position, {depth})"));
    let yours = as_reference(&grow(position, depth));
    if let Some(difference) = tree_difference(&yours, &tree::grow(position, depth)) {
        panic!("Your call grow(position, {depth}) grows a different tree.\n{difference}");
    }
}

#[test]
fn a_tree_grown_0_moves_deep_is_the_position_alone() {
    isolated(|| check_grow(oware::OPENING, 0));
}

#[test]
fn a_tree_grown_1_move_deep_has_a_leaf_per_move() {
    isolated(|| check_grow(oware::OPENING, 1));
}

#[test]
fn a_game_that_ends_early_is_a_leaf_above_the_depth() {
    isolated(|| {
        // South's pit 5 wins the game at once: that child is a leaf, one move deep.
        check_grow(ENDING, 2);
        check_grow(ENDING, 3);
    });
}

#[test]
fn size_height_leaves_and_fringe_of_the_tree_of_letters() {
    isolated(|| {
        let tree = letters();
        let why = "the tree a[b[c]d]: a has children b and d, and b has c";
        assert_answer!(size(&tree), 4, "{why}: four nodes");
        assert_answer!(height(&tree), 2, "{why}: a, b, c is two moves long");
        assert_answer!(leaves(&tree), 2, "{why}: c and d have no children");
        assert_answer!(fringe(&tree, 1), 2, "{why}: b and d are one move below a");
        assert_answer!(fringe(&tree, 2), 1, "{why}: c alone is two moves below a");
        assert_answer!(
            fringe(&tree, 0),
            1,
            "{why}: the root alone is 0 moves below itself"
        );
        let single = leaf('x');
        assert_answer!(size(&single), 1, "a leaf is one node");
        assert_answer!(height(&single), 0, "a leaf has no moves below it");
        assert_answer!(leaves(&single), 1, "a leaf is one leaf");
    });
}

#[test]
fn the_ending_has_more_leaves_than_sequences_of_two_moves() {
    isolated(|| {
        let tree = grown(ENDING, 2);
        ENDING.announce("size, height, leaves and fringe of grow(ENDING, 2)");
        let why = "the tree of ENDING two moves deep: the root, South's two moves, and North's \
                   two replies to pit 4 (after pit 5 the game is over)";
        assert_answer!(size(&tree), 5, "{why}");
        assert_answer!(height(&tree), 2, "{why}");
        assert_answer!(
            leaves(&tree),
            3,
            "{why}: the two replies, and the won game at depth 1"
        );
        assert_answer!(
            fringe(&tree, 2),
            perft(ENDING, 2),
            "{why}: chapter 12's perft counts the two sequences of two moves only"
        );
    });
}

#[test]
fn fold_tree_gives_combine_each_position_and_its_children_s_results_in_order() {
    isolated(|| {
        let tree = letters();
        let folded = fold_tree(&tree, &|letter: &char, below: Vec<String>| {
            if below.is_empty() {
                letter.to_string()
            } else {
                format!("{letter}[{}]", below.concat())
            }
        });
        assert_answer!(
            folded.as_str(),
            "a[b[c]d]",
            "a fold that writes each node, then its children's results in brackets"
        );
        let nodes = fold_tree(&tree, &|_: &char, below: Vec<u64>| {
            1 + below.iter().sum::<u64>()
        });
        assert_answer!(nodes, 4, "a fold that counts the nodes");
    });
}

#[test]
fn map_tree_changes_every_position_and_keeps_the_shape() {
    isolated(|| {
        let upper = map_tree(&letters(), &|letter: &char| letter.to_ascii_uppercase());
        let upper = written(&upper);
        assert_answer!(
            upper.as_str(),
            "A[B[C]D]",
            "map_tree(&a[b[c]d], to upper case): every letter mapped, children in order"
        );
        let moves = map_tree(&grown(ENDING, 2), &|position: &oware::Position| {
            position.moves()
        });
        let at_root: Vec<Pit> = moves.position.clone();
        assert_answer!(
            at_root,
            vec![4, 5],
            "the root of ENDING's tree, mapped to its moves"
        );
    });
}

#[test]
fn negamax_fold_is_chapter_13_s_negamax() {
    isolated(|| {
        for depth in 0..=3 {
            ENDING.announce(&format!("negamax_fold(&grow(ENDING, {depth}))"));
            assert_answer!(
                negamax_fold(&grown(ENDING, depth)),
                negamax(ENDING, depth),
                "negamax(ENDING, {depth})"
            );
        }
        // Kalah's pit 2 ends in South's store: South moves again, and that child's value
        // keeps its sign.
        let extra = Kalah::OPENING.after(2);
        assert_eq!(extra.to_move(), Kalah::OPENING.to_move());
        for depth in 1..=3 {
            Kalah::OPENING.announce(&format!("negamax_fold(&grow(Kalah::OPENING, {depth}))"));
            assert_answer!(
                negamax_fold(&grown(Kalah::OPENING, depth)),
                negamax(Kalah::OPENING, depth),
                "negamax(Kalah::OPENING, {depth}), extra moves included"
            );
        }
    });
}
