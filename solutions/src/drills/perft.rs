//! Chapter 12's drills: the sequences perft counts, listed; the nodes of the tree it walks,
//! counted, to see how fast they grow; and the work of a parallel count as a binary tree the
//! learner recurses over (`Work`), split in halves as rayon splits it.

use crate::Pit;
use crate::search::GameTree;

// ANCHOR: lines
/// Every sequence of exactly `depth` moves from `position`, each as its pits in the order
/// played, the sequences in the order of `moves()` at each level: perft's recursion, keeping the
/// sequences instead of counting them, so there are `perft(position, depth)` of them. At depth
/// 0 the one sequence is the empty one; a finished game begins none longer. (As many as perft
/// counts: keep the depth small.)
pub fn lines<G: GameTree>(position: G, depth: u32) -> Vec<Vec<Pit>> {
    let Some(below) = depth.checked_sub(1) else {
        return vec![Vec::new()];
    };
    position
        .moves()
        .into_iter()
        .flat_map(|pit| {
            let after = lines(position.after(pit), below);
            after
                .into_iter()
                .map(move |line| [vec![pit], line].concat())
        })
        .collect()
}
// ANCHOR_END: lines

// ANCHOR: nodes
/// How many positions the tree from `position` holds down to `depth` moves, the root
/// included: the position itself, and the nodes below each of its moves one move less deep. A
/// finished game, or depth 0, is one node. It is also how many calls perft makes, one a node.
pub fn nodes<G: GameTree>(position: G, depth: u32) -> u64 {
    let Some(below) = depth.checked_sub(1) else {
        return 1;
    };
    let children = position.moves().into_iter();
    1 + children
        .map(|pit| nodes(position.after(pit), below))
        .sum::<u64>()
}
// ANCHOR_END: nodes

// ANCHOR: work
/// The work of a parallel perft, as rayon's `join` splits it: a list of jobs (each a first move
/// and the sequences it begins, one of divide's pairs) halved, and each half halved again,
/// until a half is one job, which one thread counts alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Work {
    /// Nothing to count: a list of no jobs (a finished game has no first move).
    Idle,
    /// One first move and how many sequences begin with it.
    Job(Pit, u64),
    /// Two halves of the work, which two threads can count at the same time.
    Split(Box<Work>, Box<Work>),
}
// ANCHOR_END: work

// ANCHOR: halves
/// The jobs of `jobs` split as rayon splits a list: none is `Idle`, one is a `Job`, and more
/// are a `Split` of the first half (the shorter, when the count is odd) and the rest, each
/// split again. Each half is shorter than the list, so the recursion ends.
pub fn halves(jobs: &[(Pit, u64)]) -> Work {
    match jobs {
        [] => Work::Idle,
        [(pit, count)] => Work::Job(*pit, *count),
        _ => {
            let (first, rest) = jobs.split_at(jobs.len() / 2);
            Work::Split(Box::new(halves(first)), Box::new(halves(rest)))
        }
    }
}
// ANCHOR_END: halves

// ANCHOR: total_work
/// How many sequences the whole work counts: its jobs' counts added up, one recursive call a
/// half. On `halves(&divide(position, depth))` it is `perft(position, depth)` for depth 1 and
/// more. Past `u64::MAX` it stays at `u64::MAX`.
pub fn total_work(work: &Work) -> u64 {
    match work {
        Work::Idle => 0,
        Work::Job(_, count) => *count,
        Work::Split(first, second) => total_work(first).saturating_add(total_work(second)),
    }
}
// ANCHOR_END: total_work

// ANCHOR: heaviest_job
/// The job with the most sequences, the first of equals (in the order of the list the work
/// was split from), or `None` when there is no job. However many threads share the work, one
/// of them counts this job alone: the parallel count can take no less time than it does.
pub fn heaviest_job(work: &Work) -> Option<(Pit, u64)> {
    match work {
        Work::Idle => None,
        Work::Job(pit, count) => Some((*pit, *count)),
        Work::Split(first, second) => match (heaviest_job(first), heaviest_job(second)) {
            (Some(left), Some(right)) if right.1 > left.1 => Some(right),
            (Some(left), _) => Some(left),
            (None, right) => right,
        },
    }
}
// ANCHOR_END: heaviest_job
