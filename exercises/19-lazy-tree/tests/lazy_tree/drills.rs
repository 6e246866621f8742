//! The drills: four small exercises beside the lab, on taking from a lazy tree only what is
//! needed, and making one that makes nothing before it is asked. Besides the answers, the tests
//! count the positions made (through `Counted`, as the lab's do). A plain `cargo test -p
//! lazy-tree` leaves them out, so the chapter passes without them; run them with
//! `cargo test -p lazy-tree -- --ignored drills`.

use ayoayo::Player::{self, North, South};
use ayoayo::drills::lazy_tree as reference;
use ayoayo::lazy::{Counted, Lazy, game_tree, positions_made, prune};
use ayoayo::search::{Ayoayo, GameTree, Kalah};
use ayoayo::tree::ENDING;
use ayoayo::{awari, lagos, oware};
use lazy_tree::{first_line, first_win, lazy_unfold, with_depth};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::positions::CHOICES;
use testkit::{assert_answer, config, isolated};

use crate::{Shown, nodes, reached, tree_difference};

/// Moves to play from the opening, a depth, and a player.
fn walks() -> impl Strategy<Value = (Vec<usize>, u32, bool)> {
    (
        proptest::collection::vec(0..6usize, 0..60),
        0..=4u32,
        any::<bool>(),
    )
}

/// Runs a generic check on the position `choices` reaches from each system's opening.
macro_rules! every_system {
    ($check:ident, $choices:expr, $($argument:expr),*) => {{
        $check(reached(Ayoayo::OPENING, $choices), $($argument),*)?;
        $check(reached(lagos::OPENING, $choices), $($argument),*)?;
        $check(reached(oware::OPENING, $choices), $($argument),*)?;
        $check(reached(awari::START, $choices), $($argument),*)?;
        $check(reached(Kalah::OPENING, $choices), $($argument),*)?;
    }};
}

fn player(south: bool) -> Player {
    if south { South } else { North }
}

/// The positions after each move, made one at a time as the iterator is walked: the step
/// whose lazy unfold is the game tree.
fn after_each_move<G: GameTree + 'static>(position: &G) -> impl Iterator<Item = G> + use<G> {
    let position = *position;
    position
        .moves()
        .into_iter()
        .map(move |pit| position.after(pit))
}

/// The node `steps` moves down the first branch (or the last before a leaf), walked by hand.
fn down_the_first_branch<L>(tree: Lazy<L>, steps: u32) -> Lazy<L> {
    (0..steps).fold(tree, |node, _| match node.subtrees().next() {
        Some(first) => first,
        None => node,
    })
}

/// The positions of a line, drawn one a line.
fn drawn<G: Shown>(line: &[Counted<G>]) -> String {
    let lines: Vec<String> = line.iter().map(|position| position.0.line()).collect();
    lines.join("\n")
}

/// Fails with the words of `tree_difference` when the two trees differ.
fn same_tree<L: Clone + std::fmt::Debug + PartialEq>(
    call: &str,
    yours: &Lazy<L>,
    theirs: &Lazy<L>,
) {
    if let Some(difference) = tree_difference(call, yours, theirs) {
        panic!("{difference}");
    }
}

#[test]
#[ignore = "drill: cargo test -p lazy-tree -- --ignored drills"]
fn first_line_makes_one_position_a_step() {
    isolated(|| {
        Ayoayo::OPENING.announce("first_line(&game_tree(Counted(position)), 10)");
        let tree = game_tree(Counted(Ayoayo::OPENING));
        let (line, made) = positions_made(|| first_line(&tree, 10));
        assert_answer!(
            made,
            10u64,
            "ten steps down the first branch make ten positions: ask a node for its first \
             subtree with `subtrees().next()`, and never ask the last node of the line"
        );
        let expected = reference::first_line(&tree, 10);
        assert!(
            line == expected,
            "Your call first_line(&game_tree(opening), 10) gives the line\n{}\nwhere the \
             reference's, the root then the first subtree each time, is\n{}",
            drawn(&line),
            drawn(&expected)
        );
        let (line, made) = positions_made(|| first_line(&tree, 0));
        assert_answer!(made, 0u64, "no step: the root alone, nothing made");
        assert_answer!(line.len() as u64, 1, "no step: the root alone");
        ENDING.announce("first_line(&game_tree(ENDING), 5)");
        let line = first_line(&game_tree(ENDING), 5);
        assert_answer!(
            line.len() as u64,
            4,
            "the first line of chapter 18's ENDING ends with the game, after the third move: \
             the root and three positions"
        );
    });
}

fn first_line_as_the_reference<G: Shown + 'static>(
    position: G,
    steps: u32,
    _: bool,
) -> Result<(), TestCaseError> {
    let steps = steps * 3;
    let tree = game_tree(Counted(position));
    let (expected, their_count) = positions_made(|| reference::first_line(&tree, steps));
    position.announce(&format!("first_line(&game_tree(position), {steps})"));
    let (line, my_count) = positions_made(|| first_line(&tree, steps));
    testkit::returned();
    let picture = position.picture();
    if line != expected {
        return Err(testkit::fail(format!(
            "Your call first_line(&game_tree(position), {steps}) gives the line\n{}\nwhere the \
             reference's is\n{}\nfrom\n{picture}\n{CHOICES}",
            drawn(&line),
            drawn(&expected)
        )));
    }
    if my_count != their_count {
        return Err(testkit::fail(format!(
            "Your call first_line(&game_tree(position), {steps}) gives the right line, but \
             made {my_count} positions; the reference made {their_count}, one a step. \
             Is each node asked for its first subtree only, and the last node not asked at \
             all?\n{picture}\n{CHOICES}"
        )));
    }
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p lazy-tree -- --ignored drills"]
fn first_line_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, steps, south) in walks())| {
            every_system!(first_line_as_the_reference, &choices, steps, south);
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p lazy-tree -- --ignored drills"]
fn first_win_stops_at_the_first_win_it_finds() {
    isolated(|| {
        let tree = game_tree(Counted(ENDING));
        let after_five = Counted(ENDING.after(5));
        ENDING.announce("first_win(&game_tree(ENDING), South, 1)");
        let (win, made) = positions_made(|| first_win(&tree, South, 1));
        assert!(
            win == Some(after_five),
            "Your call first_win(&game_tree(ENDING), South, 1) answers {win:?}; within one \
             move, South's pit 5 wins the game (South's 25th stone): {after_five:?}"
        );
        assert_answer!(
            made,
            2u64,
            "the positions after pits 4 and 5, and no more: pit 4's game goes on, and there is \
             no move left to look further down it"
        );
        ENDING.announce("first_win(&game_tree(ENDING), South, 3)");
        let (win, made) = positions_made(|| first_win(&tree, South, 3));
        let deeper = reference::first_win(&tree, South, 3);
        assert!(
            win == deeper,
            "Your call first_win(&game_tree(ENDING), South, 3) answers {win:?}; depth first, \
             pit 4's branch comes first, and it holds a win three moves down: {deeper:?}"
        );
        assert_answer!(
            made,
            3u64,
            "three positions down pit 4's branch, and nothing after the win"
        );
        ENDING.announce("first_win(&game_tree(ENDING), North, 8)");
        let (win, made) = positions_made(|| first_win(&tree, North, 8));
        assert!(
            win.is_none(),
            "Your call first_win(&game_tree(ENDING), North, 8) answers {win:?}, but North wins \
             no game within eight moves of ENDING: a game South wins, or a draw, is no win for \
             North"
        );
        assert_answer!(
            made,
            37u64,
            "with no win to find, every position within eight moves is made once"
        );
        let (win, made) = positions_made(|| first_win(&tree, South, 0));
        assert!(
            win.is_none(),
            "Your call first_win(&game_tree(ENDING), South, 0) answers {win:?}: the game is \
             not over at ENDING, and no move may be looked at"
        );
        assert_answer!(made, 0u64, "depth 0: nothing below the root is made");
    });
}

fn first_win_as_the_reference<G: Shown + 'static>(
    position: G,
    depth: u32,
    south: bool,
) -> Result<(), TestCaseError> {
    let me = player(south);
    let tree = game_tree(Counted(position));
    let (expected, their_count) = positions_made(|| reference::first_win(&tree, me, depth));
    position.announce(&format!("first_win(&game_tree(position), {me:?}, {depth})"));
    let (win, my_count) = positions_made(|| first_win(&tree, me, depth));
    testkit::returned();
    let picture = position.picture();
    let shown = |win: &Option<Counted<G>>| match win {
        Some(position) => position.0.picture(),
        None => "None".to_string(),
    };
    if win != expected {
        return Err(testkit::fail(format!(
            "Your call first_win(&game_tree(position), {me:?}, {depth}) answers\n{}\nwhere the \
             reference's, the first game {me:?} wins depth first in the order of the moves, \
             is\n{}\nfrom\n{picture}\n{CHOICES}",
            shown(&win),
            shown(&expected)
        )));
    }
    if my_count != their_count {
        return Err(testkit::fail(format!(
            "Your call first_win(&game_tree(position), {me:?}, {depth}) gives the right \
             answer, but made {my_count} positions; the reference made {their_count}. Stop at \
             the first win (`find_map` does), tell a finished game by its label's moves, and \
             never ask a node at the depth for its subtrees.\n{picture}\n{CHOICES}"
        )));
    }
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p lazy-tree -- --ignored drills"]
fn first_win_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth, south) in walks())| {
            every_system!(first_win_as_the_reference, &choices, depth, south);
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p lazy-tree -- --ignored drills"]
fn lazy_unfold_makes_each_subtree_when_it_is_reached() {
    isolated(|| {
        let labels: Vec<u32> = nodes(&lazy_unfold(3u32, |&n: &u32| 0..n))
            .into_iter()
            .map(|(_, label)| label)
            .collect();
        assert!(
            labels == [3, 0, 1, 0, 2, 0, 1, 0],
            "Your call lazy_unfold(3, |&n| 0..n) gives the nodes {labels:?}, root first, each \
             followed by its subtrees; from 3, each seed n has the seeds 0 to n - 1: the \
             reference's 8 nodes are [3, 0, 1, 0, 2, 0, 1, 0]"
        );
        Ayoayo::OPENING.announce("lazy_unfold(Counted(position), after_each_move)");
        let (tree, made) =
            positions_made(|| lazy_unfold(Counted(Ayoayo::OPENING), after_each_move));
        assert_answer!(made, 0u64, "nothing below the root is made until asked for");
        let (_, made) = positions_made(|| tree.subtrees().next());
        assert_answer!(
            made,
            1u64,
            "asking for the first subtree makes one seed: map each seed of `next(&seed)` to \
             its tree inside the iterator, never into a Vec first"
        );
        let (end, made) = positions_made(|| down_the_first_branch(tree, 10));
        assert_answer!(
            made,
            10u64,
            "ten steps down the first branch, ten positions"
        );
        let by_hand = down_the_first_branch(game_tree(Counted(Ayoayo::OPENING)), 10);
        assert!(
            end.label == by_hand.label,
            "ten steps down the first branch should reach the position ten lowest moves reach; \
             yours reached\n{}",
            end.label.0.picture()
        );
        ENDING.announce("prune(3, lazy_unfold(ENDING, after_each_move))");
        same_tree(
            "prune(3, lazy_unfold(ENDING, after_each_move))",
            &prune(3, lazy_unfold(ENDING, after_each_move)),
            &prune(3, game_tree(ENDING)),
        );
    });
}

fn unfolds_the_game_tree<G: Shown + 'static>(
    position: G,
    depth: u32,
    _: bool,
) -> Result<(), TestCaseError> {
    let call = format!("prune({depth}, lazy_unfold(position, after_each_move))");
    position.announce(&call);
    let yours = prune(depth, lazy_unfold(position, after_each_move));
    if let Some(difference) = tree_difference(&call, &yours, &prune(depth, game_tree(position))) {
        return Err(testkit::fail(format!(
            "{difference}\nIt should be the game tree of\n{}\n{CHOICES}",
            position.picture()
        )));
    }
    let steps = depth * 3;
    let (_, their_count) =
        positions_made(|| down_the_first_branch(game_tree(Counted(position)), steps));
    let (_, my_count) = positions_made(|| {
        down_the_first_branch(lazy_unfold(Counted(position), after_each_move), steps)
    });
    if my_count != their_count {
        return Err(testkit::fail(format!(
            "Walking {steps} steps down the first branch of lazy_unfold(position, \
             after_each_move) made {my_count} positions; the game tree makes {their_count}, one \
             a step. Is a subtree made only when the iterator from `subtrees()` reaches it?\n\
             {}\n{CHOICES}",
            position.picture()
        )));
    }
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p lazy-tree -- --ignored drills"]
fn lazy_unfold_of_the_moves_is_the_game_tree_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth, south) in walks())| {
            every_system!(unfolds_the_game_tree, &choices, depth.min(3), south);
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p lazy-tree -- --ignored drills"]
fn with_depth_labels_each_node_with_its_depth() {
    isolated(|| {
        Ayoayo::OPENING.announce("with_depth(game_tree(Counted(position)), 0)");
        let (tree, made) = positions_made(|| with_depth(game_tree(Counted(Ayoayo::OPENING)), 0));
        assert_answer!(made, 0u64, "labelling a tree need not make any of it");
        let (end, made) = positions_made(|| down_the_first_branch(tree, 10));
        assert_answer!(
            made,
            10u64,
            "ten steps down the first branch, ten positions"
        );
        assert_answer!(
            end.label.1,
            10u32,
            "ten moves below a root at depth 0, the depth is 10"
        );
        ENDING.announce("with_depth(game_tree(ENDING), 7)");
        let tree = with_depth(game_tree(ENDING), 7);
        assert_answer!(tree.label.1, 7u32, "the root's depth is the one given");
        same_tree(
            "prune(2, with_depth(game_tree(ENDING), 7))",
            &prune(2, tree),
            &prune(2, reference::with_depth(game_tree(ENDING), 7)),
        );
        ENDING.announce("with_depth(game_tree(ENDING), u32::MAX)");
        let tree = with_depth(game_tree(ENDING), u32::MAX);
        let first = tree.subtrees().next().expect("ENDING has moves");
        assert_answer!(
            first.label.1,
            u32::MAX,
            "below a root at depth u32::MAX the depth stays u32::MAX: `saturating_add(1)` \
             adds one without overflowing"
        );
    });
}

fn depths_as_the_reference<G: Shown + 'static>(
    position: G,
    depth: u32,
    south: bool,
) -> Result<(), TestCaseError> {
    let start = if south { depth * 10 } else { 0 };
    let call = format!("prune({depth}, with_depth(game_tree(position), {start}))");
    position.announce(&call);
    let yours = prune(depth, with_depth(game_tree(position), start));
    let theirs = prune(depth, reference::with_depth(game_tree(position), start));
    if let Some(difference) = tree_difference(&call, &yours, &theirs) {
        return Err(testkit::fail(format!(
            "{difference}\nThe tree is the game tree of\n{}\n{CHOICES}",
            position.picture()
        )));
    }
    let steps = depth * 3;
    let (_, my_count) = positions_made(|| {
        down_the_first_branch(with_depth(game_tree(Counted(position)), start), steps)
    });
    let (_, their_count) =
        positions_made(|| down_the_first_branch(game_tree(Counted(position)), steps));
    if my_count != their_count {
        return Err(testkit::fail(format!(
            "Walking {steps} steps down the first branch of with_depth(game_tree(position), \
             {start}) made {my_count} positions; the game tree alone makes {their_count}. Is \
             each subtree labelled when it is made, inside the iterator, and never collected \
             first?\n{}\n{CHOICES}",
            position.picture()
        )));
    }
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p lazy-tree -- --ignored drills"]
fn with_depth_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth, south) in walks())| {
            every_system!(depths_as_the_reference, &choices, depth.min(3), south);
        });
    });
}
