//! Versions of `sow_and_capture` with a bug planted in each, for chapter 5's properties to
//! catch: its tests grade the learner's properties with them, and the reference's `shrinking`
//! example counts what each property rejects. Each is the reference's move with one thing
//! wrong, so each is wrong in one way only.

use ayoayo::{Board, Pit, Play, Score, owner, scoop, sow, sow_and_capture, try_relay_sow};

/// A version of `sow_and_capture` with a bug planted in it, named and described.
#[derive(Clone, Copy)]
pub struct Planted {
    pub name: &'static str,
    pub bug: &'static str,
    pub play: Play,
}

/// The mover's score gains one stone fewer than the capture: a stone is lost.
pub const LOSES_A_STONE: Planted = Planted {
    name: "loses_a_stone",
    bug: "the mover's score gains one stone fewer than each capture, so a stone is lost",
    play: loses_a_stone,
};

/// Every capture goes to South's score, North's captures too.
pub const CREDITS_SOUTH_ALWAYS: Planted = Planted {
    name: "credits_south_always",
    bug: "every capture goes to South's score[0], even North's",
    play: credits_south_always,
};

/// The move captures the pit it ended in, instead of the pit opposite.
pub const CAPTURES_THE_END_PIT: Planted = Planted {
    name: "captures_the_end_pit",
    bug: "a capture takes the stones of the pit the move ended in, not those of the pit opposite",
    play: captures_the_end_pit,
};

/// A move that needs more than one sowing is taken never to end.
pub const GIVES_UP_ON_RELAYS: Planted = Planted {
    name: "gives_up_on_relays",
    bug: "a move whose first sowing ends in a pit that held stones answers None, as if it never ended",
    play: gives_up_on_relays,
};

/// Every planted bug, for checking that a property judges each as it says it will.
pub const ALL: [Planted; 4] = [
    LOSES_A_STONE,
    CREDITS_SOUTH_ALWAYS,
    CAPTURES_THE_END_PIT,
    GIVES_UP_ON_RELAYS,
];

fn loses_a_stone(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (after, mut new_score) = sow_and_capture(board, score, start)?;
    let mover = owner(start) as usize;
    if new_score[mover] > score[mover] {
        new_score[mover] -= 1;
    }
    Some((after, new_score))
}

fn credits_south_always(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (after, new_score) = sow_and_capture(board, score, start)?;
    let captured = new_score[0] + new_score[1] - score[0] - score[1];
    Some((after, [score[0] + captured, score[1]]))
}

fn captures_the_end_pit(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let mover = owner(start);
    let (after, captured) = if owner(end) == mover {
        scoop(sown, end)
    } else {
        (sown, 0)
    };
    let mut new_score = score;
    new_score[mover as usize] += captured;
    Some((after, new_score))
}

fn gives_up_on_relays(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = sow(board, start, start);
    if sown[end] != 1 {
        return None;
    }
    sow_and_capture(board, score, start)
}
