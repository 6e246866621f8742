//! Worked examples: what the lazy tree makes, and when (counted through `Counted`, a position
//! that counts the positions made from it); pruning and mapping small and endless trees; the
//! page's two small trees valued by hand, one with an extra move; the evaluator on openings.

use std::cell::Cell;
use std::rc::Rc;

use ayoayo::Player::{North, South};
use ayoayo::lazy::{self as reference, Counted, Lazy, Score, positions_made};
use ayoayo::search::{Ayoayo, GameTree, Kalah, negamax, perft};
use lazy_tree::{evaluate, game_tree, map_tree, maximise, minimise, prune, score_for};
use testkit::{assert_answer, isolated};

use crate::{Shown, nodes, tree_difference};

/// A leaf labelled with whose move it is and its value.
fn leaf(mine: bool, value: i32) -> Lazy<Score> {
    Lazy::leaf(Score { mine, value })
}

/// A node labelled with whose move it is and its value, with these subtrees.
fn node(mine: bool, value: i32, subtrees: Vec<Lazy<Score>>) -> Lazy<Score> {
    Lazy::new(Score { mine, value }, move || subtrees.clone())
}

#[test]
fn the_game_tree_makes_no_position_until_asked() {
    isolated(|| {
        Ayoayo::OPENING.announce("game_tree(Counted(position))");
        let (tree, made) = positions_made(|| game_tree(Counted(Ayoayo::OPENING)));
        assert_answer!(
            made,
            0u64,
            "the tree of every game from the opening, and not one position made yet: a \
             position below the root is made only when an iterator from `subtrees()` reaches it"
        );
        let (first, made) = positions_made(|| tree.subtrees().next());
        assert_answer!(
            made,
            1u64,
            "asking for the first subtree makes its position, and no other: map each move to \
             its subtree inside the iterator the recipe returns, not into a Vec first"
        );
        let first = first.expect("the opening has moves");
        assert!(
            first.label == Counted(Ayoayo::OPENING.after(0)),
            "the first subtree must be labelled with the position after pit 0; yours is \
             labelled\n{:?}",
            first.label
        );
    });
}

#[test]
fn ten_steps_down_the_first_branch_make_ten_positions() {
    isolated(|| {
        Ayoayo::OPENING.announce("game_tree(Counted(position))");
        let tree = game_tree(Counted(Ayoayo::OPENING));
        let (end, made) = positions_made(|| {
            (0..10).fold(tree, |node, _| node.subtrees().next().expect("a move"))
        });
        assert_answer!(
            made,
            10u64,
            "one position per step, whatever lies beside the path"
        );
        let by_hand = (0..10).fold(Ayoayo::OPENING, |position, _| {
            position.after(position.moves()[0])
        });
        assert!(
            end.label == Counted(by_hand),
            "ten times the lowest move should reach\n{}\nyours reached\n{}",
            by_hand.picture(),
            end.label.0.picture()
        );
    });
}

#[test]
fn the_opening_has_six_subtrees_and_a_finished_game_none() {
    isolated(|| {
        Ayoayo::OPENING.announce("game_tree(position)");
        let labels: Vec<Ayoayo> = game_tree(Ayoayo::OPENING)
            .subtrees()
            .map(|subtree| subtree.label)
            .collect();
        let moves = (0..6)
            .map(|pit| Ayoayo::OPENING.after(pit))
            .collect::<Vec<_>>();
        assert!(
            labels == moves,
            "the subtrees of the opening's tree must be labelled with the positions after pits \
             0 to 5, in that order; yours are labelled\n{labels:#?}"
        );
        let over = Ayoayo {
            board: [0; 12],
            score: [20, 28],
            to_move: South,
            over: true,
        };
        over.announce("game_tree(position)");
        assert_answer!(
            game_tree(over).subtrees().count() as u64,
            0,
            "the game is over: no moves, so no subtrees"
        );
    });
}

#[test]
fn prune_cuts_an_endless_tree_and_makes_nothing_until_asked() {
    isolated(|| {
        Ayoayo::OPENING.announce("prune(3, game_tree(Counted(position)))");
        let (pruned, made) =
            positions_made(|| prune(3, reference::game_tree(Counted(Ayoayo::OPENING))));
        assert_answer!(made, 0u64, "pruning a tree need not make any of it");
        let (walked, made) = positions_made(|| nodes(&pruned).len() as u64);
        let [one, two, three] = [1, 2, 3].map(|depth| perft(Ayoayo::OPENING, depth));
        assert_answer!(
            walked,
            1 + one + two + three,
            "three levels below the opening: the root, then {one}, {two} and {three} nodes"
        );
        assert_answer!(
            made,
            one + two + three,
            "each position below the root made once"
        );
        for depth in 0..=2 {
            let call = format!("prune({depth}, game_tree(position))");
            Ayoayo::OPENING.announce(&call);
            let tree = || reference::game_tree(Ayoayo::OPENING);
            if let Some(difference) = tree_difference(
                &call,
                &prune(depth, tree()),
                &reference::prune(depth, tree()),
            ) {
                panic!("{difference}");
            }
        }
    });
}

#[test]
fn map_tree_labels_an_endless_tree_one_node_at_a_time() {
    isolated(|| {
        let calls = Rc::new(Cell::new(0u64));
        let counted = Rc::clone(&calls);
        let difference = move |position: &Ayoayo| {
            counted.set(counted.get() + 1);
            position.store_difference()
        };
        Ayoayo::OPENING.announce("map_tree(f, game_tree(position))");
        let tree = map_tree(difference, reference::game_tree(Ayoayo::OPENING));
        assert_answer!(
            calls.get(),
            1u64,
            "f is called for the root when the tree is made, and for no other node yet"
        );
        assert_answer!(tree.label, 0, "the opening's store difference");
        let first = tree.subtrees().next().expect("the opening has moves");
        assert_answer!(first.label, 0, "pit 0 of the opening captures nothing");
        let captures: Vec<i32> = tree.subtrees().map(|subtree| subtree.label).collect();
        assert!(
            captures == [0, 0, 0, -6, -6, -1],
            "after pits 3 and 4 North, to move, is six behind, after pit 5 one behind: the \
             labels of the opening's subtrees should be [0, 0, 0, -6, -6, -1], yours are \
             {captures:?}"
        );
        assert_answer!(
            calls.get(),
            1u64 + 1 + 6,
            "f once for the root, once for the first subtree, then once for each of the six"
        );
    });
}

#[test]
fn score_for_scores_a_position_for_either_player() {
    isolated(|| {
        let after = Ayoayo::OPENING.after(3);
        after.announce("score_for(North)(&position)");
        let score = score_for(North)(&after);
        assert!(
            score
                == Score {
                    mine: true,
                    value: -6
                },
            "North is to move, six stones behind: Score {{ mine: true, value: -6 }}; yours is \
             {score:?}"
        );
        after.announce("score_for(South)(&position)");
        let score = score_for(South)(&after);
        assert!(
            score
                == Score {
                    mine: false,
                    value: 6
                },
            "for South, who waits, the same position is six ahead: Score {{ mine: false, value: \
             6 }}; yours is {score:?}"
        );
    });
}

/// The page's first tree: I move at the root; below it a reply of my opponent's, an extra move
/// of mine, and a leaf.
fn my_tree() -> Lazy<Score> {
    node(
        true,
        0,
        vec![
            node(false, 0, vec![leaf(true, 3), leaf(true, -1)]),
            node(true, 0, vec![leaf(false, 2), leaf(false, 4)]),
            leaf(false, 1),
        ],
    )
}

/// The page's second tree: my opponent moves at the root; below it a move of mine, an extra
/// move of theirs, and a leaf.
fn their_tree() -> Lazy<Score> {
    node(
        false,
        0,
        vec![
            node(true, 0, vec![leaf(false, -2), leaf(false, 6)]),
            node(false, 0, vec![leaf(true, 1), leaf(true, 9)]),
            leaf(true, 3),
        ],
    )
}

#[test]
fn a_leaf_is_worth_its_label_s_value() {
    isolated(|| {
        assert_answer!(maximise(&leaf(true, 7)), 7, "a leaf where I move, worth 7");
        assert_answer!(
            minimise(&leaf(false, -3)),
            -3,
            "a leaf where they move, worth -3"
        );
    });
}

#[test]
fn maximise_takes_the_best_for_me_and_keeps_maximising_after_an_extra_move() {
    isolated(|| {
        assert_answer!(
            maximise(&my_tree()),
            4,
            "the reply is worth min(3, -1) = -1 to me, the extra move max(2, 4) = 4 (still my \
             choice: `mine` is true there), the leaf 1; the best of -1, 4 and 1 is 4"
        );
    });
}

#[test]
fn minimise_takes_the_worst_for_me_and_keeps_minimising_after_an_extra_move() {
    isolated(|| {
        assert_answer!(
            minimise(&their_tree()),
            1,
            "my move is worth max(-2, 6) = 6, their extra move min(1, 9) = 1 (still their \
             choice: `mine` is false there), the leaf 3; the worst for me of 6, 1 and 3 is 1"
        );
    });
}

#[test]
fn the_evaluator_agrees_with_negamax_on_the_openings() {
    isolated(|| {
        Ayoayo::OPENING.announce("evaluate(3)(position)");
        assert_answer!(evaluate(3)(Ayoayo::OPENING), 8);
        Kalah::OPENING.announce("evaluate(2)(position)");
        assert_answer!(
            evaluate(2)(Kalah::OPENING),
            negamax(Kalah::OPENING, 2),
            "Kalah's pit 2 ends in South's store: after that extra move South chooses again"
        );
        Ayoayo::OPENING.announce("evaluate(0)(position)");
        assert_answer!(evaluate(0)(Ayoayo::OPENING), 0, "a leaf: no stones taken");
    });
}

#[test]
fn the_evaluator_makes_the_positions_negamax_makes() {
    isolated(|| {
        let opening = Counted(Ayoayo::OPENING);
        let (_, by_negamax) = positions_made(|| negamax(opening, 3));
        Ayoayo::OPENING.announce("evaluate(3)(Counted(position))");
        let (_, yours) = positions_made(|| evaluate(3)(opening));
        assert_answer!(
            yours,
            by_negamax,
            "your evaluator should make each position three moves ahead once, as negamax does: \
             walk the tree once, and make nothing below the pruned depth"
        );
    });
}
