//! Style: no recursion, an explicit stack. `perft` keeps the positions still to expand in a
//! `Vec`, each with how many moves are still to be played from it, and counts one for every
//! position popped with none left to play; `divide` runs it once per first move.
//!
//! Correct because the stack holds exactly the calls the recursive version would still make:
//! a position popped at depth 0 is one sequence of `depth` moves, one popped deeper pushes one
//! entry per legal move, and a finished game pushes none, so it begins no sequence.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn perft<G: GameTree>(position: G, depth: u32) -> u64 {
    let mut stack = vec![(position, depth)];
    let mut sequences = 0;
    while let Some((position, left)) = stack.pop() {
        if left == 0 {
            sequences += 1;
            continue;
        }
        for pit in position.moves() {
            stack.push((position.after(pit), left - 1));
        }
    }
    sequences
}

pub fn divide<G: GameTree>(position: G, depth: u32) -> Vec<(Pit, u64)> {
    let mut split = Vec::new();
    for pit in position.moves() {
        let below = depth.max(1) - 1;
        split.push((pit, perft(position.after(pit), below)));
    }
    split
}
