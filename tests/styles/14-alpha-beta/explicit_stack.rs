//! Style: no recursion, an explicit stack of frames. Each frame is a position being searched:
//! its window, its moves and the next to try, and the best value found there so far. The loop
//! either enters the next child of the top frame (pushing its frame, or answering it at once
//! when it is a leaf) or, when the frame is done, pops it and hands its value to its parent.
//!
//! Correct because the frames are the recursive calls, kept by hand: a child's window is the
//! parent's, negated and swapped when the other player moves there (kept after an extra move);
//! `visit` is called as each position is entered; the moves are tried in the order given; and
//! a frame is done when its moves run out or its `alpha`, raised to its best, reaches `beta`.
use ayoayo::Pit;
use ayoayo::search::GameTree;

/// A position being searched, as a recursive call would hold it.
struct Frame<G> {
    position: G,
    depth: u32,
    alpha: i32,
    beta: i32,
    moves: Vec<Pit>,
    next: usize,
    best: i32,
}

impl<G: GameTree> Frame<G> {
    /// Whether no further move is to be tried here.
    fn done(&self) -> bool {
        self.next == self.moves.len() || self.alpha >= self.beta
    }

    /// Takes a child's `value`, as the player to move at the child sees it.
    fn take(&mut self, child: &G, value: i32) {
        let value = if child.to_move() == self.position.to_move() {
            value
        } else {
            -value
        };
        self.best = self.best.max(value);
        self.alpha = self.alpha.max(value);
    }
}

/// Enters `position`: its value at once when it is a leaf, else its frame to search.
fn enter<G: GameTree>(
    position: G,
    depth: u32,
    (alpha, beta): (i32, i32),
    visit: &mut impl FnMut(&G),
) -> Result<Frame<G>, i32> {
    visit(&position);
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return Err(position.store_difference());
    }
    Ok(Frame {
        position,
        depth,
        alpha,
        beta,
        moves,
        next: 0,
        best: -i32::MAX,
    })
}

pub fn negamax_alpha_beta<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    let mut stack = match enter(position, depth, (alpha, beta), visit) {
        Ok(frame) => vec![frame],
        Err(leaf) => return leaf,
    };
    loop {
        let top = stack.last_mut().expect("the root's frame is popped last");
        if top.done() {
            let finished = stack.pop().expect("a frame on top");
            let Some(parent) = stack.last_mut() else {
                return finished.best;
            };
            parent.take(&finished.position, finished.best);
            continue;
        }
        let child = top.position.after(top.moves[top.next]);
        top.next += 1;
        let window = if child.to_move() == top.position.to_move() {
            (top.alpha, top.beta)
        } else {
            (-top.beta, -top.alpha)
        };
        match enter(child, top.depth - 1, window, visit) {
            Ok(frame) => stack.push(frame),
            Err(leaf) => top.take(&child, leaf),
        }
    }
}
