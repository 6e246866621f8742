//! Chapter 20's tests, in the order to read them: worked examples (`min_above`, the two maps,
//! a small tree drawn on the page, an extra move, the openings), then properties on random
//! positions of every system. Besides the values, they count the positions your evaluator makes
//! (with `ayoayo::pruning::counted`, which counts the calls of `after`), since pruning is the
//! point. Every test runs in a child process (see `testkit`), so a recursion that never ends is
//! reported in words.

mod challenges;
mod drills;
mod examples;
mod properties;

use ayoayo::lazy::{Lazy, Score, game_tree, map_tree, prune, score_for};
use ayoayo::pruning::counted::positions_made_from;
use ayoayo::search::{GameTree, negamax};
use lazy_alpha_beta::Values;
pub use testkit::positions::{Shown, reached};

/// The tree the evaluator walks: `position`'s game tree cut `depth` moves deep, scored for the
/// player to move there.
pub fn scored<G: GameTree + 'static>(position: G, depth: u32) -> Lazy<Score> {
    map_tree(
        score_for(position.to_move()),
        prune(depth, game_tree(position)),
    )
}

/// The values `values_of` gives for `position`'s scored tree, all of them, and how many
/// positions were made to give them.
fn listed<G: GameTree + 'static>(
    position: G,
    depth: u32,
    values_of: fn(Lazy<Score>) -> Values,
) -> (Vec<i32>, u64) {
    positions_made_from(position, |position| {
        values_of(scored(position, depth)).collect()
    })
}

/// Checks your `maximise_values` on `position`'s tree, `depth` moves deep, against the
/// reference's: the same values in the same order, from as many positions made.
pub fn compare_values<G: Shown + 'static>(position: G, depth: u32) -> Result<(), String> {
    let call = format!("maximise_values(scored(position, {depth}))");
    let (theirs, their_count) = listed(position, depth, ayoayo::pruning::maximise_values);
    position.announce(&call);
    let (mine, my_count) = listed(position, depth, lazy_alpha_beta::maximise_values);
    testkit::returned();
    let picture = position.picture();
    if mine != theirs {
        let why = if mine.len() > theirs.len() {
            "It gives values the reference leaves out. After each value given, is the pot \
             raised to it? Does `min_above` give up on a value equal to the pot, not only on \
             one under it?"
        } else if mine.len() < theirs.len() {
            "It leaves out values the reference gives: a list whose values are all above the \
             pot gives its least value, and that value becomes the pot."
        } else {
            "Each value given is the least value of one subtree's list: `minimise_values` of a \
             subtree where the opponent moves, and the one greatest value of `maximise_values` \
             of a subtree where the same player moves again (an extra move)."
        };
        return Err(format!(
            "Your call {call} (the tree of the position below, scored for the player to move \
             there) gives the values {mine:?}; the reference gives {theirs:?}. {why}\n{picture}"
        ));
    }
    if my_count != their_count {
        return Err(format!(
            "Your call {call} gives the right values, {mine:?}, but made {my_count} positions \
             to find them; the reference made {their_count}. {}\n{picture}",
            made_why(my_count, their_count)
        ));
    }
    Ok(())
}

/// Why a count of positions made differs from the reference's.
fn made_why(mine: u64, theirs: u64) -> &'static str {
    if mine > theirs {
        "Walk each list only as far as needed: `min_above` stops at the first value at or under \
         the pot, and lists are made one at a time as `map_min` asks for them (no `collect`, no \
         `.count()`, no `.max()` of a list that could be cut short)."
    } else {
        "Fewer positions than the reference: some subtree that could change the value was \
         never looked at, which was luck on the positions searched before this one."
    }
}

/// Checks your `evaluate_pruned(depth)` on `position`: negamax's value, from as many positions
/// made as the reference's.
pub fn compare_evaluator<G: Shown + 'static>(position: G, depth: u32) -> Result<(), String> {
    let call = format!("evaluate_pruned({depth})(position)");
    let (_, their_count) = positions_made_from(position, ayoayo::pruning::evaluate_pruned(depth));
    position.announce(&call);
    let (mine, my_count) = positions_made_from(position, lazy_alpha_beta::evaluate_pruned(depth));
    // Negamax's own search, unpruned, is the test's work: not charged to your call.
    testkit::returned();
    let value = negamax(position, depth);
    let picture = position.picture();
    if mine != value {
        return Err(format!(
            "Your call {call} answers {mine}; negamax's value {depth} moves ahead is {value}. \
             Is the tree cut `depth` moves deep, scored for the player to move at the root, \
             and its value the greatest of `maximise_values`?\n{picture}"
        ));
    }
    if my_count != their_count {
        return Err(format!(
            "Your call {call} answers {mine}, the right value, but made {my_count} positions; \
             the reference made {their_count}. {}\n{picture}",
            made_why(my_count, their_count)
        ));
    }
    Ok(())
}
