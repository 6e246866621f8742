//! The drills: four small exercises beside the lab, on walking a list or a tree only as far as
//! the question needs. Besides the answers, the tests count what your functions take and make
//! (values taken from a list, nodes of a tree written out, positions of a game). A plain
//! `cargo test -p lazy-alpha-beta` leaves them out, so the chapter passes without them; run them
//! with `cargo test -p lazy-alpha-beta -- --ignored drills`.

use std::cell::Cell;
use std::rc::Rc;

use ayoayo::drills::lazy_alpha_beta as reference;
use ayoayo::lazy::{Lazy, Score, evaluate};
use ayoayo::pruning::counted::positions_made_from;
use ayoayo::search::{Ayoayo, Kalah};
use ayoayo::{awari, lagos, oware};
use lazy_alpha_beta::{Values, leaf_values, max_under, omit, reaches};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::positions::CHOICES;
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::examples::{Drawn, grow, leaves, node};
use crate::{Shown, reached, scored};

/// Moves to play from the opening, and a depth.
fn searches() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..50), 0..=3u32)
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

/// A list written out, which adds one to `taken` for each value taken from it.
fn counted(values: &[i32], taken: &Rc<Cell<u64>>) -> impl Iterator<Item = i32> + use<> {
    let taken = Rc::clone(taken);
    Vec::from(values)
        .into_iter()
        .inspect(move |_| taken.set(taken.get() + 1))
}

/// The page's tree: I move at the root; my opponent at A, B, C and D, whose leaves hold 3 and
/// 8, 6 and 4, 2, 9 and 7, and 5. It is worth 5.
fn page_tree() -> Drawn {
    node(
        true,
        0,
        vec![
            node(false, 0, leaves(false, &[3, 8])),
            node(false, 0, leaves(false, &[6, 4])),
            node(false, 0, leaves(false, &[2, 9, 7])),
            node(false, 0, leaves(false, &[5])),
        ],
    )
}

/// What `work` answers on the lazy tree of `drawn`, and how many of its nodes were made.
fn on_tree<T>(drawn: &Drawn, work: impl FnOnce(Lazy<Score>) -> T) -> (T, u64) {
    let made = Rc::new(Cell::new(0));
    let answer = work(grow(drawn.clone(), Rc::clone(&made)));
    (answer, made.get())
}

#[test]
#[ignore = "drill: cargo test -p lazy-alpha-beta -- --ignored drills"]
fn max_under_gives_the_greatest_value_unless_one_reaches_the_pot() {
    isolated(|| {
        assert_answer!(
            max_under(5, [1, 4, 2].into_iter()),
            Some(4),
            "1, 4 and 2 are all under 5"
        );
        assert_answer!(
            max_under(i32::MAX, [-3, 7, 0].into_iter()),
            Some(7),
            "every value is under i32::MAX"
        );
        assert_answer!(max_under(5, [7].into_iter()), None, "7 is over the pot 5");
        assert_answer!(
            max_under(3, std::iter::empty()),
            Some(i32::MIN),
            "no value at all: the greatest of none is i32::MIN, as `min_above`'s least is \
             i32::MAX"
        );
        let taken = Rc::new(Cell::new(0));
        let given = max_under(5, counted(&[1, 5, 9], &taken));
        assert_answer!(
            given,
            None,
            "5 is at the pot 5: this list cannot get under it"
        );
        assert_answer!(
            taken.get(),
            2u64,
            "max_under(5, [1, 5, 9]) must take 1 and 5, then stop: the 9 is never needed"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p lazy-alpha-beta -- --ignored drills"]
fn max_under_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(values in proptest::collection::vec(-9..=9i32, 0..8), pot in -9..=9i32)| {
            let (mine, theirs) = (Rc::new(Cell::new(0)), Rc::new(Cell::new(0)));
            let given = quietly(|| max_under(pot, counted(&values, &mine)))?;
            let expected = reference::max_under(pot, counted(&values, &theirs));
            prop_assert_answer!(given, expected, "max_under({pot}, {values:?})");
            prop_assert_answer!(
                mine.get(),
                theirs.get(),
                "the values max_under({pot}, {values:?}) takes: up to the first at or over \
                 the pot, or all of them"
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p lazy-alpha-beta -- --ignored drills"]
fn omit_carries_the_pot_along_the_lists() {
    isolated(|| {
        let lists = [vec![3, 8], vec![6, 4], vec![9, 4, 7], vec![5]];
        assert_answer!(
            omit(i32::MIN, &lists),
            vec![3, 4, 5],
            "from the lists [3, 8], [6, 4], [9, 4, 7], [5]: 3 from the first, and the pot \
             rises to 3; 4 beats it, the pot rises to 4; [9, 4, 7] holds 4, no better than the \
             pot, and is left out; 5 beats 4"
        );
        assert_answer!(
            omit(4, &[vec![6, 4]]),
            Vec::<i32>::new(),
            "[6, 4] holds 4, at the pot 4: left out"
        );
        assert_answer!(
            omit(3, &[vec![5, 4, 9], vec![2], vec![7, 6]]),
            vec![4, 6],
            "[5, 4, 9] gives 4 and the pot rises to 4; [2] is left out, and the lists after \
             it are still looked at; [7, 6] gives 6"
        );
        assert_answer!(omit(0, &[]), Vec::<i32>::new(), "no lists, no values");
    });
}

#[test]
#[ignore = "drill: cargo test -p lazy-alpha-beta -- --ignored drills"]
fn omit_from_i32_min_is_map_min() {
    isolated(|| {
        let list = proptest::collection::vec(-9..=9i32, 1..4);
        proptest!(config(), |(lists in proptest::collection::vec(list, 0..7), pot in -10..=9i32)| {
            let given = quietly(|| omit(pot, &lists))?;
            prop_assert_answer!(
                given.clone(),
                reference::omit(pot, &lists),
                "omit({pot}, &{lists:?})"
            );
            if pot == -10 {
                let boxed = lists.clone().into_iter().map(|list| -> Values {
                    Box::new(list.into_iter())
                });
                let mapped: Vec<i32> = ayoayo::pruning::map_min(boxed).collect();
                prop_assert_answer!(
                    quietly(|| omit(i32::MIN, &lists))?,
                    mapped,
                    "omit(i32::MIN, &{lists:?}) must give what map_min gives from the same lists"
                );
            }
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p lazy-alpha-beta -- --ignored drills"]
fn leaf_values_lists_the_leaves_left_to_right() {
    isolated(|| {
        let (values, made) = on_tree(&page_tree(), |tree| leaf_values(tree).collect::<Vec<i32>>());
        assert_answer!(
            values,
            vec![3, 8, 6, 4, 2, 9, 7, 5],
            "the page's tree: A's leaves 3 and 8, B's 6 and 4, C's 2, 9 and 7, D's 5"
        );
        assert_answer!(made, 12u64, "all 12 nodes below the root, each made once");
        let (first, made) = on_tree(&page_tree(), |tree| leaf_values(tree).next());
        assert_answer!(first, Some(3), "the first leaf is A's 3");
        assert_answer!(
            made,
            2u64,
            "the first value needs only A and its first leaf: each subtree is made when the \
             list reaches it, never collected first"
        );
        let leaf = Lazy::leaf(Score {
            mine: true,
            value: -4,
        });
        assert_answer!(
            leaf_values(leaf).collect::<Vec<i32>>(),
            vec![-4],
            "a leaf alone: its own value"
        );
        Ayoayo::OPENING.announce("leaf_values(scored(position, 3)).next()");
        let (first, made) = positions_made_from(Ayoayo::OPENING, |position| {
            leaf_values(scored(position, 3)).next()
        });
        assert_answer!(first.is_some(), true, "a tree has at least one leaf");
        assert_answer!(
            made,
            3u64,
            "the first leaf, three moves deep from the opening: three positions down the first \
             branch"
        );
    });
}

fn leaves_as_the_reference<G: Shown + 'static>(
    position: G,
    depth: u32,
) -> Result<(), TestCaseError> {
    let call = format!("leaf_values(scored(position, {depth}))");
    let (theirs, their_count) = positions_made_from(position, |position| {
        reference::leaf_values(scored(position, depth)).collect::<Vec<i32>>()
    });
    position.announce(&call);
    let (mine, my_count) = quietly(|| {
        positions_made_from(position, |position| {
            leaf_values(scored(position, depth)).collect::<Vec<i32>>()
        })
    })?;
    testkit::returned();
    let picture = position.picture();
    prop_assert_answer!(
        mine,
        theirs,
        "the leaves' values, left to right, of this position's tree, {depth} moves deep, scored \
         for the player to move:\n{picture}\n{CHOICES}"
    );
    let (_, their_first) = positions_made_from(position, |position| {
        reference::leaf_values(scored(position, depth)).next()
    });
    let (_, my_first) = quietly(|| {
        positions_made_from(position, |position| {
            leaf_values(scored(position, depth)).next()
        })
    })?;
    testkit::returned();
    prop_assert_answer!(
        my_count,
        their_count,
        "the positions made by {call}, walked to the end: each position once\n{picture}\n{CHOICES}"
    );
    prop_assert_answer!(
        my_first,
        their_first,
        "the positions made by {call} for its first value only: those down the first branch. \
         Is each subtree made only when the list reaches it?\n{picture}\n{CHOICES}"
    );
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p lazy-alpha-beta -- --ignored drills"]
fn leaf_values_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in searches())| {
            every_system!(leaves_as_the_reference, &choices, depth);
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p lazy-alpha-beta -- --ignored drills"]
fn reaches_stops_as_soon_as_it_knows() {
    isolated(|| {
        let (yes, made) = on_tree(&page_tree(), |tree| reaches(&tree, 5));
        assert_answer!(yes, true, "the page's tree is worth 5: it reaches 5");
        assert_answer!(
            made,
            9u64,
            "reaching 5, the nodes made: A and its 3, which shows A short of 5; B, its 6 and \
             its 4, which shows B short; C and its 2, which shows C short; D and its 5, which \
             reaches it. A's 8 and C's 9 and 7 are never made"
        );
        let (no, made) = on_tree(&page_tree(), |tree| reaches(&tree, 6));
        assert_answer!(no, false, "the page's tree is worth 5: it does not reach 6");
        assert_answer!(
            made,
            9u64,
            "not reaching 6, the nodes made: each of A, B, C and D, and its leaves up to the \
             first under 6 (3; 6 then 4; 2; 5), which shows it short: A's 8 and C's 9 and 7 \
             are never made"
        );
        let leaf = Lazy::leaf(Score {
            mine: false,
            value: 2,
        });
        assert_answer!(reaches(&leaf, 2), true, "a leaf worth 2 reaches 2");
        Kalah::OPENING.announce("reaches(&scored(Kalah::OPENING, 3), v)");
        let value = evaluate(3)(Kalah::OPENING);
        for target in [value - 1, value, value + 1] {
            assert_answer!(
                reaches(&scored(Kalah::OPENING, 3), target),
                value >= target,
                "Kalah's opening three moves ahead is worth {value}, with extra moves: a \
                 subtree where I move again is one where I maximise ({target} is the target)"
            );
        }
    });
}

#[test]
#[ignore = "drill: cargo test -p lazy-alpha-beta -- --ignored drills"]
fn reaches_asks_less_than_the_evaluator_from_kalah_s_opening() {
    isolated(|| {
        let (_, evaluated) =
            positions_made_from(Kalah::OPENING, ayoayo::pruning::evaluate_pruned(6));
        assert_eq!(
            evaluated, 5581,
            "the reference's evaluate_pruned(6) on Kalah's opening"
        );
        Kalah::OPENING.announce("reaches(&scored(Kalah::OPENING, 6), 3)");
        let (yes, made) =
            positions_made_from(Kalah::OPENING, |position| reaches(&scored(position, 6), 3));
        assert_answer!(
            yes,
            true,
            "Kalah's opening, six moves ahead, is worth 3 to South: it reaches 3"
        );
        assert_answer!(
            made,
            826u64,
            "the positions made to answer \"at least 3?\" six moves ahead, where evaluate_pruned \
             makes 5,581 to find the value"
        );
        Kalah::OPENING.announce("reaches(&scored(Kalah::OPENING, 6), 4)");
        let (no, made) =
            positions_made_from(Kalah::OPENING, |position| reaches(&scored(position, 6), 4));
        assert_answer!(no, false, "worth 3: it does not reach 4");
        assert_answer!(
            made,
            592u64,
            "the positions made to answer \"at least 4?\" six moves ahead"
        );
    });
}

fn reaches_as_the_reference<G: Shown + 'static>(
    position: G,
    depth: u32,
    offset: i32,
) -> Result<(), TestCaseError> {
    let value = evaluate(depth)(position);
    let target = value + offset;
    let call = format!("reaches(&scored(position, {depth}), {target})");
    let (_, their_count) = positions_made_from(position, |position| {
        reference::reaches(&scored(position, depth), target)
    });
    position.announce(&call);
    let (mine, my_count) = quietly(|| {
        positions_made_from(position, |position| {
            reaches(&scored(position, depth), target)
        })
    })?;
    testkit::returned();
    let picture = position.picture();
    prop_assert_answer!(
        mine,
        value >= target,
        "this position's tree, {depth} moves deep, scored for the player to move, is worth \
         {value}:\n{picture}\n{CHOICES}"
    );
    prop_assert_answer!(
        my_count,
        their_count,
        "the positions made by {call}: stop at the first subtree that settles the answer \
         (`any` where I move, `all` where my opponent does), and never collect the \
         subtrees\n{picture}\n{CHOICES}"
    );
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p lazy-alpha-beta -- --ignored drills"]
fn reaches_agrees_with_the_evaluator_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in searches(), offset in -1..=1i32)| {
            every_system!(reaches_as_the_reference, &choices, depth, offset);
        });
    });
}
