//! Chapter 14's tests, in the order to read them: worked examples, pictures, then properties
//! on random positions of every system. Each compares the positions your search enters with
//! the reference's, one by one, and says in words how they differ. Every test runs in a child
//! process (see `testkit`), so a search that never ends is reported in words.

mod challenges;
mod drills;
mod examples;
mod pictures;
mod properties;

use ayoayo::search::GameTree;
pub use testkit::positions::{Shown, reached};

/// The value your search answers and the positions it enters, in order.
pub fn yours<G: GameTree>(position: G, depth: u32, alpha: i32, beta: i32) -> (i32, Vec<G>) {
    let mut entered = Vec::new();
    let value =
        alpha_beta::negamax_alpha_beta(position, depth, alpha, beta, &mut |p: &G| entered.push(*p));
    (value, entered)
}

/// The reference's value and the positions it enters, in order.
pub fn reference<G: GameTree>(position: G, depth: u32, alpha: i32, beta: i32) -> (i32, Vec<G>) {
    let mut entered = Vec::new();
    let value = ayoayo::search::negamax_alpha_beta(position, depth, alpha, beta, &mut |p: &G| {
        entered.push(*p)
    });
    (value, entered)
}

/// Which positions of a search's `path` (the positions it entered, in order, searching the
/// first `depth` moves ahead) are leaves: at depth 0, or with no move left. A position's moves
/// are tried in order, and the first child not entered next was cut off, with the rest.
pub fn leaves<G: GameTree>(path: &[G], depth: u32) -> Vec<bool> {
    fn walk<G: GameTree>(path: &[G], depth: u32, leaves: &mut Vec<bool>) {
        let position = path[leaves.len()];
        let moves = position.moves();
        let leaf = depth == 0 || moves.is_empty();
        leaves.push(leaf);
        for pit in moves.into_iter().take_while(|_| !leaf) {
            if path.get(leaves.len()) != Some(&position.after(pit)) {
                return;
            }
            walk(path, depth - 1, leaves);
        }
    }
    let mut leaves = Vec::new();
    if !path.is_empty() {
        walk(path, depth, &mut leaves);
    }
    leaves
}

/// `None` when your search entered exactly the reference's positions, in its order; otherwise
/// the first place they part, in words, with the position drawn. `depth` is the search's, to
/// tell the reference's leaves from its other positions.
pub fn pruning_difference<G: Shown>(yours: &[G], reference: &[G], depth: u32) -> Option<String> {
    let count = format!(
        "(Your search entered {} positions, the reference's {}.)",
        yours.len(),
        reference.len()
    );
    let first =
        (0..yours.len().max(reference.len())).find(|&i| yours.get(i) != reference.get(i))?;
    let root = &reference[0];
    let leaf = leaves(reference, depth);
    let inner = reference.iter().zip(&leaf).filter(|&(_, &leaf)| !leaf);
    let skips_every_leaf = leaf.contains(&true) && yours.iter().eq(inner.map(|(p, _)| p));
    let pruned = |theirs: &G| {
        format!(
            "The reference enters position {first}, below, which your search pruned: you cut off \
             too early. For the opponent's move, is the window negated and swapped (-beta..-alpha), \
             and the value negated? After an extra move (the same player to move again), are both \
             kept as they are?\n{}",
            theirs.picture()
        )
    };
    let said = match yours.get(first) {
        None if first == 0 => "Your search never called `visit`: call it once, first thing, on \
             every position it enters (the leaves too)."
            .to_string(),
        _ if skips_every_leaf => format!(
            "Your search entered every position the reference enters except the leaves (depth \
             0, or no move left): it does not call `visit` on a leaf. Call `visit(&position)` \
             first thing, before answering, on every position, the first leaf being\n{}",
            reference[first].picture()
        ),
        Some(mine) if first == 0 => format!(
            "The first position visited must be the one searched; yours visited\n{}",
            mine.picture()
        ),
        Some(mine) if yours[first - 1] == *mine => format!(
            "Your search visited position {first} twice in a row: call `visit` once per position \
             entered.\n{}",
            mine.picture()
        ),
        Some(mine) if !reference[first..].contains(mine) => format!(
            "Your search entered position {first}, below, which the reference pruned: it had \
             already cut off. Do you stop trying moves as soon as alpha >= beta (not only when \
             alpha > beta)? Do you raise alpha to every better value you find?\n{}",
            mine.picture()
        ),
        _ => pruned(&reference[first]),
    };
    Some(format!(
        "Searching this position:\n{}\n{said}\n{count}",
        root.picture()
    ))
}

/// Checks your search against the reference's on `position`: the same positions entered, in
/// the same order, and a value on the same side of the window (the exact value inside it).
pub fn compare<G: Shown>(position: G, depth: u32, alpha: i32, beta: i32) -> Result<(), String> {
    let (theirs, their_path) = reference(position, depth, alpha, beta);
    let call = format!("negamax_alpha_beta(position, {depth}, {alpha}, {beta}, visit)");
    position.announce(&call);
    let (mine, my_path) = yours(position, depth, alpha, beta);
    if let Some(difference) = pruning_difference(&my_path, &their_path, depth) {
        return Err(format!("Your call {call}:\n{difference}"));
    }
    let agrees = if theirs <= alpha {
        mine <= alpha
    } else if theirs >= beta {
        mine >= beta
    } else {
        mine == theirs
    };
    if agrees {
        Ok(())
    } else {
        Err(format!(
            "Your call {call} entered the right positions but answers {mine}; the reference \
             answers {theirs}, for\n{}",
            position.picture()
        ))
    }
}
