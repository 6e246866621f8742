//! The drills: five small exercises beside the lab, on what is shared and what is counted: a
//! history carried through a game, the different positions of a grown tree, and a tree whose
//! equal subtrees are one cell. A plain `cargo test -p sharing` leaves them out, so the chapter
//! passes without them; run them with `cargo test -p sharing -- --ignored drills`.

use ayoayo::Pit;
use ayoayo::drills::sharing as reference;
use ayoayo::history::TWO_STONES;
use ayoayo::search::{Ayoayo, GameTree, Kalah, OWARE_ENDING};
use ayoayo::tree::{self, ENDING, Tree, grow};
use ayoayo::{awari, lagos, oware};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use sharing::{cells, distinct_positions, expand, first_repeat, share};
use testkit::positions::{CHOICES, Shown, reached};
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{played, yours};

/// The twelve forced moves that bring `TWO_STONES` back to itself.
const TWO_STONES_CYCLE: [Pit; 12] = [5, 6, 0, 7, 1, 8, 2, 9, 3, 10, 4, 11];

/// Moves to play from the opening, and a depth.
fn trees() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..60), 0..=3u32)
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

/// `None` when the two trees are equal; otherwise where they first part, in words.
fn tree_difference<G: Shown>(yours: &Tree<G>, theirs: &Tree<G>) -> Option<String> {
    fn walk<G: Shown>(yours: &Tree<G>, theirs: &Tree<G>, path: &mut Vec<usize>) -> Option<String> {
        let at = if path.is_empty() {
            "At the root".to_string()
        } else {
            format!("Down the children {path:?} (counting from 0)")
        };
        if yours.position != theirs.position {
            return Some(format!(
                "{at}, your tree holds\n{}\nwhere grow's holds\n{}",
                yours.position.picture(),
                theirs.position.picture()
            ));
        }
        if yours.children.len() != theirs.children.len() {
            return Some(format!(
                "{at}, your node has {} children, grow's {}: one child per move, none at the \
                 depth asked. The position there:\n{}",
                yours.children.len(),
                theirs.children.len(),
                theirs.position.picture()
            ));
        }
        for (number, (mine, their)) in yours.children.iter().zip(&theirs.children).enumerate() {
            path.push(number);
            if let Some(difference) = walk(mine, their, path) {
                return Some(difference);
            }
            path.pop();
        }
        None
    }
    walk(yours, theirs, &mut Vec::new())
}

#[test]
#[ignore = "drill: cargo test -p sharing -- --ignored drills"]
fn first_repeat_finds_the_two_stones_back_after_twelve_moves() {
    isolated(|| {
        TWO_STONES.announce("first_repeat(TWO_STONES, &the twelve forced moves, &start())");
        assert_answer!(
            first_repeat(TWO_STONES, &TWO_STONES_CYCLE, &yours(&[])),
            Some(12),
            "the twelve forced moves [5, 6, 0, 7, 1, 8, 2, 9, 3, 10, 4, 11] bring South's two \
             stones back to where they started, South to move: the twelfth move repeats the \
             start, which must be in the history handed on"
        );
        TWO_STONES.announce("first_repeat(TWO_STONES, &the first eleven, &start())");
        assert_answer!(
            first_repeat(TWO_STONES, &TWO_STONES_CYCLE[..11], &yours(&[])),
            None,
            "eleven moves: no position has come again yet"
        );
        TWO_STONES.announce("first_repeat(TWO_STONES, &[5], &history holding TWO_STONES)");
        assert_answer!(
            first_repeat(TWO_STONES, &[5], &yours(&[TWO_STONES])),
            Some(0),
            "the position is already in the history: it repeats before any move"
        );
        let after = TWO_STONES.after(5);
        TWO_STONES
            .announce("first_repeat(TWO_STONES, &[5, 6], &history holding the position after 5)");
        assert_answer!(
            first_repeat(TWO_STONES, &[5, 6], &yours(&[after])),
            Some(1),
            "the position after pit 5 is in the history given: the first move repeats it"
        );
        TWO_STONES.announce("first_repeat(TWO_STONES, &[0], &start())");
        assert_answer!(
            first_repeat(TWO_STONES, &[0], &yours(&[])),
            None,
            "South must feed North, so pit 0 is no move here: the game stops, nothing repeats"
        );
        let mut twice = TWO_STONES_CYCLE.to_vec();
        twice.extend(TWO_STONES_CYCLE);
        TWO_STONES.announce("first_repeat(TWO_STONES, &the cycle twice, &start())");
        assert_answer!(
            first_repeat(TWO_STONES, &twice, &yours(&[])),
            Some(12),
            "the first repetition is the one that counts"
        );
    });
}

fn repeats_as_the_reference<G: Shown>(
    start: G,
    choices: &[usize],
    cut: usize,
) -> Result<(), TestCaseError> {
    // A game of random play: the positions before `cut` are the history, the play after it
    // the moves. From the two stones, play goes round and round, and positions come again.
    let positions = played(start, choices);
    let cut = cut.min(positions.len() - 1);
    let position = positions[cut];
    let mut moves: Vec<Pit> = Vec::new();
    for pair in positions[cut..].windows(2) {
        let pit = pair[0]
            .moves()
            .into_iter()
            .find(|&pit| pair[0].after(pit) == pair[1]);
        moves.push(pit.expect("a move between two positions of the game"));
    }
    let history = &positions[..cut];
    position.announce(&format!(
        "first_repeat(position, &{moves:?}, &the {} positions before it)",
        history.len()
    ));
    let mine = quietly(|| first_repeat(position, &moves, &yours(history)))?;
    let theirs = reference::first_repeat(position, &moves, &crate::reference(history));
    prop_assert_answer!(
        mine,
        theirs,
        "the moves {moves:?} played from this position, with the {} positions of the game \
         before it as the history:\n{}\n{CHOICES}",
        history.len(),
        position.picture()
    );
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p sharing -- --ignored drills"]
fn first_repeat_agrees_with_the_reference_on_games_of_random_play() {
    isolated(|| {
        let choices = proptest::collection::vec(0..6usize, 0..40);
        proptest!(config(), |(choices in choices, cut in 0..40usize)| {
            repeats_as_the_reference(oware::OPENING, &choices, cut)?;
            repeats_as_the_reference(Ayoayo::OPENING, &choices, cut)?;
            let few = oware::Position { houses: [1, 1, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0], stores: [22, 21], to_move: ayoayo::Player::South };
            repeats_as_the_reference(few, &choices, cut)?;
            repeats_as_the_reference(TWO_STONES, &choices, cut)?;
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p sharing -- --ignored drills"]
fn distinct_positions_counts_a_transposition_once() {
    isolated(|| {
        oware::OPENING.announce("distinct_positions(&grow(oware::OPENING, 2))");
        assert_answer!(
            distinct_positions(&grow(oware::OPENING, 2)) as u64,
            43u64,
            "two moves deep from Oware's opening, all 1 + 6 + 36 positions are different"
        );
        oware::OPENING.announce("distinct_positions(&grow(oware::OPENING, 5))");
        let tree = grow(oware::OPENING, 5);
        assert_answer!(
            distinct_positions(&tree) as u64,
            6435u64,
            "five moves deep from Oware's opening, the tree's {} nodes hold 6,435 different \
             positions: some are reached by two orders of moves, and count once",
            tree::size(&tree)
        );
        OWARE_ENDING.announce("distinct_positions(&grow(OWARE_ENDING, 5))");
        assert_answer!(
            distinct_positions(&grow(OWARE_ENDING, 5)) as u64,
            168u64,
            "five moves deep from chapter 15's Oware ending, 252 nodes hold 168 different \
             positions"
        );
        TWO_STONES.announce("distinct_positions(&grow(TWO_STONES, 13))");
        assert_answer!(
            distinct_positions(&grow(TWO_STONES, 13)) as u64,
            12u64,
            "the two stones' 14 nodes, one line of forced moves, hold 12 different positions: \
             the start comes again after twelve moves, and the position after it after \
             thirteen"
        );
        ENDING.announce("distinct_positions(&grow(ENDING, 0))");
        assert_answer!(
            distinct_positions(&grow(ENDING, 0)) as u64,
            1u64,
            "a tree of one node holds one position"
        );
    });
}

fn counts_as_the_reference<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    let tree = grow(position, depth + 1);
    position.announce(&format!(
        "distinct_positions(&grow(position, {}))",
        depth + 1
    ));
    let mine = quietly(|| distinct_positions(&tree))? as u64;
    prop_assert_answer!(
        mine,
        reference::distinct_positions(&tree) as u64,
        "the different positions of this position's tree, {} moves deep ({} nodes):\n{}\n\
         {CHOICES}",
        depth + 1,
        tree::size(&tree),
        position.picture()
    );
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p sharing -- --ignored drills"]
fn distinct_positions_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(counts_as_the_reference, &choices, depth);
        });
    });
}

/// Checks that your `expand(&share(position, depth))` is `grow(position, depth)`.
fn shares_grow<G: Shown>(position: G, depth: u32) -> Result<(), String> {
    let call = format!("expand(&share(position, {depth}))");
    position.announce(&call);
    let mine = expand(&share(position, depth));
    match tree_difference(&mine, &grow(position, depth)) {
        None => Ok(()),
        Some(difference) => Err(format!(
            "Your call {call} gives a different tree from grow(position, {depth}), from\n{}\n\
             {difference}",
            position.picture()
        )),
    }
}

#[test]
#[ignore = "drill: cargo test -p sharing -- --ignored drills"]
fn share_makes_each_subtree_once() {
    isolated(|| {
        for depth in 0..=3 {
            if let Err(difference) = shares_grow(ENDING, depth) {
                panic!("{difference}");
            }
        }
        for (position, depth) in [(OWARE_ENDING, 5), (oware::OPENING, 5)] {
            if let Err(difference) = shares_grow(position, depth) {
                panic!("{difference}");
            }
            position.announce(&format!("cells(&share(position, {depth}))"));
            let made = cells(&share(position, depth)) as u64;
            let theirs = reference::cells(&reference::share(position, depth)) as u64;
            assert_answer!(
                made,
                theirs,
                "{depth} moves deep, grow's tree has {} nodes; shared, a position with the \
                 same depth left is one cell, made once",
                tree::size(&grow(position, depth))
            );
        }
        TWO_STONES.announce("share(TWO_STONES, 13)");
        if let Err(difference) = shares_grow(TWO_STONES, 13) {
            panic!(
                "{difference}\nThe start comes again twelve moves down, with 1 move left: is \
                 each cell found by its position *and* the depth left?"
            );
        }
        assert_answer!(
            cells(&share(TWO_STONES, 13)) as u64,
            14u64,
            "one line of 14 nodes, every one a different position with a different depth left"
        );
    });
}

fn shares_as_the_reference<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    quietly(|| shares_grow(position, depth))?
        .map_err(|difference| testkit::fail(format!("{difference}\n{CHOICES}")))?;
    let made = quietly(|| cells(&share(position, depth)))? as u64;
    prop_assert_answer!(
        made,
        reference::cells(&reference::share(position, depth)) as u64,
        "the cells of share(position, {depth}), each position with each depth left made \
         once, from\n{}\n{CHOICES}",
        position.picture()
    );
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p sharing -- --ignored drills"]
fn share_stands_for_grow_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(shares_as_the_reference, &choices, depth + 1);
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p sharing -- --ignored drills"]
fn expand_copies_every_shared_subtree_out() {
    isolated(|| {
        for (position, depth) in [(ENDING, 0), (ENDING, 2), (oware::OPENING, 3)] {
            if let Err(difference) = shares_grow(position, depth) {
                panic!("{difference}");
            }
        }
        Kalah::OPENING.announce("expand(&share(Kalah::OPENING, 3))");
        let expanded = expand(&share(Kalah::OPENING, 3));
        assert_answer!(
            tree::size(&expanded),
            tree::size(&grow(Kalah::OPENING, 3)),
            "expanded, the shared tree has as many nodes as grow's: a shared subtree is copied \
             out in every place it is used"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p sharing -- --ignored drills"]
fn expand_agrees_with_grow_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(expands_to_grow, &choices, depth);
        });
    });
}

fn expands_to_grow<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    quietly(|| shares_grow(position, depth))?
        .map_err(|difference| testkit::fail(format!("{difference}\n{CHOICES}")))
}

#[test]
#[ignore = "drill: cargo test -p sharing -- --ignored drills"]
fn cells_counts_each_cell_once() {
    isolated(|| {
        TWO_STONES.announce("cells(&share(TWO_STONES, 13))");
        assert_answer!(
            cells(&share(TWO_STONES, 13)) as u64,
            14u64,
            "14 cells: the start with 13 moves left and the start with 1 move left hold equal \
             positions, but they are two cells; tell cells apart by address, not by position"
        );
        ENDING.announce("cells(&share(ENDING, 0))");
        assert_answer!(
            cells(&share(ENDING, 0)) as u64,
            1u64,
            "a leaf alone is one cell"
        );
        OWARE_ENDING.announce("cells(&share(OWARE_ENDING, 5))");
        assert_answer!(
            cells(&share(OWARE_ENDING, 5)) as u64,
            171u64,
            "five moves deep from chapter 15's Oware ending: 252 nodes, 168 different \
             positions, 171 cells, since some positions are met with different depths left; a \
             cell pointed at by several parents counts once"
        );
        oware::OPENING.announce("cells(&share(oware::OPENING, 5))");
        assert_answer!(
            cells(&share(oware::OPENING, 5)) as u64,
            6435u64,
            "five moves deep from Oware's opening: 6,466 nodes, 6,435 cells"
        );
    });
}

fn cells_as_the_reference<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    position.announce(&format!("cells(&share(position, {depth}))"));
    let mine = quietly(|| cells(&share(position, depth)))? as u64;
    prop_assert_answer!(
        mine,
        reference::cells(&reference::share(position, depth)) as u64,
        "the cells of share(position, {depth}) from\n{}\n{CHOICES}",
        position.picture()
    );
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p sharing -- --ignored drills"]
fn cells_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(cells_as_the_reference, &choices, depth + 1);
        });
    });
}
