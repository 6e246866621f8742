//! Style: an explicit stack of jobs in place of the two recursive calls. A job is a tower to
//! move or a single move to make; moving a tower pushes its three parts in reverse order (the
//! smaller tower back on top, the bottom stone, the smaller tower out of the way), so they are
//! popped and done in the order the recursion does them.
//!
//! Correct because the stack does the recursion's work in the recursion's order: each tower is
//! replaced by its two smaller towers and the move between them, and a tower of no stones is
//! dropped, until only moves are left, made as they are popped. There are still `2ⁿ − 1` moves,
//! and the stack holds at most about two jobs a stone.
use ayoayo::{PITS, Pit};

/// One piece of work left to do.
enum Job {
    /// Move a tower of this many stones from the first pit to the second, by way of the third.
    Tower(u8, Pit, Pit, Pit),
    /// Move the top stone of the first pit onto the second.
    Move(Pit, Pit),
}

pub fn hanoi(stones: u8, from: Pit, to: Pit, via: Pit) -> Vec<(Pit, Pit)> {
    let three_pits = from != to && to != via && via != from && from.max(to).max(via) < PITS;
    if stones > 16 || !three_pits {
        return Vec::new();
    }
    let mut moves = Vec::new();
    let mut jobs = vec![Job::Tower(stones, from, to, via)];
    while let Some(job) = jobs.pop() {
        match job {
            Job::Move(source, target) => moves.push((source, target)),
            Job::Tower(0, ..) => {}
            Job::Tower(stones, from, to, via) => {
                jobs.push(Job::Tower(stones - 1, via, to, from));
                jobs.push(Job::Move(from, to));
                jobs.push(Job::Tower(stones - 1, from, via, to));
            }
        }
    }
    moves
}
