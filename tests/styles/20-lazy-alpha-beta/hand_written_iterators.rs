//! Style: Hughes' `mapmin` and `mapmax` as two hand-written `Iterator` structs, each holding
//! its pot, where the reference filters with a closure and mirrors one into the other by
//! negation; `min_above` (and its mirror `max_below`) as a `for` loop with an early return.
//!
//! Correct because each struct gives, list by list, the least (or greatest) value of a list
//! that has no value at or past its pot, and the list that does is left as soon as that value
//! turns up, as `min_above` returns there; the pot then becomes the value given, so the
//! lists left out are exactly those that cannot change the greatest (or least) of the values.
//! A node's subtrees are made one at a time, as the lists are asked for, and a leaf is found
//! with one `peek`, so no position is made that the reference does not make.
use std::iter::{self, Peekable};

use ayoayo::lazy::{Lazy, Score, game_tree, map_tree, prune, score_for};
use ayoayo::search::GameTree;

pub fn min_above(pot: i32, values: impl Iterator<Item = i32>) -> Option<i32> {
    let mut least = i32::MAX;
    for value in values {
        if value <= pot {
            return None;
        }
        least = least.min(value);
    }
    Some(least)
}

/// The mirror of `min_above`: `None` at the first value at or over `pot`, else the greatest.
fn max_below(pot: i32, values: impl Iterator<Item = i32>) -> Option<i32> {
    let mut greatest = i32::MIN;
    for value in values {
        if value >= pot {
            return None;
        }
        greatest = greatest.max(value);
    }
    Some(greatest)
}

/// `map_min` under way: the lists still to read, and the greatest value given so far.
struct MapMin<I> {
    lists: I,
    pot: i32,
}

impl<I: Iterator<Item = Values>> Iterator for MapMin<I> {
    type Item = i32;

    fn next(&mut self) -> Option<i32> {
        for list in self.lists.by_ref() {
            if let Some(least) = min_above(self.pot, list) {
                self.pot = least;
                return Some(least);
            }
        }
        None
    }
}

/// `map_max` under way: the lists still to read, and the least value given so far.
struct MapMax<I> {
    lists: I,
    pot: i32,
}

impl<I: Iterator<Item = Values>> Iterator for MapMax<I> {
    type Item = i32;

    fn next(&mut self) -> Option<i32> {
        for list in self.lists.by_ref() {
            if let Some(greatest) = max_below(self.pot, list) {
                self.pot = greatest;
                return Some(greatest);
            }
        }
        None
    }
}

pub fn map_min(lists: impl Iterator<Item = Values> + 'static) -> Values {
    Box::new(MapMin {
        lists,
        pot: i32::MIN,
    })
}

pub fn map_max(lists: impl Iterator<Item = Values> + 'static) -> Values {
    Box::new(MapMax {
        lists,
        pot: i32::MAX,
    })
}

/// The subtrees of `tree`, or `None` when it is a leaf (found by making the first alone).
fn subtrees_of(tree: &Lazy<Score>) -> Option<Peekable<Box<dyn Iterator<Item = Lazy<Score>>>>> {
    let mut subtrees = tree.subtrees().peekable();
    subtrees.peek()?;
    Some(subtrees)
}

pub fn maximise_values(tree: Lazy<Score>) -> Values {
    let Some(subtrees) = subtrees_of(&tree) else {
        return Box::new(iter::once(tree.label.value));
    };
    map_min(subtrees.map(|subtree| -> Values {
        match subtree.label.mine {
            true => {
                let best = maximise_values(subtree).max();
                Box::new(best.into_iter())
            }
            false => minimise_values(subtree),
        }
    }))
}

pub fn minimise_values(tree: Lazy<Score>) -> Values {
    let Some(subtrees) = subtrees_of(&tree) else {
        return Box::new(iter::once(tree.label.value));
    };
    map_max(subtrees.map(|subtree| -> Values {
        match subtree.label.mine {
            true => maximise_values(subtree),
            false => {
                let worst = minimise_values(subtree).min();
                Box::new(worst.into_iter())
            }
        }
    }))
}

pub fn evaluate_pruned<G: GameTree + 'static>(depth: u32) -> impl Fn(G) -> i32 {
    move |position: G| {
        let scored = map_tree(
            score_for(position.to_move()),
            prune(depth, game_tree(position)),
        );
        maximise_values(scored)
            .max()
            .expect("a root gives at least one value")
    }
}
