//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p lazy-tree`, so its verdict is about the chapter alone; run them with
//! `cargo test -p lazy-tree -- --ignored`.

use ayoayo::challenges::lazy_tree as reference;
use ayoayo::lazy::{self, Counted, Lazy, Score, positions_made};
use ayoayo::search::{Ayoayo, GameTree, Kalah, negamax, perft};
use ayoayo::{awari, lagos, oware};
use lazy_tree::{compose, node_count, unfold};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError};
use testkit::positions::CHOICES;
use testkit::{assert_answer, config, fail, isolated, prop_assert_answer, quietly};

use crate::{Shown, reached, tree_difference};

/// Fewer cases than the kit's default: each walks whole trees, in five systems.
fn searches() -> Config {
    Config {
        cases: 32,
        ..config()
    }
}

/// The positions after each move, in order: the step that grows a game tree.
fn next_positions<G: GameTree>(position: &G) -> Vec<G> {
    let moves = position.moves();
    moves.into_iter().map(|pit| position.after(pit)).collect()
}

#[test]
#[ignore = "optional challenge: cargo test -p lazy-tree -- --ignored"]
fn unfold_grows_an_endless_binary_tree_on_demand() {
    isolated(|| {
        let tree = unfold(1u64, |n: &u64| vec![2 * n, 2 * n + 1]);
        let labels: Vec<u64> = tree.subtrees().map(|subtree| subtree.label).collect();
        assert!(
            tree.label == 1 && labels == [2, 3],
            "unfold(1, step) should be labelled 1 with subtrees labelled [2, 3]; yours is \
             labelled {} with subtrees labelled {labels:?}",
            tree.label
        );
        let deepest = (0..20).fold(tree, |node, _| {
            node.subtrees().last().expect("two subtrees everywhere")
        });
        assert_answer!(
            deepest.label,
            (1u64 << 21) - 1,
            "twenty steps down the last branch of the endless tree: 2^21 - 1"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p lazy-tree -- --ignored"]
fn unfold_makes_nothing_until_asked() {
    isolated(|| {
        Ayoayo::OPENING.announce("unfold(Counted(position), next_positions)");
        let (_, made) =
            positions_made(|| unfold(Counted(Ayoayo::OPENING), next_positions::<Counted<Ayoayo>>));
        assert_answer!(made, 0u64, "the root is the seed; no step has run yet");
    });
}

fn unfolded_is_game_tree<G: Shown + 'static>(
    start: G,
    choices: &[usize],
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let call = "unfold(position, next_positions), looked at two levels deep";
    position.announce(call);
    let yours = quietly(|| lazy::prune(2, unfold(position, next_positions::<G>)))?;
    let theirs = lazy::prune(2, lazy::game_tree(position));
    if let Some(difference) = quietly(|| tree_difference(call, &yours, &theirs))? {
        return Err(fail(format!("{difference}\n{CHOICES}")));
    }
    Ok(())
}

fn counts_agree<G: Shown + 'static>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    position.announce(&format!("node_count(&prune({depth}, game_tree(position)))"));
    let tree = lazy::prune(depth, lazy::game_tree(position));
    let yours = quietly(|| node_count(&tree))?;
    let lines: u64 = (0..=depth).map(|d| perft(position, d)).sum();
    prop_assert_answer!(
        yours,
        lines,
        "a node for each line of play of at most {depth} moves, as chapter 12's perft counts \
         them.\n{CHOICES}"
    );
    prop_assert_answer!(yours, reference::node_count(&tree));
    Ok(())
}

#[test]
#[ignore = "optional challenge: cargo test -p lazy-tree -- --ignored"]
fn unfold_of_the_moves_is_the_game_tree_in_every_system() {
    isolated(|| {
        proptest!(searches(), |(choices in proptest::collection::vec(0..6usize, 0..40))| {
            unfolded_is_game_tree(Ayoayo::OPENING, &choices)?;
            unfolded_is_game_tree(lagos::OPENING, &choices)?;
            unfolded_is_game_tree(oware::OPENING, &choices)?;
            unfolded_is_game_tree(awari::START, &choices)?;
            unfolded_is_game_tree(Kalah::OPENING, &choices)?;
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p lazy-tree -- --ignored"]
fn node_count_examples() {
    isolated(|| {
        Ayoayo::OPENING.announce("node_count(&prune(2, game_tree(position)))");
        assert_answer!(
            node_count(&lazy::prune(2, lazy::game_tree(Ayoayo::OPENING))),
            37u64,
            "the root, its 6 subtrees and their 30"
        );
        assert_answer!(node_count(&Lazy::leaf(())), 1u64, "a leaf is one node");
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p lazy-tree -- --ignored"]
fn node_count_is_the_sum_of_perft_in_every_system() {
    isolated(|| {
        proptest!(searches(), |(choices in proptest::collection::vec(0..6usize, 0..40), depth in 0..4u32)| {
            counts_agree(Ayoayo::OPENING, &choices, depth)?;
            counts_agree(lagos::OPENING, &choices, depth)?;
            counts_agree(oware::OPENING, &choices, depth)?;
            counts_agree(awari::START, &choices, depth)?;
            counts_agree(Kalah::OPENING, &choices, depth)?;
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p lazy-tree -- --ignored"]
fn compose_runs_the_first_function_then_the_second() {
    isolated(|| {
        assert_answer!(
            compose(|n: i32| n + 1, |n: i32| n * 2)(3),
            8,
            "(3 + 1) * 2, not 3 * 2 + 1"
        );
        let me = Kalah::OPENING.to_move();
        let evaluator = compose(
            compose(lazy::game_tree, |tree| lazy::prune(3, tree)),
            compose(
                |tree| lazy::map_tree(lazy::score_for(me), tree),
                |tree: Lazy<Score>| lazy::maximise(&tree),
            ),
        );
        Kalah::OPENING.announce("compose(...)(position), Hughes' evaluator 3 moves ahead");
        assert_answer!(
            evaluator(Kalah::OPENING),
            negamax(Kalah::OPENING, 3),
            "the chapter's four pieces, composed, are the evaluator"
        );
    });
}
