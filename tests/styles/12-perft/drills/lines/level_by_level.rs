//! Style: breadth first, a fold over the depth: the sequences so far, each with the position it
//! reaches, are replaced `depth` times by all their one-move extensions, where the reference
//! recurses down one sequence at a time.
//!
//! Correct because after `k` rounds the list holds every sequence of exactly `k` moves, once: a
//! sequence reaching a finished game has no extension, so it drops out, and at depth 0 the list
//! is the empty sequence alone. The order is the reference's: the extensions of each sequence
//! are made in the order of `moves()` and kept together, in the order of the sequences they
//! extend, so the sequences stay sorted by their first move, then their second, and so on.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn lines<G: GameTree>(position: G, depth: u32) -> Vec<Vec<Pit>> {
    let start = vec![(position, Vec::new())];
    let reached = (0..depth).fold(start, |level, _| {
        level
            .into_iter()
            .flat_map(|(at, line): (G, Vec<Pit>)| {
                at.moves().into_iter().map(move |pit| {
                    let mut longer = line.clone();
                    longer.push(pit);
                    (at.after(pit), longer)
                })
            })
            .collect()
    });
    reached.into_iter().map(|(_, line)| line).collect()
}
