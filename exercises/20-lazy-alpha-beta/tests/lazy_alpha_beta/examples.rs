//! Worked examples: `min_above` and the two maps on lists written out, then the small trees
//! of the chapter's page (one with an extra move), then the openings of every system, where
//! every rule is at work at once (so read last).

use std::cell::Cell;
use std::rc::Rc;

use ayoayo::lazy::{Lazy, Score};
use ayoayo::search::{Ayoayo, GameTree, Kalah};
use ayoayo::{awari, lagos, oware};
use lazy_alpha_beta::{
    Values, evaluate_pruned, map_max, map_min, maximise_values, min_above, minimise_values,
};
use testkit::{assert_answer, isolated};

use crate::{Shown, compare_evaluator, compare_values};

/// Fails the test with the comparison's words, if it found a difference.
fn check(comparison: Result<(), String>) {
    if let Err(difference) = comparison {
        panic!("{difference}");
    }
}

/// A list written out, which adds one to `taken` for each value taken from it.
fn counted(values: &[i32], taken: &Rc<Cell<u64>>) -> Values {
    let taken = Rc::clone(taken);
    Box::new(
        Vec::from(values)
            .into_iter()
            .inspect(move |_| taken.set(taken.get() + 1)),
    )
}

#[test]
fn min_above_gives_the_least_value_when_all_are_above_the_pot() {
    isolated(|| {
        assert_answer!(
            min_above(3, [5, 4, 9].into_iter()),
            Some(4),
            "5, 4 and 9 are all above 3"
        );
        assert_answer!(
            min_above(i32::MIN, [2, -7, 5].into_iter()),
            Some(-7),
            "every value is above i32::MIN"
        );
    });
}

#[test]
fn min_above_gives_up_at_the_first_value_at_or_under_the_pot() {
    isolated(|| {
        assert_answer!(
            min_above(3, [5, 3, 9].into_iter()),
            None,
            "3 is at the pot 3: this list cannot beat it"
        );
        assert_answer!(
            min_above(3, [1, 8].into_iter()),
            None,
            "1 is under the pot 3"
        );
        let taken = Rc::new(Cell::new(0));
        min_above(3, counted(&[5, 3, 9], &taken));
        assert_answer!(
            taken.get(),
            2u64,
            "min_above(3, [5, 3, 9]) must take 5 and 3, then stop: the 9 is never needed"
        );
    });
}

#[test]
fn map_min_leaves_out_the_lists_that_cannot_beat_the_pot() {
    isolated(|| {
        let taken = Rc::new(Cell::new(0));
        let lists: Vec<Values> = [&[3, 8][..], &[6, 4], &[9, 4, 7], &[5]]
            .into_iter()
            .map(|values| counted(values, &taken))
            .collect();
        // The lists [3, 8], [6, 4], [9, 4, 7] and [5].
        assert_answer!(
            map_min(lists.into_iter()).collect::<Vec<i32>>(),
            vec![3, 4, 5],
            "from the lists [3, 8], [6, 4], [9, 4, 7], [5]: 3 from the first; 4 beats it and \
             becomes the pot; [9, 4, 7] stops at 4, no better than the pot 4; 5 beats 4"
        );
        assert_answer!(
            taken.get(),
            7u64,
            "the values taken: all but the 7 of [9, 4, 7]"
        );
    });
}

#[test]
fn map_min_takes_nothing_until_asked() {
    isolated(|| {
        let made = Rc::new(Cell::new(0));
        let count = Rc::clone(&made);
        let lists = (0..3).map(move |list| -> Values {
            count.set(count.get() + 1);
            Box::new([list, list + 1].into_iter())
        });
        let mut given = map_min(lists);
        assert_answer!(
            made.get(),
            0u64,
            "map_min(lists) must make no list before it is asked for a value"
        );
        given.next();
        assert_answer!(
            made.get(),
            1u64,
            "the first value needs only the first list"
        );
    });
}

#[test]
fn map_max_is_the_mirror() {
    isolated(|| {
        let lists: Vec<Values> = vec![
            Box::new([3, 1].into_iter()),
            Box::new([0, 2].into_iter()),
            Box::new([-1, 5].into_iter()),
        ];
        assert_answer!(
            map_max(lists.into_iter()).collect::<Vec<i32>>(),
            vec![3, 2],
            "3 from the first list; 2 is under it; [-1, 5] stops at 5, not under 2"
        );
    });
}

#[test]
fn a_leaf_gives_its_own_value() {
    isolated(|| {
        let leaf = Lazy::leaf(Score {
            mine: true,
            value: 7,
        });
        assert_answer!(maximise_values(leaf).collect::<Vec<i32>>(), vec![7]);
        let leaf = Lazy::leaf(Score {
            mine: false,
            value: -2,
        });
        assert_answer!(minimise_values(leaf).collect::<Vec<i32>>(), vec![-2]);
    });
}

/// A tree written out: who moves, the static value for me, the subtrees (the drills' trees too).
#[derive(Clone)]
pub(super) struct Drawn {
    mine: bool,
    value: i32,
    subtrees: Vec<Drawn>,
}

/// A node where I move (`mine`) or my opponent does, with `subtrees`.
pub(super) fn node(mine: bool, value: i32, subtrees: Vec<Drawn>) -> Drawn {
    Drawn {
        mine,
        value,
        subtrees,
    }
}

/// Leaves below a node where `mine` is said of the parent: the other player moves at each.
pub(super) fn leaves(parent_mine: bool, values: &[i32]) -> Vec<Drawn> {
    values
        .iter()
        .map(|&value| node(!parent_mine, value, vec![]))
        .collect()
}

/// The lazy tree of `drawn`, adding one to `made` for each subtree made.
pub(super) fn grow(drawn: Drawn, made: Rc<Cell<u64>>) -> Lazy<Score> {
    let label = Score {
        mine: drawn.mine,
        value: drawn.value,
    };
    Lazy::new(label, move || {
        let made = Rc::clone(&made);
        drawn.subtrees.clone().into_iter().map(move |subtree| {
            made.set(made.get() + 1);
            grow(subtree, Rc::clone(&made))
        })
    })
}

/// How many nodes of `drawn` (its root aside) `values_of` made to give all its values.
fn nodes_made(drawn: &Drawn, values_of: fn(Lazy<Score>) -> Values) -> u64 {
    walk(drawn, values_of).1
}

/// The values `values_of` gives for `drawn`, and how many of its subtrees it made.
fn walk(drawn: &Drawn, values_of: fn(Lazy<Score>) -> Values) -> (Vec<i32>, u64) {
    let made = Rc::new(Cell::new(0));
    let values = values_of(grow(drawn.clone(), Rc::clone(&made))).collect();
    (values, made.get())
}

#[test]
fn the_page_s_tree_skips_two_leaves() {
    isolated(|| {
        // I move at the root; my opponent at A, B, C and D, whose leaves are scored for me.
        let tree = node(
            true,
            0,
            vec![
                node(false, 0, leaves(false, &[3, 8])),
                node(false, 0, leaves(false, &[6, 4])),
                node(false, 0, leaves(false, &[2, 9, 7])),
                node(false, 0, leaves(false, &[5])),
            ],
        );
        let (values, _) = walk(&tree, maximise_values);
        assert_answer!(
            values,
            vec![3, 4, 5],
            "A is worth 3, B 4; C's first leaf, 2, shows C no better than 4; D is worth 5"
        );
        assert_answer!(
            nodes_made(&tree, maximise_values),
            10u64,
            "the nodes made of the page's tree (I move at the root; A holds 3 and 8, B 6 and 4, \
             C 2, 9 and 7, D 5, all my opponent's): all 4 subtrees and 6 of the 8 leaves, not \
             C's 9 and 7; a value can be right while too many nodes are made"
        );
        assert_eq!(
            walk(&tree, ayoayo::pruning::maximise_values),
            (vec![3, 4, 5], 10),
            "the reference agrees"
        );
    });
}

#[test]
fn minimise_values_skips_what_cannot_lower_the_minimum() {
    isolated(|| {
        // My opponent moves at the root; I move at A, B and C.
        let tree = node(
            false,
            0,
            vec![
                node(true, 0, leaves(true, &[3, 8])),
                node(true, 0, leaves(true, &[9, 2])),
                node(true, 0, leaves(true, &[1, 6])),
            ],
        );
        let (values, _) = walk(&tree, minimise_values);
        assert_answer!(
            values,
            vec![8, 6],
            "A is worth 8 to me; B's 9 shows B worth at least 9, no lower; C is worth 6"
        );
        assert_answer!(
            nodes_made(&tree, minimise_values),
            8u64,
            "the nodes made of this tree (my opponent moves at the root; A holds 3 and 8, B 9 \
             and 2, C 1 and 6, all mine): the 3 subtrees and 5 of the 6 leaves, not B's 2; a \
             value can be right while too many nodes are made"
        );
    });
}

#[test]
fn an_extra_move_counts_as_one_value_its_maximum() {
    isolated(|| {
        // I move at the root and again at X (an extra move), my opponent at A.
        let tree = node(
            true,
            0,
            vec![
                node(false, 0, leaves(false, &[3, 8])),
                node(true, 0, leaves(true, &[1, 6])),
            ],
        );
        let (values, _) = walk(&tree, maximise_values);
        assert_answer!(
            values,
            vec![3, 6],
            "A is worth 3; at X I move again and pick the 6: X is worth 6, a list of one value"
        );
    });
}

#[test]
fn kalah_s_extra_moves_three_moves_deep() {
    isolated(|| {
        // Kalah's pit 2 ends in South's store: South moves again.
        check(compare_values(Kalah::OPENING, 3));
        check(compare_values(Kalah::OPENING.after(2), 3));
    });
}

#[test]
fn the_evaluator_values_the_ayoayo_opening() {
    isolated(|| {
        Ayoayo::OPENING.announce("evaluate_pruned(0)(Ayoayo::OPENING)");
        assert_answer!(
            evaluate_pruned(0)(Ayoayo::OPENING),
            0,
            "no move looked at: 0 against 0"
        );
        Ayoayo::OPENING.announce("evaluate_pruned(3)(Ayoayo::OPENING)");
        assert_answer!(
            evaluate_pruned(3)(Ayoayo::OPENING),
            8,
            "negamax(Ayoayo::OPENING, 3) is 8"
        );
    });
}

#[test]
fn the_openings_of_every_system_four_moves_ahead() {
    isolated(|| {
        check(compare_evaluator(Ayoayo::OPENING, 4));
        check(compare_evaluator(lagos::OPENING, 4));
        check(compare_evaluator(oware::OPENING, 4));
        check(compare_evaluator(awari::START, 4));
        check(compare_evaluator(Kalah::OPENING, 4));
    });
}
